import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostLanguage } from '@shared/host-language';
import { serverMessage, type ServerMessageCode } from '@shared/server-messages';
import { AUTH_MESSAGES } from '@shared/server-messages/auth';
import { users } from '@server/db/schema';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { totp } from '../support/totp';
import { TERMS_VERSION } from '@shared/legal';

/**
 * Issue 29, decision 0031: better-auth (sign-up, sign-in, reset, verification, two-factor) answers
 * in English with its own code; src/server/plugins/auth.ts writes the message in the reader's
 * language by that code (AUTH_MESSAGES, `AUTH_<code>`): the signed-in host's account language, else
 * the visitor's `lang` cookie or Accept-Language. The body's code stays better-auth's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
/** A visitor whose page is in `language` (the cookie the language switch keeps). */
const visitor = (language: HostLanguage) => {
  const client = new Client(t.app);
  client.cookies.set('lang', language);
  return client;
};
function expectAuthError(response: LightMyRequestResponse, status: number, code: string, language: HostLanguage) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error: { code, message: serverMessage(`AUTH_${code}` as ServerMessageCode, language) } });
}

describe.each(['malay', 'chinese'] as const)('a %s host', (language) => {
  it('a wrong password at sign-in', async () => {
    await signedInUser(t, `signin-${language}@example.com`, 'right-password');
    const response = await visitor(language).post('/api/auth/sign-in/email', { email: `signin-${language}@example.com`, password: 'wrong-password' });
    expectAuthError(response, 401, 'INVALID_EMAIL_OR_PASSWORD', language);
  });

  it('a password too short at sign-up; an e-mail taken is answered like a new one (nothing in English either way)', async () => {
    const short = await visitor(language).post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: `short-${language}@example.com`, password: '12345', name: 'S' });
    expectAuthError(short, 400, 'PASSWORD_TOO_SHORT', language);
    await signedInUser(t, `taken-${language}@example.com`);
    const taken = await visitor(language).post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: `taken-${language}@example.com`, password: 'another-password', name: 'T' });
    expect(taken.statusCode).toBe(200);
  });

  it('signing in before the e-mail is verified', async () => {
    const client = visitor(language);
    expect((await client.post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: `unverified-${language}@example.com`, password: 'a-password', name: 'U' })).statusCode).toBe(200);
    expectAuthError(await client.post('/api/auth/sign-in/email', { email: `unverified-${language}@example.com`, password: 'a-password' }), 403, 'EMAIL_NOT_VERIFIED', language);
  });

  it('a reset link that is not valid', async () => {
    expectAuthError(await visitor(language).post('/api/auth/reset-password', { token: 'not-a-token', newPassword: 'new-password' }), 400, 'INVALID_TOKEN', language);
  });

  it('two-factor: a wrong password to turn it on (the account’s language), a wrong code at sign-in (the page’s)', async () => {
    const email = `totp-${language}@example.com`;
    const host = await signedInUser(t, email, 'totp-password');
    await db().update(users).set({ language }).where(eq(users.id, host.id));
    expectAuthError(await host.client.post('/api/auth/two-factor/enable', { password: 'not-the-password' }), 400, 'INVALID_PASSWORD', language);

    const { totpURI } = (await host.client.post('/api/auth/two-factor/enable', { password: 'totp-password' })).json();
    const secret = new URL(totpURI).searchParams.get('secret')!;
    expect((await host.client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).statusCode).toBe(200);

    const next = visitor(language);
    expect((await next.post('/api/auth/sign-in/email', { email, password: 'totp-password' })).json()).toMatchObject({ twoFactorRedirect: true });
    const wrong = totp(secret) === '000000' ? '111111' : '000000';
    expectAuthError(await next.post('/api/auth/two-factor/verify-totp', { code: wrong }), 401, 'INVALID_CODE', language);
  });

  it('a session to end that is not theirs: NOT_FOUND in the account’s language', async () => {
    const host = await signedInUser(t, `sessions-${language}@example.com`);
    await db().update(users).set({ language }).where(eq(users.id, host.id));
    const response = await host.client.post('/api/auth/revoke-session', { id: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: serverMessage('ACCOUNT_SESSION_NOT_FOUND', language) } });
  });
});

describe('the words', () => {
  it('Malay on the screen: the sign-in failure in Malay words', async () => {
    await signedInUser(t, 'malay-words@example.com', 'right-password');
    const response = await visitor('malay').post('/api/auth/sign-in/email', { email: 'malay-words@example.com', password: 'nope-nope' });
    expect(response.json().error.message).toBe('E-mel atau kata laluan tidak betul');
    const chinese = await new Client(t.app).post('/api/auth/sign-in/email', { email: 'malay-words@example.com', password: 'nope-nope' }, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(chinese.json().error.message).toBe('电子邮件或密码不正确');
  });

  it('English is better-auth’s own message, character for character, for every code we word', async () => {
    const codes = t.ctx.auth.$ERROR_CODES as Record<string, { code: string; message: string }>;
    for (const [key, words] of Object.entries(AUTH_MESSAGES)) {
      if (!key.startsWith('AUTH_')) continue;
      const code = key.slice('AUTH_'.length);
      expect(codes[code]?.message, code).toBe(words.english);
      expect(words.malay, code).not.toBe(words.english);
      expect(words.chinese, code).not.toBe(words.english);
    }
    await signedInUser(t, 'english-words@example.com', 'right-password');
    const response = await new Client(t.app).post('/api/auth/sign-in/email', { email: 'english-words@example.com', password: 'nope-nope' });
    expect(response.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
  });

  it('a code we have not worded passes through as better-auth sent it', async () => {
    const response = await visitor('malay').post('/api/auth/sign-in/email', { email: 42, password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.message).toEqual(expect.any(String));
  });
});
