import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '@server/db/schema';
import { createVerifiedUser } from '@server/features/accounts/service';
import { collectRoutes, type RouteEntry } from '../support/route-table';
import { totp } from '../support/totp';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * architecture.md §5 sessions: what a stolen, planted or replayed credential can still do (nothing), and
 * that every state-changing route refuses a cross-site request. accounts.test.ts covers the happy
 * paths (sign-in, reset, TOTP enrolment); this file covers the attacks on them.
 */

let t: TestApp;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  routes = await collectRoutes(t);
});
afterAll(async () => {
  await t.close();
});

const SESSION_COOKIE = 'better-auth.session_token';
const sessionEmail = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user?.email ?? null;

describe('session fixation', () => {
  it('never adopts a session id planted before sign-in: signing in issues a new one', async () => {
    await signedInUser(t, 'fixation@example.com');
    const victim = new Client(t.app);
    const planted = 'attacker-chosen-token.c2lnbmF0dXJl';
    victim.cookies.set(SESSION_COOKIE, planted);
    expect((await victim.get('/api/session')).json().user).toBeNull();

    expect((await victim.post('/api/auth/sign-in/email', { email: 'fixation@example.com', password: 'secret-password' })).statusCode).toBe(200);
    const issued = victim.cookies.get(SESSION_COOKIE);
    expect(issued).toBeTruthy();
    expect(issued).not.toBe(planted);
    expect(await sessionEmail(`${SESSION_COOKIE}=${planted}`)).toBeNull();
    expect(await sessionEmail(victim.cookieHeader)).toBe('fixation@example.com');
  });

  it('gives a second sign-in its own session, so signing out one device leaves the other', async () => {
    const { client: laptop } = await signedInUser(t, 'two-devices@example.com');
    const phone = new Client(t.app);
    await phone.post('/api/auth/sign-in/email', { email: 'two-devices@example.com', password: 'secret-password' });
    expect(phone.cookies.get(SESSION_COOKIE)).not.toBe(laptop.cookies.get(SESSION_COOKIE));
    const phoneCopy = phone.cookieHeader;
    await phone.post('/api/auth/sign-out', {});
    expect(await sessionEmail(phoneCopy)).toBeNull();
    expect(await sessionEmail(laptop.cookieHeader)).toBe('two-devices@example.com');
  });
});

describe('sign-out', () => {
  it('invalidates the session on the server: a kept copy of the cookie opens nothing afterwards', async () => {
    const { client, id } = await signedInUser(t, 'signout@example.com');
    const copy = client.cookieHeader;
    const invitation = await client.get('/api/invitations');
    expect(invitation.statusCode).toBe(200);
    expect((await client.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    for (const url of ['/api/invitations', '/api/payments', `/api/invitations/${id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: copy } })).statusCode, url).toBe(401);
    }
  });
});

describe('password-reset links', () => {
  async function resetToken(email: string): Promise<string> {
    const client = new Client(t.app);
    await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const link = new URL(t.linkFromLatestMail(email));
    const redirect = await client.get(link.pathname + link.search);
    const token = new URL(String(redirect.headers.location), 'http://x').searchParams.get('token');
    if (!token) throw new Error('no token in the reset redirect');
    return token;
  }

  it('work once, and a reset signs out every existing session of the account', async () => {
    const { client } = await signedInUser(t, 'reset-once@example.com', 'old-password');
    const token = await resetToken('reset-once@example.com');
    const anyone = new Client(t.app);
    expect((await anyone.post('/api/auth/reset-password', { token, newPassword: 'new-password' })).statusCode).toBe(200);
    expect((await anyone.post('/api/auth/reset-password', { token, newPassword: 'attacker-password' })).statusCode).toBe(400);
    expect((await client.get('/api/session')).json().user).toBeNull();
    expect((await anyone.post('/api/auth/sign-in/email', { email: 'reset-once@example.com', password: 'new-password' })).statusCode).toBe(200);
  });

  it('expire: an hour-old link is refused and the password stays as it was', async () => {
    await signedInUser(t, 'reset-late@example.com', 'kept-password');
    const token = await resetToken('reset-late@example.com');
    // Move the stored link an hour and a second into the past instead of waiting for it.
    await t.ctx.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%${token}%`));
    const late = await new Client(t.app).post('/api/auth/reset-password', { token, newPassword: 'too-late-password' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toEqual(expect.any(String));
    const client = new Client(t.app);
    expect((await client.post('/api/auth/sign-in/email', { email: 'reset-late@example.com', password: 'kept-password' })).statusCode).toBe(200);
  });

  it('refuse a made-up token', async () => {
    const response = await new Client(t.app).post('/api/auth/reset-password', { token: 'made-up-token', newPassword: 'whatever-password' });
    expect(response.statusCode).toBe(400);
  });
});

describe('TOTP', () => {
  it('allows five wrong codes per sign-in challenge, then refuses even the right one until the password is entered again', async () => {
    const { client } = await signedInUser(t, 'totp-guess@example.com', 'totp-password');
    const { totpURI } = (await client.post('/api/auth/two-factor/enable', { password: 'totp-password' })).json();
    const secret = new URL(totpURI).searchParams.get('secret')!;
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).statusCode).toBe(200);

    const attacker = new Client(t.app);
    expect((await attacker.post('/api/auth/sign-in/email', { email: 'totp-guess@example.com', password: 'totp-password' })).json()).toMatchObject({ twoFactorRedirect: true });
    const wrong = totp(secret) === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await attacker.post('/api/auth/two-factor/verify-totp', { code: wrong })).statusCode).toBe(401);
    }
    const locked = await attacker.post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(locked.statusCode).toBeGreaterThanOrEqual(400);
    expect(locked.statusCode).toBeLessThan(500);
    expect((await attacker.get('/api/session')).json().user).toBeNull();
  });
});

describe('CSRF', () => {
  const stateChanging = () => routes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'sign-out');

  it('covers every state-changing route of the app', () => {
    expect(stateChanging().length).toBeGreaterThan(20);
  });

  it('refuses a request from another origin, or a cross-site fetch without Origin, on every state-changing route', async () => {
    const { client } = await signedInUser(t, 'csrf-victim@example.com');
    const accepted: string[] = [];
    for (const route of stateChanging()) {
      const method = route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = concrete(route.url);
      const forged = await client.request(method, url, {}, { origin: 'https://evil.example' });
      if (forged.statusCode !== 403 || forged.json().error.message !== 'Cross-site request refused.') accepted.push(`${method} ${route.url} (Origin) → ${forged.statusCode}`);
      const headers: Record<string, string> = { cookie: client.cookieHeader, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' };
      const crossSite = await t.app.inject({ method, url, headers, payload: '{}' });
      if (crossSite.statusCode !== 403) accepted.push(`${method} ${route.url} (Sec-Fetch-Site) → ${crossSite.statusCode}`);
    }
    expect(accepted).toEqual([]);
    expect(await sessionEmail(client.cookieHeader)).toBe('csrf-victim@example.com');
  });

  it('refuses a look-alike origin (a suffix or a different port of ours)', async () => {
    const { client } = await signedInUser(t, 'csrf-lookalike@example.com');
    for (const origin of ['http://localhost:3000.evil.example', 'http://localhost:3001', 'https://localhost:3000', 'null']) {
      expect((await client.request('POST', '/api/auth/sign-out', {}, { origin })).statusCode, origin).toBe(403);
    }
  });
});

describe('cookies', () => {
  it('are HttpOnly and SameSite=Lax over HTTP, and also Secure (with the __Secure- prefix) behind HTTPS', async () => {
    const plain = new Client(t.app);
    await signedInUser(t, 'cookie-plain@example.com');
    const overHttp = await plain.post('/api/auth/sign-in/email', { email: 'cookie-plain@example.com', password: 'secret-password' });
    const httpCookie = String(overHttp.headers['set-cookie']);
    expect(httpCookie).toMatch(/HttpOnly/i);
    expect(httpCookie).toMatch(/SameSite=Lax/i);

    const secure = await createTestApp({ PUBLIC_URL: 'https://invites.example.com', TRUST_PROXY: '1', RATE_LIMITS: 'off' });
    try {
      await createVerifiedUser(secure.ctx.auth, secure.ctx.database.db, { email: 'cookie-secure@example.com', password: 'secret-password', name: 'Secure' });
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'https://invites.example.com', 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        payload: JSON.stringify({ email: 'cookie-secure@example.com', password: 'secret-password' }),
      });
      expect(response.statusCode).toBe(200);
      const cookies = response.cookies as { name: string; secure?: boolean; httpOnly?: boolean; sameSite?: string }[];
      const session = cookies.find((cookie) => cookie.name.endsWith('session_token'));
      expect(session).toMatchObject({ name: `__Secure-${SESSION_COOKIE}`, secure: true, httpOnly: true });
      expect(session?.sameSite?.toLowerCase()).toBe('lax');
    } finally {
      await secure.close();
    }
  });
});
