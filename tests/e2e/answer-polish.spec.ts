import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Issue 19, answer polish: the change-answer link opens at the RSVP form; withdrawing asks first and
 * the page shows it at once; the editor says when it corrects the music's start time.
 * Tagged @mobile: also at 375 px.
 */

const rsvpForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel('Your name') });

test('the change-answer link opens at the form; withdrawing asks first, Cancel keeps the answer, Withdraw removes it at once @mobile', async ({ page, request, createUser, publishedInvitation, mail, baseURL }, testInfo) => {
  const host = await createUser(`polish-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } })).ok()).toBe(true);
  const id = await publishedInvitation(request, {
    eventName: '<p>Nadia &amp; Farid</p>',
    language: 'english',
    date: '2027-11-20',
    time: '11:00',
    venue: 'Dewan Seri Kenanga',
    organizer: { name: 'Nadia', email: '', phone: '' },
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
  });

  const guestName = `Polish Guest ${testInfo.project.name}`;
  const email = `polish-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(`/view/${id}`);
  const form = rsvpForm(page);
  await form.getByLabel('Your name').fill(guestName);
  await form.getByLabel('Email (optional)').fill(email);
  await form.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByText('Thank you for your RSVP!')).toBeVisible();

  // The private link from the mail: a fresh load opens at the form with the answer, not at the cover.
  const link = await mail.link(email, /^Your RSVP for/);
  expect(link).toContain(`/view/${id}#rsvp-edit=`);
  const token = link.split('#rsvp-edit=')[1]!;
  await page.goto('about:blank');
  await page.goto(link);
  const edit = rsvpForm(page);
  await expect(edit.getByLabel('Your name')).toHaveValue(guestName);
  await expect(page.getByRole('heading', { name: 'RSVP', exact: true })).toBeInViewport();
  await expect(edit.getByLabel('Your name')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  // A mark on this document: still there at the end means the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Withdraw asks first; Cancel keeps the answer.
  await edit.getByRole('button', { name: 'Withdraw my answer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your answer?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit.getByLabel('Your name')).toHaveValue(guestName);
  expect((await request.get(`/api/rsvp-edit/${token}`)).status()).toBe(200);

  // Withdraw in the dialog: the note shows at once and the form is empty for a new answer.
  await edit.getByRole('button', { name: 'Withdraw my answer' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw my answer' }).click();
  await expect(page.getByRole('region', { name: 'RSVP' }).getByRole('status')).toHaveText('Your answer has been withdrawn.');
  await expect(dialog).toBeHidden();
  const fresh = rsvpForm(page);
  await expect(fresh.getByLabel('Your name')).toHaveValue('');
  await expect(fresh.getByRole('button', { name: 'Send my RSVP' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw my answer' })).toHaveCount(0);
  expect(page.url()).not.toContain('rsvp-edit');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect((await request.get(`/api/rsvp-edit/${token}`)).status()).toBe(404);
});

test('the editor says what it changed a music start time to', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', {
    eventName: '<p>Aisyah &amp; Daniel</p>',
    date: '2027-06-12',
    time: '10:00',
    venue: 'Masjid Wilayah',
    organizer: { name: 'Encik Rahman', email: '', phone: '' },
  });
  await page.goto(`/create-event/${id}?step=music`);
  await expect(page.locator('#step-heading')).toHaveText('Background Music');
  const seconds = page.getByLabel('Start time in seconds');
  const note = page.getByTestId('music-start-note');

  await seconds.fill('999');
  await expect(note).toHaveText('Start time set to 300 s, the longest allowed.');
  await expect(seconds).toHaveValue('300');
  await seconds.fill('-5');
  await expect(note).toHaveText('Start time set to 0 s: it cannot be negative.');
  await expect(seconds).toHaveValue('0');
  await seconds.fill('12.6');
  await expect(note).toHaveText('Start time set to 13 s: whole seconds only.');
  await expect(seconds).toHaveValue('13');
  // A good value clears the message.
  await seconds.fill('45');
  await expect(note).toHaveText('');
  await expect(seconds).toHaveValue('45');
});
