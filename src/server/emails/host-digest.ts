import { BRAND } from '@shared/constants';
import { answerLine, countsSentence, hostAnswersEmail, type AnswerCounts } from './host-answer-notice';

export interface HostDigestParams {
  eventName: string;
  /** New or changed answers of the day, newest first (at most DIGEST_MAX_LINES). */
  answers: { guestName: string; attending: boolean; guests: number }[];
  /** Answers of the day beyond those listed. */
  more: number;
  counts: AnswerCounts;
  /** Confirmed guests per event (empty with one event: the counts say it), in the host's order. */
  events?: { name: string; attendingGuests: number; attendingAnswers: number; declined: number }[];
  /** The host's responses page. */
  url: string;
}

/** Answers listed in one digest; the rest are counted. */
export const DIGEST_MAX_LINES = 50;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const eventLine = (event: NonNullable<HostDigestParams['events']>[number]) =>
  `${event.name}: ${plural(event.attendingGuests, 'guest', 'guests')} confirmed (${plural(event.attendingAnswers, 'answer', 'answers')} yes), ${event.declined} declined`;

/** To the host once a day with the day's new and changed answers (job `host-digest`, per invitation per day). */
export const hostDigest = hostAnswersEmail<HostDigestParams>('host-digest', (params, event) => {
  const total = params.answers.length + params.more;
  return {
    subject: `Daily digest for ${event}: ${total} ${total === 1 ? 'answer' : 'answers'}`,
    paragraphs: [
      `${total} ${total === 1 ? 'answer' : 'answers'} for ${event} arrived or changed since the last digest. ${countsSentence(params.counts)}`,
      ...(params.events?.length ? [`Confirmed per event:\n${params.events.map(eventLine).join('\n')}`] : []),
    ],
    list: [...params.answers.map(answerLine), ...(params.more > 0 ? [`… and ${params.more} more`] : [])],
    outro: `You get this daily digest because of your guest list settings; choose an e-mail for each answer or none there. Sent by ${BRAND}.`,
  };
});
