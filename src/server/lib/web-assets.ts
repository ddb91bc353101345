import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOST_LANGUAGE_INFO, HOST_LANGUAGES, type HostLanguage } from '@shared/host-language';
import { languageLinkTags, localisedPageOf, type LocalisedPage } from '@shared/language-paths';
import { PRERENDERED_PAGES, prerenderedFile, prerenderedPageFor } from '@shared/prerendered';
import { cachedPageOf, sendCachedPage, type CachedPage } from './compressed-page';
import { pagePreloadTags } from './page-preloads';
import { requestLanguage, setLanguageCookie } from './request-language';

/**
 * The built HTML shells, read once per process: index.html (the SPA), the public pages with their
 * whole page drawn (scripts/prerender.tsx, with their compressed forms) and invitation.html (the
 * server-rendered public page). Null or empty when the web app has not been built (server tests).
 */
export interface WebAssets {
  spaHtml: string | null;
  /** By file name (PRERENDERED_PAGES, one per host language: `prerenderedFile`). */
  prerendered: Map<string, CachedPage>;
  invitationHtml: string | null;
  /** The public pages' shell (decision 0036), the gallery's frame: the server draws the page into its #root. */
  publicShellHtml: string | null;
}

/** A page the server draws whole for each request (the gallery, decision 0036), in the shell given: its HTML, or null for the app's shell. */
export type PageDrawer = (request: FastifyRequest, language: HostLanguage, shell: string) => Promise<string | null>;

const cache = new Map<string, WebAssets>();

export function webAssets(webDistDir: string): WebAssets {
  let assets = cache.get(webDistDir);
  if (!assets) {
    const readBytes = (file: string) => {
      const full = path.join(webDistDir, file);
      return fs.existsSync(full) ? fs.readFileSync(full) : null;
    };
    const read = (file: string) => readBytes(file)?.toString('utf8') ?? null;
    const prerendered = new Map<string, CachedPage>();
    for (const file of PRERENDERED_PAGES.flatMap((page) => HOST_LANGUAGES.map((language) => prerenderedFile(page, language)))) {
      const html = read(file);
      if (html === null) continue;
      // The build wrote the compressed forms beside it (scripts/precompress.mjs); compress here only without them.
      const [br, gzip] = [readBytes(`${file}.br`), readBytes(`${file}.gz`)];
      prerendered.set(file, br && gzip ? { html, br, gzip } : cachedPageOf(html));
    }
    assets = { spaHtml: read('index.html'), prerendered, invitationHtml: read('invitation.html'), publicShellHtml: read('public-shell.html') };
    cache.set(webDistDir, assets);
  }
  return assets;
}

/** The page's answer depends on the language asked for (decision 0030) as much as on the encoding. */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** A prerendered frame with a localised page's head links in, compressed once per process (the links name the public URL, known only here). */
const linkedFrames = new Map<string, CachedPage>();

/**
 * Answers a page of the app in the visitor's language (decision 0030: the `lang` cookie, else
 * Accept-Language, kept in the cookie from this first visit on): the shell with the page's first
 * frame drawn in that language where one was prerendered, else the plain shell with its `lang`
 * (the browser router draws the page and loads that language's words). A language URL (`/ms/`,
 * `/zh/templates`, language-paths.ts) is in its language whatever the cookie, and keeps it in the
 * cookie for the next pages; the landing and the gallery carry their canonical URL and `hreflang`
 * alternates. A page with a drawer (the gallery) is drawn whole by the server in that language. 503
 * when nothing is built.
 */
export async function sendAppPage(
  request: FastifyRequest,
  reply: FastifyReply,
  webDistDir: string,
  status = 200,
  drawers: Partial<Record<LocalisedPage, PageDrawer>> = {},
): Promise<FastifyReply> {
  const { spaHtml, prerendered, publicShellHtml } = webAssets(webDistDir);
  if (!spaHtml) return reply.status(503).send({ error: { code: 'NOT_BUILT', message: 'The web app is not built: run npm run build.' } });
  const pathname = request.url.split('?')[0] ?? '/';
  const localised = status === 200 ? localisedPageOf(pathname) : null;
  const asked = requestLanguage(request);
  const language = localised?.language ?? asked.language;
  if (!asked.fromCookie || asked.language !== language) setLanguageCookie(request, reply, language);
  const links = localised ? languageLinkTags(request.server.ctx.config.publicUrl, localised.page, language) : '';
  const drawer = localised && drawers[localised.page];
  const drawn = drawer && publicShellHtml ? await drawer(request, language, publicShellHtml) : null;
  if (drawn) {
    // Drawn for this request (its query and the catalogue of the moment): compressed by the app's compress plugin.
    return reply.header('Cache-Control', 'no-cache').header('Vary', PAGE_VARY).type('text/html; charset=utf-8').send(drawn.replace('</head>', () => `${links}</head>`));
  }
  const page = localised ? prerenderedPageFor(localised.page) : undefined;
  const file = page && prerenderedFile(page, language);
  const frame = file ? prerendered.get(file) : undefined;
  if (frame && file) {
    const key = `${webDistDir}\n${file}\n${links}`;
    let linked = linkedFrames.get(key);
    if (!linked) {
      linked = cachedPageOf(frame.html.replace('</head>', `${links}</head>`));
      linkedFrames.set(key, linked);
    }
    return sendCachedPage(request, reply, linked, PAGE_VARY);
  }
  const preloads = status === 200 ? pagePreloadTags(webDistDir, pathname) : null;
  let html = preloads ? spaHtml.replace('<head>', `<head>${preloads.data}`).replace('</head>', `${preloads.code}</head>`) : spaHtml;
  if (links) html = html.replace('</head>', `${links}</head>`);
  if (language !== 'english') html = html.replace('<html lang="en">', `<html lang="${HOST_LANGUAGE_INFO[language].lang}">`);
  return reply.status(status).header('Cache-Control', 'no-cache').header('Vary', PAGE_VARY).type('text/html; charset=utf-8').send(html);
}
