import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { describeAuditEntry, type AuditEntry } from '@shared/audit';
import { auditLog } from '@server/db/schema';
import { insertInvitation } from '../support/invitations';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 27 (MEDIUM): an admin's writes to another host's data and exports of it are audited, each
 * once, with who, what, which invitation and (where the service notes it) before and after. The
 * route-by-route walk is in access-matrix.test.ts; this file checks an entry's content and the cases
 * that must leave none.
 */

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  host = await signedInUser(t, 'audit-host@example.com');
  admin = await signedInUser(t, 'audit-admin@example.com', 'secret-password', { admin: true });
});
afterAll(async () => {
  await t.close();
});

async function entries(invitationId: string) {
  return t.ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, invitationId)).orderBy(desc(auditLog.createdAt));
}

async function total(): Promise<number> {
  const [row] = await t.ctx.database.db.select({ value: count() }).from(auditLog);
  return row?.value ?? 0;
}

describe("an admin on a host's invitation", () => {
  it('records a change with the admin, the invitation, what was sent and what it was before', async () => {
    const invitation = await insertInvitation(t.ctx.database.db, { userId: host.id, eventName: '<p>Aina &amp; Hakim</p>' });
    const url = `/api/invitations/${invitation.id}/guests/settings`;
    const before = (await admin.client.get(url)).json();
    const saved = await admin.client.request('PUT', url, { ...before, invitedOnly: true });
    expect(saved.statusCode, saved.body).toBe(200);

    const [entry] = await entries(invitation.id);
    expect(entry).toMatchObject({ action: 'host_data.change', actorEmail: admin.email, subjectType: 'invitation', subjectId: invitation.id, subjectLabel: 'Aina & Hakim (audit-host@example.com)' });
    expect(entry!.before).toEqual(before);
    expect(entry!.after).toMatchObject({ route: 'PUT /api/invitations/:id/guests/settings', what: 'Save the guest-list settings', body: { invitedOnly: true } });
    const sentence = describeAuditEntry({ action: 'host_data.change', subject_type: 'invitation', subject_label: entry!.subjectLabel, subject_id: entry!.subjectId, before: entry!.before, after: entry!.after } as AuditEntry);
    expect(sentence).toBe('Save the guest-list settings: Aina & Hakim (audit-host@example.com)');
    // Reading it back (GET) added nothing.
    expect(await entries(invitation.id)).toHaveLength(1);
  });

  it('records each export once and no read', async () => {
    const invitation = await insertInvitation(t.ctx.database.db, { userId: host.id });
    for (const read of ['guests', 'guests/settings', 'responses', 'guests/sending-counts', 'arrivals', 'checkin-links']) {
      expect((await admin.client.get(`/api/invitations/${invitation.id}/${read}`)).statusCode, read).toBe(200);
    }
    expect(await entries(invitation.id)).toHaveLength(0);
    const csv = await admin.client.get(`/api/invitations/${invitation.id}/guests.csv`);
    expect(csv.statusCode).toBe(200);
    const [entry, ...rest] = await entries(invitation.id);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'host_data.export', actorEmail: admin.email });
    expect(entry!.after).toMatchObject({ route: 'GET /api/invitations/:id/guests.csv' });
  });

  it('records nothing for a refused write, and nothing for the host working on their own invitation', async () => {
    const invitation = await insertInvitation(t.ctx.database.db, { userId: host.id });
    const start = await total();
    // A household without a name is refused (400): nothing changed, nothing recorded.
    expect((await admin.client.post(`/api/invitations/${invitation.id}/guests`, { name: '', seats: 2 })).statusCode).toBe(400);
    expect((await host.client.post(`/api/invitations/${invitation.id}/guests`, { name: 'Keluarga Osman', seats: 2 })).statusCode).toBe(201);
    expect(await total()).toBe(start);
  });

  it("records an admin's change on their own invitation as nothing (it is their own data)", async () => {
    const own = await insertInvitation(t.ctx.database.db, { userId: admin.id });
    const start = await total();
    expect((await admin.client.post(`/api/invitations/${own.id}/guests`, { name: 'Keluarga Admin', seats: 1 })).statusCode).toBe(201);
    expect(await total()).toBe(start);
  });

  it('keeps a large request body out of the entry, saying only its size', async () => {
    const invitation = await insertInvitation(t.ctx.database.db, { userId: host.id });
    const rows = Array.from({ length: 200 }, (_, i) => ({ line: i + 2, name: `Household ${i} ${'x'.repeat(40)}`, seats: 2, phone: '', email: '', tags: [], language: null, note: '' }));
    const imported = await admin.client.post(`/api/invitations/${invitation.id}/guests/import`, { duplicates: 'merge', rows });
    expect(imported.statusCode, imported.body).toBe(200);
    const [entry] = await entries(invitation.id);
    expect((entry!.after as { body: unknown }).body).toEqual({ omitted: expect.stringMatching(/^\d+ characters$/) });
  });
});
