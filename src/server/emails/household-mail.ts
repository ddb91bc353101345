import { BRAND, LANGUAGES, type Language } from '@shared/constants';
import { blocksEmail, type BlocksEmailWords } from './blocks';
import type { EmailTemplate, Translations } from './template';

/** What every mail to a household is given (the invitation and the reminder). */
export interface HouseholdMailParams {
  /** The household as it appears on the invitation ("Encik Ahmad sekeluarga"). */
  householdName: string;
  /** The invitation's event name as plain text; may be empty. */
  eventName: string;
  /** The event's date as the guest reads it, in the mail's language; may be empty. */
  date: string;
  /** The household's personal link. */
  url: string;
}

/** The phrases the household mails word alike, in the mail's language. */
export interface HouseholdPhrases {
  /** The event as a sentence names it ("our celebration" when it has no name). */
  event: string;
  /** The event with its date when there is one ("Nadia & Omar on 20 March 2027"). */
  eventOnDate: string;
  /** The salutation, the first paragraph ("Dear Encik Ahmad sekeluarga,"). */
  dear: string;
}

type Phrasebook = (params: HouseholdMailParams) => HouseholdPhrases & { outro: string };

/**
 * One phrasebook per language, so the invitation and the reminder cannot drift apart: the same
 * salutation, the same way of naming the event and its date, the same closing line about the link.
 */
const PHRASES: Record<Language, Phrasebook> = {
  english: ({ householdName, eventName, date }) => {
    const event = eventName || 'our celebration';
    return {
      event,
      eventOnDate: `${event}${date ? ` on ${date}` : ''}`,
      dear: `Dear ${householdName},`,
      outro: `This link is personal to ${householdName}: please do not share it. Sent by ${BRAND} for the host.`,
    };
  },
  malay: ({ householdName, eventName, date }) => {
    const event = eventName || 'majlis kami';
    return { event, eventOnDate: `${event}${date ? ` pada ${date}` : ''}`, dear: `Kepada ${householdName},`, outro: `Pautan ini khas untuk ${householdName}: mohon jangan kongsikan. Dihantar oleh ${BRAND} bagi pihak tuan rumah.` };
  },
  chinese: ({ householdName, eventName, date }) => {
    const event = eventName ? `“${eventName}”` : '本次活动';
    return { event, eventOnDate: `${event}${date ? `（${date}）` : ''}`, dear: `致 ${householdName}：`, outro: `此链接为 ${householdName} 专属，请勿转发。此邮件由 ${BRAND} 代主办人发送。` };
  },
  tamil: ({ householdName, eventName, date }) => {
    // "… நிகழ்வு" takes the case ending the sentence puts after it (நிகழ்வுக்கு, நிகழ்வுக்கான); the date comes first.
    const event = eventName ? `“${eventName}” நிகழ்வு` : 'எங்கள் நிகழ்வு';
    return {
      event,
      eventOnDate: `${date ? `${date} அன்று நடைபெறும் ` : ''}${event}`,
      dear: `அன்புள்ள ${householdName},`,
      outro: `இந்த இணைப்பு ${householdName} அவர்களுக்கு மட்டுமே: பகிர வேண்டாம். அழைப்பவர் சார்பாக ${BRAND} அனுப்பியது.`,
    };
  },
};

type HouseholdWords<P> = (params: P, phrases: HouseholdPhrases) => Omit<BlocksEmailWords, 'outro'>;

/**
 * A mail to a household (guest-invitation.ts, guest-reminder.ts): its call to action is the
 * household's personal link and its last paragraph says the link is personal. Each language's words
 * get that language's phrases (above) besides the params.
 */
export function householdEmail<P extends HouseholdMailParams>(id: string, words: Translations<HouseholdWords<P>>): EmailTemplate<P> {
  const translations: Translations<(params: P) => BlocksEmailWords> = { english: withPhrases(words.english, PHRASES.english) };
  for (const language of LANGUAGES) {
    const own = words[language];
    if (own) translations[language] = withPhrases(own, PHRASES[language]);
  }
  return blocksEmail<P>({ id, url: (params) => params.url, words: translations });
}

function withPhrases<P extends HouseholdMailParams>(words: HouseholdWords<P>, phrasebook: Phrasebook): (params: P) => BlocksEmailWords {
  return (params) => {
    const { outro, ...phrases } = phrasebook(params);
    return { ...words(params, phrases), outro };
  };
}
