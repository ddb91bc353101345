/**
 * Runs `work` when the browser is idle (within 2 s at the latest), or after 200 ms where there is
 * no requestIdleCallback: code a page will need soon loads without delaying what it draws first.
 * Returns the cancel function, for an effect's clean-up.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}
