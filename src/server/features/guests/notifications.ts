import { eq } from 'drizzle-orm';
import { readGuestSettings } from '@shared/guests';
import type { AppContext } from '@server/context';
import { invitations, rsvpResponses } from '@server/db/schema';
import { enqueue } from '@server/lib/jobs';
import { GUEST_JOB_KINDS } from './job-kinds';

const DAY = 24 * 3_600_000;

/** When the digest covering an answer at `at` goes out: the next 00:00 UTC (08:00 in Malaysia); it covers the 24 hours before. */
export function digestRunAt(at: Date): Date {
  return new Date((Math.floor(at.getTime() / DAY) + 1) * DAY);
}

/**
 * Called by the RSVP service after an answer is stored or changed (never throws: the answer is
 * already safe). Queues the host's notice (each answer, or the daily digest) on the job runner.
 */
export async function onAnswerStored(
  ctx: AppContext,
  event: { invitationId: string; responseId: string; isNew: boolean; /** The invitation's stored settings when the caller has them: 'off' costs no query. */ guestSettings?: unknown },
): Promise<void> {
  if (event.guestSettings !== undefined && readGuestSettings(event.guestSettings).hostNotify === 'off') return;
  try {
    const db = ctx.database.db;
    const [row] = await db
      .select({ guestSettings: invitations.guestSettings, updatedAt: rsvpResponses.updatedAt })
      .from(rsvpResponses)
      .innerJoin(invitations, eq(invitations.id, rsvpResponses.invitationId))
      .where(eq(rsvpResponses.id, event.responseId))
      .limit(1);
    if (!row) return;
    const { hostNotify } = readGuestSettings(row.guestSettings);
    if (hostNotify === 'each') {
      // One notice per state of the answer: a repeated call for the same change queues nothing more.
      await enqueue(db, {
        kind: GUEST_JOB_KINDS.hostAnswerNotice,
        key: `${GUEST_JOB_KINDS.hostAnswerNotice}:${event.responseId}:${row.updatedAt.toISOString()}`,
        payload: { invitationId: event.invitationId, responseId: event.responseId, changed: !event.isNew },
      });
    } else if (hostNotify === 'daily') {
      // One digest per invitation per day, whatever the number of answers.
      const runAt = digestRunAt(new Date());
      await enqueue(db, { kind: GUEST_JOB_KINDS.hostDigest, key: `${GUEST_JOB_KINDS.hostDigest}:${event.invitationId}:${runAt.toISOString().slice(0, 10)}`, payload: { invitationId: event.invitationId }, runAt });
    }
  } catch (err) {
    ctx.log.warn({ err, invitationId: event.invitationId }, 'could not queue the host notice');
  }
}
