import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '@server/db/seed';
import { storeFile } from '@server/lib/files';
import { imageSrcSet, imageVariantUrl } from '@shared/templates';
import type { CarouselTemplate } from '@shared/templates';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
/** The seeded template images: 1080 wide (template_images) and 480 wide (preview_images). */
let previewUrl = '';
let imageUrl = '';

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0ffee' } }).png().toBuffer();
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  await seed(t.ctx);
  const { data } = (await t.app.inject('/api/templates/carousel')).json() as { data: CarouselTemplate[] };
  previewUrl = data[0]!.preview_image_url!;
  const [first] = (await t.app.inject('/api/templates?pageSize=1')).json().data as { image_url: string }[];
  imageUrl = first!.image_url;
});
afterAll(async () => {
  await t.close();
});

async function widthOf(body: Buffer): Promise<number | undefined> {
  return (await sharp(body).metadata()).width;
}

describe('GET /img/{width}/{bucket}/{key}', () => {
  it('serves a public image resized to WebP with long-lived cache headers', async () => {
    const response = await t.app.inject(imageVariantUrl(imageUrl, 480));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
    // Portrait 9:16 artwork keeps its aspect ratio.
    expect(meta.height).toBe(853);
  });

  it('serves each allowed width and never enlarges a smaller source', async () => {
    for (const width of [240, 480, 720, 1080] as const) {
      const response = await t.app.inject(imageVariantUrl(imageUrl, width));
      expect(await widthOf(response.rawPayload), `template image at ${width}`).toBe(width);
    }
    const small = await t.app.inject(imageVariantUrl(previewUrl, 240));
    expect(await widthOf(small.rawPayload)).toBe(240);
    // The preview is 480 wide: asking for 1080 gives 480, not an upscaled blur.
    const big = await t.app.inject(imageVariantUrl(previewUrl, 1080));
    expect(big.statusCode).toBe(200);
    expect(await widthOf(big.rawPayload)).toBe(480);
  });

  it('computes a variant once: later requests come from storage even if the source goes away', async () => {
    const source = await png(900, 1600);
    const file = await storeFile(t.ctx, { bucket: 'template_images', key: 'cache-probe.png', body: source, contentType: 'image/png', isPublic: true });
    const url = imageVariantUrl(file.url, 720);
    const [a, b, c] = await Promise.all([t.app.inject(url), t.app.inject(url), t.app.inject(url)]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(b.rawPayload.equals(a.rawPayload) && c.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(await widthOf(a.rawPayload)).toBe(720);

    await t.ctx.storage.remove('template_images', 'cache-probe.png');
    const again = await t.app.inject(url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(a.rawPayload)).toBe(true);
    // A width never computed before needs the source, which is gone.
    expect((await t.app.inject(imageVariantUrl(file.url, 480))).statusCode).toBe(404);
  });

  it.each([
    ['a width outside the allowed set', () => imageVariantUrl(imageUrl, 480).replace('/480/', '/500/')],
    ['a width that is not a number', () => imageVariantUrl(imageUrl, 480).replace('/480/', '/big/')],
    ['a zero-padded width', () => imageVariantUrl(imageUrl, 480).replace('/480/', '/0480/')],
    ['an unknown bucket', () => '/img/480/secrets/anything.webp'],
    ['a missing file', () => '/img/480/template_images/no-such-file.webp'],
    ['a path traversal', () => '/img/480/template_images/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['a traversal through the variants store', () => '/img/480/image_variants/anything.webp'],
  ])('answers %s with 404 in the error shape', async (_label, url) => {
    const response = await t.app.inject(url());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Image not found' } });
  });

  it('never serves private files, private rows, SVG, or bytes that are not an image', async () => {
    const body = await png(300, 300);
    const receipt = await storeFile(t.ctx, { bucket: 'payment_receipts', key: 'u1/receipt.png', body, contentType: 'image/png', isPublic: false });
    const hidden = await storeFile(t.ctx, { bucket: 'gifts', key: 'hidden.png', body, contentType: 'image/png', isPublic: false });
    const svg = await storeFile(t.ctx, {
      bucket: 'invitations',
      key: 'uploaded-borders/x.svg',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      contentType: 'image/svg+xml',
      isPublic: true,
    });
    const broken = await storeFile(t.ctx, { bucket: 'gifts', key: 'broken.png', body: Buffer.from('not really a png'), contentType: 'image/png', isPublic: true });
    for (const file of [receipt, hidden, svg, broken]) {
      const response = await t.app.inject(`/img/240/${file.bucket}/${file.key}`);
      expect(response.statusCode, file.key).toBe(404);
    }
  });
});

describe('imageVariantUrl and imageSrcSet', () => {
  it('rewrite our public file URLs and leave every other URL alone', () => {
    expect(imageVariantUrl('/files/template_images/a/b c.webp', 480)).toBe('/img/480/template_images/a/b c.webp');
    for (const other of ['https://cdn.example/x.webp', 'data:image/svg+xml,<svg/>', '/x.webp', '/files/', '']) {
      expect(imageVariantUrl(other, 240)).toBe(other);
      expect(imageSrcSet(other, [240, 480])).toBeUndefined();
    }
    expect(imageSrcSet('/files/preview_images/p.webp', [240, 480])).toBe('/img/240/preview_images/p.webp 240w, /img/480/preview_images/p.webp 480w');
  });
});
