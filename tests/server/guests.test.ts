import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { households, rsvpResponses } from '@server/db/schema';
import { hashPersonalToken, householdTokenHash } from '@server/features/guests/links';
import { PHONE_MESSAGES } from '@server/features/guests/phone';
import { GUEST_CSV_COLUMNS, GUEST_LIMITS, GUEST_MESSAGES, type Household } from '@shared/guests';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
let emails = 0;

/** A signed-in host with a fresh invitation. */
async function hostWithInvitation(values: Parameters<typeof insertInvitation>[1] = {}) {
  const host = await signedInUser(t, `host${++emails}@example.com`);
  const inv = await insertInvitation(db(), { userId: host.id, ...values });
  const base = `/api/invitations/${inv.id}/guests`;
  const add = async (body: Record<string, unknown>) => {
    const response = await host.client.post(base, { seats: 2, ...body });
    if (response.statusCode !== 201) throw new Error(`add: ${response.statusCode} ${response.body}`);
    return response.json() as Household;
  };
  const list = async (query = '') => (await host.client.get(`${base}${query ? `?${query}` : ''}`)).json();
  return { host, inv, base, add, list };
}

/** Households straight into the database (for sizes the API would take long to build). */
async function insertHouseholds(invitationId: string, rows: { name: string; seats?: number; tags?: string[] }[]) {
  for (let i = 0; i < rows.length; i += 2000) {
    await db()
      .insert(households)
      .values(
        rows.slice(i, i + 2000).map((row) => {
          const id = crypto.randomUUID();
          return { id, invitationId, name: row.name, seats: row.seats ?? 1, tags: row.tags ?? [], tokenHash: householdTokenHash(t.ctx.secret, id, 1) };
        }),
      );
  }
}

const tokenOf = (link: string) => link.split('/g/')[1]!;

describe('adding, changing and deleting households', () => {
  it('adds a household with its phone in international form, its personal link, and the defaults', async () => {
    const { inv, add, list } = await hostWithInvitation();
    const created = await add({ name: '  Encik Ahmad sekeluarga ', seats: '4', phone: '012-345 6789', email: 'Ahmad@Example.COM', tags: ['Groom family', ' groom family '] });
    expect(created).toMatchObject({
      name: 'Encik Ahmad sekeluarga',
      seats: 4,
      phone: '+60123456789',
      email: 'ahmad@example.com',
      // The same group twice (case and spaces aside) is kept once.
      tags: ['Groom family'],
      language: null,
      note: '',
      status: 'not_sent',
      sentAt: null,
      visitCount: 0,
      answer: null,
    });
    expect(created.link).toMatch(new RegExp(`^http://localhost:3000/view/${inv.id}/g/[A-Za-z0-9_-]{32}$`));
    // Only the token's hash is stored.
    const [row] = await db().select().from(households).where(eq(households.id, created.id));
    expect(row!.tokenHash).toBe(hashPersonalToken(tokenOf(created.link)));
    expect(row!.tokenHash).not.toContain(tokenOf(created.link));
    const body = await list();
    expect(body.households).toEqual([created]);
    expect(body.invitation).toMatchObject({ id: inv.id, eventName: 'Nadia & Omar', language: 'english', date: '2027-03-20', settings: { invitedOnly: false, message: '' } });
  });

  it('uses the pretty address in the link when the invitation has a custom slug', async () => {
    const slug = `nadia-omar-${emails}`;
    const { add } = await hostWithInvitation({ customSlug: slug });
    const created = await add({ name: 'Puan Siti' });
    expect(created.link).toMatch(new RegExp(`/view/${slug}/g/`));
  });

  it('accepts the common spellings of a phone number and refuses what is not one, with its reason', async () => {
    const { host, base, add } = await hostWithInvitation();
    expect((await add({ name: 'A', phone: '60 12-222 3333' })).phone).toBe('+60122223333');
    expect((await add({ name: 'B', phone: '+65 9123 4567' })).phone).toBe('+6591234567');
    expect((await add({ name: 'C', phone: '' })).phone).toBe('');
    const bad = await host.client.post(base, { name: 'D', seats: 1, phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({ code: 'INVALID_PHONE', message: PHONE_MESSAGES.invalid });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const { host, base, list } = await hostWithInvitation();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', seats: 1 }, 'Please enter the household name.'],
      [{ name: 'A', seats: 0 }, 'Seats must be between 1 and 30.'],
      [{ name: 'A', seats: 31 }, 'Seats must be between 1 and 30.'],
      [{ name: 'A', seats: 1, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ name: 'A', seats: 1, language: 'klingon' }, 'language'],
      [{ name: 'A', seats: 1, tags: Array.from({ length: 11 }, (_, i) => `g${i}`) }, 'tags'],
      [{ name: 'x'.repeat(121), seats: 1 }, 'name'],
    ];
    for (const [body, message] of cases) {
      const response = await host.client.post(base, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    expect((await list()).total).toBe(0);
  });

  it('changes a household (its link stays) and deletes it', async () => {
    const { host, base, add, list } = await hostWithInvitation();
    const created = await add({ name: 'Mr Tan', phone: '0123456789' });
    const updated = await host.client.request('PUT', `${base}/${created.id}`, { name: 'Mr & Mrs Tan', seats: 3, phone: '', email: 'tan@example.com', tags: ['Office'], language: 'chinese', note: 'Vegetarian' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, name: 'Mr & Mrs Tan', seats: 3, phone: '', email: 'tan@example.com', tags: ['Office'], language: 'chinese', note: 'Vegetarian', link: created.link });
    expect((await host.client.request('DELETE', `${base}/${created.id}`)).statusCode).toBe(204);
    expect((await host.client.request('DELETE', `${base}/${created.id}`)).statusCode).toBe(404);
    expect((await host.client.request('PUT', `${base}/${created.id}`, { name: 'X', seats: 1 })).statusCode).toBe(404);
    expect((await list()).total).toBe(0);
  });

  it("keeps a deleted household's answer, as an open-link answer", async () => {
    const { host, inv, base, add } = await hostWithInvitation();
    const created = await add({ name: 'Keluarga Rahman' });
    await db().insert(rsvpResponses).values({ invitationId: inv.id, householdId: created.id, guestName: 'Rahman', attending: true, numberOfGuests: 2 });
    expect((await host.client.request('DELETE', `${base}/${created.id}`)).statusCode).toBe(204);
    const [answer] = await db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id));
    expect(answer).toMatchObject({ guestName: 'Rahman', householdId: null });
  });
});

describe('duplicates', () => {
  it('refuses the same phone (however it is spelled) or e-mail (any case) twice on one list, naming the household that has it', async () => {
    const { host, base, add } = await hostWithInvitation();
    const ahmad = await add({ name: 'Encik Ahmad sekeluarga', phone: '012-345 6789', email: 'ahmad@example.com' });
    const samePhone = await host.client.post(base, { name: 'Someone', seats: 1, phone: '+60 12 345 6789' });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error).toEqual({ code: 'DUPLICATE_PHONE', message: GUEST_MESSAGES.duplicatePhone('Encik Ahmad sekeluarga') });
    const sameEmail = await host.client.post(base, { name: 'Someone', seats: 1, email: 'AHMAD@example.com' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.message).toBe('Another household on this list already has this email address: Encik Ahmad sekeluarga.');
    // Changing another household to Ahmad's phone is the same duplicate; keeping one's own phone is not.
    const other = await add({ name: 'Other', phone: '0198765432' });
    expect((await host.client.request('PUT', `${base}/${other.id}`, { name: 'Other', seats: 1, phone: '0123456789' })).statusCode).toBe(409);
    expect((await host.client.request('PUT', `${base}/${ahmad.id}`, { name: 'Ahmad', seats: 5, phone: '0123456789', email: 'ahmad@example.com' })).statusCode).toBe(200);
    // Several households without a phone or e-mail are fine.
    await add({ name: 'No contact 1' });
    await add({ name: 'No contact 2' });
  });

  it('allows the same phone on two different invitations', async () => {
    const first = await hostWithInvitation();
    const second = await hostWithInvitation();
    await first.add({ name: 'Shared', phone: '0123456789' });
    expect((await second.add({ name: 'Shared', phone: '0123456789' })).phone).toBe('+60123456789');
  });

  it('answers a race between two saves of the same phone with one 201 and one 409', async () => {
    const { host, base, list } = await hostWithInvitation();
    const results = await Promise.all([1, 2].map((n) => host.client.post(base, { name: `Racer ${n}`, seats: 1, phone: '0111111111' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await list()).total).toBe(1);
  });
});

describe('who may see and change a guest list', () => {
  it('gives another user 404 on every route, anonymous visitors 401, and the admin access', async () => {
    const { inv, base, add } = await hostWithInvitation();
    const created = await add({ name: 'Private Household', email: 'private-guest@example.com' });
    const stranger = await signedInUser(t, `stranger${++emails}@example.com`);
    const admin = await signedInUser(t, `admin${++emails}@example.com`, 'secret-password', { admin: true });
    const anonymous = new Client(t.app);
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['POST', base, { name: 'X', seats: 1 }],
      ['PUT', `${base}/${created.id}`, { name: 'X', seats: 1 }],
      ['POST', `${base}/bulk-tag`, { ids: [created.id], add: ['x'] }],
      ['POST', `${base}/${created.id}/new-link`],
      ['GET', `/api/invitations/${inv.id}/guests.csv`],
      ['GET', `${base}/settings`],
      ['PUT', `${base}/settings`, { invitedOnly: true, message: '', autoReminderDays: null, hostNotify: 'off' }],
      ['POST', `${base}/bulk-delete`, { ids: [created.id] }],
      ['DELETE', `${base}/${created.id}`],
    ];
    for (const [method, url, body] of calls) {
      const asStranger = await stranger.client.request(method as 'GET', url, body);
      expect(asStranger.statusCode, `${method} ${url}`).toBe(404);
      expect(asStranger.body).not.toContain('private-guest@example.com');
      expect((await anonymous.request(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    const [row] = await db().select().from(households).where(eq(households.id, created.id));
    expect(row).toMatchObject({ name: 'Private Household', tags: [], linkVersion: 1 });
    const asAdmin = await admin.client.get(base);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().households[0].email).toBe('private-guest@example.com');
  });

  it('holds the owner check however the id is spelled', async () => {
    const { host, inv, add } = await hostWithInvitation();
    const created = await add({ name: 'Spelled' });
    const stranger = await signedInUser(t, `stranger${++emails}@example.com`);
    const upper = `/api/invitations/${inv.id.toUpperCase()}/guests`;
    expect((await host.client.get(upper)).json().households.map((h: Household) => h.id)).toEqual([created.id]);
    expect((await stranger.client.get(upper)).statusCode).toBe(404);
    expect((await stranger.client.request('PUT', `${upper}/${created.id.toUpperCase()}`, { name: 'Taken', seats: 1 })).statusCode).toBe(404);
    expect((await host.client.request('PUT', `${upper}/${created.id.toUpperCase()}`, { name: 'Renamed', seats: 1 })).json().name).toBe('Renamed');
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000', `${inv.id}x`]) {
      expect((await host.client.get(`/api/invitations/${id}/guests`)).statusCode, id).toBe(404);
    }
  });

  it("never reaches another invitation's household through one's own invitation", async () => {
    const mine = await hostWithInvitation();
    const theirs = await hostWithInvitation();
    const theirHousehold = await theirs.add({ name: 'Theirs' });
    const h = mine.host.client;
    expect((await h.request('PUT', `${mine.base}/${theirHousehold.id}`, { name: 'Mine now', seats: 1 })).statusCode).toBe(404);
    expect((await h.request('DELETE', `${mine.base}/${theirHousehold.id}`)).statusCode).toBe(404);
    expect((await h.post(`${mine.base}/${theirHousehold.id}/new-link`)).statusCode).toBe(404);
    expect((await h.post(`${mine.base}/bulk-delete`, { ids: [theirHousehold.id] })).json()).toEqual({ count: 0 });
    expect((await h.post(`${mine.base}/bulk-tag`, { ids: [theirHousehold.id], add: ['stolen'] })).json()).toEqual({ count: 0 });
    expect((await theirs.list()).households[0]).toMatchObject({ name: 'Theirs', tags: [], link: theirHousehold.link });
  });
});

describe('personal links', () => {
  it('gives a household a new link on request; the old one is revoked', async () => {
    const { host, base, add } = await hostWithInvitation();
    const created = await add({ name: 'Revoked' });
    const response = await host.client.post(`${base}/${created.id}/new-link`);
    expect(response.statusCode).toBe(200);
    const renewed = response.json() as Household;
    expect(renewed.link).not.toBe(created.link);
    const [row] = await db().select().from(households).where(eq(households.id, created.id));
    expect(row!.linkVersion).toBe(2);
    expect(row!.tokenHash).toBe(hashPersonalToken(tokenOf(renewed.link)));
    // Nothing in the database answers to the old token any more.
    const old = await db().select().from(households).where(eq(households.tokenHash, hashPersonalToken(tokenOf(created.link))));
    expect(old).toEqual([]);
  });
});

describe('the list: search, filters, groups, paging and the summary', () => {
  async function listWithStates() {
    const ctx = await hostWithInvitation();
    const { inv, add } = ctx;
    const notSent = await add({ name: 'Aminah', seats: 2, phone: '0123000001', tags: ['Bride family'] });
    const sent = await add({ name: 'Bakar', seats: 3, email: 'bakar@office.example', tags: ['Office'] });
    const opened = await add({ name: 'Chong 50%', seats: 1, tags: ['office', 'Friends'] });
    const attending = await add({ name: 'Devi', seats: 4, tags: ['Bride family'] });
    const declined = await add({ name: 'Esah', seats: 2 });
    const now = new Date();
    await db().update(households).set({ sentAt: now, sentVia: 'whatsapp' }).where(eq(households.id, sent.id));
    await db().update(households).set({ sentAt: now, sentVia: 'email', visitCount: 3, firstOpenedAt: now, lastOpenedAt: now }).where(eq(households.id, opened.id));
    await db().update(households).set({ sentAt: now, visitCount: 1 }).where(eq(households.id, attending.id));
    await db().update(households).set({ sentAt: now }).where(eq(households.id, declined.id));
    await db().insert(rsvpResponses).values([
      { invitationId: inv.id, householdId: attending.id, guestName: 'Devi', attending: true, numberOfGuests: 3 },
      { invitationId: inv.id, householdId: declined.id, guestName: 'Esah', attending: false, numberOfGuests: 0 },
      // An open-link answer belongs to no household: not in the guest list's counts.
      { invitationId: inv.id, guestName: 'Walk-in', attending: true, numberOfGuests: 5 },
    ]);
    return { ...ctx, ids: { notSent: notSent.id, sent: sent.id, opened: opened.id, attending: attending.id, declined: declined.id } };
  }
  const names = (body: { households: Household[] }) => body.households.map((h) => h.name);

  it('counts invited households and seats, sent, opened, attending (and their guests), declined, pending and answered ÷ invited', async () => {
    const { list } = await listWithStates();
    const body = await list();
    expect(body.summary).toEqual({ households: 5, seats: 12, sent: 4, opened: 2, attending: 1, attendingGuests: 3, declined: 1, pending: 3, responseRate: 40 });
    expect(body.households.map((h: Household) => h.status)).toEqual(['not_sent', 'sent', 'opened', 'attending', 'declined']);
    expect(body.households[3].answer).toMatchObject({ attending: true, numberOfGuests: 3 });
    expect(body.tags).toEqual(['Bride family', 'Friends', 'Office']);
  });

  it('with nobody invited: zero everywhere and a 0% response rate', async () => {
    const { list } = await hostWithInvitation();
    expect((await list()).summary).toEqual({ households: 0, seats: 0, sent: 0, opened: 0, attending: 0, attendingGuests: 0, declined: 0, pending: 0, responseRate: 0 });
  });

  it('filters by state (pending is everyone yet to answer) and by group (any case)', async () => {
    const { list } = await listWithStates();
    expect(names(await list('status=pending'))).toEqual(['Aminah', 'Bakar', 'Chong 50%']);
    expect(names(await list('status=not_sent'))).toEqual(['Aminah']);
    expect(names(await list('status=sent'))).toEqual(['Bakar']);
    expect(names(await list('status=opened'))).toEqual(['Chong 50%']);
    expect(names(await list('status=attending'))).toEqual(['Devi']);
    expect(names(await list('status=declined'))).toEqual(['Esah']);
    expect(names(await list('tag=OFFICE'))).toEqual(['Bakar', 'Chong 50%']);
    const both = await list('tag=office&status=opened');
    expect(names(both)).toEqual(['Chong 50%']);
    expect(both.total).toBe(1);
    // The summary is the whole list's, whatever the filter.
    expect(both.summary.households).toBe(5);
  });

  it('searches by name, e-mail or phone digits (% literal)', async () => {
    const { list } = await listWithStates();
    expect(names(await list('q=aMIN'))).toEqual(['Aminah']);
    expect(names(await list('q=office.example'))).toEqual(['Bakar']);
    expect(names(await list(`q=${encodeURIComponent('012-300 0001')}`))).toEqual(['Aminah']);
    expect(names(await list(`q=${encodeURIComponent('+60123000001')}`))).toEqual(['Aminah']);
    expect(names(await list('q=50%25'))).toEqual(['Chong 50%']);
    expect(names(await list('q=%25'))).toEqual(['Chong 50%']);
    expect((await list('q=nobody')).total).toBe(0);
  });

  it('pages by 50, in name order', async () => {
    const { inv, list } = await hostWithInvitation();
    await insertHouseholds(inv.id, Array.from({ length: 120 }, (_, i) => ({ name: `Guest ${String(i).padStart(3, '0')}` })));
    const first = await list();
    expect(first).toMatchObject({ total: 120, page: 1, pageSize: GUEST_LIMITS.pageSize });
    expect(first.households).toHaveLength(50);
    expect(first.households[0].name).toBe('Guest 000');
    const third = await list('page=3');
    expect(names(third)).toEqual(Array.from({ length: 20 }, (_, i) => `Guest ${100 + i}`));
    expect((await list('page=4')).households).toEqual([]);
  });

  it('refuses an unknown state filter', async () => {
    const { host, base } = await hostWithInvitation();
    expect((await host.client.get(`${base}?status=maybe`)).statusCode).toBe(400);
  });
});

describe('bulk actions', () => {
  it('adds and removes groups on the selected households only, keeping each group once', async () => {
    const { host, base, add, list } = await hostWithInvitation();
    const a = await add({ name: 'A', tags: ['Office', 'Old'] });
    const b = await add({ name: 'B', tags: ['old'] });
    const c = await add({ name: 'C', tags: ['Old'] });
    const response = await host.client.post(`${base}/bulk-tag`, { ids: [a.id, b.id.toUpperCase()], add: ['VIP', 'office'], remove: ['OLD'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    const byName = Object.fromEntries((await list()).households.map((h: Household) => [h.name, h.tags]));
    expect(byName).toEqual({ A: ['Office', 'VIP'], B: ['VIP', 'office'], C: ['Old'] });
    expect(c.tags).toEqual(['Old']);
  });

  it('refuses to give a household more than 10 groups, naming it, and changes nothing', async () => {
    const { host, base, add } = await hostWithInvitation();
    const full = await add({ name: 'Full house', tags: Array.from({ length: 9 }, (_, i) => `g${i}`) });
    const response = await host.client.post(`${base}/bulk-tag`, { ids: [full.id], add: ['x', 'y'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(GUEST_MESSAGES.tooManyTags('Full house'));
    const [row] = await db().select().from(households).where(eq(households.id, full.id));
    expect(row!.tags).toHaveLength(9);
  });

  it('deletes the selected households and says how many', async () => {
    const { host, base, add, list } = await hostWithInvitation();
    const a = await add({ name: 'A' });
    const b = await add({ name: 'B' });
    await add({ name: 'C' });
    const response = await host.client.post(`${base}/bulk-delete`, { ids: [a.id, b.id, a.id] });
    expect(response.json()).toEqual({ count: 2 });
    expect(names(await list())).toEqual(['C']);
    expect((await host.client.post(`${base}/bulk-delete`, { ids: [] })).statusCode).toBe(400);
    expect((await host.client.post(`${base}/bulk-delete`, { ids: ['nope'] })).statusCode).toBe(400);
  });
  const names = (body: { households: Household[] }) => body.households.map((h) => h.name);
});

describe('limits', () => {
  it(`holds a list at ${GUEST_LIMITS.householdsPerInvitation.toLocaleString('en')} households`, async () => {
    const { host, inv, base, add } = await hostWithInvitation();
    await insertHouseholds(inv.id, Array.from({ length: GUEST_LIMITS.householdsPerInvitation - 1 }, (_, i) => ({ name: `H${i}` })));
    await add({ name: 'The last place' });
    const over = await host.client.post(base, { name: 'One too many', seats: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toEqual({ code: 'GUEST_LIST_FULL', message: GUEST_MESSAGES.listFull });
  }, 60_000);
});

describe('GET /api/invitations/:id/guests.csv', () => {
  it('exports every household with its state, as UTF-8 with a BOM, formulas neutralised', async () => {
    const { host, inv, add } = await hostWithInvitation();
    const hostile = await add({ name: '=HYPERLINK("http://evil.example","click")', seats: 2, note: '+1 bring cake', tags: ['@office', 'Family'], phone: '0123456789', language: 'malay' });
    const plain = await add({ name: 'Lim 林', seats: 1, email: 'lim@example.com' });
    await db().update(households).set({ sentAt: new Date('2027-01-02T03:04:05Z'), sentVia: 'whatsapp', visitCount: 2, firstOpenedAt: new Date('2027-01-03T00:00:00Z'), lastOpenedAt: new Date('2027-01-04T00:00:00Z') }).where(eq(households.id, plain.id));
    await db().insert(rsvpResponses).values({ invitationId: inv.id, householdId: plain.id, guestName: 'Lim', attending: true, numberOfGuests: 1 });
    const response = await host.client.get(`/api/invitations/${inv.id}/guests.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="guest_list.csv"');
    expect(response.body.startsWith('\uFEFF"name","seats"')).toBe(true);
    const rows = parse(response.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...GUEST_CSV_COLUMNS]);
    expect(rows).toEqual([
      {
        name: `'=HYPERLINK("http://evil.example","click")`,
        seats: '2',
        phone: `'+60123456789`,
        email: '',
        group: `'@office, Family`,
        language: 'malay',
        note: `'+1 bring cake`,
        status: 'Not sent',
        sent: '',
        'sent via': '',
        'opened first': '',
        'opened last': '',
        visits: '0',
        'attending guests': '',
        link: hostile.link,
      },
      {
        name: 'Lim 林',
        seats: '1',
        phone: '',
        email: 'lim@example.com',
        group: '',
        language: '',
        note: '',
        status: 'Attending',
        // Every CSV writes instants as ISO 8601 in Malaysia time (issue 31).
        sent: '2027-01-02T11:04:05+08:00',
        'sent via': 'whatsapp',
        'opened first': '2027-01-03T08:00:00+08:00',
        'opened last': '2027-01-04T08:00:00+08:00',
        visits: '2',
        'attending guests': '1',
        link: plain.link,
      },
    ]);
  });

  it('streams a list larger than one batch, every household once, in name order', async () => {
    const { host, inv } = await hostWithInvitation();
    // Equal names across the batch boundary: the cursor is (name, id).
    await insertHouseholds(inv.id, Array.from({ length: 2100 }, (_, i) => ({ name: `Same ${String(Math.floor(i / 3)).padStart(4, '0')}` })));
    const response = await host.client.get(`/api/invitations/${inv.id}/guests.csv`);
    const rows = parse(response.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2100);
    expect(new Set(rows.map((r) => r.link)).size).toBe(2100);
    expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort());
  }, 60_000);
});

describe('settings', () => {
  it('starts with the defaults, saves every field, and shows them with the list', async () => {
    const { host, base, list } = await hostWithInvitation();
    expect((await host.client.get(`${base}/settings`)).json()).toEqual({ invitedOnly: false, message: '', autoReminderDays: null, hostNotify: 'first' });
    const settings = { invitedOnly: true, message: '  Hi {name}, here is your link: {link}  ', autoReminderDays: 7, hostNotify: 'daily' };
    const saved = await host.client.request('PUT', `${base}/settings`, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...settings, message: 'Hi {name}, here is your link: {link}' });
    expect((await host.client.get(`${base}/settings`)).json()).toEqual(saved.json());
    expect((await list()).invitation.settings).toEqual(saved.json());
  });

  it('refuses a message without the link, and values out of range', async () => {
    const { host, base } = await hostWithInvitation();
    const put = (body: Record<string, unknown>) => host.client.request('PUT', `${base}/settings`, { invitedOnly: false, message: '', autoReminderDays: null, hostNotify: 'off', ...body });
    const noLink = await put({ message: 'Hello {name}' });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().error.message).toBe(GUEST_MESSAGES.messageNeedsLink);
    expect((await put({ autoReminderDays: 0 })).statusCode).toBe(400);
    expect((await put({ autoReminderDays: 61 })).statusCode).toBe(400);
    expect((await put({ hostNotify: 'hourly' })).statusCode).toBe(400);
    expect((await put({ message: 'x'.repeat(GUEST_LIMITS.messageMax + 1) })).statusCode).toBe(400);
    expect((await host.client.get(`${base}/settings`)).json()).toEqual({ invitedOnly: false, message: '', autoReminderDays: null, hostNotify: 'first' });
  });
});
