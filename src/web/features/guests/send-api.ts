import type { MarkSentResult, RemindResult, SendEmailsResult, SendingCounts, SendMode, SendQueue } from '@shared/guest-sending';
import type { ThankYouSettings, ThankYouSettingsInput, ThankYouState } from '@shared/thank-yous';
import { call } from '@web/lib/api';

/*
 * The sending screens' calls (features/guests/sending-routes.ts): the WhatsApp queue, marking a
 * household sent, e-mail invitations and reminders. Types come from src/shared/guest-sending.ts.
 */

export const sendingCountsKey = (invitationId: string) => ['guest-sending-counts', invitationId] as const;

/** `listVersion` changes with the guest list's counts, so the buttons' counts follow the list. */
export function sendingCountsQuery(invitationId: string, listVersion: string) {
  return {
    queryKey: [...sendingCountsKey(invitationId), listVersion] as const,
    queryFn: (): Promise<SendingCounts> => call('GET /api/invitations/{id}/guests/sending-counts', { path: { id: invitationId } }),
  };
}

/**
 * The queue, page by page. Never refetched behind the host's back: they leave for WhatsApp and
 * come back many times, and the households already marked would otherwise shift under them.
 */
export function sendQueueQuery(invitationId: string, mode: SendMode) {
  return {
    queryKey: ['guest-send-queue', invitationId, mode] as const,
    queryFn: ({ pageParam }: { pageParam: string | null }) => {
      return call('GET /api/invitations/{id}/guests/send-queue', { path: { id: invitationId }, query: { mode, after: pageParam || undefined } }) satisfies Promise<SendQueue>;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: SendQueue) => last.nextAfter,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    gcTime: 0,
  };
}

export const markSent = (invitationId: string, householdId: string, mode: SendMode) =>
  call('POST /api/invitations/{id}/guests/{householdId}/sent', { path: { id: invitationId, householdId }, body: { via: 'whatsapp', mode } }) satisfies Promise<MarkSentResult>;

export const sendEmails = (invitationId: string, ids?: string[]): Promise<SendEmailsResult> => call('POST /api/invitations/{id}/guests/send-emails', { path: { id: invitationId }, body: ids ? { ids } : {} });

export const sendReminders = (invitationId: string): Promise<RemindResult> => call('POST /api/invitations/{id}/guests/remind', { path: { id: invitationId } });

// Thank-yous (features/thank-yous/routes.ts, shared/thank-yous.ts).
export const thankYouSettingsKey = (invitationId: string) => ['thank-you-settings', invitationId] as const;
export const thankYouSettingsQuery = (invitationId: string) => ({
  queryKey: thankYouSettingsKey(invitationId),
  queryFn: (): Promise<ThankYouSettings> => call('GET /api/invitations/{id}/thank-yous/settings', { path: { id: invitationId } }),
});
export const saveThankYouSettings = (invitationId: string, body: ThankYouSettingsInput): Promise<ThankYouSettings> => call('PUT /api/invitations/{id}/thank-yous/settings', { path: { id: invitationId }, body });
export const markThankedByHand = (invitationId: string, householdId: string): Promise<ThankYouState> =>
  call('PUT /api/invitations/{id}/guests/{householdId}/thank-you', { path: { id: invitationId, householdId }, body: { via: 'by_hand' } });
export const sendThankYouEmails = (invitationId: string): Promise<SendEmailsResult> => call('POST /api/invitations/{id}/thank-yous/send-emails', { path: { id: invitationId }, body: {} });
