import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_ID, DEMO_INVITATION_SLUG } from '@shared/constants';
import { seed } from '@server/db/seed';
import { invitations, templates } from '@server/db/schema';
import { COVER_RENDER_LIMIT } from '@server/features/covers/routes';
import { coverSourceOf, coverStats } from '@server/features/covers/service';
import { forgetInvitation } from '@server/features/invitations/page-cache';
import { savePhoto } from '@server/features/photos/service';
import { renderCover } from '@server/lib/cover-render';
import type { CoverFrame, CoverText } from '@server/lib/cover-svg';
import { closeWorkerPool } from '@server/lib/worker-pool';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';
import { SQL_INJECTION, XSS_PAYLOADS } from '../support/hostile-payloads';

let t: TestApp;
let template: typeof templates.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.ctx);
  [template] = (await t.ctx.database.db.select().from(templates).where(eq(templates.name, 'Red Lantern')).limit(1)) as [typeof templates.$inferSelect];
}, 120_000);
afterAll(async () => {
  await closeWorkerPool();
  await t?.close();
});

const THUMB: CoverFrame = { kind: 'thumb', width: 540, height: 960 };
const OG: CoverFrame = { kind: 'og', width: 1200, height: 630 };

/** Share of pixels (grey levels) that differ by more than 40 of 255 between two images of one size. */
async function differingShare(a: Uint8Array, b: Uint8Array): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((image) => sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true })));
  expect(ra!.info.width).toBe(rb!.info.width);
  expect(ra!.info.height).toBe(rb!.info.height);
  let differing = 0;
  for (let i = 0; i < ra!.data.length; i += 1) if (Math.abs(ra!.data[i]! - rb!.data[i]!) > 40) differing += 1;
  return differing / ra!.data.length;
}

const emptyText = (text: CoverText): CoverText => ({ ...text, label: '', title: '', date: '', venue: '' });
const templateArt = async () => new Uint8Array((await t.ctx.storage.get('template_images', template.imageUrl.split('/').slice(3).join('/')))!);
const templateMeta = () => ({ id: template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[], accentColor: template.accentColor ?? undefined });

describe('link previews (og:image)', () => {
  it('is a 1200×630 JPEG of the cover, whose pixels differ from the empty template frame', async () => {
    const response = await t.app.inject(`/covers/invitations/${DEMO_INVITATION_ID}/og.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const [row] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, DEMO_INVITATION_ID));
    const source = coverSourceOf(row!);
    const artPath = source.artUrl.split('/').slice(3).join('/');
    const art = new Uint8Array((await t.ctx.storage.get(source.artUrl.split('/')[2]!, artPath))!);
    const empty = await renderCover({ text: emptyText(source.text), frame: OG, art });
    expect(await differingShare(response.rawPayload, empty)).toBeGreaterThan(0.01);
    // Nor is it the template's art alone (the old preview).
    const plainArt = await sharp(art).resize(1200, 630, { fit: 'cover' }).jpeg().toBuffer();
    expect(await differingShare(response.rawPayload, plainArt)).toBeGreaterThan(0.02);
    // The first render also starts the worker pool's first thread (loading tsx there): slow on a busy machine.
  }, 120_000);

  it('is named in the guest page head with its size, and the shared link is the pretty /{slug}', async () => {
    const html = (await t.app.inject(`/view/${DEMO_INVITATION_ID}`)).body;
    const image = html.match(/<meta property="og:image" content="([^"]+)" \/>/)?.[1];
    expect(image).toMatch(new RegExp(`^http://localhost:3000/covers/invitations/${DEMO_INVITATION_ID}/og\\.jpg\\?v=[0-9a-f]{16}$`));
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/${DEMO_INVITATION_SLUG}" />`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/${DEMO_INVITATION_SLUG}" />`);
    // Its versioned URL is kept for a year by any cache; the bare one only briefly.
    const versioned = await t.app.inject(image!.replace('http://localhost:3000', ''));
    expect(versioned.headers['cache-control']).toContain('immutable');
    const bare = await t.app.inject(`/covers/invitations/${DEMO_INVITATION_ID}/og.jpg`);
    expect(bare.headers['cache-control']).not.toContain('immutable');
    expect(bare.rawPayload.equals(versioned.rawPayload)).toBe(true);
  });

  it('an invitation without a custom URL shares /view/{id}', async () => {
    const row = await insertInvitation(t.ctx.database.db, { template: templateMeta() });
    const html = (await t.app.inject(`/view/${row.id}`)).body;
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/view/${row.id}" />`);
  });

  it('a change of names gives a new URL and a new image', async () => {
    const row = await insertInvitation(t.ctx.database.db, { template: templateMeta(), eventName: '<p>Mei &amp; Jun</p>' });
    const ogOf = async () => (await t.app.inject(`/view/${row.id}`)).body.match(/<meta property="og:image" content="http:\/\/localhost:3000([^"]+)" \/>/)![1]!;
    const before = await ogOf();
    const first = await t.app.inject(before);
    await t.ctx.database.db.update(invitations).set({ eventName: '<p>Mei &amp; Kai</p>', updatedAt: new Date() }).where(eq(invitations.id, row.id));
    // As a save does: the cached guest page (which names the og image) is dropped.
    forgetInvitation(row.id);
    const after = await ogOf();
    expect(after).not.toBe(before);
    const second = await t.app.inject(after);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
  });
});

describe("the host's cover photo", () => {
  /** Mean red, green and blue of a region of a JPEG. */
  // (stats() reads the input image, not the pipeline: the region is cut out first.)
  const meanColour = async (jpeg: Buffer, region: { left: number; top: number; width: number; height: number }) =>
    (await sharp(await sharp(jpeg).extract(region).png().toBuffer()).stats()).channels.slice(0, 3).map((channel) => channel.mean);
  // Green: the Red Lantern template's art is red already.
  const isGreen = ([r, g, b]: number[]) => g! > 150 && r! < 90 && b! < 90;

  it('is drawn in the link preview\'s card and in an arch on the thumbnail, and a new photo is a new version', async () => {
    const owner = await signedInUser(t, 'cover-photo@example.com');
    const row = await insertInvitation(t.ctx.database.db, { userId: owner.id, template: templateMeta(), eventName: '<p>Photo &amp; Couple</p>' });
    const before = await t.app.inject(`/covers/invitations/${row.id}/og.jpg`);
    expect(before.statusCode).toBe(200);
    // Without a photo the card shows the template's art.
    expect(isGreen(await meanColour(before.rawPayload, { left: 90, top: 90, width: 230, height: 450 }))).toBe(false);

    const green = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#00c020' } }).jpeg().toBuffer();
    const photo = await savePhoto(t.ctx, owner.id, green);
    await t.ctx.database.db.update(invitations).set({ coverPhoto: photo, updatedAt: new Date() }).where(eq(invitations.id, row.id));
    forgetInvitation(row.id);

    const og = await t.app.inject(`/covers/invitations/${row.id}/og.jpg`);
    expect(og.statusCode).toBe(200);
    expect(og.headers.etag).not.toBe(before.headers.etag);
    expect(isGreen(await meanColour(og.rawPayload, { left: 90, top: 90, width: 230, height: 450 }))).toBe(true);
    // The text side is not covered by it.
    expect(isGreen(await meanColour(og.rawPayload, { left: 700, top: 40, width: 400, height: 80 }))).toBe(false);

    const thumb = await t.app.inject(`/covers/invitations/${row.id}/thumb.jpg?w=540`);
    expect(thumb.statusCode).toBe(200);
    // The arch (photoBox: 270 px wide from x 135, 338 high from y 67), not the whole picture.
    expect(isGreen(await meanColour(thumb.rawPayload, { left: 170, top: 160, width: 200, height: 220 }))).toBe(true);
    expect(isGreen(await meanColour(thumb.rawPayload, { left: 0, top: 0, width: 540, height: 960 }))).toBe(false);
  }, 120_000);
});

describe('Chinese and Tamil covers', () => {
  for (const [language, names, fontLeftOut] of [
    ['chinese', '李明轩 &amp; 王雅婷', 'cjk'],
    ['tamil', 'கார்த்திக் &amp; பிரியா', 'tamil'],
  ] as const) {
    it(`a ${language} invitation's thumbnail draws its glyphs, not boxes`, async () => {
      const row = await insertInvitation(t.ctx.database.db, { template: templateMeta(), language, eventName: `<p>${names}</p>`, venue: language === 'chinese' ? '吉隆坡香格里拉酒店' : 'ஸ்ரீ மகா மண்டபம்' });
      const response = await t.app.inject(`/covers/invitations/${row.id}/thumb.jpg?w=540`);
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 540, height: 960 });

      const source = coverSourceOf(row);
      const art = await templateArt();
      // The same SVG drawn with the script's font left out: what boxes or blanks would look like.
      const withoutFont = await renderCover({ text: source.text, frame: THUMB, art, withoutFonts: [fontLeftOut] });
      expect(await differingShare(response.rawPayload, withoutFont)).toBeGreaterThan(0.005);
      const empty = await renderCover({ text: emptyText(source.text), frame: THUMB, art });
      expect(await differingShare(response.rawPayload, empty)).toBeGreaterThan(0.01);
    });
  }
});

describe('the cache', () => {
  it('serves a render again from storage without drawing it, and concurrent first requests share one render', async () => {
    const row = await insertInvitation(t.ctx.database.db, { template: templateMeta(), eventName: '<p>Cache &amp; Hit</p>' });
    const url = `/covers/invitations/${row.id}/thumb.jpg?w=270`;
    const before = coverStats.renders;
    const together = await Promise.all([t.app.inject(url), t.app.inject(url), t.app.inject(url)]);
    expect(coverStats.renders).toBe(before + 1);
    const again = await t.app.inject(url);
    expect(coverStats.renders).toBe(before + 1);
    for (const response of together) expect(response.rawPayload.equals(again.rawPayload)).toBe(true);
    expect(await sharp(again.rawPayload).metadata()).toMatchObject({ width: 270, height: 480 });
    // Unchanged: a 304 from its ETag.
    const etag = again.headers.etag as string;
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('refuses renders past the per-address limit (429), while stored renders are still served', async () => {
    const row = await insertInvitation(t.ctx.database.db, { template: templateMeta(), eventName: '<p>Rate &amp; Limit</p>' });
    const remoteAddress = '10.20.30.40';
    for (let i = 0; i < COVER_RENDER_LIMIT.limit; i += 1) await t.ctx.limiter.hit(`cover-render:${remoteAddress}`, COVER_RENDER_LIMIT.limit, COVER_RENDER_LIMIT.windowMs);
    const refused = await t.app.inject({ url: `/covers/invitations/${row.id}/thumb.jpg`, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const stored = await t.app.inject({ url: `/covers/invitations/${DEMO_INVITATION_ID}/og.jpg`, remoteAddress });
    expect(stored.statusCode).toBe(200);
  });
});

describe('who sees which cover', () => {
  it('a draft: its owner and an admin see its thumbnail; anyone else, and every og image, 404', async () => {
    const owner = await signedInUser(t, 'cover-owner@example.com');
    const other = await signedInUser(t, 'cover-other@example.com');
    const admin = await signedInUser(t, 'cover-admin@example.com', 'secret-password', { admin: true });
    const draft = await insertInvitation(t.ctx.database.db, { template: templateMeta(), userId: owner.id, templateStatus: 'Draft' });
    const thumb = `/covers/invitations/${draft.id}/thumb.jpg`;
    const own = await owner.client.get(thumb);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toContain('private');
    expect((await admin.client.get(thumb)).statusCode).toBe(200);
    expect((await other.client.get(thumb)).statusCode).toBe(404);
    expect((await t.app.inject(thumb)).statusCode).toBe(404);
    // Link previews come without a session: a draft has none, whoever asks.
    expect((await owner.client.get(`/covers/invitations/${draft.id}/og.jpg`)).statusCode).toBe(404);
    expect((await t.app.inject(`/covers/invitations/${draft.id}/og.jpg`)).statusCode).toBe(404);
    // Its page's head does not point at an image it cannot have.
    expect((await owner.client.get(`/view/${draft.id}`)).body).not.toContain('/covers/');
  });

  it('a published template shows its sample to anyone; a draft template only to admins', async () => {
    const response = await t.app.inject(`/covers/templates/${template.id}/thumb.jpg?w=270`);
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 270, height: 480 });
    const admin = await signedInUser(t, 'cover-admin2@example.com', 'secret-password', { admin: true });
    const [draft] = await t.ctx.database.db.insert(templates).values({ name: 'Draft cover', category: 'wedding', imageUrl: template.imageUrl, templateStatus: 'Draft' }).returning();
    expect((await t.app.inject(`/covers/templates/${draft!.id}/thumb.jpg?w=270`)).statusCode).toBe(404);
    expect((await admin.client.get(`/covers/templates/${draft!.id}/thumb.jpg?w=270`)).statusCode).toBe(200);
  });

  it('never draws a private file as the art', async () => {
    const row = await insertInvitation(t.ctx.database.db, {
      template: { id: template.id, imageUrl: '/files/payment_receipts/receipts/someone.png', dominantColors: [] },
      eventName: '<p>Private &amp; Art</p>',
    });
    await t.ctx.storage.put('payment_receipts', 'receipts/someone.png', await sharp({ create: { width: 90, height: 160, channels: 3, background: '#00ff00' } }).png().toBuffer());
    const response = await t.app.inject(`/covers/invitations/${row.id}/thumb.jpg?w=270`);
    expect(response.statusCode).toBe(200);
    const { data } = await sharp(response.rawPayload).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    // No bright green anywhere near the average: the receipt was not used.
    expect(data[1]! - Math.max(data[0]!, data[2]!)).toBeLessThan(60);
  });

  it('refuses unknown and hostile ids and widths with 404 (never 500)', async () => {
    const ids = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', DEMO_INVITATION_SLUG, '..%2F..%2Fetc%2Fpasswd', ...XSS_PAYLOADS.slice(0, 4), ...SQL_INJECTION.slice(0, 4)];
    for (const id of ids) {
      for (const path of ['og.jpg', 'thumb.jpg']) {
        for (const kind of ['invitations', 'templates']) {
          if (kind === 'templates' && path === 'og.jpg') continue;
          const response = await t.app.inject(`/covers/${kind}/${encodeURIComponent(id)}/${path}`);
          expect([400, 404], `${kind} ${id} ${path}`).toContain(response.statusCode);
        }
      }
    }
    for (const w of ['0', '540.0', '0540', '99999', 'abc', '']) {
      expect((await t.app.inject(`/covers/invitations/${DEMO_INVITATION_ID}/thumb.jpg?w=${w}`)).statusCode, w).toBe(404);
    }
    // Longer than any id: refused before any route runs.
    expect([400, 414]).toContain((await t.app.inject(`/covers/invitations/${'a'.repeat(500)}/thumb.jpg`)).statusCode);
  });
});
