/**
 * Timeouts scale with the machine: TEST_TIMEOUT_SCALE (default 1) multiplies every test, expect and
 * wait timeout of the browser suite (playwright.config.ts reads it too). A laptop doing other work
 * sets TEST_TIMEOUT_SCALE=2 or 3; nothing else changes, and no test asserts a duration.
 */
export const TIMEOUT_SCALE = timeoutScale(process.env.TEST_TIMEOUT_SCALE);

export function timeoutScale(value: string | undefined): number {
  const scale = Number(value ?? 1);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** `ms` on this machine. */
export const scaled = (ms: number): number => Math.round(ms * TIMEOUT_SCALE);
