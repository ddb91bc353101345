import { z } from 'zod';
import { CHECKIN_LIMITS } from './checkin';
import { giftAmountSen, giftEnvelopes, giftFromName, giftNote } from './gifts';

/**
 * Angpau at the door (issue 32 point 4, product.md §16): the check-in helper records the envelopes a
 * household hands over (count, amount optional, a note such as "from Uncle Lim's family"), offline
 * too. Each record's id is made on the phone (gifts.id), so a resend is stored once; the phone's queue
 * sends them in batches of CHECKIN_LIMITS.batchMax, like arrivals. A link made without the angpau part
 * (checkin_links.can_record_gifts false) records none: the server refuses the whole batch.
 */

export const doorGiftInputSchema = z.object({
  /** Made on the phone: the gift's id. */
  giftId: z.uuid(),
  householdId: z.uuid(),
  /** The event the household was being checked in for (optional: a gift is the household's). */
  eventId: z.uuid().optional(),
  envelopes: giftEnvelopes,
  /** In sen; absent or null: not counted at the door. */
  amountSen: giftAmountSen.nullable().optional(),
  fromName: giftFromName.optional().default(''),
  note: giftNote.optional().default(''),
  /** When the helper recorded it (the phone's clock; a clock ahead is not believed). */
  recordedAt: z.iso.datetime(),
  deviceId: z.uuid().optional(),
});
export type DoorGiftInput = z.input<typeof doorGiftInputSchema>;

export const doorGiftBatchSchema = z.object({
  gifts: z.array(doorGiftInputSchema).min(1).max(CHECKIN_LIMITS.batchMax),
});
export type DoorGiftBatch = z.input<typeof doorGiftBatchSchema>;

/**
 * One record's outcome: recorded; duplicate (its id is stored already: a resend, nothing added); or
 * not_found (the household is not this invitation's, or the event not one of its events).
 */
export const doorGiftResultSchema = z.object({
  giftId: z.string(),
  status: z.enum(['recorded', 'duplicate', 'not_found']),
});
export type DoorGiftResult = z.infer<typeof doorGiftResultSchema>;

export const doorGiftBatchResultSchema = z.object({
  results: z.array(doorGiftResultSchema),
  /** Per household touched: the envelopes recorded at the door so far (every link). */
  envelopes: z.array(z.object({ householdId: z.string(), envelopes: z.number() })),
});
export type DoorGiftBatchResult = z.infer<typeof doorGiftBatchResultSchema>;
