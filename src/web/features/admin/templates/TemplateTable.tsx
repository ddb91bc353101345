import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, ImageOff, Pencil, Plus, Send } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { formatCategory, imageVariantUrl, type Template } from '@shared/templates';
import { SkeletonRows } from '@web/components/ui/skeleton';
import { Button } from '@web/components/ui/button';
import { EmptyState, RetryAlert } from '@web/components/ui/list-states';
import { cn } from '@web/lib/cn';
import { ConfirmDialog, DeleteIconButton } from '@web/components/ui/confirm-dialog';
import { adminTemplatesQuery, errorMessage, useDeleteTemplate, useSetTemplateStatus } from '@web/features/admin/api';
import { DataTable } from '@web/components/DataTable';

/** Add New Template: to the empty template form. */
export function NewTemplateButton() {
  return (
    <Button to={paths.admin.newTemplate} icon={<Plus />}>
      Add New Template
    </Button>
  );
}

/** The thumbnail of a template: its preview image, else its main image (product.md §2 Dashboard). */
export function TemplateThumb({ template, className }: { template: Template; className?: string }) {
  const image = template.preview_image_url || template.image_url;
  if (!image) return <ImageOff aria-label="No image" className="size-6 text-stone-400" />;
  // Decorative: the name is in the next cell.
  return <img src={imageVariantUrl(image, 240)} alt="" width={48} height={85} loading="lazy" className={cn('h-[85px] w-12 rounded-md bg-stone-100 object-cover', className)} />;
}

export function StatusBadge({ status }: { status: 'Published' | 'Draft' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'Published' ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-800',
      )}
    >
      {status}
    </span>
  );
}

/**
 * The admin's template table. 'dashboard' (product.md §2 Dashboard): Preview, Name, Category, Has Preview,
 * Actions view/edit/delete. 'manage' (Templates page): Status instead of Has Preview, and publish/unpublish.
 */
export function TemplateTable({ variant }: { variant: 'dashboard' | 'manage' }) {
  const { data, isPending, isError, error, refetch } = useQuery(adminTemplatesQuery);
  const setStatus = useSetTemplateStatus();
  const remove = useDeleteTemplate();
  const [pendingDelete, setPendingDelete] = useState<Template | null>(null);

  if (isPending) return <SkeletonRows label="Loading templates" count={4} rowClassName="h-24" />;
  if (isError) return <RetryAlert onRetry={() => refetch()}>Error fetching templates: {errorMessage(error)}</RetryAlert>;
  if (data.data.length === 0) {
    return (
      <EmptyState compact title={MESSAGES.templatesEmpty}>
        <NewTemplateButton />
      </EmptyState>
    );
  }

  return (
    <>
      <DataTable label="Templates" columns={['Preview', 'Name', 'Category', variant === 'dashboard' ? 'Has Preview' : 'Status', 'Actions']} minWidthClass="min-w-[40rem]">
        {data.data.map((template) => {
          const published = template.template_status === 'Published';
          const busyStatus = setStatus.isPending && setStatus.variables?.id === template.id;
          // The action buttons say what they do; the row's name describes which template.
          const nameId = `template-name-${template.id}`;
          return (
            <tr key={template.id} className="border-t border-stone-100">
              <td className="px-4 py-2">
                <TemplateThumb template={template} />
              </td>
              <td id={nameId} className="px-4 py-2 font-medium text-stone-900">
                {template.name}
              </td>
              <td className="px-4 py-2 text-stone-700">{formatCategory(template.category)}</td>
              <td className="px-4 py-2 text-stone-700">{variant === 'dashboard' ? (template.preview_id ? 'Yes' : 'No') : <StatusBadge status={template.template_status} />}</td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  {variant === 'manage' && (
                    <Button
                      variant={published ? 'outline' : 'success'}
                      size="sm"
                      icon={published ? <EyeOff /> : <Send />}
                      loading={busyStatus}
                      onClick={() => setStatus.mutate({ id: template.id, status: published ? 'Draft' : 'Published' })}
                      aria-describedby={nameId}
                    >
                      {published ? 'Unpublish' : 'Publish'}
                    </Button>
                  )}
                  <Button variant="ghost" size="icon" to={paths.admin.viewTemplate(template.id)} aria-label="View" aria-describedby={nameId} title="View">
                    <Eye />
                  </Button>
                  <Button variant="ghost" size="icon" to={paths.admin.editTemplate(template.id)} aria-label="Edit" aria-describedby={nameId} title="Edit">
                    <Pencil />
                  </Button>
                  <DeleteIconButton onClick={() => setPendingDelete(template)} aria-label="Delete" aria-describedby={nameId} />
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete template"
        description={
          <>
            {MESSAGES.templateDeleteConfirm} <strong className="font-semibold text-stone-800">{pendingDelete?.name}</strong> and its images are removed; invitations already made with it keep their design.
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => pendingDelete && remove.mutate(pendingDelete.id, { onSettled: () => setPendingDelete(null) })}
      />
    </>
  );
}
