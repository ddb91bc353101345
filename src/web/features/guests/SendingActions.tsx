import type { GuestSummary } from '@shared/guests';

/** The guest list's sending actions (issue 17; built by the sending work): e-mail invitations, reminders, the WhatsApp queue. */
export function SendingActions(_props: { invitationId: string; summary: GuestSummary }) {
  return null;
}
