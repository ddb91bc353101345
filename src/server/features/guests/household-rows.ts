import { eq, inArray } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@shared/constants';
import type { Household } from '@shared/guests';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { firstRow, inInvitation } from '@server/lib/invitation-rows';
import { personalLink } from './links';
import type { GuestListOwner } from './list-invitation';
import { householdStatusSql } from './summary';

type HouseholdRow = typeof households.$inferSelect;
type AnswerRow = { id: string; attending: boolean; numberOfGuests: number; responseDate: Date } | null;
export type HouseholdJoinRow = { household: HouseholdRow; status: Household['status']; answer: AnswerRow };

/** One household with its state and answer, as the list, the CSV and the mutations return it. */
const householdSelection = {
  household: households,
  status: householdStatusSql,
  answer: {
    id: rsvpResponses.id,
    attending: rsvpResponses.attending,
    numberOfGuests: rsvpResponses.numberOfGuests,
    responseDate: rsvpResponses.responseDate,
  },
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toHousehold(ctx: AppContext, invitation: GuestListOwner, row: HouseholdJoinRow): Household {
  const h = row.household;
  return {
    id: h.id,
    name: h.name,
    seats: h.seats,
    phone: h.phone,
    email: h.email,
    tags: h.tags,
    language: (LANGUAGES as readonly string[]).includes(h.language ?? '') ? (h.language as Language) : null,
    note: h.note,
    link: personalLink(ctx, invitation, h),
    status: row.status,
    sentAt: iso(h.sentAt),
    sentVia: h.sentVia,
    remindedAt: iso(h.remindedAt),
    thankYouSentAt: iso(h.thankYouSentAt),
    thankYouVia: h.thankYouVia,
    firstOpenedAt: iso(h.firstOpenedAt),
    lastOpenedAt: iso(h.lastOpenedAt),
    visitCount: h.visitCount,
    eventIds: h.eventIds ?? null,
    answer: row.answer?.id
      ? { responseId: row.answer.id, attending: row.answer.attending, numberOfGuests: row.answer.numberOfGuests, respondedAt: row.answer.responseDate.toISOString() }
      : null,
  };
}

export function selectHouseholds(db: Db) {
  return db.select(householdSelection).from(households).leftJoin(rsvpResponses, eq(rsvpResponses.householdId, households.id));
}

/** The replies per event of some households' answers, in the invitation's event order. */
async function repliesOf(db: Db, invitation: GuestListOwner, rows: readonly HouseholdJoinRow[]): Promise<Map<string, NonNullable<Household['answer']>['events']>> {
  const ids = rows.flatMap((row) => (row.answer?.id ? [row.answer.id] : []));
  const byResponse = new Map<string, NonNullable<NonNullable<Household['answer']>['events']>>();
  if (ids.length === 0) return byResponse;
  const replies = await db
    .select({ responseId: rsvpEventAnswers.responseId, eventId: rsvpEventAnswers.eventId, attending: rsvpEventAnswers.attending, guests: rsvpEventAnswers.guests })
    .from(rsvpEventAnswers)
    .where(inArray(rsvpEventAnswers.responseId, ids));
  for (const event of invitation.events) {
    for (const reply of replies) {
      if (reply.eventId !== event.id) continue;
      const list = byResponse.get(reply.responseId) ?? [];
      list.push({ eventId: reply.eventId, attending: reply.attending, guests: reply.attending ? Math.max(reply.guests, 1) : 0 });
      byResponse.set(reply.responseId, list);
    }
  }
  return byResponse;
}

/** Households with their answers' replies per event. */
export async function withReplies(ctx: AppContext, invitation: GuestListOwner, rows: readonly HouseholdJoinRow[]): Promise<Household[]> {
  const replies = await repliesOf(ctx.database.db, invitation, rows);
  return rows.map((row) => {
    const household = toHousehold(ctx, invitation, row);
    if (household.answer) household.answer.events = replies.get(household.answer.responseId) ?? [];
    return household;
  });
}

/** A household id that is not on this list (or not an id at all): 404, public code NOT_FOUND, in the host's language. */
export const householdNotFound = () => messageError(404, 'HOUSEHOLD_NOT_FOUND', { code: 'NOT_FOUND' });

export async function oneHousehold(ctx: AppContext, invitation: GuestListOwner, householdId: string): Promise<Household> {
  const row = await firstRow(selectHouseholds(ctx.database.db).where(inInvitation(households, householdId, invitation.id)).limit(1));
  if (!row) throw householdNotFound();
  return toHousehold(ctx, invitation, row);
}
