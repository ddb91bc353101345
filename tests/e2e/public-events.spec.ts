import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import ICAL from 'ical.js';
import type { InvitationEvent } from '@shared/events';
import type { EditorInvitation } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * Issue 18, the guest's page of a two-event invitation (product.md §2): both events listed in the
 * host's order with their details, the countdown to the next one counted in the invitation's zone
 * (the browser is in New York: playwright.config.ts), and Save The Date's "All events" .ics with a
 * VEVENT per event carrying the zone. Set-up through the API.
 */

test('the public page lists the events, counts down to the next one and saves them all to a calendar @mobile', async ({ page, request, createUser, publishedInvitation, baseURL }, testInfo) => {
  const origin = baseURL!;
  const host = await createUser(`events-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin } })).ok()).toBe(true);

  const id = await publishedInvitation(request, {
    eventName: '<p>Nurul &amp; Farid</p>',
    date: '2027-09-11',
    time: '10:00',
    venue: 'Masjid Wilayah',
    organizer: { name: 'Puan Nurul', email: '', phone: '' },
  });
  const editor = (await (await request.get(`/api/invitations/${id}`)).json()) as EditorInvitation;
  const main = editor.input.events?.find((event) => event.isMain);
  expect(main).toBeTruthy();
  const sanding: InvitationEvent = {
    ...main!,
    id: randomUUID(),
    name: 'Majlis Sanding',
    date: '2027-09-12',
    time: '12:00',
    endTime: '16:00',
    venue: 'Dewan Seri Melati',
    address: '<p>Jalan Bukit Indah 3, Johor Bahru</p>',
    mapUrls: { google: '', waze: 'https://waze.com/ul?q=Seri%20Melati' },
    dressCode: 'Songket and batik',
    note: 'Lunch is served from 12:30.',
    isMain: false,
    isPublic: true,
    mealOptions: [],
  };
  const saved = await request.put(`/api/invitations/${id}`, {
    data: {
      ...editor.input,
      // The main event's date, times, place and map links are the invitation's own (the server copies them in).
      endTime: '12:00',
      address: '<p>Jalan Duta, Kuala Lumpur</p>',
      mapUrls: { google: 'https://maps.google.com/?q=Masjid+Wilayah', waze: '' },
      timeZone: 'Asia/Kuala_Lumpur',
      events: [{ ...main!, name: 'Akad Nikah', dressCode: 'White' }, sanding],
    },
    headers: { origin },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // A fixed clock: exactly one day and two hours before the akad nikah's 10:00 in Kuala Lumpur (02:00Z),
  // whatever the browser's own zone (New York).
  await page.clock.setFixedTime(new Date('2027-09-10T00:00:00Z'));
  await page.goto(`/view/${id}`);

  const section = page.locator('[data-section="events"]');
  await expect(section.getByRole('heading', { name: 'The celebrations' })).toBeVisible();
  const cards = section.locator('li[data-event-id]');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Akad Nikah');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Majlis Sanding');
  for (const [index, parts] of [
    [0, ['Saturday, 11 September 2027', '10:00 AM – 12:00 PM', 'Masjid Wilayah', 'Jalan Duta, Kuala Lumpur', 'White']],
    [1, ['Sunday, 12 September 2027', '12:00 PM – 4:00 PM', 'Dewan Seri Melati', 'Jalan Bukit Indah 3, Johor Bahru', 'Songket and batik', 'Lunch is served from 12:30.']],
  ] as const) {
    for (const part of parts) await expect(cards.nth(index)).toContainText(part);
  }
  await expect(cards.nth(0).getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', 'https://maps.google.com/?q=Masjid+Wilayah');
  await expect(cards.nth(1).getByRole('link', { name: /Waze/ })).toHaveAttribute('href', 'https://waze.com/ul?q=Seri%20Melati');
  await expect(cards.nth(1).getByRole('button', { name: /Google Calendar/ })).toBeVisible();

  // The countdown runs to the akad nikah's real instant.
  const countdown = page.getByRole('region', { name: 'Counting down to the day' });
  await expect(countdown.getByRole('listitem')).toHaveText(['01Days', '02Hours', '00Minutes', '00Seconds']);
  await expect(countdown).toContainText('until Akad Nikah');

  // Save The Date → All events: one .ics with both events in the invitation's zone.
  await page.getByRole('button', { name: 'Save The Date' }).click();
  const sheet = page.getByRole('dialog', { name: 'Save The Date' });
  await expect(sheet).toBeVisible();
  const download = page.waitForEvent('download');
  await sheet.getByRole('button', { name: /All events/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Nurul & Farid.ics');
  const ics = fs.readFileSync((await file.path())!, 'utf8');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(ics.match(/DTSTART;TZID=Asia\/Kuala_Lumpur:/g)).toHaveLength(2);
  expect(ics).toContain('BEGIN:VTIMEZONE');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(events.map((event) => event.summary)).toEqual(['Akad Nikah · Nurul & Farid', 'Majlis Sanding · Nurul & Farid']);
  expect(events.map((event) => new Date(event.startDate.toUnixTime() * 1000).toISOString())).toEqual(['2027-09-11T02:00:00.000Z', '2027-09-12T04:00:00.000Z']);
  expect(events.map((event) => event.uid)).toEqual([`${main!.id}@jemputan`, `${sanding.id}@jemputan`]);
  await expect(page.getByText('Event added to your calendar!')).toBeVisible();
});
