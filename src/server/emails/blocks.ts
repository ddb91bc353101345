import { emailShellHtml, emailTemplate, escapeHtml } from './layout';
import type { EmailTemplate, Translations } from './template';

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
  const list = words.list?.length ? [`<ul>${words.list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`] : [];
  return emailShellHtml({ subject: words.subject, htmlLang, before: [...words.paragraphs.map(paragraphHtml), ...list], url, action: words.action, after: [paragraphHtml(words.outro)] });
}

export function blocksEmail<P>(definition: { id: string; url: (params: P) => string; words: Translations<(params: P) => BlocksEmailWords> }): EmailTemplate<P> {
  return emailTemplate(definition, { text: blocksEmailText, html: blocksEmailHtml });
}
