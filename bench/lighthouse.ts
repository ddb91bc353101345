/**
 * Lighthouse 12 (mobile: the default config, simulated throttling) on the landing page, the
 * template gallery, the demo invitation and the same invitation with a cover photo and a 12-photo
 * gallery (bench/photo-invitation.ts), with Debian's Chromium:
 *
 *   node --import tsx bench/lighthouse.ts                   # starts the built server (dist/web or $WEB_DIST_DIR)
 *   node --import tsx bench/lighthouse.ts http://host:port  # measures a running server instead
 *                                                           # (the photo invitation only if it has one)
 *
 * Each page is measured RUNS times (default 3), each in a fresh browser, and the median run by
 * performance is reported; REPORT_DIR=dir keeps the full JSON reports; PAGES=/view/a,/view/b
 * measures only those of the pages. STATIC=1 measures beside each page its static copy (its HTML
 * without its scripts, bench/static-copy.ts), run for run in turn, and reports both medians.
 * Exits 1 when a page misses its goal (BUDGETS below).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { startStaticCopies } from './static-copy';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../tests/support/processes';
import { PHOTO_COUNT, PHOTO_INVITATION_SLUG, seedPhotoInvitation } from './photo-invitation';

export const DEMO_INVITATION = '/view/aisyah-and-daniel';
/** The demo with a cover photo and 12 gallery photos (issue 19), seeded by `startServer`. */
export const PHOTO_INVITATION = `/view/${PHOTO_INVITATION_SLUG}`;
export const LIGHTHOUSE_PAGES = ['/', '/templates', DEMO_INVITATION, PHOTO_INVITATION];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The goals of architecture.md §6 and the issues: performance ≥ 90 on the site, ≥ 95 on an invitation; accessibility 100. */
export const LIGHTHOUSE_BUDGETS = [
  { path: '/', category: 'performance', min: 90 },
  { path: '/templates', category: 'performance', min: 90 },
  { path: DEMO_INVITATION, category: 'performance', min: 95 },
  { path: DEMO_INVITATION, category: 'accessibility', min: 100 },
  { path: PHOTO_INVITATION, category: 'performance', min: 95 },
  { path: PHOTO_INVITATION, category: 'accessibility', min: 100 },
] as const;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const root = fileURLToPath(new URL('..', import.meta.url));

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no healthy server at ${base}`);
}

/**
 * The photo invitation's page as a guest gets it, checked to show its photos: the cover and every
 * gallery photo as a `<picture>` (so Lighthouse never measures a page whose photos went missing).
 * Answers how many there are.
 */
export async function checkPhotoInvitation(base: string): Promise<number> {
  const response = await fetch(base + PHOTO_INVITATION);
  const html = await response.text();
  // The cover's <picture> is in the HTML; the gallery's photos are in the page data (the page asks for
  // their images when the gallery nears the screen).
  const data = html.match(/<script type="application\/json" id="invitation-data">(.*?)<\/script>/s)?.[1];
  const gallery = data ? ((JSON.parse(data) as { invitation?: { gallery?: unknown[] } }).invitation?.gallery?.length ?? 0) : 0;
  const pictures = (html.match(/<picture\b/g)?.length ?? 0) + gallery;
  if (!response.ok || pictures < PHOTO_COUNT) throw new Error(`${PHOTO_INVITATION} answered ${response.status} with ${pictures} photos (cover <picture> and gallery), not ${PHOTO_COUNT}`);
  // And the photos' files are served: the cover's JPEG fallback.
  const src = /<picture\b[\s\S]*?<img\b[^>]*?\ssrc="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  const image = src ? await fetch(new URL(src, base)) : null;
  if (!image?.ok || !image.headers.get('content-type')?.startsWith('image/')) throw new Error(`${PHOTO_INVITATION}: its cover photo ${src ?? '(no <img>)'} is not served (${image?.status ?? '–'})`);
  await image.arrayBuffer();
  return pictures;
}

/**
 * The built app on a fresh data directory, like `npm start` without the build: the demo data
 * seeded, and the photo invitation (PHOTO_INVITATION) seeded before the server starts.
 */
export async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist/web'));
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`Build the web app first (npm run build): ${webDist}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-lighthouse-'));
  // Embedded PGlite in the fresh data directory, never a DATABASE_URL of the environment: the bench
  // writes its invitation into the database (and `npm run bench` never writes into the one named).
  const { DATABASE_URL: _named, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, WEB_DIST_DIR: webDist, LOG_LEVEL: 'warn' };
  try {
    await seedPhotoInvitation(env);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHealth(base, server);
    await checkPhotoInvitation(base);
  } catch (error) {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Scores = Record<(typeof CATEGORIES)[number], number>;

export interface Run {
  scores: Scores;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
}

/**
 * One Lighthouse run in a fresh browser. Headless Chromium now and then fails to record the trace
 * (NO_NAVSTART); such a run is repeated, up to twice.
 */
async function measureOnce(url: string, attempt = 1): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    return await measure(url, chrome.port);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`  retrying ${url}: ${(error as Error).message.slice(0, 120)}`);
    return measureOnce(url, attempt + 1);
  } finally {
    chrome.kill();
  }
}

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // REPORT_DIR keeps every run's full JSON report, for looking into a score.
  if (process.env.REPORT_DIR) {
    fs.mkdirSync(process.env.REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.REPORT_DIR, name), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Scores,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
  };
}

const median = (runs: Run[]): Run => [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;

/**
 * Each page measured `runs` times in fresh browsers; the median run by performance, per page. With
 * `staticUrl`, the page's static copy is measured after each of the page's runs (same minute, same load).
 */
export async function measurePages(
  base: string,
  pages: string[] = LIGHTHOUSE_PAGES,
  runs = RUNS,
  staticUrl?: (page: string) => string,
): Promise<{ page: string; run: Run; staticRun?: Run }[]> {
  const results: { page: string; run: Run; staticRun?: Run }[] = [];
  // One unmeasured visit first, so the server's first-request costs are not counted.
  await fetch(`${base}/`).then((r) => r.text());
  for (const page of pages) {
    const measured: Run[] = [];
    const copies: Run[] = [];
    for (let i = 0; i < runs; i++) {
      measured.push(await measureOnce(base + page));
      if (staticUrl) copies.push(await measureOnce(staticUrl(page)));
    }
    results.push({ page, run: median(measured), ...(staticUrl ? { staticRun: median(copies) } : {}) });
  }
  return results;
}

/** The goals a result misses, as sentences. */
export function lighthouseMisses(results: { page: string; run: Run }[]): string[] {
  return LIGHTHOUSE_BUDGETS.flatMap((budget) => {
    const result = results.find((r) => r.page === budget.path);
    const score = result?.run.scores[budget.category];
    return score !== undefined && score < budget.min ? [`${budget.path}: ${budget.category} ${score} is under ${budget.min}`] : [];
  });
}

async function main(): Promise<void> {
  const argUrl = process.argv[2];
  const server = argUrl ? null : await startServer();
  const base = (argUrl ?? server!.base).replace(/\/$/, '');
  let results: { page: string; run: Run; staticRun?: Run }[];
  let copies: Awaited<ReturnType<typeof startStaticCopies>> | null = null;
  try {
    const only = process.env.PAGES?.split(',').map((page) => page.trim()).filter(Boolean);
    let pages = only?.length ? LIGHTHOUSE_PAGES.filter((page) => only.includes(page)) : LIGHTHOUSE_PAGES;
    // A running server has the photo invitation only if it was seeded as startServer seeds it.
    if (argUrl && (await fetch(base + PHOTO_INVITATION, { method: 'HEAD' })).status === 404) {
      console.warn(`${PHOTO_INVITATION} is not on ${base}: measured without it`);
      pages = pages.filter((page) => page !== PHOTO_INVITATION);
    }
    if (process.env.STATIC) copies = await startStaticCopies(base, pages);
    results = await measurePages(base, pages, RUNS, copies?.url);
  } finally {
    await copies?.stop();
    await server?.stop();
  }

  console.log(`Lighthouse 12 mobile (default config), median of ${RUNS} run(s) by performance, ${base}\n`);
  const header = ['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = results.flatMap(({ page, run, staticRun }) => (staticRun ? [{ page, run }, { page: `${page} (static copy)`, run: staticRun }] : [{ page, run }])).map(({ page, run }) => [
    page,
    ...CATEGORIES.map((c) => String(run.scores[c])),
    ms(run.metrics.fcp),
    ms(run.metrics.lcp),
    ms(run.metrics.tbt),
    run.metrics.cls.toFixed(3),
    ms(run.metrics.si),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));

  const misses = lighthouseMisses(results);
  if (misses.length) {
    console.error(`\n${misses.join('\n')}`);
    process.exit(1);
  }
}

// Run as a script (npm run bench:lighthouse); imported by bench/run.ts for its functions only.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
