/**
 * The page numbers to show: at most `maxLinks`, windowed around the current page and kept inside
 * 1..total (product.md §2: at most 5 page numbers).
 */
export function pageWindow(current: number, total: number, maxLinks: number): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const count = Math.min(maxLinks, total);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** One item of a pager with first and last pages: a page number, or a gap shown as an ellipsis. */
export type PagerItem = number | 'gap-start' | 'gap-end';

/**
 * The window of `pageWindow` with the first and last pages always present and an ellipsis for
 * each run of pages left out: 1 … 4 5 6 7 8 … 20.
 */
export function pagerItems(current: number, total: number, maxLinks: number): PagerItem[] {
  const window = pageWindow(current, total, maxLinks);
  if (window.length === 0) return [];
  const first = window[0]!;
  const last = window[window.length - 1]!;
  return [
    ...(first > 1 ? [1] : []),
    ...(first > 2 ? (['gap-start'] as const) : []),
    ...window,
    ...(last < total - 1 ? (['gap-end'] as const) : []),
    ...(last < total ? [total] : []),
  ];
}
