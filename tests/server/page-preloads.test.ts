import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** A web build of the plain SPA shell and a Vite manifest of an entry, a layout and two pages sharing chunks. */
const SPA = '<!doctype html><html><head><title>app</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
  'app/layouts/PublicLayout.tsx': { file: 'assets/PublicLayout.js', isDynamicEntry: true, imports: ['index.html', '_button.js'] },
  'features/guests/GuestListPage.tsx': { file: 'assets/GuestListPage.js', isDynamicEntry: true, imports: ['index.html', '_button.js', '_dialog.js'] },
  '_dialog.js': { file: 'assets/dialog.js', imports: ['_react.js', '_button.js'] },
  'features/rsvp-responses/ResponsesPage.tsx': { file: 'assets/ResponsesPage.js', isDynamicEntry: true, imports: ['_button.js'] },
};
const ID = '0b4c8a52-93a6-4f0e-8d5c-1f2e3d4c5b6a';
const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((match) => match[1]);


/** An app serving a web build of the SPA shell, with the manifest or without; closed and removed after the file's tests. */
function appWithBuild(withManifest: boolean): Pick<TestApp, 'app'> {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-web-'));
    fs.writeFileSync(path.join(dir, 'index.html'), SPA);
    if (withManifest) {
      fs.mkdirSync(path.join(dir, '.vite'));
      fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    }
    t = await createTestApp({ WEB_DIST_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get app() {
      return t.app;
    },
  };
}

describe('a host page with much data asks for its code and first data in its HTML', () => {
  const t = appWithBuild(true);

  it('the guest list: its data first in the head, then each chunk of its layout and page once, leaving out what the shell loads', async () => {
    const response = await t.app.inject({ url: `/guests/${ID}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(links(html, 'preload')).toEqual(['/api/session', `/api/invitations/${ID}/guests?page=1`, `/api/invitations/${ID}/guests/sending-counts`]);
    // The data is asked for before the app's script (the head's first tags), as the fetch the app makes.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/invitations/${ID}/guests?page=1">`);
    expect(links(html, 'modulepreload')).toEqual(['/assets/PublicLayout.js', '/assets/button.js', '/assets/GuestListPage.js', '/assets/dialog.js']);
  });

  it('the responses page has its own; a query string does not change them', async () => {
    const response = await t.app.inject({ url: `/rsvp/${ID}?utm_source=x` });
    expect(links(response.body, 'preload')).toEqual(['/api/session', `/api/invitations/${ID}/responses?page=1`]);
    expect(links(response.body, 'modulepreload')).toEqual(['/assets/PublicLayout.js', '/assets/button.js', '/assets/ResponsesPage.js']);
  });

  it('the manifest itself is not served', async () => {
    const response = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('GuestListPage');
  });

  it('other pages, ids that are not UUIDs and hostile paths get the plain shell', async () => {
    for (const url of ['/dashboard', '/guests/not-an-id', `/guests/${ID}/send`, `/guests/${ID}"><script>alert(1)</script>`, `/guests/${ID}%22%3E%3Cscript%3E`, '/templates']) {
      const response = await t.app.inject({ url });
      expect(response.body, url).not.toContain('preload');
      expect(response.body, url).not.toContain('<script>alert');
    }
  });
});

describe('without a manifest (a build from before it), the data is still asked for early', () => {
  const t = appWithBuild(false);

  it('has the data preloads and no module preloads', async () => {
    const response = await t.app.inject({ url: `/guests/${ID}` });
    expect(links(response.body, 'preload')).toHaveLength(3);
    expect(response.body).not.toContain('modulepreload');
  });
});
