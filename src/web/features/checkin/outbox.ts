import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKIN_LIMITS } from '@shared/checkin';
import { ApiError } from '@web/lib/api';

/*
 * A door phone's outbox, shared by the arrivals (queue.ts) and the angpau (gift-queue.ts): each item is
 * written to localStorage first (per check-in link), then sent in batches of CHECKIN_LIMITS.batchMax.
 * A dropped connection leaves it kept; it is sent again on load, when the browser says it is back
 * online, and every 15 s while the server cannot be reached. The server stores each item's id once,
 * so a resend after a lost answer adds nothing.
 */

/** How often items kept on the phone are tried again while the server cannot be reached. */
const RETRY_MS = 15_000;

export type SendProblem = { kind: 'offline' } | { kind: 'refused'; message: string } | null;

/** What one batch came to: the ids the server settled (they leave the outbox), or why none did. */
export type BatchOutcome = { settled: ReadonlySet<string> } | { problem: NonNullable<SendProblem> };

/** A send that failed: a refusal no retry changes (4xx other than 429), or a server out of reach. */
export function failedSend(error: unknown): NonNullable<SendProblem> {
  return error instanceof ApiError && error.status !== 0 && error.status < 500 && error.status !== 429 ? { kind: 'refused', message: error.message } : { kind: 'offline' };
}

function readOutbox<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

function writeOutbox<T>(key: string, items: T[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(items));
  } catch {
    /* storage full or blocked: the in-memory queue still sends while the page is open */
  }
}

export interface OutboxOptions<T> {
  /** The localStorage key: one outbox per check-in link. */
  storageKey: string;
  isItem: (value: unknown) => value is T;
  idOf: (item: T) => string;
  /** Sends one batch. Called by one sender at a time; the latest function given is used. */
  sendBatch: (batch: T[]) => Promise<BatchOutcome>;
}

export function useOutbox<T>({ storageKey, isItem, idOf, sendBatch }: OutboxOptions<T>) {
  const [queue, setQueue] = useState<T[]>(() => readOutbox(storageKey, isItem));
  const [problem, setProblem] = useState<SendProblem>(null);
  const sending = useRef(false);
  const send = useRef(sendBatch);
  const ids = useRef({ isItem, idOf });
  useEffect(() => {
    send.current = sendBatch;
    ids.current = { isItem, idOf };
  });

  const flush = useCallback(async () => {
    // One sender at a time; it reads the outbox again after each batch, so later additions go too.
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const waiting = readOutbox(storageKey, ids.current.isItem);
        if (waiting.length === 0) {
          setProblem(null);
          break;
        }
        if (!navigator.onLine) {
          setProblem({ kind: 'offline' });
          break;
        }
        const outcome = await send.current(waiting.slice(0, CHECKIN_LIMITS.batchMax));
        if ('problem' in outcome) {
          setProblem(outcome.problem);
          break;
        }
        // Re-read: more may have been added while this batch was on its way.
        const rest = readOutbox(storageKey, ids.current.isItem).filter((item) => !outcome.settled.has(ids.current.idOf(item)));
        writeOutbox(storageKey, rest);
        setQueue(rest);
        setProblem(null);
        // Nothing settled (an answer without our ids): stop rather than send the same again.
        if (outcome.settled.size === 0) break;
      }
    } finally {
      sending.current = false;
    }
  }, [storageKey]);

  const add = useCallback(
    (item: T) => {
      const next = [...readOutbox(storageKey, ids.current.isItem), item];
      writeOutbox(storageKey, next);
      setQueue(next);
      void flush();
    },
    [storageKey, flush],
  );

  useEffect(() => {
    void flush();
    const retry = () => void flush();
    const offline = () => setProblem({ kind: 'offline' });
    window.addEventListener('online', retry);
    window.addEventListener('offline', offline);
    // Another tab of the same link changed the outbox.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setQueue(readOutbox(storageKey, ids.current.isItem));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('offline', offline);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush, storageKey]);

  // A server that could not be reached while the phone says it is online: try again now and then.
  const stuck = problem?.kind === 'offline' && queue.length > 0;
  useEffect(() => {
    if (!stuck) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void flush();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [stuck, flush]);

  return { queue, problem, add, flush };
}
