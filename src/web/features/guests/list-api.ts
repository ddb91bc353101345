import type { BulkEvents, BulkResult, GuestFilter, GuestListPage, GuestSettings, Household, HouseholdData } from '@shared/guests';
import { api } from '@web/lib/api';

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

const base = (invitationId: string) => `/api/invitations/${encodeURIComponent(invitationId)}/guests`;

export function guestListQuery(invitationId: string, params: GuestListParams) {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.q) search.set('q', params.q);
  if (params.status !== 'all') search.set('status', params.status);
  if (params.tag) search.set('tag', params.tag);
  if (params.event) search.set('event', params.event);
  return {
    queryKey: [...guestListKey(invitationId), params] as const,
    queryFn: () => api<GuestListPage>('GET', `${base(invitationId)}?${search}`),
    staleTime: 5_000,
  };
}

export const guestCsvUrl = (invitationId: string) => `/api/invitations/${encodeURIComponent(invitationId)}/guests.csv`;

export const addHousehold = (invitationId: string, body: HouseholdData) => api<Household>('POST', base(invitationId), body);
export const updateHousehold = (invitationId: string, id: string, body: HouseholdData) => api<Household>('PUT', `${base(invitationId)}/${id}`, body);
export const deleteHousehold = (invitationId: string, id: string) => api<null>('DELETE', `${base(invitationId)}/${id}`);
export const bulkDelete = (invitationId: string, ids: string[]) => api<BulkResult>('POST', `${base(invitationId)}/bulk-delete`, { ids });
export const bulkTag = (invitationId: string, ids: string[], add: string[], remove: string[]) => api<BulkResult>('POST', `${base(invitationId)}/bulk-tag`, { ids, add, remove });
/** Invites the households to every event (null) or to the chosen ones. */
export const bulkEvents = (invitationId: string, ids: string[], eventIds: BulkEvents['eventIds']) => api<BulkResult>('POST', `${base(invitationId)}/bulk-events`, { ids, eventIds });
export const newLink = (invitationId: string, id: string) => api<Household>('POST', `${base(invitationId)}/${id}/new-link`);
export const saveSettings = (invitationId: string, settings: GuestSettings) => api<GuestSettings>('PUT', `${base(invitationId)}/settings`, settings);

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
