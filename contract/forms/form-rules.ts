import type { Violation } from '../errors';
import { normaliseEircode, parseUkPostcode } from '../addresses/schemas';
import { hasControlCharacters } from '../http/text';
import { formMessages } from './messages';
import type { FormField } from './schemas';

/** The most characters of a field of each kind, unless the field says fewer. */
export const DEFAULT_MAX_LENGTH = { textarea: 3000, other: 200 } as const;

/** As the users' registration checks it: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits with spaces, a leading +, brackets and hyphens; 7 to 15 digits (E.164's most). */
const TELEPHONE = /^\+?[\d\s()-]+$/;

export function isTelephone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return TELEPHONE.test(value.trim()) && digits >= 7 && digits <= 15;
}

/** A UK postcode or an Eircode, as the stores of both countries take them. */
export function isUkOrIrishPostcode(value: string): boolean {
  return parseUkPostcode(value) !== null || normaliseEircode(value) !== null;
}

/**
 * Checks a form's values against its fields: each refusal names its field (`data.<name>`), so the
 * client shows it beside that field (storefront-core §5). A value for a field the form does not
 * have is refused too, rather than stored unseen. Run by the client before sending and by the
 * server, which decides.
 */
export function checkFormData(fields: readonly FormField[], data: Record<string, string | boolean>): Violation[] {
  const violations: Violation[] = [];
  const known = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(data)) {
    if (!known.has(name)) violations.push({ propertyPath: `data.${name}`, message: formMessages.unknownField });
  }
  for (const field of fields) {
    const message = checkField(field, data[field.name]);
    if (message) violations.push({ propertyPath: `data.${field.name}`, message });
  }
  return violations;
}

function checkField(field: FormField, value: string | boolean | undefined): string | undefined {
  if (field.kind === 'checkbox') {
    if (value !== undefined && typeof value !== 'boolean') return formMessages.notTick;
    return field.required && value !== true ? formMessages.requiredTick : undefined;
  }
  if (typeof value === 'boolean') return formMessages.notText;
  const trimmed = (value ?? '').trim();
  if (!trimmed) {
    if (!field.required) return undefined;
    return field.kind === 'select' ? formMessages.requiredChoice(field.label) : formMessages.required(field.label);
  }
  const max = field.maxLength ?? (field.kind === 'textarea' ? DEFAULT_MAX_LENGTH.textarea : DEFAULT_MAX_LENGTH.other);
  if (trimmed.length > max) return formMessages.tooLong(max);
  if (hasControlCharacters(trimmed, field.kind === 'textarea')) return formMessages.notText;
  switch (field.kind) {
    case 'email':
      return EMAIL.test(trimmed) ? undefined : formMessages.email;
    case 'tel':
      return isTelephone(trimmed) ? undefined : formMessages.telephone;
    case 'postcode':
      return isUkOrIrishPostcode(trimmed) ? undefined : formMessages.postcode;
    case 'select':
      return field.options?.some((option) => option.value === trimmed) ? undefined : formMessages.choice;
    default:
      return undefined;
  }
}

/** The values as stored: text trimmed, empty optional fields left out. */
export function cleanFormData(
  fields: readonly FormField[],
  data: Record<string, string | boolean>,
): Record<string, string | boolean> {
  const clean: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = data[field.name];
    if (typeof value === 'boolean') clean[field.name] = value;
    else if (typeof value === 'string' && value.trim()) clean[field.name] = value.trim();
  }
  return clean;
}
