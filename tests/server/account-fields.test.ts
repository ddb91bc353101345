import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@server/db/schema';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { TERMS_VERSION } from '@shared/legal';

/*
 * Issue 15 (6): the profile fields better-auth stores are checked on the server, and no answer of
 * the auth API hands a session token (the HttpOnly cookie's value) to a script.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t.close();
});

const storedUser = async (id: string) => (await t.ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('profile fields', () => {
  it('refuses a name over 100 characters or blank, on sign-up and on update-user, in our error shape', async () => {
    const signUp = (name: unknown) => new Client(t.app).post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: `n${String(name).length}@example.com`, password: 'secret-password', name });
    for (const name of ['x'.repeat(101), '   ']) {
      const response = await signUp(name);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.any(String) } });
    }
    const { id, client } = await signedInUser(t, 'name-update@example.com');
    const long = await client.post('/api/auth/update-user', { name: 'y'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'Name is too long' });
    expect((await storedUser(id))?.name).toBe('name-update');

    expect((await client.post('/api/auth/update-user', { name: '  Nadia  ' })).statusCode).toBe(200);
    expect((await storedUser(id))?.name).toBe('Nadia');
    expect((await signUp('z'.repeat(100))).statusCode).toBe(200);
  });

  it('accepts only a same-site path or an https: address as the image', async () => {
    const { id, client } = await signedInUser(t, 'image@example.com');
    for (const image of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'http://example.com/a.png', '//evil.example/a.png', 'vbscript:x', '/a"onerror="x']) {
      const response = await client.post('/api/auth/update-user', { image });
      expect(response.statusCode, image).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    const signUp = await new Client(t.app).post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: 'image-signup@example.com', password: 'secret-password', name: 'Img', image: 'javascript:alert(1)' });
    expect(signUp.statusCode).toBe(400);
    expect((await storedUser(id))?.image ?? null).toBeNull();

    for (const image of ['/files/avatars/me.png', 'https://cdn.example.com/me.png']) {
      expect((await client.post('/api/auth/update-user', { image })).statusCode, image).toBe(200);
      expect((await storedUser(id))?.image).toBe(image);
    }
  });
});

describe('session tokens', () => {
  it('never appear in the session list, get-session or the sign-in answer', async () => {
    const { id, client } = await signedInUser(t, 'tokens@example.com');
    const phone = new Client(t.app);
    const signIn = await phone.post('/api/auth/sign-in/email', { email: 'tokens@example.com', password: 'secret-password' });
    expect(signIn.statusCode).toBe(200);
    const tokens = (await t.ctx.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, id))).map((row) => row.token);
    expect(tokens).toHaveLength(2);

    const list = await client.get('/api/auth/list-sessions');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    for (const session of list.json()) {
      expect(session).not.toHaveProperty('token');
      expect(session).toMatchObject({ id: expect.any(String), userId: id });
    }
    const current = await client.get('/api/auth/get-session');
    expect(current.json().session).not.toHaveProperty('token');
    expect(signIn.json()).not.toHaveProperty('token');
    for (const body of [list.body, current.body, signIn.body]) for (const token of tokens) expect(body).not.toContain(token);
  });

  it('still lets a user revoke one of their sessions by its id, and nobody else’s', async () => {
    const { id, client: laptop } = await signedInUser(t, 'revoke@example.com');
    const phone = new Client(t.app);
    await phone.post('/api/auth/sign-in/email', { email: 'revoke@example.com', password: 'secret-password' });
    const { client: stranger } = await signedInUser(t, 'stranger@example.com');

    const list = (await laptop.get('/api/auth/list-sessions')).json() as { id: string }[];
    const [phoneRow] = await t.ctx.database.db.select().from(sessions).where(eq(sessions.token, phone.cookies.get('better-auth.session_token')!.split('.')[0]!));
    expect(list.map((session) => session.id)).toContain(phoneRow!.id);

    const refused = await stranger.post('/api/auth/revoke-session', { id: phoneRow!.id });
    expect(refused.statusCode).toBe(404);
    expect((await phone.get('/api/session')).json().user?.email).toBe('revoke@example.com');

    expect((await laptop.post('/api/auth/revoke-session', { id: phoneRow!.id })).statusCode).toBe(200);
    expect((await phone.get('/api/session')).json().user).toBeNull();
    expect((await laptop.get('/api/session')).json().user?.id).toBe(id);
    expect((await laptop.get('/api/auth/list-sessions')).json()).toHaveLength(1);
  });
});
