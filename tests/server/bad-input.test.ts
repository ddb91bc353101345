import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { createTestApp, openTestDatabase, PLUGIN_TIMEOUT, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t.close();
});

const AUTH_POSTS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/disable',
];

const BODIES: string[] = [
  '',
  'null',
  '[]',
  '"a string"',
  '42',
  '{}',
  '{"email": {"$ne": null}, "password": {"$gt": ""}}',
  '{"email": ["a@b.co"], "password": 1}',
  '{"email": "a@b.co", "password": null, "name": 7}',
  `{"email": "${'x'.repeat(5000)}@example.com", "password": "secret1", "name": "n"}`,
  '{"email": "\' OR 1=1 --@example.com", "password": "\' OR \'1\'=\'1"}',
  '{"email": "zero\u200bwidth@example.com", "password": "\u202eRTL\u0000NUL", "name": "😀"}',
  '{"token": {"a": 1}, "newPassword": ["x"]}',
  '{"code": 123456}',
  `{"a": ${'['.repeat(200)}${']'.repeat(200)}}`,
];

describe('no request a client can send produces a 5xx', () => {
  it('every auth endpoint answers malformed, mistyped and hostile bodies with 2xx/4xx and the error shape', async () => {
    const seen: string[] = [];
    for (const url of AUTH_POSTS) {
      for (const payload of BODIES) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
          payload,
        });
        if (response.statusCode >= 500) seen.push(`${url} ${payload.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        if (response.statusCode >= 400) expect(response.json().error.message, `${url} ${payload.slice(0, 40)}`).toEqual(expect.any(String));
      }
    }
    expect(seen).toEqual([]);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('unknown methods and paths under /api answer 404 JSON', async () => {
    for (const [method, url] of [
      ['PUT', '/api/auth/sign-in/email'],
      ['DELETE', '/api/session'],
      ['GET', '/api/../../etc/passwd'],
      ['GET', '/api/%00'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });
});

describe('a server fault', () => {
  it('is a 500 with a generic message that never shows internals, and is logged', async () => {
    const { database, drop } = await openTestDatabase();
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    const config = loadConfig({ DATA_DIR: t.dataDir, PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'error' });
    const ctx = await createContext(config, log, { database });
    const app = await buildApp(ctx, { logger: log, pluginTimeout: PLUGIN_TIMEOUT });
    app.get('/api/test-crash', async () => {
      throw new Error('secret internal detail: password=hunter2');
    });
    const response = await app.inject('/api/test-crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
    expect(response.body).not.toContain('hunter2');
    expect(lines.join('\n')).toContain('hunter2');
    await app.close();
    await database.close();
    await drop();
  });
});
