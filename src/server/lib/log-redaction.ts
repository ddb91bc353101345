import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { normaliseRequestUrl } from './request-path';

/** Path segments whose next segment is a secret: a personal link, its RSVP, an RSVP edit link, a password reset, a check-in link. */
const SECRET_AFTER = new Set(['g', 'guest-links', 'rsvp-edit', 'reset-password', 'checkin']);

/**
 * A request's URL as the log may keep it. The segment after `/g/`, `/guest-links/`, `/rsvp-edit/`,
 * `/reset-password/` and `/checkin/` (in any case, however the path is spelled) and every query value (e-mail
 * verification tokens, searches for guests' names) become `***`; the rest stays for debugging:
 * `/aisyah-daniel/g/***`, `/api/auth/verify-email?token=***&callbackURL=***`.
 */
export function redactUrl(url: string): string {
  const normalised = normaliseRequestUrl(url);
  const queryAt = normalised.indexOf('?');
  const path = queryAt === -1 ? normalised : normalised.slice(0, queryAt);
  const segments = path.split('/');
  const secret = new Set(segments.flatMap((segment, index) => (SECRET_AFTER.has(segment.toLowerCase()) ? [index + 1] : [])));
  const safePath = segments.map((segment, index) => (secret.has(index) && segment ? '***' : segment)).join('/');
  if (queryAt === -1) return safePath;
  return `${safePath}?${normalised.slice(queryAt + 1).replace(/=[^&]*/g, '=***')}`;
}

/** Fastify's request log fields (its `req` serializer), with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** An error as the log keeps it: its chain (drizzle's, the driver's), each with its type, code, message and stack. */
export interface LoggedError {
  type: string;
  code?: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
}

/** Shorter values are left in: they cannot hold a name or a phone, and `1` or `ok` would blot out the stack. */
const REDACT_MIN_LENGTH = 3;
/** More values than this (a huge body) are not looked for one by one: the messages are left out instead. */
const REDACT_MAX_VALUES = 2_000;

/** Every string (and number) a request carried in its query, path parameters and body, at any depth. */
function requestValues(request: FastifyRequest): { values: string[]; complete: boolean } {
  const found = new Set<string>();
  const pending: unknown[] = [request.query, request.params, request.body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value);
      if (text.length >= REDACT_MIN_LENGTH) found.add(text);
      if (found.size > REDACT_MAX_VALUES) return { values: [], complete: false };
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      pending.push(...Object.values(value));
    }
  }
  // Longest first, so a value inside another is not left half shown.
  return { values: [...found].sort((a, b) => b.length - a.length), complete: true };
}

/**
 * What the log may keep of an error (issue 27); with the request it failed, that request's values are blotted out too. Never the request's own values: a
 * PostgreSQL message quotes the value it could not read ("invalid input syntax for type integer:
 * "Siti""), drizzle's message and `params` list the statement's parameters (a search, a guest's name
 * and phone), and a driver's `detail` repeats a key's value. So only the type, the code (SQLSTATE),
 * the message and the stack of each error in the chain are kept, drizzle's parameters are cut off
 * (the statement stays: it is our code), and every string of the query, path and body is `***`.
 */
export function loggableError(error: unknown, request?: FastifyRequest): LoggedError {
  const { values, complete } = request ? requestValues(request) : { values: [], complete: true };
  const redact = (text: string) => values.reduce((result, value) => result.split(value).join('***'), text);
  const one = (link: unknown, depth: number): LoggedError => {
    if (!(link instanceof Error)) return { type: typeof link, message: complete ? redact(String(link)) : '[left out]' };
    const original = link.message;
    const message = link instanceof DrizzleQueryError ? `Failed query: ${link.query}` : original;
    // A function, so a `$&` in the message stays text.
    const stack = original ? link.stack?.replace(original, () => message) : link.stack;
    const code = (link as { code?: unknown }).code;
    const cause = depth < 4 && link.cause !== undefined ? one(link.cause, depth + 1) : undefined;
    return {
      type: link.constructor.name,
      ...(typeof code === 'string' && { code }),
      message: complete ? redact(message) : '[left out: the request held too many values to look for]',
      ...(stack && { stack: complete ? redact(stack) : stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') }),
      ...(cause && { cause }),
    };
  };
  return one(error, 0);
}

/**
 * The process logger's serializers (main.ts): an Error logged as `err` or `error` anywhere (a job, a
 * mail, the live channel) is kept as `loggableError` keeps it, so drizzle's parameter list (guests'
 * names and phones) never reaches the log outside a request either. Anything else passes as it is.
 */
const serializeError = (value: unknown): unknown => (value instanceof Error ? loggableError(value) : value);
export const logSerializers = { err: serializeError, error: serializeError };
