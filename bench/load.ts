/**
 * The HTTP load generator of `npm run bench`: autocannon, with the one setting that makes its rates
 * true. autocannon ends a fixed-`amount` run only at its next sampling tick (1 s by default), so a
 * run of 2,000 requests that took 0.8 s was reported as 1.01 s and one that took 1.1 s as 2.02 s: a
 * ratio of two such runs came out as 0.5 or 1.0 whatever the servers did. Sampling every 10 ms
 * bounds that error to 10 ms per run.
 */
import { createRequire } from 'node:module';

/** autocannon ships no types: the part used here. */
export interface LoadResult {
  requests: { total: number };
  /** Seconds, to 10 ms. */
  duration: number;
  latency: { p50: number; p99: number; average: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  amount: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Replaces `[<id>]` in the body with a fresh id per request. */
  idReplacement?: boolean;
}

type Autocannon = (options: LoadOptions & { sampleInt: number }) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Milliseconds between autocannon's samples: also the granularity of a run's end. */
export const SAMPLE_INTERVAL_MS = 10;

export function load(options: LoadOptions): Promise<LoadResult> {
  return autocannon({ ...options, sampleInt: SAMPLE_INTERVAL_MS });
}

/** Requests per second over the whole run (not autocannon's average of per-sample counts). */
export const rate = (result: LoadResult): number => result.requests.total / result.duration;

/** The median of some numbers (the middle one, or the mean of the two middle ones). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
