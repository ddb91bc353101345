import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { TEMPLATE_CATEGORIES, TEMPLATES_PAGE_SIZE } from '@shared/constants';
import { paths } from '@shared/paths';
import type { Template } from '@shared/templates';
import { SkeletonGrid } from '@web/components/ui/skeleton';
import { Label } from '@web/components/ui/label';
import { EmptyState } from '@web/components/ui/list-states';
import { Options, Select } from '@web/components/ui/select';
import { formatNumber } from '@web/i18n/format';
import { categoryName } from '@web/i18n/categories';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { LoginRequiredModal } from '@web/features/auth/LoginRequiredModal';
import { galleryQuery, readCategory, readGalleryParams, type Category } from './gallery-params';
import { Pagination } from '@web/components/Pagination';
import { FALLBACK_TEMPLATE, SAMPLE_TEMPLATES } from './samples';
import { TemplateCard, TemplateCardSkeleton } from './TemplateCard';
import { useTemplateSelection } from './useTemplateSelection';
import { SearchInput, useSearchBox } from '@web/components/ui/search-input';

/** product.md §9: four template skeletons while loading. */
const SKELETON_COUNT = 4;
/** Typing settles for this long before the gallery asks the server. */
/** Cards in the first row(s) load at once; the rest wait until scrolled near. */
const EAGER_CARDS = 4;

/** product.md §5: case-insensitive substring of name or category; 'all' shows everything. Used on the built-in samples. */
function filterLocally(list: readonly Template[], search: string, category: Category): Template[] {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (t) =>
      (category === 'all' || t.category.toLowerCase() === category) &&
      (!needle || t.name.toLowerCase().includes(needle) || t.category.toLowerCase().includes(needle)),
  );
}

/** The gallery's address with a query changed: what its links and its form without script lead to. */
function galleryHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * /templates: search, category, a card grid of 10 per page, pagination (product.md §2 Template gallery).
 * `arrivedWhole`: the server drew the page (decision 0036) and this takes it over where the visitor is.
 */
export default function TemplatesPage({ arrivedWhole = false }: { arrivedWhole?: boolean }) {
  const [params, setParams] = useSearchParams();
  const { search, category, page } = readGalleryParams(params);
  const words = useWords('gallery');
  const common = useWords('common');
  const language = useLanguage();

  const { select, loginRequired, setLoginRequired } = useTemplateSelection();
  const resultsRef = useRef<HTMLHeadingElement>(null);

  // The box shows what is typed; the URL (and the query) follows once typing settles.
  const [shownSearch, setShownSearch] = useState(search);
  const searchBox = useSearchBox((value) => {
    setShownSearch(value);
    update({ search: value }, true);
  }, search);
  if (search !== shownSearch) {
    // Back/forward changed the URL: show its search in the box.
    setShownSearch(search);
    searchBox.setTyped(search);
  }

  const { pathname } = useLocation();

  useEffect(() => {
    if (!arrivedWhole) window.scrollTo(0, 0);
  }, [arrivedWhole]);

  /** Changes the URL's state; a new search or category starts again at page 1 (product.md §2). */
  function update(next: { search?: string; category?: Category; page?: number }, replace: boolean) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const set = (key: string, value: string | undefined, empty: string) => {
          if (value === undefined) return;
          if (value === empty) updated.delete(key);
          else updated.set(key, value);
        };
        set('search', next.search, '');
        set('category', next.category, 'all');
        if (next.search !== undefined || next.category !== undefined) updated.delete('page');
        if (next.page !== undefined) set('page', String(next.page), '1');
        return updated;
      },
      { replace, preventScrollReset: true },
    );
  }

  function goToPage(next: number) {
    update({ page: next }, false);
    // Bring the top of the results into view and keep keyboard focus with them.
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const query = useQuery({
    ...galleryQuery(params),
    placeholderData: keepPreviousData,
  });

  // product.md §8: a failed request shows 'Failed to load templates' and the four samples; anything
  // else that goes wrong shows 'An error occurred…' and the single fallback template.
  const failedRequest = query.error instanceof ApiError;
  useEffect(() => {
    if (!query.error) return;
    toast.error(failedRequest ? words.loadFailed : words.loadError, { id: 'templates-load' });
  }, [query.error, query.errorUpdatedAt, failedRequest, words]);

  const catalogueEmpty = query.data?.count === 0 && !search && category === 'all';
  const fallback = query.isError ? (failedRequest ? SAMPLE_TEMPLATES : [FALLBACK_TEMPLATE]) : catalogueEmpty ? SAMPLE_TEMPLATES : null;

  let items: readonly Template[] = [];
  let totalPages = 0;
  let count = 0;
  if (fallback) {
    const matching = filterLocally(fallback, search, category);
    count = matching.length;
    totalPages = Math.ceil(count / TEMPLATES_PAGE_SIZE);
    items = matching.slice((page - 1) * TEMPLATES_PAGE_SIZE, page * TEMPLATES_PAGE_SIZE);
  } else if (query.data) {
    ({ data: items, totalPages, count } = query.data);
  }
  const loading = !fallback && !query.data;

  // A page past the end (an old link, or fewer results now): go to the last page there is.
  useEffect(() => {
    if (!loading && totalPages > 0 && page > totalPages) update({ page: totalPages }, true);
  });

  const firstShown = (page - 1) * TEMPLATES_PAGE_SIZE + 1;
  const lastShown = firstShown + items.length - 1;

  return (
    // Pulled up under the transparent sticky header so the page's colour reaches the top edge.
    <div className="-mt-16 bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50 pt-16">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 pb-16 pt-10 sm:px-6 sm:pt-14 lg:px-8">
        <header className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{words.eyebrow}</p>
          <h1 className="font-serif text-4xl leading-tight text-stone-900 sm:text-5xl">{words.title}</h1>
          <p className="text-base text-stone-700 sm:text-lg">{words.intro}</p>
        </header>

        {/* A plain GET form too: before the script runs (or without it), Enter or Search loads the results. */}
        <form
          role="search"
          method="get"
          action={pathname}
          aria-label={words.searchForm}
          onSubmit={(event) => {
            // Enter searches at once instead of waiting for the pause in typing.
            event.preventDefault();
            searchBox.applyNow();
          }}
          className="mx-auto grid w-full max-w-3xl gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:grid-cols-[1fr_14rem] sm:p-4">
          <div className="grid gap-1.5">
            <Label htmlFor="template-search">{words.searchLabel}</Label>
            <SearchInput id="template-search" name="search" placeholder={words.searchPlaceholder} enterKeyHint="search" {...searchBox.inputProps} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="template-category">{words.category}</Label>
            <Select id="template-category" name="category" value={category} onChange={(event) => update({ category: readCategory(event.target.value) }, false)}>
              <Options options={[{ value: 'all', label: words.allCategories }, ...TEMPLATE_CATEGORIES.map((value) => ({ value, label: common.categories[value] }))]} />
            </Select>
          </div>
          {/* No display class on <noscript> itself: it would override the browser's hiding of it when scripts run. */}
          <noscript className="sm:col-span-2">
            <div className="grid gap-2">
              <button type="submit" className="w-full cursor-pointer rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white">
                {words.searchButton}
              </button>
              <p className="text-center text-sm text-stone-700">{words.choosingNeedsScript}</p>
            </div>
          </noscript>
        </form>

        <section aria-labelledby="template-results" className="flex flex-col gap-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="template-results" ref={resultsRef} tabIndex={-1} className="scroll-mt-24 font-serif text-2xl text-stone-900 focus:outline-none">
              {category === 'all' ? words.allTemplates : categoryName(common, category)}
            </h2>
            <p className="text-sm text-stone-600" role="status" aria-live="polite">
              {loading
                ? words.loadingStatus
                : count > 0 && items.length > 0
                  ? words.showing(formatNumber(language, firstShown), formatNumber(language, lastShown), formatNumber(language, count))
                  : ''}
            </p>
          </div>

          {loading ? (
            <SkeletonGrid label={words.loadingLabel} count={SKELETON_COUNT} className={gridClass}>
              <TemplateCardSkeleton />
            </SkeletonGrid>
          ) : items.length === 0 ? (
            <EmptyState icon={SearchX} title={words.noResults}>
              {(search || category !== 'all') && (
                <button
                  type="button"
                  className="cursor-pointer rounded-md text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                  onClick={() => {
                    searchBox.cancel();
                    searchBox.setTyped('');
                    setShownSearch('');
                    update({ search: '', category: 'all' }, false);
                  }}
                >
                  {words.clear}
                </button>
              )}
            </EmptyState>
          ) : (
            <ul className={cn(gridClass, query.isPlaceholderData && 'opacity-60 transition-opacity')} aria-busy={query.isPlaceholderData}>
              {items.map((template, index) => (
                <li key={template.id} className="flex">
                  <TemplateCard template={template} onSelect={select} eager={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
          )}

          <Pagination page={page} totalPages={totalPages} onPageChange={goToPage} label={words.pages} hrefOf={(target) => galleryHref(pathname, params, target)} />
        </section>
      </div>
      <LoginRequiredModal open={loginRequired} onOpenChange={setLoginRequired} redirectTo={paths.templates} />
    </div>
  );
}

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5';
