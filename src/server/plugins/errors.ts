import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessage, type GuestMessageCode, type ServerMessageCode } from '@shared/server-messages';
import { isOwnValidationMessage, translateValidation } from '@shared/validation-messages/all';
import type { Language } from '@shared/constants';
import { HttpError } from '@server/lib/http-error';
import { readerLanguage } from '@server/lib/reader-language';
import { zodIssueMessage } from '@server/lib/zod-locale-message';
import { requestLanguage } from '@server/lib/request-language';
import { errorChain } from '@server/lib/db-errors';
import { loggableError } from '@server/lib/log-redaction';

/**
 * Fastify's own error codes that a client can cause, with the message we show for each (its code in
 * REQUEST_MESSAGES, src/shared/server-messages/request.ts: written in the reader's language).
 */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: GuestMessageCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'REQUEST_INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'REQUEST_EMPTY_JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', message: 'REQUEST_BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'REQUEST_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'REQUEST_CONTENT_LENGTH' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'BAD_REQUEST', message: 'REQUEST_CONTENT_TYPE' },
};

/** Node and PostgreSQL error codes that mean "the database cannot be reached right now". */
const DATABASE_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/** Out of space, on our disk (ENOSPC, EDQUOT) or the database's (53100 disk_full). */
const STORAGE_FULL = new Set(['ENOSPC', 'EDQUOT', '53100']);
export const UNAVAILABLE_MESSAGES = {
  database: serverMessage('DATABASE_UNAVAILABLE', 'english'),
  storage: serverMessage('STORAGE_FULL', 'english'),
} as const;

/** The error's code, or the code of an error it wraps (drizzle wraps driver errors in `cause`). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (const link of errorChain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    if (/Connection terminated|PGlite is closed|Cannot use a pool after calling end/i.test(String((link as { message?: unknown }).message))) codes.push('ECONNRESET');
  }
  return codes;
}

/** A 503 for a database that cannot be reached or a full disk: a clear retry, never a half-done write reported as success. */
function unavailable(error: unknown): 'STORAGE_FULL' | 'DATABASE_UNAVAILABLE' | null {
  const codes = codesOf(error);
  if (codes.some((code) => STORAGE_FULL.has(code))) return 'STORAGE_FULL';
  if (codes.some((code) => DATABASE_UNAVAILABLE.has(code))) return 'DATABASE_UNAVAILABLE';
  return null;
}

/** The first issue, where it is and what it says: the schema's own message in the reader's language (`translateValidation`). */
function describeZodIssues(error: FastifyError, language: Language): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  if (!first) return 'The request is invalid.';
  const where = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const part = error.validationContext ?? 'body';
  const own = first.message ?? '';
  // Our schema's message by its code; else zod's own message, in zod's locale for the language.
  const message = isOwnValidationMessage(own) ? translateValidation(own, language) : (zodIssueMessage(first.keyword, first.params, language, own) ?? own);
  return where ? `${part}.${where}: ${message}` : `${part}: ${message}`;
}

/**
 * Errors Fastify raises before routing (a URL that is not valid UTF-8, a broken header), which
 * skip the error handler: answered in the same one shape, in the request's own language (no route,
 * so no invitation or session to ask). Passed to Fastify's `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ error: { code: 'BAD_REQUEST', message: serverMessage('REQUEST_ADDRESS_INVALID', requestLanguage(request).language) } });
}

/**
 * One error shape for every API response: {"error":{"code","message"}}; 5xx never shows internals.
 * A message named by its code (SERVER_MESSAGES) and a schema's message (validation-messages) are
 * written here, in the reader's language (`readerLanguage`: a guest route's invitation or household,
 * else the signed-in host's account, else the request's cookie or Accept-Language; decision 0031).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const say = async (code: ServerMessageCode, ...args: unknown[]) =>
      serverMessage(code, await readerLanguage(request), ...(args as []));
    if (error instanceof HttpError) {
      const message = error.messageCode
        ? await say(error.messageCode, ...(error.messageArgs ?? []))
        : // A schema's message found by a route's own parse (a profile, an editor step) reads like Fastify's.
          error.code === 'VALIDATION_ERROR'
          ? translateValidation(error.message, await readerLanguage(request))
          : error.message;
      return reply.status(error.statusCode).headers(error.headers).send({ error: { code: error.code, message, ...(error.step && { step: error.step }) } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: { code: 'VALIDATION_ERROR', message: describeZodIssues(error, await readerLanguage(request)) } });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: { code: known.code, message: await say(known.message) } });
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: { code: 'RATE_LIMITED', message: await say('RATE_LIMITED') } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    const outage = unavailable(error);
    if (outage) {
      request.log.error({ error: loggableError(error, request) }, 'service unavailable');
      // The database is what is down: the reader's language is the request's own, not a look-up.
      return reply.status(503).header('Retry-After', '30').send({ error: { code: outage, message: serverMessage(outage, requestLanguage(request).language) } });
    }
    request.log.error({ error: loggableError(error, request) }, 'request failed');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: await say('INTERNAL') } });
  });
}
