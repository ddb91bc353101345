import type { BulkEvents, BulkResult, GuestFilter, GuestListPage, GuestSettings, Household, HouseholdData } from '@shared/guests';
import { call } from '@web/lib/api';

/** Every cached page of one guest list: invalidate it after any change (import and sending do too). */
export const guestListKey = (invitationId: string) => ['guest-list', invitationId] as const;

export interface GuestListParams {
  q: string;
  status: GuestFilter;
  tag: string;
  /** Only households invited to this event (its id); '' or absent: any. */
  event?: string;
  page: number;
}

export const FIRST_PAGE: GuestListParams = { q: '', status: 'all', tag: '', page: 1 };

export function guestListQuery(invitationId: string, params: GuestListParams) {
  // In this order: the page preload asks for the first page's URL as this builds it (page-preloads.ts).
  const query = { page: params.page, q: params.q || undefined, status: params.status !== 'all' ? params.status : undefined, tag: params.tag || undefined, event: params.event || undefined };
  return {
    queryKey: [...guestListKey(invitationId), params] as const,
    queryFn: (): Promise<GuestListPage> => call('GET /api/invitations/{id}/guests', { path: { id: invitationId }, query }),
    staleTime: 5_000,
  };
}

export const guestCsvUrl = (invitationId: string) => `/api/invitations/${encodeURIComponent(invitationId)}/guests.csv`;

export const addHousehold = (invitationId: string, body: HouseholdData): Promise<Household> => call('POST /api/invitations/{id}/guests', { path: { id: invitationId }, body });
export const updateHousehold = (invitationId: string, id: string, body: HouseholdData): Promise<Household> =>
  call('PUT /api/invitations/{id}/guests/{householdId}', { path: { id: invitationId, householdId: id }, body });
export const deleteHousehold = (invitationId: string, id: string) => call('DELETE /api/invitations/{id}/guests/{householdId}', { path: { id: invitationId, householdId: id } });
export const bulkDelete = (invitationId: string, ids: string[]): Promise<BulkResult> => call('POST /api/invitations/{id}/guests/bulk-delete', { path: { id: invitationId }, body: { ids } });
export const bulkTag = (invitationId: string, ids: string[], add: string[], remove: string[]): Promise<BulkResult> =>
  call('POST /api/invitations/{id}/guests/bulk-tag', { path: { id: invitationId }, body: { ids, add, remove } });
/** Invites the households to every event (null) or to the chosen ones. */
export const bulkEvents = (invitationId: string, ids: string[], eventIds: BulkEvents['eventIds']): Promise<BulkResult> =>
  call('POST /api/invitations/{id}/guests/bulk-events', { path: { id: invitationId }, body: { ids, eventIds } });
export const newLink = (invitationId: string, id: string): Promise<Household> => call('POST /api/invitations/{id}/guests/{householdId}/new-link', { path: { id: invitationId, householdId: id } });
export const saveSettings = (invitationId: string, settings: GuestSettings): Promise<GuestSettings> => call('PUT /api/invitations/{id}/guests/settings', { path: { id: invitationId }, body: settings });

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}
