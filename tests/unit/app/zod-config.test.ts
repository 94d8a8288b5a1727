import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import '../../../src/app/zod-config';
import { validationMessages } from '../../../contract/validation-messages';

// zod/mini carries no words of its own ("Invalid input"): the client's forms show a rule the
// contract did not word in the server's plain words, and a worded rule in its own.
describe("the client's zod settings", () => {
  it('words an unworded rule as the server does', () => {
    const mileage = z.object({ mileage: z.int().check(z.maximum(999_999)) });
    expect(mileage.safeParse({ mileage: 'lots' }).error?.issues[0]?.message).toBe(
      validationMessages.ofType('a number'),
    );
    expect(mileage.safeParse({ mileage: 1_000_000 }).error?.issues[0]?.message).toBe(
      validationMessages.atMost(999_999),
    );
    expect(mileage.safeParse({}).error?.issues[0]?.message).toBe(validationMessages.missing);
  });

  it('keeps the words the contract gave a rule', () => {
    const name = z.string().check(z.minLength(2, 'Please enter your first name.'));
    expect(name.safeParse('A').error?.issues[0]?.message).toBe('Please enter your first name.');
  });
});
