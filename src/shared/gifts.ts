import { z } from 'zod';
import { pageNumberParam, searchParam, textParam } from './paging';

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

// ---- The host's gift ledger (issue 32 points 3 and 6; product.md §16 "The gift ledger") ----

/** A page of the ledger; the server pages, filters and totals in the database (a ledger of 2,000 stays light). */
export const GIFT_LEDGER_PAGE_SIZE = 50;
/** Gifts one invitation's host may add by hand (the guest's and the door's have their own limits). */
export const GIFT_LEDGER_HOST_MAX = 10_000;
export const GIFTS_CSV_FILENAME = 'gifts.csv';

/** Plain text has no NUL (PostgreSQL text cannot hold it) and no other control character but tab and newline. */
const isControl = (code: number) => (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
const plainText = <T extends z.ZodString>(schema: T) => schema.refine((value) => ![...value].some((character) => isControl(character.charCodeAt(0))), 'Remove control characters');

const isoInstant = z.iso.datetime({ offset: true });
/** Given at: not before 2000, not more than a day ahead (a phone's clock may run fast). */
const givenAtSchema = isoInstant.refine((value) => {
  const time = Date.parse(value);
  return time >= Date.UTC(2000, 0, 1) && time <= Date.now() + 24 * 3_600_000;
}, 'Use a date between 2000 and today');

/**
 * A gift the host adds by hand or changes (POST and PUT /api/invitations/:id/gifts…). From a household of
 * the invitation's guest list, or from a name (or both); the amount in sen, or null when not told;
 * the event among the invitation's; when (default: now).
 */
export const giftInputSchema = z
  .object({
    householdId: z.uuid().nullable().default(null),
    fromName: plainText(giftFromName).default(''),
    method: z.enum(GIFT_KINDS),
    amountSen: giftAmountSen.nullable(),
    envelopes: giftEnvelopes.nullable().default(null),
    eventId: z.uuid().nullable().default(null),
    note: plainText(giftNote).default(''),
    givenAt: givenAtSchema.optional(),
  })
  .refine((gift) => gift.householdId !== null || gift.fromName !== '', { message: 'Choose a household or say who it is from', path: ['fromName'] });
export type GiftInput = z.input<typeof giftInputSchema>;

/** One gift as the ledger shows it. Amounts are in sen; only the host and admins ever receive them. */
export const giftRowSchema = z.object({
  id: z.string(),
  householdId: z.string().nullable(),
  /** The household's name now (null: no household, or it was deleted; fromName says who). */
  householdName: z.string().nullable(),
  fromName: z.string(),
  amountSen: z.number().int().nullable(),
  method: z.enum(GIFT_KINDS),
  source: z.enum(GIFT_SOURCES),
  envelopes: z.number().int().nullable(),
  eventId: z.string().nullable(),
  note: z.string(),
  givenAt: z.string(),
});
export type GiftRow = z.infer<typeof giftRowSchema>;

/** A sum of gifts: how many, the amount told, and how many did not tell an amount. */
export const giftTotalSchema = z.object({ count: z.number().int(), amountSen: z.number().int(), noAmount: z.number().int() });
export type GiftTotal = z.infer<typeof giftTotalSchema>;

export const giftLedgerSchema = z.object({
  /** The invitation's name as plain text (the page's heading). */
  title: z.string(),
  /** The invitation's events in the host's order (for the event column, the filter and the totals). */
  events: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Every gift of the invitation, whatever the filter. */
  totals: z.object({
    overall: giftTotalSchema,
    /** Per event; eventId null: gifts not given at an event (most online gifts). */
    perEvent: z.array(giftTotalSchema.extend({ eventId: z.string().nullable() })),
    /** Per group (the households' tags; a household in two groups counts in both); group null: no group. */
    perGroup: z.array(giftTotalSchema.extend({ group: z.string().nullable() })),
  }),
  /** The gifts the filter matches: their sum, and one page of them (newest first). */
  matching: giftTotalSchema,
  page: z.number().int(),
  totalPages: z.number().int(),
  data: z.array(giftRowSchema),
});
export type GiftLedger = z.infer<typeof giftLedgerSchema>;

const ledgerFilterShape = {
  /** Household name, the name it is from, or the note. */
  q: searchParam(),
  source: z.enum(GIFT_SOURCES).optional(),
  method: z.enum(GIFT_KINDS).optional(),
  /** An event's id, or 'none' for gifts not given at an event. */
  event: z.union([z.uuid(), z.literal('none')]).optional(),
  /** A household's group (tag). */
  group: textParam('group', 60, z.string().trim()).optional(),
};
export const giftLedgerQuerySchema = z.object({ ...ledgerFilterShape, page: pageNumberParam() });
export type GiftLedgerQuery = z.input<typeof giftLedgerQuerySchema>;
export const giftCsvQuerySchema = z.object(ledgerFilterShape);
export type GiftLedgerFilter = z.output<typeof giftCsvQuerySchema>;

/** The CSV's columns (gifts.csv): one row per gift, oldest first. */
export const GIFTS_CSV_COLUMNS = ['Date', 'Household', 'From', 'Amount (RM)', 'Method', 'Source', 'Event', 'Envelopes', 'Groups', 'Note'] as const;

export const GIFT_KIND_LABELS: Record<GiftKind, string> = { bank: 'Bank transfer', duitnow: 'DuitNow', ewallet: 'E-wallet', angpau: 'Angpau', cash: 'Cash', other: 'Other' };
export const GIFT_SOURCE_LABELS: Record<GiftSource, string> = { guest: 'Told by the guest', door: 'Recorded at the door', host: 'Added by the host' };

/** 1250 → '12.50' (the CSV's amount: ringgit with two decimals, no thousands separator, for spreadsheets). */
export const senToRinggitText = (sen: number): string => `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;

/** An instant as ISO 8601 in Malaysia time (UTC+8 all year): 2026-12-02T21:50:32+08:00. */
export function malaysiaIso(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
