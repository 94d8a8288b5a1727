import { ApiError, errorMessage } from '../../api/api-error';

/**
 * The message to show beside one field for a failed call: the server's violation of that field,
 * else its other violations, else the error's own text (a 404's hydra:description, offline…).
 * A one-field form needs no react-hook-form (which would grow the home page's first chunk).
 */
export function fieldErrorOf(error: unknown, field: string): string {
  if (error instanceof ApiError && error.violations.length > 0) {
    const errors = error.fieldErrors;
    return errors[field] ?? Object.values(errors).join(' ');
  }
  return errorMessage(error);
}
