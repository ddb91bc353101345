import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { formatInvitationDate, householdMessage, SENDING_MESSAGES } from '@shared/guest-sending';
import { whatsappUrl, type GuestListPage, type Household } from '@shared/guests';
import type { InvitationInput } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * Issue 17, "Done means": the guest list end to end, at 375 px and on a desktop. A host imports a
 * CSV and sends through the WhatsApp queue; a household opens its link, answers within its seats and
 * is refused past them; the host sees opened, attending, pending and the response rate; reminders
 * go to the pending household with an address; the daily digest is sent on demand. Split in three
 * so each stays short on a busy machine: the later ones seed their start through the API.
 */

const DATE = '2027-09-18';

/** Three households: two with a phone, one with an e-mail address only. */
function guestsCsv(email: string): string {
  return [
    'Name,Seats,Phone,Email,Group,Language',
    "Encik Ahmad sekeluarga,3,012-345 6789,,Groom's family,",
    'Bee Ling & family,2,+65 9123 4567,,Office,',
    `Rahman family,4,,${email},Bride's family,`,
  ].join('\r\n');
}

/** The same households, for the tests that start after the import. */
const households = (email: string) => [
  { name: 'Encik Ahmad sekeluarga', seats: 3, phone: '012-345 6789', tags: ["Groom's family"] },
  { name: 'Bee Ling & family', seats: 2, phone: '+65 9123 4567', tags: ['Office'] },
  { name: 'Rahman family', seats: 4, email, tags: ["Bride's family"] },
];

const stat = (page: Page, label: string) => page.getByLabel('Guest list summary').locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').first();
const responsesStat = (page: Page, label: string) => page.locator('dl[aria-label="Summary"] > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd > span').first();
/** One household: a table row on a desktop, a card on a phone (only one of them is shown). */
const householdOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) }).or(page.getByRole('article', { name, exact: true }));

type MakeInvitation = (as: APIRequestContext, values: Partial<InvitationInput>) => Promise<string>;

/** A published English invitation with RSVP on (the public page, and so the personal links, answer). */
async function publishedParty(request: APIRequestContext, adminApi: APIRequestContext, invitation: MakeInvitation, baseURL: string, eventName: string): Promise<string> {
  const id = await invitation(request, {
    eventName: `<p>${eventName}</p>`,
    date: DATE,
    time: '11:00',
    venue: 'Dewan Merdeka',
    organizer: { name: 'Host', email: '', phone: '' },
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
  });
  const published = await adminApi.patch(`/api/admin/invitations/${id}`, { data: { template_status: 'Published', reason: 'E2E fixture: published without a payment' }, headers: { origin: baseURL } });
  expect(published.ok(), await published.text()).toBe(true);
  return id;
}

async function guestList(request: APIRequestContext, id: string): Promise<Household[]> {
  const listed = await request.get(`/api/invitations/${id}/guests`);
  expect(listed.ok()).toBe(true);
  return ((await listed.json()) as GuestListPage).households;
}

async function seedHouseholds(request: APIRequestContext, baseURL: string, id: string, list: Record<string, unknown>[]): Promise<Record<string, Household>> {
  for (const household of list) {
    const added = await request.post(`/api/invitations/${id}/guests`, { data: household, headers: { origin: baseURL } });
    expect(added.status(), await added.text()).toBe(201);
  }
  return Object.fromEntries((await guestList(request, id)).map((h) => [h.name, h]));
}

/** A browser of a guest: the same screen as the test's, without the host's session (its visits count as opens). */
async function guestContext(browser: Browser, page: Page, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: page.viewportSize(), hasTouch: (page.viewportSize()?.width ?? 1280) < 640, timezoneId: 'America/New_York' });
}

/** WhatsApp is not reachable from the test machine: its page is answered here, so the popup's URL is what the app opened. */
async function interceptWhatsApp(page: Page): Promise<void> {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
}

test('a host imports a CSV and sends each household with a phone its personal link through the WhatsApp queue @mobile', async ({ page, host: _host, adminApi, invitation, baseURL }, testInfo) => {
  const eventName = `Walimah Journey ${testInfo.project.name}`;
  const id = await publishedParty(page.request, adminApi, invitation, baseURL!, eventName);
  const email = `rahman-import-${testInfo.project.name}-${Date.now()}@example.com`;

  // Import: the preview, then the three households are written.
  await page.goto(`/guests/${id}`);
  await expect(page.getByText('No guests yet — add a household or import a spreadsheet')).toBeVisible();
  await page.getByRole('button', { name: /^Import/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import a spreadsheet' });
  await dialog.getByLabel('Choose a CSV or Excel file').setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(guestsCsv(email)) });
  // Its own headers: the suggested columns are right as they are (issue 28; guest-import.spec changes one).
  await expect(dialog.getByRole('heading', { name: 'Check the columns' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to the preview' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('3 rows read · 3 new households');
  await dialog.getByRole('button', { name: 'Import 3 households' }).click();
  await expect(dialog.getByRole('status')).toHaveText('3 households added.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'Invited')).toHaveText('3');
  await expect(stat(page, 'Sent')).toHaveText('0');
  const byName = Object.fromEntries((await guestList(page.request, id)).map((h) => [h.name, h]));
  expect(byName['Encik Ahmad sekeluarga']).toMatchObject({ seats: 3, phone: '+60123456789', email: '' });
  expect(byName['Rahman family']).toMatchObject({ seats: 4, phone: '', email });

  // The queue: the two households with a phone, by name; each opens WhatsApp with its own link.
  await interceptWhatsApp(page);
  await page.getByRole('link', { name: 'WhatsApp queue (2)' }).click();
  await expect(page).toHaveURL(`/guests/${id}/send`);
  const values = (h: Household) => ({ name: h.name, link: h.link, event: eventName, date: formatInvitationDate(DATE, 'english'), seats: h.seats });
  const queue = [byName['Bee Ling & family']!, byName['Encik Ahmad sekeluarga']!];
  for (const [index, household] of queue.entries()) {
    await expect(page.getByText(`${index + 1} of 2`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(household.name);
    const expected = whatsappUrl(household.phone, householdMessage('invite', '', 'english', values(household)));
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Open WhatsApp' }).click();
    const popup = await popupOpened;
    expect(popup.url()).toBe(expected);
    expect(decodeURIComponent(new URL(popup.url()).searchParams.get('text') ?? '')).toContain(household.link);
    await popup.close();
    await expect(page.getByText('Marked as sent')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible();
  await expect(page.getByText('2 invitations sent on WhatsApp.')).toBeVisible();

  // Back on the list: both are sent; the household with only an address waits for an e-mail.
  await page.getByRole('link', { name: 'Back to the guest list' }).click();
  await expect(stat(page, 'Sent')).toHaveText('2');
  await expect(householdOf(page, 'Bee Ling & family').filter({ visible: true })).toContainText('by WhatsApp');
  await expect(householdOf(page, 'Rahman family').filter({ visible: true })).toContainText('Not sent');
});

test('a household opens its link, answers within its seats and is refused past them; the host sees opened, attending, pending and the rate @mobile', async ({
  page,
  host: _host,
  adminApi,
  invitation,
  browser,
  baseURL,
}, testInfo) => {
  const eventName = `Walimah Answers ${testInfo.project.name}`;
  const id = await publishedParty(page.request, adminApi, invitation, baseURL!, eventName);
  const byName = await seedHouseholds(page.request, baseURL!, id, households(`rahman-answers-${testInfo.project.name}-${Date.now()}@example.com`));
  // Sent from the WhatsApp queue (the first test clicks through it).
  for (const name of ['Encik Ahmad sekeluarga', 'Bee Ling & family']) {
    const marked = await page.request.post(`/api/invitations/${id}/guests/${byName[name]!.id}/sent`, { data: { via: 'whatsapp', mode: 'invite' }, headers: { origin: baseURL! } });
    expect(marked.ok(), await marked.text()).toBe(true);
  }
  const ahmadLink = new URL(byName['Encik Ahmad sekeluarga']!.link).pathname;

  const guest = await guestContext(browser, page, baseURL!);
  const guestPage = await guest.newPage();
  const form = guestPage.locator('form').filter({ has: guestPage.getByLabel('Your name') });
  const guests = form.getByLabel('Number of guests');

  // Encik Ahmad's household is greeted by name and offered its three seats; it answers for two.
  await guestPage.goto(ahmadLink);
  await expect(guestPage.getByText('Dear Encik Ahmad sekeluarga')).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('Encik Ahmad sekeluarga');
  await expect(guests.locator('option')).toHaveText(['1', '2', '3']);
  await guests.selectOption('2');
  await form.getByRole('button', { name: 'Send my RSVP' }).click();
  const thanks = guestPage.getByRole('dialog', { name: 'Thank you for your RSVP!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).first().click();
  await expect(thanks).toBeHidden();

  // Back on its link, it edits the page to ask for a fourth seat: the server refuses, the answer stays.
  await guestPage.goto(ahmadLink);
  const rsvpSection = guestPage.getByRole('region', { name: 'RSVP', exact: true });
  await expect(rsvpSection.getByText('Number of guests: 2')).toBeVisible();
  await rsvpSection.getByRole('button', { name: 'Change my answer' }).click();
  await guests.evaluate((select: HTMLSelectElement) => select.add(new Option('4', '4')));
  await guests.selectOption('4');
  await form.getByRole('button', { name: 'Update my answer' }).click();
  await expect(form.getByRole('alert')).toHaveText('This invitation is for 3 guests.');

  // Bee Ling's household opens its link and does not answer yet.
  await guestPage.goto(new URL(byName['Bee Ling & family']!.link).pathname);
  await expect(guestPage.getByText('Dear Bee Ling & family')).toBeVisible();
  await guest.close();

  // The host: two opened, one attending (two guests), two pending, one of three answered.
  await page.goto(`/guests/${id}`);
  await expect(stat(page, 'Opened')).toHaveText('2');
  await expect(stat(page, 'Attending')).toHaveText('1');
  await expect(page.getByLabel('Guest list summary').getByText('2 guests')).toBeVisible();
  await expect(stat(page, 'Pending')).toHaveText('2');
  await expect(stat(page, 'Response rate')).toHaveText('33%');
  await expect(householdOf(page, 'Encik Ahmad sekeluarga').filter({ visible: true })).toContainText('Attending');
  await expect(householdOf(page, 'Encik Ahmad sekeluarga').filter({ visible: true })).toContainText('2 of 3 coming');
  await expect(householdOf(page, 'Bee Ling & family').filter({ visible: true })).toContainText('Opened');
  await expect(householdOf(page, 'Bee Ling & family').filter({ visible: true })).toContainText('1 visit');

  // The responses page counts the same way.
  await page.goto(`/rsvp/${id}`);
  await expect(responsesStat(page, 'Opened')).toHaveText('2');
  await expect(responsesStat(page, 'Pending')).toHaveText('2');
  await expect(responsesStat(page, 'Response Rate')).toHaveText('33%');
});

test("reminders go to the pending household with an address, and the host's daily digest is sent on demand @mobile", async ({ page, host, adminApi, invitation, playwright, baseURL, mail }, testInfo) => {
  const eventName = `Walimah Reminders ${testInfo.project.name}`;
  const id = await publishedParty(page.request, adminApi, invitation, baseURL!, eventName);
  const email = `rahman-remind-${testInfo.project.name}-${Date.now()}@example.com`;
  const byName = await seedHouseholds(page.request, baseURL!, id, households(email));

  // The daily digest, chosen in the settings (from 'Every answer', saved): the button waits until it is saved.
  const each = await page.request.put(`/api/invitations/${id}/guests/settings`, { data: { invitedOnly: false, message: '', autoReminderDays: null, hostNotify: 'each' }, headers: { origin: baseURL! } });
  expect(each.status()).toBe(200);
  await page.goto(`/guests/${id}`);
  await page.getByRole('tab', { name: 'Message & settings' }).click();
  await page.getByRole('radio', { name: 'Daily digest only' }).check();
  const digestNow = page.getByRole('button', { name: "Send me today's digest now" });
  await expect(digestNow).toBeDisabled();
  await expect(page.getByText('Save your settings first')).toBeVisible();
  await digestNow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('digest-unsaved.png') });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Guest list settings saved')).toBeVisible();
  await expect(digestNow).toBeEnabled();
  // Nothing answered yet: nothing to send.
  await digestNow.click();
  await expect(page.getByRole('status').filter({ hasText: 'No answers in the last 24 hours, so there is nothing to send.' })).toBeVisible();
  await digestNow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('digest-nothing.png') });

  // Encik Ahmad's household answers through its personal link (the second test clicks through this).
  const guest = await playwright.request.newContext({ baseURL });
  const token = new URL(byName['Encik Ahmad sekeluarga']!.link).pathname.split('/').pop();
  const answered = await guest.put(`/api/guest-links/${token}/rsvp`, { data: { guestName: 'Encik Ahmad sekeluarga', attending: true, numberOfGuests: 2 }, headers: { origin: baseURL! } });
  expect(answered.status(), await answered.text()).toBe(200);
  await guest.dispose();

  await digestNow.click();
  await expect(page.getByRole('status').filter({ hasText: 'The digest of 1 answer is on its way to you.' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('digest-sent.png') });
  expect(await mail.link(host.email, new RegExp(`^Daily digest for ${eventName}: 1 answer$`))).toBe(`${baseURL}/rsvp/${id}`);
  // A refusal (here the server's "too many sends", answered by the test) is shown as the server says it.
  await page.route('**/guests/digest-now', (route) => route.fulfill({ status: 429, json: { error: { code: 'RATE_LIMITED', message: SENDING_MESSAGES.tooManySends } } }));
  await digestNow.click();
  await expect(page.getByRole('alert').filter({ hasText: SENDING_MESSAGES.tooManySends })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'on its way' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('digest-refused.png') });
  await page.unroute('**/guests/digest-now');

  // Reminders: the pending household with an address gets an e-mail with its link; the one with only a phone waits in the WhatsApp queue.
  await page.reload();
  await expect(stat(page, 'Pending')).toHaveText('2');
  await page.getByRole('region', { name: 'Send invitations and reminders' }).getByRole('button', { name: 'Send reminders' }).click();
  const remind = page.getByRole('dialog', { name: 'Remind the households that have not answered?' });
  await expect(remind).toContainText('1 household will get a reminder e-mail now. 1 household with only a phone number can be reminded from the WhatsApp queue.');
  await remind.getByRole('button', { name: 'Send 1 reminder' }).click();
  await expect(page.getByText('Reminder e-mails to 1 household are on their way.')).toBeVisible();
  expect(await mail.link(email, new RegExp(`^Reminder: please reply for ${eventName}$`))).toBe(byName['Rahman family']!.link);
});
