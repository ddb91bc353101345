import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations } from '@server/db/schema';
import { MARK_PAID_REASON_REQUIRED } from '@shared/admin';
import type { AuditEntry, AuditListResponse } from '@shared/audit';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * The admin audit log (issue 20): every admin action on an invitation leaves one entry (who, what,
 * before, after, reason) in the change's own transaction; the entry outlives the invitation; only an
 * admin reads the log, newest first, filtered and paged.
 */

let t: TestApp;
let admin: Client;
let host: Client;
let hostId = '';
const ADMIN_EMAIL = 'audit-admin@example.com';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  admin = (await signedInUser(t, ADMIN_EMAIL, 'secret-password', { admin: true })).client;
  const signedHost = await signedInUser(t, 'audit-host@example.com');
  host = signedHost.client;
  hostId = signedHost.id;
});
afterAll(async () => {
  await t.close();
});

async function entriesFor(subjectId: string): Promise<AuditEntry[]> {
  const response = await admin.get(`/api/admin/audit?subjectId=${subjectId}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditListResponse).data;
}

async function patch(id: string, body: Record<string, unknown>) {
  return admin.request('PATCH', `/api/admin/invitations/${id}`, body);
}

describe('admin invitation actions leave audit entries', () => {
  it('records publish, unpublish, custom URL set and removed, paid and unpaid: one entry each, with before and after', async () => {
    const invitation = await insertInvitation(t.ctx.database.db, { userId: hostId, eventName: '<p>Nur &amp; Adam</p>', templateStatus: 'Draft' });
    const steps: [Record<string, unknown>, string, unknown, unknown][] = [
      [{ template_status: 'Published', reason: 'Published for the couple while their transfer clears' }, 'invitation.publish', { template_status: 'Draft' }, { template_status: 'Published' }],
      [{ custom_slug: 'nur-adam' }, 'invitation.set_url', { custom_slug: null }, { custom_slug: 'nur-adam' }],
      [{ is_paid: true, reason: 'Paid in cash at the wedding fair' }, 'invitation.mark_paid', { is_paid: false }, { is_paid: true }],
      [{ is_paid: false }, 'invitation.mark_unpaid', { is_paid: true }, { is_paid: false }],
      [{ custom_slug: null }, 'invitation.set_url', { custom_slug: 'nur-adam' }, { custom_slug: null }],
      [{ template_status: 'Draft' }, 'invitation.unpublish', { template_status: 'Published' }, { template_status: 'Draft' }],
    ];
    for (const [index, [body, action, before, after]] of steps.entries()) {
      const response = await patch(invitation.id, body);
      expect(response.statusCode, response.body).toBe(200);
      const entries = await entriesFor(invitation.id);
      expect(entries).toHaveLength(index + 1);
      const newest = entries[0];
      expect(newest).toMatchObject({
        action,
        actor_email: ADMIN_EMAIL,
        subject_type: 'invitation',
        subject_id: invitation.id,
        subject_label: 'Nur & Adam (audit-host@example.com)',
        before,
        after,
        reason: (body.reason as string | undefined) ?? null,
      });
    }
  });

  it('records several changes in one request as one invitation.update entry', async () => {
    const invitation = await insertInvitation(t.ctx.database.db, { userId: hostId, eventName: '<p>Both at once</p>', templateStatus: 'Draft' });
    expect((await patch(invitation.id, { template_status: 'Published', custom_slug: 'both-at-once', reason: 'Paid in cash at the fair' })).statusCode).toBe(200);
    const entries = await entriesFor(invitation.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'invitation.update',
      before: { template_status: 'Draft', custom_slug: null },
      after: { template_status: 'Published', custom_slug: 'both-at-once' },
    });
  });

  it('refuses "mark paid" without an approved payment unless a reason is given, and then changes nothing and logs nothing', async () => {
    const invitation = await insertInvitation(t.ctx.database.db, { userId: hostId, eventName: '<p>No payment yet</p>' });
    // A pending or rejected request is not an approved payment.
    await insertPayment(t.ctx.database.db, { userId: hostId, invitationId: invitation.id, status: 'rejected' });
    await insertPayment(t.ctx.database.db, { userId: hostId, invitationId: invitation.id, status: 'pending' });
    const missing = await patch(invitation.id, { is_paid: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { code: 'REASON_REQUIRED', message: MARK_PAID_REASON_REQUIRED } });
    const tooShort = await patch(invitation.id, { is_paid: true, reason: '  x ' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toContain('at least 3 characters');
    expect((await patch(invitation.id, { is_paid: true, reason: 'x'.repeat(501) })).statusCode).toBe(400);
    const [row] = await t.ctx.database.db.select({ isPaid: invitations.isPaid }).from(invitations).where(eq(invitations.id, invitation.id));
    expect(row?.isPaid).toBe(false);
    expect(await entriesFor(invitation.id)).toEqual([]);

    const given = await patch(invitation.id, { is_paid: true, reason: '  Bank transfer seen on the statement  ' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ is_paid: true, has_approved_payment: false });
    expect((await entriesFor(invitation.id))[0]).toMatchObject({ action: 'invitation.mark_paid', reason: 'Bank transfer seen on the statement' });
  });

  it('marks paid without a reason when an approved payment exists', async () => {
    const invitation = await insertInvitation(t.ctx.database.db, { userId: hostId, eventName: '<p>Paid properly</p>' });
    await insertPayment(t.ctx.database.db, { userId: hostId, invitationId: invitation.id, status: 'approved' });
    const response = await patch(invitation.id, { is_paid: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ is_paid: true, has_approved_payment: true });
    expect((await entriesFor(invitation.id))[0]).toMatchObject({ action: 'invitation.mark_paid', reason: null });
  });

  it('writes no entry when the change fails (a taken custom URL, a missing invitation)', async () => {
    await insertInvitation(t.ctx.database.db, { userId: hostId, customSlug: 'already-taken' });
    const invitation = await insertInvitation(t.ctx.database.db, { userId: hostId });
    expect((await patch(invitation.id, { custom_slug: 'already-taken' })).statusCode).toBe(409);
    expect(await entriesFor(invitation.id)).toEqual([]);
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect((await patch(ghost, { template_status: 'Draft' })).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/invitations/${ghost}`)).statusCode).toBe(404);
    expect(await entriesFor(ghost)).toEqual([]);
  });

  it('keeps the delete entry after the invitation is gone, with its event name, owner and state', async () => {
    const invitation = await insertInvitation(t.ctx.database.db, { userId: hostId, eventName: '<p>Majlis Aqiqah</p>', customSlug: 'aqiqah-gone', isPaid: true });
    expect((await patch(invitation.id, { template_status: 'Draft', reason: 'The couple cancelled' })).statusCode).toBe(200);
    expect((await admin.request('DELETE', `/api/admin/invitations/${invitation.id}`)).statusCode).toBe(204);
    expect(await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, invitation.id))).toEqual([]);
    const entries = await entriesFor(invitation.id);
    expect(entries.map((entry) => entry.action)).toEqual(['invitation.delete', 'invitation.unpublish']);
    expect(entries[0]).toMatchObject({
      subject_label: 'Majlis Aqiqah (audit-host@example.com)',
      after: null,
      before: { event_name: 'Majlis Aqiqah', owner_email: 'audit-host@example.com', custom_slug: 'aqiqah-gone', template_status: 'Draft', is_paid: true },
    });
    // The acting admin's e-mail is copied into the entry (it stays readable if the account goes).
    const [row] = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.id, entries[0]!.id));
    expect(row?.actorEmail).toBe(ADMIN_EMAIL);
  });
});

describe('GET /api/admin/audit', () => {
  let seeded: { subjectId: string };

  beforeAll(async () => {
    // Entries at known instants: 2026-03-01 23:30 and 2026-03-02 00:30 in Malaysia (UTC+8) straddle midnight there.
    const subjectId = crypto.randomUUID();
    const base = { actorId: null, subjectType: 'template', subjectId, subjectLabel: 'Seeded Floral', reason: null, before: null, after: { name: 'Seeded Floral' } };
    await t.ctx.database.db.insert(auditLog).values([
      { ...base, actorEmail: 'first.admin@example.com', action: 'template.create', createdAt: new Date('2026-03-01T15:30:00Z') },
      { ...base, actorEmail: 'second.admin@example.com', action: 'template.update', createdAt: new Date('2026-03-01T16:30:00Z') },
      { ...base, actorEmail: 'second.admin@example.com', action: 'template.delete', createdAt: new Date('2026-03-03T02:00:00Z'), after: null },
    ]);
    seeded = { subjectId };
  });

  async function list(query: string): Promise<AuditListResponse> {
    const response = await admin.get(`/api/admin/audit${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('answers 401 to a visitor and 403 to a signed-in non-admin, even for a malformed query', async () => {
    expect((await new Client(t.app).get('/api/admin/audit')).statusCode).toBe(401);
    expect((await host.get('/api/admin/audit')).statusCode).toBe(403);
    expect((await host.get('/api/admin/audit?page=0')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/admin/audit?action=nope')).statusCode).toBe(401);
  });

  it('lists entries newest first, not cached', async () => {
    const response = await admin.get('/api/admin/audit');
    expect(response.headers['cache-control']).toBe('no-store');
    const body: AuditListResponse = response.json();
    const times = body.data.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.count).toBeGreaterThanOrEqual(3);
  });

  it('filters by action, subject type, subject id and acting admin', async () => {
    expect((await list(`?subjectId=${seeded.subjectId}`)).data.map((entry) => entry.action)).toEqual(['template.delete', 'template.update', 'template.create']);
    expect((await list('?action=template.create')).data.map((entry) => entry.subject_id)).toEqual([seeded.subjectId]);
    expect((await list('?subjectType=template')).count).toBe(3);
    expect((await list('?subjectType=invitation')).data.every((entry) => entry.subject_type === 'invitation')).toBe(true);
    expect((await list('?actor=SECOND.admin')).data.map((entry) => entry.action)).toEqual(['template.delete', 'template.update']);
    expect((await list(`?actor=${encodeURIComponent('%')}`)).count).toBe(0);
    expect((await list(`?actor=&subjectId=${seeded.subjectId}`)).count).toBe(3);
    expect((await list(`?action=template.update&actor=first`)).count).toBe(0);
  });

  it('filters by days in Malaysia time, both ends included', async () => {
    const days = async (query: string) => (await list(`?subjectId=${seeded.subjectId}&${query}`)).data.map((entry) => entry.action);
    expect(await days('from=2026-03-01&to=2026-03-01')).toEqual(['template.create']);
    expect(await days('from=2026-03-02&to=2026-03-02')).toEqual(['template.update']);
    expect(await days('from=2026-03-02')).toEqual(['template.delete', 'template.update']);
    expect(await days('to=2026-03-02')).toEqual(['template.update', 'template.create']);
  });

  it('pages', async () => {
    const first = await list(`?subjectId=${seeded.subjectId}&pageSize=2`);
    const second = await list(`?subjectId=${seeded.subjectId}&pageSize=2&page=2`);
    expect([first.count, first.totalPages, first.data.length, second.data.length]).toEqual([3, 2, 2, 1]);
    expect(second.data[0]?.action).toBe('template.create');
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of ['?action=payment.steal', '?subjectType=user', '?from=2026-02-30', '?from=yesterday', '?from=2026-03-02&to=2026-03-01', '?page=0', '?pageSize=101', `?actor=${'a'.repeat(255)}`, '?actor=%00']) {
      expect((await admin.get(`/api/admin/audit${query}`)).statusCode, query).toBe(400);
    }
  });
});
