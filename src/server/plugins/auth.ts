import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { accountFieldsSchema, accountLanguageSchema, sessionResponseSchema } from '@shared/auth';
import { DEFAULT_HOST_LANGUAGE, isHostLanguage, type HostLanguage } from '@shared/host-language';
import { EMAIL_MAX, EMAIL_MESSAGES } from '@shared/fields';
import { TERMS_VERSION } from '@shared/legal';
import type { RequestUser } from '@server/context';
import type { Viewer } from '@server/lib/access';
import { sessions, users } from '@server/db/schema';
import { hasRole } from '@server/features/accounts/service';
import { recordAudit } from '@server/features/audit/service';
import { createViewer } from '@server/lib/access';
import { HttpError, forbidden, messageError, unauthorized } from '@server/lib/http-error';
import { requestLanguage, setLanguageCookie } from '@server/lib/request-language';
import { readerLanguage } from '@server/lib/reader-language';
import { isServerMessageCode, serverMessage } from '@shared/server-messages';
import { LIMITS } from './rate-limits';

/** Fastify's request headers as web Headers, with the client address the server itself trusts. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'x-client-ip') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-client-ip', request.ip);
  return headers;
}

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SIGN_UP_PATH = '/api/auth/sign-up/email';
/** better-auth endpoints that store the profile's name and image. */
const PROFILE_PATHS = new Set(['/api/auth/sign-up/email', '/api/auth/update-user']);
const REVOKE_SESSION_PATH = '/api/auth/revoke-session';
/** better-auth endpoints that finish a sign-in: the password, or the second factor after it. */
const SECOND_FACTOR_PATHS = new Set(['/api/auth/two-factor/verify-totp', '/api/auth/two-factor/verify-backup-code', '/api/auth/two-factor/verify-otp']);

/**
 * An admin's completed sign-in goes into the audit log (issue 31): after the password, or after the
 * second factor when the account has one (the password's answer then only asks for it). A second
 * factor checked while already signed in (turning 2FA on) is no sign-in. Hosts' sign-ins are not logged.
 */
async function auditAdminSignIn(request: FastifyRequest, path: string, response: Response, signedInBefore: boolean): Promise<void> {
  if (!response.ok || signedInBefore || (path !== SIGN_IN_PATH && !SECOND_FACTOR_PATHS.has(path))) return;
  const answer = (await response.clone().json().catch(() => null)) as { twoFactorRedirect?: unknown; user?: { id?: unknown; email?: unknown } } | null;
  const user = answer?.user;
  if (!user || answer.twoFactorRedirect || typeof user.id !== 'string' || typeof user.email !== 'string') return;
  const db = request.server.ctx.database.db;
  if (!(await hasRole(db, user.id, 'admin'))) return;
  await recordAudit(db, { id: user.id, email: user.email }, {
    action: 'account.sign_in',
    subjectType: 'account',
    subjectId: user.id,
    subjectLabel: user.email,
    after: { method: path === SIGN_IN_PATH ? 'password' : 'password and second factor', ip: request.ip, user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300) },
  });
}
/** The body fields better-auth reads an address from (sign-up, sign-in, reset, verification, change-email). */
const EMAIL_BODY_FIELDS = ['email', 'newEmail'] as const;

/**
 * The body better-auth gets: profile fields checked (and the name trimmed) here, since better-auth
 * stores any string; a session to revoke named by its id (the list no longer shows tokens).
 */
async function authRequestBody(request: FastifyRequest, path: string): Promise<unknown> {
  const body = request.body;
  if (request.method !== 'POST' || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  // An address is stored and mailed as given: longer than EMAIL_MAX is refused before better-auth sees it.
  for (const key of EMAIL_BODY_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim().length > EMAIL_MAX) throw new HttpError(400, 'VALIDATION_ERROR', EMAIL_MESSAGES.tooLong);
  }
  if (PROFILE_PATHS.has(path)) {
    const parsed = accountFieldsSchema.safeParse({ name: fields.name, image: fields.image });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      throw issue ? new HttpError(400, 'VALIDATION_ERROR', issue) : messageError(400, 'ACCOUNT_PROFILE_INVALID', { code: 'VALIDATION_ERROR' });
    }
    // The account's language is the server's: at sign-up the visitor's (cookie, else Accept-Language),
    // later only through PUT /api/account/language (decision 0030). A client's value is never stored.
    const { language: _ignored, termsVersion, termsAcceptedAt: _serverSets, ...rest } = fields;
    // Sign-up needs the current terms accepted (issue 31 point 5): the form sends the version it showed.
    if (path === SIGN_UP_PATH && termsVersion !== TERMS_VERSION) throw messageError(400, 'ACCOUNT_TERMS_REQUIRED', { code: 'VALIDATION_ERROR' });
    const own = path === SIGN_UP_PATH ? { ...rest, language: requestLanguage(request).language, termsVersion: TERMS_VERSION } : rest;
    return 'name' in fields ? { ...own, name: parsed.data.name } : own;
  }
  if (path === REVOKE_SESSION_PATH && typeof fields.id === 'string' && fields.token === undefined) {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    const [own] = await request.server.ctx.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(and(eq(sessions.id, fields.id), eq(sessions.userId, user.id)))
      .limit(1);
    if (!own) throw messageError(404, 'ACCOUNT_SESSION_NOT_FOUND', { code: 'NOT_FOUND' });
    return { token: own.token };
  }
  return body;
}

/**
 * A session token is the session cookie's value: it never goes back to a script (the cookie is
 * HttpOnly). better-auth puts it in sign-in answers, get-session and each list-sessions entry.
 */
function withoutSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSessionTokens);
  if (value === null || typeof value !== 'object') return value;
  const { token: _token, ...rest } = value as Record<string, unknown>;
  if (rest.session && typeof rest.session === 'object') rest.session = withoutSessionTokens(rest.session);
  return rest;
}

export async function registerAuth(app: FastifyInstance): Promise<void> {
  const { auth, database, limiter } = app.ctx;

  app.decorateRequest('user', null as unknown as RequestUser);
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.decorateRequest('currentUser', async function currentUser(this: FastifyRequest) {
    const cache = this as FastifyRequest & { _user?: Promise<RequestUser | null> };
    cache._user ??= auth.api.getSession({ headers: webHeaders(this) }).then((session) =>
      session
        ? {
            id: session.user.id,
            email: session.user.email,
            name: session.user.name,
            emailVerified: session.user.emailVerified,
            twoFactorEnabled: Boolean((session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
            language: isHostLanguage(session.user.language) ? session.user.language : DEFAULT_HOST_LANGUAGE,
          }
        : null,
    );
    return cache._user;
  });

  // better-auth's endpoints, behind our rate limits and with errors in our one shape.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const ip = request.ip;
      if (request.method === 'POST') {
        const { allowed, retryAfterSeconds } = await limiter.hit(`auth:${ip}`, LIMITS.authRequests.limit, LIMITS.authRequests.windowMs);
        if (!allowed) {
          reply.header('Retry-After', String(retryAfterSeconds));
          throw messageError(429, 'RATE_LIMITED');
        }
      }
      const email = path === SIGN_IN_PATH ? String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase() : '';
      const failKey = `signin-fail:${ip}:${email}`;
      if (path === SIGN_IN_PATH && limiter.enabled && (await limiter.count(failKey)) >= LIMITS.failedSignIns.limit) {
        throw messageError(429, 'TOO_MANY_ATTEMPTS');
      }

      // request.url is already the one spelling of the path (rewriteUrl), and better-auth routes that.
      const url = new URL(request.url, app.ctx.config.publicUrl);
      const body = await authRequestBody(request, path);
      const hasBody = request.method !== 'GET' && body !== undefined;
      // A second factor checked by someone already signed in is turning 2FA on, not a sign-in.
      const signedInBefore = SECOND_FACTOR_PATHS.has(path) && (await request.currentUser()) !== null;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: webHeaders(request),
          body: hasBody ? JSON.stringify(body) : undefined,
        }),
      );

      if (path === SIGN_IN_PATH) {
        if (response.status === 401) await limiter.hit(failKey, Number.MAX_SAFE_INTEGER, LIMITS.failedSignIns.windowMs);
        else if (response.ok) await limiter.reset(failKey);
      }
      await auditAdminSignIn(request, path, response, signedInBefore);
      return sendWebResponse(request, reply, response);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (or null) and whether they are an admin',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await request.currentUser();
      return { user, isAdmin: user ? await hasRole(database.db, user.id, 'admin') : false };
    },
  );

  // Anyone's language for the next pages, kept by the server's Set-Cookie: the switcher awaits this
  // before it loads the next page, which a cookie written by script does not guarantee (Chromium
  // stores document.cookie asynchronously, and the next page could be asked for in the old language).
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/language',
    {
      schema: {
        tags: ['accounts'],
        summary: "Keeps a visitor's language for the next pages (the lang cookie); an account's is PUT /api/account/language",
        body: accountLanguageSchema,
        response: { 200: accountLanguageSchema },
      },
    },
    async (request, reply) => keepLanguageCookie(request, reply, request.body.language),
  );

  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/account/language',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: "Keeps the signed-in host's language (screens and e-mails)",
        body: accountLanguageSchema,
        response: { 200: accountLanguageSchema },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      await database.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, request.user.id));
      return keepLanguageCookie(request, reply, language);
    },
  );
}

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('Cache-Control', 'no-store');
  let text = await response.text();
  if (response.ok && text && response.headers.get('content-type')?.includes('application/json')) {
    try {
      text = JSON.stringify(withoutSessionTokens(JSON.parse(text)));
    } catch {
      /* not JSON after all: nothing to strip */
    }
  }
  if (response.status >= 400) {
    // better-auth answers {code, message}; clients of this API read {error:{code,message}}.
    let body: { code?: string; message?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      /* not JSON: keep the status text */
    }
    return reply.type('application/json').send({
      error: { code: body.code ?? 'AUTH_ERROR', message: await authMessage(request, body, response.statusText) },
    });
  }
  return reply.send(text.length ? text : null);
}

/**
 * better-auth's message in the reader's language (decision 0031): its code names one of AUTH_MESSAGES
 * (`AUTH_<code>`, English exactly as better-auth says it); a code we have not worded stays as sent.
 */
async function authMessage(request: FastifyRequest, body: { code?: string; message?: string }, statusText: string): Promise<string> {
  const code = body.code ? `AUTH_${body.code}` : '';
  if (isServerMessageCode(code)) return serverMessage(code, await readerLanguage(request));
  return body.message ?? (statusText || 'Request failed');
}

/** preHandler: a signed-in user, else 401; sets `request.user` and `request.viewer` (the one access rule's viewer). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  request.user = user;
  request.viewer = createViewer(request.server.ctx.database.db, user);
}

/** preHandler: an admin (user_roles), else 401 / 403, whatever the browser shows. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!(await request.viewer.isAdmin())) throw forbidden();
}

/** How both language routes answer: the cookie the next pages are drawn in, and nothing cached. */
function keepLanguageCookie(request: FastifyRequest, reply: FastifyReply, language: HostLanguage): { language: HostLanguage } {
  setLanguageCookie(request, reply, language);
  reply.header('Cache-Control', 'no-store');
  return { language };
}
