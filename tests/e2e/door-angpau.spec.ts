import type { APIRequestContext } from '@playwright/test';
import type { ArrivalsSummary } from '@shared/checkin';
import type { GuestListPage } from '@shared/guests';
import { expect, test } from './support/fixtures';
import { scaled } from './support/timeouts';
import type { GiftLedger } from '@shared/gifts';

/*
 * Issue 32, angpau at the door and thank-yous (product.md §16), the two journeys the issue names;
 * the rules are tests/server/door-gifts.test.ts and thank-yous.test.ts. Seeded through the API.
 * 1. A helper records an angpau OFFLINE under the household being checked in; it waits on the phone
 *    and reaches the server on reconnect (read through the host's API: the ledger and the door count).
 * 2. The host sends a thank-you from the WhatsApp queue's Thank-yous mode and the guest list shows it.
 */

const RSVP_ON = { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' };

async function addHousehold(request: APIRequestContext, origin: string, invitationId: string, data: Record<string, unknown>): Promise<void> {
  const added = await request.post(`/api/invitations/${invitationId}/guests`, { data, headers: { origin } });
  expect(added.status(), await added.text()).toBe(201);
}

test('a door helper records an angpau offline; it reaches the server on reconnect @mobile', async ({ page, request, createUser, publishedInvitation, baseURL }, testInfo) => {
  const origin = baseURL!;
  const host = await createUser(`door-angpau-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin } })).ok()).toBe(true);
  const id = await publishedInvitation(request, { eventName: '<p>Mei Ling &amp; Wei Jie</p>', date: '2027-09-11', time: '19:00', venue: 'Dewan Seri', organizer: { name: 'Mei Ling', email: '', phone: '' }, rsvp: RSVP_ON });
  await addHousehold(request, origin, id, { name: 'Uncle Lim family', seats: 4 });
  const made = await request.post(`/api/invitations/${id}/checkin-links`, { data: { label: 'Angpau table' }, headers: { origin } });
  expect(made.status()).toBe(201);
  const link = new URL(((await made.json()) as { url: string }).url).pathname;

  await page.goto(link);
  await expect(page.getByText(/^List downloaded \d\d:\d\d$/)).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Find by name' }).first().click();
  await page.getByLabel("Guest's name").fill('lim');
  await page.getByRole('button', { name: /Uncle Lim family/ }).click();

  await page.getByRole('button', { name: 'Record angpau' }).click();
  const form = page.getByRole('form', { name: 'Angpau from Uncle Lim family' });
  await form.getByRole('button', { name: 'One envelope more' }).click();
  await form.getByLabel('Amount in RM (optional)').fill('88.80');
  await form.getByLabel('Note (optional)').fill("from Uncle Lim's family");
  await page.screenshot({ path: testInfo.outputPath(`door-angpau-${testInfo.project.name}.png`), fullPage: true });
  await form.getByRole('button', { name: 'Save angpau' }).click();
  await expect(page.getByText('2 envelopes from Uncle Lim family saved.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 angpau record kept on this phone' })).toBeVisible();

  // Back online: the phone sends it, and the host's API has it.
  await page.context().setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'kept on this phone' })).toHaveCount(0, { timeout: scaled(20_000) });
  const summary = (await (await request.get(`/api/invitations/${id}/arrivals`)).json()) as ArrivalsSummary;
  expect(summary.events[0]!.angpauEnvelopes).toBe(2);
  // The host's gift ledger holds it: the door's record with its envelopes, amount and note.
  const ledger = await request.get(`/api/invitations/${id}/gifts`);
  expect(ledger.ok()).toBe(true);
  const { data } = (await ledger.json()) as GiftLedger;
  expect(data).toEqual([expect.objectContaining({ source: 'door', method: 'angpau', envelopes: 2, amountSen: 8880, note: "from Uncle Lim's family" })]);
});

test('the host sends a thank-you from the queue and the guest list shows it', async ({ page, host, invitation, baseURL }, testInfo) => {
  expect(host.email).toBeTruthy();
  const id = await invitation(page.request, { eventName: '<p>Aina &amp; Hakim</p>', date: '2027-05-01', venue: 'Dewan', organizer: { name: 'Host', email: '', phone: '' } });
  await addHousehold(page.request, baseURL!, id, { name: 'Encik Ahmad sekeluarga', seats: 4, phone: '012-345 6789', language: 'malay' });
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));

  await page.goto(`/guests/${id}/send?mode=thank_you`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send thank-yous');
  await expect(page.getByText(/^Kepada Encik Ahmad sekeluarga,/)).toBeVisible();
  if (testInfo.project.name === 'desktop') await page.screenshot({ path: testInfo.outputPath('thank-you-queue-1280.png'), fullPage: true });
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Open WhatsApp' }).click();
  expect(decodeURIComponent(new URL((await popup).url()).searchParams.get('text') ?? '')).toMatch(/^Kepada Encik Ahmad sekeluarga,\n\nTerima kasih/);
  await expect(page.getByText('Marked as thanked')).toBeVisible();

  const list = (await (await page.request.get(`/api/invitations/${id}/guests`)).json()) as GuestListPage;
  expect(list.households[0]).toMatchObject({ thankYouVia: 'whatsapp' });
  await page.goto(`/guests/${id}`);
  await expect(page.getByText(/^Thanked: Thanked /)).toBeVisible();
});
