import { ArrowLeft, ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { TEMPLATE_COLOR_ROLES } from '@shared/colors';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { formatCategory, imageSrcSet, imageVariantUrl, type Template } from '@shared/templates';
import { Button } from '@web/components/ui/button';
import { AdminTemplateLoader, TemplateNotFound } from './AdminTemplateLoader';
import { StatusBadge } from './TemplateTable';

/** /admin/templates/view/:id (product.md §2 Template view). */
export default function TemplateViewPage() {
  const { id } = useParams();
  if (!id) return <TemplateNotFound />;
  return <AdminTemplateLoader id={id}>{(template) => <TemplateDetails template={template} />}</AdminTemplateLoader>;
}

/** One card of the template's details, named by its heading (the preview and the colours look alike). */
function DetailCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id={id} className="font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TemplateDetails({ template }: { template: Template }) {
  return (
    <div className="mx-auto grid max-w-5xl items-start gap-8 md:grid-cols-[20rem_minmax(0,1fr)]">
      <img
        src={imageVariantUrl(template.image_url, 720)}
        srcSet={imageSrcSet(template.image_url, [480, 720, 1080])}
        sizes="(min-width: 768px) 20rem, 100vw"
        alt={`${template.name} template artwork`}
        className="mx-auto aspect-[9/16] w-full max-w-xs rounded-2xl border border-stone-200 bg-stone-100 object-cover shadow-sm"
      />
      <div className="grid gap-6">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-serif text-3xl text-stone-900">{template.name}</h1>
            <StatusBadge status={template.template_status} />
          </div>
          <p className="mt-1 text-stone-700">{formatCategory(template.category)}</p>
        </div>

        <DetailCard id="preview-heading" title="Preview invitation">
          <p className="mt-1 text-sm text-stone-700">{template.preview_id ? MESSAGES.previewAvailable : MESSAGES.previewMissing}</p>
          {template.preview_id && (
            <Button variant="outline" size="sm" className="mt-3" href={paths.view(template.preview_id)} target="_blank" rel="noopener noreferrer" icon={<ExternalLink />}>
              Open Preview
            </Button>
          )}
        </DetailCard>

        <DetailCard id="colors-heading" title="Colours">
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            {TEMPLATE_COLOR_ROLES.map((role, index) => {
              const color = template.dominant_colors[index];
              return (
                <div key={role}>
                  <dt className="text-sm font-medium text-stone-900">{role}</dt>
                  <dd className="mt-1 flex items-center gap-3 font-mono text-sm text-stone-700">
                    <span aria-hidden="true" className="size-10 shrink-0 rounded-lg border border-stone-300" style={{ background: color ?? 'transparent' }} />
                    {color ?? 'Not set'}
                  </dd>
                </div>
              );
            })}
          </dl>
        </DetailCard>

        <div className="flex flex-wrap gap-3">
          <Button to={paths.admin.editTemplate(template.id)} icon={<Pencil />}>
            Edit Template
          </Button>
          <Button variant="outline" to={paths.admin.dashboard} icon={<ArrowLeft />}>
            Back to Dashboard
          </Button>
        </div>
      </div>
    </div>
  );
}
