import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { HOST_ANSWER_ERRORS, type MergeAnswers, type ResponseRow } from '@shared/responses';
import type { AppContext } from '@server/context';
import { rsvpResponses } from '@server/db/schema';
import type { Viewer } from '@server/lib/access';
import { messageError } from '@server/lib/http-error';
import { inInvitation } from '@server/lib/invitation-rows';
import { checkSeats, householdOf } from './host-answer-checks';
import { afterWrite } from './host-answers';
import { readableInvitation } from './readable-invitation';
import { readRow, responseNotFound } from './response-rows';

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
    if (!keep || !remove) throw responseNotFound();
    if (keep.householdId && remove.householdId && keep.householdId !== remove.householdId) {
      const first = await householdOf(tx, invitation.id, keep.householdId);
      const second = await householdOf(tx, invitation.id, remove.householdId);
      throw messageError(409, 'TWO_HOUSEHOLDS', first.name, second.name, { code: HOST_ANSWER_ERRORS.twoHouseholds });
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
