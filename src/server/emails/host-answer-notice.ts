import { BRAND } from '@shared/constants';
import type { HostLanguage } from '@shared/host-language';
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

/** The phrases the answer notice and the digest word alike, per host language (glossary.md). */
export interface HostAnswerPhrases {
  /** The invitation's event as a sentence names it ("your event" when it has none). */
  event: (eventName: string) => string;
  /** "3 guests". */
  guests: (n: number) => string;
  /** The counts so far, one sentence. */
  counts: (counts: AnswerCounts) => string;
  /** One answer as a digest lists it ("Lina: attending, 3 guests"). */
  answerLine: (answer: { guestName: string; attending: boolean; guests: number }) => string;
  /** The link's label (to the responses page). */
  action: string;
}

const englishGuests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

export const HOST_ANSWER_PHRASES: Record<HostLanguage, HostAnswerPhrases> = {
  english: {
    event: (eventName) => eventName || 'your event',
    guests: englishGuests,
    counts: (counts) => {
      const base = `So far: ${counts.attending} attending (${englishGuests(counts.attendingGuests)}), ${counts.declined} declined`;
      return counts.invited > 0 ? `${base}; ${counts.pending} of ${counts.invited} invited households have not answered yet.` : `${base}.`;
    },
    answerLine: (answer) => (answer.attending ? `${answer.guestName}: attending, ${englishGuests(answer.guests)}` : `${answer.guestName}: not attending`),
    action: 'See all responses',
  },
  malay: {
    event: (eventName) => eventName || 'majlis anda',
    guests: (n) => `${n} tetamu`,
    counts: (counts) => {
      const base = `Setakat ini: ${counts.attending} hadir (${counts.attendingGuests} tetamu), ${counts.declined} tidak dapat hadir`;
      return counts.invited > 0 ? `${base}; ${counts.pending} daripada ${counts.invited} isi rumah yang dijemput belum menjawab.` : `${base}.`;
    },
    answerLine: (answer) => (answer.attending ? `${answer.guestName}: hadir, ${answer.guests} tetamu` : `${answer.guestName}: tidak dapat hadir`),
    action: 'Lihat semua jawapan',
  },
  chinese: {
    event: (eventName) => (eventName ? `“${eventName}”` : '您的活动'),
    guests: (n) => `${n} 位宾客`,
    counts: (counts) => {
      const base = `目前：${counts.attending} 份回复出席（共 ${counts.attendingGuests} 位宾客），${counts.declined} 份回复不能出席`;
      return counts.invited > 0 ? `${base}；${counts.invited} 个受邀家庭中尚有 ${counts.pending} 个未回复。` : `${base}。`;
    },
    answerLine: (answer) => (answer.attending ? `${answer.guestName}：出席，${answer.guests} 位宾客` : `${answer.guestName}：不能出席`),
    action: '查看所有回复',
  },
};

/** The English counts sentence (kept for callers and tests that state it). */
export const countsSentence = (counts: AnswerCounts) => HOST_ANSWER_PHRASES.english.counts(counts);
/** The English digest line of one answer. */
export const answerLine = (answer: { guestName: string; attending: boolean; guests: number }) => HOST_ANSWER_PHRASES.english.answerLine(answer);

type HostAnswerWords<P> = (params: P, phrases: HostAnswerPhrases & { eventNamed: string }) => Omit<BlocksEmailWords, 'action'>;

/**
 * A mail to the host about answers, in the account's language (decision 0030): it links to the
 * responses page (`params.url`) as "See all responses"; each language's words get that language's
 * phrases, with the event named ("your event" when it has none).
 */
export function hostAnswersEmail<P extends { eventName: string; url: string }>(id: string, words: Record<HostLanguage, HostAnswerWords<P>>): EmailTemplate<P> {
  const inLanguage = (language: HostLanguage) => (params: P) => {
    const phrases = HOST_ANSWER_PHRASES[language];
    return { ...words[language](params, { ...phrases, eventNamed: phrases.event(params.eventName) }), action: phrases.action };
  };
  return blocksEmail<P>({ id, url: (params) => params.url, words: { english: inLanguage('english'), malay: inLanguage('malay'), chinese: inLanguage('chinese') } });
}

/**
 * To the host about one answer (job `host-answer-notice`): each new or changed answer with the
 * setting "each answer"; the invitation's first answer with "first answer, then a daily digest" (the default).
 */
export const hostAnswerNotice = hostAnswersEmail<HostAnswerNoticeParams>('host-answer-notice', {
  english: (params, { eventNamed: event, guests, counts }) => {
    const who = params.householdName && params.householdName !== params.guestName ? `${params.guestName} (invited as ${params.householdName})` : params.guestName;
    const answer = params.attending ? `attending with ${guests(params.guests)}` : 'not attending';
    const kind = params.first ? 'First answer' : params.changed ? 'Changed answer' : 'New answer';
    return {
      subject: `${kind} for ${event}: ${params.guestName}`,
      paragraphs: [`${who} ${params.changed ? 'changed their answer to' : 'answered'}: ${answer}.`, counts(params.counts)],
      outro: params.first
        ? `This is your first answer. The next ones come together in one e-mail a day (a daily digest); choose an e-mail for each answer, the digest only, or none in your guest list settings. Sent by ${BRAND}.`
        : `You get this e-mail for each answer because of your guest list settings; choose a daily digest or none there. Sent by ${BRAND}.`,
    };
  },
  malay: (params, { eventNamed: event, guests, counts }) => {
    const who = params.householdName && params.householdName !== params.guestName ? `${params.guestName} (dijemput sebagai ${params.householdName})` : params.guestName;
    const answer = params.attending ? `hadir, ${guests(params.guests)}` : 'tidak dapat hadir';
    const kind = params.first ? 'Jawapan pertama' : params.changed ? 'Jawapan ditukar' : 'Jawapan baharu';
    return {
      subject: `${kind} untuk ${event}: ${params.guestName}`,
      paragraphs: [`${who} ${params.changed ? 'menukar jawapan kepada' : 'menjawab'}: ${answer}.`, counts(params.counts)],
      outro: params.first
        ? `Ini jawapan pertama yang anda terima. Jawapan seterusnya akan dihimpunkan dalam satu e-mel sehari (ringkasan harian); dalam tetapan senarai tetamu, anda boleh memilih e-mel untuk setiap jawapan, ringkasan harian sahaja, atau tiada e-mel. Dihantar oleh ${BRAND}.`
        : `Anda menerima e-mel ini untuk setiap jawapan kerana tetapan senarai tetamu anda; di situ anda boleh memilih ringkasan harian atau tiada e-mel. Dihantar oleh ${BRAND}.`,
    };
  },
  chinese: (params, { eventNamed: event, guests, counts }) => {
    const who = params.householdName && params.householdName !== params.guestName ? `${params.guestName}（以“${params.householdName}”受邀）` : params.guestName;
    const answer = params.attending ? `出席，${guests(params.guests)}` : '不能出席';
    const kind = params.first ? '第一份回复' : params.changed ? '更改的回复' : '新回复';
    return {
      subject: `${event}的${kind}：${params.guestName}`,
      paragraphs: [`${who}${params.changed ? '将回复改为' : '回复'}：${answer}。`, counts(params.counts)],
      outro: params.first
        ? `这是您收到的第一份回复。之后的回复将合并为每天一封电子邮件（每日摘要）；您可以在宾客名单设置中选择每份回复都发邮件、只收每日摘要，或不收邮件。此邮件由 ${BRAND} 发送。`
        : `根据您的宾客名单设置，每份回复都会发送此邮件；您可以在那里改为每日摘要或不收邮件。此邮件由 ${BRAND} 发送。`,
    };
  },
});
