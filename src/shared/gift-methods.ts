
/**
 * The invitation's gift section (issue 32, product.md §16 "The gift section on the invitation"):
 * whether it shows, the host's "no gifts, please", and the ways to give in the host's order. Stored
 * in the invitation's `gift` jsonb; `readGift` reads any stored shape (an older row's single QR
 * `imageUrl` becomes a DuitNow QR method). Also the guest's "I sent a gift" (`giftTellSchema`).
 * No zod here: the guest page imports the lists and helpers; the schemas are gift-methods-schema.ts.
 */

export const GIFT_METHODS_MAX = 6;
export const GIFT_HOLDER_MAX = 80;
export const GIFT_LINK_MAX = 500;

/** Malaysian banks a host can receive a transfer at (the name as guests know it). Codes are stored. */
export const MALAYSIAN_BANKS = [
  ['maybank', 'Maybank'],
  ['cimb', 'CIMB Bank'],
  ['public_bank', 'Public Bank'],
  ['rhb', 'RHB Bank'],
  ['hong_leong', 'Hong Leong Bank'],
  ['ambank', 'AmBank'],
  ['bank_islam', 'Bank Islam'],
  ['bank_rakyat', 'Bank Rakyat'],
  ['bsn', 'BSN (Bank Simpanan Nasional)'],
  ['affin', 'Affin Bank'],
  ['alliance', 'Alliance Bank'],
  ['bank_muamalat', 'Bank Muamalat'],
  ['agrobank', 'Agrobank'],
  ['ocbc', 'OCBC Bank'],
  ['uob', 'UOB'],
  ['hsbc', 'HSBC Bank'],
  ['standard_chartered', 'Standard Chartered'],
  ['citibank', 'Citibank'],
  ['mbsb', 'MBSB Bank'],
  ['al_rajhi', 'Al Rajhi Bank'],
  ['kfh', 'Kuwait Finance House'],
  ['gxbank', 'GXBank'],
  ['aeon_bank', 'AEON Bank'],
  ['boost_bank', 'Boost Bank'],
  ['ryt_bank', 'Ryt Bank'],
] as const;
export type BankCode = (typeof MALAYSIAN_BANKS)[number][0];
export const BANK_CODES = MALAYSIAN_BANKS.map(([code]) => code) as unknown as readonly [BankCode, ...BankCode[]];
export const bankName = (code: string): string => MALAYSIAN_BANKS.find(([c]) => c === code)?.[1] ?? code;

/** E-wallets with a payment link; 'other' is shown as "E-wallet". */
export const EWALLETS = [
  ['tng', "Touch 'n Go eWallet"],
  ['grabpay', 'GrabPay'],
  ['boost', 'Boost'],
  ['shopeepay', 'ShopeePay'],
  ['mae', 'MAE'],
  ['other', ''],
] as const;
export type EwalletCode = (typeof EWALLETS)[number][0];
export const EWALLET_CODES = EWALLETS.map(([code]) => code) as unknown as readonly [EwalletCode, ...EwalletCode[]];
export const ewalletName = (code: string): string => EWALLETS.find(([c]) => c === code)?.[1] ?? '';

export const GIFT_METHOD_KINDS = ['bank', 'duitnow_qr', 'duitnow_id', 'ewallet'] as const;
export type GiftMethodKind = (typeof GIFT_METHOD_KINDS)[number];
export const DUITNOW_ID_TYPES = ['phone', 'nric', 'business'] as const;
export type DuitNowIdType = (typeof DUITNOW_ID_TYPES)[number];

/** Account numbers: digits only (the editor drops spaces and dashes), as Malaysian banks use 7–17. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{6,20}$/;
/** DuitNow IDs as stored (no spaces or dashes): a Malaysian mobile, a MyKad number, an SSM number. */
export const DUITNOW_ID_PATTERNS: Record<DuitNowIdType, RegExp> = {
  phone: /^(?:\+?60|0)1\d{8,9}$/,
  nric: /^\d{12}$/,
  // The 12-digit registration number (since 2019), or the older 1234567-X.
  business: /^(?:\d{12}|\d{5,8}-?[A-Z])$/,
};
/** An image we serve ourselves (/files/…): the host's own upload (checked on save). */
export const OWN_FILE_PATTERN = /^\/files\/[a-z_]+\/[A-Za-z0-9._\-/]+$/;

/** An e-wallet's link: https only, no spaces or quotes, a host name. */
export function isHttpsLink(value: string): boolean {
  if (value.length > GIFT_LINK_MAX || !/^https:\/\/[^\s"'<>`]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What an account number or DuitNow ID looks like when the host asks for it masked: the last 4 only. */
export function maskValue(value: string): string {
  const visible = value.slice(-4);
  return `${'•'.repeat(Math.max(4, value.length - 4))}${visible}`;
}

/** Digits in groups of four, for reading aloud and copying by eye (the copy button copies the plain digits). */
export function groupDigits(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}

/** One way to give, as stored (its schema: giftMethodSchema, gift-methods-schema.ts). */
export type GiftMethod =
  | { kind: 'bank'; bank: BankCode; holder: string; account: string }
  | { kind: 'duitnow_qr'; imageUrl: string; holder?: string }
  | { kind: 'duitnow_id'; idType: DuitNowIdType; value: string; masked: boolean; holder?: string }
  | { kind: 'ewallet'; wallet: EwalletCode; url: string; holder?: string };

/** The gift section as every reader has it (readGift). */
export interface GiftSettings {
  enabled: boolean;
  /** "No gifts, please": the guest page says so and shows no way to give. */
  noGifts: boolean;
  methods: GiftMethod[];
}

export const DEFAULT_GIFT: GiftSettings = { enabled: false, noGifts: false, methods: [] };

/** What is stored: the saved shape, an older client's single image folded into the methods as a DuitNow QR. */
export function normaliseGift(input: { enabled: boolean; noGifts?: boolean; methods?: readonly GiftMethod[]; imageUrl?: string }): GiftSettings {
  const methods = [...(input.methods ?? [])];
  if (input.imageUrl && !methods.some((method) => method.kind === 'duitnow_qr' && method.imageUrl === input.imageUrl)) {
    methods.unshift({ kind: 'duitnow_qr', imageUrl: input.imageUrl });
  }
  return { enabled: input.enabled, noGifts: Boolean(input.noGifts), methods: methods.slice(0, GIFT_METHODS_MAX) };
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim().length <= max ? value.trim() : null);
const optionalHolder = (value: unknown) => (value === undefined ? undefined : (text(value, GIFT_HOLDER_MAX) ?? undefined));

/** A stored method that passes today's rules, else null: the same rules as giftMethodSchema (a test holds them together). */
export function readGiftMethod(stored: unknown): GiftMethod | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const m = stored as Record<string, unknown>;
  const holder = optionalHolder(m.holder);
  switch (m.kind) {
    case 'bank': {
      const name = text(m.holder, GIFT_HOLDER_MAX);
      if (!(BANK_CODES as readonly unknown[]).includes(m.bank) || !name || typeof m.account !== 'string' || !ACCOUNT_NUMBER_PATTERN.test(m.account)) return null;
      return { kind: 'bank', bank: m.bank as BankCode, holder: name, account: m.account };
    }
    case 'duitnow_qr':
      return typeof m.imageUrl === 'string' && m.imageUrl.length <= 500 && OWN_FILE_PATTERN.test(m.imageUrl) ? { kind: 'duitnow_qr', imageUrl: m.imageUrl, holder } : null;
    case 'duitnow_id': {
      const idType = m.idType as DuitNowIdType;
      if (!(DUITNOW_ID_TYPES as readonly unknown[]).includes(idType) || typeof m.value !== 'string' || !DUITNOW_ID_PATTERNS[idType].test(m.value)) return null;
      return { kind: 'duitnow_id', idType, value: m.value, masked: m.masked === true, holder };
    }
    case 'ewallet':
      if (!(EWALLET_CODES as readonly unknown[]).includes(m.wallet) || typeof m.url !== 'string' || !isHttpsLink(m.url)) return null;
      return { kind: 'ewallet', wallet: m.wallet as EwalletCode, url: m.url, holder };
    default:
      return null;
  }
}

/**
 * Any stored `gift` as the readers use it: a method that does not pass today's rules is left out
 * rather than shown half-checked; a row from before methods (`{ enabled, imageUrl }`) reads its
 * image as a DuitNow QR.
 */
export function readGift(stored: unknown): GiftSettings {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return { ...DEFAULT_GIFT, methods: [] };
  const value = stored as Record<string, unknown>;
  const methods = Array.isArray(value.methods) ? value.methods.map(readGiftMethod).filter((method): method is GiftMethod => method !== null) : [];
  const imageUrl = typeof value.imageUrl === 'string' && OWN_FILE_PATTERN.test(value.imageUrl) ? value.imageUrl : '';
  return normaliseGift({ enabled: value.enabled === true, noGifts: value.noGifts === true, methods, imageUrl });
}

/** Every image a gift section shows (its DuitNow QRs, and an older row's image): the files it keeps in use. */
export function giftImageUrls(gift: { methods?: readonly GiftMethod[]; imageUrl?: string }): string[] {
  const urls = (gift.methods ?? []).flatMap((method) => (method.kind === 'duitnow_qr' ? [method.imageUrl] : []));
  return gift.imageUrl ? [gift.imageUrl, ...urls] : urls;
}

// ---- The DuitNow QR check of an uploaded gift image ----

/**
 * What the server read in an uploaded QR image (a warning for the host, never a refusal):
 * `duitnow` a DuitNow payment code; `emvco` a payment code of another network (EMVCo, CRC right);
 * `not_payment` a QR that is not a payment code (a link, text, a broken CRC); `no_qr` no QR found;
 * `unchecked` the check could not run (busy server): nothing is known.
 */
export const QR_CHECKS = ['duitnow', 'emvco', 'not_payment', 'no_qr', 'unchecked'] as const;
export type QrCheck = (typeof QR_CHECKS)[number];

/** How the guest says they gave ("I sent a gift"; the ledger's method). */
export const GIFT_TELL_METHODS = ['bank', 'duitnow', 'ewallet', 'other'] as const;

