import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChevronLeft, ChevronRight, Download, Eye, EyeOff, Utensils } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import {
  CATERER_CSV_FILENAME,
  RESPONSE_FILTERS,
  RESPONSES_CSV_FILENAME,
  truncateWish,
  type ResponseFilter,
  type ResponseRow,
  type ResponsesPage as ResponsesData,
} from '@shared/responses';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { downloadFile, responsesKey, responsesQuery, setWishHidden, useLiveResponses } from './api';
import { AttendanceChart, MealSummary } from './Charts';
import { SearchInput } from '@web/components/ui/search-input';
import { useDebounced } from '@web/lib/use-debounced';
import { DataTable } from '@web/components/DataTable';

const FILTER_LABELS: Record<ResponseFilter, string> = { all: 'All responses', attending: 'Attending', declined: 'Declined' };

/** /rsvp/{id} and /rsvp-responses/{id}: the host's RSVP responses (product.md §2, §9). */
export default function ResponsesPage() {
  const { id = '' } = useParams();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<ResponseFilter>('all');
  const [page, setPage] = useState(1);
  const applySearch = useDebounced((value: string) => {
    setQ(value.trim());
    setPage(1);
  });

  const query = useQuery({ ...responsesQuery(id, { q, filter, page }), placeholderData: keepPreviousData });
  const live = useLiveResponses(query.data ? id : undefined);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (query.isError && !notFound) toast.error(MESSAGES.responsesLoadFailed, { id: 'responses-load' });
  }, [query.isError, query.errorUpdatedAt, notFound]);

  const data = query.data;
  const title = data ? `${data.invitation.eventName || 'Your event'} RSVP Responses` : 'RSVP Responses';
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Button variant="link" to={paths.dashboard} icon={<ArrowLeft />} className="self-start">
        My Invitations
      </Button>
      {query.isPending ? (
        <LoadingState />
      ) : notFound ? (
        <div role="alert" className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
          <h1 className="font-serif text-2xl text-stone-900">Invitation Not Found</h1>
          <p className="mt-2 text-stone-700">This invitation does not exist or is not yours.</p>
        </div>
      ) : !data ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
          <p className="font-medium text-red-800">{MESSAGES.responsesLoadFailed}</p>
          <Button variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
            <div className="grid gap-1">
              <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{title}</h1>
              <p className="flex items-center gap-2 text-sm text-stone-700">
                <span aria-hidden="true" className={cn('size-2 rounded-full', live ? 'bg-emerald-600' : 'bg-stone-400')} />
                {live ? 'Live: new responses appear here automatically' : 'Connecting for live updates…'}
              </p>
            </div>
            <ExportButtons invitationId={id} total={data.summary.total} />
          </header>
          <Summary data={data} />
          {data.summary.total === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center text-lg font-medium text-stone-800">{MESSAGES.noResponsesYet}</p>
          ) : (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                <AttendanceChart summary={data.summary} />
                <MealSummary meals={data.meals} guestsWithoutMeal={data.guestsWithoutMeal} />
              </div>
              <section aria-labelledby="responses-table-title" className="grid gap-4">
                <h2 id="responses-table-title" className="font-serif text-2xl text-stone-900">
                  Responses
                </h2>
                <form role="search" aria-label="Responses" className="grid gap-3 sm:grid-cols-[1fr_14rem]" onSubmit={(event) => event.preventDefault()}>
                  <div className="grid gap-1.5">
                    <Label htmlFor="response-search">Search by guest name or email</Label>
                    <SearchInput
                      id="response-search"
                      value={typed}
                      onChange={(event) => {
                        setTyped(event.target.value);
                        applySearch.schedule(event.target.value);
                      }}
                    />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor="response-filter">Show</Label>
                    <Select
                      id="response-filter"
                      value={filter}
                      onChange={(event) => {
                        setFilter(event.target.value as ResponseFilter);
                        setPage(1);
                      }}
                    >
                      {RESPONSE_FILTERS.map((value) => (
                        <option key={value} value={value}>
                          {FILTER_LABELS[value]}
                        </option>
                      ))}
                    </Select>
                  </div>
                </form>
                <ResponsesTable invitationId={id} data={data} stale={query.isPlaceholderData} />
                <Pager page={data.page} pageSize={data.pageSize} matching={data.matching} onPage={setPage} />
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}

function LoadingState() {
  return (
    <div aria-busy="true" aria-label="Loading RSVP responses" className="grid gap-6">
      <Skeleton className="h-10 w-2/3" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

function Summary({ data }: { data: ResponsesData }) {
  const { summary } = data;
  const stats = [
    { label: 'Total Responses', value: summary.total },
    { label: 'Confirmed', value: summary.attending },
    { label: 'Total Guests', value: summary.totalGuests },
    { label: 'Declined', value: summary.declined },
    { label: 'Response Rate', value: `${summary.responseRate}%` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm last:col-span-2 md:last:col-span-1">
          <dt className="text-sm font-medium text-stone-700">{stat.label}</dt>
          <dd className="text-3xl font-semibold tabular-nums text-stone-900">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ExportButtons({ invitationId, total }: { invitationId: string; total: number }) {
  const [busy, setBusy] = useState<'csv' | 'caterer' | null>(null);
  async function download(kind: 'csv' | 'caterer') {
    if (total === 0) {
      toast.error(MESSAGES.noResponsesToDownload);
      return;
    }
    setBusy(kind);
    try {
      if (kind === 'csv') {
        await downloadFile(`/api/invitations/${invitationId}/responses.csv`, RESPONSES_CSV_FILENAME);
        toast.success(MESSAGES.responsesDownloaded);
      } else {
        await downloadFile(`/api/invitations/${invitationId}/meal-counts.csv`, CATERER_CSV_FILENAME);
        toast.success('Meal counts downloaded successfully');
      }
    } catch {
      toast.error('Download failed. Please try again.');
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button onClick={() => download('csv')} loading={busy === 'csv'} icon={<Download />}>
        Export CSV
      </Button>
      <Button variant="outline" onClick={() => download('caterer')} loading={busy === 'caterer'} icon={<Utensils />}>
        Meal counts for caterer
      </Button>
    </div>
  );
}

function formatResponseDate(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function ResponsesTable({ invitationId, data, stale }: { invitationId: string; data: ResponsesData; stale: boolean }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  if (data.rows.length === 0) return <p className="rounded-xl border border-stone-200 bg-white px-4 py-8 text-center text-stone-700">No responses match your search.</p>;

  async function toggleWish(row: ResponseRow) {
    setPending(row.id);
    try {
      await setWishHidden(invitationId, row.id, !row.wishHidden);
      toast.success(row.wishHidden ? 'The wish is shown on your invitation again' : 'The wish is hidden from your invitation');
      await queryClient.invalidateQueries({ queryKey: responsesKey(invitationId) });
    } catch {
      toast.error('Could not change the wish. Please try again.');
    } finally {
      setPending(null);
    }
  }

  return (
    <DataTable
      label="RSVP responses table"
      columns={['Guest Name', 'Email', 'Status', 'Guests', 'Meal Choice', 'Car Plate', 'Message', 'Response Date']}
      minWidthClass="min-w-[56rem]"
      dimmed={stale}
      className="rounded-2xl shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {data.rows.map((row) => (
        <tr key={row.id} className="border-t border-stone-100 align-top">
          <th scope="row" className="px-4 py-3 font-medium text-stone-900">
            {row.guestName}
          </th>
          <td className="px-4 py-3 text-stone-700">{row.email || '-'}</td>
          <td className="px-4 py-3">
            <span
              className={cn(
                'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                row.attending ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30' : 'bg-stone-100 text-stone-800 ring-stone-500/30',
              )}
            >
              {row.attending ? 'Attending' : 'Declined'}
            </span>
          </td>
          <td className="px-4 py-3 tabular-nums text-stone-700">{row.numberOfGuests}</td>
          <td className="px-4 py-3 text-stone-700">{row.mealName || '-'}</td>
          <td className="px-4 py-3 text-stone-700">{row.carPlate || '-'}</td>
          <td className="px-4 py-3 text-stone-700">
            {row.wishes ? (
              <div className="flex items-start gap-2">
                <span title={row.wishes} className={cn('max-w-64', row.wishHidden && 'text-stone-500 line-through')}>
                  {truncateWish(row.wishes)}
                </span>
                <button
                  type="button"
                  onClick={() => toggleWish(row)}
                  disabled={pending === row.id}
                  aria-label={row.wishHidden ? `Show ${row.guestName}'s wish on the invitation` : `Hide ${row.guestName}'s wish from the invitation`}
                  title={row.wishHidden ? 'Show on the invitation' : 'Hide from the invitation'}
                  className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                >
                  {row.wishHidden ? <Eye aria-hidden="true" className="size-4" /> : <EyeOff aria-hidden="true" className="size-4" />}
                </button>
              </div>
            ) : (
              '-'
            )}
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-stone-700">{formatResponseDate(row.responseDate)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function Pager({ page, pageSize, matching, onPage }: { page: number; pageSize: number; matching: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(matching / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(matching, page * pageSize);
  return (
    <nav aria-label="Response pages" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-stone-700" aria-live="polite">
        {matching > 0 ? `Showing ${first}–${last} of ${matching}` : ''}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} icon={<ChevronLeft />}>
            Previous
          </Button>
          <span className="text-sm tabular-nums text-stone-700">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} icon={<ChevronRight />} iconPosition="right">
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
