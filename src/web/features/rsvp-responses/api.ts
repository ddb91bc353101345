import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { GuestList } from '@shared/guests';
import type { HostAnswer, MergeAnswers, ResponseFilter, ResponseRow, ResponsesPage } from '@shared/responses';
import { ApiError, call } from '@web/lib/api';

export const responsesKey = (invitationId: string) => ['responses', invitationId] as const;

export function responsesQuery(invitationId: string, params: { q: string; filter: ResponseFilter; page: number }) {
  // In this order: the page preload asks for the first page's URL as this builds it (page-preloads.ts).
  const query = { page: params.page, q: params.q || undefined, filter: params.filter !== 'all' ? params.filter : undefined };
  return {
    queryKey: [...responsesKey(invitationId), params] as const,
    queryFn: (): Promise<ResponsesPage> => call('GET /api/invitations/{id}/responses', { path: { id: invitationId }, query }),
    // Fresh for the moment between the router's prefetch and the page mounting (one request, not
    // two); live updates invalidate it whenever an answer arrives.
    staleTime: 5_000,
  };
}

export const setWishHidden = (invitationId: string, responseId: string, hidden: boolean) =>
  call('PUT /api/invitations/{id}/responses/{responseId}/wish-visibility', { path: { id: invitationId, responseId }, body: { hidden } });

/** The host adds an answer taken by phone. */
export const addAnswer = (invitationId: string, answer: HostAnswer): Promise<ResponseRow> => call('POST /api/invitations/{id}/responses', { path: { id: invitationId }, body: answer });
/** The host changes an answer (its wish stays the guest's). */
export const editAnswer = (invitationId: string, responseId: string, answer: HostAnswer) =>
  call('PUT /api/invitations/{id}/responses/{responseId}', { path: { id: invitationId, responseId }, body: answer }) satisfies Promise<ResponseRow>;
/** Two answers of one guest become the kept one. */
export const mergeAnswers = (invitationId: string, body: MergeAnswers): Promise<ResponseRow> => call('POST /api/invitations/{id}/responses/merge', { path: { id: invitationId }, body });
/** "Keep both": a likely duplicate is another guest; its flag is cleared and it counts. */
export const keepBothAnswers = (invitationId: string, responseId: string) =>
  call('POST /api/invitations/{id}/responses/{responseId}/keep', { path: { id: invitationId, responseId } }) satisfies Promise<ResponseRow>;

/** Every household search of one invitation: stale once an answer is added, changed or merged. */
export const householdSearchKey = (invitationId: string) => ['responses-household-search', invitationId] as const;

/** After the host's write: the table and summary, and which households have answered. */
export function refreshAfterAnswer(queryClient: QueryClient, invitationId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: responsesKey(invitationId) }),
    queryClient.invalidateQueries({ queryKey: householdSearchKey(invitationId) }),
  ]);
}

/** Households matching a search, for linking an answer to one (the guest list's first page). */
export function householdSearchQuery(invitationId: string, q: string) {
  return {
    queryKey: [...householdSearchKey(invitationId), q] as const,
    queryFn: (): Promise<GuestList> => call('GET /api/invitations/{id}/guests', { path: { id: invitationId }, query: { page: 1, q: q || undefined } }),
    staleTime: 10_000,
  };
}

/** Downloads a file from the API; resolves once it is saved, ApiError when the server refuses. */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, 'DOWNLOAD_FAILED', `Download failed (${response.status})`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Live updates: the server's event stream says "something changed" and the page refetches.
 * EventSource reconnects by itself; its "ready" event after a reconnect refetches what was missed.
 */
export function useLiveResponses(invitationId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!invitationId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/invitations/${invitationId}/responses/events`);
    const refetch = () => void queryClient.invalidateQueries({ queryKey: responsesKey(invitationId) });
    let first = true;
    source.addEventListener('ready', () => {
      setConnected(true);
      if (!first) refetch();
      first = false;
    });
    source.addEventListener('rsvp', refetch);
    source.onerror = () => setConnected(false);
    return () => {
      source.close();
      setConnected(false);
    };
  }, [invitationId, queryClient]);
  return connected;
}
