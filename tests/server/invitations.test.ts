import { eq } from 'drizzle-orm';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';
import { invitations, templates } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { Client, createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
let template: typeof templates.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.ctx);
  [template] = (await t.ctx.database.db.select().from(templates).where(eq(templates.name, 'Rustic Garden'))) as [typeof templates.$inferSelect];
});
afterAll(async () => {
  await t.close();
});

function validInput(overrides: Partial<InvitationInput> = {}): InvitationInput {
  const base = newInvitation();
  return {
    ...base,
    template: { id: template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[], accentColor: template.accentColor },
    eventName: '<p>Maya &amp; Idris</p>',
    date: '2027-05-01',
    time: '19:00',
    organizer: { name: 'Maya', email: '', phone: '' },
    ...overrides,
  };
}

describe('creating and saving invitations', () => {
  it('creates a Draft owned by the signed-in user, loads it back in the editor shape, and saves changes', async () => {
    const host = await signedInUser(t, 'editor-host@example.com');
    const created = await host.client.post('/api/invitations', validInput());
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const [row] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row).toMatchObject({ userId: host.id, templateStatus: 'Draft', status: 'published', eventName: '<p>Maya &amp; Idris</p>' });

    const loaded = await host.client.get(`/api/invitations/${id}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({ id, templateStatus: 'Draft', isPreview: false, input: { eventName: '<p>Maya &amp; Idris</p>', date: '2027-05-01', time: '19:00' } });
    // The editor's new-invitation margins (30) survive a round trip.
    expect(loaded.json().input.marginSettings.sections.firstPage).toBe(30);

    const saved = await host.client.request('PUT', `/api/invitations/${id}`, { ...loaded.json().input, venue: 'Dewan Seri' });
    expect(saved.statusCode).toBe(200);
    expect((await host.client.get(`/api/invitations/${id}`)).json().input.venue).toBe('Dewan Seri');
  });

  it('enforces the wizard rules on the server with the documented messages', async () => {
    const host = await signedInUser(t, 'rules-host@example.com');
    const cases: [Partial<InvitationInput>, string][] = [
      [{ template: { id: '', imageUrl: '', dominantColors: [], accentColor: null } }, 'Please select a template'],
      [{ eventName: '<p> </p>' }, 'Please fill in the event name and date'],
      [{ date: '' }, 'Please fill in the event name and date'],
      [{ organizer: { name: '  ', email: '', phone: '' } }, 'Please fill in the organizer name'],
      [{ template: { id: 'not-a-uuid', imageUrl: '', dominantColors: [], accentColor: null } }, 'Please select a template'],
      [{ template: { id: '00000000-0000-4000-8000-000000000000', imageUrl: '', dominantColors: [], accentColor: null } }, 'Please select a template'],
    ];
    for (const [overrides, message] of cases) {
      const response = await host.client.post('/api/invitations', validInput(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const tooMany = await host.client.post('/api/invitations', validInput({ contacts: Array.from({ length: 6 }, () => ({ name: 'a', relationship: 'b', phone: '1' })) }));
    expect(tooMany.statusCode).toBe(400);
    const badStart = await host.client.post('/api/invitations', validInput({ music: { youtubeUrl: '', startTime: 301 } }));
    expect(badStart.statusCode).toBe(400);
    const badMargin = await host.client.post('/api/invitations', validInput({ marginSettings: { sections: { firstPage: 51, secondPage: 0, thirdPage: 0 } } }));
    expect(badMargin.statusCode).toBe(400);
    expect((await new Client(t.app).post('/api/invitations', validInput())).statusCode).toBe(401);
  });

  it('sanitises rich text and takes the template image from its own table', async () => {
    const host = await signedInUser(t, 'xss-host@example.com');
    const response = await host.client.post(
      '/api/invitations',
      validInput({
        eventName: '<p>Party<script>alert(1)</script><img src=x onerror=alert(2)></p>',
        address: '<a href="javascript:alert(3)">map</a><b>bold</b>',
        template: { id: template.id, imageUrl: 'javascript:alert(4)', dominantColors: ['#111111', '#222222', '#333333'], accentColor: null },
        rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [{ id: 'a', name: '  Rice  ' }], wishes: '<p onclick="x()">Hi</p>' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, response.json().id));
    expect(row!.eventName).toBe('<p>Party</p>');
    expect(row!.address).not.toContain('javascript:');
    expect(row!.address).toContain('<b>bold</b>');
    expect((row!.template as { imageUrl: string }).imageUrl).toBe(template.imageUrl);
    expect(row!.rsvp).toMatchObject({ wishes: '<p>Hi</p>', mealOptions: [{ id: 'a', name: 'Rice' }] });
    const emptyMeal = await host.client.post('/api/invitations', validInput({ rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, mealOptions: [{ id: 'a', name: '   ' }], wishes: '' } }));
    expect(emptyMeal.statusCode).toBe(400);
    expect(emptyMeal.json().error.message).toMatch(/Meal option needs a name/);
  });

  it("hides another user's invitation: load and save answer 404; an admin may load it", async () => {
    const owner = await signedInUser(t, 'owner-5@example.com');
    const other = await signedInUser(t, 'other-5@example.com');
    const admin = await signedInUser(t, 'admin-5@example.com', 'admin-password-5', { admin: true });
    const { id } = (await owner.client.post('/api/invitations', validInput())).json();
    const load = await other.client.get(`/api/invitations/${id}`);
    expect(load.statusCode).toBe(404);
    expect(load.json().error.message).toBe('Could not find invitation');
    expect(load.body).not.toContain('Maya');
    expect((await other.client.request('PUT', `/api/invitations/${id}`, validInput({ venue: 'Hijacked' }))).statusCode).toBe(404);
    expect((await admin.client.get(`/api/invitations/${id}`)).statusCode).toBe(200);
    // One rule for ids in paths (idParams): a malformed id is not found, like a stranger's.
    const malformed = await owner.client.get('/api/invitations/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.message).toBe('Could not find invitation');
  });

  it("an admin's save makes a published, ownerless preview linked to its template; non-admins are refused", async () => {
    const admin = await signedInUser(t, 'preview-admin@example.com', 'admin-password-6', { admin: true });
    const user = await signedInUser(t, 'preview-user@example.com');
    expect((await user.client.post('/api/admin/preview-invitations', validInput())).statusCode).toBe(403);
    const created = await admin.client.post('/api/admin/preview-invitations', validInput({ eventName: '<p>Preview</p>' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const [row] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row).toMatchObject({ userId: null, templateStatus: 'Published' });
    const [linked] = await t.ctx.database.db.select().from(templates).where(eq(templates.id, template.id));
    expect(linked!.previewId).toBe(id);
    const updated = await admin.client.request('PUT', `/api/admin/preview-invitations/${id}`, validInput({ eventName: '<p>Preview 2</p>' }));
    expect(updated.statusCode).toBe(200);
    expect((await t.app.inject(`/view/${id}`)).body).toContain('Preview 2');

    // A host's invitation cannot be turned into a preview (it would lose its owner).
    const host = await signedInUser(t, 'kept-owner@example.com');
    const own = (await host.client.post('/api/invitations', validInput())).json();
    expect((await admin.client.request('PUT', `/api/admin/preview-invitations/${own.id}`, validInput())).statusCode).toBe(404);
    const [kept] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, own.id));
    expect(kept!.userId).toBe(host.id);
  });
});

/** A valid 1-bit greyscale PNG of width x height whose all-zero rows deflate to almost nothing. */
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
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(filename: string, contentType: string, body: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----jemputan-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(client: Client, kind: 'gift' | 'divider', filename: string, contentType: string, body: Buffer) {
  const { payload, headers } = multipart(filename, contentType, body);
  return t.app.inject({ method: 'POST', url: `/api/uploads/${kind}`, headers: { ...headers, origin: TEST_ORIGIN, cookie: client.cookieHeader }, payload });
}

describe('uploads', () => {
  it('stores a real image re-encoded at the documented path, without EXIF, and serves it', async () => {
    const host = await signedInUser(t, 'uploader@example.com');
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc3366' } })
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'secret-exif-marker' } })
      .toBuffer();
    expect(jpeg.toString('latin1')).toContain('secret-exif-marker');
    const response = await upload(host.client, 'gift', 'photo.png', 'image/png', jpeg);
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/files\/gifts\/gift-images\/\d+-[0-9a-f]{16}\.jpg$/);
    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.toString('latin1')).not.toContain('secret-exif-marker');

    const divider = await upload(host.client, 'divider', 'border.png', 'image/png', await sharp({ create: { width: 400, height: 40, channels: 4, background: '#00000000' } }).png().toBuffer());
    expect(divider.statusCode).toBe(201);
    expect(divider.json().url).toMatch(/^\/files\/invitations\/uploaded-borders\/[0-9a-f]{16}\.png$/);
  });

  it('refuses what is not an image by content, and anything over 5 MB', async () => {
    const host = await signedInUser(t, 'refused@example.com');
    const fake = await upload(host.client, 'gift', 'fake.png', 'image/png', Buffer.from('just some text pretending to be a picture'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe('Please upload an image file');
    const svg = await upload(host.client, 'gift', 'x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
    expect(svg.statusCode).toBe(400);
    const html = await upload(host.client, 'divider', 'x.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await upload(host.client, 'gift', 'big.png', 'image/png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('Image size should be less than 5MB');
    // A tiny file that would decode to 10000 x 10000 pixels (a decompression bomb) is refused.
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const bombed = await upload(host.client, 'gift', 'bomb.png', 'image/png', bomb);
    expect(bombed.statusCode).toBe(400);
    const gifDivider = await upload(host.client, 'divider', 'a.gif', 'image/gif', await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer());
    expect(gifDivider.statusCode).toBe(400);
    expect((await upload(new Client(t.app), 'gift', 'a.png', 'image/png', Buffer.from('x'))).statusCode).toBe(401);
  });

  it('lets a user delete only their own uploads; a saved invitation must point at a stored file', async () => {
    const a = await signedInUser(t, 'deleter-a@example.com');
    const b = await signedInUser(t, 'deleter-b@example.com');
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } }).png().toBuffer();
    const { url } = (await upload(a.client, 'gift', 'g.png', 'image/png', png)).json();
    const saved = await a.client.post('/api/invitations', validInput({ gift: { enabled: true, noGifts: false, methods: [], imageUrl: url } }));
    expect(saved.statusCode).toBe(201);
    const missing = await a.client.post('/api/invitations', validInput({ gift: { enabled: true, noGifts: false, methods: [], imageUrl: '/files/gifts/gift-images/nope.png' } }));
    expect(missing.statusCode).toBe(400);
    expect((await b.client.request('DELETE', '/api/uploads', { url })).statusCode).toBe(404);
    expect((await a.client.request('DELETE', '/api/uploads', { url })).statusCode).toBe(204);
    expect((await t.app.inject(url)).statusCode).toBe(404);
  });
});
