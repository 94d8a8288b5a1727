import { z } from 'zod/mini';

/**
 * Error bodies in the API Platform (Hydra) shape the client expects, which is also RFC 9457
 * problem details: `hydra:description` and `detail` carry the same human message.
 */
export const violationSchema = z.object({
  propertyPath: z.string(),
  message: z.string(),
});
export type Violation = z.infer<typeof violationSchema>;

export const hydraErrorSchema = z.object({
  '@type': z.string(),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  title: z.string(),
  detail: z.string(),
  status: z.int(),
  /** Login and other auth answers also carry the spec's `message` field. */
  message: z.optional(z.string()),
  violations: z.optional(z.array(violationSchema)),
});
export type HydraError = z.infer<typeof hydraErrorSchema>;

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function statusTitle(status: number): string {
  return titles[status] ?? 'An error occurred';
}

export function hydraError(status: number, description: string): HydraError {
  const title = statusTitle(status);
  return {
    '@type': 'hydra:Error',
    'hydra:title': title,
    'hydra:description': description,
    title,
    detail: description,
    status,
    message: description,
  };
}

export function violationList(status: 400 | 422, violations: Violation[]): HydraError {
  const description = violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n');
  return {
    '@type': 'ConstraintViolationList',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
    title: 'An error occurred',
    detail: description,
    status,
    violations,
  };
}

/**
 * A violation's propertyPath, written one way everywhere (API Platform's): fields joined by dots,
 * list positions in brackets: `lines[0].quantity`, `shipping.date`, `promoCodes[2]`.
 */
export function propertyPathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((written, key) => {
    if (typeof key === 'number') return `${written}[${key}]`;
    const name = String(key);
    return written ? `${written}.${name}` : name;
  }, '');
}

/** Maps server violations to one message per field path (spec storefront-core §5). */
export function violationsByField(violations: readonly Violation[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of violations) {
    if (!(v.propertyPath in out)) out[v.propertyPath] = v.message;
  }
  return out;
}
