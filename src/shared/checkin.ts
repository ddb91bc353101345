import { z } from 'zod';
import { textParam } from './paging';

/**
 * Check-in at the door (product.md §13): the host makes links for helpers (no account; revocable;
 * expiring after the last event); a helper scans a household's QR code or finds it by name, sees its
 * seats, events and arrivals, and records arrivals per event. One schema per contract, shared by the
 * routes, the check-in page and the host's panel.
 */

export const CHECKIN_LIMITS = {
  linksPerInvitation: 20,
  labelMax: 60,
  /** Name search: results per query, and the shortest query. */
  searchResults: 20,
  searchMin: 2,
  /** Scans one request may carry (the offline queue is sent in batches of this size). */
  batchMax: 50,
  codeMax: 200,
  /**
   * 'Record anyway' checks in at most this many guests beyond a household's seats, per event (issue 27:
   * one link recorded 1,502 guests for 4 seats). A fixed few, not a multiple of the seats: what turns
   * up unannounced is a child, a driver, a grandparent, whatever the household's size (2× would allow
   * a 30-seat table 30 more and a single guest 1).
   */
  overSeatsMax: 5,
} as const;

export const CHECKIN_MESSAGES = {
  linkNotFound: 'This check-in link is not valid any more. Ask the host for a new one.',
  codeNotFound: 'This code is not for this invitation.',
  notInvitedToEvent: 'This household is not invited to this event.',
  overSeats: 'More guests than the household has seats. Confirm to record them anyway.',
  overLimit: `Not recorded: at most ${CHECKIN_LIMITS.overSeatsMax} guests more than the household's seats can be checked in. Ask the host to add seats.`,
} as const;

/** What the host names a new link ("Front door", "Dewan B"). */
export const checkinLinkInputSchema = z.object({
  label: z.string().trim().max(CHECKIN_LIMITS.labelMax).optional().default(''),
});
export type CheckinLinkInput = z.input<typeof checkinLinkInputSchema>;

/** A link as the host's panel lists it; `url` only in the answer that made it (the token is never stored). */
export const checkinLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  url: z.string().optional(),
});
export type CheckinLink = z.infer<typeof checkinLinkSchema>;

export const checkinEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  time: z.string(),
});
export type CheckinEvent = z.infer<typeof checkinEventSchema>;

/** What the check-in page loads with its token: the invitation's title and events, nothing else. */
export const checkinSessionSchema = z.object({
  title: z.string(),
  timeZone: z.string(),
  events: z.array(checkinEventSchema),
  expiresAt: z.string(),
});
export type CheckinSession = z.infer<typeof checkinSessionSchema>;

/** One household as a helper sees it: name, seats, and per invited event its answer and arrivals. */
export const checkinHouseholdSchema = z.object({
  id: z.string(),
  name: z.string(),
  seats: z.number(),
  events: z.array(
    z.object({
      eventId: z.string(),
      /** Guests the household said will come to this event (null: no answer, 0: declined). */
      attendingGuests: z.number().nullable(),
      arrived: z.number(),
    }),
  ),
});
export type CheckinHousehold = z.infer<typeof checkinHouseholdSchema>;

/** A scanned QR code (its text, as the scanner read it). */
export const checkinLookupSchema = z.object({ code: z.string().trim().min(1).max(CHECKIN_LIMITS.codeMax) });

export const checkinSearchQuerySchema = z.object({ q: textParam('q', 100, z.string().trim().min(CHECKIN_LIMITS.searchMin)) });

/** One arrival as the phone records it; `scanId` is made on the phone, so a resend is stored once. */
export const arrivalInputSchema = z.object({
  scanId: z.uuid(),
  householdId: z.uuid(),
  eventId: z.uuid(),
  guests: z.number().int().min(1).max(30),
  /** When the helper scanned (the phone's clock); offline scans are sent later. */
  scannedAt: z.iso.datetime(),
  /** The helper confirmed arrivals beyond the household's seats. */
  confirmOverSeats: z.boolean().optional().default(false),
});
export type ArrivalInput = z.input<typeof arrivalInputSchema>;

export const arrivalBatchSchema = z.object({ arrivals: z.array(arrivalInputSchema).min(1).max(CHECKIN_LIMITS.batchMax) });

/**
 * The outcome of one arrival: recorded; already recorded (the same scanId: a resend, nothing added);
 * or refused (over the seats without confirmation, past the seats plus CHECKIN_LIMITS.overSeatsMax even
 * when confirmed, not invited to the event, unknown household).
 */
export const arrivalResultSchema = z.object({
  scanId: z.string(),
  status: z.enum(['recorded', 'duplicate', 'over_seats', 'over_limit', 'not_invited', 'not_found']),
  household: checkinHouseholdSchema.nullable(),
});
export type ArrivalResult = z.infer<typeof arrivalResultSchema>;
export const arrivalBatchResultSchema = z.object({ results: z.array(arrivalResultSchema) });

/** Per event, what the host's live panel shows. */
export const arrivalsSummarySchema = z.object({
  events: z.array(
    z.object({
      eventId: z.string(),
      name: z.string(),
      /** Households invited to the event, and the guests of those who said yes. */
      invitedHouseholds: z.number(),
      attendingGuests: z.number(),
      arrivedGuests: z.number(),
      arrivedHouseholds: z.number(),
    }),
  ),
});
export type ArrivalsSummary = z.infer<typeof arrivalsSummarySchema>;

/**
 * The text of a household's QR code: a prefix, the household id and a signature (HMAC of the id and
 * its link version, so revoking the personal link revokes the code). Only the server can make or
 * check one; the prefix lets the scanner ignore unrelated codes at once.
 */
export const CHECKIN_CODE_PREFIX = 'JMPT1.';

/** The name search's answer: at most CHECKIN_LIMITS.searchResults households, by name. */
export const checkinSearchResultSchema = z.object({ households: z.array(checkinHouseholdSchema) });
export type CheckinSearchResult = z.infer<typeof checkinSearchResultSchema>;
