/**
 * Initial JavaScript of the web app's routes, gzipped, from the Vite build output (it builds
 * nothing itself; run `npm run build` first):
 *
 *   node --import tsx bench/web-budget.ts            # reads dist/web, or $VITE_OUT_DIR / $WEB_DIST_DIR
 *
 * `npm run build` (build:web) runs it after every web build, so a build over budget fails there.
 *
 * A route's initial JS is index.html's module script with its static imports (modulepreload links
 * and the chunks' own `import` statements, followed transitively), plus the lazy chunks of the
 * route's layout and page with their static imports. Exits 1 when a budgeted route is over.
 * 'then lazy' reports, apart, what the route's own code imports dynamically right after it
 * (e.g. the landing page's carousel and its sections below the fold).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;

interface RouteBudget {
  path: string;
  /** Names of the lazy chunks the route needs (Vite names a chunk after its module: HomePage-[hash].js). */
  chunks: string[];
  /** Gzipped bytes allowed; omitted routes are only reported. */
  budget?: number;
}

const ROUTES: RouteBudget[] = [
  // A first load of / is the landing's own entry (below); this is / reached inside the app.
  { path: '/ (inside the app)', chunks: ['PublicLayout', 'HomePage'] },
  { path: '/templates', chunks: ['PublicLayout', 'TemplatesPage'] },
  { path: '/about-us', chunks: ['PublicLayout', 'AboutUsPage'] },
  { path: '/privacy-policy', chunks: ['PublicLayout', 'PrivacyPolicyPage'] },
  { path: '/auth', chunks: ['PublicLayout', 'AuthPage'] },
];

const root = fileURLToPath(new URL('..', import.meta.url));
// VITE_OUT_DIR first: when build:web runs this, that is where the build just went.
const dist = path.resolve(process.env.VITE_OUT_DIR ?? process.env.WEB_DIST_DIR ?? path.join(root, 'dist/web'));
const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error(`No build at ${dist}: run \`npm run build\` (or set WEB_DIST_DIR).`);
  process.exit(2);
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Site paths (/assets/x.js) and relative specifiers (./x.js) → files in the build. */
function resolveAsset(specifier: string, fromFile?: string): string | null {
  if (/^[a-z]+:/i.test(specifier)) return null;
  const file = specifier.startsWith('/') ? path.join(dist, specifier) : path.resolve(path.dirname(fromFile ?? indexFile), specifier);
  return file.endsWith('.js') && fs.existsSync(file) ? file : null;
}

// `import{a}from"./x.js"`, `import"./x.js"`, `export{b}from"./y.js"`: not `import("./z.js")`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

function staticImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((m) => resolveAsset(m[1]!, file)).filter((f): f is string => f !== null);
}

/** The files and every file they import statically, transitively. */
function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** An HTML entry's module scripts and modulepreloads, as files in the build. */
function htmlEntryFiles(htmlFile: string): string[] {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const entryScripts = [...html.matchAll(/<script[^>]*type=["']module["'][^>]*src=["']([^"']+)["']/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel=["']modulepreload["'][^>]*href=["']([^"']+)["']/g)].map((m) => m[1]!);
  return [...entryScripts, ...preloads].map((s) => resolveAsset(s)).filter((f): f is string => f !== null);
}
const entryFiles = htmlEntryFiles(indexFile);
if (entryFiles.length === 0) {
  console.error('index.html has no module script.');
  process.exit(2);
}
const initial = closure(entryFiles);

// Lazy route chunks are the dynamic imports anywhere in the initial code.
const lazyChunks = new Map<string, string>();
for (const file of initial) {
  for (const m of fs.readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
    const target = resolveAsset(m[1]!, file);
    if (target) lazyChunks.set(path.basename(target), target);
  }
}
function findLazyChunk(name: string): string {
  const match = [...lazyChunks.entries()].find(([base]) => base.startsWith(`${name}-`) || base === `${name}.js`);
  if (!match) throw new Error(`No lazy chunk named ${name} in the build (have: ${[...lazyChunks.keys()].join(', ')})`);
  return match[1];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipSize(f), 0);

console.log(`Build: ${dist}`);
console.log(`Entry (index.html + static imports): ${initial.size} files, ${kb(sum(initial))} gzip\n`);

/** Chunks a route's own code imports dynamically (loaded right after it, e.g. below-the-fold parts). */
function deferredChunks(routeFiles: Set<string>): Set<string> {
  const deferred = new Set<string>();
  for (const file of routeFiles) {
    if (initial.has(file)) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const target = resolveAsset(m[1]!, file);
      if (target) deferred.add(target);
    }
  }
  return new Set([...closure([...deferred])].filter((f) => !routeFiles.has(f)));
}

const rows: { route: string; files: number; gzip: number; deferred: number; budget?: number }[] = [];
const failures: string[] = [];
for (const route of ROUTES) {
  const files = closure([...initial, ...route.chunks.map(findLazyChunk)]);
  const gzip = sum(files);
  rows.push({ route: route.path, files: files.size, gzip, deferred: sum(deferredChunks(files)), budget: route.budget });
  if (route.budget !== undefined && gzip > route.budget) failures.push(`${route.path}: ${kb(gzip)} gzip is over its budget of ${kb(route.budget)}`);
  if (process.env.VERBOSE) {
    for (const f of [...files].sort((a, b) => gzipSize(b) - gzipSize(a))) console.log(`  ${route.path}  ${kb(gzipSize(f)).padStart(9)}  ${path.basename(f)}`);
  }
}

/**
 * Pages with their own entry, taken over by Preact (vite.config.ts, PREACT_PAGES): the public
 * invitation (decision 0033: 28.7 KB when it came in, React's was 90 KB; issue 30's bar for the whole
 * page by network idle is 50 KB) and the landing's islands (decision 0035: 148.8 KB as a page of the
 * app; issue 30's bar is 100 KB).
 */
const OWN_ENTRIES: { route: string; html: string; islands?: string[]; budget: number }[] = [
  { route: '/ (landing, islands)', html: 'landing.html', budget: 100 * KB },
  // The gallery drawn by the server (decision 0036) in the same shell: the entry and its gallery island's chunk.
  { route: '/templates (gallery, islands)', html: 'public-shell.html', islands: ['GalleryIsland'], budget: 100 * KB },
  { route: '/view/{id} (invitation)', html: 'invitation.html', budget: 32 * KB },
];
for (const entry of OWN_ENTRIES) {
  const html = path.join(dist, entry.html);
  if (!fs.existsSync(html)) continue;
  const entryFiles = closure(htmlEntryFiles(html));
  const lazy = new Set<string>();
  for (const file of entryFiles) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const target = resolveAsset(m[1]!, file);
      if (target && !entryFiles.has(target)) lazy.add(target);
    }
  }
  // The page's islands load at once with the entry: counted in its initial JS.
  const islands = (entry.islands ?? []).map((name) => {
    const chunk = [...lazy].find((file) => path.basename(file).startsWith(`${name}-`));
    if (!chunk) throw new Error(`No island chunk named ${name} in ${entry.html}'s entry`);
    return chunk;
  });
  const files = closure([...entryFiles, ...islands]);
  const gzip = sum(files);
  // The lazy chunks import the entry back (its Preact): that is counted once, in the initial JS.
  const deferred = [...closure([...lazy].filter((file) => !files.has(file)))].filter((file) => !files.has(file));
  rows.push({ route: entry.route, files: files.size, gzip, deferred: sum(deferred), budget: entry.budget });
  if (gzip > entry.budget) failures.push(`${entry.route}: ${kb(gzip)} gzip is over its budget of ${kb(entry.budget)}`);
  if (process.env.VERBOSE) {
    for (const f of [...files].sort((a, b) => gzipSize(b) - gzipSize(a))) console.log(`  ${entry.route}  ${kb(gzipSize(f)).padStart(9)}  ${path.basename(f)}`);
  }
}

const header = ['route', 'files', 'initial JS (gzip)', 'then lazy (gzip)', 'budget', 'status'];
const table = rows.map((r) => [
  r.route,
  String(r.files),
  kb(r.gzip),
  r.deferred ? `+${kb(r.deferred)}` : '-',
  r.budget === undefined ? '-' : kb(r.budget),
  r.budget === undefined ? '' : r.gzip <= r.budget ? 'ok' : 'OVER',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));

if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
