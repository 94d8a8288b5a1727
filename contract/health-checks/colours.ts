import { healthCheckMessages as m } from './messages';

/**
 * How measurements set an item's colour (issue 46), with the UK defaults a garage can change.
 * Depths and thicknesses are whole tenths of a millimetre (16 = 1.6 mm), so that a threshold is
 * compared exactly: the legal tread minimum is 1.6 mm, and 1.6 itself is legal.
 */
export const itemStates = ['not-checked', 'green', 'amber', 'red', 'na'] as const;
export type ItemState = (typeof itemStates)[number];
export type Colour = Extract<ItemState, 'green' | 'amber' | 'red'>;

export interface ColourThresholds {
  /** Tread below this is red (the legal minimum, 1.6 mm across the central three-quarters). */
  treadRedBelow: number;
  /** Tread below this is amber (most tyre makers and garages advise replacing below 3 mm). */
  treadAmberBelow: number;
  /** Brake pad friction material below this is red. */
  padRedBelow: number;
  /** Brake pad friction material below this is amber. */
  padAmberBelow: number;
}

/** The UK defaults, in tenths of a millimetre. */
export const ukThresholds: ColourThresholds = {
  treadRedBelow: 16,
  treadAmberBelow: 30,
  padRedBelow: 30,
  padAmberBelow: 50,
};

/** The measurements an item takes, by what the checklist item measures. */
export type Measurement =
  | { kind: 'tread'; outer: number | null; middle: number | null; inner: number | null }
  | { kind: 'pad'; thickness: number | null }
  | { kind: 'disc'; thickness: number | null; minimum: number | null };
export type MeasurementKind = Measurement['kind'];

/** A tyre's tread is as good as its lowest reading: uneven wear is the tyre's state. */
export function lowestTread(measurement: Extract<Measurement, { kind: 'tread' }>): number | null {
  const readings = [measurement.outer, measurement.middle, measurement.inner].filter(
    (reading): reading is number => reading !== null,
  );
  return readings.length ? Math.min(...readings) : null;
}

const banded = (value: number, redBelow: number, amberBelow: number): Colour =>
  value < redBelow ? 'red' : value < amberBelow ? 'amber' : 'green';

/**
 * The colour a measurement gives, or null when it gives none (nothing measured yet; a disc
 * without its stamped minimum). A disc below its minimum is red; at or above it, green: its wear
 * against the pads is the mechanic's call, with a reason.
 */
export function colourOf(measurement: Measurement | null, thresholds: ColourThresholds = ukThresholds): Colour | null {
  if (!measurement) return null;
  switch (measurement.kind) {
    case 'tread': {
      const lowest = lowestTread(measurement);
      return lowest === null ? null : banded(lowest, thresholds.treadRedBelow, thresholds.treadAmberBelow);
    }
    case 'pad':
      return measurement.thickness === null
        ? null
        : banded(measurement.thickness, thresholds.padRedBelow, thresholds.padAmberBelow);
    case 'disc':
      if (measurement.thickness === null || measurement.minimum === null) return null;
      return measurement.thickness < measurement.minimum ? 'red' : 'green';
  }
}

/** A tenth-millimetre figure as a person reads it: 16 → '1.6 mm'. */
export const millimetres = (tenths: number) => `${(tenths / 10).toFixed(1)} mm`;

/** What the measurement says, in words for a reason's prompt ('red (1.4 mm)'). */
export function measuredWords(measurement: Measurement, thresholds: ColourThresholds = ukThresholds): string {
  const colour = colourOf(measurement, thresholds) ?? 'nothing';
  const figure =
    measurement.kind === 'tread'
      ? lowestTread(measurement)
      : measurement.kind === 'pad'
        ? measurement.thickness
        : measurement.thickness;
  return figure === null ? colour : `${colour} (${millimetres(figure)})`;
}

export interface ItemEvidence {
  state: ItemState;
  measurement: Measurement | null;
  /** Why the colour is not the one the measurement gives. */
  reason: string | null;
  customerNote: string | null;
  photoCount: number;
}

/** What keeps an item from standing as marked: the field it is about, and why in words. */
export interface ItemProblem {
  field: 'reason' | 'state';
  message: string;
}

/**
 * Why an item cannot stand as marked (issue 46): a colour other than the measurement's needs a
 * reason, and red or amber needs a measurement, a photo or a note the customer can read. None when
 * it can; the device shows them beside the item and the report is not sent while any remain.
 */
export function itemProblems(item: ItemEvidence, thresholds: ColourThresholds = ukThresholds): ItemProblem[] {
  if (item.state !== 'green' && item.state !== 'amber' && item.state !== 'red') return [];
  const problems: ItemProblem[] = [];
  const measured = colourOf(item.measurement, thresholds);
  if (item.measurement && measured !== null && measured !== item.state && !item.reason?.trim()) {
    const message = m.reasonNeeded(item.state, measuredWords(item.measurement, thresholds));
    problems.push({ field: 'reason', message });
  }
  if (item.state !== 'green' && measured === null && item.photoCount === 0 && !item.customerNote?.trim()) {
    problems.push({ field: 'state', message: m.evidenceNeeded });
  }
  return problems;
}
