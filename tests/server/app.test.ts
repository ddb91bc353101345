import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_ID, DEMO_INVITATION_SLUG, TEMPLATE_CATEGORIES } from '@shared/constants';
import { ConfigError, loadConfig } from '@server/config';
import { invitations, templates, userRoles, users } from '@server/db/schema';
import { seed, SEED_TEMPLATES } from '@server/db/seed';
import { Client, createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and API docs', () => {
  it('GET /api/health reports the database', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves OpenAPI generated from the zod schemas, and a docs page', async () => {
    const spec = (await t.app.inject('/api/openapi.json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths['/api/health'].get.responses['200'].content['application/json'].schema.properties.status.enum).toEqual(['ok', 'degraded']);
    expect(spec.paths['/api/session']).toBeDefined();
    const docs = await t.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('errors have one shape and never show internals', () => {
  it('unknown API route → 404 JSON', async () => {
    const response = await t.app.inject('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route GET /api/nope not found' } });
  });

  it('malformed JSON → 400 with a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' } });
  });

  it('oversized body → 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('BODY_TOO_LARGE');
  });

  it('wrong types and unsupported content types → 4xx, not 5xx', async () => {
    const client = new Client(t.app);
    const wrongTypes = await client.post('/api/auth/sign-in/email', { email: 42, password: ['x'] });
    expect(wrongTypes.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongTypes.statusCode).toBeLessThan(500);
    expect(wrongTypes.json().error.message).toEqual(expect.any(String));
    const xml = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/xml', origin: TEST_ORIGIN }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

});

describe('security', () => {
  it('sends the security headers on every response', async () => {
    for (const url of ['/api/health', '/api/nope', '/']) {
      const response = await t.app.inject(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('sends HSTS only behind HTTPS', async () => {
    expect((await t.app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const secure = await createTestApp({ PUBLIC_URL: 'https://invites.example.com' });
    expect((await secure.app.inject('/api/health')).headers['strict-transport-security']).toContain('max-age=31536000');
    await secure.close();
  });

  it('refuses a state-changing request from another origin (CSRF)', async () => {
    const { client } = await signedInUser(t, 'csrf@example.com');
    const forged = await client.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.message).toBe('Cross-site request refused.');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: client.cookieHeader, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await client.get('/api/session')).json().user.email).toBe('csrf@example.com');
  });
});

describe('configuration', () => {
  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.rateLimits).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
  });
});

describe('demo data', () => {
  it('seeds once and idempotently: admin, a template per category with artwork, the demo invitation', async () => {
    await seed(t.ctx);
    await seed(t.ctx);
    const db = t.ctx.database.db;
    const rows = await db.select().from(templates);
    expect(rows).toHaveLength(SEED_TEMPLATES.length);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(TEMPLATE_CATEGORIES));
    for (const name of ['Classic Wedding', 'Elegant Celebration', 'Colorful Birthday', 'Indian Wedding']) {
      expect(rows.map((r) => r.name)).toContain(name);
    }
    for (const row of rows) {
      expect(row.dominantColors).toHaveLength(3);
      const image = await t.app.inject(row.imageUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toContain('immutable');
    }
    const [demo] = await db.select().from(invitations).where(eq(invitations.id, DEMO_INVITATION_ID));
    expect(demo).toMatchObject({ customSlug: DEMO_INVITATION_SLUG, status: 'published', templateStatus: 'Published' });

    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(admin?.emailVerified).toBe(true);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, admin!.id))).toEqual([expect.objectContaining({ role: 'admin' })]);
    const signIn = await new Client(t.app).post('/api/auth/sign-in/email', { email: 'admin@example.com', password: 'admin-password' });
    expect(signIn.statusCode).toBe(200);
  });

  it('never serves a private bucket through /files', async () => {
    await t.ctx.storage.put('payment_receipts', 'u1/1-x.png', Buffer.from('receipt'));
    expect((await t.app.inject('/files/payment_receipts/u1/1-x.png')).statusCode).toBe(404);
    expect((await t.app.inject('/files/template_images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
