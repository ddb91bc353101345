import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../scripts/backup';
import { startServerProcess, type ServerProcess } from '../support/processes';
import { temporaryDatabase } from '../support/temporary-database';
import { TERMS_VERSION } from '@shared/legal';

/** Every path under `root` whose mode lets anyone but the owner in (folders must be 0700, files 0600). */
function looseEntries(root: string): string[] {
  const loose: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    const mode = stat.mode & 0o777;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if (mode !== wanted) loose.push(`${path.relative(root, target) || '.'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return loose;
}

function countFiles(root: string, dir: string): number {
  const full = path.join(root, dir);
  return fs.existsSync(full) ? fs.readdirSync(full, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
}

describe('data at rest', () => {
  let server: ServerProcess | undefined;
  let dataDir: string;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-at-rest-'));
    // An existing DATA_DIR made with looser modes (an older version, a hand-made folder) is tightened at start.
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'left here by hand\n', { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'notes.txt'), 0o644);
    if (process.env.TEST_DATABASE_URL) {
      const temporary = await temporaryDatabase(process.env.TEST_DATABASE_URL, 'at_rest');
      databaseUrl = temporary.url;
      dropDatabase = temporary.drop;
    }
    // Info level: the level at which the outbox used to log sign-in links.
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        // Embedded: no ADMIN_PASSWORD (spawn leaves out undefined values), so the seed generates one
        // into the credentials file. With PostgreSQL that file is not written: a fixed password.
        ADMIN_PASSWORD: (databaseUrl ? 'admin-password' : undefined) as string,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      { timeoutMs: 90_000 },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps DATA_DIR (database, uploads, outbox, credentials, backups) 0700/0600 and sign-in links out of the log', async () => {
    const running = server!;
    const post = (url: string, body: unknown, cookie = '') =>
      fetch(`${running.baseUrl}${url}`, { method: 'POST', headers: { origin: running.baseUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

    // A mail with a verification link, and one with a reset link.
    expect((await post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: 'fresh@example.com', password: 'secret-password', name: 'Fresh' })).status).toBe(200);
    expect((await post('/api/auth/request-password-reset', { email: 'admin@example.com', redirectTo: '/reset-password' })).status).toBe(200);

    // An upload.
    const adminPassword = databaseUrl ? 'admin-password' : fs.readFileSync(path.join(dataDir, 'admin-credentials.txt'), 'utf8').split('\n')[1];
    const signIn = await post('/api/auth/sign-in/email', { email: 'admin@example.com', password: adminPassword });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const form = new FormData();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c0ffee' } }).png().toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'gift.png');
    const upload = await fetch(`${running.baseUrl}/api/uploads/gift`, { method: 'POST', headers: { origin: running.baseUrl, cookie }, body: form });
    expect(upload.status).toBe(201);

    const outbox = path.join(dataDir, 'outbox');
    const messages = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.json')) : []);
    await expect.poll(() => messages().length).toBe(2);
    const links = messages().flatMap((file) => (JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')).text as string).match(/https?:\/\/\S+/g) ?? []);
    expect(links).toHaveLength(2);

    // The backup wants the embedded database closed: stop the server first (as the README says).
    await running.stop();
    const log = running.stdout() + running.stderr();
    await createBackup({ dataDir, output: path.join(dataDir, 'backups', 'jemputan.tar.gz'), postgres: Boolean(databaseUrl) });

    expect(countFiles(dataDir, 'files')).toBeGreaterThan(0);
    expect(countFiles(dataDir, 'backups')).toBe(1);
    if (!databaseUrl) {
      expect(countFiles(dataDir, 'db')).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(dataDir, 'admin-credentials.txt'))).toBe(true);
    }
    expect(looseEntries(dataDir)).toEqual([]);

    // The mails were logged (so the log is at a level where links used to appear), but not their links or tokens.
    expect(log).toContain('mail written to outbox');
    for (const link of links) {
      const token = new URL(link).searchParams.get('token') ?? new URL(link).pathname.split('/').at(-1)!;
      expect(log).not.toContain(link);
      expect(log).not.toContain(token);
    }
    expect(log).not.toContain('fresh@example.com');
    // The start-up banner prints a generated password on purpose (once, to the console); the log records do not.
    const records = log.split('\n').filter((line) => line.startsWith('{'));
    expect(records.length).toBeGreaterThan(0);
    if (!databaseUrl) expect(records.filter((line) => line.includes(adminPassword!))).toEqual([]);
  });
});
