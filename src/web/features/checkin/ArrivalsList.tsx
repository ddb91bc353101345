import { useQuery } from '@tanstack/react-query';
import { Download, DoorOpen, Phone } from 'lucide-react';
import { useState } from 'react';
import { ARRIVAL_FILTER_LABELS, ARRIVAL_FILTERS, ARRIVALS_CSV_FILENAME, arrivalStatus, arrivalTime, dayIn, type ArrivalFilter, type ArrivalRow } from '@shared/arrivals';
import { DataTable } from '@web/components/DataTable';
import { Pagination } from '@web/components/Pagination';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { EmptyNote, EmptyState, RetryAlert } from '@web/components/ui/list-states';
import { LiveSearchForm, useSearchBox } from '@web/components/ui/search-input';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { arrivalListQuery, arrivalsCsvUrl, type ArrivalListFilter } from './arrivals-api';
import { plural } from './format';

/** The list's words (host-side, English for now: issue 29 translates them). */
export const ARRIVALS_LIST_TEXT = {
  heading: 'Who arrived',
  intro: 'Each household with the guests it confirmed and those who arrived, when and at which door. It updates as helpers check guests in.',
  filters: 'Filter arrivals',
  event: 'Event',
  search: 'Search by name',
  show: 'Show',
  export: 'Export CSV',
  loadFailed: 'Could not load the list of arrivals.',
  nobodyYet: 'No one has arrived yet',
  nobodyYetHint: 'Households show here as helpers check them in at the door.',
  noMatch: 'No household matches these filters.',
  everyoneCame: 'Everyone who confirmed has arrived.',
  pages: 'Arrival pages',
  /** A second phone's check-in of guests another phone had counted (merged on sync). */
  alreadyCounted: 'already counted',
  columns: ['Household', 'Guests', 'Check-ins', 'Status'] as const,
} as const;

const STATUS_STYLES: Record<string, string> = {
  Arrived: 'bg-emerald-50 text-emerald-800',
  'More than confirmed': 'bg-amber-50 text-amber-900',
  'Walk-in': 'bg-amber-50 text-amber-900',
  'Not yet arrived': 'bg-stone-100 text-stone-700',
  Declined: 'bg-stone-100 text-stone-700',
};

function guestsText(row: ArrivalRow): string {
  if (row.walkIn) return plural(row.arrivedGuests, 'guest');
  if (row.confirmedGuests === null) return `${row.arrivedGuests} arrived · no answer`;
  if (row.confirmedGuests === 0) return `${row.arrivedGuests} arrived · declined`;
  return `${row.arrivedGuests} of ${row.confirmedGuests} confirmed`;
}

function Checkins({ row, timeZone }: { row: ArrivalRow; timeZone: string }) {
  if (!row.checkins.length) return <span className="text-stone-500">–</span>;
  const today = dayIn(new Date().toISOString(), timeZone);
  return (
    <ul className="grid gap-0.5">
      {row.checkins.map((checkin) => (
        <li key={checkin.id} className="sm:whitespace-nowrap">
          <time dateTime={checkin.at} className="tabular-nums">
            {arrivalTime(checkin.at, timeZone, dayIn(checkin.at, timeZone) !== today)}
          </time>{' '}
          · <span className="font-medium">{checkin.door}</span> · {checkin.guests === 0 ? ARRIVALS_LIST_TEXT.alreadyCounted : plural(checkin.guests, 'guest')}
        </li>
      ))}
    </ul>
  );
}

/** The host's list of who arrived at one event, filtered, paged and live (product.md §13). */
export function ArrivalsList({ invitationId, events }: { invitationId: string; events: readonly { eventId: string; name: string }[] }) {
  const [filter, setFilter] = useState<ArrivalListFilter>({ event: events[0]?.eventId ?? '', q: '', state: 'arrived', page: 1 });
  const change = (next: Partial<ArrivalListFilter>) => setFilter((current) => ({ ...current, page: 1, ...next }));
  const search = useSearchBox((q) => change({ q }));
  const query = useQuery(arrivalListQuery(invitationId, filter));
  const list = query.data;
  const eventName = events.find((event) => event.eventId === (list?.eventId ?? filter.event))?.name ?? '';

  return (
    <section aria-labelledby="who-arrived-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="who-arrived-heading" className="font-serif text-2xl text-stone-900">
          {ARRIVALS_LIST_TEXT.heading}
        </h2>
        <p className="max-w-2xl text-stone-700">{ARRIVALS_LIST_TEXT.intro}</p>
      </div>

      <LiveSearchForm label={ARRIVALS_LIST_TEXT.filters} className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end" searchLabel={ARRIVALS_LIST_TEXT.search} searchId="arrivals-search" search={search}>
        {events.length > 1 ? (
          <Field label={ARRIVALS_LIST_TEXT.event} id="arrivals-event">
            <Select value={filter.event} onChange={(select) => change({ event: select.target.value })}>
              {events.map((event) => (
                <option key={event.eventId} value={event.eventId}>
                  {event.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Field label={ARRIVALS_LIST_TEXT.show} id="arrivals-state">
          <Select value={filter.state} onChange={(select) => change({ state: select.target.value as ArrivalFilter })}>
            {ARRIVAL_FILTERS.map((state) => (
              <option key={state} value={state}>
                {list ? `${ARRIVAL_FILTER_LABELS[state]} (${list.counts[state]})` : ARRIVAL_FILTER_LABELS[state]}
              </option>
            ))}
          </Select>
        </Field>
        <Button variant="outline" href={arrivalsCsvUrl(invitationId, filter)} download={ARRIVALS_CSV_FILENAME} icon={<Download />}>
          {ARRIVALS_LIST_TEXT.export}
        </Button>
      </LiveSearchForm>

      {query.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : query.isError && !list ? (
        <RetryAlert onRetry={() => void query.refetch()}>{ARRIVALS_LIST_TEXT.loadFailed}</RetryAlert>
      ) : list && list.data.length === 0 ? (
        filter.state === 'arrived' && !filter.q ? (
          <EmptyState compact icon={DoorOpen} title={ARRIVALS_LIST_TEXT.nobodyYet}>
            <p className="text-sm text-stone-700">{ARRIVALS_LIST_TEXT.nobodyYetHint}</p>
          </EmptyState>
        ) : (
          <EmptyNote>{filter.state === 'not_arrived' && !filter.q ? ARRIVALS_LIST_TEXT.everyoneCame : ARRIVALS_LIST_TEXT.noMatch}</EmptyNote>
        )
      ) : list ? (
        <>
          <p className="text-sm text-stone-700" aria-live="polite">
            {ARRIVAL_FILTER_LABELS[filter.state]} at {eventName}: {plural(list.count, 'household')}
          </p>
          <DataTable label={`Arrivals at ${eventName}`} columns={ARRIVALS_LIST_TEXT.columns} minWidthClass="min-w-[40rem]" dimmed={query.isPlaceholderData}>
            {list.data.map((row) => {
              const status = arrivalStatus(row);
              return (
                <tr key={row.householdId ?? row.checkins[0]?.id ?? row.name} className="border-t border-stone-200 align-top">
                  <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                    <span className="block">{row.name}</span>
                    {row.phone && row.arrivedGuests === 0 && (
                      <a href={`tel:${row.phone}`} className="mt-0.5 inline-flex items-center gap-1 text-sm font-normal text-brand-700 underline">
                        <Phone aria-hidden="true" className="size-3.5" />
                        {row.phone}
                      </a>
                    )}
                  </th>
                  <td className="px-4 py-3 tabular-nums">{guestsText(row)}</td>
                  <td className="px-4 py-3">
                    <Checkins row={row} timeZone={list.timeZone} />
                  </td>
                  <td className="px-4 py-3">
                    <span className={cn('whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium', STATUS_STYLES[status])}>{status}</span>
                  </td>
                </tr>
              );
            })}
          </DataTable>
          <Pagination page={list.page} totalPages={list.totalPages} onPageChange={(page) => setFilter((current) => ({ ...current, page }))} label={ARRIVALS_LIST_TEXT.pages} />
        </>
      ) : null}
    </section>
  );
}
