import { ApiError } from '../../api/api-error';

/**
 * Takes the violation of `path` out of a failed call, for a form that shows it elsewhere than
 * beside a field: its message, and what is left for the fields and the banner (null when that
 * violation was all there was).
 */
export function takeViolation(error: unknown, path: string): { message: string | null; rest: unknown } {
  if (!(error instanceof ApiError)) return { message: null, rest: error };
  const message = error.fieldErrors[path] ?? null;
  if (message === null) return { message, rest: error };
  const others = error.violations.filter((violation) => violation.propertyPath !== path);
  return { message, rest: others.length ? new ApiError(error.status, error.message, others, error.body) : null };
}
