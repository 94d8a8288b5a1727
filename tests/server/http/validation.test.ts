import { describe, expect, it } from 'vitest';
import { basketMessages } from '../../../contract/basket/messages';
import { createBasketSchema, updateBasketSchema } from '../../../contract/basket/schemas';
import { serverMessages } from '../../../contract/server-messages';
import { changePasswordSchema, profileUpdateSchema } from '../../../contract/users/schemas';
import { validationMessages } from '../../../contract/validation-messages';
import { checkRequest } from '../../../server/http/validation';

const violationsOf = (schema: Parameters<typeof checkRequest>[0], data: unknown) => {
  const result = checkRequest(schema, data);
  if (result.success) throw new Error('expected a failure');
  return result.violations;
};

describe('checkRequest', () => {
  it("uses a missing field's own empty-value message", () => {
    expect(violationsOf(changePasswordSchema, { newPassword: 'long-enough-1' })).toEqual([
      { propertyPath: 'existingPassword', message: 'Please enter your current password.' },
    ]);
  });

  it('names each unknown field of a strict schema', () => {
    expect(violationsOf(profileUpdateSchema, { id: 'x', roles: [] })).toEqual([
      { propertyPath: 'id', message: serverMessages.fieldNotEditable },
      { propertyPath: 'roles', message: serverMessages.fieldNotEditable },
    ]);
  });

  it("says in plain words that a field has the wrong type, never in the validator's", () => {
    expect(violationsOf(profileUpdateSchema, { firstName: 42 })).toEqual([
      { propertyPath: 'firstName', message: validationMessages.ofType('text') },
    ]);
  });

  it('writes paths into lists with brackets, and keeps the messages the contract wrote', () => {
    expect(
      violationsOf(updateBasketSchema, { lines: [{ product: '/products/1' }, { id: 'nope', quantity: 1000 }] }),
    ).toEqual([
      { propertyPath: 'lines[1].id', message: basketMessages.invalidId },
      { propertyPath: 'lines[1].quantity', message: basketMessages.quantityRange },
    ]);
  });

  it(
    'gives a rule the contract did not word one of its plain messages: ' + "a missing field, a list's type, a choice",
    () => {
      expect(
        violationsOf(updateBasketSchema, { version: 'two', lines: 'all', shipping: { date: '2026-01-01' } }),
      ).toEqual([
        { propertyPath: 'version', message: validationMessages.ofType('a number') },
        { propertyPath: 'lines', message: validationMessages.ofType('a list') },
        { propertyPath: 'shipping.service', message: validationMessages.missing },
      ]);
      expect(violationsOf(createBasketSchema, { currency: 'USD' })).toEqual([
        { propertyPath: 'currency', message: basketMessages.currency },
      ]);
    },
  );

  it('answers a body that is not an object at the root', () => {
    expect(violationsOf(updateBasketSchema, [])).toEqual([
      { propertyPath: '', message: validationMessages.ofType('an object') },
    ]);
  });
});
