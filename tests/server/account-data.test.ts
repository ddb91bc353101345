import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@shared/legal';
import { files, gifts, households, invitations, invoices, paymentDetails, sessions, users } from '@server/db/schema';
import { storeFile } from '@server/lib/files';
import { VARIANTS_BUCKET, variantKeyOf } from '@server/lib/images';
import { readZip } from '@server/features/guests/import-zip';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * The legal basics (issue 31 point 5, product.md §17): the terms accepted at sign-up with their
 * version, the host's own data as a ZIP, and deleting the account with everything of it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const db = () => t.ctx.database.db;

describe('sign-up records the accepted terms', () => {
  const signUp = (email: string, extra: Record<string, unknown>) => new Client(t.app).post('/api/auth/sign-up/email', { email, password: 'secret-password', name: 'Terms', ...extra });

  it('refuses a sign-up without the current terms, whatever else it sends', async () => {
    for (const [index, extra] of [{}, { termsVersion: '2020-01-01' }, { termsVersion: true }, { termsVersion: '' }].entries()) {
      const email = `no-terms-${index}@example.com`;
      const response = await signUp(email, extra);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please accept the Terms of Service and the Privacy Notice to create an account.' });
      expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it('stores the version and the time of acceptance', async () => {
    const before = Date.now();
    const response = await signUp('terms-ok@example.com', { termsVersion: TERMS_VERSION, termsAcceptedAt: '1999-01-01T00:00:00Z' });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.email, 'terms-ok@example.com'));
    expect(row?.termsVersion).toBe(TERMS_VERSION);
    // The time is the server's, never the client's.
    expect(row?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers in the visitor’s language', async () => {
    const response = await new Client(t.app).post('/api/auth/sign-up/email', { email: 'terms-ms@example.com', password: 'secret-password', name: 'M' }, { 'accept-language': 'ms-MY' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Sila terima Terma Perkhidmatan dan Notis Privasi untuk membuat akaun.');
  });
});

async function hostWithData(email: string) {
  const host = await signedInUser(t, email);
  const invitation = await insertInvitation(db(), { userId: host.id, eventName: 'Majlis Aisyah & Hafiz' });
  await db().insert(households).values({ invitationId: invitation.id, name: 'Encik Ahmad sekeluarga', tokenHash: `hash-${email}`, phone: '+60123456789' });
  await db().insert(gifts).values({ invitationId: invitation.id, source: 'host', method: 'cash', amountSen: 5000, fromName: 'Pak Cik Lim' });
  const photo = await storeFile(t.ctx, { bucket: 'photos', key: `${host.id}/photo-1.jpg`, body: Buffer.from('jpeg bytes of a photo'), contentType: 'image/jpeg', isPublic: true, ownerId: host.id });
  const receipt = await storeFile(t.ctx, { bucket: 'payment_receipts', key: `${host.id}/receipt.pdf`, body: Buffer.from('%PDF receipt'), contentType: 'application/pdf', isPublic: false, ownerId: host.id });
  const payment = await insertPayment(db(), { userId: host.id, invitationId: invitation.id, status: 'approved' });
  return { host, invitation, photo, receipt, payment };
}

describe('the host’s data export', () => {
  it('is a ZIP of the account, its invitations, guests, gifts, payments and files, without secrets', async () => {
    const { host, invitation, photo } = await hostWithData('export@example.com');
    const other = await hostWithData('export-other@example.com');
    const response = await host.client.get('/api/account/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toMatch(/attachment; filename="jemputan-data-\d{4}-\d{2}-\d{2}\.zip"/);

    const zip = readZip(response.rawPayload, () => true, 10_000_000);
    if (!zip.ok) throw new Error(`not a readable zip: ${zip.reason}`);
    const names = [...zip.entries.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        `invitations/${invitation.id}/invitation.json`,
        `invitations/${invitation.id}/households.json`,
        `invitations/${invitation.id}/answers.json`,
        `invitations/${invitation.id}/gifts.json`,
        'payments.json',
        'invoices.json',
        `files/photos/${photo.key}`,
        `files/payment_receipts/${host.id}/receipt.pdf`,
      ]),
    );
    const read = (name: string) => JSON.parse(zip.entries.get(name)!.toString('utf8'));
    expect(read('account.json')).toMatchObject({ id: host.id, email: 'export@example.com' });
    expect(read(`invitations/${invitation.id}/invitation.json`).eventName).toBe('Majlis Aisyah & Hafiz');
    const [household] = read(`invitations/${invitation.id}/households.json`);
    expect(household.name).toBe('Encik Ahmad sekeluarga');
    expect(household).not.toHaveProperty('tokenHash');
    expect(read(`invitations/${invitation.id}/gifts.json`)[0]).toMatchObject({ amountSen: 5000, fromName: 'Pak Cik Lim' });
    expect(zip.entries.get(`files/photos/${photo.key}`)!.toString()).toBe('jpeg bytes of a photo');
    // Nothing of another host's.
    expect(names.some((name) => name.includes(other.invitation.id) || name.includes(other.host.id))).toBe(false);
    expect(JSON.stringify(read('payments.json'))).not.toContain(other.payment.id);
  });

  it('needs a session, and is limited per account', async () => {
    expect((await new Client(t.app).get('/api/account/export')).statusCode).toBe(401);
    const host = await signedInUser(t, 'export-limit@example.com');
    for (let i = 0; i < 5; i++) expect((await host.client.get('/api/account/export')).statusCode).toBe(200);
    const sixth = await host.client.get('/api/account/export');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('deleting the account', () => {
  it('removes the account, its invitations, guests, gifts, payments, sessions and file bytes; invoices stay without it', async () => {
    const { host, invitation, photo, receipt, payment } = await hostWithData('delete-me@example.com');
    const other = await hostWithData('delete-keep@example.com');
    const variant = variantKeyOf('photos', photo.key, 480, Buffer.from('jpeg bytes of a photo').length);
    await t.ctx.storage.put(VARIANTS_BUCKET, variant, Buffer.from('a resized copy'));
    const [invoice] = await db()
      .insert(invoices)
      .values({ number: 'INV-2026-900001', year: 2026, sequence: 900001, paymentId: payment.id, userId: host.id, invitationId: invitation.id, seller: {}, buyer: { email: 'delete-me@example.com' }, lines: [], subtotalSen: 3000, totalSen: 3000 })
      .returning();

    const wrong = await host.client.post('/api/account/delete', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe('That password is not right.');
    expect(await db().select().from(users).where(eq(users.id, host.id))).toHaveLength(1);

    const response = await host.client.post('/api/account/delete', { password: 'secret-password' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: true, filesRemoved: 2 });

    expect(await db().select().from(users).where(eq(users.id, host.id))).toHaveLength(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, host.id))).toHaveLength(0);
    expect(await db().select().from(invitations).where(eq(invitations.id, invitation.id))).toHaveLength(0);
    expect(await db().select().from(households).where(eq(households.invitationId, invitation.id))).toHaveLength(0);
    expect(await db().select().from(gifts).where(eq(gifts.invitationId, invitation.id))).toHaveLength(0);
    expect(await db().select().from(paymentDetails).where(eq(paymentDetails.userId, host.id))).toHaveLength(0);
    expect(await db().select().from(files).where(eq(files.ownerId, host.id))).toHaveLength(0);
    expect(await t.ctx.storage.get('photos', photo.key)).toBeNull();
    expect(await t.ctx.storage.get('payment_receipts', receipt.key)).toBeNull();
    expect(await t.ctx.storage.get(VARIANTS_BUCKET, variant)).toBeNull();
    const [kept] = await db().select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(kept).toMatchObject({ number: 'INV-2026-900001', userId: null, paymentId: null, totalSen: 3000 });

    // The old session signs no one in; the other host is untouched.
    expect((await host.client.get('/api/account/export')).statusCode).toBe(401);
    expect(await db().select().from(invitations).where(eq(invitations.id, other.invitation.id))).toHaveLength(1);
    expect(await t.ctx.storage.get('photos', other.photo.key)).not.toBeNull();
  });

  it('is refused for an admin, and without a session', async () => {
    const admin = await signedInUser(t, 'delete-admin@example.com', 'secret-password', { admin: true });
    const response = await admin.client.post('/api/account/delete', { password: 'secret-password' });
    expect(response.statusCode).toBe(409);
    expect(await db().select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
    expect((await new Client(t.app).post('/api/account/delete', { password: 'x' })).statusCode).toBe(401);
  });
});
