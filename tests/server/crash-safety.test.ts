import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { openDatabase, type Database } from '@server/db/client';
import { files, rsvpResponses } from '@server/db/schema';
import { UNAVAILABLE_MESSAGES } from '@server/plugins/errors';
import { testImage } from '../support/admin';
import { insertInvitation } from '../support/invitations';
import { Client, createTestApp, PLUGIN_TIMEOUT, signedInUser, type TestApp } from '../support/test-app';
import { temporaryDatabase } from '../support/temporary-database';
import { fileForm, injectForm } from '../support/multipart';
import { scaled } from '../e2e/support/timeouts';

/*
 * Crash safety: a real server process (node src/server/main.ts) takes RSVPs from concurrent guests
 * and is killed with SIGKILL mid-stream; after a restart every RSVP that got a 2xx is in the
 * database. Run on the embedded database (PGlite writes through to files on every commit: its
 * NODEFS mount has no write-back cache of its own, so an acknowledged commit is in the OS before
 * the 2xx) and on PostgreSQL. Then the outages a host may meet: the database gone, the disk full:
 * a clear 503 and nothing half-written.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let nextPort = 4850 + Math.floor(Math.random() * 20);

interface Server {
  process: ChildProcess;
  url: string;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = nextPort++;
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, RATE_LIMITS: 'off', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', ADMIN_PASSWORD: 'admin-password', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + scaled(60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { process: child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

async function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  // A process killed by a signal has signalCode set and exitCode null.
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill(signal);
  await exited;
}

/**
 * Guests answer `invitationId` with `concurrency` requests in flight; the server is SIGKILLed once
 * `killAfter` answers were acknowledged (or after 20 s, on a slow machine), and the guests go on
 * until their requests fail. Returns the acknowledged names and the other outcomes.
 */
async function answerUntilKilled(server: Server, invitationId: string, killAfter: number, concurrency = 8): Promise<{ acknowledged: string[]; failed: number; refusals: string[] }> {
  const acknowledged: string[] = [];
  const refusals: string[] = [];
  let failed = 0;
  let next = 0;
  let killed = false;
  const killAt = Date.now() + 20_000;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.process.kill('SIGKILL');
  };
  const guest = async () => {
    for (;;) {
      const name = `Crash Guest ${next++}`;
      try {
        const response = await fetch(`${server.url}/api/invitations/${invitationId}/rsvp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ guestName: name, email: '', attending: true, numberOfGuests: 1, mealChoice: '', wishes: 'Selamat!' }),
        });
        if (response.status >= 200 && response.status < 300) acknowledged.push(name);
        else refusals.push(`${response.status} ${(await response.text()).slice(0, 100)}`);
      } catch {
        failed += 1;
        if (killed) return;
      }
      if (acknowledged.length >= killAfter || Date.now() > killAt || refusals.length > 20) kill();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, guest));
  return { acknowledged, failed, refusals };
}

async function storedNames(database: Database, invitationId: string): Promise<Set<string>> {
  const rows = await database.db.select({ guestName: rsvpResponses.guestName }).from(rsvpResponses).where(eq(rsvpResponses.invitationId, invitationId));
  return new Set(rows.map((row) => row.guestName));
}

async function crashAndRecover(env: Record<string, string>, openStore: () => Promise<Database>): Promise<void> {
  const setup = await openStore();
  await setup.migrate();
  const invitation = await insertInvitation(setup.db, { isPaid: true });
  await setup.close();

  const first = await startServer(env);
  const { acknowledged, failed, refusals } = await answerUntilKilled(first, invitation.id, 150);
  await new Promise((resolve) => (first.process.signalCode !== null || first.process.exitCode !== null ? resolve(null) : first.process.once('exit', resolve)));
  expect(first.process.signalCode).toBe('SIGKILL');
  expect(refusals, first.output()).toEqual([]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(20);
  expect(failed).toBeGreaterThan(0); // the kill really landed mid-stream

  // Restarted on the same data: healthy, takes new answers, and lost none of the acknowledged ones.
  const second = await startServer(env);
  const after = await fetch(`${second.url}/api/invitations/${invitation.id}/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: second.url },
    body: JSON.stringify({ guestName: 'After Restart', email: '', attending: false, numberOfGuests: 0, mealChoice: '', wishes: '' }),
  });
  expect(after.status).toBe(201);
  await stop(second, 'SIGTERM');

  const check = await openStore();
  const stored = await storedNames(check, invitation.id);
  await check.close();
  const lost = acknowledged.filter((name) => !stored.has(name));
  expect(lost).toEqual([]);
  expect(stored.has('After Restart')).toBe(true);
}

// Each database in its own pass: the embedded one in `npm test`, PostgreSQL in the pass CI runs with
// TEST_DATABASE_URL (the same file ran both in both passes, about three minutes twice).
describe('SIGKILL while guests are answering', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)('on the embedded database: every acknowledged RSVP is there after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-crash-'));
    try {
      await crashAndRecover({ DATA_DIR: dataDir, DATABASE_URL: '' }, () => openDatabase({ dataDir }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL: every acknowledged RSVP is there after a restart', async () => {
    const temporary = await temporaryDatabase(POSTGRES_URL, 'crash');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-crash-pg-'));
    try {
      await crashAndRecover({ DATA_DIR: dataDir, DATABASE_URL: temporary.url }, () => openDatabase({ databaseUrl: temporary.url }));
    } finally {
      await temporary.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('outages answer a clear 503 and leave nothing half-written', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a full disk: the upload is refused with 503 and no file row points at nothing', async () => {
    const host = await signedInUser(t, 'disk-full@example.com');
    const storage = t.ctx.storage;
    const put = storage.put.bind(storage);
    storage.put = async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    try {
      const response = await injectForm(t.app, fileForm(await testImage(40, 40), 'gift.png', 'image/png'), { url: '/api/uploads/gift', cookie: host.client.cookieHeader });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'STORAGE_FULL', message: UNAVAILABLE_MESSAGES.storage } });
      expect(response.headers['retry-after']).toBe('30');
    } finally {
      storage.put = put;
    }
    const rows = await t.ctx.database.db.select().from(files).where(eq(files.ownerId, host.id));
    expect(rows).toEqual([]);
  });

  it('the account routes too: a sign-in while the database is gone is a 503, not better-auth\'s 500', async () => {
    const own = await createTestApp({ RATE_LIMITS: 'off' });
    try {
      await signedInUser(own, 'outage-user@example.com');
      await own.ctx.database.close();
      const signIn = await new Client(own.app).post('/api/auth/sign-in/email', { email: 'outage-user@example.com', password: 'secret-password' });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: UNAVAILABLE_MESSAGES.database } });
    } finally {
      await own.close().catch(() => {});
    }
  });

  it('PostgreSQL unreachable after start: 503 with a clear message, health says so, and it recovers when the database is back', async () => {
    const name = `outage_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    const app = await createTestApp({ RATE_LIMITS: 'off' });
    // The same app, re-pointed at a PostgreSQL database that is about to go away.
    await database.migrate();
    const ctx = { ...app.ctx, database };
    const server = await buildApp(ctx, { logger: false, pluginTimeout: PLUGIN_TIMEOUT });
    await server.ready();
    try {
      const invitation = await insertInvitation(database.db, { isPaid: true });
      const answer = { guestName: 'Before Outage', email: '', attending: true, numberOfGuests: 1, mealChoice: '', wishes: '' };
      expect((await new Client(server).post(`/api/invitations/${invitation.id}/rsvp`, answer)).statusCode).toBe(201);

      // The database goes away: open connections are cut and new ones are refused (a closed port).
      const poolOptions = (database.pool as unknown as { options: { connectionString: string } }).options;
      const reachable = poolOptions.connectionString;
      const closedPort = new URL(reachable);
      closedPort.port = '1';
      poolOptions.connectionString = closedPort.toString();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await new Promise((resolve) => setTimeout(resolve, 100));

      const during = await new Client(server).post(`/api/invitations/${invitation.id}/rsvp`, { ...answer, guestName: 'During Outage' });
      expect(during.statusCode).toBe(503);
      expect(during.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: UNAVAILABLE_MESSAGES.database } });
      const page = await server.inject(`/api/templates`);
      expect(page.statusCode).toBe(503);
      const health = await server.inject('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'degraded', database: 'unavailable' });

      // Back again: the next request works and nothing from the outage was half-stored.
      poolOptions.connectionString = reachable;
      expect((await server.inject('/api/health')).statusCode).toBe(200);
      expect((await new Client(server).post(`/api/invitations/${invitation.id}/rsvp`, { ...answer, guestName: 'After Outage' })).statusCode).toBe(201);
      const names = await database.db
        .select({ guestName: rsvpResponses.guestName })
        .from(rsvpResponses)
        .where(inArray(rsvpResponses.guestName, ['Before Outage', 'During Outage', 'After Outage']));
      expect(names.map((row) => row.guestName).sort()).toEqual(['After Outage', 'Before Outage']);
    } finally {
      await server.close();
      await database.close();
      await app.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
