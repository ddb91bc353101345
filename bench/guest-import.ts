/**
 * Importing a 5,000-row guest list (issue 17: "5,000 rows import in seconds"). Seeds a host on a fresh
 * data directory, starts the server on it, then measures through the API, as the import panel calls it:
 *   - preview of a 5,000-row CSV and of the same list as XLSX (upload to answer), median of 3 each;
 *   - the longest /api/health answer while a preview runs (the parse is in the worker pool, so the
 *     main thread keeps answering), beside the same over as long at rest (the machine's own noise);
 *   - commit of the 5,000 rows to an empty list (5 multi-row INSERTs in one transaction), median of 3;
 *   - commit of the same 5,000 rows again with 'merge' (every row a duplicate: 5 UPDATE … FROM VALUES).
 *
 *   node --import tsx bench/guest-import.ts      # PGlite; PostgreSQL with $DATABASE_URL (an empty database)
 *
 * `measureGuestImport` is also one part of `npm run bench` (bench/run.ts), on the compiled server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import writeExcelFile from 'write-excel-file/node';
import { IMPORT_COLUMNS, type ImportPreview, type ImportResult } from '@shared/guest-import';
import { GUEST_LIMITS } from '@shared/guests';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { invitations } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { createVerifiedUser } from '@server/features/accounts/service';
import { buildCompiledServer, startServerProcess, type ServerCommand } from '../tests/support/processes';
import { median } from './load';

const ROWS = GUEST_LIMITS.importMaxRows;
const RUNS = 3;
const HOST = { email: 'bench-importer@example.com', password: 'bench-importer-password' };
const LANGUAGES = ['malay', 'EN', 'chinese', 'TA', ''];
const GROUPS = ["Bride's family", "Groom's family; Kampung", 'Office', 'Choir, Friends', ''];

export interface GuestImportFigures {
  csvBytes: number;
  xlsxBytes: number;
  previewCsvMs: number;
  previewXlsxMs: number;
  /** The longest /api/health answer during an XLSX preview, and over the same time with nothing running. */
  healthDuringPreviewMs: number;
  healthAtRestMs: number;
  commitMs: number;
  mergeMs: number;
}

/** 5,000 distinct households in every spelling the import reads: local and international phones, groups, languages. */
function guestRows(): string[][] {
  return Array.from({ length: ROWS }, (_, i) => [
    i % 9 === 0 ? `Keluarga 王 ${i}` : `Encik Guest ${i} sekeluarga`,
    String(1 + (i % 6)),
    i % 4 === 0 ? `+65 8${String(1_000_000 + i).padStart(7, '0')}` : `012-${String(3_000_000 + i).padStart(7, '0')}`,
    i % 3 === 0 ? '' : `Guest.${i}@Example.com`,
    GROUPS[i % GROUPS.length]!,
    LANGUAGES[i % LANGUAGES.length]!,
  ]);
}

const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

async function seedHost(env: Record<string, string>): Promise<string[]> {
  const ctx = await createContext(loadConfig(env), pino({ level: 'warn' }));
  await seed(ctx);
  const host = await createVerifiedUser(ctx.auth, ctx.database.db, { ...HOST, name: 'Bench Importer' });
  const rows = await ctx.database.db
    .insert(invitations)
    .values(Array.from({ length: RUNS + 1 }, (_, i) => ({ userId: host.id, eventName: `<p>Import bench ${i}</p>`, date: '2027-12-12', templateStatus: 'Published' as const })))
    .returning({ id: invitations.id });
  await ctx.liveEvents.close();
  await ctx.database.close();
  return rows.map((row) => row.id);
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/**
 * Seeds a fresh data directory (and the database named by `databaseUrl`, if any, which must be
 * empty), starts the server with `command` (default: compiled here, as `npm start` runs it) and measures.
 */
export async function measureGuestImport(options: { databaseUrl?: string; command?: ServerCommand } = {}): Promise<GuestImportFigures> {
  const compiled = options.command ? null : await buildCompiledServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-bench-import-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    ADMIN_EMAIL: 'admin@bench.example.com',
    ADMIN_PASSWORD: 'bench-admin-password',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const invitationIds = await seedHost({ ...env, PUBLIC_URL: 'http://127.0.0.1' });
  const server = await startServerProcess(env, { timeoutMs: 180_000, command: options.command ?? compiled!.command });
  try {
    const base = server.baseUrl;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(HOST) });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const headers = { cookie, origin: base };

    const rows = guestRows();
    const csv = Buffer.from([IMPORT_COLUMNS.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n'));
    const xlsx = await writeExcelFile([[...IMPORT_COLUMNS], ...rows.map((row) => row.map((cell, c) => (c === 1 ? Number(cell) : cell)))]).toBuffer();

    const [target, ...others] = invitationIds as [string, ...string[]];
    const preview = async (file: Buffer, name: string): Promise<ImportPreview> => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), name);
      const response = await fetch(`${base}/api/invitations/${target}/guests/import/preview`, { method: 'POST', headers, body: form });
      if (!response.ok) throw new Error(`preview ${name}: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as ImportPreview;
      if (body.rows.length !== ROWS) throw new Error(`preview ${name}: ${body.rows.length} rows, ${body.problems.length} problems: ${JSON.stringify(body.problems.slice(0, 3))}`);
      return body;
    };
    const commit = async (invitationId: string, previewed: ImportPreview, duplicates: 'merge' | 'skip'): Promise<ImportResult> => {
      const response = await fetch(`${base}/api/invitations/${invitationId}/guests/import`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ duplicates, rows: previewed.rows.map(({ matches: _matches, ...row }) => row) }),
      });
      if (!response.ok) throw new Error(`commit: ${response.status} ${await response.text()}`);
      return (await response.json()) as ImportResult;
    };

    // Warm-up: the first task starts a worker (and loads its code).
    await preview(csv, 'warm.csv');

    // Health checks every 20 ms: the longest wait is the main thread's (or the machine's, at rest).
    const probeHealth = (until: Promise<unknown>) => {
      let running = true;
      void until.finally(() => (running = false));
      return (async () => {
        let worst = 0;
        while (running) {
          const probe = await timed(() => fetch(`${base}/api/health`).then((r) => r.text()));
          worst = Math.max(worst, probe.ms);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return worst;
      })();
    };

    const csvTimes: number[] = [];
    const xlsxTimes: number[] = [];
    let healthWorst = 0;
    let healthAtRest = 0;
    let previewed: ImportPreview | null = null;
    for (let run = 0; run < RUNS; run++) {
      const fromCsv = await timed(() => preview(csv, 'guests.csv'));
      csvTimes.push(fromCsv.ms);
      previewed = fromCsv.value;
      const reading = timed(() => preview(xlsx, 'guests.xlsx'));
      healthWorst = Math.max(healthWorst, await probeHealth(reading));
      const fromXlsx = await reading;
      xlsxTimes.push(fromXlsx.ms);
      healthAtRest = Math.max(healthAtRest, await probeHealth(new Promise((resolve) => setTimeout(resolve, fromXlsx.ms))));
    }

    const commitTimes: number[] = [];
    for (const invitationId of others) {
      const result = await timed(() => commit(invitationId, previewed!, 'skip'));
      if (result.value.created !== ROWS) throw new Error(`commit created ${result.value.created}`);
      commitTimes.push(result.ms);
    }
    // Every row now matches a household on the first list: 5,000 updates.
    const merged = await timed(() => commit(others[0]!, previewed!, 'merge'));
    if (merged.value.merged !== ROWS) throw new Error(`merge merged ${merged.value.merged}`);

    return {
      csvBytes: csv.length,
      xlsxBytes: xlsx.length,
      previewCsvMs: median(csvTimes),
      previewXlsxMs: median(xlsxTimes),
      healthDuringPreviewMs: healthWorst,
      healthAtRestMs: healthAtRest,
      commitMs: median(commitTimes),
      mergeMs: merged.ms,
    };
  } finally {
    await server.stop();
    compiled?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(): Promise<void> {
  const f = await measureGuestImport({ databaseUrl: process.env.DATABASE_URL });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`\nGuest import of ${ROWS.toLocaleString('en')} rows (${os.cpus().length} CPUs, ${database})\n`);
  console.table({
    [`preview, CSV (${(f.csvBytes / 1024).toFixed(0)} KB), median of ${RUNS}`]: ms(f.previewCsvMs),
    [`preview, XLSX (${(f.xlsxBytes / 1024).toFixed(0)} KB), median of ${RUNS}`]: ms(f.previewXlsxMs),
    'longest /api/health answer during an XLSX preview': ms(f.healthDuringPreviewMs),
    'longest /api/health answer over the same time at rest': ms(f.healthAtRestMs),
    [`commit to an empty list, median of ${RUNS}`]: ms(f.commitMs),
    "commit again with 'merge' (every row updates a household)": ms(f.mergeMs),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
