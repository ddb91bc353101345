import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, invitations, paymentDetails } from '@server/db/schema';
import { testImage } from '../support/admin';
import { insertInvitation } from '../support/invitations';
import { insertPayment, submitPaymentForm, testPdf, type PaymentFormInput } from '../support/payments';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await testImage(120, 80, 'png');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
let counter = 0;
/** A fresh signed-in host with one unpaid draft invitation. */
async function hostWithInvitation(values: Partial<typeof invitations.$inferInsert> = {}) {
  counter += 1;
  const host = await signedInUser(t, `payer-${counter}@example.com`);
  const invitation = await insertInvitation(db(), { userId: host.id, templateStatus: 'Draft', ...values });
  return { host, invitation };
}
const receipt = () => ({ body: png, fileName: 'receipt.png' });
const pay = (client: Client | null, input: PaymentFormInput) => submitPaymentForm(t.app, client, input);
const errorMessage = (response: { json(): { error: { message: string } } }) => response.json().error.message;
const receiptFile = async (paymentId: string) => {
  const [row] = await db()
    .select({ bucket: files.bucket, key: files.key, isPublic: files.isPublic, contentType: files.contentType })
    .from(paymentDetails)
    .innerJoin(files, eq(files.id, paymentDetails.receiptFileId))
    .where(eq(paymentDetails.id, paymentId));
  return row!;
};
const paymentRow = async (id: string) => (await db().select().from(paymentDetails).where(eq(paymentDetails.id, id)))[0]!;
const invitationRow = async (id: string) => (await db().select().from(invitations).where(eq(invitations.id, id)))[0]!;
// The decision mails (the upload's acknowledgement, issue 31.4, is tested in admin-decisions.test.ts).
const mailsTo = (email: string) => t.mails().filter((mail) => mail.to === email && !mail.subject.startsWith('We received your'));

let admin: Awaited<ReturnType<typeof signedInUser>>;
let secondAdmin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  admin = await signedInUser(t, 'pay-admin@example.com', 'secret-password', { admin: true });
  secondAdmin = await signedInUser(t, 'pay-admin-2@example.com', 'secret-password', { admin: true });
});

describe('POST /api/payments', () => {
  it('needs a signed-in user, with the documented words', async () => {
    const { invitation } = await hostWithInvitation();
    const response = await pay(new Client(t.app), { invitationId: invitation.id, packageType: 'silver', receipt: receipt() });
    expect(response.statusCode).toBe(401);
    expect(errorMessage(response)).toBe('You must be logged in to submit a payment');
    expect(await db().select().from(paymentDetails).where(eq(paymentDetails.invitationId, invitation.id))).toEqual([]);
  });

  it('takes the amount from the price table (a tampered amount is ignored) and stores the receipt privately at the documented path', async () => {
    const { host, invitation } = await hostWithInvitation();
    const response = await pay(host.client, { invitationId: invitation.id, packageType: 'silver', amount: '1', customSlug: 'silver-has-no-slug', receipt: receipt() });
    expect(response.statusCode).toBe(201);
    const payment = response.json();
    expect(payment).toMatchObject({ invitationId: invitation.id, packageType: 'silver', amount: 30, status: 'pending', customSlug: null, receiptKind: 'image' });
    const stored = await paymentRow(payment.id);
    expect(stored.amount).toBe(30);
    expect(stored.customSlug).toBeNull();
    expect(stored.userId).toBe(host.id);

    const file = await receiptFile(payment.id);
    expect(file.bucket).toBe('payment_receipts');
    expect(file.isPublic).toBe(false);
    expect(file.key).toMatch(new RegExp(`^${host.id}/\\d{13}-${invitation.id}\\.png$`));
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'payment_receipts', ...file.key.split('/')))).toBe(true);
    // No public URL exists for it.
    expect((await new Client(t.app).get(`/files/payment_receipts/${file.key}`)).statusCode).toBe(404);
    expect((await host.client.get(`/files/payment_receipts/${file.key}`)).statusCode).toBe(404);
    expect((await host.client.get(`/img/480/payment_receipts/${file.key}`)).statusCode).toBe(404);

    const { host: other, invitation: second } = await hostWithInvitation();
    const platinum = await pay(other.client, { invitationId: second.id, packageType: 'platinum', amount: '0.01', customSlug: '  Our-Big-Day-1 ', receipt: receipt() });
    expect(platinum.statusCode).toBe(201);
    expect(platinum.json()).toMatchObject({ packageType: 'platinum', amount: 50, customSlug: 'our-big-day-1' });
    expect((await paymentRow(platinum.json().id)).amount).toBe(50);
  });

  it("refuses a submission without package, receipt or invitation, and another user's invitation", async () => {
    const { host, invitation } = await hostWithInvitation();
    const missing = 'Please select a package and upload a payment receipt';
    for (const input of [
      { invitationId: invitation.id, receipt: receipt() },
      { invitationId: invitation.id, packageType: 'gold', receipt: receipt() },
      { invitationId: invitation.id, packageType: 'silver' },
      { packageType: 'silver', receipt: receipt() },
      { invitationId: invitation.id, packageType: 'silver', receipt: { body: Buffer.alloc(0), fileName: 'empty.png' } },
    ]) {
      const response = await pay(host.client, input);
      expect(response.statusCode, JSON.stringify(Object.keys(input))).toBe(400);
      expect(errorMessage(response)).toBe(missing);
    }
    const json = await host.client.post('/api/payments', { invitationId: invitation.id, packageType: 'silver' });
    expect(json.statusCode).toBe(400);
    expect(errorMessage(json)).toBe(missing);

    const { invitation: theirs } = await hostWithInvitation();
    const notYours = await pay(host.client, { invitationId: theirs.id, packageType: 'silver', receipt: receipt() });
    expect(notYours.statusCode).toBe(404);
    expect((await pay(host.client, { invitationId: 'not-a-uuid', packageType: 'silver', receipt: receipt() })).statusCode).toBe(404);
    expect(await db().select().from(paymentDetails).where(eq(paymentDetails.invitationId, theirs.id))).toEqual([]);
  });

  it('asks Platinum for a non-blank, valid, available custom slug', async () => {
    const { host, invitation } = await hostWithInvitation();
    await insertInvitation(db(), { userId: host.id, customSlug: 'already-taken-slug' });
    const cases: [string | undefined, number, string][] = [
      [undefined, 400, 'Please enter a custom URL'],
      ['   ', 400, 'Please enter a custom URL'],
      ['our day!', 400, 'Only lowercase letters, numbers, and hyphens allowed'],
      ['dashboard', 400, 'This URL is reserved. Please choose another one.'],
      ['already-taken-slug', 409, 'This URL is already taken'],
    ];
    for (const [customSlug, status, message] of cases) {
      const response = await pay(host.client, { invitationId: invitation.id, packageType: 'platinum', customSlug, receipt: receipt() });
      expect(response.statusCode, String(customSlug)).toBe(status);
      expect(errorMessage(response)).toBe(message);
    }
    expect(await db().select().from(paymentDetails).where(eq(paymentDetails.invitationId, invitation.id))).toEqual([]);
  });

  it('accepts PNG, JPEG, WebP (re-encoded, EXIF dropped) and PDFs (kept as a PNG of their pages); refuses other files and files over 5 MB', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'secret-exif-marker' } })
      .toBuffer();
    const accepted: [Buffer, string, string][] = [
      [jpeg, 'photo.png', 'image/jpeg'],
      [await testImage(60, 60, 'webp'), 'receipt.webp', 'image/webp'],
      [testPdf('/OpenAction [3 0 R /Fit]'), 'receipt.pdf', 'image/png'],
    ];
    for (const [body, fileName, contentType] of accepted) {
      const { host, invitation } = await hostWithInvitation();
      const response = await pay(host.client, { invitationId: invitation.id, packageType: 'silver', receipt: { body, fileName } });
      expect(response.statusCode, fileName).toBe(201);
      const file = await receiptFile(response.json().id);
      expect(file.contentType).toBe(contentType);
      const bytes = await t.ctx.storage.get(file.bucket, file.key);
      expect(bytes!.toString('latin1')).not.toContain('secret-exif-marker');
      expect(response.json().receiptKind).toBe('image');
    }

    const { host, invitation } = await hostWithInvitation();
    const refused: [Buffer, string, number, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'receipt.svg', 400, 'Please upload an image (PNG, JPG or WebP) or a PDF receipt'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.png', 400, 'Please upload an image (PNG, JPG or WebP) or a PDF receipt'],
      [Buffer.from('just some text'), 'receipt.png', 400, 'Please upload an image (PNG, JPG or WebP) or a PDF receipt'],
      [await testImage(40, 40, 'gif'), 'receipt.gif', 400, 'Please upload an image (PNG, JPG or WebP) or a PDF receipt'],
      [Buffer.concat([png.subarray(0, 40)]), 'broken.png', 400, 'Please upload an image (PNG, JPG or WebP) or a PDF receipt'],
      [Buffer.concat([testPdf(), Buffer.alloc(5 * 1024 * 1024)]), 'huge.pdf', 413, 'Receipt must be smaller than 5MB'],
    ];
    for (const [body, fileName, status, message] of refused) {
      const response = await pay(host.client, { invitationId: invitation.id, packageType: 'silver', receipt: { body, fileName } });
      expect(response.statusCode, fileName).toBe(status);
      expect(errorMessage(response), fileName).toBe(message);
    }
    expect(await db().select().from(paymentDetails).where(eq(paymentDetails.invitationId, invitation.id))).toEqual([]);
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'payment_receipts', host.id))).toBe(false);
  });

  it('allows one pending request per invitation, also when two arrive at once', async () => {
    const { host, invitation } = await hostWithInvitation();
    expect((await pay(host.client, { invitationId: invitation.id, packageType: 'silver', receipt: receipt() })).statusCode).toBe(201);
    const again = await pay(host.client, { invitationId: invitation.id, packageType: 'platinum', customSlug: 'second-try-slug', receipt: receipt() });
    expect(again.statusCode).toBe(409);
    expect(errorMessage(again)).toBe('A payment for this invitation is already waiting for approval');

    const { host: racer, invitation: raced } = await hostWithInvitation();
    const both = await Promise.all([1, 2].map(() => pay(racer.client, { invitationId: raced.id, packageType: 'silver', receipt: receipt() })));
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await db().select().from(paymentDetails).where(eq(paymentDetails.invitationId, raced.id))).toHaveLength(1);
    // The loser's receipt is not left behind.
    expect(fs.readdirSync(path.join(t.dataDir, 'files', 'payment_receipts', racer.id))).toHaveLength(1);
  });

  it('after an approved package, only an upgrade (Silver → Platinum) may be paid', async () => {
    const { host, invitation } = await hostWithInvitation();
    await insertPayment(db(), { userId: host.id, invitationId: invitation.id, packageType: 'silver', status: 'approved' });
    const same = await pay(host.client, { invitationId: invitation.id, packageType: 'silver', receipt: receipt() });
    expect(same.statusCode).toBe(409);
    expect(errorMessage(same)).toBe('This invitation already has the Silver package. You can only upgrade to a higher package.');
    const upgrade = await pay(host.client, { invitationId: invitation.id, packageType: 'platinum', customSlug: `upgrade-${counter}`, receipt: receipt() });
    expect(upgrade.statusCode).toBe(201);

    const { host: top, invitation: platinum } = await hostWithInvitation();
    await insertPayment(db(), { userId: top.id, invitationId: platinum.id, packageType: 'platinum', status: 'approved' });
    expect((await pay(top.client, { invitationId: platinum.id, packageType: 'silver', receipt: receipt() })).statusCode).toBe(409);
    // A rejected request does not count: the host may pay again.
    const { host: retry, invitation: rejected } = await hostWithInvitation();
    await insertPayment(db(), { userId: retry.id, invitationId: rejected.id, packageType: 'silver', status: 'rejected' });
    expect((await pay(retry.client, { invitationId: rejected.id, packageType: 'silver', receipt: receipt() })).statusCode).toBe(201);
  });
});

describe('GET /api/payments/:id/receipt (receipts are private)', () => {
  it('answers the payer and admins only; anyone else learns nothing', async () => {
    const { host, invitation } = await hostWithInvitation();
    const payment = (await pay(host.client, { invitationId: invitation.id, packageType: 'silver', receipt: receipt() })).json();
    const url = `/api/payments/${payment.id}/receipt`;

    expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    const { host: stranger } = await hostWithInvitation();
    const refused = await stranger.client.get(url);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('PNG');

    for (const viewer of [host.client, admin.client]) {
      const response = await viewer.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    }
    expect((await host.client.get('/api/payments/00000000-0000-4000-8000-000000000000/receipt')).statusCode).toBe(404);
    expect((await host.client.get('/api/payments/nope/receipt')).statusCode).toBe(404);
  });

  it('serves a PDF receipt as the PNG it was drawn to (scripts and actions in tests/server/payments-pdf.test.ts)', async () => {
    const { host, invitation } = await hostWithInvitation();
    const payment = (await pay(host.client, { invitationId: invitation.id, packageType: 'silver', receipt: { body: testPdf(), fileName: 'r.pdf' } })).json();
    const response = await admin.client.get(`/api/payments/${payment.id}/receipt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('inline; filename="receipt.png"');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
});

describe('payment lists', () => {
  it("GET /api/payments: the user's own, newest first, paged, optionally for one invitation", async () => {
    const { host, invitation } = await hostWithInvitation();
    const other = await insertInvitation(db(), { userId: host.id, eventName: '<p>Second <em>party</em></p>' });
    for (let i = 0; i < 6; i += 1) {
      await insertPayment(db(), { userId: host.id, invitationId: i < 4 ? invitation.id : other.id, status: 'rejected', createdAt: new Date(Date.UTC(2026, 0, i + 1)) });
    }
    const { host: stranger, invitation: theirs } = await hostWithInvitation();
    await insertPayment(db(), { userId: stranger.id, invitationId: theirs.id });

    const first = await host.client.get('/api/payments?pageSize=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const body = first.json();
    expect(body.count).toBe(6);
    expect(body.totalPages).toBe(2);
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toMatchObject({ invitationId: other.id, eventName: 'Second party', status: 'rejected', amount: 30 });
    expect(body.data.map((p: { createdAt: string }) => p.createdAt)).toEqual([...body.data.map((p: { createdAt: string }) => p.createdAt)].sort().reverse());
    const second = (await host.client.get('/api/payments?pageSize=5&page=2')).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0].createdAt).toBe(new Date(Date.UTC(2026, 0, 1)).toISOString());
    expect((await host.client.get(`/api/payments?invitationId=${other.id}`)).json().count).toBe(2);
    expect((await host.client.get(`/api/payments?invitationId=${theirs.id}`)).json().count).toBe(0);
    expect((await host.client.get('/api/payments')).json().data).toHaveLength(6);
    expect((await host.client.get('/api/payments?pageSize=51')).statusCode).toBe(400);
    expect((await new Client(t.app).get('/api/payments')).statusCode).toBe(401);
  });

  it('GET /api/admin/payments: every request with the payer e-mail, newest first', async () => {
    const { host, invitation } = await hostWithInvitation();
    const payment = (await pay(host.client, { invitationId: invitation.id, packageType: 'platinum', customSlug: `admin-list-${counter}`, receipt: receipt() })).json();
    const response = await admin.client.get('/api/admin/payments?pageSize=50');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.data[0]).toMatchObject({ id: payment.id, userEmail: host.email, packageType: 'platinum', amount: 50, status: 'pending', eventName: 'Nadia & Omar', receiptKind: 'image' });
    expect(list.count).toBeGreaterThanOrEqual(1);
    expect((await host.client.get('/api/admin/payments')).statusCode).toBe(403);
  });
});

describe('approving and rejecting', () => {
  async function pendingPlatinum(slug: string) {
    const { host, invitation } = await hostWithInvitation();
    const response = await pay(host.client, { invitationId: invitation.id, packageType: 'platinum', customSlug: slug, receipt: receipt() });
    expect(response.statusCode).toBe(201);
    return { host, invitation, payment: response.json() as { id: string } };
  }

  it("approval sets the status, is_paid and the custom slug together, mails the host, and lets them publish, share and change the URL", async () => {
    const { host, invitation, payment } = await pendingPlatinum('approved-party');
    const before = await host.client.post(`/api/invitations/${invitation.id}/toggle-status`);
    expect(before.statusCode).toBe(403);

    const response = await admin.client.post(`/api/admin/payments/${payment.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: payment.id, status: 'approved', userEmail: host.email, reviewedAt: expect.any(String) });
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({ status: 'approved', reviewedBy: admin.id });
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: true, customSlug: 'approved-party' });
    const mails = mailsTo(host.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Platinum package is active');
    expect(mails[0]!.text).toContain('Your Platinum package has been activated. You can now publish your invitation.');
    expect(mails[0]!.text).toContain('http://localhost:3000/dashboard');

    // The host now publishes, opens it by its slug, and may change the custom URL.
    expect((await host.client.post(`/api/invitations/${invitation.id}/toggle-status`)).json()).toEqual({ templateStatus: 'Published' });
    expect((await new Client(t.app).get('/approved-party')).statusCode).toBe(200);
    const list = (await host.client.get('/api/invitations')).json().data[0];
    expect(list).toMatchObject({ paid: true, platinum: true, latestPayment: { packageType: 'platinum', status: 'approved' } });
    const renamed = await host.client.request('PUT', `/api/invitations/${invitation.id}/custom-slug`, { customSlug: 'approved-party-2' });
    expect(renamed.statusCode).toBe(200);

    // Approving again changes nothing and sends nothing; rejecting now is a conflict.
    const again = await admin.client.post(`/api/admin/payments/${payment.id}/approve`);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('approved');
    expect((await paymentRow(payment.id)).reviewedAt).toEqual(row.reviewedAt);
    expect(await invitationRow(invitation.id)).toMatchObject({ customSlug: 'approved-party-2' });
    const reject = await admin.client.post(`/api/admin/payments/${payment.id}/reject`, { reason: 'Receipt unreadable' });
    expect(reject.statusCode).toBe(409);
    expect(errorMessage(reject)).toBe('This payment was already approved');
    expect(mailsTo(host.email)).toHaveLength(1);
  });

  it('rejection leaves the invitation unpaid, mails the host, and lets them pay again; approving it afterwards is a conflict', async () => {
    const { host, invitation } = await hostWithInvitation();
    const payment = (await pay(host.client, { invitationId: invitation.id, packageType: 'silver', receipt: receipt() })).json();
    const response = await secondAdmin.client.post(`/api/admin/payments/${payment.id}/reject`, { reason: 'Receipt unreadable' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('rejected');
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: false });
    expect(mailsTo(host.email).map((mail) => mail.subject)).toEqual(['Your payment was not approved']);
    expect((await secondAdmin.client.post(`/api/admin/payments/${payment.id}/reject`, { reason: 'Receipt unreadable' })).statusCode).toBe(200);
    const approve = await admin.client.post(`/api/admin/payments/${payment.id}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(errorMessage(approve)).toBe('This payment was already rejected');
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: false });
    expect((await host.client.get('/api/invitations')).json().data[0].latestPayment).toEqual({ packageType: 'silver', status: 'rejected' });
    expect((await pay(host.client, { invitationId: invitation.id, packageType: 'silver', receipt: receipt() })).statusCode).toBe(201);
    expect((await admin.client.post('/api/admin/payments/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
  });

  it('two admins at once: exactly one transition happens', async () => {
    const { host, invitation, payment } = await pendingPlatinum('race-two-admins');
    const both = await Promise.all([admin, secondAdmin].map((who) => who.client.post(`/api/admin/payments/${payment.id}/approve`)));
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(mailsTo(host.email)).toHaveLength(1);
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: true, customSlug: 'race-two-admins' });

    const { host: other, payment: contested } = await pendingPlatinum('race-approve-reject');
    const decisions = await Promise.all([
      admin.client.post(`/api/admin/payments/${contested.id}/approve`),
      secondAdmin.client.post(`/api/admin/payments/${contested.id}/reject`, { reason: 'Receipt unreadable' }),
    ]);
    expect(decisions.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = decisions.find((response) => response.statusCode === 200)!.json().status;
    expect((await paymentRow(contested.id)).status).toBe(winner);
    expect(mailsTo(other.email)).toHaveLength(1);
  });

  it('a mail that cannot be sent is logged and never undoes the decision', async () => {
    const { invitation, payment } = await pendingPlatinum('mail-down-party');
    const send = t.ctx.mailer.send;
    t.ctx.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const response = await admin.client.post(`/api/admin/payments/${payment.id}/approve`);
      expect(response.statusCode).toBe(200);
    } finally {
      t.ctx.mailer.send = send;
    }
    expect((await paymentRow(payment.id)).status).toBe('approved');
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: true, customSlug: 'mail-down-party' });
  });

  it('a slug taken meanwhile is a clear error and nothing is half-done', async () => {
    const { host, invitation, payment } = await pendingPlatinum('contested-slug');
    // Someone else gets the slug while the request waits (an admin sets it on another invitation).
    await insertInvitation(db(), { customSlug: 'contested-slug' });
    const response = await admin.client.post(`/api/admin/payments/${payment.id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(errorMessage(response)).toBe('This URL is already taken');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending', reviewedAt: null, reviewedBy: null });
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: false, customSlug: null });
    expect(mailsTo(host.email)).toHaveLength(0);
    // Rejecting it still works.
    expect((await admin.client.post(`/api/admin/payments/${payment.id}/reject`, { reason: 'Receipt unreadable' })).statusCode).toBe(200);
  });
});

describe('deleting an invitation', () => {
  it('removes its payment requests and their receipts (rows and bytes)', async () => {
    const { host, invitation } = await hostWithInvitation();
    const payment = (await pay(host.client, { invitationId: invitation.id, packageType: 'silver', receipt: receipt() })).json();
    const file = await receiptFile(payment.id);
    const onDisk = path.join(t.dataDir, 'files', 'payment_receipts', ...file.key.split('/'));
    expect(fs.existsSync(onDisk)).toBe(true);
    expect((await host.client.request('DELETE', `/api/invitations/${invitation.id}`)).statusCode).toBe(204);
    expect(await db().select().from(paymentDetails).where(eq(paymentDetails.id, payment.id))).toEqual([]);
    expect(await db().select().from(files).where(eq(files.key, file.key))).toEqual([]);
    expect(fs.existsSync(onDisk)).toBe(false);
  });
});
