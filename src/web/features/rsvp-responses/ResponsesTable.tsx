import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Home, Pencil, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { truncateWish, type EventSummary, type ResponseRow, type ResponsesPage } from '@shared/responses';
import { Button } from '@web/components/ui/button';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { formatNumber } from '@web/i18n/format';
import { cn } from '@web/lib/cn';
import { responsesKey, setWishHidden } from './api';
import { DuplicateActions, DuplicateNote } from './DuplicateFlag';
import { formatResponseDate } from './format';

export const MERGE_SELECTION = 2;

/** The actions column stays in view when a wide table scrolls sideways (the Edit button is never off-screen). */
const STICKY_END = 'md:sticky md:right-0 md:shadow-[-8px_0_8px_-8px_rgba(28,25,23,0.15)]';

export interface ResponsesTableProps {
  invitationId: string;
  data: ResponsesPage;
  /** With several events: each row shows its reply per event. Empty for a one-event invitation. */
  events: readonly EventSummary[];
  stale: boolean;
  selected: readonly ResponseRow[];
  onToggleSelected: (row: ResponseRow) => void;
  onEdit: (row: ResponseRow) => void;
}

const COLUMNS = ['select', 'guestName', 'status', 'guests', 'household', 'contact', 'meal', 'carPlate', 'message', 'responseDate', 'actions'] as const;
/** With several events, the replies per event come right after the guests. */
const EVENT_COLUMNS = ['select', 'guestName', 'status', 'guests', 'events', 'household', 'contact', 'meal', 'carPlate', 'message', 'responseDate', 'actions'] as const;

/**
 * The responses table. From `md` up a table that scrolls sideways if it must; below it each row is a
 * card (name, answer and guests first, then the details that have a value, then the actions), with
 * the table's semantics kept by explicit roles (a restyled table loses them in some browsers).
 */
export function ResponsesTable({ invitationId, data, events, stale, selected, onToggleSelected, onEdit }: ResponsesTableProps) {
  const words = useWords('responses');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  if (data.rows.length === 0) return <p className="rounded-xl border border-stone-200 bg-white px-4 py-8 text-center text-stone-700">{words.noMatch}</p>;
  const selectionFull = selected.length >= MERGE_SELECTION;

  async function toggleWish(row: ResponseRow) {
    setPending(row.id);
    try {
      await setWishHidden(invitationId, row.id, !row.wishHidden);
      toast.success(row.wishHidden ? words.wishShown : words.wishHidden);
      await queryClient.invalidateQueries({ queryKey: responsesKey(invitationId) });
    } catch {
      toast.error(words.wishFailed);
    } finally {
      setPending(null);
    }
  }

  return (
    <div
      role="region"
      aria-label={words.table}
      tabIndex={0}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-brand-600 md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white md:shadow-sm',
        stale && 'opacity-60',
      )}
    >
      <table role="table" className="block w-full text-left text-sm md:table md:min-w-[60rem]">
        <thead role="rowgroup" className="sr-only bg-stone-50 text-stone-700 md:not-sr-only md:table-header-group">
          <tr role="row" className="md:table-row">
            {(events.length > 0 ? EVENT_COLUMNS : COLUMNS).map((column) => (
              <th key={column} role="columnheader" scope="col" className={cn('whitespace-nowrap bg-stone-50 px-4 py-3 font-medium', column === 'actions' && cn('text-right', STICKY_END), column === 'select' && 'w-px px-3')}>
                {column === 'select' ? <span className="sr-only">{words.selectToMerge}</span> : words.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="grid gap-3 md:table-row-group">
          {data.rows.map((row) => {
            const isSelected = selected.some((s) => s.id === row.id);
            return (
              <tr
                key={row.id}
                role="row"
                className={cn(
                  'grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1.5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm',
                  'md:table-row md:rounded-none md:border-0 md:border-t md:border-stone-100 md:p-0 md:align-top md:shadow-none',
                  isSelected && 'bg-brand-50 md:bg-brand-50',
                  row.duplicateOf && !isSelected && 'border-amber-300 bg-amber-50/60 md:bg-amber-50/60',
                )}
              >
                <td role="cell" className="pt-0.5 md:table-cell md:px-3 md:py-3">
                  <input
                    type="checkbox"
                    className="size-5 cursor-pointer accent-brand-600 disabled:cursor-not-allowed md:size-4"
                    checked={isSelected}
                    disabled={!isSelected && selectionFull}
                    onChange={() => onToggleSelected(row)}
                    aria-label={words.selectAnswer(row.guestName)}
                  />
                </td>
                <th role="rowheader" scope="row" className="min-w-0 break-words text-base font-semibold text-stone-900 md:table-cell md:min-w-32 md:px-4 md:py-3 md:text-sm md:font-medium">
                  {row.guestName}
                  {row.duplicateOf && <DuplicateNote duplicate={row.duplicateOf} />}
                </th>
                <td role="cell" className="md:table-cell md:px-4 md:py-3">
                  <div className="flex flex-col items-end gap-1 md:items-start">
                    <span
                      className={cn(
                        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                        row.attending ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30' : 'bg-stone-100 text-stone-800 ring-stone-500/30',
                      )}
                    >
                      {row.attending ? words.attending : words.declined}
                    </span>
                    {row.source === 'host' && (
                      <span className="inline-flex items-center gap-1 whitespace-nowrap text-xs text-stone-600" title={words.addedByYou}>
                        <Phone aria-hidden="true" className="size-3" />
                        {words.byHost}
                      </span>
                    )}
                  </div>
                </td>
                <Cell label={words.cells.guests} className="tabular-nums">
                  {formatNumber(language, row.numberOfGuests)}
                </Cell>
                {events.length > 0 && (
                  <Cell label={words.cells.events} className="md:min-w-44">
                    <EventReplies row={row} events={events} />
                  </Cell>
                )}
                <Cell label={words.cells.household} empty={!row.household} className="md:min-w-40">
                  {row.household ? (
                    <span className="inline-flex items-start gap-1.5">
                      <Home aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-stone-600" />
                      <span>
                        {row.household.name}
                        <span className="text-stone-600"> · {words.seats(row.household.seats)}</span>
                      </span>
                    </span>
                  ) : (
                    '-'
                  )}
                </Cell>
                <Cell label={words.cells.contact} empty={!row.email && !row.phone}>
                  {row.email || row.phone ? (
                    <span className="grid min-w-0">
                      {row.email && <span className="max-md:break-all">{row.email}</span>}
                      {row.phone && <span className="whitespace-nowrap">{row.phone}</span>}
                    </span>
                  ) : (
                    '-'
                  )}
                </Cell>
                <Cell label={words.cells.meal} empty={!row.mealName} className="md:min-w-28">
                  {row.mealName || '-'}
                </Cell>
                <Cell label={words.cells.carPlate} empty={!row.carPlate} className="md:whitespace-nowrap">
                  {row.carPlate || '-'}
                </Cell>
                <Cell label={words.cells.message} empty={!row.wishes}>
                  {row.wishes ? (
                    <div className="flex items-start gap-2">
                      <span title={row.wishes} className={cn('min-w-0 md:max-w-64', row.wishHidden && 'text-stone-600 line-through')}>
                        {truncateWish(row.wishes)}
                      </span>
                      <button
                        type="button"
                        onClick={() => toggleWish(row)}
                        disabled={pending === row.id}
                        aria-label={row.wishHidden ? words.showWish(row.guestName) : words.hideWish(row.guestName)}
                        title={row.wishHidden ? words.showOnInvitation : words.hideFromInvitation}
                        className="-my-1.5 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                      >
                        {row.wishHidden ? <Eye aria-hidden="true" className="size-4" /> : <EyeOff aria-hidden="true" className="size-4" />}
                      </button>
                    </div>
                  ) : (
                    '-'
                  )}
                </Cell>
                <Cell label={words.cells.answered} className="md:min-w-32">
                  {formatResponseDate(language, row.responseDate)}
                </Cell>
                <td role="cell" className={cn('col-span-3 pt-2 md:table-cell md:px-4 md:py-2 md:text-right', STICKY_END, isSelected ? 'md:bg-brand-50' : 'md:bg-white')}>
                  <div className="flex flex-wrap gap-2 md:justify-end">
                    {row.duplicateOf && <DuplicateActions invitationId={invitationId} row={row} duplicate={row.duplicateOf} />}
                    <Button variant="outline" size="sm" icon={<Pencil />} onClick={() => onEdit(row)} aria-label={words.editAnswerOf(row.guestName)} className="max-md:flex-1">
                      {words.edit}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A detail cell: a table cell from `md` up; below it a labelled line of the card (the label is
 * for the eye only: the column header already names the cell), left out when it has no value.
 */
function Cell({ label, empty = false, className, children }: { label: string; empty?: boolean; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={cn('col-span-3 text-stone-700 md:table-cell md:px-4 md:py-3', empty ? 'max-md:hidden' : 'flex gap-3', className)}>
      <span aria-hidden="true" className="w-20 shrink-0 text-stone-600 md:hidden">
        {label}
      </span>
      <span className="min-w-0 flex-1">{children}</span>
    </td>
  );
}

/**
 * "Akad ✓ 3 · Resepsi ✗": the answer's reply per event, compact; the marks are spelled out for
 * screen readers. An event it has no reply for is shown as such.
 */
function EventReplies({ row, events }: { row: ResponseRow; events: readonly EventSummary[] }) {
  const words = useWords('responses');
  return (
    <ul className="flex flex-wrap gap-x-2 gap-y-0.5" aria-label={words.repliesPerEvent(row.guestName)}>
      {events.map((event, index) => {
        const reply = row.events.find((r) => r.eventId === event.eventId);
        return (
          <li key={event.eventId} className="whitespace-nowrap">
            {index > 0 && (
              <span aria-hidden="true" className="mr-2 text-stone-400">
                ·
              </span>
            )}
            {event.name}{' '}
            {reply ? (
              reply.attending ? (
                <span className="font-medium text-emerald-800">
                  <span aria-hidden="true">✓ {reply.guests}</span>
                  <span className="sr-only">{words.attendingGuests(reply.guests)}</span>
                </span>
              ) : (
                <span className="text-stone-600">
                  <span aria-hidden="true">✗</span>
                  <span className="sr-only">{words.notAttendingLower}</span>
                </span>
              )
            ) : (
              <span className="text-stone-500">
                <span aria-hidden="true">–</span>
                <span className="sr-only">{words.noReply}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
