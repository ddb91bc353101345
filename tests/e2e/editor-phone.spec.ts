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

  // The first field of the step (its label) starts within the top third, right under the step's heading.
  const field = page.getByRole('textbox', { name: 'Event name' });
  await expect(field).toBeVisible();
  const firstLabel = page.locator('section[aria-labelledby="step-heading"] label').first();
  expect((await box(firstLabel)).y).toBeLessThanOrEqual(HEIGHT / 3);
  expect((await box(field)).y).toBeLessThanOrEqual(HEIGHT * 0.4);

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

test('a toast does not cover the Previous / Continue bar @mobile', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', ready);
  await page.goto(`/create-event/${id}`);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Invitation loaded successfully' });
  // A pointer on the toasts keeps them open while they are measured (sonner pauses its timer).
  await expect(toast).toBeVisible();
  await toast.dispatchEvent('mouseover');
  await expect(bar(page)).toBeInViewport();
  await expect.poll(async () => intersects(await box(toast), await box(bar(page)))).toBe(false);
  // And it is not off-screen either: above the bar, inside the viewport.
  const toastBox = await box(toast);
  expect(toastBox.y).toBeGreaterThanOrEqual(0);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await box(bar(page))).y);
});
