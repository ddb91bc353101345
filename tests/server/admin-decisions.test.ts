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
const _invitationRow = async (id: string) => (await db().select().from(invitations).where(eq(invitations.id, id)))[0]!;
const _auditFor = (subjectId: string) => db().select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

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
