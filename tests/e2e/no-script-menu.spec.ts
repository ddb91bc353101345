import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Issue 30, "whole before any script": the landing's menu button (below the md breakpoint) opens the
 * menu on the first tap in the page drawn at build time, before the landing's script has run or
 * without it; once the header's island comes to life (decision 0035), the menu stays open and the
 * island's state has it.
 */

const openButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const closeButton = (page: Page) => page.getByRole('button', { name: 'Close menu' });
const mobileMenu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });
const header = (page: Page) => page.locator('[data-island="header"]');

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'mobile', 'the menu button exists below the md breakpoint');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens on the first tap, closes, and its links lead on @mobile', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(header(page)).not.toHaveAttribute('data-live');
    await expect(mobileMenu(page)).toBeHidden();
    await openButton(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await expect(closeButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(openButton(page)).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('menu-open-nojs.png') });

    await closeButton(page).click();
    await expect(mobileMenu(page)).toBeHidden();
    await expect(openButton(page)).toBeVisible();

    await openButton(page).click();
    await mobileMenu(page).getByRole('link', { name: 'Templates' }).click();
    await expect(page).toHaveURL(/\/templates$/);
  });
});

test('with the scripts blocked, the menu opens on the first tap @mobile', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await openButton(page).click();
  await expect(mobileMenu(page)).toBeVisible();
  await expect(mobileMenu(page).getByRole('link', { name: 'Pricing' })).toBeVisible();
});

test('a tap before the scripts arrive opens the menu, and it stays open once the header comes to life @mobile', async ({ page, a11y }) => {
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  await page.route('**/*.js', (route: Route) => {
    const continued = tapped.then(() => route.continue());
    held.push(continued);
    return continued;
  });
  // Module scripts hold DOMContentLoaded: wait only for the HTML.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(header(page)).not.toHaveAttribute('data-live');
  await openButton(page).click();
  await expect(mobileMenu(page)).toBeVisible();

  release();
  await Promise.all(held);
  await expect(header(page)).toHaveAttribute('data-live', '');
  // The live header has it open: its own button, the page locked behind, closing on Escape.
  await expect(closeButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mobileMenu(page)).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await a11y();
  await page.keyboard.press('Escape');
  await expect(mobileMenu(page)).toHaveCount(0);
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a tap after the landing\'s script has started but before the header comes to life keeps the menu open @mobile', async ({ page }) => {
  // The landing's entry runs while the words its islands draw with are held: the drawn header stays.
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  let held: Promise<void> | null = null;
  await page.route('**/assets/common.english-*.js', (route: Route) => (held = tapped.then(() => route.continue())));
  const words = page.waitForRequest(/\/assets\/common\.english-[^/]*\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await words;
  await expect(header(page)).not.toHaveAttribute('data-live');
  await openButton(page).click();
  await expect(mobileMenu(page)).toBeVisible();

  release();
  await held;
  await expect(header(page)).toHaveAttribute('data-live', '');
  await expect(closeButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mobileMenu(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
});

test('the live header opens the menu when the address comes to name it: a tap on the drawn header while its island was being drawn @mobile', async ({ page }) => {
  // The race the first tap can lose on a slow phone: the live header has rendered (its location has
  // no fragment), the tap lands on the drawn header's link before the takeover, and the island then
  // hears of the fragment. Here the fragment comes after the takeover.
  await page.goto('/');
  await expect(header(page)).toHaveAttribute('data-live', '');
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => {
    window.location.hash = 'site-mobile-menu';
  });
  await expect(closeButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mobileMenu(page)).toBeVisible();
});
