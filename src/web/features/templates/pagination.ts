/**
 * The page numbers to show: at most `maxLinks`, windowed around the current page and kept inside
 * 1..total (SPEC §2: at most 5 page numbers).
 */
export function pageWindow(current: number, total: number, maxLinks: number): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const count = Math.min(maxLinks, total);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
