import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARRIVALS_CSV_COLUMNS, ARRIVALS_PAGE_SIZE, arrivalListSchema, type ArrivalList } from '@shared/arrivals';
import type { ArrivalInput } from '@shared/checkin';
import type { InvitationEvent } from '@shared/events';
import { auditLog, checkins, households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { householdTokenHash } from '@server/features/guests/links';
import { insertInvitation } from '../support/invitations';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 28, point 4 (product.md §13): the host sees who arrived — per event, each household with the
 * guests it confirmed and the guests arrived, every check-in's time (in the invitation's time zone)
 * and door (the link's label; "Host" without a link) — filtered (name, arrived, not yet arrived, more
 * than confirmed), paged, and as a CSV; strangers get 404, anonymous callers 401; a check-in tells
 * the live stream.
 */

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  host = await signedInUser(t, 'arrivals-host@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;

function event(id: string, name: string, date: string, time: string, isMain: boolean): InvitationEvent {
  return { id, name, date, time, endTime: '', venue: 'Dewan', address: '', mapUrls: { google: '', waze: '' }, dressCode: '', note: '', isPublic: isMain, isMain, mealOptions: [] };
}

async function twoEventInvitation() {
  const akad = randomUUID();
  const dinner = randomUUID();
  const invitation = await insertInvitation(db(), {
    userId: host.id,
    eventName: '<p>Nadia &amp; Omar</p>',
    date: '2027-03-20',
    time: '10:00',
    events: [event(akad, 'Akad Nikah', '2027-03-20', '10:00', true), event(dinner, 'Dinner', '2027-03-20', '19:30', false)],
    timeZone: 'Asia/Kuala_Lumpur',
  });
  return { invitation, akad, dinner };
}

async function insertHousehold(invitationId: string, values: { name: string; seats?: number; eventIds?: string[] | null; phone?: string }) {
  const id = randomUUID();
  await db()
    .insert(households)
    .values({ id, invitationId, name: values.name, seats: values.seats ?? 4, eventIds: values.eventIds ?? null, phone: values.phone ?? '', tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  return id;
}

async function answer(invitationId: string, householdId: string, perEvent: Record<string, number>) {
  const attending = Object.values(perEvent).some((guests) => guests > 0);
  const [row] = await db()
    .insert(rsvpResponses)
    .values({ invitationId, householdId, guestName: 'Guest', attending, numberOfGuests: Math.max(0, ...Object.values(perEvent)) })
    .returning();
  for (const [eventId, guests] of Object.entries(perEvent)) await db().insert(rsvpEventAnswers).values({ responseId: row!.id, invitationId, eventId, attending: guests > 0, guests });
}

async function newLink(invitationId: string, label: string) {
  const response = await host.client.post(`/api/invitations/${invitationId}/checkin-links`, { label });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().url as string).split('/checkin/')[1]!;
}

async function checkIn(token: string, householdId: string, eventId: string, guests: number, scannedAt: string, confirmOverSeats = false) {
  const arrival: ArrivalInput = { scanId: randomUUID(), householdId, eventId, guests, scannedAt, confirmOverSeats };
  const response = await new Client(t.app).post(`/api/checkin/${token}/arrivals`, { arrivals: [arrival] });
  expect(response.json().results[0].status, response.body).toBe('recorded');
  return arrival.scanId;
}

async function list(invitationId: string, query: Record<string, string> = {}): Promise<ArrivalList> {
  const response = await host.client.get(`/api/invitations/${invitationId}/arrivals/households?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return arrivalListSchema.parse(response.json());
}

/** A dinner with four households: two arrived (one with more guests than confirmed), one not yet, one declined. */
async function dinnerParty() {
  const { invitation, akad, dinner } = await twoEventInvitation();
  const aminah = await insertHousehold(invitation.id, { name: 'Keluarga Aminah', seats: 4, phone: '+60123456789' });
  const tan = await insertHousehold(invitation.id, { name: 'Keluarga Tan', seats: 3 });
  const raj = await insertHousehold(invitation.id, { name: 'Keluarga Rajendran', seats: 2, phone: '+60129998888' });
  const wong = await insertHousehold(invitation.id, { name: 'Keluarga Wong', seats: 2 });
  const akadOnly = await insertHousehold(invitation.id, { name: 'Pak Long (akad only)', seats: 2, eventIds: [akad] });
  await answer(invitation.id, aminah, { [akad]: 3, [dinner]: 3 });
  await answer(invitation.id, tan, { [dinner]: 2 });
  await answer(invitation.id, raj, { [dinner]: 2 });
  await answer(invitation.id, wong, { [dinner]: 0 });
  const front = await newLink(invitation.id, 'Front door');
  const hall = await newLink(invitation.id, 'Dewan B');
  // 11:42 and 11:58 UTC are 19:42 and 19:58 in Kuala Lumpur.
  await checkIn(front, aminah, dinner, 2, '2026-03-20T11:42:00.000Z');
  await checkIn(hall, aminah, dinner, 1, '2026-03-20T11:58:00.000Z');
  await checkIn(hall, tan, dinner, 3, '2026-03-20T12:05:00.000Z', true);
  return { invitation, akad, dinner, aminah, tan, raj, wong, akadOnly, front, hall };
}

describe("the host's arrivals list", () => {
  it('lists who arrived at an event: confirmed and arrived guests, each check-in with its time and door', async () => {
    const party = await dinnerParty();
    const page = await list(party.invitation.id, { event: party.dinner });
    expect(page.eventId).toBe(party.dinner);
    expect(page.timeZone).toBe('Asia/Kuala_Lumpur');
    // Invited to the dinner: everyone but the akad-only household; by name.
    expect(page.data.map((row) => row.name)).toEqual(['Keluarga Aminah', 'Keluarga Rajendran', 'Keluarga Tan', 'Keluarga Wong']);
    const aminah = page.data[0]!;
    expect(aminah).toMatchObject({ householdId: party.aminah, seats: 4, confirmedGuests: 3, arrivedGuests: 3, phone: '+60123456789', walkIn: false });
    expect(aminah.checkins.map(({ at, guests, door, kind }) => ({ at, guests, door, kind }))).toEqual([
      { at: '2026-03-20T11:42:00.000Z', guests: 2, door: 'Front door', kind: 'door' },
      { at: '2026-03-20T11:58:00.000Z', guests: 1, door: 'Dewan B', kind: 'door' },
    ]);
    expect(page.data.find((row) => row.name === 'Keluarga Wong')).toMatchObject({ confirmedGuests: 0, arrivedGuests: 0, checkins: [] });
    expect(page.counts).toEqual({ all: 4, arrived: 2, not_arrived: 1, over: 1 });
    expect(page).toMatchObject({ count: 4, page: 1, totalPages: 1 });
    // The list's confirmed guests add up to the arrival card's (the one headcount).
    const summary = (await host.client.get(`/api/invitations/${party.invitation.id}/arrivals`)).json() as { events: { eventId: string; attendingGuests: number; arrivedGuests: number }[] };
    const card = summary.events.find((entry) => entry.eventId === party.dinner)!;
    expect(page.data.reduce((sum, row) => sum + (row.confirmedGuests ?? 0), 0)).toBe(card.attendingGuests);
    expect(page.data.reduce((sum, row) => sum + row.arrivedGuests, 0)).toBe(card.arrivedGuests);

    // The first event when none is named: the akad, where nobody has arrived.
    const akad = await list(party.invitation.id);
    expect(akad.eventId).toBe(party.akad);
    expect(akad.data.map((row) => row.name)).toEqual(['Keluarga Aminah', 'Keluarga Rajendran', 'Keluarga Tan', 'Keluarga Wong', 'Pak Long (akad only)']);
    expect(akad.counts.arrived).toBe(0);
  });

  it('filters by name, arrived (newest first), not yet arrived (not the declined) and more than confirmed', async () => {
    const party = await dinnerParty();
    const names = async (query: Record<string, string>) => (await list(party.invitation.id, { event: party.dinner, ...query })).data.map((row) => row.name);
    expect(await names({ state: 'arrived' })).toEqual(['Keluarga Tan', 'Keluarga Aminah']);
    expect(await names({ state: 'not_arrived' })).toEqual(['Keluarga Rajendran']);
    expect(await names({ state: 'over' })).toEqual(['Keluarga Tan']);
    expect(await names({ q: 'AMI' })).toEqual(['Keluarga Aminah']);
    // The search's % is a plain character.
    expect(await names({ q: '%' })).toEqual([]);
    const searched = await list(party.invitation.id, { event: party.dinner, q: 'keluarga t' });
    expect(searched.counts).toEqual({ all: 1, arrived: 1, not_arrived: 0, over: 1 });
  });

  it('shows a household checked in to an event it was not invited to, and "Host" for a check-in without a link', async () => {
    const party = await dinnerParty();
    await db().insert(checkins).values({ id: randomUUID(), invitationId: party.invitation.id, householdId: party.akadOnly, eventId: party.dinner, guests: 1, linkId: null, scannedAt: new Date('2026-03-20T13:00:00.000Z') });
    const row = (await list(party.invitation.id, { event: party.dinner, q: 'Pak Long' })).data[0]!;
    expect(row).toMatchObject({ name: 'Pak Long (akad only)', confirmedGuests: null, arrivedGuests: 1 });
    expect(row.checkins).toMatchObject([{ door: 'Host', kind: 'host' }]);
  });

  it('lists a walk-in recorded at a door as such, with its door and time, counted as more than confirmed', async () => {
    const party = await dinnerParty();
    const walkIn = { scanId: randomUUID(), eventId: party.dinner, guests: 2, name: 'Cousin from Ipoh', scannedAt: '2026-03-20T12:10:00.000Z' };
    const sent = await new Client(t.app).post(`/api/checkin/${party.front}/arrivals`, { walkIns: [walkIn, { ...walkIn, scanId: randomUUID(), name: '', guests: 1 }] });
    expect(sent.statusCode, sent.body).toBe(200);
    const page = await list(party.invitation.id, { event: party.dinner, state: 'over' });
    expect(page.data.map((row) => row.name)).toEqual(['Walk-in', 'Cousin from Ipoh', 'Keluarga Tan']);
    expect(page.data[1]).toMatchObject({ householdId: null, walkIn: true, confirmedGuests: 0, arrivedGuests: 2, checkins: [{ at: '2026-03-20T12:10:00.000Z', guests: 2, door: 'Front door', kind: 'walk_in' }] });
    expect(page.counts).toEqual({ all: 6, arrived: 4, not_arrived: 1, over: 3 });
    const csv = (await host.client.get(`/api/invitations/${party.invitation.id}/arrivals.csv?event=${party.dinner}&state=over`)).body;
    expect(csv).toContain('"Dinner","Cousin from Ipoh","0","0","2","Walk-in","2026-03-20T20:10:00+08:00"');
  });

  it(`pages ${ARRIVALS_PAGE_SIZE} at a time, by name`, async () => {
    const { invitation, akad } = await twoEventInvitation();
    const values = Array.from({ length: ARRIVALS_PAGE_SIZE + 5 }, (_, i) => {
      const id = randomUUID();
      return { id, invitationId: invitation.id, name: `Household ${String(i).padStart(3, '0')}`, seats: 2, tokenHash: householdTokenHash(t.ctx.secret, id, 1) };
    });
    await db().insert(households).values(values);
    const first = await list(invitation.id, { event: akad });
    expect(first).toMatchObject({ count: ARRIVALS_PAGE_SIZE + 5, totalPages: 2, page: 1 });
    expect(first.data).toHaveLength(ARRIVALS_PAGE_SIZE);
    const second = await list(invitation.id, { event: akad, page: '2' });
    expect(second.data.map((row) => row.name)).toEqual(['Household 050', 'Household 051', 'Household 052', 'Household 053', 'Household 054']);
  });

  it("refuses an event that is not the invitation's (400), and bad filters", async () => {
    const { invitation } = await twoEventInvitation();
    const url = `/api/invitations/${invitation.id}/arrivals/households`;
    expect((await host.client.get(`${url}?event=${randomUUID()}`)).statusCode).toBe(400);
    expect((await host.client.get(`${url}?state=everyone`)).statusCode).toBe(400);
    expect((await host.client.get(`${url}?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it("is the owner's: another user gets 404, an anonymous caller 401, for the list and the CSV", async () => {
    const party = await dinnerParty();
    const other = await signedInUser(t, 'arrivals-stranger@example.com');
    for (const url of [`/api/invitations/${party.invitation.id}/arrivals/households`, `/api/invitations/${party.invitation.id}/arrivals.csv`]) {
      const refused = await other.client.get(url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('Aminah');
      expect((await new Client(t.app).get(url)).statusCode, url).toBe(401);
    }
  });
});

describe('arrivals.csv', () => {
  it('has one row per household and event, times in the time zone, doors, and the filters of the list', async () => {
    const party = await dinnerParty();
    const response = await host.client.get(`/api/invitations/${party.invitation.id}/arrivals.csv?event=${party.dinner}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="arrivals.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${ARRIVALS_CSV_COLUMNS.map((column) => `"${column}"`).join(',')}`);
    expect(lines[1]).toBe(
      '"Dinner","Keluarga Aminah","4","3","3","Arrived","2026-03-20T19:42:00+08:00","2026-03-20T19:58:00+08:00","Front door, Dewan B","2026-03-20T19:42:00+08:00 Front door (2); 2026-03-20T19:58:00+08:00 Dewan B (1)","\'+60123456789"',
    );
    expect(lines[2]).toBe('"Dinner","Keluarga Rajendran","2","2","0","Not yet arrived","","","","","\'+60129998888"');
    expect(lines[3]).toContain('"Keluarga Tan","3","2","3","More than confirmed"');
    expect(lines[4]).toContain('"Keluarga Wong","2","0","0","Declined"');
    expect(lines[5]).toBe('');

    const notYet = await host.client.get(`/api/invitations/${party.invitation.id}/arrivals.csv?event=${party.dinner}&state=not_arrived`);
    expect(notYet.body.split('\r\n').slice(1, -1)).toHaveLength(1);
    // Without an event: every event, the akad first.
    const all = await host.client.get(`/api/invitations/${party.invitation.id}/arrivals.csv`);
    const rows = all.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatch(/^"Akad Nikah",/);
    expect(rows[8]).toMatch(/^"Dinner",/);
  });

  it('neutralises formulas in names and door labels', async () => {
    const { invitation, dinner } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id, { name: '=HYPERLINK("http://evil.example","x")' });
    const door = await newLink(invitation.id, '@SUM(A1)');
    await checkIn(door, household, dinner, 1, '2026-03-20T12:00:00.000Z');
    const body = (await host.client.get(`/api/invitations/${invitation.id}/arrivals.csv?event=${dinner}`)).body;
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(body).toContain(`"'@SUM(A1)"`);
    expect(body).not.toMatch(/(^|,)"[=@+-]/m);
  });

  it("is audited as host_data.export when an admin downloads another host's", async () => {
    const party = await dinnerParty();
    const admin = await signedInUser(t, 'arrivals-admin@example.com', 'secret-password', { admin: true });
    const [{ n: before } = { n: 0 }] = await db().select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect((await admin.client.get(`/api/invitations/${party.invitation.id}/arrivals.csv`)).statusCode).toBe(200);
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: 'host_data.export', subjectId: party.invitation.id, actorEmail: 'arrivals-admin@example.com' });
    const [{ n: after } = { n: 0 }] = await db().select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(Number(after)).toBe(Number(before) + 1);
  });
});

describe('live', () => {
  it('a check-in at a door signals the live stream, and the list then shows it', async () => {
    const party = await dinnerParty();
    let signals = 0;
    const unsubscribe = t.ctx.liveEvents.subscribe(party.invitation.id, () => {
      signals += 1;
    });
    await t.ctx.liveEvents.ready();
    await checkIn(party.front, party.raj, party.dinner, 2, '2026-03-20T12:30:00.000Z');
    await expect.poll(() => signals).toBeGreaterThanOrEqual(1);
    unsubscribe();
    const row = (await list(party.invitation.id, { event: party.dinner, q: 'Rajendran' })).data[0]!;
    expect(row).toMatchObject({ arrivedGuests: 2, checkins: [{ door: 'Front door', guests: 2 }] });
    const stored = await db().select().from(checkins).where(eq(checkins.householdId, party.raj));
    expect(stored).toHaveLength(1);
  });
});
