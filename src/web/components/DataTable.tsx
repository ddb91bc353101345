import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import './data-table.css';

export interface DataTableProps {
  /** Names the table (and its region) for screen readers. */
  label: string;
  /** Column headings, in order; an 'Actions' column is right-aligned like its buttons, and on a phone is the card's foot. */
  columns: readonly string[];
  /** The table's minimum width from `sm` up (a Tailwind class such as `min-w-[40rem]`): narrower screens scroll it sideways. Phones get cards instead. */
  minWidthClass: string;
  /** The heading of the column that holds the row's buttons (default 'Actions'; a page whose headings are translated passes its own). */
  actionsColumn?: string;
  /** Dimmed while an older page is shown and the next one loads. */
  dimmed?: boolean;
  className?: string;
  /** The rows (`<tr>` elements whose children are the `<td>`/`<th>` cells, in column order). */
  children: ReactNode;
}

type CellProps = { 'data-label'?: string; 'data-actions'?: string; role?: string; scope?: string; children?: ReactNode };
type RowProps = { role?: string; children?: ReactNode };

/**
 * Gives each cell of a row its column's heading (data-label, shown as the label on a phone) and the
 * table roles, which `display:block` would otherwise drop in some browsers.
 */
function labelRow(row: ReactNode, columns: readonly string[], actionsColumn: string): ReactNode {
  if (!isValidElement<RowProps>(row) || row.type !== 'tr') return row;
  let index = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement<CellProps>(cell) || (cell.type !== 'td' && cell.type !== 'th')) return cell;
    const column = columns[index++] ?? '';
    const isHeader = cell.type === 'th';
    return cloneElement(cell as ReactElement<CellProps>, {
      'data-label': cell.props['data-label'] ?? column,
      ...(column === actionsColumn ? { 'data-actions': '' } : {}),
      role: cell.props.role ?? (isHeader ? 'rowheader' : 'cell'),
    });
  });
  return cloneElement(row as ReactElement<RowProps>, { role: row.props.role ?? 'row' }, cells);
}

/**
 * The app's data tables (admin lists, payments): from `sm` up a table in a focusable region that
 * scrolls sideways when narrower than `minWidthClass`; below `sm` (phones) each row is a card of
 * "heading: value" lines with its actions as full-size buttons at the foot (data-table.css), so
 * nothing to act on is off-screen and the page never scrolls sideways.
 */
export function DataTable({ label, columns, minWidthClass, actionsColumn = 'Actions', dimmed = false, className, children }: DataTableProps) {
  return (
    <div className={cn('data-table overflow-x-auto rounded-xl border border-stone-200 bg-white', dimmed && 'opacity-60', className)} role="region" aria-label={label} tabIndex={0}>
      <table className={cn('w-full text-left text-sm', minWidthClass)} role="table" aria-label={label}>
        <thead className="bg-stone-50 text-stone-700" role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader" className={cn('whitespace-nowrap px-4 py-3 font-medium', column === actionsColumn && 'text-right')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{Children.map(children, (row) => labelRow(row, columns, actionsColumn))}</tbody>
      </table>
    </div>
  );
}
