import type { Household } from '@shared/guests';
import { expect, test } from './support/fixtures';

/*
 * Issue 28.5 and 28.6 (product.md §12, decision 0027), the two screens they change, at 375 px and on a
 * desktop: the guest-list settings start on "First answer, then a daily digest" and save another
 * choice; a household's personal link opens in the household's language with its stored e-mail
 * already in the form. Set-up through the API.
 */

test("the host's notices start on the first answer and a daily digest; a household's page is in its language with its e-mail pre-filled @mobile", async ({ page, host: _host, publishedInvitation, browser, a11y, baseURL }, testInfo) => {
  const id = await publishedInvitation(page.request, {
    eventName: `<p>Nadia &amp; Omar ${testInfo.project.name}</p>`,
    language: 'english',
    date: '2027-12-12',
    venue: 'Dewan Merdeka',
    organizer: { name: 'Host', email: '', phone: '' },
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
  });
  const email = `aminah-${testInfo.project.name}-${Date.now()}@example.com`;
  const added = await page.request.post(`/api/invitations/${id}/guests`, { data: { name: 'Puan Aminah sekeluarga', seats: 3, email, language: 'malay' }, headers: { origin: baseURL! } });
  expect(added.status()).toBe(201);
  const { link } = (await added.json()) as Household;

  await page.goto(`/guests/${id}`);
  await page.getByRole('tab', { name: 'Message & settings' }).click();
  const choices = page.getByRole('group', { name: 'E-mails to you about answers' });
  await expect(choices.getByRole('radio')).toHaveCount(4);
  await expect(choices.getByRole('radio', { name: /First answer, then a daily digest/ })).toBeChecked();
  await choices.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('host-notify-default.png') });
  await choices.getByRole('radio', { name: /Every answer/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Guest list settings saved')).toBeVisible();
  expect(await (await page.request.get(`/api/invitations/${id}/guests/settings`)).json()).toMatchObject({ hostNotify: 'each' });

  // The household's own link, in a browser of its own: Malay though the invitation is English, its e-mail in the form.
  const guest = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const guestPage = await guest.newPage();
  await guestPage.goto(new URL(new URL(link).pathname, baseURL).toString());
  await expect(guestPage.locator('html')).toHaveAttribute('lang', 'ms');
  const field = guestPage.getByLabel('E-mel (pilihan)');
  await expect(field).toHaveValue(email);
  await field.scrollIntoViewIfNeeded();
  await guestPage.screenshot({ path: testInfo.outputPath('personal-link-email.png') });
  await a11y(guestPage);
  expect(await guestPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await guest.close();
});
