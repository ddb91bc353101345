import { householdEmail, type HouseholdMailParams } from './household-mail';

export interface GuestThankYouParams extends HouseholdMailParams {
  /** The host's thank-you in the household's language, placeholders filled (shared/thank-yous.ts thankYouMessage). */
  message: string;
}

/** The couple's thank-you (product.md §16), in the household's language; the link opens its invitation again. */
export const guestThankYou = householdEmail<GuestThankYouParams>('guest-thank-you', {
  english: ({ message }, { event }) => ({ subject: `Thank you, from ${event}`, paragraphs: [message], action: 'See the invitation' }),
  malay: ({ message }, { event }) => ({ subject: `Terima kasih, daripada ${event}`, paragraphs: [message], action: 'Lihat kad jemputan' }),
  chinese: ({ message }, { event }) => ({ subject: `来自${event}的感谢`, paragraphs: [message], action: '查看请柬' }),
  tamil: ({ message }, { event }) => ({ subject: `${event} சார்பாக நன்றி`, paragraphs: [message], action: 'அழைப்பிதழைப் பார்க்க' }),
});
