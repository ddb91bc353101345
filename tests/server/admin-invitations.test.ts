import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, rsvpResponses } from '@server/db/schema';
import type { AdminInvitation, AdminInvitationListResponse } from '@shared/admin';
import { SLUG_MESSAGES } from '@shared/slug';
import { insertInvitation } from '../support/invitations';
import { type Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
let hostId = '';
let otherId = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  admin = (await signedInUser(t, 'inv-admin@example.com', 'secret-password', { admin: true })).client;
  hostId = (await signedInUser(t, 'maya.host@example.com')).id;
  otherId = (await signedInUser(t, 'zed.other@example.com')).id;
  const { db } = t.ctx.database;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await insertInvitation(db, { userId: hostId, eventName: '<p>Maya &amp; Idris</p>', venue: 'Rumah Tangsi', customSlug: 'maya-idris', createdAt: day(1) });
  await insertInvitation(db, { userId: otherId, eventName: '<p>Zed turns 30</p>', venue: 'Bangsar Hall', templateStatus: 'Draft', createdAt: day(2) });
  await insertInvitation(db, { userId: null, eventName: '<p>Template preview</p>', venue: 'Sample venue', createdAt: day(3) });
  await insertInvitation(db, { userId: otherId, eventName: '<p>100%_wild</p>', venue: 'Somewhere', createdAt: day(4) });
});
afterAll(async () => {
  await t.close();
});

async function list(query = ''): Promise<AdminInvitationListResponse> {
  const response = await admin.get(`/api/admin/invitations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const byName = async (name: string): Promise<AdminInvitation> => (await list(`?search=${encodeURIComponent(name)}`)).data[0]!;

describe('GET /api/admin/invitations', () => {
  it('lists every owner’s invitations and previews, newest first, with owner e-mail, status, slug and paid flag', async () => {
    const body = await list();
    expect(body.count).toBe(4);
    expect(body.totalPages).toBe(1);
    expect(body.data.map((d) => d.event_name)).toEqual(['100%_wild', 'Template preview', 'Zed turns 30', 'Maya & Idris']);
    expect(body.data[3]).toMatchObject({ owner_email: 'maya.host@example.com', custom_slug: 'maya-idris', template_status: 'Published', is_paid: false, has_approved_payment: false, is_preview: false, venue: 'Rumah Tangsi' });
    expect(body.data[1]).toMatchObject({ owner_email: null, is_preview: true });
    expect(body.data[2]).toMatchObject({ template_status: 'Draft' });
  });

  it('searches event name, venue, owner e-mail and slug, case-insensitively, with wildcards as plain text', async () => {
    expect((await list('?search=IDRIS')).data.map((d) => d.event_name)).toEqual(['Maya & Idris']);
    expect((await list('?search=bangsar')).data.map((d) => d.event_name)).toEqual(['Zed turns 30']);
    expect((await list('?search=zed.other')).count).toBe(2);
    expect((await list('?search=maya-idris')).count).toBe(1);
    expect((await list(`?search=${encodeURIComponent('%_')}`)).data.map((d) => d.event_name)).toEqual(['100%_wild']);
    expect((await list('?search=nothing-like-this')).data).toEqual([]);
  });

  it('pages', async () => {
    const first = await list('?page=1&pageSize=3');
    const second = await list('?page=2&pageSize=3');
    expect([first.data.length, second.data.length, first.totalPages]).toEqual([3, 1, 2]);
    expect((await admin.get('/api/admin/invitations?page=0')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/invitations?pageSize=51')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/invitations/:id', () => {
  it('publishes, unpublishes, marks paid and sets or clears the custom slug', async () => {
    const zed = await byName('Zed turns 30');
    const published = await admin.request('PATCH', `/api/admin/invitations/${zed.id}`, { template_status: 'Published', is_paid: true, custom_slug: '  Zed-Party ', reason: 'Paid in cash at the fair' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ id: zed.id, template_status: 'Published', is_paid: true, custom_slug: 'zed-party' });
    // The public page follows at once: the new slug opens the now Published invitation.
    const page = await t.app.inject('/view/zed-party');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Zed turns 30');
    const cleared = await admin.request('PATCH', `/api/admin/invitations/${zed.id}`, { custom_slug: null, template_status: 'Draft', reason: 'The couple asked to take it down' });
    expect(cleared.json()).toMatchObject({ custom_slug: null, template_status: 'Draft', is_paid: true });
    expect((await t.app.inject('/view/zed-party')).body).not.toContain('Zed turns 30');
  });

  it('applies the host’s slug rules: format, reserved words, and a taken slug is 409', async () => {
    const zed = await byName('Zed turns 30');
    const bad = await admin.request('PATCH', `/api/admin/invitations/${zed.id}`, { custom_slug: 'no spaces!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(SLUG_MESSAGES.invalidFormat);
    const reserved = await admin.request('PATCH', `/api/admin/invitations/${zed.id}`, { custom_slug: 'admin' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error.message).toContain(SLUG_MESSAGES.reserved);
    const taken = await admin.request('PATCH', `/api/admin/invitations/${zed.id}`, { custom_slug: 'maya-idris' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { code: 'SLUG_TAKEN', message: SLUG_MESSAGES.taken } });
  });

  it('refuses an empty or unknown change and answers 404 for a missing invitation', async () => {
    const zed = await byName('Zed turns 30');
    expect((await admin.request('PATCH', `/api/admin/invitations/${zed.id}`, {})).statusCode).toBe(400);
    expect((await admin.request('PATCH', `/api/admin/invitations/${zed.id}`, { user_id: hostId })).statusCode).toBe(400);
    expect((await admin.request('PATCH', `/api/admin/invitations/${zed.id}`, { template_status: 'published' })).statusCode).toBe(400);
    expect((await admin.request('PATCH', '/api/admin/invitations/00000000-0000-4000-8000-000000000000', { is_paid: true })).statusCode).toBe(404);
    expect((await admin.request('PATCH', '/api/admin/invitations/nope', { is_paid: true })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/invitations/:id', () => {
  it('deletes any user’s invitation with its responses', async () => {
    const { db } = t.ctx.database;
    const target = await insertInvitation(db, { userId: hostId, eventName: '<p>Delete me</p>' });
    await db.insert(rsvpResponses).values({ invitationId: target.id, guestName: 'Guest', attending: true, numberOfGuests: 1 } as typeof rsvpResponses.$inferInsert);
    const response = await admin.request('DELETE', `/api/admin/invitations/${target.id}`);
    expect(response.statusCode).toBe(204);
    expect(await db.select().from(invitations).where(eq(invitations.id, target.id))).toEqual([]);
    expect(await db.select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, target.id))).toEqual([]);
    expect((await admin.request('DELETE', `/api/admin/invitations/${target.id}`)).statusCode).toBe(404);
  });
});
