import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_STREAM_MESSAGES, LiveStreamSlots } from '@server/features/rsvp/live-stream-slots';
import { LIMITS } from '@server/plugins/rate-limits';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

interface OpenStream {
  close(): void;
}

class Refused extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`stream answered ${statusCode}: ${body}`);
  }
}

/** Opens a live stream over a real socket; resolves once its "ready" event arrives, rejects with the refusal otherwise. */
function openStream(baseUrl: string, invitationId: string, cookie: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/invitations/${invitationId}/responses/events`, { headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      response.setEncoding('utf8');
      let body = '';
      response.on('data', (chunk: string) => {
        body += chunk;
        if (response.statusCode === 200 && body.includes('event: ready')) resolve({ close: () => request.destroy() });
      });
      response.on('end', () => reject(new Refused(response.statusCode ?? 0, body)));
    });
    request.on('error', (error) => {
      if (!('code' in error && error.code === 'ECONNRESET')) reject(error);
    });
  });
}

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

describe('live streams per user', () => {
  it(`opens ${LIMITS.liveStreamsPerUser.limit} across a user's invitations, refuses the next with a clear 429, and frees a slot when one closes`, async () => {
    const host = await signedInUser(t, 'streams-host@example.com');
    const other = await signedInUser(t, 'streams-other@example.com');
    const invitations = await Promise.all([1, 2, 3].map(() => insertInvitation(t.ctx.database.db, { userId: host.id })));
    const ids = invitations.map((inv) => inv.id);
    const limit = LIMITS.liveStreamsPerUser.limit;
    expect(limit).toBe(10);

    const open: OpenStream[] = [];
    for (let i = 0; i < limit; i += 1) open.push(await openStream(baseUrl, ids[i % ids.length]!, host.client.cookieHeader));

    const refused = await openStream(baseUrl, ids[0]!, host.client.cookieHeader).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Refused);
    expect((refused as Refused).statusCode).toBe(429);
    expect(JSON.parse((refused as Refused).body)).toEqual({ error: { code: 'TOO_MANY_STREAMS', message: LIVE_STREAM_MESSAGES.perUser } });

    // Per user: another host is not held back by this one's tabs.
    const others = await openStream(baseUrl, (await insertInvitation(t.ctx.database.db, { userId: other.id })).id, other.client.cookieHeader);

    // Closing a tab gives its slot back (once the server has seen the socket close).
    open.shift()!.close();
    const next = await vi.waitFor(() => openStream(baseUrl, ids[1]!, host.client.cookieHeader), { timeout: 5000, interval: 50 });
    open.push(next);
    await expect(openStream(baseUrl, ids[2]!, host.client.cookieHeader)).rejects.toMatchObject({ statusCode: 429 });

    for (const stream of [...open, others]) stream.close();
    // Every slot comes back: all ten can be opened again.
    const again = await vi.waitFor(() => Promise.all(ids.map((id) => openStream(baseUrl, id, host.client.cookieHeader))), { timeout: 5000, interval: 50 });
    for (const stream of again) stream.close();
  });

  it('a refused (404) stream takes no slot', async () => {
    const host = await signedInUser(t, 'streams-404@example.com');
    const stranger = await signedInUser(t, 'streams-stranger@example.com');
    const inv = await insertInvitation(t.ctx.database.db, { userId: host.id });
    for (let i = 0; i < LIMITS.liveStreamsPerUser.limit + 2; i += 1) {
      await expect(openStream(baseUrl, inv.id, stranger.client.cookieHeader)).rejects.toMatchObject({ statusCode: 404 });
    }
    const own = await openStream(baseUrl, (await insertInvitation(t.ctx.database.db, { userId: stranger.id })).id, stranger.client.cookieHeader);
    own.close();
  });
});

describe('LiveStreamSlots', () => {
  it('caps each user and the whole instance (503), and gives a slot back exactly once', () => {
    const slots = new LiveStreamSlots({ perUser: 2, perInstance: 3 });
    const a1 = slots.acquire('a');
    slots.acquire('a');
    expect(() => slots.acquire('a')).toThrow(expect.objectContaining({ statusCode: 429, message: LIVE_STREAM_MESSAGES.perUser }));
    slots.acquire('b');
    expect(() => slots.acquire('c')).toThrow(expect.objectContaining({ statusCode: 503, message: LIVE_STREAM_MESSAGES.perInstance }));
    a1();
    a1();
    expect(slots.open()).toBe(2);
    expect(slots.open('a')).toBe(1);
    slots.acquire('c');
    expect(() => slots.acquire('d')).toThrow(expect.objectContaining({ statusCode: 503 }));
  });

  it('the instance cap is declared with the other limits', () => {
    expect(LIMITS.liveStreamsPerInstance.limit).toBe(1000);
  });
});
