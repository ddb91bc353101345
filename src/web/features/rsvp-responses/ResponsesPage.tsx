import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, Merge, Plus, Users, Utensils } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@shared/paths';
import {
  CATERER_CSV_FILENAME,
  catererEventFilename,
  RESPONSE_FILTERS,
  RESPONSES_CSV_FILENAME,
  type EventSummary,
  type ResponseFilter,
  type ResponseRow,
  type ResponsesPage as ResponsesData,
} from '@shared/responses';
import { HostInvitationPage } from '@web/components/HostInvitationPage';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { LiveSearchForm } from '@web/components/ui/search-input';
import { usePagedSearch } from '@web/components/hooks/use-paged-search';
import { LabelledOptions, Options, Select } from '@web/components/ui/select';
import { SummaryPageSkeleton } from '@web/components/ui/skeleton';
import { Section } from '@web/components/ui/section';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { formatNumber } from '@web/i18n/format';
import { downloadFile, responsesQuery, useLiveResponses } from './api';
import { formatEventDate } from './format';
import { AnswerDialog } from './AnswerDialog';
import { AttendanceChart, MealSummary } from './Charts';
import { MergeDialog } from './MergeDialog';
import { MERGE_SELECTION, ResponsesTable } from './ResponsesTable';

/** /rsvp/{id} and /rsvp-responses/{id}: the host's RSVP responses (product.md §2, §9). */
export default function ResponsesPage() {
  const { id = '' } = useParams();
  const words = useWords('responses');
  const { q, filter, setFilter, page, setPage, search } = usePagedSearch<ResponseFilter>('all');

  const query = useQuery({ ...responsesQuery(id, { q, filter, page }), placeholderData: keepPreviousData });
  // The answer dialog: closed, a new answer, or the row being edited.
  const [answering, setAnswering] = useState<{ row?: ResponseRow } | null>(null);
  // Up to two rows picked for merging (kept across pages and searches, to find the other answer).
  const [selected, setSelected] = useState<ResponseRow[]>([]);
  const [merging, setMerging] = useState(false);
  // The charts' event: every answer ('all'), or one event's replies.
  const [chartEventId, setChartEventId] = useState('all');
  const toggleSelected = (row: ResponseRow) =>
    setSelected((current) => (current.some((s) => s.id === row.id) ? current.filter((s) => s.id !== row.id) : current.length < MERGE_SELECTION ? [...current, row] : current));
  const live = useLiveResponses(query.data ? id : undefined);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (query.isError && !notFound) toast.error(words.loadFailed, { id: 'responses-load' });
  }, [query.isError, query.errorUpdatedAt, notFound, words]);

  const data = query.data;
  const perEvent = data && data.events.length > 1 ? data.events : [];
  // An event removed since (the page refetches live) falls back to every answer.
  const chartEvent = perEvent.find((event) => event.eventId === chartEventId);
  const title = data ? words.title(data.invitation.eventName || words.yourEvent) : words.titleLoading;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <HostInvitationPage query={query} loading={<SummaryPageSkeleton label={words.loading} cards={5} cardsClassName="md:grid-cols-5" />} failed={words.loadFailed}>
      {(data) => (
        <>
          <header className="flex flex-col gap-4">
            <div className="grid gap-1">
              <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{title}</h1>
              <p className="flex items-center gap-2 text-sm text-stone-700">
                <span aria-hidden="true" className={cn('size-2 rounded-full', live ? 'bg-emerald-600' : 'bg-stone-400')} />
                {live ? words.live : words.connecting}
              </p>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button onClick={() => setAnswering({})} icon={<Plus />}>
                {words.addAnswer}
              </Button>
              <Button variant="outline" to={paths.guestList(id)} icon={<Users />}>
                {words.guestList}
              </Button>
              <ExportButtons invitationId={id} total={data.summary.total} event={chartEvent} />
            </div>
          </header>
          <Summary data={data} />
          {perEvent.length > 0 && <EventCards events={perEvent} withPending={data.guests !== null} />}
          {data.summary.total === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center text-lg font-medium text-stone-800">{words.noResponsesYet}</p>
          ) : (
            <>
              <section aria-label={words.charts} className="grid gap-4">
                {perEvent.length > 0 && (
                  <Field label={words.chartsFor} id="chart-event" className="sm:max-w-xs">
                    <Select value={chartEvent?.eventId ?? 'all'} onChange={(event) => setChartEventId(event.target.value)}>
                      <option value="all">{words.allEvents}</option>
                      <Options options={perEvent.map((event) => ({ value: event.eventId, label: event.name }))} />
                    </Select>
                  </Field>
                )}
                <div className="grid gap-4 lg:grid-cols-2">
                  {chartEvent ? (
                    <>
                      <AttendanceChart
                        caption={words.eventAttendance(chartEvent.name)}
                        summary={{ total: chartEvent.attendingAnswers + chartEvent.declined, attending: chartEvent.attendingAnswers, declined: chartEvent.declined }}
                      />
                      <MealSummary
                        caption={words.eventMeals(chartEvent.name)}
                        meals={chartEvent.meals.map((meal) => ({ id: meal.id, name: meal.name, guests: meal.count }))}
                        guestsWithoutMeal={chartEvent.guestsWithoutMeal}
                        noMeals={chartEvent.mealOptions.length === 0 && chartEvent.meals.length === 0}
                      />
                    </>
                  ) : (
                    <>
                      <AttendanceChart summary={data.summary} />
                      <MealSummary meals={data.meals} guestsWithoutMeal={data.guestsWithoutMeal} />
                    </>
                  )}
                </div>
              </section>
              <Section id="responses-table-title" title={words.responsesHeading}>
                <LiveSearchForm label={words.responsesHeading} className="grid gap-3 sm:grid-cols-[1fr_14rem]" searchLabel={words.searchLabel} searchId="response-search" search={search}>
                  <Field label={words.show} id="response-filter">
                    <Select value={filter} onChange={(event) => setFilter(event.target.value as ResponseFilter)}>
                      <LabelledOptions values={RESPONSE_FILTERS} labels={words.filters} />
                    </Select>
                  </Field>
                </LiveSearchForm>
                <MergeBar selected={selected} onMerge={() => setMerging(true)} onClear={() => setSelected([])} />
                <ResponsesTable
                  invitationId={id}
                  data={data}
                  events={perEvent}
                  stale={query.isPlaceholderData}
                  selected={selected}
                  onToggleSelected={toggleSelected}
                  onEdit={(row) => setAnswering({ row })}
                />
                <Pager page={data.page} pageSize={data.pageSize} matching={data.matching} onPage={setPage} />
              </Section>
            </>
          )}
          <AnswerDialog
            invitationId={id}
            row={answering?.row}
            options={data.answerOptions}
            events={data.events}
            hasGuestList={data.guests !== null}
            open={answering !== null}
            onOpenChange={(open) => {
              if (!open) setAnswering(null);
            }}
          />
          {selected.length === MERGE_SELECTION && (
            <MergeDialog
              // A new pair starts from its own default choice.
              key={selected.map((row) => row.id).join('|')}
              invitationId={id}
              rows={[selected[0]!, selected[1]!]}
              events={data.events}
              open={merging}
              onOpenChange={setMerging}
              onMerged={() => {
                setMerging(false);
                setSelected([]);
              }}
            />
          )}
        </>
      )}
    </HostInvitationPage>
  );
}

/** Picking two answers of one guest to merge: what is picked, and the button once there are two. */
function MergeBar({ selected, onMerge, onClear }: { selected: readonly ResponseRow[]; onMerge: () => void; onClear: () => void }) {
  const words = useWords('responses');
  return (
    <div aria-live="polite">
      {selected.length > 0 && (
        <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-brand-900">
            {selected.length === MERGE_SELECTION
              ? words.mergeTwo(selected[0]!.guestName, selected[1]!.guestName)
              : words.mergeOne(selected[0]!.guestName)}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={onClear}>
              {words.clearSelection}
            </Button>
            {selected.length === MERGE_SELECTION && (
              <Button size="sm" icon={<Merge />} onClick={onMerge}>
                {words.mergeMore}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

interface Stat {
  label: string;
  value: string | number;
  /** A second line under the number (seats, guests, how the rate is counted). */
  note?: string;
  highlight?: boolean;
}

/**
 * The counts above the table. Without a guest list: the answers (as product.md §9 has them). With
 * one: the households invited and where they stand, pending included, and the response rate as
 * answered ÷ invited; Total Guests still counts every attending answer, open-link ones too.
 */
function Summary({ data }: { data: ResponsesData }) {
  const { summary, guests } = data;
  const words = useWords('responses');
  const language = useLanguage();
  const number = (n: number) => formatNumber(language, n);
  const stats: Stat[] = guests
    ? [
        { label: words.invited, value: number(guests.households), note: `${words.households(guests.households)} · ${words.seats(guests.seats)}` },
        { label: words.sent, value: number(guests.sent) },
        { label: words.opened, value: number(guests.opened) },
        { label: words.attending, value: number(guests.attending), note: words.guests(guests.attendingGuests) },
        { label: words.declined, value: number(guests.declined) },
        { label: words.pending, value: number(guests.pending), note: words.notAnsweredYet, highlight: guests.pending > 0 },
        { label: words.responseRate, value: formatNumber(language, guests.responseRate / 100, { style: 'percent' }), note: words.answeredOverInvited },
        { label: words.totalGuests, value: number(summary.totalGuests), note: words.fromResponses(summary.total) },
      ]
    : [
        { label: words.totalResponses, value: number(summary.total) },
        { label: words.confirmed, value: number(summary.attending) },
        { label: words.totalGuests, value: number(summary.totalGuests) },
        { label: words.declined, value: number(summary.declined) },
        // Without a guest list there is nobody to answer out of: the rate reads as answers (issue 28).
        { label: words.responseRate, value: words.answers(summary.total), note: words.noGuestList },
      ];
  return (
    <dl aria-label={words.summary} className={cn('grid grid-cols-2 gap-3', guests ? 'md:grid-cols-4' : 'md:grid-cols-5')}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-col gap-1 rounded-2xl border p-4 shadow-sm',
            stat.highlight ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white',
            !guests && 'last:col-span-2 md:last:col-span-1',
          )}
        >
          <dt className="text-sm font-medium text-stone-700">{stat.label}</dt>
          <dd className="grid">
            <span className="text-3xl font-semibold tabular-nums text-stone-900">{stat.value}</span>
            {stat.note && <span className="text-sm text-stone-600">{stat.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A card per event (an invitation with several events): its attending guests (and answers),
 * declined, and with a guest list the households invited to it that have not replied for it.
 */
function EventCards({ events, withPending }: { events: readonly EventSummary[]; withPending: boolean }) {
  const words = useWords('responses');
  const language = useLanguage();
  return (
    <Section id="events-summary-title" title={words.perEvent} className="gap-3">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.eventId} aria-label={event.name} className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <div className="grid">
              <h3 className="font-serif text-lg font-semibold text-stone-900">{event.name}</h3>
              {event.date && <p className="text-sm text-stone-600">{formatEventDate(language, event.date)}</p>}
            </div>
            <dl className={cn('grid gap-2', withPending ? 'grid-cols-3' : 'grid-cols-2')}>
              <div className="grid">
                <dt className="text-sm text-stone-700">{words.attending}</dt>
                <dd className="grid">
                  <span className="text-2xl font-semibold tabular-nums text-stone-900">{formatNumber(language, event.attendingGuests)}</span>
                  <span className="text-xs text-stone-600">
                    {words.guests(event.attendingGuests)} · {words.answers(event.attendingAnswers)}
                  </span>
                </dd>
              </div>
              <div className="grid">
                <dt className="text-sm text-stone-700">{words.declined}</dt>
                <dd className="text-2xl font-semibold tabular-nums text-stone-900">{formatNumber(language, event.declined)}</dd>
              </div>
              {withPending && (
                <div className="grid">
                  <dt className="text-sm text-stone-700">{words.pending}</dt>
                  <dd className={cn('text-2xl font-semibold tabular-nums', event.pending > 0 ? 'text-amber-800' : 'text-stone-900')}>{formatNumber(language, event.pending)}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ExportButtons({ invitationId, total, event }: { invitationId: string; total: number; event: EventSummary | undefined }) {
  const words = useWords('responses');
  const [busy, setBusy] = useState<'csv' | 'caterer' | null>(null);
  async function download(kind: 'csv' | 'caterer') {
    if (total === 0) {
      toast.error(words.noResponsesToDownload);
      return;
    }
    setBusy(kind);
    try {
      if (kind === 'csv') {
        await downloadFile(`/api/invitations/${invitationId}/responses.csv`, RESPONSES_CSV_FILENAME);
        toast.success(words.responsesDownloaded);
      } else {
        // With an event picked for the charts, the caterer's file is that event's.
        await (event
          ? downloadFile(`/api/invitations/${invitationId}/meal-counts.csv?event=${encodeURIComponent(event.eventId)}`, catererEventFilename(event.name))
          : downloadFile(`/api/invitations/${invitationId}/meal-counts.csv`, CATERER_CSV_FILENAME));
        toast.success(words.mealCountsDownloaded);
      }
    } catch {
      toast.error(words.downloadFailed);
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      <Button variant="outline" onClick={() => download('csv')} loading={busy === 'csv'} icon={<Download />}>
        {words.exportCsv}
      </Button>
      <Button variant="outline" onClick={() => download('caterer')} loading={busy === 'caterer'} icon={<Utensils />}>
        {event ? words.catererEventFile(event.name) : words.catererFile}
      </Button>
    </>
  );
}

function Pager({ page, pageSize, matching, onPage }: { page: number; pageSize: number; matching: number; onPage: (page: number) => void }) {
  const words = useWords('responses');
  const language = useLanguage();
  const number = (n: number) => formatNumber(language, n);
  const pages = Math.max(1, Math.ceil(matching / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(matching, page * pageSize);
  return (
    <nav aria-label={words.responsePages} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-stone-700" aria-live="polite">
        {matching > 0 ? words.showing(number(first), number(last), number(matching)) : ''}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} icon={<ChevronLeft />}>
            {words.previous}
          </Button>
          <span className="text-sm tabular-nums text-stone-700">
            {words.pageOf(number(page), number(pages))}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} icon={<ChevronRight />} iconPosition="right">
            {words.next}
          </Button>
        </div>
      )}
    </nav>
  );
}
