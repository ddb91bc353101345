import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EVENTS_MAX } from '@shared/events';
import type { ResponseEventReply, ResponseRow } from '@shared/responses';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { firstRow, inInvitation } from '@server/lib/invitation-rows';
import type { ReadableInvitation } from './readable-invitation';

/** An answer that is not this invitation's (or not there any more): 404, public code NOT_FOUND, in the host's language. */
export const responseNotFound = () => messageError(404, 'RESPONSE_NOT_FOUND', { code: 'NOT_FOUND' });

/** The per-event replies of some answers (a page of the table, a batch of the CSV), in the invitation's event order. */
export async function repliesOf(db: Db, invitation: ReadableInvitation, responseIds: readonly string[]): Promise<Map<string, ResponseEventReply[]>> {
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
export const earlierAnswer = alias(rsvpResponses, 'earlier_answer');

/** A response with the household it belongs to (if any) and the answer it likely repeats, as the table and the host's routes return it. */
const rowColumns = { row: rsvpResponses, householdName: households.name, householdSeats: households.seats, householdEvents: households.eventIds, duplicateName: earlierAnswer.guestName };
type JoinedRow = { row: typeof rsvpResponses.$inferSelect; householdName: string | null; householdSeats: number | null; householdEvents: string[] | null; duplicateName: string | null };

export function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(rsvpResponses)
    .leftJoin(households, eq(households.id, rsvpResponses.householdId))
    .leftJoin(earlierAnswer, eq(earlierAnswer.id, rsvpResponses.duplicateOf));
}

export function duplicateOf(row: typeof rsvpResponses.$inferSelect, duplicateName: string | null): ResponseRow['duplicateOf'] {
  return row.duplicateOf && duplicateName !== null ? { id: row.duplicateOf, guestName: duplicateName, reason: row.matchReason ?? 'name' } : null;
}

export function toResponseRow(invitation: ReadableInvitation, { row, householdName, householdSeats, householdEvents, duplicateName }: JoinedRow, events: ResponseEventReply[]): ResponseRow {
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

/** One answer of this invitation as the host's routes return it (another invitation's id is not found). */
export async function readRow(ctx: AppContext, invitation: ReadableInvitation, responseId: string): Promise<ResponseRow> {
  const row = await firstRow(selectRows(ctx.database.db).where(inInvitation(rsvpResponses, responseId, invitation.id)).limit(1));
  if (!row) throw responseNotFound();
  const replies = await repliesOf(ctx.database.db, invitation, [row.row.id]);
  return toResponseRow(invitation, row, replies.get(row.row.id) ?? []);
}
