import { randomBytes, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationEvent } from '@shared/events';
import { households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

/*
 * The responses page per event (issue 18): each event's attending guests, declined and pending
 * (households invited to it without a reply), its meals, the CSV's columns per event, the caterer's
 * file per event, and the host's answers written per event.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;

function event(over: Partial<InvitationEvent> & { id: string; name: string }): InvitationEvent {
  return { date: '', time: '', endTime: '', venue: '', address: '', mapUrls: { google: '', waze: '' }, dressCode: '', note: '', isPublic: true, isMain: false, mealOptions: [], ...over };
}

/** Akad (main: the invitation's meals m1, m2), Resepsi (its own meal r1) and a third event without meals. */
async function threeEventInvitation(email: string) {
  const host = await signedInUser(t, email);
  const ids = { akad: randomUUID(), resepsi: randomUUID(), third: randomUUID() };
  const inv = await insertInvitation(db(), {
    userId: host.id,
    events: [
      event({ id: ids.akad, name: 'Akad', isMain: true }),
      event({ id: ids.resepsi, name: 'Resepsi', date: '2027-03-21', mealOptions: [{ id: 'r1', name: 'Nasi minyak' }] }),
      // A name a spreadsheet would run as a formula: its CSV header is neutralised.
      event({ id: ids.third, name: '@Bertandang', isPublic: false }),
    ],
  });
  const [ahmad, bakar, chong, devi] = await db()
    .insert(households)
    .values([
      { name: 'Ahmad', seats: 4, eventIds: null },
      { name: 'Bakar', seats: 2, eventIds: [ids.resepsi] },
      { name: 'Chong', seats: 3, eventIds: [ids.resepsi, ids.third] },
      { name: 'Devi', seats: 2, eventIds: null },
    ].map((h) => ({ ...h, invitationId: inv.id, tokenHash: randomBytes(16).toString('hex') })))
    .returning();
  return { host, inv, ids, households: { ahmad: ahmad!, bakar: bakar!, chong: chong!, devi: devi! } };
}

const answersUrl = (invitationId: string) => `/api/invitations/${invitationId}/responses`;
const answer = (guestName: string, events: { eventId: string; attending: boolean; guests?: number; mealChoice?: string }[], householdId: string | null = null) => ({
  guestName,
  householdId,
  events,
});

async function seedAnswers(setup: Awaited<ReturnType<typeof threeEventInvitation>>) {
  const { host, inv, ids, households: h } = setup;
  const post = async (body: unknown) => {
    const response = await host.client.post(answersUrl(inv.id), body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const ahmad = await post(answer('Encik Ahmad', [
    { eventId: ids.resepsi, attending: true, guests: 2, mealChoice: 'r1' },
    { eventId: ids.akad, attending: true, guests: 3, mealChoice: 'm1' },
    { eventId: ids.third, attending: false },
  ], h.ahmad.id));
  const bakar = await post(answer('Pak Bakar', [{ eventId: ids.resepsi, attending: false }], h.bakar.id));
  const walkIn = await post(answer('Walk-in', [
    { eventId: ids.akad, attending: false },
    { eventId: ids.resepsi, attending: true, guests: 1 },
  ]));
  return { ahmad, bakar, walkIn };
}

describe('the responses page per event', () => {
  it('counts attending guests, answers, declined, pending (households invited to a subset) and meals per event, in the events order', async () => {
    const setup = await threeEventInvitation('per-event@example.com');
    await seedAnswers(setup);
    const { host, inv, ids } = setup;
    const page = (await host.client.get(answersUrl(inv.id))).json();
    expect(page.events).toEqual([
      {
        eventId: ids.akad, name: 'Akad', date: '2027-03-20', isMain: true,
        mealOptions: [{ id: 'm1', name: 'Beef rendang' }, { id: 'm2', name: 'Vegetable curry' }],
        // Invited: Ahmad and Devi (every event); Devi has not answered.
        attendingGuests: 3, attendingAnswers: 1, declined: 1, pending: 1,
        meals: [{ id: 'm1', name: 'Beef rendang', count: 3 }], guestsWithoutMeal: 0,
      },
      {
        eventId: ids.resepsi, name: 'Resepsi', date: '2027-03-21', isMain: false, mealOptions: [{ id: 'r1', name: 'Nasi minyak' }],
        // Invited: all four; Chong and Devi have not answered.
        attendingGuests: 3, attendingAnswers: 2, declined: 1, pending: 2,
        meals: [{ id: 'r1', name: 'Nasi minyak', count: 2 }], guestsWithoutMeal: 1,
      },
      {
        eventId: ids.third, name: '@Bertandang', date: '', isMain: false, mealOptions: [],
        // Invited: Ahmad (declined), Chong and Devi.
        attendingGuests: 0, attendingAnswers: 0, declined: 1, pending: 2, meals: [], guestsWithoutMeal: 0,
      },
    ]);
    // The totals follow the guest's rule: any event, the largest count, the main event's meal or the first attending one's.
    const byName = Object.fromEntries(page.rows.map((row: { guestName: string }) => [row.guestName, row]));
    expect(byName['Encik Ahmad']).toMatchObject({ attending: true, numberOfGuests: 3, mealChoice: 'm1', mealName: 'Beef rendang' });
    expect(byName['Walk-in']).toMatchObject({ attending: true, numberOfGuests: 1, mealChoice: '' });
    expect(byName['Pak Bakar']).toMatchObject({ attending: false, numberOfGuests: 0 });
    // Each row's replies per event, in the invitation's order whatever order they were sent in.
    expect(byName['Encik Ahmad'].events).toEqual([
      { eventId: ids.akad, attending: true, guests: 3, mealChoice: 'm1', mealName: 'Beef rendang' },
      { eventId: ids.resepsi, attending: true, guests: 2, mealChoice: 'r1', mealName: 'Nasi minyak' },
      { eventId: ids.third, attending: false, guests: 0, mealChoice: '', mealName: '' },
    ]);
    expect(byName['Pak Bakar'].events).toEqual([{ eventId: ids.resepsi, attending: false, guests: 0, mealChoice: '', mealName: '' }]);
  });

  it('a one-event invitation has one entry, its main event, and the host answer writes its one reply', async () => {
    const host = await signedInUser(t, 'one-event@example.com');
    const inv = await insertInvitation(db(), { userId: host.id });
    const added = await host.client.post(answersUrl(inv.id), { guestName: 'Lina', attending: true, numberOfGuests: 2, mealChoice: 'm2' });
    expect(added.statusCode).toBe(201);
    expect(added.json().events).toEqual([{ eventId: inv.id, attending: true, guests: 2, mealChoice: 'm2', mealName: 'Vegetable curry' }]);
    const page = (await host.client.get(answersUrl(inv.id))).json();
    expect(page.events).toEqual([
      expect.objectContaining({ eventId: inv.id, name: 'Main event', isMain: true, attendingGuests: 2, attendingAnswers: 1, declined: 0, pending: 0, meals: [{ id: 'm2', name: 'Vegetable curry', count: 2 }] }),
    ]);
  });
});

describe('the host adds and edits an answer per event', () => {
  it('refuses an unknown event, an event the household is not invited to, more guests than seats and another event\'s meal', async () => {
    const { host, inv, ids, households: h } = await threeEventInvitation('refusals@example.com');
    const refusals: [unknown, string, string][] = [
      [answer('X', [{ eventId: randomUUID(), attending: true, guests: 1 }]), 'UNKNOWN_EVENT', 'Event not found'],
      [answer('X', [{ eventId: ids.akad, attending: true, guests: 1 }], h.bakar.id), 'NOT_INVITED', 'Bakar is not invited to Akad.'],
      [answer('X', [{ eventId: ids.resepsi, attending: true, guests: 3 }], h.bakar.id), 'SEATS_EXCEEDED', 'Bakar may bring at most 2 guests.'],
      [answer('X', [{ eventId: ids.akad, attending: true, guests: 1, mealChoice: 'r1' }]), 'UNKNOWN_MEAL', 'Please choose one of the meal options.'],
    ];
    for (const [body, code, message] of refusals) {
      const response = await host.client.post(answersUrl(inv.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toEqual({ code, message });
    }
    const twice = await host.client.post(answersUrl(inv.id), answer('X', [{ eventId: ids.akad, attending: false }, { eventId: ids.akad, attending: true, guests: 1 }]));
    expect(twice.statusCode).toBe(400);
    const noGuests = await host.client.post(answersUrl(inv.id), answer('X', [{ eventId: ids.akad, attending: true, guests: 0 }]));
    expect(noGuests.statusCode).toBe(400);
    expect(await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id))).toHaveLength(0);
    expect(await db().select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.invitationId, inv.id))).toHaveLength(0);
  });

  it('an edit replaces the replies and derives the totals again; without events the answer stands for the household\'s events', async () => {
    const setup = await threeEventInvitation('edit-events@example.com');
    const { host, inv, ids, households: h } = setup;
    const { ahmad } = await seedAnswers(setup);
    const edited = await host.client.request('PUT', `${answersUrl(inv.id)}/${ahmad.id}`, answer('Encik Ahmad', [{ eventId: ids.resepsi, attending: true, guests: 4, mealChoice: 'r1' }], h.ahmad.id));
    expect(edited.statusCode, edited.body).toBe(200);
    // Not at the main event: the meal is the first attending event's.
    expect(edited.json()).toMatchObject({ attending: true, numberOfGuests: 4, mealChoice: 'r1', mealName: 'Nasi minyak' });
    expect(edited.json().events).toEqual([{ eventId: ids.resepsi, attending: true, guests: 4, mealChoice: 'r1', mealName: 'Nasi minyak' }]);
    const stored = await db().select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.responseId, ahmad.id));
    expect(stored.map((row) => row.eventId)).toEqual([ids.resepsi]);

    // An API client that sends no events: the answer stands for every event of the household (Chong: Resepsi and the third).
    const plain = await host.client.post(answersUrl(inv.id), { guestName: 'Chong', attending: true, numberOfGuests: 2, householdId: h.chong.id });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().events.map((reply: { eventId: string; guests: number }) => [reply.eventId, reply.guests])).toEqual([
      [ids.resepsi, 2],
      [ids.third, 2],
    ]);
    // Declining every event: no guests, no meal, no plate.
    const declined = await host.client.request('PUT', `${answersUrl(inv.id)}/${plain.json().id}`, answer('Chong', [{ eventId: ids.resepsi, attending: false }, { eventId: ids.third, attending: false }], h.chong.id));
    expect(declined.json()).toMatchObject({ attending: false, numberOfGuests: 0, mealChoice: '' });
  });

  it('a merge keeps the kept answer\'s replies (the other\'s go with it)', async () => {
    const setup = await threeEventInvitation('merge-events@example.com');
    const { host, inv, ids } = setup;
    const { ahmad, walkIn, bakar } = await seedAnswers(setup);
    const merged = await host.client.post(`${answersUrl(inv.id)}/merge`, { keepId: ahmad.id, removeId: walkIn.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().events.map((reply: { eventId: string }) => reply.eventId)).toEqual([ids.akad, ids.resepsi, ids.third]);
    const left = await db().select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.invitationId, inv.id));
    expect(new Set(left.map((row) => row.responseId))).toEqual(new Set([ahmad.id, bakar.id]));
  });
});

describe('CSV exports per event', () => {
  it('rsvp_responses.csv adds attending, guests (and meal where the event has meals) per event after today\'s columns', async () => {
    const setup = await threeEventInvitation('csv-events@example.com');
    await seedAnswers(setup);
    const { host, inv } = setup;
    const response = await host.client.get(`${answersUrl(inv.id)}.csv`);
    expect(response.statusCode).toBe(200);
    const records = parse(response.rawPayload, { bom: true }) as string[][];
    expect(records[0]).toEqual([
      'Guest Name', 'Email', 'Status', 'Number of Guests', 'Meal Choice', 'Car Plate', 'Message', 'Response Date', 'Household', 'Phone', 'Source',
      'Akad: attending', 'Akad: guests', 'Akad: meal', 'Resepsi: attending', 'Resepsi: guests', 'Resepsi: meal', "'@Bertandang: attending", "'@Bertandang: guests",
    ]);
    const byName = Object.fromEntries(records.slice(1).map((record) => [record[0], record]));
    expect(byName['Encik Ahmad']!.slice(11)).toEqual(['Attending', '3', 'Beef rendang', 'Attending', '2', 'Nasi minyak', 'Declined', '0']);
    // No reply for an event: empty cells.
    expect(byName['Pak Bakar']!.slice(11)).toEqual(['', '', '', 'Declined', '0', '', '', '']);
    expect(byName['Walk-in']!.slice(11)).toEqual(['Declined', '0', '', 'Attending', '1', '', '', '']);
  });

  it("the caterer's file for one event: guests per meal and the total, no names; an unknown event is refused, another host gets 404", async () => {
    const setup = await threeEventInvitation('caterer-events@example.com');
    await seedAnswers(setup);
    const { host, inv, ids } = setup;
    const url = `/api/invitations/${inv.id}/meal-counts.csv`;
    const resepsi = await host.client.get(`${url}?event=${ids.resepsi}`);
    expect(resepsi.statusCode).toBe(200);
    expect(resepsi.headers['content-disposition']).toBe('attachment; filename="rsvp_meal_counts_resepsi.csv"');
    expect(parse(resepsi.rawPayload, { bom: true })).toEqual([
      ['Meal Choice', 'Guests'],
      ['Nasi minyak', '2'],
      ['No meal chosen', '1'],
      ['Total attending guests', '3'],
    ]);
    expect(resepsi.body).not.toContain('Ahmad');
    const akad = await host.client.get(`${url}?event=${ids.akad}`);
    expect(parse(akad.rawPayload, { bom: true })).toEqual([['Meal Choice', 'Guests'], ['Beef rendang', '3'], ['Total attending guests', '3']]);
    // Without an event: the file as before (the answers' totals).
    expect((await host.client.get(url)).headers['content-disposition']).toBe('attachment; filename="rsvp_meal_counts.csv"');

    const unknown = await host.client.get(`${url}?event=${randomUUID()}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({ code: 'UNKNOWN_EVENT', message: 'Event not found' });
    expect((await host.client.get(`${url}?event=not-an-id`)).statusCode).toBe(400);

    const stranger = await signedInUser(t, 'caterer-stranger@example.com');
    expect((await stranger.client.get(`${url}?event=${ids.resepsi}`)).statusCode).toBe(404);
    expect((await stranger.client.get(answersUrl(inv.id))).statusCode).toBe(404);
    expect((await stranger.client.post(answersUrl(inv.id), answer('Intruder', [{ eventId: ids.akad, attending: true, guests: 1 }]))).statusCode).toBe(404);
    expect((await stranger.client.get(`${answersUrl(inv.id)}.csv`)).statusCode).toBe(404);
  });
});
