import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectPath } from '@server/lib/project-root';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app uses: PGlite and node-postgres drizzle instances both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (`db.transaction(async (tx) => …)`), accepted wherever a write must join one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock so that several instances may start at once. */
  migrate(): Promise<void>;
  /** Runs `fn` while holding the start-up lock (PostgreSQL), so only one instance seeds at a time. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The node-postgres pool (PostgreSQL only), for LISTEN/NOTIFY and health checks. */
  pool?: pg.Pool;
}

export const MIGRATIONS_FOLDER = projectPath('drizzle');
// Any fixed number: the key of the advisory lock that serialises start-up across instances.
const STARTUP_LOCK_KEY = 724_311_905;

/**
 * PGlite's start parameters: its defaults plus a small shared_buffers. PostgreSQL's 128 MB default
 * lives inside PGlite's WebAssembly memory, which never shrinks once touched; 16 MB holds this app's
 * hot pages (10,000 responses are a few MB) and the rest is read through the OS page cache
 * (docs/decisions/0016-memory-at-rest.md).
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Creates a new embedded database (initdb) in a child process that exits afterwards. initdb grows
 * the WebAssembly memory of the process that runs it to about 600 MB, and that memory is never
 * returned; done here, the server then opens the data like on any later start.
 */
export async function initEmbeddedDataDir(dataPath: string): Promise<void> {
  if (fs.existsSync(path.join(dataPath, 'PG_VERSION'))) return;
  const script = [
    'const { PGlite } = await import(process.argv[1]);',
    'const db = new PGlite(process.argv[2], { startParams: JSON.parse(process.argv[3]) });',
    'await db.waitReady;',
    'await db.close();',
  ].join('\n');
  const pgliteUrl = import.meta.resolve('@electric-sql/pglite');
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, pgliteUrl, dataPath, JSON.stringify(PGLITE_START_PARAMS)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dataPath} failed (exit ${code}):\n${stderr}`);
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /**
   * In memory only: start from this data directory (a `dumpDataDir` tarball) instead of running
   * initdb. The tests' suite makes one blank one and starts every database from it: 0.4 s instead of 4.5 s.
   */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  let dataPath: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('dataDir is required for the embedded database');
    dataPath = path.join(options.dataDir, 'db');
    fs.mkdirSync(dataPath, { recursive: true });
    await initEmbeddedDataDir(dataPath);
  }
  const startParams = [...PGLITE_START_PARAMS];
  const client = dataPath ? new PGlite(dataPath, { startParams }) : new PGlite({ startParams, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    // One process owns an embedded database: nothing to serialise.
    withStartupLock: (fn) => fn(),
    close: async () => {
      await client.close();
    },
  };
}

function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const withStartupLock = async <T>(fn: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () => withStartupLock(() => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER })),
    withStartupLock,
    close: () => pool.end(),
  };
}
