import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../api/api-error';

/**
 * Puts a failed call's violations beside their fields (§5) and returns the text for the form's
 * error banner: violations of other paths, or the error's own message when none is per field.
 * `fields` maps the server's propertyPath to the form field that shows it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
): string | null {
  if (!(error instanceof ApiError) || error.violations.length === 0) return errorMessage(error);
  const rest: string[] = [];
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = fields[path];
    if (field) setError(field, { type: 'server', message });
    else rest.push(message);
  }
  return rest.length > 0 ? rest.join(' ') : null;
}
