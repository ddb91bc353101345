import { z } from 'zod';
import { csvDateTime } from './datetime';
import { emailField } from './fields';
import { LANGUAGES, type Language } from './constants';
import { EVENTS_MAX } from './events';
import { pageNumberParam, searchParam, textParam } from './paging';

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
  email: emailField().optional().default(''),
  tags: z.array(tagSchema).max(GUEST_LIMITS.tagsPerHousehold).optional().default([]),
  /** Null: the invitation's own language. */
  language: z.enum(LANGUAGES).nullable().optional().default(null),
  note: z.string().trim().max(GUEST_LIMITS.noteMax).optional().default(''),
  /**
   * The invitation's events it is invited to (product.md §13). Null: every event, including events
   * the host adds later. A list stays the host's explicit choice, even when it names every event.
   * Omitted: every event for a new household; an edit keeps what is stored (an older client).
   * The server checks each id is one of the invitation's events and keeps each once.
   */
  eventIds: z.array(z.uuid('Choose events of this invitation.')).min(1, 'Choose at least one event.').max(EVENTS_MAX).nullable().optional(),
});
export type HouseholdInput = z.input<typeof householdInputSchema>;
export type HouseholdData = z.output<typeof householdInputSchema>;

export const householdAnswerSchema = z.object({
  responseId: z.string(),
  attending: z.boolean(),
  numberOfGuests: z.number(),
  respondedAt: z.string(),
  /** Its reply per event, in the invitation's order (the list page and CSV; issue 28): yes with its guests, or no. */
  events: z.array(z.object({ eventId: z.string(), attending: z.boolean(), guests: z.number() })).optional(),
});

/** A household's details as stored (householdInputSchema's output, checked and normalised): the list's rows and an import's rows. */
export const storedHouseholdSchema = z.object({
  name: z.string(),
  seats: z.number(),
  phone: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  language: z.enum(LANGUAGES).nullable(),
  note: z.string(),
});

/** One household as the host's list shows it. */
export const householdSchema = storedHouseholdSchema.extend({
  id: z.string(),
  /** The household's personal link (absolute URL). */
  link: z.string(),
  status: z.enum(HOUSEHOLD_STATUSES),
  sentAt: z.string().nullable(),
  sentVia: z.enum(['whatsapp', 'email']).nullable(),
  remindedAt: z.string().nullable(),
  /** The couple's thank-you (shared/thank-yous.ts): when and how it was sent; null = not yet. */
  thankYouSentAt: z.string().nullable().optional(),
  thankYouVia: z.enum(['whatsapp', 'email', 'by_hand']).nullable().optional(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  visitCount: z.number(),
  answer: householdAnswerSchema.nullable(),
  /** The events it is invited to; null: every event. */
  eventIds: z.array(z.string()).nullable(),
});
export type Household = z.infer<typeof householdSchema>;

export const guestListQuerySchema = z.object({
  q: searchParam(),
  status: z.enum(GUEST_FILTERS).optional().default('all'),
  tag: textParam('tag', GUEST_LIMITS.tagMax, z.string().trim()).optional().default(''),
  /** Only households invited to this event (its id; '' = any). */
  event: z.union([z.literal(''), z.uuid('Choose an event of this invitation.')]).optional().default(''),
  page: pageNumberParam(),
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

/** The households chosen for a bulk action (delete, invite to events): at least one, at most a full list. */
const selectedHouseholdIds = () => z.array(z.string().uuid()).min(1, 'Select at least one household.').max(GUEST_LIMITS.householdsPerInvitation);

export const bulkTagSchema = z.object({
  ids: z.array(z.string().uuid()).min(1).max(GUEST_LIMITS.householdsPerInvitation),
  add: z.array(tagSchema).max(GUEST_LIMITS.tagsPerHousehold).optional().default([]),
  remove: z.array(tagSchema).max(GUEST_LIMITS.tagsPerHousehold).optional().default([]),
});

/** Invites several households to every event (null) or to the chosen ones (product.md §13). */
export const bulkEventsSchema = z.object({
  ids: selectedHouseholdIds(),
  eventIds: z.array(z.uuid('Choose events of this invitation.')).min(1, 'Choose at least one event.').max(EVENTS_MAX).nullable(),
});
export type BulkEvents = z.infer<typeof bulkEventsSchema>;

/**
 * The host's e-mails about answers (product.md §12): each answer at once; the first answer at once
 * and the rest in a daily digest (the default); the daily digest only; none. Stored only once the host
 * saves the settings: an invitation without a stored `hostNotify` never chose and gets the default
 * (decision 0027: the migration turned the old form's pre-selected 'off' back into "never chose").
 */
export const HOST_NOTIFY = ['each', 'first', 'daily', 'off'] as const;
export type HostNotify = (typeof HOST_NOTIFY)[number];
export const HOST_NOTIFY_DEFAULT: HostNotify = 'first';
/** The settings whose answers are summed up in a daily digest. */
export const hasDailyDigest = (mode: HostNotify) => mode === 'first' || mode === 'daily';

/** Per-invitation settings of the guest list (stored in invitations.guest_settings). */
export const guestSettingsSchema = z.object({
  /** Only invited households (personal links) may answer; the open link shows the invitation only. */
  invitedOnly: z.boolean().default(false),
  /** The WhatsApp / e-mail message; '' means the default text in the household's language. */
  message: z.string().max(GUEST_LIMITS.messageMax).default(''),
  /** Automatic e-mail reminders this many days before the RSVP deadline (null: none). */
  autoReminderDays: z.number().int().min(1).max(60).nullable().default(null),
  /** E-mails to the host about answers (HOST_NOTIFY); absent when stored: never chosen, the default. */
  hostNotify: z.enum(HOST_NOTIFY).default(HOST_NOTIFY_DEFAULT),
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

// ---- The host's list: request and response shapes beyond the groundwork (list-routes.ts) ----

/** Several households at once (bulk delete). */
export const bulkIdsSchema = z.object({
  ids: selectedHouseholdIds(),
});
export const bulkResultSchema = z.object({ count: z.number() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** What the guest-list page needs to know about its invitation (header, message preview, reminders). */
export const guestListInvitationSchema = z.object({
  id: z.string(),
  eventName: z.string(),
  customSlug: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** The host's wall-clock date as entered (YYYY-MM-DD), or null. */
  date: z.string().nullable(),
  /** The RSVP deadline (YYYY-MM-DD), or null when none is set. */
  rsvpDeadline: z.string().nullable(),
  settings: guestSettingsSchema,
});
export type GuestListInvitation = z.infer<typeof guestListInvitationSchema>;

/** One of the invitation's events, as the guest list names it (the household dialog, chips, the filter). */
export const guestListEventSchema = z.object({
  id: z.string(),
  /** The event's name, or (unnamed) the invitation's event type: never empty. */
  name: z.string(),
  /** YYYY-MM-DD, or '' when not set. */
  date: z.string(),
  isMain: z.boolean(),
});
export type GuestListEvent = z.infer<typeof guestListEventSchema>;

/** GET /api/invitations/:id/guests: guestListSchema plus the invitation it belongs to and its events (host's order). */
export const guestListPageSchema = guestListSchema.extend({ invitation: guestListInvitationSchema, events: z.array(guestListEventSchema) });
export type GuestListPage = z.infer<typeof guestListPageSchema>;

/** The host's messages about the guest list (shown as written; product.md §12). */
export const GUEST_MESSAGES = {
  householdNotFound: 'Household not found',
  listFull: `This guest list already has ${GUEST_LIMITS.householdsPerInvitation.toLocaleString('en')} households, the most one invitation can have.`,
  duplicatePhone: (name: string) => `Another household on this list already has this phone number: ${name}.`,
  duplicateEmail: (name: string) => `Another household on this list already has this email address: ${name}.`,
  tooManyTags: (name: string) => `${name} would have more than ${GUEST_LIMITS.tagsPerHousehold} groups.`,
  unknownEvent: 'One of the chosen events is not an event of this invitation (it may have been removed). Reload the page and choose again.',
  messageNeedsLink: 'The message must contain {link}, where each household’s personal link goes.',
  empty: 'No guests yet — add a household or import a spreadsheet',
} as const;

/** An event's name as the guest list shows it: its own, else the invitation's event type ("Wedding"). */
export function guestEventName(event: { name: string }, eventTypeLabel: string): string {
  return event.name.trim() || eventTypeLabel;
}

/** Case and spacing aside, the same group is one group: "Office " and "Office" are kept once. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

// ---- guest_list.csv (the same CSV rules as rsvp_responses.csv: BOM, quoted, formulas neutralised) ----

export const GUEST_CSV_FILENAME = 'guest_list.csv';
/** The first six are the import's header (name, seats, phone, email, group, language), so an export can be imported again. */
export const GUEST_CSV_COLUMNS = [
  'name',
  'seats',
  'phone',
  'email',
  'group',
  'language',
  'note',
  'status',
  'sent',
  'sent via',
  'opened first',
  'opened last',
  'visits',
  'attending guests',
  'link',
] as const;

/** Groups in one cell, as the import reads them back. */
export const GROUP_SEPARATOR = ', ';

export function householdCsvCells(h: Pick<Household, 'name' | 'seats' | 'phone' | 'email' | 'tags' | 'language' | 'note' | 'status' | 'sentAt' | 'sentVia' | 'firstOpenedAt' | 'lastOpenedAt' | 'visitCount' | 'answer' | 'link'>): string[] {
  return [
    h.name,
    String(h.seats),
    h.phone,
    h.email,
    h.tags.join(GROUP_SEPARATOR),
    h.language ?? '',
    h.note,
    HOUSEHOLD_STATUS_LABELS[h.status],
    csvDateTime(h.sentAt),
    h.sentVia ?? '',
    csvDateTime(h.firstOpenedAt),
    csvDateTime(h.lastOpenedAt),
    String(h.visitCount),
    h.answer?.attending ? String(h.answer.numberOfGuests) : '',
    h.link,
  ];
}
