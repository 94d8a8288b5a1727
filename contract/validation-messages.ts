import type { z } from 'zod/mini';

/**
 * What a violation says when the contract's schema wrote no message of its own for the rule that
 * failed (a wrong type, a missing field, a number out of range). The validator's own wording
 * ("Invalid input: expected string, received undefined") is for developers and never reaches an
 * answer of the API (issue 21); these follow the ConstraintViolationList wording the API's
 * other messages use ("This value should be a UUID.").
 */
export const validationMessages = {
  missing: 'This field is missing.',
  notBlank: 'This value should not be blank.',
  invalid: 'This value is not valid.',
  notAChoice: 'The value you selected is not a valid choice.',
  notExpected: 'This field was not expected.',
  ofType: (type: string) => `This value should be ${type}.`,
  tooShort: (limit: number) =>
    `This value is too short. It should have ${limit} ${limit === 1 ? 'character' : 'characters'} or more.`,
  tooLong: (limit: number) =>
    `This value is too long. It should have ${limit} ${limit === 1 ? 'character' : 'characters'} or fewer.`,
  tooFew: (limit: number) => `This list should contain ${limit} ${limit === 1 ? 'item' : 'items'} or more.`,
  tooMany: (limit: number) => `This list should contain ${limit} ${limit === 1 ? 'item' : 'items'} or fewer.`,
  atLeast: (limit: number | bigint) => `This value should be ${String(limit)} or more.`,
  above: (limit: number | bigint) => `This value should be more than ${String(limit)}.`,
  atMost: (limit: number | bigint) => `This value should be ${String(limit)} or less.`,
  below: (limit: number | bigint) => `This value should be less than ${String(limit)}.`,
  multipleOf: (divisor: number | bigint) => `This value should be a multiple of ${String(divisor)}.`,
  email: 'This value is not a valid email address.',
  uuid: 'This value should be a UUID.',
  url: 'This value is not a valid URL.',
  date: 'This value is not a valid date.',
} as const;

/** The kinds of value a field can expect, in words ("This value should be a number."). */
const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  nan: 'a number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  date: 'a date',
};

type Issue = z.core.$ZodRawIssue;

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small && Number(limit) <= 1) return validationMessages.notBlank;
      return small ? validationMessages.tooShort(Number(limit)) : validationMessages.tooLong(Number(limit));
    case 'array':
    case 'set':
      return small ? validationMessages.tooFew(Number(limit)) : validationMessages.tooMany(Number(limit));
    case 'number':
    case 'int':
    case 'bigint':
      if (small) return inclusive ? validationMessages.atLeast(limit) : validationMessages.above(limit);
      return inclusive ? validationMessages.atMost(limit) : validationMessages.below(limit);
    default:
      return validationMessages.invalid;
  }
}

function formatMessage(format: string): string {
  if (format === 'email') return validationMessages.email;
  if (format === 'uuid' || format === 'guid') return validationMessages.uuid;
  if (format === 'url') return validationMessages.url;
  if (format === 'date' || format === 'datetime') return validationMessages.date;
  return validationMessages.invalid;
}

/**
 * A zod error map (`schema.safeParse(data, { error: plainMessage })`) giving the message of any
 * rule the schema did not word itself: a message the contract wrote on the schema or the check
 * comes first in zod's order, so it is kept.
 */
export function plainMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return validationMessages.missing;
      return typeWords[issue.expected]
        ? validationMessages.ofType(typeWords[issue.expected] ?? '')
        : validationMessages.invalid;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue.format);
    case 'not_multiple_of':
      return validationMessages.multipleOf(issue.divisor);
    case 'invalid_value':
      return validationMessages.notAChoice;
    case 'unrecognized_keys':
      return validationMessages.notExpected;
    default:
      return validationMessages.invalid;
  }
}
