import { parse } from 'csv-parse/sync';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { GuestListPage, Household } from '@shared/guests';
import type { InvitationInput } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * The host's guest list (product.md §12): add, edit, search and filter, bulk groups, a new personal
 * link, delete one and several, export, and the settings, at 375 px and on a desktop. One test per
 * action, each starting from households made through the API.
 */

const stat = (page: Page, label: string) => page.getByLabel('Guest list summary').locator('div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd').first();
/** One household: a table row on a desktop, a card on a phone (only one of them is shown). */
const household = (page: Page, name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) }).or(page.getByRole('article', { name, exact: true }));
const shown = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader') }).or(page.getByRole('list', { name: 'Households' }).getByRole('article'));

async function seed(page: Page, baseURL: string, id: string, households: Record<string, unknown>[]) {
  for (const body of households) {
    const response = await page.request.post(`/api/invitations/${id}/guests`, { data: { seats: 2, ...body }, headers: { origin: baseURL } });
    expect(response.status()).toBe(201);
  }
}

async function list(page: Page, id: string): Promise<GuestListPage> {
  return (await (await page.request.get(`/api/invitations/${id}/guests`)).json()) as GuestListPage;
}

/** The four households the tests below start from (through the API; the add test adds its own through the form). */
const FOUR = [
  { name: 'Keluarga Tan', phone: '0198765432', tags: ['Office'] },
  { name: 'Puan Siti', email: 'siti@example.com', tags: ['Bride family'] },
  { name: 'Mr & Mrs Kumar', seats: 5 },
  { name: 'Encik Ahmad sekeluarga', seats: 4, phone: '012-345 6789', tags: ['Groom family', 'Office'] },
];

type MakeInvitation = (as: APIRequestContext, values: Partial<InvitationInput>) => Promise<string>;

/** A host's invitation with `households` on its list, and the guest list open on it. */
async function openList(page: Page, invitation: MakeInvitation, baseURL: string, eventName: string, households: Record<string, unknown>[]): Promise<string> {
  const id = await invitation(page.request, { eventName: `<p>${eventName}</p>`, date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });
  await seed(page, baseURL, id, households);
  await page.goto(`/guests/${id}`);
  await expect(stat(page, 'Invited')).toHaveText(String(households.length));
  return id;
}

test('the empty list, opened from My Invitations, says what to do; the households added are listed @mobile', async ({ page, host: _host, invitation, a11y, baseURL }, testInfo) => {
  const eventName = `Majlis Aisyah ${testInfo.project.name}`;
  const id = await invitation(page.request, { eventName: `<p>${eventName}</p>`, date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });

  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Guests for ${eventName}` }).click();
  await expect(page).toHaveURL(`/guests/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventName);
  await expect(page.getByText('No guests yet — add a household or import a spreadsheet')).toBeVisible();

  await seed(page, baseURL!, id, FOUR.slice(0, 3));
  await page.reload();
  await expect(stat(page, 'Invited')).toHaveText('3');
  await expect(shown(page)).toHaveCount(3);
  await a11y();
});

test('add: the phone is stored in international form; the same phone again and too many seats are refused @mobile', async ({ page, host: _host, invitation, a11y, baseURL }, testInfo) => {
  await openList(page, invitation, baseURL!, `Majlis Add ${testInfo.project.name}`, FOUR.slice(0, 1));

  await page.getByRole('button', { name: 'Add household' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name on the invitation').fill('Encik Ahmad sekeluarga');
  await dialog.getByLabel('Seats').fill('4');
  await dialog.getByLabel('Phone (WhatsApp)').fill('012-345 6789');
  await dialog.getByLabel('Groups').fill('Groom family, Office');
  await a11y();
  await dialog.getByRole('button', { name: 'Add household' }).click();
  await expect(page.getByText('Encik Ahmad sekeluarga added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(household(page, 'Encik Ahmad sekeluarga')).toContainText('+60123456789');
  await expect(stat(page, 'Invited')).toHaveText('2');

  // The same phone again is refused, naming the household that has it.
  await page.getByRole('button', { name: 'Add household' }).click();
  await dialog.getByLabel('Name on the invitation').fill('Someone else');
  await dialog.getByLabel('Phone (WhatsApp)').fill('+60 12-345 6789');
  await dialog.getByRole('button', { name: 'Add household' }).click();
  await expect(dialog.getByText('Another household on this list already has this phone number: Encik Ahmad sekeluarga.')).toBeVisible();
  // The form's own checks answer before the server.
  await dialog.getByLabel('Seats').fill('31');
  await dialog.getByRole('button', { name: 'Add household' }).click();
  await expect(dialog.getByText('Seats must be between 1 and 30.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'Invited')).toHaveText('2');
});

test('edit a household @mobile', async ({ page, host: _host, invitation, baseURL }, testInfo) => {
  await openList(page, invitation, baseURL!, `Majlis Edit ${testInfo.project.name}`, [{ name: 'Mr Kumar', seats: 3 }]);

  await page.getByRole('button', { name: 'Edit Mr Kumar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name on the invitation').fill('Mr & Mrs Kumar');
  await dialog.getByLabel('Seats').fill('5');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Mr & Mrs Kumar saved')).toBeVisible();
  await expect(household(page, 'Mr & Mrs Kumar')).toContainText('5');
});

test('search by phone, filter by group and state, and show every household again @mobile', async ({ page, host: _host, invitation, baseURL }, testInfo) => {
  await openList(page, invitation, baseURL!, `Majlis Search ${testInfo.project.name}`, FOUR);

  await page.getByLabel('Search by name, phone or email').fill('012-345');
  await expect(shown(page)).toHaveCount(1);
  await expect(household(page, 'Encik Ahmad sekeluarga')).toBeVisible();
  await page.getByLabel('Search by name, phone or email').fill('');
  await expect(shown(page)).toHaveCount(4);
  await page.getByLabel('Group', { exact: true }).selectOption('Office');
  await expect(shown(page)).toHaveCount(2);
  await page.getByLabel('Status', { exact: true }).selectOption('attending');
  await expect(page.getByText('No households match your search or filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Show every household' }).click();
  await expect(shown(page)).toHaveCount(4);
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(shown(page)).toHaveCount(4);
});

test('change the groups of the households selected @mobile', async ({ page, host: _host, invitation, baseURL }, testInfo) => {
  const id = await openList(page, invitation, baseURL!, `Majlis Groups ${testInfo.project.name}`, FOUR);

  await page.getByRole('checkbox', { name: 'Select Puan Siti' }).check();
  await page.getByRole('checkbox', { name: 'Select Mr & Mrs Kumar' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Change groups' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Add groups').fill('VIP');
  await dialog.getByRole('checkbox', { name: 'Bride family' }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Groups changed for 2 households')).toBeVisible();
  await page.getByLabel('Group', { exact: true }).selectOption('VIP');
  await expect(shown(page)).toHaveCount(2);
  const tags = Object.fromEntries((await list(page, id)).households.map((h) => [h.name, h.tags]));
  expect(tags).toMatchObject({ 'Puan Siti': ['VIP'], 'Mr & Mrs Kumar': ['VIP'], 'Keluarga Tan': ['Office'] });
});

test('copy a personal link, then replace it: the old one stops working @mobile', async ({ page, host: _host, invitation, baseURL }, testInfo) => {
  const id = await openList(page, invitation, baseURL!, `Majlis Link ${testInfo.project.name}`, FOUR.slice(1, 2));

  await page.getByRole('button', { name: 'Copy personal link for Puan Siti' }).click();
  await expect(page.getByText('Personal link for Puan Siti copied')).toBeVisible();
  const before = (await list(page, id)).households[0] as Household;
  await page.getByRole('button', { name: 'New link for Puan Siti' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('The old link stops working at once')).toBeVisible();
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await expect(page.getByText('New link made for Puan Siti')).toBeVisible();
  const after = (await list(page, id)).households[0] as Household;
  expect(after.link).not.toBe(before.link);
});

test('delete one household after a confirmation that can be cancelled, then every household on the page @mobile', async ({ page, host: _host, invitation, baseURL }, testInfo) => {
  await openList(page, invitation, baseURL!, `Majlis Delete ${testInfo.project.name}`, FOUR);
  const dialog = page.getByRole('dialog');

  await page.getByRole('button', { name: 'Delete Keluarga Tan' }).click();
  await expect(dialog.getByRole('heading', { name: 'Delete Keluarga Tan?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(household(page, 'Keluarga Tan')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Keluarga Tan' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Keluarga Tan deleted')).toBeVisible();
  await expect(household(page, 'Keluarga Tan')).toHaveCount(0);
  await expect(stat(page, 'Invited')).toHaveText('3');

  await page.getByRole('checkbox', { name: 'Select every household on this page' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('region', { name: 'Selected households' }).getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('heading', { name: 'Delete 3 households?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('3 households deleted')).toBeVisible();
  await expect(page.getByText('No guests yet — add a household or import a spreadsheet')).toBeVisible();
});

test('export: every household with its state, its phone kept from formulas and its link @mobile', async ({ page, host: _host, invitation, baseURL }, testInfo) => {
  const id = await openList(page, invitation, baseURL!, `Majlis Export ${testInfo.project.name}`, FOUR.slice(1));
  const links = Object.fromEntries((await list(page, id)).households.map((h) => [h.name, h.link]));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('guest_list.csv');
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
  expect(records.map((r) => r.name)).toEqual(['Encik Ahmad sekeluarga', 'Mr & Mrs Kumar', 'Puan Siti']);
  expect(records[0]).toMatchObject({ seats: '4', phone: "'+60123456789", group: 'Groom family, Office', status: 'Not sent' });
  expect(records[2]!.link).toBe(links['Puan Siti']);
});

test('settings: invited only, the message with a live preview, reminders and notices @mobile', async ({ page, host: _host, invitation, a11y, baseURL }, testInfo) => {
  const eventName = `Kenduri Faiz ${testInfo.project.name}`;
  const id = await invitation(page.request, { eventName: `<p>${eventName}</p>`, date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });
  await seed(page, baseURL!, id, [{ name: 'Encik Ahmad sekeluarga', seats: 4, language: 'malay' }]);
  await page.goto(`/guests/${id}`);
  await page.getByRole('tab', { name: 'Message & settings' }).click();

  const preview = page.getByRole('status', { name: 'Message preview' });
  // Empty message: the default text in the household's language.
  await expect(preview).toContainText(`Kepada Encik Ahmad sekeluarga`);
  await expect(preview).toContainText(`${eventName}`);
  await expect(preview).toContainText('12 Disember 2027');
  await expect(preview).toContainText('(4 tempat)');

  await page.getByRole('checkbox', { name: 'Only invited households may answer' }).check();
  await expect(page.getByText('Guests answer through their personal links only.')).toBeVisible();
  const message = page.getByLabel('Message sent by WhatsApp and e-mail');
  await message.fill('Salam {name}, jemputan ke {event}. ');
  await expect(preview).toHaveText(`Salam Encik Ahmad sekeluarga, jemputan ke ${eventName}.`);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The message must contain {link}')).toBeVisible();
  await message.focus();
  await message.press('End');
  await page.getByRole('button', { name: /Insert \{link\}/ }).click();
  await expect(message).toHaveValue(/\{link\}$/);
  await expect(preview).toContainText('/g/');

  await page.getByRole('checkbox', { name: /E-mail a reminder/ }).check();
  await page.getByLabel('Days before the RSVP deadline').fill('5');
  await page.getByRole('radio', { name: /Daily digest/ }).check();
  await a11y();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Guest list settings saved')).toBeVisible();
  const settings = await (await page.request.get(`/api/invitations/${id}/guests/settings`)).json();
  expect(settings).toEqual({ invitedOnly: true, message: 'Salam {name}, jemputan ke {event}. {link}', autoReminderDays: 5, hostNotify: 'daily' });

  // Kept after a reload; the tabs work from the keyboard.
  await page.reload();
  await page.getByRole('tab', { name: 'Households' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Message & settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Message & settings' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Only invited households may answer' })).toBeChecked();
  await expect(page.getByLabel('Days before the RSVP deadline')).toHaveValue('5');
});

test('another host gets Invitation Not Found', async ({ page, host: _host, invitation, browser, createUser, baseURL }) => {
  const id = await invitation(page.request, { eventName: '<p>Private List</p>', date: '2027-12-12', organizer: { name: 'Host', email: '', phone: '' } });
  const other = await createUser('other');
  const context = await browser.newContext({ baseURL });
  await context.request.post('/api/auth/sign-in/email', { data: other, headers: { origin: baseURL! } });
  const otherPage = await context.newPage();
  await otherPage.goto(`/guests/${id}`);
  await expect(otherPage.getByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
  await context.close();
});
