import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { InvitationEvent } from '@shared/events';
import type { InvitationInput } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * The responses page of a two-event invitation (issue 18): a card per event with its attending
 * guests, declined and pending households, the charts for one event, each answer's replies per
 * event, the host's answer asked per event, and the CSV and caterer's files per event. At desktop and 375 px.
 */

const MEALS = [
  { id: 'm1', name: 'Nasi briyani' },
  { id: 'm2', name: 'Vegetable curry' },
];

function event(values: Partial<InvitationEvent> & { id: string; name: string }): InvitationEvent {
  return { date: '', time: '', endTime: '', venue: '', address: '', mapUrls: { google: '', waze: '' }, dressCode: '', note: '', isPublic: true, isMain: false, mealOptions: [], ...values };
}

const eventCard = (page: Page, name: string) => page.getByRole('region', { name: 'Per event' }).getByRole('listitem', { name });
const cardStat = (page: Page, event: string, label: string) =>
  eventCard(page, event).locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
const table = (page: Page) => page.getByRole('region', { name: 'RSVP responses table' });
const rowOf = (page: Page, guestName: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: guestName, exact: true }) });

/** Akad (main, the invitation's meals) and Resepsi (its own meal); Ahmad invited to both, Bakar and Chong to the Resepsi only; three answers. */
async function twoEventInvitation(request: APIRequestContext, invitation: (as: APIRequestContext, values: Partial<InvitationInput>) => Promise<string>, baseURL: string) {
  const akad = randomUUID();
  const resepsi = randomUUID();
  const id = await invitation(request, {
    date: '2027-12-12',
    venue: 'Masjid Wilayah',
    organizer: { name: 'Host', email: '', phone: '' },
    eventName: '<p>Majlis Aisyah &amp; Hafiz</p>',
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, mealOptions: MEALS, wishes: '' },
    events: [
      event({ id: akad, name: 'Akad', isMain: true }),
      event({ id: resepsi, name: 'Resepsi', date: '2027-12-13', venue: 'Dewan Merdeka', mealOptions: [{ id: 'r1', name: 'Nasi minyak' }] }),
    ],
  });
  const headers = { origin: baseURL };
  const households: Record<string, string> = {};
  for (const household of [
    { name: 'Encik Ahmad sekeluarga', seats: 4, eventIds: null },
    { name: 'Pak Bakar', seats: 2, eventIds: [resepsi] },
    { name: 'Keluarga Chong', seats: 3, eventIds: [resepsi] },
  ]) {
    const created = await request.post(`/api/invitations/${id}/guests`, { data: household, headers });
    expect(created.status(), await created.text()).toBe(201);
    households[household.name] = ((await created.json()) as { id: string }).id;
  }
  const answers = [
    {
      guestName: 'Encik Ahmad',
      householdId: households['Encik Ahmad sekeluarga'],
      events: [
        { eventId: akad, attending: true, guests: 3, mealChoice: 'm1' },
        { eventId: resepsi, attending: true, guests: 2, mealChoice: 'r1' },
      ],
    },
    { guestName: 'Pak Bakar', householdId: households['Pak Bakar'], events: [{ eventId: resepsi, attending: false }] },
    {
      guestName: 'Walk-in Guest',
      events: [
        { eventId: akad, attending: false },
        { eventId: resepsi, attending: true, guests: 1 },
      ],
    },
  ];
  for (const answer of answers) {
    const added = await request.post(`/api/invitations/${id}/responses`, { data: answer, headers });
    expect(added.status(), await added.text()).toBe(201);
  }
  return { id, akad, resepsi };
}

async function downloaded(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  return { filename: file.suggestedFilename(), records: parse(text, { bom: true }) as string[][], text };
}

test('per-event cards, charts for one event, replies per event, the host answers per event, and the CSV files per event @mobile', async ({ page, host: _host, invitation, baseURL, a11y }) => {
  const { id } = await twoEventInvitation(page.request, invitation, baseURL!);
  await page.goto(`/rsvp/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Majlis Aisyah & Hafiz RSVP Responses');

  // Akad: Ahmad's 3 guests, the walk-in declined, every invited household (Ahmad) answered.
  await expect(cardStat(page, 'Akad', 'Attending')).toContainText('3 guests · 1 answer');
  await expect(cardStat(page, 'Akad', 'Declined')).toHaveText('1');
  await expect(cardStat(page, 'Akad', 'Pending')).toHaveText('0');
  // Resepsi: Ahmad's 2 and the walk-in's 1, Bakar declined, Chong not answered.
  await expect(cardStat(page, 'Resepsi', 'Attending')).toContainText('3 guests · 2 answers');
  await expect(cardStat(page, 'Resepsi', 'Declined')).toHaveText('1');
  await expect(cardStat(page, 'Resepsi', 'Pending')).toHaveText('1');
  // The browser's own date format (its language).
  await expect(eventCard(page, 'Resepsi')).toContainText(/13 Dec 2027|Dec 13, 2027/);

  // Each answer's replies per event.
  const ahmadReplies = rowOf(page, 'Encik Ahmad').getByRole('list', { name: "Encik Ahmad's replies per event" }).getByRole('listitem');
  await expect(ahmadReplies.nth(0)).toContainText('Akad ✓ 3');
  await expect(ahmadReplies.nth(1)).toContainText('Resepsi ✓ 2');
  await expect(rowOf(page, 'Pak Bakar').getByRole('listitem').nth(1)).toContainText('Resepsi ✗');
  await a11y();

  // The charts for one event; the caterer's file follows the chosen event.
  const attendance = page.getByRole('list', { name: 'Responses by answer' });
  await expect(attendance.getByRole('listitem').first()).toContainText('2 responses');
  await page.getByLabel('Charts for').selectOption({ label: 'Resepsi' });
  await expect(page.getByText('Resepsi: attending vs declined')).toBeVisible();
  await expect(attendance.getByRole('listitem').first()).toContainText('2 responses (67%)');
  const meals = page.getByRole('list', { name: 'Guests per meal choice' });
  await expect(meals.getByRole('listitem').first()).toContainText('Nasi minyak');
  await expect(meals.getByRole('listitem').first()).toContainText('2 guests');
  const caterer = await downloaded(page, 'Meal counts for caterer: Resepsi');
  expect(caterer.filename).toBe('rsvp_meal_counts_resepsi.csv');
  expect(caterer.records).toEqual([
    ['Meal Choice', 'Guests'],
    ['Nasi minyak', '2'],
    ['No meal chosen', '1'],
    ['Total attending guests', '3'],
  ]);
  expect(caterer.text).not.toContain('Ahmad');
  await page.getByLabel('Charts for').selectOption({ label: 'All events' });
  await expect(page.getByText('Attending vs declined', { exact: true })).toBeVisible();

  // The host takes Chong's answer by phone: their household is invited to the Resepsi only, so only it is asked.
  await page.getByRole('button', { name: 'Add answer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an answer' });
  await dialog.getByLabel('Guest name').fill('Puan Chong');
  await dialog.getByLabel('Household (optional)').fill('chong');
  await dialog.getByRole('button', { name: /Keluarga Chong/ }).click();
  await expect(dialog.getByRole('group', { name: 'Akad' })).toHaveCount(0);
  const resepsi = dialog.getByRole('group', { name: 'Resepsi' });
  await resepsi.getByLabel('Guests at Resepsi').fill('4');
  await resepsi.getByLabel('Meal at Resepsi').selectOption({ label: 'Nasi minyak' });
  await dialog.getByRole('button', { name: 'Add answer' }).click();
  await expect(resepsi.getByText('Keluarga Chong may bring at most 3 guests.')).toBeVisible();
  await a11y();
  await resepsi.getByLabel('Guests at Resepsi').fill('3');
  await dialog.getByRole('button', { name: 'Add answer' }).click();
  await expect(page.getByText('Answer added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cardStat(page, 'Resepsi', 'Attending')).toContainText('6 guests · 3 answers');
  await expect(cardStat(page, 'Resepsi', 'Pending')).toHaveText('0');
  await expect(rowOf(page, 'Puan Chong').getByRole('listitem').nth(1)).toContainText('Resepsi ✓ 3');

  // Editing Ahmad's answer: not coming to the Akad any more.
  await page.getByRole('button', { name: "Edit Encik Ahmad's answer" }).click();
  const edit = page.getByRole('dialog', { name: "Edit Encik Ahmad's answer" });
  await edit.getByRole('group', { name: 'Akad' }).getByLabel('Not attending').check();
  await edit.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Answer saved')).toBeVisible();
  await expect(cardStat(page, 'Akad', 'Attending')).toContainText('0 guests · 0 answers');
  await expect(cardStat(page, 'Akad', 'Declined')).toHaveText('2');

  // The CSV: today's columns, then attending, guests and meal per event.
  const csv = await downloaded(page, 'Export CSV');
  expect(csv.filename).toBe('rsvp_responses.csv');
  expect(csv.records[0]).toEqual([
    'Guest Name', 'Email', 'Status', 'Number of Guests', 'Meal Choice', 'Car Plate', 'Message', 'Response Date', 'Household', 'Phone', 'Source',
    'Akad: attending', 'Akad: guests', 'Akad: meal', 'Resepsi: attending', 'Resepsi: guests', 'Resepsi: meal',
  ]);
  const byName = Object.fromEntries(csv.records.slice(1).map((record) => [record[0], record]));
  expect(byName['Encik Ahmad']!.slice(11)).toEqual(['Declined', '0', '', 'Attending', '2', 'Nasi minyak']);
  expect(byName['Puan Chong']!.slice(11)).toEqual(['', '', '', 'Attending', '3', 'Nasi minyak']);
  expect(byName['Walk-in Guest']!.slice(11)).toEqual(['Declined', '0', '', 'Attending', '1', '']);
});

test('a one-event invitation shows no per-event cards or picker', async ({ page, host: _host, invitation, baseURL }) => {
  const id = await invitation(page.request, { date: '2027-12-12', venue: 'Dewan', organizer: { name: 'Host', email: '', phone: '' }, eventName: '<p>Solo</p>' });
  const added = await page.request.post(`/api/invitations/${id}/responses`, { data: { guestName: 'Lina', attending: true, numberOfGuests: 2 }, headers: { origin: baseURL! } });
  expect(added.status()).toBe(201);
  await page.goto(`/rsvp/${id}`);
  await expect(rowOf(page, 'Lina')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Per event' })).toHaveCount(0);
  await expect(page.getByLabel('Charts for')).toHaveCount(0);
  await expect(rowOf(page, 'Lina').getByRole('list')).toHaveCount(0);
});
