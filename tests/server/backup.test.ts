import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { invitations, rsvpResponses } from '@server/db/schema';
import { insertInvitation } from '../support/invitations';

/*
 * `npm run backup` / `npm run restore` round trip on the embedded database: seed, back up, wipe,
 * restore, and the rows and files are all back, byte for byte. Both commands run as a user runs
 * them (npm scripts in a child process, DATA_DIR from the environment).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
let work: string;
let dataDir: string;
let archive: string;

function npm(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env }, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function snapshot() {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.select().from(invitations).orderBy(asc(invitations.id));
    const responses = await database.db.select().from(rsvpResponses).orderBy(asc(rsvpResponses.id));
    return { invitations: rows, responses };
  } finally {
    await database.close();
  }
}

function filesOf(dir: string): Record<string, string> {
  const root = path.join(dir, 'files');
  return Object.fromEntries(
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(root, full), fs.readFileSync(full).toString('base64')];
      }),
  );
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-backup-test-'));
  dataDir = path.join(work, 'data');
  archive = path.join(work, 'backups', 'jemputan.tar.gz');
  const database = await openDatabase({ dataDir });
  await database.migrate();
  for (let i = 0; i < 5; i += 1) {
    const invitation = await insertInvitation(database.db, { venue: `Dewan ${i} — 😀 Ünïcödé`, customSlug: `backup-party-${i}` });
    await database.db.insert(rsvpResponses).values(
      Array.from({ length: 20 }, (_, n) => ({ invitationId: invitation.id, guestName: `Guest ${i}-${n}`, email: `g${n}@example.com`, attending: n % 3 !== 0, numberOfGuests: n % 4, carPlate: `WXY ${n}` })),
    );
  }
  await database.close();
  for (const [key, bytes] of [
    ['template_images/rustic.webp', Buffer.from([1, 2, 3, 4, 5])],
    ['gifts/gift-images/123-abc.png', Buffer.alloc(300_000, 7)],
    ['payment_receipts/user-1/1700000000-inv.pdf', Buffer.from('%PDF-1.4 receipt')],
  ] as const) {
    const file = path.join(dataDir, 'files', ...key.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  }
}, 60_000);
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('round-trips the embedded database and every file: seed, back up, wipe, restore, compare', async () => {
    const before = await snapshot();
    const filesBefore = filesOf(dataDir);
    expect(before.responses).toHaveLength(100);

    const backedUp = npm('backup', [archive]);
    expect(backedUp.status, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain('embedded database and 3 files');
    expect(fs.statSync(archive).size).toBeGreaterThan(1000);

    fs.rmSync(dataDir, { recursive: true, force: true });
    const restored = npm('restore', [archive]);
    expect(restored.status, restored.stderr).toBe(0);

    expect(await snapshot()).toEqual(before);
    expect(filesOf(dataDir)).toEqual(filesBefore);
  }, 120_000);

  it('refuses to back up a database a running server holds, and to restore over existing data without --force', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const busy = npm('backup', [path.join(work, 'busy.tar.gz')]);
      expect(busy.status).toBe(1);
      expect(busy.stderr).toContain('is in use: stop the server first');
      expect(fs.existsSync(path.join(work, 'busy.tar.gz'))).toBe(false);
    } finally {
      await database.close();
    }

    const over = npm('restore', [archive]);
    expect(over.status).toBe(1);
    expect(over.stderr).toContain('Pass --force');

    // With --force the old data is kept aside, not deleted.
    const forced = npm('restore', [archive, '--force']);
    expect(forced.status, forced.stderr).toBe(0);
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('before-restore')).length).toBe(2);
    expect((await snapshot()).responses).toHaveLength(100);
  }, 120_000);

  it('explains itself when the archive is missing or not a backup', () => {
    expect(npm('backup', []).stderr).toContain('Name the archive');
    expect(npm('restore', [path.join(work, 'nope.tar.gz')]).stderr).toContain('No archive at');
    const bogus = path.join(work, 'bogus.tar.gz');
    spawnSync('tar', ['-czf', bogus, '-C', ROOT, 'package.json']);
    const wrong = npm('restore', [bogus], { DATA_DIR: path.join(work, 'elsewhere') });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('not a Jemputan backup');
  });
});
