import { availableParallelism, loadavg } from 'node:os';

/**
 * Timeouts scale with the machine: every test, expect and wait timeout of both runners is
 * multiplied by TIMEOUT_SCALE (playwright.config.ts and vitest.config.ts read it too).
 * TEST_TIMEOUT_SCALE sets it; unset, it follows how busy the machine is when the run starts (the
 * one-minute load average per core), so a newcomer's `npm test` on a laptop doing other work passes
 * without knowing about the variable. Nothing else changes, and no test asserts a duration.
 */
export const TIMEOUT_SCALE = resolveTimeoutScale();

function resolveTimeoutScale(): number {
  const scale = timeoutScale(process.env.TEST_TIMEOUT_SCALE, loadavg()[0] ?? 0, availableParallelism());
  // Written back so that the runners' workers use the number their runner chose, not a reading of
  // their own (the load changes while the suite runs).
  process.env.TEST_TIMEOUT_SCALE = String(scale);
  return scale;
}

/**
 * The number given when it is a positive number; otherwise 1 on a quiet machine (under half a
 * runnable process per core) and 1 + load per core on a busy one, at most 3.
 */
export function timeoutScale(value: string | undefined, load = 0, cores = 1): number {
  const given = Number(value);
  if (value !== undefined && value.trim() !== '' && Number.isFinite(given) && given > 0) return given;
  const busy = load / Math.max(1, cores);
  if (!(busy >= 0.5)) return 1;
  return Math.min(3, Math.round((1 + busy) * 10) / 10);
}

/** `ms` on this machine. */
export const scaled = (ms: number): number => Math.round(ms * TIMEOUT_SCALE);
