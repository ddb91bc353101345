import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertInvitation } from '../support/invitations';
import { collectRoutes, type RouteEntry } from '../support/route-table';
import { insertHouseholds } from '../support/sending';
import { appWithLog, createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';

/*
 * Issue 27, LOW 2: a NUL in a search (the guest list's q and tag, the answers' q, the admin's payment
 * search, the door's name search) reached PostgreSQL, which cannot store NUL in text: 500, and the
 * error log held the search with the guests' names and phones. The class: every query parameter of
 * every route refuses NUL with 400 (one schema, textParam in src/shared/paging.ts), a NUL in a path
 * parameter is 400 or 404, and the log of a 500 holds no value the request carried.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let routes: RouteEntry[];
/** Real ids for the path's parameters, so each request reaches its route's own checks. */
let pathValues: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  routes = await collectRoutes(t);
  admin = await signedInUser(t, 'nul-admin@example.com', 'secret-password', { admin: true });
  const invitation = await insertInvitation(t.ctx.database.db, { userId: admin.id, customSlug: 'nul-wedding' });
  await insertHouseholds(t.ctx.database.db, t.ctx.secret, invitation.id, [{ name: 'Siti Nurhaliza', seats: 4, phone: '+60123456789' }]);
  const link = await admin.client.post(`/api/invitations/${invitation.id}/checkin-links`, { label: 'Door' });
  expect(link.statusCode, link.body).toBe(201);
  const token = (link.json().url as string).split('/checkin/')[1]!;
  pathValues = { id: invitation.id, invitationId: invitation.id, token, idOrSlug: 'nul-wedding', slug: 'nul-wedding' };
});
afterAll(async () => {
  await t.close();
});

const NUL_VALUES = ['ab\u0000cd', 'Siti\u0000'];

/** A route's URL with its parameters filled: `nul` for the one named, a real id (or a fresh uuid) for the rest. */
function urlOf(route: RouteEntry, nul?: { name: string; value: string }): string {
  return route.url
    .replace(/:([A-Za-z]+)/g, (_all, name: string) => encodeURIComponent(nul?.name === name ? nul.value : (pathValues[name] ?? randomUUID())))
    .replace('*', nul?.name === '*' ? encodeURIComponent(nul.value) : 'x');
}

/** The keys of a route's querystring schema (zod 4: `.refine` keeps an object an object). */
function queryKeys(route: RouteEntry): string[] {
  const schema = (route.schema as { querystring?: unknown } | undefined)?.querystring;
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.keys(schema.shape);
}

const send = (method: string, url: string) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { origin: TEST_ORIGIN, cookie: admin.client.cookieHeader, ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
    payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  });

describe('a NUL in a query parameter', () => {
  it('is refused with 400 VALIDATION_ERROR naming the parameter, on every GET route with a querystring', async () => {
    const walked = routes.filter((route) => route.method === 'GET' && queryKeys(route).length > 0);
    // The searches are among them (a route table that lost its schemas would walk nothing).
    expect(walked.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/invitations/:id/guests', '/api/invitations/:id/responses', '/api/admin/payments', '/api/checkin/:token/households', '/api/invitations', '/api/templates']),
    );
    const wrong: string[] = [];
    for (const route of walked) {
      for (const key of queryKeys(route)) {
        for (const value of NUL_VALUES) {
          const response = await send('GET', `${urlOf(route)}?${key}=${encodeURIComponent(value)}`).catch((error: Error) => ({ statusCode: 0, body: error.message, json: () => null }));
          const error = response.statusCode === 400 ? (response.json() as { error: { code: string; message: string } }).error : null;
          if (error?.code !== 'VALIDATION_ERROR' || !error.message.startsWith(`querystring.${key}:`)) wrong.push(`${route.url}?${key}=${JSON.stringify(value)} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses it in a repeated parameter too, and routes whose query a library reads (sign-in links, pages) never answer 5xx', async () => {
    const guests = `/api/invitations/${pathValues.id}/guests`;
    for (const query of ['q=ab&q=c%00d', 'q=a%00b&q=ab', 'tag=%00%00', 'q=%00']) {
      expect((await send('GET', `${guests}?${query}`)).statusCode, query).toBe(400);
    }
    for (const url of [
      '/api/auth/verify-email?token=ab%00cd&callbackURL=/dashboard',
      '/api/auth/reset-password/ab%00cd?callbackURL=/reset-password',
      '/api/auth/get-session?disableCookieCache=%00',
      '/nul-wedding?utm_source=%00',
      `/view/nul-wedding/g/${pathValues.token}?x=%00`,
      '/dashboard?tab=%00',
      '/img/400/files/x.png?v=%00',
    ]) {
      expect((await send('GET', url)).statusCode, url).toBeLessThan(500);
    }
  });
});

describe('a NUL in a path parameter', () => {
  it("is refused (400, 404, or the route's own refusal), never a 5xx, on every route, for every parameter", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
      if (route.url.includes('*')) names.push('*');
      for (const name of names) {
        for (const value of NUL_VALUES) {
          const response = await send(route.method, urlOf(route, { name, value }));
          if (response.statusCode >= 500) wrong.push(`${route.method} ${route.url} (${name}=${JSON.stringify(value)}) → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the error log of a 500', () => {
  it("holds no value of the request's query, body or path, even when the database's own message repeats it", async () => {
    const { app: logged, lines } = await appWithLog(t);
    // A handler that fails inside the database with the request's values as parameters: PostgreSQL's
    // message quotes the value it could not read, and drizzle's error carries the parameters.
    logged.post('/api/test-failing/:name', async (request) => {
      const { q } = request.query as { q: string };
      const { phone } = request.body as { phone: string };
      const { name } = request.params as { name: string };
      await t.ctx.database.db.execute(sql`select ${q}::int, ${phone}::int, ${name}::int`);
      return { ok: true };
    });
    await logged.ready();
    const secrets = ['Siti Nurhaliza', '+60123456789', 'Aminah-binti-Ali'];
    try {
      const response = await logged.inject({
        method: 'POST',
        url: `/api/test-failing/${secrets[2]}?q=${encodeURIComponent(secrets[0]!)}`,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ phone: secrets[1] }),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('INTERNAL');
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure, log).toBeDefined();
    // Still worth reading: what failed and where (the statement, its database code), not what was sent.
    expect(failure).toContain('select $1::int');
    expect(failure).toContain('22P02');
    // The query's and the body's values appear in no line; the path's (kept in the request line for
    // debugging, secrets aside) not in the failure's.
    for (const secret of secrets.slice(0, 2)) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
    expect(failure).not.toContain(secrets[2]);
  });
});
