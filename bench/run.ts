/**
 * `npm run bench`: every figure of architecture.md §1/§6 measured side by side in one run, printed as ONE
 * markdown table and written to bench/results/latest.md. It builds the server it measures (compiled,
 * as `npm start` runs it) into a folder of its own; the web app it does not: run `npm run build` first.
 *
 *   npm run build && npm run bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench   # adds the PostgreSQL rows
 *
 * With DATABASE_URL the script creates its own temporary databases on that server and drops them;
 * it never writes into the database named. Servers run on free ports with temp data directories.
 * RATE_LIMITS=off on the measured server: the load comes from one address, and the guest limits
 * (a few answers per address per invitation) would otherwise turn it into 429s.
 * Environment: RUNS (Lighthouse runs per page, default 3), SKIP_LIGHTHOUSE=1, ONLY_SERVER=1 (the
 * server rows alone: RSVP writes, growth, public page and memory; no host page, no Lighthouse).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCompiledServer, freePort, startServerProcess, type CompiledServer } from '../tests/support/processes';
import { temporaryDatabase } from '../tests/support/temporary-database';
import type { BenchFixtures } from './bench-server';
import { CATEGORIES, DEMO_INVITATION, LIGHTHOUSE_BUDGETS, LIGHTHOUSE_PAGES, measurePages, startServer as startLighthouseServer } from './lighthouse';
import { load, median, rate, type LoadResult } from './load';
import { measureResponses } from './responses';
import { GUEST_LIST_HOUSEHOLDS, measureGuestList } from './guest-list';
import { measureGuestImport } from './guest-import';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist/web'));
const CONNECTIONS = 100;
const RSVP_REQUESTS = 2_000;
/** The RSVP load runs this many times, real and bare alternating; the table gives the median run. */
const RSVP_ROUNDS = 3;
const GROWTH_REQUESTS = 300;
/** The growth requests go in this many slices, empty and grown alternating, so drift (heap, WAL) hits both. */
const GROWTH_SLICES = 3;
const PAGE_REQUESTS = 3_000;

interface Row {
  database: string;
  measurement: string;
  figure: string;
  goal: string;
  result: 'pass' | 'miss' | '';
}
const rows: Row[] = [];
const record = (database: string, measurement: string, figure: string, goal = '', ok?: boolean) => {
  rows.push({ database, measurement, figure, goal, result: ok === undefined ? '' : ok ? 'pass' : 'miss' });
  console.log(`  ${database} | ${measurement}: ${figure}${goal ? ` (goal ${goal}: ${ok ? 'pass' : 'miss'})` : ''}`);
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Resident memory of a process, from /proc (Linux). */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb * 1024;
}

interface BenchServer {
  base: string;
  bareBase: string;
  fixtures: BenchFixtures;
  child: ChildProcess;
  dataDir: string;
  /** Stops the server; its data directory is removed unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The server is measured as `npm start` runs it: compiled by scripts/build-server.ts and started
 * with its production environment and flags. bench-server.ts is compiled with it, the same way.
 */
let compiled: CompiledServer;

async function startBenchServer(databaseUrl: string | undefined): Promise<BenchServer> {
  const [port, barePort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-bench-'));
  const command = compiled.commandFor('bench-server');
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: {
      ...command.env,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      BARE_PORT: String(barePort),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ADMIN_EMAIL: 'admin@bench.example.com',
      ADMIN_PASSWORD: 'bench-admin-password',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const fixtures = await new Promise<BenchFixtures>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) resolve((JSON.parse(line) as { fixtures: BenchFixtures }).fixtures);
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited with code ${code}`)));
  });
  return {
    base,
    bareBase: `http://127.0.0.1:${barePort}`,
    fixtures,
    child,
    dataDir,
    stop: async (options = {}) => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const answerBody = JSON.stringify({ guestName: 'Bench Guest [<id>]', email: '', attending: true, numberOfGuests: 2, mealChoice: 'm1', wishes: '' });
const json = { 'content-type': 'application/json' };

async function rowsStored(server: BenchServer, invitationId: string): Promise<number> {
  return ((await (await fetch(`${server.bareBase}/count/${invitationId}`)).json()) as { rows: number }).rows;
}

/** The database rows: RSVP writes vs the bare route, growth, public page vs static, memory. */
async function measureServer(database: string, databaseUrl: string | undefined): Promise<void> {
  const server = await startBenchServer(databaseUrl);
  try {
    const { base, bareBase, fixtures } = server;
    const realUrl = (id: string) => `${base}/api/invitations/${id}/rsvp`;
    // Origin as a browser sends it (the CSRF check compares it with PUBLIC_URL).
    const realHeaders = { ...json, origin: base };

    // Warm up both paths (JIT, pool, caches), outside the measured invitations.
    await load({ url: realUrl(fixtures.empty), connections: 10, amount: 200, method: 'POST', headers: realHeaders, body: answerBody, idReplacement: true });
    await load({ url: `${bareBase}/rsvp/${fixtures.empty}`, connections: 10, amount: 200, method: 'POST', headers: json, body: answerBody, idReplacement: true });
    const restingRss = residentBytes(server.child.pid!);

    // Growth: one guest at a time, so latency is the request's own cost, not queueing; in slices,
    // empty and grown alternating, and the mean over all of each side's requests.
    const sequential = (id: string) =>
      load({ url: realUrl(id), connections: 1, amount: GROWTH_REQUESTS / GROWTH_SLICES, method: 'POST', headers: realHeaders, body: answerBody, idReplacement: true });
    const emptySlices: LoadResult[] = [];
    const grownSlices: LoadResult[] = [];
    for (let slice = 0; slice < GROWTH_SLICES; slice++) {
      emptySlices.push(await sequential(fixtures.empty));
      grownSlices.push(await sequential(fixtures.grown));
    }
    const meanLatency = (slices: LoadResult[]) => slices.reduce((total, run) => total + run.latency.average, 0) / slices.length;
    const [onEmpty, onGrown] = [meanLatency(emptySlices), meanLatency(grownSlices)];

    // RSVP writes under load: RSVP_ROUNDS runs of each, real endpoint and bare route alternating (so
    // both see the same machine), sampling memory meanwhile. The table gives each side's median run.
    let peakRss = restingRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentBytes(server.child.pid!))), 50);
    const realRuns: LoadResult[] = [];
    const bareRuns: LoadResult[] = [];
    for (let round = 0; round < RSVP_ROUNDS; round++) {
      realRuns.push(await load({ url: realUrl(fixtures.load), connections: CONNECTIONS, amount: RSVP_REQUESTS, method: 'POST', headers: realHeaders, body: answerBody, idReplacement: true }));
      bareRuns.push(await load({ url: `${bareBase}/rsvp/${fixtures.bare}`, connections: CONNECTIONS, amount: RSVP_REQUESTS, method: 'POST', headers: json, body: answerBody, idReplacement: true }));
    }
    clearInterval(sampler);
    const [realRows, bareRows] = [await rowsStored(server, fixtures.load), await rowsStored(server, fixtures.bare)];
    const medianRun = (runs: LoadResult[]) => runs.find((run) => rate(run) === median(runs.map(rate))) ?? runs[0]!;
    const [real, bare] = [medianRun(realRuns), medianRun(bareRuns)];
    const sum = (runs: LoadResult[], key: '2xx' | 'non2xx' | 'errors') => runs.reduce((total, run) => total + run[key], 0);

    const loadName = `${RSVP_REQUESTS.toLocaleString('en')} RSVPs, ${CONNECTIONS} connections, median of ${RSVP_ROUNDS} runs`;
    const runRates = (runs: LoadResult[]) => runs.map((run) => rate(run).toFixed(0)).join(', ');
    record(database, `RSVP endpoint: ${loadName}`, `${rate(real).toFixed(0)} req/s, p50 ${ms(real.latency.p50)}, p99 ${ms(real.latency.p99)} (runs: ${runRates(realRuns)} req/s)`);
    record(database, `Bare Fastify INSERT, same pool: ${loadName}`, `${rate(bare).toFixed(0)} req/s, p50 ${ms(bare.latency.p50)}, p99 ${ms(bare.latency.p99)} (runs: ${runRates(bareRuns)} req/s)`);
    const ratio = rate(real) / rate(bare);
    record(database, 'RSVP throughput ÷ bare route', ratio.toFixed(2), '≥ 0.60', ratio >= 0.6);
    const [acknowledged, bareAcknowledged] = [sum(realRuns, '2xx'), sum(bareRuns, '2xx')];
    record(
      database,
      'RSVP rows stored vs answers acknowledged',
      `${realRows} stored / ${acknowledged} acknowledged (${sum(realRuns, 'non2xx')} non-2xx, ${sum(realRuns, 'errors')} errors)`,
      'none lost',
      realRows === acknowledged && acknowledged === RSVP_REQUESTS * RSVP_ROUNDS,
    );
    record(database, 'Bare route rows stored vs acknowledged', `${bareRows} / ${bareAcknowledged}`, '', bareRows === bareAcknowledged);
    // Mean, not p50: autocannon's percentiles are whole milliseconds, too coarse at 2-3 ms.
    const growth = onGrown / onEmpty;
    record(
      database,
      `RSVP latency at 10,000 responses ÷ at 0 (mean of ${GROWTH_REQUESTS} sequential, ${GROWTH_SLICES} alternating slices)`,
      `${growth.toFixed(2)} (${onGrown.toFixed(2)} ms vs ${onEmpty.toFixed(2)} ms)`,
      '≤ 1.20',
      growth <= 1.2,
    );

    // Public page vs a static asset of similar size, compressed as a browser asks.
    const pageUrl = `${base}${DEMO_INVITATION}`;
    const html = await (await fetch(pageUrl)).text();
    const htmlBytes = Buffer.byteLength(html);
    const assets = fs
      .readdirSync(path.join(webDist, 'assets'))
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => ({ name, size: fs.statSync(path.join(webDist, 'assets', name)).size }))
      .sort((a, b) => Math.abs(a.size - htmlBytes) - Math.abs(b.size - htmlBytes));
    const asset = assets[0]!;
    const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' };
    await load({ url: pageUrl, connections: 10, amount: 300, headers: browserHeaders });
    const page = await load({ url: pageUrl, connections: CONNECTIONS, amount: PAGE_REQUESTS, headers: browserHeaders });
    const staticAsset = await load({ url: `${base}/assets/${asset.name}`, connections: CONNECTIONS, amount: PAGE_REQUESTS, headers: browserHeaders });
    record(database, `Public invitation ${DEMO_INVITATION} (${(htmlBytes / 1024).toFixed(0)} KB HTML)`, `${rate(page).toFixed(0)} req/s, p50 ${ms(page.latency.p50)}, p99 ${ms(page.latency.p99)}`);
    record(database, `Static asset of similar size (${(asset.size / 1024).toFixed(0)} KB)`, `${rate(staticAsset).toFixed(0)} req/s, p50 ${ms(staticAsset.latency.p50)}, p99 ${ms(staticAsset.latency.p99)}`);
    const pageRatio = rate(page) / rate(staticAsset);
    record(database, 'Public page ÷ static asset (req/s)', pageRatio.toFixed(2), '≥ 0.50', pageRatio >= 0.5 && page.non2xx === 0);

    await server.stop({ keepData: true });
    const restartRss = await restingAfterRestart(server.dataDir, databaseUrl);
    const [restGoal, peakGoal] = database === 'PGlite' ? [300, 450] : [250, undefined];
    record(database, 'Server resident memory at rest after first start (fixture of 10,000 responses, after warm-up)', mb(restingRss), `≤ ${restGoal} MB`, restingRss <= restGoal * MB);
    record(database, 'Server resident memory at rest after a restart on the same data (npm start, after one guest page)', mb(restartRss), `≤ ${restGoal} MB`, restartRss <= restGoal * MB);
    record(database, `Server resident memory, peak under the RSVP load`, mb(peakRss), peakGoal ? `≤ ${peakGoal} MB` : '', peakGoal ? peakRss <= peakGoal * MB : undefined);
  } finally {
    await server.stop();
  }
}

const MB = 1024 * 1024;

/** The real server (compiled, as `npm start` runs it) restarted on the bench server's data: resident memory after one guest page. */
async function restingAfterRestart(dataDir: string, databaseUrl: string | undefined): Promise<number> {
  const server = await startServerProcess(
    { DATA_DIR: dataDir, WEB_DIST_DIR: webDist, ADMIN_EMAIL: 'admin@bench.example.com', ADMIN_PASSWORD: 'bench-admin-password', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { timeoutMs: 180_000, command: compiled.command },
  );
  try {
    await (await fetch(`${server.baseUrl}${DEMO_INVITATION}`)).text();
    return residentBytes(server.pid);
  } finally {
    await server.stop();
  }
}

/** A host with 10,000 responses (bench/responses.ts). */
async function measureHost(database: string, databaseUrl: string | undefined): Promise<void> {
  const f = await measureResponses({ webDist, databaseUrl });
  record(database, 'Host with 10,000 responses: responses API (median of 7)', ms(f.apiMedianMs));
  record(database, 'Host with 10,000 responses: page usable in Chromium (median of 3)', `${ms(f.pageMedianMs)} (cold ${ms(f.pageColdMs)})`, '< 1 s', f.pageMedianMs < 1000);
  record(database, 'Host with 10,000 responses: CSV export', `first byte ${ms(f.csvFirstByteMs)}, all ${ms(f.csvTotalMs)} (${(f.csvBytes / 1024 / 1024).toFixed(1)} MB)`);
}

/** A guest list of 2,000 households (bench/guest-list.ts; product.md §12). */
async function measureGuests(database: string, databaseUrl: string | undefined): Promise<void> {
  const f = await measureGuestList({ webDist, databaseUrl });
  const n = GUEST_LIST_HOUSEHOLDS.toLocaleString('en');
  record(database, `Guest list of ${n} households: API, first page (median of 7)`, ms(f.apiMedianMs));
  record(database, `Guest list of ${n} households: page usable in Chromium (median of 3)`, `${ms(f.pageMedianMs)} (cold ${ms(f.pageColdMs)})`, '< 1 s', f.pageMedianMs < 1000);
  record(database, `Guest list of ${n} households: CSV export`, `first byte ${ms(f.csvFirstByteMs)}, all ${ms(f.csvTotalMs)}`);
}

/** Importing 5,000 rows from a spreadsheet (bench/guest-import.ts; issue 17: "in seconds"). */
async function measureImport(database: string, databaseUrl: string | undefined): Promise<void> {
  const f = await measureGuestImport({ databaseUrl, command: compiled.command });
  record(database, 'Guest import of 5,000 rows: preview CSV / XLSX (median of 3)', `${ms(f.previewCsvMs)} / ${ms(f.previewXlsxMs)}`, '< 5 s', Math.max(f.previewCsvMs, f.previewXlsxMs) < 5000);
  record(database, 'Guest import of 5,000 rows: commit to an empty list (median of 3) / again with merge', `${ms(f.commitMs)} / ${ms(f.mergeMs)}`, '< 5 s', Math.max(f.commitMs, f.mergeMs) < 5000);
  record(database, 'Guest import: longest /api/health answer during an XLSX preview / as long at rest', `${ms(f.healthDuringPreviewMs)} / ${ms(f.healthAtRestMs)}`);
}

async function measureLighthouse(): Promise<void> {
  const server = await startLighthouseServer();
  try {
    const results = await measurePages(server.base);
    for (const page of LIGHTHOUSE_PAGES) {
      const run = results.find((r) => r.page === page)!.run;
      const goals = LIGHTHOUSE_BUDGETS.filter((b) => b.path === page);
      const ok = goals.every((goal) => run.scores[goal.category] >= goal.min);
      record(
        'web',
        `Lighthouse 12 mobile ${page} (${CATEGORIES.join(' / ')})`,
        CATEGORIES.map((c) => run.scores[c]).join(' / '),
        goals.map((g) => `${g.category} ≥ ${g.min}`).join(', '),
        ok,
      );
    }
  } finally {
    await server.stop();
  }
}

function table(): string {
  const header = '| database | measurement | figure | goal | result |\n|---|---|---|---|---|';
  return [header, ...rows.map((r) => `| ${r.database} | ${r.measurement} | ${r.figure} | ${r.goal || '–'} | ${r.result || '–'} |`)].join('\n');
}

async function measureDatabases(databases: { name: string; serverUrl?: string }[]): Promise<void> {
  for (const database of databases) {
    console.log(`\n${database.name}: RSVP writes, growth, public page, memory`);
    const temp = database.serverUrl ? await temporaryDatabase(database.serverUrl, 'bench') : undefined;
    try {
      await measureServer(database.name, temp?.url);
    } finally {
      await temp?.drop();
    }
    if (process.env.ONLY_SERVER) continue;
    console.log(`${database.name}: a host with 10,000 responses`);
    const hostDb = database.serverUrl ? await temporaryDatabase(database.serverUrl, 'bench') : undefined;
    try {
      await measureHost(database.name, hostDb?.url);
    } finally {
      await hostDb?.drop();
    }
    console.log(`${database.name}: a guest list of 2,000 households`);
    const guestDb = database.serverUrl ? await temporaryDatabase(database.serverUrl, 'bench') : undefined;
    try {
      await measureGuests(database.name, guestDb?.url);
    } finally {
      await guestDb?.drop();
    }
    console.log(`${database.name}: importing 5,000 guests`);
    const importDb = database.serverUrl ? await temporaryDatabase(database.serverUrl, 'bench') : undefined;
    try {
      await measureImport(database.name, importDb?.url);
    } finally {
      await importDb?.drop();
    }
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    console.error(`No build at ${webDist}: run \`npm run build\` first (or set WEB_DIST_DIR).`);
    process.exit(2);
  }
  const started = new Date();
  const databases: { name: string; serverUrl?: string }[] = [{ name: 'PGlite' }];
  if (process.env.DATABASE_URL) databases.push({ name: 'PostgreSQL', serverUrl: process.env.DATABASE_URL });

  compiled = await buildCompiledServer({ 'bench-server': 'bench/bench-server.ts' });
  try {
    await measureDatabases(databases);
  } finally {
    compiled.remove();
  }
  if (!process.env.SKIP_LIGHTHOUSE && !process.env.ONLY_SERVER) {
    console.log('\nLighthouse');
    await measureLighthouse();
  }

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const machine = `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
  const markdown = [
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${machine}.`,
    `Load by autocannon in the same process as the script; the server in its own process with RATE_LIMITS=off.`,
    '',
    table(),
    '',
  ].join('\n');
  const out = path.join(root, 'bench/results/latest.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, markdown);
  console.log(`\n${markdown}\nWritten to ${path.relative(root, out)}`);
}

await main();
