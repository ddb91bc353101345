import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_MAPPING_FIELD,
  IMPORT_MAPPINGS_PER_USER,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MESSAGES,
  type ImportCommit,
  type ImportFieldChoice,
  type ImportPreview,
  type ImportRowInput,
} from '@shared/guest-import';
import { guestImportMappings, households } from '@server/db/schema';
import { householdTokenHash } from '@server/features/guests/links';
import { rememberMapping } from '@server/features/guests/import-service';
import { xlsxWorkbook } from '@server/features/guests/import-sample';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';
import { injectForm } from '../support/multipart';

/*
 * The import takes the list a host already has (issue 28, point 1): the header row below a title,
 * every column mapped from its header words (Malay, English, Chinese) or its values, the host's own
 * mapping, remembered for the next file; seats as hosts write them; totals and formula rows left
 * out and listed; households of the same name flagged; the limits whatever the file's spelling.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
type Host = Awaited<ReturnType<typeof signedInUser>>;
let hosts = 0;

async function hostWithInvitation() {
  hosts += 1;
  const host = await signedInUser(t, `import-mapping-${hosts}@example.com`);
  const inv = await insertInvitation(db(), { userId: host.id, language: 'malay' });
  return { host, inv };
}

const CSV_TYPE = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Previews a file as the panel sends it: the host's mapping (if any) first, then the file. */
function preview(host: Host, invitationId: string, body: Buffer | string, options: { fileName?: string; mapping?: ImportFieldChoice[] | string } = {}): Promise<LightMyRequestResponse> {
  const fileName = options.fileName ?? 'guests.csv';
  const form = new FormData();
  if (options.mapping !== undefined) form.append(IMPORT_MAPPING_FIELD, typeof options.mapping === 'string' ? options.mapping : JSON.stringify(options.mapping));
  form.append('file', new Blob([new Uint8Array(Buffer.from(body))], { type: fileName.endsWith('.xlsx') ? XLSX_TYPE : CSV_TYPE }), fileName);
  return injectForm(t.app, form, { url: `/api/invitations/${invitationId}/guests/import/preview`, cookie: host.client.cookieHeader });
}

async function previewed(host: Host, invitationId: string, body: Buffer | string, options: Parameters<typeof preview>[3] = {}): Promise<ImportPreview> {
  const response = await preview(host, invitationId, body, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportPreview;
}

const rowsOf = (p: ImportPreview): ImportRowInput[] => p.rows.map(({ matches: _matches, sameName: _sameName, ...row }) => row);

function commit(host: Host, invitationId: string, body: ImportCommit): Promise<LightMyRequestResponse> {
  return host.client.post(`/api/invitations/${invitationId}/guests/import`, body);
}

const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const fieldsOf = (p: ImportPreview) => p.mapping.columns.map((column) => column.field);

/** A guest list as hosts keep it in Excel: a title, a blank row, their own headers, a totals row. */
function hostWorkbook(): Buffer {
  return xlsxWorkbook([
    ['SENARAI JEMPUTAN MAJLIS PERKAHWINAN AMIRUL & SITI'],
    [],
    ['Bil.', 'Nama', 'Bil. Pax', 'No. Telefon', 'Emel', 'Kumpulan'],
    [1, 'Encik Ahmad sekeluarga', '2 orang', '012-345 6789', 'ahmad@example.com', 'Saudara'],
    [2, 'Puan Siti Aminah', 4, '019-876 5432', '', 'Kawan'],
    [3, 'Keluarga Tan', '3 pax', '016 789 0123', '', 'Pejabat'],
    [],
    ['', 'JUMLAH', { formula: 'SUM(C4:C6)', value: 9 }, '', '', ''],
  ]);
}

describe('the header row and the suggested mapping', () => {
  it('finds the header under a title and a blank row, maps the Malay headers, reads "2 orang", and leaves the totals row out, listed', async () => {
    const { host, inv } = await hostWithInvitation();
    const body = await previewed(host, inv.id, hostWorkbook(), { fileName: 'senarai.xlsx' });
    expect(body.mapping).toMatchObject({ headerLine: 3, source: 'suggested' });
    expect(body.mapping.columns.map(({ header, field, why }) => [header, field, why])).toEqual([
      ['Bil.', 'ignore', 'rowNumber'],
      ['Nama', 'name', 'header'],
      ['Bil. Pax', 'seats', 'header'],
      ['No. Telefon', 'phone', 'header'],
      ['Emel', 'email', 'header'],
      ['Kumpulan', 'group', 'header'],
    ]);
    expect(body.mapping.columns[2]!.samples).toEqual(['2 orang', '4', '3 pax']);
    expect(body.rows.map((r) => [r.line, r.name, r.seats, r.phone, r.email, r.tags])).toEqual([
      [4, 'Encik Ahmad sekeluarga', 2, '+60123456789', 'ahmad@example.com', ['Saudara']],
      [5, 'Puan Siti Aminah', 4, '+60198765432', '', ['Kawan']],
      [6, 'Keluarga Tan', 3, '+60167890123', '', ['Pejabat']],
    ]);
    expect(body.problems).toEqual([]);
    expect(body.skippedRows).toEqual([
      { line: 1, text: 'SENARAI JEMPUTAN MAJLIS PERKAHWINAN AMIRUL & SITI', reason: 'aboveHeader' },
      { line: 8, text: 'JUMLAH · 9', reason: 'totals' },
    ]);
    expect(body.counts).toMatchObject({ rows: 4, valid: 3, invalid: 0, skipped: 1 });
    expect(body.ignoredColumns).toEqual(['Bil.']);

    const written = await commit(host, inv.id, { rows: rowsOf(body), duplicates: 'skip' });
    expect(written.statusCode, written.body).toBe(200);
    const list = await db().select({ name: households.name, seats: households.seats, phone: households.phone }).from(households).where(eq(households.invitationId, inv.id)).orderBy(asc(households.name));
    expect(list).toEqual([
      { name: 'Encik Ahmad sekeluarga', seats: 2, phone: '+60123456789' },
      { name: 'Keluarga Tan', seats: 3, phone: '+60167890123' },
      { name: 'Puan Siti Aminah', seats: 4, phone: '+60198765432' },
    ]);
  });

  it('maps English and Chinese headers, and seats written "2人" and "3位"', async () => {
    const { host, inv } = await hostWithInvitation();
    const english = await previewed(host, inv.id, csv(['No.,Full Name,Pax,Phone No.,E-mail,Group,Language,Notes', '1,Mr & Mrs Tan,2 people,+65 9123 4567,tan@example.com,Office,EN,vegetarian']));
    expect(fieldsOf(english)).toEqual(['ignore', 'name', 'seats', 'phone', 'email', 'group', 'language', 'note']);
    expect(english.rows[0]).toMatchObject({ seats: 2, phone: '+6591234567', language: 'english', note: 'vegetarian' });

    const chinese = await previewed(host, inv.id, csv(['序号,姓名,人数,手机,邮箱,分组,语言,备注', '1,林先生一家,2人,012-345 6789,lin@example.com,亲戚,中文,', '2,王小姐,3位,016 789 0123,,同学,,素食']));
    expect(fieldsOf(chinese)).toEqual(['ignore', 'name', 'seats', 'phone', 'email', 'group', 'language', 'note']);
    expect(chinese.rows.map((r) => [r.name, r.seats, r.phone, r.tags, r.language, r.note])).toEqual([
      ['林先生一家', 2, '+60123456789', ['亲戚'], 'chinese', ''],
      ['王小姐', 3, '+60167890123', ['同学'], null, '素食'],
    ]);

    const otherWords = await previewed(host, inv.id, csv(['名字,电话,电邮,组别,Bilangan,E-mel', '陈太太,012-345 6789,chen@example.com,邻居,2,']));
    expect(fieldsOf(otherWords)).toEqual(['name', 'phone', 'email', 'group', 'seats', 'ignore']);
  });

  it('maps columns by their values when the headers say nothing: phones, e-mails, seats, row numbers, names', async () => {
    const { host, inv } = await hostWithInvitation();
    const body = await previewed(
      host,
      inv.id,
      csv([
        'A,B,C,D,E',
        '1,Encik Ahmad,012-345 6789,ahmad@example.com,2',
        '2,Puan Siti,019-876 5432,siti@example.com,4 orang',
        '3,Keluarga Tan,016 789 0123,tan@example.com,3',
      ]),
    );
    expect(body.mapping.columns.map(({ field, why }) => [field, why])).toEqual([
      ['ignore', 'rowNumber'],
      ['name', 'values'],
      ['phone', 'values'],
      ['email', 'values'],
      ['seats', 'values'],
    ]);
    expect(body.rows.map((r) => [r.name, r.seats, r.phone, r.email])).toEqual([
      ['Encik Ahmad', 2, '+60123456789', 'ahmad@example.com'],
      ['Puan Siti', 4, '+60198765432', 'siti@example.com'],
      ['Keluarga Tan', 3, '+60167890123', 'tan@example.com'],
    ]);
    // A column whose header is "Telefon" but which holds no values is still the phone column; a second "Nama" is left out.
    const twice = await previewed(host, inv.id, csv(['Nama,Nama,Telefon', 'Ahmad,Ahmad bin Ali,']));
    expect(fieldsOf(twice)).toEqual(['name', 'ignore', 'phone']);
  });

  it('reads seats as hosts write them, and names the ones it cannot read', async () => {
    const { host, inv } = await hostWithInvitation();
    const spellings = ['2', '2 orang', '2 org', '2 pax', '2 Pax.', '2人', '2位', '2.0', '2 people'];
    const body = await previewed(host, inv.id, csv(['Nama,Pax', ...spellings.map((seats, i) => `Guest ${i},${seats}`), 'Bad One,two', 'Bad Two,2 kg', 'Bad Three,31 orang']));
    expect(body.rows.map((r) => r.seats)).toEqual(spellings.map(() => 2));
    expect(body.problems.map((p) => [p.name, p.reasons])).toEqual([
      ['Bad One', [IMPORT_MESSAGES.seatsRange]],
      ['Bad Two', [IMPORT_MESSAGES.seatsRange]],
      ['Bad Three', [IMPORT_MESSAGES.seatsRange]],
    ]);
  });

  it('leaves out every kind of totals row and formula row, and shows each with its reason', async () => {
    const { host, inv } = await hostWithInvitation();
    const body = await previewed(
      host,
      inv.id,
      csv(['Nama,Pax', 'Ahmad,2', 'TOTAL,2', 'Jumlah Besar:,5', '合计,7', ',=SUM(B2:B3)', 'Siti,=1+1', "'=Lim,3", 'Total Ahmad Family,2']),
    );
    expect(body.skippedRows).toEqual([
      { line: 3, text: 'TOTAL · 2', reason: 'totals' },
      { line: 4, text: 'Jumlah Besar: · 5', reason: 'totals' },
      { line: 5, text: '合计 · 7', reason: 'totals' },
      { line: 6, text: '=SUM(B2:B3)', reason: 'totals' },
      { line: 7, text: 'Siti · =1+1', reason: 'formula' },
    ]);
    // "Total Ahmad Family" is a household: the word alone (or "Jumlah Besar", "TOTAL PAX:", "Total: 250") makes a totals row.
    expect(body.rows.map((r) => r.name)).toEqual(['Ahmad', '=Lim', 'Total Ahmad Family']);
    expect(body.counts).toMatchObject({ rows: 8, valid: 3, skipped: 5 });
  });
});

describe("the host's mapping", () => {
  it('takes the columns the host chose, and refuses a mapping that does not fit', async () => {
    const { host, inv } = await hostWithInvitation();
    const file = hostWorkbook();
    // The host moves "Kumpulan" to the note and leaves the e-mail out.
    const chosen: ImportFieldChoice[] = ['ignore', 'name', 'seats', 'phone', 'ignore', 'note'];
    const body = await previewed(host, inv.id, file, { fileName: 'senarai.xlsx', mapping: chosen });
    expect(body.mapping.source).toBe('chosen');
    expect(fieldsOf(body)).toEqual(chosen);
    expect(body.rows[0]).toMatchObject({ name: 'Encik Ahmad sekeluarga', email: '', tags: [], note: 'Saudara' });
    expect(body.ignoredColumns).toEqual(['Bil.', 'Emel']);

    const refused: [string | ImportFieldChoice[], string][] = [
      [['ignore', 'name', 'seats', 'phone', 'phone', 'group'], IMPORT_MESSAGES.mappingTwice('Phone')],
      [['ignore', 'ignore', 'seats', 'phone', 'email', 'group'], IMPORT_MESSAGES.noNameColumn],
      [['name', 'seats'], IMPORT_MESSAGES.badMapping],
      ['["name", "age"]', IMPORT_MESSAGES.badMapping],
      ['not json', IMPORT_MESSAGES.badMapping],
      [JSON.stringify(Array.from({ length: 2000 }, () => 'ignore')), IMPORT_MESSAGES.badMapping],
    ];
    for (const [mapping, message] of refused) {
      const response = await preview(host, inv.id, file, { fileName: 'senarai.xlsx', mapping });
      expect(response.statusCode, String(mapping).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('is remembered for the host\'s next file with the same header (not for another host, not for another header)', async () => {
    const { host, inv } = await hostWithInvitation();
    const chosen: ImportFieldChoice[] = ['ignore', 'name', 'seats', 'phone', 'ignore', 'note'];
    const first = await previewed(host, inv.id, hostWorkbook(), { fileName: 'senarai.xlsx', mapping: chosen });
    const written = await commit(host, inv.id, { rows: rowsOf(first), duplicates: 'skip', mapping: { signature: first.mapping.signature, fields: chosen } });
    expect(written.statusCode, written.body).toBe(200);

    // The same header as CSV, other rows: the remembered mapping is pre-selected.
    const again = await previewed(host, inv.id, csv(['Senarai tetamu', 'Bil.,Nama,Bil. Pax,No. Telefon,Emel,Kumpulan', '1,Mak Cik Ros,2,,ros@example.com,Jiran']));
    expect(again.mapping.signature).toBe(first.mapping.signature);
    expect(again.mapping.source).toBe('remembered');
    expect(again.mapping.columns.map((column) => [column.field, column.why])).toEqual(chosen.map((field) => [field, 'remembered']));
    expect(again.rows[0]).toMatchObject({ email: '', note: 'Jiran' });

    const other = await hostWithInvitation();
    expect((await previewed(other.host, other.inv.id, hostWorkbook(), { fileName: 'senarai.xlsx' })).mapping.source).toBe('suggested');
    expect((await previewed(host, inv.id, csv(['Nama,Telefon', 'Ahmad,0123456789']))).mapping.source).toBe('suggested');

    // A host keeps a bounded number of headers; committing another mapping for the same header replaces it.
    const stored = await db().select().from(guestImportMappings).where(eq(guestImportMappings.userId, host.id));
    expect(stored.map((row) => row.fields)).toEqual([chosen]);
  });

  it(`keeps at most ${IMPORT_MAPPINGS_PER_USER} remembered headers per host, the newest`, async () => {
    const { host, inv } = await hostWithInvitation();
    const response = await commit(host, inv.id, { rows: [{ line: 2, name: 'Guest', seats: 1 }], duplicates: 'skip', mapping: { signature: '0'.repeat(64), fields: ['name'] } });
    expect(response.statusCode, response.body).toBe(200);
    for (let i = 1; i <= IMPORT_MAPPINGS_PER_USER; i++) await rememberMapping(db(), host.id, { signature: i.toString(16).padStart(64, '0'), fields: ['name'] });
    const stored = await db().select({ signature: guestImportMappings.signature }).from(guestImportMappings).where(eq(guestImportMappings.userId, host.id));
    expect(stored).toHaveLength(IMPORT_MAPPINGS_PER_USER);
    expect(stored.map((row) => row.signature)).not.toContain('0'.repeat(64));
    const bad = await commit(host, inv.id, { rows: [{ line: 2, name: 'X', seats: 1 }], duplicates: 'skip', mapping: { signature: 'not-a-hash', fields: ['name'] } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('households of the same name', () => {
  it('are flagged within the file and against the list, and imported all the same', async () => {
    const { host, inv } = await hostWithInvitation();
    const id = crypto.randomUUID();
    await db().insert(households).values({ id, invitationId: inv.id, name: 'Keluarga Tan', seats: 2, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
    const body = await previewed(host, inv.id, csv(['Nama,Pax', 'Encik Ahmad,2', 'Puan Siti,1', 'encik  AHMAD,3', 'keluarga tan,4']));
    expect(body.rows.map((r) => [r.line, r.sameName])).toEqual([
      [2, [{ line: 4, householdId: null, name: 'encik  AHMAD' }]],
      [3, []],
      [4, [{ line: 2, householdId: null, name: 'Encik Ahmad' }]],
      [5, [{ line: null, householdId: id, name: 'Keluarga Tan' }]],
    ]);
    expect(body.counts.sameName).toBe(3);
    const written = await commit(host, inv.id, { rows: rowsOf(body), duplicates: 'skip' });
    expect(written.json()).toEqual({ created: 4, merged: 0, skipped: 0 });
  });
});

describe('limits, however the file is spelled', () => {
  it(`refuses more columns than a guest list has and cells longer than ${IMPORT_MAX_CELL_CHARS.toLocaleString('en')} characters, in CSV and XLSX`, async () => {
    const { host, inv } = await hostWithInvitation();
    const wide = (n: number) => csv([['Nama', ...Array.from({ length: n - 1 }, (_, i) => `c${i}`)].join(','), ['Ahmad', ...Array.from({ length: n - 1 }, () => 'x')].join(',')]);
    expect((await preview(host, inv.id, wide(200))).statusCode).toBe(200);
    const tooWide = await preview(host, inv.id, wide(201));
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().error.message).toBe(IMPORT_MESSAGES.sheetTooWide);
    // Trailing empty cells (a sheet saved with its used range) are not columns.
    const trailing = await previewed(host, inv.id, csv([`Nama,Pax${','.repeat(400)}`, `Ahmad,2${','.repeat(400)}`]));
    expect(trailing.mapping.columns).toHaveLength(2);

    const long = 'a'.repeat(IMPORT_MAX_CELL_CHARS + 1);
    const fromCsv = await preview(host, inv.id, csv(['Nama,Catatan', `Ahmad,${long}`]));
    expect(fromCsv.statusCode).toBe(400);
    expect(fromCsv.json().error.message).toBe(IMPORT_MESSAGES.cellTooLong(2));
    const fromXlsx = await preview(host, inv.id, xlsxWorkbook([['Nama', 'Catatan'], ['Ahmad', long]]), { fileName: 'long.xlsx' });
    expect(fromXlsx.statusCode).toBe(400);
    expect(fromXlsx.json().error.message).toBe(IMPORT_MESSAGES.cellTooLong(2));
  });

  it('looks for the header only near the top, and sends back few, short samples whatever the file holds', async () => {
    const { host, inv } = await hostWithInvitation();
    const body = await previewed(host, inv.id, csv(['Nama,Catatan', ...Array.from({ length: 50 }, (_, i) => `Guest ${i},${'note '.repeat(40)}`)]));
    for (const column of body.mapping.columns) {
      expect(column.samples.length).toBeLessThanOrEqual(3);
      for (const sample of column.samples) expect(sample.length).toBeLessThanOrEqual(60);
    }
    // Forty title lines, then a header: past the rows looked at, the first row with two cells is taken instead.
    const deep = await preview(host, inv.id, csv([...Array.from({ length: 40 }, (_, i) => `Title ${i}`), 'Nama,Telefon', 'Ahmad,0123456789']));
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.message).toBe(IMPORT_MESSAGES.noHeader);
  });
});
