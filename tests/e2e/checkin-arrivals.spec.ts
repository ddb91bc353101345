import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CheckinLink } from '@shared/checkin';
import type { InvitationEvent } from '@shared/events';
import type { Household } from '@shared/guests';
import type { EditorInvitation } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * Issue 28, point 4 (product.md §13): the host sees who arrived — each household with its guests
 * arrived of those confirmed, the time of each check-in in the invitation's time zone and the door
 * (the helpers' link's label) — filters it by event, name and state, and sees a new check-in appear
 * without reloading. Seeded through the API (households, an answer, a link, an arrival as a door
 * sends it); desktop and 375 px.
 */

const RSVP_ON = { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' };
// 11:42 UTC is 19:42 in Kuala Lumpur (the invitation's time zone).
const SCANNED_AT = '2026-11-30T11:42:00.000Z';

async function addHousehold(request: APIRequestContext, origin: string, invitationId: string, name: string, seats: number): Promise<Household & { token: string }> {
  const added = await request.post(`/api/invitations/${invitationId}/guests`, { data: { name, seats }, headers: { origin } });
  expect(added.status()).toBe(201);
  const household = (await added.json()) as Household;
  return { ...household, token: new URL(household.link).pathname.split('/').pop()! };
}

async function checkIn(request: APIRequestContext, origin: string, token: string, householdId: string, eventId: string, guests: number, scannedAt: string) {
  const response = await request.post(`/api/checkin/${token}/arrivals`, { data: { arrivals: [{ scanId: randomUUID(), householdId, eventId, guests, scannedAt, confirmOverSeats: false }] }, headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
  expect(((await response.json()) as { results: { status: string }[] }).results[0]?.status).toBe('recorded');
}

const whoArrived = (page: Page) => page.getByRole('region', { name: /^Arrivals at / });
const rowOf = (page: Page, name: string) => whoArrived(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });

test('the host sees who arrived, when and at which door, filters it, and a new arrival appears live @mobile', async ({ page, host: _host, publishedInvitation, playwright, baseURL, a11y }, testInfo) => {
  const origin = baseURL!;
  const id = await publishedInvitation(page.request, { eventName: '<p>Majlis Aisyah &amp; Hafiz</p>', date: '2027-09-11', time: '10:00', venue: 'Masjid Wilayah', organizer: { name: 'Puan Aisyah', email: '', phone: '' }, rsvp: RSVP_ON });
  const editor = (await (await page.request.get(`/api/invitations/${id}`)).json()) as EditorInvitation;
  const main = editor.input.events!.find((event) => event.isMain)!;
  const sanding: InvitationEvent = { ...main, id: randomUUID(), name: 'Sanding', date: '2027-09-12', time: '12:00', isMain: false, isPublic: true, mealOptions: [] };
  expect((await page.request.put(`/api/invitations/${id}`, { data: { ...editor.input, events: [{ ...main, name: 'Akad Nikah' }, sanding] }, headers: { origin } })).ok()).toBe(true);

  const aminah = await addHousehold(page.request, origin, id, 'Keluarga Aminah', 4);
  const tan = await addHousehold(page.request, origin, id, 'Keluarga Tan Wei Ming', 2);
  const answered = await page.request.put(`/api/guest-links/${aminah.token}/rsvp`, {
    data: { guestName: 'Keluarga Aminah', attending: true, numberOfGuests: 3, events: [{ eventId: main.id, attending: true, guests: 3 }, { eventId: sanding.id, attending: true, guests: 3 }] },
    headers: { origin },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  const made = await page.request.post(`/api/invitations/${id}/checkin-links`, { data: { label: 'Front door' }, headers: { origin } });
  const token = ((await made.json()) as CheckinLink).url!.split('/checkin/')[1]!;
  // The door is anyone holding the link: a context of its own, without the host's session.
  const door = await playwright.request.newContext({ baseURL: origin });
  await checkIn(door, origin, token, aminah.id, main.id, 2, SCANNED_AT);

  await page.goto(`/guests/${id}/checkin`);
  const row = rowOf(page, 'Keluarga Aminah');
  await expect(row).toContainText('2 of 3 confirmed');
  await expect(row).toContainText('19:42 · Front door · 2 guests');
  await expect(row).toContainText('Arrived');
  await expect(rowOf(page, 'Keluarga Tan Wei Ming')).toHaveCount(0);
  await a11y();

  // Not yet arrived: the household still to come, with nothing checked in.
  const show = page.getByLabel('Show');
  await show.selectOption('not_arrived');
  await expect(rowOf(page, 'Keluarga Tan Wei Ming')).toBeVisible();
  await expect(rowOf(page, 'Keluarga Aminah')).toHaveCount(0);
  // Everyone, searched by name.
  await show.selectOption('all');
  await page.getByLabel('Search by name').fill('amin');
  await expect(rowOf(page, 'Keluarga Aminah')).toBeVisible();
  await expect(rowOf(page, 'Keluarga Tan Wei Ming')).toHaveCount(0);
  // The other event: nobody there yet.
  await page.getByLabel('Search by name').fill('');
  await show.selectOption('arrived');
  await page.getByLabel('Event').selectOption(sanding.id);
  await expect(page.getByText('No one has arrived yet')).toBeVisible();
  await page.getByLabel('Event').selectOption(main.id);
  await expect(row).toBeVisible();

  // A second door check-in appears without a reload: more guests than confirmed (no answer).
  await checkIn(door, origin, token, tan.id, main.id, 2, SCANNED_AT);
  const second = rowOf(page, 'Keluarga Tan Wei Ming');
  await expect(second).toContainText('2 arrived · no answer');
  await expect(second).toContainText('More than confirmed');
  await expect(page.getByLabel('Show').locator('option:checked')).toHaveText('Arrived (2)');

  // The CSV carries the same list.
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toContain('"Akad Nikah","Keluarga Aminah","4","3","2","Arrived"');
  await door.dispose();

  if (testInfo.project.name === 'mobile') {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const wide = await page.evaluate(() => [...document.querySelectorAll('main *')].filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth).map((element) => `${element.tagName}.${element.className}`).slice(0, 3));
    expect(overflow, `wider than the screen: ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
    await a11y();
  }
  await page.screenshot({ path: testInfo.outputPath('arrivals.png'), fullPage: true });
});
