import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * The editor on a phone (issue 20, "Phones"), at 375 × 812: the header, the stepper and the
 * Details / Design / Preview switch take at most a quarter of the screen, so the first field is near
 * the top; a small preview button that stays on screen (in the Previous / Continue bar, covering
 * neither the bar's buttons nor the fields) opens the preview, by touch or keyboard; a toast never
 * covers the Previous / Continue bar.
 */

test.use({ viewport: { width: 375, height: 812 } });

const HEIGHT = 812;
const ready = { eventName: '<p>Phone Editor Party</p>', date: '2027-06-12', organizer: { name: 'Host', email: '', phone: '' } };

const stepHeading = (page: Page) => page.locator('#step-heading');
const bar = (page: Page) => page.getByTestId('editor-step-bar');
const previewButton = (page: Page) => bar(page).getByRole('button', { name: 'Show the preview' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openOnStep(page: Page, id: string, step: string, heading: string) {
  await page.goto(`/create-event/${id}?step=${step}`);
  await expect(stepHeading(page)).toHaveText(heading);
}

test('header, stepper and switch take at most a quarter of the screen; the first field follows @mobile', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', ready);
  await openOnStep(page, id, 'event-details', 'Event Details');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The switch is the last of the three: its bottom edge is where they end.
  const switcher = page.getByRole('group', { name: 'Show' });
  await expect(switcher).toBeVisible();
  const chrome = await box(switcher);
  expect(chrome.y + chrome.height).toBeLessThanOrEqual(HEIGHT * 0.25);

  // The first field of the step (its label) follows at once: only the step card's heading line between
  // (the quarter, plus that line: at most 35 % of the screen).
  const firstLabel = page.locator('section[aria-labelledby="step-heading"] label').first();
  await expect(firstLabel).toBeVisible();
  expect((await box(firstLabel)).y).toBeLessThanOrEqual(HEIGHT * 0.35);

  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('the small preview button sits in the Previous / Continue bar and opens the preview, by touch and keyboard @mobile', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', ready);
  await openOnStep(page, id, 'address', 'Address & Maps');

  // It stays on screen and covers neither the bar's buttons nor a field.
  const button = previewButton(page);
  await expect(button).toBeInViewport();
  const buttonBox = await box(button);
  expect(buttonBox.width).toBeLessThanOrEqual(56);
  for (const other of [bar(page).getByRole('button', { name: 'Previous' }), bar(page).getByRole('button', { name: 'Continue' })]) {
    expect(intersects(buttonBox, await box(other))).toBe(false);
  }
  const fields = page.locator('section[aria-labelledby="step-heading"] :is(input, textarea, select, [contenteditable="true"])').filter({ visible: true });
  for (const field of await fields.all()) expect(intersects(buttonBox, await box(field))).toBe(false);

  await button.click();
  const preview = page.getByTestId('invitation-preview');
  await expect(preview).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Preview', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Back to the form with the switch, then the keyboard: Tab to the button and press Enter.
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Details', exact: true }).click();
  await expect(stepHeading(page)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Previous' }).focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(preview).toBeVisible();
});

declare global {
  interface Window {
    /** Where the first toast settled, beside the Previous / Continue bar (recorded by the page itself). */
    __toastBoxes?: { toast: Box; bar: Box | null; height: number };
  }
}

test('a toast does not cover the Previous / Continue bar @mobile', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', ready);
  // A toast lives 4 s: the page measures it itself once it has slid into place, so a busy machine cannot miss it.
  await page.addInitScript(() => {
    const rect = (element: Element | null) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    new MutationObserver((_, observer) => {
      const toast = document.querySelector('[data-sonner-toast][data-mounted="true"]');
      if (!toast) return;
      observer.disconnect();
      // After its entrance (sonner's transition is 400 ms), measured on the page's own clock.
      window.setTimeout(() => {
        window.__toastBoxes = { toast: rect(toast)!, bar: rect(document.querySelector('[data-testid="editor-step-bar"]')), height: window.innerHeight };
      }, 800);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-mounted'] });
  });
  await page.goto(`/create-event/${id}`);
  await expect(page.getByText('Invitation loaded successfully')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__toastBoxes ?? null)).not.toBeNull();
  const { toast, bar: barBox, height } = (await page.evaluate(() => window.__toastBoxes))!;
  expect(barBox).not.toBeNull();
  // The bar is at the foot of the screen, the toast wholly above it and on screen.
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(height + 1);
  expect(intersects(toast, barBox!)).toBe(false);
  expect(toast.y).toBeGreaterThanOrEqual(0);
  expect(toast.y + toast.height).toBeLessThanOrEqual(barBox!.y);
});
