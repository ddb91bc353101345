import { z } from 'zod';
import { LANGUAGES, type Language } from './constants';
import { DEFAULT_MESSAGES, fillMessage, GUEST_LIMITS, type MessageValues } from './guests';
import { invitationText } from './i18n/invitation';

/**
 * Sending the guest list its invitations and reminders (product.md §12): the WhatsApp send queue,
 * e-mail sending and reminders. One schema per contract, shared by the routes and the web client.
 */

/** invite, reminder, or thank_you: the household's thank-you (shared/thank-yous.ts), to every household with a phone not yet thanked. */
export const SEND_MODES = ['invite', 'reminder', 'thank_you'] as const;
export type SendMode = (typeof SEND_MODES)[number];

export const SENDING_LIMITS = {
  /** Households per send-queue page; the phone asks for the next page as the host moves through it. */
  queuePageSize: 50,
  /**
   * Guest e-mails (invitations and reminders, by hand or automatic) a host may queue per rolling 24
   * hours, across all their invitations, counted in the mail ledger (features/guests/mail-ledger.ts). A large Malaysian wedding invites well under this; it stops a host account
   * being used to mail thousands of strangers.
   */
  emailsPerUserPerDay: 2_000,
  /** A household is reminded at most once in this many hours (by e-mail, WhatsApp or both). */
  reminderGapHours: 24,
} as const;

export const sendQueueQuerySchema = z.object({
  mode: z.enum(SEND_MODES).optional().default('invite'),
  /** The last household of the previous page (the queue is ordered by name, then id). */
  after: z.uuid('Household not found').optional(),
});
export type SendQueueQuery = z.input<typeof sendQueueQuerySchema>;

/** One household in the WhatsApp queue, with its message already written in its language. */
export const sendQueueItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  seats: z.number(),
  /** E.164, e.g. +60123456789. */
  phone: z.string(),
  language: z.enum(LANGUAGES),
  /** The personal link. */
  link: z.string(),
  /** The message with its placeholders filled. */
  message: z.string(),
  /** https://wa.me/<digits>?text=<message>: opens WhatsApp with the message ready to send. */
  whatsappUrl: z.string(),
  sentAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  thankYouSentAt: z.string().nullable().optional(),
});
export type SendQueueItem = z.infer<typeof sendQueueItemSchema>;

export const sendQueueSchema = z.object({
  mode: z.enum(SEND_MODES),
  eventName: z.string(),
  /** Households in the queue now (from the start, whatever `after` says). */
  total: z.number(),
  households: z.array(sendQueueItemSchema),
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: z.string().nullable(),
});
export type SendQueue = z.infer<typeof sendQueueSchema>;

export const markSentBodySchema = z.object({
  via: z.literal('whatsapp'),
  mode: z.enum(SEND_MODES),
});
export type MarkSentBody = z.infer<typeof markSentBodySchema>;

export const markSentResultSchema = z.object({
  id: z.string(),
  sentAt: z.string().nullable(),
  sentVia: z.enum(['whatsapp', 'email']).nullable(),
  remindedAt: z.string().nullable(),
  thankYouSentAt: z.string().nullable().optional(),
});
export type MarkSentResult = z.infer<typeof markSentResultSchema>;

export const sendEmailsBodySchema = z.object({
  /** The chosen households (sent again even if sent before); without it, every household with an address not yet sent. */
  ids: z.array(z.uuid()).min(1, 'Select at least one household.').max(GUEST_LIMITS.householdsPerInvitation).optional(),
});
export type SendEmailsBody = z.input<typeof sendEmailsBodySchema>;

export const sendEmailsResultSchema = z.object({
  /** E-mails queued now (they go out within seconds). */
  queued: z.number(),
  /** Chosen households without an e-mail address. */
  withoutEmail: z.number(),
  /** Left for later: the daily e-mail limit was reached. */
  overDailyLimit: z.number(),
});
export type SendEmailsResult = z.infer<typeof sendEmailsResultSchema>;

export const remindResultSchema = z.object({
  /** Reminder e-mails queued (pending households with an address). */
  emailQueued: z.number(),
  /** Pending households with a phone but no address: remind them from the WhatsApp queue. */
  whatsapp: z.number(),
  /** Pending households with neither. */
  noContact: z.number(),
  /** Reminded in the last 24 hours: skipped. */
  recentlyReminded: z.number(),
  overDailyLimit: z.number(),
});
export type RemindResult = z.infer<typeof remindResultSchema>;

/** POST …/guests/digest-now: the daily digest of the last 24 hours, sent now (the host's "send me today's summary"). */
export const digestNowResultSchema = z.object({
  /** Answers new or changed in the last 24 hours (the digest lists them); 0 means no mail. */
  answers: z.number(),
  queued: z.boolean(),
});
export type DigestNowResult = z.infer<typeof digestNowResultSchema>;

/** What the sending buttons will do now: the counts their confirmations state. */
export const sendingCountsSchema = z.object({
  /** Households with an address whose invitation has not been sent. */
  emailInvites: z.number(),
  /** Households with a phone whose invitation has not been sent. */
  whatsappInvites: z.number(),
  /** Pending households (no answer) not reminded in the last 24 hours, with an address / with a phone only / with neither. */
  emailReminders: z.number(),
  whatsappReminders: z.number(),
  noContactReminders: z.number(),
  /** Guest e-mails this host may still queue today. */
  emailsLeftToday: z.number(),
});
export type SendingCounts = z.infer<typeof sendingCountsSchema>;

export const SENDING_MESSAGES = {
  tooManySends: 'Too many sending requests. Please wait a few minutes and try again.',
  digestOff: 'Turn on the daily digest first (Settings, host notifications).',
  dailyEmailLimit: `You can send up to ${SENDING_LIMITS.emailsPerUserPerDay.toLocaleString('en')} guest e-mails a day. Please try again tomorrow.`,
  noPhone: 'This household has no phone number.',
  notPublished: 'Publish the invitation before sending e-mails: until then its personal links show guests a private page.',
} as const;

/** The invitation's date as its guests read it ("20 March 2027", "20 Mac 2027", …); '' when unset. */
export function formatInvitationDate(date: string | null | undefined, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return '';
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // The host's wall-clock day, formatted in UTC so no zone moves it.
  return new Intl.DateTimeFormat(invitationText(language).locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc);
}

/** A household's language: its own, else the invitation's. */
export function householdLanguage(own: string | null | undefined, invitationLanguage: string): Language {
  const pick = own ?? invitationLanguage;
  return (LANGUAGES as readonly string[]).includes(pick) ? (pick as Language) : 'english';
}

/** The WhatsApp reminder per language (the host's own message is the invitation's; reminders use these words). */
export const REMINDER_MESSAGES: Record<Language, string> = {
  english: 'Dear {name},\n\nA gentle reminder about {event} on {date}: we have not received your reply yet. Your invitation ({seats} seats): {link}\n\nPlease let us know if you can come.',
  malay: 'Kepada {name},\n\nPeringatan mesra tentang {event} pada {date}: kami masih belum menerima jawapan anda. Kad jemputan anda ({seats} tempat): {link}\n\nMohon maklumkan kehadiran anda.',
  chinese: '致 {name}：\n\n温馨提醒：{event}（{date}），我们尚未收到您的回复。您的请柬（{seats} 位）：{link}\n\n敬请回复是否出席。',
  tamil: 'அன்புள்ள {name},\n\n{date} அன்று நடைபெறும் {event} நிகழ்வுக்கான உங்கள் பதில் இன்னும் எங்களுக்குக் கிடைக்கவில்லை. உங்கள் அழைப்பிதழ் ({seats} இடங்கள்): {link}\n\nவருகையை உறுதிப்படுத்தவும்.',
};

/**
 * The message a household gets: for an invitation the host's message (or the default in the
 * household's language), for a reminder the reminder words; placeholders filled.
 */
export function householdMessage(mode: SendMode, customMessage: string, language: Language, values: MessageValues): string {
  if (mode === 'reminder') return fillMessage(REMINDER_MESSAGES[language], values);
  return fillMessage(customMessage.trim() ? customMessage : DEFAULT_MESSAGES[language], values);
}
