import { useEffect, useMemo, useRef } from 'react';

/** How long typing must pause before a search box's text is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Calls `apply` with the last scheduled value once `delayMs` pass without a new one; `flush`-like
 * callers cancel first. The pending call is dropped when the component goes away.
 */
export function useDebounced<T>(apply: (value: T) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      schedule(value: T) {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => latest.current(value), delayMs);
      },
      cancel() {
        window.clearTimeout(timer.current);
      },
    }),
    [delayMs],
  );
}
