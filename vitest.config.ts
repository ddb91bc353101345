import { configDefaults, defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './src/path-aliases';
import { scaled } from './tests/e2e/support/timeouts';

const jsonReport = process.env.VITEST_JSON;

/**
 * The second pass on PostgreSQL (TEST_DATABASE_URL) re-runs only what depends on the test database.
 * Unit tests and these files pin their own storage or none (the embedded server's memory and backup,
 * the compiled build, the generated client, the seed artwork, the audit words): running them again
 * tested nothing new and cost minutes of CI. The two route-table walks are about the HTTP layer, not
 * the database: every route × four callers (access-matrix: the statuses and what a non-owner's answer
 * may hold; the ownership queries behind them run on PostgreSQL in every feature's own tests) and every
 * spelling of every rate-limited path (route-spellings: the limiter's counters, in memory or Redis).
 * They were the PostgreSQL pass's two slowest files (60 s and 31 s of its 357 s, 2026-12-03).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const NOT_ON_THE_TEST_DATABASE = [
  'tests/unit/**',
  'tests/server/access-matrix.test.ts',
  'tests/server/api-types.test.ts',
  'tests/server/artwork.test.ts',
  'tests/server/audit-words.test.ts',
  'tests/server/backup.test.ts',
  'tests/server/compiled-server.test.ts',
  'tests/server/memory-at-rest.test.ts',
  'tests/server/route-spellings.test.ts',
];

/**
 * Which test files get a process of their own. Loading the server's modules cost each file about 2.3 s
 * (300 s of the PGlite pass's worker time, 2026-12-03): every other server file shares its worker's
 * loaded modules (isolate: false) and builds its own app and database as before. These keep isolation:
 * - the unit tests: they mock modules, fake timers and stub globals;
 * - payments-pdf: the receipt PDF's memory allowance is read from the whole process's resident memory,
 *   so a worker that earlier files grew fails its bypass test (issue 28's stop: all three full runs
 *   without isolation failed there, and only there);
 * - event-loop and memory-at-rest: they measure the process.
 */
const UNIT_TESTS = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'];
const OWN_PROCESS = [...UNIT_TESTS, 'tests/server/payments-pdf.test.ts', 'tests/server/event-loop.test.ts', 'tests/server/memory-at-rest.test.ts'];
const skipped = [...configDefaults.exclude, ...(onPostgres ? NOT_ON_THE_TEST_DATABASE : [])];

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  test: {
    environment: 'node',
    pool: 'forks',
    // Each file gets its own database; two cores, so two files at a time (across both projects).
    maxWorkers: 2,
    // Multiplied on a busy machine (tests/e2e/support/timeouts.ts: TEST_TIMEOUT_SCALE, else the load at start).
    testTimeout: scaled(30_000),
    hookTimeout: scaled(60_000),
    setupFiles: ['tests/support/vitest-setup.ts'],
    globalSetup: ['tests/support/pglite-template.ts'],
    // Dates must not depend on the machine's zone: run in a non-UTC one so such bugs fail loudly.
    env: { TZ: 'Asia/Kuala_Lumpur' },
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    projects: [
      { extends: true, test: { name: 'shared', include: ['tests/server/**/*.test.ts'], exclude: [...skipped, ...OWN_PROCESS], isolate: false } },
      { extends: true, test: { name: 'isolated', include: OWN_PROCESS, exclude: skipped, isolate: true } },
    ],
  },
});
