import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/messages';
import { HttpError } from '../lib/http-error';

/** Fastify's own error codes that a client can cause, with the message we show for each. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'The request body is empty but JSON was declared.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted here.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'BAD_REQUEST', message: 'The Content-Type header is invalid.' },
};

function describeZodIssues(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  if (!first) return 'The request is invalid.';
  const where = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const part = error.validationContext ?? 'body';
  return where ? `${part}.${where}: ${first.message}` : `${part}: ${first.message}`;
}

/** One error shape for every API response: {"error":{"code","message"}}; 5xx never shows internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: { code: 'VALIDATION_ERROR', message: describeZodIssues(error) } });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: { code: known.code, message: known.message } });
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: MESSAGES.serverError } });
  });
}
