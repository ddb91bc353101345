import { rsvpResponses } from '@server/db/schema';
import type { AppContext } from '@server/context';
import type { Viewer } from '@server/lib/access';
import { firstOrNotFound, inInvitation } from '@server/lib/invitation-rows';
import { forgetInvitationPages } from '@server/features/invitations/page-cache';
import { readableInvitation } from './readable-invitation';

/** The host hides (or shows again) one guest's wish on the public page; the answer itself stays. */
export async function setWishHidden(ctx: AppContext, invitationId: string, responseId: string, hidden: boolean, viewer: Viewer): Promise<void> {
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  await firstOrNotFound(
    ctx.database.db.update(rsvpResponses).set({ wishHidden: hidden }).where(inInvitation(rsvpResponses, responseId, invitation.id)).returning({ id: rsvpResponses.id }),
    'Response not found',
  );
  forgetInvitationPages(invitation.id);
  await ctx.liveEvents.publish(invitation.id);
}
