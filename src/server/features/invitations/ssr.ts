import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { OG_IMAGE, coverPaths } from '@shared/covers';
import type { EventType } from '@shared/constants';
import { invitationText } from '@shared/i18n/invitation';
import { formatCategory } from '@shared/templates';
import { coverSourceOfView, coverVersion } from '@server/features/covers/service';
import { InvitationPage } from '@web/features/invitation/InvitationPage';
import { PAGE_DATA_ID, type InvitationPageData } from '@web/features/invitation/page-data';
import { ISLAND_COMMENT, ISLAND_END_COMMENT } from '@web/features/invitation/renderer/islands';
import { collectPrecomputed } from '@web/features/invitation/renderer/format';
import { richTextToPlain } from '@server/lib/sanitize';
import { escapeHtml, safeJson } from '@server/lib/html-text';

const LANG_ATTR = { english: 'en', chinese: 'zh-Hans', malay: 'ms', tamil: 'ta' } as const;


/** The event's date as the invitation's language writes it (its guest table's locale). */
function formatDate(date: string | null, locale: string): string {
  const match = date?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return '';
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** Title, description, image and canonical URL for browsers and link previews (WhatsApp, Facebook). */
function headTags(data: InvitationPageData, canonicalUrl: string, publicUrl: string): { head: string; lang: string } {
  if (data.state === 'link-changed') {
    // A personal link's address (its token) is never indexed nor sent to another site.
    const tags = [`<title>${escapeHtml(data.title)}</title>`, `<meta name="robots" content="noindex" />`, `<meta name="referrer" content="strict-origin-when-cross-origin" />`];
    return { head: tags.join('\n    '), lang: LANG_ATTR[data.language] };
  }
  if (data.state !== 'ok') {
    const title = data.state === 'private' ? 'Private Invitation' : 'Invitation Not Found';
    return { head: `<title>${title}</title>\n<meta name="robots" content="noindex" />`, lang: 'en' };
  }
  const { invitation } = data;
  // A link preview is read by the guests, so it is in the invitation's language (issue 30), like the page.
  const text = invitationText(invitation.language);
  const eventType = text.eventTypes[invitation.eventType as EventType] ?? formatCategory(invitation.eventType);
  const fallbackTitle = invitation.language === 'english' ? `${eventType} invitation` : eventType;
  const title = richTextToPlain(invitation.eventName) || fallbackTitle;
  const description =
    [eventType, formatDate(invitation.date, text.locale), invitation.venue].filter(Boolean).join(' · ') +
    (invitation.tagline ? ` — ${invitation.tagline}` : '');
  // A published invitation's preview is its rendered cover (names, date), 1200×630; the URL names
  // the cover's version, so a change of names is a new image for WhatsApp's and Facebook's caches.
  // A draft (only its owner sees it) has no public cover: the template's art stands in.
  const published = invitation.templateStatus.toLowerCase() === 'published';
  const image = published
    ? `${publicUrl}${coverPaths.invitationOg(invitation.id, coverVersion(coverSourceOfView(invitation)))}`
    : invitation.template.imageUrl
      ? new URL(invitation.template.imageUrl, publicUrl).toString()
      : `${publicUrl}/favicon.svg`;
  const imageTags = published
    ? [
        `<meta property="og:image:type" content="image/jpeg" />`,
        `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
        `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
        `<meta property="og:image:alt" content="${escapeHtml(title)}" />`,
      ]
    : [];
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    ...imageTags,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    `<meta name="theme-color" content="${escapeHtml(invitation.customColors[0] ?? '#9f1239')}" />`,
  ];
  // The template's art fills the phone's screen behind the invitation: the page's largest image
  // (its LCP). Asked for here, at high priority, before the scripts and styles, so that it does not
  // wait for the parser or queue behind the gallery's photos (Lighthouse's LCP).
  const art = invitation.template.imageUrl?.trim() ?? '';
  if (art.startsWith('/') && !art.startsWith('//')) {
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(art)}" fetchpriority="high" />`);
  }
  if (data.guest) {
    // A household's personal link: never indexed, and its address (the token) never sent to another
    // site, even if a proxy drops the Referrer-Policy header (the canonical and og:url above are the public link).
    tags.push(`<meta name="robots" content="noindex" />`, `<meta name="referrer" content="strict-origin-when-cross-origin" />`);
  }
  return { head: tags.join('\n    '), lang: LANG_ATTR[invitation.language] };
}

/** A shell for when the web app is not built (server tests): same markup, no scripts or styles. */
const FALLBACK_SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><!--ssr-head--></head><body><div id="root"><!--ssr-body--></div><!--ssr-data--></body></html>`;

/**
 * The renderer marks each island with two empty <template>s (renderer/islands.tsx); the page carries
 * them as comments, which no CSS rule sees (decision 0037). React escapes every `<` of the host's
 * and guests' text, so only the renderer's own marks match.
 */
function islandMarksAsComments(markup: string): string {
  return markup
    .replace(/<template data-island="([a-zA-Z]+)"><\/template>/g, (_, name: string) => `<!--${ISLAND_COMMENT}${name}-->`)
    .replaceAll('<template data-island-end=""></template>', `<!--${ISLAND_END_COMMENT}-->`);
}

/** The whole page: the invitation rendered by the shared renderer, plus the data to hydrate it. */
export function renderInvitationHtml(shell: string | null, data: InvitationPageData, canonicalUrl: string, publicUrl: string): string {
  const drawn = collectPrecomputed(() => islandMarksAsComments(renderToString(createElement(InvitationPage, { data }))));
  const markup = drawn.result;
  const pageData = data.state === 'ok' ? { ...data, precomputed: drawn.precomputed } : data;
  const { head, lang } = headTags(data, canonicalUrl, publicUrl);
  return (shell ?? FALLBACK_SHELL)
    .replace('<html lang="en">', `<html lang="${lang}">`)
    // Replaced by functions: a string replacement reads "$'", "$`" and "$&" in a guest's name or wish as patterns.
    .replace('<!--ssr-head-->', () => head)
    .replace('<!--ssr-body-->', () => markup)
    .replace('<!--ssr-data-->', () => `<script type="application/json" id="${PAGE_DATA_ID}">${safeJson(pageData)}</script>`);
}
