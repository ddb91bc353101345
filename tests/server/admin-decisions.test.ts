import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations, users } from '@server/db/schema';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';
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
