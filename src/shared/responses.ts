import { z } from 'zod';
import { RSVP_GUESTS_MAX, RSVP_GUESTS_MIN } from './constants';
import { EVENTS_MAX } from './events';
import { emailField, plainText, trimmed } from './fields';
import { pageNumberParam, searchParam } from './paging';
import { guestSummarySchema } from './guests';
import { guestCountSchema, rsvpEventAnswerSchema, storedEventReplySchema, type RsvpEventAnswer } from './invitation-view';

/** The RSVP responses page (product.md §2, §9): contracts, the response rate, wish truncation and CSV rows. */

export const RESPONSE_FILTERS = ['all', 'attending', 'declined', 'duplicates'] as const;
export type ResponseFilter = (typeof RESPONSE_FILTERS)[number];

export const RESPONSES_PAGE_SIZE = 50;
/** product.md §2: wishes are cut at 50 characters in the table. */
export const WISH_PREVIEW_LENGTH = 50;

export const responsesQuerySchema = z.object({
  q: searchParam(),
  filter: z.enum(RESPONSE_FILTERS).optional().default('all'),
  page: pageNumberParam(),
});
export type ResponsesQuery = z.input<typeof responsesQuerySchema>;

/** Who typed the answer in: the guest on the invitation, or the host (taken by phone). */
export const RESPONSE_SOURCES = ['guest', 'host'] as const;
export type ResponseSource = (typeof RESPONSE_SOURCES)[number];
export const RESPONSE_SOURCE_LABELS: Record<ResponseSource, string> = { guest: 'Guest', host: 'Host' };

/** The invited household an answer came through (its personal link, or the host's choice). */
export const responseHouseholdSchema = z.object({
  id: z.string(),
  name: z.string(),
  seats: z.number(),
  /** The events it is invited to; null: every event. */
  eventIds: z.array(z.string()).nullable(),
});
export type ResponseHousehold = z.infer<typeof responseHouseholdSchema>;

/**
 * Why an answer through the open link was matched to an earlier one or to a household (issue 27):
 * the same phone (any spelling), e-mail (any case) or name. A match only flags or links, never hands over.
 */
export const MATCH_REASONS = ['phone', 'email', 'name'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** A likely duplicate: the earlier answer it repeats, counted in its place until the host merges the two or keeps both. */
export const responseDuplicateSchema = z.object({ id: z.string(), guestName: z.string(), reason: z.enum(MATCH_REASONS) });
export type ResponseDuplicate = z.infer<typeof responseDuplicateSchema>;

/** One answer's reply for one event (rsvp_event_answers), as the table shows it. */
export const responseEventReplySchema = storedEventReplySchema.extend({
  /** The event's meal option's name, or the stored id when the option was removed since. */
  mealName: z.string(),
});
export type ResponseEventReply = z.infer<typeof responseEventReplySchema>;

export const responseRowSchema = z.object({
  id: z.string(),
  guestName: z.string(),
  email: z.string(),
  /** E.164 or ''. */
  phone: z.string(),
  source: z.enum(RESPONSE_SOURCES),
  /** Null for an answer through the open link that the host has not linked to a household. */
  household: responseHouseholdSchema.nullable(),
  attending: z.boolean(),
  numberOfGuests: z.number(),
  mealChoice: z.string(),
  /** The meal option's name, or the stored id when the option was removed since. */
  mealName: z.string(),
  carPlate: z.string(),
  wishes: z.string(),
  wishHidden: z.boolean(),
  responseDate: z.string(),
  /** Its reply per event, in the invitation's event order (an event it has no reply for is left out). */
  events: z.array(responseEventReplySchema),
  /** Null, or the earlier answer this one likely repeats (it is then left out of every total). */
  duplicateOf: responseDuplicateSchema.nullable(),
});
export type ResponseRow = z.infer<typeof responseRowSchema>;

export const responseSummarySchema = z.object({
  total: z.number(),
  attending: z.number(),
  declined: z.number(),
  /** Guests coming: the sum of the attending answers' guest counts. */
  totalGuests: z.number(),
  /**
   * The guest list's rate, answered ÷ invited households as a rounded percent; null without a guest
   * list (issue 28: every answer would be 100 %), where the page reads it as the number of answers.
   */
  responseRate: z.number().nullable(),
  /** Likely duplicates waiting for the host (not in the counts above). */
  duplicates: z.number(),
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

export const mealCountSchema = z.object({ id: z.string(), name: z.string(), guests: z.number() });
export type MealCount = z.infer<typeof mealCountSchema>;

/** An invitation's or event's meal options, as the host's answer form lists them. */
const mealOptionList = () => z.array(z.object({ id: z.string(), name: z.string() }));

/** What the host's answer form offers (the invitation's RSVP settings). */
export const answerOptionsSchema = z.object({
  mealOptions: mealOptionList(),
  /** The invitation asks guests for a car plate. */
  askCarPlate: z.boolean(),
});
export type AnswerOptions = z.infer<typeof answerOptionsSchema>;

/**
 * One event's counts (product.md §13), computed by the database over the per-event replies:
 * attending guests and answers, declined answers, and households invited to it (all events, or a
 * chosen list that has it) whose answer has no reply for it yet.
 */
export const eventSummarySchema = z.object({
  eventId: z.string(),
  /** The event's name; an unnamed event reads "Main event" (the main one) or "Event 2", "Event 3" … */
  name: z.string(),
  date: z.string(),
  isMain: z.boolean(),
  /** The event's meal options (the host's answer form asks for one per event). */
  mealOptions: mealOptionList(),
  attendingGuests: z.number(),
  attendingAnswers: z.number(),
  declined: z.number(),
  pending: z.number(),
  /** Guests per meal choice for this event, largest first (attending replies with a choice). */
  meals: z.array(z.object({ id: z.string(), name: z.string(), count: z.number() })),
  /** Attending guests of this event who chose no meal. */
  guestsWithoutMeal: z.number(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const responsesPageSchema = z.object({
  invitation: z.object({ id: z.string(), eventName: z.string(), customSlug: z.string().nullable() }),
  summary: responseSummarySchema,
  /**
   * The guest list's counts (invited households and seats, sent, opened, attending, declined,
   * pending, and the response rate answered ÷ invited); null while the invitation has no guest list.
   */
  guests: guestSummarySchema.nullable(),
  answerOptions: answerOptionsSchema,
  /** Guests per meal choice, largest first (attending answers with a choice). */
  meals: z.array(mealCountSchema),
  /** Attending guests who chose no meal. */
  guestsWithoutMeal: z.number(),
  /** Every event of the invitation, in its order, with its counts (one entry for a one-event invitation). */
  events: z.array(eventSummarySchema),
  rows: z.array(responseRowSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Rows matching the search and filter (for paging). */
  matching: z.number(),
});
export type ResponsesPage = z.infer<typeof responsesPageSchema>;

export const wishVisibilityBodySchema = z.object({ hidden: z.boolean() });

// ---- Answers the host adds, edits and merges (an answer taken by phone; two answers of one guest) ----

/**
 * POST /api/invitations/:id/responses and PUT …/responses/:responseId: an answer as the host types
 * it. The wish is the guest's own words and is never written by the host (an edit keeps it).
 * With a household, the answer is that household's one answer and its guests are capped at its seats
 * (checked by the server, which knows the seats).
 *
 * `events` (an invitation with several events): the reply per event. The answer's totals are then
 * derived from them, as on the guest's side (`answerTotals`): attending any event, the largest
 * count, and the server sets the meal (the main event's, else the first attending event's); the
 * top-level `attending`, `numberOfGuests` and `mealChoice` may be left out. Without `events`, the
 * answer stands for every event the household is invited to (all events without a household).
 */
export const hostAnswerSchema = z
  .object({
    guestName: plainText(100).min(1, "Please enter the guest's name"),
    attending: z.boolean({ error: 'Please choose attending or not attending' }).optional(),
    numberOfGuests: guestCountSchema('Please enter the number of guests'),
    mealChoice: trimmed(100).default(''),
    carPlate: plainText(20).default(''),
    email: emailField().default(''),
    /** Any common spelling; the server stores it in international form (Malaysia by default). */
    phone: trimmed(40).default(''),
    householdId: z.uuid('Household not found').nullable().default(null),
    events: z.array(rsvpEventAnswerSchema).max(EVENTS_MAX).optional(),
  })
  .superRefine((value, issue) => {
    if (!value.events?.length) {
      if (value.attending === undefined) issue.addIssue({ code: 'custom', message: 'Please choose attending or not attending', path: ['attending'] });
      return;
    }
    const seen = new Set<string>();
    value.events.forEach((reply, index) => {
      if (seen.has(reply.eventId)) issue.addIssue({ code: 'custom', message: 'One reply per event', path: ['events', index, 'eventId'] });
      seen.add(reply.eventId);
      if (reply.attending && reply.guests < RSVP_GUESTS_MIN) {
        issue.addIssue({ code: 'custom', message: `Number of guests must be between ${RSVP_GUESTS_MIN} and ${RSVP_GUESTS_MAX}`, path: ['events', index, 'guests'] });
      }
    });
  })
  .transform((value) => {
    const events = value.events?.length ? value.events : undefined;
    const attending = events ? events.some((reply) => reply.attending) : value.attending === true;
    const numberOfGuests = events ? answerTotals(events, null).numberOfGuests : value.numberOfGuests;
    const answer = { ...value, attending, numberOfGuests, events };
    return attending ? answer : { ...answer, numberOfGuests: 0, mealChoice: '', carPlate: '' };
  })
  .refine((value) => !value.attending || value.numberOfGuests >= RSVP_GUESTS_MIN, {
    message: `Number of guests must be between ${RSVP_GUESTS_MIN} and ${RSVP_GUESTS_MAX}`,
    path: ['numberOfGuests'],
  });
export type HostAnswerInput = z.input<typeof hostAnswerSchema>;
export type HostAnswer = z.output<typeof hostAnswerSchema>;

/** POST /api/invitations/:id/responses/merge: two answers of one guest become the kept one. */
export const mergeAnswersSchema = z
  .object({ keepId: z.uuid('Response not found'), removeId: z.uuid('Response not found') })
  .refine((value) => value.keepId !== value.removeId, { message: 'Choose two different answers to merge', path: ['removeId'] });
export type MergeAnswers = z.infer<typeof mergeAnswersSchema>;

/** The code of each refusal, so a form can put the message beside the field it is about. */
export const HOST_ANSWER_ERRORS = {
  invalidPhone: 'INVALID_PHONE',
  unknownMeal: 'UNKNOWN_MEAL',
  seats: 'SEATS_EXCEEDED',
  householdAnswered: 'HOUSEHOLD_ANSWERED',
  twoHouseholds: 'TWO_HOUSEHOLDS',
  unknownEvent: 'UNKNOWN_EVENT',
  notInvited: 'NOT_INVITED',
} as const;

export const HOST_ANSWER_MESSAGES = {
  responseNotFound: 'Response not found',
  householdNotFound: 'Household not found',
  unknownMeal: 'Please choose one of the meal options.',
  seats: (household: string, seats: number) => `${household} may bring at most ${seats} ${seats === 1 ? 'guest' : 'guests'}.`,
  householdAnswered: (household: string, guestName: string) =>
    `${household} has already answered (as ${guestName}). Edit that answer instead, or merge the two answers.`,
  twoHouseholds: (first: string, second: string) =>
    `These answers belong to two households (${first} and ${second}); each household keeps its own answer, so they cannot be merged.`,
  unknownEvent: 'Event not found',
  notInvited: (household: string, event: string) => `${household} is not invited to ${event}.`,
  added: 'Answer added',
  saved: 'Answer saved',
  merged: 'Answers merged',
  keptBoth: 'Both answers kept',
  duplicateOf: (guestName: string) => `Likely duplicate of ${guestName}`,
  duplicateReason: { phone: 'same phone', email: 'same e-mail', name: 'same name' } satisfies Record<MatchReason, string>,
} as const;

/**
 * An answer's totals from its per-event replies (the rule the guest's side follows too): attending
 * when it attends any event; its guests the largest count of an attending event (at least one); its
 * meal the main event's when it attends the main event, else the first attending event's (in the
 * order given, which is the invitation's).
 */
export function answerTotals(replies: readonly Pick<RsvpEventAnswer, 'eventId' | 'attending' | 'guests' | 'mealChoice'>[], mainEventId: string | null) {
  const attendingReplies = replies.filter((reply) => reply.attending);
  if (attendingReplies.length === 0) return { attending: false, numberOfGuests: 0, mealChoice: '' };
  const main = attendingReplies.find((reply) => reply.eventId === mainEventId);
  return {
    attending: true,
    numberOfGuests: Math.max(RSVP_GUESTS_MIN, ...attendingReplies.map((reply) => reply.guests)),
    mealChoice: (main ?? attendingReplies[0]!).mealChoice,
  };
}

/** "Akad ✓ 3 · Resepsi ✗": an answer's replies per event in a few characters (the table, the merge dialog). */
export function eventRepliesText(replies: readonly Pick<ResponseEventReply, 'eventId' | 'attending' | 'guests'>[], events: readonly { eventId: string; name: string }[]): string {
  return events
    .flatMap((event) => {
      const reply = replies.find((r) => r.eventId === event.eventId);
      return reply ? [`${event.name} ${reply.attending ? `✓ ${reply.guests}` : '✗'}`] : [];
    })
    .join(' · ');
}

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
/**
 * Added after those when the invitation has a guest list or an answer with a phone or taken by the
 * host (the columns would say something); otherwise the file is exactly product.md §9's.
 */
export const RESPONSES_CSV_GUEST_COLUMNS = ['Household', 'Phone', 'Source'] as const;
/** Added when an answer is a likely duplicate still waiting for the host: the earlier answer's guest name. */
export const RESPONSES_CSV_DUPLICATE_COLUMN = 'Likely duplicate of';
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

/** The guest-list columns of one row (RESPONSES_CSV_GUEST_COLUMNS). */
export function responseGuestCsvCells(row: { householdName: string | null; phone: string; source: ResponseSource }): string[] {
  return [row.householdName ?? '', row.phone, RESPONSE_SOURCE_LABELS[row.source]];
}

/** The caterer's file: guests per meal, no names, e-mails or plates. */
export function catererCsv(meals: readonly MealCount[], guestsWithoutMeal: number): string {
  const lines = [CSV_BOM + csvLine(CATERER_CSV_COLUMNS), ...meals.map((meal) => csvLine([meal.name, String(meal.guests)]))];
  if (guestsWithoutMeal > 0) lines.push(csvLine([NO_MEAL_LABEL, String(guestsWithoutMeal)]));
  const total = meals.reduce((sum, meal) => sum + meal.guests, guestsWithoutMeal);
  lines.push(csvLine(['Total attending guests', String(total)]));
  return lines.join('');
}

// ---- Per event (an invitation with several events) ----

/** The columns one event adds to rsvp_responses.csv (after today's), the meal only when the event offers meals. */
export function eventCsvColumns(event: Pick<EventSummary, 'name' | 'mealOptions'>): string[] {
  return [`${event.name}: attending`, `${event.name}: guests`, ...(event.mealOptions.length > 0 ? [`${event.name}: meal`] : [])];
}

/** One answer's cells for one event: 'Attending' / 'Declined' and its guests, or empty when it has no reply for the event. */
export function eventCsvCells(event: Pick<EventSummary, 'mealOptions'>, reply: Pick<ResponseEventReply, 'attending' | 'guests' | 'mealName'> | undefined): string[] {
  const cells = reply ? [reply.attending ? 'Attending' : 'Declined', String(reply.guests)] : ['', ''];
  return event.mealOptions.length > 0 ? [...cells, reply?.mealName ?? ''] : cells;
}

/** GET …/meal-counts.csv?event=<id>: which event the caterer's file is for (an id of the invitation's events, else 400). */
export const catererQuerySchema = z.object({ event: z.uuid('Event not found').optional() });

/** The caterer's file for one event: rsvp_meal_counts_<event>.csv (ASCII letters and digits of its name). */
export function catererEventFilename(eventName: string): string {
  const slug = eventName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return `rsvp_meal_counts_${slug || 'event'}.csv`;
}
