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

/** To the host for each new or changed answer, when the guest-list setting asks for it (job `host-answer-notice`). */
export const hostAnswerNotice = hostAnswersEmail<HostAnswerNoticeParams>('host-answer-notice', (params, event) => {
  const who = params.householdName && params.householdName !== params.guestName ? `${params.guestName} (invited as ${params.householdName})` : params.guestName;
  const answer = params.attending ? `attending with ${params.guests} ${params.guests === 1 ? 'guest' : 'guests'}` : 'not attending';
  return {
    subject: `${params.changed ? 'Changed answer' : 'New answer'} for ${event}: ${params.guestName}`,
    paragraphs: [`${who} ${params.changed ? 'changed their answer to' : 'answered'}: ${answer}.`, countsSentence(params.counts)],
    outro: `You get this e-mail for each answer because of your guest list settings; choose a daily digest or none there. Sent by ${BRAND}.`,
  };
});
