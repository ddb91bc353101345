import { useState } from 'react';
import type { DoorGiftInput } from '@shared/door-gifts';
import { sendDoorGifts } from './api';
import { failedSend, useOutbox } from './outbox';

/*
 * The phone's outbox of angpau (product.md §16), on the same outbox as the arrivals (outbox.ts): every
 * "Save angpau" is kept on the phone first and sent again until the server has it. The server stores
 * each giftId once. A refusal no retry changes (the link lost the angpau part, 403) drops the batch:
 * nothing in it will ever be taken.
 */

export type QueuedGift = DoorGiftInput & { householdName: string };

function isQueuedGift(value: unknown): value is QueuedGift {
  const item = value as Partial<QueuedGift> | null;
  return typeof item?.giftId === 'string' && typeof item.householdId === 'string' && typeof item.envelopes === 'number' && typeof item.recordedAt === 'string';
}

export function useGiftQueue(token: string) {
  const [refused, setRefused] = useState(false);
  const { queue, add } = useOutbox<QueuedGift>({
    storageKey: `jemputan.checkin.gifts.${token}`,
    isItem: isQueuedGift,
    idOf: (gift) => gift.giftId,
    sendBatch: async (batch) => {
      try {
        const reply = await sendDoorGifts(
          token,
          batch.map(({ householdName: _name, ...gift }) => gift),
        );
        return { settled: new Set(reply.results.map((result) => result.giftId)) };
      } catch (error) {
        const problem = failedSend(error);
        if (problem.kind === 'offline') return { problem };
        setRefused(true);
        return { settled: new Set(batch.map((gift) => gift.giftId)) };
      }
    },
  });
  return { queue, refused, add };
}
