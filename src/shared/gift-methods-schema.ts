import { z } from 'zod';
import {
  ACCOUNT_NUMBER_PATTERN,
  BANK_CODES,
  DUITNOW_ID_PATTERNS,
  DUITNOW_ID_TYPES,
  EWALLET_CODES,
  GIFT_HOLDER_MAX,
  GIFT_LINK_MAX,
  GIFT_METHODS_MAX,
  GIFT_TELL_METHODS,
  isHttpsLink,
  OWN_FILE_PATTERN,
  QR_CHECKS,
  type GiftMethod,
} from './gift-methods';
import { giftAmountSen, giftFromName, giftNote } from './gifts';

/**
 * The contracts of the gift section (issue 32; the lists, rules and reader are gift-methods.ts):
 * one schema for the editor's form, the save route and the client. Built in IIFEs marked pure.
 */

const holder = () => z.string().trim().max(GIFT_HOLDER_MAX);

export const giftMethodSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('bank'),
      bank: z.enum(BANK_CODES),
      holder: holder().min(1, 'Enter the account holder'),
      account: z.string().regex(ACCOUNT_NUMBER_PATTERN, 'Use the account number: 6 to 20 digits'),
    }),
    z.object({
      kind: z.literal('duitnow_qr'),
      imageUrl: z.string().max(500).regex(OWN_FILE_PATTERN, 'Upload the QR image here'),
      holder: holder().optional(),
    }),
    z
      .object({
        kind: z.literal('duitnow_id'),
        idType: z.enum(DUITNOW_ID_TYPES),
        value: z.string().max(20),
        /** Shown with only its last four digits (a screenshot of the page does not carry it). */
        masked: z.boolean(),
        holder: holder().optional(),
      })
      .refine((method) => DUITNOW_ID_PATTERNS[method.idType].test(method.value), { message: 'Check the DuitNow ID', path: ['value'] }),
    z.object({
      kind: z.literal('ewallet'),
      wallet: z.enum(EWALLET_CODES),
      url: z.string().max(GIFT_LINK_MAX).refine(isHttpsLink, 'Use an https:// link'),
      holder: holder().optional(),
    }),
  ]))();

/**
 * What the editor saves. `noGifts` and `methods` may be left out by an older client (they default);
 * `imageUrl` is the older single gift image: still accepted, saved as a DuitNow QR method.
 */
export const giftSettingsInputSchema = /* @__PURE__ */ (() =>
  z.object({
    enabled: z.boolean(),
    /** "No gifts, please": the guest page says so and shows no way to give. */
    noGifts: z.boolean().default(false),
    methods: z.array(giftMethodSchema).max(GIFT_METHODS_MAX, `At most ${GIFT_METHODS_MAX} ways to give`).default([]),
    imageUrl: z.union([z.literal(''), z.string().max(500).regex(OWN_FILE_PATTERN)]).optional(),
  }))();

/** What the gift upload answers besides its URL: what the server read in the QR (a warning, never a refusal). */
export const qrCheckSchema = /* @__PURE__ */ (() => z.enum(QR_CHECKS))();

/**
 * POST /api/invitations/:idOrSlug/gift-tells: a guest says they sent a gift. Amount in sen, optional;
 * `token` is the household's personal link when the guest came through one (it must be this
 * invitation's); `website` is a honeypot.
 */
export const giftTellSchema = /* @__PURE__ */ (() =>
  z.object({
    amountSen: giftAmountSen.nullable().optional(),
    fromName: giftFromName.optional(),
    note: giftNote.optional(),
    method: z.enum(GIFT_TELL_METHODS).optional(),
    token: z.string().min(1).max(200).optional(),
    website: z.string().max(200).optional(),
  }))();
export type GiftTellInput = z.infer<typeof giftTellSchema>;

export const giftTellReceiptSchema = /* @__PURE__ */ (() => z.object({ received: z.literal(true) }))();
export type GiftTellReceipt = z.infer<typeof giftTellReceiptSchema>;

/** The schema and the stored type (gift-methods.ts) are one shape: either drifting fails `tsc`. */
type SchemaMethod = z.infer<typeof giftMethodSchema>;
export const methodShapesAgree: [SchemaMethod extends GiftMethod ? true : false, GiftMethod extends SchemaMethod ? true : false] = [true, true];
