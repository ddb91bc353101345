import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ArrivalInput, ArrivalResult, ArrivalsSummary, CheckinHousehold, CheckinLink, CheckinSession } from '@shared/checkin';
import { api, ApiError } from '@web/lib/api';

/*
 * Check-in's calls (product.md §13): the helper's page (token in the path, no account) and the
 * host's panel (the owner's session). Contracts are src/shared/checkin.ts.
 */

const helperUrl = (token: string, rest = '') => `/api/checkin/${encodeURIComponent(token)}${rest}`;

/** A refusal that no retry will change (the link is gone, the input is wrong): 4xx but a rate limit. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

export function checkinSessionQuery(token: string) {
  return {
    queryKey: ['checkin', token, 'session'] as const,
    queryFn: () => api<CheckinSession>('GET', helperUrl(token)),
    staleTime: 5 * 60_000,
    retry: (count: number, error: unknown) => !isFinal(error) && count < 2,
  };
}

/** A scanned code's household (404: not a code of this invitation). */
export const lookupCode = (token: string, code: string) => api<CheckinHousehold>('POST', helperUrl(token, '/lookup'), { code });

/** Accepts a bare array or `{ households | links: [...] }`. */
function listOf<T>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  const inner = (data as Record<string, unknown> | null)?.[key];
  return Array.isArray(inner) ? (inner as T[]) : [];
}

export function householdSearchQuery(token: string, q: string) {
  return {
    queryKey: ['checkin', token, 'households', q] as const,
    queryFn: async () => listOf<CheckinHousehold>(await api<unknown>('GET', helperUrl(token, `/households?${new URLSearchParams({ q })}`)), 'households'),
    staleTime: 5_000,
    retry: (count: number, error: unknown) => !isFinal(error) && count < 1,
  };
}

export const sendArrivals = (token: string, arrivals: ArrivalInput[]) => api<{ results: ArrivalResult[] }>('POST', helperUrl(token, '/arrivals'), { arrivals });

// The host's panel.

const hostUrl = (invitationId: string, rest: string) => `/api/invitations/${encodeURIComponent(invitationId)}${rest}`;
export const checkinLinksKey = (invitationId: string) => ['checkin-links', invitationId] as const;
export const arrivalsKey = (invitationId: string) => ['checkin-arrivals', invitationId] as const;

export function checkinLinksQuery(invitationId: string) {
  return {
    queryKey: checkinLinksKey(invitationId),
    queryFn: async () => listOf<CheckinLink>(await api<unknown>('GET', hostUrl(invitationId, '/checkin-links')), 'links'),
  };
}

export const createCheckinLink = (invitationId: string, label: string) => api<CheckinLink>('POST', hostUrl(invitationId, '/checkin-links'), { label });
export const revokeCheckinLink = (invitationId: string, linkId: string) => api<unknown>('DELETE', hostUrl(invitationId, `/checkin-links/${encodeURIComponent(linkId)}`));

export function arrivalsQuery(invitationId: string) {
  return {
    queryKey: arrivalsKey(invitationId),
    queryFn: () => api<ArrivalsSummary>('GET', hostUrl(invitationId, '/arrivals')),
    refetchOnWindowFocus: true,
  };
}

/** The invitation's name for the panel's heading (the owner's own invitation). */
export function invitationTitleQuery(invitationId: string) {
  return {
    queryKey: ['checkin-invitation', invitationId] as const,
    queryFn: async () => (await api<{ input?: { eventName?: string | null } }>('GET', hostUrl(invitationId, ''))).input?.eventName ?? '',
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
    const source = new EventSource(hostUrl(invitationId, '/responses/events'));
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
