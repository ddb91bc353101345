import fs from 'node:fs';
import path from 'node:path';

/**
 * The built HTML shells, read once per process: index.html (the SPA) and invitation.html (the
 * server-rendered public page). Null when the web app has not been built (server tests).
 */
export interface WebAssets {
  spaHtml: string | null;
  invitationHtml: string | null;
}

const cache = new Map<string, WebAssets>();

export function webAssets(webDistDir: string): WebAssets {
  let assets = cache.get(webDistDir);
  if (!assets) {
    const read = (file: string) => {
      const full = path.join(webDistDir, file);
      return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
    };
    assets = { spaHtml: read('index.html'), invitationHtml: read('invitation.html') };
    cache.set(webDistDir, assets);
  }
  return assets;
}
