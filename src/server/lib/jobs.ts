import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { loggableError } from './log-redaction';

/*
 * Scheduled work (architecture.md "Scheduled work", decision 0021): a `jobs` table that every
 * instance polls. A job is claimed by one UPDATE whose rows come from `SELECT … FOR UPDATE SKIP
 * LOCKED`, so two instances (or two runners on one PGlite) never take the same row; the claim sets a
 * lease (`locked_until`), and a claim whose lease ran out (its instance died) is due again. The
 * unique `key` makes enqueueing idempotent: one logical job is one row, so nothing is sent twice.
 */

export interface JobSpec {
  kind: string;
  /** One logical job, e.g. `guest-invitation-email:<household>:<sent state>`: a second enqueue of the key does nothing. */
  key: string;
  payload?: Record<string, unknown>;
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** Starts before the job is given up (failed_at). */
  maxAttempts?: number;
}

export interface EnqueueOptions {
  /**
   * A job that failed for good may be queued again under its key (a host pressing "Send" again after
   * the mail server was down). Done or waiting jobs are never touched.
   */
  retryFailed?: boolean;
}

/** A job as its handler sees it. `attempts` counts starts, this one included. */
export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

/** Runs one job. Throwing fails this attempt (retried with back-off until maxAttempts). */
export type JobHandler = (job: ClaimedJob, run: { now: Date }) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export const JOB_DEFAULTS = {
  /** How long a claim holds: longer than any handler may take (handlers are cut off at handlerTimeoutMs). */
  leaseMs: 5 * 60_000,
  handlerTimeoutMs: 2 * 60_000,
  /** The first retry waits this long, each later one twice as long, up to maxBackoffMs. */
  backoffMs: 60_000,
  maxBackoffMs: 60 * 60_000,
  /** Jobs claimed per round trip; one keeps every lease short and lets instances share a burst. */
  batchSize: 1,
} as const;

/** Rows per INSERT when many jobs are queued at once (well under PostgreSQL's parameter limit). */
const INSERT_CHUNK = 500;

/** Runners of this process by database, so that an enqueue here wakes them before their next poll. */
const runnersByDb = new WeakMap<object, Set<JobRunner>>();

/** Wakes this process's runners on `db` (after a transaction that queued jobs has committed). */
export function wakeJobRunners(db: Db): void {
  for (const runner of runnersByDb.get(db) ?? []) runner.wake();
}

function rowsOf(spec: JobSpec, now: Date) {
  return {
    kind: spec.kind,
    key: spec.key,
    payload: spec.payload ?? {},
    // Due from this process's clock in whole milliseconds, as runners compare it: the column's
    // default (the database's now(), in microseconds) is later than a runner's Date of the same
    // millisecond, so a job claimed within a millisecond of its enqueue was skipped.
    runAt: spec.runAt ?? now,
    ...(spec.maxAttempts ? { maxAttempts: spec.maxAttempts } : {}),
  };
}

/**
 * Queues jobs; a key already queued (waiting, running or done) is left as it is. Returns how many
 * were added. Linear in the number of jobs, in chunks of 500 rows per statement.
 */
export async function enqueueMany(db: Db, specs: readonly JobSpec[], options: EnqueueOptions = {}): Promise<number> {
  return (await enqueueKeys(db, specs, options)).length;
}

/** `enqueueMany`, answering the keys it added (a caller that records each queued job, such as the mail ledger). */
export async function enqueueKeys(db: Db, specs: readonly JobSpec[], options: EnqueueOptions = {}): Promise<string[]> {
  const added: string[] = [];
  for (let start = 0; start < specs.length; start += INSERT_CHUNK) {
    const now = new Date();
    const chunk = specs.slice(start, start + INSERT_CHUNK).map((spec) => rowsOf(spec, now));
    const insert = db.insert(jobs).values(chunk);
    const inserted = options.retryFailed
      ? await insert
          .onConflictDoUpdate({
            target: jobs.key,
            set: { payload: sql`excluded.payload`, runAt: sql`excluded.run_at`, attempts: 0, lastError: null, lockedUntil: null, lockedBy: null, failedAt: null },
            setWhere: isNotNull(jobs.failedAt),
          })
          .returning({ key: jobs.key })
      : await insert.onConflictDoNothing({ target: jobs.key }).returning({ key: jobs.key });
    added.push(...inserted.map((row) => row.key));
  }
  if (added.length > 0) wakeJobRunners(db);
  return added;
}

/** Queues one job; false when its key was already queued. */
export async function enqueue(db: Db, spec: JobSpec, options: EnqueueOptions = {}): Promise<boolean> {
  return (await enqueueMany(db, [spec], options)) === 1;
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Claims up to `limit` due jobs of the given kinds for `workerId` in one statement (its own short
 * transaction): due means not done, not failed, `run_at` reached, and unclaimed or its lease over.
 * SKIP LOCKED passes over rows another instance is claiming at this moment, and PostgreSQL re-checks
 * the conditions on a row that changed meanwhile, so a row is never claimed twice.
 */
export async function claimJobs(db: Db, options: { workerId: string; kinds: readonly string[]; now: Date; leaseMs: number; limit: number }): Promise<ClaimedJob[]> {
  if (options.kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, iso(options.now)),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, iso(options.now))),
        inArray(jobs.kind, [...options.kinds]),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ lockedUntil: new Date(options.now.getTime() + options.leaseMs), lockedBy: options.workerId, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, kind: jobs.kind, key: jobs.key, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts, runAt: jobs.runAt });
  return claimed.map((row) => ({ ...row, payload: row.payload ?? {} })).sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** Marks a claimed job done (only while this worker still holds it). */
export async function completeJob(db: Db, job: Pick<ClaimedJob, 'id'>, workerId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), isNull(jobs.doneAt)));
}

/** The wait before start number `attempts + 1`: 1 min, 2, 4, 8 … up to an hour. */
export function backoffMs(attempts: number, base: number = JOB_DEFAULTS.backoffMs, max: number = JOB_DEFAULTS.maxBackoffMs): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), max);
}

/** Records a failed attempt: due again after the back-off, or failed for good after maxAttempts starts. */
export async function failJob(db: Db, job: Pick<ClaimedJob, 'id' | 'attempts' | 'maxAttempts'>, workerId: string, now: Date, error: unknown, backoff = backoffMs): Promise<'retry' | 'failed'> {
  // Kept in the table: drizzle's own message would carry the statement's parameters (guests' data).
  const lastError = loggableError(error).message.slice(0, 1000);
  const giveUp = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(giveUp ? { failedAt: now, lockedUntil: null, lastError } : { runAt: new Date(now.getTime() + backoff(job.attempts)), lockedUntil: null, lastError })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), isNull(jobs.doneAt)));
  return giveUp ? 'failed' : 'retry';
}

/** Deletes finished jobs (done or failed) older than `before`; keys younger than that still block a repeat. */
export async function pruneJobs(db: Db, before: Date): Promise<void> {
  await db.delete(jobs).where(and(or(isNotNull(jobs.doneAt), isNotNull(jobs.failedAt)), lt(jobs.createdAt, before)));
}

export interface JobRunnerOptions {
  db: Db;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  /** Between looks for due work when nothing wakes the runner (JOBS_POLL_MS). */
  pollMs: number;
  /** Names this runner in `locked_by` (default: host, process and a random suffix). */
  workerId?: string;
  leaseMs?: number;
  handlerTimeoutMs?: number;
  batchSize?: number;
  backoff?: (attempts: number) => number;
  /** The runner's clock (tests move it forward; instances use their own, NTP-kept clocks). */
  clock?: () => Date;
}

/** Rejects after `ms`; the handler keeps running but its claim is given back as a failed attempt. */
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Polls for due jobs every `pollMs` (and at once when this process enqueues), runs each with its
 * kind's handler one at a time, and marks it done or failed. Any number of runners may share one
 * database. `start` and `stop` are for the server; tests call `runDue` to drain what is due now.
 */
export class JobRunner {
  readonly workerId: string;
  private readonly kinds: string[];
  private readonly leaseMs: number;
  private readonly handlerTimeoutMs: number;
  private readonly batchSize: number;
  private readonly clock: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private wokenWhileRunning = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.kinds = Object.keys(options.handlers);
    this.leaseMs = options.leaseMs ?? JOB_DEFAULTS.leaseMs;
    this.handlerTimeoutMs = options.handlerTimeoutMs ?? JOB_DEFAULTS.handlerTimeoutMs;
    this.batchSize = options.batchSize ?? JOB_DEFAULTS.batchSize;
    this.clock = options.clock ?? (() => new Date());
  }

  /** Begins polling (the server calls it once it listens). */
  start(): void {
    if (this.started) return;
    this.started = true;
    let runners = runnersByDb.get(this.options.db);
    if (!runners) runnersByDb.set(this.options.db, (runners = new Set()));
    runners.add(this);
    this.schedule(0);
  }

  /** Stops polling and waits for the job in hand to finish; unclaimed work stays for the next start. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    runnersByDb.get(this.options.db)?.delete(this);
    await this.running;
  }

  /** Something was queued: look now instead of at the next poll. */
  wake(): void {
    if (!this.started) return;
    if (this.running) this.wokenWhileRunning = true;
    else this.schedule(0);
  }

  /** Claims and runs due jobs until none is left; returns how many ran. */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const now = this.clock();
      const claimed = await claimJobs(this.options.db, { workerId: this.workerId, kinds: this.kinds, now, leaseMs: this.leaseMs, limit: this.batchSize });
      if (claimed.length === 0) return ran;
      for (const job of claimed) {
        await this.runOne(job);
        ran += 1;
      }
    }
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const { db, log } = this.options;
    const handler = this.options.handlers[job.kind];
    try {
      // A job whose earlier starts all died with their instance is given up, not started once more.
      if (job.attempts > job.maxAttempts) throw new Error('gave up: earlier attempts did not finish');
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await withTimeout(handler(job, { now: this.clock() }), this.handlerTimeoutMs, job.kind);
      await completeJob(db, job, this.workerId, this.clock());
    } catch (error) {
      const outcome = await failJob(db, job, this.workerId, this.clock(), error, this.options.backoff).catch((failError: unknown) => {
        log.error({ err: failError, job: job.id }, 'could not record a failed job');
        return 'retry' as const;
      });
      log[outcome === 'failed' ? 'error' : 'warn']({ err: error, job: job.id, kind: job.kind, attempts: job.attempts }, outcome === 'failed' ? 'job failed for good' : 'job failed; will retry');
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // Polling alone never keeps the process alive.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (!this.started || this.running) return;
    this.timer = undefined;
    this.running = (async () => {
      do {
        this.wokenWhileRunning = false;
        try {
          await this.runDue();
        } catch (error) {
          // The database may be briefly away: log and try again at the next poll.
          this.options.log.error({ err: error }, 'job runner could not claim work');
        }
      } while (this.wokenWhileRunning && this.started);
    })();
    await this.running;
    this.running = undefined;
    if (this.started) this.schedule(this.options.pollMs);
  }
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  return new JobRunner(options);
}
