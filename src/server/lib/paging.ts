import type { PgSelect } from 'drizzle-orm/pg-core';

/** A paged list's query: the page, counted from 1, and how many rows a page holds. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/**
 * The rows of one page of an ordered select (pass it `.$dynamic()`). Every paged list (admin
 * invitations, audit log, templates, payments) skips the pages before it the same way.
 */
export function onePage<T extends PgSelect>(select: T, { page, pageSize }: PageQuery) {
  return select.limit(pageSize).offset((page - 1) * pageSize);
}

/** A paged list's totals from its `count()` row: how many rows match and how many pages they fill. */
export function pageTotals(total: { value: number } | undefined, pageSize: number): { count: number; totalPages: number } {
  const rowCount = total?.value ?? 0;
  return { count: rowCount, totalPages: Math.ceil(rowCount / pageSize) };
}
