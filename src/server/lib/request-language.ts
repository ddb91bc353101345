import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  hostLanguageFromAcceptLanguage,
  hostLanguageFromCookie,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  type HostLanguage,
} from '@shared/host-language';

/**
 * The language a request asks for (decision 0030): the visitor's kept choice (the `lang` cookie),
 * else the browser's Accept-Language, else English. Only ever one of HOST_LANGUAGES.
 */
export function requestLanguage(request: FastifyRequest): { language: HostLanguage; fromCookie: boolean } {
  const kept = hostLanguageFromCookie(request.headers.cookie);
  if (kept) return { language: kept, fromCookie: true };
  return { language: hostLanguageFromAcceptLanguage(request.headers['accept-language']), fromCookie: false };
}

/** Keeps the language for the next pages (readable by the page's script, which writes it too when switching). */
export function setLanguageCookie(request: FastifyRequest, reply: FastifyReply, language: HostLanguage): void {
  const secure = request.server.ctx.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  reply.header('set-cookie', `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`);
}
