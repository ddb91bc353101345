import { BRAND, type Language } from '@shared/constants';
import { fillText, invitationText } from '@shared/i18n/invitation';
import { emailShellHtml, emailTemplate, escapeHtml, linkEmailHtml, linkEmailText, type LinkEmailWords } from './layout';

export interface RsvpEditLinkParams {
  guestName: string;
  /** The invitation's event name as plain text; may be empty. */
  eventName: string;
  /** The guest's private link to change or withdraw the answer. */
  url: string;
  /**
   * An invited household that said it comes: its check-in QR image (PNG, `checkinQrUrl` in
   * features/checkin/code.ts), shown with "Show this code at the door". Left out: the mail as before.
   */
  checkinQrUrl?: string;
  /**
   * The answer as it was stored, confirmed in the mail in the words of the page ("Your answer:
   * Joyfully accept · 2 guests"). Left out: the mail as before.
   */
  answer?: { attending: boolean; guests: number };
}

/** The QR block's words: the line above the image and the image's alt text. */
const QR_WORDS: Record<Language, { line: string; alt: string }> = {
  english: { line: 'Show this code at the door.', alt: 'Your check-in code' },
  malay: { line: 'Tunjukkan kod ini di pintu masuk.', alt: 'Kod daftar masuk anda' },
  chinese: { line: '请在入口处出示此二维码。', alt: '您的签到二维码' },
  tamil: { line: 'நுழைவாயிலில் இந்தக் குறியீட்டைக் காட்டவும்.', alt: 'உங்கள் வருகைப் பதிவுக் குறியீடு' },
};

type RsvpEditLinkWords = LinkEmailWords & { answer?: string; qr?: { url: string; line: string; alt: string } };

/** "Your answer: Joyfully accept · 2 guests", with the page's own words (shared/i18n). */
function answerLine(language: Language, answer: { attending: boolean; guests: number }): string {
  const t = invitationText(language);
  const seats = fillText(answer.guests === 1 ? t.rsvpEvents.seatsOne : t.rsvpEvents.seatsMany, { seats: String(answer.guests) });
  return `${t.yourAnswer}: ${answer.attending ? `${t.attendingYes} · ${seats}` : t.attendingNo}`;
}

/** A language's words, with the answer's line and the QR block's when the mail carries them. */
const withQr =
  (language: Language, words: (params: RsvpEditLinkParams) => LinkEmailWords) =>
  (params: RsvpEditLinkParams): RsvpEditLinkWords => ({
    ...words(params),
    ...(params.answer ? { answer: answerLine(language, params.answer) } : {}),
    ...(params.checkinQrUrl ? { qr: { url: params.checkinQrUrl, ...QR_WORDS[language] } } : {}),
  });

/** Without an answer line or a QR code, exactly the one-link mail (layout.ts); the answer follows the first words, the code the link. */
function rsvpEditLinkText(words: RsvpEditLinkWords, url: string): string {
  if (!words.qr && !words.answer) return linkEmailText(words, url);
  const answer = words.answer ? `\n\n${words.answer}` : '';
  const qr = words.qr ? `${words.qr.line} ${words.qr.url}\n\n` : '';
  return `${words.intro}${answer}\n\n${words.action}: ${url}\n\n${qr}${words.outro}\n`;
}

function rsvpEditLinkHtml(words: RsvpEditLinkWords, url: string, htmlLang: string): string {
  if (!words.qr && !words.answer) return linkEmailHtml(words, url, htmlLang);
  const answer = words.answer ? [`<p style="font-weight:bold">${escapeHtml(words.answer)}</p>`] : [];
  const qr = words.qr
    ? [
        `<p style="margin:24px 0 8px;text-align:center;font-weight:bold">${escapeHtml(words.qr.line)}</p>`,
        `<p style="margin:0 0 16px;text-align:center"><img src="${escapeHtml(words.qr.url)}" width="240" height="240" alt="${escapeHtml(words.qr.alt)}" style="display:inline-block;width:240px;height:240px;border:0"></p>`,
      ]
    : [];
  return emailShellHtml({ subject: words.subject, htmlLang, before: [`<p>${escapeHtml(words.intro)}</p>`, ...answer], url, action: words.action, after: [...qr, `<p>${escapeHtml(words.outro)}</p>`] });
}

/**
 * To a guest who left an e-mail with their RSVP (`mailEditLink`, src/server/features/rsvp/service.ts),
 * in the invitation's language; the tone follows INVITATION_TEXT (src/shared/i18n/invitation.ts).
 */
export const rsvpEditLink = emailTemplate<RsvpEditLinkParams, RsvpEditLinkWords>(
  {
    id: 'rsvp-edit-link',
    url: (params) => params.url,
    words: {
      english: withQr('english', ({ guestName, eventName }) => {
        const event = eventName || 'the event';
        return {
          subject: `Your RSVP for ${event}`,
          intro: `Hi ${guestName}, thank you for your RSVP for ${event}. You can change or withdraw your answer any time before the RSVP closes.`,
          action: 'Change my answer',
          outro: `Keep this link private: anyone with it can change your answer. Sent by ${BRAND} for the host.`,
        };
      }),
      malay: withQr('malay', ({ guestName, eventName }) => {
        const event = eventName || 'majlis ini';
        return {
          subject: `RSVP anda untuk ${event}`,
          intro: `Hai ${guestName}, terima kasih atas RSVP anda untuk ${event}. Anda boleh menukar atau menarik balik jawapan anda pada bila-bila masa sebelum RSVP ditutup.`,
          action: 'Tukar jawapan saya',
          outro: `Rahsiakan pautan ini: sesiapa yang memilikinya boleh menukar jawapan anda. Dihantar oleh ${BRAND} bagi pihak tuan rumah.`,
        };
      }),
      chinese: withQr('chinese', ({ guestName, eventName }) => {
        const event = eventName ? `“${eventName}”` : '本次活动';
        return {
          subject: `您对${event}的出席回复`,
          intro: `${guestName}，您好！感谢您回复${event}的邀请。在回复截止之前，您可以随时修改或撤回您的回复。`,
          action: '修改我的回复',
          outro: `请妥善保管此链接：任何拥有此链接的人都可以修改您的回复。此邮件由 ${BRAND} 代主办人发送。`,
        };
      }),
      tamil: withQr('tamil', ({ guestName, eventName }) => {
        // "… நிகழ்வு" takes the case endings below (நிகழ்வுக்கு, நிகழ்வுக்கான).
        const event = eventName ? `“${eventName}” நிகழ்வு` : 'இந்த நிகழ்வு';
        return {
          subject: `${event}க்கான உங்கள் பதில்`,
          intro: `வணக்கம் ${guestName}, ${event}க்கு நீங்கள் அனுப்பிய பதிலுக்கு நன்றி. பதில் அனுப்பும் காலம் முடிவதற்கு முன் எப்போது வேண்டுமானாலும் உங்கள் பதிலை மாற்றலாம் அல்லது திரும்பப் பெறலாம்.`,
          action: 'என் பதிலை மாற்று',
          outro: `இந்த இணைப்பை யாருடனும் பகிர வேண்டாம்: இது உள்ள எவரும் உங்கள் பதிலை மாற்ற முடியும். அழைப்பவர் சார்பாக ${BRAND} அனுப்பியது.`,
        };
      }),
    },
  },
  { text: rsvpEditLinkText, html: rsvpEditLinkHtml },
);
