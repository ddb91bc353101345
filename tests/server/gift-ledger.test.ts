import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationEvent } from '@shared/events';
import { GIFT_LEDGER_PAGE_SIZE, GIFTS_CSV_COLUMNS, giftLedgerSchema, type GiftLedger, type GiftRow } from '@shared/gifts';
import { auditLog, gifts, households, invitations } from '@server/db/schema';
import { giftsCsv, ledgerInvitation } from '@server/features/gifts/ledger-service';
import { householdTokenHash } from '@server/features/guests/links';
import { ownerOnly } from '@server/lib/access';
import { insertInvitation } from '../support/invitations';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 32 points 3 and 6 (product.md §16 "The gift ledger"): the host reads every gift of an
 * invitation (told by a guest, recorded at the door, added by hand) with totals per event and per
 * group, adds, changes and deletes gifts, and downloads them as a streamed CSV. Only the owner and
 * admins (audited, reads too) see amounts; a stranger gets 404, no session 401.
 */

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  host = await signedInUser(t, 'ledger-host@example.com');
  stranger = await signedInUser(t, 'ledger-stranger@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;

function event(id: string, name: string, isMain: boolean): InvitationEvent {
  return { id, name, date: '2027-03-20', time: isMain ? '10:00' : '19:30', endTime: '', venue: 'Dewan', address: '', mapUrls: { google: '', waze: '' }, dressCode: '', note: '', isPublic: true, isMain, mealOptions: [] };
}

async function party() {
  const akad = randomUUID();
  const dinner = randomUUID();
  const invitation = await insertInvitation(db(), { userId: host.id, eventName: 'Nadia & Omar', date: '2027-03-20', time: '10:00', events: [event(akad, 'Akad Nikah', true), event(dinner, 'Dinner', false)] });
  return { id: invitation.id, akad, dinner };
}

async function household(invitationId: string, name: string, tags: string[] = []) {
  const id = randomUUID();
  await db().insert(households).values({ id, invitationId, name, tags, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  return id;
}

async function ledger(invitationId: string, query = '', client = host.client): Promise<GiftLedger> {
  const response = await client.get(`/api/invitations/${invitationId}/gifts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return giftLedgerSchema.parse(response.json());
}

async function add(invitationId: string, body: Record<string, unknown>): Promise<GiftRow> {
  const response = await host.client.post(`/api/invitations/${invitationId}/gifts`, { method: 'cash', amountSen: null, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('the ledger', () => {
  it('lists every source with household, amount, method, event and note, and totals per event and per group', async () => {
    const p = await party();
    const lim = await household(p.id, 'Keluarga Lim', ['Family', 'Bride side']);
    const tan = await household(p.id, 'Tan family', ['Friends']);
    const ali = await household(p.id, 'Encik Ali');
    await db().insert(gifts).values([
      { invitationId: p.id, householdId: lim, source: 'guest', method: 'duitnow', amountSen: 20_000, note: 'Selamat pengantin baru' },
      { invitationId: p.id, householdId: tan, eventId: p.dinner, source: 'door', method: 'angpau', amountSen: null, envelopes: 2, note: "from Uncle Lim's family" },
      { invitationId: p.id, householdId: ali, eventId: p.akad, source: 'door', method: 'angpau', amountSen: 5_050 },
    ]);
    const made = await add(p.id, { householdId: lim, eventId: p.dinner, method: 'cash', amountSen: 10_000, note: 'By hand' });
    expect(made).toMatchObject({ source: 'host', householdName: 'Keluarga Lim', amountSen: 10_000, eventId: p.dinner, note: 'By hand' });

    const page = await ledger(p.id);
    expect(page.data).toHaveLength(4);
    expect(page.events.map((e) => e.name)).toEqual(['Akad Nikah', 'Dinner']);
    expect(page.totals.overall).toEqual({ count: 4, amountSen: 35_050, noAmount: 1 });
    expect(page.totals.perEvent).toEqual([
      { eventId: p.akad, count: 1, amountSen: 5_050, noAmount: 0 },
      { eventId: p.dinner, count: 2, amountSen: 10_000, noAmount: 1 },
      { eventId: null, count: 1, amountSen: 20_000, noAmount: 0 },
    ]);
    // Lim is in two groups: counted in both; Ali has none.
    expect(page.totals.perGroup).toEqual([
      { group: 'Bride side', count: 2, amountSen: 30_000, noAmount: 0 },
      { group: 'Family', count: 2, amountSen: 30_000, noAmount: 0 },
      { group: 'Friends', count: 1, amountSen: 0, noAmount: 1 },
      { group: null, count: 1, amountSen: 5_050, noAmount: 0 },
    ]);

    // Filters: search (household, from, note), source, event, group; the totals stay the invitation's.
    expect((await ledger(p.id, '?q=uncle')).data.map((g) => g.householdName)).toEqual(['Tan family']);
    // 'lim' finds Keluarga Lim's two gifts and the note "from Uncle Lim's family".
    expect((await ledger(p.id, '?q=lim')).matching).toEqual({ count: 3, amountSen: 30_000, noAmount: 1 });
    expect((await ledger(p.id, '?source=door')).matching.count).toBe(2);
    expect((await ledger(p.id, '?event=none')).data.map((g) => g.source)).toEqual(['guest']);
    const friends = await ledger(p.id, '?group=Friends');
    expect(friends.data.map((g) => g.householdName)).toEqual(['Tan family']);
    expect(friends.totals.overall.count).toBe(4);
    // A search's LIKE wildcards are text.
    expect((await ledger(p.id, '?q=%25')).matching.count).toBe(0);
  });

  it('pages at 50, newest first, and a page past the end is the last', async () => {
    const p = await party();
    const start = Date.UTC(2027, 2, 20, 2);
    await db().insert(gifts).values(Array.from({ length: 120 }, (_, i) => ({ invitationId: p.id, source: 'guest' as const, method: 'bank' as const, amountSen: 100 * (i + 1), fromName: `Guest ${i}`, givenAt: new Date(start + i * 60_000) })));
    const first = await ledger(p.id);
    expect(first.data).toHaveLength(GIFT_LEDGER_PAGE_SIZE);
    expect(first.totalPages).toBe(3);
    expect(first.data[0]!.fromName).toBe('Guest 119');
    const last = await ledger(p.id, '?page=99');
    expect(last.page).toBe(3);
    expect(last.data).toHaveLength(20);
    expect(last.data.at(-1)!.fromName).toBe('Guest 0');
    expect(first.totals.overall.amountSen).toBe((100 * 120 * 121) / 2);
  });

  it('edits any gift (source kept) and deletes one', async () => {
    const p = await party();
    const lim = await household(p.id, 'Keluarga Lim');
    const [told] = await db().insert(gifts).values({ invitationId: p.id, householdId: lim, source: 'guest', method: 'bank', amountSen: 1_000 }).returning();
    const edited = await host.client.request('PUT', `/api/invitations/${p.id}/gifts/${told!.id}`, { householdId: lim, method: 'duitnow', amountSen: 12_345, note: 'Corrected', eventId: p.akad });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: told!.id, source: 'guest', method: 'duitnow', amountSen: 12_345, note: 'Corrected', eventId: p.akad, givenAt: told!.givenAt.toISOString() });
    expect((await host.client.request('DELETE', `/api/invitations/${p.id}/gifts/${told!.id}`)).statusCode).toBe(204);
    expect((await ledger(p.id)).totals.overall.count).toBe(0);
    expect((await host.client.request('DELETE', `/api/invitations/${p.id}/gifts/${told!.id}`)).statusCode).toBe(404);
    expect((await host.client.request('DELETE', `/api/invitations/${p.id}/gifts/not-a-uuid`)).statusCode).toBe(404);
  });

  it('is deleted with its invitation', async () => {
    const p = await party();
    await add(p.id, { fromName: 'Auntie May', amountSen: 5_000 });
    await db().delete(invitations).where(eq(invitations.id, p.id));
    expect(await db().select().from(gifts).where(eq(gifts.invitationId, p.id))).toEqual([]);
  });
});

describe('bounds and hostile input', () => {
  it('refuses amounts out of bounds, half sen, long or control-character text, and a gift from no one', async () => {
    const p = await party();
    const post = (body: Record<string, unknown>) => host.client.post(`/api/invitations/${p.id}/gifts`, { method: 'cash', amountSen: 100, fromName: 'X', ...body });
    for (const bad of [
      { amountSen: 0 },
      { amountSen: -500 },
      { amountSen: 10_000_001 },
      { amountSen: 12.5 },
      { amountSen: '100' },
      { method: 'bitcoin' },
      { fromName: 'x'.repeat(81) },
      { note: 'n'.repeat(281) },
      { note: 'nul\u0000byte' },
      { fromName: '' },
      { fromName: '   ' },
      { envelopes: 51 },
      { givenAt: '2999-01-01T00:00:00Z' },
      { givenAt: 'yesterday' },
      { householdId: 'not-a-uuid' },
    ]) {
      const response = await post(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await post({ amountSen: 10_000_000 })).statusCode).toBe(201);
    expect((await post({ amountSen: null })).statusCode).toBe(201);
    expect((await ledger(p.id)).totals.overall).toEqual({ count: 2, amountSen: 10_000_000, noAmount: 1 });
  });

  it("refuses another invitation's household or an unknown event (never links them)", async () => {
    const p = await party();
    const other = await party();
    const theirs = await household(other.id, 'Not yours');
    const response = await host.client.post(`/api/invitations/${p.id}/gifts`, { method: 'cash', amountSen: 100, householdId: theirs });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('GIFT_UNKNOWN_HOUSEHOLD');
    const unknownEvent = await host.client.post(`/api/invitations/${p.id}/gifts`, { method: 'cash', amountSen: 100, fromName: 'A', eventId: randomUUID() });
    expect(unknownEvent.json().error.code).toBe('GIFT_UNKNOWN_EVENT');
    // A gift of another invitation cannot be changed through this one.
    const gift = await add(other.id, { fromName: 'Them', amountSen: 100 });
    expect((await host.client.request('PUT', `/api/invitations/${p.id}/gifts/${gift.id}`, { method: 'cash', amountSen: 1, fromName: 'Me' })).statusCode).toBe(404);
  });

  it('keeps markup as text and neutralises formulas in the CSV', async () => {
    const p = await party();
    const evil = await household(p.id, '=cmd|"/C calc"!A0', ['@group']);
    await add(p.id, { householdId: evil, amountSen: 1_250, fromName: '+SUM(A1:A9)', note: '-2+3 <script>alert(1)</script>' });
    const row = (await ledger(p.id)).data[0]!;
    expect(row.note).toBe('-2+3 <script>alert(1)</script>');
    const csv = (await host.client.get(`/api/invitations/${p.id}/gifts.csv`)).body;
    expect(csv).toContain(`"'=cmd|""/C calc""!A0"`);
    expect(csv).toContain(`"'+SUM(A1:A9)"`);
    expect(csv).toContain(`"'-2+3 <script>alert(1)</script>"`);
    expect(csv).toContain(`"'@group"`);
    expect(csv).not.toMatch(/(^|,)"[=@+-]/m);
  });
});

describe('the CSV', () => {
  it('has ISO 8601 dates in Malaysia time, amounts in RM with two decimals, names of events and groups', async () => {
    const p = await party();
    const lim = await household(p.id, 'Keluarga Lim', ['Family', 'Bride side']);
    await add(p.id, { householdId: lim, method: 'angpau', amountSen: 10_005, envelopes: 3, eventId: p.dinner, givenAt: '2026-03-20T11:30:00Z', note: 'Terima kasih' });
    await add(p.id, { fromName: '林先生', method: 'duitnow', amountSen: null, givenAt: '2026-03-19T23:00:00+08:00' });
    const response = await host.client.get(`/api/invitations/${p.id}/gifts.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="gifts.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(GIFTS_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines[1]).toBe('"2026-03-19T23:00:00+08:00","","林先生","","DuitNow","Added by the host","","","",""');
    expect(lines[2]).toBe('"2026-03-20T19:30:00+08:00","Keluarga Lim","","100.05","Angpau","Added by the host","Dinner","3","Family; Bride side","Terima kasih"');
    // The ledger's filter applies.
    expect((await host.client.get(`/api/invitations/${p.id}/gifts.csv?q=lim`)).body.trim().split('\r\n')).toHaveLength(2);
  });

  it('is streamed in batches (the first chunk leaves before the rest is read), every gift once', async () => {
    const p = await party();
    const start = Date.UTC(2027, 2, 20, 2);
    // Same instant for many rows: the keyset (date, id) still takes each once.
    await db().insert(gifts).values(Array.from({ length: 1_203 }, (_, i) => ({ invitationId: p.id, source: 'door' as const, method: 'angpau' as const, amountSen: 100, fromName: `G${i}`, givenAt: new Date(start + Math.floor(i / 7) * 1000) })));
    const chunks: string[] = [];
    for await (const chunk of giftsCsv(t.ctx, await ledgerInvitation(t.ctx, p.id, ownerOnly(host.id)), { q: '' })) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    const rows = chunks.join('').trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(1_203);
    expect(new Set(rows.map((row) => row.split(',')[2])).size).toBe(1_203);
  });
});

describe('who may', () => {
  it('answers no session 401 and another host 404 on every ledger route, and keeps their amounts', async () => {
    const p = await party();
    const gift = await add(p.id, { fromName: 'Secret', amountSen: 777_777 });
    const anonymous = new Client(t.app);
    const calls = [
      ['GET', `/api/invitations/${p.id}/gifts`],
      ['GET', `/api/invitations/${p.id}/gifts.csv`],
      ['POST', `/api/invitations/${p.id}/gifts`],
      ['PUT', `/api/invitations/${p.id}/gifts/${gift.id}`],
      ['DELETE', `/api/invitations/${p.id}/gifts/${gift.id}`],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'POST' || method === 'PUT' ? { method: 'cash', amountSen: 1, fromName: 'X' } : undefined;
      expect((await anonymous.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await stranger.client.request(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.body).not.toContain('777777');
    }
    expect((await ledger(p.id)).totals.overall.amountSen).toBe(777_777);
  });

  it("audits an admin's read of the ledger and of the CSV, never the owner's", async () => {
    const p = await party();
    await add(p.id, { fromName: 'Audited', amountSen: 100 });
    const admin = await signedInUser(t, 'ledger-admin@example.com', 'secret-password', { admin: true });
    const entries = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const before = await entries();
    await ledger(p.id);
    await host.client.get(`/api/invitations/${p.id}/gifts.csv`);
    expect(await entries()).toBe(before);

    expect((await ledger(p.id, '', admin.client)).totals.overall.amountSen).toBe(100);
    const [read] = await db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(read).toMatchObject({ action: 'host_data.read', subjectId: p.id, actorEmail: 'ledger-admin@example.com' });
    expect((read!.after as { route: string }).route).toBe('GET /api/invitations/:id/gifts');

    expect((await admin.client.get(`/api/invitations/${p.id}/gifts.csv`)).statusCode).toBe(200);
    const [exported] = await db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(exported).toMatchObject({ action: 'host_data.export', subjectId: p.id });
    expect(await entries()).toBe(before + 2);
  });
});
