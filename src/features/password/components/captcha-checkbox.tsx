import { useId } from 'react';

/** The local captcha widget: a checkbox whose ticked state sends the provider's value. */
export function CaptchaCheckbox({
  checked,
  onChange,
  error,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'captcha field--invalid' : 'captcha'}>
      <div className="captcha__box">
        <input
          id={id}
          type="checkbox"
          className="captcha__input"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="captcha__label">
          I'm not a robot
        </label>
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
