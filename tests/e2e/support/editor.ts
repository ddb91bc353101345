import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/* Helpers of the editor's journeys (editor.spec.ts and editor-uploads-drafts-access.spec.ts). */


/** A real PNG of the given size (one colour), so the server's content check passes. */
export function png(width: number, height: number, rgb: [number, number, number] = [200, 30, 60]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

export const stepHeading = (page: Page) => page.locator('#step-heading');
export const eventName = (page: Page) => page.getByRole('textbox', { name: 'Event name' });
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
/** A step in the step indicator, by its label (`/Step \d+ Label/`: the numbers move when a step is added). */
export const stepButton = (page: Page, label: RegExp) => page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: label });

/** Continue from Event Details passes the Events step (one main event: nothing to fill in) to Organizer & Family. */
export async function continueThroughEvents(page: Page) {
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Events');
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Organizer & Family');
}

/** At 375 px the panes are behind a switch; at 1280 px everything is on screen. */
export async function showPane(page: Page, pane: 'Details' | 'Design' | 'Preview') {
  const toggle = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: pane, exact: true });
  if (await toggle.isVisible()) await toggle.click();
}

/** Runs `check` on the live preview, switching to it and back on a phone. */
export async function inPreview(page: Page, check: (preview: Locator) => Promise<void>) {
  await showPane(page, 'Preview');
  await check(page.getByTestId('invitation-preview'));
  await showPane(page, 'Details');
}

/** From the gallery with a template: signed in, the editor opens on event details with the template's colours. */
export async function startFromGallery(page: Page, templateName = 'Classic Wedding') {
  await page.goto('/templates');
  await page.getByRole('button', { name: `Select ${templateName}` }).click();
  await expect(page).toHaveURL(/\/create-event\?step=event-details$/);
  await expect(stepHeading(page)).toHaveText('Event Details');
}

/** What every saved invitation has (the server refuses one without): the event name, date and organizer. */
export const ready = { eventName: '<p>Aisyah &amp; Daniel</p>', date: '2027-06-12', organizer: { name: 'Organizer', email: '', phone: '' } };

/**
 * Opens a saved invitation (made through the API, so the earlier steps are not clicked through) in
 * the editor on `step`, and waits until that step is shown.
 */
export async function openOnStep(page: Page, id: string, step: string, heading: string) {
  await page.goto(`/create-event/${id}?step=${step}`);
  await expect(stepHeading(page)).toHaveText(heading);
}
