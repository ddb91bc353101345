import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInvitation } from '@shared/wizard';
import { collectRoutes, type RouteEntry } from '../support/route-table';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Every /api/admin/* route refuses a non-admin on the server, whatever the browser does. The list
 * of routes comes from the app itself (tests/support/route-table.ts), so a new admin route without
 * the guard fails here without anyone listing it.
 */
let routes: RouteEntry[] = [];
let t: TestApp;
let user: Client;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  routes = await collectRoutes(t);
  user = (await signedInUser(t, 'plain-user@example.com')).client;
  admin = (await signedInUser(t, 'real-admin@example.com', 'secret-password', { admin: true })).client;
});
afterAll(async () => {
  await t.close();
});

const ID = '00000000-0000-4000-8000-000000000000';
const adminRoutes = () =>
  routes.filter((r) => r.url.startsWith('/api/admin'));

/** A request that would pass validation, so that only the guard can refuse it. */
function requestFor(route: { method: string; url: string }) {
  const url = route.url.replace(/:[A-Za-z]+/g, ID).replace('*', 'x');
  const body = route.url.startsWith('/api/admin/preview-invitations') ? newInvitation() : route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  return { method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url, body };
}

describe('every /api/admin/* route', () => {
  it('is found in the route table (templates, invitations, previews, payments)', () => {
    const names = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/templates',
        'POST /api/admin/templates',
        'GET /api/admin/templates/:id',
        'PUT /api/admin/templates/:id',
        'PATCH /api/admin/templates/:id/status',
        'DELETE /api/admin/templates/:id',
        'GET /api/admin/invitations',
        'PATCH /api/admin/invitations/:id',
        'DELETE /api/admin/invitations/:id',
        'POST /api/admin/preview-invitations',
        'PUT /api/admin/preview-invitations/:id',
        'GET /api/admin/payments',
        'POST /api/admin/payments/:id/approve',
        'POST /api/admin/payments/:id/reject',
      ]),
    );
  });

  it('answers 401 to an anonymous visitor and 403 to a signed-in non-admin', async () => {
    const anonymous = new Client(t.app);
    for (const route of adminRoutes()) {
      const { method, url, body } = requestFor(route);
      const label = `${method} ${route.url}`;
      const anon = await anonymous.request(method, url, body);
      expect(anon.statusCode, label).toBe(401);
      const refused = await user.request(method, url, body);
      expect(refused.statusCode, label).toBe(403);
      expect(refused.json(), label).toEqual({ error: { code: 'FORBIDDEN', message: "You don't have access to this page" } });
    }
  });

  it('lets the admin through the guard (whatever the handler then answers)', async () => {
    for (const route of adminRoutes()) {
      const { method, url, body } = requestFor(route);
      expect((await admin.request(method, url, body)).statusCode, `${method} ${route.url}`).not.toBe(403);
    }
  });
});
