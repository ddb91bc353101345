import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AdminInvitation, AdminInvitationListResponse, AdminInvitationUpdate } from '@shared/admin';
import { MESSAGES } from '@shared/messages';
import type { TemplateStatus } from '@shared/template-form';
import type { Template } from '@shared/templates';
import { ApiError, call } from '@web/lib/api';

/** The admin portal's calls (product.md §7 template and admin calls), as query options and mutations. */

export const adminTemplatesKey = ['admin', 'templates'] as const;

export const adminTemplateQuery = (id: string) => ({
  queryKey: [...adminTemplatesKey, id] as const,
  queryFn: (): Promise<Template> => call('GET /api/admin/templates/{id}', { path: { id } }),
  // A missing template is an answer, not a failure to retry.
  retry: (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2,
});

/** The message of a failed call, for 'Error …: {message}' toasts. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.templateFormFailure;
}

/** Every cached template list (the admin's and the public gallery's) is stale after a change. */
function useForgetTemplates() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: adminTemplatesKey }), queryClient.invalidateQueries({ queryKey: ['templates'] })]);
}

/** Creates (no id) or updates a template from the multipart form; the browser sets the boundary. */
export function saveTemplate(id: string | undefined, form: FormData): Promise<Template> {
  return id ? call('PUT /api/admin/templates/{id}', { path: { id }, init: { body: form } }) : call('POST /api/admin/templates', { init: { body: form } });
}

export function useSaveTemplate(id: string | undefined) {
  const forget = useForgetTemplates();
  return useMutation({ mutationFn: (form: FormData) => saveTemplate(id, form), onSuccess: () => forget() });
}

export function useSetTemplateStatus() {
  const forget = useForgetTemplates();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TemplateStatus }): Promise<Template> => call('PATCH /api/admin/templates/{id}/status', { path: { id }, body: { template_status: status } }),
    onSuccess: (template) => {
      toast.success(template.template_status === 'Published' ? MESSAGES.templatePublished : MESSAGES.templateUnpublished);
      return forget();
    },
    onError: (error) => toast.error(`Error updating template status: ${errorMessage(error)}`),
  });
}

/** Deletes one template or invitation by id; a toast says how it went, and the lists that showed it reload (`forget`). */
function useAdminDelete(resource: 'templates' | 'invitations', messages: { deleted: string; failed: string }, forget: () => Promise<unknown>) {
  return useMutation({
    mutationFn: (id: string) => (resource === 'templates' ? call('DELETE /api/admin/templates/{id}', { path: { id } }) : call('DELETE /api/admin/invitations/{id}', { path: { id } })),
    onSuccess: () => {
      toast.success(messages.deleted);
      return forget();
    },
    onError: (error) => toast.error(`${messages.failed}: ${errorMessage(error)}`),
  });
}

// ---- Invitations (product.md §6: list, update and delete any invitation) ----

export const adminInvitationsKey = ['admin', 'invitations'] as const;

/** The invitations list's filters as the address holds them (empty or 'all' means any). */
export interface AdminInvitationFilters {
  search: string;
  status: string;
  paid: string;
  owner: string;
  from: string;
  to: string;
}

export const adminInvitationsQuery = (filters: AdminInvitationFilters, page: number) => ({
  queryKey: [...adminInvitationsKey, { ...filters, page }] as const,
  queryFn: () => {
    const query: Record<string, string | number> = { page };
    for (const [key, value] of Object.entries(filters)) if (value && value !== 'all') query[key] = value;
    return call('GET /api/admin/invitations', { query }) satisfies Promise<AdminInvitationListResponse>;
  },
});

export function useUpdateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AdminInvitationUpdate }): Promise<AdminInvitation> => call('PATCH /api/admin/invitations/{id}', { path: { id }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInvitationsKey }),
  });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  // A template's preview invitation is listed with its template too.
  return useAdminDelete('invitations', { deleted: MESSAGES.adminInvitationDeleted, failed: 'Failed to delete invitation' }, () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminInvitationsKey }), queryClient.invalidateQueries({ queryKey: adminTemplatesKey })]),
  );
}
