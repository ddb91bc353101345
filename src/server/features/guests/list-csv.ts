import { and, asc, eq, sql } from 'drizzle-orm';
import { GUEST_CSV_COLUMNS, householdCsvCells } from '@shared/guests';
import { CSV_BOM, csvLine, eventCsvCells, eventCsvColumns } from '@shared/responses';
import type { AppContext } from '@server/context';
import { households } from '@server/db/schema';
import { selectHouseholds, toHousehold, withReplies, type HouseholdJoinRow } from './household-rows';
import type { GuestListOwner } from './list-invitation';

/** Rows per database round trip while streaming the CSV. */
const CSV_BATCH = 1000;

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
