import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationList, InvitationTab, StatusToggleResult } from '@shared/dashboard';
import type { SlugAvailability } from '@shared/slug';
import { call } from '@web/lib/api';

export const invitationsKey = ['invitations'] as const;

/** My Invitations: search and tab are the server's work (product.md §2). */
export function invitationListQuery(q: string, status: InvitationTab) {
  return {
    queryKey: [...invitationsKey, { q, status }] as const,
    queryFn: (): Promise<InvitationList> => call('GET /api/invitations', { query: { q: q || undefined, status: status !== 'all' ? status : undefined } }),
  };
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/invitations/{id}', { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function useToggleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<StatusToggleResult> => call('POST /api/invitations/{id}/toggle-status', { path: { id }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function checkSlug(slug: string, invitationId: string, signal?: AbortSignal) {
  return call('GET /api/custom-slugs/{slug}/availability', { path: { slug }, query: { invitationId }, init: { signal } }) satisfies Promise<SlugAvailability>;
}

export function useSaveSlug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, customSlug }: { id: string; customSlug: string }) => call('PUT /api/invitations/{id}/custom-slug', { path: { id }, body: { customSlug } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
