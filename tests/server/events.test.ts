import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankEvent, EVENTS_MAX, type InvitationEvent } from '@shared/events';
import type { GuestListPage, Household } from '@shared/guests';
import { GUEST_MESSAGES, personalLinkPath } from '@shared/guests';
import type { ImportPreview } from '@shared/guest-import';
import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';
import { checkins, households, invitations, rsvpEventAnswers, rsvpResponses, templates } from '@server/db/schema';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { fileForm, injectForm } from '../support/multipart';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 18, several events per invitation (product.md §13): the events saved with the invitation
 * (the main one mirrors the top-level fields, one main, always public, time zone checked), what an
 * event's removal takes with it, what each guest sees (public link: the public events; personal
 * link: the household's), and households invited to a subset of events.
 */

let t: TestApp;
let template: typeof templates.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  [template] = (await t.ctx.database.db
    .insert(templates)
    .values({ name: 'Events Test', category: 'wedding', imageUrl: '/files/template_images/events-test.webp', dominantColors: ['#ffffff', '#000000', '#9f1239'], templateStatus: 'Published' })
    .returning()) as [typeof templates.$inferSelect];
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const pageData = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="invitation-data">(.*?)<\/script>/s)![1]!);

function event(overrides: Partial<InvitationEvent> = {}): InvitationEvent {
  return { ...blankEvent(randomUUID()), name: 'Akad Nikah', date: '2027-05-01', time: '09:00', endTime: '10:30', venue: 'Masjid Jamek', address: '<p>Jalan Tun Perak</p>', ...overrides };
}

function validInput(overrides: Partial<InvitationInput> = {}): InvitationInput {
  return {
    ...newInvitation(),
    template: { id: template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[], accentColor: null },
    eventName: '<p>Maya &amp; Idris</p>',
    date: '2027-05-02',
    time: '19:00',
    endTime: '23:00',
    venue: 'Dewan Seri',
    address: '<p>Jalan Ampang</p>',
    organizer: { name: 'Maya', email: '', phone: '' },
    ...overrides,
  };
}

async function hostWithInvitation(email: string) {
  const host = await signedInUser(t, email);
  const created = await host.client.post('/api/invitations', validInput());
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: string };
  const put = (input: InvitationInput) => host.client.request('PUT', `/api/invitations/${id}`, input);
  const stored = async () => {
    const [row] = await db().select().from(invitations).where(eq(invitations.id, id));
    return row!;
  };
  return { host, id, put, stored };
}

/** akad (public), the main reception, a private dinner: saved through the API. */
async function threeEvents(email: string) {
  const setup = await hostWithInvitation(email);
  const akad = event({ name: 'Akad Nikah' });
  const main = event({ name: 'Majlis Resepsi', isMain: true });
  const dinner = event({ name: 'Family dinner', date: '2027-05-02', time: '20:00', venue: 'Rumah Tok', isPublic: false, mealOptions: [{ id: 'd1', name: 'Nasi kerabu' }] });
  const saved = await setup.put(validInput({ events: [akad, main, dinner] }));
  expect(saved.statusCode, saved.body).toBe(200);
  await db().update(invitations).set({ templateStatus: 'Published' }).where(eq(invitations.id, setup.id));
  return { ...setup, akad, main, dinner };
}

async function insertHousehold(invitationId: string, eventIds: string[] | null, name = 'Encik Ahmad sekeluarga') {
  const id = randomUUID();
  await db().insert(households).values({ id, invitationId, name, seats: 4, eventIds, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  return { id, token: householdToken(t.ctx.secret, id, 1) };
}

describe('saving events with the invitation', () => {
  it('adds, reorders and removes events; the main one mirrors the top-level fields and is always public', async () => {
    const { put, stored } = await hostWithInvitation('events-save@example.com');
    // A new invitation has one main event made of its own fields.
    const first = (await stored()).events as InvitationEvent[];
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ isMain: true, isPublic: true, date: '2027-05-02', time: '19:00', venue: 'Dewan Seri' });

    const akad = event({ name: '  Akad Nikah  ', address: '<p>Jalan <script>alert(1)</script>Tun Perak</p>' });
    // The client's copy of the main event is stale and says "private": the server decides both.
    const main = event({ id: first[0]!.id, name: 'Majlis Resepsi', isMain: true, isPublic: false, date: '2020-01-01', venue: 'Old hall' });
    expect((await put(validInput({ events: [akad, main] }))).statusCode).toBe(200);
    let events = (await stored()).events as InvitationEvent[];
    expect(events.map((e) => [e.id, e.name, e.isMain, e.isPublic])).toEqual([
      [akad.id, 'Akad Nikah', false, true],
      [main.id, 'Majlis Resepsi', true, true],
    ]);
    expect(events[1]).toMatchObject({ date: '2027-05-02', time: '19:00', endTime: '23:00', venue: 'Dewan Seri', address: '<p>Jalan Ampang</p>' });
    expect(events[0]!.address).not.toContain('<script');

    // Reorder, add a third, then remove the akad.
    const tea = event({ name: 'Tea ceremony', date: '2027-05-03' });
    expect((await put(validInput({ events: [main, akad, tea] }))).statusCode).toBe(200);
    events = (await stored()).events as InvitationEvent[];
    expect(events.map((e) => e.id)).toEqual([main.id, akad.id, tea.id]);
    expect((await put(validInput({ events: [main, tea], venue: 'Dewan Baru' }))).statusCode).toBe(200);
    events = (await stored()).events as InvitationEvent[];
    expect(events.map((e) => e.id)).toEqual([main.id, tea.id]);
    expect(events[0]!.venue).toBe('Dewan Baru');
  });

  it('refuses two main events, an id used twice, more than 10 events and an unknown time zone, and keeps what a client does not send', async () => {
    const { put, stored } = await hostWithInvitation('events-rules@example.com');
    const main = event({ name: 'Reception', isMain: true });
    const akad = event();
    expect((await put(validInput({ events: [main, akad], timeZone: 'Asia/Singapore' }))).statusCode).toBe(200);

    const twoMains = await put(validInput({ events: [main, { ...akad, isMain: true }] }));
    expect(twoMains.statusCode).toBe(400);
    expect(twoMains.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Only one event can be the main event.', step: 'events' });

    const sameId = await put(validInput({ events: [main, { ...akad, id: main.id, isMain: false }] }));
    expect(sameId.statusCode).toBe(400);
    const tooMany = await put(validInput({ events: [main, ...Array.from({ length: EVENTS_MAX }, (_, i) => event({ name: `Event ${i}` }))] }));
    expect(tooMany.statusCode).toBe(400);
    for (const zone of ['Mars/Olympus_Mons', 'Asia/Kuala Lumpur', '../../etc/passwd', '']) {
      expect((await put(validInput({ events: [main, akad], timeZone: zone }))).statusCode, zone).toBe(400);
    }
    // Nothing of the refused saves was written.
    let row = await stored();
    expect((row.events as InvitationEvent[]).map((e) => e.id)).toEqual([main.id, akad.id]);
    expect(row.timeZone).toBe('Asia/Singapore');

    // An older client sends neither events nor a time zone: both stay, the main one updated from the fields.
    const { events: _events, timeZone: _zone, ...older } = validInput({ date: '2027-06-06' });
    expect((await put(older as InvitationInput)).statusCode).toBe(200);
    row = await stored();
    expect((row.events as InvitationEvent[]).map((e) => [e.id, e.date])).toEqual([
      [main.id, '2027-06-06'],
      [akad.id, akad.date],
    ]);
    expect(row.timeZone).toBe('Asia/Singapore');
  });

  it("removing an event deletes its per-event answers and arrivals, and takes it off households' lists", async () => {
    const { id, put, akad, main, dinner } = await threeEvents('events-remove@example.com');
    const both = await insertHousehold(id, [akad.id, dinner.id], 'Both');
    const dinnerOnly = await insertHousehold(id, [dinner.id], 'Dinner only');
    const everyone = await insertHousehold(id, null, 'Everyone');
    const [response] = await db()
      .insert(rsvpResponses)
      .values({ invitationId: id, householdId: both.id, guestName: 'Both', email: '', attending: true, numberOfGuests: 2 })
      .returning();
    await db().insert(rsvpEventAnswers).values([
      { responseId: response!.id, invitationId: id, eventId: akad.id, attending: true, guests: 2 },
      { responseId: response!.id, invitationId: id, eventId: dinner.id, attending: true, guests: 1, mealChoice: 'd1' },
    ]);
    await db().insert(checkins).values([
      { id: randomUUID(), invitationId: id, householdId: both.id, eventId: dinner.id, guests: 1, scannedAt: new Date() },
      { id: randomUUID(), invitationId: id, householdId: both.id, eventId: akad.id, guests: 2, scannedAt: new Date() },
    ]);

    expect((await put(validInput({ events: [akad, main] }))).statusCode).toBe(200);
    expect((await db().select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.invitationId, id))).map((a) => a.eventId)).toEqual([akad.id]);
    expect((await db().select().from(checkins).where(eq(checkins.invitationId, id))).map((c) => c.eventId)).toEqual([akad.id]);
    const lists = new Map((await db().select().from(households).where(eq(households.invitationId, id))).map((h) => [h.id, h.eventIds]));
    expect(lists.get(both.id)).toEqual([akad.id]);
    // Left with no event, a household is invited to every event again (never to none).
    expect(lists.get(dinnerOnly.id)).toBeNull();
    expect(lists.get(everyone.id)).toBeNull();
  });
});

describe('what a guest sees', () => {
  it('the public link: the public events and the main one, in the HTML and the page data alike', async () => {
    const { id, akad, main, dinner } = await threeEvents('events-public@example.com');
    for (const url of [`/view/${id}`, `/${id}`]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      const data = pageData(response.body);
      expect(data.invitation.events.map((e: InvitationEvent) => e.id), url).toEqual([akad.id, main.id]);
      expect(response.body, url).not.toContain(dinner.id);
      expect(response.body, url).not.toContain('Rumah Tok');
      expect(data.invitation).toMatchObject({ date: '2027-05-02', time: '19:00', venue: 'Dewan Seri' });
    }
    // The cached page (second request) is the same narrowing.
    expect(pageData((await t.app.inject(`/view/${id}`)).body).invitation.events).toHaveLength(2);
  });

  it("a personal link: its household's events; without the main one, the cover takes its first event's date, time and venue", async () => {
    const { id, akad, main, dinner } = await threeEvents('events-personal@example.com');
    const all = await insertHousehold(id, null, 'All events');
    const dinnerOnly = await insertHousehold(id, [dinner.id], 'Dinner only');
    const akadAndMain = await insertHousehold(id, [akad.id, main.id], 'Akad and reception');

    const everything = pageData((await t.app.inject(personalLinkPath(id, all.token))).body).invitation;
    expect(everything.events.map((e: InvitationEvent) => e.id)).toEqual([akad.id, main.id, dinner.id]);

    const twoOfThree = pageData((await t.app.inject(personalLinkPath(id, akadAndMain.token))).body).invitation;
    expect(twoOfThree.events.map((e: InvitationEvent) => e.id)).toEqual([akad.id, main.id]);

    const response = await t.app.inject(personalLinkPath(id, dinnerOnly.token));
    expect(response.statusCode).toBe(200);
    const view = pageData(response.body).invitation;
    expect(view.events.map((e: InvitationEvent) => [e.id, e.isMain])).toEqual([[dinner.id, true]]);
    expect(view).toMatchObject({ date: '2027-05-02', time: '20:00', venue: 'Rumah Tok', rsvp: { mealOptions: [{ id: 'd1', name: 'Nasi kerabu' }] } });
    expect(response.body).not.toContain(akad.id);
    expect(response.body).not.toContain('Masjid Jamek');
    // The public page is untouched by the household's view.
    expect(pageData((await t.app.inject(`/view/${id}`)).body).invitation.events).toHaveLength(2);
  });
});

describe('households invited to a subset of events', () => {
  const guestsOf = (id: string) => `/api/invitations/${id}/guests`;

  it('stores every event (null) or the chosen ones, checked against the invitation, kept once in the host order', async () => {
    const { host, id, akad, main, dinner } = await threeEvents('events-households@example.com');
    const other = await threeEvents('events-households-other@example.com');

    const foreign = await host.client.post(guestsOf(id), { name: 'Stranger', seats: 2, eventIds: [other.akad.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({ code: 'UNKNOWN_EVENT', message: GUEST_MESSAGES.unknownEvent });
    expect((await host.client.post(guestsOf(id), { name: 'Nobody', seats: 2, eventIds: [] })).statusCode).toBe(400);
    expect((await host.client.post(guestsOf(id), { name: 'Not an id', seats: 2, eventIds: ['akad'] })).statusCode).toBe(400);

    const chosen = await host.client.post(guestsOf(id), { name: 'Chosen', seats: 2, eventIds: [dinner.id, akad.id.toUpperCase(), dinner.id] });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect((chosen.json() as Household).eventIds).toEqual([akad.id, dinner.id]);
    const everyOne = await host.client.post(guestsOf(id), { name: 'Explicitly all', seats: 2, eventIds: [akad.id, main.id, dinner.id] });
    expect((everyOne.json() as Household).eventIds).toEqual([akad.id, main.id, dinner.id]);
    const all = await host.client.post(guestsOf(id), { name: 'All', seats: 2 });
    expect((all.json() as Household).eventIds).toBeNull();

    // An edit without eventIds (an older client) keeps them; null invites to every event.
    const chosenId = (chosen.json() as Household).id;
    const kept = await host.client.request('PUT', `${guestsOf(id)}/${chosenId}`, { name: 'Chosen', seats: 3 });
    expect((kept.json() as Household).eventIds).toEqual([akad.id, dinner.id]);
    const foreignEdit = await host.client.request('PUT', `${guestsOf(id)}/${chosenId}`, { name: 'Chosen', seats: 3, eventIds: [other.main.id] });
    expect(foreignEdit.statusCode).toBe(400);

    // The list names the invitation's events and filters by one.
    const list = (await host.client.get(guestsOf(id))).json() as GuestListPage;
    expect(list.events.map((e) => [e.id, e.name, e.isMain])).toEqual([
      [akad.id, 'Akad Nikah', false],
      [main.id, 'Majlis Resepsi', true],
      [dinner.id, 'Family dinner', false],
    ]);
    const invitedTo = async (eventId: string) => ((await host.client.get(`${guestsOf(id)}?event=${eventId}`)).json() as GuestListPage).households.map((h) => h.name);
    expect(await invitedTo(main.id)).toEqual(['All', 'Explicitly all']);
    expect(await invitedTo(dinner.id)).toEqual(['All', 'Chosen', 'Explicitly all']);
    expect((await host.client.get(`${guestsOf(id)}?event=${other.main.id}`)).statusCode).toBe(400);

    // Several at once.
    const bulk = await host.client.post(`${guestsOf(id)}/bulk-events`, { ids: [chosenId, (all.json() as Household).id], eventIds: [main.id] });
    expect(bulk.json()).toEqual({ count: 2 });
    expect(await invitedTo(akad.id)).toEqual(['Explicitly all']);
    expect((await host.client.post(`${guestsOf(id)}/bulk-events`, { ids: [chosenId], eventIds: [other.main.id] })).statusCode).toBe(400);
    expect((await host.client.post(`${guestsOf(id)}/bulk-events`, { ids: [chosenId], eventIds: null })).json()).toEqual({ count: 1 });
    const [row] = await db().select().from(households).where(and(eq(households.id, chosenId), eq(households.invitationId, id)));
    expect(row!.eventIds).toBeNull();
  });

  it('imports an events column: names matched in any case; an unknown name is a bad row with its row number', async () => {
    const { host, id, akad, main, dinner } = await threeEvents('events-import@example.com');
    const file = ['name,seats,events', 'Ahmad,2,akad nikah;  FAMILY DINNER ', 'Siti,2,', 'Ravi,2,Majlis Resepsi;Bowling'].join('\n');
    const preview = await injectForm(t.app, fileForm(Buffer.from(file), 'guests.csv', 'text/csv'), { url: `${guestsOf(id)}/import/preview`, cookie: host.client.cookieHeader });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as ImportPreview;
    expect(body.rows.map((r) => [r.line, r.name, r.eventIds])).toEqual([
      [2, 'Ahmad', [akad.id, dinner.id]],
      [3, 'Siti', undefined],
    ]);
    expect(body.problems).toEqual([{ line: 4, name: 'Ravi', reasons: ['This invitation has no event named "Bowling" (its events: Akad Nikah; Majlis Resepsi; Family dinner).'] }]);

    const committed = await host.client.post(`${guestsOf(id)}/import`, { duplicates: 'skip', rows: body.rows.map(({ matches: _m, ...row }) => row) });
    expect(committed.statusCode, committed.body).toBe(200);
    const stored = new Map((await db().select().from(households).where(eq(households.invitationId, id))).map((h) => [h.name, h.eventIds]));
    expect(stored.get('Ahmad')).toEqual([akad.id, dinner.id]);
    expect(stored.get('Siti')).toBeNull();
    // A tampered commit naming another event is refused.
    const tampered = await host.client.post(`${guestsOf(id)}/import`, { duplicates: 'skip', rows: [{ line: 2, name: 'Tamper', seats: 1, eventIds: [randomUUID()] }] });
    expect(tampered.statusCode).toBe(400);
    expect(main.isMain).toBe(true);
  });
});
