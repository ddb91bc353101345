/**
 * A host with 10,000 RSVP responses (DESIGN §6: the responses page is usable in under 1 s and the
 * CSV export streams). Seeds a fresh data directory, starts the built app on it, then measures:
 *   - the responses API (summary + meal counts + first page of 50), median of 7 calls;
 *   - the responses page in Chromium, from navigation start until the summary and the table show;
 *   - the full CSV download (time to first byte and to the last byte, size, rows).
 *
 *   npm run build && npm run bench:responses      # dist/web, or $WEB_DIST_DIR; port $BENCH_PORT (4421)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pino from 'pino';
import { createContext } from '../src/server/bootstrap';
import { loadConfig } from '../src/server/config';
import { invitations, rsvpResponses } from '../src/server/db/schema';
import { seed } from '../src/server/db/seed';
import { createVerifiedUser } from '../src/server/features/accounts/service';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist/web'));
const port = Number(process.env.BENCH_PORT ?? 4421);
const baseUrl = `http://127.0.0.1:${port}`;
const RESPONSES = 10_000;
const HOST = { email: 'bench-host@example.com', password: 'bench-host-password' };

if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No build at ${dist}: run \`npm run build\` (or set WEB_DIST_DIR).`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-bench-responses-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, WEB_DIST_DIR: dist, LOG_LEVEL: 'warn', ADMIN_EMAIL: 'admin@bench.example.com', ADMIN_PASSWORD: 'bench-admin-password' };

// ── Seed (the embedded database has one owner at a time: before the server starts) ──
async function seedResponses(): Promise<string> {
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

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const invitationId = await seedResponses();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitForHealth();
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

  console.log(`\nRSVP responses with ${RESPONSES.toLocaleString('en')} responses on one invitation (${os.cpus().length} CPUs, embedded PGlite)\n`);
  console.table({
    'responses API (summary + meals + page of 50), median of 7': ms(median(apiTimes)),
    'responses API, search + filter + page 2': ms(searchTime),
    'responses page usable in Chromium (cold first load)': ms(pageTimes[0]!),
    'responses page usable in Chromium (median of 3)': ms(median(pageTimes)),
    'CSV: first byte': ms(firstByte),
    'CSV: finished download': ms(csvTotal),
    'CSV: size': `${(bytes / 1024 / 1024).toFixed(2)} MB, ${lines - 1} data lines (wishes may add none)`,
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
