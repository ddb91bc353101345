/**
 * Screenshots of the server-rendered, hydrated renderer previews at phone and desktop width, plus a
 * few interactions, into /tmp/renderer-shots. Fails on any console error (hydration mismatches included).
 *   npx vite preview --config scripts/renderer-preview.vite.config.ts --port 4600 &
 *   node --import tsx scripts/render-preview-shots.ts [http://localhost:4600]
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { PREVIEW_PAGES } from '@web/features/invitation/renderer/preview-props';

const base = process.argv[2] ?? 'http://localhost:4600';
const outDir = '/tmp/renderer-shots';
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
});
const problems: string[] = [];
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the settled page (finite animations ended); any violation is a problem. */
async function audit(page: Page, label: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  for (const violation of violations) problems.push(`${label}: axe: ${violation}`);
}

function watch(page: Page, label: string) {
  page.on('console', (message) => {
    // The browser's own "Failed to load resource" line is reported by the response listener below.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${label}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${label}: pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${label}: ${response.status()} ${response.url()}`);
  });
}

async function shot(page: Page, name: string, fullPage = true) {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 800 }, deviceScaleFactor: width === 375 ? 2 : 1 });
  for (const [name, query] of Object.entries(PREVIEW_PAGES)) {
    if (width === 1280 && !['english-wedding', 'tamil-indian-wedding', 'chinese-wedding'].includes(name)) continue;
    const page = await context.newPage();
    watch(page, `${name}@${width}`);
    await page.goto(`${base}/ssr/${name}.html?${query}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2600);
    await shot(page, `${name}-${width}-screen`, false);
    // A preview sits inside the editor's page, which owns the main landmark and the h1.
    if (!query.includes('mode=preview')) await audit(page, `${name}@${width}`);
    if (width === 375) {
      // Screen by screen, as a guest scrolls (a full-page capture misplaces the sticky layers).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 700, i = 1; y < height && i < 9; y += 700, i++) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(250);
        await shot(page, `${name}-${width}-screen${i}`, false);
      }
    } else {
      await shot(page, `${name}-${width}`);
    }
    await page.close();
  }
  await context.close();
}

// Interactions on a phone.
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
const page = await context.newPage();
watch(page, 'interactions');
await page.goto(`${base}/ssr/english-wedding.html?${PREVIEW_PAGES['english-wedding']}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
await page.getByRole('button', { name: 'Contact' }).click();
await page.waitForTimeout(500);
await shot(page, 'i-contact-sheet', false);
await audit(page, 'contact sheet');
await page.keyboard.press('Escape');
await page.getByRole('button', { name: 'Gift' }).click();
await page.waitForTimeout(500);
await shot(page, 'i-gift-sheet', false);
await page.keyboard.press('Escape');
await page.getByRole('button', { name: 'RSVP', exact: true }).click();
await page.waitForTimeout(1200);
await page.getByRole('button', { name: 'Send my RSVP' }).click();
await page.waitForTimeout(300);
await shot(page, 'i-rsvp-missing-name', false);
await page.getByLabel('Your name').fill('Mei Ling');
await page.getByLabel('Your wishes').fill('Congratulations to you both!');
await page.getByRole('button', { name: 'Send my RSVP' }).click();
await page.waitForTimeout(150);
await shot(page, 'i-rsvp-sending', false);
await page.waitForTimeout(1400);
await shot(page, 'i-rsvp-thanks', false);
await audit(page, 'thank-you screen');
await page.getByRole('button', { name: 'Close' }).click();
await page.waitForTimeout(400);
await shot(page, 'i-rsvp-after', false);
await page.close();

// Save The Date: a Google Calendar tab on most devices, an .ics download on iOS; then the notice.
const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await desktop.route('https://calendar.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: 'calendar' }));
const calendarPage = await desktop.newPage();
watch(calendarPage, 'save-the-date');
await calendarPage.goto(`${base}/ssr/english-wedding.html?${PREVIEW_PAGES['english-wedding']}`, { waitUntil: 'networkidle' });
const popup = desktop.waitForEvent('page');
await calendarPage.getByRole('button', { name: 'Save The Date' }).click();
const tab = await popup;
await tab.waitForLoadState();
if (!tab.url().startsWith('https://calendar.google.com/calendar/render?action=TEMPLATE')) problems.push(`save-the-date: opened ${tab.url()}`);
await tab.close();
await calendarPage.getByText('Event added to your calendar!').waitFor();
await desktop.close();
const iphone = await browser.newContext({
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
});
const iosPage = await iphone.newPage();
watch(iosPage, 'save-the-date-ios');
await iosPage.goto(`${base}/ssr/english-wedding.html?${PREVIEW_PAGES['english-wedding']}`, { waitUntil: 'networkidle' });
const download = iosPage.waitForEvent('download');
await iosPage.getByRole('button', { name: 'Save The Date' }).click();
const ics = await download;
console.log(`.ics download: ${ics.suggestedFilename()}`);
const icsText = fs.readFileSync((await ics.path()) ?? '', 'utf8');
if (!icsText.includes('DTSTART:20270612T110000')) problems.push('save-the-date-ios: unexpected .ics');
await iosPage.getByText('Event added to your calendar!').waitFor();
await shot(iosPage, 'i-save-the-date-notice', false);
await iphone.close();

// Opening animations, caught mid-way (client-rendered preview page).
const opening = await context.newPage();
watch(opening, 'openings');
for (const name of ['curtain', 'flip', 'zoom', 'slide', 'slideDown', 'fade']) {
  await opening.goto(`${base}/features/invitation/renderer/preview.html?f=1&overlay=none&opening=${name}`);
  await opening.waitForTimeout(name === 'curtain' ? 900 : 300);
  await shot(opening, `opening-${name}`, false);
}

const reduced = await browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
const still = await reduced.newPage();
watch(still, 'reduced-motion');
await still.goto(`${base}/ssr/english-wedding.html?${PREVIEW_PAGES['english-wedding']}`, { waitUntil: 'networkidle' });
await still.waitForTimeout(800);
const particles = await still.locator('[data-particles]').count();
if (particles) problems.push(`reduced-motion: ${particles} particle layer(s) rendered`);
await shot(still, 'reduced-motion-screen', false);

await browser.close();
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('No console errors.');
