import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Gift, ListChecks, Plus, Send, Tags as TagsIcon, Trash2, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { GUEST_CSV_FILENAME, GUEST_FILTERS, type GuestFilter, type GuestListPage as GuestListData, type Household, type HouseholdData } from '@shared/guests';
import { paths } from '@shared/paths';
import { Pagination } from '@web/components/Pagination';
import { HostInvitationPage } from '@web/components/HostInvitationPage';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { LiveSearchForm, useSearchBox } from '@web/components/ui/search-input';
import { LabelledOptions, Options, Select } from '@web/components/ui/select';
import { Skeleton, SummaryPageSkeleton } from '@web/components/ui/skeleton';
import { useWords } from '@web/i18n/i18n';
import type { GuestsWords } from '@web/i18n/catalogues/guests.english';
import { ApiError } from '@web/lib/api';
import { whenIdle } from '@web/lib/when-idle';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { HouseholdList } from './HouseholdList';
import { panelId, SectionTabs, tabId } from './SectionTabs';
import { addHousehold, bulkDelete, bulkTag, copyText, deleteHousehold, FIRST_PAGE, guestCsvUrl, guestListKey, guestListQuery, newLink, saveSettings, updateHousehold, type GuestListParams } from './list-api';
import { SendingActions } from './SendingActions';

// Code the first view does not show loads when it is opened (the list is usable sooner).
const loadSettingsPanel = () => import('./GuestSettingsPanel');
const GuestSettingsPanel = lazy(() => loadSettingsPanel().then((m) => ({ default: m.GuestSettingsPanel })));
const ImportPanel = lazy(() => import('./ImportPanel').then((m) => ({ default: m.ImportPanel })));
// The forms (react-hook-form and the household schema) load once the list is drawn, not before it.
const loadHouseholdDialog = () => import('./HouseholdDialog');
const HouseholdDialog = lazy(() => loadHouseholdDialog().then((m) => ({ default: m.HouseholdDialog })));
const loadBulkTagDialog = () => import('./BulkTagDialog');
const BulkTagDialog = lazy(() => loadBulkTagDialog().then((m) => ({ default: m.BulkTagDialog })));

const filterLabels = (words: GuestsWords): Record<GuestFilter, string> => ({ ...words.filters, ...words.statuses });

type Confirm = { kind: 'delete'; household: Household } | { kind: 'new-link'; household: Household } | { kind: 'bulk-delete' } | null;

/** /guests/:id: the host's guest list (product.md §12). */
export default function GuestListPage() {
  const { id = '' } = useParams();
  const words = useWords('guests');
  const queryClient = useQueryClient();
  const [params, setParams] = useState<GuestListParams>(FIRST_PAGE);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<{ household: Household | null } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const [tagging, setTagging] = useState(false);
  const [importing, setImporting] = useState(false);
  const [section, setSection] = useState<'households' | 'settings'>('households');
  const [settingsOpened, setSettingsOpened] = useState(false);

  /** Any change of what is shown clears the selection: bulk actions act only on what the host sees. */
  const show = (change: Partial<GuestListParams>) => {
    setParams((current) => ({ ...current, page: 1, ...change }));
    setSelected(new Set());
  };
  const search = useSearchBox((q) => show({ q }));

  const query = useQuery({ ...guestListQuery(id, params), placeholderData: keepPreviousData });
  const data = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const refresh = () => queryClient.invalidateQueries({ queryKey: guestListKey(id) });

  const listShown = data !== undefined;
  useEffect(() => {
    if (!listShown) return;
    return whenIdle(() => void Promise.all([loadHouseholdDialog(), loadBulkTagDialog()]));
  }, [listShown]);

  const eventName = data?.invitation.eventName || words.yourEvent;
  useEffect(() => {
    document.title = data ? words.titleWithEvent(eventName) : words.title;
  }, [data, eventName, words]);
  useEffect(() => {
    if (query.isError && data && !notFound) toast.error(words.loadFailed, { id: 'guest-list-load' });
  }, [query.isError, query.errorUpdatedAt, data, notFound, words]);

  async function save(values: HouseholdData) {
    const household = editing?.household;
    if (household) await updateHousehold(id, household.id, values);
    else await addHousehold(id, values);
    toast.success(household ? words.saved(values.name) : words.added(values.name));
    setEditing(null);
    await refresh();
  }

  async function copyLink(household: Household) {
    if (await copyText(household.link)) toast.success(words.linkCopied(household.name));
    else toast.error(words.copyFailed(household.link));
  }

  async function runConfirmed() {
    if (!confirm) return;
    setBusy(true);
    try {
      if (confirm.kind === 'delete') {
        await deleteHousehold(id, confirm.household.id);
        toast.success(words.deleted(confirm.household.name));
        setSelected((current) => new Set([...current].filter((selectedId) => selectedId !== confirm.household.id)));
      } else if (confirm.kind === 'new-link') {
        const renewed = await newLink(id, confirm.household.id);
        toast.success(words.newLinkMade(renewed.name), { action: { label: words.copy, onClick: () => void copyLink(renewed) } });
      } else {
        const { count } = await bulkDelete(id, [...selected]);
        toast.success(words.householdsDeleted(count));
        setSelected(new Set());
      }
      setConfirm(null);
      await refresh();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : words.somethingWrong);
    } finally {
      setBusy(false);
    }
  }

  async function applyTags(add: string[], remove: string[]) {
    const { count } = await bulkTag(id, [...selected], add, remove);
    toast.success(words.groupsChanged(count));
    setTagging(false);
    await refresh();
  }

  return (
    <HostInvitationPage query={query} loading={<SummaryPageSkeleton label={words.loading} cards={7} cardsClassName="md:grid-cols-4 xl:grid-cols-7" />} failed={words.loadFailed}>
      {(data) => (
        <>
          <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
            <div className="grid gap-1">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{words.title}</p>
              <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{eventName}</h1>
              <nav aria-label={words.relatedPages} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <Button variant="link" to={paths.sendQueue(id)} icon={<Send />}>
                  {words.sendQueue}
                </Button>
                <Button variant="link" to={paths.rsvpResponses(id)} icon={<ListChecks />}>
                  {words.rsvpResponses}
                </Button>
                <Button variant="link" to={paths.giftLedger(id)} icon={<Gift />}>
                  {words.giftLedger}
                </Button>
              </nav>
            </div>
            <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:justify-end">
              <Button onClick={() => setEditing({ household: null })} icon={<Plus />} className="col-span-2">
                {words.addHousehold}
              </Button>
              <Button variant="outline" onClick={() => setImporting(true)} icon={<FileUp />}>
                {words.import}
              </Button>
              <Button variant="outline" href={guestCsvUrl(id)} download={GUEST_CSV_FILENAME} icon={<Download />}>
                {words.exportCsv}
              </Button>
            </div>
          </header>
          <Summary data={data} />
          <SendingActions invitationId={id} summary={data.summary} />

          <div className="flex flex-col gap-4">
            <SectionTabs
              label={words.sections}
              value={section}
              onChange={(next) => {
                setSection(next);
                if (next === 'settings') setSettingsOpened(true);
              }}
              tabs={[
                { value: 'households', label: words.households },
                { value: 'settings', label: words.messageAndSettings, onIntent: () => void loadSettingsPanel() },
              ]}
            />
            <div role="tabpanel" id={panelId('households')} aria-labelledby={tabId('households')} hidden={section !== 'households'} className="grid gap-4">
              {data.summary.households === 0 ? (
                <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
                  <p className="text-lg font-medium text-stone-800">{words.empty}</p>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Button onClick={() => setEditing({ household: null })} icon={<Plus />}>
                      {words.addAHousehold}
                    </Button>
                    <Button variant="outline" onClick={() => setImporting(true)} icon={<FileUp />}>
                      {words.importSpreadsheet}
                    </Button>
                  </div>
                </div>
              ) : (
                <>
                  <LiveSearchForm label={words.households} className="grid gap-3 sm:grid-cols-[1fr_14rem_12rem]" searchLabel={words.search} searchId="guest-search" search={search}>
                    <Field label={words.status} id="guest-status">
                      <Select value={params.status} onChange={(event) => show({ status: event.target.value as GuestFilter })}>
                        <LabelledOptions values={GUEST_FILTERS} labels={filterLabels(words)} />
                      </Select>
                    </Field>
                    {data.events.length > 1 && (
                      <Field label={words.event} id="guest-event">
                        <Select value={params.event ?? ''} onChange={(event) => show({ event: event.target.value })}>
                          <option value="">{words.anyEvent}</option>
                          <Options options={data.events.map((event) => ({ value: event.id, label: event.name }))} />
                        </Select>
                      </Field>
                    )}
                    <Field label={words.group} id="guest-group">
                      <Select value={params.tag} onChange={(event) => show({ tag: event.target.value })}>
                        <option value="">{words.allGroups}</option>
                        <Options options={data.tags.map((tag) => ({ value: tag, label: tag }))} />
                      </Select>
                    </Field>
                  </LiveSearchForm>

                  {selected.size > 0 && (
                    <div role="region" aria-label={words.selectedHouseholds} className="sticky top-20 z-10 flex flex-wrap items-center gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-3 shadow-sm">
                      <p className="mr-auto text-sm font-medium text-brand-900" aria-live="polite">
                        {words.selectedCount(selected.size)}
                      </p>
                      <Button size="sm" variant="outline" onClick={() => setTagging(true)} icon={<TagsIcon />}>
                        {words.changeGroups}
                      </Button>
                      <Button size="sm" variant="destructive" onClick={() => setConfirm({ kind: 'bulk-delete' })} icon={<Trash2 />}>
                        {words.delete}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())} icon={<X />}>
                        {words.clear}
                      </Button>
                    </div>
                  )}

                  {data.households.length === 0 ? (
                    <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-10 text-center">
                      <p className="text-stone-700">{words.noMatch}</p>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => {
                          search.setTyped('');
                          search.cancel();
                          show({ q: '', status: 'all', tag: '', event: '' });
                        }}
                      >
                        {words.showEvery}
                      </Button>
                    </div>
                  ) : (
                    <HouseholdList
                      households={data.households}
                      events={data.events}
                      selected={selected}
                      dimmed={query.isPlaceholderData}
                      onSelect={(householdId, on) =>
                        setSelected((current) => {
                          const next = new Set(current);
                          if (on) next.add(householdId);
                          else next.delete(householdId);
                          return next;
                        })
                      }
                      onSelectPage={(on) => setSelected(on ? new Set(data.households.map((h) => h.id)) : new Set())}
                      actions={{
                        onCopyLink: (household) => void copyLink(household),
                        onEdit: (household) => setEditing({ household }),
                        onNewLink: (household) => setConfirm({ kind: 'new-link', household }),
                        onDelete: (household) => setConfirm({ kind: 'delete', household }),
                      }}
                    />
                  )}
                  <Pager data={data} onPage={(page) => {
                    setParams((current) => ({ ...current, page }));
                    setSelected(new Set());
                  }} />
                </>
              )}
            </div>
            <div role="tabpanel" id={panelId('settings')} aria-labelledby={tabId('settings')} hidden={section !== 'settings'}>
              {/* Drawn once opened, then kept: unsaved edits survive a look at the list. */}
              {settingsOpened && (
                <Suspense fallback={<Skeleton className="h-96" />}>
                  <GuestSettingsPanel
                    invitation={data.invitation}
                    households={data.households}
                    onSave={async (settings) => {
                      await saveSettings(id, settings);
                      await refresh();
                    }}
                  />
                </Suspense>
              )}
            </div>
          </div>

          {editing !== null && (
            <Suspense fallback={null}>
              <HouseholdDialog open onOpenChange={(open) => !open && setEditing(null)} household={editing.household} invitationLanguage={data.invitation.language} events={data.events} onSave={save} />
            </Suspense>
          )}
          {tagging && (
            <Suspense fallback={null}>
              <BulkTagDialog open onOpenChange={setTagging} count={selected.size} tags={data.tags} onApply={applyTags} />
            </Suspense>
          )}
          <ConfirmDialog
            open={confirm !== null}
            onOpenChange={(open) => !open && setConfirm(null)}
            busy={busy}
            onConfirm={runConfirmed}
            {...confirmText(words, confirm, selected.size)}
          />
          <Dialog open={importing} onOpenChange={setImporting}>
            <DialogContent className="max-w-3xl">
              <DialogHeading title={words.importSpreadsheet} description={words.importIntro} />
              <Suspense fallback={<Skeleton className="h-48" />}>
                <ImportPanel invitationId={id} onDone={() => void refresh()} />
              </Suspense>
            </DialogContent>
          </Dialog>
        </>
      )}
    </HostInvitationPage>
  );
}

function confirmText(words: GuestsWords, confirm: Confirm, selectedCount: number) {
  if (confirm?.kind === 'new-link') {
    return {
      title: words.newLinkTitle(confirm.household.name),
      description: words.newLinkText,
      confirmLabel: words.makeNewLink,
      destructive: false,
    };
  }
  if (confirm?.kind === 'bulk-delete') {
    return {
      title: words.bulkDeleteTitle(selectedCount),
      description: words.bulkDeleteText,
      confirmLabel: words.delete,
    };
  }
  return {
    title: confirm ? words.deleteTitle(confirm.household.name) : words.delete,
    description: words.deleteText,
    confirmLabel: words.delete,
  };
}

function Summary({ data }: { data: GuestListData }) {
  const words = useWords('guests');
  const { summary: s } = data;
  const stats = [
    { label: words.invited, value: s.households, detail: words.invitedDetail(s.households, s.seats) },
    { label: words.sent, value: s.sent },
    { label: words.opened, value: s.opened },
    { label: words.attending, value: s.attending, detail: words.guestCount(s.attendingGuests) },
    { label: words.declined, value: s.declined },
    { label: words.pending, value: s.pending },
    { label: words.responseRate, value: `${s.responseRate}%`, detail: words.responseRateDetail },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7" aria-label={words.summary}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col gap-0.5 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm last:col-span-2 sm:p-4 sm:last:col-span-1">
          <dt className="text-sm font-medium text-stone-700">{stat.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums text-stone-900 sm:text-3xl">{stat.value}</dd>
          {stat.detail && <dd className="text-xs text-stone-700">{stat.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

function Pager({ data, onPage }: { data: GuestListData; onPage: (page: number) => void }) {
  const words = useWords('guests');
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const first = (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.total, data.page * data.pageSize);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-stone-700" aria-live="polite">
        {data.total > 0 ? words.showing(first, last, data.total) : ''}
      </p>
      <Pagination page={data.page} totalPages={pages} onPageChange={onPage} label={words.pages} />
    </div>
  );
}
