import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_LIMITS, CHECKIN_MESSAGES, checkinHouseholdSchema, checkinSessionSchema, type ArrivalInput } from '@shared/checkin';
import type { InvitationEvent } from '@shared/events';
import { checkinLinks, checkins, households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { checkinCodeFor, checkinQrUrl, parseCheckinCode, verifyCheckinCode } from '@server/features/checkin/code';
import { checkinLinkExpiry } from '@server/features/checkin/events';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { redactUrl } from '@server/lib/log-redaction';
import { insertInvitation } from '../support/invitations';
import { Client, createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';

/*
 * Issue 18, check-in at the door (product.md §13): household codes, the host's links and arrivals
 * summary, the helpers' session, look-up, name search and arrivals (idempotent, seats, events,
 * concurrent helpers), and the household's QR image.
 */

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  host = await signedInUser(t, 'checkin-host@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const anonymous = () => new Client(t.app);

function event(id: string, name: string, date: string, time: string, isMain: boolean): InvitationEvent {
  return { id, name, date, time, endTime: '', venue: 'Dewan', address: '', mapUrls: { google: '', waze: '' }, dressCode: '', note: '', isPublic: isMain, isMain, mealOptions: [] };
}

/** A two-event invitation of the host (akad on the 20th, dinner on the 21st, in Kuala Lumpur). */
async function twoEventInvitation(values: Parameters<typeof insertInvitation>[1] = {}) {
  const akad = randomUUID();
  const dinner = randomUUID();
  const invitation = await insertInvitation(db(), {
    userId: host.id,
    eventName: '<p>Nadia &amp; <strong>Omar</strong></p>',
    date: '2027-03-20',
    time: '10:00',
    events: [event(akad, 'Akad Nikah', '2027-03-20', '10:00', true), event(dinner, 'Dinner', '2027-03-21', '19:30', false)],
    timeZone: 'Asia/Kuala_Lumpur',
    ...values,
  });
  return { invitation, akad, dinner };
}

async function insertHousehold(invitationId: string, values: { name?: string; seats?: number; eventIds?: string[] | null } = {}) {
  const id = randomUUID();
  await db()
    .insert(households)
    .values({
      id,
      invitationId,
      name: values.name ?? 'Encik Ahmad sekeluarga',
      seats: values.seats ?? 4,
      eventIds: values.eventIds ?? null,
      phone: `+6012${Math.floor(Math.random() * 1e7).toString().padStart(7, '0')}`,
      email: `${id}@private.example`,
      note: 'PRIVATE NOTE',
      tags: ['PRIVATE TAG'],
      tokenHash: householdTokenHash(t.ctx.secret, id, 1),
    });
  return { id, token: householdToken(t.ctx.secret, id, 1), code: checkinCodeFor(t.ctx.secret, { id, linkVersion: 1 }) };
}

/** The household's answer: per event attending and guests (the answer row keeps the totals). */
async function answer(invitationId: string, householdId: string, perEvent: Record<string, number>) {
  const attending = Object.values(perEvent).some((guests) => guests > 0);
  const [row] = await db()
    .insert(rsvpResponses)
    .values({ invitationId, householdId, guestName: 'Ahmad', email: 'answer@private.example', phone: '+60123334444', attending, numberOfGuests: Math.max(0, ...Object.values(perEvent)), wishes: 'PRIVATE WISH' })
    .returning();
  for (const [eventId, guests] of Object.entries(perEvent)) {
    await db().insert(rsvpEventAnswers).values({ responseId: row!.id, invitationId, eventId, attending: guests > 0, guests });
  }
  return row!;
}

async function newLink(invitationId: string, label = 'Front door') {
  const response = await host.client.post(`/api/invitations/${invitationId}/checkin-links`, { label });
  expect(response.statusCode, response.body).toBe(201);
  const link = response.json();
  return { ...link, token: (link.url as string).split('/checkin/')[1]! };
}

const arrival = (householdId: string, eventId: string, guests: number, extra: Partial<ArrivalInput> = {}): ArrivalInput => ({
  scanId: randomUUID(),
  householdId,
  eventId,
  guests,
  scannedAt: new Date().toISOString(),
  ...extra,
});
const sendArrivals = (token: string, arrivals: ArrivalInput[]) => anonymous().post(`/api/checkin/${token}/arrivals`, { arrivals });

describe('a household check-in code', () => {
  const id = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

  it('is JMPT1.<household id>.<22-character signature>, and parses back', () => {
    const code = checkinCodeFor('the-secret', { id, linkVersion: 1 });
    expect(code).toMatch(/^JMPT1\.3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b\.[A-Za-z0-9_-]{22}$/);
    expect(parseCheckinCode(code)).toEqual({ householdId: id, sig: code.slice(-22) });
    expect(parseCheckinCode(` ${code}\n`)).toEqual({ householdId: id, sig: code.slice(-22) });
  });

  it('verifies only against the current link version and the app secret', () => {
    const code = parseCheckinCode(checkinCodeFor('the-secret', { id, linkVersion: 2 }))!;
    expect(verifyCheckinCode('the-secret', code, { id, linkVersion: 2 })).toBe(true);
    expect(verifyCheckinCode('the-secret', code, { id, linkVersion: 1 })).toBe(false);
    expect(verifyCheckinCode('another-secret', code, { id, linkVersion: 2 })).toBe(false);
    expect(verifyCheckinCode('the-secret', code, { id: randomUUID(), linkVersion: 2 })).toBe(false);
    const tampered = { ...code, sig: `${code.sig.slice(0, -1)}${code.sig.endsWith('A') ? 'B' : 'A'}` };
    expect(verifyCheckinCode('the-secret', tampered, { id, linkVersion: 2 })).toBe(false);
  });

  it('refuses anything that is not exactly a code', () => {
    const code = checkinCodeFor('s', { id, linkVersion: 1 });
    for (const text of ['', 'JMPT1.', 'https://example.com', code.slice(0, -1), `${code}x`, code.replace('JMPT1', 'JMPT2'), code.toUpperCase(), `${code}.extra`, 'JMPT1.not-a-uuid.AAAAAAAAAAAAAAAAAAAAAA', 'x'.repeat(10_000)]) {
      expect(parseCheckinCode(text), text.slice(0, 40)).toBeNull();
    }
  });
});

describe("the host's check-in links", () => {
  it('are made with a url shown once, listed without it, and revoked at once', async () => {
    const { invitation } = await twoEventInvitation();
    const link = await newLink(invitation.id, '  Dewan B  ');
    expect(link.url).toMatch(new RegExp(`^${TEST_ORIGIN}/checkin/[A-Za-z0-9_-]{43}$`));
    expect(link.label).toBe('Dewan B');
    expect(link.revokedAt).toBeNull();
    const [stored] = await db().select().from(checkinLinks).where(eq(checkinLinks.id, link.id));
    expect(stored!.tokenHash).not.toContain(link.token);
    expect(stored!.createdBy).toBe(host.id);

    const listed = await host.client.get(`/api/invitations/${invitation.id}/checkin-links`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([{ id: link.id, label: 'Dewan B', createdAt: link.createdAt, expiresAt: link.expiresAt, revokedAt: null, canRecordGifts: true }]);
    expect(listed.body).not.toContain(link.token);

    expect((await anonymous().get(`/api/checkin/${link.token}`)).statusCode).toBe(200);
    const revoked = await host.client.request('DELETE', `/api/invitations/${invitation.id}/checkin-links/${link.id}`);
    expect(revoked.statusCode).toBe(204);
    const gone = await anonymous().get(`/api/checkin/${link.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toEqual({ code: 'CHECKIN_LINK_NOT_FOUND', message: CHECKIN_MESSAGES.linkNotFound });
    expect((await host.client.get(`/api/invitations/${invitation.id}/checkin-links`)).json()[0].revokedAt).toEqual(expect.any(String));
    // Revoking again, or an unknown or malformed link id: 204 / 404, never a change elsewhere.
    expect((await host.client.request('DELETE', `/api/invitations/${invitation.id}/checkin-links/${link.id}`)).statusCode).toBe(204);
    expect((await host.client.request('DELETE', `/api/invitations/${invitation.id}/checkin-links/${randomUUID()}`)).statusCode).toBe(404);
    expect((await host.client.request('DELETE', `/api/invitations/${invitation.id}/checkin-links/not-a-uuid`)).statusCode).toBe(404);
  });

  it("expire at the end of the day after the last event's date, in the invitation's time zone", async () => {
    const { invitation } = await twoEventInvitation();
    const link = await newLink(invitation.id);
    // The dinner is on 21 March; the link works through 22 March in Kuala Lumpur (UTC+8).
    expect(link.expiresAt).toBe('2027-03-22T16:00:00.000Z');

    const { invitation: london } = await twoEventInvitation({ timeZone: 'Europe/London' });
    expect((await newLink(london.id)).expiresAt).toBe('2027-03-23T00:00:00.000Z');
    // Across a change to summer time (New York, 14 March 2027): midnight there is 04:00 UTC.
    const events = [{ id: 'a', name: '', date: '2027-03-13', time: '' }];
    expect(checkinLinkExpiry(events, 'America/New_York', new Date('2027-01-01T00:00:00Z')).toISOString()).toBe('2027-03-15T04:00:00.000Z');
  });

  it('last 30 days when no event has a date, and at least a day after a past event', async () => {
    const before = Date.now();
    const { invitation } = await twoEventInvitation({ date: null, events: [] });
    const expires = Date.parse((await newLink(invitation.id)).expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 86_400_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000 + 1000);
    const past = checkinLinkExpiry([{ id: 'a', name: '', date: '2020-01-01', time: '' }], 'Asia/Kuala_Lumpur', new Date('2027-01-01T00:00:00Z'));
    expect(past.toISOString()).toBe('2027-01-02T00:00:00.000Z');
  });

  it('are at most 20 active at once: an expired or revoked one frees its place', async () => {
    const { invitation } = await twoEventInvitation();
    const made = [];
    for (let n = 0; n < CHECKIN_LIMITS.linksPerInvitation; n += 1) made.push(await newLink(invitation.id, `Door ${n}`));
    const refused = await host.client.post(`/api/invitations/${invitation.id}/checkin-links`, { label: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('TOO_MANY_CHECKIN_LINKS');
    await host.client.request('DELETE', `/api/invitations/${invitation.id}/checkin-links/${made[0].id}`);
    await newLink(invitation.id, 'Replacement');
    await db().update(checkinLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkinLinks.id, made[1].id));
    await newLink(invitation.id, 'After expiry');
    expect((await host.client.post(`/api/invitations/${invitation.id}/checkin-links`, {})).statusCode).toBe(409);
  });

  it('refuse a label longer than 60 characters', async () => {
    const { invitation } = await twoEventInvitation();
    expect((await host.client.post(`/api/invitations/${invitation.id}/checkin-links`, { label: 'x'.repeat(61) })).statusCode).toBe(400);
  });
});

describe("a helper's check-in session", () => {
  it("shows the invitation's name as plain text, its time zone and events, and when the link ends; nothing else", async () => {
    const { invitation, akad, dinner } = await twoEventInvitation();
    const link = await newLink(invitation.id);
    const response = await anonymous().get(`/api/checkin/${link.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      title: 'Nadia & Omar',
      timeZone: 'Asia/Kuala_Lumpur',
      events: [
        { id: akad, name: 'Akad Nikah', date: '2027-03-20', time: '10:00' },
        { id: dinner, name: 'Dinner', date: '2027-03-21', time: '19:30' },
      ],
      expiresAt: link.expiresAt,
      canRecordGifts: true,
    });
    checkinSessionSchema.strict().parse(response.json());
  });

  it('gives an invitation stored before events its one event, named after its kind', async () => {
    const invitation = await insertInvitation(db(), { userId: host.id, events: [] });
    const link = await newLink(invitation.id);
    expect((await anonymous().get(`/api/checkin/${link.token}`)).json().events).toEqual([{ id: invitation.id, name: 'Wedding', date: '2027-03-20', time: '18:30' }]);
  });

  it('answers 404 for an expired, malformed or unknown link', async () => {
    const { invitation } = await twoEventInvitation();
    const link = await newLink(invitation.id);
    await db().update(checkinLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkinLinks.id, link.id));
    for (const token of [link.token, 'short', 'A'.repeat(43), `${link.token}x`, '%00'.repeat(10)]) {
      const response = await anonymous().get(`/api/checkin/${token}`);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().error.message).toBe(CHECKIN_MESSAGES.linkNotFound);
    }
  });
});

describe('looking a household up', () => {
  it('by its QR code: name, seats, its events with answers and arrivals', async () => {
    const { invitation, akad, dinner } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id, { seats: 5 });
    await answer(invitation.id, household.id, { [akad]: 3, [dinner]: 0 });
    const link = await newLink(invitation.id);
    const response = await anonymous().post(`/api/checkin/${link.token}/lookup`, { code: household.code });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: household.id,
      name: 'Encik Ahmad sekeluarga',
      seats: 5,
      events: [
        { eventId: akad, attendingGuests: 3, answer: 'attending', arrived: 0 },
        { eventId: dinner, attendingGuests: 0, answer: 'declined', arrived: 0 },
      ],
    });
    checkinHouseholdSchema.strict().parse(response.json());
  });

  it("lists only the household's own events; no answer yet is null", async () => {
    const { invitation, dinner } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id, { eventIds: [dinner] });
    const link = await newLink(invitation.id);
    const card = (await anonymous().post(`/api/checkin/${link.token}/lookup`, { code: household.code })).json();
    expect(card.events).toEqual([{ eventId: dinner, attendingGuests: null, answer: null, arrived: 0 }]);
  });

  it('refuses a code whose personal link was replaced, a forged code and any other text', async () => {
    const { invitation } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id);
    const link = await newLink(invitation.id);
    await db().update(households).set({ linkVersion: 2 }).where(eq(households.id, household.id));
    const forged = `JMPT1.${household.id}.${'A'.repeat(22)}`;
    for (const code of [household.code, forged, 'hello', `https://example.com/${household.code}`]) {
      const response = await anonymous().post(`/api/checkin/${link.token}/lookup`, { code });
      expect(response.statusCode, code).toBe(404);
      expect(response.json().error).toEqual({ code: 'CHECKIN_CODE_NOT_FOUND', message: CHECKIN_MESSAGES.codeNotFound });
    }
    const current = checkinCodeFor(t.ctx.secret, { id: household.id, linkVersion: 2 });
    expect((await anonymous().post(`/api/checkin/${link.token}/lookup`, { code: current })).statusCode).toBe(200);
  });
});

describe('finding a household by name', () => {
  it('matches any part of the name in any case, only in this invitation, by name, at most 20', async () => {
    const { invitation } = await twoEventInvitation();
    const { invitation: other } = await twoEventInvitation();
    await insertHousehold(invitation.id, { name: 'Encik Ahmad sekeluarga' });
    await insertHousehold(invitation.id, { name: 'Puan Aminah' });
    await insertHousehold(other.id, { name: 'Ahmad of another wedding' });
    const link = await newLink(invitation.id);
    const found = await anonymous().get(`/api/checkin/${link.token}/households?q=AHMAD`);
    expect(found.statusCode).toBe(200);
    expect(found.json().households.map((h: { name: string }) => h.name)).toEqual(['Encik Ahmad sekeluarga']);

    for (let n = 0; n < 25; n += 1) await insertHousehold(invitation.id, { name: `Rumah ${String(n).padStart(2, '0')}` });
    const many = (await anonymous().get(`/api/checkin/${link.token}/households?q=RUMAH`)).json().households;
    expect(many).toHaveLength(CHECKIN_LIMITS.searchResults);
    expect(many[0].name).toBe('Rumah 00');
  });

  it('reads % and _ as themselves, and needs 2 characters', async () => {
    const { invitation } = await twoEventInvitation();
    await insertHousehold(invitation.id, { name: '100% Family' });
    await insertHousehold(invitation.id, { name: 'Plain Family' });
    await insertHousehold(invitation.id, { name: 'Under_score' });
    const link = await newLink(invitation.id);
    const names = async (q: string) => (await anonymous().get(`/api/checkin/${link.token}/households?q=${encodeURIComponent(q)}`)).json().households.map((h: { name: string }) => h.name);
    expect(await names('0%')).toEqual(['100% Family']);
    expect(await names('r_')).toEqual(['Under_score']);
    expect(await names('%%')).toEqual([]);
    expect((await anonymous().get(`/api/checkin/${link.token}/households?q=a`)).statusCode).toBe(400);
    expect((await anonymous().get(`/api/checkin/${link.token}/households`)).statusCode).toBe(400);
  });
});

describe('recording arrivals', () => {
  it('records an arrival, and a resend of the same scan is one row ("duplicate")', async () => {
    const { invitation, akad, dinner } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id, { seats: 4 });
    await answer(invitation.id, household.id, { [akad]: 3, [dinner]: 2 });
    const link = await newLink(invitation.id);
    const scan = arrival(household.id, akad, 3);
    const first = await sendArrivals(link.token, [scan]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results).toEqual([
      {
        scanId: scan.scanId,
        status: 'recorded',
        household: { id: household.id, name: 'Encik Ahmad sekeluarga', seats: 4, events: [{ eventId: akad, attendingGuests: 3, answer: 'attending', arrived: 3 }, { eventId: dinner, attendingGuests: 2, answer: 'attending', arrived: 0 }] },
        added: 3,
        conflict: false,
      },
    ]);
    const again = await sendArrivals(link.token, [scan, scan]);
    expect(again.json().results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect(again.json().results[0].household.events[0].arrived).toBe(3);
    const rows = await db().select().from(checkins).where(eq(checkins.householdId, household.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: scan.scanId, invitationId: invitation.id, eventId: akad, guests: 3, linkId: link.id });
  });

  it('refuses arrivals beyond the seats unless the helper confirms them, per event', async () => {
    const { invitation, akad, dinner } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id, { seats: 3 });
    const link = await newLink(invitation.id);
    expect((await sendArrivals(link.token, [arrival(household.id, akad, 2)])).json().results[0].status).toBe('recorded');
    const over = arrival(household.id, akad, 2);
    const refused = (await sendArrivals(link.token, [over])).json().results[0];
    expect(refused.status).toBe('over_seats');
    expect(refused.household.events[0].arrived).toBe(2);
    // Another event has its own count.
    expect((await sendArrivals(link.token, [arrival(household.id, dinner, 3)])).json().results[0].status).toBe('recorded');
    // The same scan, confirmed: stored (a refused scan left nothing behind under its id).
    const confirmed = (await sendArrivals(link.token, [{ ...over, confirmOverSeats: true }])).json().results[0];
    expect(confirmed.status).toBe('recorded');
    expect(confirmed.household.events).toEqual([
      { eventId: akad, attendingGuests: null, answer: null, arrived: 4 },
      { eventId: dinner, attendingGuests: null, answer: null, arrived: 3 },
    ]);
  });

  it('refuses an event the household is not invited to, and a household of another invitation', async () => {
    const { invitation, akad, dinner } = await twoEventInvitation();
    const { invitation: other } = await twoEventInvitation();
    const dinnerOnly = await insertHousehold(invitation.id, { eventIds: [dinner] });
    const stranger = await insertHousehold(other.id);
    const link = await newLink(invitation.id);
    const response = await sendArrivals(link.token, [arrival(dinnerOnly.id, akad, 1), arrival(stranger.id, akad, 1), arrival(randomUUID(), akad, 1), arrival(dinnerOnly.id, randomUUID(), 1), arrival(dinnerOnly.id, dinner, 1)]);
    expect(response.json().results.map((r: { status: string; household: unknown }) => [r.status, r.household === null])).toEqual([
      ['not_invited', false],
      ['not_found', true],
      ['not_found', true],
      ['not_invited', false],
      ['recorded', false],
    ]);
    expect(await db().select().from(checkins).where(eq(checkins.householdId, stranger.id))).toEqual([]);
  });

  it('does not refuse a second scan of the same code: its card shows who arrived, for the page to warn', async () => {
    const { invitation, akad } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id, { seats: 4 });
    const link = await newLink(invitation.id);
    await sendArrivals(link.token, [arrival(household.id, akad, 2)]);
    const card = (await anonymous().post(`/api/checkin/${link.token}/lookup`, { code: household.code })).json();
    expect(card.events[0].arrived).toBe(2);
    expect((await sendArrivals(link.token, [arrival(household.id, akad, 1)])).json().results[0].status).toBe('recorded');
  });

  it('lets only one of two helpers at once take the last seats', async () => {
    const { invitation, akad } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id, { seats: 4 });
    const [a, b] = [await newLink(invitation.id, 'A'), await newLink(invitation.id, 'B')];
    const [first, second] = await Promise.all([sendArrivals(a.token, [arrival(household.id, akad, 3)]), sendArrivals(b.token, [arrival(household.id, akad, 3)])]);
    const statuses = [first.json().results[0].status, second.json().results[0].status].sort();
    expect(statuses).toEqual(['over_seats', 'recorded']);
    const [{ total } = { total: 0 }] = await db().select({ total: sql<number>`sum(${checkins.guests})::int` }).from(checkins).where(eq(checkins.householdId, household.id));
    expect(Number(total)).toBe(3);
  });

  it('records a batch in order, and believes no phone clock ahead of the server', async () => {
    const { invitation, akad } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id, { seats: 2 });
    const link = await newLink(invitation.id);
    const past = '2027-03-20T02:15:00.000Z';
    const earlier = arrival(household.id, akad, 1, { scannedAt: '2020-01-01T02:15:00.000Z' });
    const future = arrival(household.id, akad, 1, { scannedAt: '2999-01-01T00:00:00.000Z' });
    const third = arrival(household.id, akad, 1, { scannedAt: past });
    const results = (await sendArrivals(link.token, [earlier, future, third])).json().results;
    expect(results.map((r: { status: string }) => r.status)).toEqual(['recorded', 'recorded', 'over_seats']);
    const [stored] = await db().select().from(checkins).where(eq(checkins.id, future.scanId));
    expect(stored!.scannedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("tells the host's live stream when arrivals are recorded", async () => {
    const { invitation, akad } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id);
    const link = await newLink(invitation.id);
    let signals = 0;
    const unsubscribe = t.ctx.liveEvents.subscribe(invitation.id, () => {
      signals += 1;
    });
    await t.ctx.liveEvents.ready();
    const scan = arrival(household.id, akad, 1);
    await sendArrivals(link.token, [scan]);
    await expect.poll(() => signals).toBe(1);
    unsubscribe();
  });
});

describe("the host's arrivals summary", () => {
  it('counts per event the invited households, their attending guests, and arrivals', async () => {
    const { invitation, akad, dinner } = await twoEventInvitation();
    const both = await insertHousehold(invitation.id, { name: 'Both', seats: 5 });
    const dinnerOnly = await insertHousehold(invitation.id, { name: 'Dinner only', seats: 2, eventIds: [dinner] });
    const declined = await insertHousehold(invitation.id, { name: 'Declined', seats: 2 });
    await insertHousehold(invitation.id, { name: 'No answer', seats: 2 });
    await answer(invitation.id, both.id, { [akad]: 4, [dinner]: 3 });
    await answer(invitation.id, dinnerOnly.id, { [dinner]: 2 });
    await answer(invitation.id, declined.id, { [akad]: 0, [dinner]: 0 });
    // An open-link answer has no household: nobody checks it in.
    await db().insert(rsvpEventAnswers).values({ responseId: (await db().insert(rsvpResponses).values({ invitationId: invitation.id, guestName: 'Open', attending: true, numberOfGuests: 2 }).returning())[0]!.id, invitationId: invitation.id, eventId: akad, attending: true, guests: 2 });
    const link = await newLink(invitation.id);
    await sendArrivals(link.token, [arrival(both.id, akad, 4), arrival(both.id, dinner, 2), arrival(dinnerOnly.id, dinner, 1), arrival(dinnerOnly.id, dinner, 1)]);

    const response = await host.client.get(`/api/invitations/${invitation.id}/arrivals`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      events: [
        { eventId: akad, name: 'Akad Nikah', invitedHouseholds: 3, attendingGuests: 4, arrivedGuests: 4, arrivedHouseholds: 1, angpauEnvelopes: 0 },
        { eventId: dinner, name: 'Dinner', invitedHouseholds: 4, attendingGuests: 5, arrivedGuests: 4, arrivedHouseholds: 2, angpauEnvelopes: 0 },
      ],
    });
  });

  it("is the owner's: another user gets 404", async () => {
    const { invitation } = await twoEventInvitation();
    const other = await signedInUser(t, 'checkin-other@example.com');
    for (const url of [`/api/invitations/${invitation.id}/arrivals`, `/api/invitations/${invitation.id}/checkin-links`]) {
      expect((await other.client.get(url)).statusCode).toBe(404);
    }
    expect((await other.client.post(`/api/invitations/${invitation.id}/checkin-links`, {})).statusCode).toBe(404);
    expect(await db().select().from(checkinLinks).where(eq(checkinLinks.invitationId, invitation.id))).toEqual([]);
  });
});

describe("a household's QR image", () => {
  it('is served as SVG and PNG behind the personal link once the household said it comes', async () => {
    const { invitation, akad } = await twoEventInvitation();
    const household = await insertHousehold(invitation.id);
    await answer(invitation.id, household.id, { [akad]: 2 });
    const svg = await anonymous().get(`/api/guest-links/${household.token}/checkin-qr.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['cache-control']).toBe('private, no-store');
    expect(svg.body).toBe(await QRCode.toString(household.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));

    const png = await anonymous().get(`/api/guest-links/${household.token}/checkin-qr.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('private, no-store');
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.rawPayload.readUInt32BE(16)).toBe(480);
    expect(png.rawPayload.equals(await QRCode.toBuffer(household.code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 480 }))).toBe(true);
    expect(checkinQrUrl(t.ctx, household.token)).toBe(`${TEST_ORIGIN}/api/guest-links/${household.token}/checkin-qr.png`);
  });

  it('is 404, like an unknown link, before an answer, after a "no", and for an old or malformed link', async () => {
    const { invitation, akad } = await twoEventInvitation();
    const unanswered = await insertHousehold(invitation.id);
    const declined = await insertHousehold(invitation.id);
    await answer(invitation.id, declined.id, { [akad]: 0 });
    const replaced = await insertHousehold(invitation.id);
    await answer(invitation.id, replaced.id, { [akad]: 1 });
    await db().update(households).set({ linkVersion: 2, tokenHash: householdTokenHash(t.ctx.secret, replaced.id, 2) }).where(eq(households.id, replaced.id));
    for (const token of [unanswered.token, declined.token, replaced.token, 'not-a-token', 'A'.repeat(32)]) {
      for (const format of ['svg', 'png']) {
        const response = await anonymous().get(`/api/guest-links/${token}/checkin-qr.${format}`);
        expect(response.statusCode, `${token} ${format}`).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
      }
    }
  });

  it('keeps the token out of request logs', () => {
    expect(redactUrl('/api/guest-links/AbCdEfGhIjKlMnOpQrStUvWxYz012345/checkin-qr.png')).toBe('/api/guest-links/***/checkin-qr.png');
  });
});
