import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsvpResponses } from '@server/db/schema';
import { Client, createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const guest = () => new Client(t.app);
const answer = (overrides: Record<string, unknown> = {}) => ({ guestName: 'Lina', email: '', attending: true, numberOfGuests: 2, mealChoice: 'm1', wishes: 'Congrats!', ...overrides });
const rows = (invitationId: string) => t.ctx.database.db.select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, invitationId));

describe('submitting an RSVP', () => {
  it('stores one row and answers with a private edit link (by id and by slug)', async () => {
    const inv = await insertInvitation(t.ctx.database.db, { customSlug: 'lina-party' });
    const byId = await guest().post(`/api/invitations/${inv.id}/rsvp`, answer());
    expect(byId.statusCode).toBe(201);
    expect(byId.json()).toMatchObject({ attending: true, guestName: 'Lina', editUrl: expect.stringMatching(/^http:\/\/localhost:3000\/view\/lina-party#rsvp-edit=[\w-]{20,}$/) });
    const bySlug = await guest().post('/api/invitations/LINA-PARTY/rsvp', answer({ guestName: 'Omar' }));
    expect(bySlug.statusCode).toBe(201);
    const stored = await rows(inv.id);
    expect(stored.map((r) => r.guestName).sort()).toEqual(['Lina', 'Omar']);
    // Only a hash of the edit token is kept.
    const token = byId.json().editUrl.split('#rsvp-edit=')[1];
    expect(stored.some((r) => r.editTokenHash === token)).toBe(false);
  });

  it('validates every field again on the server', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const url = `/api/invitations/${inv.id}/rsvp`;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ guestName: '' }, /Please provide your name/],
      [{ guestName: '   ' }, /Please provide your name/],
      [{ guestName: '<b>Eve</b>' }, /remove the < and > characters/],
      [{ guestName: 'x'.repeat(101) }, /at most 100/],
      [{ email: 'not-an-email' }, /valid email/],
      [{ numberOfGuests: 0 }, /between 1 and 30/],
      [{ numberOfGuests: 31 }, /At most 30/],
      [{ numberOfGuests: 2.5 }, /whole number/],
      [{ mealChoice: 'm9' }, /meal options/],
      [{ wishes: 'w'.repeat(1001) }, /at most 1000/],
      [{ attending: 'yes' }, /attending/],
    ];
    for (const [overrides, message] of cases) {
      const response = await guest().post(url, answer(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.message, JSON.stringify(overrides)).toMatch(message);
    }
    expect(await rows(inv.id)).toHaveLength(0);
  });

  it('declining stores no guests, meal or plate; without plus-ones a guest counts as one', async () => {
    const inv = await insertInvitation(t.ctx.database.db, {
      rsvp: { enabled: true, allowPlusOnes: false, requireCarPlate: true, mealOptions: [{ id: 'm1', name: 'Rice' }], wishes: '' },
    });
    const url = `/api/invitations/${inv.id}/rsvp`;
    expect((await guest().post(url, answer({ attending: false, numberOfGuests: 5, mealChoice: 'm1', carPlate: 'WXY 123' }))).statusCode).toBe(201);
    const noPlate = await guest().post(url, answer({ guestName: 'Aiman', numberOfGuests: 4 }));
    expect(noPlate.statusCode).toBe(400);
    expect(noPlate.json().error.message).toBe('Please provide your car plate number.');
    expect((await guest().post(url, answer({ guestName: 'Aiman', numberOfGuests: 4, carPlate: 'WXY 123' }))).statusCode).toBe(201);
    const stored = await rows(inv.id);
    expect(stored.find((r) => !r.attending)).toMatchObject({ numberOfGuests: 0, mealChoice: '', carPlate: '' });
    expect(stored.find((r) => r.attending)).toMatchObject({ numberOfGuests: 1, carPlate: 'WXY 123' });
  });

  it('is refused for drafts and unknown invitations (404), when RSVP is off or past the deadline (409)', async () => {
    const db = t.ctx.database.db;
    const draft = await insertInvitation(db, { templateStatus: 'Draft' });
    expect((await guest().post(`/api/invitations/${draft.id}/rsvp`, answer())).statusCode).toBe(404);
    expect((await guest().post('/api/invitations/no-such-slug/rsvp', answer())).statusCode).toBe(404);
    expect((await guest().post('/api/invitations/00000000-0000-4000-8000-000000000000/rsvp', answer())).statusCode).toBe(404);
    const off = await insertInvitation(db, { rsvp: { enabled: false } });
    const offResponse = await guest().post(`/api/invitations/${off.id}/rsvp`, answer());
    expect(offResponse.statusCode).toBe(409);
    expect(offResponse.json().error.code).toBe('RSVP_DISABLED');
    const late = await insertInvitation(db, { rsvp: { enabled: true, deadline: '2020-01-01', mealOptions: [], allowPlusOnes: true } });
    const lateResponse = await guest().post(`/api/invitations/${late.id}/rsvp`, answer({ mealChoice: '' }));
    expect(lateResponse.statusCode).toBe(409);
    expect(lateResponse.json().error.code).toBe('RSVP_CLOSED');
  });

  it('a filled honeypot looks like success but stores nothing', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const response = await guest().post(`/api/invitations/${inv.id}/rsvp`, answer({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().editUrl).toBe('');
    expect(await rows(inv.id)).toHaveLength(0);
  });

  it('never refuses many different guests from one address, but stops one name repeated', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    // Every request here comes from one address (no trusted proxy): a wedding hall on one Wi-Fi.
    for (let i = 0; i < 150; i += 1) {
      const response = await guest().post(`/api/invitations/${inv.id}/rsvp`, answer({ guestName: `Guest ${i}` }));
      expect(response.statusCode).toBe(201);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await guest().post(`/api/invitations/${inv.id}/rsvp`, answer({ guestName: 'Spammy' }))).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('e-mails the edit link when an address is given', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const response = await guest().post(`/api/invitations/${inv.id}/rsvp`, answer({ guestName: 'Mail Me', email: 'guest@example.com' }));
    await expect.poll(() => t.mails().filter((m) => m.to === 'guest@example.com').length).toBe(1);
    expect(t.linkFromLatestMail('guest@example.com')).toBe(response.json().editUrl);
  });

  it('500 guests answering at once are all stored, none lost, no 5xx', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/invitations/${inv.id}/rsvp`,
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
          payload: JSON.stringify(answer({ guestName: `Concurrent ${i}` })),
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode !== 201).map((r) => r.statusCode)).toEqual([]);
    const stored = await rows(inv.id);
    expect(stored).toHaveLength(500);
    expect(new Set(stored.map((r) => r.guestName)).size).toBe(500);
  });
});

describe('the private edit link', () => {
  it('reads, changes and withdraws the answer without an account', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const created = (await guest().post(`/api/invitations/${inv.id}/rsvp`, answer())).json();
    const token = created.editUrl.split('#rsvp-edit=')[1];
    const read = await guest().get(`/api/rsvp-edit/${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: created.id, invitationId: inv.id, guestName: 'Lina', numberOfGuests: 2, mealChoice: 'm1' });

    const changed = await guest().request('PUT', `/api/rsvp-edit/${token}`, answer({ numberOfGuests: 4, mealChoice: 'm2', wishes: 'See you!' }));
    expect(changed.statusCode).toBe(200);
    const [row] = await rows(inv.id);
    expect(row).toMatchObject({ numberOfGuests: 4, mealChoice: 'm2', wishes: 'See you!' });

    expect((await guest().request('DELETE', `/api/rsvp-edit/${token}`)).statusCode).toBe(204);
    expect(await rows(inv.id)).toHaveLength(0);
    expect((await guest().get(`/api/rsvp-edit/${token}`)).statusCode).toBe(404);
    expect((await guest().get('/api/rsvp-edit/not-a-real-token-at-all-xxxxx')).statusCode).toBe(404);
  });
});

describe("the host's responses", () => {
  it('are readable by the owner and admins only; others get 404, anonymous 401', async () => {
    const owner = await signedInUser(t, 'host@example.com');
    const other = await signedInUser(t, 'stranger@example.com');
    const admin = await signedInUser(t, 'root@example.com', 'root-password', { admin: true });
    const inv = await insertInvitation(t.ctx.database.db, { userId: owner.id });
    await guest().post(`/api/invitations/${inv.id}/rsvp`, answer({ email: 'lina@example.com', carPlate: '' }));
    const mine = await owner.client.get(`/api/invitations/${inv.id}/responses`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().rows).toEqual([expect.objectContaining({ guestName: 'Lina', email: 'lina@example.com' })]);
    expect(mine.body).not.toContain('editTokenHash');
    expect((await admin.client.get(`/api/invitations/${inv.id}/responses`)).statusCode).toBe(200);
    const refused = await other.client.get(`/api/invitations/${inv.id}/responses`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('lina@example.com');
    expect((await guest().get(`/api/invitations/${inv.id}/responses`)).statusCode).toBe(401);
  });
});
