import { describe, expect, it } from 'vitest';
import { changePasswordSchema, profileUpdateSchema } from '../../../contract/users/schemas';
import { serverMessages } from '../../../contract/server-messages';
import { toViolations } from '../../../server/http/validation';

const violationsOf = (schema: typeof profileUpdateSchema | typeof changePasswordSchema, data: unknown) => {
  const result = schema.safeParse(data);
  if (result.success) throw new Error('expected a failure');
  return toViolations(result.error, schema, data);
};

describe('toViolations', () => {
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

  it("keeps zod's message for a field of the wrong type", () => {
    const [violation] = violationsOf(profileUpdateSchema, { firstName: 42 });
    expect(violation?.propertyPath).toBe('firstName');
    expect(violation?.message).toMatch(/expected string/);
  });
});
