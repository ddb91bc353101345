import { useQuery } from '@tanstack/react-query';
import { Camera, CloudOff, Search, UserCheck, UserPlus, Wifi, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { CHECKIN_CODE_PREFIX, CHECKIN_LIMITS, CHECKIN_MESSAGES, type ArrivalResult, type CheckinConflict, type CheckinHousehold, type CheckinListHousehold, type CheckinSession } from '@shared/checkin';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { SearchInput, useSearchBox } from '@web/components/ui/search-input';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { ToggleButtons } from '@web/components/ui/toggle-buttons';
import { ApiError } from '@web/lib/api';
import { checkinSessionQuery, householdSearchQuery, lookupCode } from './api';
import { defaultEventId, eventWhen, plural } from './format';
import { HouseholdCard, Notice, type CardOutcome } from './HouseholdCard';
import { useOfflineApp } from './offline-app';
import { codeHash, searchList, useDoorList, withQueued, type ListState } from './offline-list';
import { deviceId, useArrivalQueue, type Queued, type QueuedArrival } from './queue';
import { ScanPanel } from './ScanPanel';

type Mode = 'scan' | 'search';
const MODES = [
  { value: 'scan', label: 'Scan', icon: Camera },
  { value: 'search', label: 'Find by name', icon: Search },
] as const;

const NO_CONNECTION = 'No connection. Try again when the phone is back online.';
/** A code just closed is not read again for this long (the guest may still be holding it up). */
const SAME_CODE_PAUSE_MS = 2_500;

const eventKey = (token: string) => `jemputan.checkin.event.${token}`;
const sessionKey = (token: string) => `jemputan.checkin.session.${token}`;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* private mode: remembered for this visit only */
  }
}

/** The last session seen with this link, so a reload without connection still opens the page. */
function storedSession(token: string): CheckinSession | undefined {
  try {
    return (JSON.parse(stored(sessionKey(token)) ?? 'null') as CheckinSession | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** A refused arrival the helper has not dealt with (sent later from the queue). */
interface Attention {
  arrival: Queued;
  status: ArrivalResult['status'];
}

const clock = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : 'never');

/** navigator.onLine, kept up to date. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** /checkin/:token: the helpers' page at the door (product.md §13); no account, the link is the key. */
export default function CheckinPage() {
  const { token = '' } = useParams();
  const query = useQuery({ ...checkinSessionQuery(token), initialData: () => storedSession(token), initialDataUpdatedAt: 0 });
  const door = useDoorList(token);
  const list = door.state.kind === 'ready' ? door.state.list : null;
  const session = query.data ?? list?.session;
  const invalid = door.state.kind === 'invalid' || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 410));

  useEffect(() => {
    document.title = 'Check-in';
  }, []);
  useEffect(() => {
    if (query.isSuccess && query.dataUpdatedAt > 0) store(sessionKey(token), JSON.stringify(query.data));
    if (invalid) store(sessionKey(token), null);
  }, [query.isSuccess, query.dataUpdatedAt, query.data, invalid, token]);

  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-4 bg-stone-50 px-4 py-4 sm:py-8">
      {invalid ? (
        <div role="alert" className="mt-10 grid gap-2 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
          <h1 className="font-serif text-2xl text-stone-900">Check-in</h1>
          <p className="text-stone-700">{CHECKIN_MESSAGES.linkNotFound}</p>
        </div>
      ) : session ? (
        <CheckinDoor token={token} session={session} door={door} />
      ) : query.isError ? (
        <div role="alert" className="mt-10 grid justify-items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
          <h1 className="font-serif text-2xl text-stone-900">Check-in</h1>
          <p className="text-stone-700">{query.error instanceof ApiError && query.error.status !== 0 ? query.error.message : NO_CONNECTION}</p>
          <Button size="lg" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div aria-busy="true" aria-label="Loading the check-in page" className="grid gap-4">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="aspect-square w-full" />
        </div>
      )}
    </main>
  );
}

function CheckinDoor({ token, session, door }: { token: string; session: CheckinSession; door: ReturnType<typeof useDoorList> }) {
  const online = useOnline();
  const offlineApp = useOfflineApp();
  const listState = door.state;
  const list = listState.kind === 'ready' ? listState.list : null;
  const [eventId, setEventId] = useState(() => {
    const remembered = stored(eventKey(token));
    return remembered && session.events.some((event) => event.id === remembered) ? remembered : (defaultEventId(session) ?? '');
  });
  const [mode, setMode] = useState<Mode>('scan');
  const [card, setCard] = useState<{ household: CheckinHousehold; outcome: CardOutcome | null; code?: string } | null>(null);
  const [lookup, setLookup] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const [attention, setAttention] = useState<Attention[]>([]);
  const [recent, setRecent] = useState<{ scanId: string; name: string; guests: number; eventId: string; sent: boolean; walkIn?: boolean }[]>([]);
  const closedCode = useRef<{ code: string; at: number } | null>(null);
  const lookingUp = useRef(false);
  const cardRef = useRef(card);
  useEffect(() => {
    cardRef.current = card;
  });

  const chooseEvent = (id: string) => {
    setEventId(id);
    store(eventKey(token), id);
    setCard((current) => (current ? { ...current, outcome: null } : current));
  };

  const onResult = useCallback((result: ArrivalResult, arrival: Queued) => {
    const settled = result.status === 'recorded' || result.status === 'duplicate' || result.status === 'merged';
    setRecent((list) => list.map((item) => (item.scanId === result.scanId ? { ...item, sent: settled } : item)).filter((item) => settled || item.scanId !== result.scanId));
    const current = cardRef.current;
    if (current?.outcome?.scanId === result.scanId) {
      setCard({ ...current, household: result.household ?? current.household, outcome: { ...current.outcome, status: result.status } });
    } else if (!settled) {
      setAttention((list) => [...list, { arrival, status: result.status }]);
    }
  }, []);
  const { queue, problem, add, retry, syncedAt } = useArrivalQueue(token, onResult, door.applyReply);

  /** A household as this phone knows it now: the list's arrivals plus what waits to be sent. */
  const known = useCallback((household: CheckinListHousehold | CheckinHousehold) => withQueued(household, queue.filter((item): item is QueuedArrival => item.kind !== 'walk_in')), [queue]);

  function checkIn(household: CheckinHousehold, guests: number, confirmOverSeats: boolean, confirmUnexpected = false) {
    const fresh = list?.households.find((item) => item.id === household.id);
    const now = fresh ? known(fresh) : household;
    const knownArrived = now.events.find((entry) => entry.eventId === eventId)?.arrived ?? 0;
    // The seats rules, checked on the phone too: without signal the server's answer comes later.
    const scanId = crypto.randomUUID();
    const total = knownArrived + guests;
    if (total > household.seats + CHECKIN_LIMITS.overSeatsMax || (total > household.seats && !confirmOverSeats)) {
      const status = total > household.seats + CHECKIN_LIMITS.overSeatsMax ? 'over_limit' : 'over_seats';
      setCard((current) => (current && current.household.id === household.id ? { ...current, household: now, outcome: { scanId, guests, status } } : current));
      return;
    }
    const arrival: QueuedArrival = {
      scanId,
      householdId: household.id,
      eventId,
      guests,
      scannedAt: new Date().toISOString(),
      confirmOverSeats,
      confirmUnexpected,
      deviceId: deviceId(),
      knownArrived,
      householdName: household.name,
    };
    setRecent((items) => [{ scanId: arrival.scanId, name: household.name, guests, eventId, sent: false }, ...items].slice(0, 20));
    setCard((current) => (current && current.household.id === household.id ? { ...current, outcome: { scanId: arrival.scanId, guests, status: navigator.onLine ? 'sending' : 'queued' } } : current));
    add(arrival);
  }

  function walkIn(name: string, guests: number) {
    const scanId = crypto.randomUUID();
    setRecent((items) => [{ scanId, name: name ? `${name} (walk-in)` : 'Walk-in', guests, eventId, sent: false, walkIn: true }, ...items].slice(0, 20));
    add({ kind: 'walk_in', scanId, eventId, guests, name, scannedAt: new Date().toISOString(), deviceId: deviceId() });
  }
  // This visit's walk-ins at the event (the server holds the bound; this only stops the form early).
  const walkInsHere = recent.filter((item) => item.walkIn && item.eventId === eventId).length;

  // A send that failed for want of connection leaves the card's arrival on the phone.
  useEffect(() => {
    if (problem?.kind !== 'offline') return;
    setCard((current) => (current?.outcome?.status === 'sending' && queue.some((item) => item.scanId === current.outcome?.scanId) ? { ...current, outcome: { ...current.outcome, status: 'queued' } } : current));
  }, [problem, queue]);

  async function onCode(text: string) {
    const code = text.trim();
    if (cardRef.current || lookingUp.current) return;
    const closed = closedCode.current;
    if (closed && closed.code === code && Date.now() - closed.at < SAME_CODE_PAUSE_MS) return;
    if (!code.startsWith(CHECKIN_CODE_PREFIX)) {
      setLookup({ busy: false, message: 'This QR code is not a check-in code.' });
      return;
    }
    setLookup({ busy: true, message: null });
    lookingUp.current = true;
    try {
      // The list on the phone first: a code is matched by its hash, with or without signal.
      if (list) {
        const hash = await codeHash(code);
        const found = list.households.find((item) => item.codeHash === hash);
        if (!found) throw new ApiError(404, 'CHECKIN_CODE_NOT_FOUND', CHECKIN_MESSAGES.codeNotFound);
        setCard({ household: known(found), outcome: null, code });
        setLookup({ busy: false, message: null });
        return;
      }
      const household = await lookupCode(token, code);
      setCard({ household, outcome: null, code });
      setLookup({ busy: false, message: null });
    } catch (error) {
      const message = error instanceof ApiError && error.status === 404 ? CHECKIN_MESSAGES.codeNotFound : error instanceof ApiError && error.status !== 0 ? error.message : NO_CONNECTION;
      setLookup({ busy: false, message });
      closedCode.current = { code, at: Date.now() };
    } finally {
      lookingUp.current = false;
    }
  }

  function closeCard() {
    if (card?.code) closedCode.current = { code: card.code, at: Date.now() };
    setCard(null);
  }

  const event = session.events.find((item) => item.id === eventId);
  const eventName = (id: string) => session.events.find((item) => item.id === id)?.name ?? 'Event';
  const waiting = queue.length;
  const conflicts = list?.conflicts ?? [];
  const total = list?.totals.find((item) => item.eventId === eventId);
  const walkInCount = list?.walkInCounts.find((item) => item.eventId === eventId);

  return (
    <>
      <header className="grid gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Check-in</p>
            <h1 className="break-words font-serif text-2xl text-stone-900">{session.title}</h1>
          </div>
          <p
            data-testid="connection"
            className={online ? 'inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1.5 text-sm font-medium text-emerald-900' : 'inline-flex shrink-0 items-center gap-1.5 rounded-full bg-stone-200 px-3 py-1.5 text-sm font-medium text-stone-900'}
          >
            {online ? <Wifi aria-hidden="true" className="size-4" /> : <WifiOff aria-hidden="true" className="size-4" />}
            {online ? 'Online' : 'Offline'}
          </p>
        </div>
        <DoorStatus listState={listState} waiting={waiting} syncedAt={syncedAt} offlineReady={offlineApp.ready} />
        <div className="grid gap-1.5">
          <Label htmlFor="checkin-event">Event</Label>
          <Select id="checkin-event" value={eventId} onChange={(change) => chooseEvent(change.target.value)} className="min-h-12 text-base">
            {session.events.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
                {item.date ? ` · ${eventWhen(item.date, item.time)}` : ''}
              </option>
            ))}
          </Select>
        </div>
        {/* Offline is said by the badge; this is for a server that cannot be reached or refuses while the phone is online. */}
        {waiting > 0 && problem && (problem.kind === 'refused' || navigator.onLine) && (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span>{problem.kind === 'offline' ? `The server cannot be reached: ${plural(waiting, 'arrival')} kept on this phone.` : problem.message}</span>
            <Button variant="outline" size="sm" onClick={() => void retry()}>
              Send now
            </Button>
          </div>
        )}
      </header>

      {conflicts.length > 0 && <Conflicts conflicts={conflicts} eventName={eventName} />}

      {attention.map((item) => (
        <div key={item.arrival.scanId} className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="alert">
          <p>
            <strong>{item.arrival.kind === 'walk_in' ? `Walk-in${item.arrival.name ? ` ${item.arrival.name}` : ''}` : item.arrival.householdName}</strong> ({plural(item.arrival.guests, 'guest')}, {eventName(item.arrival.eventId)}) was not recorded:{' '}
            {item.status === 'over_seats'
              ? CHECKIN_MESSAGES.overSeats
              : item.status === 'over_limit'
                ? CHECKIN_MESSAGES.overLimit
                : item.status === 'not_invited'
                  ? CHECKIN_MESSAGES.notInvitedToEvent
                  : item.status === 'declined'
                    ? CHECKIN_MESSAGES.declinedEvent
                    : item.status === 'walk_in_limit'
                      ? CHECKIN_MESSAGES.walkInLimit
                      : CHECKIN_MESSAGES.codeNotFound}
          </p>
          <div className="flex flex-wrap gap-2">
            {item.arrival.kind !== 'walk_in' && (item.status === 'over_seats' || item.status === 'declined' || (item.status === 'not_invited' && session.events.some((e) => e.id === item.arrival.eventId))) && (
              <Button
                size="sm"
                onClick={() => {
                  setAttention((list) => list.filter((other) => other !== item));
                  if (item.arrival.kind === 'walk_in') return;
                  add({ ...item.arrival, scanId: crypto.randomUUID(), ...(item.status === 'over_seats' ? { confirmOverSeats: true } : { confirmUnexpected: true }) });
                }}
              >
                {item.status === 'over_seats' ? 'Record anyway' : 'Check in anyway'}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setAttention((list) => list.filter((other) => other !== item))}>
              Dismiss
            </Button>
          </div>
        </div>
      ))}

      {event && (
        <>
          <ToggleButtons label="How to find a household" options={MODES} value={mode} onChange={(next) => setMode(next)} className="flex" buttonClassName="min-h-12 flex-1 justify-center text-base" />

          {card && (
            <HouseholdCard
              key={`${card.household.id}:${eventId}`}
              household={card.household}
              events={session.events}
              eventId={eventId}
              outcome={card.outcome}
              onCheckIn={(guests, confirmUnexpected) => checkIn(card.household, guests, false, confirmUnexpected)}
              onRecordAnyway={(guests) => checkIn(card.household, guests, true, card.outcome?.status === 'over_seats' && cardUnexpected(card.household, eventId))}
              onClose={closeCard}
              closeLabel={mode === 'scan' ? 'Scan next' : 'Find another'}
            />
          )}

          {mode === 'scan' ? (
            <>
              <ScanPanel paused={card !== null} onCode={(text) => void onCode(text)} onFindByName={() => setMode('search')} />
              {!card && lookup.busy && <p role="status" className="text-center text-stone-700">Looking up the code…</p>}
              {!card && lookup.message && (
                <Notice tone="error" icon={<Camera />}>
                  {lookup.message}
                </Notice>
              )}
            </>
          ) : (
            !card && (
              <NameSearch
                token={token}
                eventId={eventId}
                list={list ? list.households : null}
                listProblem={listState.kind === 'missing' ? listState.problem : null}
                known={known}
                onPick={(household) => setCard({ household, outcome: null })}
              />
            )
          )}
          {!card && <WalkInForm key={eventId} eventName={event.name} recorded={walkInsHere} onRecord={walkIn} />}
          {total && (
            <p className="text-center text-sm text-stone-600">
              {eventName(eventId)}: {total.arrivedGuests} of {total.confirmedGuests} confirmed guests arrived (at the last sync)
              {walkInCount ? ` · ${plural(walkInCount.guests, 'walk-in guest')}` : ''}
            </p>
          )}
        </>
      )}
      {session.events.length === 0 && <p className="text-stone-700">This invitation has no events to check in to.</p>}

      {recent.length > 0 && (
        <section aria-labelledby="recent-heading" className="grid gap-2">
          <h2 id="recent-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
            Checked in on this phone
          </h2>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {recent.map((item) => {
              const queued = queue.some((entry) => entry.scanId === item.scanId);
              return (
                <li key={item.scanId} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-stone-900">{item.name}</span>
                    <span className="text-stone-600">
                      {plural(item.guests, 'guest')} · {eventName(item.eventId)}
                    </span>
                  </span>
                  <span className={queued ? 'shrink-0 text-amber-800' : 'inline-flex shrink-0 items-center gap-1 text-emerald-800'}>
                    {queued ? 'Saved on this phone' : item.sent ? (<><UserCheck aria-hidden="true" className="size-4" /> Sent</>) : 'Sending…'}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

function NameSearch({
  token,
  eventId,
  list,
  listProblem,
  known,
  onPick,
}: {
  token: string;
  eventId: string;
  /** The list on the phone (searched here, without the network), or null until there is one. */
  list: CheckinListHousehold[] | null;
  listProblem: string | null;
  known: (household: CheckinListHousehold | CheckinHousehold) => CheckinHousehold;
  onPick: (household: CheckinHousehold) => void;
}) {
  const [q, setQ] = useState('');
  const box = useSearchBox(setQ, q);
  const enabled = q.length >= CHECKIN_LIMITS.searchMin;
  const remote = useQuery({ ...householdSearchQuery(token, q), enabled: enabled && !list && !listProblem });
  const local = useMemo(() => (list && enabled ? searchList(list, q).map(known) : null), [list, enabled, q, known]);
  const results = local
    ? ({ isPending: false, isError: false, error: null, data: local } as const)
    : listProblem
      ? ({ isPending: false, isError: true, error: new ApiError(503, 'NO_LIST', listProblem), data: undefined } as const)
      : remote;
  return (
    <div className="grid gap-3">
      <form role="search" aria-label="Households" className="grid gap-1.5" onSubmit={(submit) => (submit.preventDefault(), box.applyNow())}>
        <Label htmlFor="checkin-search">Guest's name</Label>
        <SearchInput id="checkin-search" className="min-h-12 text-base" placeholder={`At least ${CHECKIN_LIMITS.searchMin} letters`} autoFocus {...box.inputProps} />
      </form>
      {!enabled ? null : results.isPending ? (
        <p role="status" className="text-stone-700">
          Searching…
        </p>
      ) : results.isError ? (
        <Notice tone="error" icon={<Search />}>
          {results.error instanceof ApiError && results.error.status !== 0 ? results.error.message : NO_CONNECTION}
        </Notice>
      ) : results.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-5 text-center text-stone-700">No household matches “{q}”.</p>
      ) : (
        <ul aria-label="Matching households" className="grid gap-2">
          {results.data.map((household) => {
            const entry = household.events.find((item) => item.eventId === eventId);
            return (
              <li key={household.id}>
                <button
                  type="button"
                  onClick={() => onPick(household)}
                  className="flex min-h-14 w-full cursor-pointer items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-left hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-stone-900">{household.name}</span>
                    <span className="text-sm text-stone-600">{plural(household.seats, 'seat')}</span>
                  </span>
                  <span className="shrink-0 text-sm text-stone-700">{entry ? (entry.arrived > 0 ? `${entry.arrived} arrived` : 'Not arrived') : 'Not invited here'}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The household declined the helper's event or is not invited to it. */
function cardUnexpected(household: CheckinHousehold, eventId: string): boolean {
  const entry = household.events.find((item) => item.eventId === eventId);
  return !entry || entry.answer === 'declined';
}

/** Online/offline is the header's; this says what the phone holds: waiting arrivals, last sync, the list's age. */
function DoorStatus({ listState, waiting, syncedAt, offlineReady }: { listState: ListState; waiting: number; syncedAt: string | null; offlineReady: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
      <p role="status" className={waiting > 0 ? 'inline-flex items-center gap-1.5 font-medium text-amber-900' : 'inline-flex items-center gap-1.5'}>
        <CloudOff aria-hidden="true" className="size-4" />
        {waiting} waiting to send
      </p>
      <p>Last synced {clock(syncedAt)}</p>
      <p>{listState.kind === 'ready' ? `List downloaded ${clock(listState.downloadedAt)}` : listState.kind === 'loading' ? 'Downloading the list…' : 'List not on this phone'}</p>
      {offlineReady && <p data-testid="offline-ready">Works offline</p>}
    </div>
  );
}

/** Households with more arrivals than they confirmed (from any phone): every phone shows them. */
function Conflicts({ conflicts, eventName }: { conflicts: CheckinConflict[]; eventName: (id: string) => string }) {
  return (
    <section aria-labelledby="conflicts-heading" role="alert" className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <h2 id="conflicts-heading" className="font-semibold">
        More guests than confirmed
      </h2>
      <ul className="grid gap-0.5">
        {conflicts.slice(0, 10).map((conflict) => (
          <li key={`${conflict.householdId}:${conflict.eventId}`}>
            {conflict.name}, {eventName(conflict.eventId)}: {conflict.arrived} arrived, {conflict.expected} confirmed
          </li>
        ))}
      </ul>
      {conflicts.length > 10 && <p>and {conflicts.length - 10} more</p>}
    </section>
  );
}

/** A guest not on the list: recorded as a walk-in (name optional), counted apart, at most the link's allowance per event. */
function WalkInForm({ eventName, recorded, onRecord }: { eventName: string; recorded: number; onRecord: (name: string, guests: number) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [guests, setGuests] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const full = recorded >= CHECKIN_LIMITS.walkInsPerLinkEvent;
  if (!open)
    return (
      <div className="grid gap-2">
        {done && <p role="status" className="text-center text-sm text-emerald-800">{done}</p>}
        <Button variant="outline" size="lg" icon={<UserPlus />} onClick={() => (setOpen(true), setDone(null))}>
          Walk-in (not on the list)
        </Button>
      </div>
    );
  return (
    <form
      aria-label="Walk-in"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4"
      onSubmit={(submit) => {
        submit.preventDefault();
        if (full) return;
        onRecord(name.trim(), guests);
        setDone(`Walk-in recorded: ${plural(guests, 'guest')} at ${eventName}.`);
        setName('');
        setGuests(1);
        setOpen(false);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="walk-in-name">Name (optional)</Label>
        <input id="walk-in-name" value={name} maxLength={CHECKIN_LIMITS.walkInNameMax} onChange={(change) => setName(change.target.value)} className="min-h-12 rounded-lg border border-stone-300 px-3 text-base" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="walk-in-guests">Guests</Label>
        <input id="walk-in-guests" type="number" inputMode="numeric" min={1} max={30} value={guests} onChange={(change) => setGuests(Math.max(1, Math.min(30, Number(change.target.value) || 1)))} className="min-h-12 rounded-lg border border-stone-300 px-3 text-base" />
      </div>
      {full && <Notice tone="error" icon={<UserPlus />}>{CHECKIN_MESSAGES.walkInLimit}</Notice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" disabled={full}>
          Record walk-in
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
