import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  GIFT_KIND_LABELS,
  GIFT_LEDGER_HOST_MAX,
  GIFT_LEDGER_PAGE_SIZE,
  GIFT_SOURCE_LABELS,
  GIFTS_CSV_COLUMNS,
  malaysiaIso,
  senToRinggitText,
  type GiftLedger,
  type GiftLedgerFilter,
  type GiftRow,
  type GiftTotal,
} from '@shared/gifts';
import { isUuid } from '@shared/ids';
import { CSV_BOM, csvLine } from '@shared/responses';
import type { z } from 'zod';
import type { giftInputSchema } from '@shared/gifts';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { gifts, households, invitations } from '@server/db/schema';
import { auditAdminRead, noteAdminBefore, ownedInvitation, type Viewer } from '@server/lib/access';
import { messageError } from '@server/lib/http-error';
import { richTextToPlain } from '@server/lib/sanitize';
import { firstRow } from '@server/lib/invitation-rows';
import { checkinEventsOf, checkinInvitationColumns } from '@server/features/checkin/events';
import { invitationNotFound } from '@server/features/guests/list-invitation';
import { escapeLike } from '@server/features/templates/service';

/*
 * The host's gift ledger (issue 32 points 3 and 6; product.md §16 "The gift ledger"): every gift of an
 * invitation, whatever its source (told by a guest, recorded at the door, added by the host), with
 * totals per event and per group. Filtered, paged and summed in the database: five queries a page,
 * whatever the ledger's size. Only the invitation's owner and admins reach it (`ownedInvitation`); an
 * admin's read is audited (`auditAdminRead`), the CSV as every export.
 */

type GiftInput = z.output<typeof giftInputSchema>;

/** The CSV reads the ledger in batches of this many gifts (keyset), so memory stays flat. */
const CSV_BATCH = 500;

interface LedgerInvitation {
  id: string;
  title: string;
  events: { id: string; name: string }[];
}

/** The invitation whose ledger the viewer may read and change (owner or admin; else 404). */
export async function ledgerInvitation(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<LedgerInvitation> {
  const row = await ownedInvitation(
    viewer,
    invitationId,
    (id) => firstRow(ctx.database.db.select(checkinInvitationColumns).from(invitations).where(eq(invitations.id, id)).limit(1)),
    invitationNotFound(),
  );
  return { id: row.id, title: richTextToPlain(row.eventName), events: checkinEventsOf(row).map((event) => ({ id: event.id, name: event.name })) };
}

/** The filter's conditions (the invitation's gifts, joined to their households). */
function filterOf(invitationId: string, filter: GiftLedgerFilter): SQL | undefined {
  const like = filter.q ? `%${escapeLike(filter.q)}%` : null;
  return and(
    eq(gifts.invitationId, invitationId),
    like ? sql`(${households.name} ILIKE ${like} OR ${gifts.fromName} ILIKE ${like} OR ${gifts.note} ILIKE ${like})` : undefined,
    filter.source ? eq(gifts.source, filter.source) : undefined,
    filter.method ? eq(gifts.method, filter.method) : undefined,
    filter.event === 'none' ? isNull(gifts.eventId) : filter.event ? eq(gifts.eventId, filter.event) : undefined,
    filter.group ? sql`${households.tags} @> ${JSON.stringify([filter.group])}::jsonb` : undefined,
  );
}

/** count, the amount told (sum in sen; bigint in PostgreSQL, read as text) and how many told none. */
const totalColumns = {
  count: count(),
  amountSen: sql<string>`coalesce(sum(${gifts.amountSen}), 0)::text`,
  noAmount: sql<number>`(count(*) filter (where ${gifts.amountSen} is null))::int`,
};
const toTotal = (row: { count: number; amountSen: string; noAmount: number } | undefined): GiftTotal => ({
  count: Number(row?.count ?? 0),
  amountSen: Number(row?.amountSen ?? 0),
  noAmount: Number(row?.noAmount ?? 0),
});

const rowColumns = {
  id: gifts.id,
  householdId: gifts.householdId,
  householdName: households.name,
  fromName: gifts.fromName,
  amountSen: gifts.amountSen,
  method: gifts.method,
  source: gifts.source,
  envelopes: gifts.envelopes,
  eventId: gifts.eventId,
  note: gifts.note,
  givenAt: gifts.givenAt,
};
type StoredRow = { [K in keyof typeof rowColumns]: K extends 'givenAt' ? Date : K extends 'householdName' ? string | null : (typeof gifts.$inferSelect)[Exclude<K, 'householdName'>] };
const toRow = (row: StoredRow): GiftRow => ({ ...row, givenAt: row.givenAt.toISOString() });

/** The ledger's page: the invitation's totals (every gift), the filter's sum and one page of its gifts, newest first. */
export async function giftLedger(ctx: AppContext, invitation: LedgerInvitation, viewer: Viewer, query: GiftLedgerFilter & { page: number }): Promise<GiftLedger> {
  auditAdminRead(viewer);
  const db = ctx.database.db;
  const where = filterOf(invitation.id, query);
  const mine = eq(gifts.invitationId, invitation.id);
  const [overall, perEvent, perGroup, matching] = await Promise.all([
    db.select(totalColumns).from(gifts).where(mine),
    db.select({ eventId: gifts.eventId, ...totalColumns }).from(gifts).where(mine).groupBy(gifts.eventId),
    // A household in two groups counts in both; a gift with no household, or a household with no group: null.
    db
      .select({ group: sql<string | null>`t.tag`, ...totalColumns })
      .from(gifts)
      .leftJoin(households, eq(households.id, gifts.householdId))
      .leftJoin(sql`lateral jsonb_array_elements_text(coalesce(${households.tags}, '[]'::jsonb)) as t(tag)`, sql`true`)
      .where(mine)
      .groupBy(sql`t.tag`)
      .orderBy(sql`t.tag asc nulls last`),
    db.select(totalColumns).from(gifts).leftJoin(households, eq(households.id, gifts.householdId)).where(where),
  ]);
  const matched = toTotal(matching[0]);
  const totalPages = Math.max(1, Math.ceil(matched.count / GIFT_LEDGER_PAGE_SIZE));
  const page = Math.min(query.page, totalPages);
  const rows = await db
    .select(rowColumns)
    .from(gifts)
    .leftJoin(households, eq(households.id, gifts.householdId))
    .where(where)
    .orderBy(desc(gifts.givenAt), desc(gifts.id))
    .limit(GIFT_LEDGER_PAGE_SIZE)
    .offset((page - 1) * GIFT_LEDGER_PAGE_SIZE);
  // Events in the host's order, then gifts of events since removed, then those at no event.
  const order = new Map(invitation.events.map((event, index) => [event.id, index]));
  const rank = (eventId: string | null) => (eventId === null ? Number.MAX_SAFE_INTEGER : (order.get(eventId) ?? invitation.events.length));
  return {
    title: invitation.title,
    events: invitation.events,
    totals: {
      overall: toTotal(overall[0]),
      perEvent: perEvent.map((row) => ({ eventId: row.eventId, ...toTotal(row) })).sort((a, b) => rank(a.eventId) - rank(b.eventId)),
      perGroup: perGroup.map((row) => ({ group: row.group, ...toTotal(row) })),
    },
    matching: matched,
    page,
    totalPages,
    data: rows.map(toRow),
  };
}

async function readGift(db: Db, invitationId: string, giftId: string): Promise<GiftRow> {
  const row = isUuid(giftId)
    ? await firstRow(
        db
          .select(rowColumns)
          .from(gifts)
          .leftJoin(households, eq(households.id, gifts.householdId))
          .where(and(eq(gifts.invitationId, invitationId), eq(gifts.id, giftId.toLowerCase())))
          .limit(1),
      )
    : undefined;
  if (!row) throw messageError(404, 'GIFT_NOT_FOUND', { code: 'NOT_FOUND' });
  return toRow(row);
}

/** The household and event a gift names must be the invitation's own (a stranger's id is refused, never linked). */
async function checkReferences(db: Db, invitation: LedgerInvitation, input: GiftInput): Promise<void> {
  if (input.eventId !== null && !invitation.events.some((event) => event.id === input.eventId)) throw messageError(400, 'GIFT_UNKNOWN_EVENT');
  if (input.householdId !== null) {
    const found = await firstRow(
      db
        .select({ id: households.id })
        .from(households)
        .where(and(eq(households.invitationId, invitation.id), eq(households.id, input.householdId)))
        .limit(1),
    );
    if (!found) throw messageError(400, 'GIFT_UNKNOWN_HOUSEHOLD');
  }
}

const storedFields = (input: GiftInput) => ({
  householdId: input.householdId,
  fromName: input.fromName,
  method: input.method,
  amountSen: input.amountSen,
  envelopes: input.envelopes,
  eventId: input.eventId,
  note: input.note,
});

/** A gift the host adds by hand (source 'host'); at most GIFT_LEDGER_HOST_MAX per invitation (409). */
export async function addGift(ctx: AppContext, invitation: LedgerInvitation, viewer: Viewer, input: GiftInput): Promise<GiftRow> {
  const db = ctx.database.db;
  await checkReferences(db, invitation, input);
  const [{ added } = { added: 0 }] = await db
    .select({ added: count() })
    .from(gifts)
    .where(and(eq(gifts.invitationId, invitation.id), eq(gifts.source, 'host')));
  if (added >= GIFT_LEDGER_HOST_MAX) throw messageError(409, 'GIFT_LEDGER_FULL', { code: 'LEDGER_FULL' });
  const [made] = await db
    .insert(gifts)
    .values({ invitationId: invitation.id, source: 'host', recordedBy: viewer.id, ...storedFields(input), ...(input.givenAt ? { givenAt: new Date(input.givenAt) } : {}) })
    .returning({ id: gifts.id });
  return readGift(db, invitation.id, made!.id);
}

/** The host changes a gift of any source (its source, link and phone stay); givenAt left out keeps its date. */
export async function editGift(ctx: AppContext, invitation: LedgerInvitation, viewer: Viewer, giftId: string, input: GiftInput): Promise<GiftRow> {
  const db = ctx.database.db;
  const before = await readGift(db, invitation.id, giftId);
  noteAdminBefore(viewer, before);
  await checkReferences(db, invitation, input);
  await db
    .update(gifts)
    .set({ ...storedFields(input), ...(input.givenAt ? { givenAt: new Date(input.givenAt) } : {}), updatedAt: new Date() })
    .where(and(eq(gifts.invitationId, invitation.id), eq(gifts.id, before.id)));
  return readGift(db, invitation.id, before.id);
}

export async function deleteGift(ctx: AppContext, invitation: LedgerInvitation, viewer: Viewer, giftId: string): Promise<void> {
  const db = ctx.database.db;
  const before = await readGift(db, invitation.id, giftId);
  noteAdminBefore(viewer, before);
  await db.delete(gifts).where(and(eq(gifts.invitationId, invitation.id), eq(gifts.id, before.id)));
}

/**
 * gifts.csv with the ledger's filter, oldest first, produced batch by batch (keyset on the date and
 * id), so the first bytes leave at once and memory stays flat whatever the ledger's size. Dates are
 * ISO 8601 in Malaysia time (+08:00), amounts ringgit with two decimals; every cell is quoted and a
 * formula is neutralised (csvLine).
 */
export async function* giftsCsv(ctx: AppContext, invitation: LedgerInvitation, filter: GiftLedgerFilter): AsyncGenerator<string> {
  const names = new Map(invitation.events.map((event) => [event.id, event.name]));
  const where = filterOf(invitation.id, filter);
  yield CSV_BOM + csvLine(GIFTS_CSV_COLUMNS);
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const batch: (StoredRow & { tags: string[] | null; cursorDate: string })[] = await ctx.database.db
      .select({ ...rowColumns, tags: households.tags, cursorDate: sql<string>`${gifts.givenAt}::text` })
      .from(gifts)
      .leftJoin(households, eq(households.id, gifts.householdId))
      .where(and(where, after ? sql`(${gifts.givenAt}, ${gifts.id}) > (${after.date}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(asc(gifts.givenAt), asc(gifts.id))
      .limit(CSV_BATCH);
    if (batch.length === 0) return;
    yield batch
      .map((gift) =>
        csvLine([
          malaysiaIso(gift.givenAt),
          gift.householdName ?? '',
          gift.fromName,
          gift.amountSen === null ? '' : senToRinggitText(gift.amountSen),
          GIFT_KIND_LABELS[gift.method],
          GIFT_SOURCE_LABELS[gift.source],
          gift.eventId === null ? '' : (names.get(gift.eventId) ?? 'Removed event'),
          gift.envelopes === null ? '' : String(gift.envelopes),
          (gift.tags ?? []).join('; '),
          gift.note,
        ]),
      )
      .join('');
    if (batch.length < CSV_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { date: last.cursorDate, id: last.id };
  }
}
