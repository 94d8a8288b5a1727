import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hydraError, type HydraError } from '../../contract/errors';
import { messages } from '../../contract/messages';
import { serverMessages } from '../../contract/server-messages';
import { HttpProblem } from '../http/problem';

/**
 * Every error answers in the Hydra / RFC 9457 shape of contract/errors.ts, as
 * application/problem+json: validation, auth, limits and crashes alike (404s: plugins/client-app.ts).
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

// Fastify's own 4xx errors whose texts are better said in the API's words.
const knownErrors: Record<string, (error: FastifyError) => HydraError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => hydraError(413, serverMessages.payloadTooLarge),
  FST_ERR_CTP_INVALID_JSON_BODY: () => hydraError(400, serverMessages.malformedJson),
  FST_CSRF_INVALID_TOKEN: () => hydraError(403, serverMessages.csrfInvalid),
  FST_CSRF_MISSING_SECRET: () => hydraError(403, serverMessages.csrfInvalid),
  WB_RATE_LIMITED: (error) => hydraError(error.statusCode ?? 429, messages.tooManyRequests),
};

export function problemBody(error: FastifyError | HttpProblem): HydraError {
  if (error instanceof HttpProblem) return error.toBody();
  const known = error.code ? knownErrors[error.code] : undefined;
  if (known) return known(error);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return hydraError(status, error.message);
  return hydraError(500, serverMessages.internalError);
}

export function sendProblem(reply: FastifyReply, body: HydraError): FastifyReply {
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

/**
 * Errors the router raises before any route runs: a malformed percent-encoding (400) and a path
 * parameter longer than the router accepts, which can name no resource (404).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? hydraError(404, serverMessages.paramTooLong)
      : error.code === 'FST_ERR_BAD_URL'
        ? hydraError(400, serverMessages.malformedUrl)
        : problemBody(error);
  request.log.info({ status: body.status, code: error.code }, body.detail);
  return sendProblem(reply, body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    const body = problemBody(error);
    if (body.status >= 500) request.log.error({ err: error }, 'Request failed');
    else request.log.info({ status: body.status, code: (error as FastifyError).code }, body.detail);
    return sendProblem(reply, body);
  });

  // An empty JSON body is a bodiless POST (guest login, logout), not an error; the rest of the
  // parsing, prototype-poisoning checks included, stays Fastify's own.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'application/ld+json'],
    { parseAs: 'string' },
    (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    },
  );
}
