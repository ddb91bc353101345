import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { createInProcessLiveEvents } from '@server/lib/live-events';
import { Client, createTestApp, openTestDatabase, PLUGIN_TIMEOUT, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { scaled } from '../e2e/support/timeouts';
import { insertInvitation } from '../support/invitations';

const answer = (guestName: string) => ({ guestName, email: '', attending: true, numberOfGuests: 1, mealChoice: '', wishes: '' });

interface Stream {
  /**
   * Resolves once an event of this name arrives (each event is taken once); fails after `timeoutMs`,
   * by default 2 s scaled to the machine (tests/e2e/support/timeouts.ts): product.md's "live" on a
   * quiet machine, without a wall-clock figure that fails on a busy one.
   */
  next(name: string, timeoutMs?: number): Promise<void>;
  /** How many events of this name the stream has received so far, taken or not. */
  received(name: string): number;
  close(): void;
}

/** An EventSource-like reader over a real socket (inject cannot hold a response open). */
function openStream(baseUrl: string, path: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const seen: string[] = [];
    const counts = new Map<string, number>();
    const waiters: { name: string; resolve: () => void }[] = [];
    let buffer = '';
    const request = http.get(`${baseUrl}${path}`, { headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['content-encoding']).toBeUndefined();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (const match of buffer.matchAll(/^event: (\w+)$/gm)) {
          seen.push(match[1]!);
          counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
        for (const waiter of [...waiters]) {
          const index = seen.indexOf(waiter.name);
          if (index >= 0) {
            seen.splice(index, 1);
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
      });
      resolve({
        next: (name, timeoutMs = scaled(2000)) =>
          new Promise((done, fail) => {
            const index = seen.indexOf(name);
            if (index >= 0) {
              seen.splice(index, 1);
              done();
              return;
            }
            const timer = setTimeout(() => fail(new Error(`no "${name}" event within ${timeoutMs} ms`)), timeoutMs);
            waiters.push({ name, resolve: () => (clearTimeout(timer), done()) });
          }),
        received: (name) => counts.get(name) ?? 0,
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      if (!('code' in error && error.code === 'ECONNRESET')) reject(error);
    });
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('in-process live events', () => {
  it('delivers to the subscribers of that invitation only, until they unsubscribe', async () => {
    const events = createInProcessLiveEvents();
    const got: string[] = [];
    const stopA = events.subscribe('a', () => got.push('a'));
    events.subscribe('b', () => got.push('b'));
    await events.publish('a');
    stopA();
    await events.publish('a');
    await events.publish('b');
    expect(got).toEqual(['a', 'b']);
    await events.close();
  });
});

describe('GET /api/invitations/:id/responses/events', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("tells the host's page about a new, changed and withdrawn RSVP as it happens, for that invitation only", async () => {
    const host = await signedInUser(t, 'live-host@example.com');
    const inv = await insertInvitation(t.ctx.database.db, { userId: host.id });
    const quiet = await insertInvitation(t.ctx.database.db, { userId: host.id });
    const stream = await openStream(baseUrl, `/api/invitations/${inv.id}/responses/events`, host.client.cookieHeader);
    const quietStream = await openStream(baseUrl, `/api/invitations/${quiet.id}/responses/events`, host.client.cookieHeader);
    await stream.next('ready');
    await quietStream.next('ready');

    const guest = new Client(t.app);
    const created = await guest.post(`/api/invitations/${inv.id}/rsvp`, answer('Lina'));
    expect(created.statusCode).toBe(201);
    await stream.next('rsvp');

    const token = created.json().editUrl.split('#rsvp-edit=')[1];
    expect((await guest.request('PUT', `/api/rsvp-edit/${token}`, answer('Lina M'))).statusCode).toBe(200);
    await stream.next('rsvp');
    expect((await guest.request('DELETE', `/api/rsvp-edit/${token}`)).statusCode).toBe(204);
    await stream.next('rsvp');

    // The other invitation's stream got none of them: an answer to it afterwards is the first event
    // it receives (events reach a stream in the order they were published).
    expect((await guest.post(`/api/invitations/${quiet.id}/rsvp`, answer('Quiet'))).statusCode).toBe(201);
    await quietStream.next('rsvp');
    expect(quietStream.received('rsvp')).toBe(1);
    expect(stream.received('rsvp')).toBe(3);
    stream.close();
    quietStream.close();
  });

  it('is refused to anyone but the owner or an admin, before any stream opens', async () => {
    const host = await signedInUser(t, 'live-owner@example.com');
    const other = await signedInUser(t, 'live-other@example.com');
    const admin = await signedInUser(t, 'live-admin@example.com', 'admin-password', { admin: true });
    const inv = await insertInvitation(t.ctx.database.db, { userId: host.id });
    await expect(openStream(baseUrl, `/api/invitations/${inv.id}/responses/events`, other.client.cookieHeader)).rejects.toThrow('stream answered 404');
    await expect(openStream(baseUrl, `/api/invitations/${inv.id}/responses/events`, '')).rejects.toThrow('stream answered 401');
    const adminStream = await openStream(baseUrl, `/api/invitations/${inv.id}/responses/events`, admin.client.cookieHeader);
    await adminStream.next('ready');
    adminStream.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('an RSVP stored through one instance reaches a host connected to the other (LISTEN/NOTIFY)', async () => {
    const { database: databaseA, url, drop } = await openTestDatabase();
    const config = loadConfig({ DATA_DIR: '/tmp/jemputan-live-test', PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password' });
    const log = pino({ level: 'silent' });
    const ctxA = await createContext(config, log, { database: databaseA });
    const databaseB = await openDatabase({ databaseUrl: url! });
    const ctxB = await createContext(config, log, { database: databaseB });
    const appA = await buildApp(ctxA, { logger: false, pluginTimeout: PLUGIN_TIMEOUT });
    const appB = await buildApp(ctxB, { logger: false, pluginTimeout: PLUGIN_TIMEOUT });
    try {
      const baseB = await listen(appB);
      await Promise.all([ctxA.liveEvents.ready(), ctxB.liveEvents.ready()]);
      const host = await signedInUser({ app: appA, ctx: ctxA } as TestApp, 'pg-live-host@example.com');
      const inv = await insertInvitation(ctxA.database.db, { userId: host.id });
      const stream = await openStream(baseB, `/api/invitations/${inv.id}/responses/events`, host.client.cookieHeader);
      await stream.next('ready');
      const created = await new Client(appA).post(`/api/invitations/${inv.id}/rsvp`, answer('Across'));
      expect(created.statusCode).toBe(201);
      await stream.next('rsvp');
      stream.close();
    } finally {
      await appA.close();
      await appB.close();
      await ctxA.liveEvents.close();
      await ctxB.liveEvents.close();
      await databaseA.close();
      await databaseB.close();
      await drop();
    }
  });
});
