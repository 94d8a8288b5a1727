import { useId } from 'react';
import type { FormField } from '../../../../contract/forms/schemas';
import { TextField } from '../../../ui/form-field';

const inputType = { text: 'text', email: 'email', tel: 'tel', postcode: 'text' } as const;
const inputMode = { email: 'email', tel: 'tel' } as const;

interface Props {
  field: FormField;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}

/** The label, hint and error of a field that is not a plain input (the house field markup). */
function describedBy(id: string, field: FormField, error?: string): string | undefined {
  return [field.help ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="field__hint" id={`${id}-hint`}>
      {text}
    </p>
  ) : null;
}

function ErrorText({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="field__error" id={`${id}-error`}>
      {text}
    </p>
  ) : null;
}

/**
 * One field of a form the server describes (contract/forms): a text input, a text area, a list
 * to choose from or a box to tick, with its hint and its error beside it. "(optional)" marks what
 * may be left empty, so that nothing needs a colour or an asterisk to be understood.
 */
export function FormFieldInput({ field, value, error, onChange }: Props) {
  const id = useId();
  const label = field.required || field.kind === 'checkbox' ? field.label : `${field.label} (optional)`;
  const text = typeof value === 'string' ? value : '';
  const invalid = error ? true : undefined;
  const className = error ? 'field field--invalid' : 'field';

  switch (field.kind) {
    case 'textarea':
      return (
        <div className={className}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <Hint id={id} text={field.help} />
          <textarea
            id={id}
            name={field.name}
            className="field__input"
            rows={6}
            maxLength={field.maxLength}
            value={text}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, field, error)}
            onChange={(event) => onChange(event.target.value)}
          />
          <ErrorText id={id} text={error} />
        </div>
      );
    case 'select':
      return (
        <div className={className}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <Hint id={id} text={field.help} />
          <select
            id={id}
            name={field.name}
            className="field__input"
            value={text}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, field, error)}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">Choose…</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ErrorText id={id} text={error} />
        </div>
      );
    case 'checkbox':
      return (
        <div className={`${className} form-check`}>
          <div className="form-check__row">
            <input
              id={id}
              name={field.name}
              type="checkbox"
              className="form-check__input"
              checked={value === true}
              aria-invalid={invalid}
              aria-describedby={describedBy(id, field, error)}
              onChange={(event) => onChange(event.target.checked)}
            />
            <label className="form-check__label" htmlFor={id}>
              {label}
            </label>
          </div>
          <Hint id={id} text={field.help} />
          <ErrorText id={id} text={error} />
        </div>
      );
    default:
      return (
        <TextField
          label={label}
          name={field.name}
          type={inputType[field.kind]}
          inputMode={field.kind === 'email' || field.kind === 'tel' ? inputMode[field.kind] : undefined}
          autoComplete={field.autocomplete}
          maxLength={field.maxLength}
          hint={field.help}
          error={error}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
