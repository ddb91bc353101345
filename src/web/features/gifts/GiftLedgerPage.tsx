import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Gift, Pencil, Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { GIFT_KINDS, GIFT_SOURCES, GIFTS_CSV_FILENAME, type GiftInput, type GiftLedger, type GiftRow, type GiftTotal } from '@shared/gifts';
import { paths } from '@shared/paths';
import { BackLink } from '@web/components/ui/back-link';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog, DeleteIconButton } from '@web/components/ui/confirm-dialog';
import { Field } from '@web/components/ui/field';
import { EmptyState, InvitationNotFound, LoadFailedPanel } from '@web/components/ui/list-states';
import { LiveSearchForm, useSearchBox } from '@web/components/ui/search-input';
import { LabelledOptions, Options, Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Section } from '@web/components/ui/section';
import { useLanguage, useWords } from '@web/i18n/i18n';
import type { GiftsWords } from '@web/i18n/catalogues/gifts.english';
import { ApiError } from '@web/lib/api';
import { addGift, deleteGift, editGift, giftLedgerQuery, giftsCsvUrl, giftsKey, type GiftFilter } from './api';
import { formatGiftDate, formatSen } from './format';
import { GiftDialog } from './GiftDialog';

const NO_FILTER: GiftFilter = { q: '', source: '', method: '', event: '', group: '' };

/** Who a gift is from, as the list names it: the household, the name it came with, or both. */
function giverOf(gift: GiftRow): string {
  if (gift.householdName && gift.fromName && gift.fromName !== gift.householdName) return `${gift.householdName} (${gift.fromName})`;
  return gift.householdName ?? gift.fromName;
}

/** /guests/:id/gifts: the host's gift ledger (product.md §16): totals, the gifts filtered and paged, add, edit, delete, CSV. */
export default function GiftLedgerPage() {
  const { id = '' } = useParams();
  const words = useWords('gifts');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<GiftFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const query = useQuery(giftLedgerQuery(id, filter, page));
  const [editing, setEditing] = useState<{ gift: GiftRow | null } | null>(null);
  const [deleting, setDeleting] = useState<GiftRow | null>(null);
  const language = useLanguage();
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const refresh = () => queryClient.invalidateQueries({ queryKey: giftsKey(id) });
  const setFilterField = <K extends keyof GiftFilter>(key: K, value: GiftFilter[K]) => {
    setFilter((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  useEffect(() => {
    document.title = query.data ? words.pageTitle(query.data.title || words.title) : words.title;
  }, [query.data, words]);

  async function save(input: GiftInput) {
    const gift = editing?.gift;
    if (gift) await editGift(id, gift.id, input);
    else await addGift(id, input);
    toast.success(gift ? words.saved : words.added);
    setEditing(null);
    await refresh();
  }

  const remove = useMutation({
    mutationFn: (gift: GiftRow) => deleteGift(id, gift.id),
    onSuccess: async () => {
      toast.success(words.deleted);
      setDeleting(null);
      await refresh();
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : words.somethingWrong),
  });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink to={paths.guestList(id)}>{words.guestList}</BackLink>
      {notFound ? (
        <InvitationNotFound />
      ) : query.isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label={words.loading}>
          <Skeleton className="h-12 w-72" />
          <div className="grid gap-3 md:grid-cols-3">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
          <Skeleton className="h-64" />
        </div>
      ) : query.data === undefined ? (
        <LoadFailedPanel onRetry={() => void query.refetch()}>{words.loadFailed}</LoadFailedPanel>
      ) : (
        <>
          <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
            <div className="grid gap-1">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{words.title}</p>
              <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{query.data.title || words.title}</h1>
              <p className="max-w-2xl text-stone-700">{words.intro}</p>
            </div>
            <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap lg:justify-end">
              <Button icon={<Plus />} onClick={() => setEditing({ gift: null })}>
                {words.addGift}
              </Button>
              <Button variant="outline" icon={<Download />} href={giftsCsvUrl(id, filter)} download={GIFTS_CSV_FILENAME}>
                {words.downloadCsv}
              </Button>
            </div>
          </header>
          <Totals ledger={query.data} />
          {query.data.totals.overall.count === 0 ? (
            <EmptyState icon={Gift} title={words.empty}>
              <p className="text-sm text-stone-700">{words.emptyHint}</p>
            </EmptyState>
          ) : (
            <section aria-labelledby="gift-list-heading" className="grid gap-4">
              <h2 id="gift-list-heading" className="sr-only">
                {words.list}
              </h2>
              <Filters ledger={query.data} filter={filter} onChange={setFilterField} />
              <p className="text-sm text-stone-700" aria-live="polite" data-testid="gift-matching">
                {words.matching(query.data.matching.count, formatSen(language, query.data.matching.amountSen))}
              </p>
              {query.data.data.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-700">{words.noMatch}</p>
              ) : (
                <GiftList ledger={query.data} onEdit={(gift) => setEditing({ gift })} onDelete={setDeleting} />
              )}
              {query.data.totalPages > 1 && (
                <nav aria-label={words.pageOf(query.data.page, query.data.totalPages)} className="flex items-center justify-between gap-2">
                  <Button variant="outline" size="sm" disabled={query.data.page <= 1} onClick={() => setPage(query.data.page - 1)}>
                    {words.previous}
                  </Button>
                  <span className="text-sm text-stone-700">{words.pageOf(query.data.page, query.data.totalPages)}</span>
                  <Button variant="outline" size="sm" disabled={query.data.page >= query.data.totalPages} onClick={() => setPage(query.data.page + 1)}>
                    {words.next}
                  </Button>
                </nav>
              )}
            </section>
          )}
          <GiftDialog invitationId={id} events={query.data.events} gift={editing?.gift ?? null} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} onSave={save} />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={words.deleteTitle}
            description={deleting ? words.deleteDescription(giverOf(deleting), deleting.amountSen === null ? '' : formatSen(language, deleting.amountSen)) : ''}
            confirmLabel={words.deleteGift}
            busy={remove.isPending}
            onConfirm={() => deleting && remove.mutate(deleting)}
          />
        </>
      )}
    </div>
  );
}

function eventName(words: GiftsWords, ledger: GiftLedger, eventId: string | null): string {
  if (eventId === null) return words.notAtEvent;
  return ledger.events.find((event) => event.id === eventId)?.name ?? words.removedEvent;
}

function Totals({ ledger }: { ledger: GiftLedger }) {
  const words = useWords('gifts');
  const language = useLanguage();
  const overall = ledger.totals.overall;
  const line = (total: GiftTotal) => (
    <span className="text-sm text-stone-600">
      {words.gifts(total.count)}
      {total.noAmount > 0 && ` · ${words.noAmount(total.noAmount)}`}
    </span>
  );
  const list = (heading: string, rows: { key: string; name: string; total: GiftTotal }[]) => (
    <div className="grid content-start gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 className="font-medium text-stone-900">{heading}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">—</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="min-w-0 break-words text-stone-800">{row.name}</span>
              <span className="text-right">
                <span className="font-semibold tabular-nums text-stone-900">{formatSen(language, row.total.amountSen)}</span> {line(row.total)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <Section id="gift-totals-heading" title={words.totals} className="gap-3">
      <div className="grid gap-3 md:grid-cols-3">
        <div className="grid content-start gap-1 rounded-2xl border border-brand-200 bg-brand-50 p-5">
          <h3 className="font-medium text-brand-900">{words.overall}</h3>
          <p className="text-4xl font-semibold tabular-nums text-stone-900" data-testid="gift-total">
            {formatSen(language, overall.amountSen)}
          </p>
          {line(overall)}
        </div>
        {list(
          words.perEvent,
          ledger.totals.perEvent.map((row) => ({ key: row.eventId ?? 'none', name: eventName(words, ledger, row.eventId), total: row })),
        )}
        {list(
          words.perGroup,
          ledger.totals.perGroup.map((row) => ({ key: row.group ?? '\u0000none', name: row.group ?? words.noGroup, total: row })),
        )}
      </div>
    </Section>
  );
}

function Filters({ ledger, filter, onChange }: { ledger: GiftLedger; filter: GiftFilter; onChange: <K extends keyof GiftFilter>(key: K, value: GiftFilter[K]) => void }) {
  const words = useWords('gifts');
  const search = useSearchBox((q) => onChange('q', q), filter.q);
  const groups = ledger.totals.perGroup.flatMap((row) => (row.group === null ? [] : [row.group]));
  return (
    <LiveSearchForm label={words.filters} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]" searchLabel={words.search} searchId="gift-search" search={search}>
      <FilterSelect label={words.source} value={filter.source} onValue={(value) => onChange('source', value as GiftFilter['source'])}>
        <LabelledOptions values={GIFT_SOURCES} labels={words.sources} />
      </FilterSelect>
      <FilterSelect label={words.method} value={filter.method} onValue={(value) => onChange('method', value as GiftFilter['method'])}>
        <LabelledOptions values={GIFT_KINDS} labels={words.kinds} />
      </FilterSelect>
      <FilterSelect label={words.event} value={filter.event} onValue={(value) => onChange('event', value)}>
        <Options options={ledger.events.map((event) => ({ value: event.id, label: event.name }))} />
        <option value="none">{words.notAtEvent}</option>
      </FilterSelect>
      <FilterSelect label={words.group} value={filter.group} onValue={(value) => onChange('group', value)}>
        <Options options={groups.map((group) => ({ value: group, label: group }))} />
      </FilterSelect>
    </LiveSearchForm>
  );
}

/** One of the ledger's filters: a labelled select whose first, empty choice ("All") filters nothing. */
function FilterSelect({ label, value, onValue, children }: { label: string; value: string; onValue: (value: string) => void; children: ReactNode }) {
  const words = useWords('gifts');
  return (
    <Field label={label}>
      <Select value={value} onChange={(change) => onValue(change.target.value)}>
        <option value="">{words.all}</option>
        {children}
      </Select>
    </Field>
  );
}

function GiftList({ ledger, onEdit, onDelete }: { ledger: GiftLedger; onEdit: (gift: GiftRow) => void; onDelete: (gift: GiftRow) => void }) {
  const words = useWords('gifts');
  const language = useLanguage();
  const amountOf = (gift: GiftRow) => (gift.amountSen === null ? <span className="text-stone-500">{words.notTold}</span> : formatSen(language, gift.amountSen));
  const actions = (gift: GiftRow) => (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" title={words.edit} aria-label={words.editGiftOf(giverOf(gift))} onClick={() => onEdit(gift)}>
        <Pencil />
      </Button>
      <DeleteIconButton aria-label={words.deleteGiftOf(giverOf(gift))} onClick={() => onDelete(gift)} />
    </div>
  );
  const how = (gift: GiftRow) => [words.kinds[gift.method], gift.envelopes ? words.envelopes(gift.envelopes) : ''].filter(Boolean).join(' · ');
  return (
    <>
      {/* Phones: one card per gift. */}
      <ul aria-label={words.list} className="grid gap-3 md:hidden">
        {ledger.data.map((gift) => (
          <li key={gift.id} className="grid gap-1 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 break-words font-medium text-stone-900">{giverOf(gift)}</p>
              <p className="shrink-0 font-semibold tabular-nums text-stone-900">{amountOf(gift)}</p>
            </div>
            <p className="text-sm text-stone-700">
              {formatGiftDate(language, gift.givenAt)} · {how(gift)} · {words.sources[gift.source]}
            </p>
            {gift.eventId && <p className="text-sm text-stone-700">{eventName(words, ledger, gift.eventId)}</p>}
            {gift.note && <p className="whitespace-pre-line break-words text-sm text-stone-800">{gift.note}</p>}
            <div className="-mb-2 -mr-2 flex justify-end">{actions(gift)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{words.list}</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{words.date}</th>
              <th scope="col" className="px-4 py-3 font-medium">{words.from}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">{words.amount}</th>
              <th scope="col" className="px-4 py-3 font-medium">{words.method}</th>
              <th scope="col" className="px-4 py-3 font-medium">{words.source}</th>
              <th scope="col" className="px-4 py-3 font-medium">{words.event}</th>
              <th scope="col" className="px-4 py-3 font-medium">{words.note}</th>
              <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">{words.actions}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {ledger.data.map((gift) => (
              <tr key={gift.id} className="align-top">
                <td className="whitespace-nowrap px-4 py-3 text-stone-700">{formatGiftDate(language, gift.givenAt)}</td>
                <td className="max-w-56 break-words px-4 py-3 font-medium text-stone-900">{giverOf(gift)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums text-stone-900">{amountOf(gift)}</td>
                <td className="px-4 py-3 text-stone-700">{how(gift)}</td>
                <td className="px-4 py-3 text-stone-700">{words.sources[gift.source]}</td>
                <td className="px-4 py-3 text-stone-700">{gift.eventId ? eventName(words, ledger, gift.eventId) : '—'}</td>
                <td className="max-w-64 whitespace-pre-line break-words px-4 py-3 text-stone-800">{gift.note}</td>
                <td className="px-2 py-1.5">{actions(gift)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
