import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAGE_LINKS } from '@shared/constants';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';
import { isModifiedClick } from '@web/lib/modified-click';
import { pageWindow, pagerItems, type PagerItem } from './page-window';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Template pages'. */
  label: string;
  /**
   * Adds First and Last buttons, and the first and last page numbers with an ellipsis for the pages
   * left out (product.md §2 payment history); without it: Previous, up to five numbers, Next.
   */
  withEnds?: boolean;
  /**
   * The URL of a page, where the pages are addresses (the gallery): each control is then a link that
   * works before the page's script has run, and a click on it once the script runs calls onPageChange.
   */
  hrefOf?: (page: number) => string;
}

const itemClass =
  'inline-flex min-h-10 min-w-10 cursor-pointer items-center justify-center gap-1 rounded-xl px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

/** A page's control: a link where pages are addresses (hrefOf), else a button. */
function PageControl({
  target,
  disabled,
  current = false,
  onPageChange,
  hrefOf,
  label,
  className,
  children,
}: {
  target: number;
  disabled: boolean;
  current?: boolean;
  onPageChange: (page: number) => void;
  hrefOf?: (page: number) => string;
  label?: string;
  className: string;
  children: ReactNode;
}) {
  if (!hrefOf) {
    return (
      <button type="button" aria-label={label} aria-current={current ? 'page' : undefined} className={className} disabled={disabled} onClick={() => !current && onPageChange(target)}>
        {children}
      </button>
    );
  }
  if (disabled) {
    // Nowhere to go (Previous on the first page): a link without an address, marked disabled.
    return (
      <a role="link" aria-disabled="true" aria-label={label} className={cn(className, 'cursor-not-allowed opacity-40')}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={hrefOf(target)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={className}
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        if (!current) onPageChange(target);
      }}
    >
      {children}
    </a>
  );
}

function StepButton({ target, disabled, onPageChange, hrefOf, label, children }: { target: number; disabled: boolean; onPageChange: (page: number) => void; hrefOf?: (page: number) => string; label?: string; children: ReactNode }) {
  return (
    <li>
      <PageControl target={target} disabled={disabled} onPageChange={onPageChange} hrefOf={hrefOf} label={label} className={cn(itemClass, 'text-stone-700 enabled:hover:bg-stone-100')}>
        {children}
      </PageControl>
    </li>
  );
}

/** Page navigation: the ends are disabled (greyed) on the first and last page (product.md §2). */
export function Pagination({ page, totalPages, onPageChange, label, withEnds = false, hrefOf }: PaginationProps) {
  const words = useWords('ui').pagination;
  if (totalPages <= 1) return null;
  const items: PagerItem[] = withEnds ? pagerItems(page, totalPages, PAGE_LINKS) : pageWindow(page, totalPages, PAGE_LINKS);
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {withEnds && (
          <StepButton target={1} disabled={atStart} onPageChange={onPageChange} hrefOf={hrefOf} label={words.firstPage}>
            <ChevronsLeft aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{words.first}</span>
          </StepButton>
        )}
        <StepButton target={page - 1} disabled={atStart} onPageChange={onPageChange} hrefOf={hrefOf} label={withEnds ? words.previousPage : undefined}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className={cn(withEnds && 'sr-only sm:not-sr-only')}>{words.previous}</span>
        </StepButton>
        {items.map((item) => {
          if (typeof item !== 'number') {
            return (
              <li key={item} aria-hidden="true" className="inline-flex min-h-10 min-w-6 items-center justify-center text-sm text-stone-500">
                …
              </li>
            );
          }
          const current = item === page;
          return (
            <li key={item}>
              <PageControl
                target={item}
                disabled={false}
                current={current}
                onPageChange={onPageChange}
                hrefOf={hrefOf}
                label={words.page(item)}
                className={cn(itemClass, current ? 'bg-brand-600 text-white shadow-sm' : 'text-stone-700 hover:bg-stone-100')}
              >
                {item}
              </PageControl>
            </li>
          );
        })}
        <StepButton target={page + 1} disabled={atEnd} onPageChange={onPageChange} hrefOf={hrefOf} label={withEnds ? words.nextPage : undefined}>
          <span className={cn(withEnds && 'sr-only sm:not-sr-only')}>{words.next}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </StepButton>
        {withEnds && (
          <StepButton target={totalPages} disabled={atEnd} onPageChange={onPageChange} hrefOf={hrefOf} label={words.lastPage}>
            <span className="sr-only sm:not-sr-only">{words.last}</span>
            <ChevronsRight aria-hidden="true" className="size-4" />
          </StepButton>
        )}
      </ul>
    </nav>
  );
}
