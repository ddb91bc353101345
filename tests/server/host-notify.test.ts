import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankEvent, type InvitationEvent } from '@shared/events';
import { readGuestSettings } from '@shared/guests';
import { MIGRATIONS_FOLDER, type Database } from '@server/db/client';
import { invitations, jobs } from '@server/db/schema';
import { guestJobHandlers } from '@server/features/guests/job-handlers';
import { GUEST_JOB_KINDS } from '@server/features/guests/job-kinds';
import { digestWindow } from '@server/features/guests/notifications';
import { createJobRunner, type JobRunner } from '@server/lib/jobs';
import { insertInvitation } from '../support/invitations';
import { Client, createTestApp, openTestDatabase, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 28.5 (product.md §12, decision 0027): the host hears from the first answer by default. A new
 * invitation's first answer e-mails the host at once, later ones wait for the daily digest (one job per
 * invitation per local day, in its time zone), which lists every answer of the day with the confirmed
 * guests per event. The setting changes it; an invitation that never chose gets the default after the
 * migration (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */

let t: TestApp;
let runner: JobRunner;
beforeAll(async () => {
  t = await createTestApp();
  runner = createJobRunner({ db: t.ctx.database.db, handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000 });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const mailsTo = (to: string) => t.mails().filter((mail) => mail.to === to);
const event = (overrides: Partial<InvitationEvent>): InvitationEvent => ({ ...blankEvent(randomUUID()), date: '2027-03-20', time: '10:00', ...overrides });
const answerFor = (guestName: string, replies: { eventId: string; attending: boolean; guests: number }[]) => ({
  guestName,
  email: '',
  attending: true,
  numberOfGuests: 1,
  mealChoice: '',
  wishes: '',
  events: replies.map((reply) => ({ ...reply, mealChoice: '' })),
});
const digestJobsOf = async (invitationId: string) =>
  (await db().select().from(jobs).where(eq(jobs.kind, GUEST_JOB_KINDS.hostDigest))).filter((job) => (job.payload as { invitationId: string }).invitationId === invitationId);
/** Runs what is due at `at` (a runner whose clock is there). */
const runAt = async (at: Date) => {
  const later = createJobRunner({ db: db(), handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000, clock: () => at });
  await later.runDue();
  await later.runDue();
};

describe('by default: the first answer at once, then a daily digest', () => {
  it("a new invitation's first answer e-mails the host at once, the second does not; the day's digest has both, with the confirmed guests per event", async () => {
    const host = await signedInUser(t, 'first-answer@example.com');
    const akad = event({ name: 'Akad Nikah', isMain: true });
    const sanding = event({ name: 'Sanding', date: '2027-03-21' });
    const invitation = await insertInvitation(db(), { userId: host.id, events: [akad, sanding] });
    expect(readGuestSettings(invitation.guestSettings).hostNotify).toBe('first');

    const guest = new Client(t.app);
    const first = await guest.post(`/api/invitations/${invitation.id}/rsvp`, answerFor('Lina', [{ eventId: akad.id, attending: true, guests: 2 }, { eventId: sanding.id, attending: false, guests: 0 }]));
    expect(first.statusCode).toBe(201);
    await runner.runDue();
    expect(mailsTo(host.email).map((mail) => mail.subject)).toEqual(['First answer for Nadia & Omar: Lina']);
    expect(mailsTo(host.email)[0]!.text).toContain('Lina answered: attending with 2 guests.');
    expect(mailsTo(host.email)[0]!.text).toContain('daily digest');

    const second = await new Client(t.app).post(`/api/invitations/${invitation.id}/rsvp`, answerFor('Kumar', [{ eventId: akad.id, attending: true, guests: 3 }, { eventId: sanding.id, attending: true, guests: 1 }]));
    expect(second.statusCode).toBe(201);
    await runner.runDue();
    expect(mailsTo(host.email)).toHaveLength(1);

    // One digest job for the invitation's local day (Asia/Kuala_Lumpur), run at its next midnight.
    const window = digestWindow(new Date(), 'Asia/Kuala_Lumpur');
    const digests = await digestJobsOf(invitation.id);
    expect(digests.map((job) => job.key)).toEqual([`host-digest:${invitation.id}:${window.day}`]);
    expect(digests[0]!.runAt.getTime()).toBe(window.runAt.getTime());
    await runAt(new Date(window.runAt.getTime() + 60_000));
    const [, digest] = mailsTo(host.email);
    expect(mailsTo(host.email)).toHaveLength(2);
    expect(digest!.subject).toBe('Daily digest for Nadia & Omar: 2 answers');
    expect(digest!.text).toContain('- Kumar: attending, 3 guests\n- Lina: attending, 2 guests');
    expect(digest!.text).toContain('Confirmed per event:\nAkad Nikah: 5 guests confirmed (2 answers yes), 0 declined\nSanding: 1 guest confirmed (1 answer yes), 1 declined');
  });

  it('the digest day is the local day in the invitation\'s time zone: it starts where the last one ended', () => {
    // 01:00 on 2 December in Kuala Lumpur (UTC+8) is 17:00 UTC on 1 December.
    expect(digestWindow(new Date('2026-12-01T17:00:00Z'), 'Asia/Kuala_Lumpur')).toEqual({ day: '2026-12-02', since: new Date('2026-12-01T16:00:00Z'), runAt: new Date('2026-12-02T16:00:00Z') });
    // A 25-hour day in New York (clocks back on 1 November 2026): the next day starts 25 hours later.
    const fall = digestWindow(new Date('2026-11-01T12:00:00Z'), 'America/New_York');
    expect(fall).toEqual({ day: '2026-11-01', since: new Date('2026-11-01T04:00:00Z'), runAt: new Date('2026-11-02T05:00:00Z') });
    expect(digestWindow(fall.runAt, 'America/New_York').since).toEqual(fall.runAt);
  });
});

describe('the setting', () => {
  async function invitationWith(hostNotify: string, email: string) {
    const host = await signedInUser(t, email);
    const invitation = await insertInvitation(db(), { userId: host.id });
    const saved = await host.client.request('PUT', `/api/invitations/${invitation.id}/guests/settings`, { invitedOnly: false, message: '', autoReminderDays: null, hostNotify });
    expect(saved.statusCode).toBe(200);
    return { host, invitation };
  }
  const answer = (invitationId: string, guestName: string) =>
    new Client(t.app).post(`/api/invitations/${invitationId}/rsvp`, { guestName, email: '', attending: true, numberOfGuests: 1, mealChoice: '', wishes: '' });

  it("'each': every answer at once, no digest", async () => {
    const { host, invitation } = await invitationWith('each', 'each-answer@example.com');
    await answer(invitation.id, 'Ana');
    await answer(invitation.id, 'Ben');
    await runner.runDue();
    expect(mailsTo(host.email).map((mail) => mail.subject)).toEqual(['New answer for Nadia & Omar: Ana', 'New answer for Nadia & Omar: Ben']);
    expect(await digestJobsOf(invitation.id)).toHaveLength(0);
  });

  it("'daily': nothing at once, the digest at the day's end", async () => {
    const { host, invitation } = await invitationWith('daily', 'digest-only@example.com');
    await answer(invitation.id, 'Ana');
    await runner.runDue();
    expect(mailsTo(host.email)).toHaveLength(0);
    const [job] = await digestJobsOf(invitation.id);
    await runAt(new Date(job!.runAt.getTime() + 60_000));
    expect(mailsTo(host.email).map((mail) => mail.subject)).toEqual(['Daily digest for Nadia & Omar: 1 answer']);
  });

  it("'off', chosen: nothing, not even the first answer; the stored choice reads back", async () => {
    const { host, invitation } = await invitationWith('off', 'notify-off@example.com');
    await answer(invitation.id, 'Ana');
    await runner.runDue();
    expect(mailsTo(host.email)).toHaveLength(0);
    expect(await digestJobsOf(invitation.id)).toHaveLength(0);
    expect((await host.client.get(`/api/invitations/${invitation.id}/guests/settings`)).json()).toMatchObject({ hostNotify: 'off' });
  });
});

describe('migration 0011: an invitation that never chose gets the default', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let partial: string;
  const migrateWith = async (folder: string) => {
    if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
    else await migratePg(database.db as never, { migrationsFolder: folder });
  };
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    // The repository's migrations up to the one before this one (the journal cut there).
    partial = fs.mkdtempSync(path.join(os.tmpdir(), 'host-notify-migration-'));
    fs.cpSync(MIGRATIONS_FOLDER, partial, { recursive: true });
    const journalPath = path.join(partial, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
    const own = journal.entries.findIndex((entry) => entry.tag.endsWith('_host_notify_default'));
    expect(own).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, own);
    fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2));
    await migrateWith(partial);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    fs.rmSync(partial, { recursive: true, force: true });
  });

  it("a stored 'off' (the old form's pre-selected value) and no value read as the default; 'each' and 'daily' are kept", async () => {
    const stored = [{}, { hostNotify: 'off', message: 'Hi {name}', autoReminderDays: 3, invitedOnly: false }, { hostNotify: 'each' }, { hostNotify: 'daily' }];
    const rows = [];
    for (const guestSettings of stored) rows.push(await insertInvitation(database.db, { guestSettings: guestSettings as never }));
    await migrateWith(MIGRATIONS_FOLDER);
    const after = await Promise.all(rows.map(async (row) => (await database.db.select({ s: invitations.guestSettings }).from(invitations).where(eq(invitations.id, row.id)))[0]!.s));
    expect(after.map((settings) => readGuestSettings(settings).hostNotify)).toEqual(['first', 'first', 'each', 'daily']);
    // Nothing else of the settings changes.
    expect(after[1]).toEqual({ message: 'Hi {name}', autoReminderDays: 3, invitedOnly: false });
  });
});
