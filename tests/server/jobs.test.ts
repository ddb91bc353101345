import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { guestJobHandlers } from '@server/features/guests/job-handlers';
import { GUEST_JOB_KINDS } from '@server/features/guests/job-kinds';
import { claimJobs, createJobRunner, enqueue, enqueueMany, JOB_DEFAULTS, type ClaimedJob, type JobHandlers } from '@server/lib/jobs';
import { insertInvitation } from '../support/invitations';
import { capturingMailer, insertHouseholds, instanceContext, isoDay } from '../support/sending';
import { openTestDatabase } from '../support/test-app';

/*
 * The job runner (lib/jobs.ts, decision 0021) on a real database: PGlite in memory, or PostgreSQL
 * with TEST_DATABASE_URL, where the second "instance" has its own connection pool.
 */

const log = pino({ level: 'silent' });
const MINUTE = 60_000;

let database: Database;
let url: string | undefined;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, url, drop } = await openTestDatabase());
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

/** A clock the test moves by hand. */
function manualClock(start = new Date('2027-01-10T03:00:00Z')) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const jobRow = async (key: string) => (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;

describe('enqueue', () => {
  it('is idempotent by key: the second enqueue of a key adds nothing', async () => {
    expect(await enqueue(database.db, { kind: 'test', key: 'once', payload: { n: 1 } })).toBe(true);
    expect(await enqueue(database.db, { kind: 'test', key: 'once', payload: { n: 2 } })).toBe(false);
    expect(await enqueueMany(database.db, [{ kind: 'test', key: 'once' }, { kind: 'test', key: 'twice' }])).toBe(1);
    const rows = await database.db.select().from(jobs);
    expect(rows.map((r) => r.key).sort()).toEqual(['once', 'twice']);
    expect((await jobRow('once')).payload).toEqual({ n: 1 });
  });

  it('a key that is done is never queued again; one that failed for good may be, when asked', async () => {
    const ran: string[] = [];
    const runner = createJobRunner({ db: database.db, handlers: { test: async (job) => void ran.push(job.key) }, log, pollMs: MINUTE });
    await enqueue(database.db, { kind: 'test', key: 'done-once' });
    await runner.runDue();
    expect(await enqueue(database.db, { kind: 'test', key: 'done-once' }, { retryFailed: true })).toBe(false);
    expect(await runner.runDue()).toBe(0);
    expect(ran).toEqual(['done-once']);

    await database.db.insert(jobs).values({ kind: 'test', key: 'gave-up', attempts: 5, failedAt: new Date(), lastError: 'smtp down' });
    expect(await enqueue(database.db, { kind: 'test', key: 'gave-up' })).toBe(false);
    expect(await enqueue(database.db, { kind: 'test', key: 'gave-up' }, { retryFailed: true })).toBe(true);
    expect(await jobRow('gave-up')).toMatchObject({ attempts: 0, failedAt: null, lastError: null });
    await runner.runDue();
    expect(ran).toEqual(['done-once', 'gave-up']);
  });
});

describe('a runner', () => {
  it('claims a job queued without runAt at once, even within the millisecond of its enqueue', async () => {
    // The runner's clock reads whole milliseconds; a due time stored in microseconds (the database's
    // now()) was later than a clock reading of the same millisecond, so the job was skipped (CI flake).
    await enqueue(database.db, { kind: 'test', key: 'same-ms' });
    const sameMillisecond = new Date((await jobRow('same-ms')).runAt.getTime());
    const ran: string[] = [];
    const runner = createJobRunner({ db: database.db, handlers: { test: async (job) => void ran.push(job.key) }, log, pollMs: MINUTE, clock: () => sameMillisecond });
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual(['same-ms']);
  });

  it('claims a due job, runs its handler with the payload and marks it done', async () => {
    const seen: ClaimedJob[] = [];
    const runner = createJobRunner({ db: database.db, handlers: { greet: async (job) => void seen.push(job) }, log, pollMs: MINUTE });
    await enqueue(database.db, { kind: 'greet', key: 'greet:1', payload: { to: 'Lina' } });
    await enqueue(database.db, { kind: 'greet', key: 'greet:later', runAt: new Date(Date.now() + 60 * MINUTE) });
    await enqueue(database.db, { kind: 'unknown-kind', key: 'other:1' });

    expect(await runner.runDue()).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ kind: 'greet', key: 'greet:1', payload: { to: 'Lina' }, attempts: 1 });
    expect(await jobRow('greet:1')).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null });
    expect((await jobRow('greet:1')).doneAt).toBeInstanceOf(Date);
    // Not due yet, and a kind this runner has no handler for, stay as they are.
    expect(await runner.runDue()).toBe(0);
    expect((await jobRow('greet:later')).attempts).toBe(0);
    expect(await jobRow('other:1')).toMatchObject({ attempts: 0, doneAt: null, failedAt: null, lockedBy: null });
  });

  it('retries a failing job with exponential back-off, then marks it failed after max attempts', async () => {
    const clock = manualClock();
    let calls = 0;
    const handlers: JobHandlers = {
      flaky: async () => {
        calls += 1;
        throw new Error(`mail server said no (${calls})`);
      },
    };
    const runner = createJobRunner({ db: database.db, handlers, log, pollMs: MINUTE, clock: clock.now });
    await enqueue(database.db, { kind: 'flaky', key: 'flaky:1', runAt: clock.now(), maxAttempts: 3 });

    expect(await runner.runDue()).toBe(1);
    let row = await jobRow('flaky:1');
    expect(row).toMatchObject({ attempts: 1, failedAt: null, doneAt: null, lockedUntil: null, lastError: 'mail server said no (1)' });
    expect(row.runAt.getTime()).toBe(clock.now().getTime() + JOB_DEFAULTS.backoffMs);
    // Not before its back-off.
    clock.advance(JOB_DEFAULTS.backoffMs - 1000);
    expect(await runner.runDue()).toBe(0);

    clock.advance(1000);
    expect(await runner.runDue()).toBe(1);
    row = await jobRow('flaky:1');
    expect(row.attempts).toBe(2);
    // Twice as long the second time.
    expect(row.runAt.getTime()).toBe(clock.now().getTime() + 2 * JOB_DEFAULTS.backoffMs);

    clock.advance(2 * JOB_DEFAULTS.backoffMs);
    expect(await runner.runDue()).toBe(1);
    row = await jobRow('flaky:1');
    expect(row).toMatchObject({ attempts: 3, lastError: 'mail server said no (3)', doneAt: null });
    expect(row.failedAt).toBeInstanceOf(Date);

    clock.advance(24 * 60 * MINUTE);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('takes over a job whose instance died: once its lease has run out, not before', async () => {
    const clock = manualClock();
    await enqueue(database.db, { kind: 'work', key: 'work:1', runAt: clock.now() });
    // An instance claims it and dies before finishing.
    const [claimed] = await claimJobs(database.db, { workerId: 'crashed-instance', kinds: ['work'], now: clock.now(), leaseMs: JOB_DEFAULTS.leaseMs, limit: 10 });
    expect(claimed?.key).toBe('work:1');

    const ran: ClaimedJob[] = [];
    const survivor = createJobRunner({ db: database.db, handlers: { work: async (job) => void ran.push(job) }, log, pollMs: MINUTE, clock: clock.now, workerId: 'survivor' });
    clock.advance(JOB_DEFAULTS.leaseMs - 1000);
    expect(await survivor.runDue()).toBe(0);
    clock.advance(1000);
    expect(await survivor.runDue()).toBe(1);
    expect(ran[0]).toMatchObject({ key: 'work:1', attempts: 2 });
    expect(await jobRow('work:1')).toMatchObject({ lockedBy: 'survivor' });
    expect((await jobRow('work:1')).doneAt).toBeInstanceOf(Date);
  });

  it('gives a job up when every start died with its instance', async () => {
    const clock = manualClock();
    await enqueue(database.db, { kind: 'work', key: 'work:poison', runAt: clock.now(), maxAttempts: 2 });
    for (const instance of ['a', 'b']) {
      await claimJobs(database.db, { workerId: instance, kinds: ['work'], now: clock.now(), leaseMs: JOB_DEFAULTS.leaseMs, limit: 1 });
      clock.advance(JOB_DEFAULTS.leaseMs);
    }
    let calls = 0;
    const runner = createJobRunner({ db: database.db, handlers: { work: async () => void (calls += 1) }, log, pollMs: MINUTE, clock: clock.now });
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(0);
    expect((await jobRow('work:poison')).failedAt).toBeInstanceOf(Date);
  });

  it('survives a restart: jobs queued before it stopped are run by the next runner', async () => {
    const ran: string[] = [];
    const handlers: JobHandlers = { work: async (job) => void ran.push(job.key) };
    const before = createJobRunner({ db: database.db, handlers, log, pollMs: 60 * MINUTE });
    before.start();
    await expect.poll(() => ran.length).toBe(0);
    await before.stop();
    // Queued while no runner is running (the server is down).
    await enqueueMany(database.db, ['a', 'b', 'c'].map((key) => ({ kind: 'work', key: `restart:${key}` })));

    const after = createJobRunner({ db: database.db, handlers, log, pollMs: 60 * MINUTE });
    after.start();
    // Its first look is at start, not after the (hour-long) poll interval.
    await expect.poll(() => [...ran].sort()).toEqual(['restart:a', 'restart:b', 'restart:c']);
    // An enqueue in this process wakes it at once.
    await enqueue(database.db, { kind: 'work', key: 'restart:d' });
    await expect.poll(() => ran.includes('restart:d')).toBe(true);
    await after.stop();
    expect(ran).toHaveLength(4);
  });
});

describe('two instances running the reminder job at once', () => {
  it('send each household one reminder, never two', async () => {
    const mailer = capturingMailer();
    const first = await instanceContext(database, mailer);
    // The second instance: its own connection pool on PostgreSQL; the same PGlite otherwise (one process owns it).
    const secondDatabase = url ? await openDatabase({ databaseUrl: url }) : database;
    const second = await instanceContext(secondDatabase, mailer);
    try {
      const invitation = await insertInvitation(first.ctx.database.db, {
        guestSettings: { autoReminderDays: 5 },
        rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: isoDay(3), mealOptions: [], wishes: '' },
      });
      const list = await insertHouseholds(
        first.ctx.database.db,
        first.ctx.secret,
        invitation.id,
        Array.from({ length: 24 }, (_, i) => ({ name: `Household ${String(i).padStart(2, '0')}`, email: `family${i}@example.com` })),
      );
      // Two sweeps due at once (say, two hours missed while both instances were down).
      const now = Date.now();
      for (const hoursAgo of [1, 2]) {
        await enqueue(first.ctx.database.db, { kind: GUEST_JOB_KINDS.autoReminders, key: `${GUEST_JOB_KINDS.autoReminders}:test-${hoursAgo}`, runAt: new Date(now - hoursAgo * 60 * MINUTE) });
      }
      const runners = [first, second].map(({ ctx }, i) => createJobRunner({ db: ctx.database.db, handlers: guestJobHandlers(ctx), log, pollMs: MINUTE, workerId: `instance-${i}` }));
      const ran = await Promise.all(runners.map((runner) => runner.runDue()));
      // Both instances did work (the sweeps and the mails were shared out), and every job ran once.
      expect(ran[0]! + ran[1]!).toBeGreaterThanOrEqual(2 + list.length);
      const recipients = mailer.sent.map((mail) => mail.to).sort();
      expect(recipients).toEqual(list.map((h) => h.email).sort());
      expect(new Set(recipients).size).toBe(list.length);

      // Later sweeps, on either instance, find the reminders already sent.
      await enqueue(second.ctx.database.db, { kind: GUEST_JOB_KINDS.autoReminders, key: `${GUEST_JOB_KINDS.autoReminders}:test-later`, runAt: new Date(now) });
      await Promise.all(runners.map((runner) => runner.runDue()));
      expect(mailer.sent).toHaveLength(list.length);
    } finally {
      await first.dispose();
      await second.dispose();
      if (secondDatabase !== database) await secondDatabase.close();
    }
  });
});
