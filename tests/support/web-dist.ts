import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The fake web app's page shell (what the server sends for a page that is not prerendered). */
export const FAKE_SPA = '<!doctype html>\n<html lang="en">\n<head><title>app</title></head><body><div id="root"></div></body></html>';

/** A prerendered landing frame in `lang` showing `words`, with `head` inside its <head>. */
export const fakeFrame = (lang: string, words: string, head = '') =>
  `<!doctype html>\n<html lang="${lang}">\n<head>${head}</head><body><div id="root"><h1>${words}</h1></div></body></html>`;

/** The public pages' shell (the gallery's frame, decision 0036) as the build writes it, without its script and styles. */
export const FAKE_PUBLIC_SHELL =
  '<!doctype html>\n<html lang="en">\n<head><meta name="description" content="The landing\'s description." /><title>Jemputan · Digital invitations</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the built web app (WEB_DIST_DIR): the shell and the landing's frame in each host
 * language (and with `publicShell`, the gallery's shell), for the tests of what the server sends for `/`,
 * the gallery and the language URLs. Returns its folder;
 * the caller removes it.
 */
export function fakeWebDist(head = '', options: { publicShell?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), FAKE_SPA);
  fs.writeFileSync(path.join(dir, 'landing.html'), fakeFrame('en', 'Invitations your guests', head));
  fs.writeFileSync(path.join(dir, 'landing.malay.html'), fakeFrame('ms', 'Kad jemputan', head));
  fs.writeFileSync(path.join(dir, 'landing.chinese.html'), fakeFrame('zh-Hans', '电子请柬', head));
  if (options.publicShell) fs.writeFileSync(path.join(dir, 'public-shell.html'), FAKE_PUBLIC_SHELL);
  return dir;
}
