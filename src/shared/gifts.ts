import { z } from 'zod';

/**
 * Gifts (issue 32, product.md §16): money a guest says they sent (the guest page), angpau recorded at
 * the door (check-in), or a gift the host adds by hand. The table is `gifts` (src/server/db/schema.ts).
 * This file holds what every part shares: the bounds and the field rules. The parts' own contracts
 * (the ledger, the guest's "I sent a gift", the door's angpau) build on these.
 */

export const GIFT_LIMITS = {
  /** RM 100,000 in sen: above any wedding gift, below integer trouble; the database checks it too. */
  amountSenMax: 10_000_000,
  /** Envelopes one household hands over at the door in one record. */
  envelopesMax: 50,
  fromNameMax: 80,
  noteMax: 280,
} as const;

export const GIFT_SOURCES = ['guest', 'door', 'host'] as const;
export type GiftSource = (typeof GIFT_SOURCES)[number];

/** How the money came: a transfer (bank, DuitNow, e-wallet) or by hand (angpau, cash), or other. */
export const GIFT_KINDS = ['bank', 'duitnow', 'ewallet', 'angpau', 'cash', 'other'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];

/** Whole ringgit and sen, as sen: 1250 is RM 12.50. Null or absent: the amount was not told. */
export const giftAmountSen = z.number().int().min(1).max(GIFT_LIMITS.amountSenMax);

/** Plain text, trimmed and bounded; markup is kept as text and escaped where it is drawn. */
export const giftFromName = z.string().trim().max(GIFT_LIMITS.fromNameMax);
export const giftNote = z.string().trim().max(GIFT_LIMITS.noteMax);
export const giftEnvelopes = z.number().int().min(1).max(GIFT_LIMITS.envelopesMax);

/**
 * "RM 12.50" typed by a person into sen, or null when it is not a whole-ringgit-and-sen amount
 * (at most two decimals, no negative, within the bound). Used by forms; the server takes sen.
 */
export function parseRinggitToSen(text: string): number | null {
  const match = /^\s*(?:rm\s*)?(\d{1,6})(?:[.,](\d{1,2}))?\s*$/i.exec(text);
  if (!match) return null;
  const sen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return sen >= 1 && sen <= GIFT_LIMITS.amountSenMax ? sen : null;
}
