import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsvpResponses } from '@server/db/schema';
import { listPublicWishes } from '@server/features/invitations/public-service';
import { readableInvitation } from '@server/features/rsvp/readable-invitation';
import { responsesCsv } from '@server/features/rsvp/responses-csv';
import { ownerOnly } from '@server/lib/access';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
type NewResponse = Partial<typeof rsvpResponses.$inferInsert> & { guestName: string; attending: boolean };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function hostWithResponses(email: string, responses: NewResponse[]) {
  const host = await signedInUser(t, email);
  const inv = await insertInvitation(db(), { userId: host.id, eventName: '<p>Nadia &amp; Omar</p>' });
  if (responses.length) await db().insert(rsvpResponses).values(responses.map((r) => ({ invitationId: inv.id, ...r })));
  return { host, inv };
}

describe('GET /api/invitations/:id/responses', () => {
  it('summarises in the database, with meal counts per guest (largest first) and the documented response rate', async () => {
    const { host, inv } = await hostWithResponses('stats@example.com', [
      { guestName: 'Lina', attending: true, numberOfGuests: 3, mealChoice: 'm2', responseDate: minutesAgo(5) },
      { guestName: 'Omar', attending: true, numberOfGuests: 1, mealChoice: 'm1', responseDate: minutesAgo(4) },
      { guestName: 'Siti', attending: true, numberOfGuests: 0, mealChoice: 'm1', responseDate: minutesAgo(3) },
      { guestName: 'Ravi', attending: true, numberOfGuests: 2, mealChoice: 'gone', responseDate: minutesAgo(2) },
      { guestName: 'Wei', attending: true, numberOfGuests: 2, mealChoice: '', responseDate: minutesAgo(2) },
      { guestName: 'Zara', attending: false, numberOfGuests: 0, responseDate: minutesAgo(1) },
    ]);
    const response = await host.client.get(`/api/invitations/${inv.id}/responses`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.invitation).toEqual({ id: inv.id, eventName: 'Nadia & Omar', customSlug: null });
    // Siti's stored 0 guests still counts her as one person coming.
    expect(body.summary).toEqual({ total: 6, attending: 5, declined: 1, totalGuests: 9, responseRate: null, duplicates: 0 });
    expect(body.meals).toEqual([
      { id: 'm2', name: 'Vegetable curry', guests: 3 },
      // Ties by name; a meal removed from the options since is shown by its id.
      { id: 'm1', name: 'Beef rendang', guests: 2 },
      { id: 'gone', name: 'gone', guests: 2 },
    ]);
    expect(body.guestsWithoutMeal).toBe(2);
    // Newest first (Ravi and Wei answered in the same minute).
    const order = body.rows.map((r: { guestName: string }) => r.guestName);
    expect([order[0], ...order.slice(3)]).toEqual(['Zara', 'Siti', 'Omar', 'Lina']);
    expect(body.rows[0]).toMatchObject({ guestName: 'Zara', attending: false });
    expect(body.rows.at(-1)).toMatchObject({ guestName: 'Lina', mealName: 'Vegetable curry', numberOfGuests: 3 });
    expect(body.rows[0]).not.toHaveProperty('editTokenHash');
  });

  it('with no responses: zero everywhere and a 0% response rate', async () => {
    const { host, inv } = await hostWithResponses('empty@example.com', []);
    const body = (await host.client.get(`/api/invitations/${inv.id}/responses`)).json();
    expect(body.summary).toEqual({ total: 0, attending: 0, declined: 0, totalGuests: 0, responseRate: null, duplicates: 0 });
    expect(body.meals).toEqual([]);
    expect(body.rows).toEqual([]);
    expect(body.matching).toBe(0);
  });

  it('searches guest name or e-mail (case-insensitive, % and _ literal), filters attending / declined, pages by 50', async () => {
    const many: NewResponse[] = Array.from({ length: 120 }, (_, i) => ({
      guestName: `Guest ${String(i).padStart(3, '0')}`,
      email: `guest${i}@example.com`,
      attending: i % 3 !== 0,
      numberOfGuests: i % 3 !== 0 ? 1 : 0,
      responseDate: minutesAgo(200 - i),
    }));
    many.push({ guestName: 'Hundred_Percent 100%', email: 'PCT@Example.com', attending: true, numberOfGuests: 1, responseDate: minutesAgo(0) });
    const { host, inv } = await hostWithResponses('search@example.com', many);
    const get = async (query: string) => (await host.client.get(`/api/invitations/${inv.id}/responses?${query}`)).json();

    const first = await get('');
    expect(first.rows).toHaveLength(50);
    expect(first.matching).toBe(121);
    expect(first.summary.total).toBe(121);
    const third = await get('page=3');
    expect(third.rows).toHaveLength(21);
    expect(third.rows.at(-1).guestName).toBe('Guest 000');

    expect((await get('q=pct%40example')).rows.map((r: { guestName: string }) => r.guestName)).toEqual(['Hundred_Percent 100%']);
    expect((await get('q=guest%20007')).rows.map((r: { guestName: string }) => r.guestName)).toEqual(['Guest 007']);
    expect((await get('q=GUEST11%40')).rows.map((r: { email: string }) => r.email)).toEqual(['guest11@example.com']);
    expect((await get(`q=${encodeURIComponent('100%')}`)).matching).toBe(1);
    expect((await get('q=_')).matching).toBe(1);
    expect((await get('q=%25')).matching).toBe(1);

    const declined = await get('filter=declined');
    expect(declined.matching).toBe(40);
    expect(declined.rows.every((r: { attending: boolean }) => !r.attending)).toBe(true);
    const attending = await get('filter=attending&q=guest%2000');
    expect(attending.rows.map((r: { guestName: string }) => r.guestName).sort()).toEqual(['Guest 001', 'Guest 002', 'Guest 004', 'Guest 005', 'Guest 007', 'Guest 008']);
    // The summary is the whole invitation's, whatever the table shows.
    expect(attending.summary.total).toBe(121);
    expect((await host.client.get(`/api/invitations/${inv.id}/responses?filter=maybe`)).statusCode).toBe(400);
  });

  it('only the owner and admins read responses; another user gets 404, anonymous 401', async () => {
    const { host, inv } = await hostWithResponses('access-owner@example.com', [{ guestName: 'Lina', email: 'lina@example.com', attending: true, numberOfGuests: 1 }]);
    const other = await signedInUser(t, 'access-other@example.com');
    const admin = await signedInUser(t, 'access-admin@example.com', 'admin-password', { admin: true });
    const anonymous = new Client(t.app);
    for (const path of ['responses', 'responses.csv', 'meal-counts.csv', 'responses/events']) {
      const url = `/api/invitations/${inv.id}/${path}`;
      const refused = await other.client.get(url);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.body).not.toContain('lina@example.com');
      expect((await anonymous.get(url)).statusCode, path).toBe(401);
      expect((await other.client.get(`/api/invitations/00000000-0000-4000-8000-000000000000/${path}`)).statusCode).toBe(404);
    }
    for (const client of [host.client, admin.client]) {
      expect((await client.get(`/api/invitations/${inv.id}/responses`)).json().rows[0].email).toBe('lina@example.com');
      expect((await client.get(`/api/invitations/${inv.id}/responses.csv`)).body).toContain('lina@example.com');
    }
    const [row] = await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id)).limit(1);
    expect((await other.client.request('PUT', `/api/invitations/${inv.id}/responses/${row!.id}/wish-visibility`, { hidden: true })).statusCode).toBe(404);
  });
});

describe('CSV exports', () => {
  it('rsvp_responses.csv: exact columns, BOM, quoted fields, formulas neutralised, Chinese and Tamil intact', async () => {
    const { host, inv } = await hostWithResponses('csv@example.com', [
      { guestName: '王小明', email: 'wang@example.com', attending: true, numberOfGuests: 2, mealChoice: 'm1', carPlate: 'WXY 1234', wishes: '恭喜恭喜, "百年好合"', responseDate: new Date('2026-05-01T10:00:00.000Z') },
      { guestName: 'கார்த்திக் சுப்ரமணியம்', email: '', attending: false, numberOfGuests: 0, wishes: 'வாழ்த்துக்கள்!\nLine two', responseDate: new Date('2026-05-02T10:00:00.000Z') },
      { guestName: '=HYPERLINK("http://evil.example","x")', email: '@evil', attending: true, numberOfGuests: 1, carPlate: '+60', wishes: '-1+1', responseDate: new Date('2026-05-03T10:00:00.000Z') },
    ]);
    const response = await host.client.get(`/api/invitations/${inv.id}/responses.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rsvp_responses.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFF"Guest Name","Email","Status","Number of Guests","Meal Choice","Car Plate","Message","Response Date"');

    const records: string[][] = parse(bytes, { bom: true });
    expect(records[0]).toEqual(['Guest Name', 'Email', 'Status', 'Number of Guests', 'Meal Choice', 'Car Plate', 'Message', 'Response Date']);
    expect(records.slice(1)).toEqual([
      ['王小明', 'wang@example.com', 'Attending', '2', 'Beef rendang', 'WXY 1234', '恭喜恭喜, "百年好合"', '2026-05-01T18:00:00+08:00'],
      ['கார்த்திக் சுப்ரமணியம்', '', 'Declined', '0', '', '', 'வாழ்த்துக்கள்!\nLine two', '2026-05-02T18:00:00+08:00'],
      [`'=HYPERLINK("http://evil.example","x")`, "'@evil", 'Attending', '1', '', "'+60", "'-1+1", '2026-05-03T18:00:00+08:00'],
    ]);
  });

  it('streams every response of a large invitation in order, once each', async () => {
    const rows: NewResponse[] = Array.from({ length: 2500 }, (_, i) => ({
      guestName: `G${i}`,
      attending: i % 2 === 0,
      numberOfGuests: i % 2 === 0 ? 1 : 0,
      // Many share a timestamp: the keyset must not skip or repeat ties.
      responseDate: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 7))),
    }));
    const { host, inv } = await hostWithResponses('csv-large@example.com', rows);
    const response = await host.client.get(`/api/invitations/${inv.id}/responses.csv`);
    const records: string[][] = parse(response.rawPayload, { bom: true });
    expect(records).toHaveLength(2501);
    const names = records.slice(1).map((r) => r[0]);
    expect(new Set(names).size).toBe(2500);
    const dates = records.slice(1).map((r) => r[7]!);
    expect([...dates].sort()).toEqual(dates);
  });

  it('keeps going when the row it resumes after is deleted mid-export (a guest withdraws)', async () => {
    const rows: NewResponse[] = Array.from({ length: 1500 }, (_, i) => ({ guestName: `W${i}`, attending: true, responseDate: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }));
    const { host, inv } = await hostWithResponses('csv-withdraw@example.com', rows);
    const invitation = await readableInvitation(t.ctx, inv.id, ownerOnly(host.id));
    const chunks = responsesCsv(t.ctx, invitation);
    let text = '';
    for await (const chunk of chunks) {
      text += chunk;
      // After the first batch, the last row it held is withdrawn before the next batch is read.
      if (text.includes('"W999"')) await db().delete(rsvpResponses).where(eq(rsvpResponses.guestName, 'W999'));
    }
    const records: string[][] = parse(text, { bom: true });
    expect(records).toHaveLength(1501);
    expect(records.at(-1)![0]).toBe('W1499');
  });

  it("the caterer's export has meal counts and no personal data", async () => {
    const { host, inv } = await hostWithResponses('caterer@example.com', [
      { guestName: 'Lina Secret', email: 'lina-secret@example.com', attending: true, numberOfGuests: 3, mealChoice: 'm1', carPlate: 'SECRET 1' },
      { guestName: 'Omar', attending: true, numberOfGuests: 1, mealChoice: 'm2' },
      { guestName: 'Wei', attending: true, numberOfGuests: 2, mealChoice: '' },
      { guestName: 'Zara', attending: false, numberOfGuests: 0, mealChoice: '' },
    ]);
    const response = await host.client.get(`/api/invitations/${inv.id}/meal-counts.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="rsvp_meal_counts.csv"');
    expect(response.body).not.toMatch(/Lina|lina-secret|SECRET|Omar|Zara/);
    expect(parse(response.rawPayload, { bom: true })).toEqual([
      ['Meal Choice', 'Guests'],
      ['Beef rendang', '3'],
      ['Vegetable curry', '1'],
      ['No meal chosen', '2'],
      ['Total attending guests', '6'],
    ]);
  });
});

describe('hiding a wish', () => {
  it('removes it from the public page without deleting the response, and can be undone', async () => {
    const { host, inv } = await hostWithResponses('hide@example.com', [{ guestName: 'Rude Guest', attending: true, numberOfGuests: 1, wishes: 'Something unkind' }]);
    const [row] = await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id));
    const url = `/api/invitations/${inv.id}/responses/${row!.id}/wish-visibility`;
    const publicPage = () => new Client(t.app).get(`/view/${inv.id}`);
    expect((await publicPage()).body).toContain('Something unkind');

    expect((await host.client.request('PUT', url, { hidden: true })).statusCode).toBe(204);
    expect(await listPublicWishes(db(), inv.id)).toEqual([]);
    expect((await publicPage()).body).not.toContain('Something unkind');
    const table = (await host.client.get(`/api/invitations/${inv.id}/responses`)).json();
    expect(table.rows[0]).toMatchObject({ guestName: 'Rude Guest', wishes: 'Something unkind', wishHidden: true });

    expect((await host.client.request('PUT', url, { hidden: false })).statusCode).toBe(204);
    expect((await publicPage()).body).toContain('Something unkind');
    expect((await host.client.request('PUT', `/api/invitations/${inv.id}/responses/00000000-0000-4000-8000-000000000000/wish-visibility`, { hidden: true })).statusCode).toBe(404);
  });
});
