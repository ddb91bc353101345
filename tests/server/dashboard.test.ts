import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, rsvpResponses } from '@server/db/schema';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const names = (response: { json(): { data: { eventName: string }[] } }) => response.json().data.map((i) => i.eventName);

describe('GET /api/invitations (My Invitations)', () => {
  it("lists the user's own invitations, newest first, with search on event name, venue or event type and the status tabs", async () => {
    const host = await signedInUser(t, 'list-host@example.com');
    const other = await signedInUser(t, 'list-other@example.com');
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await insertInvitation(db(), { userId: host.id, eventName: '<p>Aisyah &amp; <strong>Daniel</strong></p>', venue: 'Glasshouse', eventType: 'wedding', templateStatus: 'Published', createdAt: day(1) });
    await insertInvitation(db(), { userId: host.id, eventName: '<p>Mia turns 30</p>', venue: 'Rooftop Bar', eventType: 'birthday', templateStatus: 'Draft', createdAt: day(3) });
    await insertInvitation(db(), { userId: host.id, eventName: '<p>Baby Ezra</p>', venue: 'Home', eventType: 'baby-shower', templateStatus: 'published', createdAt: day(2) });
    await insertInvitation(db(), { userId: other.id, eventName: '<p>Not yours</p>', venue: 'Glasshouse' });

    const all = await host.client.get('/api/invitations');
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual(['Mia turns 30', 'Baby Ezra', 'Aisyah & Daniel']);
    // Rich text is searched as the words a host sees, case-insensitively.
    expect(names(await host.client.get('/api/invitations?q=AISYAH%20%26%20daniel'))).toEqual(['Aisyah & Daniel']);
    expect(names(await host.client.get('/api/invitations?q=glassHOUSE'))).toEqual(['Aisyah & Daniel']);
    expect(names(await host.client.get('/api/invitations?q=BIRTHDAY'))).toEqual(['Mia turns 30']);
    expect(names(await host.client.get('/api/invitations?q=strong'))).toEqual([]);
    expect(names(await host.client.get('/api/invitations?status=published'))).toEqual(['Baby Ezra', 'Aisyah & Daniel']);
    expect(names(await host.client.get('/api/invitations?status=draft'))).toEqual(['Mia turns 30']);
    expect(names(await host.client.get('/api/invitations?status=published&q=rooftop'))).toEqual([]);
    expect(all.json().data[1].templateStatus).toBe('Published');
    expect((await host.client.get('/api/invitations?status=archived')).statusCode).toBe(400);
    expect((await new Client(t.app).get('/api/invitations')).statusCode).toBe(401);
  });

  it("carries each invitation's latest payment and whether a (platinum) payment was approved", async () => {
    const host = await signedInUser(t, 'pay-host@example.com');
    const none = await insertInvitation(db(), { userId: host.id, eventName: 'None' });
    const pending = await insertInvitation(db(), { userId: host.id, eventName: 'Pending' });
    const silver = await insertInvitation(db(), { userId: host.id, eventName: 'Silver' });
    const platinum = await insertInvitation(db(), { userId: host.id, eventName: 'Platinum' });
    await insertPayment(db(), { userId: host.id, invitationId: pending.id, packageType: 'platinum', status: 'pending' });
    await insertPayment(db(), { userId: host.id, invitationId: silver.id, packageType: 'silver', status: 'rejected', createdAt: new Date(Date.now() - 60_000) });
    await insertPayment(db(), { userId: host.id, invitationId: silver.id, packageType: 'silver', status: 'approved' });
    await insertPayment(db(), { userId: host.id, invitationId: platinum.id, packageType: 'platinum', status: 'approved' });
    const byName = new Map((await host.client.get('/api/invitations')).json().data.map((i: { eventName: string }) => [i.eventName, i]));
    expect(byName.get('None')).toMatchObject({ id: none.id, latestPayment: null, paid: false, platinum: false });
    expect(byName.get('Pending')).toMatchObject({ latestPayment: { packageType: 'platinum', status: 'pending' }, paid: false, platinum: false });
    expect(byName.get('Silver')).toMatchObject({ latestPayment: { packageType: 'silver', status: 'approved' }, paid: true, platinum: false });
    expect(byName.get('Platinum')).toMatchObject({ latestPayment: { packageType: 'platinum', status: 'approved' }, paid: true, platinum: true });
  });
});

describe('DELETE /api/invitations/:id', () => {
  it('deletes the owner’s invitation with its responses; anyone else gets 404 and nothing changes', async () => {
    const host = await signedInUser(t, 'delete-host@example.com');
    const other = await signedInUser(t, 'delete-other@example.com');
    const inv = await insertInvitation(db(), { userId: host.id });
    await db().insert(rsvpResponses).values({ invitationId: inv.id, guestName: 'Lina', attending: true, numberOfGuests: 1 });

    expect((await new Client(t.app).request('DELETE', `/api/invitations/${inv.id}`)).statusCode).toBe(401);
    expect((await other.client.request('DELETE', `/api/invitations/${inv.id}`)).statusCode).toBe(404);
    expect(await db().select().from(invitations).where(eq(invitations.id, inv.id))).toHaveLength(1);

    expect((await host.client.request('DELETE', `/api/invitations/${inv.id}`)).statusCode).toBe(204);
    expect(await db().select().from(invitations).where(eq(invitations.id, inv.id))).toHaveLength(0);
    expect(await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id))).toHaveLength(0);
    expect((await host.client.request('DELETE', `/api/invitations/${inv.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/invitations/:id/toggle-status', () => {
  it('is refused without an approved payment, then flips Draft ⇄ Published from the stored value', async () => {
    const host = await signedInUser(t, 'toggle-host@example.com');
    const other = await signedInUser(t, 'toggle-other@example.com');
    const inv = await insertInvitation(db(), { userId: host.id, templateStatus: 'Draft' });
    const url = `/api/invitations/${inv.id}/toggle-status`;
    const stored = async () => (await db().select().from(invitations).where(eq(invitations.id, inv.id)))[0]!.templateStatus;

    const unpaid = await host.client.post(url);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().error.message).toBe('An approved payment is needed before this invitation can be published.');
    await insertPayment(db(), { userId: host.id, invitationId: inv.id, status: 'pending' });
    expect((await host.client.post(url)).statusCode).toBe(403);
    await insertPayment(db(), { userId: host.id, invitationId: inv.id, status: 'rejected' });
    expect((await host.client.post(url)).statusCode).toBe(403);
    expect(await stored()).toBe('Draft');

    await insertPayment(db(), { userId: host.id, invitationId: inv.id, status: 'approved', packageType: 'silver' });
    expect((await other.client.post(url)).statusCode).toBe(404);
    expect((await new Client(t.app).post(url)).statusCode).toBe(401);

    const published = await host.client.post(url);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ templateStatus: 'Published' });
    expect(await stored()).toBe('Published');
    // The public page follows at once.
    expect((await new Client(t.app).get(`/view/${inv.id}`)).statusCode).toBe(200);

    // The server reads the current value: a stale client that "publishes" again gets a Draft.
    expect((await host.client.post(url)).json()).toEqual({ templateStatus: 'Draft' });
    expect(await stored()).toBe('Draft');
    expect((await new Client(t.app).get(`/view/${inv.id}`)).statusCode).toBe(403);
  });

  it('two toggles at once end where they started (each reads the value the other wrote)', async () => {
    const host = await signedInUser(t, 'toggle-race@example.com');
    const inv = await insertInvitation(db(), { userId: host.id, templateStatus: 'Draft' });
    await insertPayment(db(), { userId: host.id, invitationId: inv.id });
    const url = `/api/invitations/${inv.id}/toggle-status`;
    const results = await Promise.all([host.client.post(url), host.client.post(url)]);
    expect(results.map((r) => r.json().templateStatus).sort()).toEqual(['Draft', 'Published']);
    expect((await db().select().from(invitations).where(eq(invitations.id, inv.id)))[0]!.templateStatus).toBe('Draft');
  });
});
