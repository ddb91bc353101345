import { LANGUAGES, type Language } from '@shared/constants';
import type { MailMessage } from '@server/lib/mailer';

/**
 * One e-mail: its words in each language it is written in, its subject, plain text and HTML.
 * `lang` is any language name (an invitation's `language` column, say): a language the e-mail has
 * no words for gets the English ones, so a mail is "ready for translation" before it is translated.
 */
export interface EmailTemplate<P> {
  /** Stable name, e.g. `rsvp-edit-link` (snapshots and logs). */
  readonly id: string;
  /** The languages it has its own words for (English always). */
  readonly languages: readonly Language[];
  subject(params: P, lang: string): string;
  text(params: P, lang: string): string;
  html(params: P, lang: string): string;
}

/** An e-mail's words per language: English is required, every other language optional. */
export type Translations<S> = { english: S } & Partial<Record<Language, S>>;

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The words for `lang`, or the English ones when the e-mail has none in that language. */
export function translationFor<S>(translations: Translations<S>, lang: string): { language: Language; strings: S } {
  const own = isLanguage(lang) ? translations[lang] : undefined;
  return own && isLanguage(lang) ? { language: lang, strings: own } : { language: 'english', strings: translations.english };
}

/** The languages a table has words for, in LANGUAGES order (English first). */
export function languagesOf(translations: Translations<unknown>): Language[] {
  return LANGUAGES.filter((language) => translations[language] !== undefined);
}

/** The longest subject a mail gets (an event name may have 2,000 characters; mail clients show far fewer). */
export const SUBJECT_MAX = 150;

/**
 * A subject of at most SUBJECT_MAX characters (UTF-16 units, as `length` counts them): a longer one
 * is cut at a whole character and ends with "…". Every template's words pass here (`emailTemplate`,
 * layout.ts: the subject and the HTML title), and `renderEmail` again for any other template.
 */
export function boundSubject(subject: string): string {
  if (subject.length <= SUBJECT_MAX) return subject;
  let cut = '';
  for (const character of subject) {
    if (cut.length + character.length > SUBJECT_MAX - 1) break;
    cut += character;
  }
  return `${cut.trimEnd()}…`;
}

/** The one way a MailMessage is made: every mail the server sends goes through here. */
export function renderEmail<P>(template: EmailTemplate<P>, params: P, options: { to: string; lang: string }): MailMessage {
  return {
    to: options.to,
    subject: boundSubject(template.subject(params, options.lang)),
    text: template.text(params, options.lang),
    html: template.html(params, options.lang),
  };
}
