import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ArrivalBatchResult, ArrivalInput, ArrivalsSummary, CheckinHousehold, CheckinLink, CheckinSession, WalkInInput } from '@shared/checkin';
import type { DoorGiftBatchResult, DoorGiftInput } from '@shared/door-gifts';
import { ApiError, call, routeUrl } from '@web/lib/api';

/*
 * Check-in's calls (product.md §13): the helper's page (token in the path, no account) and the
 * host's panel (the owner's session). Contracts are src/shared/checkin.ts.
 */

/** A refusal that no retry will change (the link is gone, the input is wrong): 4xx but a rate limit. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

export function checkinSessionQuery(token: string) {
  return {
    queryKey: ['checkin', token, 'session'] as const,
    queryFn: (): Promise<CheckinSession> => call('GET /api/checkin/{token}', { path: { token } }),
    staleTime: 5 * 60_000,
    retry: (count: number, error: unknown) => !isFinal(error) && count < 2,
  };
}

/** A scanned code's household (404: not a code of this invitation). */
export const lookupCode = (token: string, code: string): Promise<CheckinHousehold> => call('POST /api/checkin/{token}/lookup', { path: { token }, body: { code } });

export function householdSearchQuery(token: string, q: string) {
  return {
    queryKey: ['checkin', token, 'households', q] as const,
    queryFn: async (): Promise<CheckinHousehold[]> => (await call('GET /api/checkin/{token}/households', { path: { token }, query: { q } })).households,
    staleTime: 5_000,
    retry: (count: number, error: unknown) => !isFinal(error) && count < 1,
  };
}

export const sendArrivals = (token: string, arrivals: ArrivalInput[], walkIns: WalkInInput[] = []): Promise<ArrivalBatchResult> =>
  call('POST /api/checkin/{token}/arrivals', { path: { token }, body: { arrivals, walkIns } });

// The host's panel.

export const checkinLinksKey = (invitationId: string) => ['checkin-links', invitationId] as const;
export const arrivalsKey = (invitationId: string) => ['checkin-arrivals', invitationId] as const;

export function checkinLinksQuery(invitationId: string) {
  return {
    queryKey: checkinLinksKey(invitationId),
    queryFn: (): Promise<CheckinLink[]> => call('GET /api/invitations/{id}/checkin-links', { path: { id: invitationId } }),
  };
}

export const createCheckinLink = (invitationId: string, label: string, canRecordGifts = true): Promise<CheckinLink> =>
  call('POST /api/invitations/{id}/checkin-links', { path: { id: invitationId }, body: { label, canRecordGifts } });
export const revokeCheckinLink = (invitationId: string, linkId: string) => call('DELETE /api/invitations/{id}/checkin-links/{linkId}', { path: { id: invitationId, linkId } });

export function arrivalsQuery(invitationId: string) {
  return {
    queryKey: arrivalsKey(invitationId),
    queryFn: (): Promise<ArrivalsSummary> => call('GET /api/invitations/{id}/arrivals', { path: { id: invitationId } }),
    refetchOnWindowFocus: true,
  };
}

/** The invitation's name for the panel's heading (the owner's own invitation). */
export function invitationTitleQuery(invitationId: string) {
  return {
    queryKey: ['checkin-invitation', invitationId] as const,
    queryFn: async () => (await call('GET /api/invitations/{id}', { path: { id: invitationId } })).input.eventName,
    staleTime: 60_000,
  };
}

/**
 * Live arrivals: the responses page's stream (one "something changed" signal per invitation, also
 * sent when arrivals are recorded) refetches the summary; after a reconnect its "ready" refetches
 * what was missed. Returns nothing: the summary's own query shows the state.
 */
export function useLiveArrivals(invitationId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!invitationId || typeof EventSource === 'undefined') return;
    const source = new EventSource(routeUrl('/api/invitations/{id}/responses/events', { id: invitationId }));
    const refetch = () => void queryClient.invalidateQueries({ queryKey: arrivalsKey(invitationId) });
    let first = true;
    source.addEventListener('ready', () => {
      if (!first) refetch();
      first = false;
    });
    source.addEventListener('rsvp', refetch);
    return () => source.close();
  }, [invitationId, queryClient]);
}

/** Angpau recorded at the door (shared/door-gifts.ts): a batch from the phone's gift queue. */
export const sendDoorGifts = (token: string, gifts: DoorGiftInput[]): Promise<DoorGiftBatchResult> => call('POST /api/checkin/{token}/gifts', { path: { token }, body: { gifts } });
