import { NewTemplateButton, TemplateTable } from './TemplateTable';

/** /admin/templates (product.md §2 Admin): every template with its status, publish/unpublish, view, edit and delete. */
export default function AdminTemplatesPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl text-stone-900">Templates</h1>
          <p className="mt-1 text-sm text-stone-600">Only Published templates appear in the gallery and the editor. New templates start as Drafts.</p>
        </div>
        <NewTemplateButton />
      </div>
      <TemplateTable variant="manage" />
    </div>
  );
}
