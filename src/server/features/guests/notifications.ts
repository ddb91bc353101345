import type { AppContext } from '@server/context';

/**
 * Called by the RSVP service after an answer is stored or changed (never throws: the answer is
 * already safe). Queues the host's notice (each answer, or the daily digest) on the job runner.
 */
export async function onAnswerStored(_ctx: AppContext, _event: { invitationId: string; responseId: string; isNew: boolean }): Promise<void> {
  // Filled in by the sending/jobs work (issue 17).
}
