import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKIN_LIMITS, type ArrivalInput } from '@shared/checkin';
import { checkinLinks, checkins, households, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { checkinCodeFor } from '@server/features/checkin/code';
import { tokenKey } from '@server/features/checkin/routes';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { LIMITS } from '@server/plugins/rate-limits';
import { scaled } from '../e2e/support/timeouts';
import { insertInvitation } from '../support/invitations';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 18: the check-in link's narrow access (product.md §13). A helper's link reads only names,
 * seats, events and arrivals of its own invitation; another host, a dead link, a code of another
 * invitation and hostile input get nothing; every door route is rate-limited.
 */

/** Private data planted on every household and answer: it must never reach a helper. */
const PRIVATE = { phone: '+60129998877', email: 'private-guest@private.example', note: 'PRIVATE NOTE 42', tag: 'PRIVATE TAG 42', wish: 'PRIVATE WISH 42', plate: 'PRIVATE PLATE 42', answerEmail: 'answer@private.example' };
/** Every key a helper's answer may hold. */
const ALLOWED_KEYS = new Set(['title', 'timeZone', 'events', 'expiresAt', 'id', 'name', 'date', 'time', 'seats', 'eventId', 'attendingGuests', 'arrived', 'households', 'results', 'scanId', 'status', 'household',
  // The offline door (issue 28): answers, the list's code hashes and totals, the sync's merge and conflicts, walk-ins.
  'answer', 'added', 'conflict', 'arrivals', 'conflicts', 'walkIns', 'walkInCounts', 'householdId', 'expected', 'entries', 'guests',
  'version', 'generatedAt', 'session', 'totals', 'confirmedGuests', 'arrivedGuests', 'codeHash',
  // Angpau at the door (issue 32): whether this link records them; a record's answer carries no amount.
  'canRecordGifts']);

let t: TestApp;
let hostA: Awaited<ReturnType<typeof signedInUser>>;
let hostB: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  hostA = await signedInUser(t, 'door-host-a@example.com');
  hostB = await signedInUser(t, 'door-host-b@example.com');
});
afterAll(async () => {
  await t.close();
});
// Every call comes from 127.0.0.1: one test's calls never trip the next one's per-address limit.
beforeEach(async () => {
  await t.ctx.limiter.reset('checkin-ip:127.0.0.1');
  await t.ctx.limiter.reset('checkin-qr-ip:127.0.0.1');
});

const db = () => t.ctx.database.db;
const anonymous = () => new Client(t.app);

async function weddingOf(host: typeof hostA, name: string) {
  const invitation = await insertInvitation(db(), { userId: host.id, eventName: `<p>${name}</p>` });
  const id = randomUUID();
  await db()
    .insert(households)
    .values({ id, invitationId: invitation.id, name: `${name} Household`, seats: 2, phone: PRIVATE.phone, email: PRIVATE.email, note: PRIVATE.note, tags: [PRIVATE.tag], tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  const [answer] = await db()
    .insert(rsvpResponses)
    .values({ invitationId: invitation.id, householdId: id, guestName: name, email: PRIVATE.answerEmail, phone: PRIVATE.phone, attending: true, numberOfGuests: 2, wishes: PRIVATE.wish, carPlate: PRIVATE.plate, mealChoice: 'm1' })
    .returning();
  await db().insert(rsvpEventAnswers).values({ responseId: answer!.id, invitationId: invitation.id, eventId: invitation.id, attending: true, guests: 2, mealChoice: 'm1' });
  const link = await host.client.post(`/api/invitations/${invitation.id}/checkin-links`, { label: 'Door' });
  expect(link.statusCode, link.body).toBe(201);
  const token = (link.json().url as string).split('/checkin/')[1]!;
  return {
    invitation,
    eventId: invitation.id,
    household: { id, token: householdToken(t.ctx.secret, id, 1), code: checkinCodeFor(t.ctx.secret, { id, linkVersion: 1 }), name: `${name} Household` },
    link: { id: link.json().id as string, token },
  };
}

const arrival = (householdId: string, eventId: string, extra: Partial<ArrivalInput> = {}): ArrivalInput => ({ scanId: randomUUID(), householdId, eventId, guests: 1, scannedAt: new Date().toISOString(), ...extra });

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

function expectNarrow(body: string) {
  expect(keysOf(JSON.parse(body)).filter((key) => !ALLOWED_KEYS.has(key))).toEqual([]);
  for (const marker of Object.values(PRIVATE)) expect(body).not.toContain(marker);
}

describe("a helper's link reads only names, seats, events and arrivals", () => {
  it('never answers a phone, e-mail, note, group, wish, meal or car plate, on any door route', async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    const answers = [
      await anonymous().get(`/api/checkin/${a.link.token}`),
      await anonymous().post(`/api/checkin/${a.link.token}/lookup`, { code: a.household.code }),
      await anonymous().get(`/api/checkin/${a.link.token}/households?q=aisyah`),
      await anonymous().post(`/api/checkin/${a.link.token}/arrivals`, { arrivals: [arrival(a.household.id, a.eventId)] }),
      await anonymous().get(`/api/checkin/${a.link.token}/list`),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(200);
      expectNarrow(response.body);
    }
    expect(answers[2]!.json().households).toHaveLength(1);
    expect(answers[3]!.json().results[0].status).toBe('recorded');
  });

  it("another host's link cannot read or record this invitation's households", async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    const b = await weddingOf(hostB, 'Bakar');
    // B's session is B's.
    expect((await anonymous().get(`/api/checkin/${b.link.token}`)).json().title).toBe('Bakar');
    // A's code on B's link: the same 404 as a made-up code.
    const lookup = await anonymous().post(`/api/checkin/${b.link.token}/lookup`, { code: a.household.code });
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json().error.code).toBe('CHECKIN_CODE_NOT_FOUND');
    // A's household by name on B's link: nothing.
    expect((await anonymous().get(`/api/checkin/${b.link.token}/households?q=aisyah`)).json().households).toEqual([]);
    // A's household on B's link, with B's event or A's: not found, nothing stored, nothing told.
    const results = (await anonymous().post(`/api/checkin/${b.link.token}/arrivals`, { arrivals: [arrival(a.household.id, b.eventId), arrival(a.household.id, a.eventId)] })).json().results;
    expect(results.map((r: { status: string; household: unknown }) => [r.status, r.household])).toEqual([
      ['not_found', null],
      ['not_found', null],
    ]);
    expect(await db().select().from(checkins).where(eq(checkins.householdId, a.household.id))).toEqual([]);
  });

  it("a scanId already used on another invitation is a 'duplicate' that tells nothing about it", async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    const b = await weddingOf(hostB, 'Bakar');
    const scan = arrival(a.household.id, a.eventId);
    expect((await anonymous().post(`/api/checkin/${a.link.token}/arrivals`, { arrivals: [scan] })).json().results[0].status).toBe('recorded');
    const reused = (await anonymous().post(`/api/checkin/${b.link.token}/arrivals`, { arrivals: [{ ...scan, householdId: b.household.id, eventId: b.eventId }] })).json().results[0];
    expect(reused.status).toBe('duplicate');
    // Only B's own household (what B's helper sent) comes back, with B's arrivals (none).
    expect(reused.household).toEqual({ id: b.household.id, name: 'Bakar Household', seats: 2, events: [{ eventId: b.eventId, attendingGuests: 2, answer: 'attending', arrived: 0 }] });
    const [stored] = await db().select().from(checkins).where(eq(checkins.id, scan.scanId));
    expect(stored!.invitationId).toBe(a.invitation.id);
  });

  it("another host cannot list, make or revoke this invitation's links, nor read its arrivals; anonymous gets 401", async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    const b = await weddingOf(hostB, 'Bakar');
    expect((await hostB.client.get(`/api/invitations/${a.invitation.id}/checkin-links`)).statusCode).toBe(404);
    expect((await hostB.client.post(`/api/invitations/${a.invitation.id}/checkin-links`, {})).statusCode).toBe(404);
    expect((await hostB.client.get(`/api/invitations/${a.invitation.id}/arrivals`)).statusCode).toBe(404);
    expect((await hostB.client.request('DELETE', `/api/invitations/${a.invitation.id}/checkin-links/${a.link.id}`)).statusCode).toBe(404);
    // A's link through B's own invitation: not B's link.
    expect((await hostB.client.request('DELETE', `/api/invitations/${b.invitation.id}/checkin-links/${a.link.id}`)).statusCode).toBe(404);
    expect((await anonymous().get(`/api/checkin/${a.link.token}`)).statusCode).toBe(200);
    expect((await anonymous().get(`/api/invitations/${a.invitation.id}/checkin-links`)).statusCode).toBe(401);
    expect((await anonymous().post(`/api/invitations/${a.invitation.id}/checkin-links`, {})).statusCode).toBe(401);
  });
});

describe('a dead link', () => {
  it.each(['revoked', 'expired'])('answers every door route 404 once %s', async (how) => {
    const a = await weddingOf(hostA, 'Aisyah');
    if (how === 'revoked') await hostA.client.request('DELETE', `/api/invitations/${a.invitation.id}/checkin-links/${a.link.id}`);
    else await db().update(checkinLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkinLinks.id, a.link.id));
    const calls = [
      anonymous().get(`/api/checkin/${a.link.token}`),
      anonymous().post(`/api/checkin/${a.link.token}/lookup`, { code: a.household.code }),
      anonymous().get(`/api/checkin/${a.link.token}/households?q=aisyah`),
      anonymous().post(`/api/checkin/${a.link.token}/arrivals`, { arrivals: [arrival(a.household.id, a.eventId)] }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('CHECKIN_LINK_NOT_FOUND');
    }
    expect(await db().select().from(checkins).where(eq(checkins.householdId, a.household.id))).toEqual([]);
  });
});

describe('hostile input', () => {
  it('refuses a huge or short search, bad ids, 51 arrivals, a long code, odd guests and a huge token', async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    const door = `/api/checkin/${a.link.token}`;
    expect((await anonymous().get(`${door}/households?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await anonymous().get(`${door}/households?q=${'%25'.repeat(3000)}`)).statusCode).toBe(400);
    expect((await anonymous().get(`${door}/households?q=%20a%20`)).statusCode).toBe(400);
    expect((await anonymous().get(`${door}/households?q[]=ab&q[]=cd`)).statusCode).toBe(400);
    expect((await anonymous().post(`${door}/lookup`, { code: 'J'.repeat(CHECKIN_LIMITS.codeMax + 1) })).statusCode).toBe(400);
    expect((await anonymous().post(`${door}/lookup`, { code: { $ne: '' } })).statusCode).toBe(400);
    const good = arrival(a.household.id, a.eventId);
    for (const bad of [
      { ...good, scanId: 'not-a-uuid' },
      { ...good, householdId: "' OR 1=1 --" },
      { ...good, eventId: '' },
      { ...good, guests: 0 },
      { ...good, guests: 31 },
      { ...good, guests: 1.5 },
      { ...good, scannedAt: 'yesterday' },
    ]) {
      expect((await anonymous().post(`${door}/arrivals`, { arrivals: [bad] })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const tooMany = Array.from({ length: CHECKIN_LIMITS.batchMax + 1 }, () => arrival(a.household.id, a.eventId));
    expect((await anonymous().post(`${door}/arrivals`, { arrivals: tooMany })).statusCode).toBe(400);
    expect((await anonymous().post(`${door}/arrivals`, { arrivals: [] })).statusCode).toBe(400);
    expect(await db().select().from(checkins).where(eq(checkins.householdId, a.household.id))).toEqual([]);
    expect([400, 404, 414]).toContain((await anonymous().get(`/api/checkin/${'A'.repeat(5000)}`)).statusCode);
    expect((await anonymous().get(`/api/checkin/${a.link.token.toUpperCase()}`)).statusCode).toBe(404);
  });

  it('takes 50 arrivals at once, each answered in order', async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    await db().update(households).set({ seats: 30 }).where(eq(households.id, a.household.id));
    const batch = Array.from({ length: CHECKIN_LIMITS.batchMax }, () => arrival(a.household.id, a.eventId, { confirmOverSeats: true }));
    const response = await anonymous().post(`/api/checkin/${a.link.token}/arrivals`, { arrivals: batch });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((r: { scanId: string }) => r.scanId)).toEqual(batch.map((b) => b.scanId));
    const recorded = 30 + CHECKIN_LIMITS.overSeatsMax;
    expect(response.json().results.map((r: { status: string }) => r.status)).toEqual([...Array(recorded).fill('recorded'), ...Array(CHECKIN_LIMITS.batchMax - recorded).fill('over_limit')]);
    expect(response.json().results.at(-1).household.events[0].arrived).toBe(recorded);
  });
});

/** Guests recorded for one household at one event. */
async function arrivedAt(householdId: string, eventId: string): Promise<number> {
  const rows = await db().select({ guests: checkins.guests, eventId: checkins.eventId }).from(checkins).where(eq(checkins.householdId, householdId));
  return rows.filter((row) => row.eventId === eventId).reduce((sum, row) => sum + row.guests, 0);
}

describe("'Record anyway' (issue 27, LOW 5: one link recorded 1,502 arrivals for a 4-seat household)", () => {
  it(`records at most ${CHECKIN_LIMITS.overSeatsMax} guests beyond the seats; 1,502 confirmed arrivals leave the rest refused as over_limit`, async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    await db().update(households).set({ seats: 4 }).where(eq(households.id, a.household.id));
    const limit = 4 + CHECKIN_LIMITS.overSeatsMax;
    const statuses: string[] = [];
    for (let sent = 0; sent < 1_502; sent += CHECKIN_LIMITS.batchMax) {
      const batch = Array.from({ length: Math.min(CHECKIN_LIMITS.batchMax, 1_502 - sent) }, () => arrival(a.household.id, a.eventId, { confirmOverSeats: true }));
      const response = await anonymous().post(`/api/checkin/${a.link.token}/arrivals`, { arrivals: batch });
      expect(response.statusCode, response.body).toBe(200);
      statuses.push(...response.json().results.map((r: { status: string }) => r.status));
    }
    expect(statuses).toHaveLength(1_502);
    expect(statuses.filter((status) => status === 'recorded')).toHaveLength(limit);
    expect(statuses.slice(limit).every((status) => status === 'over_limit')).toBe(true);
    expect(await arrivedAt(a.household.id, a.eventId)).toBe(limit);
    // 1,502 arrivals are 1,502 transactions: on a busy machine more than the usual 30 s.
  }, scaled(120_000));

  it('refuses a confirmed arrival that would pass the bound, even when fewer guests would fit; without confirmation it is over_limit too', async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    const door = `/api/checkin/${a.link.token}/arrivals`;
    // Seats 2: 2 + 5 = 7 at most.
    expect((await anonymous().post(door, { arrivals: [arrival(a.household.id, a.eventId, { guests: 6, confirmOverSeats: true })] })).json().results[0].status).toBe('recorded');
    const [refused] = (await anonymous().post(door, { arrivals: [arrival(a.household.id, a.eventId, { guests: 2, confirmOverSeats: true })] })).json().results;
    expect(refused.status).toBe('over_limit');
    expect(refused.household.events[0].arrived).toBe(6);
    // Asking without confirmation is told the bound, not offered 'Record anyway'.
    expect((await anonymous().post(door, { arrivals: [arrival(a.household.id, a.eventId, { guests: 2 })] })).json().results[0].status).toBe('over_limit');
    expect((await anonymous().post(door, { arrivals: [arrival(a.household.id, a.eventId, { guests: 1, confirmOverSeats: true })] })).json().results[0].status).toBe('recorded');
    expect(await arrivedAt(a.household.id, a.eventId)).toBe(7);
  });

  it('holds under concurrent requests from several links: the household row is locked while its arrivals are counted', async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    await db().update(households).set({ seats: 4 }).where(eq(households.id, a.household.id));
    const links = [a.link.token];
    for (const label of ['B', 'C', 'D']) {
      const made = await hostA.client.post(`/api/invitations/${a.invitation.id}/checkin-links`, { label });
      links.push((made.json().url as string).split('/checkin/')[1]!);
    }
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, n) => anonymous().post(`/api/checkin/${links[n % links.length]}/arrivals`, { arrivals: [arrival(a.household.id, a.eventId, { confirmOverSeats: true })] })),
    );
    const statuses = responses.map((response) => response.json().results[0].status as string);
    expect(statuses.filter((status) => status === 'recorded')).toHaveLength(4 + CHECKIN_LIMITS.overSeatsMax);
    expect(statuses.filter((status) => status !== 'recorded').every((status) => status === 'over_limit')).toBe(true);
    expect(await arrivedAt(a.household.id, a.eventId)).toBe(4 + CHECKIN_LIMITS.overSeatsMax);
  });
});

describe('rate limits', () => {
  it('refuse a link past its per-link allowance with 429 and Retry-After, on every door route', async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    const key = `checkin-link:${tokenKey(a.link.token)}`;
    const { limit, windowMs } = LIMITS.checkinPerLink;
    for (let n = 0; n < limit; n += 1) await t.ctx.limiter.hit(key, limit, windowMs);
    for (const response of [
      await anonymous().get(`/api/checkin/${a.link.token}`),
      await anonymous().post(`/api/checkin/${a.link.token}/lookup`, { code: a.household.code }),
      await anonymous().get(`/api/checkin/${a.link.token}/households?q=ai`),
      await anonymous().post(`/api/checkin/${a.link.token}/arrivals`, { arrivals: [arrival(a.household.id, a.eventId)] }),
    ]) {
      expect(response.statusCode).toBe(429);
      expect(response.json().error.code).toBe('RATE_LIMITED');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another link of the same invitation is counted on its own.
    const other = await hostA.client.post(`/api/invitations/${a.invitation.id}/checkin-links`, {});
    expect((await anonymous().get(`/api/checkin/${(other.json().url as string).split('/checkin/')[1]}`)).statusCode).toBe(200);
    await t.ctx.limiter.reset(key);
  });

  it('count guesses of unknown tokens per address', async () => {
    const { limit, windowMs } = LIMITS.checkinPerAddress;
    for (let n = 0; n < limit - 1; n += 1) await t.ctx.limiter.hit('checkin-ip:127.0.0.1', limit, windowMs);
    expect((await anonymous().get(`/api/checkin/${'B'.repeat(43)}`)).statusCode).toBe(404);
    expect((await anonymous().get(`/api/checkin/${'C'.repeat(43)}`)).statusCode).toBe(429);
  });

  it("count the name search on its own, tighter allowance", async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    const { limit, windowMs } = LIMITS.checkinSearchPerLink;
    for (let n = 0; n < limit; n += 1) await t.ctx.limiter.hit(`checkin-search:${tokenKey(a.link.token)}`, limit, windowMs);
    expect((await anonymous().get(`/api/checkin/${a.link.token}/households?q=ai`)).statusCode).toBe(429);
    expect((await anonymous().get(`/api/checkin/${a.link.token}`)).statusCode).toBe(200);
  });

  it("limit a household's QR image per token", async () => {
    const a = await weddingOf(hostA, 'Aisyah');
    const { limit, windowMs } = LIMITS.checkinQrPerToken;
    expect((await anonymous().get(`/api/guest-links/${a.household.token}/checkin-qr.svg`)).statusCode).toBe(200);
    for (let n = 0; n < limit; n += 1) await t.ctx.limiter.hit(`checkin-qr:${tokenKey(a.household.token)}`, limit, windowMs);
    expect((await anonymous().get(`/api/guest-links/${a.household.token}/checkin-qr.png`)).statusCode).toBe(429);
  });
});
