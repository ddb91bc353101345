import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  GUEST_LIMITS,
  guestListQuerySchema,
  PENDING_STATUSES,
  uniqueTags,
  type GuestListInvitation,
  type GuestListPage,
  type GuestListQuery,
} from '@shared/guests';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { escapeLike } from '@server/features/templates/service';
import { selectHouseholds, withReplies } from './household-rows';
import type { GuestListOwner } from './list-invitation';
import { guestSummary, householdStatusSql } from './summary';

/**
 * A search matches the name or e-mail (case-insensitive, % and _ literal), or the phone by its
 * digits: "012-345 6789" finds +60123456789 (a leading 0 is the trunk prefix, not part of it).
 */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  const phoneMatch = digits.length >= 3 && /^[\d\s()+-]+$/.test(q) ? ilike(households.phone, `%${digits}%`) : undefined;
  return or(ilike(households.name, pattern), ilike(households.email, pattern), phoneMatch);
}

/** The household's answer has a reply of this kind (for this event, or for any). */
const replied = (attending: boolean, eventId: string) =>
  sql`EXISTS (SELECT 1 FROM ${rsvpEventAnswers} a WHERE a.response_id = "rsvp_responses"."id" AND a.attending = ${attending}${eventId ? sql` AND a.event_id = ${eventId}::uuid` : sql``})`;

/**
 * The state filter, per event (issue 28): with an event chosen, attending / declined / pending
 * are that event's reply (pending: none for it); without, a household that said yes to one event
 * and no to another is under both Attending and Declined.
 */
function statusCondition(status: string, event: string): SQL | undefined {
  if (status === 'all') return undefined;
  const eventId = event.toLowerCase();
  if (status === 'attending' || status === 'declined') {
    const reply = replied(status === 'attending', eventId);
    return eventId ? reply : or(sql`${householdStatusSql} = ${status}`, reply);
  }
  if (status === 'pending') {
    const pending = sql`${householdStatusSql} IN (${sql.join(PENDING_STATUSES.map((s) => sql`${s}`), sql`, `)})`;
    return eventId ? or(pending, sql`NOT (${replied(true, eventId)} OR ${replied(false, eventId)})`) : pending;
  }
  return sql`${householdStatusSql} = ${status}`;
}

/** The household's groups include this one (case-insensitive, like the groups themselves). */
function tagCondition(tag: string): SQL | undefined {
  if (!tag) return undefined;
  return sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${households.tags}) AS t(tag) WHERE lower(t.tag) = lower(${tag}))`;
}

/** Households invited to this event: to every event (null), or to a list naming it. */
function eventCondition(invitation: GuestListOwner, eventId: string): SQL | undefined {
  if (!eventId) return undefined;
  const id = eventId.toLowerCase();
  if (!invitation.events.some((event) => event.id === id)) throw messageError(400, 'GUEST_LIST_UNKNOWN_EVENT', { code: 'UNKNOWN_EVENT' });
  return or(isNull(households.eventIds), sql`${households.eventIds} @> ${JSON.stringify([id])}::jsonb`);
}

/** Every group used on the list, for the filter and bulk tagging (sorted, case-insensitively). */
async function allTags(db: Db, invitationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`t.tag` })
    .from(sql`${households}, jsonb_array_elements_text(${households.tags}) AS t(tag)`)
    .where(eq(households.invitationId, invitationId));
  // Spelled two ways on two households: the one that sorts first (capitalised) names the group.
  return uniqueTags(rows.map((row) => row.tag).sort()).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** One page of the list (50, by name) with the summary and every group: the page's one request. */
export async function listGuests(ctx: AppContext, invitation: GuestListOwner, query: GuestListQuery): Promise<GuestListPage> {
  const { q, status, tag, event, page } = guestListQuerySchema.parse(query);
  const db = ctx.database.db;
  const where = and(eq(households.invitationId, invitation.id), searchCondition(q), statusCondition(status, event), tagCondition(tag), eventCondition(invitation, event));
  const [summary, tags, counted, rows] = await Promise.all([
    guestSummary(db, invitation.id),
    allTags(db, invitation.id),
    // Unfiltered, the summary already counts them; the answers are joined only for a state filter.
    !q && !tag && !event && status === 'all'
      ? Promise.resolve(null)
      : status === 'all'
        ? db.select({ total: count() }).from(households).where(where)
        : db.select({ total: count() }).from(households).leftJoin(rsvpResponses, eq(rsvpResponses.householdId, households.id)).where(where),
    selectHouseholds(db)
      .where(where)
      .orderBy(asc(households.name), asc(households.id))
      .limit(GUEST_LIMITS.pageSize)
      .offset((page - 1) * GUEST_LIMITS.pageSize),
  ]);
  return {
    invitation: publicPart(invitation),
    events: invitation.events,
    households: await withReplies(ctx, invitation, rows),
    total: counted ? (counted[0]?.total ?? 0) : summary.households,
    page,
    pageSize: GUEST_LIMITS.pageSize,
    summary,
    tags,
  };
}

function publicPart(invitation: GuestListOwner): GuestListInvitation {
  const { userId: _userId, events: _events, ...rest } = invitation;
  return rest;
}
