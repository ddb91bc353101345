import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createRedisLimiter, type RedisLimiter } from '@server/lib/redis-limiter';
import { Client, createTestApp, type TestApp } from '../support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Redis runs beside PostgreSQL on CI machines; skip (saying why) only when it is not there. */
async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
const reachable = await redisReachable();
if (!reachable) console.warn(`Skipping Redis rate-limit tests: no Redis at ${REDIS_URL} (set TEST_REDIS_URL).`);

const silent = pino({ level: 'silent' });
/** Every test run counts under its own prefix, so runs never see each other's counters. */
const prefix = () => `jemputan-test:${randomBytes(6).toString('hex')}:`;

async function waitUntilReady(limiter: RedisLimiter): Promise<void> {
  // The first hit may race the connection; a counted hit shows it is up.
  for (let i = 0; i < 50; i += 1) {
    if ((await limiter.hit('warm-up', 1_000_000, 60_000)).retryAfterSeconds > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Redis limiter never connected');
}

describe('REDIS_URL configuration', () => {
  it('accepts redis:// URLs and names the variable when wrong', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must start with redis:\/\//);
  });
});

describe.skipIf(!reachable)('Redis rate limiter', () => {
  it('counts hits from two instances in one fixed window', async () => {
    const keyPrefix = prefix();
    const a = createRedisLimiter({ url: REDIS_URL, enabled: true, log: silent, keyPrefix });
    const b = createRedisLimiter({ url: REDIS_URL, enabled: true, log: silent, keyPrefix });
    try {
      await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
      const results = [await a.hit('k', 3, 60_000), await b.hit('k', 3, 60_000), await a.hit('k', 3, 60_000), await b.hit('k', 3, 60_000)];
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
      expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(await b.count('k')).toBe(4);
      await a.reset('k');
      expect(await b.count('k')).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('starts a new window when the old one expires', async () => {
    const limiter = createRedisLimiter({ url: REDIS_URL, enabled: true, log: silent, keyPrefix: prefix() });
    try {
      await waitUntilReady(limiter);
      // A window long enough that two consecutive hits share it even on a busy machine.
      expect((await limiter.hit('w', 1, 1_000)).allowed).toBe(true);
      expect((await limiter.hit('w', 1, 1_000)).allowed).toBe(false);
      // Wait for the window to end (Redis expires the counter), then a hit starts a new one.
      await expect.poll(() => limiter.count('w'), { timeout: 10_000, interval: 100 }).toBe(0);
      expect((await limiter.hit('w', 1, 1_000)).allowed).toBe(true);
    } finally {
      await limiter.close();
    }
  });

  describe('two app instances', () => {
    // Building two apps (each with its own database and migrations) is set-up, not the test: on a
    // busy machine it alone can take longer than a test's own timeout.
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL, RATE_LIMITS: 'on' };
      [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
    });
    afterAll(async () => {
      for (const app of [a, b]) {
        await app?.ctx.limiter.close();
        await app?.close();
      }
    });

    it('share the failed sign-in limit', async () => {
      const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const app = i % 2 === 0 ? a : b;
        statuses.push((await new Client(app.app).post('/api/auth/sign-in/email', { email, password: 'wrong-password' })).statusCode);
      }
      // Five failures in all (across both instances) block the sixth attempt.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });
});

describe('Redis rate limiter when Redis is unreachable', () => {
  it('fails open: requests are allowed and a warning is logged', async () => {
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line).msg) });
    // A port nothing listens on.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const limiter = createRedisLimiter({ url: `redis://127.0.0.1:${port}`, enabled: true, log });
    try {
      // No request waits for a reconnect: with the client not ready a hit answers at once (no
      // offline queue), which the test's own timeout would catch; no duration is asserted.
      for (let i = 0; i < 5; i += 1) expect((await limiter.hit('down', 1, 60_000)).allowed).toBe(true);
      expect(await limiter.count('down')).toBe(0);
      expect(warnings).toContain('rate limits: Redis unreachable, allowing requests until it is back');
    } finally {
      await limiter.close();
    }
  });
});
