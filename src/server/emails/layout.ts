import { BRAND } from '@shared/constants';
import { invitationText } from '@shared/i18n/invitation';
import { boundSubject, languagesOf, translationFor, type EmailTemplate, type Translations } from './template';
import { escapeHtml } from '@server/lib/html-text';

/** The words of a mail with one call-to-action link (every mail we send today). */
export interface LinkEmailWords {
  subject: string;
  /** First paragraph. */
  intro: string;
  /** The link's label. */
  action: string;
  /** Last paragraph. */
  outro: string;
}

export { escapeHtml };

/**
 * The plain-text version, readable on its own: the link is written out in full after its label.
 * It is the first link in the message (tests and people copy the first one).
 */
export function linkEmailText(words: LinkEmailWords, url: string): string {
  return `${words.intro}\n\n${words.action}: ${url}\n\n${words.outro}\n`;
}

/** The one HTML shell: every value escaped, inline styles only (mail clients drop style sheets). */
export function emailShellHtml(shell: { subject: string; htmlLang: string; before: string[]; url: string; action: string; after: string[] }): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(shell.htmlLang)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(shell.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8fafc;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">',
    ...shell.before,
    `<p><a href="${escapeHtml(shell.url)}" style="display:inline-block;padding:10px 18px;background:#0f172a;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(shell.action)}</a></p>`,
    ...shell.after,
    '</div>',
    `<p style="max-width:560px;margin:16px auto 0;color:#64748b;font-size:13px;text-align:center">${escapeHtml(BRAND)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function linkEmailHtml(words: LinkEmailWords, url: string, htmlLang: string): string {
  return emailShellHtml({ subject: words.subject, htmlLang, before: [`<p>${escapeHtml(words.intro)}</p>`], url, action: words.action, after: [`<p>${escapeHtml(words.outro)}</p>`] });
}

/** A template from its words per language and a text and HTML rendering of one language's words. */
export function emailTemplate<P, W extends { subject: string }>(
  definition: { id: string; url: (params: P) => string; words: Translations<(params: P) => W> },
  render: { text: (words: W, url: string) => string; html: (words: W, url: string, htmlLang: string) => string },
): EmailTemplate<P> {
  const words = (params: P, lang: string) => {
    const { language, strings } = translationFor(definition.words, lang);
    const own = strings(params);
    return { language, words: { ...own, subject: boundSubject(own.subject) } };
  };
  return {
    id: definition.id,
    languages: languagesOf(definition.words),
    subject: (params, lang) => words(params, lang).words.subject,
    text: (params, lang) => render.text(words(params, lang).words, definition.url(params)),
    html: (params, lang) => {
      const { language, words: w } = words(params, lang);
      return render.html(w, definition.url(params), invitationText(language).lang);
    },
  };
}

/** A template for a mail with one link: its words per language and where the link goes. */
export function linkEmail<P>(definition: { id: string; url: (params: P) => string; words: Translations<(params: P) => LinkEmailWords> }): EmailTemplate<P> {
  return emailTemplate(definition, { text: linkEmailText, html: linkEmailHtml });
}
