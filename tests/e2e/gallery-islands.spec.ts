import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Issue 30.3, decision 0036: a page load of the gallery arrives whole, drawn by the server with the
 * list its address asks for. Before its script has run (or without it) the list is there, the search
 * form loads results, and the pages are links; then only its islands come to life (the header and the
 * gallery), keeping the drawn elements and the visitor's place.
 */

const cardNames = (page: Page) => page.locator('article h2');
const galleryIsland = (page: Page) => page.locator('[data-island="gallery"]');

test('before any script, the gallery is whole and its search form works; then its island takes over in place', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/templates');
  await expect(galleryIsland(page)).not.toHaveAttribute('data-live');
  await expect(cardNames(page)).toHaveCount(8);
  await expect(cardNames(page).first()).toHaveText('Rustic Garden');
  await expect(page.getByText('Showing 1–8 of 8')).toBeVisible();
  // The first row's images come with the page, sized for the screen (srcset and sizes).
  const first = page.locator('article img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('srcset', /270w.*540w/);
  await expect(first).toHaveAttribute('sizes', /50vw/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  // What only a browser without scripts shows stays hidden in one that runs them (the results did move
  // up 180 px when the island came: Lighthouse's layout shift of 0.069).
  await expect(page.locator('form[role="search"] noscript')).toBeHidden();
  const resultsBefore = (await page.locator('#template-results').boundingBox())!.y;

  // Enter in the search box is a plain GET form: the server draws the results.
  await page.getByLabel('Search templates').fill('birthday');
  await page.getByLabel('Search templates').press('Enter');
  await expect(page).toHaveURL(/\/templates\?search=birthday&category=all$/);
  await expect(cardNames(page)).toHaveText(['Colorful Birthday']);
  await expect(page.getByLabel('Search templates')).toHaveValue('birthday');
  await page.unrouteAll({ behavior: 'wait' });

  // With its scripts, the drawn page is taken over where the visitor is: the cards are the server's
  // elements (marked before any script with a property, since the page rewrites attributes), and no error is written.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const first = document.querySelector('article') as (HTMLElement & { drawnByServer?: boolean }) | null;
      if (document.readyState === 'interactive' && first) first.drawnByServer = true;
    });
  });
  let lists = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/templates') lists += 1;
  });
  await page.goto('/templates?category=wedding');
  await expect(galleryIsland(page)).toHaveAttribute('data-live', '');
  expect((await page.locator('#template-results').boundingBox())!.y).toBe(resultsBefore);
  expect(await page.locator('article').first().evaluate((element) => (element as HTMLElement & { drawnByServer?: boolean }).drawnByServer)).toBe(true);
  await expect(cardNames(page)).toHaveText(['Rustic Garden', 'Elegant Celebration', 'Classic Wedding']);
  // The island starts from the list the server drew: it does not ask for it again.
  expect(lists).toBe(0);

  // Now live: a new search stays on the page (no page load) and asks the API.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByLabel('Category').selectOption('birthday');
  await expect(page).toHaveURL(/category=birthday/);
  await expect(cardNames(page)).toHaveText(['Colorful Birthday']);
  await page.goBack();
  await expect(page.getByLabel('Category')).toHaveValue('wedding');
  await expect(cardNames(page)).toHaveCount(3);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(errors).toEqual([]);
});

test('a category chosen before the gallery\'s script has run is kept, and the back button undoes it as on the live page', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/templates?category=wedding', { waitUntil: 'commit' });
  await expect(cardNames(page)).toHaveCount(3);
  await page.getByLabel('Category').selectOption('birthday');
  release();
  await expect(galleryIsland(page)).toHaveAttribute('data-live', '');
  await expect(page).toHaveURL(/category=birthday/);
  await expect(cardNames(page)).toHaveText(['Colorful Birthday']);
  await page.goBack();
  await expect(page).toHaveURL(/category=wedding/);
  await expect(page.getByLabel('Category')).toHaveValue('wedding');
  await expect(cardNames(page)).toHaveCount(3);
});

test('a signed-in host chooses a template on the drawn gallery and the editor opens with it', async ({ page, host, templateNamed }) => {
  void host;
  const lantern = await templateNamed('Red Lantern');
  await page.goto('/templates');
  await expect(galleryIsland(page)).toHaveAttribute('data-live', '');
  // The header's island knows the session.
  await expect(page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('button', { name: 'Open menu' })).first()).toBeVisible();
  await page.getByRole('button', { name: 'Select Red Lantern' }).click();
  await expect(page).toHaveURL(/\/create-event\?step=event-details$/);
  await expect(page.getByRole('heading', { name: 'Event Details', exact: true })).toBeVisible();
  expect(await page.content()).toContain(lantern.image_url);
});

test("a Select tapped before the gallery's script has run still opens the editor with that template", async ({ page, host, templateNamed }) => {
  void host;
  const birthday = await templateNamed('Colorful Birthday');
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/templates');
  await expect(galleryIsland(page)).not.toHaveAttribute('data-live');
  // The next page may load its scripts; this one never runs its own.
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Select Colorful Birthday' }).click();
  // The template travels in the address, then in the editor's state: the address is the usual one.
  await expect(page).toHaveURL(/\/create-event\?step=event-details$/);
  await expect(page.getByRole('heading', { name: 'Event Details', exact: true })).toBeVisible();
  expect(await page.content()).toContain(birthday.image_url);
});

test('signed out, Select on the drawn gallery asks to sign in, in the page @mobile', async ({ page }) => {
  await page.goto('/templates');
  await expect(galleryIsland(page)).toHaveAttribute('data-live', '');
  await page.getByRole('button', { name: 'Select Classic Wedding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/auth?tab=signup&redirect=%2Ftemplates');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/templates$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the category applies with the Search button, and the page says choosing needs JavaScript @mobile', async ({ page }) => {
    await page.goto('/ms/templates');
    // Playwright's text and role queries do not look inside <noscript>: found by their place in the form.
    const note = page.locator('form[role="search"] noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Memilih templat memerlukan JavaScript');
    await page.getByLabel('Kategori').selectOption('engagement');
    const search = page.locator('form[role="search"] noscript button[type="submit"]');
    await expect(search).toHaveText('Cari');
    await search.click();
    await expect(page).toHaveURL(/\/ms\/templates\?search=&category=engagement$/);
    await expect(cardNames(page)).toHaveText(['Forever Yours']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  });
});
