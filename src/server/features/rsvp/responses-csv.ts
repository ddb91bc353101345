import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  CATERER_CSV_FILENAME,
  catererCsv,
  catererEventFilename,
  CSV_BOM,
  csvLine,
  eventCsvCells,
  eventCsvColumns,
  HOST_ANSWER_ERRORS,
  RESPONSES_CSV_COLUMNS,
  RESPONSES_CSV_DUPLICATE_COLUMN,
  RESPONSES_CSV_GUEST_COLUMNS,
  responseCsvCells,
  responseGuestCsvCells,
  type ResponseEventReply,
} from '@shared/responses';
import { csvDateTime } from '@shared/datetime';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { households, invitations, rsvpResponses } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { invitationMealCounts } from './headcount';
import type { ReadableInvitation } from './readable-invitation';
import { duplicateOf, earlierAnswer, repliesOf } from './response-rows';
import { mealSummary, namedMeals } from './responses-summary';

/** Rows per database round trip while streaming a CSV. */
const CSV_BATCH = 1000;

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
        const cells = responseCsvCells({ ...row, mealName: invitation.mealName(row.mealChoice), responseDate: csvDateTime(row.responseDate) });
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
  if (event === undefined) throw messageError(400, 'ANSWER_UNKNOWN_EVENT', { code: HOST_ANSWER_ERRORS.unknownEvent });
  const counts = await invitationMealCounts(ctx.database.db, invitation.id);
  if (event === null) {
    const { meals, guestsWithoutMeal } = mealSummary(invitation, counts);
    return { filename: CATERER_CSV_FILENAME, csv: catererCsv(meals, guestsWithoutMeal) };
  }
  const { meals, guestsWithoutMeal } = namedMeals(counts.events.get(event.id), (id) => invitation.eventMealName(event.id, id));
  return { filename: catererEventFilename(event.name), csv: catererCsv(meals, guestsWithoutMeal) };
}
