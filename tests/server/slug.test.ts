import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '@server/db/schema';
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
const slugOf = async (id: string) => (await db().select().from(invitations).where(eq(invitations.id, id)))[0]!.customSlug;

describe('GET /api/custom-slugs/:slug/availability', () => {
  it('answers with the product.md §5 messages; sign-in required', async () => {
    const host = await signedInUser(t, 'slug-check@example.com');
    const mine = await insertInvitation(db(), { userId: host.id, customSlug: 'our-big-day' });
    await insertInvitation(db(), { customSlug: 'someone-elses-day' });
    const check = async (slug: string, invitationId?: string) =>
      (await host.client.get(`/api/custom-slugs/${encodeURIComponent(slug)}/availability${invitationId ? `?invitationId=${invitationId}` : ''}`)).json();

    expect(await check('fresh-slug-2027')).toEqual({ available: true, current: false, message: 'This URL is available!' });
    expect(await check('someone-elses-day', mine.id)).toEqual({ available: false, current: false, message: 'This URL is already taken' });
    expect(await check('our-big-day', mine.id)).toEqual({ available: true, current: true, message: 'This is your current custom URL' });
    // Without the invitation it is just a taken slug.
    expect(await check('our-big-day')).toMatchObject({ available: false, message: 'This URL is already taken' });
    // Lower-cased the way the panel does it.
    expect(await check('SOMEONE-ELSES-DAY')).toMatchObject({ available: false, message: 'This URL is already taken' });
    expect(await check('with space')).toEqual({ available: false, current: false, message: 'Only lowercase letters, numbers, and hyphens allowed' });
    expect(await check('under_score')).toMatchObject({ message: 'Only lowercase letters, numbers, and hyphens allowed' });
    expect(await check('dashboard')).toMatchObject({ available: false, message: 'This URL is reserved. Please choose another one.' });
    expect(await check('api')).toMatchObject({ available: false });
    expect(await check('7d1f0e52-5b7a-4c51-9a7e-2f0c5d9e1a01')).toMatchObject({ available: false, message: 'This URL looks like an invitation id. Please choose another one.' });

    expect((await new Client(t.app).get('/api/custom-slugs/fresh/availability')).statusCode).toBe(401);
    // Another user's invitation id cannot be probed through the "current" answer.
    const other = await signedInUser(t, 'slug-prober@example.com');
    expect((await other.client.get(`/api/custom-slugs/our-big-day/availability?invitationId=${mine.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/invitations/:id/custom-slug', () => {
  it('needs an approved Platinum payment (or an admin), applies the rules and serves the invitation at the new URL', async () => {
    const host = await signedInUser(t, 'slug-set@example.com');
    const inv = await insertInvitation(db(), { userId: host.id });
    const url = `/api/invitations/${inv.id}/custom-slug`;

    const unpaid = await host.client.request('PUT', url, { customSlug: 'nadia-omar' });
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().error.message).toBe('A custom URL comes with an approved Platinum package.');
    await insertPayment(db(), { userId: host.id, invitationId: inv.id, packageType: 'silver', status: 'approved' });
    await insertPayment(db(), { userId: host.id, invitationId: inv.id, packageType: 'platinum', status: 'pending' });
    expect((await host.client.request('PUT', url, { customSlug: 'nadia-omar' })).statusCode).toBe(403);
    await insertPayment(db(), { userId: host.id, invitationId: inv.id, packageType: 'platinum', status: 'rejected' });
    expect((await host.client.request('PUT', url, { customSlug: 'nadia-omar' })).statusCode).toBe(403);
    await insertPayment(db(), { userId: host.id, invitationId: inv.id, packageType: 'platinum', status: 'approved' });

    for (const [slug, message] of [
      ['', 'Please enter a custom URL'],
      ['Bad Slug!', 'Only lowercase letters, numbers, and hyphens allowed'],
      ['admin', 'This URL is reserved. Please choose another one.'],
      ['view-invitation', 'This URL is reserved. Please choose another one.'],
      ['a'.repeat(61), 'Please use at most 60 characters'],
    ] as const) {
      const refused = await host.client.request('PUT', url, { customSlug: slug });
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().error.message, slug).toContain(message);
    }

    const saved = await host.client.request('PUT', url, { customSlug: 'Nadia-Omar' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ customSlug: 'nadia-omar' });
    expect(await slugOf(inv.id)).toBe('nadia-omar');
    expect((await new Client(t.app).get('/nadia-omar')).statusCode).toBe(200);
    // Saving the same slug again is fine.
    expect((await host.client.request('PUT', url, { customSlug: 'nadia-omar' })).statusCode).toBe(200);

    const other = await signedInUser(t, 'slug-other@example.com');
    expect((await other.client.request('PUT', url, { customSlug: 'stolen' })).statusCode).toBe(404);
    const admin = await signedInUser(t, 'slug-admin@example.com', 'admin-password', { admin: true });
    const unpaidInv = await insertInvitation(db(), { userId: other.id });
    expect((await admin.client.request('PUT', `/api/invitations/${unpaidInv.id}/custom-slug`, { customSlug: 'set-by-admin' })).statusCode).toBe(200);
    expect(await slugOf(unpaidInv.id)).toBe('set-by-admin');
  });

  it('a slug already taken answers 409; two users claiming one slug at once: one wins, one gets 409', async () => {
    const a = await signedInUser(t, 'race-a@example.com');
    const b = await signedInUser(t, 'race-b@example.com');
    const invA = await insertInvitation(db(), { userId: a.id });
    const invB = await insertInvitation(db(), { userId: b.id });
    await insertPayment(db(), { userId: a.id, invitationId: invA.id, packageType: 'platinum' });
    await insertPayment(db(), { userId: b.id, invitationId: invB.id, packageType: 'platinum' });

    await insertInvitation(db(), { customSlug: 'already-mine' });
    const taken = await a.client.request('PUT', `/api/invitations/${invA.id}/custom-slug`, { customSlug: 'already-mine' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('This URL is already taken');

    const results = await Promise.all([
      a.client.request('PUT', `/api/invitations/${invA.id}/custom-slug`, { customSlug: 'the-one-slug' }),
      b.client.request('PUT', `/api/invitations/${invB.id}/custom-slug`, { customSlug: 'the-one-slug' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe('This URL is already taken');
    const owners = [await slugOf(invA.id), await slugOf(invB.id)];
    expect(owners.filter((slug) => slug === 'the-one-slug')).toHaveLength(1);
  });
});
