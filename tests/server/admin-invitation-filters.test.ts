import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInvitationListResponse } from '@shared/admin';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';
import { type Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 31: the admin invitations list filtered by status, paid, owner and creation days (Malaysia's),
 * each invitation with its payment count, and the Payment Requests filtered by one invitation.
 */
let t: TestApp;
let admin: Client;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  admin = (await signedInUser(t, 'filters-admin@example.com', 'secret-password', { admin: true })).client;
  const maya = await signedInUser(t, 'maya.filters@example.com');
  const zed = await signedInUser(t, 'zed.filters@example.com');
  const { db } = t.ctx.database;
  // 2 March 20:00 UTC is already 3 March in Kuala Lumpur.
  ids.published = (await insertInvitation(db, { userId: maya.id, eventName: '<p>fltr Maya</p>', templateStatus: 'Published', isPaid: true, createdAt: new Date('2026-03-01T02:00:00Z') })).id;
  ids.draft = (await insertInvitation(db, { userId: zed.id, eventName: '<p>fltr Zed</p>', templateStatus: 'Draft', isPaid: false, createdAt: new Date('2026-03-02T20:00:00Z') })).id;
  ids.paidDraft = (await insertInvitation(db, { userId: zed.id, eventName: '<p>fltr Zed paid</p>', templateStatus: 'Draft', isPaid: true, createdAt: new Date('2026-03-05T02:00:00Z') })).id;
  await insertPayment(db, { userId: maya.id, invitationId: ids.published, packageType: 'silver', status: 'approved' });
  await insertPayment(db, { userId: maya.id, invitationId: ids.published, packageType: 'silver', status: 'rejected' });
  await insertPayment(db, { userId: zed.id, invitationId: ids.paidDraft, packageType: 'silver', status: 'pending' });
});
afterAll(async () => {
  await t.close();
});

async function names(query: string): Promise<string[]> {
  const response = await admin.get(`/api/admin/invitations?search=fltr&${query}`);
  expect(response.statusCode, query).toBe(200);
  return (response.json() as AdminInvitationListResponse).data.map((row) => row.event_name).sort();
}

describe('GET /api/admin/invitations filters', () => {
  it('by status, paid, owner and creation days (Malaysia), combined with AND', async () => {
    expect(await names('')).toEqual(['fltr Maya', 'fltr Zed', 'fltr Zed paid']);
    expect(await names('status=published')).toEqual(['fltr Maya']);
    expect(await names('status=draft')).toEqual(['fltr Zed', 'fltr Zed paid']);
    expect(await names('paid=paid')).toEqual(['fltr Maya', 'fltr Zed paid']);
    expect(await names('paid=unpaid')).toEqual(['fltr Zed']);
    expect(await names('owner=ZED.FILTERS')).toEqual(['fltr Zed', 'fltr Zed paid']);
    expect(await names('owner=nobody')).toEqual([]);
    expect(await names('from=2026-03-03&to=2026-03-03')).toEqual(['fltr Zed']);
    expect(await names('from=2026-03-02&to=2026-03-02')).toEqual([]);
    expect(await names('status=draft&paid=paid&owner=zed')).toEqual(['fltr Zed paid']);
  });

  it('refuses unknown values and a range that ends before it starts', async () => {
    for (const query of ['status=archived', 'paid=maybe', 'from=2026-02-30', 'from=2026-03-05&to=2026-03-01', `owner=${'x'.repeat(255)}`]) {
      expect((await admin.get(`/api/admin/invitations?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('gives each invitation its payment count, and the payments list filters by invitation', async () => {
    const rows = (await admin.get('/api/admin/invitations?search=fltr')).json().data as { id: string; payment_count: number }[];
    expect(Object.fromEntries(rows.map((row) => [row.id, row.payment_count]))).toEqual({ [ids.published!]: 2, [ids.draft!]: 0, [ids.paidDraft!]: 1 });
    const payments = (await admin.get(`/api/admin/payments?invitation=${ids.published}`)).json() as { data: { invitationId: string; status: string }[]; count: number };
    expect(payments.count).toBe(2);
    expect(payments.data.every((payment) => payment.invitationId === ids.published)).toBe(true);
    const csv = (await admin.get(`/api/admin/payments/export.csv?invitation=${ids.paidDraft}`)).body.trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect((await admin.get('/api/admin/payments?invitation=not-a-uuid')).statusCode).toBe(400);
  });
});
