import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';
import { createVerifiedUser } from '@server/features/accounts/service';
import { LIMITS } from '@server/plugins/rate-limits';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

/*
 * Issue 15 (4): behind a proxy the client address is the one the proxy saw, and a client can never
 * choose its own address by sending X-Forwarded-For (decision 0015).
 */

describe('TRUST_PROXY', () => {
  it('is off by default, a hop count, or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,fd00::/8,uniquelocal' }).trustProxy).toEqual({
      addresses: ['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'uniquelocal'],
    });
  });

  it('refuses on/true (which trusted any X-Forwarded-For) and anything that is not an address, naming the variable', () => {
    for (const value of ['on', 'true', 'TRUE']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: give the number of proxies.*or their addresses/);
    }
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', 'proxy.example.com', '11', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: /);
    }
  });
});

interface SignInOptions {
  remoteAddress: string;
  forwardedFor?: string;
  password?: string;
}

function signInFrom(t: TestApp, email: string, { remoteAddress, forwardedFor, password = 'wrong-password' }: SignInOptions) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: JSON.stringify({ email, password }),
  });
}

/** The address the failed-sign-in counter was keyed on. */
const failuresCountedFor = (t: TestApp, address: string, email: string) => t.ctx.limiter.count(`signin-fail:${address}:${email}`);

describe('unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores X-Forwarded-For: failed sign-ins with a new forged address each time still lock the account out', async () => {
    const email = 'rotating@example.com';
    await createVerifiedUser(t.ctx.auth, t.ctx.database.db, { email, password: 'right-password', name: 'Rotating' });
    for (let n = 0; n < LIMITS.failedSignIns.limit; n += 1) {
      expect((await signInFrom(t, email, { remoteAddress: '203.0.113.5', forwardedFor: `198.51.100.${n}` })).statusCode).toBe(401);
    }
    expect(await failuresCountedFor(t, '203.0.113.5', email)).toBe(LIMITS.failedSignIns.limit);
    const locked = await signInFrom(t, email, { remoteAddress: '203.0.113.5', forwardedFor: '198.51.100.99', password: 'right-password' });
    expect(locked.statusCode).toBe(429);
  });
});

describe('a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the address the one proxy saw (the right-most X-Forwarded-For entry), whatever the client put before it', async () => {
    const email = 'one-hop@example.com';
    await createVerifiedUser(t.ctx.auth, t.ctx.database.db, { email, password: 'right-password', name: 'One hop' });
    for (let n = 0; n < LIMITS.failedSignIns.limit; n += 1) {
      // The client forges an entry; the proxy appends the address it saw.
      expect((await signInFrom(t, email, { remoteAddress: '10.0.0.2', forwardedFor: `192.0.2.${n}, 203.0.113.7` })).statusCode).toBe(401);
    }
    expect(await failuresCountedFor(t, '203.0.113.7', email)).toBe(LIMITS.failedSignIns.limit);
    expect((await signInFrom(t, email, { remoteAddress: '10.0.0.2', forwardedFor: '203.0.113.7', password: 'right-password' })).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out.
    expect((await signInFrom(t, email, { remoteAddress: '10.0.0.2', forwardedFor: '203.0.113.8', password: 'right-password' })).statusCode).toBe(200);
  });
});

describe('a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('honours X-Forwarded-For only on a request from a listed proxy', async () => {
    const email = 'listed@example.com';
    await createVerifiedUser(t.ctx.auth, t.ctx.database.db, { email, password: 'right-password', name: 'Listed' });
    await signInFrom(t, email, { remoteAddress: '10.0.0.2', forwardedFor: '203.0.113.20' });
    expect(await failuresCountedFor(t, '203.0.113.20', email)).toBe(1);
    // Two listed proxies in a row: the address the first of them saw.
    await signInFrom(t, email, { remoteAddress: '10.1.4.4', forwardedFor: '192.0.2.1, 203.0.113.21, 10.0.0.2' });
    expect(await failuresCountedFor(t, '203.0.113.21', email)).toBe(1);
    expect(await failuresCountedFor(t, '192.0.2.1', email)).toBe(0);
    // A client talking to the app directly: its header is ignored.
    await signInFrom(t, email, { remoteAddress: '198.51.100.30', forwardedFor: '203.0.113.22' });
    expect(await failuresCountedFor(t, '198.51.100.30', email)).toBe(1);
    expect(await failuresCountedFor(t, '203.0.113.22', email)).toBe(0);
  });
});
