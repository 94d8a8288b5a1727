import type { Violation } from '../../../contract/errors';
import type { FormField } from '../../../contract/forms/schemas';

export type FormValues = Record<string, string | boolean>;

/** Every field empty: text fields '', boxes unticked. */
export function emptyValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.kind === 'checkbox' ? false : '']));
}

/**
 * Violations by field name: the rules and the server name a field 'data.<name>'. Those of no
 * field of the form (and the form itself) are returned apart, for the banner above the form.
 */
export function errorsByField(
  fields: readonly FormField[],
  violations: readonly Violation[],
): { byField: Record<string, string>; rest: string[] } {
  const names = new Set(fields.map((field) => field.name));
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  for (const { propertyPath, message } of violations) {
    const name = propertyPath.startsWith('data.') ? propertyPath.slice('data.'.length) : null;
    if (name !== null && names.has(name)) byField[name] ??= message;
    else rest.push(message);
  }
  return { byField, rest };
}
