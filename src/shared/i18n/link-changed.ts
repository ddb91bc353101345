import type { Language } from '@shared/constants';

/**
 * The page a personal link shows once it no longer works (issue 30.4): the host made a new link for
 * the household (a new link version), or the link was mistyped. Which it was is not told (decision
 * 0020: a revoked, unknown or malformed token all look the same), so the words fit both: the link has
 * changed, ask the host for the new one. In the invitation's language; the page carries its one
 * language's words, so the guest page's script holds none of these.
 */
export interface LinkChangedWords {
  title: string;
  text: string;
}

export const LINK_CHANGED: Record<Language, LinkChangedWords> = {
  english: {
    title: 'This link has changed',
    text: 'This personal invitation link no longer works: the host may have sent you a new one. Please ask the host for your new link.',
  },
  malay: {
    title: 'Pautan ini telah bertukar',
    text: 'Pautan jemputan peribadi ini tidak lagi berfungsi: tuan rumah mungkin telah menghantar pautan baharu kepada anda. Sila minta pautan baharu anda daripada tuan rumah.',
  },
  chinese: {
    title: '此链接已更换',
    text: '这个专属邀请链接已失效：主办人可能已给您发送了新链接。请向主办人索取您的新链接。',
  },
  tamil: {
    title: 'இந்த இணைப்பு மாற்றப்பட்டுள்ளது',
    text: 'இந்தத் தனிப்பட்ட அழைப்பிதழ் இணைப்பு இனி வேலை செய்யாது: அழைப்பவர் உங்களுக்குப் புதிய இணைப்பை அனுப்பியிருக்கலாம். உங்கள் புதிய இணைப்பை அழைப்பவரிடம் கேட்டுப் பெறவும்.',
  },
};

/** The words in a language, English for anything unknown. */
export const linkChangedWords = (language: string): LinkChangedWords => (LINK_CHANGED as Record<string, LinkChangedWords | undefined>)[language] ?? LINK_CHANGED.english;
