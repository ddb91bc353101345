import sharp from 'sharp';

/**
 * sharp's process-wide settings, set once at start (nobody else sets them). libvips keeps an
 * operation cache (50 MB and 100 operations by default) that helps only when the same input is
 * processed again, which an upload never is; and it runs one thread per core, each with its own
 * malloc arena that is not returned. A small cache and at most two threads keep an idle server small
 * without slowing a single image (docs/decisions/0016-memory-at-rest.md).
 */
export const SHARP_CACHE = { memory: 16, files: 0, items: 20 } as const;
export const SHARP_MAX_CONCURRENCY = 2;

export function configureSharp(): void {
  sharp.cache(SHARP_CACHE);
  sharp.concurrency(Math.min(sharp.concurrency(), SHARP_MAX_CONCURRENCY));
}
