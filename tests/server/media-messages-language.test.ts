import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationInput } from '@shared/invitation-input';
import { PHOTO_MAX_MB, type Photo } from '@shared/photos';
import { newInvitation } from '@shared/wizard';
import { serverMessage, type MessageArgs, type ServerMessageCode } from '@shared/server-messages';
import type { HostLanguage } from '@shared/host-language';
import editorEnglish from '@web/i18n/catalogues/editor.english';
import editorMalay from '@web/i18n/catalogues/editor.malay';
import editorChinese from '@web/i18n/catalogues/editor.chinese';
import { templates, users } from '@server/db/schema';
import { COVER_RENDER_LIMIT } from '@server/features/covers/routes';
import { PHOTO_RATE_LIMIT } from '@server/features/photos/service';
import { LIMITS } from '@server/plugins/rate-limits';
import { fileForm, injectForm } from '../support/multipart';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

/**
 * Issue 29, decision 0031, the media area (MEDIA_MESSAGES, src/shared/server-messages/media.ts): a
 * host whose language is Malay or Chinese reads every refusal of the photo, gift and divider
 * uploads, the photo and file deletes, the rendered covers, the resized images and the public
 * template in that language, with the same status and public code as before; English is unchanged
 * character for character.
 */
let t: TestApp;
let template: typeof templates.$inferSelect;
let small: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [template] = (await t.ctx.database.db
    .insert(templates)
    .values({ name: 'Media Messages', category: 'wedding', imageUrl: '/files/template_images/media-messages.webp', dominantColors: ['#ffffff', '#000000', '#9f1239'], templateStatus: 'Published' })
    .returning()) as [typeof templates.$inferSelect];
  small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const LANGUAGES = ['english', 'malay', 'chinese'] as const satisfies readonly HostLanguage[];
const say = <C extends ServerMessageCode>(code: C, language: HostLanguage, ...args: MessageArgs<C>) => serverMessage(code, language, ...args);

let hosts = 0;
/** A signed-in host whose account language is `language`. */
async function hostIn(language: HostLanguage) {
  hosts += 1;
  const host = await signedInUser(t, `media-${language}-${hosts}@example.com`);
  await db().update(users).set({ language }).where(eq(users.id, host.id));
  return host;
}

const sendPhoto = (client: Client, body: Buffer, name = 'photo.jpg', type = 'image/jpeg', field = 'file') =>
  injectForm(t.app, fileForm(body, name, type, field), { url: '/api/photos', cookie: client.cookieHeader });
const sendUpload = (client: Client, kind: 'gift' | 'divider', body: Buffer, name = 'image.png', type = 'image/png', field = 'file') =>
  injectForm(t.app, fileForm(body, name, type, field), { url: `/api/uploads/${kind}`, cookie: client.cookieHeader });

/** A valid 1-bit greyscale PNG of width × height whose all-zero rows deflate to almost nothing. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8);
  ihdr.writeUInt8(0, 9);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function input(photos: { coverPhoto?: Photo | null; gallery?: Photo[] } = {}): InvitationInput {
  return {
    ...newInvitation(),
    template: { id: template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[], accentColor: template.accentColor },
    eventName: '<p>Media</p>',
    date: '2027-05-01',
    time: '19:00',
    organizer: { name: 'Host', email: '', phone: '' },
    ...photos,
  };
}

describe('refused photo uploads are in the host’s language, with their codes', () => {
  it.each(LANGUAGES)('wrong type, not a `file` field, over 15 MB, too many pixels, unreadable: %s', async (language) => {
    const host = await hostIn(language);
    const svg = await sendPhoto(host.client, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({ error: { code: 'NOT_A_PHOTO', message: say('PHOTO_WRONG_TYPE', language) } });

    const field = await sendPhoto(host.client, small, 'a.jpg', 'image/jpeg', 'photo');
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual({ error: { code: 'NOT_A_PHOTO', message: say('PHOTO_WRONG_TYPE', language) } });

    const big = await sendPhoto(host.client, Buffer.concat([small, Buffer.alloc(PHOTO_MAX_MB * 1024 * 1024 + 10)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: { code: 'TOO_LARGE', message: say('PHOTO_TOO_LARGE', language) } });

    const bomb = await sendPhoto(host.client, pngBomb(8000, 7000), 'bomb.png', 'image/png');
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toEqual({ error: { code: 'TOO_MANY_PIXELS', message: say('PHOTO_TOO_MANY_PIXELS', language) } });

    // A JPEG's first bytes, then garbage: it looks like a photo but cannot be read as one.
    const broken = await sendPhoto(host.client, Buffer.concat([small.subarray(0, 200), Buffer.alloc(500, 7)]));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: { code: 'NOT_A_PHOTO', message: say('PHOTO_UNREADABLE', language) } });
  }, 60_000);

  it.each(LANGUAGES)('too many photos at once (429 RATE_LIMITED): %s', async (language) => {
    const host = await hostIn(language);
    for (let n = 0; n < PHOTO_RATE_LIMIT.limit; n += 1) await t.ctx.limiter.hit(`photo:${host.id}`, PHOTO_RATE_LIMIT.limit, PHOTO_RATE_LIMIT.windowMs);
    const response = await sendPhoto(host.client, small);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: { code: 'RATE_LIMITED', message: say('PHOTO_RATE_LIMITED', language) } });
  });

  it('the Malay and Chinese words themselves, and English as before', () => {
    expect(say('PHOTO_WRONG_TYPE', 'english')).toBe('Please choose a photo (JPEG, PNG, WebP or AVIF).');
    expect(say('PHOTO_WRONG_TYPE', 'malay')).toBe('Sila pilih gambar (JPEG, PNG, WebP atau AVIF).');
    expect(say('PHOTO_WRONG_TYPE', 'chinese')).toBe('请选择照片（JPEG、PNG、WebP 或 AVIF）。');
    expect(say('PHOTO_TOO_LARGE', 'english')).toBe('This photo is larger than 15 MB. Please choose a smaller one.');
    expect(say('PHOTO_TOO_LARGE', 'malay')).toBe('Gambar ini lebih besar daripada 15 MB. Sila pilih yang lebih kecil.');
    expect(say('PHOTO_TOO_MANY_PIXELS', 'english')).toBe('This photo has too many pixels (over 50 megapixels). Please choose a smaller one.');
    expect(say('PHOTO_TOO_MANY_PIXELS', 'malay')).toBe('Gambar ini mempunyai terlalu banyak piksel (lebih 50 megapiksel). Sila pilih yang lebih kecil.');
    expect(say('PHOTO_UNREADABLE', 'english')).toBe('This file could not be read as a photo. Please choose another.');
    expect(say('PHOTO_RATE_LIMITED', 'english')).toBe('Too many photos at once. Please wait a few minutes and try again.');
    expect(say('PHOTO_RATE_LIMITED', 'chinese')).toBe('一次上传的照片太多。请稍等几分钟后再试。');
  });
});

describe('photos on an invitation and deleting one', () => {
  it.each(LANGUAGES)('a photo that is not the host’s, and a gallery over the package, name the photos step: %s', async (language) => {
    const host = await hostIn(language);
    const other = await hostIn('english');
    const theirs = (await sendPhoto(other.client, small)).json() as Photo;
    const unknown = await host.client.post('/api/invitations', input({ gallery: [theirs] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: say('PHOTO_UNKNOWN', language), step: 'photos' } });

    const photos: Photo[] = [];
    for (let i = 0; i < 4; i += 1) photos.push((await sendPhoto(host.client, small)).json() as Photo);
    const tooMany = await host.client.post('/api/invitations', input({ gallery: photos }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: say('PHOTO_GALLERY_LIMIT', language, 3, 'Free'), step: 'photos' } });
  }, 60_000);

  it.each(LANGUAGES)('deleting someone else’s photo (404) and one an invitation shows (409): %s', async (language) => {
    const host = await hostIn(language);
    const other = await hostIn('english');
    const theirs = (await sendPhoto(other.client, small)).json() as Photo;
    for (const id of [theirs.id, 'not-an-id']) {
      const missing = await host.client.request('DELETE', `/api/photos/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: say('PHOTO_NOT_FOUND', language) } });
    }
    const cover = (await sendPhoto(host.client, small)).json() as Photo;
    expect((await host.client.post('/api/invitations', input({ coverPhoto: cover }))).statusCode).toBe(201);
    const inUse = await host.client.request('DELETE', `/api/photos/${cover.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ error: { code: 'PHOTO_IN_USE', message: say('PHOTO_IN_USE', language) } });
  }, 60_000);

  it('their words, and English as before', () => {
    expect(say('PHOTO_UNKNOWN', 'english')).toBe('A photo could not be found. Please upload it again.');
    expect(say('PHOTO_UNKNOWN', 'malay')).toBe('Satu gambar tidak dijumpai. Sila muat naik gambar itu semula.');
    expect(say('PHOTO_GALLERY_LIMIT', 'english', 3, 'Free')).toBe('Your package (Free) allows 3 gallery photos. Remove some, or upgrade your package.');
    expect(say('PHOTO_GALLERY_LIMIT', 'malay', 12, 'Silver')).toBe('Pakej anda (Silver) membenarkan 12 gambar galeri. Buang sebahagian, atau naik taraf pakej anda.');
    expect(say('PHOTO_GALLERY_LIMIT', 'chinese', 12, 'Silver')).toBe('您的配套（Silver）最多可放 12 张相册照片。请移除部分照片，或升级您的配套。');
    expect(say('PHOTO_IN_USE', 'english')).toBe('This photo is still on an invitation. Remove it there and save first.');
    expect(say('PHOTO_NOT_FOUND', 'english')).toBe('Photo not found');
    expect(say('PHOTO_NOT_FOUND', 'chinese')).toBe('找不到照片');
  });
});

describe('gift and divider uploads', () => {
  it.each(LANGUAGES)('not an image, not a `file` field, over 5 MB, too many uploads, a file that is not theirs: %s', async (language) => {
    const host = await hostIn(language);
    const fake = await sendUpload(host.client, 'gift', Buffer.from('just some text pretending to be a picture'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ error: { code: 'NOT_AN_IMAGE', message: say('UPLOAD_NOT_AN_IMAGE', language) } });

    const field = await sendUpload(host.client, 'divider', small, 'a.jpg', 'image/jpeg', 'image');
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual({ error: { code: 'NOT_AN_IMAGE', message: say('UPLOAD_NOT_AN_IMAGE', language) } });

    // A decompression bomb decodes to nothing we serve: not an image either.
    const bomb = await sendUpload(host.client, 'gift', pngBomb(10_000, 10_000));
    expect(bomb.json()).toEqual({ error: { code: 'NOT_AN_IMAGE', message: say('UPLOAD_NOT_AN_IMAGE', language) } });

    const big = await sendUpload(host.client, 'gift', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: { code: 'TOO_LARGE', message: say('UPLOAD_TOO_LARGE', language) } });

    const notTheirs = await host.client.request('DELETE', '/api/uploads', { url: '/files/gifts/gift-images/not-there.png' });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ error: { code: 'NOT_FOUND', message: say('UPLOAD_FILE_NOT_FOUND', language) } });

    for (let n = 0; n < LIMITS.uploads.limit; n += 1) await t.ctx.limiter.hit(`upload:${host.id}`, LIMITS.uploads.limit, LIMITS.uploads.windowMs);
    const limited = await sendUpload(host.client, 'gift', small, 'a.jpg', 'image/jpeg');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: say('UPLOAD_RATE_LIMITED', language) } });
  }, 60_000);

  it('their words, and English as before (docs/product.md quotes it)', () => {
    expect(say('UPLOAD_NOT_AN_IMAGE', 'english')).toBe('Please upload an image file');
    expect(say('UPLOAD_NOT_AN_IMAGE', 'malay')).toBe('Sila muat naik fail gambar');
    expect(say('UPLOAD_TOO_LARGE', 'english')).toBe('Image size should be less than 5MB');
    expect(say('UPLOAD_TOO_LARGE', 'chinese')).toBe('图片大小必须小于 5MB');
    expect(say('UPLOAD_RATE_LIMITED', 'english')).toBe('Too many uploads. Please wait a minute and try again.');
    expect(say('UPLOAD_RATE_LIMITED', 'malay')).toBe('Terlalu banyak muat naik. Sila tunggu seminit dan cuba lagi.');
    expect(say('UPLOAD_FILE_NOT_FOUND', 'english')).toBe('File not found');
  });
});

describe('the editor says the same words whether the browser or the server refuses a file', () => {
  it.each([
    ['english', editorEnglish],
    ['malay', editorMalay],
    ['chinese', editorChinese],
  ] as const)('%s', (language, words) => {
    expect(words.photos.wrongType(words.photos.types)).toBe(say('PHOTO_WRONG_TYPE', language));
    expect(words.photos.tooLarge(PHOTO_MAX_MB)).toBe(say('PHOTO_TOO_LARGE', language));
    expect(words.messages.imageType).toBe(say('UPLOAD_NOT_AN_IMAGE', language));
    expect(words.messages.imageSize).toBe(say('UPLOAD_TOO_LARGE', language));
  });
});

describe('covers, resized images and the public template', () => {
  it.each(LANGUAGES)('a cover or image that is not there, a template that is not published: %s for a signed-in host', async (language) => {
    const host = await hostIn(language);
    const other = await hostIn('english');
    const draft = await insertInvitation(db(), { userId: other.id, templateStatus: 'Draft' });
    for (const url of [`/covers/invitations/${draft.id}/thumb.jpg`, `/covers/invitations/${draft.id}/og.jpg`, '/covers/templates/00000000-0000-4000-8000-000000000000/thumb.jpg', `/covers/invitations/${draft.id}/thumb.jpg?w=77`, '/img/480/template_images/no-such-file.webp', '/img/480/secrets/anything.webp']) {
      const response = await host.client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'NOT_FOUND', message: say('IMAGE_NOT_FOUND', language) } });
    }
    const missing = await host.client.get('/api/templates/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: say('PUBLIC_TEMPLATE_NOT_FOUND', language) } });
  });

  it('a visitor reads them in the lang cookie’s or the browser’s language, else English as before', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get('/api/templates/not-a-uuid', { 'accept-language': 'zh-CN' })).json().error).toEqual({ code: 'NOT_FOUND', message: '找不到模板' });
    expect((await visitor.get('/api/templates/not-a-uuid', { cookie: 'lang=malay' })).json().error.message).toBe('Templat tidak dijumpai');
    expect((await visitor.get('/api/templates/not-a-uuid')).json().error.message).toBe('Template not found');
    expect((await visitor.get('/img/480/secrets/anything.webp', { cookie: 'lang=malay' })).json().error.message).toBe('Imej tidak dijumpai');
    expect((await visitor.get('/img/480/secrets/anything.webp')).json().error.message).toBe('Image not found');
  });

  it.each(LANGUAGES)('too many covers drawn at once (429 RATE_LIMITED, with Retry-After): %s', async (language) => {
    const host = await hostIn(language);
    const invitation = await insertInvitation(db(), { userId: host.id });
    const remoteAddress = `10.29.0.${LANGUAGES.indexOf(language) + 1}`;
    const key = `cover-render:${remoteAddress}`;
    for (let n = 0; n < COVER_RENDER_LIMIT.limit; n += 1) await t.ctx.limiter.hit(key, COVER_RENDER_LIMIT.limit, COVER_RENDER_LIMIT.windowMs);
    const refused = await t.app.inject({ url: `/covers/invitations/${invitation.id}/thumb.jpg`, remoteAddress, headers: { cookie: host.client.cookieHeader } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: say('COVER_RATE_LIMITED', language) } });
  });

  it('their words; a busy renderer (503 BUSY, not reachable on demand) too; English as before', () => {
    expect(say('IMAGE_NOT_FOUND', 'english')).toBe('Image not found');
    expect(say('PUBLIC_TEMPLATE_NOT_FOUND', 'english')).toBe('Template not found');
    expect(say('COVER_RATE_LIMITED', 'english')).toBe('Too many pictures asked for at once. Please try again in a few minutes.');
    expect(say('COVER_RATE_LIMITED', 'malay')).toBe('Terlalu banyak gambar diminta sekali gus. Sila cuba lagi dalam beberapa minit.');
    expect(say('COVER_BUSY', 'english')).toBe('The server is busy. Please try again shortly.');
    expect(say('COVER_BUSY', 'malay')).toBe('Pelayan sedang sibuk. Sila cuba lagi sebentar lagi.');
    expect(say('COVER_BUSY', 'chinese')).toBe('服务器繁忙，请稍后再试。');
  });
});
