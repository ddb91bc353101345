import { randomBytes, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationEvent } from '@shared/events';
import { RESPONSES_CSV_DUPLICATE_COLUMN } from '@shared/responses';
import { households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { guestJobHandlers } from '@server/features/guests/job-handlers';
import { invitationHeadcount, invitationMealCounts } from '@server/features/rsvp/headcount';
import { createJobRunner } from '@server/lib/jobs';
import { insertInvitation } from '../support/invitations';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * One headcount (issue 28 point 2, DESIGN.md §10): the database function invitation_headcount (and
 * invitation_meal_counts) is the only place totals are counted, so the guest list's summary, the
 * responses page and its per-event totals, the caterer's files, rsvp_responses.csv, the check-in
 * arrival cards and the host's digest all show the same numbers for one invitation with events,
 * households invited to some of them, declines, an open-link answer and a likely duplicate.
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

async function seeded() {
  const host = await signedInUser(t, `headcount-${randomUUID()}@example.com`);
  const ids = { akad: randomUUID(), resepsi: randomUUID() };
  const inv = await insertInvitation(db(), {
    userId: host.id,
    guestSettings: { hostNotify: 'daily' },
    events: [event({ id: ids.akad, name: 'Akad', isMain: true }), event({ id: ids.resepsi, name: 'Resepsi', mealOptions: [{ id: 'r1', name: 'Nasi minyak' }] })],
  });
  const [ahmad, bakar, , devi] = await db()
    .insert(households)
    .values(
      [
        { name: 'Ahmad', seats: 4, eventIds: null },
        { name: 'Bakar', seats: 2, eventIds: [ids.resepsi] },
        // Invited to both, never answers: pending for each.
        { name: 'Chong', seats: 3, eventIds: null },
        { name: 'Devi', seats: 2, eventIds: null },
      ].map((h) => ({ ...h, invitationId: inv.id, tokenHash: randomBytes(16).toString('hex') })),
    )
    .returning();
  const post = async (body: unknown) => {
    const response = await host.client.post(`/api/invitations/${inv.id}/responses`, body);
    expect(response.statusCode, response.body).toBe(201);
  };
  await post({ guestName: 'Encik Ahmad', householdId: ahmad!.id, events: [{ eventId: ids.akad, attending: true, guests: 3, mealChoice: 'm1' }, { eventId: ids.resepsi, attending: true, guests: 2, mealChoice: 'r1' }] });
  await post({ guestName: 'Pak Bakar', householdId: bakar!.id, events: [{ eventId: ids.resepsi, attending: false }] });
  // Declines one event, comes to the other.
  await post({ guestName: 'Devi', householdId: devi!.id, events: [{ eventId: ids.akad, attending: false }, { eventId: ids.resepsi, attending: true, guests: 2, mealChoice: 'r1' }] });
  // Not on the list (taken by phone).
  await post({ guestName: 'Walk-in', householdId: null, events: [{ eventId: ids.akad, attending: false }, { eventId: ids.resepsi, attending: true, guests: 1 }] });
  // An open-link answer, and its likely duplicate from another device (not counted until the host decides).
  const [lina] = await db().insert(rsvpResponses).values({ invitationId: inv.id, guestName: 'Lina', attending: true, numberOfGuests: 2, mealChoice: 'm2' }).returning();
  const [again] = await db()
    .insert(rsvpResponses)
    .values({ invitationId: inv.id, guestName: 'Lina', attending: true, numberOfGuests: 4, mealChoice: 'm1', duplicateOf: lina!.id, matchReason: 'name' })
    .returning();
  await db().insert(rsvpEventAnswers).values([
    { responseId: lina!.id, invitationId: inv.id, eventId: ids.akad, attending: true, guests: 2, mealChoice: 'm2' },
    { responseId: lina!.id, invitationId: inv.id, eventId: ids.resepsi, attending: false, guests: 0 },
    { responseId: again!.id, invitationId: inv.id, eventId: ids.akad, attending: true, guests: 4, mealChoice: 'm1' },
    { responseId: again!.id, invitationId: inv.id, eventId: ids.resepsi, attending: true, guests: 4, mealChoice: 'r1' },
  ]);
  return { host, inv, ids };
}

/** The "Total attending guests" line of a caterer's file. */
const catererTotal = (csv: string) => Number(/Total attending guests"?,"?(\d+)/.exec(csv)?.[1]);

describe('one headcount for every screen', () => {
  it('the database function counts per event and overall, a likely duplicate once', async () => {
    const { inv, ids } = await seeded();
    const headcount = await invitationHeadcount(db(), inv.id, [ids.akad, ids.resepsi]);
    expect(headcount.overall).toEqual({
      invitedHouseholds: 4, invitedSeats: 11,
      // Ahmad (3, his largest), Devi 2, Walk-in 1, Lina 2; Bakar declined; Lina's repeat only in its own count.
      answers: 5, attendingAnswers: 4, attendingGuests: 8, declined: 1, duplicates: 1,
      householdAttending: 2, householdGuests: 5, householdDeclined: 1, pending: 1,
    });
    expect(headcount.events.get(ids.akad)).toEqual({
      // Invited: Ahmad, Chong, Devi (Bakar only to the Resepsi).
      invitedHouseholds: 3, invitedSeats: 9,
      answers: 4, attendingAnswers: 2, attendingGuests: 5, declined: 2, duplicates: 1,
      householdAttending: 1, householdGuests: 3, householdDeclined: 1, pending: 1,
    });
    expect(headcount.events.get(ids.resepsi)).toEqual({
      invitedHouseholds: 4, invitedSeats: 11,
      answers: 5, attendingAnswers: 3, attendingGuests: 5, declined: 2, duplicates: 1,
      householdAttending: 2, householdGuests: 4, householdDeclined: 1, pending: 1,
    });
    const meals = await invitationMealCounts(db(), inv.id);
    expect(Object.fromEntries(meals.events.get(ids.akad)!)).toEqual({ m1: 3, m2: 2 });
    expect(Object.fromEntries(meals.events.get(ids.resepsi)!)).toEqual({ r1: 4, '': 1 });
  });

  it('the guest summary, responses page, per-event totals, caterer files, responses CSV, check-in cards and digest agree', async () => {
    const { host, inv, ids } = await seeded();
    const headcount = await invitationHeadcount(db(), inv.id, [ids.akad, ids.resepsi]);
    const perEvent = (id: string) => headcount.events.get(id)!;

    // The guest list's summary: its households' own answers.
    const list = (await host.client.get(`/api/invitations/${inv.id}/guests`)).json();
    expect(list.summary).toMatchObject({ households: 4, seats: 11, attending: 2, attendingGuests: headcount.overall.householdGuests, declined: 1, pending: 1 });

    // The responses page: the summary and each event's totals.
    const page = (await host.client.get(`/api/invitations/${inv.id}/responses`)).json();
    expect(page.summary).toMatchObject({ total: 5, attending: 4, declined: 1, totalGuests: headcount.overall.attendingGuests, duplicates: 1 });
    expect(page.guests).toMatchObject({ attendingGuests: list.summary.attendingGuests, pending: list.summary.pending });
    for (const id of [ids.akad, ids.resepsi]) {
      const shown = page.events.find((row: { eventId: string }) => row.eventId === id);
      expect(shown).toMatchObject({ attendingGuests: perEvent(id).attendingGuests, attendingAnswers: perEvent(id).attendingAnswers, declined: perEvent(id).declined, pending: perEvent(id).pending });
      // The meals add up to the event's guests.
      expect(shown.meals.reduce((sum: number, meal: { count: number }) => sum + meal.count, shown.guestsWithoutMeal)).toBe(perEvent(id).attendingGuests);
    }

    // The caterer's files: the whole and per event.
    const caterer = async (query: string) => catererTotal((await host.client.get(`/api/invitations/${inv.id}/meal-counts.csv${query}`)).body);
    expect(await caterer('')).toBe(headcount.overall.attendingGuests);
    expect(await caterer(`?event=${ids.akad}`)).toBe(perEvent(ids.akad).attendingGuests);
    expect(await caterer(`?event=${ids.resepsi}`)).toBe(perEvent(ids.resepsi).attendingGuests);

    // rsvp_responses.csv: summing its rows that are not likely duplicates gives the same guests per event.
    const rows: Record<string, string>[] = parse((await host.client.get(`/api/invitations/${inv.id}/responses.csv`)).body, { columns: true, bom: true });
    const counted = rows.filter((row) => !row[RESPONSES_CSV_DUPLICATE_COLUMN]);
    expect(counted).toHaveLength(headcount.overall.answers);
    const csvGuests = (name: string) => counted.filter((row) => row[`${name}: attending`] === 'Attending').reduce((sum, row) => sum + Number(row[`${name}: guests`]), 0);
    expect(csvGuests('Akad')).toBe(perEvent(ids.akad).attendingGuests);
    expect(csvGuests('Resepsi')).toBe(perEvent(ids.resepsi).attendingGuests);

    // The check-in cards: the invited households' confirmed guests per event.
    const arrivals = (await host.client.get(`/api/invitations/${inv.id}/arrivals`)).json();
    for (const id of [ids.akad, ids.resepsi]) {
      expect(arrivals.events.find((row: { eventId: string }) => row.eventId === id)).toMatchObject({ invitedHouseholds: perEvent(id).invitedHouseholds, attendingGuests: perEvent(id).householdGuests });
    }

    // The host's digest states the same totals.
    const asked = await host.client.post(`/api/invitations/${inv.id}/guests/digest-now`);
    expect(asked.statusCode, asked.body).toBe(202);
    await createJobRunner({ db: db(), handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000 }).runDue();
    const digest = t.mails().find((mail) => mail.to === host.email && mail.subject.startsWith('Daily digest'));
    expect(digest?.text).toContain(`So far: ${page.summary.attending} attending (${page.summary.totalGuests} guests), ${page.summary.declined} declined; ${list.summary.pending} of ${list.summary.households} invited households have not answered yet.`);
  });

  it('the guest list is per event: each answer per event on its card, the state filters per event, the CSV per event', async () => {
    const { host, inv, ids } = await seeded();
    const url = `/api/invitations/${inv.id}/guests`;
    const names = async (query: string) => ((await host.client.get(`${url}?${query}`)).json().households as { name: string }[]).map((h) => h.name);
    const list = (await host.client.get(url)).json();
    const devi = list.households.find((h: { name: string }) => h.name === 'Devi');
    expect(devi.answer.events).toEqual([{ eventId: ids.akad, attending: false, guests: 0 }, { eventId: ids.resepsi, attending: true, guests: 2 }]);
    // Declined one event, coming to the other: under both filters; with an event chosen, that event's reply.
    expect(await names('status=declined')).toEqual(['Bakar', 'Devi']);
    expect(await names('status=attending')).toEqual(['Ahmad', 'Devi']);
    expect(await names(`status=declined&event=${ids.akad}`)).toEqual(['Devi']);
    expect(await names(`status=attending&event=${ids.akad}`)).toEqual(['Ahmad']);
    expect(await names(`status=declined&event=${ids.resepsi}`)).toEqual(['Bakar']);
    expect(await names(`status=pending&event=${ids.akad}`)).toEqual(['Chong']);
    const rows: Record<string, string>[] = parse((await host.client.get(`/api/invitations/${inv.id}/guests.csv`)).body, { columns: true, bom: true });
    expect(rows.find((row) => row.name === 'Devi')).toMatchObject({ 'Akad: attending': 'Declined', 'Akad: guests': '0', 'Resepsi: attending': 'Attending', 'Resepsi: guests': '2' });
    expect(rows.find((row) => row.name === 'Chong')).toMatchObject({ 'Akad: attending': '', 'Resepsi: attending': '' });
  });
});
