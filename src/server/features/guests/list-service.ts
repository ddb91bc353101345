import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@shared/constants';
import { CSV_BOM, csvLine, eventCsvCells, eventCsvColumns } from '@shared/responses';
import {
  GUEST_CSV_COLUMNS,
  GUEST_LIMITS,
  GUEST_MESSAGES,
  guestListQuerySchema,
  householdCsvCells,
  PENDING_STATUSES,
  readGuestSettings,
  guestEventName,
  uniqueTags,
  type GuestListEvent,
  type GuestListInvitation,
  type GuestListPage,
  type GuestListQuery,
  type GuestSettings,
  type Household,
  type HouseholdData,
} from '@shared/guests';
import { withMainEvent, type InvitationEvent } from '@shared/events';
import { isUuid } from '@shared/ids';
import { EMPTY_MAP_URLS, withReadDefaults } from '@shared/invitation';
import { formatCategory } from '@shared/templates';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { households, invitations, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { isUniqueViolation } from '@server/lib/db-errors';
import { ownedInvitation, type Viewer } from '@server/lib/access';
import { firstOrNotFound, firstRow, inInvitation } from '@server/lib/invitation-rows';
import { badRequest, conflict, HttpError, notFound } from '@server/lib/http-error';
import { richTextToPlain } from '@server/lib/sanitize';
import { escapeLike } from '@server/features/templates/service';
import { householdTokenHash, personalLink } from './links';
import { normalizePhone } from './phone';
import { guestSummary, householdStatusSql } from './summary';

/** The invitation as the guest-list routes use it (its canonical id, never the spelling in the URL). */
export interface GuestListOwner extends GuestListInvitation {
  userId: string | null;
  /** The invitation's events in the host's order (one main), as the list names them. */
  events: GuestListEvent[];
}

/** Rows per database round trip while streaming the CSV. */
const CSV_BATCH = 1000;

const invitationColumns = {
  id: invitations.id,
  userId: invitations.userId,
  eventName: invitations.eventName,
  customSlug: invitations.customSlug,
  language: invitations.language,
  date: invitations.date,
  rsvp: invitations.rsvp,
  guestSettings: invitations.guestSettings,
  eventType: invitations.eventType,
  events: invitations.events,
};

/**
 * The invitation whose guest list the viewer may read and change (its owner or an admin); anyone
 * else, an id of another shape, or a missing one: 404, so ids cannot be probed. Every later query
 * uses the id the database returned, so an upper-case spelling in the URL reaches the same row and
 * the same check.
 */
export async function guestListInvitation(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<GuestListOwner> {
  const row = await ownedInvitation(viewer, invitationId, (id) => firstRow(ctx.database.db.select(invitationColumns).from(invitations).where(eq(invitations.id, id)).limit(1)), MESSAGES.invitationNotFound);
  const deadline = (withReadDefaults({ rsvp: row.rsvp }).rsvp as { deadline?: unknown }).deadline;
  return {
    id: row.id,
    userId: row.userId,
    eventName: richTextToPlain(row.eventName),
    customSlug: row.customSlug,
    language: (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'english',
    date: row.date || null,
    rsvpDeadline: typeof deadline === 'string' && deadline ? deadline : null,
    settings: readGuestSettings(row.guestSettings),
    events: guestListEventsOf(row),
  };
}

/** An invitation's events as the guest list names them (ids, names, dates), from its row's columns. */
export function guestListEventsOf(row: { id: string; date: string | null; eventType: string; events: InvitationEvent[] }): GuestListEvent[] {
  const { eventType } = withReadDefaults({ event_type: row.eventType });
  const typeLabel = formatCategory(eventType) || 'Event';
  // Only ids, names and dates are needed: the main event's date is the invitation's own.
  const mainFields = { date: row.date, time: null, endTime: null, venue: '', address: '', mapUrls: EMPTY_MAP_URLS, rsvp: { mealOptions: [] } };
  const stored = Array.isArray(row.events) ? row.events : [];
  return withMainEvent(stored, mainFields, row.id).map((event) => ({ id: event.id, name: guestEventName(event, typeLabel), date: event.date, isMain: event.isMain }));
}

/**
 * The household's events as stored (product.md §13): null (every event) stays null; a list is
 * checked against the invitation's events (400 naming the problem otherwise) and kept once each,
 * in the host's order of events, even when it names every event (the host's explicit choice).
 */
export function storedEventIds(invitation: Pick<GuestListOwner, 'events'>, eventIds: readonly string[] | null): string[] | null {
  if (eventIds === null) return null;
  const wanted = new Set(eventIds.map((id) => id.toLowerCase()));
  const known = new Set(invitation.events.map((event) => event.id));
  for (const id of wanted) if (!known.has(id)) throw badRequest(GUEST_MESSAGES.unknownEvent, 'UNKNOWN_EVENT');
  if (wanted.size === 0) throw badRequest('Choose at least one event.', 'NO_EVENT');
  return invitation.events.filter((event) => wanted.has(event.id)).map((event) => event.id);
}

type HouseholdRow = typeof households.$inferSelect;
type AnswerRow = { id: string; attending: boolean; numberOfGuests: number; responseDate: Date } | null;
type HouseholdJoinRow = { household: HouseholdRow; status: Household['status']; answer: AnswerRow };

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

function toHousehold(ctx: AppContext, invitation: GuestListOwner, row: HouseholdJoinRow): Household {
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
    firstOpenedAt: iso(h.firstOpenedAt),
    lastOpenedAt: iso(h.lastOpenedAt),
    visitCount: h.visitCount,
    eventIds: h.eventIds ?? null,
    answer: row.answer?.id
      ? { responseId: row.answer.id, attending: row.answer.attending, numberOfGuests: row.answer.numberOfGuests, respondedAt: row.answer.responseDate.toISOString() }
      : null,
  };
}

function selectHouseholds(db: Db) {
  return db.select(householdSelection).from(households).leftJoin(rsvpResponses, eq(rsvpResponses.householdId, households.id));
}

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
async function withReplies(ctx: AppContext, invitation: GuestListOwner, rows: readonly HouseholdJoinRow[]): Promise<Household[]> {
  const replies = await repliesOf(ctx.database.db, invitation, rows);
  return rows.map((row) => {
    const household = toHousehold(ctx, invitation, row);
    if (household.answer) household.answer.events = replies.get(household.answer.responseId) ?? [];
    return household;
  });
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
  if (!invitation.events.some((event) => event.id === id)) throw badRequest(GUEST_MESSAGES.unknownEvent, 'UNKNOWN_EVENT');
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

async function oneHousehold(ctx: AppContext, invitation: GuestListOwner, householdId: string): Promise<Household> {
  const row = await firstOrNotFound(selectHouseholds(ctx.database.db).where(inInvitation(households, householdId, invitation.id)).limit(1), GUEST_MESSAGES.householdNotFound);
  return toHousehold(ctx, invitation, row);
}

/**
 * The household's fields as stored: phone in international form (400 with the reason when it is not
 * a phone), groups once each, events checked (`eventIds` undefined: not sent, the caller decides).
 */
function storedFields(invitation: GuestListOwner, input: HouseholdData) {
  const phone = normalizePhone(input.phone);
  if (!phone.ok) throw badRequest(phone.reason, 'INVALID_PHONE');
  return {
    name: input.name,
    seats: input.seats,
    phone: phone.phone,
    email: input.email,
    tags: uniqueTags(input.tags),
    language: input.language,
    note: input.note,
    ...(input.eventIds === undefined ? {} : { eventIds: storedEventIds(invitation, input.eventIds) }),
  };
}

/** A 409 naming the household that already has this phone or e-mail on the list, or null. */
async function duplicateOf(db: Db, invitationId: string, fields: { phone: string; email: string }, exceptId?: string): Promise<HttpError | null> {
  const same = or(fields.phone ? eq(households.phone, fields.phone) : undefined, fields.email ? eq(households.email, fields.email) : undefined);
  if (!same) return null;
  const [existing] = await db
    .select({ name: households.name, phone: households.phone, email: households.email })
    .from(households)
    .where(and(eq(households.invitationId, invitationId), same, exceptId ? ne(households.id, exceptId) : undefined))
    .limit(1);
  if (!existing) return null;
  return fields.phone && existing.phone === fields.phone
    ? conflict(GUEST_MESSAGES.duplicatePhone(existing.name), 'DUPLICATE_PHONE')
    : conflict(GUEST_MESSAGES.duplicateEmail(existing.name), 'DUPLICATE_EMAIL');
}

/** The unique indexes decide a race between two saves; the answer is the same clear 409. */
async function explainUniqueViolation(db: Db, invitationId: string, fields: { phone: string; email: string }, exceptId: string | undefined, error: unknown): Promise<never> {
  if (isUniqueViolation(error)) {
    const duplicate = await duplicateOf(db, invitationId, fields, exceptId);
    if (duplicate) throw duplicate;
  }
  throw error;
}

/** Adds one household; its personal link exists from the start (the id is chosen here, so its token hash can be stored with it). */
export async function createHousehold(ctx: AppContext, invitation: GuestListOwner, input: HouseholdData): Promise<Household> {
  // Not sent: every event.
  const fields = { eventIds: null, ...storedFields(invitation, input) };
  const db = ctx.database.db;
  const duplicate = await duplicateOf(db, invitation.id, fields);
  if (duplicate) throw duplicate;
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      // The invitation's row is the lock: two saves cannot both take the last place under the cap.
      await tx.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, invitation.id)).for('update');
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(households).where(eq(households.invitationId, invitation.id));
      if (n >= GUEST_LIMITS.householdsPerInvitation) throw conflict(GUEST_MESSAGES.listFull, 'GUEST_LIST_FULL');
      await tx.insert(households).values({ id, invitationId: invitation.id, ...fields, tokenHash: householdTokenHash(ctx.secret, id, 1), linkVersion: 1 });
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    await explainUniqueViolation(db, invitation.id, fields, undefined, error);
  }
  return oneHousehold(ctx, invitation, id);
}

/** Changes one household's details; its link, sending and visits stay. */
export async function updateHousehold(ctx: AppContext, invitation: GuestListOwner, householdId: string, input: HouseholdData): Promise<Household> {
  if (!isUuid(householdId)) throw notFound(GUEST_MESSAGES.householdNotFound);
  const id = householdId.toLowerCase();
  // Events not sent (an older client): the stored ones stay.
  const fields = storedFields(invitation, input);
  const db = ctx.database.db;
  const duplicate = await duplicateOf(db, invitation.id, fields, id);
  if (duplicate) throw duplicate;
  let updated: { id: string }[] = [];
  try {
    updated = await db
      .update(households)
      .set({ ...fields, updatedAt: new Date() })
      .where(inInvitation(households, id, invitation.id))
      .returning({ id: households.id });
  } catch (error) {
    await explainUniqueViolation(db, invitation.id, fields, id, error);
  }
  if (updated.length === 0) throw notFound(GUEST_MESSAGES.householdNotFound);
  return oneHousehold(ctx, invitation, id);
}

/** Deletes households of this list (ids of other lists are ignored); their answers stay, as open-link answers. */
export async function deleteHouseholds(ctx: AppContext, invitation: GuestListOwner, ids: readonly string[]): Promise<number> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return 0;
  const deleted = await ctx.database.db
    .delete(households)
    .where(and(eq(households.invitationId, invitation.id), inArray(households.id, wanted)))
    .returning({ id: households.id });
  return deleted.length;
}

export async function deleteHousehold(ctx: AppContext, invitation: GuestListOwner, householdId: string): Promise<void> {
  if ((await deleteHouseholds(ctx, invitation, [householdId])) === 0) throw notFound(GUEST_MESSAGES.householdNotFound);
}

/**
 * Adds and removes groups on many households in one statement (the new groups of each are worked
 * out here, linear in the selection, and written with one UPDATE … FROM jsonb_to_recordset).
 */
export async function bulkTag(ctx: AppContext, invitation: GuestListOwner, change: { ids: readonly string[]; add: readonly string[]; remove: readonly string[] }): Promise<number> {
  const wanted = [...new Set(change.ids.map((id) => id.toLowerCase()))];
  const add = uniqueTags(change.add);
  const removed = new Set(uniqueTags(change.remove).map((tag) => tag.toLowerCase()));
  const db = ctx.database.db;
  const rows = await db
    .select({ id: households.id, name: households.name, tags: households.tags })
    .from(households)
    .where(and(eq(households.invitationId, invitation.id), inArray(households.id, wanted)));
  const changes: { id: string; tags: string[] }[] = [];
  for (const row of rows) {
    const tags = uniqueTags([...row.tags.filter((tag) => !removed.has(tag.toLowerCase())), ...add]);
    if (tags.length > GUEST_LIMITS.tagsPerHousehold) throw badRequest(GUEST_MESSAGES.tooManyTags(row.name), 'TOO_MANY_TAGS');
    if (tags.join('\n') !== row.tags.join('\n')) changes.push({ id: row.id, tags });
  }
  if (changes.length > 0) {
    await db.execute(sql`UPDATE ${households} AS h SET tags = v.tags, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) AS v(id uuid, tags jsonb)
      WHERE h.id = v.id AND h.invitation_id = ${invitation.id}`);
  }
  return rows.length;
}

/** Invites households of this list (ids of other lists are ignored) to every event or to the chosen ones; one statement. */
export async function bulkSetEvents(ctx: AppContext, invitation: GuestListOwner, change: { ids: readonly string[]; eventIds: readonly string[] | null }): Promise<number> {
  const eventIds = storedEventIds(invitation, change.eventIds);
  const wanted = [...new Set(change.ids.map((id) => id.toLowerCase()))];
  const updated = await ctx.database.db
    .update(households)
    .set({ eventIds, updatedAt: new Date() })
    .where(and(eq(households.invitationId, invitation.id), inArray(households.id, wanted)))
    .returning({ id: households.id });
  return updated.length;
}

/** A new personal link for one household: the old one stops working at once (its hash is replaced). */
export async function newHouseholdLink(ctx: AppContext, invitation: GuestListOwner, householdId: string): Promise<Household> {
  if (!isUuid(householdId)) throw notFound(GUEST_MESSAGES.householdNotFound);
  const id = householdId.toLowerCase();
  const db = ctx.database.db;
  const current = await firstOrNotFound(
    db.select({ linkVersion: households.linkVersion }).from(households).where(inInvitation(households, id, invitation.id)).limit(1),
    GUEST_MESSAGES.householdNotFound,
  );
  const next = current.linkVersion + 1;
  // Guarded by the version read: of two clicks at once, one bumps it and the other finds nothing to change.
  await db
    .update(households)
    .set({ linkVersion: next, tokenHash: householdTokenHash(ctx.secret, id, next), updatedAt: new Date() })
    .where(and(eq(households.id, id), eq(households.linkVersion, current.linkVersion)));
  return oneHousehold(ctx, invitation, id);
}

/**
 * guest_list.csv, batch by batch (keyset on name and id, the list's order), so memory stays flat
 * whatever the size of the list and the first bytes leave at once.
 */
export async function* guestListCsv(ctx: AppContext, invitation: GuestListOwner): AsyncGenerator<string> {
  // With several events, each adds its answer and guests (issue 28), as rsvp_responses.csv does.
  const perEvent = invitation.events.length > 1 ? invitation.events.map((event) => ({ ...event, mealOptions: [] })) : [];
  yield CSV_BOM + csvLine([...GUEST_CSV_COLUMNS, ...perEvent.flatMap((event) => eventCsvColumns(event))]);
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const batch: HouseholdJoinRow[] = await selectHouseholds(ctx.database.db)
      .where(and(eq(households.invitationId, invitation.id), after ? sql`(${households.name}, ${households.id}) > (${after.name}, ${after.id}::uuid)` : undefined))
      .orderBy(asc(households.name), asc(households.id))
      .limit(CSV_BATCH);
    if (batch.length === 0) return;
    const rows = perEvent.length > 0 ? await withReplies(ctx, invitation, batch) : batch.map((row) => toHousehold(ctx, invitation, row));
    yield rows
      .map((household) => {
        const replies = household.answer?.events ?? [];
        const cells = perEvent.flatMap((event) => {
          const reply = replies.find((item) => item.eventId === event.id);
          return eventCsvCells(event, reply && { ...reply, mealName: '' });
        });
        return csvLine([...householdCsvCells(household), ...cells]);
      })
      .join('');
    if (batch.length < CSV_BATCH) return;
    const last = batch[batch.length - 1]!.household;
    after = { name: last.name, id: last.id };
  }
}

/** Saves the list's settings; a custom message must carry each household's link. */
export async function saveGuestSettings(ctx: AppContext, invitation: GuestListOwner, settings: GuestSettings): Promise<GuestSettings> {
  const message = settings.message.trim();
  if (message && !message.includes('{link}')) throw badRequest(GUEST_MESSAGES.messageNeedsLink, 'MESSAGE_WITHOUT_LINK');
  const stored: GuestSettings = { ...settings, message };
  await ctx.database.db.update(invitations).set({ guestSettings: stored }).where(eq(invitations.id, invitation.id));
  return stored;
}
