import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import type { Tasks } from './worker-pool-tasks';

/**
 * One small pool of worker threads for CPU-heavy work on uploaded bytes (receipt PDFs drawn to
 * pictures, CSV/XLSX imports, covers), so the main thread keeps answering other requests while a
 * hostile file is read. Workers start on the first task and exit after a minute idle (nothing is
 * held at rest); each task has a hard time budget and, where asked, a memory allowance (the worker
 * is terminated past either) and the queue is bounded.
 */

export type TaskName = keyof Tasks;

/** A task ran past its time budget: its worker was terminated. */
export class WorkerTaskTimeout extends Error {}
/** Every worker is busy and the queue is full: the caller answers 503 with Retry-After. */
export class WorkerPoolBusy extends Error {}
/** The worker died (out of its memory limit, say) before answering. */
export class WorkerTaskFailed extends Error {}
/** The process grew past the task's memory allowance while it ran: its worker was terminated. */
export class WorkerTaskTooLarge extends Error {}

/** Time one task may take, queue wait included. */
export const TASK_TIME_BUDGET_MS = 5_000;
/** Tasks waiting for a worker; more are refused rather than held in memory. */
export const MAX_QUEUED_TASKS = 16;
const IDLE_TIMEOUT_MS = 60_000;
/** Heap per worker: a hostile input that balloons kills its worker, not the server. */
const WORKER_HEAP_MB = 256;
/**
 * How often a task with a memory allowance has the process's resident memory read. The heap
 * limit above does not count ArrayBuffers (a decompressed stream, a canvas), so the main thread,
 * whose event loop stays free, watches the whole process instead.
 */
const MEMORY_POLL_MS = 20;

/**
 * The worker entry next to this module. Compiled to dist/ (`.js`), it is worker-pool-tasks.js
 * (the build must emit it as an entry point beside this file). From TypeScript sources (`.ts`
 * under tsx: dev, `npm start`, vitest) it is worker-pool-entry.mjs, which registers tsx in the
 * worker first (see there why `execArgv: ['--import', 'tsx']` is not enough on Node 20).
 */
function workerEntry(): string {
  const here = fileURLToPath(import.meta.url);
  const extension = path.extname(here);
  const file = extension === '.ts' ? 'worker-pool-entry.mjs' : `worker-pool-tasks${extension}`;
  return pathToFileURL(path.join(path.dirname(here), file)).href;
}

let pool: Piscina | null = null;
/**
 * A worker's start (loading the task code and pdf.js, and tsx from sources), which no task's
 * budget should pay for: the first worker's, and that of the worker replacing one terminated.
 */
let workerReady: Promise<unknown> | null = null;
const WORKER_START_LIMIT_MS = 60_000;

function getPool(): Piscina {
  if (pool) return pool;
  pool = new Piscina({
    filename: workerEntry(),
    // The worker must not inherit the parent's flags (vitest's, --inspect…).
    execArgv: [],
    minThreads: 0,
    // Two cores is the expected machine: one worker per spare core, at least one.
    maxThreads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    idleTimeout: IDLE_TIMEOUT_MS,
    maxQueue: MAX_QUEUED_TASKS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // A worker that dies is reported on its task's promise; without a listener the pool's own
  // 'error' event would crash the server.
  pool.on('error', () => {});
  workerReady = startWorker(pool);
  return pool;
}

export interface TaskOptions {
  /** Time budget, queue wait included (default TASK_TIME_BUDGET_MS). */
  timeoutMs?: number;
  /** Growth of the process's resident memory, from the task's start, past which the task is stopped (default: not watched). */
  memoryLimitMb?: number;
}

/** Resolves once a worker has answered a ping (Piscina starts one for it when none is idle). */
function startWorker(current: Piscina): Promise<unknown> {
  return current.run({ task: 'ping', input: null }, { signal: AbortSignal.timeout(WORKER_START_LIMIT_MS) }).catch(() => {});
}

/** Runs `taskName` from worker-pool-tasks.ts on `input` in a worker thread. */
export async function runTask<Name extends TaskName>(taskName: Name, input: Parameters<Tasks[Name]>[0], options: TaskOptions = {}): Promise<Awaited<ReturnType<Tasks[Name]>>> {
  return (await runInPool(taskName, { task: taskName, input }, undefined, options)) as Awaited<ReturnType<Tasks[Name]>>;
}

/**
 * Runs the default export of a worker module beside this file (`name` without extension, e.g.
 * 'cover-render') on `input`, in the same pool and under the same budgets. From sources it is
 * `name.ts` (every worker registered tsx when it loaded the pool's entry); compiled, `name.js`,
 * which the build must emit as an entry beside this file (scripts/build-server.ts).
 */
export async function runModule<Output>(name: string, input: unknown, options: TaskOptions = {}): Promise<Output> {
  const here = fileURLToPath(import.meta.url);
  const filename = pathToFileURL(path.join(path.dirname(here), `${name}${path.extname(here)}`)).href;
  return (await runInPool(name, input, filename, options)) as Output;
}

/** Aborts `controller` when the process's resident memory grows more than `limitMb` past its size now; returns the stop. */
function watchMemory(limitMb: number, controller: AbortController): () => void {
  const ceiling = process.memoryUsage.rss() + limitMb * 1024 * 1024;
  const timer = setInterval(() => {
    if (process.memoryUsage.rss() > ceiling) controller.abort();
  }, MEMORY_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function runInPool(label: string, message: unknown, filename: string | undefined, options: TaskOptions): Promise<unknown> {
  const current = getPool();
  await workerReady;
  // Checked here too: Piscina's own limit counts only tasks waiting, and says so with a plain Error.
  if (current.queueSize >= MAX_QUEUED_TASKS) throw new WorkerPoolBusy('worker queue full');
  const timeout = AbortSignal.timeout(options.timeoutMs ?? TASK_TIME_BUDGET_MS);
  const memory = new AbortController();
  const stopWatching = options.memoryLimitMb === undefined ? () => {} : watchMemory(options.memoryLimitMb, memory);
  const signal = AbortSignal.any([timeout, memory.signal]);
  try {
    return await current.run(message, filename ? { signal, filename } : { signal });
  } catch (error) {
    // The aborted task's worker was terminated: the next task waits for its replacement to start.
    if (signal.aborted && pool === current) workerReady = startWorker(current);
    if (memory.signal.aborted) throw new WorkerTaskTooLarge(`${label} grew past its memory allowance`, { cause: error });
    if (timeout.aborted) throw new WorkerTaskTimeout(`${label} ran past its time budget`, { cause: error });
    if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new WorkerPoolBusy('worker queue full', { cause: error });
    throw new WorkerTaskFailed(`${label} failed in its worker`, { cause: error });
  } finally {
    stopWatching();
  }
}

/** Threads alive now (0 at rest): for tests and the memory bench. */
export function workerThreadCount(): number {
  return pool?.threads.length ?? 0;
}

/** Stops every worker (tests, shutdown); the next task starts a fresh pool. */
export async function closeWorkerPool(): Promise<void> {
  const current = pool;
  pool = null;
  workerReady = null;
  await current?.destroy();
}
