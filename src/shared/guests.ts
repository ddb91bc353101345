import { z } from 'zod';
import { LANGUAGES, type Language } from './constants';

/**
 * The guest list (product.md §12): households invited to one invitation, their personal links and
 * their state. One schema per contract, shared by the routes, the client and the forms.
 */

export const GUEST_LIMITS = {
  /** Households on one invitation (an import may not go past it). */
  householdsPerInvitation: 10_000,
  seatsMin: 1,
  seatsMax: 30,
  nameMax: 120,
  noteMax: 500,
  tagsPerHousehold: 10,
  tagMax: 40,
  /** Spreadsheet imports: bytes and data rows. */
  importMaxBytes: 5 * 1024 * 1024,
  importMaxRows: 5_000,
  messageMax: 1_000,
  pageSize: 50,
} as const;

/** A household's state, in the order it moves through them. "Pending" is every state before an answer. */
export const HOUSEHOLD_STATUSES = ['not_sent', 'sent', 'opened', 'attending', 'declined'] as const;
export type HouseholdStatus = (typeof HOUSEHOLD_STATUSES)[number];
export const PENDING_STATUSES: readonly HouseholdStatus[] = ['not_sent', 'sent', 'opened'];

export const HOUSEHOLD_STATUS_LABELS: Record<HouseholdStatus, string> = {
  not_sent: 'Not sent',
  sent: 'Sent',
  opened: 'Opened',
  attending: 'Attending',
  declined: 'Declined',
};

export const GUEST_FILTERS = ['all', 'pending', ...HOUSEHOLD_STATUSES] as const;
export type GuestFilter = (typeof GUEST_FILTERS)[number];

const tagSchema = z.string().trim().min(1).max(GUEST_LIMITS.tagMax);

/** What the host types for one household (the form, the API and each imported row). */
export const householdInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter the household name.').max(GUEST_LIMITS.nameMax),
  seats: z.coerce.number().int().min(GUEST_LIMITS.seatsMin, 'Seats must be between 1 and 30.').max(GUEST_LIMITS.seatsMax, 'Seats must be between 1 and 30.'),
  /** Any common spelling; the server stores it in international form (Malaysia by default). */
  phone: z.string().trim().max(40).optional().default(''),
  email: z.union([z.literal(''), z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254)]).optional().default(''),
  tags: z.array(tagSchema).max(GUEST_LIMITS.tagsPerHousehold).optional().default([]),
  /** Null: the invitation's own language. */
  language: z.enum(LANGUAGES).nullable().optional().default(null),
  note: z.string().trim().max(GUEST_LIMITS.noteMax).optional().default(''),
});
export type HouseholdInput = z.input<typeof householdInputSchema>;
export type HouseholdData = z.output<typeof householdInputSchema>;

export const householdAnswerSchema = z.object({
  responseId: z.string(),
  attending: z.boolean(),
  numberOfGuests: z.number(),
  respondedAt: z.string(),
});

/** One household as the host's list shows it. */
export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  seats: z.number(),
  phone: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  language: z.enum(LANGUAGES).nullable(),
  note: z.string(),
  /** The household's personal link (absolute URL). */
  link: z.string(),
  status: z.enum(HOUSEHOLD_STATUSES),
  sentAt: z.string().nullable(),
  sentVia: z.enum(['whatsapp', 'email']).nullable(),
  remindedAt: z.string().nullable(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  visitCount: z.number(),
  answer: householdAnswerSchema.nullable(),
});
export type Household = z.infer<typeof householdSchema>;

export const guestListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  status: z.enum(GUEST_FILTERS).optional().default('all'),
  tag: z.string().trim().max(GUEST_LIMITS.tagMax).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type GuestListQuery = z.input<typeof guestListQuerySchema>;

/** The counts the guest list and the responses page show. */
export const guestSummarySchema = z.object({
  households: z.number(),
  seats: z.number(),
  sent: z.number(),
  opened: z.number(),
  /** Households that answered yes, and the guests they bring. */
  attending: z.number(),
  attendingGuests: z.number(),
  declined: z.number(),
  pending: z.number(),
  /** answered ÷ invited, 0–100 (0 when nobody is invited). */
  responseRate: z.number(),
});
export type GuestSummary = z.infer<typeof guestSummarySchema>;

export function responseRateOf(answered: number, invited: number): number {
  return invited === 0 ? 0 : Math.round((answered / invited) * 100);
}

export const guestListSchema = z.object({
  households: z.array(householdSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  summary: guestSummarySchema,
  /** Every tag used on this list, for the filter and bulk tagging. */
  tags: z.array(z.string()),
});
export type GuestList = z.infer<typeof guestListSchema>;

export const bulkTagSchema = z.object({
  ids: z.array(z.string().uuid()).min(1).max(GUEST_LIMITS.householdsPerInvitation),
  add: z.array(tagSchema).max(GUEST_LIMITS.tagsPerHousehold).optional().default([]),
  remove: z.array(tagSchema).max(GUEST_LIMITS.tagsPerHousehold).optional().default([]),
});

export const HOST_NOTIFY = ['off', 'each', 'daily'] as const;

/** Per-invitation settings of the guest list (stored in invitations.guest_settings). */
export const guestSettingsSchema = z.object({
  /** Only invited households (personal links) may answer; the open link shows the invitation only. */
  invitedOnly: z.boolean().default(false),
  /** The WhatsApp / e-mail message; '' means the default text in the household's language. */
  message: z.string().max(GUEST_LIMITS.messageMax).default(''),
  /** Automatic e-mail reminders this many days before the RSVP deadline (null: none). */
  autoReminderDays: z.number().int().min(1).max(60).nullable().default(null),
  /** An e-mail to the host for each new answer, a daily digest, or nothing. */
  hostNotify: z.enum(HOST_NOTIFY).default('off'),
});
export type GuestSettings = z.infer<typeof guestSettingsSchema>;

/** Stored settings with every default filled in (old rows hold `{}`). */
export function readGuestSettings(stored: unknown): GuestSettings {
  const parsed = guestSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : guestSettingsSchema.parse({});
}

/** The words the message may contain; each is replaced per household. */
export const MESSAGE_PLACEHOLDERS = ['{name}', '{link}', '{event}', '{date}', '{seats}'] as const;

/** The default invitation message per language (used when the host leaves the text empty). */
export const DEFAULT_MESSAGES: Record<Language, string> = {
  english: 'Dear {name},\n\nYou are warmly invited to {event} on {date}. Your invitation ({seats} seats): {link}\n\nPlease let us know if you can come.',
  malay: 'Kepada {name},\n\nDengan segala hormatnya kami menjemput anda ke {event} pada {date}. Kad jemputan anda ({seats} tempat): {link}\n\nMohon maklumkan kehadiran anda.',
  chinese: '致 {name}：\n\n诚挚邀请您出席 {event}（{date}）。您的请柬（{seats} 位）：{link}\n\n敬请回复是否出席。',
  tamil: 'அன்புள்ள {name},\n\n{date} அன்று நடைபெறும் {event} நிகழ்வுக்கு உங்களை அன்புடன் அழைக்கிறோம். உங்கள் அழைப்பிதழ் ({seats} இடங்கள்): {link}\n\nவருகையை உறுதிப்படுத்தவும்.',
};

/** How the cover greets a household, in the invitation's language. */
export const GUEST_GREETINGS: Record<Language, string> = {
  english: 'Dear',
  malay: 'Kepada',
  chinese: '致',
  tamil: 'அன்புள்ள',
};

export interface MessageValues {
  name: string;
  link: string;
  event: string;
  date: string;
  seats: number;
}

/** Fills the placeholders (one pass, linear; a value is never re-scanned for placeholders). */
export function fillMessage(template: string, values: MessageValues): string {
  return template.replace(/\{(name|link|event|date|seats)\}/g, (_, key: keyof MessageValues) => String(values[key]));
}

/** WhatsApp click-to-chat: https://wa.me/<digits>?text=… (the phone in E.164 without "+"). */
export function whatsappUrl(phoneE164: string, text: string): string {
  const digits = phoneE164.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The path of a household's personal link; the token is 22+ URL-safe characters. */
export const personalLinkPath = (idOrSlug: string, token: string) => `/view/${idOrSlug}/g/${token}`;
export const PERSONAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
