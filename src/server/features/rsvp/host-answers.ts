import { eq } from 'drizzle-orm';
import type { HostAnswer, ResponseRow } from '@shared/responses';
import type { AppContext } from '@server/context';
import { rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import type { Viewer } from '@server/lib/access';
import { isUniqueViolation } from '@server/lib/db-errors';
import { firstRow, inInvitation } from '@server/lib/invitation-rows';
import { forgetInvitationPages } from '@server/features/invitations/page-cache';
import { onAnswerStored } from '@server/features/guests/notifications';
import { replaceEventReplies } from './service';
import { checkedAnswer, householdAnswered } from './host-answer-checks';
import { readableInvitation } from './readable-invitation';
import { readRow, responseNotFound } from './response-rows';

// Answers the host adds or edits (taken by phone, or a guest's corrected); their checks are in host-answer-checks.ts.

const hostAnswerColumns = (answer: HostAnswer, phone: string, totals: { attending: boolean; numberOfGuests: number; mealChoice: string }) => ({
  guestName: answer.guestName,
  email: answer.email,
  phone,
  attending: totals.attending,
  numberOfGuests: totals.numberOfGuests,
  mealChoice: totals.mealChoice,
  carPlate: totals.attending ? answer.carPlate : '',
  householdId: answer.householdId,
});

/** A lost race for a household's one answer (the unique index decided it) is the same 409 as a seen one. */
async function asHouseholdConflict<T>(ctx: AppContext, household: { id: string; name: string } | null, write: () => Promise<T>, exceptId: string | null): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (household && isUniqueViolation(error)) throw (await householdAnswered(ctx.database.db, household, exceptId)) ?? error;
    throw error;
  }
}

/** After the host's write: live pages refetch, the host's notices are queued, public pages show names and wishes afresh. */
export async function afterWrite(ctx: AppContext, invitationId: string, change: { responseId: string; isNew: boolean } | null, wishesChanged: boolean): Promise<void> {
  if (wishesChanged) forgetInvitationPages(invitationId);
  await ctx.liveEvents.publish(invitationId);
  if (change) await onAnswerStored(ctx, { invitationId, ...change });
}

/** The host adds an answer taken by phone (source "host"); with a household it is that household's one answer. */
export async function addHostAnswer(ctx: AppContext, invitationId: string, viewer: Viewer, answer: HostAnswer): Promise<ResponseRow> {
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  const { phone, household, replies, totals } = await checkedAnswer(ctx, invitation, answer, null);
  const row = await asHouseholdConflict(
    ctx,
    household,
    () =>
      ctx.database.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(rsvpResponses)
          .values({ ...hostAnswerColumns(answer, phone, totals), invitationId: invitation.id, source: 'host' })
          .returning({ id: rsvpResponses.id });
        if (inserted) await replaceEventReplies(tx, inserted.id, invitation.id, replies);
        return inserted;
      }),
    null,
  );
  if (!row) throw new Error('answer not written');
  await afterWrite(ctx, invitation.id, { responseId: row.id, isNew: true }, false);
  return readRow(ctx, invitation, row.id);
}

/**
 * The host changes an answer (a guest's or their own). Its wish, source and date stay: the wish is
 * the guest's words, the source says how the answer first came.
 */
export async function editHostAnswer(ctx: AppContext, invitationId: string, responseId: string, viewer: Viewer, answer: HostAnswer): Promise<ResponseRow> {
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  const current = await firstRow(
    ctx.database.db
      .select({ id: rsvpResponses.id, mealChoice: rsvpResponses.mealChoice, wishes: rsvpResponses.wishes })
      .from(rsvpResponses)
      .where(inInvitation(rsvpResponses, responseId, invitation.id))
      .limit(1),
  );
  if (!current) throw responseNotFound();
  const stored = await ctx.database.db
    .select({ eventId: rsvpEventAnswers.eventId, mealChoice: rsvpEventAnswers.mealChoice })
    .from(rsvpEventAnswers)
    .where(eq(rsvpEventAnswers.responseId, current.id));
  const eventMeals = new Map(stored.map((reply) => [reply.eventId, reply.mealChoice]));
  const { phone, household, replies, totals } = await checkedAnswer(ctx, invitation, answer, { ...current, eventMeals });
  const updated = await asHouseholdConflict(
    ctx,
    household,
    () =>
      ctx.database.db.transaction(async (tx) => {
        const written = await tx
          .update(rsvpResponses)
          .set({ ...hostAnswerColumns(answer, phone, totals), updatedAt: new Date() })
          .where(inInvitation(rsvpResponses, current.id, invitation.id))
          .returning({ id: rsvpResponses.id });
        // Replaced whole: an event left out of the edit has no reply any more.
        if (written.length > 0) await replaceEventReplies(tx, current.id, invitation.id, replies);
        return written;
      }),
    current.id,
  );
  // Withdrawn by the guest in the meantime.
  if (updated.length === 0) throw responseNotFound();
  // The public page shows the guest's name beside the wish.
  await afterWrite(ctx, invitation.id, { responseId: current.id, isNew: false }, current.wishes !== '');
  return readRow(ctx, invitation, current.id);
}
