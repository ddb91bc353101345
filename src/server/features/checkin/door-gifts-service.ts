import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DoorGiftBatchResult, DoorGiftInput, DoorGiftResult } from '@shared/door-gifts';
import { isUuid } from '@shared/ids';
import type { AppContext } from '@server/context';
import { gifts, households } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { checkinEventsOf } from './events';
import type { OpenCheckinLink } from './door-service';

/**
 * Angpau at the door (product.md §16, shared/door-gifts.ts): the helper's phone sends what it
 * recorded, in batches, offline ones later. Only a live link (openCheckinLink) made with the angpau
 * part may record (403 CHECKIN_GIFTS_OFF otherwise, nothing stored); each record must name a
 * household of the link's invitation (and an event of it, when it names one). The id is the phone's:
 * INSERT … ON CONFLICT (id) DO NOTHING, so a resend (or an id already used anywhere) stores nothing.
 * What a helper may not see (amounts of other records, the ledger) is never answered: only the
 * envelope counts of the households in the batch.
 */
export async function recordDoorGifts(ctx: AppContext, link: OpenCheckinLink, items: readonly DoorGiftInput[]): Promise<DoorGiftBatchResult> {
  if (!link.canRecordGifts) throw messageError(403, 'CHECKIN_GIFTS_OFF');
  const db = ctx.database.db;
  const invitation = link.invitation;
  const eventIds = new Set(checkinEventsOf(invitation).map((event) => event.id));
  const wanted = [...new Set(items.map((item) => item.householdId.toLowerCase()).filter(isUuid))];
  const known = new Set(
    wanted.length
      ? (await db.select({ id: households.id }).from(households).where(and(eq(households.invitationId, invitation.id), inArray(households.id, wanted)))).map((row) => row.id)
      : [],
  );
  const results: DoorGiftResult[] = [];
  for (const item of items) {
    const householdId = item.householdId.toLowerCase();
    const eventId = item.eventId?.toLowerCase() ?? null;
    if (!known.has(householdId) || (eventId !== null && !eventIds.has(eventId))) {
      results.push({ giftId: item.giftId, status: 'not_found' });
      continue;
    }
    const inserted = await db
      .insert(gifts)
      .values({
        id: item.giftId.toLowerCase(),
        invitationId: invitation.id,
        householdId,
        eventId,
        source: 'door',
        method: 'angpau',
        envelopes: item.envelopes,
        amountSen: item.amountSen ?? null,
        fromName: (item.fromName ?? '').trim(),
        note: (item.note ?? '').trim(),
        linkId: link.linkId,
        deviceId: item.deviceId?.toLowerCase() ?? null,
        givenAt: new Date(Math.min(Date.parse(item.recordedAt), Date.now())),
      })
      .onConflictDoNothing({ target: gifts.id })
      .returning({ id: gifts.id });
    results.push({ giftId: item.giftId, status: inserted.length ? 'recorded' : 'duplicate' });
  }
  const touched = [...known];
  const envelopes = touched.length
    ? await db
        .select({ householdId: gifts.householdId, envelopes: sql<number>`coalesce(sum(${gifts.envelopes}), 0)::int` })
        .from(gifts)
        .where(and(eq(gifts.invitationId, invitation.id), eq(gifts.source, 'door'), inArray(gifts.householdId, touched)))
        .groupBy(gifts.householdId)
    : [];
  return { results, envelopes: envelopes.map((row) => ({ householdId: row.householdId!, envelopes: Number(row.envelopes) })) };
}
