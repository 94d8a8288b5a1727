import { violationSchema, violationsByField, type Violation } from '../../contract/errors';
import { messages } from '../../contract/messages';

/** A non-OK answer of the API, carrying the server's description and violations (§8). */
export class ApiError extends Error {
  readonly status: number;
  readonly violations: Violation[];
  readonly body: unknown;

  constructor(status: number, message: string, violations: Violation[] = [], body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.violations = violations;
    this.body = body;
  }

  /** Violations keyed by field path, the first message of each (§5). */
  get fieldErrors(): Record<string, string> {
    return violationsByField(this.violations);
  }
}

/** An answer that does not match the contract: the client and the server disagree. */
export class ContractError extends Error {
  readonly route: string;

  constructor(route: string, detail: string) {
    super(`The answer of ${route} does not match the contract: ${detail}`);
    this.name = 'ContractError';
    this.route = route;
  }
}

/** "You must be logged in to use this endpoint" (§6, §8). */
export class NotLoggedInError extends Error {
  constructor() {
    super(messages.notLoggedIn);
    this.name = 'NotLoggedInError';
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The description of an error body: hydra:description, else detail, else message. */
export function describeErrorBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    return text(b['hydra:description']) ?? text(b.detail) ?? text(b.message) ?? messages.unknownError;
  }
  return messages.unknownError;
}

function violationsOf(body: unknown): Violation[] {
  if (!body || typeof body !== 'object') return [];
  const list = (body as Record<string, unknown>).violations;
  if (!Array.isArray(list)) return [];
  return list.flatMap((v) => {
    const parsed = violationSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Builds the ApiError of a non-OK response; the body may be JSON, text or empty. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    const raw = await response.text();
    body = raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    body = null;
  }
  return new ApiError(response.status, describeErrorBody(body), violationsOf(body), body);
}

/** fetch's abort, a DOMException, which is not an Error instance in every realm. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The text to show a person for any failure of a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.unknownError;
}

/** The server could not be reached (offline, DNS, refused connection). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('We could not reach the server. Please check your connection and try again.', { cause });
    this.name = 'NetworkError';
  }
}

/** The server did not answer in time; like a network error, the request may be retried. */
export class TimeoutError extends Error {
  constructor(route: string) {
    super('The server took too long to answer. Please try again.');
    this.name = 'TimeoutError';
    this.route = route;
  }

  readonly route: string;
}

/**
 * A 409 (a write based on an old version, or an Idempotency-Key still in progress): the server's
 * current copy, parsed with the route's `conflict` schema, is kept for the person to choose.
 */
export class ConflictError<T = unknown> extends ApiError {
  readonly current: T | null;

  constructor(error: ApiError, current: T | null) {
    super(error.status, error.message, error.violations, error.body);
    this.name = 'ConflictError';
    this.current = current;
  }
}

/** Worth retrying later as it is: the network, a timeout, or the server failing (5xx). */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  return error instanceof ApiError && error.status >= 500;
}
