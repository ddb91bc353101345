/**
 * The door without signal (issue 28 point 4, product.md §13): two helpers each check in 500 of 1,000
 * households offline, 50 of them on both phones, then reconnect at once. Each phone sends its queue
 * as the page does (batches of 50, each item with its scanId, deviceId and knownArrived = 0: neither
 * phone knew of the other's check-ins). Prints households lost (checked in, no arrivals stored),
 * doubled (more arrivals than the guests checked in at one door), a resend of everything (must add
 * nothing), and the time until both phones' queues are synced: the median of RUNS runs (default 5),
 * each on a new invitation of the same app (in-process, embedded PGlite, or PostgreSQL with DATABASE_URL).
 *
 *   node --import tsx bench/door-sync.ts
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { ArrivalBatchResult, ArrivalInput } from '@shared/checkin';
import { CHECKIN_LIMITS } from '@shared/checkin';
import { buildApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { checkinLinks, checkins, households, invitations } from '@server/db/schema';
import { createVerifiedUser } from '@server/features/accounts/service';
import { hashCheckinToken } from '@server/features/checkin/host-service';
import { householdTokenHash } from '@server/features/guests/links';
import { median } from './load';

const HOUSEHOLDS = 1_000;
const PER_PHONE = 500;
const OVERLAP = 50;
const RUNS = Number(process.env.RUNS ?? 5);
const ORIGIN = 'http://127.0.0.1:3999';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-door-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, LOG_LEVEL: 'silent', RATE_LIMITS: 'off', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password' };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  const ctx = await createContext(loadConfig(env), pino({ level: 'silent' }));
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  const db = ctx.database.db;
  const host = await createVerifiedUser(ctx.auth, db, { email: `door-bench-${randomUUID()}@example.com`, password: 'door-bench-password', name: 'Door Bench' });

  const times: number[] = [];
  let lostTotal = 0;
  let doubledTotal = 0;
  let resendAdded = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const eventId = randomUUID();
    const event = { id: eventId, name: 'Resepsi', date: '2027-12-12', time: '12:00', endTime: '', venue: 'Dewan', address: '', mapUrls: { google: '', waze: '' }, dressCode: '', note: '', isPublic: true, isMain: true, mealOptions: [] };
    const [invitation] = await db.insert(invitations).values({ userId: host.id, eventName: '<p>Door bench</p>', date: '2027-12-12', time: '12:00', events: [event] }).returning();
    const rows = Array.from({ length: HOUSEHOLDS }, (_, i) => {
      const id = randomUUID();
      return { id, invitationId: invitation!.id, name: `Household ${String(i).padStart(4, '0')}`, seats: 1 + (i % 4), phone: '', email: '', tokenHash: householdTokenHash(ctx.secret, id, 1) };
    });
    for (let start = 0; start < rows.length; start += 500) await db.insert(households).values(rows.slice(start, start + 500));
    const token = randomBytes(32).toString('base64url');
    await db.insert(checkinLinks).values({ invitationId: invitation!.id, label: 'Bench', tokenHash: hashCheckinToken(token), expiresAt: new Date(Date.now() + 86_400_000) });

    // Phone A: households 0..499; phone B: 450..949 (50 on both). Each checks in the household's seats.
    const phone = (from: number) => {
      const deviceId = randomUUID();
      return rows.slice(from, from + PER_PHONE).map((row): ArrivalInput => ({ scanId: randomUUID(), householdId: row.id, eventId, guests: row.seats, scannedAt: new Date().toISOString(), deviceId, knownArrived: 0 }));
    };
    const queues = [phone(0), phone(PER_PHONE - OVERLAP)];
    const send = async (queue: ArrivalInput[]) => {
      let added = 0;
      for (let start = 0; start < queue.length; start += CHECKIN_LIMITS.batchMax) {
        const response = await app.inject({ method: 'POST', url: `/api/checkin/${token}/arrivals`, headers: { origin: ORIGIN }, payload: { arrivals: queue.slice(start, start + CHECKIN_LIMITS.batchMax) } });
        if (response.statusCode !== 200) throw new Error(`sync answered ${response.statusCode}: ${response.body}`);
        added += (response.json() as ArrivalBatchResult).results.reduce((sum, result) => sum + (result.added ?? 0), 0);
      }
      return added;
    };
    const started = performance.now();
    await Promise.all(queues.map(send));
    times.push(performance.now() - started);
    // A phone that lost the answers sends everything again: nothing is added.
    resendAdded += (await Promise.all(queues.map(send))).reduce((a, b) => a + b, 0);

    const stored = await db
      .select({ householdId: checkins.householdId, guests: sql<number>`sum(${checkins.guests})::int` })
      .from(checkins)
      .where(eq(checkins.invitationId, invitation!.id))
      .groupBy(checkins.householdId);
    const arrived = new Map(stored.map((row) => [row.householdId, Number(row.guests)]));
    const checkedIn = rows.slice(0, PER_PHONE * 2 - OVERLAP);
    lostTotal += checkedIn.filter((row) => (arrived.get(row.id) ?? 0) < row.seats).length;
    doubledTotal += checkedIn.filter((row) => (arrived.get(row.id) ?? 0) > row.seats).length + rows.slice(PER_PHONE * 2 - OVERLAP).filter((row) => arrived.has(row.id)).length;
  }
  await app.close();
  await ctx.database.close?.();
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const sorted = times.map((ms) => Math.round(ms));
  console.log(`door sync (${database}): 2 phones × ${PER_PHONE} offline check-ins of ${HOUSEHOLDS} households, ${OVERLAP} on both, ${RUNS} runs`);
  console.log(`  lost: ${lostTotal}, doubled: ${doubledTotal}, added by a full resend: ${resendAdded}`);
  console.log(`  time to sync both phones: median ${Math.round(median(times))} ms (runs: ${sorted.join(', ')} ms)`);
  process.exitCode = lostTotal || doubledTotal || resendAdded ? 1 : 0;
}

await main();
