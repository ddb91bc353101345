import { randomUUID } from 'node:crypto';
import type { InvitationEvent } from '@shared/events';
import type { Household } from '@shared/guests';
import type { EditorInvitation } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * Issue 18, per-event answers on the guest's side (product.md §13): a household invited to both
 * events of an invitation answers "attending" to one and "not attending" to the other through its
 * personal link, sees its confirmation with its check-in code, comes back and finds its replies
 * shown and pre-filled. Set-up through the API; the page is the guest's, not signed in.
 */

test('a household answers per event, sees its check-in code, and finds its replies again @mobile', async ({ page, request, createUser, publishedInvitation, a11y, baseURL }, testInfo) => {
  const origin = baseURL!;
  const host = await createUser(`rsvp-events-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin } })).ok()).toBe(true);
  const id = await publishedInvitation(request, {
    eventName: '<p>Aina &amp; Hakim</p>',
    language: 'english',
    date: '2027-10-09',
    time: '09:00',
    venue: 'Masjid Putra',
    organizer: { name: 'Aina', email: '', phone: '' },
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
  });
  const editor = (await (await request.get(`/api/invitations/${id}`)).json()) as EditorInvitation;
  const main = editor.input.events!.find((event) => event.isMain)!;
  const dinner: InvitationEvent = {
    ...main,
    id: randomUUID(),
    name: 'Dinner',
    date: '2027-10-10',
    time: '19:30',
    venue: 'Dewan Seri Melati',
    isMain: false,
    isPublic: true,
    mealOptions: [
      { id: 'chicken', name: 'Ayam masak merah' },
      { id: 'fish', name: 'Ikan bakar' },
    ],
  };
  const saved = await request.put(`/api/invitations/${id}`, { data: { ...editor.input, events: [{ ...main, name: 'Akad Nikah' }, dinner] }, headers: { origin } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const added = await request.post(`/api/invitations/${id}/guests`, { data: { name: 'Keluarga Hamid', seats: 3, eventIds: null }, headers: { origin } });
  expect(added.status(), await added.text()).toBe(201);
  const { link } = (await added.json()) as Household;
  const path = new URL(link).pathname;
  const token = path.split('/g/')[1]!;

  await page.goto(path);
  const rsvp = page.getByRole('region', { name: 'RSVP' });
  const akadBlock = rsvp.getByRole('group', { name: /^Akad Nikah — / });
  const dinnerBlock = rsvp.getByRole('group', { name: /^Dinner — / });
  await expect(akadBlock).toBeVisible();
  await expect(dinnerBlock).toBeVisible();

  // Nothing chosen yet: sending asks for a reply to each event, on the event left out.
  await akadBlock.getByText('Regretfully decline').click();
  await rsvp.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(dinnerBlock.getByText('Please answer for each event')).toBeVisible();

  // Attending the dinner with two of its three seats and a meal; not the akad nikah.
  await dinnerBlock.getByText('Joyfully accept').click();
  await expect(dinnerBlock.getByText('Please answer for each event')).toBeHidden();
  const guests = dinnerBlock.getByLabel('Number of guests');
  await expect(guests.locator('option')).toHaveText(['1', '2', '3']);
  await guests.selectOption('2');
  await dinnerBlock.getByLabel('Meal choice').selectOption('fish');
  // The akad nikah has no meal options and is declined: no count, no meal asked.
  await expect(akadBlock.getByLabel('Number of guests')).toHaveCount(0);
  await a11y();
  await rsvp.getByRole('button', { name: 'Send my RSVP' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you for your RSVP!' });
  await expect(thanks).toBeVisible();
  const code = thanks.getByRole('img', { name: 'Check-in code for Keluarga Hamid' });
  await expect(code).toHaveAttribute('src', `/api/guest-links/${token}/checkin-qr.svg`);
  await expect(thanks.getByText('Show this code at the door')).toBeVisible();
  // The guests it confirmed per event (2 to the dinner), not its 3 seats (issue 28).
  await expect(thanks.getByText('Keluarga Hamid Dinner: 2 guests')).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).first().click();
  await expect(thanks).toBeHidden();
  // The confirmation left in the section carries the code too.
  await expect(rsvp.getByRole('img', { name: 'Check-in code for Keluarga Hamid' })).toBeVisible();

  const stored = (await (await request.get(`/api/invitations/${id}/responses`)).json()) as { rows: { guestName: string; attending: boolean; numberOfGuests: number; mealChoice: string }[] };
  expect(stored.rows).toEqual([expect.objectContaining({ guestName: 'Keluarga Hamid', attending: true, numberOfGuests: 2, mealChoice: 'fish' })]);

  // Back through its link: its replies per event, its code, and the form pre-filled with them.
  await page.goto(path);
  await expect(rsvp.getByText('Your answer')).toBeVisible();
  await expect(rsvp.getByRole('listitem').filter({ hasText: 'Akad Nikah' })).toContainText('Regretfully decline');
  await expect(rsvp.getByRole('listitem').filter({ hasText: 'Dinner' })).toContainText('Joyfully accept · Number of guests: 2');
  const again = rsvp.getByRole('img', { name: 'Check-in code for Keluarga Hamid' });
  await expect(again).toHaveAttribute('src', `/api/guest-links/${token}/checkin-qr.svg`);
  await expect(rsvp.getByText('Keluarga Hamid Dinner: 2 guests')).toBeVisible();
  // The check-in feature serves the image to an attending household.
  await expect.poll(() => again.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await a11y();
  await rsvp.getByRole('button', { name: 'Change my answer' }).click();
  await expect(akadBlock.getByRole('radio', { name: 'Regretfully decline' })).toBeChecked();
  await expect(dinnerBlock.getByRole('radio', { name: 'Joyfully accept' })).toBeChecked();
  await expect(dinnerBlock.getByLabel('Number of guests')).toHaveValue('2');
  await expect(dinnerBlock.getByLabel('Meal choice')).toHaveValue('fish');

  // The keyboard reaches each event's choices: arrow keys move within an event's pair.
  await akadBlock.getByRole('radio', { name: 'Regretfully decline' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(akadBlock.getByRole('radio', { name: 'Joyfully accept' })).toBeChecked();
  await expect(akadBlock.getByLabel('Number of guests')).toBeVisible();

  // Nothing wider than the screen at 375 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
