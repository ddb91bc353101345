import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_LINKS } from '../../../shared/constants';
import { cn } from '../../lib/cn';
import { pageWindow } from './pagination';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Template pages'. */
  label: string;
}

const itemClass =
  'inline-flex min-h-10 min-w-10 cursor-pointer items-center justify-center gap-1 rounded-xl px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, up to five page numbers around the current one, Next; the ends are disabled (SPEC §2). */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages, PAGE_LINKS);
  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-stone-700 enabled:hover:bg-stone-100')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span>Previous</span>
          </button>
        </li>
        {pages.map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                aria-current={current ? 'page' : undefined}
                aria-label={`Page ${number}`}
                className={cn(
                  itemClass,
                  current ? 'bg-brand-600 text-white shadow-sm' : 'text-stone-700 hover:bg-stone-100',
                )}
                onClick={() => !current && onPageChange(number)}
              >
                {number}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-stone-700 enabled:hover:bg-stone-100')}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <span>Next</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
