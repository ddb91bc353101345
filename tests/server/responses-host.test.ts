import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { households, rsvpResponses } from '@server/db/schema';
import { listPublicWishes } from '@server/features/invitations/public-service';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

/*
 * The host's side of answers (issue 17): the guest summary on the responses page, the household and
 * source of each row and in the CSV, and answers the host adds (taken by phone), edits and merges.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
type NewHousehold = Partial<typeof households.$inferInsert> & { name: string };

async function hostWithInvitation(email: string) {
  const host = await signedInUser(t, email);
  const inv = await insertInvitation(db(), { userId: host.id });
  return { host, inv };
}

async function addHouseholds(invitationId: string, list: NewHousehold[]) {
  return db()
    .insert(households)
    .values(list.map((h) => ({ invitationId, tokenHash: randomBytes(16).toString('hex'), ...h })))
    .returning();
}

const answerUrl = (invitationId: string) => `/api/invitations/${invitationId}/responses`;
const phoneAnswer = { guestName: 'Encik Ahmad', attending: true, numberOfGuests: 2, mealChoice: 'm1', carPlate: '', email: '', phone: '012-345 6789' };


describe('the host adds an answer taken by phone', () => {
  it('stores it with source "host", the phone in international form, and the page lists it', async () => {
    const { host, inv } = await hostWithInvitation('add@example.com');
    const response = await host.client.post(answerUrl(inv.id), { ...phoneAnswer, email: 'Ahmad@Example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      guestName: 'Encik Ahmad',
      attending: true,
      numberOfGuests: 2,
      mealName: 'Beef rendang',
      email: 'ahmad@example.com',
      phone: '+60123456789',
      source: 'host',
      household: null,
      wishes: '',
    });
    const [stored] = await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id));
    expect(stored).toMatchObject({ source: 'host', phone: '+60123456789', editTokenHash: null });
    const page = (await host.client.get(answerUrl(inv.id))).json();
    expect(page.summary).toMatchObject({ total: 1, attending: 1, totalGuests: 2 });
    expect(page.rows[0]).toMatchObject({ guestName: 'Encik Ahmad', source: 'host' });
  });

  it('a decline carries no guests, meal or plate; bad input is refused with the reason', async () => {
    const { host, inv } = await hostWithInvitation('add-bad@example.com');
    const declined = await host.client.post(answerUrl(inv.id), { ...phoneAnswer, attending: false, carPlate: 'WXY 1' });
    expect(declined.statusCode).toBe(201);
    expect(declined.json()).toMatchObject({ attending: false, numberOfGuests: 0, mealChoice: '', carPlate: '' });

    const refusals: [unknown, number, string][] = [
      [{ ...phoneAnswer, guestName: '' }, 400, "Please enter the guest's name"],
      [{ ...phoneAnswer, guestName: '<b>x</b>' }, 400, 'Please remove the < and > characters'],
      [{ ...phoneAnswer, numberOfGuests: 0 }, 400, 'Number of guests must be between 1 and 30'],
      [{ ...phoneAnswer, numberOfGuests: 31 }, 400, 'At most 30 guests'],
      [{ ...phoneAnswer, phone: '12' }, 400, 'This phone number is not valid'],
      [{ ...phoneAnswer, email: 'not-an-email' }, 400, 'Please enter a valid email address'],
      [{ ...phoneAnswer, mealChoice: 'lobster' }, 400, 'Please choose one of the meal options.'],
      [{ ...phoneAnswer, householdId: 'x' }, 400, 'Household not found'],
      [{ guestName: 'No answer' }, 400, 'Please choose attending or not attending'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await host.client.post(answerUrl(inv.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.message).toContain(message);
    }
    expect(await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id))).toHaveLength(1);
  });

  it('records an answer after the RSVP deadline and with RSVPs switched off (the guests’ rules, not the host’s)', async () => {
    const host = await signedInUser(t, 'late@example.com');
    const inv = await insertInvitation(db(), {
      userId: host.id,
      rsvp: { enabled: false, allowPlusOnes: true, requireCarPlate: true, deadline: '2020-01-01', mealOptions: [], wishes: '' },
    });
    const response = await host.client.post(answerUrl(inv.id), { ...phoneAnswer, mealChoice: '', carPlate: 'JHR 77' });
    expect(response.statusCode).toBe(201);
    expect(response.json().carPlate).toBe('JHR 77');
    const page = (await host.client.get(answerUrl(inv.id))).json();
    expect(page.answerOptions).toEqual({ mealOptions: [], askCarPlate: true });
  });

  it("with a household: that household's one answer, within its seats; a second one is a 409 naming the first", async () => {
    const { host, inv } = await hostWithInvitation('household@example.com');
    const [ahmad, siti] = await addHouseholds(inv.id, [
      { name: 'Encik Ahmad sekeluarga', seats: 3 },
      { name: 'Puan Siti', seats: 1 },
    ]);
    const tooMany = await host.client.post(answerUrl(inv.id), { ...phoneAnswer, numberOfGuests: 4, householdId: ahmad!.id });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toEqual({ code: 'SEATS_EXCEEDED', message: 'Encik Ahmad sekeluarga may bring at most 3 guests.' });

    const first = await host.client.post(answerUrl(inv.id), { ...phoneAnswer, numberOfGuests: 3, householdId: ahmad!.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().household).toEqual({ id: ahmad!.id, name: 'Encik Ahmad sekeluarga', seats: 3, eventIds: null });

    const second = await host.client.post(answerUrl(inv.id), { ...phoneAnswer, guestName: 'Ahmad again', householdId: ahmad!.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'HOUSEHOLD_ANSWERED',
      message: 'Encik Ahmad sekeluarga has already answered (as Encik Ahmad). Edit that answer instead, or merge the two answers.',
    });
    // A decline needs no seats.
    expect((await host.client.post(answerUrl(inv.id), { ...phoneAnswer, attending: false, numberOfGuests: 5, householdId: siti!.id })).statusCode).toBe(201);
    expect(await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id))).toHaveLength(2);
  });

  it('two answers for one household at once: one is stored, the other is the same 409', async () => {
    const { host, inv } = await hostWithInvitation('race@example.com');
    const [household] = await addHouseholds(inv.id, [{ name: 'Keluarga Tan', seats: 4 }]);
    const results = await Promise.all(
      ['A', 'B', 'C'].map((name) => host.client.post(answerUrl(inv.id), { ...phoneAnswer, guestName: `Tan ${name}`, householdId: household!.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await db().select().from(rsvpResponses).where(eq(rsvpResponses.householdId, household!.id))).toHaveLength(1);
  });
});

describe('the host edits an answer', () => {
  it("changes a guest's answer, keeps its wish, source and date, and the public page shows the new name", async () => {
    const { host, inv } = await hostWithInvitation('edit@example.com');
    const guest = await new Client(t.app).post(`/api/invitations/${inv.id}/rsvp`, { guestName: 'Lina', email: '', attending: true, numberOfGuests: 1, mealChoice: 'm1', wishes: 'Selamat pengantin baru' });
    expect(guest.statusCode).toBe(201);
    const id = guest.json().id as string;
    const [before] = await db().select().from(rsvpResponses).where(eq(rsvpResponses.id, id));
    expect((await new Client(t.app).get(`/view/${inv.id}`)).body).toContain('Lina');

    const edited = await host.client.request('PUT', `${answerUrl(inv.id)}/${id}`, { ...phoneAnswer, guestName: 'Lina Rahman', numberOfGuests: 2, mealChoice: 'm2', phone: '+65 9123 4567' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, guestName: 'Lina Rahman', numberOfGuests: 2, mealName: 'Vegetable curry', phone: '+6591234567', source: 'guest', wishes: 'Selamat pengantin baru' });
    const [after] = await db().select().from(rsvpResponses).where(eq(rsvpResponses.id, id));
    expect(after!.responseDate).toEqual(before!.responseDate);
    expect(after!.editTokenHash).toBe(before!.editTokenHash);
    // The rendered page was forgotten: the wish now carries the new name.
    expect((await listPublicWishes(db(), inv.id)).map((w) => w.guestName)).toEqual(['Lina Rahman']);
    expect((await new Client(t.app).get(`/view/${inv.id}`)).body).toContain('Lina Rahman');
  });

  it('links to a household within its seats, refuses a household that answered, unlinks with null', async () => {
    const { host, inv } = await hostWithInvitation('edit-household@example.com');
    const [ahmad, siti] = await addHouseholds(inv.id, [
      { name: 'Encik Ahmad sekeluarga', seats: 2 },
      { name: 'Puan Siti', seats: 2 },
    ]);
    const open = (await host.client.post(answerUrl(inv.id), { ...phoneAnswer, guestName: 'Open link Ahmad' })).json();
    const sitiAnswer = (await host.client.post(answerUrl(inv.id), { ...phoneAnswer, guestName: 'Siti', householdId: siti!.id })).json();
    const url = `${answerUrl(inv.id)}/${open.id}`;

    const over = await host.client.request('PUT', url, { ...phoneAnswer, numberOfGuests: 3, householdId: ahmad!.id });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe('SEATS_EXCEEDED');
    const taken = await host.client.request('PUT', url, { ...phoneAnswer, householdId: siti!.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Puan Siti has already answered (as Siti). Edit that answer instead, or merge the two answers.');

    const linked = await host.client.request('PUT', url, { ...phoneAnswer, householdId: ahmad!.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().household).toEqual({ id: ahmad!.id, name: 'Encik Ahmad sekeluarga', seats: 2, eventIds: null });
    // Saving a household's own answer again is not a conflict with itself.
    expect((await host.client.request('PUT', `${answerUrl(inv.id)}/${sitiAnswer.id}`, { ...phoneAnswer, guestName: 'Siti binti Ali', householdId: siti!.id })).statusCode).toBe(200);

    const unlinked = await host.client.request('PUT', url, { ...phoneAnswer, householdId: null });
    expect(unlinked.json().household).toBeNull();
    expect((await host.client.get(answerUrl(inv.id))).json().guests).toMatchObject({ households: 2, attending: 1, pending: 1 });
  });

  it('keeps a meal the host has since removed from the options, but refuses a new unknown one', async () => {
    const { host, inv } = await hostWithInvitation('edit-meal@example.com');
    const [row] = await db().insert(rsvpResponses).values({ invitationId: inv.id, guestName: 'Old', attending: true, numberOfGuests: 1, mealChoice: 'gone' }).returning();
    const url = `${answerUrl(inv.id)}/${row!.id}`;
    expect((await host.client.request('PUT', url, { ...phoneAnswer, mealChoice: 'gone' })).statusCode).toBe(200);
    expect((await host.client.request('PUT', url, { ...phoneAnswer, mealChoice: 'other' })).statusCode).toBe(400);
  });
});

describe('the host merges two answers', () => {
  it('keeps one, deletes the other (its wish leaves the public page), and the kept one takes the household', async () => {
    const { host, inv } = await hostWithInvitation('merge@example.com');
    const [household] = await addHouseholds(inv.id, [{ name: 'Keluarga Wong', seats: 4 }]);
    const [viaLink, viaOpen] = await db()
      .insert(rsvpResponses)
      .values([
        { invitationId: inv.id, guestName: 'Wong (link)', attending: true, numberOfGuests: 2, householdId: household!.id, wishes: 'Old wish' },
        { invitationId: inv.id, guestName: 'Mr Wong', attending: true, numberOfGuests: 3, email: 'wong@example.com' },
      ])
      .returning();
    expect((await host.client.get(answerUrl(inv.id))).json().guests).toMatchObject({ attending: 1, attendingGuests: 2 });
    expect((await new Client(t.app).get(`/view/${inv.id}`)).body).toContain('Old wish');

    const merged = await host.client.post(`${answerUrl(inv.id)}/merge`, { keepId: viaOpen!.id, removeId: viaLink!.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ id: viaOpen!.id, guestName: 'Mr Wong', numberOfGuests: 3, email: 'wong@example.com', household: { id: household!.id, name: 'Keluarga Wong', seats: 4 } });
    const left = await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id));
    expect(left.map((r) => r.id)).toEqual([viaOpen!.id]);
    const page = (await host.client.get(answerUrl(inv.id))).json();
    expect(page.summary).toMatchObject({ total: 1, totalGuests: 3 });
    expect(page.guests).toMatchObject({ households: 1, attending: 1, attendingGuests: 3, pending: 0, responseRate: 100 });
    expect((await new Client(t.app).get(`/view/${inv.id}`)).body).not.toContain('Old wish');
  });

  it('refuses: the same answer twice, an answer of another invitation, two households, more guests than seats', async () => {
    const { host, inv } = await hostWithInvitation('merge-bad@example.com');
    const { inv: otherInv } = await hostWithInvitation('merge-bad-other@example.com');
    const [small, big] = await addHouseholds(inv.id, [
      { name: 'Small family', seats: 1 },
      { name: 'Big family', seats: 5 },
    ]);
    const [a, b, c, d] = await db()
      .insert(rsvpResponses)
      .values([
        { invitationId: inv.id, guestName: 'A', attending: true, numberOfGuests: 1, householdId: small!.id },
        { invitationId: inv.id, guestName: 'B', attending: true, numberOfGuests: 1, householdId: big!.id },
        { invitationId: inv.id, guestName: 'C', attending: true, numberOfGuests: 4 },
        { invitationId: otherInv.id, guestName: 'D', attending: true, numberOfGuests: 1 },
      ])
      .returning();
    const merge = (keepId: string, removeId: string) => host.client.post(`${answerUrl(inv.id)}/merge`, { keepId, removeId });

    const same = await merge(a!.id, a!.id);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toContain('Choose two different answers to merge');
    expect((await merge(a!.id, d!.id)).statusCode).toBe(404);
    expect((await merge(d!.id, a!.id)).statusCode).toBe(404);
    const two = await merge(a!.id, b!.id);
    expect(two.statusCode).toBe(409);
    expect(two.json().error).toEqual({
      code: 'TWO_HOUSEHOLDS',
      message: 'These answers belong to two households (Small family and Big family); each household keeps its own answer, so they cannot be merged.',
    });
    const seats = await merge(c!.id, a!.id);
    expect(seats.statusCode).toBe(400);
    expect(seats.json().error.message).toBe('Small family may bring at most 1 guest.');
    // Nothing was deleted by a refused merge.
    expect(await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id))).toHaveLength(3);
    expect(await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, otherInv.id))).toHaveLength(1);
    // Keeping the household's own answer works: the open-link one goes.
    const kept = await merge(b!.id, c!.id);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().household.name).toBe('Big family');
  });
});

describe('live updates', () => {
  it('an added, edited and merged answer each reach the open responses pages', async () => {
    const { host, inv } = await hostWithInvitation('live@example.com');
    let events = 0;
    const unsubscribe = t.ctx.liveEvents.subscribe(inv.id, () => events++);
    await t.ctx.liveEvents.ready();
    try {
      const first = (await host.client.post(answerUrl(inv.id), phoneAnswer)).json();
      await vi.waitFor(() => expect(events).toBeGreaterThanOrEqual(1));
      const second = (await host.client.post(answerUrl(inv.id), { ...phoneAnswer, guestName: 'Twice' })).json();
      await vi.waitFor(() => expect(events).toBeGreaterThanOrEqual(2));
      await host.client.request('PUT', `${answerUrl(inv.id)}/${first.id}`, { ...phoneAnswer, numberOfGuests: 1 });
      await vi.waitFor(() => expect(events).toBeGreaterThanOrEqual(3));
      expect((await host.client.post(`${answerUrl(inv.id)}/merge`, { keepId: first.id, removeId: second.id })).statusCode).toBe(200);
      await vi.waitFor(() => expect(events).toBeGreaterThanOrEqual(4));
    } finally {
      unsubscribe();
    }
  });
});

describe('ids and ownership', () => {
  it("refuses another invitation's household and response ids; strangers get 404 and change nothing", async () => {
    const { host, inv } = await hostWithInvitation('owner@example.com');
    const { host: stranger, inv: theirs } = await hostWithInvitation('stranger@example.com');
    const [theirHousehold] = await addHouseholds(theirs.id, [{ name: 'Not yours', seats: 5 }]);
    const [theirAnswer] = await db().insert(rsvpResponses).values({ invitationId: theirs.id, guestName: 'Theirs', attending: true, numberOfGuests: 1 }).returning();
    const mine = (await host.client.post(answerUrl(inv.id), phoneAnswer)).json();

    const foreignHousehold = await host.client.post(answerUrl(inv.id), { ...phoneAnswer, householdId: theirHousehold!.id });
    expect(foreignHousehold.statusCode).toBe(404);
    expect(foreignHousehold.json().error.message).toBe('Household not found');
    expect(foreignHousehold.body).not.toContain('Not yours');
    expect((await host.client.request('PUT', `${answerUrl(inv.id)}/${mine.id}`, { ...phoneAnswer, householdId: theirHousehold!.id })).statusCode).toBe(404);
    // Another invitation's answer through my invitation's URL.
    expect((await host.client.request('PUT', `${answerUrl(inv.id)}/${theirAnswer!.id}`, phoneAnswer)).statusCode).toBe(404);
    expect((await host.client.request('PUT', `${answerUrl(inv.id)}/not-a-uuid`, phoneAnswer)).statusCode).toBe(400);

    // The stranger on my invitation: 404 everywhere, nothing written.
    expect((await stranger.client.post(answerUrl(inv.id), phoneAnswer)).statusCode).toBe(404);
    expect((await stranger.client.request('PUT', `${answerUrl(inv.id)}/${mine.id}`, { ...phoneAnswer, guestName: 'Hacked' })).statusCode).toBe(404);
    const merge = await stranger.client.post(`${answerUrl(inv.id)}/merge`, { keepId: theirAnswer!.id, removeId: mine.id });
    expect(merge.statusCode).toBe(404);
    expect(merge.body).not.toContain('Encik Ahmad');
    expect((await stranger.client.post(`${answerUrl(theirs.id)}/merge`, { keepId: theirAnswer!.id, removeId: mine.id })).statusCode).toBe(404);
    expect((await new Client(t.app).post(answerUrl(inv.id), phoneAnswer)).statusCode).toBe(401);
    const stored = await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id));
    expect(stored.map((r) => r.guestName)).toEqual(['Encik Ahmad']);

    // An admin may act on any invitation's answers.
    const admin = await signedInUser(t, 'responses-host-admin@example.com', 'admin-password', { admin: true });
    expect((await admin.client.request('PUT', `${answerUrl(inv.id)}/${mine.id}`, { ...phoneAnswer, guestName: 'Fixed by admin' })).statusCode).toBe(200);
  });
});

describe('the responses page with and without a guest list', () => {
  it('without one: no guest counts, and the summary is as before', async () => {
    const { host, inv } = await hostWithInvitation('no-list@example.com');
    await host.client.post(answerUrl(inv.id), phoneAnswer);
    const page = (await host.client.get(answerUrl(inv.id))).json();
    expect(page.guests).toBeNull();
    expect(page.summary).toEqual({ total: 1, attending: 1, declined: 0, totalGuests: 2, responseRate: null, duplicates: 0 });
  });

  it('with one: invited households and seats, sent, opened, attending, declined, pending and answered ÷ invited', async () => {
    const { host, inv } = await hostWithInvitation('list@example.com');
    const now = new Date();
    const [a, b] = await addHouseholds(inv.id, [
      { name: 'A family', seats: 4, sentAt: now, visitCount: 2, firstOpenedAt: now, lastOpenedAt: now },
      { name: 'B family', seats: 2, sentAt: now, visitCount: 1, firstOpenedAt: now, lastOpenedAt: now },
      { name: 'C family', seats: 3, sentAt: now },
      { name: 'D family', seats: 1 },
    ]);
    await host.client.post(answerUrl(inv.id), { ...phoneAnswer, numberOfGuests: 3, householdId: a!.id });
    await host.client.post(answerUrl(inv.id), { ...phoneAnswer, guestName: 'B', attending: false, householdId: b!.id });
    // An open-link answer counts in the responses, not in the guest list.
    await db().insert(rsvpResponses).values({ invitationId: inv.id, guestName: 'Walk-in', attending: true, numberOfGuests: 2 });
    const page = (await host.client.get(answerUrl(inv.id))).json();
    expect(page.guests).toEqual({ households: 4, seats: 10, sent: 3, opened: 2, attending: 1, attendingGuests: 3, declined: 1, pending: 2, responseRate: 50 });
    expect(page.summary).toMatchObject({ total: 3, totalGuests: 5 });
    const byName = Object.fromEntries(page.rows.map((r: { guestName: string }) => [r.guestName, r]));
    expect(byName['Encik Ahmad']).toMatchObject({ household: { id: a!.id, name: 'A family', seats: 4 }, source: 'host' });
    expect(byName['Walk-in']).toMatchObject({ household: null, source: 'guest' });
  });
});

describe('CSV export', () => {
  it('adds Household, Phone and Source columns when the invitation has a guest list, formulas neutralised', async () => {
    const { host, inv } = await hostWithInvitation('csv-guests@example.com');
    const [household] = await addHouseholds(inv.id, [{ name: '=HYPERLINK("http://evil.example","Keluarga")', seats: 3 }]);
    await db()
      .insert(rsvpResponses)
      .values([
        { invitationId: inv.id, guestName: 'Link guest', attending: true, numberOfGuests: 2, householdId: household!.id, responseDate: new Date('2026-05-01T10:00:00.000Z') },
        { invitationId: inv.id, guestName: 'Walk-in', attending: false, numberOfGuests: 0, responseDate: new Date('2026-05-02T10:00:00.000Z') },
      ]);
    await host.client.post(answerUrl(inv.id), { ...phoneAnswer, mealChoice: '' });
    const response = await host.client.get(`${answerUrl(inv.id)}.csv`);
    expect(response.statusCode).toBe(200);
    const records: string[][] = parse(response.rawPayload, { bom: true });
    expect(records[0]).toEqual(['Guest Name', 'Email', 'Status', 'Number of Guests', 'Meal Choice', 'Car Plate', 'Message', 'Response Date', 'Household', 'Phone', 'Source']);
    expect(records[1]).toEqual(['Link guest', '', 'Attending', '2', '', '', '', '2026-05-01T18:00:00+08:00', `'=HYPERLINK("http://evil.example","Keluarga")`, '', 'Guest']);
    expect(records[2]).toEqual(['Walk-in', '', 'Declined', '0', '', '', '', '2026-05-02T18:00:00+08:00', '', '', 'Guest']);
    // A phone's leading + is neutralised like any formula sign (and stays text in a spreadsheet).
    expect(records[3]!.slice(0, 4)).toEqual(['Encik Ahmad', '', 'Attending', '2']);
    expect(records[3]!.slice(8)).toEqual(['', "'+60123456789", 'Host']);
  });

  it('adds them for an answer taken by the host even without a guest list; without either the file is as before', async () => {
    const { host, inv } = await hostWithInvitation('csv-host@example.com');
    await db().insert(rsvpResponses).values({ invitationId: inv.id, guestName: 'Guest', attending: true, numberOfGuests: 1 });
    const header = async () => (parse((await host.client.get(`${answerUrl(inv.id)}.csv`)).rawPayload, { bom: true }) as string[][])[0];
    expect(await header()).toEqual(['Guest Name', 'Email', 'Status', 'Number of Guests', 'Meal Choice', 'Car Plate', 'Message', 'Response Date']);
    await host.client.post(answerUrl(inv.id), { ...phoneAnswer, phone: '' });
    expect((await header())!.slice(8)).toEqual(['Household', 'Phone', 'Source']);
  });
});
