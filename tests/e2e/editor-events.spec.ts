import type { Locator, Page } from '@playwright/test';
import type { InvitationEvent } from '@shared/events';
import { expect, test } from './support/fixtures';

/*
 * The editor's Events step (issue 18): several events in one invitation, one of them the main event
 * on the cover (whose date, times and place are the invitation's own fields), added, reordered,
 * removed (asked first) and saved with the invitation's time zone. Tagged @mobile: also at 375 px.
 */

const stepHeading = (page: Page) => page.locator('#step-heading');
/** The event cards, in order (each card's own lists, e.g. meal options, are not counted). */
const cards = (page: Page) => page.getByRole('list', { name: 'Events' }).locator(':scope > li');
const card = (page: Page, index: number) => cards(page).nth(index);
const cardTitle = (entry: Locator) => entry.getByRole('heading', { level: 3 });
/** A card's field by its whole label (a required one's label ends in its * mark). */
const field = (entry: Locator, label: string) => entry.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** What the server stores (and refuses) needs an event name, a date and an organizer. */
const ready = {
  eventName: '<p>Aisyah &amp; Daniel</p>',
  date: '2027-06-12',
  time: '10:00',
  endTime: '12:00',
  venue: 'Masjid Wilayah',
  organizer: { name: 'Encik Rahman', email: '', phone: '' },
};

interface Saved {
  input: { date: string; time: string; venue: string; timeZone: string; events: InvitationEvent[] } & Record<string, unknown>;
}

async function openEvents(page: Page, id: string) {
  await page.goto(`/create-event/${id}?step=events`);
  await expect(stepHeading(page)).toHaveText('Events');
}

/** The page scrolls only vertically at this size. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a host adds a second event, reorders it, makes it the main event and saves; the order and the main flag stay @mobile', async ({ page, host: _host, invitationOn, a11y }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', ready);
  await openEvents(page, id);

  // One main event to start with: the invitation's own date, times and venue; it cannot be removed.
  await expect(cards(page)).toHaveCount(1);
  const akad = card(page, 0);
  await expect(akad.getByRole('radio', { name: 'Main event (on the cover)' })).toBeChecked();
  await expect(field(akad, 'Date')).toHaveValue('2027-06-12');
  await expect(field(akad, 'Venue')).toHaveValue('Masjid Wilayah');
  await expect(akad.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Kuala_Lumpur');
  await field(akad, 'Name').fill('Akad Nikah');
  await expect(cardTitle(akad)).toContainText('Akad Nikah');

  // A second event, with its own date, times and place.
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(cards(page)).toHaveCount(2);
  const added = card(page, 1);
  await expect(cardTitle(added)).toBeFocused();
  await field(added, 'Name').fill('Majlis Resepsi');
  await field(added, 'Date').fill('2027-06-13');
  await field(added, 'Start time').fill('19:30');
  await field(added, 'End time').fill('23:00');
  await field(added, 'Venue').fill('Dewan Seri Endon');
  await field(added, 'Dress code').fill('Songket');
  await expect(added.getByRole('switch', { name: 'Shown on the public link' })).toHaveAttribute('aria-checked', 'true');
  await expectNoSideways(page);
  await a11y();

  // Reorder by keyboard: the moved card keeps the focus on its move buttons.
  await page.getByRole('button', { name: 'Move “Majlis Resepsi” up' }).focus();
  await page.keyboard.press('Enter');
  await expect(cardTitle(card(page, 0))).toContainText('Majlis Resepsi');
  await expect(cardTitle(card(page, 1))).toContainText('Akad Nikah');
  await expect(page.getByRole('button', { name: 'Move “Majlis Resepsi” down' })).toBeFocused();

  // The resepsi becomes the main event: its date and place become the invitation's, the akad nikah keeps its own.
  await card(page, 0).getByRole('radio', { name: 'Main event (on the cover)' }).check();
  await expect(card(page, 1).getByRole('radio', { name: 'Main event (on the cover)' })).not.toBeChecked();
  await expect(field(card(page, 0), 'Venue')).toHaveValue('Dewan Seri Endon');
  await expect(field(card(page, 1), 'Venue')).toHaveValue('Masjid Wilayah');
  await expect(field(card(page, 1), 'Date')).toHaveValue('2027-06-12');
  // The akad nikah can be removed now, the resepsi not.
  await expect(card(page, 0).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(card(page, 1).getByRole('button', { name: 'Remove “Akad Nikah”' })).toBeVisible();
  // Event Details edits the same fields as the main event's card.
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /Step \d+ Event Details/ }).click();
  await expect(stepHeading(page)).toHaveText('Event Details');
  await expect(page.getByLabel('Venue')).toHaveValue('Dewan Seri Endon');
  await expect(page.getByLabel('Date')).toHaveValue('2027-06-13');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Events');
  await page.getByLabel('Time zone').selectOption('Asia/Singapore');

  const updated = page.waitForResponse((r) => r.url().endsWith(`/api/invitations/${id}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await updated).status()).toBe(200);
  await expect(page.getByText('Invitation updated successfully!')).toBeVisible();

  // Stored: both events in this order, the resepsi main, its values the invitation's.
  const saved = (await (await page.request.get(`/api/invitations/${id}`)).json()) as Saved;
  expect(saved.input.events.map((event) => [event.name, event.isMain, event.date])).toEqual([
    ['Majlis Resepsi', true, '2027-06-13'],
    ['Akad Nikah', false, '2027-06-12'],
  ]);
  expect(saved.input.events[1]).toMatchObject({ time: '10:00', endTime: '12:00', venue: 'Masjid Wilayah' });
  expect(saved.input).toMatchObject({ date: '2027-06-13', time: '19:30', venue: 'Dewan Seri Endon', timeZone: 'Asia/Singapore' });

  // Reopened: the same order, the same main event.
  await openEvents(page, id);
  await expect(cards(page)).toHaveCount(2);
  await expect(cardTitle(card(page, 0))).toContainText('Majlis Resepsi');
  await expect(cardTitle(card(page, 0))).toContainText('Main event');
  await expect(card(page, 0).getByRole('radio', { name: 'Main event (on the cover)' })).toBeChecked();
  await expect(field(card(page, 0), 'Dress code')).toHaveValue('Songket');
  await expect(cardTitle(card(page, 1))).toContainText('Akad Nikah');
  await expect(field(card(page, 1), 'Start time')).toHaveValue('10:00');
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Singapore');
});

test('removing an event asks first, naming it; an unnamed event stops Continue and Save at the Events step @mobile', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', ready);
  await openEvents(page, id);

  await page.getByRole('button', { name: 'Add event' }).click();
  const tea = card(page, 1);
  await field(tea, 'Name').fill('Tea Ceremony');
  await field(tea, 'Date').fill('2027-06-11');
  // Its own meal options.
  await field(tea, 'Meal name').fill('Dim sum');
  await tea.getByRole('button', { name: 'Add meal option' }).click();
  await expect(tea.getByText('Dim sum', { exact: true })).toBeVisible();

  // Remove asks, naming the event and what goes with it; Cancel keeps it.
  await page.getByRole('button', { name: 'Remove “Tea Ceremony”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove “Tea Ceremony”?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('answers and the arrivals recorded for this event are deleted');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove “Tea Ceremony”' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove event' }).click();
  await expect(cards(page)).toHaveCount(1);
  // Focus returns to the card before it.
  await expect(cardTitle(card(page, 0))).toBeFocused();

  // An event with no name and no date: Continue stays here with the message, the fields say what is missing.
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Events');
  await expect(page.getByRole('alert').filter({ hasText: 'Please give each event a name and a date' })).toBeVisible();
  await expect(field(card(page, 1), 'Name')).toHaveAttribute('aria-invalid', 'true');
  // Save from another step jumps back here.
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /Step \d+ Event Details/ }).click();
  await expect(stepHeading(page)).toHaveText('Event Details');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(stepHeading(page)).toHaveText('Events');
  await expect(page).toHaveURL(/step=events/);
  await expectNoSideways(page);

  // The server refuses the same (a client that skips the editor's rule) and names the step by its code.
  const stored = (await (await page.request.get(`/api/invitations/${id}`)).json()) as Saved;
  const extra = { ...stored.input.events[0]!, id: '8d0c4f8e-4b8a-4c59-9f5e-2f6a1d3c7b10', isMain: false, name: '', date: '' };
  const refused = await page.request.put(`/api/invitations/${id}`, {
    headers: { origin: new URL(page.url()).origin },
    data: { ...stored.input, events: [...stored.input.events, extra] },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Please give each event a name and a date', step: 'events' } });
});
