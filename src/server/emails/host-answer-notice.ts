import { BRAND } from '@shared/constants';
import { blocksEmail, type BlocksEmailWords } from './blocks';
import type { EmailTemplate } from './template';

/** The invitation's counts so far, as the host mails state them. */
export interface AnswerCounts {
  attending: number;
  attendingGuests: number;
  declined: number;
  /** Households on the guest list (0 without one). */
  invited: number;
  /** Invited households that have not answered. */
  pending: number;
}

export interface HostAnswerNoticeParams {
  guestName: string;
  /** The invited household the answer came through, or '' (the open link). */
  householdName: string;
  attending: boolean;
  guests: number;
  /** A changed answer rather than a new one. */
  changed: boolean;
  /** The invitation's first answer (setting "first answer at once, then a daily digest"). */
  first?: boolean;
  eventName: string;
  counts: AnswerCounts;
  /** The host's responses page. */
  url: string;
}

export function countsSentence(counts: AnswerCounts): string {
  const base = `So far: ${counts.attending} attending (${counts.attendingGuests} ${counts.attendingGuests === 1 ? 'guest' : 'guests'}), ${counts.declined} declined`;
  return counts.invited > 0 ? `${base}; ${counts.pending} of ${counts.invited} invited households have not answered yet.` : `${base}.`;
}

export const answerLine = (answer: { guestName: string; attending: boolean; guests: number }) =>
  answer.attending ? `${answer.guestName}: attending, ${answer.guests} ${answer.guests === 1 ? 'guest' : 'guests'}` : `${answer.guestName}: not attending`;

/**
 * A mail to the host about answers: it links to the responses page (`params.url`) as "See all
 * responses"; `english` gets the event's name, "your event" when it has none.
 */
export function hostAnswersEmail<P extends { eventName: string; url: string }>(id: string, english: (params: P, event: string) => Omit<BlocksEmailWords, 'action'>): EmailTemplate<P> {
  return blocksEmail<P>({ id, url: (params) => params.url, words: { english: (params) => ({ ...english(params, params.eventName || 'your event'), action: 'See all responses' }) } });
}

/**
 * To the host about one answer (job `host-answer-notice`): each new or changed answer with the
 * setting "each answer"; the invitation's first answer with "first answer, then a daily digest" (the default).
 */
export const hostAnswerNotice = hostAnswersEmail<HostAnswerNoticeParams>('host-answer-notice', (params, event) => {
  const who = params.householdName && params.householdName !== params.guestName ? `${params.guestName} (invited as ${params.householdName})` : params.guestName;
  const answer = params.attending ? `attending with ${params.guests} ${params.guests === 1 ? 'guest' : 'guests'}` : 'not attending';
  const kind = params.first ? 'First answer' : params.changed ? 'Changed answer' : 'New answer';
  return {
    subject: `${kind} for ${event}: ${params.guestName}`,
    paragraphs: [`${who} ${params.changed ? 'changed their answer to' : 'answered'}: ${answer}.`, countsSentence(params.counts)],
    outro: params.first
      ? `This is your first answer. The next ones come together in one e-mail a day (a daily digest); choose an e-mail for each answer, the digest only, or none in your guest list settings. Sent by ${BRAND}.`
      : `You get this e-mail for each answer because of your guest list settings; choose a daily digest or none there. Sent by ${BRAND}.`,
  };
});
