import { randomUUID } from 'node:crypto';
import type { InvitationEvent } from '@shared/events';
import type { Household } from '@shared/guests';
import type { EditorInvitation } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * Issue 28 point 3, the numbers on screen: a two-event invitation whose household declined the
 * akad and comes to the dinner with 2 of its 3 seats. The host's guest list card says so per event;
 * the responses page's rate reads as answers on an invitation without a guest list (not "100%");
 * the guest page's Location sheet lists both events' places. Set-up through the API.
 */

test('the guest list, the rate and the Location sheet show per-event numbers @mobile', async ({ page, request, createUser, publishedInvitation, baseURL }, testInfo) => {
  const origin = baseURL!;
  const host = await createUser(`headcount-${testInfo.project.name}`);
  for (const context of [request, page.request]) expect((await context.post('/api/auth/sign-in/email', { data: host, headers: { origin } })).ok()).toBe(true);
  const values = {
    language: 'english' as const,
    date: '2027-10-09',
    time: '09:00',
    venue: 'Masjid Putra',
    // The main event's place is the invitation's own (the editor keeps them one).
    mapUrls: { google: 'https://maps.google.com/?q=Masjid+Putra', waze: '' },
    organizer: { name: 'Aina', email: '', phone: '' },
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
  };
  const id = await publishedInvitation(request, { ...values, eventName: '<p>Aina &amp; Hakim</p>' });
  const editor = (await (await request.get(`/api/invitations/${id}`)).json()) as EditorInvitation;
  const main = editor.input.events!.find((event) => event.isMain)!;
  // The bar offers a place only with a map link (product.md §2).
  const dinner: InvitationEvent = {
    ...main,
    id: randomUUID(),
    name: 'Dinner',
    date: '2027-10-10',
    time: '19:30',
    venue: 'Dewan Seri Melati',
    mapUrls: { google: 'https://maps.google.com/?q=Dewan+Seri+Melati', waze: '' },
    isMain: false,
    isPublic: true,
  };
  const akad = { ...main, name: 'Akad Nikah', mapUrls: { google: 'https://maps.google.com/?q=Masjid+Putra', waze: '' } };
  const saved = await request.put(`/api/invitations/${id}`, { data: { ...editor.input, events: [akad, dinner] }, headers: { origin } });
  expect(saved.ok(), await saved.text()).toBe(true);

  const added = await request.post(`/api/invitations/${id}/guests`, { data: { name: 'Keluarga Hamid', seats: 3, eventIds: null }, headers: { origin } });
  expect(added.status(), await added.text()).toBe(201);
  const token = new URL(((await added.json()) as Household).link).pathname.split('/g/')[1]!;
  const answered = await request.put(`/api/guest-links/${token}/rsvp`, {
    data: {
      guestName: 'Encik Hamid',
      email: '',
      attending: true,
      numberOfGuests: 2,
      mealChoice: '',
      wishes: '',
      events: [
        { eventId: akad.id, attending: false, guests: 0, mealChoice: '' },
        { eventId: dinner.id, attending: true, guests: 2, mealChoice: '' },
      ],
    },
    headers: { origin },
  });
  expect(answered.ok(), await answered.text()).toBe(true);

  await test.step('the guest list card: the answer per event, not the seats', async () => {
    await page.goto(`/guests/${id}`);
    await expect(page.getByText('Keluarga Hamid').first()).toBeVisible();
    await expect(page.getByText('Akad Nikah: declined · Dinner: 2 coming').first()).toBeVisible();
  });

  await test.step('the guest page: the Location sheet lists both events’ places', async () => {
    await page.goto(`/view/${id}`);
    await page.getByRole('button', { name: 'Location' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('Masjid Putra', { exact: true })).toBeVisible();
    await expect(sheet.getByText('Dewan Seri Melati', { exact: true })).toBeVisible();
  });

  await test.step('without a guest list the rate reads as answers', async () => {
    const open = await publishedInvitation(request, { ...values, eventName: '<p>Open link only</p>' });
    const answer = await request.post(`/api/invitations/${open}/rsvp`, {
      data: { guestName: 'Puan Rosnah', email: '', attending: true, numberOfGuests: 2, mealChoice: '', wishes: '' },
      headers: { origin },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    await page.goto(`/rsvp-responses/${open}`);
    const rate = page.getByText('Response Rate').locator('..');
    await expect(rate).toContainText('1 answer');
    await expect(rate).not.toContainText('%');
  });
});
