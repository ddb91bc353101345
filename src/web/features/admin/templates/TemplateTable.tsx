import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, ImageOff, Pencil, Plus, Search, Send } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { TEMPLATE_CATEGORY_OPTIONS } from '@shared/template-categories';
import { templateInUseMessage } from '@shared/template-form';
import { formatCategory, imageVariantUrl, TEMPLATES_SEARCH_MAX_LENGTH, type AdminTemplate, type Template } from '@shared/templates';
import { DataTable } from '@web/components/DataTable';
import { Pagination } from '@web/components/Pagination';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog, DeleteIconButton } from '@web/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { EmptyNote, EmptyState, RetryAlert } from '@web/components/ui/list-states';
import { Options, Select } from '@web/components/ui/select';
import { SkeletonRows } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { errorMessage, useSetTemplateStatus } from '@web/features/admin/api';
import { adminTemplateListQuery, useDeleteAdminTemplate } from './api';

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
        'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'Published' ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-800',
      )}
    >
      {status}
    </span>
  );
}

/** The list's search, category and page live in the address (q, category, page), beside whatever else is there (the dashboard's tab). */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const rawCategory = params.get('category') ?? '';
  const category = TEMPLATE_CATEGORY_OPTIONS.some((option) => option.value === rawCategory) ? rawCategory : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { search?: string; category?: string; page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) => (value ? updated.set(key, value) : updated.delete(key));
        set('q', next.search ?? search);
        set('category', next.category ?? category);
        const p = next.page ?? 1;
        set('page', p > 1 ? String(p) : undefined);
        return updated;
      },
      { replace: false },
    );
  return { search, category, page, go };
}

/** "Used by 3 invitations" under a template's name: why it cannot be deleted. */
function usageText(count: number): string {
  return count === 0 ? 'Not used by any invitation' : `Used by ${count} ${count === 1 ? 'invitation' : 'invitations'}`;
}

/**
 * The admin's template table (issue 20: searched, filtered and paged on the server). 'dashboard'
 * (product.md §2 Dashboard): Preview, Name, Category, Has Preview, Actions view/edit/delete. 'manage'
 * (Templates page): Status instead of Has Preview, and publish/unpublish.
 */
export function TemplateTable({ variant }: { variant: 'dashboard' | 'manage' }) {
  const { search, category, page, go } = useListParams();
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);
  const query = useQuery({ ...adminTemplateListQuery({ search, category, page }), placeholderData: keepPreviousData });
  const setStatus = useSetTemplateStatus();
  const [pendingDelete, setPendingDelete] = useState<AdminTemplate | null>(null);

  // A page past the end (after deleting the last row of the last page): go to the last page there is.
  const totalPages = query.data?.totalPages ?? 0;
  useEffect(() => {
    if (!query.isPlaceholderData && totalPages > 0 && page > totalPages) go({ page: totalPages });
  }, [page, totalPages, query.isPlaceholderData]); // eslint-disable-line react-hooks/exhaustive-deps -- go changes with every render

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ search: draft.trim() });
  };
  const filtered = Boolean(search || category);

  let content;
  if (query.isPending) content = <SkeletonRows label="Loading templates" count={4} rowClassName="h-24" />;
  else if (query.isError) content = <RetryAlert onRetry={() => query.refetch()}>Error fetching templates: {errorMessage(query.error)}</RetryAlert>;
  else if (query.data.data.length === 0 && !filtered) {
    content = (
      <EmptyState compact title={MESSAGES.templatesEmpty}>
        <NewTemplateButton />
      </EmptyState>
    );
  } else if (query.data.data.length === 0) {
    content = <EmptyNote>{search ? `No templates match “${search}”${category ? ` in ${formatCategory(category)}` : ''}.` : `No ${formatCategory(category)} templates yet.`}</EmptyNote>;
  } else {
    const { data, count } = query.data;
    content = (
      <>
        <p className="mb-2 text-sm text-stone-600" aria-live="polite">
          {count} {count === 1 ? 'template' : 'templates'}
          {totalPages > 1 ? ` · page ${Math.min(page, totalPages)} of ${totalPages}` : ''}
        </p>
        <DataTable
          label="Templates"
          columns={['Preview', 'Name', 'Category', variant === 'dashboard' ? 'Has Preview' : 'Status', 'Actions']}
          minWidthClass="min-w-[40rem]"
          dimmed={query.isPlaceholderData}
        >
          {data.map((template) => {
            const published = template.template_status === 'Published';
            const busyStatus = setStatus.isPending && setStatus.variables?.id === template.id;
            // The action buttons say what they do; the row's name describes which template.
            const nameId = `template-name-${template.id}`;
            return (
              <tr key={template.id} className="border-t border-stone-100">
                <td className="px-4 py-2">
                  <TemplateThumb template={template} />
                </td>
                <th scope="row" className="px-4 py-2 text-left font-medium text-stone-900">
                  <span id={nameId}>{template.name}</span>
                  <span className="block text-xs font-normal text-stone-600">{usageText(template.invitation_count)}</span>
                </th>
                <td className="px-4 py-2 text-stone-700">{formatCategory(template.category)}</td>
                <td className="px-4 py-2 text-stone-700">{variant === 'dashboard' ? (template.preview_id ? 'Yes' : 'No') : <StatusBadge status={template.template_status} />}</td>
                <td className="px-4 py-2" data-actions="">
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
        <div className="mt-4">
          <Pagination page={page} totalPages={totalPages} onPageChange={(next) => go({ page: next })} label="Template pages" />
        </div>
      </>
    );
  }

  return (
    <>
      <form role="search" aria-label="Search templates" onSubmit={onSearch} className="mb-4 grid gap-2 sm:flex sm:max-w-2xl">
        <label htmlFor={`template-search-${variant}`} className="sr-only">
          Search templates by name or category
        </label>
        <div className="relative sm:flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
          <Input
            id={`template-search-${variant}`}
            type="search"
            autoComplete="off"
            className="pl-9"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Name or category"
            maxLength={TEMPLATES_SEARCH_MAX_LENGTH}
          />
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:flex">
          <label htmlFor={`template-category-${variant}`} className="sr-only">
            Filter by category
          </label>
          <Select id={`template-category-${variant}`} value={category} onChange={(event) => go({ category: event.target.value })} className="sm:w-48">
            <option value="">All categories</option>
            <Options options={TEMPLATE_CATEGORY_OPTIONS} />
          </Select>
          <Button type="submit" icon={<Search />}>
            Search
          </Button>
        </div>
      </form>
      {content}
      <DeleteTemplateDialog template={pendingDelete} onClose={() => setPendingDelete(null)} />
    </>
  );
}

/**
 * Deleting a template (issue 20): one in use cannot be (the count, and what to do instead); an unused
 * one is deleted after a confirmation that states what goes with it. The server decides: a refusal it
 * sends (an invitation made meanwhile) is shown here, in the dialog.
 */
function DeleteTemplateDialog({ template, onClose }: { template: AdminTemplate | null; onClose: () => void }) {
  const remove = useDeleteAdminTemplate();
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setRefusal(null), [template]);
  const close = () => {
    remove.reset();
    onClose();
  };

  const inUse = template !== null && template.invitation_count > 0;
  const blocked = refusal ?? (inUse ? templateInUseMessage(template.invitation_count) : null);
  if (blocked) {
    return (
      <Dialog open={template !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Template in use</DialogTitle>
            <DialogDescription asChild>
              <div className="grid gap-2">
                <p role="alert" className="font-medium text-stone-900">
                  {blocked}
                </p>
                <p>
                  Invitations made with <strong className="font-semibold text-stone-800">{template?.name}</strong> keep showing its design. To stop new invitations from using it, unpublish it: it leaves the gallery and the editor.
                </p>
              </div>
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={close}>OK</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open={template !== null}
      onOpenChange={(open) => !open && close()}
      title="Delete template"
      description={
        <>
          {MESSAGES.templateDeleteConfirm} <strong className="font-semibold text-stone-800">{template?.name}</strong> is deleted with its preview invitation and all its images (the originals and every resized copy). This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        template &&
        remove.mutate(template.id, {
          onSuccess: () => {
            toast.success(MESSAGES.templateDeleted, { id: 'admin-templates' });
            close();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
            else {
              toast.error(`Error deleting template: ${errorMessage(error)}`, { id: 'admin-templates' });
              close();
            }
          },
        })
      }
    />
  );
}
