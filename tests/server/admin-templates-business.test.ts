import { crc32, deflateSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, invitations, templates } from '@server/db/schema';
import { suggestColors, toHsl } from '@server/features/templates/colors';
import { storeFile } from '@server/lib/files';
import { MAX_INPUT_PIXELS } from '@server/lib/images';
import { TEMPLATE_FORM_FIELDS, TEMPLATE_IMAGE_MAX_MEGAPIXELS, TEMPLATE_MESSAGES } from '@shared/template-form';
import { toSelectedTemplate, type AdminTemplateListResponse, type Template } from '@shared/templates';
import { applyTemplate, newInvitation } from '@shared/wizard';
import { sendTemplateForm, testImage, type TemplateFormInput } from '../support/admin';
import { insertInvitation } from '../support/invitations';
import { injectForm } from '../support/multipart';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/** A PNG that is only a header stating width × height (IHDR, 8-bit RGB), a tiny IDAT and IEND. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(16))), chunk('IEND', Buffer.alloc(0))]);
}

/*
 * Issue 20, the admin's templates: search and paging, deletion refused while invitations use a
 * template (with their count), an unused one deleted with its preview invitation and every file and
 * variant, colours suggested from the image, too-large images, and an audit entry per change.
 */

let t: TestApp;
let admin: Client;
let adminEmail: string;
let host: Client;
let hostId: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  const signedIn = await signedInUser(t, 'business-admin@example.com', 'secret-password', { admin: true });
  admin = signedIn.client;
  adminEmail = signedIn.email;
  const hostUser = await signedInUser(t, 'business-host@example.com');
  host = hostUser.client;
  hostId = hostUser.id;
  png = await testImage(270, 480);
});
afterAll(async () => {
  await t.close();
});

const COLORS = ['#aa0000', '#00aa00', '#0000aa'];

async function create(overrides: Partial<TemplateFormInput> = {}): Promise<Template> {
  const response = await sendTemplateForm(t.app, admin, 'POST', '/api/admin/templates', {
    name: 'Business',
    category: 'wedding',
    colors: COLORS,
    image: { body: png, fileName: 'art.png' },
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Template;
}

async function list(query: string, client: Client = admin): Promise<AdminTemplateListResponse> {
  const response = await client.get(`/api/admin/templates${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminTemplateListResponse;
}

async function suggest(body: Buffer, client: Client | null = admin, fileName = 'art.png') {
  const form = new FormData();
  form.append(TEMPLATE_FORM_FIELDS.image, new Blob([new Uint8Array(body)], { type: 'image/png' }), fileName);
  return injectForm(t.app, form, { url: '/api/admin/templates/colors', cookie: client?.cookies.size ? client.cookieHeader : undefined });
}

/** The row and bytes of a stored file named by its URL. */
async function stored(url: string) {
  const [, bucket, key] = /^\/files\/([a-z_]+)\/(.+)$/.exec(url) as unknown as [string, string, string];
  const [row] = await t.ctx.database.db.select().from(files).where(and(eq(files.bucket, bucket), eq(files.key, key)));
  return { row, bytes: await t.ctx.storage.get(bucket, key) };
}

/** Computes the 240 px variant of a stored image and returns its storage key (to check it goes). */
async function variantOf(url: string): Promise<string> {
  expect((await t.app.inject(url.replace('/files/', '/img/240/'))).statusCode).toBe(200);
  const { row } = await stored(url);
  const [, bucket, key] = /^\/files\/([a-z_]+)\/(.+)$/.exec(url) as unknown as [string, string, string];
  const variantKey = `${bucket}/${key}/240-${row!.size}.webp`;
  expect(await t.ctx.storage.get('image_variants', variantKey)).not.toBeNull();
  return variantKey;
}

const auditOf = (subjectId: string) => t.ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(asc(auditLog.createdAt));

describe('the admin list: search and paging', () => {
  it('searches name or category, filters by category, pages newest first, and counts each template’s invitations', async () => {
    const prefix = `Zinnia${Date.now().toString(36)}`;
    const made: Template[] = [];
    for (let i = 0; i < 12; i += 1) made.push(await create({ name: `${prefix} ${String(i).padStart(2, '0')}`, category: i % 3 === 0 ? 'birthday' : 'wedding' }));

    const first = await list(`?search=${prefix.toLowerCase()}&pageSize=5`);
    expect(first).toMatchObject({ count: 12, totalPages: 3 });
    expect(first.data.map((d) => d.name)).toEqual([11, 10, 9, 8, 7].map((i) => `${prefix} ${String(i).padStart(2, '0')}`));
    const last = await list(`?search=${prefix}&pageSize=5&page=3`);
    expect(last.data.map((d) => d.name)).toEqual([`${prefix} 01`, `${prefix} 00`]);
    // Drafts are listed (they are all Drafts), and the default page is 10.
    expect((await list(`?search=${prefix}`)).data).toHaveLength(10);

    const birthdays = await list(`?search=${prefix}&category=Birthday`);
    expect(birthdays.count).toBe(4);
    expect(birthdays.data.every((d) => d.category === 'birthday')).toBe(true);
    // Search matches the category too; % is a plain character.
    expect((await list(`?search=${prefix}&category=all`)).count).toBe(12);
    expect((await list('?search=irthda')).data.some((d) => d.name.startsWith(prefix))).toBe(true);
    expect((await list(`?search=${prefix}%25`)).count).toBe(0);

    // Use: two hosts' invitations; the template's own preview invitation does not count.
    const used = made[11]!;
    for (let i = 0; i < 2; i += 1) await insertInvitation(t.ctx.database.db, { template: toSelectedTemplate(used) });
    await savePreview(used);
    const counted = await list(`?search=${encodeURIComponent(used.name)}`);
    expect(counted.data).toEqual([expect.objectContaining({ id: used.id, invitation_count: 2 })]);
    expect((await list(`?search=${encodeURIComponent(made[10]!.name)}`)).data[0]!.invitation_count).toBe(0);
  });

  it.each([['?page=0'], ['?pageSize=51'], ['?page=abc'], [`?search=${'x'.repeat(101)}`], ['?search=%00']])('refuses %s with 400', async (query) => {
    expect((await admin.get(`/api/admin/templates${query}`)).statusCode).toBe(400);
  });
});

/** The template's preview invitation, saved as the editor's admin mode saves one; optionally with a gift image. */
async function savePreview(template: Template, giftUrl?: string): Promise<string> {
  const input = applyTemplate(newInvitation(), toSelectedTemplate(template));
  const response = await admin.post('/api/admin/preview-invitations', {
    ...input,
    eventName: '<p>Preview couple</p>',
    date: '2027-05-05',
    organizer: { name: 'Preview', email: '', phone: '' },
    ...(giftUrl ? { gift: { ...input.gift, enabled: true, imageUrl: giftUrl } } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

describe('deleting a template', () => {
  it('is refused with the count while invitations use it; the preview invitation alone does not count', async () => {
    const template = await create({ name: 'Used Thrice' });
    await savePreview(template);
    for (let i = 0; i < 3; i += 1) await insertInvitation(t.ctx.database.db, { template: toSelectedTemplate(template) });
    const refused = await admin.request('DELETE', `/api/admin/templates/${template.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'TEMPLATE_IN_USE', message: 'This template is used by 3 invitations, so it cannot be deleted.' } });
    expect((await admin.get(`/api/admin/templates/${template.id}`)).statusCode).toBe(200);
    // A refusal changes nothing, so it writes no audit entry (the preview's save wrote its own, issue 31).
    expect((await auditOf(template.id)).map((entry) => entry.action)).toEqual(['template.create', 'template.preview']);
  });

  it('an unused one goes with its preview invitation, that invitation’s own image, both template images and every variant', async () => {
    const template = await create({ name: 'Unused', previewImage: { body: await testImage(200, 360, 'jpeg'), fileName: 'thumb.jpg', type: 'image/jpeg' } });
    const gift = await storeFile(t.ctx, { bucket: 'gifts', key: `gift-${Date.now()}.webp`, body: await sharp(await testImage(300, 300)).webp().toBuffer(), contentType: 'image/webp', isPublic: true });
    const previewId = await savePreview(template, gift.url);
    const withPreview = (await admin.get(`/api/admin/templates/${template.id}`)).json() as Template;
    expect(withPreview.preview_id).toBe(previewId);
    const urls = [template.image_url, template.preview_image_url!, gift.url];
    const variants = await Promise.all(urls.map(variantOf));

    const response = await admin.request('DELETE', `/api/admin/templates/${template.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect((await admin.get(`/api/admin/templates/${template.id}`)).statusCode).toBe(404);
    expect(await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, previewId))).toEqual([]);
    expect((await t.app.inject(`/view/${previewId}`)).statusCode).toBe(404);
    for (const url of urls) {
      expect(await stored(url), url).toEqual({ row: undefined, bytes: null });
      expect((await t.app.inject(url)).statusCode).toBe(404);
    }
    for (const key of variants) expect(await t.ctx.storage.get('image_variants', key), key).toBeNull();
  });

  it('never deletes a host’s invitation, even one named as the preview', async () => {
    const template = await create({ name: 'Odd Preview Link' });
    const hostOwned = await insertInvitation(t.ctx.database.db, { userId: hostId, template: { id: 'another-template', imageUrl: '', dominantColors: [] } });
    await t.ctx.database.db.update(templates).set({ previewId: hostOwned.id }).where(eq(templates.id, template.id));
    expect((await admin.request('DELETE', `/api/admin/templates/${template.id}`)).statusCode).toBe(204);
    expect(await t.ctx.database.db.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, hostOwned.id))).toHaveLength(1);
  });

  it('answers 404 for a missing or malformed id', async () => {
    expect((await admin.request('DELETE', '/api/admin/templates/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await admin.request('DELETE', '/api/admin/templates/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('colours suggested from the image', () => {
  /** Vertical bands: half red, 30 % green, 20 % blue. */
  async function bands(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="400" height="600" fill="#d03030"/><rect x="400" width="240" height="600" fill="#30a050"/><rect x="640" width="160" height="600" fill="#3050d0"/></svg>`;
    return sharp(Buffer.from(svg))[format]().toBuffer();
  }
  const hue = (hex: string) => toHsl([1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as [number, number, number]).h;
  const near = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b)) <= 12;

  it('suggests the dominant colour first, then two of clearly different hue, in area order; nothing is stored', async () => {
    const filesBefore = (await t.ctx.database.db.select().from(files)).length;
    const response = await suggest(await bands());
    expect(response.statusCode, response.body).toBe(200);
    const { dominant_colors: colors } = response.json() as { dominant_colors: string[] };
    expect(colors).toHaveLength(3);
    for (const color of colors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(near(hue(colors[0]!), 0)).toBe(true);
    expect(near(hue(colors[1]!), hue('#30a050'))).toBe(true);
    expect(near(hue(colors[2]!), hue('#3050d0'))).toBe(true);
    // The same from a JPEG of the same picture.
    const fromJpeg = await suggestColors(await bands('jpeg'));
    expect(fromJpeg.map(hue).every((h, i) => near(h, hue(colors[i]!)))).toBe(true);
    expect((await t.ctx.database.db.select().from(files)).length).toBe(filesBefore);
  });

  it('a plain image still gives three colours: the colour, a tint and a shade', async () => {
    const colors = await suggestColors(await testImage(50, 50, 'png', '#336699'));
    expect(colors[0]).toBe('#336699');
    expect(new Set(colors).size).toBe(3);
  });

  it('refuses what is not an image, an image over 10 MB and one over the pixel limit, with messages stating the limit', async () => {
    const text = await suggest(Buffer.from('not an image at all'), admin, 'notes.png');
    expect(text.statusCode).toBe(400);
    const huge = await suggest(Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: { code: 'TOO_LARGE', message: TEMPLATE_MESSAGES.imageTooLarge } });
    expect(TEMPLATE_MESSAGES.imageTooLarge).toContain('10 MB');

    // Small in bytes, but 8000 × 6000 = 48 megapixels once decoded: refused from its header, before decoding.
    expect(MAX_INPUT_PIXELS).toBe(TEMPLATE_IMAGE_MAX_MEGAPIXELS * 1_000_000);
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    const tooMany = await suggest(bomb);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ error: { code: 'IMAGE_TOO_LARGE', message: TEMPLATE_MESSAGES.imageTooManyPixels } });
    expect(TEMPLATE_MESSAGES.imageTooManyPixels).toContain('40 megapixels');
    const created = await sendTemplateForm(t.app, admin, 'POST', '/api/admin/templates', { name: 'Bomb', category: 'wedding', colors: COLORS, image: { body: bomb, fileName: 'bomb.png' } });
    expect(created.statusCode).toBe(413);
    expect(created.json().error.message).toBe(TEMPLATE_MESSAGES.imageTooManyPixels);
  });

  it('a pixel bomb of any size gets the "too large" message, never "not an image" (issue 31: 20000 × 20000 was refused as not an image)', async () => {
    // Only the header is made: a PNG whose IHDR states the size, with one tiny IDAT (nothing huge is allocated).
    for (const side of [12_000, 16_384, 20_000, 100_000, 1_000_000, 2_147_483_647]) {
      const bomb = pngHeaderOnly(side, side);
      const answer = await suggest(bomb, admin, `bomb-${side}.png`);
      expect({ side, status: answer.statusCode, body: answer.json() }).toEqual({ side, status: 413, body: { error: { code: 'IMAGE_TOO_LARGE', message: TEMPLATE_MESSAGES.imageTooManyPixels } } });
    }
    const created = await sendTemplateForm(t.app, admin, 'POST', '/api/admin/templates', { name: 'Bomb', category: 'wedding', colors: COLORS, image: { body: pngHeaderOnly(20_000, 20_000), fileName: 'bomb.png' } });
    expect(created.statusCode).toBe(413);
    expect(created.json().error.code).toBe('IMAGE_TOO_LARGE');
    // A header stating no size is not an image.
    expect((await suggest(pngHeaderOnly(0, 10), admin, 'zero.png')).json().error.code).toBe('NOT_AN_IMAGE');
  });
});

describe('audit entries', () => {
  it('create, update, publish and delete each write one entry with who, before and after', async () => {
    const template = await create({ name: 'Audited', category: 'birthday' });
    const updated = await sendTemplateForm(t.app, admin, 'PUT', `/api/admin/templates/${template.id}`, { name: 'Audited Twice', category: 'engagement', colors: ['#111111', '#222222', '#333333'] });
    expect(updated.statusCode).toBe(200);
    expect((await admin.request('PATCH', `/api/admin/templates/${template.id}/status`, { template_status: 'Published' })).statusCode).toBe(200);
    expect((await admin.request('DELETE', `/api/admin/templates/${template.id}`)).statusCode).toBe(204);

    const entries = await auditOf(template.id);
    expect(entries.map((e) => e.action)).toEqual(['template.create', 'template.update', 'template.update', 'template.delete']);
    for (const entry of entries) expect(entry).toMatchObject({ actorEmail: adminEmail, subjectType: 'template', subjectId: template.id });
    const [created, changed, published, deleted] = entries;
    expect(created).toMatchObject({ subjectLabel: 'Audited', before: null, after: { name: 'Audited', category: 'birthday', status: 'Draft', colors: COLORS, image: template.image_url } });
    expect(changed).toMatchObject({
      subjectLabel: 'Audited Twice',
      before: { name: 'Audited', category: 'birthday', colors: COLORS },
      after: { name: 'Audited Twice', category: 'engagement', colors: ['#111111', '#222222', '#333333'], image: template.image_url },
    });
    expect(published).toMatchObject({ before: { status: 'Draft' }, after: { status: 'Published' } });
    expect(deleted).toMatchObject({ before: { name: 'Audited Twice', status: 'Published', image: template.image_url }, after: null });
  });

  it('a refused change writes none', async () => {
    const template = await create({ name: 'Not Changed' });
    const bad = await sendTemplateForm(t.app, admin, 'PUT', `/api/admin/templates/${template.id}`, { name: '', category: 'wedding', colors: COLORS });
    expect(bad.statusCode).toBe(400);
    expect((await auditOf(template.id)).map((e) => e.action)).toEqual(['template.create']);
  });
});

describe('access', () => {
  it('anonymous callers get 401 and non-admins 403 on every admin template route, before anything is read', async () => {
    const template = await create({ name: 'Guarded' });
    const anonymous = new Client(t.app);
    const calls: [Client, number][] = [
      [anonymous, 401],
      [host, 403],
    ];
    for (const [client, status] of calls) {
      expect((await client.get('/api/admin/templates?search=Guarded')).statusCode).toBe(status);
      expect((await client.get(`/api/admin/templates/${template.id}`)).statusCode).toBe(status);
      expect((await suggest(png, client)).statusCode).toBe(status);
      expect((await client.request('DELETE', `/api/admin/templates/${template.id}`)).statusCode).toBe(status);
      expect((await client.request('PATCH', `/api/admin/templates/${template.id}/status`, { template_status: 'Published' })).statusCode).toBe(status);
      expect((await sendTemplateForm(t.app, client, 'PUT', `/api/admin/templates/${template.id}`, { name: 'x', category: 'wedding', colors: COLORS })).statusCode).toBe(status);
    }
    expect((await admin.get(`/api/admin/templates/${template.id}`)).json()).toMatchObject({ name: 'Guarded', template_status: 'Draft' });
    expect((await auditOf(template.id)).map((e) => e.action)).toEqual(['template.create']);
  });
});
