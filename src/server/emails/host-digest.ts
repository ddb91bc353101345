import { BRAND } from '@shared/constants';
import { hostAnswersEmail, type AnswerCounts } from './host-answer-notice';

export interface HostDigestParams {
  eventName: string;
  /** New or changed answers of the day, newest first (at most DIGEST_MAX_LINES). */
  answers: { guestName: string; attending: boolean; guests: number }[];
  /** Answers of the day beyond those listed. */
  more: number;
  counts: AnswerCounts;
  /**
   * Confirmed guests per event (empty with one event: the counts say it), in the host's order: all
   * the invitation's events, so an event without a name ('') is called by its place ("Event 2").
   */
  events?: { name: string; attendingGuests: number; attendingAnswers: number; declined: number }[];
  /** The host's responses page. */
  url: string;
}

/** Answers listed in one digest; the rest are counted. */
export const DIGEST_MAX_LINES = 50;

type DigestEvent = NonNullable<HostDigestParams['events']>[number];
/** The events as "name: …" lines, an unnamed one called by its place in the host's order. */
const eventLines = (events: DigestEvent[], unnamed: (n: number) => string, line: (event: DigestEvent, name: string) => string) =>
  events.map((event, index) => line(event, event.name.trim() || unnamed(index + 1))).join('\n');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** To the host once a day with the day's new and changed answers (job `host-digest`, per invitation per day), in the account's language. */
export const hostDigest = hostAnswersEmail<HostDigestParams>('host-digest', {
  english: (params, { eventNamed: event, counts, answerLine }) => {
    const total = params.answers.length + params.more;
    return {
      subject: `Daily digest for ${event}: ${total} ${total === 1 ? 'answer' : 'answers'}`,
      paragraphs: [
        `${total} ${total === 1 ? 'answer' : 'answers'} for ${event} arrived or changed since the last digest. ${counts(params.counts)}`,
        ...(params.events?.length
          ? [
              `Confirmed per event:\n${eventLines(
                params.events,
                (n) => `Event ${n}`,
                (e, name) => `${name}: ${plural(e.attendingGuests, 'guest', 'guests')} confirmed (${plural(e.attendingAnswers, 'answer', 'answers')} yes), ${e.declined} declined`,
              )}`,
            ]
          : []),
      ],
      list: [...params.answers.map(answerLine), ...(params.more > 0 ? [`… and ${params.more} more`] : [])],
      outro: `You get this daily digest because of your guest list settings; choose an e-mail for each answer or none there. Sent by ${BRAND}.`,
    };
  },
  malay: (params, { eventNamed: event, counts, answerLine }) => {
    const total = params.answers.length + params.more;
    return {
      subject: `Ringkasan harian untuk ${event}: ${total} jawapan`,
      paragraphs: [
        `${total} jawapan untuk ${event} diterima atau ditukar sejak ringkasan yang lalu. ${counts(params.counts)}`,
        ...(params.events?.length
          ? [
              `Tetamu yang disahkan mengikut majlis:\n${eventLines(
                params.events,
                (n) => `Majlis ${n}`,
                (e, name) => `${name}: ${e.attendingGuests} tetamu disahkan (${e.attendingAnswers} jawapan hadir), ${e.declined} tidak dapat hadir`,
              )}`,
            ]
          : []),
      ],
      list: [...params.answers.map(answerLine), ...(params.more > 0 ? [`… dan ${params.more} lagi`] : [])],
      outro: `Anda menerima ringkasan harian ini kerana tetapan senarai tetamu anda; di situ anda boleh memilih e-mel untuk setiap jawapan atau tiada e-mel. Dihantar oleh ${BRAND}.`,
    };
  },
  chinese: (params, { eventNamed: event, counts, answerLine }) => {
    const total = params.answers.length + params.more;
    return {
      subject: `${event}每日摘要：${total} 份回复`,
      paragraphs: [
        `自上次摘要以来，${event}有 ${total} 份新的或更改的回复。${counts(params.counts)}`,
        ...(params.events?.length
          ? [
              `各活动确认出席人数：\n${eventLines(
                params.events,
                (n) => `活动 ${n}`,
                (e, name) => `${name}：${e.attendingGuests} 位宾客确认出席（${e.attendingAnswers} 份回复出席），${e.declined} 份回复不能出席`,
              )}`,
            ]
          : []),
      ],
      list: [...params.answers.map(answerLine), ...(params.more > 0 ? [`……另有 ${params.more} 份`] : [])],
      outro: `根据您的宾客名单设置，您会收到此每日摘要；您可以在那里改为每份回复都发邮件，或不收邮件。此邮件由 ${BRAND} 发送。`,
    };
  },
});
