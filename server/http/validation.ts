import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod/mini';
import { propertyPathOf, type Violation } from '../../contract/errors';
import { serverMessages } from '../../contract/server-messages';
import { plainMessage } from '../../contract/validation-messages';
import { violations } from './problem';

/**
 * Validates requests with the contract's zod schemas and reports failures as the violation list
 * the client maps per field (storefront-core §5): the contract's own messages where it wrote
 * them, its plain ones (contract/validation-messages.ts) where it did not, never zod's wording,
 * and every path written `lines[0].id` (contract/errors.ts propertyPathOf).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodMiniType> =
  ({ schema }) =>
  (data) => {
    const result = checkRequest(schema, data);
    return result.success ? { value: result.data } : { error: violations(result.violations) };
  };

export type Checked<T> = { success: true; data: T } | { success: false; violations: Violation[] };

/** Parses a request's part (body, query, params, headers) with its schema, or answers its violations. */
export function checkRequest<S extends z.ZodMiniType>(schema: S, data: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(data, { error: plainMessage });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, violations: toViolations(result.error, schema, data) };
}

function toViolations(error: z.core.$ZodError, schema: z.ZodMiniType, data: unknown): Violation[] {
  return error.issues.flatMap((issue): Violation[] => {
    // `.strict()` objects (PUT /users/{id}) refuse each unknown field by name.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        propertyPath: propertyPathOf([...issue.path, key]),
        message: serverMessages.fieldNotEditable,
      }));
    }
    const propertyPath = propertyPathOf(issue.path);
    const [key] = issue.path;
    if (
      issue.code === 'invalid_type' &&
      issue.path.length === 1 &&
      typeof key === 'string' &&
      valueAt(data, key) === undefined
    ) {
      return [{ propertyPath, message: missingFieldMessage(schema, key) ?? issue.message }];
    }
    return [{ propertyPath, message: issue.message }];
  });
}

function valueAt(data: unknown, key: string): unknown {
  if (typeof data !== 'object' || data === null) return undefined;
  return (data as Record<string, unknown>)[key];
}

/** Marks a message no one wrote: the empty-value parse below runs with it as its only wording. */
const UNWRITTEN = '\u0000unwritten';

/**
 * A missing top-level field reads as an empty one when the contract wrote that field's empty-value
 * message ("Please enter your current password."), which says more than "This field is missing.".
 */
function missingFieldMessage(schema: z.ZodMiniType, key: string): string | undefined {
  if (!(schema instanceof z.ZodMiniObject)) return undefined;
  const field = (schema.shape as Record<string, z.ZodMiniType | undefined>)[key];
  const empty = field?.safeParse('', { error: () => UNWRITTEN });
  const message = empty && !empty.success ? empty.error.issues[0]?.message : undefined;
  return message === UNWRITTEN ? undefined : message;
}
