import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_ID, DEMO_INVITATION_SLUG } from '@shared/constants';
import { seed } from '@server/db/seed';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const pageData = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="invitation-data">(.*?)<\/script>/s)![1]!);

describe('the public invitation page', () => {
  it('is rendered on the server with link-preview tags, at /view, /view-invitation and /{id}', async () => {
    for (const url of [`/view/${DEMO_INVITATION_ID}`, `/view-invitation/${DEMO_INVITATION_ID}`, `/${DEMO_INVITATION_ID}`, `/view/${DEMO_INVITATION_SLUG}`, `/${DEMO_INVITATION_SLUG}`]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      expect(html).toContain('<meta property="og:title" content="Aisyah &amp; Daniel" />');
      expect(html).toMatch(/<meta property="og:description" content="Wedding · Saturday, 12 June 2027 · The Glasshouse at Seputeh/);
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/covers\/invitations\/[0-9a-f-]{36}\/og\.jpg\?v=[0-9a-f]{16}" \/>/);
      expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/${DEMO_INVITATION_SLUG}" />`);
      // The invitation itself is in the first HTML, before any script runs.
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
      expect(root).toContain('Aisyah');
      expect(root).toContain('The Glasshouse at Seputeh');
      expect(root).toContain('Congratulations, Aisyah and Daniel!');
      expect(pageData(html)).toMatchObject({ state: 'ok', invitation: { id: DEMO_INVITATION_ID } });
    }
  });

  it('frames each island with comments the browser finds it by, and hands the browser the dates and instants it wrote (decision 0037)', async () => {
    const html = (await t.app.inject(`/view/${DEMO_INVITATION_SLUG}`)).body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    // The demo: two events (Save The Date offers each), a countdown, the RSVP, wishes, gifts and the bar.
    const islands = [...root.matchAll(/<!--island:([A-Za-z]+)-->/g)].map((match) => match[1]);
    expect(islands).toEqual(['saveTheDate', 'events', 'countdown', 'rsvp', 'wishes', 'gift', 'bar']);
    expect(root.match(/<!--\/island-->/g)).toHaveLength(islands.length);
    // The renderer's <template> marks never reach the page (they would count as elements to CSS).
    expect(root).not.toContain('<template');
    // What the server worked out with Intl: the dates it wrote (the events' day is on the page) and the events' instants.
    const precomputed = pageData(html).precomputed as Record<string, string | number>;
    const dates = Object.entries(precomputed).filter(([key]) => key.startsWith('date|'));
    expect(dates.map(([, written]) => written)).toContain('Saturday, 12 June 2027');
    expect(root).toContain('Saturday, 12 June 2027');
    expect(Object.entries(precomputed).filter(([key, value]) => key.startsWith('zone|Asia/Kuala_Lumpur|') && typeof value === 'number').length).toBeGreaterThan(0);
  });

  it("writes the link preview's description in the invitation's language (issue 30: og:description was English on every invitation)", async () => {
    const expected = {
      malay: 'Majlis Perkahwinan · Sabtu, 20 Mac 2027 · Rumah Tangsi',
      chinese: '婚礼 · 2027年3月20日星期六 · Rumah Tangsi',
      english: 'Wedding · Saturday, 20 March 2027 · Rumah Tangsi',
    } as const;
    for (const [language, description] of Object.entries(expected)) {
      const row = await insertInvitation(t.ctx.database.db, { language: language as keyof typeof expected, eventType: 'wedding' });
      const html = (await t.app.inject(`/view/${row.id}`)).body;
      expect(html, language).toContain(`<meta property="og:description" content="${description}" />`);
    }
    const tamil = await insertInvitation(t.ctx.database.db, { language: 'tamil', eventType: 'wedding' });
    const html = (await t.app.inject(`/view/${tamil.id}`)).body;
    expect(html).toMatch(/<meta property="og:description" content="திருமணம் · [^"]*2027[^"]* · Rumah Tangsi" \/>/);
  });

  it("asks for the template's art (the screen-filling image, its LCP) in the head at high priority; the wide-screen backdrop copy is lazy", async () => {
    const html = (await t.app.inject(`/view/${DEMO_INVITATION_SLUG}`)).body;
    const art = pageData(html).invitation.template.imageUrl as string;
    expect(art).toMatch(/^\/files\//);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${art}" fetchpriority="high" />`);
    // One request: the backdrop (hidden on phones) waits, lazily, instead of asking first at low priority.
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(`src="${art}"`));
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('loading="lazy"');
    expect(images[1]).toContain('fetchPriority="high"');
  });

  it('shows the date as entered whatever the server time zone', async () => {
    const html = (await t.app.inject(`/view/${DEMO_INVITATION_SLUG}`)).body;
    expect(process.env.TZ).toBe('Asia/Kuala_Lumpur');
    expect(html).toContain('12 June 2027');
  });

  it('tries the id first, then the slug', async () => {
    const db = t.ctx.database.db;
    const a = await insertInvitation(db, { eventName: 'First by id' });
    // A slug that looks like another invitation's id still loses to the id.
    await insertInvitation(db, { eventName: 'Slug holder', customSlug: 'party-2027' });
    expect(pageData((await t.app.inject(`/view/${a.id}`)).body).invitation.eventName).toBe('First by id');
    expect(pageData((await t.app.inject('/view/party-2027')).body).invitation.eventName).toBe('Slug holder');
  });

  it('answers Invitation Not Found (404) for an unknown id or slug', async () => {
    for (const url of ['/view/no-such-invitation', '/view-invitation/00000000-0000-4000-8000-000000000000', '/nothing-here', '/view/%3Cscript%3E']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Invitation Not Found');
      expect(response.body).not.toContain('<script>alert');
    }
  });

  it("keeps a draft's content from strangers; its owner sees it", async () => {
    const owner = await signedInUser(t, 'draft-owner@example.com');
    const other = await signedInUser(t, 'draft-stranger@example.com');
    const draft = await insertInvitation(t.ctx.database.db, { userId: owner.id, templateStatus: 'Draft', eventName: 'Secret Soirée', venue: 'Hidden Hall' });
    for (const client of [new Client(t.app), other.client]) {
      const response = await client.get(`/view/${draft.id}`);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Private Invitation');
      expect(response.body).toContain('Go Home');
      expect(response.body).not.toContain('Secret Soirée');
      expect(response.body).not.toContain('Hidden Hall');
    }
    const mine = await owner.client.get(`/view/${draft.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('Secret Soirée');
    expect(mine.headers['cache-control']).toContain('no-store');
  });

  it('leaves the app pages alone and sanitises stored rich text on the way out', async () => {
    const auth = await t.app.inject('/auth');
    expect(auth.statusCode).not.toBe(404);
    const hostile = await insertInvitation(t.ctx.database.db, {
      eventName: '<p>Party<script>alert(1)</script><img src=x onerror=alert(2)></p>',
      address: '<a href="javascript:alert(3)">map</a>',
    });
    const html = (await t.app.inject(`/view/${hostile.id}`)).body;
    expect(html).not.toMatch(/<script>alert|onerror=|javascript:alert/);
    expect(html).toContain('Party');
  });

  it('shows a new wish right after it is sent (the page cache is cleared)', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    expect((await t.app.inject(`/view/${inv.id}`)).body).not.toContain('Fresh wish here');
    await new Client(t.app).post(`/api/invitations/${inv.id}/rsvp`, { guestName: 'Zara', attending: true, numberOfGuests: 1, wishes: 'Fresh wish here' });
    expect((await t.app.inject(`/view/${inv.id}`)).body).toContain('Fresh wish here');
  });
});
