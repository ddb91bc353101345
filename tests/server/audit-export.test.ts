import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS } from '@shared/audit';
import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';
import { auditLog, templates } from '@server/db/schema';
import { recordAudit } from '@server/features/audit/service';
import { totp } from '../support/totp';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 31: the audit log exported as CSV (admins only, streamed, the page's filters, Malaysia time),
 * and template previews and admin sign-ins written to it.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let host: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  admin = await signedInUser(t, 'audit-export-admin@example.com', 'secret-password', { admin: true });
  host = await signedInUser(t, 'audit-export-host@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const entriesOf = (action: string, subjectId: string) => db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));
const csvRecords = (body: string) => parse(body, { bom: true }) as string[][];

describe('GET /api/admin/audit/export.csv', () => {
  const TAG = 'csvtag';
  beforeAll(async () => {
    const actor = { id: null, email: 'someone@example.com' };
    const at = async (iso: string, subjectId: string, action: 'payment.approve' | 'payment.reject', reason: string | null = null) => {
      await recordAudit(db(), actor, { action, subjectType: 'payment', subjectId, subjectLabel: `${TAG} payer`, reason, before: { status: 'pending' }, after: { status: action === 'payment.approve' ? 'approved' : 'rejected', amount: 30 } });
      await db().update(auditLog).set({ createdAt: new Date(iso) }).where(eq(auditLog.subjectId, subjectId));
    };
    // 13:05 UTC on 2 December is 21:05 in Kuala Lumpur; 17:30 UTC on 3 December is already the 4th there.
    await at('2026-12-02T13:05:00.000Z', `${TAG}-1`, 'payment.approve');
    await at('2026-12-03T17:30:00.000Z', `${TAG}-2`, 'payment.reject', '=HYPERLINK("http://evil")');
  });

  it('is for admins only: 401 anonymous, 403 a host', async () => {
    expect((await new Client(t.app).get('/api/admin/audit/export.csv')).statusCode).toBe(401);
    expect((await host.client.get('/api/admin/audit/export.csv')).statusCode).toBe(403);
  });

  it('streams every matching entry, newest first, times as ISO 8601 in Malaysia time, formulas neutralised', async () => {
    const response = await admin.client.get(`/api/admin/audit/export.csv?actor=someone@example.com&from=2026-12-01&to=2026-12-31`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit_log.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRecords(response.body);
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows.map((row) => [row[1], row[2], row[3], row[6], row[8]])).toEqual([
      ['2026-12-04T01:30:00+08:00', 'someone@example.com', 'Payment rejected', `${TAG}-2`, `'=HYPERLINK("http://evil")`],
      ['2026-12-02T21:05:00+08:00', 'someone@example.com', 'Payment approved', `${TAG}-1`, ''],
    ]);
    expect(rows[1]![4]).toBe(`Approved payment RM 30 for ${TAG} payer`);
    expect(JSON.parse(rows[1]![10]!)).toEqual({ status: 'approved', amount: 30 });
  });

  it("takes the page's filters: the days are Malaysia's, the action and subject exact", async () => {
    const days = csvRecords((await admin.client.get('/api/admin/audit/export.csv?actor=someone@example.com&from=2026-12-04&to=2026-12-04')).body);
    expect(days.slice(1).map((row) => row[6])).toEqual([`${TAG}-2`]);
    const action = csvRecords((await admin.client.get('/api/admin/audit/export.csv?actor=someone@example.com&action=payment.approve')).body);
    expect(action.slice(1).map((row) => row[6])).toEqual([`${TAG}-1`]);
    const subject = csvRecords((await admin.client.get(`/api/admin/audit/export.csv?subjectId=${TAG}-2`)).body);
    expect(subject.slice(1).map((row) => row[6])).toEqual([`${TAG}-2`]);
    expect((await admin.client.get('/api/admin/audit/export.csv?from=2026-12-05&to=2026-12-04')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/audit/export.csv?action=nope')).statusCode).toBe(400);
  });

  it('reads past one batch without repeating or losing an entry', async () => {
    const actor = { id: null, email: 'bulk@example.com' };
    const values = Array.from({ length: 1_203 }, (_, i) => ({ actorId: null, actorEmail: actor.email, action: 'payment.approve', subjectType: 'payment', subjectId: `bulk-${i}`, subjectLabel: '', createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 1000) }));
    await db().insert(auditLog).values(values);
    const rows = csvRecords((await admin.client.get('/api/admin/audit/export.csv?actor=bulk@example.com')).body).slice(1);
    expect(rows).toHaveLength(1_203);
    expect(new Set(rows.map((row) => row[6])).size).toBe(1_203);
  });
});

describe('template previews and admin sign-ins are in the log', () => {
  it("an admin's save of a template's preview invitation (create and update) writes template.preview", async () => {
    const [template] = await db().insert(templates).values({ name: 'Preview Audit', category: 'wedding', imageUrl: '/files/template_images/preview-audit.png', dominantColors: ['#111111', '#222222', '#333333'], templateStatus: 'Published' }).returning();
    const input: InvitationInput = {
      ...newInvitation(),
      template: { id: template!.id, imageUrl: template!.imageUrl, dominantColors: ['#111111', '#222222', '#333333'], accentColor: null },
      eventName: '<p>Preview</p>',
      date: '2027-05-01',
      time: '19:00',
      organizer: { name: 'Maya', email: '', phone: '' },
    };
    const created = await admin.client.post('/api/admin/preview-invitations', input);
    expect(created.statusCode).toBe(201);
    const previewId = created.json().id as string;
    expect((await admin.client.request('PUT', `/api/admin/preview-invitations/${previewId}`, input)).statusCode).toBe(200);
    const entries = await entriesOf('template.preview', template!.id);
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry).toMatchObject({ actorEmail: admin.email, subjectType: 'template', subjectLabel: 'Preview Audit' });
    expect(entries.map((entry) => entry.after)).toEqual(expect.arrayContaining([{ preview_invitation: previewId, created: true }, { preview_invitation: previewId, created: false }]));
    // A host cannot save a preview, and nothing is logged for the refusal.
    expect((await host.client.post('/api/admin/preview-invitations', input)).statusCode).toBe(403);
    expect(await entriesOf('template.preview', template!.id)).toHaveLength(2);
  });

  it("an admin's sign-in writes account.sign_in; a failed one, or a host's, does not", async () => {
    const signedIn = await signedInUser(t, 'signin-admin@example.com', 'admin-password', { admin: true });
    const [entry] = await entriesOf('account.sign_in', signedIn.id);
    expect(entry).toMatchObject({ actorId: signedIn.id, actorEmail: 'signin-admin@example.com', subjectType: 'account', subjectLabel: 'signin-admin@example.com', after: { method: 'password' } });
    expect((await new Client(t.app).post('/api/auth/sign-in/email', { email: 'signin-admin@example.com', password: 'wrong-password' })).statusCode).toBe(401);
    expect(await entriesOf('account.sign_in', signedIn.id)).toHaveLength(1);
    expect(await entriesOf('account.sign_in', host.id)).toHaveLength(0);
  });

  it('with a second factor: logged once, when the code is accepted (not at the password, not when turning 2FA on)', async () => {
    const { id, client } = await signedInUser(t, 'totp-admin@example.com', 'totp-password', { admin: true });
    const enable = await client.post('/api/auth/two-factor/enable', { password: 'totp-password' });
    const secret = new URL(enable.json().totpURI).searchParams.get('secret')!;
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).statusCode).toBe(200);
    expect(await entriesOf('account.sign_in', id)).toHaveLength(1);

    const next = new Client(t.app);
    expect((await next.post('/api/auth/sign-in/email', { email: 'totp-admin@example.com', password: 'totp-password' })).json()).toMatchObject({ twoFactorRedirect: true });
    expect(await entriesOf('account.sign_in', id)).toHaveLength(1);
    expect((await next.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).statusCode).toBe(200);
    const entries = await entriesOf('account.sign_in', id);
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => (entry.after as { method: string }).method).sort()).toEqual(['password', 'password and second factor']);
  });
});
