import fs from 'node:fs';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_ID } from '@shared/constants';
import { INVITATION_TEXT } from '@shared/i18n/invitation';
import { seed } from '@server/db/seed';
import { olderDemos, sampleInvitations } from '@server/db/seed/samples';
import { renderArtworkWebp } from '@server/db/seed/artwork';
import { invitations, templates } from '@server/db/schema';
import { coverSourceOf } from '@server/features/covers/service';
import { renderCover } from '@server/lib/cover-render';
import { fontsFor, type CoverFrame } from '@server/lib/cover-svg';
import { closeWorkerPool } from '@server/lib/worker-pool';
import { messageNamesDeadline } from '@web/features/invitation/renderer/deadline';
import { dividerColor } from '@web/features/invitation/renderer/Divider';
import { lastSpan } from '@web/features/invitation/renderer/Gallery';
import { headingHtml } from '@web/features/invitation/renderer/Sections';
import { SLUG_MESSAGES, slugProblem } from '@shared/slug';
import { createTestApp, type TestApp } from '../support/test-app';
import { FAKE_SPA, fakeWebDist } from '../support/web-dist';
import { insertInvitation } from '../support/invitations';

/**
 * Issue 30.4: flaws a guest saw on the seeded invitations, checked on what the server sends (the
 * guest page's HTML, the link-preview image, the seed's art). The browser checks (heights, colours,
 * paint order, line breaks) are in tests/e2e/guest-flaws.spec.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.ctx);
}, 120_000);
afterAll(async () => {
  await closeWorkerPool();
  await t?.close();
});

const SEEDED = [DEMO_INVITATION_ID, ...sampleInvitations().map((sample) => sample.id), ...olderDemos().map((demo) => demo.id)];
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
const OG: CoverFrame = { kind: 'og', width: 1200, height: 630 };

/** Share of pixels (grey levels) that differ by more than 40 of 255 between two images of one size. */
async function differingShare(a: Uint8Array, b: Uint8Array, region?: { left: number; top: number; width: number; height: number }): Promise<number> {
  const grey = (image: Uint8Array) => {
    const pipeline = sharp(image);
    return (region ? pipeline.extract(region) : pipeline).greyscale().raw().toBuffer();
  };
  const [ra, rb] = await Promise.all([grey(a), grey(b)]);
  let differing = 0;
  for (let i = 0; i < ra.length; i += 1) if (Math.abs(ra[i]! - rb[i]!) > 40) differing += 1;
  return differing / ra.length;
}

describe('the served guest page of every seeded invitation', () => {
  it('puts no block element (<p>) inside the cover title <h1>; the title reads as before', async () => {
    for (const id of SEEDED) {
      const response = await t.app.inject(`/view/${id}`);
      expect(response.statusCode, id).toBe(200);
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(root(response.body));
      expect(h1, id).not.toBeNull();
      expect(h1![1], id).not.toMatch(/<(p|div|h[1-6]|ul|ol|li|blockquote)\b/i);
      expect(h1![1], id).toMatch(/<span class="inv-line">/);
    }
    // Alignment and inline formatting are kept.
    expect(headingHtml('<p style="text-align:center">A <strong>&amp;</strong> B</p><h2>C</h2>')).toBe(
      '<span class="inv-line" style="text-align:center">A <strong>&amp;</strong> B</span><span class="inv-line">C</span>',
    );
  });

  it('draws no divider black: the seed stores the accent, and a stored #000000 (the starting colour) draws in the text colour', async () => {
    for (const id of SEEDED) {
      const html = root((await t.app.inject(`/view/${id}`)).body);
      const dividers = [...html.matchAll(/<div aria-hidden="true" data-divider="[^"]+"[^>]*>([\s\S]*?)<\/div>/g)].map((match) => match[1]!);
      expect(dividers.length, id).toBeGreaterThan(0);
      for (const divider of dividers) expect(divider, id).not.toMatch(/#000000|rgb\(0, ?0, ?0\)|background-color:#000\b/i);
    }
    const [demo] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, DEMO_INVITATION_ID));
    const [classic] = await t.ctx.database.db.select().from(templates).where(eq(templates.name, 'Classic Wedding'));
    expect(demo!.dividerSettings).toMatchObject({ attendance: { color: classic!.accentColor }, wishes: { color: classic!.accentColor } });
    for (const demoRow of olderDemos()) {
      const [row] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, demoRow.id));
      expect((row!.dividerSettings as { wishes: { color: string } }).wishes.color.toLowerCase()).not.toBe('#000000');
    }
    expect(dividerColor('#000000')).toBe('currentColor');
    expect(dividerColor('#000')).toBe('currentColor');
    expect(dividerColor('#9e4f5c')).toBe('#9e4f5c');
  });

  it('writes the reply-by date once: not again under a host message that already names it', async () => {
    const demo = root((await t.app.inject(`/view/${DEMO_INVITATION_ID}`)).body);
    expect(demo).toContain('Kindly reply by 31 May.');
    expect(demo).not.toContain('Please reply by');
    const malay = root((await t.app.inject(`/view/${sampleInvitations()[0]!.id}`)).body);
    expect(malay).toContain('sebelum 1 April 2027');
    expect(malay).not.toContain('Sila balas sebelum');
    // A message that does not name it: the page writes it.
    const row = await insertInvitation(t.ctx.database.db, { rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '2027-05-31', mealOptions: [], wishes: '<p>We hope you can come.</p>' } });
    expect(root((await t.app.inject(`/view/${row.id}`)).body)).toContain('Please reply by 31 May 2027');
    expect(messageNamesDeadline('<p>请于5月31日前回复</p>', '2027-05-31', INVITATION_TEXT.chinese)).toBe(true);
    expect(messageNamesDeadline('<p>Kindly reply soon.</p>', '2027-05-31', INVITATION_TEXT.english)).toBe(false);
  });
});

describe('the gallery grid', () => {
  it('leaves no cell empty: the last photo widens to fill its row', () => {
    for (let count = 1; count <= 13; count += 1) {
      // Cells taken: the first photo 2×2 from three photos on, the last `lastSpan` columns.
      const cells = (count > 2 ? count + 3 : count) + lastSpan(count) - 1;
      expect(cells % 3, `${count} photos`).toBe(0);
    }
    expect(lastSpan(5)).toBe(2);
    expect(lastSpan(6)).toBe(1);
  });
});

describe('/faq', () => {
  it("is the site's own 404 page (the app's page, in the visitor's language), not an invitation's \"not found\"", async () => {
    const dir = fakeWebDist();
    const site = await createTestApp({ WEB_DIST_DIR: dir });
    try {
      for (const url of ['/faq', '/FAQ', '/help']) {
        const page = await site.app.inject(url);
        expect(page.statusCode, url).toBe(404);
        expect(page.body, url).toBe(FAKE_SPA);
      }
      const malay = await site.app.inject({ url: '/faq', headers: { 'accept-language': 'ms-MY,ms;q=0.9' } });
      expect(malay.body).toContain('<html lang="ms">');
      // An unknown invitation address is still the invitation's own "not found".
      const unknown = await site.app.inject('/no-such-couple-here');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).not.toBe(FAKE_SPA);
      expect(slugProblem('faq')).toBe(SLUG_MESSAGES.reserved);
    } finally {
      await site.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the link-preview image', () => {
  it('draws the ♥ of a Tamil title (a glyph, not the empty box of a missing one)', async () => {
    const [row] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, olderDemos()[0]!.id));
    const source = coverSourceOf(row!);
    expect(source.text.title).toContain('♥');
    expect(fontsFor(source.text)).toContain('cjk');
    const heart = await renderCover({ text: source.text, frame: OG, art: null });
    // The same title with a character no font has (drawn as the missing-glyph box, as the ♥ was).
    const box = await renderCover({ text: { ...source.text, title: source.text.title.replace('♥', '\uE000') }, frame: OG, art: null });
    // The title on the right (x 400–1152): the heart and the box differ there.
    expect(await differingShare(heart, box, { left: 420, top: 150, width: 720, height: 330 })).toBeGreaterThan(0.002);
  }, 60_000);

  it("writes the names and date on the template's art when there is no cover photo", async () => {
    const [row] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, DEMO_INVITATION_ID));
    const source = coverSourceOf(row!);
    expect(source.photoUrl).toBe('');
    const art = new Uint8Array((await t.ctx.storage.get(source.artUrl.split('/')[2]!, source.artUrl.split('/').slice(3).join('/')))!);
    const drawn = await renderCover({ text: source.text, frame: OG, art });
    // The card (56, 48, 300×534) compared with the same image without names or date: text is on it.
    const bare = await renderCover({ text: { ...source.text, title: '', date: '' }, frame: OG, art });
    expect(await differingShare(drawn, bare, { left: 74, top: 120, width: 264, height: 390 })).toBeGreaterThan(0.02);
  }, 60_000);
});

describe("the seed's art", () => {
  for (const key of ['indian-wedding', 'elegant-celebration'] as const) {
    it(`${key}: the arch behind the cover fades out before the card's lowest edge, so no empty box shows below it`, async () => {
      const { data, info } = await sharp(await renderArtworkWebp(key, 540)).greyscale().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data[y * info.width + x]!;
      // The arch's sides are at x ≈ 90–100 and 440–450 (of 540); at y 700–724 (art 1400–1448 of 1920,
      // under a phone's cover card, above the bottom ornaments) only background.
      for (let y = 700; y < 725; y += 1) {
        for (const [from, to] of [[85, 105], [435, 455]] as const) {
          const background = at(270, y);
          for (let x = from; x <= to; x += 1) expect(Math.abs(at(x, y) - background), `${key} at ${x},${y}`).toBeLessThan(24);
        }
      }
    }, 60_000);
  }
});
