/**
 * Screenshots of pages at phone and desktop width, for looking at what we build:
 *   node --import tsx scripts/screenshots.ts http://localhost:3000 /tmp/shots / /auth ...
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', outDir = '/tmp/shots', ...pages] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 800 } });
  for (const route of pages.length ? pages : ['/']) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
