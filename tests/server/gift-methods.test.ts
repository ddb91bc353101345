import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_METHODS_MAX, readGift, readGiftMethod, type GiftMethod } from '@shared/gift-methods';
import { giftMethodSchema, giftSettingsInputSchema } from '@shared/gift-methods-schema';
import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';
import { invitations, templates } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { checkPaymentPayload, crc16Ccitt, DUITNOW_AID } from '@server/features/uploads/duitnow-qr';
import { toInvitationView } from '@server/features/invitations/public-service';
import { createTestApp, signedInUser, TEST_ORIGIN, type Client, type TestApp } from '../support/test-app';

/** A DuitNow payload as a bank app would make it (EMVCo MPM), with its CRC computed. */
function emvPayload(guid = DUITNOW_AID): string {
  const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;
  const account = tlv('00', guid) + tlv('01', '890053') + tlv('02', '1234567890123');
  const body = tlv('00', '01') + tlv('01', '11') + tlv('26', account) + tlv('52', '0000') + tlv('53', '458') + tlv('58', 'MY') + tlv('59', 'AISYAH BINTI RAHMAN') + tlv('60', 'KUALA LUMPUR') + '6304';
  return body + crc16Ccitt(body);
}
const qrPng = (text: string) => QRCode.toBuffer(text, { type: 'png', width: 400, margin: 2 });

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

function validInput(gift: unknown): InvitationInput {
  return {
    ...newInvitation(),
    template: { id: template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[], accentColor: template.accentColor },
    eventName: '<p>Maya &amp; Idris</p>',
    date: '2027-05-01',
    time: '19:00',
    organizer: { name: 'Maya', email: '', phone: '' },
    gift: gift as InvitationInput['gift'],
  };
}

function upload(client: Client, body: Buffer) {
  const boundary = '----gift-qr';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="qr.png"\r\nContent-Type: image/png\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/uploads/gift', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: TEST_ORIGIN, cookie: client.cookieHeader }, payload });
}

const bank: GiftMethod = { kind: 'bank', bank: 'maybank', holder: 'Aisyah binti Rahman', account: '514012345678' };

describe('the ways to give: schema bounds and hostile input', () => {
  const ok = (method: unknown) => giftMethodSchema.safeParse(method).success;

  it('takes each kind of method within its rules, and the reader agrees with the schema', () => {
    const good: unknown[] = [
      bank,
      { kind: 'duitnow_qr', imageUrl: '/files/gifts/gift-images/1-ab.png' },
      { kind: 'duitnow_id', idType: 'phone', value: '0123456789', masked: true },
      { kind: 'duitnow_id', idType: 'nric', value: '900101141234', masked: false, holder: 'Aisyah' },
      { kind: 'duitnow_id', idType: 'business', value: '201901000005', masked: false },
      { kind: 'ewallet', wallet: 'tng', url: 'https://payment.tngdigital.com.my/sc/abc' },
    ];
    const bad: unknown[] = [
      { ...bank, account: '5140-1234' },
      { ...bank, account: '1'.repeat(21) },
      { ...bank, account: '-12345678' },
      { ...bank, holder: '' },
      { ...bank, holder: 'x'.repeat(81) },
      { ...bank, bank: 'bank-of-nowhere' },
      { kind: 'duitnow_qr', imageUrl: 'https://evil.example/qr.png' },
      { kind: 'duitnow_qr', imageUrl: 'javascript:alert(1)' },
      { kind: 'duitnow_id', idType: 'nric', value: '0123456789', masked: false },
      { kind: 'duitnow_id', idType: 'phone', value: '<script>alert(1)</script>', masked: false },
      { kind: 'ewallet', wallet: 'tng', url: 'http://payment.tngdigital.com.my/sc/abc' },
      { kind: 'ewallet', wallet: 'tng', url: 'javascript:alert(1)' },
      { kind: 'ewallet', wallet: 'tng', url: 'https://user:pass@example.com/' },
      { kind: 'ewallet', wallet: 'tng', url: `https://example.com/${'a'.repeat(500)}` },
      { kind: 'crypto', address: 'x' },
    ];
    for (const method of good) {
      expect(ok(method), JSON.stringify(method)).toBe(true);
      expect(readGiftMethod(method), JSON.stringify(method)).not.toBeNull();
    }
    for (const method of bad) {
      expect(ok(method), JSON.stringify(method)).toBe(false);
      expect(readGiftMethod(method), JSON.stringify(method)).toBeNull();
    }
  });

  it(`keeps at most ${GIFT_METHODS_MAX} methods; an older client's shape still parses`, () => {
    expect(giftSettingsInputSchema.safeParse({ enabled: true, methods: Array(GIFT_METHODS_MAX + 1).fill(bank) }).success).toBe(false);
    expect(giftSettingsInputSchema.parse({ enabled: true, imageUrl: '' })).toEqual({ enabled: true, noGifts: false, methods: [], imageUrl: '' });
  });

  it('reads a row from before methods: its single image is a DuitNow QR; broken methods are left out', () => {
    expect(readGift({ enabled: true, imageUrl: '/files/gifts/gift-images/old.png' })).toEqual({
      enabled: true,
      noGifts: false,
      methods: [{ kind: 'duitnow_qr', imageUrl: '/files/gifts/gift-images/old.png' }],
    });
    expect(readGift({ enabled: true, methods: [bank, { kind: 'bank', account: '<b>' }, 'x'] }).methods).toEqual([bank]);
    expect(readGift('not an object')).toEqual({ enabled: false, noGifts: false, methods: [] });
  });
});

describe('saving the gift section', () => {
  it('stores the methods in order, refuses bad ones, and reads an older row for the guest', async () => {
    const host = await signedInUser(t, 'gift-methods@example.com');
    const other = await signedInUser(t, 'gift-methods-other@example.com');
    const qr = (await upload(host.client, await qrPng(emvPayload()))).json().url as string;
    const othersQr = (await upload(other.client, await qrPng(emvPayload()))).json().url as string;
    const methods: GiftMethod[] = [{ kind: 'duitnow_qr', imageUrl: qr }, bank, { kind: 'ewallet', wallet: 'grabpay', url: 'https://grab.example.com/pay' }];
    const created = await host.client.post('/api/invitations', validInput({ enabled: true, noGifts: false, methods }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const loaded = (await host.client.get(`/api/invitations/${id}`)).json();
    expect(loaded.input.gift).toEqual({ enabled: true, noGifts: false, methods });

    // Another host's QR, an http: link, a script in the holder's place of digits: refused.
    expect((await host.client.request('PUT', `/api/invitations/${id}`, validInput({ enabled: true, methods: [{ kind: 'duitnow_qr', imageUrl: othersQr }] }))).statusCode).toBe(400);
    expect((await host.client.request('PUT', `/api/invitations/${id}`, validInput({ enabled: true, methods: [{ kind: 'ewallet', wallet: 'tng', url: 'http://tng.example.com/' }] }))).statusCode).toBe(400);
    expect((await host.client.request('PUT', `/api/invitations/${id}`, validInput({ enabled: true, methods: [{ ...bank, account: '<script>' }] }))).statusCode).toBe(400);

    // An older client's single image is saved as a DuitNow QR.
    expect((await host.client.request('PUT', `/api/invitations/${id}`, validInput({ enabled: true, imageUrl: qr }))).statusCode).toBe(200);
    const [row] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row!.gift).toEqual({ enabled: true, noGifts: false, methods: [{ kind: 'duitnow_qr', imageUrl: qr }] });

    // A row written before methods reads as a QR for the guest; the file stays in use (not deleted with another invitation).
    await t.ctx.database.db.update(invitations).set({ gift: { enabled: true, imageUrl: qr } }).where(eq(invitations.id, id));
    const [legacy] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(toInvitationView(legacy!).gift.methods).toEqual([{ kind: 'duitnow_qr', imageUrl: qr }]);
  });
});

describe('the DuitNow QR check of a gift upload (a warning, never a refusal)', () => {
  it('reads EMVCo payloads: DuitNow, another network, a broken CRC, plain text', () => {
    expect(checkPaymentPayload(emvPayload())).toBe('duitnow');
    expect(checkPaymentPayload(emvPayload('SG.PAYNOW'))).toBe('emvco');
    const good = emvPayload();
    expect(checkPaymentPayload(`${good.slice(0, -4)}0000`)).toBe('not_payment');
    expect(checkPaymentPayload('https://example.com/pay')).toBe('not_payment');
    expect(checkPaymentPayload('0002010102')).toBe('not_payment');
    // CRC-16/CCITT-FALSE check value.
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('answers the upload with what the QR is: DuitNow, a plain link (warned), no QR at all (warned)', { timeout: 60_000 }, async () => {
    const host = await signedInUser(t, 'gift-qr@example.com');
    const duitNow = await upload(host.client, await qrPng(emvPayload()));
    expect(duitNow.statusCode).toBe(201);
    expect(duitNow.json()).toMatchObject({ qr: 'duitnow' });
    const link = await upload(host.client, await qrPng('https://example.com/not-a-payment'));
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({ qr: 'not_payment' });
    expect(link.json().url).toMatch(/^\/files\/gifts\//);
    const sharp = (await import('sharp')).default;
    const blank = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const none = await upload(host.client, blank);
    expect(none.statusCode).toBe(201);
    expect(none.json()).toMatchObject({ qr: 'no_qr' });
  });
});
