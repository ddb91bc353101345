import type { APIRequestContext, Page } from '@playwright/test';
import type { Household } from '@shared/guests';
import type { InvitationInput } from '@shared/invitation-input';
import { E2E_HOST_SLUG } from './support/env';
import { expect, test } from './support/fixtures';

/*
 * Issue 17, the guest's side of the guest list (decision 0020): a household opens its personal link,
 * is greeted by name in the invitation's language, answers within its seats, is refused past them,
 * comes back and sees (and changes) its one answer. Set-up (host, invitation, household) is made
 * through the API; the page is the guest's, not signed in.
 */

const rsvpForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel('Nama anda') });

async function malayInvitationWithHousehold(
  request: APIRequestContext,
  adminApi: APIRequestContext,
  invitation: (as: APIRequestContext, values: Partial<InvitationInput>) => Promise<string>,
  baseURL: string,
  household: { name: string; seats: number },
): Promise<{ id: string; link: string }> {
  const id = await invitation(request, {
    eventName: '<p>Majlis Nadia &amp; Omar</p>',
    language: 'malay',
    date: '2027-12-12',
    time: '11:00',
    venue: 'Dewan Merdeka',
    organizer: { name: 'Puan Rosnah', email: '', phone: '' },
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
  });
  const published = await adminApi.patch(`/api/admin/invitations/${id}`, { data: { template_status: 'Published', reason: 'E2E personal-link fixture' }, headers: { origin: baseURL } });
  expect(published.ok(), await published.text()).toBe(true);
  const added = await request.post(`/api/invitations/${id}/guests`, { data: household, headers: { origin: baseURL } });
  expect(added.status()).toBe(201);
  const { link } = (await added.json()) as Household;
  return { id, link: new URL(link).pathname };
}

test('a household opens its link, answers within its seats, is refused past them, and sees its answer again @mobile', async ({ page, request, createUser, invitation, adminApi, a11y, baseURL }, testInfo) => {
  const host = await createUser(`plink-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } })).ok()).toBe(true);
  const { id, link } = await malayInvitationWithHousehold(request, adminApi, invitation, baseURL!, { name: 'Encik Ahmad sekeluarga', seats: 3 });
  const answers = async () => ((await (await request.get(`/api/invitations/${id}/responses`)).json()) as { rows: { guestName: string; attending: boolean; numberOfGuests: number }[] }).rows;

  // The cover greets the household in the invitation's language.
  await page.goto(link);
  await expect(page.getByText('Kepada Encik Ahmad sekeluarga')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Majlis Nadia & Omar');

  // The form is theirs: pre-filled, and offering at most the household's seats.
  const form = rsvpForm(page);
  await expect(form.getByLabel('Nama anda')).toHaveValue('Encik Ahmad sekeluarga');
  const guests = form.getByLabel('Bilangan tetamu');
  await expect(guests.locator('option')).toHaveText(['1', '2', '3']);
  await expect(form.getByText('Jemputan ini untuk 3 orang tetamu.')).toBeVisible();
  await a11y();

  await guests.selectOption('2');
  await form.getByRole('button', { name: 'Hantar RSVP' }).click();
  const thanks = page.getByRole('dialog', { name: 'Terima kasih atas RSVP anda!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Tutup' }).first().click();
  await expect(thanks).toBeHidden();
  expect(await answers()).toEqual([expect.objectContaining({ guestName: 'Encik Ahmad sekeluarga', attending: true, numberOfGuests: 2 })]);

  // Back through the link: the answer is shown first, with a way to change it.
  await page.goto(link);
  await expect(page.getByText('Kepada Encik Ahmad sekeluarga')).toBeVisible();
  const rsvpSection = page.getByRole('region', { name: 'Pengesahan Kehadiran' });
  await expect(rsvpSection.getByText('Jawapan anda')).toBeVisible();
  await expect(rsvpSection.getByText('Ya, saya akan hadir')).toBeVisible();
  await expect(rsvpSection.getByText('Bilangan tetamu: 2')).toBeVisible();
  await a11y();
  await rsvpSection.getByRole('button', { name: 'Tukar jawapan saya' }).click();
  await expect(guests).toHaveValue('2');

  // A guest who edits the page to ask for a fourth seat is refused by the server, in Malay.
  await guests.evaluate((select: HTMLSelectElement) => select.add(new Option('4', '4')));
  await guests.selectOption('4');
  await form.getByRole('button', { name: 'Kemas kini jawapan saya' }).click();
  await expect(form.getByRole('alert')).toHaveText('Jemputan ini untuk 3 orang tetamu.');
  expect(await answers()).toEqual([expect.objectContaining({ numberOfGuests: 2 })]);

  // Within its seats the change is accepted, and it stays one answer.
  await guests.selectOption('3');
  await form.getByRole('button', { name: 'Kemas kini jawapan saya' }).click();
  const updated = page.getByRole('dialog', { name: 'Terima kasih atas RSVP anda!' });
  await expect(updated.getByText('Kami telah mengemas kini jawapan anda yang terdahulu.')).toBeVisible();
  await updated.getByRole('button', { name: 'Tutup' }).first().click();
  expect(await answers()).toEqual([expect.objectContaining({ guestName: 'Encik Ahmad sekeluarga', attending: true, numberOfGuests: 3 })]);

  await page.goto(link);
  await expect(rsvpSection.getByText('Bilangan tetamu: 3')).toBeVisible();
});

test('a guest back on the open link from the same device sees their answer, changes it, and can withdraw it (issue 30.4)', async ({ page }, testInfo) => {
  const name = `Nur Izzati ${testInfo.project.name} ${Date.now()}`;
  const form = page.locator('form').filter({ has: page.getByLabel('Your name') });
  const rsvpSection = page.getByRole('region', { name: 'RSVP' });
  await page.goto(`/view/${E2E_HOST_SLUG}`);
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Number of guests').selectOption('2');
  await form.getByLabel('Meal choice').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Send my RSVP' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your RSVP!' });
  await expect(thanks).toBeVisible();

  // Back on the open link (no private link in the address): their answer, not an empty form.
  await page.goto(`/view/${E2E_HOST_SLUG}`);
  await expect(rsvpSection.getByText('Your answer')).toBeVisible();
  await expect(rsvpSection.getByText('Number of guests: 2')).toBeVisible();
  await rsvpSection.getByRole('button', { name: 'Change my answer' }).click();
  await expect(form.getByLabel('Your name')).toHaveValue(name);
  await form.getByLabel('Number of guests').selectOption('3');
  await form.getByRole('button', { name: 'Update my answer' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your RSVP!' })).toBeVisible();

  await page.goto(`/view/${E2E_HOST_SLUG}`);
  await expect(rsvpSection.getByText('Number of guests: 3')).toBeVisible();
  await rsvpSection.getByRole('button', { name: 'Change my answer' }).click();
  await form.getByRole('button', { name: 'Withdraw my answer' }).click();
  await page.getByRole('dialog', { name: 'Withdraw your answer?' }).getByRole('button', { name: 'Withdraw my answer' }).click();
  await expect(rsvpSection.getByText('Your answer has been withdrawn.')).toBeVisible();
  // Withdrawn: the device forgets it, and the next visit is an empty form.
  await page.goto(`/view/${E2E_HOST_SLUG}`);
  await expect(form.getByLabel('Your name')).toHaveValue('');
  await expect(rsvpSection.getByText('Your answer', { exact: true })).toHaveCount(0);
});

test('a household withdraws its answer through its personal link, and the host\'s count follows (issue 30.4) @mobile', async ({ page, request, createUser, invitation, adminApi, baseURL }, testInfo) => {
  const host = await createUser(`plink-wd-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } })).ok()).toBe(true);
  const { id, link } = await malayInvitationWithHousehold(request, adminApi, invitation, baseURL!, { name: 'Keluarga Lim', seats: 3 });
  const token = link.split('/g/')[1]!;
  const answered = await request.put(`/api/guest-links/${token}/rsvp`, { data: { guestName: 'Keluarga Lim', email: '', attending: true, numberOfGuests: 2, mealChoice: '', wishes: '' } });
  expect(answered.ok()).toBe(true);

  await page.goto(link);
  const rsvpSection = page.getByRole('region', { name: 'Pengesahan Kehadiran' });
  await expect(rsvpSection.getByText('Bilangan tetamu: 2')).toBeVisible();
  await rsvpSection.getByRole('button', { name: 'Tukar jawapan saya' }).click();
  await rsvpSection.getByRole('button', { name: 'Tarik balik jawapan saya' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tarik balik jawapan saya' }).click();
  await expect(rsvpSection.getByText('Jawapan anda telah ditarik balik.')).toBeVisible();
  // Its form starts again, its own (the household's name), and the host's count follows.
  await expect(rsvpForm(page).getByLabel('Nama anda')).toHaveValue('Keluarga Lim');
  const responses = (await (await request.get(`/api/invitations/${id}/responses`)).json()) as { rows: unknown[]; summary: { totalGuests: number } };
  expect(responses.rows).toHaveLength(0);
  expect(responses.summary.totalGuests).toBe(0);
});

test('a personal link the host replaced says, in the invitation\'s language, that it has changed (issue 30.4)', async ({ page, request, createUser, invitation, adminApi, baseURL }, testInfo) => {
  const host = await createUser(`plink-old-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } })).ok()).toBe(true);
  const { id, link } = await malayInvitationWithHousehold(request, adminApi, invitation, baseURL!, { name: 'Keluarga Tan', seats: 2 });
  const [household] = ((await (await request.get(`/api/invitations/${id}/guests`)).json()) as { households: { id: string }[] }).households;
  expect((await request.post(`/api/invitations/${id}/guests/${household!.id}/new-link`, { headers: { origin: baseURL! } })).ok()).toBe(true);

  const response = await page.goto(link);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pautan ini telah bertukar' })).toBeVisible();
  await expect(page.getByText('Sila minta pautan baharu anda daripada tuan rumah.')).toBeVisible();
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
});
