import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '@server/db/seed';
import { pickEncoding } from '@server/lib/compressed-page';
import { DEMO_INVITATION_SLUG } from '@shared/constants';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.ctx);
});
afterAll(async () => {
  await t.close();
});

describe('public invitation page, compressed once and served from the cache', () => {
  it('sends the same page as brotli, gzip or plain text, as each client asks', async () => {
    const url = `/view/${DEMO_INVITATION_SLUG}`;
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<meta property="og:');

    for (let visit = 0; visit < 2; visit += 1) {
      // The first visit renders and fills the cache; the second comes from it.
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('reads Accept-Encoding like a browser: br first, gzip next, q=0 refuses', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('the one-second cache of published invitations (page and RSVP lookups)', () => {
  const rsvp = (slug: string) =>
    t.app.inject({ method: 'POST', url: `/api/invitations/${slug}/rsvp`, headers: { origin: TEST_ORIGIN }, payload: { guestName: 'Lina', attending: false } });

  it('never outlives a change made through the app: unpublishing and deleting take effect at once', async () => {
    const host = await signedInUser(t, 'cache-host@example.com');
    const inv = await insertInvitation(t.ctx.database.db, { userId: host.id, customSlug: 'cache-party', templateStatus: 'Published' });
    await insertPayment(t.ctx.database.db, { userId: host.id, invitationId: inv.id });

    // Both lookups are now cached.
    expect((await t.app.inject({ url: '/view/cache-party' })).statusCode).toBe(200);
    expect((await rsvp('cache-party')).statusCode).toBe(201);

    expect((await host.client.post(`/api/invitations/${inv.id}/toggle-status`)).json()).toEqual({ templateStatus: 'Draft' });
    expect((await t.app.inject({ url: '/view/cache-party' })).statusCode).toBe(403);
    expect((await rsvp('cache-party')).statusCode).toBe(404);

    expect((await host.client.post(`/api/invitations/${inv.id}/toggle-status`)).json()).toEqual({ templateStatus: 'Published' });
    expect((await t.app.inject({ url: '/view/cache-party' })).statusCode).toBe(200);
    expect((await host.client.request('DELETE', `/api/invitations/${inv.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/view/cache-party' })).statusCode).toBe(404);
    expect((await rsvp('cache-party')).statusCode).toBe(404);
  });
});
