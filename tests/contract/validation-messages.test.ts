import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { propertyPathOf } from '../../contract/errors';
import { allRoutes } from '../../contract/routes';
import { plainMessage, validationMessages } from '../../contract/validation-messages';
import { validatorWording } from './validator-wording';

const messagesOf = (schema: z.ZodMiniType, data: unknown) =>
  schema.safeParse(data, { error: plainMessage }).error?.issues.map((issue) => issue.message) ?? [];

describe('plainMessage', () => {
  it('words each rule the schema left unworded', () => {
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual([validationMessages.missing]);
    expect(messagesOf(z.string(), 4)).toEqual([validationMessages.ofType('text')]);
    expect(messagesOf(z.int(), 1.5)).toEqual([validationMessages.ofType('a whole number')]);
    expect(messagesOf(z.string().check(z.minLength(1)), '')).toEqual([validationMessages.notBlank]);
    expect(messagesOf(z.string().check(z.minLength(3)), 'ab')).toEqual([validationMessages.tooShort(3)]);
    expect(messagesOf(z.string().check(z.maxLength(2)), 'abc')).toEqual([validationMessages.tooLong(2)]);
    expect(messagesOf(z.number().check(z.minimum(1)), 0)).toEqual([validationMessages.atLeast(1)]);
    expect(messagesOf(z.number().check(z.positive()), 0)).toEqual([validationMessages.above(0)]);
    expect(messagesOf(z.number().check(z.maximum(9)), 10)).toEqual([validationMessages.atMost(9)]);
    expect(messagesOf(z.array(z.string()).check(z.maxLength(1)), ['a', 'b'])).toEqual([validationMessages.tooMany(1)]);
    expect(messagesOf(z.array(z.string()).check(z.minLength(2)), ['a'])).toEqual([validationMessages.tooFew(2)]);
    expect(messagesOf(z.enum(['GBP', 'EUR']), 'USD')).toEqual([validationMessages.notAChoice]);
    expect(messagesOf(z.email(), 'nobody')).toEqual([validationMessages.email]);
    expect(messagesOf(z.string().check(z.regex(/^\d+$/)), 'x')).toEqual([validationMessages.invalid]);
    expect(messagesOf(z.union([z.string(), z.number()]), true)).toEqual([validationMessages.invalid]);
  });

  it('keeps a message the schema wrote', () => {
    expect(messagesOf(z.string().check(z.minLength(1, 'Please enter your name.')), '')).toEqual([
      'Please enter your name.',
    ]);
    expect(messagesOf(z.number('Please enter a quantity.'), 'x')).toEqual(['Please enter a quantity.']);
  });

  it("leaves none of the validator's wording in any route's answer to a wrong body, query or path", () => {
    const wrong: unknown[] = [
      undefined,
      null,
      42,
      'text',
      [],
      [{}],
      {},
      { id: 7, lines: [{}], email: [], version: 'x', quantity: -1 },
    ];
    for (const route of allRoutes) {
      for (const schema of [route.body, route.query, route.params].filter(
        (part): part is z.ZodMiniType => part !== undefined,
      )) {
        for (const data of wrong) {
          for (const message of messagesOf(schema, data))
            expect(message, `${route.name} ${JSON.stringify(data)}`).not.toMatch(validatorWording);
        }
      }
    }
  });
});

describe('propertyPathOf', () => {
  it('joins fields with dots and puts list positions in brackets', () => {
    expect(propertyPathOf(['lines', 0, 'id'])).toBe('lines[0].id');
    expect(propertyPathOf(['shipping', 'date'])).toBe('shipping.date');
    expect(propertyPathOf(['promoCodes', 2])).toBe('promoCodes[2]');
    expect(propertyPathOf(['lines', 1, 'vehicleOptions', 'vrm'])).toBe('lines[1].vehicleOptions.vrm');
    expect(propertyPathOf([0])).toBe('[0]');
    expect(propertyPathOf([])).toBe('');
  });
});
