import { BRAND } from '@shared/constants';
import { answerLine, countsSentence, hostAnswersEmail, type AnswerCounts } from './host-answer-notice';

export interface HostDigestParams {
  eventName: string;
  /** New or changed answers of the day, newest first (at most DIGEST_MAX_LINES). */
  answers: { guestName: string; attending: boolean; guests: number }[];
  /** Answers of the day beyond those listed. */
  more: number;
  counts: AnswerCounts;
  /** The host's responses page. */
  url: string;
}

/** Answers listed in one digest; the rest are counted. */
export const DIGEST_MAX_LINES = 50;

/** To the host once a day with the day's new and changed answers (job `host-digest`, per invitation per day). */
export const hostDigest = hostAnswersEmail<HostDigestParams>('host-digest', (params, event) => {
  const total = params.answers.length + params.more;
  return {
    subject: `Daily digest for ${event}: ${total} ${total === 1 ? 'answer' : 'answers'}`,
    paragraphs: [`${total} ${total === 1 ? 'answer' : 'answers'} for ${event} arrived or changed in the last day. ${countsSentence(params.counts)}`],
    list: [...params.answers.map(answerLine), ...(params.more > 0 ? [`… and ${params.more} more`] : [])],
    outro: `You get this daily digest because of your guest list settings. Sent by ${BRAND}.`,
  };
});
