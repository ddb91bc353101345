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
  /**
   * The door offline (issue 28): walk-ins (guests not on the list) one link may record per event, and
   * the longest walk-in name. A hall's few unannounced guests, not a second guest list.
   */
  walkInsPerLinkEvent: 30,
  walkInNameMax: 60,
  /** The downloaded list: at most this many households (a whole guest list: GUEST_LIMITS.householdsPerInvitation, not imported here to keep the door page small), and conflicts listed. */
  listHouseholdsMax: 10_000,
  conflictsMax: 100,
} as const;

export const CHECKIN_MESSAGES = {
  linkNotFound: 'This check-in link is not valid any more. Ask the host for a new one.',
  codeNotFound: 'This code is not for this invitation.',
  notInvitedToEvent: 'This household is not invited to this event.',
  overSeats: 'More guests than the household has seats. Confirm to record them anyway.',
  overLimit: `Not recorded: at most ${CHECKIN_LIMITS.overSeatsMax} guests more than the household's seats can be checked in. Ask the host to add seats.`,
  declinedEvent: 'This household said they cannot come to this event.',
  walkInLimit: `Not recorded: this link has recorded ${CHECKIN_LIMITS.walkInsPerLinkEvent} walk-ins for this event already. Ask the host.`,
  merged: 'Another phone had checked in this household already: counted once.',
} as const;

/** What the host names a new link ("Front door", "Dewan B"). */
export const checkinLinkInputSchema = z.object({
  label: z.string().trim().max(CHECKIN_LIMITS.labelMax).optional().default(''),
  /** Its helpers may record angpau at the door (shared/door-gifts.ts); false: the door page hides the part and the server refuses them. */
  canRecordGifts: z.boolean().optional().default(true),
});
export type CheckinLinkInput = z.input<typeof checkinLinkInputSchema>;

/** A link as the host's panel lists it; `url` only in the answer that made it (the token is never stored). */
export const checkinLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  canRecordGifts: z.boolean(),
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
  /** The link may record angpau at the door (absent from an older server: no). */
  canRecordGifts: z.boolean().optional(),
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
      /** Its answer for the event (null: none yet). */
      answer: z.enum(['attending', 'declined']).nullable(),
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
  /** The helper confirmed a household that declined the event or is not invited to it. */
  confirmUnexpected: z.boolean().optional().default(false),
  /** The phone's own random id (kept on the phone): which door recorded it. */
  deviceId: z.uuid().optional(),
  /**
   * The arrivals of this household at this event the phone knew of when it checked them in (its
   * list plus its own earlier check-ins). The merge rule (product.md §13): a check-in asks for
   * "at least knownArrived + guests arrived"; the server adds only what is missing, so two phones
   * that checked in the same household offline, each knowing nothing of the other, count it once.
   * Left out (an older page): the server's count, so the guests are added in full.
   */
  knownArrived: z.number().int().min(0).max(1_000).optional(),
});
export type ArrivalInput = z.input<typeof arrivalInputSchema>;

/** Guests not on the list, recorded at the door (name optional), counted apart per event. */
export const walkInInputSchema = z.object({
  scanId: z.uuid(),
  eventId: z.uuid(),
  guests: z.number().int().min(1).max(30),
  name: z.string().trim().max(CHECKIN_LIMITS.walkInNameMax).optional().default(''),
  scannedAt: z.iso.datetime(),
  deviceId: z.uuid().optional(),
});
export type WalkInInput = z.input<typeof walkInInputSchema>;

export const arrivalBatchSchema = z
  .object({
    arrivals: z.array(arrivalInputSchema).max(CHECKIN_LIMITS.batchMax).optional().default([]),
    walkIns: z.array(walkInInputSchema).max(CHECKIN_LIMITS.batchMax).optional().default([]),
  })
  .refine((batch) => batch.arrivals.length + batch.walkIns.length > 0, { message: 'Send at least one arrival or walk-in.', path: ['arrivals'] });
export type ArrivalBatch = z.input<typeof arrivalBatchSchema>;

/**
 * The outcome of one arrival: recorded; already recorded (the same scanId: a resend, nothing added);
 * or refused (over the seats without confirmation, past the seats plus CHECKIN_LIMITS.overSeatsMax even
 * when confirmed, not invited to the event, unknown household).
 */
export const arrivalResultSchema = z.object({
  scanId: z.string(),
  /**
   * 'merged': accepted, but another phone had checked in (some of) these guests already, so only
   * `added` were added (0: all). 'declined' / 'not_invited': the household declined the event or is
   * not invited to it, and the helper did not confirm (confirmUnexpected). 'walk_in_limit': a walk-in
   * past CHECKIN_LIMITS.walkInsPerLinkEvent.
   */
  status: z.enum(['recorded', 'duplicate', 'merged', 'over_seats', 'over_limit', 'declined', 'not_invited', 'not_found', 'walk_in_limit']),
  household: checkinHouseholdSchema.nullable(),
  /** Guests this item added (0 for a duplicate, a refusal, or a check-in fully merged). */
  added: z.number().optional(),
  /** After this item, its household has more arrivals at the event than it confirmed (see checkinConflictSchema). */
  conflict: z.boolean().optional(),
});
export type ArrivalResult = z.infer<typeof arrivalResultSchema>;

/**
 * A household with more arrivals at an event than it confirmed: its answer's guests (0 when it
 * declined; its seats without an answer). Listed in every sync reply and list download, so every
 * phone sees it, not only the one whose check-in made it.
 */
export const checkinConflictSchema = z.object({
  householdId: z.string(),
  eventId: z.string(),
  name: z.string(),
  arrived: z.number(),
  expected: z.number(),
});
export type CheckinConflict = z.infer<typeof checkinConflictSchema>;

/** Per event, the walk-ins recorded (all links): entries and guests. */
export const walkInCountSchema = z.object({ eventId: z.string(), entries: z.number(), guests: z.number() });

export const arrivalBatchResultSchema = z.object({
  results: z.array(arrivalResultSchema),
  /** Walk-ins' outcomes, in the order sent. */
  walkIns: z.array(arrivalResultSchema).optional(),
  /** The current arrivals of every household-event this batch touched (what the phone's list takes). */
  arrivals: z.array(z.object({ householdId: z.string(), eventId: z.string(), arrived: z.number() })).optional(),
  conflicts: z.array(checkinConflictSchema).optional(),
  walkInCounts: z.array(walkInCountSchema).optional(),
});
export type ArrivalBatchResult = z.infer<typeof arrivalBatchResultSchema>;

/**
 * The door's list, downloaded when the check-in page opens (product.md §13), so search, scan and
 * check-in work without signal: per household its name, seats, per invited event its answer,
 * confirmed guests and arrivals, and `codeHash` (base64url of the first 16 bytes of SHA-256 of its
 * QR code's text: a scanned code is matched by hashing it; the codes themselves never leave the
 * server). Never a phone, e-mail, note or group. `version` is its ETag.
 */
export const checkinListHouseholdSchema = checkinHouseholdSchema.extend({ codeHash: z.string() });
export type CheckinListHousehold = z.infer<typeof checkinListHouseholdSchema>;
export const checkinListSchema = z.object({
  version: z.string(),
  generatedAt: z.string(),
  session: checkinSessionSchema,
  /** Per event, the guests confirmed (invited households' yes answers) and arrived so far. */
  totals: z.array(z.object({ eventId: z.string(), confirmedGuests: z.number(), arrivedGuests: z.number() })),
  households: z.array(checkinListHouseholdSchema),
  conflicts: z.array(checkinConflictSchema),
  walkInCounts: z.array(walkInCountSchema),
});
export type CheckinList = z.infer<typeof checkinListSchema>;

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
      /** Angpau recorded at the door for this event: envelopes and records (shared/door-gifts.ts). */
      angpauEnvelopes: z.number().optional(),
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
