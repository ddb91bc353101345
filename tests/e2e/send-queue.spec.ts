import type { APIRequestContext, Page } from '@playwright/test';
import { formatInvitationDate, householdMessage } from '@shared/guest-sending';
import type { GuestListPage, Household } from '@shared/guests';
import { whatsappUrl } from '@shared/guests';
import { expect, test } from './support/fixtures';

/*
 * Sending the guest list (product.md §12): the WhatsApp send queue on a phone and a desktop (the
 * wa.me link that opens carries the household's personal message and link), and e-mail invitations
 * and reminders sent by the server's job runner into the SMTP sink.
 */

const party = (eventName: string) => ({ eventName: `<p>${eventName}</p>`, date: '2027-05-01', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });

async function addHouseholds(request: APIRequestContext, baseURL: string, invitationId: string, list: Record<string, unknown>[]): Promise<Household[]> {
  for (const household of list) {
    const added = await request.post(`/api/invitations/${invitationId}/guests`, { data: household, headers: { origin: baseURL } });
    expect(added.status(), await added.text()).toBe(201);
  }
  const listed = await request.get(`/api/invitations/${invitationId}/guests`);
  return ((await listed.json()) as GuestListPage).households;
}

/** WhatsApp is not reachable from the test machine: its page is answered here, so the popup's URL is what the app opened. */
async function interceptWhatsApp(page: Page): Promise<void> {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
}

test('the WhatsApp queue: one household at a time, its personal message in its language, then done @mobile', async ({ page, host, invitation, baseURL, a11y }, testInfo) => {
  expect(host.email).toBeTruthy();
  const eventName = `Aina & Hakim ${testInfo.project.name}`;
  const id = await invitation(page.request, party(eventName));
  const list = await addHouseholds(page.request, baseURL!, id, [
    { name: 'Encik Ahmad sekeluarga', seats: 4, phone: '012-345 6789', language: 'malay' },
    { name: 'Bee Ling', seats: 2, phone: '+65 9123 4567' },
    { name: 'Mail only family', seats: 2, email: `mail-only-${testInfo.project.name}@example.com` },
  ]);
  const byName = (name: string) => list.find((h) => h.name === name)!;
  await interceptWhatsApp(page);

  await page.goto(`/guests/${id}`);
  await page.getByRole('link', { name: /WhatsApp queue/ }).click();
  await expect(page).toHaveURL(`/guests/${id}/send`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send invitations');
  await expect(page.getByText('1 of 2')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Bee Ling');
  await expect(page.getByText('2 seats · +6591234567 · English')).toBeVisible();

  // The link opens WhatsApp with the household's message, its personal link inside.
  const bee = byName('Bee Ling');
  const beeMessage = householdMessage('invite', '', 'english', { name: 'Bee Ling', link: bee.link, event: eventName, date: formatInvitationDate('2027-05-01', 'english'), seats: 2 });
  const open = page.getByRole('link', { name: 'Open WhatsApp' });
  await expect(open).toHaveAttribute('href', whatsappUrl('+6591234567', beeMessage));
  await expect(open).toHaveAttribute('target', '_blank');
  expect(decodeURIComponent((await open.getAttribute('href'))!)).toContain(bee.link);
  await expect(page.getByText(beeMessage.split('\n')[0]!)).toBeVisible();
  await a11y();
  await page.screenshot({ path: testInfo.outputPath('queue-first.png'), fullPage: true });

  const popupOpened = page.waitForEvent('popup');
  await open.click();
  const popup = await popupOpened;
  expect(popup.url()).toBe(whatsappUrl('+6591234567', beeMessage));
  await popup.close();
  await expect(page.getByText('Marked as sent')).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2 of 2')).toBeVisible();
  // Keyboard and screen-reader users start at the next household's name.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Encik Ahmad sekeluarga');
  // Its own language: Malay.
  const ahmad = byName('Encik Ahmad sekeluarga');
  const ahmadHref = await page.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href');
  expect(ahmadHref).toMatch(/^https:\/\/wa\.me\/60123456789\?text=Kepada%20Encik%20Ahmad%20sekeluarga/);
  expect(decodeURIComponent(ahmadHref!)).toContain(ahmad.link);
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page.getByRole('heading', { name: 'All done' })).toBeFocused();
  await expect(page.getByText('1 invitation sent on WhatsApp, 1 skipped.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('queue-done.png'), fullPage: true });

  // The server recorded the send; the skipped household is still waiting.
  const after = ((await (await page.request.get(`/api/invitations/${id}/guests`)).json()) as GuestListPage).households;
  expect(after.find((h) => h.name === 'Bee Ling')).toMatchObject({ status: 'sent', sentVia: 'whatsapp' });
  expect(after.find((h) => h.name === 'Encik Ahmad sekeluarga')).toMatchObject({ status: 'not_sent' });

  // The reminder queue: both phone households are pending.
  await page.getByRole('button', { name: 'Reminders' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send reminders');
  await expect(page.getByText('1 of 2')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute('href', /text=Dear%20Bee%20Ling%2C%0A%0AA%20gentle%20reminder/);
});

test('e-mail invitations and reminders go out from the guest list, each with the personal link', async ({ page, host, publishedInvitation, baseURL, mail }, testInfo) => {
  expect(host.email).toBeTruthy();
  // Published: e-mails go only to a published invitation's guests (a draft's links open the private screen).
  const id = await publishedInvitation(page.request, party('Mail Day'));
  const email = `family-${testInfo.project.name}-${Date.now()}@example.com`;
  const [household] = await addHouseholds(page.request, baseURL!, id, [{ name: 'Rahman family', seats: 3, email }]);

  await page.goto(`/guests/${id}`);
  const sending = page.getByRole('region', { name: 'Send invitations and reminders' });
  await sending.getByRole('button', { name: 'Send e-mails' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the invitation by e-mail?' });
  await expect(dialog).toContainText('1 household with an e-mail address will each get their personal link');
  await dialog.getByRole('button', { name: 'Send 1 e-mail' }).click();
  await expect(page.getByText('Invitation e-mails to 1 household are on their way.')).toBeVisible();
  // The server's job runner sends it (woken by the enqueue, not by waiting for its poll).
  expect(await mail.link(email, /^You are invited: Mail Day$/)).toBe(household!.link);

  await sending.getByRole('button', { name: 'Send reminders' }).click();
  const remind = page.getByRole('dialog', { name: 'Remind the households that have not answered?' });
  await expect(remind).toContainText('1 household will get a reminder e-mail now.');
  await remind.getByRole('button', { name: 'Send 1 reminder' }).click();
  await expect(page.getByText('Reminder e-mails to 1 household are on their way.')).toBeVisible();
  expect(await mail.link(email, /^Reminder: please reply for Mail Day$/)).toBe(household!.link);
});
