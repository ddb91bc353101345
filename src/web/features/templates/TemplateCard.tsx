import { Eye } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '@shared/paths';
import { TEMPLATE_PARAM, type Template } from '@shared/templates';
import { isUuid } from '@shared/ids';
import { isModifiedClick } from '@web/lib/modified-click';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { categoryName } from '@web/i18n/categories';
import { useWords } from '@web/i18n/i18n';
import { CARD_IMAGE_SIZES, CARD_IMAGE_WIDTHS } from './gallery-params';
import { TemplateCover } from './TemplateImage';

const selectClass = 'w-full group-hover:bg-brand-600 group-hover:text-white group-hover:ring-brand-600';
const zoomClass = 'transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none';
const previewButtonClass =
  'absolute right-2 top-2 inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-md ' +
  'backdrop-blur transition-colors hover:bg-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export interface TemplateCardProps {
  template: Template;
  onSelect: (template: Template) => void;
  /** The first cards are above the fold: load them at once. */
  eager?: boolean;
}

/** One gallery card: artwork, name, category, Select, and the eye button for the preview invitation. */
export function TemplateCard({ template, onSelect, eager = false }: TemplateCardProps) {
  const gallery = useWords('gallery');
  const common = useWords('common');
  const words = gallery.card;
  const previewLabel = words.preview(template.name);
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg hover:shadow-stone-900/5">
      <div className="relative aspect-[9/16] overflow-hidden bg-stone-100">
        {/* The template's sample invitation as it looks filled in (names, date), drawn by the server. */}
        <TemplateCover
          template={template}
          image={template.preview_image_url || template.image_url}
          alt={{ cover: words.coverAlt(template.name), art: words.artAlt(template.name) }}
          sizes={CARD_IMAGE_SIZES}
          widths={CARD_IMAGE_WIDTHS}
          loading={eager ? 'eager' : 'lazy'}
          className={zoomClass}
        />
        {template.preview_id ? (
          // The invitation page is rendered by the server: a full page load, not a client route.
          <a href={paths.viewInvitation(template.preview_id)} className={previewButtonClass} aria-label={previewLabel} title={previewLabel}>
            <Eye aria-hidden="true" className="size-5" />
          </a>
        ) : (
          <button
            type="button"
            className={previewButtonClass}
            aria-label={previewLabel}
            title={previewLabel}
            onClick={() => toast.error(words.previewNotAvailable)}
          >
            <Eye aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <div className="flex flex-1 flex-col gap-1">
          <h2 className="font-serif text-base font-semibold leading-snug text-stone-900 sm:text-lg">{template.name}</h2>
          <p className="text-xs font-medium uppercase tracking-wider text-brand-700">{categoryName(common, template.category)}</p>
        </div>
        {isUuid(template.id) ? (
          // A link to the editor with the template (its address names it), so that a tap made before the
          // gallery's script has run still chooses it (decision 0036); once the page runs, the click is
          // the page's: the sign-in dialog, or the editor with the template in hand.
          <Button
            href={`${paths.createEvent()}?${TEMPLATE_PARAM}=${template.id}`}
            role="button"
            size="md"
            variant="secondary"
            className={selectClass}
            aria-label={words.selectLabel(template.name)}
            onClick={(event) => {
              if (isModifiedClick(event)) return;
              event.preventDefault();
              onSelect(template);
            }}
          >
            {words.select}
          </Button>
        ) : (
          <Button size="md" variant="secondary" className={selectClass} onClick={() => onSelect(template)} aria-label={words.selectLabel(template.name)}>
            {words.select}
          </Button>
        )}
      </div>
    </article>
  );
}

/** The card's shape while the page loads. */
export function TemplateCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <Skeleton className="aspect-[9/16] rounded-none" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-5 w-3/4 rounded-md" />
        <Skeleton className="h-3 w-1/3 rounded-md" />
        <Skeleton className="mt-1 h-10 w-full" />
      </div>
    </div>
  );
}
