/**
 * A host with 10,000 RSVP responses (architecture.md §6: the responses page is usable in under 1 s and the
 * CSV export streams). Seeds a fresh data directory, starts the built app on it, then measures:
 *   - the responses API (summary + meal counts + first page of 50), median of 7 calls;
 *   - the responses page in Chromium, from navigation start until the summary and the table show;
 *   - the full CSV download (time to first byte and to the last byte, size, rows).
 *
 *   npm run build && npm run bench:responses      # dist/web, or $WEB_DIST_DIR; PostgreSQL with $DATABASE_URL
 *
 * `measureResponses` is also one part of `npm run bench` (bench/run.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import pino from 'pino';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { invitations, rsvpResponses } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { createVerifiedUser } from '@server/features/accounts/service';
import { freePort, startServerProcess } from '../tests/support/processes';
import { median } from './load';

const root = fileURLToPath(new URL('..', import.meta.url));
const RESPONSES = 10_000;
const HOST = { email: 'bench-host@example.com', password: 'bench-host-password' };

export interface ResponsesFigures {
  apiMedianMs: number;
  apiSearchMs: number;
  pageColdMs: number;
  pageMedianMs: number;
  csvFirstByteMs: number;
  csvTotalMs: number;
  csvBytes: number;
  csvLines: number;
}

// ── Seed (the embedded database has one owner at a time: before the server starts) ──
async function seedResponses(env: Record<string, string>): Promise<string> {
  const ctx = await createContext(loadConfig(env), pino({ level: 'warn' }));
  await seed(ctx);
  const host = await createVerifiedUser(ctx.auth, ctx.database.db, { ...HOST, name: 'Bench Host' });
  const [invitation] = await ctx.database.db
    .insert(invitations)
    .values({
      userId: host.id,
      eventName: '<p>Bench Wedding</p>',
      date: '2027-12-12',
      templateStatus: 'Published',
      rsvp: { enabled: true, allowPlusOnes: true, mealOptions: [{ id: 'a', name: 'Chicken' }, { id: 'b', name: 'Fish' }, { id: 'c', name: 'Vegetarian' }] },
    })
    .returning({ id: invitations.id });
  const meals = ['a', 'b', 'c', ''];
  for (let start = 0; start < RESPONSES; start += 1000) {
    await ctx.database.db.insert(rsvpResponses).values(
      Array.from({ length: 1000 }, (_, k) => {
        const i = start + k;
        const attending = i % 5 !== 0;
        return {
          invitationId: invitation!.id,
          guestName: i % 7 === 0 ? `王小明 ${i}` : i % 11 === 0 ? `கார்த்திக் ${i}` : `Guest ${i}`,
          email: `guest${i}@example.com`,
          attending,
          numberOfGuests: attending ? 1 + (i % 4) : 0,
          mealChoice: attending ? meals[i % 4]! : '',
          wishes: i % 3 === 0 ? `Congratulations and best wishes from guest number ${i}!` : '',
          responseDate: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        };
      }),
    );
  }
  await ctx.liveEvents.close();
  await ctx.database.close();
  return invitation!.id;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * Seeds a fresh data directory (and the database named by `databaseUrl`, if any, which must be
 * empty) with one host and 10,000 responses, starts the built app on it and measures.
 */
export async function measureResponses(options: { webDist: string; databaseUrl?: string }): Promise<ResponsesFigures> {
  if (!fs.existsSync(path.join(options.webDist, 'index.html'))) throw new Error(`No build at ${options.webDist}: run \`npm run build\` (or set WEB_DIST_DIR).`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-bench-responses-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    WEB_DIST_DIR: options.webDist,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'admin@bench.example.com',
    ADMIN_PASSWORD: 'bench-admin-password',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const invitationId = await seedResponses(env);
  const server = await startServerProcess(env);
  try {
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(HOST),
    });
    const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const cookie = cookies.join('; ');

    // API
    const apiTimes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/invitations/${invitationId}/responses`, { headers: { cookie } });
      const body = (await response.json()) as { summary: { total: number } };
      if (body.summary.total !== RESPONSES) throw new Error(`expected ${RESPONSES} responses, got ${body.summary.total}`);
      apiTimes.push(performance.now() - started);
    }
    const searchStarted = performance.now();
    await (await fetch(`${baseUrl}/api/invitations/${invitationId}/responses?q=${encodeURIComponent('王小明 70')}&filter=attending&page=2`, { headers: { cookie } })).json();
    const searchTime = performance.now() - searchStarted;

    // Browser: navigation start → summary and table visible
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    await context.addCookies(cookies.map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), url: baseUrl })));
    const pageTimes: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`/rsvp/${invitationId}`, { waitUntil: 'commit' });
      await page.locator('dl dd').filter({ hasText: String(RESPONSES) }).first().waitFor();
      await page.getByRole('region', { name: 'RSVP responses table' }).getByRole('row').nth(50).waitFor();
      pageTimes.push(Date.now() - started);
      await page.close();
    }
    await browser.close();

    // CSV, streamed
    const csvStarted = performance.now();
    const csv = await fetch(`${baseUrl}/api/invitations/${invitationId}/responses.csv`, { headers: { cookie } });
    const reader = csv.body!.getReader();
    let firstByte = 0;
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByte) firstByte = performance.now() - csvStarted;
      bytes += value.length;
      for (const byte of value) if (byte === 0x0a) lines += 1;
    }
    const csvTotal = performance.now() - csvStarted;

    return {
      apiMedianMs: median(apiTimes),
      apiSearchMs: searchTime,
      pageColdMs: pageTimes[0]!,
      pageMedianMs: median(pageTimes),
      csvFirstByteMs: firstByte,
      csvTotalMs: csvTotal,
      csvBytes: bytes,
      csvLines: lines - 1,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist/web'));
  const f = await measureResponses({ webDist, databaseUrl: process.env.DATABASE_URL });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`\nRSVP responses with ${RESPONSES.toLocaleString('en')} responses on one invitation (${os.cpus().length} CPUs, ${database})\n`);
  console.table({
    'responses API (summary + meals + page of 50), median of 7': ms(f.apiMedianMs),
    'responses API, search + filter + page 2': ms(f.apiSearchMs),
    'responses page usable in Chromium (cold first load)': ms(f.pageColdMs),
    'responses page usable in Chromium (median of 3)': ms(f.pageMedianMs),
    'CSV: first byte': ms(f.csvFirstByteMs),
    'CSV: finished download': ms(f.csvTotalMs),
    'CSV: size': `${(f.csvBytes / 1024 / 1024).toFixed(2)} MB, ${f.csvLines} data lines (wishes may add none)`,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
