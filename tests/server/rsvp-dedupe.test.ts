import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { households, rsvpResponses } from '@server/db/schema';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { Client, createTestApp, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

/*
 * Issue 17: open-link answers from the same guest (the same e-mail, the same phone, or the same name
 * from the same device) change the earlier answer instead of counting twice, and the receipt says so.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DEVICE_A = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const DEVICE_B = 'ffeeddccbbaa99887766554433221100';
const answer = (overrides: Record<string, unknown> = {}) => ({ guestName: 'Siti Aminah', email: '', attending: true, numberOfGuests: 2, mealChoice: 'm1', wishes: '', ...overrides });
const post = (invitationId: string, body: Record<string, unknown>) => new Client(t.app).post(`/api/invitations/${invitationId}/rsvp`, body);
const rows = (invitationId: string) => t.ctx.database.db.select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, invitationId));
const editToken = (editUrl: string) => editUrl.split('#rsvp-edit=')[1]!;

describe('the same guest answering twice through the open link', () => {
  it('by e-mail (in any case): one row, the newer answer, and the receipt says it updated', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const first = await post(inv.id, answer({ email: 'siti@example.com', phone: '012-345 6789', wishes: 'Tahniah!' }));
    expect(first.statusCode).toBe(201);
    expect(first.json().updated).toBe(false);
    const second = await post(inv.id, answer({ guestName: 'Siti', email: '  SITI@Example.com ', numberOfGuests: 3, wishes: '' }));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id: first.json().id, updated: true, guestName: 'Siti' });

    const stored = await rows(inv.id);
    expect(stored).toHaveLength(1);
    // The newest answer wins; the phone the guest left out this time is kept.
    expect(stored[0]).toMatchObject({ guestName: 'Siti', email: 'siti@example.com', numberOfGuests: 3, wishes: '', phone: '+60123456789' });
    // The edit link moved to the newest receipt.
    expect((await new Client(t.app).get(`/api/rsvp-edit/${editToken(second.json().editUrl)}`)).json()).toMatchObject({ numberOfGuests: 3, phone: '+60123456789' });
    expect((await new Client(t.app).get(`/api/rsvp-edit/${editToken(first.json().editUrl)}`)).statusCode).toBe(404);
  });

  it('by phone, whatever its spelling', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const spellings = ['012-345 6789', '+60 12-345 6789', '60123456789', '0123456789'];
    const receipts = [];
    for (const [i, phone] of spellings.entries()) {
      const response = await post(inv.id, answer({ guestName: `Siti ${i}`, phone, numberOfGuests: i + 1 }));
      expect(response.statusCode, phone).toBe(201);
      receipts.push(response.json());
    }
    expect(receipts.map((receipt) => receipt.updated)).toEqual([false, true, true, true]);
    const stored = await rows(inv.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ phone: '+60123456789', guestName: 'Siti 3', numberOfGuests: 4 });
    // Another number is another guest.
    expect((await post(inv.id, answer({ phone: '+65 9123 4567' }))).json().updated).toBe(false);
    expect(await rows(inv.id)).toHaveLength(2);
  });

  it('by the same name from the same device, not from another device or without one', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    expect((await post(inv.id, answer({ deviceId: DEVICE_A }))).json().updated).toBe(false);
    const again = await post(inv.id, answer({ guestName: 'siti aminah', deviceId: DEVICE_A, attending: false }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ updated: true, attending: false });
    expect(await rows(inv.id)).toEqual([expect.objectContaining({ guestName: 'siti aminah', attending: false, numberOfGuests: 0, deviceId: DEVICE_A })]);

    // The same name on another device is someone else with that name; so is a page without a device id.
    expect((await post(inv.id, answer({ deviceId: DEVICE_B }))).json().updated).toBe(false);
    expect((await post(inv.id, answer())).json().updated).toBe(false);
    // Another name on the same device: a family answering one after another from one phone.
    expect((await post(inv.id, answer({ guestName: 'Ahmad Faiz', deviceId: DEVICE_A }))).json().updated).toBe(false);
    expect(await rows(inv.id)).toHaveLength(4);
  });

  it('never matches another invitation, nor an invited household’s answer', async () => {
    const db = t.ctx.database.db;
    const inv = await insertInvitation(db);
    const other = await insertInvitation(db);
    expect((await post(inv.id, answer({ email: 'lim@example.com' }))).json().updated).toBe(false);
    expect((await post(other.id, answer({ email: 'lim@example.com' }))).json().updated).toBe(false);

    const id = randomUUID();
    await db.insert(households).values({ id, invitationId: inv.id, name: 'Keluarga Lim', seats: 3, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
    const linked = await new Client(t.app).request('PUT', `/api/guest-links/${householdToken(t.ctx.secret, id, 1)}/rsvp`, answer({ email: 'tan@example.com' }));
    expect(linked.statusCode).toBe(200);
    // The household's answer belongs to its link: an open-link answer with its e-mail is a new one.
    expect((await post(inv.id, answer({ email: 'tan@example.com' }))).json().updated).toBe(false);
    expect(await rows(inv.id)).toHaveLength(3);
    expect(await rows(other.id)).toHaveLength(1);
  });

  it('refuses a phone number it cannot read, and a malformed device id', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const phone = await post(inv.id, answer({ phone: '123' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.message).toBe('Please enter a valid phone number (e.g. 012-345 6789 or +65 9123 4567)');
    expect((await post(inv.id, answer({ deviceId: 'x'.repeat(65) }))).statusCode).toBe(400);
    expect((await post(inv.id, answer({ deviceId: '<script>alert(1)</script>' }))).statusCode).toBe(400);
    expect(await rows(inv.id)).toHaveLength(0);
  });
});
