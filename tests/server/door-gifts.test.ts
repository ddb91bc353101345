import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_LIMITS } from '@shared/checkin';
import type { DoorGiftBatchResult, DoorGiftInput } from '@shared/door-gifts';
import { GIFT_LIMITS } from '@shared/gifts';
import { GUEST_MESSAGES } from '@shared/server-messages/guest';
import { checkinLinks, gifts, households } from '@server/db/schema';
import { householdTokenHash } from '@server/features/guests/links';
import { insertInvitation } from '../support/invitations';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 32 point 4, angpau at the door (product.md §16): a helper's link records envelopes (amount
 * and note optional) against a household of its invitation; a resend is stored once (the phone's
 * id); a link made without the angpau part, a revoked or an expired one records nothing; bounds,
 * hostile input and a household of another invitation are refused.
 */

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  host = await signedInUser(t, 'door-gifts-host@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const anonymous = () => new Client(t.app);

async function door(linkInput: { canRecordGifts?: boolean } = {}) {
  const invitation = await insertInvitation(db(), { userId: host.id, eventName: 'Mei Ling & Wei Jie', date: '2027-03-20', time: '19:00' });
  const response = await host.client.post(`/api/invitations/${invitation.id}/checkin-links`, { label: 'Angpau table', ...linkInput });
  expect(response.statusCode, response.body).toBe(201);
  const link = response.json();
  const session = (await anonymous().get(`/api/checkin/${(link.url as string).split('/checkin/')[1]!}`)).json();
  return { invitation, linkId: link.id as string, canRecordGifts: link.canRecordGifts as boolean, token: (link.url as string).split('/checkin/')[1]!, eventId: session.events[0].id as string, session };
}

async function household(invitationId: string, name = 'Uncle Lim') {
  const id = randomUUID();
  await db().insert(households).values({ id, invitationId, name, seats: 4, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  return id;
}

const gift = (householdId: string, extra: Partial<DoorGiftInput> = {}): DoorGiftInput => ({ giftId: randomUUID(), householdId, envelopes: 1, recordedAt: new Date().toISOString(), ...extra });
const send = (token: string, body: unknown) => anonymous().post(`/api/checkin/${token}/gifts`, body);
const giftsOf = async (invitationId: string) => db().select().from(gifts).where(eq(gifts.invitationId, invitationId));

describe('angpau at the door', () => {
  it('records envelopes, amount and note against the household, from the link, once per phone-made id', async () => {
    const d = await door();
    expect(d.canRecordGifts).toBe(true);
    expect(d.session.canRecordGifts).toBe(true);
    const lim = await household(d.invitation.id);
    const phone = randomUUID();
    const first = gift(lim, { envelopes: 3, amountSen: 38_800, note: "from Uncle Lim's family", eventId: d.eventId, deviceId: phone });
    const response = await send(d.token, { gifts: [first, gift(lim)] });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as DoorGiftBatchResult;
    expect(reply.results.map((r) => r.status)).toEqual(['recorded', 'recorded']);
    expect(reply.envelopes).toEqual([{ householdId: lim, envelopes: 4 }]);

    // The same record again (the answer was lost): stored once.
    const again = (await send(d.token, { gifts: [first] })).json() as DoorGiftBatchResult;
    expect(again.results).toEqual([{ giftId: first.giftId, status: 'duplicate' }]);
    const rows = await giftsOf(d.invitation.id);
    expect(rows).toHaveLength(2);
    const stored = rows.find((row) => row.id === first.giftId)!;
    expect(stored).toMatchObject({ householdId: lim, eventId: d.eventId, source: 'door', method: 'angpau', envelopes: 3, amountSen: 38_800, note: "from Uncle Lim's family", linkId: d.linkId, deviceId: phone, recordedBy: null });

    // The host's panel counts the envelopes of the event.
    const summary = (await host.client.get(`/api/invitations/${d.invitation.id}/arrivals`)).json();
    expect(summary.events[0]).toMatchObject({ eventId: d.eventId, angpauEnvelopes: 3 });
  });

  it('refuses every record from a link made without the angpau part (403), and says so to the door page', async () => {
    const d = await door({ canRecordGifts: false });
    expect(d.canRecordGifts).toBe(false);
    expect(d.session.canRecordGifts).toBe(false);
    const links = (await host.client.get(`/api/invitations/${d.invitation.id}/checkin-links`)).json();
    expect(links[0].canRecordGifts).toBe(false);
    const lim = await household(d.invitation.id);
    const response = await send(d.token, { gifts: [gift(lim, { amountSen: 10_000 })] });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'CHECKIN_GIFTS_OFF', message: GUEST_MESSAGES.CHECKIN_GIFTS_OFF.english });
    expect(await giftsOf(d.invitation.id)).toHaveLength(0);
  });

  it('a revoked or expired link records nothing (404 like an unknown one)', async () => {
    const d = await door();
    const lim = await household(d.invitation.id);
    expect((await host.client.request('DELETE', `/api/invitations/${d.invitation.id}/checkin-links/${d.linkId}`)).statusCode).toBe(204);
    expect((await send(d.token, { gifts: [gift(lim)] })).statusCode).toBe(404);

    const e = await door();
    const tan = await household(e.invitation.id);
    await db().update(checkinLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkinLinks.id, e.linkId));
    expect((await send(e.token, { gifts: [gift(tan)] })).statusCode).toBe(404);
    expect((await send('x'.repeat(43), { gifts: [gift(tan)] })).statusCode).toBe(404);
    expect([...(await giftsOf(d.invitation.id)), ...(await giftsOf(e.invitation.id))]).toHaveLength(0);
  });

  it("refuses a household or an event of another invitation, and an id already used by another invitation's gift, storing nothing", async () => {
    const mine = await door();
    const theirs = await door();
    const stranger = await household(theirs.invitation.id, 'Not yours');
    const lim = await household(mine.invitation.id);
    const reused = gift(stranger);
    expect((await send(theirs.token, { gifts: [reused] })).json().results[0].status).toBe('recorded');
    const reply = (await send(mine.token, { gifts: [gift(stranger), gift(lim, { eventId: theirs.eventId }), { ...reused, householdId: lim }] })).json() as DoorGiftBatchResult;
    expect(reply.results.map((r) => r.status)).toEqual(['not_found', 'not_found', 'duplicate']);
    // Nothing of the other invitation is answered: no envelopes of its household.
    expect(reply.envelopes).toEqual([]);
    expect(await giftsOf(mine.invitation.id)).toHaveLength(0);
    expect((await giftsOf(theirs.invitation.id)).map((row) => row.householdId)).toEqual([stranger]);
  });

  it('holds the bounds: envelopes, amount in whole sen, note and name lengths, batch size; hostile text is stored as text', async () => {
    const d = await door();
    const lim = await household(d.invitation.id);
    const refused: unknown[] = [
      { gifts: [] },
      { gifts: Array.from({ length: CHECKIN_LIMITS.batchMax + 1 }, () => gift(lim)) },
      { gifts: [gift(lim, { envelopes: 0 })] },
      { gifts: [gift(lim, { envelopes: GIFT_LIMITS.envelopesMax + 1 })] },
      { gifts: [gift(lim, { amountSen: 0 })] },
      { gifts: [gift(lim, { amountSen: -500 })] },
      { gifts: [gift(lim, { amountSen: 12.5 })] },
      { gifts: [gift(lim, { amountSen: GIFT_LIMITS.amountSenMax + 1 })] },
      { gifts: [gift(lim, { note: 'x'.repeat(GIFT_LIMITS.noteMax + 1) })] },
      { gifts: [gift(lim, { fromName: 'x'.repeat(GIFT_LIMITS.fromNameMax + 1) })] },
      { gifts: [{ ...gift(lim), giftId: 'not-a-uuid' }] },
      { gifts: [{ ...gift(lim), householdId: "1' OR '1'='1" }] },
      { gifts: [{ ...gift(lim), recordedAt: 'yesterday' }] },
      { gifts: [{ ...gift(lim), envelopes: '3' }] },
      { gifts: 'all of them' },
    ];
    for (const body of refused) expect((await send(d.token, body)).statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    expect(await giftsOf(d.invitation.id)).toHaveLength(0);

    const future = new Date(Date.now() + 365 * 86_400_000).toISOString();
    const hostile = gift(lim, { envelopes: GIFT_LIMITS.envelopesMax, amountSen: GIFT_LIMITS.amountSenMax, note: '  <script>alert(1)</script>  ', fromName: '=HYPERLINK("x")', recordedAt: future });
    expect((await send(d.token, { gifts: [hostile] })).json().results[0].status).toBe('recorded');
    const [row] = await giftsOf(d.invitation.id);
    expect(row).toMatchObject({ note: '<script>alert(1)</script>', fromName: '=HYPERLINK("x")', amountSen: GIFT_LIMITS.amountSenMax });
    // A phone clock ahead is not believed.
    expect(row!.givenAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
