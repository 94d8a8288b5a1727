import { PASSWORD_MIN_LENGTH } from '../../contract/users/password-rules';
import { TextField, type TextFieldProps } from './form-field';

/** The rules the server checks (contract/password-rules.ts, server password policy), said up front. */
export const NEW_PASSWORD_HINT =
  `At least ${PASSWORD_MIN_LENGTH} characters. ` + 'Avoid common passwords and your email address.';

/** A field for choosing a password: masked, offered to password managers as a new one, rules as hint. */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'>) {
  return <TextField type="password" autoComplete="new-password" hint={NEW_PASSWORD_HINT} {...props} />;
}
