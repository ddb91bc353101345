import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import type { Tasks } from './worker-pool-tasks';

/**
 * One small pool of worker threads for CPU-heavy work on uploaded bytes (PDF scans now, CSV/XLSX
 * imports later), so the main thread keeps answering other requests while a hostile file is read.
 * Workers start on the first task and exit after a minute idle (nothing is held at rest); each
 * task has a hard time budget (the worker is terminated past it) and the queue is bounded.
 */

export type TaskName = keyof Tasks;

/** A task ran past its time budget: its worker was terminated. */
export class WorkerTaskTimeout extends Error {}
/** Every worker is busy and the queue is full: the caller answers 503 with Retry-After. */
export class WorkerPoolBusy extends Error {}
/** The worker died (out of its memory limit, say) before answering. */
export class WorkerTaskFailed extends Error {}

/** Time one task may take, queue wait included. */
export const TASK_TIME_BUDGET_MS = 5_000;
/** Tasks waiting for a worker; more are refused rather than held in memory. */
export const MAX_QUEUED_TASKS = 16;
const IDLE_TIMEOUT_MS = 60_000;
/** Heap per worker: a hostile input that balloons kills its worker, not the server. */
const WORKER_HEAP_MB = 256;

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
/** The first worker's start (loading the task code, and tsx from sources), which no task's budget should pay for. */
let firstWorker: Promise<unknown> | null = null;
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
  firstWorker = pool.run({ task: 'ping', input: null }, { signal: AbortSignal.timeout(WORKER_START_LIMIT_MS) }).catch(() => {});
  return pool;
}

/** Runs `taskName` from worker-pool-tasks.ts on `input` in a worker thread. */
export async function runTask<Name extends TaskName>(taskName: Name, input: Parameters<Tasks[Name]>[0], options: { timeoutMs?: number } = {}): Promise<ReturnType<Tasks[Name]>> {
  return (await runInPool(taskName, { task: taskName, input }, undefined, options)) as ReturnType<Tasks[Name]>;
}

/**
 * Runs the default export of a worker module beside this file (`name` without extension, e.g.
 * 'cover-render') on `input`, in the same pool and under the same budgets. From sources it is
 * `name.ts` (every worker registered tsx when it loaded the pool's entry); compiled, `name.js`,
 * which the build must emit as an entry beside this file (scripts/build-server.ts).
 */
export async function runModule<Output>(name: string, input: unknown, options: { timeoutMs?: number } = {}): Promise<Output> {
  const here = fileURLToPath(import.meta.url);
  const filename = pathToFileURL(path.join(path.dirname(here), `${name}${path.extname(here)}`)).href;
  return (await runInPool(name, input, filename, options)) as Output;
}

async function runInPool(label: string, message: unknown, filename: string | undefined, options: { timeoutMs?: number }): Promise<unknown> {
  const current = getPool();
  await firstWorker;
  // Checked here too: Piscina's own limit counts only tasks waiting, and says so with a plain Error.
  if (current.queueSize >= MAX_QUEUED_TASKS) throw new WorkerPoolBusy('worker queue full');
  const signal = AbortSignal.timeout(options.timeoutMs ?? TASK_TIME_BUDGET_MS);
  try {
    return await current.run(message, filename ? { signal, filename } : { signal });
  } catch (error) {
    if (signal.aborted) throw new WorkerTaskTimeout(`${label} ran past its time budget`, { cause: error });
    if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new WorkerPoolBusy('worker queue full', { cause: error });
    throw new WorkerTaskFailed(`${label} failed in its worker`, { cause: error });
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
  firstWorker = null;
  await current?.destroy();
}
