/**
 * `npm run restore -- <archive.tar.gz> [--force]`: puts a `npm run backup` archive back into
 * DATA_DIR (embedded database and files). With the server stopped. An existing database or files
 * directory is only replaced with --force, and then kept beside it as `<name>.before-restore-<time>`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PRIVATE_DIR_MODE, tightenTree, usePrivateUmask } from '@server/lib/private-files';
import { BACKUP_FORMAT, BackupError, databaseInUse, isMain, parseArgs, runTar, type Manifest } from './backup';

function hasContent(dir: string): boolean {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

export async function restoreBackup(options: { archive: string; dataDir: string; force?: boolean }): Promise<Manifest> {
  const { archive, dataDir } = options;
  if (!fs.existsSync(archive)) throw new BackupError(`No archive at ${archive}.`);
  if (databaseInUse(dataDir)) throw new BackupError(`The database in ${path.join(dataDir, 'db')} is in use: stop the server first.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-restore-'));
  try {
    runTar(['-xzf', path.resolve(archive), '-C', staging]);
    const manifestFile = path.join(staging, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new BackupError('This is not a Jemputan backup (no manifest.json).');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`Backup format ${manifest.format} is not supported (expected ${BACKUP_FORMAT}).`);

    const dbDir = path.join(dataDir, 'db');
    const filesDir = path.join(dataDir, 'files');
    const targets = [...(manifest.database === 'pglite' ? [dbDir] : []), filesDir];
    const occupied = targets.filter(hasContent);
    if (occupied.length && !options.force) throw new BackupError(`${occupied.join(' and ')} already hold data. Pass --force to replace them (the old copies are kept aside).`);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    for (const dir of occupied) fs.renameSync(dir, `${dir}.before-restore-${stamp}`);

    if (manifest.database === 'pglite') {
      fs.mkdirSync(dbDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const tarball = fs.readFileSync(path.join(staging, 'db.tar'));
      const pg = new PGlite(dbDir, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
      await pg.waitReady;
      await pg.close();
    }
    fs.cpSync(path.join(staging, 'files'), filesDir, { recursive: true });
    // cpSync keeps the archive's modes, and an older archive may hold 0644 files: private again.
    fs.chmodSync(dataDir, PRIVATE_DIR_MODE);
    for (const dir of targets) tightenTree(dir);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  usePrivateUmask();
  try {
    const { file, force } = parseArgs(process.argv.slice(2));
    const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
    const manifest = await restoreBackup({ archive: file, dataDir, force });
    console.log(`Restored ${manifest.database === 'pglite' ? 'the embedded database and ' : ''}${manifest.files} files into ${dataDir} (backup of ${manifest.createdAt}).`);
    if (manifest.database === 'files-only') console.log('The database is PostgreSQL: restore it with pg_restore (see README, "Backups and security").');
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  }
}
