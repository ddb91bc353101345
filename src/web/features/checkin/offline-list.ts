import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKIN_LIMITS, type ArrivalBatchResult, type CheckinHousehold, type CheckinList, type CheckinListHousehold } from '@shared/checkin';
import { routeUrl } from '@web/lib/api';

/*
 * The door's list on the phone (product.md §13, issue 28): downloaded when the page opens online
 * (GET /api/checkin/{token}/list, with its ETag so a re-check is a 304), kept in IndexedDB per link,
 * so search by name, scan and check-in work without signal and after a reload. The sync replies'
 * arrivals are written into it; what this phone still holds to send is added on top (withQueued).
 */

const DB_NAME = 'jemputan-checkin';
const STORE = 'lists';
/** While online, the list is re-checked this often (mostly a 304), so other phones' arrivals show. */
const REFRESH_MS = 30_000;

export interface StoredList {
  list: CheckinList;
  /** When this phone last had the list from the server (downloaded or confirmed unchanged). */
  downloadedAt: string;
}

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await openDb();
  if (!db) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    });
  } finally {
    db.close();
  }
}

export const readStoredList = (token: string) => withStore<StoredList | undefined>('readonly', (store) => store.get(token) as IDBRequest<StoredList | undefined>);
const writeStoredList = (token: string, value: StoredList) => withStore('readwrite', (store) => store.put(value, token));
const dropStoredList = (token: string) => withStore('readwrite', (store) => store.delete(token));

/** The hash a scanned code is matched by: base64url of the first 16 bytes of SHA-256 of its text (as the server makes it). */
export async function codeHash(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code))).subarray(0, 16);
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Lower case without accents, for a name search that finds "Ahmad" from "ahm" and "Zoë" from "zoe". */
export const foldName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Households whose name holds `q` (every word of it, any case or accent), by name, at most CHECKIN_LIMITS.searchResults. */
export function searchList(households: readonly CheckinListHousehold[], q: string): CheckinListHousehold[] {
  const words = foldName(q).split(' ').filter(Boolean);
  if (!words.length) return [];
  const found: CheckinListHousehold[] = [];
  for (const household of households) {
    const name = foldName(household.name);
    if (words.every((word) => name.includes(word))) found.push(household);
    if (found.length >= CHECKIN_LIMITS.searchResults) break;
  }
  return found;
}

/** A pending check-in of this phone, as withQueued counts it. */
export interface PendingArrival {
  householdId?: string;
  eventId: string;
  guests: number;
}

/** The household with what this phone still holds to send added to its arrivals (not yet in the list). */
export function withQueued(household: CheckinListHousehold | CheckinHousehold, queued: readonly PendingArrival[]): CheckinHousehold {
  const own = queued.filter((item) => item.householdId === household.id);
  return {
    id: household.id,
    name: household.name,
    seats: household.seats,
    events: household.events.map((entry) => ({ ...entry, arrived: entry.arrived + own.filter((item) => item.eventId === entry.eventId).reduce((sum, item) => sum + item.guests, 0) })),
  };
}

/** The list with a sync reply's arrivals, conflicts and walk-in counts written in. */
export function applySync(list: CheckinList, reply: ArrivalBatchResult): CheckinList {
  const arrived = new Map((reply.arrivals ?? []).map((item) => [`${item.householdId}:${item.eventId}`, item.arrived]));
  return {
    ...list,
    households: arrived.size
      ? list.households.map((household) =>
          household.events.some((entry) => arrived.has(`${household.id}:${entry.eventId}`))
            ? { ...household, events: household.events.map((entry) => ({ ...entry, arrived: arrived.get(`${household.id}:${entry.eventId}`) ?? entry.arrived })) }
            : household,
        )
      : list.households,
    conflicts: reply.conflicts ?? list.conflicts,
    walkInCounts: reply.walkInCounts ?? list.walkInCounts,
  };
}

/** Why the list could not be downloaded: the page says it in the helper's language (checkin catalogue `listProblems`). */
export type ListProblem = 'tooMany' | 'failed' | 'noConnection' | 'notOnPhone';

export type ListState =
  | { kind: 'loading' }
  /** No list on this phone and none could be downloaded (offline at first open). */
  | { kind: 'missing'; problem: ListProblem }
  | { kind: 'invalid' }
  | ({ kind: 'ready'; refreshing: boolean; problem: ListProblem | null } & StoredList);

class ListDownloadError extends Error {
  constructor(readonly problem: ListProblem) {
    super(problem);
  }
}

/**
 * The link's list: from IndexedDB at once, then from the server while online (on open, when the
 * connection comes back, and every REFRESH_MS). `applyReply` writes a sync reply into it.
 */
export function useDoorList(token: string) {
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const current = useRef<StoredList | null>(null);
  const downloading = useRef(false);

  const keep = useCallback(
    (stored: StoredList) => {
      current.current = stored;
      setState({ kind: 'ready', refreshing: false, problem: null, ...stored });
      void writeStoredList(token, stored);
    },
    [token],
  );

  const download = useCallback(async () => {
    if (downloading.current) return;
    downloading.current = true;
    const held = current.current;
    if (held) setState((state) => (state.kind === 'ready' ? { ...state, refreshing: true } : state));
    try {
      const response = await fetch(routeUrl('/api/checkin/{token}/list', { token }), {
        headers: held ? { 'If-None-Match': `"${held.list.version}"` } : {},
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (response.status === 304 && held) keep({ ...held, downloadedAt: new Date().toISOString() });
      else if (response.ok) keep({ list: (await response.json()) as CheckinList, downloadedAt: new Date().toISOString() });
      else if (response.status === 404) {
        current.current = null;
        void dropStoredList(token);
        setState({ kind: 'invalid' });
      } else throw new ListDownloadError(response.status === 429 ? 'tooMany' : 'failed');
    } catch (error) {
      const problem: ListProblem = error instanceof ListDownloadError ? error.problem : 'noConnection';
      setState((state) => (state.kind === 'ready' ? { ...state, refreshing: false, problem } : state.kind === 'invalid' ? state : { kind: 'missing', problem }));
    } finally {
      downloading.current = false;
    }
  }, [token, keep]);

  useEffect(() => {
    let cancelled = false;
    void readStoredList(token).then((stored) => {
      if (cancelled) return;
      if (stored && !current.current) {
        current.current = stored;
        setState({ kind: 'ready', refreshing: false, problem: null, ...stored });
      }
      if (navigator.onLine) void download();
      else if (!stored) setState({ kind: 'missing', problem: 'notOnPhone' });
    });
    const online = () => void download();
    window.addEventListener('online', online);
    const timer = window.setInterval(() => {
      if (navigator.onLine && document.visibilityState === 'visible') void download();
    }, REFRESH_MS);
    return () => {
      cancelled = true;
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [token, download]);

  const applyReply = useCallback(
    (reply: ArrivalBatchResult) => {
      const held = current.current;
      if (held) keep({ ...held, list: applySync(held.list, reply) });
    },
    [keep],
  );

  return { state, download, applyReply };
}
