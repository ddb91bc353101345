import { digestNowResultSchema, type DigestNowResult } from '@shared/guest-sending';
import { call } from '@web/lib/api';

/*
 * "Send me today's digest now" (features/guests/sending-routes.ts, POST …/guests/digest-now): the
 * daily digest of the last 24 hours, queued on the job runner at once. The answer is checked with
 * the route's own schema, so a changed contract fails here rather than as a wrong sentence.
 */

export async function sendDigestNow(invitationId: string): Promise<DigestNowResult> {
  const result = await call('POST /api/invitations/{id}/guests/digest-now', { path: { id: invitationId } });
  return digestNowResultSchema.parse(result);
}
