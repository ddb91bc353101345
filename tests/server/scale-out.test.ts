/**
 * architecture.md §1 "Scale-out", proven with two REAL server processes (not two apps in one process) on one
 * PostgreSQL database, one S3-compatible object store and, when reachable, one Redis: whatever a user
 * does through instance A, instance B sees.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { createVerifiedUser } from '@server/features/accounts/service';
import { imageVariantUrl } from '@shared/templates';
import { insertInvitation } from '../support/invitations';
import { freePort, startServerProcess, type ServerProcess } from '../support/processes';
import { startTestS3, type TestS3 } from '../support/s3';
import { temporaryDatabase } from '../support/temporary-database';
import { scaled } from '../e2e/support/timeouts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
const hasPostgres = await reachable(POSTGRES_URL, 5432);
const hasRedis = await reachable(REDIS_URL, 6379);
if (!hasPostgres) console.warn(`Skipping the scale-out test: no PostgreSQL at ${POSTGRES_URL} (set TEST_DATABASE_URL).`);
if (hasPostgres && !hasRedis) console.warn(`Skipping shared rate limits in the scale-out test: no Redis at ${REDIS_URL} (set TEST_REDIS_URL).`);

const HOST = { email: 'scale-host@example.com', password: 'scale-host-password' };

let s3: TestS3;
let a: ServerProcess;
let b: ServerProcess;
let databaseUrl = '';
let dropDatabase = async () => {};
let invitationId = '';
/** The address both instances answer for, as behind a load balancer (the CSRF check compares Origin to it). */
let publicUrl = '';

async function createDatabase(): Promise<void> {
  const temporary = await temporaryDatabase(POSTGRES_URL, 'scale');
  databaseUrl = temporary.url;
  dropDatabase = temporary.drop;
}

/** Cookies a browser would keep, from one instance's Set-Cookie headers. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

beforeAll(async () => {
  if (!hasPostgres) return;
  await createDatabase();
  s3 = await startTestS3('scale-out');
  // Migrate and create the host once, as a deploy step would, before the instances start.
  const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-scale-seed-'));
  const ctx = await createContext(loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: seedDir, LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
  const host = await createVerifiedUser(ctx.auth, ctx.database.db, { ...HOST, name: 'Scale Host' });
  invitationId = (await insertInvitation(ctx.database.db, { userId: host.id })).id;
  await ctx.liveEvents.close();
  await ctx.database.close();
  fs.rmSync(seedDir, { recursive: true, force: true });

  const portA = await freePort();
  publicUrl = `http://127.0.0.1:${portA}`;
  const shared = {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    SEED_DEMO_DATA: 'off',
    RATE_LIMITS: 'on',
    ...s3.env,
    ...(hasRedis ? { REDIS_URL } : {}),
  };
  [a, b] = await Promise.all([startServerProcess({ ...shared, PORT: String(portA) }), startServerProcess(shared)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.close();
  await dropDatabase();
});

describe.skipIf(!hasPostgres)('two server processes on one PostgreSQL, one object store and one Redis', () => {
  let cookie = '';

  it('a user who signs in through A keeps working through B', async () => {
    const signIn = await fetch(`${a.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl },
      body: JSON.stringify(HOST),
    });
    expect(signIn.status).toBe(200);
    cookie = cookiesOf(signIn);

    const list = await fetch(`${b.baseUrl}/api/invitations`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain(invitationId);
    // Without the cookie, B does not know who this is.
    expect((await fetch(`${b.baseUrl}/api/invitations`)).status).toBe(401);
  });

  it('a file uploaded through A is served by B (full size and resized)', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3366' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'gift.jpg');
    const uploaded = await fetch(`${a.baseUrl}/api/uploads/gift`, { method: 'POST', headers: { cookie, origin: publicUrl }, body: form });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };

    const served = await fetch(`${b.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800);

    const variant = await fetch(`${b.baseUrl}${imageVariantUrl(url, 480)}`);
    expect(variant.status).toBe(200);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(480);
    // Neither instance wrote the file to its own disk.
    for (const instance of [a, b]) {
      const filesDir = path.join(instance.dataDir, 'files');
      expect(fs.existsSync(filesDir) ? fs.readdirSync(filesDir) : []).toEqual([]);
    }
  });

  it('an RSVP sent to A appears in the live responses stream opened on B', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${b.baseUrl}/api/invitations/${invitationId}/responses/events`, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const waitFor = async (event: string) => {
      const deadline = Date.now() + scaled(5000);
      while (!received.includes(`event: ${event}`)) {
        if (Date.now() > deadline) throw new Error(`no "${event}" event on B; got: ${received}`);
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream closed');
        received += value;
      }
    };
    try {
      await waitFor('ready');
      const rsvp = await fetch(`${a.baseUrl}/api/invitations/${invitationId}/rsvp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify({ guestName: 'Guest Through A', email: '', attending: true, numberOfGuests: 1, mealChoice: '', wishes: '' }),
      });
      expect(rsvp.status).toBe(201);
      await waitFor('rsvp');
    } finally {
      controller.abort();
    }
    const responses = await fetch(`${b.baseUrl}/api/invitations/${invitationId}/responses`, { headers: { cookie } });
    expect(JSON.stringify(await responses.json())).toContain('Guest Through A');
  });

  it.skipIf(!hasRedis)('failed sign-ins are counted across both instances (REDIS_URL)', async () => {
    const email = `guesser-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      const response = await fetch(`${instance.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
      statuses.push(response.status);
    }
    // Five failures in all (three on A, two on B) and the sixth is refused: one count, shared.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
