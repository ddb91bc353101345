import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EVENTS_MAX, mainEventOf, withMainEvent } from '@shared/events';
import { EMPTY_MAP_URLS, withReadDefaults } from '@shared/invitation';
import { responseRateOf } from '@shared/guests';
import { MESSAGES } from '@shared/messages';
import {
  CATERER_CSV_FILENAME,
  catererCsv,
  catererEventFilename,
  CSV_BOM,
  eventCsvCells,
  eventCsvColumns,
  csvLine,
  HOST_ANSWER_ERRORS,
  HOST_ANSWER_MESSAGES,
  RESPONSES_CSV_COLUMNS,
  RESPONSES_CSV_DUPLICATE_COLUMN,
  RESPONSES_CSV_GUEST_COLUMNS,
  RESPONSES_PAGE_SIZE,
  responseCsvCells,
  responseGuestCsvCells,
  answerTotals,
  responsesQuerySchema,
  type HostAnswer,
  type EventSummary,
  type MealCount,
  type MergeAnswers,
  type ResponseEventReply,
  type ResponseFilter,
  type ResponseRow,
  type ResponsesPage,
  type ResponsesQuery,
  type ResponseSummary,
} from '@shared/responses';
import type { AppContext } from '@server/context';
import { ownedInvitation, type Viewer } from '@server/lib/access';
import { firstRow } from '@server/lib/invitation-rows';
import type { Db } from '@server/db/client';
import { households, invitations, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { isUniqueViolation } from '@server/lib/db-errors';
import { firstOrNotFound, inInvitation } from '@server/lib/invitation-rows';
import { HttpError, notFound } from '@server/lib/http-error';
import { richTextToPlain } from '@server/lib/sanitize';
import { forgetInvitationPages } from '@server/features/invitations/page-cache';
import { escapeLike } from '@server/features/templates/service';
import { replaceEventReplies } from './service';
import { onAnswerStored } from '@server/features/guests/notifications';
import { normalizePhone } from '@server/features/guests/phone';
import { guestSummary } from '@server/features/guests/summary';
import { eventHeadcount, invitationHeadcount, invitationMealCounts, type InvitationHeadcount, type InvitationMealCounts, type MealGuests } from './headcount';

/** Rows per database round trip while streaming a CSV. */
const CSV_BATCH = 1000;

/** The invitation whose responses the viewer may read (its owner or an admin); anyone else: not found. */
export async function readableInvitation(ctx: AppContext, invitationId: string, viewer: Viewer) {
  const row = await ownedInvitation(viewer, invitationId, (id) => firstRow(ctx.database.db
    .select({
      id: invitations.id,
      userId: invitations.userId,
      eventName: invitations.eventName,
      customSlug: invitations.customSlug,
      rsvp: invitations.rsvp,
      events: invitations.events,
      date: invitations.date,
      time: invitations.time,
      endTime: invitations.endTime,
      venue: invitations.venue,
      address: invitations.address,
      mapUrls: invitations.mapUrls,
    })
    .from(invitations)
    .where(eq(invitations.id, id))
    .limit(1)), MESSAGES.invitationNotFound);
  const settings = withReadDefaults({ rsvp: row.rsvp }).rsvp;
  const mealNames = new Map(settings.mealOptions.map((option) => [option.id, option.name]));
  // As toInvitationView reads them (main event mirrored from the fields above); names, dates and meals only here.
  const mapUrls = { ...EMPTY_MAP_URLS, ...row.mapUrls };
  const stored = Array.isArray(row.events) ? row.events : [];
  const events: ResponseEvent[] = withMainEvent(stored, { ...row, mapUrls, rsvp: settings }, row.id).map((event, index) => ({
    id: event.id,
    name: event.name.trim() || (event.isMain ? 'Main event' : `Event ${index + 1}`),
    date: event.date,
    isMain: event.isMain,
    mealOptions: event.mealOptions.map((option) => ({ id: option.id, name: option.name })),
  }));
  const eventMeals = new Map(events.map((event) => [event.id, new Map(event.mealOptions.map((option) => [option.id, option.name]))]));
  return {
    id: row.id,
    eventName: richTextToPlain(row.eventName),
    customSlug: row.customSlug,
    /** The top-level meal: the main event's options first, then any event's (it may be the first attending event's). */
    mealName: (id: string) => (id ? (mealNames.get(id) ?? events.map((event) => eventMeals.get(event.id)?.get(id)).find(Boolean) ?? id) : ''),
    isMealOption: (id: string) => mealNames.has(id),
    events,
    mainEvent: mainEventOf(events),
    eventMealName: (eventId: string, id: string) => (id ? (eventMeals.get(eventId)?.get(id) ?? id) : ''),
    /** What the host's answer form offers. */
    answerOptions: { mealOptions: settings.mealOptions.map((option) => ({ id: option.id, name: option.name })), askCarPlate: settings.requireCarPlate },
  };
}
type ReadableInvitation = Awaited<ReturnType<typeof readableInvitation>>;

/** An event as the responses page needs it. */
interface ResponseEvent {
  id: string;
  name: string;
  date: string;
  isMain: boolean;
  mealOptions: { id: string; name: string }[];
}

/** SQL LIKE treats % and _ as wildcards: a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${escapeLike(text)}%`;

function rowFilter(invitationId: string, q: string, filter: ResponseFilter): SQL | undefined {
  return and(
    eq(rsvpResponses.invitationId, invitationId),
    filter === 'attending'
      ? eq(rsvpResponses.attending, true)
      : filter === 'declined'
        ? eq(rsvpResponses.attending, false)
        : filter === 'duplicates'
          ? isNotNull(rsvpResponses.duplicateOf)
          : undefined,
    q ? or(ilike(rsvpResponses.guestName, likePattern(q)), ilike(rsvpResponses.email, likePattern(q))) : undefined,
  );
}

/** The summary from the one headcount (product.md §2, §9); likely duplicates only in their own count. */
function summaryOf({ overall }: InvitationHeadcount): ResponseSummary {
  const { answers: total, attendingAnswers: attending, declined, attendingGuests: totalGuests, duplicates } = overall;
  const invited = overall.invitedHouseholds;
  return { total, attending, declined, totalGuests, responseRate: invited > 0 ? responseRateOf(overall.householdAttending + overall.householdDeclined, invited) : null, duplicates };
}

/** Guests per meal ('' = none chosen) as the page and the caterer show them: named, largest first. */
function namedMeals(counts: MealGuests | undefined, name: (id: string) => string): { meals: MealCount[]; guestsWithoutMeal: number } {
  const entries = [...(counts ?? new Map<string, number>())];
  const meals = entries
    .filter(([id, guests]) => id !== '' && guests > 0)
    .map(([id, guests]) => ({ id, name: name(id), guests }))
    .sort((a, b) => b.guests - a.guests || a.name.localeCompare(b.name));
  return { meals, guestsWithoutMeal: counts?.get('') ?? 0 };
}

/** product.md §9 meal summary: guests per choice among attending answers, largest first. */
const mealSummary = (invitation: ReadableInvitation, counts: InvitationMealCounts) => namedMeals(counts.overall, invitation.mealName);

/** Every event's counts (product.md §13), from the one headcount and meal counts of the database. */
function eventSummaries(invitation: ReadableInvitation, headcount: InvitationHeadcount, counts: InvitationMealCounts): EventSummary[] {
  return invitation.events.map((event) => {
    const mine = eventHeadcount(headcount, event.id);
    const { meals, guestsWithoutMeal } = namedMeals(counts.events.get(event.id), (id) => invitation.eventMealName(event.id, id));
    return {
      eventId: event.id,
      name: event.name,
      date: event.date,
      isMain: event.isMain,
      mealOptions: event.mealOptions,
      attendingGuests: mine.attendingGuests,
      attendingAnswers: mine.attendingAnswers,
      declined: mine.declined,
      pending: mine.pending,
      meals: meals.map(({ id, name, guests }) => ({ id, name, count: guests })),
      guestsWithoutMeal,
    };
  });
}

/** The per-event replies of some answers (a page of the table, a batch of the CSV), in the invitation's event order. */
async function repliesOf(db: Db, invitation: ReadableInvitation, responseIds: readonly string[]): Promise<Map<string, ResponseEventReply[]>> {
  const byResponse = new Map<string, ResponseEventReply[]>();
  if (responseIds.length === 0) return byResponse;
  const rows = await db
    .select()
    .from(rsvpEventAnswers)
    .where(and(eq(rsvpEventAnswers.invitationId, invitation.id), inArray(rsvpEventAnswers.responseId, [...responseIds])));
  const order = new Map(invitation.events.map((event, index) => [event.id, index]));
  rows.sort((a, b) => (order.get(a.eventId) ?? EVENTS_MAX) - (order.get(b.eventId) ?? EVENTS_MAX));
  for (const row of rows) {
    // A reply for an event removed since is not shown (the invitation's save deletes them).
    if (!order.has(row.eventId)) continue;
    const replies = byResponse.get(row.responseId) ?? [];
    replies.push({ eventId: row.eventId, attending: row.attending, guests: row.guests, mealChoice: row.mealChoice, mealName: invitation.eventMealName(row.eventId, row.mealChoice) });
    byResponse.set(row.responseId, replies);
  }
  return byResponse;
}

/** The earlier answer a likely duplicate repeats (its name is shown beside the flag). */
const earlierAnswer = alias(rsvpResponses, 'earlier_answer');

/** A response with the household it belongs to (if any) and the answer it likely repeats, as the table and the host's routes return it. */
const rowColumns = { row: rsvpResponses, householdName: households.name, householdSeats: households.seats, householdEvents: households.eventIds, duplicateName: earlierAnswer.guestName };
type JoinedRow = { row: typeof rsvpResponses.$inferSelect; householdName: string | null; householdSeats: number | null; householdEvents: string[] | null; duplicateName: string | null };

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(rsvpResponses)
    .leftJoin(households, eq(households.id, rsvpResponses.householdId))
    .leftJoin(earlierAnswer, eq(earlierAnswer.id, rsvpResponses.duplicateOf));
}

function duplicateOf(row: typeof rsvpResponses.$inferSelect, duplicateName: string | null): ResponseRow['duplicateOf'] {
  return row.duplicateOf && duplicateName !== null ? { id: row.duplicateOf, guestName: duplicateName, reason: row.matchReason ?? 'name' } : null;
}

function toResponseRow(invitation: ReadableInvitation, { row, householdName, householdSeats, householdEvents, duplicateName }: JoinedRow, events: ResponseEventReply[]): ResponseRow {
  return {
    id: row.id,
    guestName: row.guestName,
    email: row.email,
    phone: row.phone,
    source: row.source,
    household: row.householdId && householdName !== null ? { id: row.householdId, name: householdName, seats: householdSeats ?? 0, eventIds: householdEvents } : null,
    attending: row.attending,
    numberOfGuests: row.numberOfGuests,
    mealChoice: row.mealChoice,
    mealName: invitation.mealName(row.mealChoice),
    carPlate: row.carPlate,
    wishes: row.wishes,
    wishHidden: row.wishHidden,
    responseDate: row.responseDate.toISOString(),
    events,
    duplicateOf: duplicateOf(row, duplicateName),
  };
}

/** One page of the table with the summary and meal counts: the responses page's one request. */
export async function getResponsesPage(ctx: AppContext, invitationId: string, viewer: Viewer, query: ResponsesQuery): Promise<ResponsesPage> {
  const { q, filter, page } = responsesQuerySchema.parse(query);
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  const where = rowFilter(invitation.id, q, filter);
  const db = ctx.database.db;
  // One headcount for the page: the guest-list card reads its overall row instead of asking again.
  const counting = invitationHeadcount(db, invitation.id, invitation.events.map((event) => event.id));
  const [headcount, mealCounts, guests, [counted], rows] = await Promise.all([
    counting,
    invitationMealCounts(db, invitation.id),
    counting.then((all) => guestSummary(db, invitation.id, all.overall)),
    db.select({ matching: sql<number>`count(*)::int` }).from(rsvpResponses).where(where),
    selectRows(db)
      .where(where)
      .orderBy(desc(rsvpResponses.responseDate), desc(rsvpResponses.id))
      .limit(RESPONSES_PAGE_SIZE)
      .offset((page - 1) * RESPONSES_PAGE_SIZE),
  ]);
  const replies = await repliesOf(db, invitation, rows.map(({ row }) => row.id));
  return {
    invitation: { id: invitation.id, eventName: invitation.eventName, customSlug: invitation.customSlug },
    summary: summaryOf(headcount),
    // Without a guest list there is nobody to be pending: the page stays as it was.
    guests: guests.households > 0 ? guests : null,
    answerOptions: invitation.answerOptions,
    ...mealSummary(invitation, mealCounts),
    events: eventSummaries(invitation, headcount, mealCounts),
    rows: rows.map((row) => toResponseRow(invitation, row, replies.get(row.row.id) ?? [])),
    page,
    pageSize: RESPONSES_PAGE_SIZE,
    matching: counted?.matching ?? 0,
  };
}

/**
 * rsvp_responses.csv, produced batch by batch (keyset on response date and id, oldest first), so
 * memory stays flat whatever the number of responses and the first bytes leave at once. With
 * several events, each event adds its columns after today's (attending, guests, and the meal when
 * it offers meals), read for each batch in one more query.
 */
export async function* responsesCsv(ctx: AppContext, invitation: ReadableInvitation): AsyncGenerator<string> {
  const [withGuestColumns, withDuplicates] = await Promise.all([usesGuestColumns(ctx.database.db, invitation.id), hasDuplicates(ctx.database.db, invitation.id)]);
  const perEvent = invitation.events.length > 1 ? invitation.events : [];
  yield CSV_BOM +
    csvLine([
      ...RESPONSES_CSV_COLUMNS,
      ...(withGuestColumns ? RESPONSES_CSV_GUEST_COLUMNS : []),
      ...(withDuplicates ? [RESPONSES_CSV_DUPLICATE_COLUMN] : []),
      ...perEvent.flatMap((event) => eventCsvColumns(event)),
    ]);
  // The cursor is the last row's (response date as text, id): text keeps the microseconds a JS
  // date would drop, and it does not need that row to exist still (a guest may withdraw meanwhile).
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const batch: { row: typeof rsvpResponses.$inferSelect; householdName: string | null; duplicateName: string | null; cursorDate: string }[] = await ctx.database.db
      .select({ row: rsvpResponses, householdName: households.name, duplicateName: earlierAnswer.guestName, cursorDate: sql<string>`${rsvpResponses.responseDate}::text` })
      .from(rsvpResponses)
      .leftJoin(households, eq(households.id, rsvpResponses.householdId))
      .leftJoin(earlierAnswer, eq(earlierAnswer.id, rsvpResponses.duplicateOf))
      .where(
        and(
          eq(rsvpResponses.invitationId, invitation.id),
          after ? sql`(${rsvpResponses.responseDate}, ${rsvpResponses.id}) > (${after.date}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(rsvpResponses.responseDate), asc(rsvpResponses.id))
      .limit(CSV_BATCH);
    if (batch.length === 0) return;
    const replies = perEvent.length > 0 ? await repliesOf(ctx.database.db, invitation, batch.map(({ row }) => row.id)) : new Map<string, ResponseEventReply[]>();
    yield batch
      .map(({ row, householdName, duplicateName }) => {
        const cells = responseCsvCells({ ...row, mealName: invitation.mealName(row.mealChoice), responseDate: row.responseDate.toISOString() });
        const guestCells = withGuestColumns ? responseGuestCsvCells({ householdName, phone: row.phone, source: row.source }) : [];
        if (withDuplicates) guestCells.push(duplicateOf(row, duplicateName)?.guestName ?? '');
        const own = replies.get(row.id) ?? [];
        const eventCells = perEvent.flatMap((event) => eventCsvCells(event, own.find((reply) => reply.eventId === event.id)));
        return csvLine([...cells, ...guestCells, ...eventCells]);
      })
      .join('');
    if (batch.length < CSV_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { date: last.cursorDate, id: last.row.id };
  }
}

/** Some answer is a likely duplicate waiting for the host: the CSV then says which earlier answer each repeats. */
async function hasDuplicates(db: Db, invitationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rsvpResponses.id })
    .from(rsvpResponses)
    .where(and(eq(rsvpResponses.invitationId, invitationId), isNotNull(rsvpResponses.duplicateOf)))
    .limit(1);
  return row !== undefined;
}

/** The household, phone and source columns say something: a guest list, or an answer with a phone or taken by the host. */
async function usesGuestColumns(db: Db, invitationId: string): Promise<boolean> {
  const [row] = await db
    .select({
      // drizzle writes columns unqualified here: the invitation's id goes in as a value.
      used: sql<boolean>`EXISTS (SELECT 1 FROM ${households} WHERE ${households.invitationId} = ${invitationId})
        OR EXISTS (SELECT 1 FROM ${rsvpResponses} WHERE ${rsvpResponses.invitationId} = ${invitationId}
          AND (${rsvpResponses.source} = 'host' OR ${rsvpResponses.phone} <> '' OR ${rsvpResponses.householdId} IS NOT NULL))`,
    })
    .from(invitations)
    .where(eq(invitations.id, invitationId));
  return row?.used === true;
}

/**
 * The caterer's export: guests per meal only (no names, e-mails or plates), then the total. With
 * `eventId`, for that event (its attending replies and their meals); an id that is not one of the
 * invitation's events is refused. Without, the answers' totals (the main event's meal), as before events.
 */
export async function catererExport(ctx: AppContext, invitation: ReadableInvitation, eventId?: string): Promise<{ filename: string; csv: string }> {
  const event = eventId === undefined ? null : invitation.events.find((candidate) => candidate.id === eventId);
  if (event === undefined) throw new HttpError(400, HOST_ANSWER_ERRORS.unknownEvent, HOST_ANSWER_MESSAGES.unknownEvent);
  const counts = await invitationMealCounts(ctx.database.db, invitation.id);
  if (event === null) {
    const { meals, guestsWithoutMeal } = mealSummary(invitation, counts);
    return { filename: CATERER_CSV_FILENAME, csv: catererCsv(meals, guestsWithoutMeal) };
  }
  const { meals, guestsWithoutMeal } = namedMeals(counts.events.get(event.id), (id) => invitation.eventMealName(event.id, id));
  return { filename: catererEventFilename(event.name), csv: catererCsv(meals, guestsWithoutMeal) };
}

/** The host hides (or shows again) one guest's wish on the public page; the answer itself stays. */
export async function setWishHidden(ctx: AppContext, invitationId: string, responseId: string, hidden: boolean, viewer: Viewer): Promise<void> {
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  await firstOrNotFound(
    ctx.database.db.update(rsvpResponses).set({ wishHidden: hidden }).where(inInvitation(rsvpResponses, responseId, invitation.id)).returning({ id: rsvpResponses.id }),
    'Response not found',
  );
  forgetInvitationPages(invitation.id);
  await ctx.liveEvents.publish(invitation.id);
}

// ---- Answers the host adds, edits and merges ----

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A household of this invitation (another invitation's id is not found, like any unknown id). */
async function householdOf(db: Db | Tx, invitationId: string, householdId: string) {
  return firstOrNotFound(
    db
      .select({ id: households.id, name: households.name, seats: households.seats, eventIds: households.eventIds })
      .from(households)
      .where(inInvitation(households, householdId, invitationId))
      .limit(1),
    HOST_ANSWER_MESSAGES.householdNotFound,
  );
}

function checkSeats(household: { name: string; seats: number }, answer: Pick<HostAnswer, 'attending' | 'numberOfGuests'>): void {
  if (answer.attending && answer.numberOfGuests > household.seats) {
    throw new HttpError(400, HOST_ANSWER_ERRORS.seats, HOST_ANSWER_MESSAGES.seats(household.name, household.seats));
  }
}

/** One household, one answer: the refusal names the answer it already has. */
async function householdAnswered(db: Db | Tx, household: { id: string; name: string }, exceptId: string | null): Promise<HttpError | null> {
  const [other] = await db
    .select({ guestName: rsvpResponses.guestName })
    .from(rsvpResponses)
    .where(and(eq(rsvpResponses.householdId, household.id), exceptId ? ne(rsvpResponses.id, exceptId) : undefined))
    .limit(1);
  return other ? new HttpError(409, HOST_ANSWER_ERRORS.householdAnswered, HOST_ANSWER_MESSAGES.householdAnswered(household.name, other.guestName)) : null;
}

/**
 * The server's checks of a host's answer: the phone in international form, a meal the invitation
 * offers (or the one already stored, should the host have removed that option since), and, with a
 * household, one of this invitation's with room for the guests and no other answer. The RSVP
 * deadline and the "RSVP on" switch are the guests' rules: the host may record a late answer.
 * Per event: events of this invitation (and of the household's list), within its seats, with that
 * event's meals; the answer's totals are derived from them (`answerTotals`).
 */
async function checkedAnswer(ctx: AppContext, invitation: ReadableInvitation, answer: HostAnswer, current: CurrentAnswer | null) {
  const phone = normalizePhone(answer.phone);
  if (!phone.ok) throw new HttpError(400, HOST_ANSWER_ERRORS.invalidPhone, phone.reason);
  if (!answer.events && answer.mealChoice && !invitation.isMealOption(answer.mealChoice) && answer.mealChoice !== current?.mealChoice) {
    throw new HttpError(400, HOST_ANSWER_ERRORS.unknownMeal, HOST_ANSWER_MESSAGES.unknownMeal);
  }
  const household = answer.householdId ? await householdOf(ctx.database.db, invitation.id, answer.householdId) : null;
  const replies = checkedReplies(invitation, answer, household, current);
  const totals = answer.events ? answerTotals(replies, invitation.mainEvent.id) : answer;
  if (household) {
    checkSeats(household, totals);
    const taken = await householdAnswered(ctx.database.db, household, current?.id ?? null);
    if (taken) throw taken;
  }
  return { phone: phone.phone, household, replies, totals: { attending: totals.attending, numberOfGuests: totals.numberOfGuests, mealChoice: totals.mealChoice } };
}

/** The answer being edited: its meal and its meal per event (kept choosable should the host have removed the option since). */
interface CurrentAnswer {
  id: string;
  mealChoice: string;
  eventMeals: Map<string, string>;
}

type Reply = { eventId: string; attending: boolean; guests: number; mealChoice: string };

/**
 * The rows of rsvp_event_answers the answer writes, in the invitation's event order. Without
 * `events`, the answer stands for every event the household is invited to (every event without a
 * household), its meal for the main event.
 */
function checkedReplies(invitation: ReadableInvitation, answer: HostAnswer, household: { name: string; seats: number; eventIds: string[] | null } | null, current: CurrentAnswer | null): Reply[] {
  const invited = (eventId: string) => !household?.eventIds || household.eventIds.includes(eventId);
  if (!answer.events) {
    const events = invitation.events.filter((event) => invited(event.id));
    return (events.length > 0 ? events : [invitation.mainEvent]).map((event) => ({
      eventId: event.id,
      attending: answer.attending,
      guests: answer.attending ? answer.numberOfGuests : 0,
      mealChoice: event.isMain ? answer.mealChoice : '',
    }));
  }
  const order = new Map(invitation.events.map((event, index) => [event.id, index]));
  return answer.events
    .map((reply) => {
      const event = invitation.events.find((candidate) => candidate.id === reply.eventId);
      if (!event) throw new HttpError(400, HOST_ANSWER_ERRORS.unknownEvent, HOST_ANSWER_MESSAGES.unknownEvent);
      if (household && !invited(event.id)) throw new HttpError(400, HOST_ANSWER_ERRORS.notInvited, HOST_ANSWER_MESSAGES.notInvited(household.name, event.name));
      if (household) checkSeats(household, { attending: reply.attending, numberOfGuests: reply.guests });
      const known = event.mealOptions.some((option) => option.id === reply.mealChoice) || reply.mealChoice === current?.eventMeals.get(event.id);
      if (reply.mealChoice && !known) throw new HttpError(400, HOST_ANSWER_ERRORS.unknownMeal, HOST_ANSWER_MESSAGES.unknownMeal);
      return { eventId: event.id, attending: reply.attending, guests: reply.attending ? reply.guests : 0, mealChoice: reply.attending ? reply.mealChoice : '' };
    })
    .sort((a, b) => order.get(a.eventId)! - order.get(b.eventId)!);
}

const hostAnswerColumns = (answer: HostAnswer, phone: string, totals: { attending: boolean; numberOfGuests: number; mealChoice: string }) => ({
  guestName: answer.guestName,
  email: answer.email,
  phone,
  attending: totals.attending,
  numberOfGuests: totals.numberOfGuests,
  mealChoice: totals.mealChoice,
  carPlate: totals.attending ? answer.carPlate : '',
  householdId: answer.householdId,
});


/** A lost race for a household's one answer (the unique index decided it) is the same 409 as a seen one. */
async function asHouseholdConflict<T>(ctx: AppContext, household: { id: string; name: string } | null, write: () => Promise<T>, exceptId: string | null): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (household && isUniqueViolation(error)) throw (await householdAnswered(ctx.database.db, household, exceptId)) ?? error;
    throw error;
  }
}

async function readRow(ctx: AppContext, invitation: ReadableInvitation, responseId: string): Promise<ResponseRow> {
  const row = await firstOrNotFound(selectRows(ctx.database.db).where(inInvitation(rsvpResponses, responseId, invitation.id)).limit(1), HOST_ANSWER_MESSAGES.responseNotFound);
  const replies = await repliesOf(ctx.database.db, invitation, [row.row.id]);
  return toResponseRow(invitation, row, replies.get(row.row.id) ?? []);
}

/** After the host's write: live pages refetch, the host's notices are queued, public pages show names and wishes afresh. */
async function afterWrite(ctx: AppContext, invitationId: string, change: { responseId: string; isNew: boolean } | null, wishesChanged: boolean): Promise<void> {
  if (wishesChanged) forgetInvitationPages(invitationId);
  await ctx.liveEvents.publish(invitationId);
  if (change) await onAnswerStored(ctx, { invitationId, ...change });
}

/** The host adds an answer taken by phone (source "host"); with a household it is that household's one answer. */
export async function addHostAnswer(ctx: AppContext, invitationId: string, viewer: Viewer, answer: HostAnswer): Promise<ResponseRow> {
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  const { phone, household, replies, totals } = await checkedAnswer(ctx, invitation, answer, null);
  const row = await asHouseholdConflict(
    ctx,
    household,
    () =>
      ctx.database.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(rsvpResponses)
          .values({ ...hostAnswerColumns(answer, phone, totals), invitationId: invitation.id, source: 'host' })
          .returning({ id: rsvpResponses.id });
        if (inserted) await replaceEventReplies(tx, inserted.id, invitation.id, replies);
        return inserted;
      }),
    null,
  );
  if (!row) throw new Error('answer not written');
  await afterWrite(ctx, invitation.id, { responseId: row.id, isNew: true }, false);
  return readRow(ctx, invitation, row.id);
}

/**
 * The host changes an answer (a guest's or their own). Its wish, source and date stay: the wish is
 * the guest's words, the source says how the answer first came.
 */
export async function editHostAnswer(ctx: AppContext, invitationId: string, responseId: string, viewer: Viewer, answer: HostAnswer): Promise<ResponseRow> {
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  const current = await firstOrNotFound(
    ctx.database.db
      .select({ id: rsvpResponses.id, mealChoice: rsvpResponses.mealChoice, wishes: rsvpResponses.wishes })
      .from(rsvpResponses)
      .where(inInvitation(rsvpResponses, responseId, invitation.id))
      .limit(1),
    HOST_ANSWER_MESSAGES.responseNotFound,
  );
  const stored = await ctx.database.db
    .select({ eventId: rsvpEventAnswers.eventId, mealChoice: rsvpEventAnswers.mealChoice })
    .from(rsvpEventAnswers)
    .where(eq(rsvpEventAnswers.responseId, current.id));
  const eventMeals = new Map(stored.map((reply) => [reply.eventId, reply.mealChoice]));
  const { phone, household, replies, totals } = await checkedAnswer(ctx, invitation, answer, { ...current, eventMeals });
  const updated = await asHouseholdConflict(
    ctx,
    household,
    () =>
      ctx.database.db.transaction(async (tx) => {
        const written = await tx
          .update(rsvpResponses)
          .set({ ...hostAnswerColumns(answer, phone, totals), updatedAt: new Date() })
          .where(inInvitation(rsvpResponses, current.id, invitation.id))
          .returning({ id: rsvpResponses.id });
        // Replaced whole: an event left out of the edit has no reply any more.
        if (written.length > 0) await replaceEventReplies(tx, current.id, invitation.id, replies);
        return written;
      }),
    current.id,
  );
  // Withdrawn by the guest in the meantime.
  if (updated.length === 0) throw notFound(HOST_ANSWER_MESSAGES.responseNotFound);
  // The public page shows the guest's name beside the wish.
  await afterWrite(ctx, invitation.id, { responseId: current.id, isNew: false }, current.wishes !== '');
  return readRow(ctx, invitation, current.id);
}

/**
 * Two answers of one guest become one: the kept answer stays as it is, the other is deleted (its
 * wish and edit link with it). When either belongs to a household the kept one ends linked to it
 * (within its seats); two households' answers are never merged, each household keeps its own.
 * Merging a likely duplicate with the answer it repeats resolves the flag; answers flagged against
 * the removed one then repeat the kept one (they stay out of the totals).
 */
export async function mergeHostAnswers(ctx: AppContext, invitationId: string, viewer: Viewer, { keepId, removeId }: MergeAnswers): Promise<ResponseRow> {
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  const removedWish = await ctx.database.db.transaction(async (tx) => {
    // Locked, so a concurrent edit or merge of either waits for this one.
    const rows = await tx
      .select()
      .from(rsvpResponses)
      .where(and(inArray(rsvpResponses.id, [keepId, removeId]), eq(rsvpResponses.invitationId, invitation.id)))
      .for('update');
    const keep = rows.find((row) => row.id === keepId);
    const remove = rows.find((row) => row.id === removeId);
    if (!keep || !remove) throw notFound(HOST_ANSWER_MESSAGES.responseNotFound);
    if (keep.householdId && remove.householdId && keep.householdId !== remove.householdId) {
      const first = await householdOf(tx, invitation.id, keep.householdId);
      const second = await householdOf(tx, invitation.id, remove.householdId);
      throw new HttpError(409, HOST_ANSWER_ERRORS.twoHouseholds, HOST_ANSWER_MESSAGES.twoHouseholds(first.name, second.name));
    }
    const householdId = keep.householdId ?? remove.householdId;
    if (householdId) checkSeats(await householdOf(tx, invitation.id, householdId), keep);
    // The kept answer is a likely duplicate only if it repeated a third answer; what repeated the removed one repeats what counts now.
    const keepDuplicateOf = keep.duplicateOf === remove.id ? remove.duplicateOf : keep.duplicateOf;
    await tx
      .update(rsvpResponses)
      .set({ duplicateOf: keepDuplicateOf ?? keep.id })
      .where(and(eq(rsvpResponses.duplicateOf, remove.id), ne(rsvpResponses.id, keep.id)));
    // Deleted first: the household's one-answer index then lets the kept answer take its link.
    await tx.delete(rsvpResponses).where(eq(rsvpResponses.id, remove.id));
    const decided = keepDuplicateOf !== keep.duplicateOf || householdId !== keep.householdId;
    if (decided) {
      // The host decided: a reason stays only on an answer still flagged (or linked by the open link, untouched here).
      const matchReason = keepDuplicateOf ? keep.matchReason : null;
      await tx.update(rsvpResponses).set({ householdId, duplicateOf: keepDuplicateOf, matchReason, updatedAt: new Date() }).where(eq(rsvpResponses.id, keep.id));
    }
    return remove.wishes !== '' || (decided && keep.wishes !== '');
  });
  await afterWrite(ctx, invitation.id, null, removedWish);
  return readRow(ctx, invitation, keepId);
}

/**
 * "Keep both": the host says a likely duplicate is another guest after all (issue 27). Its flag is
 * cleared and it counts from now on; the earlier answer is not touched. An answer that is not
 * flagged stays as it is.
 */
export async function keepBothAnswers(ctx: AppContext, invitationId: string, responseId: string, viewer: Viewer): Promise<ResponseRow> {
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  const [flagged] = await ctx.database.db
    .update(rsvpResponses)
    .set({ duplicateOf: null, matchReason: null, updatedAt: new Date() })
    .where(and(inInvitation(rsvpResponses, responseId, invitation.id), isNotNull(rsvpResponses.duplicateOf)))
    .returning({ wishes: rsvpResponses.wishes });
  const row = await readRow(ctx, invitation, responseId);
  // Its wish now shows on the public page.
  if (flagged) await afterWrite(ctx, invitation.id, null, flagged.wishes !== '');
  return row;
}
