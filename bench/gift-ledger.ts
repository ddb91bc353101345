/**
 * A gift ledger of 2,000 gifts (issue 32's measure: the host's ledger page usable, the CSV streamed).
 * Seeds one invitation (2 events, 600 households in groups, 2,000 gifts of every source, a fifth
 * without an amount) and, to show the CSV's memory does not grow with the ledger, a second with
 * 20,000. Serves the app on a local port and measures over HTTP, median of RUNS (default 7):
 *   - the ledger API's first page (totals per event and group + 50 gifts): time and payload bytes;
 *   - the same with a search (name or note) and a group filter;
 *   - gifts.csv: time to first byte, total time, bytes, rows; the server's heap growth while it streams
 *     (peak heapUsed over the value before the request), for 2,000 and for 20,000 gifts.
 *
 *   node --expose-gc --import tsx bench/gift-ledger.ts     # PGlite in a temporary data directory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/gift-ledger.ts   # PostgreSQL (writes into that database)
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import type { AppContext } from '@server/context';
import { loadConfig } from '@server/config';
import { createVerifiedUser } from '@server/features/accounts/service';
import type { InvitationEvent } from '@shared/events';
import { gifts, households } from '@server/db/schema';
import { householdTokenHash } from '@server/features/guests/links';
import { insertInvitation } from '../tests/support/invitations';
import { Client } from '../tests/support/test-app';
import { median } from './load';

const RUNS = Number(process.env.RUNS ?? 7);
const METHODS = ['bank', 'duitnow', 'ewallet', 'angpau', 'cash', 'other'] as const;
const SOURCES = ['guest', 'door', 'host'] as const;
const GROUPS = ['Family', 'Bride side', 'Groom side', 'Friends', 'Office', 'Neighbours'];

function event(id: string, name: string, isMain: boolean): InvitationEvent {
  return { id, name, date: '2026-11-20', time: isMain ? '10:00' : '19:30', endTime: '', venue: 'Dewan', address: '', mapUrls: { google: '', waze: '' }, dressCode: '', note: '', isPublic: true, isMain, mealOptions: [] };
}

async function seedLedger(ctx: AppContext, userId: string, count: number): Promise<string> {
  const db = ctx.database.db;
  const akad = randomUUID();
  const dinner = randomUUID();
  const invitation = await insertInvitation(db, { userId, eventName: '<p>Bench Wedding</p>', events: [event(akad, 'Akad Nikah', true), event(dinner, 'Dinner', false)] });
  const householdIds: string[] = [];
  for (let start = 0; start < 600; start += 200) {
    const rows = Array.from({ length: 200 }, (_, k) => {
      const i = start + k;
      const id = randomUUID();
      householdIds.push(id);
      const tags = i % 5 === 0 ? [] : [GROUPS[i % GROUPS.length]!, ...(i % 7 === 0 ? [GROUPS[(i + 1) % GROUPS.length]!] : [])];
      return { id, invitationId: invitation.id, name: i % 9 === 0 ? `林家 ${i}` : `Keluarga ${i}`, tags, tokenHash: householdTokenHash(ctx.secret, id, 1) };
    });
    await db.insert(households).values(rows);
  }
  const since = Date.UTC(2026, 10, 1);
  for (let start = 0; start < count; start += 1000) {
    await db.insert(gifts).values(
      Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
        const i = start + k;
        const source = SOURCES[i % 3]!;
        return {
          invitationId: invitation.id,
          householdId: i % 10 === 9 ? null : householdIds[i % householdIds.length]!,
          fromName: i % 10 === 9 ? `Walk-in ${i}` : '',
          eventId: source === 'door' ? (i % 2 ? akad : dinner) : null,
          source,
          method: source === 'door' ? ('angpau' as const) : METHODS[i % METHODS.length]!,
          amountSen: i % 5 === 0 ? null : 1000 * (5 + (i % 50)),
          envelopes: source === 'door' ? 1 + (i % 3) : null,
          note: i % 4 === 0 ? `Selamat pengantin baru, from guest ${i}` : '',
          givenAt: new Date(since + i * 90_000),
        };
      }),
    );
  }
  return invitation.id;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-gift-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:3999', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password' };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  const ctx = await createContext(loadConfig(env), pino({ level: 'silent' }));
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  const email = `gift-bench-${randomUUID()}@example.com`;
  const user = await createVerifiedUser(ctx.auth, ctx.database.db, { email, password: 'gift-bench-password', name: 'Gift Bench' });
  const client = new Client(app);
  const signedIn = await client.request('POST', '/api/auth/sign-in/email', { email, password: 'gift-bench-password' }, { origin: env.PUBLIC_URL! });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in: ${signedIn.statusCode} ${signedIn.body}`);
  const started = performance.now();
  const small = await seedLedger(ctx, user.id, 2_000);
  const large = await seedLedger(ctx, user.id, 20_000);
  console.log(`seeded 2,000 + 20,000 gifts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const headers = { cookie: client.cookieHeader, origin: env.PUBLIC_URL! };

  async function timeJson(path: string): Promise<{ ms: number; bytes: number }> {
    const begin = performance.now();
    const response = await fetch(base + path, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - begin, bytes: Buffer.byteLength(body) };
  }

  async function timeCsv(invitationId: string) {
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 2);
    const begin = performance.now();
    const response = await fetch(`${base}/api/invitations/${invitationId}/gifts.csv`, { headers });
    const reader = response.body!.getReader();
    let first = 0;
    let bytes = 0;
    let rows = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!first) first = performance.now() - begin;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) rows += 1;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    clearInterval(sampler);
    return { firstByteMs: first, totalMs: performance.now() - begin, bytes, rows: rows - 1, heapGrowthMb: (peak - before) / 1_048_576 };
  }

  // One warm-up each (query plans, JIT), then RUNS measured.
  await timeJson(`/api/invitations/${small}/gifts`);
  await timeCsv(small);
  const page: { ms: number; bytes: number }[] = [];
  const search: number[] = [];
  const csv: Awaited<ReturnType<typeof timeCsv>>[] = [];
  const csvLarge: Awaited<ReturnType<typeof timeCsv>>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    page.push(await timeJson(`/api/invitations/${small}/gifts`));
    search.push((await timeJson(`/api/invitations/${small}/gifts?q=selamat&group=Family&page=2`)).ms);
    csv.push(await timeCsv(small));
    csvLarge.push(await timeCsv(large));
  }
  const m = (values: number[]) => median(values).toFixed(0);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
  console.log(`\nGift ledger, ${database}, median of ${RUNS} (${new Date().toISOString().slice(0, 16)} UTC)`);
  console.log(`ledger API, first page of 2,000 gifts (totals + 50 rows): ${m(page.map((p) => p.ms))} ms, ${(page[0]!.bytes / 1024).toFixed(1)} KB`);
  console.log(`ledger API, search + group filter, page 2: ${m(search)} ms`);
  console.log(`gifts.csv, 2,000 gifts: first byte ${m(csv.map((c) => c.firstByteMs))} ms, total ${m(csv.map((c) => c.totalMs))} ms, ${(csv[0]!.bytes / 1024).toFixed(0)} KB, ${csv[0]!.rows} rows, server heap growth ${median(csv.map((c) => c.heapGrowthMb)).toFixed(1)} MB`);
  console.log(`gifts.csv, 20,000 gifts: first byte ${m(csvLarge.map((c) => c.firstByteMs))} ms, total ${m(csvLarge.map((c) => c.totalMs))} ms, ${(csvLarge[0]!.bytes / 1024).toFixed(0)} KB, ${csvLarge[0]!.rows} rows, server heap growth ${median(csvLarge.map((c) => c.heapGrowthMb)).toFixed(1)} MB`);
  await app.close();
  await ctx.database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
// A pool or timer of the app may still hold the loop: the figures are printed, so end here.
process.exit(0);
