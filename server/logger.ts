import type { FastifyServerOptions } from 'fastify';
import { sanitiseLogText } from '../contract/log-sanitise';

/**
 * Pino settings: credentials never reach the log (redact), and all text that could carry user
 * input is sanitised (no newlines or control characters, 1000 characters at most). Each request
 * logs through Fastify's child logger, which carries its id (reqId) on every line it writes.
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

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
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
