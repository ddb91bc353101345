/**
 * How long the editor's live preview takes to show a keystroke, in Chromium with 4× CPU throttling,
 * and how much JavaScript the editor route loads (gzip). Builds nothing; run `npm run build` first.
 *
 *   npm run bench:editor                      # reads dist/web, or $WEB_DIST_DIR
 *   BENCH_URL=http://127.0.0.1:4501 BENCH_ADMIN_EMAIL=… BENCH_ADMIN_PASSWORD=… npm run bench:editor
 *
 * Without BENCH_URL it starts the server itself on a fresh data directory (port $BENCH_PORT, 4502)
 * and signs in as the seeded admin, whose /admin/create-preview is the same editor.
 *
 * A keystroke is timed from its keydown event (event.timeStamp) to (a) the preview's DOM showing
 * the new text and (b) the next frame after that (requestAnimationFrame, then a task: the frame is
 * painted). Keys are typed 150 ms apart, like a person, so each one is measured on its own.
 * Measured on the Venue field (a plain input) and the Event name (TipTap rich text).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist/web'));
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const KEY_DELAY_MS = 150;

// ── Editor route JS (gzip) ──────────────────────────────────────────────────
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;

function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}
function resolveAsset(specifier: string, fromFile: string): string | null {
  if (/^[a-z]+:/i.test(specifier)) return null;
  const file = specifier.startsWith('/') ? path.join(dist, specifier) : path.resolve(path.dirname(fromFile), specifier);
  return file.endsWith('.js') && fs.existsSync(file) ? file : null;
}
function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const resolved = resolveAsset(match[1]!, file);
      if (resolved) queue.push(resolved);
    }
  }
  return seen;
}
function chunk(name: string): string {
  const assets = path.join(dist, 'assets');
  const file = fs.readdirSync(assets).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`No ${name} chunk in ${assets}: build first`);
  return path.join(assets, file);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);

function reportBundle() {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`No build at ${dist}: run \`npm run build\` (or set WEB_DIST_DIR).`);
  const html = fs.readFileSync(indexFile, 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)]
    .map((m) => resolveAsset(m[1] ?? m[2]!, indexFile))
    .filter((f): f is string => f !== null);
  const shell = closure(entries);
  const layout = closure([chunk('PublicLayout')]);
  const editor = closure([chunk('EditorPage')]);
  const own = [...editor].filter((file) => !shell.has(file) && !layout.has(file));
  const tiptap = [...closure([chunk('RichTextEditor')])].filter((file) => !editor.has(file) && !shell.has(file));
  const contract = [...closure([chunk('invitation-input')])].filter((file) => !editor.has(file) && !shell.has(file));
  const route = new Set([...shell, ...layout, ...editor]);
  console.log('\nEditor route JavaScript (gzip -9):');
  console.log(`  app shell (every route)              ${kb(sum(shell))}`);
  console.log(`  editor page chunk + its own imports  ${kb(sum(own))}  (${own.map((f) => path.basename(f)).join(', ')})`);
  console.log(`  = /create-event initial JS           ${kb(sum(route))}`);
  console.log(`  then lazy: TipTap rich text          ${kb(sum(tiptap))}  (loaded while idle / with the first rich-text field)`);
  console.log(`  then lazy: save contract (zod)       ${kb(sum(contract))}  (loaded on the first Save)`);
  console.log(`  editor total                         ${kb(sum(new Set([...route, ...tiptap, ...contract])))}`);
}

// ── Server ──────────────────────────────────────────────────────────────────
async function waitForHealth(url: string, server?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no server at ${url}`);
}

async function startServer(): Promise<{ url: string; email: string; password: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) {
    const url = process.env.BENCH_URL.replace(/\/$/, '');
    await waitForHealth(url);
    return { url, email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@jemputan.example', password: process.env.BENCH_ADMIN_PASSWORD ?? '', stop: async () => {} };
  }
  const port = Number(process.env.BENCH_PORT ?? 4502);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-bench-editor-'));
  const email = 'admin@bench.example.com';
  const password = 'bench-admin-password';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, WEB_DIST_DIR: dist, ADMIN_EMAIL: email, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, server);
  return {
    url,
    email,
    password,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ── Measuring ───────────────────────────────────────────────────────────────
interface Sample {
  dom: number;
  frame: number;
}

/**
 * The in-page probe: keydown times, and a wait for the preview to contain a text. A string, not a
 * function: tsx would add helpers (__name) to a function that do not exist in the page.
 */
const PROBE = `(() => {
  window.__lastKey = 0;
  document.addEventListener('keydown', (event) => { window.__lastKey = event.timeStamp; }, { capture: true });
  const count = (haystack, needle) => { let n = 0; let at = haystack.indexOf(needle); while (at !== -1) { n += 1; at = haystack.indexOf(needle, at + 1); } return n; };
  window.__waitFor = (text) => new Promise((resolve, reject) => {
    const preview = document.querySelector('[data-testid="invitation-preview"]');
    if (!preview) return reject(new Error('no preview'));
    const armedAt = performance.now();
    // The text may already be there elsewhere (a short prefix): wait for one more occurrence of it.
    const before = count(preview.textContent || '', text);
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      const dom = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => {
        const key = window.__lastKey >= armedAt ? window.__lastKey : armedAt;
        resolve({ dom: dom - key, frame: performance.now() - key });
      }, 0));
    };
    const observer = new MutationObserver(() => { if (count(preview.textContent || '', text) > before) done(); });
    observer.observe(preview, { subtree: true, childList: true, characterData: true });
    setTimeout(() => { if (!finished) { observer.disconnect(); reject(new Error('the preview never showed ' + JSON.stringify(text))); } }, 10000);
  });
})()`;

async function installProbe(page: Page) {
  await page.evaluate(PROBE);
}

async function typeAndMeasure(page: Page, text: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const expected = text.slice(0, i + 1).trimEnd();
    if (!expected || text[i] === ' ') {
      await page.keyboard.type(text[i]!);
      await page.waitForTimeout(KEY_DELAY_MS);
      continue;
    }
    const wait = page.evaluate(`window.__waitFor(${JSON.stringify(expected)})`) as Promise<Sample>;
    await page.keyboard.type(text[i]!);
    samples.push(await wait);
    await page.waitForTimeout(KEY_DELAY_MS);
  }
  return samples;
}

function stats(label: string, samples: Sample[]) {
  const pick = (key: keyof Sample) => {
    const sorted = samples.map((s) => s[key]).sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
  };
  const dom = pick('dom');
  const frame = pick('frame');
  const f = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  console.log(`  ${label.padEnd(26)} n=${String(samples.length).padStart(2)}  DOM updated: median ${f(dom.median)} p95 ${f(dom.p95)} max ${f(dom.max)}   next frame: median ${f(frame.median)} p95 ${f(frame.p95)} max ${f(frame.max)}`);
  return { dom, frame };
}

async function main() {
  reportBundle();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Email').fill(server.email);
    await page.getByLabel('Password').fill(server.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`${server.url}/admin/create-preview`);
    await page.getByRole('button', { name: /Use template Classic Wedding/ }).first().click();
    await page.waitForURL(/step=event-details/);
    const name = page.getByRole('textbox', { name: 'Event name' });
    await name.waitFor();
    await installProbe(page);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    console.log(`\nKeystroke → live preview, Chromium, ${THROTTLE}× CPU throttling, keys ${KEY_DELAY_MS} ms apart (1280×800, mobile preview):`);

    // Warm-up (first renders, fonts, TipTap's first transaction) is not measured.
    await page.getByLabel('Venue').click();
    await typeAndMeasure(page, 'Warm');
    await page.getByLabel('Venue').fill('');
    await name.click();
    await typeAndMeasure(page, 'Warm');
    await name.fill('');

    await page.getByLabel('Venue').click();
    const venue = stats('Venue (plain input)', await typeAndMeasure(page, 'The Glasshouse at Seputeh Kuala Lumpur'));
    await name.click();
    const rich = stats('Event name (TipTap)', await typeAndMeasure(page, 'Aisyah and Daniel forever'));
    const all = { venue, rich, throttle: THROTTLE };
    if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(all, null, 2));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
