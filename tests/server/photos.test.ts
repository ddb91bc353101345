import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationInput } from '@shared/invitation-input';
import { GALLERY_LIMITS, PHOTO_BUCKET, photoUrl, type Photo } from '@shared/photos';
import { newInvitation } from '@shared/wizard';
import { files, templates } from '@server/db/schema';
import { insertPayment } from '../support/payments';
import { fileForm, injectForm } from '../support/multipart';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/** Issue 19 photos: upload re-encodes into sizes and formats without EXIF; limits; ownership; access. */

let t: TestApp;
let template: typeof templates.$inferSelect;
let small: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [template] = (await t.ctx.database.db
    .insert(templates)
    .values({ name: 'Photos Test', category: 'wedding', imageUrl: '/files/template_images/photos-test.webp', dominantColors: ['#ffffff', '#000000', '#9f1239'], templateStatus: 'Published' })
    .returning()) as [typeof templates.$inferSelect];
  small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

function input(photos: { coverPhoto?: Photo | null; gallery?: Photo[] } = {}): InvitationInput {
  return {
    ...newInvitation(),
    template: { id: template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[], accentColor: template.accentColor },
    eventName: '<p>Photos</p>',
    date: '2027-05-01',
    time: '19:00',
    organizer: { name: 'Host', email: '', phone: '' },
    ...photos,
  };
}

async function send(client: Client | null, body: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  return injectForm(t.app, fileForm(body, name, type), { url: '/api/photos', cookie: client?.cookieHeader });
}

/** The file rows of a photo's variants: in the photos bucket, one folder per photo. */
const variantsOf = (id: string) =>
  t.ctx.database.db
    .select({ id: files.id, ownerId: files.ownerId })
    .from(files)
    .where(and(eq(files.bucket, PHOTO_BUCKET), like(files.key, `${id}/%`)));

async function upload(client: Client, body = small): Promise<Photo> {
  const response = await send(client, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Photo;
}

describe('uploading a photo', () => {
  it('re-encodes into responsive widths as AVIF, WebP and JPEG, upright, with EXIF and GPS removed', async () => {
    const host = await signedInUser(t, 'photo-encode@example.com');
    // 2400×1800 stored sideways (orientation 6): upright it is 1800 wide, 2400 tall.
    const original = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#c08040' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 0/1' } })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('SecretCam');
    expect(before.orientation).toBe(6);

    const photo = await upload(host.client, original);
    // Upright: portrait, fitted inside 1600×1600.
    expect(photo).toMatchObject({ width: 1200, height: 1600, widths: [480, 960, 1200], caption: '' });
    // 24 hex characters: a photo of the photos bucket (an older one, in `invitations`, has 20).
    expect(photo.id).toMatch(/^[a-f0-9]{24}$/);
    expect(photo.color).toMatch(/^#[0-9a-f]{6}$/);

    for (const width of photo.widths) {
      for (const [format, type, sharpFormat] of [
        ['avif', 'image/avif', 'heif'],
        ['webp', 'image/webp', 'webp'],
        ['jpg', 'image/jpeg', 'jpeg'],
      ] as const) {
        const response = await t.app.inject(photoUrl(photo.id, width, format));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.format).toBe(sharpFormat);
        expect(meta.width).toBe(width);
        // No EXIF block at all, so no camera, no GPS, no orientation to apply twice.
        expect(meta.exif).toBeUndefined();
        expect(response.rawPayload.toString('latin1')).not.toContain('SecretCam');
      }
    }
    // Every variant is a file of the uploader's (decision 0014).
    const rows = await variantsOf(photo.id);
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.ownerId === host.id)).toBe(true);
  });

  it('a small photo keeps its own width; PNG, WebP and AVIF are accepted', async () => {
    const host = await signedInUser(t, 'photo-formats@example.com');
    expect((await upload(host.client)).widths).toEqual([64]);
    for (const format of ['png', 'webp', 'avif'] as const) {
      const image = sharp({ create: { width: 600, height: 400, channels: 4, background: '#33669980' } });
      const body = await image[format]().toBuffer();
      expect((await upload(host.client, body)).widths, format).toEqual([480, 600]);
    }
  });

  it('refuses a wrong type, an SVG, a GIF, a file over 15 MB, a pixel bomb and a broken file, however it is named', async () => {
    const host = await signedInUser(t, 'photo-limits@example.com');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const svgRes = await send(host.client, svg, 'photo.jpg', 'image/jpeg');
    expect(svgRes.statusCode).toBe(400);
    expect(svgRes.json().error.message).toBe('Please choose a photo (JPEG, PNG, WebP or AVIF).');
    expect((await send(host.client, svg, 'photo.svg', 'image/svg+xml')).statusCode).toBe(400);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await send(host.client, gif, 'a.gif', 'image/gif')).statusCode).toBe(400);
    expect((await send(host.client, Buffer.from('not an image at all'), 'a.png', 'image/png')).statusCode).toBe(400);
    // A JPEG's first bytes and then garbage.
    expect((await send(host.client, Buffer.concat([small.subarray(0, 200), Buffer.alloc(500, 7)]))).statusCode).toBe(400);

    const huge = Buffer.concat([small, Buffer.alloc(15 * 1024 * 1024 + 10)]);
    const big = await send(host.client, huge);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('This photo is larger than 15 MB. Please choose a smaller one.');

    // 8000×7000 = 56 megapixels in a few KB.
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const bombRes = await send(host.client, bomb, 'bomb.png', 'image/png');
    expect(bombRes.statusCode).toBe(413);
    expect(bombRes.json().error.code).toBe('TOO_MANY_PIXELS');
    // Nothing of the refused files was stored.
    const stored = await t.ctx.database.db.select({ id: files.id }).from(files).where(and(eq(files.bucket, PHOTO_BUCKET), eq(files.ownerId, host.id)));
    expect(stored).toHaveLength(0);
  }, 60_000);

  it('needs a signed-in user; the field must be `file`', async () => {
    expect((await send(null, small)).statusCode).toBe(401);
    const host = await signedInUser(t, 'photo-field@example.com');
    const other = await injectForm(t.app, fileForm(small, 'a.jpg', 'image/jpeg', 'photo'), { url: '/api/photos', cookie: host.client.cookieHeader });
    expect(other.statusCode).toBe(400);
  });
});

describe('photos on an invitation', () => {
  it('saves the cover photo and gallery in order with captions; the public page and editor read them back', async () => {
    const host = await signedInUser(t, 'photo-save@example.com');
    const cover = await upload(host.client);
    const [a, b] = [await upload(host.client), await upload(host.client)] as [Photo, Photo];
    const created = await host.client.post('/api/invitations', input({ coverPhoto: cover, gallery: [{ ...b, caption: '  Our first trip  ' }, a] }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const editor = (await host.client.get(`/api/invitations/${id}`)).json();
    expect(editor.input.coverPhoto.id).toBe(cover.id);
    expect(editor.input.gallery.map((photo: Photo) => photo.id)).toEqual([b.id, a.id]);
    expect(editor.input.gallery[0].caption).toBe('Our first trip');
    // A client that sends no photos keeps them.
    const { coverPhoto: _c, gallery: _g, ...withoutPhotos } = input();
    expect((await host.client.request('PUT', `/api/invitations/${id}`, withoutPhotos)).statusCode).toBe(200);
    expect((await host.client.get(`/api/invitations/${id}`)).json().input.gallery).toHaveLength(2);
    // The client's widths are replaced by what exists.
    const lied = await host.client.request('PUT', `/api/invitations/${id}`, input({ coverPhoto: { ...cover, widths: [480, 960, 1600], width: 1600, height: 1200 }, gallery: [a, b] }));
    expect(lied.statusCode).toBe(200);
    expect((await host.client.get(`/api/invitations/${id}`)).json().input.coverPhoto).toMatchObject({ widths: [64], width: 64, height: 48 });
  });

  it('refuses another host\'s photo, a made-up id, a bad id or an overlong caption', async () => {
    const a = await signedInUser(t, 'photo-owner-a@example.com');
    const b = await signedInUser(t, 'photo-owner-b@example.com');
    const aPhoto = await upload(a.client);
    const made = { ...aPhoto, id: 'a'.repeat(20) };
    for (const photos of [{ coverPhoto: aPhoto }, { gallery: [aPhoto] }, { gallery: [made] }]) {
      const response = await b.client.post('/api/invitations', input(photos));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('A photo could not be found. Please upload it again.');
    }
    // A shape that is not a photo never reaches the check.
    expect((await b.client.post('/api/invitations', input({ gallery: [{ ...aPhoto, id: '../../etc' }] }))).statusCode).toBe(400);
    expect((await b.client.post('/api/invitations', input({ gallery: [{ ...aPhoto, caption: 'x'.repeat(201) }] }))).statusCode).toBe(400);
  });

  it(`limits the gallery by package: ${GALLERY_LIMITS.free} unpaid, ${GALLERY_LIMITS.silver} Silver, ${GALLERY_LIMITS.platinum} Platinum`, async () => {
    const host = await signedInUser(t, 'photo-count@example.com');
    const photos: Photo[] = [];
    for (let i = 0; i < GALLERY_LIMITS.silver + 1; i++) photos.push(await upload(host.client));
    const created = await host.client.post('/api/invitations', input({ gallery: photos.slice(0, 4) }));
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toBe('Your package (Free) allows 3 gallery photos. Remove some, or upgrade your package.');
    expect(created.json().error.step).toBe('photos');
    const { id } = (await host.client.post('/api/invitations', input({ gallery: photos.slice(0, 3) }))).json();
    expect((await host.client.get(`/api/invitations/${id}/photo-limit`)).json()).toEqual({ package: 'free', label: 'Free', limit: 3 });

    await insertPayment(t.ctx.database.db, { userId: host.id, invitationId: id, packageType: 'silver', status: 'approved' });
    expect((await host.client.get(`/api/invitations/${id}/photo-limit`)).json()).toEqual({ package: 'silver', label: 'Silver', limit: 12 });
    expect((await host.client.request('PUT', `/api/invitations/${id}`, input({ gallery: photos.slice(0, 12) }))).statusCode).toBe(200);
    const thirteen = await host.client.request('PUT', `/api/invitations/${id}`, input({ gallery: photos }));
    expect(thirteen.statusCode).toBe(400);
    expect(thirteen.json().error.message).toContain('(Silver) allows 12');

    await insertPayment(t.ctx.database.db, { userId: host.id, invitationId: id, packageType: 'platinum', status: 'approved' });
    expect((await host.client.request('PUT', `/api/invitations/${id}`, input({ gallery: photos }))).statusCode).toBe(200);
    expect((await host.client.get(`/api/invitations/${id}/photo-limit`)).json().limit).toBe(30);
  }, 60_000);

  it('deleting: only the uploader, only when nothing shows it; a dropped photo goes on save; the invitation takes its photos with it', async () => {
    const a = await signedInUser(t, 'photo-del-a@example.com');
    const b = await signedInUser(t, 'photo-del-b@example.com');
    const kept = await upload(a.client);
    const dropped = await upload(a.client);
    const loose = await upload(a.client);
    const rowsOf = async (photo: Photo) => (await variantsOf(photo.id)).length;

    expect((await b.client.request('DELETE', `/api/photos/${loose.id}`)).statusCode).toBe(404);
    expect((await b.client.request('DELETE', '/api/photos/not-an-id')).statusCode).toBe(404);
    expect((await new Client(t.app).request('DELETE', `/api/photos/${loose.id}`)).statusCode).toBe(401);
    expect((await a.client.request('DELETE', `/api/photos/${loose.id}`)).statusCode).toBe(204);
    expect(await rowsOf(loose)).toBe(0);
    expect((await t.app.inject(photoUrl(loose.id, 64, 'jpg'))).statusCode).toBe(404);

    const { id } = (await a.client.post('/api/invitations', input({ coverPhoto: kept, gallery: [dropped] }))).json();
    const inUse = await a.client.request('DELETE', `/api/photos/${kept.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(await rowsOf(kept)).toBe(3);

    expect((await a.client.request('PUT', `/api/invitations/${id}`, input({ coverPhoto: kept, gallery: [] }))).statusCode).toBe(200);
    expect(await rowsOf(dropped)).toBe(0);
    expect(await rowsOf(kept)).toBe(3);

    expect((await a.client.request('DELETE', `/api/invitations/${id}`)).statusCode).toBe(204);
    expect(await rowsOf(kept)).toBe(0);
  });

  it('the photo limit of an invitation: its owner or an admin; others 404, anonymous 401', async () => {
    const a = await signedInUser(t, 'photo-limit-a@example.com');
    const b = await signedInUser(t, 'photo-limit-b@example.com');
    const admin = await signedInUser(t, 'photo-limit-admin@example.com', 'admin-password-photos', { admin: true });
    const { id } = (await a.client.post('/api/invitations', input())).json();
    expect((await a.client.get(`/api/invitations/${id}/photo-limit`)).statusCode).toBe(200);
    expect((await admin.client.get(`/api/invitations/${id}/photo-limit`)).statusCode).toBe(200);
    expect((await b.client.get(`/api/invitations/${id}/photo-limit`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/invitations/${id}/photo-limit`)).statusCode).toBe(401);
  });
});
