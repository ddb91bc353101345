import { chromium } from '@playwright/test';
const [url, out, width = '375'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(url!, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const height = await page.evaluate(() => document.documentElement.scrollHeight);
for (let y = 0, i = 0; y < height && i < 6; y += 800, i++) {
  await page.screenshot({ path: `${out}-${i}.png`, clip: { x: 0, y, width: Number(width), height: Math.min(800, height - y) }, fullPage: true });
}
console.log(height);
await browser.close();
