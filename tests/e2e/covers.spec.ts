import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_INVITATION_ID } from '@shared/constants';
import { expect, test } from './support/fixtures';
import { scaled } from './support/timeouts';

/** The image has arrived and decoded (not a broken or empty frame). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/covers-${name}-${page.viewportSize()?.width}.png` });

test('the landing carousel and the gallery show filled-in covers of the samples @mobile', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured invitation templates' });
  // The carousel's code and list arrive after the page (lazy): on a busy machine that takes a while.
  await expect(carousel.getByRole('group')).toHaveCount(5, { timeout: scaled(30_000) });
  const first = carousel.getByRole('group').first().getByRole('img');
  await expect(first).toHaveAttribute('src', /^\/covers\/templates\/[0-9a-f-]{36}\/thumb\.jpg\?w=270$/);
  await expect(first).toHaveAttribute('srcset', /thumb\.jpg\?w=540 540w/);
  await expect(first).toHaveAttribute('alt', /: a sample invitation in this template$/);
  await expectLoaded(first);
  await shot(page, 'landing');

  await page.goto('/templates');
  const cards = page.locator('article');
  await expect(cards).toHaveCount(8);
  for (const index of [0, 1]) {
    const image = cards.nth(index).getByRole('img', { name: /a sample invitation in this design$/ });
    await expect(image).toHaveAttribute('src', /^\/covers\/templates\/[0-9a-f-]{36}\/thumb\.jpg\?w=270$/);
    await expect(image).toHaveAttribute('width', '270');
    await expect(image).toHaveAttribute('height', '480');
    await expectLoaded(image);
  }
  // Cards below the fold wait until they are near.
  await expect(cards.last().getByRole('img')).toHaveAttribute('loading', 'lazy');
  await shot(page, 'gallery');
});

test("the host's dashboard card shows their own invitation's cover, a draft included @mobile", async ({ page, host: _host, invitation }) => {
  // A save needs a date and an organizer (wizard rules); the cover draws the names and the date.
  const id = await invitation(page.request, { eventName: '<p>Laila &amp; Faris</p>', date: '2027-08-21', organizer: { name: 'Laila', email: '', phone: '' } });
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Laila & Faris' });
  const cover = card.getByRole('img', { name: 'Cover of Laila & Faris' });
  await expect(cover).toHaveAttribute('src', new RegExp(`^/covers/invitations/${id}/thumb\\.jpg\\?w=270&v=`));
  await expectLoaded(cover);
  await shot(page, 'dashboard');
});

test("the guest page's link preview is its 1200×630 cover", async ({ page }) => {
  const html = await (await page.request.get(`/view/${DEMO_INVITATION_ID}`)).text();
  const image = html.match(/<meta property="og:image" content="([^"]+)" \/>/)?.[1];
  expect(image).toMatch(new RegExp(`/covers/invitations/${DEMO_INVITATION_ID}/og\\.jpg\\?v=[0-9a-f]{16}$`));
  expect(html).toContain('<meta property="og:image:width" content="1200" />');
  expect(html).toContain('<meta property="og:image:height" content="630" />');
  const response = await page.request.get(new URL(image!).pathname + new URL(image!).search);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  expect(await sharp(await response.body()).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
});
