import type { APIRequestContext } from '@playwright/test';
import type { CheckinList } from '@shared/checkin';
import type { Household } from '@shared/guests';
import { expect, test } from './support/fixtures';
import { scaled } from './support/timeouts';

/*
 * Issue 28 point 4, a door that works in a hall with no signal (product.md §13). Set-up through the
 * API: a host, an invitation, a household that said yes (3 guests) and one that declined, and a
 * helpers' link. The helper opens the link online (the list is downloaded, the service worker keeps
 * the page), loses the connection and reloads: the page opens from the service worker, the name
 * search answers from the list on the phone, a check-in waits ("1 waiting to send"), and the
 * declined household asks for confirmation (by keyboard). Back online, both are sent and counted on
 * the server (read through the door's list API).
 */

const RSVP_ON = { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' };

async function addHousehold(request: APIRequestContext, origin: string, invitationId: string, name: string, seats: number): Promise<string> {
  const added = await request.post(`/api/invitations/${invitationId}/guests`, { data: { name, seats }, headers: { origin } });
  expect(added.status()).toBe(201);
  return new URL(((await added.json()) as Household).link).pathname.split('/').pop()!;
}

test('the door link works offline after a reload: search, check-in, a declined household confirmed, synced on reconnect @mobile', async ({ page, request, createUser, publishedInvitation, a11y, baseURL }, testInfo) => {
  const origin = baseURL!;
  const host = await createUser(`door-offline-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin } })).ok()).toBe(true);
  const id = await publishedInvitation(request, { eventName: '<p>Majlis Nadia &amp; Omar</p>', date: '2027-09-11', time: '10:00', venue: 'Dewan Seri', organizer: { name: 'Puan Nadia', email: '', phone: '' }, rsvp: RSVP_ON });
  const aminah = await addHousehold(request, origin, id, 'Keluarga Aminah', 4);
  const siti = await addHousehold(request, origin, id, 'Keluarga Siti', 2);
  for (const [token, attending, guests] of [
    [aminah, true, 3],
    [siti, false, 0],
  ] as const) {
    const answered = await request.put(`/api/guest-links/${token}/rsvp`, { data: { guestName: 'Guest', attending, numberOfGuests: guests }, headers: { origin } });
    expect(answered.ok(), await answered.text()).toBe(true);
  }
  const made = await request.post(`/api/invitations/${id}/checkin-links`, { data: { label: 'Front door' }, headers: { origin } });
  expect(made.status()).toBe(201);
  const link = new URL(((await made.json()) as { url: string }).url).pathname;
  const doorToken = link.split('/').pop()!;

  // Online: the page downloads the list and the service worker keeps the page.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Majlis Nadia & Omar');
  await expect(page.getByText(/^List downloaded \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByTestId('offline-ready')).toBeVisible({ timeout: scaled(20_000) });

  // No signal, and a reload: the page still opens (from the service worker), with the list.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Majlis Nadia & Omar');
  await expect(page.getByTestId('connection')).toHaveText('Offline');
  await expect(page.getByText(/^List downloaded \d\d:\d\d$/)).toBeVisible();

  // Search by name answers from the phone at once (no "Searching…"), and the check-in waits.
  await page.getByRole('button', { name: 'Find by name' }).first().click();
  await page.getByLabel("Guest's name").fill('amin');
  await page.getByRole('button', { name: /Keluarga Aminah/ }).click();
  const card = page.getByRole('region', { name: 'Keluarga Aminah' });
  await expect(card.getByText('Said 3 guests will come')).toBeVisible();
  await card.getByRole('button', { name: 'Check in 3 guests' }).click();
  await expect(card.getByText(/Saved on this phone: 3 guests/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 waiting to send' })).toBeVisible();
  await card.getByRole('button', { name: 'Find another' }).click();

  // The household that declined: a warning, then a confirm step, reached by keyboard.
  await page.getByLabel("Guest's name").fill('siti');
  await page.getByRole('button', { name: /Keluarga Siti/ }).click();
  const declined = page.getByRole('region', { name: 'Keluarga Siti' });
  await expect(declined.getByText('This household said they cannot come to this event.')).toBeVisible();
  await expect(declined.getByRole('button', { name: /^Check in \d guests?$/ })).toHaveCount(0);
  const anyway = declined.getByRole('button', { name: /Check in anyway/ });
  await anyway.focus();
  await page.keyboard.press('Enter');
  const confirm = declined.getByRole('group', { name: 'Confirm the check-in' });
  await expect(confirm).toContainText('though they said they cannot come');
  await expect(confirm.getByRole('button', { name: /^Yes, check in/ })).toBeFocused();
  await a11y();
  await page.keyboard.press('Enter');
  await expect(declined.getByText(/Saved on this phone/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '2 waiting to send' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('door-offline.png'), fullPage: true });

  // Back online: sent, and counted on the server once each.
  await page.context().setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: '0 waiting to send' })).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByTestId('connection')).toHaveText('Online');
  await expect(page.getByText(/^Last synced \d\d:\d\d$/)).toBeVisible();
  const list = (await (await request.get(`/api/checkin/${doorToken}/list`)).json()) as CheckinList;
  const arrived = Object.fromEntries(list.households.map((household) => [household.name, household.events[0]!.arrived]));
  expect(arrived).toEqual({ 'Keluarga Aminah': 3, 'Keluarga Siti': 2 });
  // The declined household that came is a conflict every phone is shown.
  expect(list.conflicts.map((conflict) => conflict.name)).toEqual(['Keluarga Siti']);
  await expect(page.getByRole('alert').filter({ hasText: 'More guests than confirmed' })).toContainText('Keluarga Siti');
});
