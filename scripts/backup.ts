/**
 * `npm run backup -- <archive.tar.gz> [--force]`: the embedded database and the uploaded files of
 * DATA_DIR in one archive. Run it with the server stopped: PGlite belongs to one process at a time.
 * With DATABASE_URL set, the database is PostgreSQL's to back up (pg_dump, see README "Backups and
 * security"); the archive then holds the files only. `npm run restore` (scripts/restore.ts) undoes it.
 *
 * Archive layout: manifest.json, db.tar (PGlite's own dumpDataDir tarball), files/<bucket>/<key>.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, tightenTree, usePrivateUmask } from '@server/lib/private-files';

export const BACKUP_FORMAT = 1;

export interface Manifest {
  format: number;
  createdAt: string;
  /** 'pglite' when db.tar is inside; 'files-only' when the database is PostgreSQL's. */
  database: 'pglite' | 'files-only';
  files: number;
}

export class BackupError extends Error {}

/** Postgres keeps postmaster.pid in its data directory while it runs (PGlite too). */
export function databaseInUse(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'db', 'postmaster.pid'));
}

export function runTar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.error) throw new BackupError(`tar could not run: ${result.error.message}`);
  if (result.status !== 0) throw new BackupError(`tar failed: ${result.stderr.trim()}`);
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

export async function createBackup(options: { dataDir: string; output: string; postgres?: boolean; force?: boolean }): Promise<Manifest> {
  const { dataDir, output } = options;
  if (!options.postgres && databaseInUse(dataDir) && !options.force) {
    throw new BackupError(
      `The database in ${path.join(dataDir, 'db')} is in use: stop the server first. (If it is stopped and was killed, start and stop it once, or pass --force.)`,
    );
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-backup-'));
  try {
    let database: Manifest['database'] = 'files-only';
    if (!options.postgres) {
      if (!fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) throw new BackupError(`No embedded database in ${path.join(dataDir, 'db')}.`);
      const pg = new PGlite(path.join(dataDir, 'db'));
      try {
        await pg.waitReady;
        // Uncompressed: PGlite's gzip goes through a CompressionStream that does not keep Node's event
        // loop alive (the process would exit mid-dump); the outer archive is gzipped anyway.
        const dump = await pg.dumpDataDir('none');
        fs.writeFileSync(path.join(staging, 'db.tar'), Buffer.from(await dump.arrayBuffer()), { mode: PRIVATE_FILE_MODE });
      } finally {
        await pg.close();
        // Opening the database writes files (pg_internal.init…) with the caller's umask.
        tightenTree(path.join(dataDir, 'db'));
      }
      database = 'pglite';
    }
    const filesDir = path.join(dataDir, 'files');
    fs.mkdirSync(path.join(staging, 'files'));
    if (fs.existsSync(filesDir)) fs.cpSync(filesDir, path.join(staging, 'files'), { recursive: true });
    const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), database, files: countFiles(filesDir) };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // The archive holds the database and every upload: its user's only, like DATA_DIR.
    fs.mkdirSync(path.dirname(path.resolve(output)), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Written next to the target and renamed: an interrupted backup never leaves a half archive under its name.
    const partial = `${path.resolve(output)}.partial`;
    fs.writeFileSync(partial, '', { mode: PRIVATE_FILE_MODE });
    fs.chmodSync(partial, PRIVATE_FILE_MODE);
    runTar(['-czf', partial, '-C', staging, '.']);
    fs.renameSync(partial, path.resolve(output));
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export function parseArgs(argv: string[]): { file: string; force: boolean } {
  const force = argv.includes('--force');
  const file = argv.find((arg) => !arg.startsWith('--'));
  if (!file) throw new BackupError('Name the archive: npm run backup -- backups/jemputan-2027-01-01.tar.gz');
  return { file, force };
}

export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && pathToFileURL(path.resolve(process.argv[1])).href === moduleUrl;
}

if (isMain(import.meta.url)) {
  usePrivateUmask();
  try {
    const { file, force } = parseArgs(process.argv.slice(2));
    const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
    const postgres = Boolean(process.env.DATABASE_URL);
    const manifest = await createBackup({ dataDir, output: file, postgres, force });
    console.log(`Backup written to ${path.resolve(file)}: ${manifest.database === 'pglite' ? 'embedded database and ' : ''}${manifest.files} files.`);
    if (postgres) console.log('The database is PostgreSQL: back it up with pg_dump (see README, "Backups and security").');
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  }
}
