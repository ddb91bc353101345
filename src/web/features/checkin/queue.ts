import { useState } from 'react';
import { type ArrivalBatchResult, type ArrivalInput, type ArrivalResult, type WalkInInput } from '@shared/checkin';
import { sendArrivals } from './api';
import { failedSend, useOutbox } from './outbox';

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

const storageKey = (token: string) => `jemputan.checkin.queue.${token}`;

function isQueued(value: unknown): value is Queued {
  const item = value as (Partial<Omit<QueuedArrival, 'kind'>> & { kind?: string }) | null;
  return typeof item?.scanId === 'string' && (item.kind === 'walk_in' || typeof item.householdId === 'string') && typeof item.eventId === 'string' && typeof item.guests === 'number' && typeof item.scannedAt === 'string';
}

/**
 * The queue of one check-in link. `add` stores an arrival and sends what waits; `onResult` hears
 * each arrival's outcome (refused ones leave the queue too: resending would be refused again).
 */
export function useArrivalQueue(token: string, onResult: (result: ArrivalResult, arrival: Queued) => void, onSynced?: (reply: ArrivalBatchResult) => void) {
  const [syncedAt, setSyncedAt] = useState<string | null>(() => lastSynced(token));
  const { queue, problem, add, flush } = useOutbox<Queued>({
    storageKey: storageKey(token),
    isItem: isQueued,
    idOf: (item) => item.scanId,
    sendBatch: async (batch) => {
      const arrivals = batch.flatMap((item) => (item.kind === 'walk_in' ? [] : [(({ householdName: _name, kind: _kind, ...arrival }) => arrival)(item)]));
      const walkIns = batch.flatMap((item) => (item.kind === 'walk_in' ? [(({ kind: _kind, ...walkIn }) => walkIn)(item)] : []));
      let reply: ArrivalBatchResult;
      try {
        reply = await sendArrivals(token, arrivals, walkIns);
      } catch (error) {
        return { problem: failedSend(error) };
      }
      const results = [...reply.results, ...(reply.walkIns ?? [])];
      for (const result of results) {
        const arrival = batch.find((item) => item.scanId === result.scanId);
        if (arrival) onResult(result, arrival);
      }
      onSynced?.(reply);
      const now = new Date().toISOString();
      try {
        localStorage.setItem(syncedKey(token), now);
      } catch {
        /* shown for this visit only */
      }
      setSyncedAt(now);
      return { settled: new Set(results.map((result) => result.scanId)) };
    },
  });

  return { queue, problem, add, retry: flush, syncedAt };
}
