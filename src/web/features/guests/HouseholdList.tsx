import { Link2, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { GuestListEvent, Household, HouseholdStatus } from '@shared/guests';
import type { HostLanguage } from '@shared/host-language';
import { formatDate } from '@web/i18n/format';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

const STATUS_STYLES: Record<HouseholdStatus, string> = {
  not_sent: 'bg-stone-100 text-stone-800 ring-stone-500/30',
  sent: 'bg-sky-50 text-sky-900 ring-sky-600/30',
  opened: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  attending: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  declined: 'bg-red-50 text-red-800 ring-red-600/30',
};

// One options object for the page: format.ts keeps one formatter per language and options (making one per cell is the costly part).
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
const shortDate = (language: HostLanguage, iso: string) => formatDate(language, new Date(iso), SHORT_DATE);

/**
 * The state in a word, and what the host wants to know next to it (when sent, visits, guests). With
 * several events, the answer per event (issue 28): "Akad: 3 coming · Resepsi: declined".
 */
function StatusCell({ household: h, events }: { household: Household; events: GuestListEvent[] }) {
  const words = useWords('guests');
  const language = useLanguage();
  const details: string[] = [];
  const replies = events.length > 1 ? (h.answer?.events ?? []) : [];
  for (const event of events) {
    const reply = replies.find((item) => item.eventId === event.id);
    if (reply) details.push(reply.attending ? words.eventComing(event.name, reply.guests) : words.eventDeclined(event.name));
  }
  if (h.answer?.attending && replies.length === 0) details.push(words.ofSeatsComing(h.answer.numberOfGuests, h.seats));
  if (h.visitCount > 0 && h.lastOpenedAt) details.push(words.visits(h.visitCount, shortDate(language, h.lastOpenedAt)));
  if (h.sentAt && !h.answer) details.push(words.sentWhen(shortDate(language, h.sentAt), h.sentVia));
  return (
    <div className="grid justify-items-start gap-1">
      <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_STYLES[h.status])}>{words.statuses[h.status]}</span>
      {h.thankYouSentAt && h.thankYouVia && (
        <span title={words.thankYous.badgeWhen(shortDate(language, h.thankYouSentAt), h.thankYouVia)} className="inline-flex rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-inset ring-rose-200">
          {words.thankYous.badge}
          <span className="sr-only">: {words.thankYous.badgeWhen(shortDate(language, h.thankYouSentAt), h.thankYouVia)}</span>
        </span>
      )}
      {details.length > 0 && <span className="text-xs text-stone-700">{details.join(words.detailSeparator)}</span>}
    </div>
  );
}

function Tags({ tags }: { tags: string[] }) {
  const words = useWords('guests');
  if (tags.length === 0) return <span className="text-stone-500">-</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={words.groups}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The events a household is invited to, as small chips (shown when the invitation has several). */
function EventChips({ household, events }: { household: Household; events: GuestListEvent[] }) {
  const words = useWords('guests');
  const names = household.eventIds === null ? null : events.filter((event) => household.eventIds!.includes(event.id)).map((event) => event.name);
  const chip = 'rounded-md px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset';
  if (names === null) return <span className={cn(chip, 'inline-flex bg-stone-50 text-stone-700 ring-stone-400/30')}>{words.allEvents}</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={words.invitedTo}>
      {names.map((name) => (
        <li key={name} className={cn(chip, 'bg-violet-50 text-violet-900 ring-violet-600/30')}>
          {name}
        </li>
      ))}
    </ul>
  );
}

export interface HouseholdActions {
  onCopyLink: (household: Household) => void;
  onEdit: (household: Household) => void;
  onNewLink: (household: Household) => void;
  onDelete: (household: Household) => void;
}

function IconButton({ label, title, onClick, children, danger = false }: { label: string; title: string; onClick: () => void; children: ReactNode; danger?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={title}
      className={cn(
        'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-stone-700 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
        danger ? 'hover:bg-red-50 hover:text-red-800' : 'hover:bg-stone-100 hover:text-stone-900',
      )}
    >
      {children}
    </button>
  );
}

function RowActions({ household: h, actions }: { household: Household; actions: HouseholdActions }) {
  const words = useWords('guests');
  return (
    <div className="flex items-center justify-end gap-0.5">
      <IconButton label={words.copyLinkFor(h.name)} title={words.copyLinkShort} onClick={() => actions.onCopyLink(h)}>
        <Link2 aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={words.edit(h.name)} title={words.edit(h.name)} onClick={() => actions.onEdit(h)}>
        <Pencil aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={words.newLinkFor(h.name)} title={words.newLinkShort} onClick={() => actions.onNewLink(h)}>
        <RefreshCw aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={words.deleteName(h.name)} title={words.deleteName(h.name)} onClick={() => actions.onDelete(h)} danger>
        <Trash2 aria-hidden="true" className="size-4" />
      </IconButton>
    </div>
  );
}

function SelectBox({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return <input type="checkbox" className="size-5 cursor-pointer accent-brand-600" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-label={label} />;
}

/** Tailwind's md: the table from here up, cards below. */
const WIDE = '(min-width: 48rem)';
const subscribeWide = (onChange: () => void) => {
  const list = window.matchMedia(WIDE);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

export interface HouseholdListProps {
  households: Household[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSelectPage: (selected: boolean) => void;
  actions: HouseholdActions;
  /** An older page is shown while the next one loads. */
  dimmed: boolean;
  /** The invitation's events (the guest list's `events`): with more than one, each household's are shown. */
  events?: GuestListEvent[];
}

/** The households of one page: a table on wide screens, cards on a phone (the same actions on both). */
export function HouseholdList(props: HouseholdListProps) {
  // One of the two layouts is drawn, not both (half the work for a page of 50).
  const wide = useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => true);
  return <div className={cn('transition-opacity', props.dimmed && 'opacity-60')}>{wide ? <HouseholdTable {...props} /> : <HouseholdCards {...props} />}</div>;
}

function HouseholdTable({ households, selected, onSelect, onSelectPage, actions, events = [] }: HouseholdListProps) {
  const words = useWords('guests');
  const allSelected = households.length > 0 && households.every((h) => selected.has(h.id));
  const showEvents = events.length > 1;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm" role="region" aria-label={words.table} tabIndex={0}>
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="w-12 px-4 py-3">
              <SelectBox checked={allSelected} onChange={onSelectPage} label={words.selectPage} />
            </th>
            <th scope="col" className="px-3 py-3 font-medium">{words.household}</th>
            <th scope="col" className="px-3 py-3 font-medium">{words.seatsHeading}</th>
            <th scope="col" className="px-3 py-3 font-medium">{words.contact}</th>
            <th scope="col" className="px-3 py-3 font-medium">{words.groups}</th>
            {showEvents && (
              <th scope="col" className="px-3 py-3 font-medium">
                {words.events}
              </th>
            )}
            <th scope="col" className="px-3 py-3 font-medium">{words.status}</th>
            <th scope="col" className="px-3 py-3 text-right font-medium">{words.actions}</th>
          </tr>
        </thead>
        <tbody>
          {households.map((h) => (
            <tr key={h.id} className={cn('border-t border-stone-100 align-top', selected.has(h.id) && 'bg-brand-50/50')}>
              <td className="px-4 py-3">
                <SelectBox checked={selected.has(h.id)} onChange={(checked) => onSelect(h.id, checked)} label={words.select(h.name)} />
              </td>
              <th scope="row" className="max-w-64 px-3 py-3 font-medium text-stone-900">
                <span className="break-words">{h.name}</span>
                {h.note && <span className="mt-0.5 block text-xs font-normal text-stone-600">{h.note}</span>}
              </th>
              <td className="px-3 py-3 tabular-nums text-stone-800">{h.seats}</td>
              <td className="px-3 py-3 text-stone-700">
                {h.phone || h.email ? (
                  <span className="grid gap-0.5">
                    {h.phone && <span className="whitespace-nowrap tabular-nums">{h.phone}</span>}
                    {h.email && <span className="break-all">{h.email}</span>}
                  </span>
                ) : (
                  <span className="text-stone-500">-</span>
                )}
              </td>
              <td className="px-3 py-3">
                <Tags tags={h.tags} />
              </td>
              {showEvents && (
                <td className="px-3 py-3">
                  <EventChips household={h} events={events} />
                </td>
              )}
              <td className="px-3 py-3">
                <StatusCell household={h} events={events} />
              </td>
              <td className="px-2 py-1.5">
                <RowActions household={h} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HouseholdCards({ households, selected, onSelect, onSelectPage, actions, events = [] }: HouseholdListProps) {
  const words = useWords('guests');
  const allSelected = households.length > 0 && households.every((h) => selected.has(h.id));
  return (
    <div className="grid gap-3">
      <label className="flex items-center gap-3 px-1 text-sm font-medium text-stone-800">
        <SelectBox checked={allSelected} onChange={onSelectPage} label={words.selectPage} />
        {words.selectAllOnPage}
      </label>
      <ul className="grid gap-3" aria-label={words.households}>
        {households.map((h) => (
          <li key={h.id} className={cn('rounded-2xl border border-stone-200 bg-white p-3 shadow-sm', selected.has(h.id) && 'border-brand-300 bg-brand-50/40')}>
            <article aria-label={h.name} className="grid gap-2">
              <div className="flex items-start gap-3">
                <div className="pt-0.5">
                  <SelectBox checked={selected.has(h.id)} onChange={(checked) => onSelect(h.id, checked)} label={words.select(h.name)} />
                </div>
                <div className="grid min-w-0 flex-1 gap-1">
                  <h3 className="break-words font-medium text-stone-900">{h.name}</h3>
                  <p className="text-sm text-stone-700">
                    {words.seats(h.seats)}
                    {h.phone && <span className="tabular-nums"> · {h.phone}</span>}
                  </p>
                  {h.email && <p className="break-all text-sm text-stone-700">{h.email}</p>}
                </div>
              </div>
              <div className="flex flex-wrap items-end justify-between gap-2">
                <div className="grid gap-1.5">
                  <StatusCell household={h} events={events} />
                  {h.tags.length > 0 && <Tags tags={h.tags} />}
                  {events.length > 1 && <EventChips household={h} events={events} />}
                </div>
                <RowActions household={h} actions={actions} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
