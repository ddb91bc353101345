import { z } from 'zod';
import type { Language } from './constants';

/**
 * Thank-yous (issue 32 point 5, product.md §16): each household has a thank-you state (not sent, or
 * sent with the date and how: WhatsApp, e-mail, by hand; households.thank_you_sent_at / thank_you_via).
 * The host writes the message per language (stored in invitations.guest_settings under `thankYou`;
 * '' = the default below); the household's language picks which. One schema per contract, shared by
 * the routes, the WhatsApp queue's "Thank-yous" mode and the guest list.
 */

export const THANK_YOU_LIMITS = {
  /** The longest template (a WhatsApp message, not a letter). */
  templateMax: 1_000,
} as const;

export const THANK_YOU_VIA = ['whatsapp', 'email', 'by_hand'] as const;
export type ThankYouVia = (typeof THANK_YOU_VIA)[number];

/** The words a thank-you may contain; each is replaced per household. */
export const THANK_YOU_PLACEHOLDERS = ['{name}', '{gift}', '{event}'] as const;

/** The default thank-you per language (used when the host leaves that language's text empty). */
export const DEFAULT_THANK_YOU_MESSAGES: Record<Language, string> = {
  english: 'Dear {name},\n\nThank you so much for celebrating {event} with us, and for {gift}. Your kindness means a great deal to us.\n\nWith love and gratitude',
  malay: 'Kepada {name},\n\nTerima kasih yang tidak terhingga kerana meraikan {event} bersama kami, dan atas {gift}. Budi baik anda amat kami hargai.\n\nDengan penuh kasih dan penghargaan',
  chinese: '致 {name}：\n\n衷心感谢您与我们共庆{event}，也感谢{gift}。您的心意我们铭记在心。\n\n满怀感恩',
  tamil: 'அன்புள்ள {name},\n\n{event} நிகழ்வை எங்களுடன் கொண்டாடியதற்கும், {gift} அளித்ததற்கும் மனமார்ந்த நன்றி. உங்கள் அன்பை என்றும் மறவோம்.\n\nஅன்புடனும் நன்றியுடனும்',
};

/** {gift} when the household's gifts name no amount (or it gave none recorded): "your gift" in its language. */
export const THANK_YOU_GIFT_WORDS: Record<Language, string> = {
  english: 'your generous gift',
  malay: 'hadiah anda yang murah hati',
  chinese: '您的厚礼',
  tamil: 'உங்கள் அன்புப் பரிசை',
};

/** {gift} with an amount: "your generous gift of RM 250.00". */
export const THANK_YOU_GIFT_AMOUNT: Record<Language, (amount: string) => string> = {
  english: (amount) => `your generous gift of ${amount}`,
  malay: (amount) => `hadiah anda sebanyak ${amount}`,
  chinese: (amount) => `您的厚礼（${amount}）`,
  tamil: (amount) => `${amount} அன்புப் பரிசை`,
};

/** The host's texts per language; '' (or absent) = the default in that language. */
const templateText = z.string().trim().max(THANK_YOU_LIMITS.templateMax).default('');
export const thankYouSettingsSchema = z.object({
  english: templateText,
  malay: templateText,
  chinese: templateText,
  tamil: templateText,
});
export type ThankYouSettings = z.infer<typeof thankYouSettingsSchema>;
export type ThankYouSettingsInput = z.input<typeof thankYouSettingsSchema>;

/** The stored settings (guest_settings.thankYou) with every default filled in. */
export function readThankYouSettings(guestSettings: unknown): ThankYouSettings {
  const stored = (guestSettings as { thankYou?: unknown } | null | undefined)?.thankYou;
  const parsed = thankYouSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : thankYouSettingsSchema.parse({});
}

/** "RM 1,250.00" from sen: the same in every language (Malaysian ringgit is written so in all four). */
export function ringgitText(sen: number): string {
  return `RM ${(sen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export interface ThankYouValues {
  name: string;
  event: string;
  /** The household's gifts' total in sen (null: no amount told or no gift recorded). */
  giftSen: number | null;
}

/** The household's thank-you: the host's text in its language (else the default), placeholders filled. */
export function thankYouMessage(settings: ThankYouSettings, language: Language, values: ThankYouValues): string {
  const template = settings[language].trim() || DEFAULT_THANK_YOU_MESSAGES[language];
  const gift = values.giftSen ? THANK_YOU_GIFT_AMOUNT[language](ringgitText(values.giftSen)) : THANK_YOU_GIFT_WORDS[language];
  const filled: Record<string, string> = { name: values.name, event: values.event, gift };
  return template.replace(/\{(name|gift|event)\}/g, (_, key: string) => filled[key] ?? '');
}

/** A household's thank-you state, set by the host (null: not sent). `whatsapp` / `by_hand`: the host's own word; e-mail is set when the mail goes. */
export const thankYouStateBodySchema = z.object({
  via: z.enum(['whatsapp', 'by_hand']).nullable(),
});
export type ThankYouStateBody = z.infer<typeof thankYouStateBodySchema>;

export const thankYouStateSchema = z.object({
  id: z.string(),
  thankYouSentAt: z.string().nullable(),
  thankYouVia: z.enum(THANK_YOU_VIA).nullable(),
});
export type ThankYouState = z.infer<typeof thankYouStateSchema>;

export const thankYouEmailsBodySchema = z.object({
  /** The chosen households (sent again even if thanked before); without it, every household with an address not yet thanked. */
  ids: z.array(z.uuid()).min(1).max(10_000).optional(),
});
export type ThankYouEmailsBody = z.input<typeof thankYouEmailsBodySchema>;
