import { useEffect, useState } from 'react';
import type { Measurement } from '../../../../contract/health-checks/colours';

/** A figure in tenths of a millimetre, with steppers sized for a gloved thumb. */
function Stepper({
  id,
  label,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  max: number;
  onChange: (value: number | null) => void;
}) {
  const shown = value === null ? '' : (value / 10).toFixed(1);
  // What is typed stays as typed until the person leaves the field: one reading, one change.
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const clamp = (figure: number) => Math.min(max, Math.max(0, figure));
  const step = (by: number) => onChange(clamp((value ?? 0) + by));
  const commit = () => {
    const typed = text.trim().replace(',', '.');
    if (!typed) return value === null ? undefined : onChange(null);
    const figure = Math.round(Number(typed) * 10);
    if (!Number.isFinite(figure)) return setText(shown);
    if (clamp(figure) !== value) onChange(clamp(figure));
    else setText(shown);
  };
  return (
    <div className="hc-stepper">
      <label className="hc-stepper__label" htmlFor={id}>
        {label}
      </label>
      <div className="hc-stepper__controls">
        <button
          type="button"
          className="hc-stepper__button"
          aria-label={`${label}: 0.1 mm less`}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          className="hc-stepper__input"
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          aria-describedby={`${id}-unit`}
        />
        <span id={`${id}-unit`} className="hc-stepper__unit">
          mm
        </span>
        <button
          type="button"
          className="hc-stepper__button"
          aria-label={`${label}: 0.1 mm more`}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** The readings an item takes: tread at three places, a pad's thickness, a disc against its minimum. */
export function MeasurementFields({
  id,
  kind,
  measurement,
  onChange,
}: {
  id: string;
  kind: Measurement['kind'];
  measurement: Measurement | null;
  onChange: (measurement: Measurement) => void;
}) {
  if (kind === 'tread') {
    const tread =
      measurement?.kind === 'tread' ? measurement : { kind: 'tread' as const, outer: null, middle: null, inner: null };
    return (
      <div className="hc-measurements hc-measurements--tread">
        {(['outer', 'middle', 'inner'] as const).map((place) => (
          <Stepper
            key={place}
            id={`${id}-${place}`}
            label={`Tread ${place}`}
            value={tread[place]}
            max={200}
            onChange={(value) => onChange({ ...tread, [place]: value })}
          />
        ))}
      </div>
    );
  }
  if (kind === 'pad') {
    const pad = measurement?.kind === 'pad' ? measurement : { kind: 'pad' as const, thickness: null };
    return (
      <div className="hc-measurements">
        <Stepper
          id={`${id}-pad`}
          label="Pad"
          value={pad.thickness}
          max={300}
          onChange={(thickness) => onChange({ ...pad, thickness })}
        />
      </div>
    );
  }
  const disc = measurement?.kind === 'disc' ? measurement : { kind: 'disc' as const, thickness: null, minimum: null };
  return (
    <div className="hc-measurements">
      <Stepper
        id={`${id}-disc`}
        label="Disc"
        value={disc.thickness}
        max={600}
        onChange={(thickness) => onChange({ ...disc, thickness })}
      />
      <Stepper
        id={`${id}-minimum`}
        label="Stamped minimum"
        value={disc.minimum}
        max={600}
        onChange={(minimum) => onChange({ ...disc, minimum })}
      />
    </div>
  );
}
