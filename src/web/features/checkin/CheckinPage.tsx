import { useQuery } from '@tanstack/react-query';
import { Camera, CloudOff, Search, UserCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { CHECKIN_CODE_PREFIX, CHECKIN_LIMITS, CHECKIN_MESSAGES, type ArrivalResult, type CheckinHousehold, type CheckinSession } from '@shared/checkin';
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
import { useArrivalQueue, type QueuedArrival } from './queue';
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
  arrival: QueuedArrival;
  status: ArrivalResult['status'];
}

/** /checkin/:token: the helpers' page at the door (product.md §13); no account, the link is the key. */
export default function CheckinPage() {
  const { token = '' } = useParams();
  const query = useQuery({ ...checkinSessionQuery(token), initialData: () => storedSession(token), initialDataUpdatedAt: 0 });
  const session = query.data;
  const invalid = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 410);

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
        <CheckinDoor token={token} session={session} />
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

function CheckinDoor({ token, session }: { token: string; session: CheckinSession }) {
  const [eventId, setEventId] = useState(() => {
    const remembered = stored(eventKey(token));
    return remembered && session.events.some((event) => event.id === remembered) ? remembered : (defaultEventId(session) ?? '');
  });
  const [mode, setMode] = useState<Mode>('scan');
  const [card, setCard] = useState<{ household: CheckinHousehold; outcome: CardOutcome | null; code?: string } | null>(null);
  const [lookup, setLookup] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const [attention, setAttention] = useState<Attention[]>([]);
  const [recent, setRecent] = useState<{ scanId: string; name: string; guests: number; eventId: string; sent: boolean }[]>([]);
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

  const onResult = useCallback((result: ArrivalResult, arrival: QueuedArrival) => {
    const settled = result.status === 'recorded' || result.status === 'duplicate';
    setRecent((list) => list.map((item) => (item.scanId === result.scanId ? { ...item, sent: settled } : item)).filter((item) => settled || item.scanId !== result.scanId));
    const current = cardRef.current;
    if (current?.outcome?.scanId === result.scanId) {
      setCard({ ...current, household: result.household ?? current.household, outcome: { ...current.outcome, status: result.status } });
    } else if (!settled) {
      setAttention((list) => [...list, { arrival, status: result.status }]);
    }
  }, []);
  const { queue, problem, add, retry } = useArrivalQueue(token, onResult);

  function checkIn(household: CheckinHousehold, guests: number, confirmOverSeats: boolean) {
    const arrival: QueuedArrival = {
      scanId: crypto.randomUUID(),
      householdId: household.id,
      eventId,
      guests,
      scannedAt: new Date().toISOString(),
      confirmOverSeats,
      householdName: household.name,
    };
    setRecent((list) => [{ scanId: arrival.scanId, name: household.name, guests, eventId, sent: false }, ...list].slice(0, 20));
    setCard((current) => (current && current.household.id === household.id ? { ...current, outcome: { scanId: arrival.scanId, guests, status: navigator.onLine ? 'sending' : 'queued' } } : current));
    add(arrival);
  }

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

  return (
    <>
      <header className="grid gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Check-in</p>
            <h1 className="break-words font-serif text-2xl text-stone-900">{session.title}</h1>
          </div>
          {waiting > 0 && (
            <p role="status" className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1.5 text-sm font-medium text-amber-900">
              <CloudOff aria-hidden="true" className="size-4" />
              {waiting} waiting to send
            </p>
          )}
        </div>
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

      {attention.map((item) => (
        <div key={item.arrival.scanId} className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="alert">
          <p>
            <strong>{item.arrival.householdName}</strong> ({plural(item.arrival.guests, 'guest')}, {eventName(item.arrival.eventId)}) was not recorded:{' '}
            {item.status === 'over_seats' ? CHECKIN_MESSAGES.overSeats : item.status === 'over_limit' ? CHECKIN_MESSAGES.overLimit : item.status === 'not_invited' ? CHECKIN_MESSAGES.notInvitedToEvent : CHECKIN_MESSAGES.codeNotFound}
          </p>
          <div className="flex flex-wrap gap-2">
            {item.status === 'over_seats' && (
              <Button
                size="sm"
                onClick={() => {
                  setAttention((list) => list.filter((other) => other !== item));
                  const { householdName, ...arrival } = item.arrival;
                  add({ ...arrival, householdName, scanId: crypto.randomUUID(), confirmOverSeats: true });
                }}
              >
                Record anyway
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
              onCheckIn={(guests) => checkIn(card.household, guests, false)}
              onRecordAnyway={(guests) => checkIn(card.household, guests, true)}
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
            !card && <NameSearch token={token} eventId={eventId} onPick={(household) => setCard({ household, outcome: null })} />
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

function NameSearch({ token, eventId, onPick }: { token: string; eventId: string; onPick: (household: CheckinHousehold) => void }) {
  const [q, setQ] = useState('');
  const box = useSearchBox(setQ, q);
  const enabled = q.length >= CHECKIN_LIMITS.searchMin;
  const results = useQuery({ ...householdSearchQuery(token, q), enabled });
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
