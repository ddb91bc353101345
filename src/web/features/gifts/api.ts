import { keepPreviousData } from '@tanstack/react-query';
import type { GiftInput, GiftKind, GiftLedger, GiftRow, GiftSource } from '@shared/gifts';
import type { GuestList } from '@shared/guests';
import { call, routeUrl } from '@web/lib/api';

/*
 * The host's gift ledger (product.md §16): one page of gifts with the invitation's totals, filtered
 * and paged by the server; adding, changing and deleting a gift; the CSV with the same filter.
 */

export interface GiftFilter {
  q: string;
  source: GiftSource | '';
  method: GiftKind | '';
  event: string;
  group: string;
}

export const giftsKey = (invitationId: string) => ['gifts', invitationId] as const;

const filterQuery = (filter: GiftFilter) => ({
  q: filter.q || undefined,
  source: filter.source || undefined,
  method: filter.method || undefined,
  event: filter.event || undefined,
  group: filter.group || undefined,
});

export function giftLedgerQuery(invitationId: string, filter: GiftFilter, page: number) {
  return {
    queryKey: [...giftsKey(invitationId), filter, page] as const,
    queryFn: (): Promise<GiftLedger> => call('GET /api/invitations/{id}/gifts', { path: { id: invitationId }, query: { ...filterQuery(filter), page } }),
    placeholderData: keepPreviousData,
  };
}

export const giftsCsvUrl = (invitationId: string, filter: GiftFilter) => routeUrl('/api/invitations/{id}/gifts.csv', { id: invitationId }, filterQuery(filter));

export const addGift = (invitationId: string, body: GiftInput): Promise<GiftRow> => call('POST /api/invitations/{id}/gifts', { path: { id: invitationId }, body });
export const editGift = (invitationId: string, giftId: string, body: GiftInput): Promise<GiftRow> =>
  call('PUT /api/invitations/{id}/gifts/{giftId}', { path: { id: invitationId, giftId }, body });
export const deleteGift = (invitationId: string, giftId: string) => call('DELETE /api/invitations/{id}/gifts/{giftId}', { path: { id: invitationId, giftId } });

/** Households matching a search (the guest list's first page), for naming who a gift is from. */
export function householdSearchQuery(invitationId: string, q: string) {
  return {
    queryKey: ['gift-household-search', invitationId, q] as const,
    queryFn: (): Promise<GuestList> => call('GET /api/invitations/{id}/guests', { path: { id: invitationId }, query: { page: 1, q: q || undefined } }),
    enabled: q.length > 0,
    staleTime: 10_000,
  };
}
