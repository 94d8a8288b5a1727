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
  const step = (by: number) => onChange(Math.min(max, Math.max(0, (value ?? 0) + by)));
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
          value={value === null ? '' : (value / 10).toFixed(1)}
          onChange={(event) => {
            const text = event.target.value.trim();
            if (!text) return onChange(null);
            const figure = Math.round(Number(text.replace(',', '.')) * 10);
            if (Number.isFinite(figure)) onChange(Math.min(max, Math.max(0, figure)));
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
      <div className="hc-measurements">
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
