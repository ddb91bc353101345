import { z } from 'zod';

/** The RSVP responses page (product.md §2, §9): contracts, the response rate, wish truncation and CSV rows. */

export const RESPONSE_FILTERS = ['all', 'attending', 'declined'] as const;
export type ResponseFilter = (typeof RESPONSE_FILTERS)[number];

export const RESPONSES_PAGE_SIZE = 50;
/** product.md §2: wishes are cut at 50 characters in the table. */
export const WISH_PREVIEW_LENGTH = 50;

export const responsesQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  filter: z.enum(RESPONSE_FILTERS).optional().default('all'),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type ResponsesQuery = z.input<typeof responsesQuerySchema>;

export const responseRowSchema = z.object({
  id: z.string(),
  guestName: z.string(),
  email: z.string(),
  attending: z.boolean(),
  numberOfGuests: z.number(),
  mealChoice: z.string(),
  /** The meal option's name, or the stored id when the option was removed since. */
  mealName: z.string(),
  carPlate: z.string(),
  wishes: z.string(),
  wishHidden: z.boolean(),
  responseDate: z.string(),
});
export type ResponseRow = z.infer<typeof responseRowSchema>;

export const responseSummarySchema = z.object({
  total: z.number(),
  attending: z.number(),
  declined: z.number(),
  /** Guests coming: the sum of the attending answers' guest counts. */
  totalGuests: z.number(),
  /** Rounded percent, product.md §9: (attending + declined) / total. */
  responseRate: z.number(),
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

export const mealCountSchema = z.object({ id: z.string(), name: z.string(), guests: z.number() });
export type MealCount = z.infer<typeof mealCountSchema>;

export const responsesPageSchema = z.object({
  invitation: z.object({ id: z.string(), eventName: z.string(), customSlug: z.string().nullable() }),
  summary: responseSummarySchema,
  /** Guests per meal choice, largest first (attending answers with a choice). */
  meals: z.array(mealCountSchema),
  /** Attending guests who chose no meal. */
  guestsWithoutMeal: z.number(),
  rows: z.array(responseRowSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Rows matching the search and filter (for paging). */
  matching: z.number(),
});
export type ResponsesPage = z.infer<typeof responsesPageSchema>;

export const wishVisibilityBodySchema = z.object({ hidden: z.boolean() });

/** product.md §9: response rate = (attending + declined) / total, as a rounded percent; 0 with no responses. */
export function responseRate(attending: number, declined: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round(((attending + declined) / total) * 100);
}

/** A wish as the table shows it: at most 50 characters (whole characters, never half an emoji), then an ellipsis. */
export function truncateWish(text: string, max = WISH_PREVIEW_LENGTH): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text;
}

// ---- CSV (RFC 4180, UTF-8 with BOM, every field quoted, formulas neutralised) ----

export const RESPONSES_CSV_FILENAME = 'rsvp_responses.csv';
export const CATERER_CSV_FILENAME = 'rsvp_meal_counts.csv';
/** product.md §9, exactly. */
export const RESPONSES_CSV_COLUMNS = ['Guest Name', 'Email', 'Status', 'Number of Guests', 'Meal Choice', 'Car Plate', 'Message', 'Response Date'] as const;
export const CATERER_CSV_COLUMNS = ['Meal Choice', 'Guests'] as const;
export const NO_MEAL_LABEL = 'No meal chosen';
/** Spreadsheet apps read a BOM as "this file is UTF-8" (Chinese and Tamil names stay intact in Excel). */
export const CSV_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return
 * that some apps strip first) gets a leading apostrophe: shown as text, never evaluated.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map((cell) => `"${neutraliseCell(cell).replace(/"/g, '""')}"`).join(',')}\r\n`;
}

export function responseCsvCells(row: Pick<ResponseRow, 'guestName' | 'email' | 'attending' | 'numberOfGuests' | 'mealName' | 'carPlate' | 'wishes' | 'responseDate'>): string[] {
  return [
    row.guestName,
    row.email,
    row.attending ? 'Attending' : 'Declined',
    String(row.numberOfGuests),
    row.mealName,
    row.carPlate,
    row.wishes,
    row.responseDate,
  ];
}

/** The caterer's file: guests per meal, no names, e-mails or plates. */
export function catererCsv(meals: readonly MealCount[], guestsWithoutMeal: number): string {
  const lines = [CSV_BOM + csvLine(CATERER_CSV_COLUMNS), ...meals.map((meal) => csvLine([meal.name, String(meal.guests)]))];
  if (guestsWithoutMeal > 0) lines.push(csvLine([NO_MEAL_LABEL, String(guestsWithoutMeal)]));
  const total = meals.reduce((sum, meal) => sum + meal.guests, guestsWithoutMeal);
  lines.push(csvLine(['Total attending guests', String(total)]));
  return lines.join('');
}
