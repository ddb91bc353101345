import { keepPreviousData } from '@tanstack/react-query';
import type { ArrivalFilter, ArrivalList } from '@shared/arrivals';
import { call, routeUrl } from '@web/lib/api';
import { arrivalsKey } from './api';

/*
 * The host's list of who arrived (product.md §13): one event's households, filtered and paged by the
 * server. Its key starts with the arrivals summary's, so the live stream's refetch (useLiveArrivals)
 * refreshes the list with the counts: no polling of its own.
 */

export interface ArrivalListFilter {
  event: string;
  q: string;
  state: ArrivalFilter;
  page: number;
}

export function arrivalListQuery(invitationId: string, filter: ArrivalListFilter) {
  return {
    queryKey: [...arrivalsKey(invitationId), 'list', filter] as const,
    queryFn: (): Promise<ArrivalList> => call('GET /api/invitations/{id}/arrivals/households', { path: { id: invitationId }, query: filter }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  };
}

/** arrivals.csv with the list's filters (the selected event, the search, the state). */
export const arrivalsCsvUrl = (invitationId: string, filter: Omit<ArrivalListFilter, 'page'>) =>
  routeUrl('/api/invitations/{id}/arrivals.csv', { id: invitationId }, { event: filter.event || undefined, q: filter.q || undefined, state: filter.state });
