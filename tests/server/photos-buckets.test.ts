import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationInput } from '@shared/invitation-input';
import { LEGACY_PHOTO_BUCKET, PHOTO_BUCKET, PHOTO_FORMATS, photoUrl, type Photo } from '@shared/photos';
import { newInvitation } from '@shared/wizard';
import { files, invitations, templates } from '@server/db/schema';
import { parseFileUrl, storeFile } from '@server/lib/files';
import { insertInvitation } from '../support/invitations';
import { fileForm, injectForm } from '../support/multipart';
import { createTestApp, signedInUser, type Client, type TestApp } from '../support/test-app';

/*
 * Issue 19 leftovers: photos have a bucket and a purpose of their own. New photos go to `photos`
 * (served at /files/photos/…); the divider and gift routes never reference or delete a photo (new,
 * or an older one still in `invitations/photos/`), and the photo routes never touch another
 * bucket's file. Older photos keep being served, saved and deleted where they are. A deleted
 * template takes its preview invitation's photos with it (and never a host's).
 */

let t: TestApp;
let template: typeof templates.$inferSelect;
let small: Buffer;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [template] = (await t.ctx.database.db
    .insert(templates)
    .values({ name: 'Photo Buckets', category: 'wedding', imageUrl: '/files/template_images/photo-buckets.webp', dominantColors: ['#ffffff', '#000000', '#9f1239'], templateStatus: 'Published' })
    .returning()) as [typeof templates.$inferSelect];
  small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#9f1239' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

function input(extra: { coverPhoto?: Photo | null; gallery?: Photo[]; gift?: string; divider?: string; templateId?: string } = {}): InvitationInput {
  const base = newInvitation();
  const divider = extra.divider ? { type: 'custom' as const, customImageUrl: extra.divider } : {};
  return {
    ...base,
    template: { id: extra.templateId ?? template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[], accentColor: template.accentColor },
    eventName: '<p>Photo buckets</p>',
    date: '2027-05-01',
    time: '19:00',
    organizer: { name: 'Host', email: '', phone: '' },
    gift: { enabled: Boolean(extra.gift), noGifts: false, methods: [], imageUrl: extra.gift ?? '' },
    dividerSettings: {
      attendance: { ...base.dividerSettings.attendance, ...divider },
      wishes: { ...base.dividerSettings.wishes, ...divider },
    },
    ...(extra.coverPhoto !== undefined ? { coverPhoto: extra.coverPhoto } : {}),
    ...(extra.gallery !== undefined ? { gallery: extra.gallery } : {}),
  };
}

async function uploadPhoto(client: Client): Promise<Photo> {
  const response = await injectForm(t.app, fileForm(small, 'photo.jpg', 'image/jpeg'), { url: '/api/photos', cookie: client.cookieHeader });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Photo;
}

async function uploadImage(client: Client, kind: 'gift' | 'divider'): Promise<string> {
  const response = await injectForm(t.app, fileForm(png, `${kind}.png`, 'image/png'), { url: `/api/uploads/${kind}`, cookie: client.cookieHeader });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url as string;
}

/** The file rows in one bucket whose key starts with `prefix`. */
const rowsUnder = (bucket: string, prefix: string) =>
  t.ctx.database.db
    .select({ key: files.key, ownerId: files.ownerId })
    .from(files)
    .where(and(eq(files.bucket, bucket), like(files.key, `${prefix}%`)));

/**
 * A photo as the server wrote them before the photos bucket existed (old data, no migration): a
 * 20-character id, its variants in `invitations` at photos/{id}/{width}.{format}.
 */
async function legacyPhoto(ownerId: string | null): Promise<Photo> {
  const id = randomBytes(10).toString('hex');
  const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
  for (const format of PHOTO_FORMATS) {
    const key = `photos/${id}/64.${format}`;
    await t.ctx.storage.put(LEGACY_PHOTO_BUCKET, key, small);
    await t.ctx.database.db.insert(files).values({ bucket: LEGACY_PHOTO_BUCKET, key, contentType: types[format], size: small.length, isPublic: true, ownerId });
  }
  return { id, width: 64, height: 48, widths: [64], caption: '', color: '#2a6f97' };
}

describe('new photos have a bucket of their own', () => {
  it('land in `photos` at {id}/{width}.{format}, are served at /files/photos/…, and nothing is written to `invitations`', async () => {
    const host = await signedInUser(t, 'bucket-new@example.com');
    const photo = await uploadPhoto(host.client);
    expect(photo.id).toMatch(/^[a-f0-9]{24}$/);
    const rows = await rowsUnder(PHOTO_BUCKET, `${photo.id}/`);
    expect(rows.map((row) => row.key).sort()).toEqual([`${photo.id}/64.avif`, `${photo.id}/64.jpg`, `${photo.id}/64.webp`]);
    expect(rows.every((row) => row.ownerId === host.id)).toBe(true);
    expect(await rowsUnder(LEGACY_PHOTO_BUCKET, `photos/${photo.id}`)).toEqual([]);

    const url = photoUrl(photo.id, 64, 'jpg');
    expect(url).toBe(`/files/photos/${photo.id}/64.jpg`);
    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // The image route serves the bucket too (it is public), and the invitation shows the photo.
    expect((await t.app.inject(url.replace('/files/', '/img/480/'))).statusCode).toBe(200);
    const created = await host.client.post('/api/invitations', input({ coverPhoto: photo }));
    expect(created.statusCode, created.body).toBe(201);
  });

  it('a photo file is a photo, whichever bucket it is in; nothing new can be written where older photos are', async () => {
    expect(parseFileUrl('/files/photos/0123456789abcdef01234567/480.jpg')?.purpose).toBe('photo');
    expect(parseFileUrl('/files/invitations/photos/0123456789abcdef0123/480.jpg')?.purpose).toBe('photo');
    expect(parseFileUrl('/files/invitations/uploaded-borders/0123456789abcdef.png')?.purpose).toBe('divider');
    await expect(storeFile(t.ctx, { bucket: 'invitations', key: 'photos/0123456789abcdef0123/64.jpg', body: small, contentType: 'image/jpeg', isPublic: true })).rejects.toThrow(/does not fit its purpose/);
    expect(await rowsUnder(LEGACY_PHOTO_BUCKET, 'photos/0123456789abcdef0123/')).toEqual([]);
  });
});

describe('the uploads routes never touch a photo', () => {
  it("DELETE /api/uploads refuses the owner's own photo, new or older, in any format; the photo stays", async () => {
    const host = await signedInUser(t, 'bucket-delete@example.com');
    const photo = await uploadPhoto(host.client);
    const older = await legacyPhoto(host.id);
    for (const url of [
      photoUrl(photo.id, 64, 'jpg'),
      photoUrl(photo.id, 64, 'webp'),
      photoUrl(older.id, 64, 'jpg'),
      photoUrl(older.id, 64, 'avif'),
    ]) {
      const response = await host.client.request('DELETE', '/api/uploads', { url });
      expect(response.statusCode, url).toBe(404);
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
    expect(await rowsUnder(PHOTO_BUCKET, `${photo.id}/`)).toHaveLength(3);
    expect(await rowsUnder(LEGACY_PHOTO_BUCKET, `photos/${older.id}/`)).toHaveLength(3);
    // Their own divider still goes (the route is not simply closed).
    const divider = await uploadImage(host.client, 'divider');
    expect((await host.client.request('DELETE', '/api/uploads', { url: divider })).statusCode).toBe(204);
  });

  it('a divider or gift image cannot point into /files/photos/ (nor at an older photo in /files/invitations/photos/)', async () => {
    const host = await signedInUser(t, 'bucket-divider@example.com');
    const photo = await uploadPhoto(host.client);
    const older = await legacyPhoto(host.id);
    for (const url of [photoUrl(photo.id, 64, 'jpg'), photoUrl(photo.id, 64, 'webp'), photoUrl(older.id, 64, 'jpg')]) {
      for (const images of [{ divider: url }, { gift: url }]) {
        const response = await host.client.post('/api/invitations', input(images));
        expect(response.statusCode, `${JSON.stringify(images)}`).toBe(400);
        expect(response.json().error.message).toBe('Please upload the image again.');
      }
    }
    // Their own uploads, for what they were uploaded for, are accepted.
    const divider = await uploadImage(host.client, 'divider');
    const gift = await uploadImage(host.client, 'gift');
    expect(divider).toMatch(/^\/files\/invitations\/uploaded-borders\//);
    const created = await host.client.post('/api/invitations', input({ divider, gift }));
    expect(created.statusCode, created.body).toBe(201);
  });
});

describe("the photo routes never touch another bucket's file", () => {
  it('a file named like a photo outside its folder (a gift, a divider) is not a photo: not saved, not deleted', async () => {
    const host = await signedInUser(t, 'bucket-other@example.com');
    for (const [bucket, id] of [
      ['gifts', randomBytes(12).toString('hex')],
      ['invitations', randomBytes(12).toString('hex')],
      ['invitations', randomBytes(10).toString('hex')],
    ] as const) {
      // The host's own gift or divider file, at a key shaped like a photo's variant.
      await storeFile(t.ctx, { bucket, key: `${id}/64.jpg`, body: small, contentType: 'image/jpeg', isPublic: true, ownerId: host.id });
      const fake: Photo = { id, width: 64, height: 48, widths: [64], caption: '', color: '#2a6f97' };
      const saved = await host.client.post('/api/invitations', input({ coverPhoto: fake, gallery: [fake] }));
      expect(saved.statusCode, `${bucket} ${id}`).toBe(400);
      expect(saved.json().error.message).toBe('A photo could not be found. Please upload it again.');
      expect((await host.client.request('DELETE', `/api/photos/${id}`)).statusCode, `${bucket} ${id}`).toBe(404);
      expect(await rowsUnder(bucket, `${id}/`)).toHaveLength(1);
      expect((await t.app.inject(`/files/${bucket}/${id}/64.jpg`)).statusCode).toBe(200);
    }
  });
});

describe('photos stored before the photos bucket', () => {
  it('keep being served, shown and saved on the invitation that uses them, and go when it drops them', async () => {
    const host = await signedInUser(t, 'bucket-legacy@example.com');
    const cover = await legacyPhoto(host.id);
    const inGallery = await legacyPhoto(host.id);
    const url = photoUrl(cover.id, 64, 'jpg');
    expect(url).toBe(`/files/invitations/photos/${cover.id}/64.jpg`);
    expect((await t.app.inject(url)).statusCode).toBe(200);

    // An invitation saved before the change, as its row is in the database.
    const row = await insertInvitation(t.ctx.database.db, { userId: host.id, template: { id: template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[] }, coverPhoto: cover, gallery: [inGallery] });
    const editor = (await host.client.get(`/api/invitations/${row.id}`)).json();
    expect(editor.input.coverPhoto.id).toBe(cover.id);
    expect(editor.input.gallery.map((photo: Photo) => photo.id)).toEqual([inGallery.id]);
    // Saved again as it is (with a new photo beside the old ones): accepted.
    const fresh = await uploadPhoto(host.client);
    const again = await host.client.request('PUT', `/api/invitations/${row.id}`, input({ coverPhoto: cover, gallery: [inGallery, fresh] }));
    expect(again.statusCode, again.body).toBe(200);
    // Another host cannot use them.
    const other = await signedInUser(t, 'bucket-legacy-other@example.com');
    expect((await other.client.post('/api/invitations', input({ coverPhoto: cover }))).statusCode).toBe(400);
    expect((await other.client.request('DELETE', `/api/photos/${cover.id}`)).statusCode).toBe(404);
    // Still shown: not deleted.
    expect((await host.client.request('DELETE', `/api/photos/${cover.id}`)).statusCode).toBe(409);

    // Dropped on save: its rows and bytes go, from where they are.
    expect((await host.client.request('PUT', `/api/invitations/${row.id}`, input({ coverPhoto: cover, gallery: [fresh] }))).statusCode).toBe(200);
    expect(await rowsUnder(LEGACY_PHOTO_BUCKET, `photos/${inGallery.id}/`)).toEqual([]);
    expect(await t.ctx.storage.get(LEGACY_PHOTO_BUCKET, `photos/${inGallery.id}/64.jpg`)).toBeNull();
    expect(await rowsUnder(LEGACY_PHOTO_BUCKET, `photos/${cover.id}/`)).toHaveLength(3);

    // The invitation deleted: its older cover and its new gallery photo go.
    expect((await host.client.request('DELETE', `/api/invitations/${row.id}`)).statusCode).toBe(204);
    expect(await rowsUnder(LEGACY_PHOTO_BUCKET, `photos/${cover.id}/`)).toEqual([]);
    expect(await rowsUnder(PHOTO_BUCKET, `${fresh.id}/`)).toEqual([]);
    expect((await t.app.inject(url)).statusCode).toBe(404);
  });

  it('an unused one is deleted by its uploader through DELETE /api/photos/:id', async () => {
    const host = await signedInUser(t, 'bucket-legacy-delete@example.com');
    const loose = await legacyPhoto(host.id);
    expect((await host.client.request('DELETE', `/api/photos/${loose.id}`)).statusCode).toBe(204);
    expect(await rowsUnder(LEGACY_PHOTO_BUCKET, `photos/${loose.id}/`)).toEqual([]);
    expect((await t.app.inject(photoUrl(loose.id, 64, 'webp'))).statusCode).toBe(404);
  });
});

describe('deleting a template', () => {
  it("takes its preview invitation's cover photo and gallery with it (rows and bytes, new and older photos)", async () => {
    const admin = await signedInUser(t, 'bucket-admin@example.com', 'admin-password-buckets', { admin: true });
    const [unused] = (await t.ctx.database.db
      .insert(templates)
      .values({ name: 'Photo Preview', category: 'wedding', imageUrl: '/files/template_images/photo-preview.webp', dominantColors: ['#ffffff', '#000000', '#9f1239'], templateStatus: 'Draft' })
      .returning()) as [typeof templates.$inferSelect];
    const cover = await uploadPhoto(admin.client);
    const gallery = [await uploadPhoto(admin.client), await legacyPhoto(admin.id), await legacyPhoto(null)];
    const saved = await admin.client.post('/api/admin/preview-invitations', input({ templateId: unused.id, coverPhoto: cover, gallery }));
    expect(saved.statusCode, saved.body).toBe(201);
    const previewId = (saved.json() as { id: string }).id;
    const urls = [cover, ...gallery].map((photo) => photoUrl(photo.id, 64, 'jpg'));
    for (const url of urls) expect((await t.app.inject(url)).statusCode, url).toBe(200);

    const response = await admin.client.request('DELETE', `/api/admin/templates/${unused.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, previewId))).toEqual([]);
    for (const photo of [cover, gallery[0]!]) expect(await rowsUnder(PHOTO_BUCKET, `${photo.id}/`), photo.id).toEqual([]);
    for (const photo of gallery.slice(1)) expect(await rowsUnder(LEGACY_PHOTO_BUCKET, `photos/${photo.id}/`), photo.id).toEqual([]);
    for (const url of urls) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
      const [, bucket, key] = /^\/files\/([a-z_]+)\/(.+)$/.exec(url) as unknown as [string, string, string];
      expect(await t.ctx.storage.get(bucket, key), url).toBeNull();
    }
  });

  it("never removes a host's photo, even one an owner-less preview shows, nor one another invitation shows", async () => {
    const host = await signedInUser(t, 'bucket-preview-host@example.com');
    const admin = await signedInUser(t, 'bucket-admin-2@example.com', 'admin-password-buckets', { admin: true });
    const hostPhoto = await uploadPhoto(host.client);
    const shared = await uploadPhoto(admin.client);
    const [unused] = (await t.ctx.database.db
      .insert(templates)
      .values({ name: 'Odd Preview Photos', category: 'wedding', imageUrl: '/files/template_images/odd-preview.webp', dominantColors: ['#ffffff', '#000000', '#9f1239'], templateStatus: 'Draft' })
      .returning()) as [typeof templates.$inferSelect];
    // A preview row showing a host's photo (hand-made: the editor would refuse it), and a host's invitation showing the admin's.
    const preview = await insertInvitation(t.ctx.database.db, { userId: null, coverPhoto: hostPhoto, gallery: [shared] });
    await t.ctx.database.db.update(templates).set({ previewId: preview.id }).where(eq(templates.id, unused.id));
    await insertInvitation(t.ctx.database.db, { userId: host.id, template: { id: template.id, imageUrl: template.imageUrl, dominantColors: [] }, gallery: [shared] });

    expect((await admin.client.request('DELETE', `/api/admin/templates/${unused.id}`)).statusCode).toBe(204);
    expect(await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, preview.id))).toEqual([]);
    expect(await rowsUnder(PHOTO_BUCKET, `${hostPhoto.id}/`)).toHaveLength(3);
    expect(await rowsUnder(PHOTO_BUCKET, `${shared.id}/`)).toHaveLength(3);
    expect((await t.app.inject(photoUrl(hostPhoto.id, 64, 'jpg'))).statusCode).toBe(200);
  });
});
