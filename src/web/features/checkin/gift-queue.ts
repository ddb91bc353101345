import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKIN_LIMITS } from '@shared/checkin';
import type { DoorGiftInput } from '@shared/door-gifts';
import { ApiError } from '@web/lib/api';
import { sendDoorGifts } from './api';

/*
 * The phone's outbox of angpau (product.md §16), like the arrivals' (queue.ts): every "Save angpau"
 * is written to localStorage first (per check-in link), then sent in batches of CHECKIN_LIMITS.batchMax.
 * A dropped connection leaves it kept; it is sent again on load, when the browser is back online, and
 * every 15 s while the server cannot be reached. The server stores each giftId once, so a resend after
 * a lost answer adds nothing. A refusal no retry changes (the link lost the angpau part, 403) drops them.
 */

const RETRY_MS = 15_000;
const storageKey = (token: string) => `jemputan.checkin.gifts.${token}`;

export type QueuedGift = DoorGiftInput & { householdName: string };

function isQueuedGift(value: unknown): value is QueuedGift {
  const item = value as Partial<QueuedGift> | null;
  return typeof item?.giftId === 'string' && typeof item.householdId === 'string' && typeof item.envelopes === 'number' && typeof item.recordedAt === 'string';
}

export function readGiftQueue(token: string): QueuedGift[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(token)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedGift) : [];
  } catch {
    return [];
  }
}

function writeGiftQueue(token: string, queue: QueuedGift[]): void {
  try {
    if (queue.length === 0) localStorage.removeItem(storageKey(token));
    else localStorage.setItem(storageKey(token), JSON.stringify(queue));
  } catch {
    /* storage full or blocked: sent while the page is open */
  }
}

export function useGiftQueue(token: string) {
  const [queue, setQueue] = useState<QueuedGift[]>(() => readGiftQueue(token));
  const [refused, setRefused] = useState(false);
  const [offline, setOffline] = useState(false);
  const sending = useRef(false);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const waiting = readGiftQueue(token);
        if (waiting.length === 0 || !navigator.onLine) {
          setOffline(waiting.length > 0);
          break;
        }
        const batch = waiting.slice(0, CHECKIN_LIMITS.batchMax);
        let done: Set<string>;
        try {
          const reply = await sendDoorGifts(
            token,
            batch.map(({ householdName: _name, ...gift }) => gift),
          );
          done = new Set(reply.results.map((result) => result.giftId));
        } catch (error) {
          const final = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
          if (!final) {
            setOffline(true);
            break;
          }
          // The link may not record angpau (any more): nothing in the batch will ever be taken.
          setRefused(true);
          done = new Set(batch.map((gift) => gift.giftId));
        }
        const rest = readGiftQueue(token).filter((gift) => !done.has(gift.giftId));
        writeGiftQueue(token, rest);
        setQueue(rest);
        setOffline(false);
        if (done.size === 0) break;
      }
    } finally {
      sending.current = false;
    }
  }, [token]);

  const add = useCallback(
    (gift: QueuedGift) => {
      const next = [...readGiftQueue(token), gift];
      writeGiftQueue(token, next);
      setQueue(next);
      void flush();
    },
    [token, flush],
  );

  useEffect(() => {
    void flush();
    const retry = () => void flush();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush]);

  const stuck = offline && queue.length > 0;
  useEffect(() => {
    if (!stuck) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void flush();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [stuck, flush]);

  return { queue, refused, add };
}
