import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { serverMessage } from '@shared/server-messages';
import { expect, test } from './support/fixtures';
import { png, ready, stepHeading } from './support/editor';

/*
 * Issue 29 / decision 0031: a Malay or Chinese host whose upload is refused reads why in their own
 * language, whether the browser refuses it (too large, not an image type) or the server does (too
 * many pixels, text named as a photo, a fake PNG as the gift image): the server writes its message
 * in the account's language and the editor shows it as sent. Desktop only.
 */

type Language = 'malay' | 'chinese';

const WORDS: Record<Language, { photos: string; add: string; advanced: string; giftTab: string; enableGift: string; uploadGift: string; tooLarge: string; imageSize: string }> = {
  malay: {
    photos: 'Gambar',
    add: 'Tambah gambar',
    advanced: 'Ciri Tambahan',
    giftTab: 'Tetapan Hadiah',
    enableGift: 'Hidupkan hadiah',
    uploadGift: 'Muat naik gambar hadiah',
    tooLarge: 'Gambar ini lebih besar daripada 15 MB. Sila pilih yang lebih kecil.',
    imageSize: 'Saiz gambar mestilah kurang daripada 5MB',
  },
  chinese: {
    photos: '照片',
    add: '添加照片',
    advanced: '进阶功能',
    giftTab: '礼物设置',
    enableGift: '开启礼物',
    uploadGift: '上传礼物图片',
    tooLarge: '这张照片超过 15 MB，请选择较小的照片。',
    imageSize: '图片大小必须小于 5MB',
  },
};

/** The host's language: on the account (it wins once signed in) and in the cookie the server reads. */
async function speak(page: Page, baseURL: string, language: Language) {
  const answer = await page.request.put('/api/account/language', { data: { language }, headers: { origin: baseURL } });
  expect(answer.ok()).toBe(true);
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
}

/** A valid 1-bit PNG of width × height in a few KB: the server refuses it for its pixels, not its bytes. */
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
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

for (const language of ['malay', 'chinese'] as const) {
  test(`refused photos and gift images in ${language}: the browser's and the server's reasons in the host's language`, async ({ page, host: _host, invitationOn, baseURL }) => {
    const words = WORDS[language];
    const id = await invitationOn(page.request, 'Classic Wedding', ready);
    await speak(page, baseURL!, language);

    await page.goto(`/create-event/${id}?step=photos`);
    await expect(stepHeading(page)).toHaveText(words.photos);
    const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/photos') && r.status() === 413);
    await page.getByLabel(words.add).setInputFiles([
      // Too many pixels and text named as a photo: only the server can tell.
      { name: 'huge.png', mimeType: 'image/png', buffer: pngBomb(8000, 7000) },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('only text, not a photo') },
      // Over 15 MB: refused in the browser, in the same words.
      { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(16 * 1024 * 1024, 1) },
    ]);
    expect((await (await refused).json()).error.code).toBe('TOO_MANY_PIXELS');
    await expect(alert(`huge.png: ${serverMessage('PHOTO_TOO_MANY_PIXELS', language)}`)).toBeVisible();
    await expect(alert(`notes.jpg: ${serverMessage('PHOTO_WRONG_TYPE', language)}`)).toBeVisible();
    await expect(alert(`big.jpg: ${words.tooLarge}`)).toBeVisible();
    await page.screenshot({ path: `/tmp/media-shots/photos-refused-${language}.png` });

    await page.goto(`/create-event/${id}?step=advanced-features`);
    await expect(stepHeading(page)).toHaveText(words.advanced);
    await page.getByRole('tab', { name: words.giftTab }).click();
    await page.getByRole('switch', { name: words.enableGift }).click();
    const gift = () => page.getByLabel(words.uploadGift);
    // A text file named .png: the server reads the content and refuses it.
    const fake = page.waitForResponse((r) => r.url().endsWith('/api/uploads/gift'));
    await gift().setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is only text, not a picture') });
    expect((await fake).status()).toBe(400);
    await expect(alert(serverMessage('UPLOAD_NOT_AN_IMAGE', language))).toBeVisible();
    // Over 5 MB: refused in the browser, in the server's words.
    await gift().setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(alert(words.imageSize)).toBeVisible();
    expect(words.imageSize).toBe(serverMessage('UPLOAD_TOO_LARGE', language));
    // A real one still uploads.
    await gift().setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png(4, 4) });
    // The gift tab's card (the live preview draws the QR too).
    await expect(page.locator('img[src^="/files/gifts/gift-images/"]').first()).toBeVisible();
  });
}
