import { BRAND } from '@shared/constants';
import { invitationText } from '@shared/i18n/invitation';
import { escapeHtml } from './layout';
import { languagesOf, translationFor, type EmailTemplate, type Translations } from './template';

/**
 * The words of a mail with several paragraphs, an optional list and one call-to-action link: the
 * guest-list mails (a host's own message keeps its line breaks; a digest lists answers). The
 * second builder beside `linkEmail` (decision 0018), in the same shell.
 */
export interface BlocksEmailWords {
  subject: string;
  /** Paragraphs before the link; a line break inside one is kept. */
  paragraphs: string[];
  /** Bullet points after the paragraphs (e.g. the answers of the day). */
  list?: string[];
  /** The link's label. */
  action: string;
  /** Last paragraph. */
  outro: string;
}

/** Plain text: paragraphs, "- " bullets, then `action: url`. Callers keep URLs out of paragraphs other than the link itself. */
export function blocksEmailText(words: BlocksEmailWords, url: string): string {
  const list = words.list?.length ? [words.list.map((line) => `- ${line}`).join('\n')] : [];
  return [...words.paragraphs, ...list, `${words.action}: ${url}`, words.outro].join('\n\n') + '\n';
}

const paragraphHtml = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** The shell of layout.ts with several paragraphs and a list; every value escaped. */
export function blocksEmailHtml(words: BlocksEmailWords, url: string, htmlLang: string): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(htmlLang)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8fafc;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">',
    ...words.paragraphs.map(paragraphHtml),
    ...(words.list?.length ? [`<ul>${words.list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`] : []),
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0f172a;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(words.action)}</a></p>`,
    paragraphHtml(words.outro),
    '</div>',
    `<p style="max-width:560px;margin:16px auto 0;color:#64748b;font-size:13px;text-align:center">${escapeHtml(BRAND)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function blocksEmail<P>(definition: { id: string; url: (params: P) => string; words: Translations<(params: P) => BlocksEmailWords> }): EmailTemplate<P> {
  const words = (params: P, lang: string) => {
    const { language, strings } = translationFor(definition.words, lang);
    return { language, words: strings(params) };
  };
  return {
    id: definition.id,
    languages: languagesOf(definition.words),
    subject: (params, lang) => words(params, lang).words.subject,
    text: (params, lang) => blocksEmailText(words(params, lang).words, definition.url(params)),
    html: (params, lang) => {
      const { language, words: w } = words(params, lang);
      return blocksEmailHtml(w, definition.url(params), invitationText(language).lang);
    },
  };
}
