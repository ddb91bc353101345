import { useQuery } from '@tanstack/react-query';
import { Download, DoorOpen, Phone } from 'lucide-react';
import { useState } from 'react';
import { ARRIVAL_FILTERS, ARRIVALS_CSV_FILENAME, arrivalStatus, dayIn, HOST_DOOR_LABEL, UNNAMED_DOOR_LABEL, WALK_IN_LABEL, type ArrivalFilter, type ArrivalRow } from '@shared/arrivals';
import { DataTable } from '@web/components/DataTable';
import { Pagination } from '@web/components/Pagination';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { EmptyNote, EmptyState, RetryAlert } from '@web/components/ui/list-states';
import { LiveSearchForm, useSearchBox } from '@web/components/ui/search-input';
import { Options, Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Section } from '@web/components/ui/section';
import type { HostLanguage } from '@shared/host-language';
import type { CheckinWords } from '@web/i18n/catalogues/checkin.english';
import { formatDate } from '@web/i18n/format';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';
import { arrivalListQuery, arrivalsCsvUrl, type ArrivalListFilter } from './arrivals-api';

type StatusKey = keyof CheckinWords['statuses'];
/** arrivalStatus() names a row's state in English (the CSV's words): the list shows it in the host's language. */
const STATUS_KEYS: Record<string, StatusKey> = {
  Arrived: 'arrived',
  'More than confirmed': 'over',
  [WALK_IN_LABEL]: 'walkIn',
  'Not yet arrived': 'notArrived',
  Declined: 'declined',
};

const STATUS_STYLES: Record<StatusKey, string> = {
  arrived: 'bg-emerald-50 text-emerald-800',
  over: 'bg-amber-50 text-amber-900',
  walkIn: 'bg-amber-50 text-amber-900',
  notArrived: 'bg-stone-100 text-stone-700',
  declined: 'bg-stone-100 text-stone-700',
};

function guestsText(words: CheckinWords, row: ArrivalRow): string {
  if (row.walkIn) return words.guests(row.arrivedGuests);
  if (row.confirmedGuests === null) return words.arrivedNoAnswer(row.arrivedGuests);
  if (row.confirmedGuests === 0) return words.arrivedDeclined(row.arrivedGuests);
  return words.arrivedOfConfirmed(row.arrivedGuests, row.confirmedGuests);
}

/** The door as the server names it: the host's and an unnamed link's in the host's language. */
/** "19:42" or, on another day, "21 Mar, 00:15", in the event's zone and the host's language. */
function arrivalTime(language: HostLanguage, iso: string, timeZone: string, withDate: boolean): string {
  const options: Intl.DateTimeFormatOptions = withDate ? { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return formatDate(language, new Date(iso), options);
}

const doorName = (words: CheckinWords, door: string) => (door === HOST_DOOR_LABEL ? words.hostDoor : door === UNNAMED_DOOR_LABEL ? words.checkinLink : door);

function Checkins({ row, timeZone }: { row: ArrivalRow; timeZone: string }) {
  const words = useWords('checkin');
  const language = useLanguage();
  if (!row.checkins.length) return <span className="text-stone-500">–</span>;
  const today = dayIn(new Date().toISOString(), timeZone);
  return (
    <ul className="grid gap-0.5">
      {row.checkins.map((checkin) => (
        <li key={checkin.id} className="sm:whitespace-nowrap">
          <time dateTime={checkin.at} className="tabular-nums">
            {arrivalTime(language, checkin.at, timeZone, dayIn(checkin.at, timeZone) !== today)}
          </time>{' '}
          · <span className="font-medium">{doorName(words, checkin.door)}</span> · {checkin.guests === 0 ? words.alreadyCounted : words.guests(checkin.guests)}
        </li>
      ))}
    </ul>
  );
}

/** The host's list of who arrived at one event, filtered, paged and live (product.md §13). */
export function ArrivalsList({ invitationId, events }: { invitationId: string; events: readonly { eventId: string; name: string }[] }) {
  const words = useWords('checkin');
  const [filter, setFilter] = useState<ArrivalListFilter>({ event: events[0]?.eventId ?? '', q: '', state: 'arrived', page: 1 });
  const change = (next: Partial<ArrivalListFilter>) => setFilter((current) => ({ ...current, page: 1, ...next }));
  const search = useSearchBox((q) => change({ q }));
  const query = useQuery(arrivalListQuery(invitationId, filter));
  const list = query.data;
  const eventName = events.find((event) => event.eventId === (list?.eventId ?? filter.event))?.name ?? '';

  return (
    <Section id="who-arrived-heading" title={words.listHeading} intro={words.listIntro}>
      <LiveSearchForm label={words.listFilters} className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end" searchLabel={words.searchByName} searchId="arrivals-search" search={search}>
        {events.length > 1 ? (
          <Field label={words.event} id="arrivals-event">
            <Select value={filter.event} onChange={(select) => change({ event: select.target.value })}>
              <Options options={events.map((event) => ({ value: event.eventId, label: event.name }))} />
            </Select>
          </Field>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Field label={words.show} id="arrivals-state">
          <Select value={filter.state} onChange={(select) => change({ state: select.target.value as ArrivalFilter })}>
            {ARRIVAL_FILTERS.map((state) => (
              <option key={state} value={state}>
                {list ? `${words.filters[state]} (${list.counts[state]})` : words.filters[state]}
              </option>
            ))}
          </Select>
        </Field>
        <Button variant="outline" href={arrivalsCsvUrl(invitationId, filter)} download={ARRIVALS_CSV_FILENAME} icon={<Download />}>
          {words.exportCsv}
        </Button>
      </LiveSearchForm>

      {query.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : query.isError && !list ? (
        <RetryAlert onRetry={() => void query.refetch()}>{words.listFailed}</RetryAlert>
      ) : list && list.data.length === 0 ? (
        filter.state === 'arrived' && !filter.q ? (
          <EmptyState compact icon={DoorOpen} title={words.nobodyYet}>
            <p className="text-sm text-stone-700">{words.nobodyYetHint}</p>
          </EmptyState>
        ) : (
          <EmptyNote>{filter.state === 'not_arrived' && !filter.q ? words.everyoneCame : words.listNoMatch}</EmptyNote>
        )
      ) : list ? (
        <>
          <p className="text-sm text-stone-700" aria-live="polite">
            {words.listCount(words.filters[filter.state], eventName, list.count)}
          </p>
          <DataTable label={words.arrivalsAt(eventName)} columns={[words.columns.household, words.columns.guests, words.columns.checkins, words.columns.status]} minWidthClass="min-w-[40rem]" dimmed={query.isPlaceholderData}>
            {list.data.map((row) => {
              const status = STATUS_KEYS[arrivalStatus(row)] ?? 'arrived';
              return (
                <tr key={row.householdId ?? row.checkins[0]?.id ?? row.name} className="border-t border-stone-200 align-top">
                  <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                    <span className="block">{row.walkIn && row.name === WALK_IN_LABEL ? words.statuses.walkIn : row.name}</span>
                    {row.phone && row.arrivedGuests === 0 && (
                      <a href={`tel:${row.phone}`} className="mt-0.5 inline-flex items-center gap-1 text-sm font-normal text-brand-700 underline">
                        <Phone aria-hidden="true" className="size-3.5" />
                        {row.phone}
                      </a>
                    )}
                  </th>
                  <td className="px-4 py-3 tabular-nums">{guestsText(words, row)}</td>
                  <td className="px-4 py-3">
                    <Checkins row={row} timeZone={list.timeZone} />
                  </td>
                  <td className="px-4 py-3">
                    <span className={cn('whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium', STATUS_STYLES[status])}>{words.statuses[status]}</span>
                  </td>
                </tr>
              );
            })}
          </DataTable>
          <Pagination page={list.page} totalPages={list.totalPages} onPageChange={(page) => setFilter((current) => ({ ...current, page }))} label={words.listPages} />
        </>
      ) : null}
    </Section>
  );
}
