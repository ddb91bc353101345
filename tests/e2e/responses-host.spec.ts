import type { APIRequestContext, Page } from '@playwright/test';
import type { InvitationInput } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * The host's side of answers (issue 17): the guest-list summary on the responses page (pending and
 * the response rate answered ÷ invited), an answer taken by phone and linked to a household within
 * its seats, editing it, and merging two answers of one guest. At desktop and 375 px.
 */

/** What the editor requires of any invitation (date, organiser). */
const BASICS: Partial<InvitationInput> = { date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } };

const MEALS = [
  { id: 'm1', name: 'Nasi briyani' },
  { id: 'm2', name: 'Vegetable curry' },
];

const summaryCard = (page: Page, label: string) => page.locator('dl[aria-label="Summary"] > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
/** A summary card's number, and the line under it (seats, guests). */
const stat = (page: Page, label: string) => summaryCard(page, label).locator('dd > span').first();
const note = (page: Page, label: string) => summaryCard(page, label).locator('dd > span').nth(1);
const table = (page: Page) => page.getByRole('region', { name: 'RSVP responses table' });
const rowOf = (page: Page, guestName: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: guestName, exact: true }) });

async function invitationWithGuestList(request: APIRequestContext, invitation: (as: APIRequestContext, values: Partial<InvitationInput>) => Promise<string>, baseURL: string) {
  const id = await invitation(request, {
    ...BASICS,
    eventName: '<p>Majlis Aisyah &amp; Hafiz</p>',
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, mealOptions: MEALS, wishes: '' },
  });
  for (const household of [
    { name: 'Encik Ahmad sekeluarga', seats: 3, phone: '012-111 2222' },
    { name: 'Puan Siti', seats: 2 },
    { name: 'Keluarga Tan', seats: 4 },
  ]) {
    const created = await request.post(`/api/invitations/${id}/guests`, { data: household, headers: { origin: baseURL } });
    expect(created.status(), await created.text()).toBe(201);
  }
  return id;
}

test('a host adds an answer taken by phone, edits it, merges two answers, and sees pending and the rate @mobile', async ({ page, host: _host, invitation, baseURL, a11y }) => {
  const id = await invitationWithGuestList(page.request, invitation, baseURL!);
  await page.goto(`/rsvp/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Majlis Aisyah & Hafiz RSVP Responses');
  await expect(stat(page, 'Invited')).toHaveText('3');
  await expect(note(page, 'Invited')).toHaveText('3 households · 9 seats');
  await expect(stat(page, 'Pending')).toHaveText('3');
  await expect(stat(page, 'Response Rate')).toHaveText('0%');
  await expect(page.getByRole('link', { name: 'Guest list' })).toHaveAttribute('href', `/guests/${id}`);

  // An answer by phone, linked to its household: more guests than its seats is refused at once.
  await page.getByRole('button', { name: 'Add answer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an answer' });
  await dialog.getByLabel('Guest name').fill('Encik Ahmad');
  await dialog.getByLabel('Household (optional)').fill('ahmad');
  await dialog.getByRole('button', { name: /Encik Ahmad sekeluarga/ }).click();
  await expect(dialog.getByRole('group', { name: 'Household' })).toContainText('Encik Ahmad sekeluarga · 3 seats');
  await dialog.getByLabel('Number of guests').fill('4');
  await dialog.getByLabel('Meal choice').selectOption({ label: 'Nasi briyani' });
  await dialog.getByLabel('Phone').fill('012-345 6789');
  await dialog.getByRole('button', { name: 'Add answer' }).click();
  await expect(dialog.getByText('Encik Ahmad sekeluarga may bring at most 3 guests.')).toBeVisible();
  await a11y();
  await dialog.getByLabel('Number of guests').fill('3');
  await dialog.getByRole('button', { name: 'Add answer' }).click();
  await expect(page.getByText('Answer added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const ahmad = rowOf(page, 'Encik Ahmad');
  await expect(ahmad).toContainText('Encik Ahmad sekeluarga');
  await expect(ahmad).toContainText('+60123456789');
  await expect(ahmad).toContainText('By host');
  await expect(stat(page, 'Attending')).toHaveText('1');
  await expect(note(page, 'Attending')).toHaveText('3 guests');
  await expect(stat(page, 'Pending')).toHaveText('2');
  await expect(stat(page, 'Response Rate')).toHaveText('33%');

  // The same guest again, without the household (as if a relative called too).
  await page.getByRole('button', { name: 'Add answer' }).click();
  await dialog.getByLabel('Guest name').fill('Ahmad bin Ali');
  await dialog.getByLabel('Number of guests').fill('2');
  await dialog.getByLabel('Email').fill('ahmad@example.com');
  await dialog.getByRole('button', { name: 'Add answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Ahmad bin Ali')).toBeVisible();

  // Edit: the row's own button, the form filled from it.
  await rowOf(page, 'Ahmad bin Ali').getByRole('button', { name: "Edit Ahmad bin Ali's answer" }).click();
  const edit = page.getByRole('dialog', { name: "Edit Ahmad bin Ali's answer" });
  await expect(edit.getByLabel('Email')).toHaveValue('ahmad@example.com');
  await edit.getByLabel('Guest name').fill('Ahmad Ali');
  await edit.getByLabel('Meal choice').selectOption({ label: 'Vegetable curry' });
  await edit.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Answer saved')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, 'Ahmad Ali')).toContainText('Vegetable curry');

  // Merge: pick both rows, keep the edited one; it takes the household, the other goes.
  await rowOf(page, 'Encik Ahmad').getByRole('checkbox', { name: "Select Encik Ahmad's answer to merge" }).check();
  await rowOf(page, 'Ahmad Ali').getByRole('checkbox', { name: "Select Ahmad Ali's answer to merge" }).check();
  await page.getByRole('button', { name: 'Merge…' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge two answers' });
  // By default the household's own answer is kept.
  await expect(merge.getByRole('radio', { name: 'Keep Encik Ahmad' })).toBeChecked();
  await merge.getByRole('radio', { name: 'Keep Ahmad Ali' }).check();
  await expect(merge.getByText('Ahmad Ali’s answer is kept and linked to Encik Ahmad sekeluarga; Encik Ahmad’s is deleted.')).toBeVisible();
  await a11y();
  await merge.getByRole('button', { name: 'Merge answers' }).click();
  await expect(page.getByText('Answers merged')).toBeVisible();
  await expect(merge).toBeHidden();
  await expect(table(page).getByRole('rowheader')).toHaveText(['Ahmad Ali']);
  await expect(rowOf(page, 'Ahmad Ali')).toContainText('Encik Ahmad sekeluarga');
  await expect(note(page, 'Attending')).toHaveText('2 guests');
  await expect(stat(page, 'Pending')).toHaveText('2');
  await expect(stat(page, 'Total Guests')).toHaveText('2');

  // A decline for another household: one pending left, two of three answered.
  await page.getByRole('button', { name: 'Add answer' }).click();
  await dialog.getByLabel('Guest name').fill('Siti');
  await dialog.getByRole('radio', { name: 'Not attending' }).check();
  await expect(dialog.getByLabel('Number of guests')).toBeHidden();
  await dialog.getByLabel('Household (optional)').fill('siti');
  await dialog.getByRole('button', { name: /Puan Siti/ }).click();
  await dialog.getByRole('button', { name: 'Add answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'Declined')).toHaveText('1');
  await expect(stat(page, 'Pending')).toHaveText('1');
  await expect(stat(page, 'Response Rate')).toHaveText('67%');

  // On a phone the row is a card: its answer, household and actions fit the screen's width.
  const siti = rowOf(page, 'Siti');
  const width = page.viewportSize()!.width;
  for (const part of [siti.getByText('Declined', { exact: true }), siti.getByText('Puan Siti'), siti.getByRole('button', { name: "Edit Siti's answer" })]) {
    await expect(part).toBeVisible();
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  await a11y();
});

test('without a guest list the page keeps its answer counts, and a household already answered cannot be picked twice', async ({ page, host: _host, invitation, baseURL }) => {
  const plain = await invitation(page.request, { ...BASICS, eventName: '<p>Kenduri Kahwin</p>', rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: true, mealOptions: MEALS, wishes: '' } });
  await page.goto(`/rsvp/${plain}`);
  await expect(page.getByText('No RSVP responses yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add answer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an answer' });
  await expect(dialog.getByLabel('Household (optional)')).toHaveCount(0);
  await dialog.getByLabel('Guest name').fill('Walk-in Guest');
  await dialog.getByLabel('Car plate').fill('WXY 1234');
  await dialog.getByLabel('Phone').fill('12');
  await dialog.getByRole('button', { name: 'Add answer' }).click();
  await expect(dialog.getByText('This phone number is not valid')).toBeVisible();
  await dialog.getByLabel('Phone').fill('');
  await dialog.getByRole('button', { name: 'Add answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'Total Responses')).toHaveText('1');
  // Without a guest list the rate reads as answers, not "100%" (issue 28.3).
  await expect(stat(page, 'Response Rate')).toHaveText('1 answer');
  await expect(page.locator('dl[aria-label="Summary"]').getByText('Pending')).toHaveCount(0);
  await expect(rowOf(page, 'Walk-in Guest')).toContainText('WXY 1234');

  const listed = await invitationWithGuestList(page.request, invitation, baseURL!);
  await page.goto(`/rsvp/${listed}`);
  for (const name of ['Tan Ah Kow', 'Tan Mei Ling']) {
    await page.getByRole('button', { name: 'Add answer' }).click();
    await dialog.getByLabel('Guest name').fill(name);
    await dialog.getByLabel('Household (optional)').fill('tan');
    if (name === 'Tan Mei Ling') {
      // One household, one answer: it is listed but cannot be picked again.
      await expect(dialog.getByRole('button', { name: /Keluarga Tan/ })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: /Keluarga Tan/ })).toContainText('already answered');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      break;
    }
    await dialog.getByRole('button', { name: /Keluarga Tan/ }).click();
    await dialog.getByRole('button', { name: 'Add answer' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(rowOf(page, 'Tan Ah Kow')).toContainText('Keluarga Tan');
});
