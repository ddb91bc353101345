import { z } from 'zod';

/**
 * Paged lists (the admin's invitations, templates, payments and audit log, the template gallery, the
 * host's guest list and answers): the query's page numbers and text, and the answer's shape, written
 * once. Builders only (no schema is made at import), so a module that builds its schemas lazily for
 * the public page's budget may use them.
 */

/** A query-string number: digits only, so '', '1.5', '-1', '1e3' and 'abc' are all refused. */
export const positiveIntParam = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1`).max(max, `${name} must be at most ${max}`));

/**
 * Free text for a query (search, filters), up to `max` characters: every text query parameter of every
 * route is one of these (tests/server/query-nul.test.ts walks the route table). Postgres text cannot
 * hold NUL, so it is refused here (400) rather than failing there (500, with the search in the error).
 * `base`: `z.string().trim()` where the text is trimmed first, with `.min(n)` where it needs a length.
 */
export const textParam = (name: string, max: number, base = z.string()) =>
  base.max(max, `${name} must be at most ${max} characters`).refine((value) => !value.includes('\u0000'), `${name} must not contain NUL characters`);

/**
 * The host's lists that the server pages at its own size (the guest list, the answers): the page
 * asked for (1 when left out) and the search box's text ('' for none).
 */
export const pageNumberParam = () => z.coerce.number().int().min(1).max(100_000).optional().default(1);
export const searchParam = (name = 'q') => textParam(name, 200, z.string().trim()).optional().default('');

/** One page of a list: its rows, the rows matching in all, and the number of pages. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), count: z.number().int(), totalPages: z.number().int() });
