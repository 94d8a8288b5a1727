import type { FastifyBaseLogger, FastifyServerOptions, RawServerDefault } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';
import { sanitiseLogText } from '../contract/log-sanitise';

/**
 * Pino settings: credentials never reach the log (redact), and all text that could carry user
 * input is sanitised (no newlines or control characters, 1000 characters at most).
 */
const SECRET_FIELDS = ['password', 'newPassword', 'existingPassword', 'token', 'refresh_token', 'refreshToken'];
const SECRET_HEADERS = ['authorization', 'cookie', '"set-cookie"', '"x-csrf-token"', '"x-captcha-response"'];

export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.body.${field}`),
  ...SECRET_HEADERS.flatMap((header) => [`headers[${header}]`, `*.headers[${header}]`]),
];

// Reset links carry their token in the query string (docs/session.md, "Password reset").
const SECRET_QUERY = /([?&](?:token|refresh_token|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return sanitiseLogText(url.replace(SECRET_QUERY, '$1[REDACTED]'));
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

interface LoggedError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
}

function serialiseError(error: LoggedError) {
  const message = sanitiseLogText(error.message ?? '');
  // The stack's first line repeats the message; the frames below it are the server's own text.
  const frames = error.stack?.split('\n').slice(1).map(sanitiseLogText).join('\n');
  const type = error.name ?? 'Error';
  return {
    type,
    message,
    code: error.code,
    statusCode: error.statusCode,
    stack: frames ? `${type}: ${message}\n${frames}` : '',
  };
}

/**
 * A request's bindings (its id), kept on its logger and added to each line it writes (`mixin`).
 * Pino would write them out when the child is made, through the redaction of every value, which
 * cost every request 3 µs whether it logged or not; a line now pays for them when written.
 */
const REQUEST_BINDINGS = Symbol('requestBindings');
type RequestLogger = FastifyBaseLogger & { [REQUEST_BINDINGS]?: object };

export const requestLoggerFactory: FastifyChildLoggerFactory<RawServerDefault> = (logger, bindings, options) => {
  const child: RequestLogger = logger.child({}, options);
  child[REQUEST_BINDINGS] = bindings;
  return child;
};

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    // A child of a request's logger inherits its bindings (pino children are made by Object.create).
    // A copy each line: pino merges the line's own fields into what mixin returns.
    mixin: (_object: object, _level: number, logger: object) => ({ ...(logger as RequestLogger)[REQUEST_BINDINGS] }),
    serializers: {
      // Method, URL and address only: headers and bodies stay out of request logs altogether.
      req: (request: Partial<LoggedRequest>) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
        remoteAddress: request.ip,
      }),
      err: serialiseError,
    },
    hooks: {
      logMethod(args, method) {
        const clean = args.map((arg: unknown) => (typeof arg === 'string' ? sanitiseLogText(arg) : arg));
        method.apply(this, clean as Parameters<typeof method>);
      },
    },
  };
}
