import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Check, RefreshCw, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { TEMPLATES_PAGE_SIZE } from '@shared/constants';
import { TEMPLATE_CATEGORIES } from '@shared/constants';
import type { Template } from '@shared/templates';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { EmptyState } from '@web/components/ui/list-states';
import { Options, Select } from '@web/components/ui/select';
import { Skeleton, SkeletonGrid } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { templateListQuery } from '@web/features/templates/api';
import { Pagination } from '@web/components/Pagination';
import { TemplateImage } from '@web/features/templates/TemplateImage';
import { SearchInput } from '@web/components/ui/search-input';
import { usePagedSearch } from '@web/components/hooks/use-paged-search';
import { categoryOption } from '@web/features/editor/words';
import { categoryName } from '@web/i18n/categories';
import { useWords } from '@web/i18n/i18n';

/** product.md §9: four template skeletons while loading. */
const SKELETONS = 4;

/** The category filter: 'all' first, then every kind (as @shared/template-categories' CATEGORY_FILTER_OPTIONS). */
const CATEGORY_FILTER = ['all', ...TEMPLATE_CATEGORIES] as const;
type Category = (typeof CATEGORY_FILTER)[number];

export interface TemplatePickerProps {
  selectedId: string;
  onSelect: (template: Template) => void;
  /** Names the pagination landmark (two pickers may be on screen). */
  label: string;
  /** Grid columns: the side panel is narrow, the template step is wide. */
  variant?: 'panel' | 'step';
}

/**
 * The editor's template grid (product.md §2): search, category filter, 10 per page with at most 5 page
 * numbers, 4 skeletons while loading, the empty message; any change of search, category or list
 * starts again at page 1.
 */
export function TemplatePicker({ selectedId, onSelect, label, variant = 'panel' }: TemplatePickerProps) {
  const id = useId();
  const words = useWords('editor');
  const common = useWords('common');
  const picker = words.picker;
  const { q: search, filter: category, setFilter: setCategory, page, setPage, search: searchBox } = usePagedSearch<Category>('all');

  const query = useQuery({
    ...templateListQuery({ search, category, page, pageSize: TEMPLATES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  // The list changed under us (another search answered, the catalogue changed): back to page 1.
  const count = query.data?.count;
  const [seenCount, setSeenCount] = useState(count);
  if (count !== undefined && count !== seenCount) {
    setSeenCount(count);
    if (seenCount !== undefined && page !== 1) setPage(1);
  }

  const items = query.data?.data ?? [];
  const totalPages = query.data?.totalPages ?? 0;
  // Sized by the room it has (a container query), not the screen: the same picker sits in the narrow side panel and the wider step.
  const grid = variant === 'panel' ? 'grid-cols-2' : 'grid-cols-2 @md:grid-cols-3 @2xl:grid-cols-4';

  return (
    <div className="@container grid gap-4">
      <div className={cn('grid gap-3', variant === 'step' && '@md:grid-cols-[1fr_11rem]')}>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-search`}>{picker.search}</Label>
          <SearchInput id={`${id}-search`} placeholder={picker.searchPlaceholder} {...searchBox.inputProps} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>{picker.category}</Label>
          <Select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as Category)}
          >
            <Options options={CATEGORY_FILTER.map((value) => ({ value, label: categoryOption(words, common, value) }))} />
          </Select>
        </div>
      </div>

      {query.isPending ? (
        <SkeletonGrid label={picker.loading} count={SKELETONS} className={cn('grid gap-3', grid)}>
          <div data-testid="template-skeleton" className="overflow-hidden rounded-xl border border-stone-200 bg-white">
            <Skeleton className="aspect-[9/16] rounded-none" />
            <div className="p-2">
              <Skeleton className="h-4 w-3/4 rounded-md" />
            </div>
          </div>
        </SkeletonGrid>
      ) : query.isError && items.length === 0 ? (
        <EmptyState compact role="alert" title={picker.failed}>
          <Button size="sm" variant="outline" icon={<RefreshCw />} onClick={() => void query.refetch()}>
            {picker.tryAgain}
          </Button>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState compact icon={SearchX} title={picker.none} />
      ) : (
        <ul aria-label={picker.list} aria-busy={query.isPlaceholderData} className={cn('grid gap-3', grid, query.isPlaceholderData && 'opacity-60')}>
          {items.map((template) => {
            const selected = template.id === selectedId;
            return (
              <li key={template.id} className="flex">
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(template)}
                  className={cn(
                    'group flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border bg-white text-left shadow-xs transition',
                    'hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200',
                  )}
                >
                  <span className="relative block aspect-[9/16] overflow-hidden bg-stone-100">
                    <TemplateImage
                      key={template.preview_image_url || template.image_url}
                      src={template.preview_image_url || template.image_url}
                      name={template.name}
                      alt=""
                      sizes={variant === 'panel' ? '140px' : '(min-width: 640px) 200px, 45vw'}
                      widths={[240, 480]}
                    />
                    {selected && (
                      <span className="absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-full bg-brand-600 text-white shadow">
                        <Check aria-hidden="true" className="size-4" />
                      </span>
                    )}
                  </span>
                  <span className="flex flex-1 flex-col gap-0.5 p-2">
                    <span className="sr-only">{picker.use}</span>
                    <span className="text-sm font-semibold leading-snug text-stone-900">{template.name}</span>
                    <span className="text-xs font-medium uppercase tracking-wide text-brand-700">{categoryName(common, template.category)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label={label} />
    </div>
  );
}
