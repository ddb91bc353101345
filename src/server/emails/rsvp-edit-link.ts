import { BRAND, type Language } from '@shared/constants';
import { eventWindow, parseIsoDate, parseTime, wallToInstant } from '@shared/calendar';
import { fillText, invitationText } from '@shared/i18n/invitation';
import { emailShellHtml, emailTemplate, escapeHtml, linkEmailHtml, linkEmailText, type LinkEmailWords } from './layout';

/** One event a household answered, as its confirmation lists it (the service fills it from the invitation and the replies). */
export interface ConfirmedEvent {
  /** Its name as the guest reads it (its own, else the invitation's kind of event). */
  name: string;
  /** 'YYYY-MM-DD', or '' when the host has not set it. */
  date: string;
  /** 'HH:MM' (the invitation's wall clock), or ''. */
  time: string;
  endTime: string;
  /** The invitation's IANA time zone: the times are its wall clock. */
  timeZone: string;
  venue: string;
  /** Plain text; may span lines. */
  address: string;
  /** The host's Google Maps or Waze link, or ''. */
  mapUrl: string;
  attending: boolean;
  guests: number;
  /** The meal chosen for this event, by name, or ''. */
  meal: string;
  /** A Google Calendar template link for the event, or '' (no date, or declined). */
  calendarUrl: string;
}

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
   * The content id of the same PNG attached to the mail (`attachments` of MailMessage): the HTML shows
   * `cid:<it>`, which every mail client shows without fetching anything; the text keeps the URL.
   */
  checkinQrCid?: string;
  /**
   * The answer as it was stored, confirmed in the mail in the words of the page ("Your answer:
   * Joyfully accept · 2 guests"). Left out: the mail as before.
   */
  answer?: { attending: boolean; guests: number };
  /** Each event the household answered, in the host's order: when given, listed instead of the one answer line. */
  events?: ConfirmedEvent[];
}

/** The QR block's words: the line above the image and the image's alt text. */
const QR_WORDS: Record<Language, { line: string; alt: string }> = {
  english: { line: 'Show this code at the door.', alt: 'Your check-in code' },
  malay: { line: 'Tunjukkan kod ini di pintu masuk.', alt: 'Kod daftar masuk anda' },
  chinese: { line: '请在入口处出示此二维码。', alt: '您的签到二维码' },
  tamil: { line: 'நுழைவாயிலில் இந்தக் குறியீட்டைக் காட்டவும்.', alt: 'உங்கள் வருகைப் பதிவுக் குறியீடு' },
};

/** The event block's own words (the rest are the page's: date, time, venue, meal, add to calendar). */
const EVENT_WORDS: Record<Language, { address: string; map: string }> = {
  english: { address: 'Address', map: 'Map' },
  malay: { address: 'Alamat', map: 'Peta' },
  chinese: { address: '地址', map: '地图' },
  tamil: { address: 'முகவரி', map: 'வரைபடம்' },
};

/** One event as lines of "label: value" (and links), in the mail's language. */
interface EventBlock {
  title: string;
  lines: { label: string; value: string }[];
  answer: string;
  links: { label: string; url: string }[];
}

type RsvpEditLinkWords = LinkEmailWords & { answer?: string; events?: EventBlock[]; qr?: { url: string; src: string; line: string; alt: string } };

/** "Your answer: Joyfully accept · 2 guests", with the page's own words (shared/i18n). */
function answerLine(language: Language, answer: { attending: boolean; guests: number }): string {
  const t = invitationText(language);
  const seats = fillText(answer.guests === 1 ? t.rsvpEvents.seatsOne : t.rsvpEvents.seatsMany, { seats: String(answer.guests) });
  return `${t.yourAnswer}: ${answer.attending ? `${t.attendingYes} · ${seats}` : t.attendingNo}`;
}

/** "Sabtu, 20 Mac 2027" in the mail's language (the date is a calendar day: no zone shifts it). */
function longDate(language: Language, date: string): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return '';
  const at = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
  return new Intl.DateTimeFormat(invitationText(language).locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
}

/** The invitation's zone as its offset on the event's day ("GMT+8"), or '' for an unknown zone. */
function zoneName(event: ConfirmedEvent): string {
  try {
    const window = eventWindow(event.date, event.time, event.endTime);
    const instant = window ? wallToInstant(window.start, event.timeZone) : Date.now();
    return new Intl.DateTimeFormat('en', { timeZone: event.timeZone, timeZoneName: 'shortOffset' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** "10.00 pagi – 12.00 tengah hari (GMT+8)": the invitation's wall clock, its zone named. */
function timeRange(language: Language, event: ConfirmedEvent): string {
  const start = parseTime(event.time);
  if (!start) return '';
  const format = invitationText(language).formatTime;
  const end = parseTime(event.endTime);
  const zone = zoneName(event);
  return `${format(start.hours, start.minutes)}${end ? ` – ${format(end.hours, end.minutes)}` : ''}${zone ? ` (${zone})` : ''}`;
}

function eventBlock(language: Language, event: ConfirmedEvent): EventBlock {
  const t = invitationText(language);
  const own = EVENT_WORDS[language];
  const lines = [
    { label: t.date, value: longDate(language, event.date) },
    { label: t.time, value: timeRange(language, event) },
    { label: t.venue, value: event.venue.trim() },
    { label: own.address, value: event.address.trim() },
    ...(event.attending ? [{ label: t.mealLabel, value: event.meal }] : []),
  ].filter((line) => line.value);
  const links = [
    ...(event.mapUrl ? [{ label: own.map, url: event.mapUrl }] : []),
    ...(event.attending && event.calendarUrl ? [{ label: t.addToCalendar, url: event.calendarUrl }] : []),
  ];
  return { title: event.name, lines, answer: answerLine(language, { attending: event.attending, guests: event.guests }), links };
}

/** A language's words, with the answer's line (or the events' blocks) and the QR block's when the mail carries them. */
const withQr =
  (language: Language, words: (params: RsvpEditLinkParams) => LinkEmailWords) =>
  (params: RsvpEditLinkParams): RsvpEditLinkWords => ({
    ...words(params),
    ...(params.events?.length ? { events: params.events.map((event) => eventBlock(language, event)) } : params.answer ? { answer: answerLine(language, params.answer) } : {}),
    ...(params.checkinQrUrl ? { qr: { url: params.checkinQrUrl, src: params.checkinQrCid ? `cid:${params.checkinQrCid}` : params.checkinQrUrl, ...QR_WORDS[language] } } : {}),
  });

const eventText = (block: EventBlock) =>
  [`== ${block.title} ==`, ...block.lines.map((line) => `${line.label}: ${line.value.replace(/\n/g, ', ')}`), block.answer, ...block.links.map((link) => `${link.label}: ${link.url}`)].join('\n');

/**
 * Without an answer line, events or a QR code, exactly the one-link mail (layout.ts). The answer
 * follows the first words; the events and the code come after the link (the first link is the one to change the answer).
 */
function rsvpEditLinkText(words: RsvpEditLinkWords, url: string): string {
  if (!words.qr && !words.answer && !words.events) return linkEmailText(words, url);
  const answer = words.answer ? `\n\n${words.answer}` : '';
  const events = words.events ? `${words.events.map(eventText).join('\n\n')}\n\n` : '';
  const qr = words.qr ? `${words.qr.line} ${words.qr.url}\n\n` : '';
  return `${words.intro}${answer}\n\n${words.action}: ${url}\n\n${events}${qr}${words.outro}\n`;
}

const linkHtml = (link: { label: string; url: string }) => `<a href="${escapeHtml(link.url)}" style="color:#0f172a">${escapeHtml(link.label)}</a>`;

function eventHtml(block: EventBlock): string {
  const lines = block.lines.map((line) => `${escapeHtml(line.label)}: ${escapeHtml(line.value).replace(/\n/g, '<br>')}`);
  return [
    '<div style="margin:16px 0;padding:12px 16px;border:1px solid #e2e8f0;border-radius:8px">',
    `<p style="margin:0 0 8px;font-weight:bold;font-size:17px">${escapeHtml(block.title)}</p>`,
    lines.length ? `<p style="margin:0 0 8px">${lines.join('<br>')}</p>` : '',
    `<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(block.answer)}</p>`,
    block.links.length ? `<p style="margin:0">${block.links.map(linkHtml).join(' · ')}</p>` : '',
    '</div>',
  ].join('');
}

function rsvpEditLinkHtml(words: RsvpEditLinkWords, url: string, htmlLang: string): string {
  if (!words.qr && !words.answer && !words.events) return linkEmailHtml(words, url, htmlLang);
  const answer = words.answer ? [`<p style="font-weight:bold">${escapeHtml(words.answer)}</p>`] : [];
  const events = words.events ? words.events.map(eventHtml) : [];
  const qr = words.qr
    ? [
        `<p style="margin:24px 0 8px;text-align:center;font-weight:bold">${escapeHtml(words.qr.line)}</p>`,
        `<p style="margin:0 0 16px;text-align:center"><img src="${escapeHtml(words.qr.src)}" width="240" height="240" alt="${escapeHtml(words.qr.alt)}" style="display:inline-block;width:240px;height:240px;border:0"></p>`,
      ]
    : [];
  return emailShellHtml({ subject: words.subject, htmlLang, before: [`<p>${escapeHtml(words.intro)}</p>`, ...answer, ...events], url, action: words.action, after: [...qr, `<p>${escapeHtml(words.outro)}</p>`] });
}

/**
 * The confirmation to a guest who left an e-mail with their RSVP, or to an invited household at its
 * stored e-mail (`mailEditLink`, src/server/features/rsvp/service.ts), in the household's language
 * (else the invitation's): with `events`, each event answered with its date, time, venue, address,
 * map and calendar links, the answer and the meal; with the check-in code inline (`checkinQrCid`); the tone follows INVITATION_TEXT (src/shared/i18n/invitation.ts).
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
