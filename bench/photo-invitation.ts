/**
 * The demo invitation with a cover photo and a 12-photo gallery (issue 19: Lighthouse is measured on
 * an invitation with photos), seeded into a fresh data directory before the server starts (the
 * embedded database has one owner at a time), as bench/guest-list.ts seeds its guest list.
 *
 * The seeded demo (DEMO_INVITATION_SLUG) is copied, row and public wishes, into a second published,
 * paid invitation at PHOTO_INVITATION_SLUG owned by a bench host; 13 photo-like JPEGs (made here,
 * the same bytes every run) are stored as that host's uploads through the photos service
 * (`savePhoto`: the server's own re-encoding into widths and formats), the first as the cover, the
 * other 12 as the gallery with short captions.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { DEMO_INVITATION_SLUG } from '@shared/constants';
import type { Photo } from '@shared/photos';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { invitations, rsvpResponses } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { createVerifiedUser } from '@server/features/accounts/service';
import { savePhoto } from '@server/features/photos/service';

export const PHOTO_INVITATION_SLUG = `${DEMO_INVITATION_SLUG}-photos`;
export const PHOTO_HOST = { email: 'bench-photos@example.com', password: 'bench-photos-password', name: 'Bench Photo Host' };
/** Cover first, then the gallery in the guests' order: a few portrait among the landscape ones, as from a phone. */
const SHAPES: readonly ('landscape' | 'portrait')[] = ['landscape', 'landscape', 'portrait', 'landscape', 'portrait', 'landscape', 'landscape', 'portrait', 'landscape', 'portrait', 'landscape', 'landscape', 'portrait'];
const CAPTIONS = [
  'The proposal in Langkawi',
  'Our first trip together',
  'Family dinner in Ipoh',
  'Merisik day',
  'Engagement rings',
  'Hiking Bukit Tabur',
  'Sunset at Tanjung Aru',
  'Baking with Mak',
  'Raya open house',
  'Our cat, Mochi',
  'Pre-wedding shoot',
  'See you on the day!',
];
export const PHOTO_COUNT = SHAPES.length;

/** A deterministic pseudo-random sequence (the same photos every run, so runs compare). */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A photo-like JPEG: a sky-to-ground gradient, a hilly horizon, soft out-of-focus discs, texture at
 * several scales and grain, so it compresses like a photo rather than a flat test card. 2400×1600 or 1600×2400 (larger than
 * the server keeps, as a phone's upload is).
 */
export async function photoLikeJpeg(index: number, shape: 'landscape' | 'portrait'): Promise<Buffer> {
  const [width, height] = shape === 'landscape' ? [2400, 1600] : [1600, 2400];
  const rand = random(1000 + index * 7919);
  const hue = (index * 47) % 360;
  const rgb = (h: number, s: number, l: number): [number, number, number] => {
    const k = (n: number) => (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
    return [f(0), f(8), f(4)];
  };
  const skyTop = rgb(hue, 0.55, 0.72);
  const skyLow = rgb((hue + 30) % 360, 0.6, 0.86);
  const ground = rgb((hue + 150) % 360, 0.35, 0.32);
  const groundLow = rgb((hue + 170) % 360, 0.3, 0.16);
  const discs = Array.from({ length: 14 }, () => ({
    x: rand() * width,
    y: rand() * height,
    r: (0.04 + rand() * 0.12) * Math.min(width, height),
    color: rgb((hue + rand() * 90) % 360, 0.5 + rand() * 0.4, 0.55 + rand() * 0.3),
    strength: 0.25 + rand() * 0.45,
  }));
  const waves = [rand() * 6, rand() * 6, 2 + rand() * 3, 5 + rand() * 6];
  // Detail at several scales (leaves, fabric, hair): value noise, each octave a random grid of
  // `cell`-pixel squares blended smoothly, which an encoder keeps as a photo's texture.
  const texture = new Float32Array(width * height);
  for (const { cell, amplitude } of [
    { cell: 5, amplitude: 9 },
    { cell: 19, amplitude: 14 },
    { cell: 83, amplitude: 18 },
  ]) {
    const columns = Math.ceil(width / cell) + 2;
    const grid = Float32Array.from({ length: columns * (Math.ceil(height / cell) + 2) }, () => (rand() - 0.5) * 2 * amplitude);
    const smooth = (f: number) => f * f * (3 - 2 * f);
    for (let y = 0; y < height; y++) {
      const row = Math.floor(y / cell);
      const sy = smooth(y / cell - row);
      const up = row * columns;
      const down = up + columns;
      for (let x = 0; x < width; x++) {
        const column = Math.floor(x / cell);
        const sx = smooth(x / cell - column);
        const top = grid[up + column]! + (grid[up + column + 1]! - grid[up + column]!) * sx;
        const bottom = grid[down + column]! + (grid[down + column + 1]! - grid[down + column]!) * sx;
        texture[y * width + x]! += top + (bottom - top) * sy;
      }
    }
  }
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const horizon = 0.55 + 0.06 * Math.sin(u * waves[2]! + waves[0]!) + 0.025 * Math.sin(u * waves[3]! * 3 + waves[1]!);
      const v = y / height;
      let r: number;
      let g: number;
      let b: number;
      if (v < horizon) {
        const t = v / horizon;
        r = skyTop[0] + (skyLow[0] - skyTop[0]) * t;
        g = skyTop[1] + (skyLow[1] - skyTop[1]) * t;
        b = skyTop[2] + (skyLow[2] - skyTop[2]) * t;
      } else {
        const t = (v - horizon) / (1 - horizon);
        // Some texture on the ground (grass, paving): a mid-frequency ripple.
        const ripple = 10 * Math.sin(x * 0.09 + Math.sin(y * 0.05) * 3) * Math.sin(y * 0.11);
        r = ground[0] + (groundLow[0] - ground[0]) * t + ripple;
        g = ground[1] + (groundLow[1] - ground[1]) * t + ripple;
        b = ground[2] + (groundLow[2] - ground[2]) * t + ripple;
      }
      for (const disc of discs) {
        const dx = x - disc.x;
        const dy = y - disc.y;
        const d2 = (dx * dx + dy * dy) / (disc.r * disc.r);
        if (d2 < 1) {
          const w = disc.strength * (1 - d2 * d2);
          r += (disc.color[0] - r) * w;
          g += (disc.color[1] - g) * w;
          b += (disc.color[2] - b) * w;
        }
      }
      // The sky smoother than the ground, as in a photo; grain everywhere.
      const grain = (rand() - 0.5) * 12 + texture[y * width + x]! * (v < horizon ? 0.35 : 1);
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, r + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

/**
 * Seeds the data directory (or database) that `env` names: the server's own seed, then the photo
 * invitation. Run it before the server starts on the same `env`; the server's seed at start finds
 * everything there and adds nothing (it goes by the demos' ids and the templates' names).
 */
export async function seedPhotoInvitation(env: Record<string, string | undefined>): Promise<{ invitationId: string; cover: Photo; gallery: Photo[] }> {
  const ctx = await createContext(loadConfig(env), pino({ level: 'warn' }));
  try {
    await seed(ctx);
    const { db } = ctx.database;
    const [demo] = await db.select().from(invitations).where(eq(invitations.customSlug, DEMO_INVITATION_SLUG)).limit(1);
    if (!demo) throw new Error(`the seed made no ${DEMO_INVITATION_SLUG} (SEED_DEMO_DATA off?)`);
    const host = await createVerifiedUser(ctx.auth, db, PHOTO_HOST);
    // One at a time: each upload takes sharp's threads, as the server's encode queue allows.
    const photos: Photo[] = [];
    for (const [index, shape] of SHAPES.entries()) photos.push(await savePhoto(ctx, host.id, await photoLikeJpeg(index, shape)));
    const [cover, ...rest] = photos as [Photo, ...Photo[]];
    const gallery = rest.map((photo, index) => ({ ...photo, caption: CAPTIONS[index] ?? '' }));
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = demo;
    const [row] = await db
      .insert(invitations)
      .values({ ...copy, userId: host.id, customSlug: PHOTO_INVITATION_SLUG, templateStatus: 'Published', status: 'published', isPaid: true, coverPhoto: cover, gallery })
      .returning({ id: invitations.id });
    const invitationId = row!.id;
    // The demo's public wishes too, so the page differs from the demo by its photos alone.
    const wishes = await db.select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, demo.id));
    if (wishes.length > 0) {
      await db.insert(rsvpResponses).values(
        wishes.map(({ id: _wishId, updatedAt: _wishUpdated, editTokenHash: _token, householdId: _household, ...wish }) => ({ ...wish, invitationId })),
      );
    }
    return { invitationId, cover, gallery };
  } finally {
    await ctx.liveEvents.close();
    await ctx.limiter.close();
    await ctx.database.close();
  }
}
