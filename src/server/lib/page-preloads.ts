import fs from 'node:fs';
import path from 'node:path';

/**
 * A few host pages carry the most data (a guest list of 2,000 households, thousands of answers).
 * Their HTML asks at once for their own code and their first data, so that both arrive while the
 * app's script is still starting, instead of after it (bench/guest-list.ts: the page is usable
 * within 1 s). The app's own fetches are the same requests, so the browser hands them the
 * preloaded answers: same URL, same mode (`crossorigin="anonymous"` is fetch's default cors mode
 * with same-origin cookies) and the same headers (src/web/lib/api.ts sends none on a GET).
 */
interface PagePreload {
  /** The page's path; its one group is the invitation id (a UUID, nothing else is ever written out). */
  pattern: RegExp;
  /** Modules as Vite's manifest names them (relative to src/web): the page's layout and the page. */
  modules: string[];
  /** The API requests the page makes first (the router's loader prefetches the same ones). */
  data: (invitationId: string) => string[];
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const PAGE_PRELOADS: readonly PagePreload[] = [
  {
    pattern: new RegExp(`^/guests/(${UUID})/?$`, 'i'),
    modules: ['app/layouts/PublicLayout.tsx', 'features/guests/GuestListPage.tsx'],
    data: (id) => ['/api/session', `/api/invitations/${id}/guests?page=1`, `/api/invitations/${id}/guests/sending-counts`],
  },
  {
    pattern: new RegExp(`^/rsvp/(${UUID})/?$`, 'i'),
    modules: ['app/layouts/PublicLayout.tsx', 'features/rsvp-responses/ResponsesPage.tsx'],
    data: (id) => ['/api/session', `/api/invitations/${id}/responses?page=1`],
  },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const manifests = new Map<string, Manifest | null>();

function manifestOf(webDistDir: string): Manifest | null {
  if (!manifests.has(webDistDir)) {
    const file = path.join(webDistDir, '.vite', 'manifest.json');
    manifests.set(webDistDir, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null);
  }
  return manifests.get(webDistDir)!;
}

/** Every chunk the modules import, once, leaving out the entry and what it imports (index.html already asks for those). */
function chunkFiles(manifest: Manifest, modules: string[]): string[] {
  const inShell = new Set<string>();
  const markShell = (key: string) => {
    if (inShell.has(key)) return;
    inShell.add(key);
    for (const imported of manifest[key]?.imports ?? []) markShell(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) markShell(key);

  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || inShell.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return files;
}

const tagsCache = new Map<string, string[]>();

/** The `<link>` tags to add to the app's HTML for this path: `data` at the top of its head, `code` at the end. */
export function pagePreloadTags(webDistDir: string, pathname: string): { data: string; code: string } | null {
  for (const [index, preload] of PAGE_PRELOADS.entries()) {
    const match = preload.pattern.exec(pathname);
    if (!match) continue;
    const cacheKey = `${webDistDir}\n${index}`;
    let moduleTags = tagsCache.get(cacheKey);
    if (!moduleTags) {
      const manifest = manifestOf(webDistDir);
      moduleTags = manifest ? chunkFiles(manifest, preload.modules).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`) : [];
      tagsCache.set(cacheKey, moduleTags);
    }
    const dataTags = preload.data(match[1]!).map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`);
    return { data: dataTags.join(''), code: moduleTags.join('') };
  }
  return null;
}
