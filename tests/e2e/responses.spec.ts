import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { newInvitation } from '@shared/wizard';
import { E2E_DASH, E2E_DASH_HOST, E2E_HOST } from './support/env';
import { expect, test } from './support/fixtures';

/*
 * The RSVP responses page (product.md §2, §9): summary, charts, the searchable and filterable table, the
 * meal summary, CSV exports, hiding a wish, and live updates from a guest in another browser.
 */

async function invitationId(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/invitations?q=${encodeURIComponent(name)}`);
  const { data } = (await response.json()) as { data: { id: string; eventName: string }[] };
  return data.find((i) => i.eventName === name)!.id;
}

const stat = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
const table = (page: Page) => page.getByRole('region', { name: 'RSVP responses table' });

// Signing in is not what these tests are about (tests/e2e/accounts.spec.ts is): through the API.
test.beforeEach(async ({ apiSignIn }) => {
  await apiSignIn(E2E_DASH_HOST);
});

test('reached from My Invitations: the summary, charts and meal summary @mobile', async ({ page }) => {
  const id = await invitationId(page, E2E_DASH.responses);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: `RSVP responses for ${E2E_DASH.responses}` }).click();
  await expect(page).toHaveURL(`/rsvp/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${E2E_DASH.responses} RSVP Responses`);
  await expect(stat(page, 'Total Responses')).toHaveText('60');
  await expect(stat(page, 'Confirmed')).toHaveText('44');
  await expect(stat(page, 'Total Guests')).toHaveText('87');
  await expect(stat(page, 'Declined')).toHaveText('16');
  // No guest list on this invitation: the rate reads as answers, not a percentage (issue 28.3).
  await expect(stat(page, 'Response Rate')).toHaveText('60 answersno guest list');

  const attendance = page.getByRole('list', { name: 'Responses by answer' });
  await expect(attendance.getByRole('listitem').nth(0)).toContainText('Attending44 responses (73%)');
  await expect(attendance.getByRole('listitem').nth(1)).toContainText('Declined16 responses (27%)');
  const meals = page.getByRole('list', { name: 'Guests per meal choice' }).getByRole('listitem');
  // Largest first: guests per choice.
  await expect(meals.nth(0)).toContainText('Nasi lemak58 guests');
  await expect(meals.nth(1)).toContainText('Vegetable biryani29 guests');
  await expect(page.getByText('Live: new responses appear here automatically')).toBeVisible();
});

test('the table: 50 per page, wishes cut, search and filter, accessible; the summary stays the invitation’s own @mobile', async ({ page, a11y }) => {
  const id = await invitationId(page, E2E_DASH.responses);
  await page.goto(`/rsvp/${id}`);
  await expect(stat(page, 'Total Responses')).toHaveText('60');

  // 50 per page; wishes cut at 50 characters.
  await expect(table(page).getByRole('row')).toHaveCount(51);
  await expect(page.getByText('Showing 1–50 of 60')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 51–60 of 60')).toBeVisible();
  await expect(table(page).getByText('Wishing you both a lifetime of love, laughter and…')).toBeVisible();
  await a11y();

  await page.getByLabel('Search by guest name or email').fill('王');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page).getByRole('rowheader')).toHaveText('王小明');
  await page.getByLabel('Search by guest name or email').fill('KARTHIK@');
  await expect(table(page).getByRole('rowheader')).toHaveText('கார்த்திக் சுப்ரமணியம்');
  await page.getByLabel('Search by guest name or email').fill('');
  await page.getByLabel('Show').selectOption('declined');
  await expect(page.getByText('Showing 1–16 of 16')).toBeVisible();
  await expect(table(page).getByText('Attending', { exact: true })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('attending');
  await expect(page.getByText('Showing 1–44 of 44')).toBeVisible();
  // The summary stays the invitation's own whatever the table shows.
  await expect(stat(page, 'Total Responses')).toHaveText('60');
});

test('CSV export: rsvp_responses.csv with the documented columns, Chinese and Tamil intact; the caterer file has no names', async ({ page }) => {
  const id = await invitationId(page, E2E_DASH.responses);
  await page.goto(`/rsvp-responses/${id}`);
  await expect(stat(page, 'Total Responses')).toHaveText('60');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('rsvp_responses.csv');
  await expect(page.getByText('RSVP responses downloaded successfully')).toBeVisible();
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records: string[][] = parse(bytes, { bom: true });
  expect(records[0]).toEqual(['Guest Name', 'Email', 'Status', 'Number of Guests', 'Meal Choice', 'Car Plate', 'Message', 'Response Date']);
  expect(records).toHaveLength(61);
  expect(records).toContainEqual(['王小明', 'wang@example.com', 'Attending', '2', 'Nasi lemak', '', '恭喜恭喜，百年好合！', expect.any(String)]);
  expect(records.map((r) => r[0])).toContain('கார்த்திக் சுப்ரமணியம்');

  const caterer = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Meal counts for caterer' }).click();
  const catererFile = await caterer;
  expect(catererFile.suggestedFilename()).toBe('rsvp_meal_counts.csv');
  const catererText = Buffer.concat(await (await catererFile.createReadStream()).toArray()).toString('utf8');
  expect(catererText).not.toMatch(/王小明|example\.com|Guest 0/);
  expect(parse(catererText, { bom: true })[1]).toEqual(['Nasi lemak', '58']);
});

test('hiding a wish keeps the response and takes the wish off the public page', async ({ page }) => {
  const id = await invitationId(page, E2E_DASH.responses);
  await page.goto(`/rsvp/${id}`);
  await page.getByLabel('Search by guest name or email').fill('王小明');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: "Hide 王小明's wish from the invitation" }).click();
  await expect(page.getByText('The wish is hidden from your invitation')).toBeVisible();
  expect(await (await page.request.get(`/view/${E2E_DASH.responsesSlug}`)).text()).not.toContain('恭喜恭喜');
  await page.getByRole('button', { name: "Show 王小明's wish on the invitation" }).click();
  await expect(page.getByText('The wish is shown on your invitation again')).toBeVisible();
  expect(await (await page.request.get(`/view/${E2E_DASH.responsesSlug}`)).text()).toContain('恭喜恭喜');
});

test('empty state, then a guest in another browser answers and the page updates by itself', async ({ page, browser, createUser, apiSignIn, publishedInvitation }) => {
  // A published invitation of a fresh host (made through the API), so that every run starts empty.
  await apiSignIn(await createUser('live'));
  const start = newInvitation();
  const id = await publishedInvitation(page.request, {
    eventName: '<p>Live Quiet Picnic</p>',
    date: '2027-10-02',
    venue: 'Seri Pacific Ballroom',
    organizer: { name: 'Live Host', email: '', phone: '' },
    rsvp: { ...start.rsvp, enabled: true, allowPlusOnes: true, mealOptions: [{ id: 'meal-a', name: 'Nasi lemak' }, { id: 'meal-b', name: 'Vegetable biryani' }] },
  });
  await page.goto(`/rsvp/${id}`);
  await expect(page.getByText('No RSVP responses yet')).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('No responses to download')).toBeVisible();
  await expect(page.getByText('Live: new responses appear here automatically')).toBeVisible();
  // A mark on this document: still there at the end means the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/view/${id}`);
  const form = guest.locator('form').filter({ has: guest.getByLabel('Your name') });
  await form.getByLabel('Your name').fill('Live Guest Aminah');
  await form.getByLabel('Number of guests').selectOption('2');
  await form.getByLabel('Meal choice').selectOption({ label: 'Vegetable biryani' });
  await form.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(guest.getByText('Thank you for your RSVP!')).toBeVisible();

  // No reload, and the page does not poll: only the server's event stream can bring it. (How soon is
  // not asserted: a busy machine is slow, and product.md says "within a moment".)
  await expect(table(page).getByRole('rowheader', { name: 'Live Guest Aminah' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(stat(page, 'Total Guests')).toHaveText('2');
  await expect(page.getByRole('list', { name: 'Guests per meal choice' })).toContainText('Vegetable biryani2 guests');
  await guestContext.close();
});

test('another host gets Invitation Not Found; anonymous visitors are sent to sign in', async ({ page, browser, fillSignIn }) => {
  const id = await invitationId(page, E2E_DASH.responses);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(`/rsvp/${id}`);
  await expect(otherPage).toHaveURL(/\/auth/);
  await fillSignIn(E2E_HOST, otherPage);
  await expect(otherPage).toHaveURL(`/rsvp/${id}`);
  await expect(otherPage.getByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
  await expect(otherPage.getByText('王小明')).toHaveCount(0);
  await other.close();
});
