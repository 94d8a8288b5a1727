import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { Violation } from '../../contract/errors';
import { serverMessages } from '../../contract/server-messages';
import { violations } from './problem';

/**
 * Validates requests with the contract's zod schemas and reports failures as the violation list
 * the client maps per field (storefront-core §5), using the contract's own messages.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: violations(toViolations(result.error, schema, data)) };
  };

export function toViolations(error: z.ZodError, schema: z.ZodType, data: unknown): Violation[] {
  return error.issues.flatMap((issue): Violation[] => {
    const path = issue.path.map(String);
    const propertyPath = path.join('.');
    // `.strict()` objects (PUT /users/{id}) refuse each unknown field by name.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        propertyPath: propertyPath ? `${propertyPath}.${key}` : key,
        message: serverMessages.fieldNotEditable,
      }));
    }
    if (issue.code === 'invalid_type' && path.length === 1 && valueAt(data, path[0]) === undefined) {
      return [{ propertyPath, message: missingFieldMessage(schema, path[0]) ?? issue.message }];
    }
    return [{ propertyPath, message: issue.message }];
  });
}

function valueAt(data: unknown, key: string | undefined): unknown {
  if (key === undefined || typeof data !== 'object' || data === null) return undefined;
  return (data as Record<string, unknown>)[key];
}

/**
 * A missing field reads as an empty one: zod's generic "expected string, received undefined"
 * would be a message the contract never wrote, while the field's own empty-value message is.
 */
function missingFieldMessage(schema: z.ZodType, key: string | undefined): string | undefined {
  if (key === undefined || !(schema instanceof z.ZodObject)) return undefined;
  const field = (schema.shape as Record<string, z.ZodType | undefined>)[key];
  const empty = field?.safeParse('');
  return empty && !empty.success ? empty.error.issues[0]?.message : undefined;
}
