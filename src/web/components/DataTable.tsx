import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface DataTableProps {
  /** Names the scrollable region for screen readers. */
  label: string;
  /** Column headings, in order; an 'Actions' column is right-aligned like its buttons. */
  columns: readonly string[];
  /** The table's minimum width (a Tailwind class such as `min-w-[40rem]`): narrower screens scroll it sideways. */
  minWidthClass: string;
  /** Dimmed while an older page is shown and the next one loads. */
  dimmed?: boolean;
  className?: string;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

/**
 * The app's data tables (admin lists, payments, RSVP responses): a focusable region that scrolls
 * sideways on a phone, the shared heading row, and the rows the page draws.
 */
export function DataTable({ label, columns, minWidthClass, dimmed = false, className, children }: DataTableProps) {
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-stone-200 bg-white', dimmed && 'opacity-60', className)} role="region" aria-label={label} tabIndex={0}>
      <table className={cn('w-full text-left text-sm', minWidthClass)}>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cn('whitespace-nowrap px-4 py-3 font-medium', column === 'Actions' && 'text-right')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
