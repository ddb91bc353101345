import { z } from 'zod';
import { pageNumberParam, pageOf, searchParam } from './paging';

/**
 * Who arrived (issue 28, point 4; product.md §13): the host's list of one event's households with
 * their check-ins — when (in the invitation's time zone), how many guests and at which door — and
 * its CSV. One schema per contract, shared by the routes and the host's panel.
 */

export const ARRIVALS_PAGE_SIZE = 50;

/**
 * The list's filters: everyone invited to the event (or checked in to it); those who arrived; those
 * not arrived yet who have not declined (the host's end-of-night list); those who brought more
 * guests than they confirmed (a walk-in or a household without an answer confirmed none).
 */
export const ARRIVAL_FILTERS = ['all', 'arrived', 'not_arrived', 'over'] as const;
export type ArrivalFilter = (typeof ARRIVAL_FILTERS)[number];
export const ARRIVAL_FILTER_LABELS: Record<ArrivalFilter, string> = {
  all: 'Everyone',
  arrived: 'Arrived',
  not_arrived: 'Not yet arrived',
  over: 'More than confirmed',
};

/** Where a check-in was made: a helper's link (its label), the host, or a walk-in recorded at a door. */
export const CHECKIN_KINDS = ['door', 'host', 'walk_in'] as const;
export type CheckinKind = (typeof CHECKIN_KINDS)[number];
/** A door whose link has no label, and a check-in made without a link. */
export const UNNAMED_DOOR_LABEL = 'Check-in link';
export const HOST_DOOR_LABEL = 'Host';
export const WALK_IN_LABEL = 'Walk-in';

export const arrivalListQuerySchema = z.object({
  /** The event (one of the invitation's; '' = its first). */
  event: z.union([z.literal(''), z.uuid('Choose an event of this invitation.')]).optional().default(''),
  q: searchParam(),
  state: z.enum(ARRIVAL_FILTERS).optional().default('all'),
  page: pageNumberParam(),
});
export type ArrivalListQuery = z.input<typeof arrivalListQuerySchema>;
export type ArrivalListParams = z.output<typeof arrivalListQuerySchema>;

/** The CSV takes the same filters; without an event it lists every event, one after the other. */
export const arrivalCsvQuerySchema = arrivalListQuerySchema.omit({ page: true });
export type ArrivalCsvQuery = z.input<typeof arrivalCsvQuerySchema>;
export type ArrivalCsvParams = z.output<typeof arrivalCsvQuerySchema>;

export const arrivalCheckinSchema = z.object({
  id: z.string(),
  /** When the door recorded it (the phone's clock, ISO); shown in the answer's timeZone. */
  at: z.string(),
  guests: z.number(),
  kind: z.enum(CHECKIN_KINDS),
  /** The link's label ('Front door'), 'Host', or 'Check-in link' for a link without one. */
  door: z.string(),
});
export type ArrivalCheckin = z.infer<typeof arrivalCheckinSchema>;

export const arrivalRowSchema = z.object({
  /** null for a walk-in that is no household of the list. */
  householdId: z.string().nullable(),
  name: z.string(),
  seats: z.number(),
  /** The host's own data, for calling a household that has not come yet ('' when none). */
  phone: z.string(),
  /** Guests the household confirmed for the event (null: no answer; 0: declined). */
  confirmedGuests: z.number().nullable(),
  arrivedGuests: z.number(),
  walkIn: z.boolean(),
  /** In the order they were made. */
  checkins: z.array(arrivalCheckinSchema),
});
export type ArrivalRow = z.infer<typeof arrivalRowSchema>;

export const arrivalListSchema = pageOf(arrivalRowSchema).extend({
  page: z.number().int(),
  eventId: z.string(),
  /** The invitation's time zone: check-in times are shown in it, wherever the host is. */
  timeZone: z.string(),
  /** Households of the event in each filter (the search applied). */
  counts: z.object({ all: z.number(), arrived: z.number(), not_arrived: z.number(), over: z.number() }),
});
export type ArrivalList = z.infer<typeof arrivalListSchema>;

export const ARRIVALS_CSV_FILENAME = 'arrivals.csv';
export const ARRIVALS_CSV_COLUMNS = ['Event', 'Household', 'Seats', 'Confirmed guests', 'Arrived guests', 'Status', 'First check-in', 'Last check-in', 'Doors', 'Check-ins', 'Phone'] as const;

/** A row's state in a few words (the list's badge and the CSV's Status). */
export function arrivalStatus(row: Pick<ArrivalRow, 'confirmedGuests' | 'arrivedGuests' | 'walkIn'>): string {
  if (row.walkIn) return WALK_IN_LABEL;
  if (row.arrivedGuests === 0) return row.confirmedGuests === 0 ? 'Declined' : 'Not yet arrived';
  return row.arrivedGuests > (row.confirmedGuests ?? 0) ? 'More than confirmed' : 'Arrived';
}

/** "19:42" or, on another day than `sameDay`, "21 Mar, 00:15", in `timeZone`. */
export function arrivalTime(iso: string, timeZone: string, withDate = false): string {
  const options: Intl.DateTimeFormatOptions = withDate ? { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return new Intl.DateTimeFormat('en-GB', options).format(new Date(iso));
}

/** The wall-clock day (YYYY-MM-DD) of `iso` in `timeZone`. */
export const dayIn = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
