import type { MarkSentResult, RemindResult, SendEmailsResult, SendingCounts, SendMode, SendQueue } from '@shared/guest-sending';
import { api } from '@web/lib/api';

/*
 * The sending screens' calls (features/guests/sending-routes.ts): the WhatsApp queue, marking a
 * household sent, e-mail invitations and reminders. Types come from src/shared/guest-sending.ts.
 */

const base = (invitationId: string) => `/api/invitations/${encodeURIComponent(invitationId)}/guests`;

export const sendingCountsKey = (invitationId: string) => ['guest-sending-counts', invitationId] as const;

/** `listVersion` changes with the guest list's counts, so the buttons' counts follow the list. */
export function sendingCountsQuery(invitationId: string, listVersion: string) {
  return {
    queryKey: [...sendingCountsKey(invitationId), listVersion] as const,
    queryFn: () => api<SendingCounts>('GET', `${base(invitationId)}/sending-counts`),
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
      const search = new URLSearchParams({ mode });
      if (pageParam) search.set('after', pageParam);
      return api<SendQueue>('GET', `${base(invitationId)}/send-queue?${search}`);
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
  api<MarkSentResult>('POST', `${base(invitationId)}/${householdId}/sent`, { via: 'whatsapp', mode });

export const sendEmails = (invitationId: string, ids?: string[]) => api<SendEmailsResult>('POST', `${base(invitationId)}/send-emails`, ids ? { ids } : {});

export const sendReminders = (invitationId: string) => api<RemindResult>('POST', `${base(invitationId)}/remind`);
