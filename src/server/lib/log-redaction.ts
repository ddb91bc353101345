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
