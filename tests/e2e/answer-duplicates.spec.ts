import type { APIRequestContext, Page } from '@playwright/test';
import type { InvitationInput } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * Issue 27: an open-link answer with an earlier answer's phone from another device is a new answer
 * flagged as a likely duplicate, counted once; the host merges it or keeps both in one click, by
 * keyboard, at desktop and 375 px.
 */

const BASICS: Partial<InvitationInput> = {
  date: '2027-12-12',
  venue: 'Dewan Merdeka',
  organizer: { name: 'Host', email: '', phone: '' },
  eventName: '<p>Majlis Nurul &amp; Hakim</p>',
  rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, mealOptions: [], wishes: '' },
};

const table = (page: Page) => page.getByRole('region', { name: 'RSVP responses table' });
const rowOf = (page: Page, guestName: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${guestName}`) }) });
/** A summary card's number. */
const stat = (page: Page, label: string) =>
  page.locator('dl[aria-label="Summary"] > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd > span').first();

/** One answer from its own browser (no cookies shared with another answer or the host). */
async function answerFromAnotherDevice(newContext: () => Promise<APIRequestContext>, baseURL: string, id: string, body: Record<string, unknown>) {
  const device = await newContext();
  const response = await device.post(`/api/invitations/${id}/rsvp`, { data: { attending: true, email: '', ...body }, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(201);
  const receipt = (await response.json()) as { id: string; duplicate?: { mailedTo: string | null } };
  await device.dispose();
  return receipt;
}

test('the host sees a likely duplicate, counted once, and merges it or keeps both @mobile', async ({ page, host: _host, publishedInvitation, playwright, baseURL, a11y }) => {
  const id = await publishedInvitation(page.request, BASICS);
  const newContext = () => playwright.request.newContext({ baseURL });
  await answerFromAnotherDevice(newContext, baseURL!, id, { guestName: 'Nurul Aina', phone: '012-345 6789', numberOfGuests: 2 });
  const copy = await answerFromAnotherDevice(newContext, baseURL!, id, { guestName: 'Aina', phone: '+60 12-345 6789', numberOfGuests: 4 });
  expect(copy.duplicate).toEqual({ mailedTo: null });
  await answerFromAnotherDevice(newContext, baseURL!, id, { guestName: 'Hakim Rahman', email: 'hakim@example.com', numberOfGuests: 1 });
  await answerFromAnotherDevice(newContext, baseURL!, id, { guestName: 'Encik Hakim', email: 'HAKIM@example.com', numberOfGuests: 3 });

  await page.goto(`/rsvp/${id}`);
  const aina = rowOf(page, 'Aina');
  await expect(aina.getByTestId('duplicate-flag')).toHaveText('Likely duplicate of Nurul Aina · same phone');
  await expect(rowOf(page, 'Encik Hakim').getByTestId('duplicate-flag')).toHaveText('Likely duplicate of Hakim Rahman · same e-mail');
  // Counted once: 2 + 1 guests, not 2 + 4 + 1 + 3.
  await expect(stat(page, 'Total Guests')).toHaveText('3');
  await expect(stat(page, 'Total Responses')).toHaveText('2');
  await a11y();

  // Merge by keyboard: the earlier answer stays as it was, the copy goes.
  const merge = aina.getByRole('button', { name: /^Merge Aina's answer into Nurul Aina's/ });
  await merge.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Answers merged')).toBeVisible();
  await expect(aina).toHaveCount(0);
  await expect(rowOf(page, 'Nurul Aina')).toContainText('2');
  await expect(stat(page, 'Total Guests')).toHaveText('3');

  // Keep both: another guest after all; now counted.
  const encik = rowOf(page, 'Encik Hakim');
  await encik.getByRole('button', { name: /^Keep both/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Both answers kept')).toBeVisible();
  await expect(encik.getByTestId('duplicate-flag')).toHaveCount(0);
  await expect(stat(page, 'Total Guests')).toHaveText('6');
  await expect(stat(page, 'Total Responses')).toHaveText('3');

  // At 375 px nothing of the table spills sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
