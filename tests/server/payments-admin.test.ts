import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ADMIN_MESSAGES, PAYMENT_REVERSAL_WINDOW_HOURS } from '@shared/payments';
import { auditLog, invitations, paymentDetails } from '@server/db/schema';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 20's payment administration: a reason for every rejection (shown to the host), reversing a
 * decision once within the window (paid, published and the custom URL follow), one audit entry per
 * decision, and the Payment Requests tab's filters, CSV and overview, all computed by the server.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let plain: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  admin = await signedInUser(t, 'pay-admin-x@example.com', 'secret-password', { admin: true });
  plain = await signedInUser(t, 'not-an-admin@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const HOUR = 3_600_000;
let counter = 0;
async function host() {
  counter += 1;
  return signedInUser(t, `host-x${counter}@example.com`);
}
const paymentRow = async (id: string) => (await db().select().from(paymentDetails).where(eq(paymentDetails.id, id)))[0]!;
const invitationRow = async (id: string) => (await db().select().from(invitations).where(eq(invitations.id, id)))[0]!;
const auditOf = (paymentId: string) => db().select().from(auditLog).where(and(eq(auditLog.subjectType, 'payment'), eq(auditLog.subjectId, paymentId)));
const mailsTo = (email: string) => t.mails().filter((mail) => mail.to === email);
const reject = (id: string, body: unknown = { reason: 'The receipt shows RM3, not RM30' }) => admin.client.post(`/api/admin/payments/${id}/reject`, body);
const reverse = (id: string, body: unknown = { reason: 'Bank confirmed the transfer' }) => admin.client.post(`/api/admin/payments/${id}/reverse`, body);

/** A host's invitation with one payment in `status`, decided `hoursAgo` hours ago (when not pending). */
async function paymentIn(status: 'pending' | 'approved' | 'rejected', options: { packageType?: 'silver' | 'platinum'; slug?: string; hoursAgo?: number; published?: boolean } = {}) {
  const owner = await host();
  const decided = status !== 'pending';
  const invitation = await insertInvitation(db(), {
    userId: owner.id,
    eventName: `<p>Party ${counter}</p>`,
    templateStatus: options.published ? 'Published' : 'Draft',
    isPaid: status === 'approved',
    customSlug: status === 'approved' && options.slug ? options.slug : null,
  });
  const payment = await insertPayment(db(), {
    userId: owner.id,
    invitationId: invitation.id,
    packageType: options.packageType ?? 'silver',
    status,
    customSlug: options.slug ?? null,
    reviewedAt: decided ? new Date(Date.now() - (options.hoursAgo ?? 1) * HOUR) : null,
    reviewedBy: decided ? admin.id : null,
  });
  return { owner, invitation, payment };
}

describe('rejecting needs a reason, which the host sees', () => {
  it('refuses a missing, blank, short or oversized reason and changes nothing', async () => {
    const { payment } = await paymentIn('pending');
    for (const body of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: 'no' }, { reason: 'x'.repeat(501) }, { reason: 42 }, { reason: ['a long enough reason'] }]) {
      const response = await admin.client.request('POST', `/api/admin/payments/${payment.id}/reject`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const short = await reject(payment.id, { reason: 'no' });
    expect(short.json().error.message).toContain('Please give a reason (at least 3 characters).');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending', decisionReason: null });
    expect(await auditOf(payment.id)).toEqual([]);
  });

  it('stores the reason (hostile text kept as text), shows it in the host list and the e-mail, and writes one audit entry', async () => {
    const { owner, invitation, payment } = await paymentIn('pending');
    const reason = '  <img src=x onerror=alert(1)> Amount "RM3" does not match  ';
    const response = await reject(payment.id, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', decisionReason: reason.trim(), reversibleUntil: expect.any(String) });
    const mine = (await owner.client.get(`/api/payments?invitationId=${invitation.id}`)).json();
    expect(mine.data[0]).toMatchObject({ status: 'rejected', decisionReason: reason.trim(), reversedAt: null });
    const [mail] = mailsTo(owner.email);
    expect(mail?.subject).toBe('Your payment was not approved');
    expect(mail?.text).toContain(`Reason: “${reason.trim()}”.`);
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.html).not.toContain('<img src=x');
    const entries = await auditOf(payment.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'payment.reject',
      actorId: admin.id,
      actorEmail: admin.email,
      reason: reason.trim(),
      before: { status: 'pending', is_paid: false, custom_slug: null, published: false },
      after: { status: 'rejected', is_paid: false, custom_slug: null, published: false },
    });
    // Rejecting again changes nothing and writes nothing.
    expect((await reject(payment.id)).statusCode).toBe(200);
    expect(await auditOf(payment.id)).toHaveLength(1);
  });

  it('approval writes one audit entry with the paid state and the URL', async () => {
    const { payment } = await paymentIn('pending', { packageType: 'platinum', slug: 'audit-approve-x' });
    expect((await admin.client.post(`/api/admin/payments/${payment.id}/approve`)).statusCode).toBe(200);
    expect((await admin.client.post(`/api/admin/payments/${payment.id}/approve`)).statusCode).toBe(200);
    const entries = await auditOf(payment.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'payment.approve',
      reason: null,
      before: { status: 'pending', is_paid: false, custom_slug: null },
      after: { status: 'approved', is_paid: true, custom_slug: 'audit-approve-x' },
    });
  });
});

describe('reversing a decision', () => {
  it('approved → rejected: unpaid, back to Draft and the Platinum URL released; told by e-mail; shown to the host; one audit entry; never twice', async () => {
    const { owner, invitation, payment } = await paymentIn('approved', { packageType: 'platinum', slug: 'reverse-me-x', published: true });
    const response = await reverse(payment.id, { reason: 'The bank returned the transfer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reversalReason: 'The bank returned the transfer', reversedAt: expect.any(String), reversibleUntil: null });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'rejected', reversedBy: admin.id, reversalReason: 'The bank returned the transfer' });
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: false, templateStatus: 'Draft', customSlug: null });
    expect((await new Client(t.app).get('/reverse-me-x')).statusCode).toBe(404);
    const mail = mailsTo(owner.email).at(-1);
    expect(mail?.subject).toBe('Your Platinum payment approval was withdrawn');
    expect(mail?.text).toContain('Reason: “The bank returned the transfer”.');
    expect(mail?.text).toContain('back to Draft');
    expect(mail?.text).toContain('custom URL was released');
    const mine = (await owner.client.get('/api/payments')).json();
    expect(mine.data[0]).toMatchObject({ status: 'rejected', reversalReason: 'The bank returned the transfer', reversedAt: expect.any(String) });
    const entries = await auditOf(payment.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'payment.reverse',
      reason: 'The bank returned the transfer',
      before: { status: 'approved', is_paid: true, custom_slug: 'reverse-me-x', published: true },
      after: { status: 'rejected', is_paid: false, custom_slug: null, published: false },
    });
    // The owner can no longer publish it.
    const publish = await owner.client.post(`/api/invitations/${invitation.id}/toggle-status`);
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error.code).toBe('PAYMENT_REQUIRED');

    const twice = await reverse(payment.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({ code: 'ALREADY_REVERSED', message: PAYMENT_ADMIN_MESSAGES.reversedAlready });
    expect(await auditOf(payment.id)).toHaveLength(1);
  });

  it('approved → rejected with another approved payment: still paid and published; the URL goes only with the last Platinum', async () => {
    const { owner, invitation, payment } = await paymentIn('approved', { packageType: 'platinum', slug: 'keep-paid-x', published: true });
    await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, packageType: 'silver', status: 'approved', reviewedAt: new Date(Date.now() - 2 * HOUR) });
    expect((await reverse(payment.id)).statusCode).toBe(200);
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: true, templateStatus: 'Published', customSlug: null });
    expect(mailsTo(owner.email).at(-1)?.text).toContain('Your other approved payment still covers the invitation.');

    const second = await paymentIn('approved', { packageType: 'platinum', slug: 'two-platinum-x', published: true });
    await insertPayment(db(), { userId: second.owner.id, invitationId: second.invitation.id, packageType: 'platinum', status: 'approved', customSlug: 'two-platinum-x', reviewedAt: new Date(Date.now() - 2 * HOUR) });
    expect((await reverse(second.payment.id)).statusCode).toBe(200);
    expect(await invitationRow(second.invitation.id)).toMatchObject({ isPaid: true, templateStatus: 'Published', customSlug: 'two-platinum-x' });
  });

  it('rejected → approved: paid and the Platinum URL set, like an approval; a URL taken meanwhile is a 409 and nothing changes', async () => {
    const { owner, invitation, payment } = await paymentIn('rejected', { packageType: 'platinum', slug: 'late-approval-x' });
    const response = await reverse(payment.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', reversalReason: 'Bank confirmed the transfer' });
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: true, customSlug: 'late-approval-x' });
    expect(mailsTo(owner.email).at(-1)?.subject).toBe('Your Platinum payment is now approved');
    expect((await auditOf(payment.id))[0]).toMatchObject({ action: 'payment.reverse', after: { status: 'approved', is_paid: true, custom_slug: 'late-approval-x' } });

    const taken = await paymentIn('rejected', { packageType: 'platinum', slug: 'late-approval-x' });
    const conflict = await reverse(taken.payment.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('SLUG_TAKEN');
    expect(await paymentRow(taken.payment.id)).toMatchObject({ status: 'rejected', reversedAt: null });
    expect(await auditOf(taken.payment.id)).toEqual([]);
  });

  it(`is refused after ${PAYMENT_REVERSAL_WINDOW_HOURS} hours, for a pending payment, without a reason, and for an unknown id`, async () => {
    const late = await paymentIn('approved', { hoursAgo: PAYMENT_REVERSAL_WINDOW_HOURS + 1 });
    const refused = await reverse(late.payment.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'REVERSAL_WINDOW_PASSED', message: PAYMENT_ADMIN_MESSAGES.reversalWindowPassed });
    expect(await invitationRow(late.invitation.id)).toMatchObject({ isPaid: true });

    const inTime = await paymentIn('approved', { hoursAgo: PAYMENT_REVERSAL_WINDOW_HOURS - 1 });
    const listed = (await admin.client.get(`/api/admin/payments?search=${encodeURIComponent(inTime.owner.email)}`)).json();
    expect(Date.parse(listed.data[0].reversibleUntil)).toBeGreaterThan(Date.now());
    expect((await reverse(inTime.payment.id)).statusCode).toBe(200);

    const pending = await paymentIn('pending');
    const undecided = await reverse(pending.payment.id);
    expect(undecided.statusCode).toBe(409);
    expect(undecided.json().error.code).toBe('NOT_DECIDED');

    const recent = await paymentIn('approved');
    for (const body of [undefined, {}, { reason: ' ' }, { reason: 'x'.repeat(501) }]) {
      expect((await admin.client.request('POST', `/api/admin/payments/${recent.payment.id}/reverse`, body)).statusCode).toBe(400);
    }
    expect((await paymentRow(recent.payment.id)).reversedAt).toBeNull();
    expect((await reverse('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await reverse('not-a-uuid')).statusCode).toBe(404);
  });

  it('is for admins only: 401 anonymous, 403 signed-in non-admin (the owner too), nothing changes', async () => {
    const { owner, payment } = await paymentIn('approved');
    for (const client of [new Client(t.app), plain.client, owner.client]) {
      const expected = client.cookies.size ? 403 : 401;
      expect((await client.post(`/api/admin/payments/${payment.id}/reverse`, { reason: 'Because I can' })).statusCode).toBe(expected);
      expect((await client.post(`/api/admin/payments/${payment.id}/reject`, { reason: 'Because I can' })).statusCode).toBe(expected);
      for (const url of ['/api/admin/payments/pending-count', '/api/admin/payments/overview', '/api/admin/payments/export.csv', '/api/admin/payments?status=pending']) {
        expect((await client.get(url)).statusCode, url).toBe(expected);
      }
    }
    expect((await paymentRow(payment.id)).reversedAt).toBeNull();
  });
});

describe('the Payment Requests tab: filters, search, dates, paging, CSV and overview', () => {
  const TAG = 'ledgertag';
  let seeded: { payer: string; ids: string[] };
  beforeAll(async () => {
    const payer = await host();
    const other = await host();
    const at = (iso: string) => new Date(iso);
    const party = (name: string, userId: string, slug: string | null = null) => insertInvitation(db(), { userId, eventName: `<p>${name}</p>`, customSlug: slug });
    const a = await party(`Ali ${TAG} Jan`, payer.id);
    const b = await party(`Siti ${TAG} Feb`, payer.id, `${TAG}-siti`);
    const c = await party(`=HYPERLINK("http://evil") ${TAG}`, other.id);
    const d = await party(`Raj ${TAG} Pending`, other.id);
    const ids = [
      // Approved Silver in January (decided after 2 hours), approved Platinum in February (after 10 hours),
      // rejected Silver in February (after 4 hours), pending Platinum and Silver in March.
      (await insertPayment(db(), { userId: payer.id, invitationId: a.id, packageType: 'silver', status: 'approved', createdAt: at('2026-01-15T02:00:00Z'), reviewedAt: at('2026-01-15T04:00:00Z') })).id,
      (await insertPayment(db(), { userId: payer.id, invitationId: b.id, packageType: 'platinum', status: 'approved', customSlug: `${TAG}-siti`, createdAt: at('2026-02-01T01:00:00Z'), reviewedAt: at('2026-02-01T11:00:00Z') })).id,
      (await insertPayment(db(), { userId: other.id, invitationId: c.id, packageType: 'silver', status: 'rejected', decisionReason: '=1+1', createdAt: at('2026-02-20T03:00:00Z'), reviewedAt: at('2026-02-20T07:00:00Z') })).id,
      (await insertPayment(db(), { userId: other.id, invitationId: d.id, packageType: 'platinum', status: 'pending', customSlug: `${TAG}-raj`, createdAt: at('2026-03-05T03:00:00Z') })).id,
      (await insertPayment(db(), { userId: payer.id, invitationId: a.id, packageType: 'silver', status: 'pending', createdAt: at('2026-03-06T03:00:00Z') })).id,
    ];
    seeded = { payer: payer.email, ids };
  });
  const list = async (query: string) => {
    const response = await admin.client.get(`/api/admin/payments?search=${TAG}&${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json() as { data: { id: string; status: string; packageType: string }[]; count: number; totalPages: number };
  };

  it('filters by status and package, searches e-mail, event name and URL, reads the date range in Malaysia time, and pages', async () => {
    expect((await list('')).count).toBe(5);
    expect((await list('status=pending')).data.map((p) => p.id)).toEqual([seeded.ids[4], seeded.ids[3]]);
    expect((await list('status=approved&packageType=platinum')).data.map((p) => p.id)).toEqual([seeded.ids[1]]);
    expect((await admin.client.get(`/api/admin/payments?search=${encodeURIComponent(seeded.payer)}`)).json().count).toBe(3);
    expect((await admin.client.get(`/api/admin/payments?search=SITI+${TAG}`)).json().count).toBe(1);
    expect((await admin.client.get(`/api/admin/payments?search=${TAG}-raj`)).json().count).toBe(1);
    // LIKE wildcards match only themselves.
    expect((await admin.client.get('/api/admin/payments?search=%25')).json().count).toBe(0);
    expect((await list('from=2026-02-01&to=2026-02-28')).data.map((p) => p.id)).toEqual([seeded.ids[2], seeded.ids[1]]);
    expect((await list('from=2026-03-06')).count).toBe(1);
    const page2 = await list('pageSize=2&page=2');
    expect(page2).toMatchObject({ count: 5, totalPages: 3 });
    expect(page2.data.map((p) => p.id)).toEqual([seeded.ids[2], seeded.ids[1]]);
  });

  it('refuses hostile and nonsense filters with 400', async () => {
    for (const query of ['status=paid', 'packageType=gold', 'from=2026-13-01', 'from=yesterday', 'to=2026-02-30', 'from=2026-03-01&to=2026-02-01', `search=${'x'.repeat(201)}`, 'pageSize=1000', "from=2026-01-01'--"]) {
      expect((await admin.client.get(`/api/admin/payments?${query}`)).statusCode, query).toBe(400);
      expect((await admin.client.get(`/api/admin/payments/export.csv?${query.replace(/pageSize=\d+/, 'status=paid')}`)).statusCode, query).toBe(400);
    }
  });

  it('exports the filtered requests as CSV for accounting, formulas neutralised', async () => {
    const response = await admin.client.get(`/api/admin/payments/export.csv?search=${TAG}&status=rejected`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"Payment ID","Submitted","Payer e-mail","Invitation","Custom URL","Package","Amount (RM)","Status","Decided","Decision reason","Reversed","Reversal reason","Refunded (RM)","Net (RM)","Invoice"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${seeded.ids[2]}","2026-02-20T11:00:00+08:00"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") ${TAG}"`);
    expect(lines[1]).toContain('"Silver","30.00","Rejected","2026-02-20T15:00:00+08:00","\'=1+1"');
    const all = await admin.client.get(`/api/admin/payments/export.csv?search=${TAG}`);
    expect(all.body.trim().split('\r\n')).toHaveLength(6);
  });

  it('computes the overview from the payments: revenue by month and package, pending value, median time to a decision', async () => {
    const response = await admin.client.get(`/api/admin/payments/overview?search=${TAG}&status=pending`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      revenueByMonth: [
        { month: '2026-02', packageType: 'platinum', amount: 50, count: 1 },
        { month: '2026-01', packageType: 'silver', amount: 30, count: 1 },
      ],
      approvedTotal: 80,
      approvedCount: 2,
      pendingValue: 80,
      pendingCount: 2,
      // Decisions after 2, 10 and 4 hours.
      medianDecisionMinutes: 240,
      decidedCount: 3,
    });
    const march = (await admin.client.get(`/api/admin/payments/overview?search=${TAG}&from=2026-03-01`)).json();
    expect(march).toMatchObject({ revenueByMonth: [], approvedTotal: 0, pendingValue: 80, medianDecisionMinutes: null, decidedCount: 0 });
  });

  it('the median time to a decision is exact to the minute (issue 31: it was rounded to 0.1 h first, so 8 minutes showed as 6)', async () => {
    const owner = await host();
    const minutes = [7, 8, 13];
    for (const [i, after] of minutes.entries()) {
      const invitation = await insertInvitation(db(), { userId: owner.id, eventName: `<p>medianprobe ${i}</p>` });
      const createdAt = new Date(Date.UTC(2026, 5, 1 + i, 2));
      await insertPayment(db(), { userId: owner.id, invitationId: invitation.id, packageType: 'silver', status: 'approved', createdAt, reviewedAt: new Date(createdAt.getTime() + after * 60_000) });
    }
    const overview = (await admin.client.get('/api/admin/payments/overview?search=medianprobe')).json();
    expect(overview).toMatchObject({ medianDecisionMinutes: 8, decidedCount: 3 });
  });

  it('counts the pending requests for the badge', async () => {
    const before = (await admin.client.get('/api/admin/payments/pending-count')).json().count;
    const { payment } = await paymentIn('pending');
    expect((await admin.client.get('/api/admin/payments/pending-count')).json()).toEqual({ count: before + 1 });
    await reject(payment.id);
    expect((await admin.client.get('/api/admin/payments/pending-count')).json()).toEqual({ count: before });
  });
});
