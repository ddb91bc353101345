import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';
import { files, templates } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { storeFile } from '@server/lib/files';
import { VARIANTS_BUCKET, variantKeyOf } from '@server/lib/images';
import { insertInvitation } from '../support/invitations';
import { fileForm, injectForm } from '../support/multipart';
import { createTestApp, signedInUser, type Client, type TestApp } from '../support/test-app';

/** Decision 0014: a file belongs to whoever uploaded it, for the purpose they uploaded it for. */

let t: TestApp;
let template: typeof templates.$inferSelect;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.ctx);
  [template] = (await t.ctx.database.db.select().from(templates).where(eq(templates.name, 'Rustic Garden'))) as [typeof templates.$inferSelect];
  png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

function input(images: { gift?: string; divider?: string } = {}): InvitationInput {
  const base = newInvitation();
  const divider = images.divider ? { type: 'custom' as const, customImageUrl: images.divider } : {};
  return {
    ...base,
    template: { id: template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[], accentColor: template.accentColor },
    eventName: '<p>Files &amp; Owners</p>',
    date: '2027-05-01',
    time: '19:00',
    organizer: { name: 'Host', email: '', phone: '' },
    gift: { enabled: Boolean(images.gift), noGifts: false, methods: [], imageUrl: images.gift ?? '' },
    dividerSettings: {
      attendance: { ...base.dividerSettings.attendance, ...divider },
      wishes: { ...base.dividerSettings.wishes, ...divider },
    },
  };
}

async function upload(client: Client, kind: 'gift' | 'divider'): Promise<string> {
  const response = await injectForm(t.app, fileForm(png, `${kind}.png`, 'image/png'), { url: `/api/uploads/${kind}`, cookie: client.cookieHeader });
  expect(response.statusCode).toBe(201);
  return response.json().url as string;
}

function split(url: string): { bucket: string; key: string } {
  const [, bucket, key] = /^\/files\/([a-z_]+)\/(.+)$/.exec(url) as unknown as [string, string, string];
  return { bucket, key };
}

/** Requests the 480 px variant through the image route (so it is stored) and returns its storage key. */
async function makeVariant(url: string): Promise<string> {
  const response = await t.app.inject(url.replace('/files/', '/img/480/'));
  expect(response.statusCode).toBe(200);
  const { bucket, key } = split(url);
  const [row] = await t.ctx.database.db.select({ size: files.size }).from(files).where(and(eq(files.bucket, bucket), eq(files.key, key)));
  const variantKey = variantKeyOf(bucket, key, 480, row!.size);
  expect(await t.ctx.storage.get(VARIANTS_BUCKET, variantKey)).not.toBeNull();
  return variantKey;
}

/** Row, bytes and variant of a stored file, each present or not. */
async function stored(url: string, variantKey: string) {
  const { bucket, key } = split(url);
  const rows = await t.ctx.database.db.select({ id: files.id }).from(files).where(and(eq(files.bucket, bucket), eq(files.key, key)));
  return { row: rows.length === 1, bytes: (await t.ctx.storage.get(bucket, key)) !== null, variant: (await t.ctx.storage.get(VARIANTS_BUCKET, variantKey)) !== null };
}
const PRESENT = { row: true, bytes: true, variant: true };
const GONE = { row: false, bytes: false, variant: false };

describe('what an invitation may reference', () => {
  it("refuses another host's uploads, receipts, template images and any URL not spelled as a stored file, with a clear 400", async () => {
    const a = await signedInUser(t, 'owner-a@example.com');
    const b = await signedInUser(t, 'owner-b@example.com');
    const aGift = await upload(a.client, 'gift');
    const aDivider = await upload(a.client, 'divider');
    const receipt = await storeFile(t.ctx, { bucket: 'payment_receipts', key: `${b.id}/receipt.png`, body: png, contentType: 'image/png', isPublic: false, ownerId: b.id });
    const { key: aGiftKey } = split(aGift);

    const refused: [string, { gift?: string; divider?: string }][] = [
      ["A's gift image as B's gift", { gift: aGift }],
      ["A's divider as B's divider", { divider: aDivider }],
      ["B's own receipt as a gift", { gift: receipt.url }],
      ['a template image as a gift', { gift: template.imageUrl }],
      ['a template image as a divider', { divider: template.imageUrl }],
      ['a made-up /files/ URL', { gift: '/files/gifts/gift-images/made-up.png' }],
      ['an /img/ variant URL', { gift: aGift.replace('/files/', '/img/480/') }],
      ["A's gift key under another bucket", { gift: `/files/template_images/${aGiftKey}` }],
      ['a `..` segment', { gift: `/files/gifts/gift-images/../${aGiftKey}` }],
      ['an encoded slash', { gift: `/files/gifts/${aGiftKey.replace('/', '%2F')}` }],
      ['another host', { gift: `https://evil.example${aGift}` }],
    ];
    const { id } = (await b.client.post('/api/invitations', input())).json();
    for (const [label, images] of refused) {
      const created = await b.client.post('/api/invitations', input(images));
      expect(created.statusCode, label).toBe(400);
      const updated = await b.client.request('PUT', `/api/invitations/${id}`, input(images));
      expect(updated.statusCode, label).toBe(400);
    }
    // The reason is the editor's: upload the image again (the same whether the file exists or not).
    expect((await b.client.post('/api/invitations', input({ gift: aGift }))).json().error.message).toBe('Please upload the image again.');
  });

  it('accepts the host’s own gift and divider uploads, each for its own purpose only', async () => {
    const a = await signedInUser(t, 'own-a@example.com');
    const gift = await upload(a.client, 'gift');
    const divider = await upload(a.client, 'divider');
    const created = await a.client.post('/api/invitations', input({ gift, divider }));
    expect(created.statusCode).toBe(201);
    expect((await a.client.request('PUT', `/api/invitations/${created.json().id}`, input({ gift, divider }))).statusCode).toBe(200);
    // A gift upload is not a divider, and the other way round.
    expect((await a.client.post('/api/invitations', input({ divider: gift }))).statusCode).toBe(400);
    expect((await a.client.post('/api/invitations', input({ gift: divider }))).statusCode).toBe(400);
  });

  it("an admin's template preview takes an admin's upload, never a host's", async () => {
    const admin = await signedInUser(t, 'files-admin@example.com', 'admin-password-files', { admin: true });
    const host = await signedInUser(t, 'files-host@example.com');
    const adminGift = await upload(admin.client, 'gift');
    const hostGift = await upload(host.client, 'gift');
    expect((await admin.client.post('/api/admin/preview-invitations', input({ gift: adminGift }))).statusCode).toBe(201);
    expect((await admin.client.post('/api/admin/preview-invitations', input({ gift: hostGift }))).statusCode).toBe(400);
  });
});

describe('what goes when something is deleted', () => {
  it("deleting an invitation removes its owner's images with their /img/ variants, never a template's image or another host's file", async () => {
    const a = await signedInUser(t, 'delete-a@example.com');
    const b = await signedInUser(t, 'delete-b@example.com');
    const gift = await upload(a.client, 'gift');
    const divider = await upload(a.client, 'divider');
    const bGift = await upload(b.client, 'gift');
    const first = (await a.client.post('/api/invitations', input({ gift, divider }))).json().id as string;
    // A second invitation of A's shows the same gift image.
    const second = (await a.client.post('/api/invitations', input({ gift }))).json().id as string;
    // Saved before the check existed: A's invitation shows B's gift and the template's image.
    const legacy = await insertInvitation(t.ctx.database.db, {
      userId: a.id,
      gift: { enabled: true, noGifts: false, methods: [], imageUrl: bGift },
      dividerSettings: { attendance: { type: 'custom', color: '#000000', customImageUrl: template.imageUrl }, wishes: { type: 'custom', color: '#000000', customImageUrl: template.imageUrl } },
    });
    const variants = {
      gift: await makeVariant(gift),
      divider: await makeVariant(divider),
      bGift: await makeVariant(bGift),
      template: await makeVariant(template.imageUrl),
    };

    expect((await a.client.request('DELETE', `/api/invitations/${first}`)).statusCode).toBe(204);
    expect(await stored(divider, variants.divider)).toEqual(GONE);
    // Still shown by the second invitation.
    expect(await stored(gift, variants.gift)).toEqual(PRESENT);

    expect((await a.client.request('DELETE', `/api/invitations/${second}`)).statusCode).toBe(204);
    expect(await stored(gift, variants.gift)).toEqual(GONE);

    expect((await a.client.request('DELETE', `/api/invitations/${legacy.id}`)).statusCode).toBe(204);
    expect(await stored(bGift, variants.bGift)).toEqual(PRESENT);
    expect(await stored(template.imageUrl, variants.template)).toEqual(PRESENT);
    expect((await t.app.inject(template.imageUrl)).statusCode).toBe(200);
  });

  it('DELETE /api/uploads removes only your own gift or divider upload, with its variants; anything else is 404 and stays', async () => {
    const a = await signedInUser(t, 'uploads-a@example.com');
    const b = await signedInUser(t, 'uploads-b@example.com');
    const admin = await signedInUser(t, 'uploads-admin@example.com', 'admin-password-uploads', { admin: true });
    const aGift = await upload(a.client, 'gift');
    const aGiftVariant = await makeVariant(aGift);
    const bReceipt = await storeFile(t.ctx, { bucket: 'payment_receipts', key: `${b.id}/own-receipt.png`, body: png, contentType: 'image/png', isPublic: false, ownerId: b.id });
    const templateVariant = await makeVariant(template.imageUrl);

    expect((await b.client.request('DELETE', '/api/uploads', { url: aGift })).statusCode).toBe(404);
    expect(await stored(aGift, aGiftVariant)).toEqual(PRESENT);
    // A receipt belongs to its payment: not even the payer removes it this way.
    expect((await b.client.request('DELETE', '/api/uploads', { url: bReceipt.url })).statusCode).toBe(404);
    expect(await t.ctx.storage.get(bReceipt.bucket, bReceipt.key)).not.toBeNull();
    expect((await admin.client.request('DELETE', '/api/uploads', { url: template.imageUrl })).statusCode).toBe(404);
    expect(await stored(template.imageUrl, templateVariant)).toEqual(PRESENT);

    expect((await a.client.request('DELETE', '/api/uploads', { url: aGift })).statusCode).toBe(204);
    expect(await stored(aGift, aGiftVariant)).toEqual(GONE);
  });
});
