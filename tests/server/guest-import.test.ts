import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { IMPORT_MESSAGES, IMPORT_SAMPLE_CSV_PATH, IMPORT_SAMPLE_XLSX_PATH, type ImportCommit, type ImportPreview, type ImportRowInput } from '@shared/guest-import';
import { GUEST_LIMITS } from '@shared/guests';
import { households } from '@server/db/schema';
import { GUEST_IMPORT_LIMITS, householdCount, writeImport } from '@server/features/guests/import-service';
import { PHONE_MESSAGES } from '@server/features/guests/phone';
import { householdTokenHash } from '@server/features/guests/links';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';
import { encodeForm, fileForm, injectForm } from '../support/multipart';
import { textCell, workbookFiles, zipOf } from '../support/zip';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
type Host = Awaited<ReturnType<typeof signedInUser>>;
let hosts = 0;

/** A fresh host (their own rate-limit counters) with one invitation. */
async function hostWithInvitation(language = 'english') {
  hosts += 1;
  const host = await signedInUser(t, `import-host-${hosts}@example.com`);
  const inv = await insertInvitation(db(), { userId: host.id, language });
  return { host, inv };
}

const CSV_TYPE = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function preview(host: Host | null, invitationId: string, body: Buffer | string, fileName = 'guests.csv', type = CSV_TYPE): Promise<LightMyRequestResponse> {
  return injectForm(t.app, fileForm(Buffer.from(body), fileName, type), {
    url: `/api/invitations/${invitationId}/guests/import/preview`,
    cookie: host?.client.cookieHeader,
  });
}

function commit(host: Host, invitationId: string, body: ImportCommit): Promise<LightMyRequestResponse> {
  return host.client.post(`/api/invitations/${invitationId}/guests/import`, body);
}

/** The rows a preview will write, as the panel sends them back (matches dropped). */
const rowsOf = (p: ImportPreview): ImportRowInput[] => p.rows.map(({ matches: _matches, ...row }) => row);

async function listOf(invitationId: string) {
  return db()
    .select({ name: households.name, seats: households.seats, phone: households.phone, email: households.email, tags: households.tags, language: households.language, note: households.note })
    .from(households)
    .where(eq(households.invitationId, invitationId))
    .orderBy(asc(households.name));
}

/** Puts households straight on a list (the list's own routes are another feature's). */
async function seedList(invitationId: string, rows: { name: string; phone?: string; email?: string; seats?: number; tags?: string[] }[]) {
  await db()
    .insert(households)
    .values(
      rows.map((row) => {
        const id = crypto.randomUUID();
        return { id, invitationId, name: row.name, seats: row.seats ?? 1, phone: row.phone ?? '', email: row.email ?? '', tags: row.tags ?? [], tokenHash: householdTokenHash(t.ctx.secret, id, 1) };
      }),
    );
}

const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

// One file with every kind of row, in the header's variant spellings.
const MIXED_CSV = csv([
  'Name,SEATS , Phone Number ,E-mail,Groups,Lang,Comments',
  'Encik Ahmad sekeluarga,4,012-345 6789,Ahmad@Example.COM,"Groom\'s family; Kampung",BM,likes durian',
  'Mr & Mrs Tan,,+65 9123 4567,,Office,EN,',
  ',2,,,,,no name here',
  'Seat Hog,31,,,,,',
  'Zero Seats,0,,,,,',
  'Typo Phone,2,12345,,,,',
  'Typo Email,2,,not-an-email,,,',
  '',
  'Klingon,1,,,,tlhIngan,',
  '"Priya, and family",3,016 789 0123,,"Bride\'s family, Choir",tamil,',
]);

describe('preview: every row as it will be stored, every bad row with its row number and reasons', () => {
  it('reads a CSV in any header spelling and writes nothing', async () => {
    const { host, inv } = await hostWithInvitation('malay');
    const response = await preview(host, inv.id, MIXED_CSV);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ImportPreview;
    expect(body.format).toBe('csv');
    expect(body.rows).toEqual([
      {
        line: 2,
        name: 'Encik Ahmad sekeluarga',
        seats: 4,
        phone: '+60123456789',
        email: 'ahmad@example.com',
        tags: ["Groom's family", 'Kampung'],
        language: 'malay',
        note: '',
        matches: [],
        sameName: [],
      },
      { line: 3, name: 'Mr & Mrs Tan', seats: 1, phone: '+6591234567', email: '', tags: ['Office'], language: 'english', note: '', matches: [], sameName: [] },
      { line: 11, name: 'Priya, and family', seats: 3, phone: '+60167890123', email: '', tags: ["Bride's family", 'Choir'], language: 'tamil', note: '', matches: [], sameName: [] },
    ]);
    expect(body.problems).toEqual([
      { line: 4, name: '', reasons: [IMPORT_MESSAGES.missingName] },
      { line: 5, name: 'Seat Hog', reasons: [IMPORT_MESSAGES.seatsRange] },
      { line: 6, name: 'Zero Seats', reasons: [IMPORT_MESSAGES.seatsRange] },
      { line: 7, name: 'Typo Phone', reasons: [PHONE_MESSAGES.invalid] },
      { line: 8, name: 'Typo Email', reasons: [IMPORT_MESSAGES.badEmail] },
      { line: 10, name: 'Klingon', reasons: [IMPORT_MESSAGES.badLanguage] },
    ]);
    expect(body.ignoredColumns).toEqual(['Comments']);
    expect(body.counts).toEqual({ rows: 9, valid: 3, invalid: 6, duplicatesInFile: 0, duplicatesOnList: 0, conflicts: 0, sameName: 0, skipped: 0 });
    expect(body).toMatchObject({ existingHouseholds: 0, capacity: GUEST_LIMITS.householdsPerInvitation, invitationLanguage: 'malay' });
    expect(await householdCount(db(), inv.id)).toBe(0);
  });

  it('reads the same list from an Excel workbook: number cells, a phone that lost its leading zero, row numbers as the sheet shows them', async () => {
    const { host, inv } = await hostWithInvitation();
    const workbook = await writeExcelFile([
      ['name', 'Seats', 'PHONE', 'email', 'group', 'language'],
      ['Encik Ahmad sekeluarga', 4, 123456789, 'Ahmad@Example.COM', "Groom's family; Kampung", 'malay'],
      [null, null, null, null, null, null],
      ['Seat Hog', 31, null, null, null, null],
      ['Mei Ling', null, '60 12-987 6543', null, 'Choir', 'ZH'],
    ]).toBuffer();
    const response = await preview(host, inv.id, workbook, 'guests.xlsx', XLSX_TYPE);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ImportPreview;
    expect(body.format).toBe('xlsx');
    expect(body.rows.map(({ line, name, seats, phone, email, tags, language }) => ({ line, name, seats, phone, email, tags, language }))).toEqual([
      { line: 2, name: 'Encik Ahmad sekeluarga', seats: 4, phone: '+60123456789', email: 'ahmad@example.com', tags: ["Groom's family", 'Kampung'], language: 'malay' },
      { line: 5, name: 'Mei Ling', seats: 1, phone: '+60129876543', email: '', tags: ['Choir'], language: 'chinese' },
    ]);
    expect(body.problems).toEqual([{ line: 4, name: 'Seat Hog', reasons: [IMPORT_MESSAGES.seatsRange] }]);
  });

  it('reads ";"-separated, Windows-1252 and UTF-16 files, and our own export back (apostrophes off, extra columns ignored)', async () => {
    const { host, inv } = await hostWithInvitation();
    const semicolons = await preview(host, inv.id, Buffer.from('name;seats;phone\r\nJosé Ramos;2;0123456789\r\n', 'latin1'));
    expect(semicolons.statusCode, semicolons.body).toBe(200);
    expect((semicolons.json() as ImportPreview).rows[0]).toMatchObject({ name: 'José Ramos', seats: 2, phone: '+60123456789' });

    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name\tgroup\r\n陈先生\t朋友\r\n', 'utf16le')]);
    const tabbed = await preview(host, inv.id, utf16, 'guests.txt');
    expect(tabbed.statusCode, tabbed.body).toBe(200);
    expect((tabbed.json() as ImportPreview).rows[0]).toMatchObject({ name: '陈先生', tags: ['朋友'] });

    // guest_list.csv as the list's export writes it: BOM, quoted, formula-like cells behind an apostrophe.
    const exported = '\uFEFF"name","seats","phone","email","group","language","note","status","link"\r\n"Aunty Rose","2","\'+60123456789","","Family, Choir","malay","","Sent","https://x/g/abc"\r\n';
    const again = await preview(host, inv.id, exported);
    expect(again.statusCode, again.body).toBe(200);
    const body = again.json() as ImportPreview;
    expect(body.rows[0]).toMatchObject({ name: 'Aunty Rose', seats: 2, phone: '+60123456789', tags: ['Family', 'Choir'], language: 'malay' });
    expect(body.ignoredColumns).toEqual(['status', 'link']);
  });

  it('refuses a file without a name column, a header with no rows, and an empty file, each with its reason', async () => {
    const { host, inv } = await hostWithInvitation();
    const cases: [string, string][] = [
      // No header word for a name and no column of names either.
      ['amount,mobile_no\n12,0123456789\n', IMPORT_MESSAGES.noHeader],
      ['name,seats\r\n\r\n,\r\n', IMPORT_MESSAGES.noRows],
      ['   \r\n', IMPORT_MESSAGES.empty],
      ['', IMPORT_MESSAGES.empty],
    ];
    for (const [file, message] of cases) {
      const response = await preview(host, inv.id, file);
      expect(response.statusCode, file).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('names the row of an unclosed quote', async () => {
    const { host, inv } = await hostWithInvitation();
    const response = await preview(host, inv.id, 'name,seats\nAhmad,2\n"Siti,3\nRavi,4\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(IMPORT_MESSAGES.unclosedQuote(3));
  });
});

describe('duplicates: the same phone or e-mail, within the file and against the list', () => {
  const FILE = csv([
    'name,seats,phone,email,group,language',
    'Ahmad (again),5,012-345 6789,,Office,malay', // the list's Ahmad, by phone
    'Siti Aminah,2,,SITI@example.com,,', // the list's Siti, by e-mail
    'Ravi,3,016 789 0123,ravi@example.com,,', // new
    'Ravi (twice),4,,ravi@example.com,Choir,tamil', // row 4, by e-mail
    'Mixed Up,1,012-345 6789,siti@example.com,,', // Ahmad by phone and Siti by e-mail: a conflict
    'Nobody Else,1,,,,', // new
  ]);

  async function listWithTwo() {
    const setup = await hostWithInvitation();
    await seedList(setup.inv.id, [
      { name: 'Encik Ahmad', phone: '+60123456789', seats: 2, tags: ['Family'] },
      { name: 'Siti', email: 'siti@example.com', phone: '+60111111111' },
    ]);
    const [ahmad] = await db().select({ id: households.id }).from(households).where(eq(households.phone, '+60123456789'));
    return { ...setup, ahmadId: ahmad!.id };
  }

  it('flags each duplicate with what it matches, and a row matching two households as a conflict', async () => {
    const { host, inv, ahmadId } = await listWithTwo();
    const response = await preview(host, inv.id, FILE);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ImportPreview;
    const byLine = Object.fromEntries(body.rows.map((row) => [row.line, row.matches]));
    expect(byLine[2]).toEqual([{ by: 'phone', line: null, householdId: ahmadId, name: 'Encik Ahmad' }]);
    expect(byLine[3]).toEqual([{ by: 'email', line: null, householdId: expect.any(String), name: 'Siti' }]);
    expect(byLine[4]).toEqual([]);
    expect(byLine[5]).toEqual([{ by: 'email', line: 4, householdId: null, name: 'Ravi' }]);
    expect(byLine[6]).toHaveLength(2);
    expect(byLine[7]).toEqual([]);
    expect(body.counts).toMatchObject({ valid: 6, duplicatesOnList: 2, duplicatesInFile: 1, conflicts: 1 });
    expect(body).toMatchObject({ existingHouseholds: 2, capacity: GUEST_LIMITS.householdsPerInvitation - 2 });
  });

  it("'merge' updates the household each duplicate matches; a conflict is left out", async () => {
    const { host, inv } = await listWithTwo();
    const rows = rowsOf((await preview(host, inv.id, FILE)).json());
    const response = await commit(host, inv.id, { rows, duplicates: 'merge' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 2, merged: 3, skipped: 1 });
    expect(await listOf(inv.id)).toEqual([
      // Name and seats from the row, groups added, language set.
      { name: 'Ahmad (again)', seats: 5, phone: '+60123456789', email: '', tags: ['Family', 'Office'], language: 'malay', note: '' },
      { name: 'Nobody Else', seats: 1, phone: '', email: '', tags: [], language: null, note: '' },
      // Row 5 merged into row 4 before it was written: one Ravi, with both rows' details.
      { name: 'Ravi (twice)', seats: 4, phone: '+60167890123', email: 'ravi@example.com', tags: ['Choir'], language: 'tamil', note: '' },
      { name: 'Siti Aminah', seats: 2, phone: '+60111111111', email: 'siti@example.com', tags: [], language: null, note: '' },
    ]);
  });

  it("'skip' leaves every duplicate out and the list as it was", async () => {
    const { host, inv } = await listWithTwo();
    const before = await listOf(inv.id);
    const rows = rowsOf((await preview(host, inv.id, FILE)).json());
    const response = await commit(host, inv.id, { rows, duplicates: 'skip' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 2, merged: 0, skipped: 4 });
    const after = await listOf(inv.id);
    expect(after.map((h) => h.name)).toEqual(['Encik Ahmad', 'Nobody Else', 'Ravi', 'Siti']);
    expect(after.filter((h) => before.some((b) => b.name === h.name))).toEqual(before);
  });

  it('the same file imported twice with "skip" adds nothing the second time', async () => {
    const { host, inv } = await hostWithInvitation();
    const rows = rowsOf((await preview(host, inv.id, MIXED_CSV)).json());
    expect((await commit(host, inv.id, { rows, duplicates: 'skip' })).json()).toEqual({ created: 3, merged: 0, skipped: 0 });
    const second = (await preview(host, inv.id, MIXED_CSV)).json() as ImportPreview;
    // Mr & Mrs Tan and Priya match by phone; Ahmad by phone and e-mail (one household).
    expect(second.counts.duplicatesOnList).toBe(3);
    expect((await commit(host, inv.id, { rows: rowsOf(second), duplicates: 'skip' })).json()).toEqual({ created: 0, merged: 0, skipped: 3 });
    expect(await householdCount(db(), inv.id)).toBe(3);
  });
});

describe('commit: checked again on the server, written all or nothing', () => {
  it('creates the households with personal-link hashes, phones in E.164 and e-mails lower-cased, whatever the browser sent', async () => {
    const { host, inv } = await hostWithInvitation();
    const response = await commit(host, inv.id, {
      duplicates: 'merge',
      rows: [{ line: 2, name: '  Tan Family ', seats: 3, phone: '012-345 6789', email: 'TAN@Example.com', tags: ['Office'], language: 'chinese', note: '' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await db().select().from(households).where(eq(households.invitationId, inv.id));
    expect(row).toMatchObject({ name: 'Tan Family', seats: 3, phone: '+60123456789', email: 'tan@example.com', tags: ['Office'], language: 'chinese', linkVersion: 1 });
    expect(row!.tokenHash).toBe(householdTokenHash(t.ctx.secret, row!.id, 1));
  });

  it('refuses a tampered row with its row number and writes nothing', async () => {
    const { host, inv } = await hostWithInvitation();
    const good = { line: 2, name: 'Good', seats: 1, phone: '', email: '', tags: [], language: null, note: '' };
    const seats = await commit(host, inv.id, { duplicates: 'skip', rows: [good, { ...good, line: 3, name: 'Greedy', seats: 99 }] });
    expect(seats.statusCode).toBe(400);
    expect(seats.json().error.message).toMatch(/seats/i);
    const phone = await commit(host, inv.id, { duplicates: 'skip', rows: [good, { ...good, line: 7, name: 'Bad Phone', phone: '12345' }] });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.message).toBe(IMPORT_MESSAGES.badRow(7, PHONE_MESSAGES.invalid));
    const policy = await host.client.post(`/api/invitations/${inv.id}/guests/import`, { duplicates: 'overwrite', rows: [good] });
    expect(policy.statusCode).toBe(400);
    const tooMany = await commit(host, inv.id, { duplicates: 'skip', rows: Array.from({ length: GUEST_LIMITS.importMaxRows + 1 }, (_, i) => ({ ...good, line: i + 2 })) });
    expect(tooMany.statusCode).toBe(400);
    expect(await householdCount(db(), inv.id)).toBe(0);
  });

  it('a row that fails in the database mid-way (after a full batch was inserted) leaves nothing behind', async () => {
    const { host, inv } = await hostWithInvitation();
    await db().execute(sql`CREATE OR REPLACE FUNCTION import_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Refused By The Database' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`);
    await db().execute(sql`CREATE TRIGGER import_test_refuse BEFORE INSERT ON households FOR EACH ROW EXECUTE FUNCTION import_test_refuse()`);
    try {
      const rows = Array.from({ length: 1500 }, (_, i) => ({ line: i + 2, name: i === 1400 ? 'Refused By The Database' : `Guest ${i}`, seats: 1, phone: '', email: '', tags: [], language: null, note: '' }));
      const response = await commit(host, inv.id, { rows, duplicates: 'merge' });
      expect(response.statusCode).toBe(500);
      expect(await householdCount(db(), inv.id)).toBe(0);
    } finally {
      await db().execute(sql`DROP TRIGGER import_test_refuse ON households`);
      await db().execute(sql`DROP FUNCTION import_test_refuse()`);
    }
  });

  it(`never takes a list past ${GUEST_LIMITS.householdsPerInvitation.toLocaleString('en')} households`, async () => {
    const { host, inv } = await hostWithInvitation();
    const fill = Array.from({ length: GUEST_LIMITS.householdsPerInvitation - 1 }, (_, i) => ({ line: i + 2, name: `Guest ${i}`, seats: 1, phone: '', email: '', tags: [], language: null, note: '' }));
    await writeImport(t.ctx, { id: inv.id, language: 'english', events: [] }, fill, 'skip');
    const two = [0, 1].map((i) => ({ line: i + 2, name: `Extra ${i}`, seats: 1, phone: '', email: '', tags: [], language: null, note: '' }));
    const response = await commit(host, inv.id, { rows: two, duplicates: 'skip' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(IMPORT_MESSAGES.listFull(GUEST_LIMITS.householdsPerInvitation + 1));
    expect(await householdCount(db(), inv.id)).toBe(GUEST_LIMITS.householdsPerInvitation - 1);
    const one = await commit(host, inv.id, { rows: two.slice(0, 1), duplicates: 'skip' });
    expect(one.json()).toEqual({ created: 1, merged: 0, skipped: 0 });
  });

  it('two imports of one list at once run one after the other: no household twice', async () => {
    const { host, inv } = await hostWithInvitation();
    const rows = Array.from({ length: 300 }, (_, i) => ({ line: i + 2, name: `Guest ${i}`, seats: 1, phone: `+6012${String(3000000 + i)}`, email: '', tags: [], language: null, note: '' }));
    const [a, b] = await Promise.all([commit(host, inv.id, { rows, duplicates: 'skip' }), commit(host, inv.id, { rows, duplicates: 'skip' })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().created + b.json().created, a.json().skipped + b.json().skipped]).toEqual([300, 300]);
    expect(await householdCount(db(), inv.id)).toBe(300);
  });
});

describe('limits and hostile files', () => {
  it(`refuses a file over ${GUEST_LIMITS.importMaxBytes / 1024 / 1024} MB with 413, and one at the limit is read`, async () => {
    const { host, inv } = await hostWithInvitation();
    const header = 'name,note\r\n';
    const filler = (bytes: number) => header + 'x'.repeat(bytes - header.length);
    const over = await preview(host, inv.id, filler(GUEST_LIMITS.importMaxBytes + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().error.message).toBe(IMPORT_MESSAGES.tooLarge);
    // Exactly at the limit the size passes; this one fails on its content instead.
    const at = await preview(host, inv.id, filler(GUEST_LIMITS.importMaxBytes));
    expect(at.statusCode).toBe(400);
    expect(at.json().error.message).toBe(IMPORT_MESSAGES.rowTooLong(2));
  });

  it('counts the bytes that arrive, not what Content-Length says: chunked, understated and overstated bodies', async () => {
    const { host, inv } = await hostWithInvitation();
    const big = Buffer.from(`name\r\n${'Guest\r\n'.repeat(Math.ceil((GUEST_LIMITS.importMaxBytes + 4096) / 7))}`);
    const { payload, contentType } = await encodeForm(fileForm(big, 'guests.csv', CSV_TYPE));
    const url = `${baseUrl}/api/invitations/${inv.id}/guests/import/preview`;
    const headers = { origin: TEST_ORIGIN, cookie: host.client.cookieHeader, 'content-type': contentType };

    // Chunked: no length at all.
    expect(await rawPost(url, { ...headers, 'transfer-encoding': 'chunked' }, payload)).toBe(413);
    // Overstated: refused from the header, before the body.
    expect(await rawPost(url, { ...headers, 'content-length': String(50 * 1024 * 1024) }, payload.subarray(0, 1000))).toBe(413);
    // Understated: only the declared bytes are read as the body, which is then an incomplete form.
    expect(await rawPost(url, { ...headers, 'content-length': '2000' }, payload)).toBe(400);
    expect(await householdCount(db(), inv.id)).toBe(0);
  });

  it(`refuses more than ${GUEST_LIMITS.importMaxRows.toLocaleString('en')} guest rows, and reads exactly that many`, async () => {
    const { host, inv } = await hostWithInvitation();
    const rows = (n: number) => csv(['name,seats', ...Array.from({ length: n }, (_, i) => `Guest ${i},1`)]);
    const over = await preview(host, inv.id, rows(GUEST_LIMITS.importMaxRows + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(IMPORT_MESSAGES.tooManyRows);
    const at = await preview(host, inv.id, rows(GUEST_LIMITS.importMaxRows));
    expect(at.statusCode).toBe(200);
    expect((at.json() as ImportPreview).counts.valid).toBe(GUEST_LIMITS.importMaxRows);
  });

  it('never evaluates a formula: a formula row is left out and listed with its reason, text our export escaped is kept', async () => {
    const { host, inv } = await hostWithInvitation();
    const fromCsv = await preview(host, inv.id, csv(['name,note', '"=HYPERLINK(""http://evil.example"",""Click"")",x', "'=2+2,@SUM(A1)", 'Siti,=1+1']));
    expect(fromCsv.statusCode, fromCsv.body).toBe(200);
    const csvPreview = fromCsv.json() as ImportPreview;
    expect(csvPreview.rows.map((r) => [r.name, r.note])).toEqual([['=2+2', '@SUM(A1)']]);
    expect(csvPreview.skippedRows).toEqual([
      { line: 2, text: '=HYPERLINK("http://evil.example","Click") · x', reason: 'formula' },
      { line: 4, text: 'Siti · =1+1', reason: 'formula' },
    ]);
    const written = await commit(host, inv.id, { rows: rowsOf(csvPreview), duplicates: 'skip' });
    expect(written.statusCode).toBe(200);
    expect((await listOf(inv.id)).map((h) => h.name)).toEqual(['=2+2']);

    const sheet = [
      `<row r="1">${textCell('A1', 'name')}${textCell('B1', 'seats')}</row>`,
      '<row r="2"><c r="A2" t="str"><f>CONCAT("Ahmad"," family")</f><v>Ahmad family</v></c><c r="B2"><f>1+1</f><v>2</v></c></row>',
      `<row r="3">${textCell('A3', 'Siti')}<c r="B3"><f>WEBSERVICE("http://evil.example")</f></c></row>`,
      `<row r="4">${textCell('A4', 'Lim')}${textCell('B4', '2')}</row>`,
    ].join('');
    const fromXlsx = await preview(host, inv.id, zipOf(workbookFiles(sheet)), 'guests.xlsx', XLSX_TYPE);
    expect(fromXlsx.statusCode, fromXlsx.body).toBe(200);
    const xlsxPreview = fromXlsx.json() as ImportPreview;
    expect(xlsxPreview.rows.map((r) => [r.name, r.seats])).toEqual([['Lim', 2]]);
    expect(xlsxPreview.skippedRows.map((r) => [r.line, r.reason])).toEqual([
      [2, 'formula'],
      [3, 'formula'],
    ]);
  });

  it('refuses broken and hostile workbooks with a clear 400, and writes nothing', async () => {
    const { host, inv } = await hostWithInvitation();
    const header = `<row r="1">${textCell('A1', 'name')}</row><row r="2">${textCell('A2', 'Ahmad')}</row>`;
    const good = zipOf(workbookFiles(header));
    const cases: [string, Buffer, string, string][] = [
      // 32 MB of spaces in a 30 KB file.
      ['a zip bomb', zipOf(workbookFiles(header + ' '.repeat(32 * 1024 * 1024))), 'bomb.xlsx', IMPORT_MESSAGES.xlsxTooBig],
      ['huge shared strings', zipOf(workbookFiles(header, `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>aaaaaaaaaaaaaaaaaaaa</t></si>'.repeat(1_000_000)}</sst>`)), 'sst.xlsx', IMPORT_MESSAGES.xlsxTooBig],
      ['a cell at the far corner of the sheet', zipOf(workbookFiles(`${header}<row r="1048576">${textCell('XFD1048576', 'x')}</row>`)), 'far.xlsx', IMPORT_MESSAGES.sheetTooWide],
      ['a truncated workbook', good.subarray(0, Math.floor(good.length / 2)), 'cut.xlsx', IMPORT_MESSAGES.brokenXlsx],
      ['a zip that is not a workbook', zipOf([{ name: 'readme.txt', content: 'hello' }]), 'notes.xlsx', IMPORT_MESSAGES.brokenXlsx],
      ['text named .xlsx', Buffer.from('name\nAhmad\n'), 'guests.xlsx', IMPORT_MESSAGES.namedXlsxNotZip],
      ['an old .xls (OLE2)', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]), 'guests.xls', IMPORT_MESSAGES.oldExcel],
      ['binary junk', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), 'guests.csv', IMPORT_MESSAGES.notSpreadsheet],
      ['a PNG named .csv', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]), 'guests.csv', IMPORT_MESSAGES.notSpreadsheet],
    ];
    for (const [what, body, name, message] of cases) {
      const response = await preview(host, inv.id, body, name, XLSX_TYPE);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().error.message, what).toBe(message);
    }
    // Headers that claim 4 GB are not believed: the true (small) size is read.
    const lying = zipOf(workbookFiles(header).map((file) => ({ ...file, declaredSize: 0xfffffff0 })));
    const read = await preview(host, inv.id, lying, 'lying.xlsx', XLSX_TYPE);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as ImportPreview).rows.map((r) => r.name)).toEqual(['Ahmad']);
    // Entities in a DOCTYPE are never expanded.
    const laughs = `<?xml version="1.0"?><!DOCTYPE s [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${textCell('A1', 'name')}</row><row r="2">${textCell('A2', '&c;')}</row></sheetData></worksheet>`;
    const entities = await preview(host, inv.id, zipOf(workbookFiles(laughs)), 'laughs.xlsx', XLSX_TYPE);
    expect(entities.body).not.toContain('aaaaaaaaaaaaaaaaaaaa');
    expect(await householdCount(db(), inv.id)).toBe(0);
  });

  it('refuses a request without a file, or with the file in another field', async () => {
    const { host, inv } = await hostWithInvitation();
    const empty = await injectForm(t.app, new FormData(), { url: `/api/invitations/${inv.id}/guests/import/preview`, cookie: host.client.cookieHeader });
    expect(empty.statusCode).toBe(400);
    const wrongField = await injectForm(t.app, fileForm(Buffer.from('name\nA\n'), 'g.csv', CSV_TYPE, 'upload'), { url: `/api/invitations/${inv.id}/guests/import/preview`, cookie: host.client.cookieHeader });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toBe(IMPORT_MESSAGES.noFile);
    const json = await host.client.post(`/api/invitations/${inv.id}/guests/import/preview`, { file: 'name\nA' });
    expect(json.statusCode).toBe(400);
  });
});

describe('who may import', () => {
  it('the owner and an admin; a stranger gets 404 and anonymous 401, before any file is read', async () => {
    const { host, inv } = await hostWithInvitation();
    const stranger = await signedInUser(t, 'import-stranger@example.com');
    const admin = await signedInUser(t, 'import-admin@example.com', 'secret-password', { admin: true });
    const file = csv(['name', 'Ahmad']);
    const row = { line: 2, name: 'Ahmad', seats: 1, phone: '', email: '', tags: [], language: null, note: '' };

    expect((await preview(null, inv.id, file)).statusCode).toBe(401);
    expect((await preview(stranger, inv.id, file)).statusCode).toBe(404);
    expect((await preview(stranger, inv.id, Buffer.alloc(GUEST_LIMITS.importMaxBytes + 10))).statusCode).toBe(404);
    expect((await commit(stranger, inv.id, { rows: [row], duplicates: 'skip' })).statusCode).toBe(404);
    expect((await preview(host, '00000000-0000-4000-8000-000000000000', file)).statusCode).toBe(404);
    expect((await preview(host, 'not-an-id', file)).statusCode).toBe(404);
    expect(await householdCount(db(), inv.id)).toBe(0);

    expect((await preview(admin, inv.id, file)).statusCode).toBe(200);
    expect((await commit(admin, inv.id, { rows: [row], duplicates: 'skip' })).statusCode).toBe(200);
    // An upper-case spelling of the id reaches the same list and the same check.
    expect((await preview(host, inv.id.toUpperCase(), file)).json().existingHouseholds).toBe(1);
    expect((await preview(stranger, inv.id.toUpperCase(), file)).statusCode).toBe(404);
  });

  it(`limits each user to ${GUEST_IMPORT_LIMITS.previews.limit} previews per ${GUEST_IMPORT_LIMITS.previews.windowMs / 60_000} minutes, counted before anything else`, async () => {
    const { inv } = await hostWithInvitation();
    const prober = await signedInUser(t, 'import-prober@example.com');
    for (let i = 0; i < GUEST_IMPORT_LIMITS.previews.limit; i++) expect((await preview(prober, inv.id, 'name\nA\n')).statusCode).toBe(404);
    const limited = await preview(prober, inv.id, 'name\nA\n');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another user is not held back.
    const { host: other, inv: own } = await hostWithInvitation();
    expect((await preview(other, own.id, 'name\nA\n')).statusCode).toBe(200);
  });
});

describe('the sample files', () => {
  it('download as CSV and XLSX, and both preview to the same rows without a problem', async () => {
    const { host, inv } = await hostWithInvitation();
    const csvFile = await t.app.inject({ method: 'GET', url: IMPORT_SAMPLE_CSV_PATH });
    expect(csvFile.statusCode).toBe(200);
    expect(csvFile.headers['content-type']).toContain('text/csv');
    expect(csvFile.headers['content-disposition']).toContain('guest-list-sample.csv');
    expect(csvFile.body).toContain('"name","seats","phone","email","group","language"');
    const xlsxFile = await t.app.inject({ method: 'GET', url: IMPORT_SAMPLE_XLSX_PATH });
    expect(xlsxFile.statusCode).toBe(200);
    expect(xlsxFile.headers['content-type']).toBe(XLSX_TYPE);
    expect(xlsxFile.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

    const fromCsv = (await preview(host, inv.id, csvFile.rawPayload)).json() as ImportPreview;
    const fromXlsx = (await preview(host, inv.id, xlsxFile.rawPayload, 'sample.xlsx', XLSX_TYPE)).json() as ImportPreview;
    expect(fromCsv.problems).toEqual([]);
    expect(fromCsv.rows.length).toBeGreaterThanOrEqual(3);
    expect(fromXlsx.rows).toEqual(fromCsv.rows);
  });
});

/**
 * POSTs raw bytes over a plain socket with exactly the given headers (an HTTP client would refuse
 * to send more than its Content-Length); resolves to the status of the first response.
 */
function rawPost(url: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        resolve(Number(status[1]));
        socket.destroy();
      }
    });
    // The server may answer and close before the whole body is written.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => reject(new Error(`closed without an answer: ${answer.slice(0, 200)}`)));
    const chunked = headers['transfer-encoding'] === 'chunked';
    const head = [`POST ${pathname} HTTP/1.1`, `host: ${hostname}:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n');
    socket.write(head);
    const step = 64 * 1024;
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length && !socket.destroyed) {
        const piece = body.subarray(offset, offset + step);
        offset += step;
        const ok = socket.write(chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece);
        if (!ok) return void socket.once('drain', writeMore);
      }
      if (chunked && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    writeMore();
  });
}
