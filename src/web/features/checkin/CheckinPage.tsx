import { useQuery } from '@tanstack/react-query';
import { Camera, CloudOff, Search, UserCheck, UserPlus, Wifi, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { CHECKIN_CODE_PREFIX, CHECKIN_LIMITS, type ArrivalResult, type CheckinConflict, type CheckinHousehold, type CheckinListHousehold, type CheckinSession } from '@shared/checkin';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { SearchInput, useSearchBox } from '@web/components/ui/search-input';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { ToggleButtons } from '@web/components/ui/toggle-buttons';
import type { HostLanguage } from '@shared/host-language';
import type { CheckinWords } from '@web/i18n/catalogues/checkin.english';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { checkinSessionQuery, householdSearchQuery, lookupCode } from './api';
import { defaultEventId, eventWhen, formatClock } from './format';
import { HouseholdCard, Notice, type CardOutcome } from './HouseholdCard';
import { useOfflineApp } from './offline-app';
import { codeHash, searchList, useDoorList, withQueued, type ListProblem, type ListState } from './offline-list';
import { deviceId, useArrivalQueue, type Queued, type QueuedArrival } from './queue';
import { AngpauForm } from './AngpauForm';
import { useGiftQueue } from './gift-queue';
import { ScanPanel } from './ScanPanel';
import { DoorFormActions } from './DoorFormActions';

type Mode = 'scan' | 'search';
const modes = (words: CheckinWords) =>
  [
    { value: 'scan', label: words.scan, icon: Camera },
    { value: 'search', label: words.findByName, icon: Search },
  ] as const;
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

const clock = (language: HostLanguage, words: CheckinWords, iso: string | null) => (iso ? formatClock(language, iso) : words.never);

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
  const words = useWords('checkin');
  const query = useQuery({ ...checkinSessionQuery(token), initialData: () => storedSession(token), initialDataUpdatedAt: 0 });
  const door = useDoorList(token);
  const list = door.state.kind === 'ready' ? door.state.list : null;
  const session = query.data ?? list?.session;
  const invalid = door.state.kind === 'invalid' || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 410));

  useEffect(() => {
    document.title = words.checkin;
  }, [words]);
  useEffect(() => {
    if (query.isSuccess && query.dataUpdatedAt > 0) store(sessionKey(token), JSON.stringify(query.data));
    if (invalid) store(sessionKey(token), null);
  }, [query.isSuccess, query.dataUpdatedAt, query.data, invalid, token]);

  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-4 bg-stone-50 px-4 py-4 sm:py-8">
      {invalid ? (
        <div role="alert" className="mt-10 grid gap-2 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
          <h1 className="font-serif text-2xl text-stone-900">{words.checkin}</h1>
          <p className="text-stone-700">{words.messages.linkNotFound}</p>
        </div>
      ) : session ? (
        <CheckinDoor token={token} session={session} door={door} />
      ) : query.isError ? (
        <div role="alert" className="mt-10 grid justify-items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
          <h1 className="font-serif text-2xl text-stone-900">{words.checkin}</h1>
          <p className="text-stone-700">{query.error instanceof ApiError && query.error.status !== 0 ? query.error.message : words.noConnection}</p>
          <Button size="lg" onClick={() => query.refetch()}>
            {words.tryAgain}
          </Button>
        </div>
      ) : (
        <div aria-busy="true" aria-label={words.loadingPage} className="grid gap-4">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="aspect-square w-full" />
        </div>
      )}
    </main>
  );
}

function CheckinDoor({ token, session, door }: { token: string; session: CheckinSession; door: ReturnType<typeof useDoorList> }) {
  const words = useWords('checkin');
  const language = useLanguage();
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
  const gifts = useGiftQueue(token);
  // Envelopes recorded on this phone per household (this visit), shown under its card.
  const [angpauHere, setAngpauHere] = useState<Record<string, number>>({});

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
    setRecent((items) => [{ scanId, name: name ? words.walkInRecent(name) : words.walkIn, guests, eventId, sent: false, walkIn: true }, ...items].slice(0, 20));
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
      setLookup({ busy: false, message: words.notACheckinCode });
      return;
    }
    setLookup({ busy: true, message: null });
    lookingUp.current = true;
    try {
      // The list on the phone first: a code is matched by its hash, with or without signal.
      if (list) {
        const hash = await codeHash(code);
        const found = list.households.find((item) => item.codeHash === hash);
        if (!found) throw new ApiError(404, 'CHECKIN_CODE_NOT_FOUND', words.messages.codeNotFound);
        setCard({ household: known(found), outcome: null, code });
        setLookup({ busy: false, message: null });
        return;
      }
      const household = await lookupCode(token, code);
      setCard({ household, outcome: null, code });
      setLookup({ busy: false, message: null });
    } catch (error) {
      const message = error instanceof ApiError && error.status === 404 ? words.messages.codeNotFound : error instanceof ApiError && error.status !== 0 ? error.message : words.noConnection;
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
  const eventName = (id: string) => session.events.find((item) => item.id === id)?.name ?? words.event;
  const waiting = queue.length;
  const conflicts = list?.conflicts ?? [];
  const total = list?.totals.find((item) => item.eventId === eventId);
  const walkInCount = list?.walkInCounts.find((item) => item.eventId === eventId);

  return (
    <>
      <header className="grid gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{words.checkin}</p>
            <h1 className="break-words font-serif text-2xl text-stone-900">{session.title}</h1>
          </div>
          <p
            data-testid="connection"
            className={online ? 'inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1.5 text-sm font-medium text-emerald-900' : 'inline-flex shrink-0 items-center gap-1.5 rounded-full bg-stone-200 px-3 py-1.5 text-sm font-medium text-stone-900'}
          >
            {online ? <Wifi aria-hidden="true" className="size-4" /> : <WifiOff aria-hidden="true" className="size-4" />}
            {online ? words.online : words.offline}
          </p>
        </div>
        <DoorStatus listState={listState} waiting={waiting} syncedAt={syncedAt} offlineReady={offlineApp.ready} />
        <div className="grid gap-1.5">
          <Label htmlFor="checkin-event">{words.event}</Label>
          <Select id="checkin-event" value={eventId} onChange={(change) => chooseEvent(change.target.value)} className="min-h-12 text-base">
            {session.events.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
                {item.date ? ` · ${eventWhen(language, item.date, item.time)}` : ''}
              </option>
            ))}
          </Select>
        </div>
        {/* Offline is said by the badge; this is for a server that cannot be reached or refuses while the phone is online. */}
        {waiting > 0 && problem && (problem.kind === 'refused' || navigator.onLine) && (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span>{problem.kind === 'offline' ? words.serverUnreachable(waiting) : problem.message}</span>
            <Button variant="outline" size="sm" onClick={() => void retry()}>
              {words.sendNow}
            </Button>
          </div>
        )}
      </header>

      {conflicts.length > 0 && <Conflicts conflicts={conflicts} eventName={eventName} />}

      {attention.map((item) => (
        <div key={item.arrival.scanId} className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="alert">
          <p>
            <strong>{item.arrival.kind === 'walk_in' ? words.walkInNamed(item.arrival.name ?? '') : item.arrival.householdName}</strong>
            {words.notRecorded(item.arrival.guests, eventName(item.arrival.eventId))}
            {item.status === 'over_seats'
              ? words.messages.overSeats
              : item.status === 'over_limit'
                ? words.messages.overLimit
                : item.status === 'not_invited'
                  ? words.messages.notInvitedToEvent
                  : item.status === 'declined'
                    ? words.messages.declinedEvent
                    : item.status === 'walk_in_limit'
                      ? words.messages.walkInLimit
                      : words.messages.codeNotFound}
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
                {item.status === 'over_seats' ? words.recordAnyway : words.checkInAnyway}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setAttention((list) => list.filter((other) => other !== item))}>
              {words.dismiss}
            </Button>
          </div>
        </div>
      ))}

      {event && (
        <>
          <ToggleButtons label={words.howToFind} options={modes(words)} value={mode} onChange={(next) => setMode(next)} className="flex" buttonClassName="min-h-12 flex-1 justify-center text-base" />

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
              closeLabel={mode === 'scan' ? words.scanNext : words.findAnother}
            />
          )}
          {card && session.canRecordGifts && !gifts.refused && (
            <AngpauForm
              key={`angpau:${card.household.id}`}
              householdName={card.household.name}
              recorded={angpauHere[card.household.id] ?? 0}
              onRecord={(entry) => {
                const household = card.household;
                gifts.add({ giftId: crypto.randomUUID(), householdId: household.id, eventId, envelopes: entry.envelopes, amountSen: entry.amountSen, note: entry.note, recordedAt: new Date().toISOString(), deviceId: deviceId(), householdName: household.name });
                setAngpauHere((counts) => ({ ...counts, [household.id]: (counts[household.id] ?? 0) + entry.envelopes }));
              }}
            />
          )}
          {gifts.queue.length > 0 && (
            <p role="status" className="text-center text-sm text-amber-800">
              {words.angpau.waiting(gifts.queue.length)}
            </p>
          )}
          {gifts.refused && (
            <Notice tone="error" icon={<Camera />}>
              {words.angpau.refused}
            </Notice>
          )}

          {mode === 'scan' ? (
            <>
              <ScanPanel paused={card !== null} onCode={(text) => void onCode(text)} onFindByName={() => setMode('search')} />
              {!card && lookup.busy && <p role="status" className="text-center text-stone-700">{words.lookingUp}</p>}
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
              {words.totals(eventName(eventId), total.arrivedGuests, total.confirmedGuests)}
              {walkInCount ? words.walkInGuests(walkInCount.guests) : ''}
            </p>
          )}
        </>
      )}
      {session.events.length === 0 && <p className="text-stone-700">{words.noEvents}</p>}

      {recent.length > 0 && (
        <section aria-labelledby="recent-heading" className="grid gap-2">
          <h2 id="recent-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
            {words.checkedInHere}
          </h2>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {recent.map((item) => {
              const queued = queue.some((entry) => entry.scanId === item.scanId);
              return (
                <li key={item.scanId} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-stone-900">{item.name}</span>
                    <span className="text-stone-600">
                      {words.guests(item.guests)} · {eventName(item.eventId)}
                    </span>
                  </span>
                  <span className={queued ? 'shrink-0 text-amber-800' : 'inline-flex shrink-0 items-center gap-1 text-emerald-800'}>
                    {queued ? words.savedHere : item.sent ? (<><UserCheck aria-hidden="true" className="size-4" /> {words.sent}</>) : words.sending}
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
  listProblem: ListProblem | null;
  known: (household: CheckinListHousehold | CheckinHousehold) => CheckinHousehold;
  onPick: (household: CheckinHousehold) => void;
}) {
  const words = useWords('checkin');
  const [q, setQ] = useState('');
  const box = useSearchBox(setQ, q);
  const enabled = q.length >= CHECKIN_LIMITS.searchMin;
  const remote = useQuery({ ...householdSearchQuery(token, q), enabled: enabled && !list && !listProblem });
  const local = useMemo(() => (list && enabled ? searchList(list, q).map(known) : null), [list, enabled, q, known]);
  const results = local
    ? ({ isPending: false, isError: false, error: null, data: local } as const)
    : listProblem
      ? ({ isPending: false, isError: true, error: new ApiError(503, 'NO_LIST', words.listProblems[listProblem]), data: undefined } as const)
      : remote;
  return (
    <div className="grid gap-3">
      <form role="search" aria-label={words.householdsSearch} className="grid gap-1.5" onSubmit={(submit) => (submit.preventDefault(), box.applyNow())}>
        <Label htmlFor="checkin-search">{words.guestName}</Label>
        <SearchInput id="checkin-search" className="min-h-12 text-base" placeholder={words.atLeastLetters(CHECKIN_LIMITS.searchMin)} autoFocus {...box.inputProps} />
      </form>
      {!enabled ? null : results.isPending ? (
        <p role="status" className="text-stone-700">
          {words.searching}
        </p>
      ) : results.isError ? (
        <Notice tone="error" icon={<Search />}>
          {results.error instanceof ApiError && results.error.status !== 0 ? results.error.message : words.noConnection}
        </Notice>
      ) : results.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-5 text-center text-stone-700">{words.noHouseholdMatches(q)}</p>
      ) : (
        <ul aria-label={words.matchingHouseholds} className="grid gap-2">
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
                    <span className="text-sm text-stone-600">{words.seats(household.seats)}</span>
                  </span>
                  <span className="shrink-0 text-sm text-stone-700">{entry ? (entry.arrived > 0 ? words.arrivedCount(entry.arrived) : words.notArrived) : words.notInvitedHere}</span>
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
  const words = useWords('checkin');
  const language = useLanguage();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
      <p role="status" className={waiting > 0 ? 'inline-flex items-center gap-1.5 font-medium text-amber-900' : 'inline-flex items-center gap-1.5'}>
        <CloudOff aria-hidden="true" className="size-4" />
        {words.waitingToSend(waiting)}
      </p>
      <p>{words.lastSynced(clock(language, words, syncedAt))}</p>
      <p>{listState.kind === 'ready' ? words.listDownloaded(clock(language, words, listState.downloadedAt)) : listState.kind === 'loading' ? words.downloadingList : words.listNotHere}</p>
      {offlineReady && <p data-testid="offline-ready">{words.worksOffline}</p>}
    </div>
  );
}

/** Households with more arrivals than they confirmed (from any phone): every phone shows them. */
function Conflicts({ conflicts, eventName }: { conflicts: CheckinConflict[]; eventName: (id: string) => string }) {
  const words = useWords('checkin');
  return (
    <section aria-labelledby="conflicts-heading" role="alert" className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <h2 id="conflicts-heading" className="font-semibold">
        {words.moreThanConfirmed}
      </h2>
      <ul className="grid gap-0.5">
        {conflicts.slice(0, 10).map((conflict) => (
          <li key={`${conflict.householdId}:${conflict.eventId}`}>
            {words.conflict(conflict.name, eventName(conflict.eventId), conflict.arrived, conflict.expected)}
          </li>
        ))}
      </ul>
      {conflicts.length > 10 && <p>{words.andMore(conflicts.length - 10)}</p>}
    </section>
  );
}

/** A guest not on the list: recorded as a walk-in (name optional), counted apart, at most the link's allowance per event. */
function WalkInForm({ eventName, recorded, onRecord }: { eventName: string; recorded: number; onRecord: (name: string, guests: number) => void }) {
  const words = useWords('checkin');
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
          {words.walkInButton}
        </Button>
      </div>
    );
  return (
    <form
      aria-label={words.walkIn}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4"
      onSubmit={(submit) => {
        submit.preventDefault();
        if (full) return;
        onRecord(name.trim(), guests);
        setDone(words.walkInRecorded(guests, eventName));
        setName('');
        setGuests(1);
        setOpen(false);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="walk-in-name">{words.nameOptional}</Label>
        <input id="walk-in-name" value={name} maxLength={CHECKIN_LIMITS.walkInNameMax} onChange={(change) => setName(change.target.value)} className="min-h-12 rounded-lg border border-stone-300 px-3 text-base" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="walk-in-guests">{words.guestsLabel}</Label>
        <input id="walk-in-guests" type="number" inputMode="numeric" min={1} max={30} value={guests} onChange={(change) => setGuests(Math.max(1, Math.min(30, Number(change.target.value) || 1)))} className="min-h-12 rounded-lg border border-stone-300 px-3 text-base" />
      </div>
      {full && <Notice tone="error" icon={<UserPlus />}>{words.messages.walkInLimit}</Notice>}
      <DoorFormActions submit={words.recordWalkIn} disabled={full} onCancel={() => setOpen(false)} />
    </form>
  );
}
