import fs from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_LANGUAGES } from '@shared/host-language';
import { LOCALISED_PAGES, localisedPageOf, localisedPath } from '@shared/language-paths';
import { isKnownAppPath } from '@shared/paths';
import { slugProblem } from '@shared/slug';
import { Client, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { FAKE_SPA, fakeWebDist } from '../support/web-dist';

/*
 * Issue 29: the landing and the gallery have a URL per language (/ms/, /zh/, /ms/templates …), in
 * that language whatever the cookie, with `hreflang` alternates and a canonical URL of their own
 * language, so search engines find the Malay and Chinese pages. Through the real app.
 */

const SPA = FAKE_SPA;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fakeWebDist('<title>app</title>');
  t = await createTestApp({ WEB_DIST_DIR: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const identity = { 'accept-encoding': 'identity' };

/** The head's canonical URL and its alternates, by hreflang. */
function linksOf(html: string) {
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  return { canonical, alternates };
}

const LANDING_ALTERNATES = { en: `${TEST_ORIGIN}/`, ms: `${TEST_ORIGIN}/ms/`, 'zh-Hans': `${TEST_ORIGIN}/zh/`, 'x-default': `${TEST_ORIGIN}/` };
const GALLERY_ALTERNATES = {
  en: `${TEST_ORIGIN}/templates`,
  ms: `${TEST_ORIGIN}/ms/templates`,
  'zh-Hans': `${TEST_ORIGIN}/zh/templates`,
  'x-default': `${TEST_ORIGIN}/templates`,
};

describe('the landing per language', () => {
  it('sends the Malay frame at /ms/ to an English visitor, and keeps Malay for the next pages', async () => {
    const client = new Client(t.app);
    client.cookies.set('lang', 'english');
    const response = await client.get('/ms/', { ...identity, 'accept-language': 'en-GB' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.body).toContain('<html lang="ms">');
    expect(response.body).toContain('<h1>Kad jemputan</h1>');
    expect(linksOf(response.body)).toEqual({ canonical: [`${TEST_ORIGIN}/ms/`], alternates: LANDING_ALTERNATES });
    expect(response.headers['set-cookie']).toMatch(/^lang=malay; Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect(client.cookies.get('lang')).toBe('malay');
    // The next page without a prefix follows the kept language.
    const next = await client.get('/auth');
    expect(next.body).toContain('<html lang="ms">');
  });

  it('sends the Chinese frame at /zh and /zh/ (one page, the server drops the slash), compressed', async () => {
    for (const url of ['/zh', '/zh/']) {
      const response = await t.app.inject({ url, headers: { cookie: 'lang=malay', 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain('<html lang="zh-Hans">');
      expect(html).toContain('<h1>电子请柬</h1>');
      expect(linksOf(html)).toEqual({ canonical: [`${TEST_ORIGIN}/zh/`], alternates: LANDING_ALTERNATES });
      expect(response.headers['set-cookie']).toContain('lang=chinese');
    }
  });

  it('leaves the cookie alone when it already says the URL\'s language', async () => {
    const response = await t.app.inject({ url: '/ms', headers: { cookie: 'lang=malay', ...identity } });
    expect(response.body).toContain('<h1>Kad jemputan</h1>');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('keeps / in the visitor\'s language, its canonical being that language\'s URL', async () => {
    const english = await t.app.inject({ url: '/', headers: identity });
    expect(english.body).toContain('<h1>Invitations your guests</h1>');
    expect(linksOf(english.body)).toEqual({ canonical: [`${TEST_ORIGIN}/`], alternates: LANDING_ALTERNATES });
    const malay = await t.app.inject({ url: '/?utm_source=whatsapp', headers: { cookie: 'lang=malay', ...identity } });
    expect(malay.body).toContain('<h1>Kad jemputan</h1>');
    expect(linksOf(malay.body).canonical).toEqual([`${TEST_ORIGIN}/ms/`]);
    const chinese = await t.app.inject({ url: '/', headers: { 'accept-language': 'zh-CN', ...identity } });
    expect(chinese.body).toContain('<h1>电子请柬</h1>');
    expect(linksOf(chinese.body).canonical).toEqual([`${TEST_ORIGIN}/zh/`]);
  });
});

describe('the gallery per language', () => {
  it('sends /ms/templates in Malay with its alternates, whatever the cookie, and keeps Malay', async () => {
    const response = await t.app.inject({ url: '/ms/templates?category=wedding', headers: { cookie: 'lang=chinese' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ms">');
    expect(response.body).toContain('<div id="root"></div>');
    expect(linksOf(response.body)).toEqual({ canonical: [`${TEST_ORIGIN}/ms/templates`], alternates: GALLERY_ALTERNATES });
    expect(response.headers['set-cookie']).toContain('lang=malay');
  });

  it('sends /zh/templates in Chinese and /templates in the visitor\'s language', async () => {
    const chinese = await t.app.inject({ url: '/zh/templates', headers: { 'accept-language': 'ms' } });
    expect(chinese.body).toContain('<html lang="zh-Hans">');
    expect(linksOf(chinese.body)).toEqual({ canonical: [`${TEST_ORIGIN}/zh/templates`], alternates: GALLERY_ALTERNATES });
    const own = await t.app.inject({ url: '/templates', headers: { 'accept-language': 'ms' } });
    expect(own.body).toContain('<html lang="ms">');
    expect(linksOf(own.body)).toEqual({ canonical: [`${TEST_ORIGIN}/ms/templates`], alternates: GALLERY_ALTERNATES });
    const english = await t.app.inject({ url: '/templates' });
    expect(english.body).toContain('<html lang="en">');
    expect(linksOf(english.body).canonical).toEqual([`${TEST_ORIGIN}/templates`]);
  });

  it('puts no language links on other pages, and /ms/<anything else> is not a page', async () => {
    const auth = await t.app.inject({ url: '/auth' });
    expect(auth.body).toBe(SPA);
    const unknown = await t.app.inject({ url: '/ms/dashboard', headers: { cookie: 'lang=english' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('hreflang');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });
});

describe('language paths', () => {
  it('reads the page and language of a path', () => {
    expect(localisedPageOf('/')).toEqual({ page: '/', language: null });
    expect(localisedPageOf('/templates')).toEqual({ page: '/templates', language: null });
    expect(localisedPageOf('/ms')).toEqual({ page: '/', language: 'malay' });
    expect(localisedPageOf('/ms/')).toEqual({ page: '/', language: 'malay' });
    expect(localisedPageOf('/zh/templates')).toEqual({ page: '/templates', language: 'chinese' });
    expect(localisedPageOf('/msx')).toBeNull();
    expect(localisedPageOf('/ms/auth')).toBeNull();
    expect(localisedPageOf('/auth')).toBeNull();
  });

  it('every language URL is a known page of the app, and reserved as a custom URL', () => {
    for (const page of LOCALISED_PAGES) {
      for (const language of HOST_LANGUAGES) {
        const url = localisedPath(page, language);
        expect(localisedPageOf(url)).toEqual({ page, language: language === 'english' ? null : language });
        expect(isKnownAppPath(url.length > 1 ? url.replace(/\/$/, '') : url)).toBe(true);
      }
    }
    expect(slugProblem('ms')).toBe('This URL is reserved. Please choose another one.');
    expect(slugProblem('zh')).toBe('This URL is reserved. Please choose another one.');
  });
});
