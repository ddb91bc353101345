import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { templates } from '@server/db/schema';
import { createVerifiedUser } from '@server/features/accounts/service';
import { tokenKey } from '@server/features/checkin/routes';
import { COVER_RENDER_LIMIT } from '@server/features/covers/routes';
import { PHOTO_RATE_LIMIT } from '@server/features/photos/service';
import { RSVP_LIMITS } from '@server/features/rsvp/service';
import { normaliseRequestUrl } from '@server/lib/request-path';
import { LIMITS } from '@server/plugins/rate-limits';
import { insertInvitation } from '../support/invitations';
import { totp } from '../support/totp';
import { Client, createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';

/*
 * Issue 15 (3): a limit counts what a request does, not how its path is spelled. Every
 * rate-limited route is called with each spelling below, and the same counter trips.
 */

/** Other spellings of one route path (e.g. /api/auth/sign-in/email), each meaning that route. */
function spellings(path: string): [label: string, url: string][] {
  const segments = path.split('/').slice(1);
  const first = `/${segments[0]}`;
  const rest = `/${segments.slice(1).join('/')}`;
  const last = segments.at(-1) ?? '';
  const head = path.slice(0, path.length - last.length);
  const encoded = `${head}%${last.charCodeAt(0).toString(16)}${last.slice(1)}`;
  return [
    ['a /./ segment', `${first}/.${rest}`],
    ['a /x/../ detour', `${first}/x/..${rest}`],
    ['a doubled slash', `${first}/${rest}`],
    ['a trailing slash', `${path}/`],
    ['a percent-encoded letter', encoded],
    ['percent-encoded dots', `${first}/x/%2e%2E${rest}`],
    ['a backslash', `${first}\\${rest.slice(1)}`],
    ['a fragment', `${path}#top`],
    ['all of them at once', `/.${first}//./x/%2E./${rest.slice(1, -last.length)}%${last.charCodeAt(0).toString(16).toUpperCase()}${last.slice(1)}/`],
  ];
}

/** Upper-case spellings: no route of ours answers them (API paths are lower-case), so no limit is needed. */
const upperCase = (path: string): [string, string][] => [
  ['upper case', path.toUpperCase()],
  ['an upper-case last segment', path.replace(/[^/]+$/, (segment) => segment.toUpperCase())],
];

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  // Over a real socket: inject (like a browser) resolves dot segments, backslashes and fragments
  // before the server sees them; a script sends the path exactly as written.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});
// Every call here comes from 127.0.0.1: keep the per-address auth counter from tripping the next test.
beforeEach(async () => {
  await t.ctx.limiter.reset('auth:127.0.0.1');
});

interface Sent {
  statusCode: number;
  body: string;
  json: () => { error: { code: string } };
}

/** A JSON request with the path sent byte for byte as written, signed in as `client` when given. */
function send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, client?: Client): Promise<Sent> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers: { origin: TEST_ORIGIN, ...(payload ? { 'content-type': 'application/json' } : {}), ...(client?.cookies.size ? { cookie: client.cookieHeader } : {}) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ statusCode: response.statusCode ?? 0, body: text, json: () => JSON.parse(text) });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

describe('normaliseRequestUrl', () => {
  it('gives every spelling the one canonical path, and is its own fixed point', () => {
    for (const [label, url] of spellings('/api/auth/sign-in/email')) {
      expect(normaliseRequestUrl(url), label).toBe('/api/auth/sign-in/email');
    }
    expect(normaliseRequestUrl('/api/x/../auth/sign-in/email?a=%2e%2e/b#c')).toBe('/api/auth/sign-in/email?a=%2e%2e/b#c');
    expect(normaliseRequestUrl('/api/../..')).toBe('/');
    expect(normaliseRequestUrl('//evil.example/x')).toBe('/evil.example/x');
    // %2F is a character of a segment, not a separator; case is kept.
    expect(normaliseRequestUrl('/files/template_images/..%2f..%2fetc')).toBe('/files/template_images/..%2F..%2Fetc');
    expect(normaliseRequestUrl('/api/rsvp-edit/AbC_d-1')).toBe('/api/rsvp-edit/AbC_d-1');
    for (const url of ['/', '/api/auth/sign-in/email', '/view/%C3%A9', '/a%20b']) expect(normaliseRequestUrl(url)).toBe(url);
  });

  it('sends a spelling that climbs out of /api to the path it names', async () => {
    const shell = await send('GET', '/api/../..');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toMatch(/<html/i);
    expect((await send('GET', '/api/../../etc/passwd')).statusCode).toBe(404);
    expect((await send('GET', '/api/x/../health')).json()).toMatchObject({ status: 'ok' });
  });
});

describe('failed sign-ins', () => {
  const PATH = '/api/auth/sign-in/email';

  it.each(spellings(PATH))('are counted when sent to %s', async (label, url) => {
    const email = `spelling-${label.replace(/\W+/g, '-')}@example.com`;
    await createVerifiedUser(t.ctx.auth, t.ctx.database.db, { email, password: 'right-password', name: 'Spelling' });
    for (let attempt = 0; attempt < LIMITS.failedSignIns.limit; attempt += 1) {
      expect((await send('POST', url, { email, password: 'wrong-password' })).statusCode, `${label} ${url}`).toBe(401);
    }
    // The next try, even with the right password and by any spelling, is refused.
    const locked = await send('POST', PATH, { email, password: 'right-password' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await send('POST', url, { email, password: 'right-password' })).statusCode).toBe(429);
  });

  it.each(upperCase(PATH))('cannot be tried through %s: no route, the password is never checked', async (_label, url) => {
    await signedInUser(t, 'upper@example.com', 'right-password');
    const response = await send('POST', url, { email: 'upper@example.com', password: 'right-password' });
    expect(response.statusCode).toBe(404);
  });
});

describe('TOTP codes', () => {
  const PATH = '/api/auth/two-factor/verify-totp';

  it.each(spellings(PATH))('allow five wrong codes per challenge when sent to %s', async (label, url) => {
    const email = `totp-${label.replace(/\W+/g, '-')}@example.com`;
    const { client } = await signedInUser(t, email, 'totp-password');
    const { totpURI } = (await client.post('/api/auth/two-factor/enable', { password: 'totp-password' })).json();
    const secret = new URL(totpURI).searchParams.get('secret')!;
    expect((await client.post(PATH, { code: totp(secret) })).statusCode).toBe(200);

    const attacker = new Client(t.app);
    expect((await attacker.post('/api/auth/sign-in/email', { email, password: 'totp-password' })).json()).toMatchObject({ twoFactorRedirect: true });
    const wrong = totp(secret) === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await send('POST', url, { code: wrong }, attacker)).statusCode, `${label} ${url}`).toBe(401);
    }
    for (const again of [url, PATH]) {
      const locked = await send('POST', again, { code: totp(secret) }, attacker);
      expect(locked.statusCode, again).toBeGreaterThanOrEqual(400);
      expect(locked.statusCode, again).toBeLessThan(500);
    }
    expect((await attacker.get('/api/session')).json().user).toBeNull();
  });

  it.each(upperCase(PATH))('cannot be tried through %s', async (_label, url) => {
    expect((await send('POST', url, { code: '123456' })).statusCode).toBe(404);
  });
});

describe('auth requests per address', () => {
  it('count every spelling of every auth route against one counter', async () => {
    const key = 'auth:127.0.0.1';
    await t.ctx.limiter.reset(key);
    let expected = 0;
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/sign-out']) {
      for (const [label, url] of spellings(path)) {
        await send('POST', url, {});
        expected += 1;
        expect(await t.ctx.limiter.count(key), `${label} ${url}`).toBe(expected);
      }
    }
    await t.ctx.limiter.reset(key);
  });
});

describe('RSVP answers', () => {
  it.each(spellings('/api/invitations/ID/rsvp'))('are counted per guest name when sent to %s', async (label, spelled) => {
    const invitation = await insertInvitation(t.ctx.database.db);
    const url = spelled.replace('ID', invitation.id);
    const answer = { guestName: 'Same Name', email: '', attending: false, numberOfGuests: 0, mealChoice: '', carPlate: '', wishes: '', website: '' };
    for (let n = 0; n < RSVP_LIMITS.perAddressPerName.limit; n += 1) {
      expect((await send('POST', url, answer)).statusCode, `${label} ${url}`).toBe(201);
    }
    expect((await send('POST', `/api/invitations/${invitation.id}/rsvp`, answer)).statusCode).toBe(429);
  });
});

describe("check-in helpers' routes", () => {
  it('count every spelling of a door route against the one per-link and per-address counter', async () => {
    const host = await signedInUser(t, 'checkin-spellings@example.com');
    const invitation = await insertInvitation(t.ctx.database.db, { userId: host.id });
    const made = await host.client.post(`/api/invitations/${invitation.id}/checkin-links`, {});
    const token = (made.json().url as string).split('/checkin/')[1]!;
    const perLink = `checkin-link:${tokenKey(token)}`;
    const perAddress = 'checkin-ip:127.0.0.1';
    await t.ctx.limiter.reset(perLink);
    await t.ctx.limiter.reset(perAddress);
    let expected = 0;
    for (const [method, path, status] of [
      ['GET', `/api/checkin/${token}`, 200],
      ['POST', `/api/checkin/${token}/lookup`, 404],
      ['GET', `/api/checkin/${token}/households`, 400],
    ] as const) {
      for (const [label, url] of spellings(path)) {
        expect((await send(method, url, method === 'POST' ? { code: 'JMPT1.x' } : undefined)).statusCode, `${label} ${url}`).toBe(status);
        expected += 1;
        expect(await t.ctx.limiter.count(perLink), `${label} ${url}`).toBe(expected);
        expect(await t.ctx.limiter.count(perAddress), `${label} ${url}`).toBe(expected);
      }
    }
    await t.ctx.limiter.reset(perLink);
    await t.ctx.limiter.reset(perAddress);
  });
});

describe('uploads', () => {
  it.each([
    ...spellings('/api/uploads/gift'),
    ...spellings('/api/uploads/divider'),
    ...spellings('/api/payments'),
  ])('share the per-user upload counter when sent to %s', async (label, url) => {
    const { id, client } = await signedInUser(t, `uploads-${label.replace(/\W+/g, '-')}-${url.length}@example.com`);
    const key = `upload:${id}`;
    for (let n = 0; n < LIMITS.uploads.limit; n += 1) await t.ctx.limiter.hit(key, LIMITS.uploads.limit, LIMITS.uploads.windowMs);
    const response = await send('POST', url, {}, client);
    expect(response.statusCode, `${label} ${url}`).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('photos', () => {
  it.each(spellings('/api/photos'))('count every upload against the per-user photo counter when sent to %s', async (label, url) => {
    const { id, client } = await signedInUser(t, `photos-${label.replace(/\W+/g, '-')}@example.com`);
    const key = `photo:${id}`;
    for (let n = 0; n < PHOTO_RATE_LIMIT.limit; n += 1) await t.ctx.limiter.hit(key, PHOTO_RATE_LIMIT.limit, PHOTO_RATE_LIMIT.windowMs);
    const response = await send('POST', url, {}, client);
    expect(response.statusCode, `${label} ${url}`).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
  });

  // No rate limit on these two: what must hold however they are spelled is who may call them.
  it('keep their access rules for every spelling of DELETE /api/photos/:id and GET /api/invitations/:id/photo-limit', async () => {
    const owner = await signedInUser(t, 'photo-spellings-owner@example.com');
    const stranger = await signedInUser(t, 'photo-spellings-stranger@example.com');
    const invitation = await insertInvitation(t.ctx.database.db, { userId: owner.id });
    for (const [method, path, ownerStatus] of [
      ['DELETE', `/api/photos/${'0'.repeat(24)}`, 404],
      ['GET', `/api/invitations/${invitation.id}/photo-limit`, 200],
    ] as const) {
      for (const [label, url] of spellings(path)) {
        expect((await send(method, url)).statusCode, `anonymous ${label} ${url}`).toBe(401);
        expect((await send(method, url, undefined, stranger.client)).statusCode, `stranger ${label} ${url}`).toBe(404);
        expect((await send(method, url, undefined, owner.client)).statusCode, `owner ${label} ${url}`).toBe(ownerStatus);
      }
    }
  });
});

describe('rendered covers', () => {
  const key = 'cover-render:127.0.0.1';

  it('count a render asked for by every spelling of every cover route against the per-address counter', async () => {
    const invitation = await insertInvitation(t.ctx.database.db);
    const [template] = await t.ctx.database.db
      .insert(templates)
      .values({ name: 'Spelled Cover', category: 'wedding', imageUrl: '', dominantColors: ['#ffffff', '#000000', '#9f1239'], templateStatus: 'Published' })
      .returning();
    try {
      for (const path of [`/covers/invitations/${invitation.id}/og.jpg`, `/covers/invitations/${invitation.id}/thumb.jpg`, `/covers/templates/${template!.id}/thumb.jpg`]) {
        for (const [label, url] of spellings(path)) {
          await t.ctx.limiter.reset(key);
          for (let n = 0; n < COVER_RENDER_LIMIT.limit; n += 1) await t.ctx.limiter.hit(key, COVER_RENDER_LIMIT.limit, COVER_RENDER_LIMIT.windowMs);
          const response = await send('GET', url);
          expect(response.statusCode, `${label} ${url}`).toBe(429);
          expect(response.json().error.code).toBe('RATE_LIMITED');
          expect(await t.ctx.limiter.count(key), `${label} ${url}`).toBe(COVER_RENDER_LIMIT.limit + 1);
        }
      }
    } finally {
      await t.ctx.limiter.reset(key);
    }
  });
});

describe('live-update streams', () => {
  /** Opens a stream with the path as written; resolves with a closer once "ready" arrives, else with the refusal's status. */
  function openStream(path: string, client: Client): Promise<{ statusCode: number; close: () => void }> {
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers: { cookie: client.cookieHeader, accept: 'text/event-stream' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          if (response.statusCode === 200 && body.includes('event: ready')) resolve({ statusCode: 200, close: () => request.destroy() });
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, close: () => {} }));
      });
      request.on('error', (error) => {
        if (!('code' in error && error.code === 'ECONNRESET')) reject(error);
      });
    });
  }

  it('count every spelling against the one per-user cap', async () => {
    const host = await signedInUser(t, 'streams-spellings@example.com');
    const invitation = await insertInvitation(t.ctx.database.db, { userId: host.id });
    const canonical = `/api/invitations/${invitation.id}/responses/events`;
    const spelled = spellings('/api/invitations/ID/responses/events').map(([label, path]) => [label, path.replace('ID', invitation.id)] as const);
    expect(spelled.length).toBeLessThan(LIMITS.liveStreamsPerUser.limit);
    const open: { close: () => void }[] = [];
    try {
      for (const [label, path] of spelled) {
        const stream = await openStream(path, host.client);
        expect(stream.statusCode, `${label} ${path}`).toBe(200);
        open.push(stream);
      }
      while (open.length < LIMITS.liveStreamsPerUser.limit) open.push(await openStream(canonical, host.client));
      for (const [label, path] of [['the canonical path', canonical], ...spelled]) {
        expect((await openStream(path, host.client)).statusCode, `${label} ${path}`).toBe(429);
      }
    } finally {
      for (const stream of open) stream.close();
    }
  });
});
