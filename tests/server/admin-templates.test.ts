import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '@server/db/schema';
import { templateImageKey } from '@server/features/templates/admin-service';
import { MESSAGES } from '@shared/messages';
import { TEMPLATE_MESSAGES } from '@shared/template-form';
import type { Template } from '@shared/templates';
import { newInvitation } from '@shared/wizard';
import { sendTemplateForm, testImage, type TemplateFormInput } from '../support/admin';
import { insertInvitation } from '../support/invitations';
import { type Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
let host: Client;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  admin = (await signedInUser(t, 'templates-admin@example.com', 'secret-password', { admin: true })).client;
  host = (await signedInUser(t, 'templates-host@example.com')).client;
  png = await testImage(540, 960);
});
afterAll(async () => {
  await t.close();
});

const COLORS = ['#AA0000', '#00aa00', '#0000aa'];

function form(overrides: Partial<TemplateFormInput> = {}): TemplateFormInput {
  return { name: '  Garden Vows  ', category: 'wedding', colors: COLORS, image: { body: png, fileName: 'My Photo.png' }, ...overrides };
}

async function create(overrides: Partial<TemplateFormInput> = {}): Promise<Template> {
  const response = await sendTemplateForm(t.app, admin, 'POST', '/api/admin/templates', form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Template;
}

/** The stored file behind a /files/{bucket}/{key} URL: its row and its bytes. */
async function stored(url: string) {
  const [, bucket, key] = /^\/files\/([a-z_]+)\/(.+)$/.exec(url) as unknown as [string, string, string];
  const [row] = await t.ctx.database.db.select().from(files).where(and(eq(files.bucket, bucket), eq(files.key, key)));
  return { row, bytes: await t.ctx.storage.get(bucket, key) };
}

const publicIds = async () => ((await t.app.inject('/api/templates?pageSize=50')).json() as { data: Template[] }).data.map((d) => d.id);
const carouselIds = async () => ((await t.app.inject('/api/templates/carousel')).json() as { data: Template[] }).data.map((d) => d.id);

describe('creating a template', () => {
  it('stores a Draft with trimmed name, lower-case colours, the third as accent, and WebP images under product.md storage names', async () => {
    const template = await create({ previewImage: { body: await testImage(300, 500, 'jpeg'), fileName: 'thumb shot.jpg', type: 'image/jpeg' } });
    expect(template).toMatchObject({
      name: 'Garden Vows',
      category: 'wedding',
      dominant_colors: ['#aa0000', '#00aa00', '#0000aa'],
      accent_color: '#0000aa',
      template_status: 'Draft',
      preview_id: null,
    });
    expect(template.image_url).toMatch(/^\/files\/template_images\/template_[0-9a-f]{16}_My_Photo\.webp$/);
    expect(template.preview_image_url).toMatch(/^\/files\/preview_images\/preview_[0-9a-f]{16}_thumb_shot\.webp$/);

    const served = await t.app.inject(template.image_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // The sizes the gallery, carousel and editor use come from the variant route.
    for (const width of [240, 480, 720, 1080]) {
      const variant = await t.app.inject(template.image_url.replace('/files/', `/img/${width}/`));
      expect(variant.statusCode, `width ${width}`).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(Math.min(width, 540));
    }
    const preview = await t.app.inject(template.preview_image_url!.replace('/files/', '/img/240/'));
    expect(preview.statusCode).toBe(200);
  });

  it('re-encodes: metadata is dropped and the longest side is capped at 2400', async () => {
    const withExif = await sharp({ create: { width: 1600, height: 3200, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const template = await create({ image: { body: withExif, fileName: 'camera.jpg', type: 'image/jpeg' } });
    const { bytes } = await stored(template.image_url);
    const meta = await sharp(bytes!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 2400 });
    expect(meta.exif).toBeUndefined();
    expect(bytes!.includes('secret-gps-owner')).toBe(false);
  });

  it.each([
    ['a blank name', { name: '   ' }, MESSAGES.templateNameRequired],
    ['no name', { name: undefined }, MESSAGES.templateNameRequired],
    ['no category', { category: undefined }, MESSAGES.templateCategoryRequired],
    ['an unknown category', { category: 'funeral' }, MESSAGES.templateCategoryRequired],
    ['two colours', { colors: ['#ffffff', '#eeeeee'] }, MESSAGES.templateColorsRequired],
    ['no colours', { colors: undefined }, MESSAGES.templateColorsRequired],
    ['colours that are not JSON', { colors: 'red,green,blue' }, MESSAGES.templateColorsRequired],
    ['a colour that is not hex', { colors: ['#ffffff', '#eeeeee', 'red'] }, MESSAGES.templateColorInvalid],
    ['no image', { image: undefined }, MESSAGES.templateImageRequired],
  ] as const)('refuses %s with the documented message', async (_label, overrides, message) => {
    const response = await sendTemplateForm(t.app, admin, 'POST', '/api/admin/templates', form(overrides as Partial<TemplateFormInput>));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'), 'evil.svg'],
    ['HTML named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.png'],
    ['text named .png', Buffer.from('just some text, not an image'), 'notes.png'],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'broken.png'],
  ])('refuses %s by its content, storing nothing', async (_label, body, fileName) => {
    const before = (await t.ctx.database.db.select().from(files)).length;
    const response = await sendTemplateForm(t.app, admin, 'POST', '/api/admin/templates', form({ image: { body, fileName } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'NOT_AN_IMAGE', message: MESSAGES.templateImageNotImage } });
    // A bad preview image after a good main image leaves no orphan either.
    const second = await sendTemplateForm(t.app, admin, 'POST', '/api/admin/templates', form({ previewImage: { body, fileName } }));
    expect(second.statusCode).toBe(400);
    expect((await t.ctx.database.db.select().from(files)).length).toBe(before);
  });

  it('refuses an image over 10 MB with 413', async () => {
    const response = await sendTemplateForm(t.app, admin, 'POST', '/api/admin/templates', form({ image: { body: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]), fileName: 'huge.png' } }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(TEMPLATE_MESSAGES.imageTooLarge);
  });

  it('refuses a JSON body (the form is multipart)', async () => {
    const response = await admin.post('/api/admin/templates', { name: 'x', category: 'wedding', dominant_colors: COLORS });
    expect(response.statusCode).toBe(415);
  });

  it('keeps storage names to safe characters whatever the file is called', () => {
    expect(templateImageKey('template', '../../etc/passwd.png')).toMatch(/^template_[0-9a-f]{16}_etcpasswd\.webp$/);
    expect(templateImageKey('preview', 'Ünïcode ✨ name.GIF')).toMatch(/^preview_[0-9a-f]{16}_ncode__name\.webp$/);
    expect(templateImageKey('template', '')).toMatch(/^template_[0-9a-f]{16}_image\.webp$/);
  });
});

describe('publish rules', () => {
  it('a Draft never reaches the gallery, the carousel, the public template route or a host’s invitation; publishing lets it through', async () => {
    const template = await create({ name: 'Publish Rules' });
    expect(await publicIds()).not.toContain(template.id);
    expect(await carouselIds()).not.toContain(template.id);
    expect((await t.app.inject(`/api/templates/${template.id}`)).statusCode).toBe(404);
    // The admin still sees it.
    expect((await admin.get(`/api/admin/templates/${template.id}`)).json()).toMatchObject({ id: template.id, template_status: 'Draft' });

    const input = {
      ...newInvitation(),
      template: { id: template.id, imageUrl: template.image_url, dominantColors: template.dominant_colors, accentColor: null },
      eventName: '<p>Hana</p>',
      date: '2027-01-01',
      organizer: { name: 'Hana', email: '', phone: '' },
    };
    const refused = await host.post('/api/invitations', input);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Please select a template');

    const published = await admin.request('PATCH', `/api/admin/templates/${template.id}/status`, { template_status: 'Published' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ template_status: 'Published' });
    expect(await publicIds()).toContain(template.id);
    expect(await carouselIds()).toContain(template.id);
    expect((await host.post('/api/invitations', input)).statusCode).toBe(201);

    const unpublished = await admin.request('PATCH', `/api/admin/templates/${template.id}/status`, { template_status: 'Draft' });
    expect(unpublished.json()).toMatchObject({ template_status: 'Draft' });
    expect(await publicIds()).not.toContain(template.id);
    expect((await host.post('/api/invitations', input)).statusCode).toBe(400);
  });

  it('refuses an unknown status and answers 404 for a missing template', async () => {
    const template = await create({ name: 'Status Checks' });
    expect((await admin.request('PATCH', `/api/admin/templates/${template.id}/status`, { template_status: 'published' })).statusCode).toBe(400);
    expect((await admin.request('PATCH', '/api/admin/templates/00000000-0000-4000-8000-000000000000/status', { template_status: 'Draft' })).statusCode).toBe(404);
    expect((await admin.get('/api/admin/templates/not-a-uuid')).statusCode).toBe(404);
  });

  it('lists every template for the admin, newest first, Drafts included', async () => {
    const newest = await create({ name: 'Newest Of All' });
    const { data } = (await admin.get('/api/admin/templates')).json() as { data: Template[] };
    expect(data[0]!.id).toBe(newest.id);
    expect(data.some((d) => d.template_status === 'Draft')).toBe(true);
    const times = data.map((d) => Date.parse(d.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('updating a template', () => {
  it('changes the fields and keeps the images when none are sent', async () => {
    const template = await create({ name: 'Before Update' });
    const response = await sendTemplateForm(t.app, admin, 'PUT', `/api/admin/templates/${template.id}`, {
      name: 'After Update',
      category: 'birthday',
      colors: ['#111111', '#222222', '#333333'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'After Update', category: 'birthday', accent_color: '#333333', image_url: template.image_url, template_status: 'Draft' });
  });

  it('a replaced image removes the old file, its row and its variants', async () => {
    const template = await create({ name: 'Replace Me', previewImage: { body: png, fileName: 'p.png' } });
    // Compute a variant so that there is one to clean up.
    expect((await t.app.inject(template.image_url.replace('/files/', '/img/240/'))).statusCode).toBe(200);
    const { row: oldRow } = await stored(template.image_url);
    const [, oldKey] = /^\/files\/template_images\/(.+)$/.exec(template.image_url)!;
    const variantKey = `template_images/${oldKey}/240-${oldRow!.size}.webp`;
    expect(await t.ctx.storage.get('image_variants', variantKey)).not.toBeNull();
    const response = await sendTemplateForm(t.app, admin, 'PUT', `/api/admin/templates/${template.id}`, {
      ...form({ name: 'Replace Me' }),
      image: { body: await testImage(400, 700, 'webp'), fileName: 'new art.webp', type: 'image/webp' },
      removePreviewImage: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as Template;
    expect(updated.image_url).not.toBe(template.image_url);
    expect(updated.image_url).toMatch(/_new_art\.webp$/);
    expect(updated.preview_image_url).toBeNull();

    for (const old of [template.image_url, template.preview_image_url!]) {
      expect(await stored(old)).toEqual({ row: undefined, bytes: null });
      expect((await t.app.inject(old)).statusCode).toBe(404);
    }
    expect(await t.ctx.storage.get('image_variants', variantKey)).toBeNull();
    expect((await t.app.inject(updated.image_url)).statusCode).toBe(200);
  });

  it('validates like create, and answers 404 for a missing id', async () => {
    const template = await create({ name: 'Validate Update' });
    const bad = await sendTemplateForm(t.app, admin, 'PUT', `/api/admin/templates/${template.id}`, { name: '', category: 'wedding', colors: COLORS });
    expect(bad.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: MESSAGES.templateNameRequired } });
    const missing = await sendTemplateForm(t.app, admin, 'PUT', '/api/admin/templates/00000000-0000-4000-8000-000000000000', form());
    expect(missing.statusCode).toBe(404);
  });
});

describe('deleting a template', () => {
  it('removes the row and both image files', async () => {
    const template = await create({ name: 'Delete Me', previewImage: { body: png, fileName: 'p.png' } });
    const response = await admin.request('DELETE', `/api/admin/templates/${template.id}`);
    expect(response.statusCode).toBe(204);
    expect((await admin.get(`/api/admin/templates/${template.id}`)).statusCode).toBe(404);
    for (const url of [template.image_url, template.preview_image_url!]) {
      expect(await stored(url)).toEqual({ row: undefined, bytes: null });
      expect((await t.app.inject(url)).statusCode).toBe(404);
    }
    expect((await admin.request('DELETE', `/api/admin/templates/${template.id}`)).statusCode).toBe(404);
  });

  it('refuses while an invitation uses it, keeping the template and both images (issue 20)', async () => {
    const template = await create({ name: 'In Use', previewImage: { body: png, fileName: 'p.png' } });
    await insertInvitation(t.ctx.database.db, {
      template: { id: template.id, imageUrl: template.image_url, dominantColors: template.dominant_colors, accentColor: template.accent_color },
    });
    const refused = await admin.request('DELETE', `/api/admin/templates/${template.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'TEMPLATE_IN_USE', message: 'This template is used by 1 invitation, so it cannot be deleted.' } });
    expect((await admin.get(`/api/admin/templates/${template.id}`)).statusCode).toBe(200);
    expect((await t.app.inject(template.image_url)).statusCode).toBe(200);
    expect((await t.app.inject(template.preview_image_url!)).statusCode).toBe(200);
  });
});
