import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationList, InvitationTab, StatusToggleResult } from '@shared/dashboard';
import type { SlugAvailability } from '@shared/slug';
import { api } from '@web/lib/api';

export const invitationsKey = ['invitations'] as const;

/** My Invitations: search and tab are the server's work (product.md §2). */
export function invitationListQuery(q: string, status: InvitationTab) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status !== 'all') params.set('status', status);
  const query = params.toString();
  return {
    queryKey: [...invitationsKey, { q, status }] as const,
    queryFn: () => api<InvitationList>('GET', `/api/invitations${query ? `?${query}` : ''}`),
  };
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/api/invitations/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function useToggleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<StatusToggleResult>('POST', `/api/invitations/${id}/toggle-status`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function checkSlug(slug: string, invitationId: string, signal?: AbortSignal) {
  return api<SlugAvailability>('GET', `/api/custom-slugs/${encodeURIComponent(slug)}/availability?invitationId=${invitationId}`, undefined, { signal });
}

export function useSaveSlug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, customSlug }: { id: string; customSlug: string }) => api<{ customSlug: string }>('PUT', `/api/invitations/${id}/custom-slug`, { customSlug }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
