import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEMPLATE_FORM_FIELDS } from '@shared/template-form';
import type { AdminTemplateListResponse, TemplateColorSuggestion } from '@shared/templates';
import { call } from '@web/lib/api';
import { adminTemplatesKey } from '@web/features/admin/api';

/** The admin template list's calls (issue 20): a searched, filtered page; deletion; colours from an image. */

export interface AdminTemplateListParams {
  search: string;
  /** A category, or '' for all. */
  category: string;
  page: number;
}

export const adminTemplateListQuery = ({ search, category, page }: AdminTemplateListParams) => ({
  // Under adminTemplatesKey, so every change that forgets the admin's templates reloads these pages too.
  queryKey: [...adminTemplatesKey, 'list', { search, category, page }] as const,
  queryFn: () => {
    return call('GET /api/admin/templates', { query: { page, search: search || undefined, category: category || undefined } }) satisfies Promise<AdminTemplateListResponse>;
  },
});

/**
 * Deletes a template. No toast of its own: the confirmation dialog shows a refusal (a template in
 * use, 409) where the admin is looking, and the list says it went.
 */
export function useDeleteAdminTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/admin/templates/{id}', { path: { id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminTemplatesKey }), queryClient.invalidateQueries({ queryKey: ['templates'] })]),
  });
}

/** Three colours the server suggests from an image (nothing is stored). */
export function suggestTemplateColors(image: File, signal?: AbortSignal): Promise<TemplateColorSuggestion> {
  const form = new FormData();
  form.append(TEMPLATE_FORM_FIELDS.image, image, image.name);
  return call('POST /api/admin/templates/colors', { init: { body: form, signal } });
}
