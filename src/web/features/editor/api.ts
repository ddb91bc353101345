import type { AppConfig } from '@shared/app-config';
import type { EditorInvitation, InvitationInput, SavedInvitation } from '@shared/invitation-input';
import { call } from '@web/lib/api';

/** GET /api/invitations/:id: the owner's (or an admin's) invitation in the editor's shape. */
export type LoadedInvitation = EditorInvitation;

export function invitationQuery(id: string) {
  return {
    queryKey: ['invitations', id, 'editor'] as const,
    queryFn: (): Promise<LoadedInvitation> => call('GET /api/invitations/{id}', { path: { id } }),
    // The editor always starts from the server's current copy.
    staleTime: 0,
    gcTime: 0,
  };
}

export type SaveTarget = { admin: boolean; id?: string };

/** Create or update; the admin's preview invitations have their own routes (product.md §4: forced Published, no owner). */
export function saveInvitation({ admin, id }: SaveTarget, input: InvitationInput): Promise<SavedInvitation> {
  if (admin) return id ? call('PUT /api/admin/preview-invitations/{id}', { path: { id }, body: input }) : call('POST /api/admin/preview-invitations', { body: input });
  return id ? call('PUT /api/invitations/{id}', { path: { id }, body: input }) : call('POST /api/invitations', { body: input });
}

export const configQuery = {
  queryKey: ['config'] as const,
  queryFn: (): Promise<AppConfig> => call('GET /api/config'),
  staleTime: 10 * 60_000,
  retry: false,
};
