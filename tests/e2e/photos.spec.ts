import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Photo } from '@shared/photos';
import { expect, test } from './support/fixtures';

/*
 * Issue 19, photos: a host uploads a cover photo and 12 gallery photos (Silver) with progress,
 * reorders and captions one; a guest sees the cover photo, opens the lightbox, swipes, uses the
 * arrow keys and Escape. Tagged @mobile: also at 375 px. Screenshots go to /tmp/photos-shots.
 */

const COLOURS = ['#b5838d', '#6d6875', '#e5989b', '#ffb4a2', '#84a59d', '#f28482', '#3d405b', '#81b29a', '#f2cc8f', '#e07a5f', '#588157', '#a3b18a', '#bc6c25'];

/** A photo-like JPEG: a gradient of two colours with a disc, so each one looks different. */
async function jpeg(index: number, width = 960, height = 640): Promise<Buffer> {
  const a = COLOURS[index % COLOURS.length];
  const b = COLOURS[(index + 5) % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.62}" cy="${height * 0.42}" r="${height * 0.22}" fill="#fff" fill-opacity="0.55"/><text x="40" y="${height - 40}" font-size="64" font-family="sans-serif" fill="#fff">${index + 1}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function uploadThroughApi(request: APIRequestContext, baseURL: string, index: number): Promise<Photo> {
  const response = await request.post('/api/photos', {
    headers: { origin: baseURL },
    multipart: { file: { name: `photo-${index}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(index) } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Photo;
}

async function shot(page: Page, name: string, testInfo: { project: { name: string } }) {
  await page.screenshot({ path: `/tmp/photos-shots/${name}-${testInfo.project.name}.png` });
}

test('a host uploads a cover photo and 12 gallery photos with progress, reorders and captions one @mobile', async ({ page, host: _host, publishedInvitation }, testInfo) => {
  const id = await publishedInvitation(page.request, { eventName: '<p>Mei &amp; Arjun</p>', date: '2027-09-18', time: '18:00', organizer: { name: 'Mei', email: '', phone: '' } });
  await page.goto(`/create-event/${id}?step=photos`);
  await expect(page.getByTestId('photo-count')).toHaveText('0 of 12 photos (Silver)', { timeout: 30_000 });

  await page.getByLabel('Upload cover photo').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpeg(0, 800, 1000) });
  await expect(page.getByRole('img', { name: 'The cover photo' })).toBeVisible();

  const files = await Promise.all(Array.from({ length: 12 }, async (_, i) => ({ name: `gallery-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(i + 1) })));
  await page.getByLabel('Add photos').setInputFiles(files);
  // The overall bar and one per file while they upload.
  await expect(page.getByRole('progressbar', { name: 'Uploading gallery: all photos' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading gallery-12.jpg' })).toBeAttached();
  await shot(page, 'editor-uploading', testInfo);
  await expect(page.getByTestId('photo-count')).toHaveText('12 of 12 photos (Silver)', { timeout: 45_000 });
  await expect(page.getByTestId('gallery-uploads')).toBeHidden();
  await expect(page.getByLabel('Add photos')).toBeDisabled();

  // Reorder by keyboard buttons, then caption the new first photo.
  const items = page.getByTestId('gallery-item');
  const secondId = await items.nth(1).getByRole('textbox').getAttribute('id');
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(page.getByText('Photo moved to position 1 of 12.')).toBeAttached();
  expect(await items.nth(0).getByRole('textbox').getAttribute('id')).toBe(secondId);
  await page.getByLabel('Caption for photo 1', { exact: true }).fill('Our first dance');
  await shot(page, 'editor-photos', testInfo);

  // Removing asks first; Cancel keeps it.
  await page.getByRole('button', { name: 'Remove photo 12' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this photo?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(items).toHaveCount(12);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get(`/api/invitations/${id}`)).json()) as { input: { gallery: Photo[]; coverPhoto: Photo | null } };
      return { count: saved.input.gallery.length, caption: saved.input.gallery[0]?.caption, cover: Boolean(saved.input.coverPhoto), first: `caption-${saved.input.gallery[0]?.id}` };
    })
    .toEqual({ count: 12, caption: 'Our first dance', cover: true, first: secondId });
});

test('a guest sees the cover photo and swipes the gallery; arrows and Escape work; the lightbox loads on the first tap @mobile', async ({ page, browser, createUser, publishedInvitation, baseURL }, testInfo) => {
  const context = await browser.newContext();
  const api = context.request;
  const host = await createUser(`photos-guest-${testInfo.project.name}`);
  expect((await api.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } })).ok()).toBe(true);
  const photos: Photo[] = [];
  for (let i = 0; i < 6; i++) photos.push(await uploadThroughApi(api, baseURL!, i));
  const [cover, ...rest] = photos as [Photo, ...Photo[]];
  const gallery = rest.map((photo, i) => ({ ...photo, caption: i === 0 ? 'At the lake' : '' }));
  const id = await publishedInvitation(api, { eventName: '<p>Mei &amp; Arjun</p>', date: '2027-09-18', time: '18:00', organizer: { name: 'Mei', email: '', phone: '' } });
  // Silver now: five gallery photos fit (unpaid would allow three).
  const { input } = (await (await api.get(`/api/invitations/${id}`)).json()) as { input: Record<string, unknown> };
  expect((await api.put(`/api/invitations/${id}`, { headers: { origin: baseURL! }, data: { ...input, coverPhoto: cover, gallery } })).status()).toBe(200);
  await context.close();

  const lightboxChunks: string[] = [];
  const galleryRequests: string[] = [];
  page.on('request', (request) => {
    if (/Lightbox[-.][^/]*\.js/.test(request.url())) lightboxChunks.push(request.url());
    if (gallery.some((photo) => request.url().includes(`/${photo.id}/`))) galleryRequests.push(request.url());
  });
  await page.goto(`/view/${id}`);
  const coverImg = page.locator('.inv-cover img');
  await expect(coverImg).toBeVisible();
  await expect.poll(() => coverImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await coverImg.getAttribute('width')).toBe(String(cover.width));
  await shot(page, 'guest-cover', testInfo);

  // The gallery's photos are asked for only when it nears the screen (Chromium's own lazy loading
  // would fetch them all with the first screen's images): more than two screens away, none is.
  const galleryHeading = page.getByRole('heading', { name: 'Gallery' });
  expect(await galleryHeading.evaluate((heading) => heading.getBoundingClientRect().top / window.innerHeight)).toBeGreaterThan(2);
  await page.waitForLoadState('networkidle');
  expect(galleryRequests).toEqual([]);

  const first = page.getByRole('button', { name: 'Open photo 1 of 5: At the lake' });
  await first.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
  // Every thumbnail: a <picture> with AVIF and WebP sources, sized, lazy.
  const img = first.locator('img');
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('decoding', 'async');
  await expect(first.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /480w/);
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  expect(galleryRequests.length).toBeGreaterThan(0);
  await shot(page, 'guest-gallery', testInfo);
  expect(lightboxChunks).toEqual([]);

  await first.click();
  const lightbox = page.getByRole('dialog', { name: 'Photos' });
  await expect(lightbox).toBeVisible();
  expect(lightboxChunks.length).toBe(1);
  const counter = page.getByTestId('lightbox-counter');
  await expect(counter).toHaveText('1 / 5');
  await expect(page.getByTestId('lightbox-caption')).toHaveText('At the lake');
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  await shot(page, 'guest-lightbox', testInfo);

  const swipe = async (stage: Locator, from: number, to: number) => {
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    const pointer = { pointerId: 7, pointerType: testInfo.project.name === 'mobile' ? 'touch' : 'mouse', isPrimary: true, button: 0, buttons: 1, clientY: y };
    await stage.dispatchEvent('pointerdown', { ...pointer, clientX: box.x + from });
    await stage.dispatchEvent('pointermove', { ...pointer, clientX: box.x + (from + to) / 2 });
    await stage.dispatchEvent('pointermove', { ...pointer, clientX: box.x + to });
    await stage.dispatchEvent('pointerup', { ...pointer, buttons: 0, clientX: box.x + to });
  };
  const stage = page.getByTestId('lightbox-stage');
  await swipe(stage, 300, 60);
  await expect(counter).toHaveText('2 / 5');
  await swipe(stage, 60, 300);
  await expect(counter).toHaveText('1 / 5');
  // A short drag is not a swipe.
  await swipe(stage, 200, 180);
  await expect(counter).toHaveText('1 / 5');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 5');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('2 / 5');
  // Focus stays inside: Tab cycles through Close, Previous, Next.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await lightbox.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // Focus returns to the thumbnail of the photo last seen.
  await expect(page.getByRole('button', { name: 'Open photo 2 of 5' })).toBeFocused();
});
