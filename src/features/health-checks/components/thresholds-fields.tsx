import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../ui/form-field';
import type { SettingsFormValues, ThresholdName } from '../settings-form';

const fields: { name: ThresholdName; label: string; hint: string }[] = [
  { name: 'treadRedBelow', label: 'Tread: red below (mm)', hint: 'Tyre tread; UK legal minimum 1.6 mm' },
  { name: 'treadAmberBelow', label: 'Tread: amber below (mm)', hint: 'Tyre tread; UK default 3.0 mm' },
  { name: 'padRedBelow', label: 'Pad: red below (mm)', hint: 'Brake pad; UK default 3.0 mm' },
  { name: 'padAmberBelow', label: 'Pad: amber below (mm)', hint: 'Brake pad; UK default 5.0 mm' },
];

/** The four limits measurements are coloured by, in millimetres as a gauge reads. */
export function ThresholdsFields({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  return (
    <fieldset className="hc-settings__thresholds">
      <legend>Colour thresholds</legend>
      <p className="field__hint">A disc is red below the minimum thickness stamped on it; that needs no setting.</p>
      <div className="hc-settings__grid">
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            hint={field.hint}
            inputMode="decimal"
            autoComplete="off"
            error={errors.thresholds?.[field.name]?.message}
            {...register(`thresholds.${field.name}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
