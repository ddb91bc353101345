import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations, paymentDetails, users } from '@server/db/schema';
import { testImage } from '../support/admin';
import { insertInvitation } from '../support/invitations';
import { insertPayment, submitPaymentForm } from '../support/payments';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 31 point 4 (part A): admin decisions a business can stand behind. Publishing an unpaid
 * invitation or unpublishing a paid one needs a reason, is audited and e-mails the host; a rejected
 * or withdrawn only payment takes the page down; an admin opens a draft they decide on; a cash
 * payment is a ledger entry approved like a receipt; a receipt is acknowledged and admins are told;
 * every mail has the configured Reply-To and no mail asks for a reply without one.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', MAIL_REPLY_TO: 'Help@Jemputan.example' });
  admin = await signedInUser(t, 'decider@example.com', 'secret-password', { admin: true });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
let counter = 0;
async function host(language: 'english' | 'malay' | 'chinese' = 'english') {
  counter += 1;
  const user = await signedInUser(t, `decided-host${counter}@example.com`);
  await db().update(users).set({ language }).where(eq(users.id, user.id));
  return user;
}
const mailsTo = (email: string) => t.mails().filter((mail) => mail.to === email) as ({ replyTo?: string } & ReturnType<TestApp['mails']>[number])[];
const invitationRow = async (id: string) => (await db().select().from(invitations).where(eq(invitations.id, id)))[0]!;
const auditFor = (subjectId: string) => db().select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

async function invitationOf(owner: { id: string }, values: { published?: boolean; isPaid?: boolean } = {}) {
  counter += 1;
  return insertInvitation(db(), { userId: owner.id, eventName: `<p>Kenduri ${counter}</p>`, templateStatus: values.published ? 'Published' : 'Draft', isPaid: values.isPaid ?? false });
}

describe('Reply-To and the words of decision mails', () => {
  it('every mail carries MAIL_REPLY_TO, and a rejection may then ask for a reply', async () => {
    const owner = await host();
    const invitation = await invitationOf(owner);
    const payment = await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, status: 'pending' });
    expect((await admin.client.post(`/api/admin/payments/${payment.id}/reject`, { reason: 'The receipt is blurred' })).statusCode).toBe(200);
    const [mail] = mailsTo(owner.email);
    expect(mail?.replyTo).toBe('help@jemputan.example');
    expect(mail?.text).toContain('reply to this e-mail');
  });

  it('without MAIL_REPLY_TO no mail has a Reply-To and a rejection points to the contact page instead', async () => {
    const bare = await createTestApp({ RATE_LIMITS: 'off' });
    try {
      const boss = await signedInUser(bare, 'boss@example.com', 'secret-password', { admin: true });
      const owner = await signedInUser(bare, 'plain-host@example.com');
      const invitation = await insertInvitation(bare.ctx.database.db, { userId: owner.id, eventName: 'Majlis', templateStatus: 'Draft' });
      const payment = await insertPayment(bare.ctx.database.db, { userId: owner.id, invitationId: invitation.id, status: 'pending' });
      expect((await boss.client.post(`/api/admin/payments/${payment.id}/reject`, { reason: 'The receipt is blurred' })).statusCode).toBe(200);
      const [mail] = bare.mails().filter((m) => m.to === owner.email) as { replyTo?: string; text: string }[];
      expect(mail?.replyTo).toBeUndefined();
      expect(mail?.text).not.toMatch(/reply to this/i);
      expect(mail?.text).toContain('http://localhost:3000/contact-us');
    } finally {
      await bare.close();
    }
  });
});

describe('publishing an unpaid invitation or unpublishing a paid one from /admin/invitations', () => {
  const patch = (id: string, body: Record<string, unknown>) => admin.client.request('PATCH', `/api/admin/invitations/${id}`, body);

  it('publishing one with no approved payment needs a reason, which the audit entry keeps and the host reads in their language', async () => {
    const owner = await host('malay');
    const invitation = await invitationOf(owner);
    const bare = await patch(invitation.id, { template_status: 'Published' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toMatchObject({ code: 'REASON_REQUIRED' });
    expect((await invitationRow(invitation.id)).templateStatus).toBe('Draft');
    expect(await auditFor(invitation.id)).toEqual([]);
    expect(mailsTo(owner.email)).toEqual([]);

    const given = await patch(invitation.id, { template_status: 'Published', reason: 'Paid in cash at the wedding fair' });
    expect(given.statusCode, given.body).toBe(200);
    expect((await invitationRow(invitation.id)).templateStatus).toBe('Published');
    expect(await auditFor(invitation.id)).toEqual([expect.objectContaining({ action: 'invitation.publish', reason: 'Paid in cash at the wedding fair' })]);
    const [mail] = mailsTo(owner.email);
    expect(mail?.subject).toBe('Kad jemputan anda telah diterbitkan');
    expect(mail?.text).toContain('Paid in cash at the wedding fair');
  });

  it('unpublishing a paid one needs a reason and e-mails the host (in Chinese here); an unpaid draft toggles back without one', async () => {
    const owner = await host('chinese');
    const invitation = await invitationOf(owner, { published: true, isPaid: true });
    await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, status: 'approved' });
    const bare = await patch(invitation.id, { template_status: 'Draft' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.code).toBe('REASON_REQUIRED');
    expect((await invitationRow(invitation.id)).templateStatus).toBe('Published');

    const given = await patch(invitation.id, { template_status: 'Draft', reason: 'The photos break our terms' });
    expect(given.statusCode, given.body).toBe(200);
    expect((await auditFor(invitation.id))[0]).toMatchObject({ action: 'invitation.unpublish', reason: 'The photos break our terms' });
    const [mail] = mailsTo(owner.email);
    expect(mail?.subject).toBe('您的请柬已下线');
    expect(mail?.text).toContain('The photos break our terms');

    // Publishing it again: it is paid, so no reason is needed (the host is told all the same).
    expect((await patch(invitation.id, { template_status: 'Published' })).statusCode).toBe(200);
    expect(mailsTo(owner.email)).toHaveLength(2);
  });
});

describe('an invitation whose only approved payment goes does not stay public', () => {
  it('rejecting the pending receipt of an invitation an admin published takes it back to Draft (audited)', async () => {
    const owner = await host();
    const invitation = await invitationOf(owner, { published: true });
    const payment = await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, status: 'pending' });
    expect((await admin.client.post(`/api/admin/payments/${payment.id}/reject`, { reason: 'No transfer arrived' })).statusCode).toBe(200);
    expect((await invitationRow(invitation.id)).templateStatus).toBe('Draft');
    expect((await auditFor(payment.id))[0]).toMatchObject({ action: 'payment.reject', before: { published: true }, after: { published: false } });
    expect((await t.app.inject(`/view/${invitation.id}`)).statusCode).toBe(403);
  });

  it('a rejection leaves a page another approved payment covers public', async () => {
    const owner = await host();
    const invitation = await invitationOf(owner, { published: true, isPaid: true });
    await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, status: 'approved' });
    const upgrade = await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, status: 'pending', packageType: 'platinum', customSlug: 'kept-public' });
    expect((await admin.client.post(`/api/admin/payments/${upgrade.id}/reject`, { reason: 'No transfer arrived' })).statusCode).toBe(200);
    expect((await invitationRow(invitation.id)).templateStatus).toBe('Published');
  });

  it('withdrawing the only approval (a reversal) unpublishes it, audited', async () => {
    const owner = await host();
    const invitation = await invitationOf(owner, { published: true, isPaid: true });
    const payment = await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, status: 'approved', reviewedAt: new Date(), reviewedBy: admin.id });
    expect((await admin.client.post(`/api/admin/payments/${payment.id}/reverse`, { reason: 'The bank returned the transfer' })).statusCode).toBe(200);
    expect(await invitationRow(invitation.id)).toMatchObject({ templateStatus: 'Draft', isPaid: false });
    expect((await auditFor(payment.id))[0]).toMatchObject({ action: 'payment.reverse', after: { published: false } });
  });
});

describe('an admin opens a draft they decide on', () => {
  it('the draft opens for an admin (never cached), and stays private to anyone else', async () => {
    const owner = await host();
    const stranger = await host();
    const invitation = await invitationOf(owner);
    const asAdmin = await admin.client.get(`/view/${invitation.id}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain(`Kenduri`);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    expect((await stranger.client.get(`/view/${invitation.id}`)).statusCode).toBe(403);
    expect((await t.app.inject(`/view/${invitation.id}`)).statusCode).toBe(403);
    expect((await owner.client.get(`/view/${invitation.id}`)).statusCode).toBe(200);
  });
});

describe('cash an admin received is a ledger entry approved like a receipt', () => {
  const cash = (invitationId: string, body: Record<string, unknown>) => admin.client.post(`/api/admin/invitations/${invitationId}/cash-payment`, body);

  it('records amount, reference and who; the host can publish, it counts in revenue and the CSV, is audited and e-mailed', async () => {
    const owner = await host('malay');
    const invitation = await invitationOf(owner);
    for (const bad of [{}, { packageType: 'silver', amountPaidSen: 3000 }, { packageType: 'silver', amountPaidSen: 30.5, reference: 'R1' }, { packageType: 'silver', amountPaidSen: 0, reference: 'R1' }, { packageType: 'gold', amountPaidSen: 3000, reference: 'R1' }, { packageType: 'silver', amountPaidSen: 3000, reference: 'x'.repeat(101) }]) {
      expect((await cash(invitation.id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const before = (await admin.client.get('/api/admin/payments/overview')).json();
    const recorded = await cash(invitation.id, { packageType: 'silver', amountPaidSen: 3000, reference: ' CASH-0042 ' });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ status: 'approved', method: 'cash', amountPaidSen: 3000, paymentReference: 'CASH-0042', userEmail: owner.email });
    const [row] = await db().select().from(paymentDetails).where(eq(paymentDetails.invitationId, invitation.id));
    expect(row).toMatchObject({ method: 'cash', recordedBy: admin.id, reviewedBy: admin.id, amountPaidSen: 3000, paymentReference: 'CASH-0042', status: 'approved' });
    expect((await invitationRow(invitation.id)).isPaid).toBe(true);
    // The host publishes it themselves now.
    expect((await owner.client.post(`/api/invitations/${invitation.id}/toggle-status`)).json()).toEqual({ templateStatus: 'Published' });
    const after = (await admin.client.get('/api/admin/payments/overview')).json();
    expect(after.approvedTotal - before.approvedTotal).toBe(30);
    expect((await admin.client.get('/api/admin/payments/export.csv')).body).toContain(row!.id);
    expect((await auditFor(row!.id))[0]).toMatchObject({ action: 'payment.approve', after: { method: 'cash', amount_paid_sen: 3000, payment_reference: 'CASH-0042' } });
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual(['Pakej Silver anda kini aktif']);
  });

  it('an upgrade in cash pays the difference, as a receipt or the gateway does: Platinum over an approved Silver is RM 20 with RM 30 credited (issue 31)', async () => {
    const owner = await host();
    const invitation = await invitationOf(owner, { isPaid: true });
    await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, status: 'approved', packageType: 'silver' });
    const before = (await admin.client.get('/api/admin/payments/overview')).json();
    const slug = `cash-upgrade-${invitation.id.slice(0, 8)}`;
    const recorded = await cash(invitation.id, { packageType: 'platinum', amountPaidSen: 2000, reference: 'CASH-UP', customSlug: slug });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ status: 'approved', method: 'cash', packageType: 'platinum', amount: 20 });
    const [row] = await db().select().from(paymentDetails).where(and(eq(paymentDetails.invitationId, invitation.id), eq(paymentDetails.method, 'cash')));
    expect(row).toMatchObject({ amount: 20, creditSen: 3000, upgradedFrom: 'silver', customSlug: slug });
    // Revenue counts what the upgrade cost, not the full price again.
    const after = (await admin.client.get('/api/admin/payments/overview')).json();
    expect(after.approvedTotal - before.approvedTotal).toBe(20);
  });

  it('refuses while a receipt is pending, an already active package, a template preview, and for anyone but an admin', async () => {
    const owner = await host();
    const invitation = await invitationOf(owner);
    await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, status: 'pending' });
    const body = { packageType: 'silver', amountPaidSen: 3000, reference: 'CASH-1' };
    expect((await cash(invitation.id, body)).statusCode).toBe(409);
    const paid = await invitationOf(owner, { isPaid: true });
    await insertPayment(db(), { userId: owner.id, invitationId: paid.id, status: 'approved', packageType: 'platinum' });
    expect((await cash(paid.id, body)).statusCode).toBe(409);
    const preview = await insertInvitation(db(), { userId: null, templateStatus: 'Draft' });
    expect((await cash(preview.id, body)).statusCode).toBe(404);
    expect((await owner.client.post(`/api/admin/invitations/${invitation.id}/cash-payment`, body)).statusCode).toBe(403);
    expect((await db().select().from(paymentDetails).where(eq(paymentDetails.method, 'cash'))).every((row) => row.invitationId !== invitation.id && row.invitationId !== paid.id)).toBe(true);
  });
});

describe('the amount paid and bank reference on approval', () => {
  it('are optional, stored and audited; bad ones are refused', async () => {
    const owner = await host();
    const invitation = await invitationOf(owner);
    const payment = await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, status: 'pending', packageType: 'platinum', customSlug: null });
    expect((await admin.client.post(`/api/admin/payments/${payment.id}/approve`, { amountPaidSen: -5 })).statusCode).toBe(400);
    expect((await admin.client.post(`/api/admin/payments/${payment.id}/approve`, { amountPaidSen: 3000, reference: 'MBB 1234', extra: 1 })).statusCode).toBe(400);
    const approved = await admin.client.post(`/api/admin/payments/${payment.id}/approve`, { amountPaidSen: 3000, reference: 'MBB 1234' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ method: 'receipt', amountPaidSen: 3000, paymentReference: 'MBB 1234', amount: 50 });
    expect((await auditFor(payment.id))[0]).toMatchObject({ after: { amount_paid_sen: 3000, payment_reference: 'MBB 1234' } });
    // Without a body, as before.
    const other = await insertPayment(db(), { userId: owner.id, invitationId: (await invitationOf(owner)).id, status: 'pending' });
    expect((await admin.client.post(`/api/admin/payments/${other.id}/approve`)).json()).toMatchObject({ status: 'approved', amountPaidSen: null });
  });
});

describe('a receipt upload is acknowledged at once', () => {
  it('the host is told in their language and every admin (or ADMIN_NOTIFY_EMAILS) is told it waits', async () => {
    const owner = await host('chinese');
    const invitation = await invitationOf(owner);
    const response = await submitPaymentForm(t.app, owner.client, { invitationId: invitation.id, packageType: 'silver', receipt: { body: await testImage(40, 40), fileName: 'receipt.png' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual(['我们已收到您的 Silver 付款收据']);
    const notice = mailsTo(admin.email);
    expect(notice.map((mail) => mail.subject)).toEqual(['A Silver receipt (RM30) waits for a decision']);
    expect(notice[0]?.text).toContain(owner.email);
    expect(notice[0]?.text).toContain('/admin/dashboard?tab=payments&status=pending');
  });

  it('ADMIN_NOTIFY_EMAILS replaces the admin accounts', async () => {
    const other = await createTestApp({ RATE_LIMITS: 'off', ADMIN_NOTIFY_EMAILS: 'Desk@Jemputan.example, boss@jemputan.example' });
    try {
      const owner = await signedInUser(other, 'notify-host@example.com');
      const invitation = await insertInvitation(other.ctx.database.db, { userId: owner.id, templateStatus: 'Draft' });
      const response = await submitPaymentForm(other.app, owner.client, { invitationId: invitation.id, packageType: 'silver', receipt: { body: await testImage(40, 40), fileName: 'receipt.png' } });
      expect(response.statusCode, response.body).toBe(201);
      expect(other.mails().map((mail) => mail.to).sort()).toEqual(['boss@jemputan.example', 'desk@jemputan.example', 'notify-host@example.com']);
    } finally {
      await other.close();
    }
  });
});
