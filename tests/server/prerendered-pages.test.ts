import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPageFor } from '@shared/prerendered';
import { createTestApp, type TestApp } from '../support/test-app';

/** A web build of two shells: the plain SPA and the landing page with its first frame drawn. */
const SPA = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
const LANDING = `<!doctype html><html><head><title>app</title></head><body><div id="root"><h1>Invitations your guests</h1>${'<p>frame</p>'.repeat(200)}</div></body></html>`;

/** The canonical and hreflang links the server adds to the landing's and the gallery's head (language-urls.test.ts checks them). */
const withoutLanguageLinks = (html: string) => html.replace(/<link rel="(?:canonical|alternate)"[^>]*\/>/g, '');

function webBuild(withLanding: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), SPA);
  if (withLanding) fs.writeFileSync(path.join(dir, 'landing.html'), LANDING);
  return dir;
}

describe('the landing page is sent with its first frame drawn', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = webBuild(true);
    t = await createTestApp({ WEB_DIST_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends landing.html for / compressed as the browser asks, revalidated on every visit', async () => {
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(withoutLanguageLinks(brotliDecompressSync(br.rawPayload).toString())).toBe(LANDING);

    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(withoutLanguageLinks(gunzipSync(gzip.rawPayload).toString())).toBe(LANDING);
    const plain = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(withoutLanguageLinks(plain.body)).toBe(LANDING);
  });

  it('keeps the frame for a landing link with a query string (campaign tags)', async () => {
    const response = await t.app.inject({ url: '/?utm_source=whatsapp' });
    expect(response.statusCode).toBe(200);
    expect(withoutLanguageLinks(response.body)).toBe(LANDING);
  });

  it('sends the plain shell everywhere else, and never the frame as a file of its own', async () => {
    const templates = await t.app.inject({ url: '/templates' });
    expect(templates.statusCode).toBe(200);
    expect(withoutLanguageLinks(templates.body)).toBe(SPA);
    const unknown = await t.app.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SPA);
    const asFile = await t.app.inject({ url: '/landing.html' });
    expect(asFile.statusCode).toBe(404);
    expect(asFile.body).not.toContain('data-prerendered');
  });
});

describe('a build without the frame', () => {
  it('sends the plain shell for /', async () => {
    const dir = webBuild(false);
    const t = await createTestApp({ WEB_DIST_DIR: dir });
    try {
      const response = await t.app.inject({ url: '/' });
      expect(response.statusCode).toBe(200);
      expect(withoutLanguageLinks(response.body)).toBe(SPA);
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('prerenderedPageFor', () => {
  it('matches the path, whatever the query, and nothing else', () => {
    expect(prerenderedPageFor('/')?.file).toBe('landing.html');
    expect(prerenderedPageFor('/?a=1')?.file).toBe('landing.html');
    expect(prerenderedPageFor('/templates')).toBeUndefined();
    expect(prerenderedPageFor('//')).toBeUndefined();
  });
});
