import { z } from 'zod';

/**
 * Paged lists (the admin's invitations, templates, payments and audit log, the template gallery):
 * the query's page numbers and the answer's shape, written once. Builders only (no schema is made
 * at import), so a module that builds its schemas lazily for the public page's budget may use them.
 */

/** A query-string number: digits only, so '', '1.5', '-1', '1e3' and 'abc' are all refused. */
export const positiveIntParam = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1`).max(max, `${name} must be at most ${max}`));

/** One page of a list: its rows, the rows matching in all, and the number of pages. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), count: z.number().int(), totalPages: z.number().int() });
