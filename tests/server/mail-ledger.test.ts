import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENDING_LIMITS } from '@shared/guest-sending';
import { jobs, rsvpResponses } from '@server/db/schema';
import { guestJobHandlers } from '@server/features/guests/job-handlers';
import { GUEST_JOB_KINDS } from '@server/features/guests/job-kinds';
import { createJobRunner, enqueue } from '@server/lib/jobs';
import { insertInvitation } from '../support/invitations';
import { insertHouseholds, isoDay } from '../support/sending';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 27: every mail sent on a host's behalf (invitations and reminders, by hand or automatic) is
 * charged to one ledger, refused or deferred past the daily cap, and a reminder already sent to an
 * invitation's address is not sent again when its household is deleted and imported again.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const CAP = SENDING_LIMITS.emailsPerUserPerDay;
const db = () => t.ctx.database.db;
const mailsTo = (to: string) => t.mails().filter((mail) => mail.to.toLowerCase() === to.toLowerCase());

/** A runner whose clock the test moves; each `sweep` queues the hourly sweep at that clock and drains what is due. */
function clockedRunner() {
  // The real time until the test moves it: jobs queued meanwhile are due at once.
  let moved: Date | undefined;
  const now = () => moved ?? new Date();
  const runner = createJobRunner({ db: db(), handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000, clock: now });
  return {
    at: (date: Date) => (moved = date),
    now,
    async sweep() {
      await enqueue(db(), { kind: GUEST_JOB_KINDS.autoReminders, key: `${GUEST_JOB_KINDS.autoReminders}:ledger-test:${randomUUID()}`, runAt: now() });
      await runner.runDue();
    },
  };
}

/** An invitation whose automatic reminder is due now: six days before a deadline five days away. */
function autoReminderInvitation(userId: string) {
  return insertInvitation(db(), {
    userId,
    guestSettings: { autoReminderDays: 6 },
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: isoDay(5), mealOptions: [], wishes: '' },
  });
}

describe('automatic reminders are charged to the host’s daily allowance', () => {
  it('each automatic reminder sent lowers emailsLeftToday', async () => {
    const host = await signedInUser(t, 'auto-counted@example.com');
    const invitation = await autoReminderInvitation(host.id);
    await insertHouseholds(db(), t.ctx.secret, invitation.id, [
      { name: 'First', email: 'first-auto@example.com' },
      { name: 'Second', email: 'second-auto@example.com' },
    ]);
    const counts = async () => (await host.client.get(`/api/invitations/${invitation.id}/guests/sending-counts`)).json();
    expect((await counts()).emailsLeftToday).toBe(CAP);
    await clockedRunner().sweep();
    expect(mailsTo('first-auto@example.com')).toHaveLength(1);
    expect(mailsTo('second-auto@example.com')).toHaveLength(1);
    expect((await counts()).emailsLeftToday).toBe(CAP - 2);
  });

  it('past the cap they are deferred to the next day, then sent', async () => {
    const host = await signedInUser(t, 'auto-capped@example.com');
    // The host sends CAP - 2 invitations by hand from another invitation (queued, not run here).
    const bulk = await insertInvitation(db(), { userId: host.id });
    await insertHouseholds(db(), t.ctx.secret, bulk.id, Array.from({ length: CAP - 2 }, (_, i) => ({ name: `Bulk ${i}`, email: `bulk${i}@capped.example` })));
    expect((await host.client.post(`/api/invitations/${bulk.id}/guests/send-emails`, {})).json()).toMatchObject({ queued: CAP - 2, overDailyLimit: 0 });
    // These mails are not sent here: the test is about what is charged.
    await db().delete(jobs).where(sql`${jobs.payload}->>'invitationId' = ${bulk.id}`);

    const invitation = await autoReminderInvitation(host.id);
    const addresses = ['a', 'b', 'c', 'd', 'e'].map((name) => `${name}-deferred@capped.example`);
    await insertHouseholds(db(), t.ctx.secret, invitation.id, addresses.map((email, i) => ({ name: `Household ${i}`, email })));
    const sent = () => addresses.filter((address) => mailsTo(address).length > 0).length;

    const clock = clockedRunner();
    const start = clock.now();
    await clock.sweep();
    expect(sent()).toBe(2);
    expect((await host.client.get(`/api/invitations/${invitation.id}/guests/sending-counts`)).json().emailsLeftToday).toBe(0);
    // Later sweeps of the same day send nothing more: the allowance is spent.
    clock.at(new Date(start.getTime() + HOUR));
    await clock.sweep();
    expect(sent()).toBe(2);
    // The next day the rest go out, each once.
    clock.at(new Date(start.getTime() + 25 * HOUR));
    await clock.sweep();
    expect(sent()).toBe(5);
    clock.at(new Date(start.getTime() + 50 * HOUR));
    await clock.sweep();
    expect(addresses.map((address) => mailsTo(address).length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('a reminder its job finds it need not send (the household answered meanwhile) is not charged', async () => {
    const host = await signedInUser(t, 'auto-refund@example.com');
    const invitation = await autoReminderInvitation(host.id);
    const [household] = await insertHouseholds(db(), t.ctx.secret, invitation.id, [{ name: 'Quick', email: 'quick-refund@example.com' }]);
    const runner = createJobRunner({ db: db(), handlers: { [GUEST_JOB_KINDS.autoReminders]: guestJobHandlers(t.ctx)[GUEST_JOB_KINDS.autoReminders]! }, log: t.ctx.log, pollMs: 60_000 });
    await enqueue(db(), { kind: GUEST_JOB_KINDS.autoReminders, key: `${GUEST_JOB_KINDS.autoReminders}:ledger-test:refund` });
    await runner.runDue();
    const counts = async () => (await host.client.get(`/api/invitations/${invitation.id}/guests/sending-counts`)).json().emailsLeftToday;
    expect(await counts()).toBe(CAP - 1);
    // The reminder is queued; the household answers before it runs.
    await db().insert(rsvpResponses).values({ invitationId: invitation.id, householdId: household!.id, guestName: 'Quick', attending: true, numberOfGuests: 1 });
    await createJobRunner({ db: db(), handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000 }).runDue();
    expect(mailsTo('quick-refund@example.com')).toHaveLength(0);
    expect(await counts()).toBe(CAP);
    const [left] = await db().select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(eq(jobs.kind, GUEST_JOB_KINDS.reminderEmail), sql`${jobs.payload}->>'invitationId' = ${invitation.id}`, sql`${jobs.doneAt} IS NULL`));
    expect(left?.n).toBe(0);
  });
});

describe('a reminder already sent is not re-armed by deleting and importing its household again', () => {
  it('deleted and added again (as an import writes it, or by hand, any spelling of the address): no second reminder', async () => {
    const host = await signedInUser(t, 'reimport@example.com');
    const invitation = await autoReminderInvitation(host.id);
    const base = `/api/invitations/${invitation.id}/guests`;
    const deleteAll = async () => {
      const list = (await host.client.get(base)).json() as { households: { id: string }[] };
      const response = await host.client.post(`${base}/bulk-delete`, { ids: list.households.map((h) => h.id) });
      expect(response.statusCode, response.body).toBe(200);
    };
    // The import's commit writes rows as insertHouseholds does (its worker is tested in guest-import.test.ts).
    const reimport = (email: string) => insertHouseholds(db(), t.ctx.secret, invitation.id, [{ name: 'Ravi family', email }]);

    await reimport('ravi@example.com');
    const clock = clockedRunner();
    const start = clock.now();
    await clock.sweep();
    expect(mailsTo('ravi@example.com')).toHaveLength(1);

    // Deleted and imported again before later sweeps, past the 24-hour reminder gap.
    for (const [hours, email] of [
      [1, 'ravi@example.com'],
      [26, 'ravi@example.com'],
      [52, 'ravi+wedding@example.com'],
    ] as const) {
      await deleteAll();
      await reimport(email);
      clock.at(new Date(start.getTime() + hours * HOUR));
      await clock.sweep();
    }
    // Re-created by hand through the guest list.
    await deleteAll();
    const created = await host.client.post(base, { name: 'Ravi again', seats: 2, email: 'RAVI+again@example.com' });
    expect(created.statusCode, created.body).toBe(201);
    clock.at(new Date(start.getTime() + 80 * HOUR));
    await clock.sweep();

    expect(t.mails().filter((mail) => /ravi/i.test(mail.to))).toHaveLength(1);
  });

  it('a reminder sent by hand is not sent again within the reminder gap to a household deleted and added again', async () => {
    const host = await signedInUser(t, 'hand-reimport@example.com');
    const invitation = await insertInvitation(db(), { userId: host.id });
    const base = `/api/invitations/${invitation.id}/guests`;
    const [first] = await insertHouseholds(db(), t.ctx.secret, invitation.id, [{ name: 'Mei family', email: 'mei-hand@example.com' }]);
    expect((await host.client.post(`${base}/remind`)).json()).toMatchObject({ emailQueued: 1 });
    await createJobRunner({ db: db(), handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000 }).runDue();
    expect(mailsTo('mei-hand@example.com')).toHaveLength(1);

    expect((await host.client.post(`${base}/bulk-delete`, { ids: [first!.id] })).statusCode).toBe(200);
    await insertHouseholds(db(), t.ctx.secret, invitation.id, [{ name: 'Mei family', email: 'mei-hand+again@example.com' }]);
    expect((await host.client.get(`${base}/sending-counts`)).json()).toMatchObject({ emailReminders: 0 });
    expect((await host.client.post(`${base}/remind`)).json()).toMatchObject({ emailQueued: 0, recentlyReminded: 1 });
    await createJobRunner({ db: db(), handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000 }).runDue();
    expect(t.mails().filter((mail) => mail.to.startsWith('mei-hand'))).toHaveLength(1);
  });

  it('another address on the same invitation still gets its reminder', async () => {
    const host = await signedInUser(t, 'reimport-other@example.com');
    const invitation = await autoReminderInvitation(host.id);
    await insertHouseholds(db(), t.ctx.secret, invitation.id, [{ name: 'One', email: 'one-addr@example.com' }]);
    const clock = clockedRunner();
    await clock.sweep();
    await insertHouseholds(db(), t.ctx.secret, invitation.id, [{ name: 'Two', email: 'two-addr@example.com' }]);
    clock.at(new Date(clock.now().getTime() + HOUR));
    await clock.sweep();
    expect([mailsTo('one-addr@example.com').length, mailsTo('two-addr@example.com').length]).toEqual([1, 1]);
  });
});
