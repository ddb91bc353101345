import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_LIMITS, checkinListSchema, type ArrivalInput, type ArrivalBatchResult, type WalkInInput } from '@shared/checkin';
import type { InvitationEvent } from '@shared/events';
import { checkins, checkinWalkIns, households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { checkinCodeFor } from '@server/features/checkin/code';
import { householdTokenHash } from '@server/features/guests/links';
import { insertInvitation } from '../support/invitations';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 28 point 4, the door without signal (product.md §13): the list a phone downloads (contents,
 * nothing private, 304 when unchanged, a revoked link), and the sync of what phones recorded offline:
 * idempotent per client id, two phones' check-ins of one household merged (never doubled), conflicts
 * returned, declined / not-invited households only with confirmation, walk-ins bounded.
 */

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  host = await signedInUser(t, 'door-offline-host@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const anonymous = () => new Client(t.app);
const phoneA = randomUUID();
const phoneB = randomUUID();

function event(id: string, name: string, isMain: boolean): InvitationEvent {
  return { id, name, date: '2027-03-20', time: '10:00', endTime: '', venue: 'Dewan', address: '', mapUrls: { google: '', waze: '' }, dressCode: '', note: '', isPublic: isMain, isMain, mealOptions: [] };
}

async function door() {
  const akad = randomUUID();
  const dinner = randomUUID();
  const invitation = await insertInvitation(db(), { userId: host.id, eventName: 'Nadia & Omar', date: '2027-03-20', time: '10:00', events: [event(akad, 'Akad', true), event(dinner, 'Dinner', false)] });
  const response = await host.client.post(`/api/invitations/${invitation.id}/checkin-links`, { label: 'Front' });
  expect(response.statusCode, response.body).toBe(201);
  const link = response.json();
  return { invitation, akad, dinner, linkId: link.id as string, token: (link.url as string).split('/checkin/')[1]! };
}

async function household(invitationId: string, values: { name?: string; seats?: number; eventIds?: string[] | null } = {}) {
  const id = randomUUID();
  await db()
    .insert(households)
    .values({ id, invitationId, name: values.name ?? 'Keluarga Ahmad', seats: values.seats ?? 4, eventIds: values.eventIds ?? null, phone: `+6012${Math.floor(Math.random() * 1e7).toString().padStart(7, '0')}`, email: `${id}@secret.example`, note: 'SECRET NOTE', tags: ['SECRET TAG'], tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  return { id, code: checkinCodeFor(t.ctx.secret, { id, linkVersion: 1 }) };
}

async function answer(invitationId: string, householdId: string, perEvent: Record<string, number>) {
  const [row] = await db()
    .insert(rsvpResponses)
    .values({ invitationId, householdId, guestName: 'Ahmad', email: 'answer@secret.example', phone: '+60123334444', attending: Object.values(perEvent).some((g) => g > 0), numberOfGuests: Math.max(0, ...Object.values(perEvent)), wishes: 'SECRET WISH' })
    .returning();
  for (const [eventId, guests] of Object.entries(perEvent)) await db().insert(rsvpEventAnswers).values({ responseId: row!.id, invitationId, eventId, attending: guests > 0, guests });
}

const item = (householdId: string, eventId: string, guests: number, extra: Partial<ArrivalInput> = {}): ArrivalInput => ({ scanId: randomUUID(), householdId, eventId, guests, scannedAt: new Date().toISOString(), ...extra });
const walkIn = (eventId: string, extra: Partial<WalkInInput> = {}): WalkInInput => ({ scanId: randomUUID(), eventId, guests: 1, scannedAt: new Date().toISOString(), ...extra });
async function sync(token: string, arrivals: ArrivalInput[], walkIns: WalkInInput[] = []): Promise<ArrivalBatchResult> {
  const response = await anonymous().post(`/api/checkin/${token}/arrivals`, { arrivals, walkIns });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const arrivedAt = async (householdId: string, eventId: string) =>
  (await db().select().from(checkins).where(eq(checkins.householdId, householdId))).filter((row) => row.eventId === eventId).reduce((sum, row) => sum + row.guests, 0);

describe("the door's list", () => {
  it('holds names, seats, answers, confirmed totals, arrivals and code hashes, never codes, phones, e-mails or notes', async () => {
    const d = await door();
    const ahmad = await household(d.invitation.id, { name: 'Keluarga Ahmad', seats: 4 });
    const lim = await household(d.invitation.id, { name: 'Mr Lim', seats: 2, eventIds: [d.dinner] });
    await answer(d.invitation.id, ahmad.id, { [d.akad]: 3, [d.dinner]: 0 });
    await sync(d.token, [item(ahmad.id, d.akad, 2, { deviceId: phoneA })]);

    const response = await anonymous().get(`/api/checkin/${d.token}/list`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = checkinListSchema.parse(response.json());
    expect(response.headers.etag).toBe(`"${list.version}"`);
    expect(list.households.map((h) => h.name)).toEqual(['Keluarga Ahmad', 'Mr Lim']);
    const a = list.households[0]!;
    expect(a.seats).toBe(4);
    expect(a.events).toEqual([
      { eventId: d.akad, attendingGuests: 3, answer: 'attending', arrived: 2 },
      { eventId: d.dinner, attendingGuests: 0, answer: 'declined', arrived: 0 },
    ]);
    expect(list.households[1]!.events).toEqual([{ eventId: d.dinner, attendingGuests: null, answer: null, arrived: 0 }]);
    // A phone matches a scanned code by hashing it.
    expect(a.codeHash).toBe(createHash('sha256').update(ahmad.code).digest().subarray(0, 16).toString('base64url'));
    expect(list.households[1]!.codeHash).not.toBe(a.codeHash);
    expect(list.totals).toEqual([
      { eventId: d.akad, confirmedGuests: 3, arrivedGuests: 2 },
      { eventId: d.dinner, confirmedGuests: 0, arrivedGuests: 0 },
    ]);
    for (const secret of ['SECRET', '+601', 'secret.example', ahmad.code, lim.code, ahmad.code.split('.')[2]!]) expect(response.body).not.toContain(secret);

    // Asked again with its ETag: 304, no body; after an arrival, a new version.
    const again = await anonymous().get(`/api/checkin/${d.token}/list`, { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await sync(d.token, [item(lim.id, d.dinner, 1)]);
    const changed = await anonymous().get(`/api/checkin/${d.token}/list`, { 'if-none-match': response.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().version).not.toBe(list.version);
  });

  it('is 404 for a revoked link, and holds only its own invitation', async () => {
    const d = await door();
    const other = await door();
    await household(other.invitation.id, { name: 'Other wedding guest' });
    await household(d.invitation.id, { name: 'Mine' });
    const list = (await anonymous().get(`/api/checkin/${d.token}/list`)).json();
    expect(list.households.map((h: { name: string }) => h.name)).toEqual(['Mine']);
    expect((await host.client.request('DELETE', `/api/invitations/${d.invitation.id}/checkin-links/${d.linkId}`)).statusCode).toBe(204);
    const revoked = await anonymous().get(`/api/checkin/${d.token}/list`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('Mine');
  });
});

describe('syncing what phones recorded offline', () => {
  it('stores one check-in sent twice (same client id) once', async () => {
    const d = await door();
    const h = await household(d.invitation.id);
    const once = item(h.id, d.akad, 3, { deviceId: phoneA, knownArrived: 0 });
    expect((await sync(d.token, [once])).results[0]).toMatchObject({ status: 'recorded', added: 3 });
    const again = await sync(d.token, [once, once]);
    expect(again.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect(again.arrivals).toEqual([
      { householdId: h.id, eventId: d.akad, arrived: 3 },
      { householdId: h.id, eventId: d.dinner, arrived: 0 },
    ]);
    const rows = await db().select().from(checkins).where(eq(checkins.householdId, h.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceId: phoneA, guests: 3, requestedGuests: 3 });
  });

  it('merges two phones that checked in the same household offline: counted once, never doubled', async () => {
    const d = await door();
    const h = await household(d.invitation.id, { seats: 4 });
    await answer(d.invitation.id, h.id, { [d.akad]: 4 });
    // Both phones knew of no arrivals: A saw the family of 4, B saw 3 of them at the other door.
    const a = await sync(d.token, [item(h.id, d.akad, 4, { deviceId: phoneA, knownArrived: 0 })]);
    expect(a.results[0]).toMatchObject({ status: 'recorded', added: 4, conflict: false });
    const b = await sync(d.token, [item(h.id, d.akad, 3, { deviceId: phoneB, knownArrived: 0 })]);
    expect(b.results[0]).toMatchObject({ status: 'merged', added: 0, conflict: false });
    expect(b.arrivals).toContainEqual({ householdId: h.id, eventId: d.akad, arrived: 4 });
    expect(await arrivedAt(h.id, d.akad)).toBe(4);
    // A later check-in made knowing of the 4 (a real fifth guest, confirmed over the seats) adds.
    const later = await sync(d.token, [item(h.id, d.akad, 1, { deviceId: phoneB, knownArrived: 4, confirmOverSeats: true })]);
    expect(later.results[0]).toMatchObject({ status: 'recorded', added: 1 });
    expect(await arrivedAt(h.id, d.akad)).toBe(5);
    // Both doors are kept (the host sees who checked in where), the merged one with 0 added.
    const rows = await db().select().from(checkins).where(eq(checkins.householdId, h.id));
    expect(rows.map((row) => [row.deviceId, row.guests, row.requestedGuests]).sort()).toEqual(
      [
        [phoneA, 4, 4],
        [phoneB, 0, 3],
        [phoneB, 1, 1],
      ].sort(),
    );
  });

  it('merges the larger count: B saw more than A', async () => {
    const d = await door();
    const h = await household(d.invitation.id, { seats: 6 });
    await sync(d.token, [item(h.id, d.akad, 2, { deviceId: phoneA, knownArrived: 0 })]);
    const b = await sync(d.token, [item(h.id, d.akad, 5, { deviceId: phoneB, knownArrived: 0 })]);
    expect(b.results[0]).toMatchObject({ status: 'merged', added: 3 });
    expect(await arrivedAt(h.id, d.akad)).toBe(5);
  });

  it('reports a conflict (more arrivals than confirmed) in the reply of every phone that syncs', async () => {
    const d = await door();
    const h = await household(d.invitation.id, { name: 'Keluarga Conflict', seats: 5 });
    await answer(d.invitation.id, h.id, { [d.akad]: 2 });
    const a = await sync(d.token, [item(h.id, d.akad, 2, { deviceId: phoneA, knownArrived: 0 })]);
    expect(a.results[0]!.conflict).toBe(false);
    expect(a.conflicts).toEqual([]);
    const b = await sync(d.token, [item(h.id, d.akad, 1, { deviceId: phoneB, knownArrived: 2 })]);
    expect(b.results[0]).toMatchObject({ status: 'recorded', conflict: true });
    expect(b.conflicts).toEqual([{ householdId: h.id, eventId: d.akad, name: 'Keluarga Conflict', arrived: 3, expected: 2 }]);
    // Phone A hears of it on its next sync (or list download), though its own check-in made none.
    const other = await household(d.invitation.id, { name: 'Someone else' });
    expect((await sync(d.token, [item(other.id, d.akad, 1, { deviceId: phoneA })])).conflicts).toEqual(b.conflicts);
    expect((await anonymous().get(`/api/checkin/${d.token}/list`)).json().conflicts).toEqual(b.conflicts);
  });

  it('checks in a household that declined the event, or is not invited to it, only when the helper confirmed', async () => {
    const d = await door();
    const declined = await household(d.invitation.id, { seats: 3 });
    await answer(d.invitation.id, declined.id, { [d.akad]: 0 });
    const uninvited = await household(d.invitation.id, { seats: 2, eventIds: [d.dinner] });
    const refused = await sync(d.token, [item(declined.id, d.akad, 2), item(uninvited.id, d.akad, 1)]);
    expect(refused.results.map((r) => [r.status, r.added])).toEqual([
      ['declined', 0],
      ['not_invited', 0],
    ]);
    expect(await arrivedAt(declined.id, d.akad)).toBe(0);
    const confirmed = await sync(d.token, [item(declined.id, d.akad, 2, { confirmUnexpected: true }), item(uninvited.id, d.akad, 1, { confirmUnexpected: true })]);
    expect(confirmed.results.map((r) => r.status)).toEqual(['recorded', 'recorded']);
    // Declined and came: more than the 0 it confirmed.
    expect(confirmed.results[0]!.conflict).toBe(true);
    const rows = await db().select({ unexpected: checkins.unexpected, householdId: checkins.householdId }).from(checkins).where(eq(checkins.invitationId, d.invitation.id));
    expect(rows.map((row) => row.unexpected).sort()).toEqual(['declined', 'not_invited']);
    // The seats bound still holds for a confirmed one.
    expect((await sync(d.token, [item(uninvited.id, d.akad, 30, { confirmUnexpected: true, confirmOverSeats: true })])).results[0]!.status).toBe('over_limit');
    // An event of another invitation is never accepted.
    expect((await sync(d.token, [item(declined.id, randomUUID(), 1, { confirmUnexpected: true })])).results[0]!.status).toBe('not_invited');
  });

  it('records walk-ins apart, once per client id, at most the limit per link and event', async () => {
    const d = await door();
    const first = walkIn(d.akad, { name: '  Pak Cik driver  ', guests: 2, deviceId: phoneA });
    const reply = await sync(d.token, [], [first, first]);
    expect(reply.results).toEqual([]);
    expect(reply.walkIns!.map((r) => r.status)).toEqual(['recorded', 'duplicate']);
    expect(reply.walkInCounts).toEqual([{ eventId: d.akad, entries: 1, guests: 2 }]);
    const [row] = await db().select().from(checkinWalkIns).where(eq(checkinWalkIns.id, first.scanId));
    expect(row).toMatchObject({ name: 'Pak Cik driver', guests: 2, deviceId: phoneA, linkId: d.linkId });

    const rest = Array.from({ length: CHECKIN_LIMITS.walkInsPerLinkEvent }, () => walkIn(d.akad));
    const bounded = await sync(d.token, [], rest);
    expect(bounded.walkIns!.filter((r) => r.status === 'recorded')).toHaveLength(CHECKIN_LIMITS.walkInsPerLinkEvent - 1);
    expect(bounded.walkIns!.at(-1)!.status).toBe('walk_in_limit');
    // Another event has its own allowance; a name past the limit and an empty batch are refused.
    expect((await sync(d.token, [], [walkIn(d.dinner)])).walkIns![0]!.status).toBe('recorded');
    expect((await anonymous().post(`/api/checkin/${d.token}/arrivals`, { walkIns: [walkIn(d.akad, { name: 'x'.repeat(CHECKIN_LIMITS.walkInNameMax + 1) })] })).statusCode).toBe(400);
    expect((await anonymous().post(`/api/checkin/${d.token}/arrivals`, { arrivals: [], walkIns: [] })).statusCode).toBe(400);
    // The list counts them apart from households.
    expect((await anonymous().get(`/api/checkin/${d.token}/list`)).json().walkInCounts).toEqual(
      expect.arrayContaining([
        { eventId: d.akad, entries: CHECKIN_LIMITS.walkInsPerLinkEvent, guests: CHECKIN_LIMITS.walkInsPerLinkEvent + 1 },
        { eventId: d.dinner, entries: 1, guests: 1 },
      ]),
    );
  });
});
