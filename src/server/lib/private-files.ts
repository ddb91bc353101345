import fs from 'node:fs';
import path from 'node:path';

/** DATA_DIR holds the database, uploads, mails with sign-in links and credentials: the service's user only. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Everything this process creates from now on is readable by its user only (0700 folders, 0600
 * files), whichever library creates it (PGlite, tar, nodemailer…). Call first thing in an entry point.
 */
export function usePrivateUmask(): void {
  process.umask(0o077);
}

/** Takes group and other bits off one path (a no-op if it is already private or missing). */
function tighten(target: string, stat: fs.Stats): void {
  const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  if ((stat.mode & 0o077) !== 0) fs.chmodSync(target, stat.mode & wanted & 0o777);
}

/**
 * Creates DATA_DIR private, or tightens an existing one made with looser modes: the folder itself
 * (which alone already keeps others out, since they can no longer enter it) and its direct entries
 * (db, files, outbox, the credentials file, backups). Deeper entries are not walked at every start:
 * an upload tree can be large; `tightenTree` does that for one-off jobs such as a restore.
 */
export function makeDataDirPrivate(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dataDir, fs.statSync(dataDir));
  for (const name of fs.readdirSync(dataDir)) {
    const entry = path.join(dataDir, name);
    const stat = fs.lstatSync(entry);
    if (!stat.isSymbolicLink()) tighten(entry, stat);
  }
}

/** Tightens a whole tree (symbolic links are left alone: chmod would follow them). */
export function tightenTree(root: string): void {
  if (!fs.existsSync(root)) return;
  const stat = fs.lstatSync(root);
  if (stat.isSymbolicLink()) return;
  tighten(root, stat);
  if (!stat.isDirectory()) return;
  for (const name of fs.readdirSync(root)) tightenTree(path.join(root, name));
}
