import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { GUEST_LIMITS, uniqueTags, type Household, type HouseholdData } from '@shared/guests';
import { isUuid } from '@shared/ids';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { households, invitations } from '@server/db/schema';
import { isUniqueViolation } from '@server/lib/db-errors';
import { HttpError, messageError } from '@server/lib/http-error';
import { firstRow, inInvitation } from '@server/lib/invitation-rows';
import { householdNotFound, oneHousehold } from './household-rows';
import { householdTokenHash } from './links';
import { storedEventIds, type GuestListOwner } from './list-invitation';
import { normalizePhone } from './phone';

/**
 * The household's fields as stored: phone in international form (400 with the reason when it is not
 * a phone), groups once each, events checked (`eventIds` undefined: not sent, the caller decides).
 */
function storedFields(invitation: GuestListOwner, input: HouseholdData) {
  const phone = normalizePhone(input.phone);
  if (!phone.ok) throw messageError(400, 'INVALID_PHONE');
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
    ? messageError(409, 'DUPLICATE_PHONE', existing.name)
    : messageError(409, 'DUPLICATE_EMAIL', existing.name);
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
      if (n >= GUEST_LIMITS.householdsPerInvitation) throw messageError(409, 'GUEST_LIST_FULL');
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
  if (!isUuid(householdId)) throw householdNotFound();
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
  if (updated.length === 0) throw householdNotFound();
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
  if ((await deleteHouseholds(ctx, invitation, [householdId])) === 0) throw householdNotFound();
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
    if (tags.length > GUEST_LIMITS.tagsPerHousehold) throw messageError(400, 'TOO_MANY_TAGS', row.name);
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
  if (!isUuid(householdId)) throw householdNotFound();
  const id = householdId.toLowerCase();
  const db = ctx.database.db;
  const current = await firstRow(db.select({ linkVersion: households.linkVersion }).from(households).where(inInvitation(households, id, invitation.id)).limit(1));
  if (!current) throw householdNotFound();
  const next = current.linkVersion + 1;
  // Guarded by the version read: of two clicks at once, one bumps it and the other finds nothing to change.
  await db
    .update(households)
    .set({ linkVersion: next, tokenHash: householdTokenHash(ctx.secret, id, next), updatedAt: new Date() })
    .where(and(eq(households.id, id), eq(households.linkVersion, current.linkVersion)));
  return oneHousehold(ctx, invitation, id);
}
