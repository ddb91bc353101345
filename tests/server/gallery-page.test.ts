import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '@server/db/schema';
import { seed } from '@server/db/seed';
import type { TemplateListResponse } from '@shared/templates';
import { GALLERY_DATA_ID } from '@web/lib/islands';
import { Client, createTestApp, type TestApp } from '../support/test-app';
import { fakeWebDist } from '../support/web-dist';

/*
 * Issue 30.3, decision 0036: the gallery arrives whole, drawn by the server for each request with the
 * list its address asks for, in the visitor's language, and with that list beside it for the island.
 * Through the real app and database, with the public pages' shell standing in for the build.
 */

let t: TestApp;
let dir: string;
const HOSTILE_NAME = '</script><script>alert(1)</script> & "Quotes"';
const DRAFT_NAME = 'Unpublished Secret';

beforeAll(async () => {
  dir = fakeWebDist('', { publicShell: true });
  t = await createTestApp({ WEB_DIST_DIR: dir, RATE_LIMITS: 'off' });
  await seed(t.ctx);
  const { db } = t.ctx.database;
  // Newer than every seeded template: each would be the first card if drawn.
  await db.insert(templates).values([
    { name: HOSTILE_NAME, category: 'birthday', imageUrl: '/files/template_images/x.webp', templateStatus: 'Published', createdAt: new Date(Date.UTC(2031, 0, 1)) },
    { name: DRAFT_NAME, category: 'wedding', imageUrl: '/files/template_images/y.webp', templateStatus: 'Draft', createdAt: new Date(Date.UTC(2031, 0, 2)) },
  ]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const identity = { 'accept-encoding': 'identity' };

/** The list the server wrote beside the page for the island, or null when it drew none. */
function dataOf(html: string): { queryKey: unknown[]; data: TemplateListResponse } | null {
  const match = html.match(new RegExp(`<script type="application/json" id="${GALLERY_DATA_ID}">([^<]*)</script>`));
  return match ? JSON.parse(match[1]!) : null;
}

/** The card titles drawn, in order (each card's name is its h2). */
const cardNames = (html: string) => [...html.matchAll(/<h2 class="font-serif text-base[^"]*">([^<]*)<\/h2>/g)].map((m) => m[1]);

describe('the gallery drawn by the server', () => {
  it('draws the published templates the API lists for the same address, newest first, with that list for the island', async () => {
    const client = new Client(t.app);
    const page = await client.get('/templates?category=wedding', identity);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await client.get('/api/templates?category=wedding&page=1&pageSize=10');
    const list = api.json() as TemplateListResponse;
    expect(list.count).toBeGreaterThan(0);
    expect(cardNames(page.body)).toEqual(list.data.map((template) => template.name));
    expect(page.body).toContain(`Showing 1–${list.count} of ${list.count}`);
    expect(page.body).toContain('data-island="gallery"');
    expect(page.body).toContain('<title>Template gallery · Jemputan</title>');
    expect(page.body).not.toContain("The landing's description.");
    expect(dataOf(page.body)).toEqual({ queryKey: ['templates', 'list', { search: '', category: 'wedding', page: 1, pageSize: 10 }], data: list });
    // Search and category are a plain form too, and the category select is set.
    expect(page.body).toMatch(/<form role="search"[^>]* action="\/templates" method="get"/);
    expect(page.body).toMatch(/<select[^>]*name="category"/);
    expect(page.body).toContain('<option value="wedding" selected="">');
  });

  it('never draws a Draft, and a name with markup in it stays text (in the cards and in the list for the island)', async () => {
    const page = await new Client(t.app).get('/templates', identity);
    expect(page.body).not.toContain(DRAFT_NAME);
    expect(cardNames(page.body)[0]).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(dataOf(page.body)!.data.data[0]!.name).toBe(HOSTILE_NAME);
  });

  it('in the language of its address: /ms/templates in Malay, kept in the cookie', async () => {
    const client = new Client(t.app);
    client.cookies.set('lang', 'english');
    const page = await client.get('/ms/templates?search=wedding', identity);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ms">');
    expect(page.body).toContain('Galeri templat');
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/ms/templates" />');
    expect(client.cookies.get('lang')).toBe('malay');
    expect(dataOf(page.body)!.queryKey).toEqual(['templates', 'list', { search: 'wedding', category: 'all', page: 1, pageSize: 10 }]);
    // The visitor's kept language draws the unprefixed gallery in Chinese.
    const chinese = new Client(t.app);
    chinese.cookies.set('lang', 'chinese');
    const zh = await chinese.get('/templates', identity);
    expect(zh.body).toContain('<html lang="zh-Hans">');
    expect(zh.body).toContain('模板');
  });

  it('a query the API would refuse is drawn loading, without a list, and never fails the page', async () => {
    const client = new Client(t.app);
    for (const url of [`/templates?search=${'a'.repeat(101)}`, '/templates?search=%00', `/templates?page=${10 ** 9}`]) {
      const page = await client.get(url, identity);
      expect(page.statusCode, url).toBe(200);
      expect(dataOf(page.body), url).toBeNull();
      expect(page.body, url).toContain('Loading templates');
    }
    // Odd values fall back as the browser reads them: an unknown category is all of them, a page past the end is empty.
    const odd = await client.get('/templates?category=nope&page=abc', identity);
    expect(dataOf(odd.body)!.queryKey).toEqual(['templates', 'list', { search: '', category: 'all', page: 1, pageSize: 10 }]);
  });

  it('the shell itself is never a page, and other pages keep the app shell', async () => {
    const client = new Client(t.app);
    expect((await client.get('/public-shell.html', identity)).statusCode).toBe(404);
    const about = await client.get('/about-us', identity);
    expect(about.body).not.toContain('data-island="gallery"');
  });
});
