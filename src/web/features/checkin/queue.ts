import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKIN_LIMITS, type ArrivalBatchResult, type ArrivalInput, type ArrivalResult, type WalkInInput } from '@shared/checkin';
import { ApiError } from '@web/lib/api';
import { sendArrivals } from './api';

/*
 * The phone's outbox of arrivals (product.md §13): every "Check in" is written to localStorage first
 * (per check-in link), then sent. A dropped connection leaves it queued; it is sent again on load and
 * when the browser says it is back online. The server stores each scanId once, so a resend after a
 * lost answer adds nothing. Each item carries this phone's deviceId and, for a household, the
 * arrivals the phone knew of (knownArrived), by which the server merges two phones' check-ins of
 * one household instead of adding them up (issue 28). Walk-ins wait in the same queue.
 */

export interface QueuedArrival extends ArrivalInput {
  kind?: undefined;
  /** Shown in the phone's list while the arrival waits. */
  householdName: string;
}
export interface QueuedWalkIn extends WalkInInput {
  kind: 'walk_in';
}
export type Queued = QueuedArrival | QueuedWalkIn;

const DEVICE_KEY = 'jemputan.checkin.device';
let memoryDevice: string | undefined;
/** This phone's own random id (kept in localStorage): the server records which phone checked in. */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    memoryDevice ??= crypto.randomUUID();
    return memoryDevice;
  }
}

const syncedKey = (token: string) => `jemputan.checkin.synced.${token}`;
/** When this phone last sent its arrivals and had the server's answer. */
export function lastSynced(token: string): string | null {
  try {
    return localStorage.getItem(syncedKey(token));
  } catch {
    return null;
  }
}

/** How often arrivals kept on the phone are tried again while the server cannot be reached. */
const RETRY_MS = 15_000;

const storageKey = (token: string) => `jemputan.checkin.queue.${token}`;

function isQueued(value: unknown): value is Queued {
  const item = value as (Partial<Omit<QueuedArrival, 'kind'>> & { kind?: string }) | null;
  return typeof item?.scanId === 'string' && (item.kind === 'walk_in' || typeof item.householdId === 'string') && typeof item.eventId === 'string' && typeof item.guests === 'number' && typeof item.scannedAt === 'string';
}

export function readQueue(token: string): Queued[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(token)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeQueue(token: string, queue: Queued[]): void {
  try {
    if (queue.length === 0) localStorage.removeItem(storageKey(token));
    else localStorage.setItem(storageKey(token), JSON.stringify(queue));
  } catch {
    /* storage full or blocked: the in-memory queue still sends while the page is open */
  }
}

export type SendProblem = { kind: 'offline' } | { kind: 'refused'; message: string } | null;

/**
 * The queue of one check-in link. `add` stores an arrival and sends what waits; `onResult` hears
 * each arrival's outcome (refused ones leave the queue too: resending would be refused again).
 */
export function useArrivalQueue(token: string, onResult: (result: ArrivalResult, arrival: Queued) => void, onSynced?: (reply: ArrivalBatchResult) => void) {
  const [queue, setQueue] = useState<Queued[]>(() => readQueue(token));
  const [problem, setProblem] = useState<SendProblem>(null);
  const [syncedAt, setSyncedAt] = useState<string | null>(() => lastSynced(token));
  const sending = useRef(false);
  const listener = useRef(onResult);
  const synced = useRef(onSynced);
  useEffect(() => {
    listener.current = onResult;
    synced.current = onSynced;
  });

  const flush = useCallback(async () => {
    // One sender at a time; it reads the queue again after each batch, so later additions go too.
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const waiting = readQueue(token);
        if (waiting.length === 0) {
          setProblem(null);
          break;
        }
        if (!navigator.onLine) {
          setProblem({ kind: 'offline' });
          break;
        }
        const batch = waiting.slice(0, CHECKIN_LIMITS.batchMax);
        const arrivals = batch.flatMap((item) => (item.kind === 'walk_in' ? [] : [(({ householdName: _name, kind: _kind, ...arrival }) => arrival)(item)]));
        const walkIns = batch.flatMap((item) => (item.kind === 'walk_in' ? [(({ kind: _kind, ...walkIn }) => walkIn)(item)] : []));
        let reply: ArrivalBatchResult;
        let results: ArrivalResult[];
        try {
          reply = await sendArrivals(token, arrivals, walkIns);
          results = [...reply.results, ...(reply.walkIns ?? [])];
        } catch (error) {
          setProblem(error instanceof ApiError && error.status !== 0 && error.status < 500 && error.status !== 429 ? { kind: 'refused', message: error.message } : { kind: 'offline' });
          break;
        }
        const done = new Set(results.map((result) => result.scanId));
        // Re-read: the helper may have added arrivals while this batch was on its way.
        const rest = readQueue(token).filter((item) => !done.has(item.scanId));
        writeQueue(token, rest);
        setQueue(rest);
        for (const result of results) {
          const arrival = batch.find((item) => item.scanId === result.scanId);
          if (arrival) listener.current(result, arrival);
        }
        synced.current?.(reply);
        const now = new Date().toISOString();
        try {
          localStorage.setItem(syncedKey(token), now);
        } catch {
          /* shown for this visit only */
        }
        setSyncedAt(now);
        setProblem(null);
        // Nothing settled (an answer without our scans): stop rather than send the same again.
        if (done.size === 0) break;
      }
    } finally {
      sending.current = false;
    }
  }, [token]);

  const add = useCallback(
    (arrival: Queued) => {
      const next = [...readQueue(token), arrival];
      writeQueue(token, next);
      setQueue(next);
      void flush();
    },
    [token, flush],
  );

  useEffect(() => {
    void flush();
    const retry = () => void flush();
    const offline = () => setProblem({ kind: 'offline' });
    window.addEventListener('online', retry);
    window.addEventListener('offline', offline);
    // Another tab of the same link changed the queue.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey(token)) setQueue(readQueue(token));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('offline', offline);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush, token]);

  // A server that could not be reached while the phone says it is online: try again now and then.
  const stuck = problem?.kind === 'offline' && queue.length > 0;
  useEffect(() => {
    if (!stuck) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void flush();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [stuck, flush]);

  return { queue, problem, add, retry: flush, syncedAt };
}
