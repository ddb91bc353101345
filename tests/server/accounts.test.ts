import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { totp } from '../support/totp';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { TERMS_VERSION } from '@shared/legal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign up and e-mail verification', () => {
  it('creates an unverified account, mails a link, and refuses sign-in until the link is followed', async () => {
    const client = new Client(t.app);
    const email = 'nadia@example.com';
    const signUp = await client.post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email, password: 'hunter22', name: 'Nadia', callbackURL: '/auth?verified=1' });
    expect(signUp.statusCode).toBe(200);

    const beforeVerify = await client.post('/api/auth/sign-in/email', { email, password: 'hunter22' });
    expect(beforeVerify.statusCode).toBe(403);
    expect(beforeVerify.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL(t.linkFromLatestMail(email));
    expect(link.pathname).toBe('/api/auth/verify-email');
    const verify = await client.get(link.pathname + link.search);
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/auth?verified=1');

    const signIn = await client.post('/api/auth/sign-in/email', { email, password: 'hunter22' });
    expect(signIn.statusCode).toBe(200);
    const session = await client.get('/api/session');
    expect(session.json()).toMatchObject({ user: { email, emailVerified: true, twoFactorEnabled: false }, isAdmin: false });
  });

  it('refuses a password shorter than 6 characters, in the one error shape', async () => {
    const client = new Client(t.app);
    const short = await client.post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: 'short@example.com', password: '12345', name: 'S' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: { code: 'PASSWORD_TOO_SHORT', message: expect.any(String) } });
  });

  it('answers a sign-up with a taken e-mail like a new one (no account probing) and changes nothing', async () => {
    await signedInUser(t, 'taken@example.com', 'original-pw');
    const client = new Client(t.app);
    const taken = await client.post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: 'taken@example.com', password: 'another1', name: 'T' });
    expect(taken.statusCode).toBe(200);
    expect((await client.post('/api/auth/sign-in/email', { email: 'taken@example.com', password: 'another1' })).statusCode).toBe(401);
    expect((await client.post('/api/auth/sign-in/email', { email: 'taken@example.com', password: 'original-pw' })).statusCode).toBe(200);
  });
});

describe('sign in and sign out', () => {
  it('shows the auth service message for a wrong password', async () => {
    await signedInUser(t, 'wrongpw@example.com', 'right-password');
    const response = await new Client(t.app).post('/api/auth/sign-in/email', { email: 'wrongpw@example.com', password: 'nope-nope' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Invalid email or password');
  });

  it('sets an httpOnly SameSite=Lax session cookie and sign-out ends the session on the server', async () => {
    const { client } = await signedInUser(t, 'cookie@example.com');
    const stolen = client.cookieHeader;
    expect((await client.get('/api/session')).json().user.email).toBe('cookie@example.com');

    const fresh = new Client(t.app);
    const signIn = await fresh.post('/api/auth/sign-in/email', { email: 'cookie@example.com', password: 'secret-password' });
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    expect((await client.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    // The old cookie no longer works, even if someone kept a copy.
    const replay = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: stolen } });
    expect(replay.json().user).toBeNull();
  });

  it('rate-limits repeated failed sign-ins with 429 and a clear message', async () => {
    await signedInUser(t, 'guess@example.com', 'the-real-one');
    const client = new Client(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/api/auth/sign-in/email', { email: 'guess@example.com', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await client.post('/api/auth/sign-in/email', { email: 'guess@example.com', password: 'the-real-one' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.tooManySignIns } });
    // Another account from the same address is not punished for it.
    await signedInUser(t, 'other@example.com');
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password', async () => {
    await signedInUser(t, 'forgetful@example.com', 'old-password');
    const client = new Client(t.app);
    const request = await client.post('/api/auth/request-password-reset', { email: 'forgetful@example.com', redirectTo: '/reset-password' });
    expect(request.statusCode).toBe(200);
    const link = new URL(t.linkFromLatestMail('forgetful@example.com'));
    const redirect = await client.get(link.pathname + link.search);
    expect(redirect.statusCode).toBe(302);
    const token = new URL(String(redirect.headers.location), 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    expect((await client.post('/api/auth/reset-password', { token, newPassword: 'new-password' })).statusCode).toBe(200);
    const reused = await client.post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(reused.statusCode).toBe(400);

    expect((await client.post('/api/auth/sign-in/email', { email: 'forgetful@example.com', password: 'old-password' })).statusCode).toBe(401);
    expect((await client.post('/api/auth/sign-in/email', { email: 'forgetful@example.com', password: 'new-password' })).statusCode).toBe(200);
  });

  it('answers the same for an unknown e-mail, so accounts cannot be probed', async () => {
    const response = await new Client(t.app).post('/api/auth/request-password-reset', { email: 'nobody@example.com', redirectTo: '/reset-password' });
    expect(response.statusCode).toBe(200);
  });
});

describe('TOTP two-factor', () => {
  it('enrols with a QR secret, then sign-in asks for and accepts a code', async () => {
    const { client } = await signedInUser(t, 'totp@example.com', 'totp-password');
    const enable = await client.post('/api/auth/two-factor/enable', { password: 'totp-password' });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json();
    expect(backupCodes.length).toBeGreaterThan(0);
    const secret = new URL(totpURI).searchParams.get('secret')!;
    const confirm = await client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(confirm.statusCode).toBe(200);
    expect((await client.get('/api/session')).json().user.twoFactorEnabled).toBe(true);

    const next = new Client(t.app);
    const signIn = await next.post('/api/auth/sign-in/email', { email: 'totp@example.com', password: 'totp-password' });
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await next.get('/api/session')).json().user).toBeNull();
    const wrong = await next.post('/api/auth/two-factor/verify-totp', { code: '000000' === totp(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    const right = await next.post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(right.statusCode).toBe(200);
    expect((await next.get('/api/session')).json().user.email).toBe('totp@example.com');
  });
});

describe('admin role', () => {
  it('is checked on the server: /api/admin/* answers 401 anonymous, 403 user, 200 admin', async () => {
    expect((await new Client(t.app).get('/api/admin/templates')).statusCode).toBe(401);
    const user = await signedInUser(t, 'plain@example.com');
    const refused = await user.client.get('/api/admin/templates');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.noAdminAccess);
    const admin = await signedInUser(t, 'boss@example.com', 'boss-password', { admin: true });
    expect((await admin.client.get('/api/session')).json().isAdmin).toBe(true);
    expect((await admin.client.get('/api/admin/templates')).statusCode).toBe(200);
  });
});
