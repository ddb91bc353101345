import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, IMPORT_SAMPLE_ROWS, matchState } from '@shared/guest-import';
import { GUEST_LIMITS } from '@shared/guests';
import {
  cellText,
  decodeText,
  detectDelimiter,
  looksLikeText,
  parseCsvText,
  parseGuestFile,
  sheetWithinGrid,
  splitGroups,
  validateCells,
  XLSX_MAX_COLUMN,
  XLSX_MAX_ROW,
} from '@server/features/guests/import-parse';
import { matchRows, mergeValues, sameNames } from '@server/features/guests/import-service';
import { sampleCsv, sampleXlsx, xlsxWorkbook } from '@server/features/guests/import-sample';
import { columnLetters } from '@shared/guest-import';
import { readZip, writeStoredZip } from '@server/features/guests/import-zip';
import { normalizePhone, normalizePhoneCached } from '@server/features/guests/phone';
import { zipOf } from '../support/zip';

describe('cells', () => {
  it('turns any cell into one line of text, never evaluating it, and takes our export\'s apostrophe back off', () => {
    expect(cellText('  Encik Ahmad\r\nsekeluarga ')).toBe('Encik Ahmad  sekeluarga');
    expect(cellText('a\u0000b')).toBe('a b');
    expect(cellText('=1+1')).toBe('=1+1');
    expect(cellText("'=1+1")).toBe('=1+1');
    expect(cellText("'+60123456789")).toBe('+60123456789');
    // An apostrophe before anything else is the host's own.
    expect(cellText("'Tis Ahmad")).toBe("'Tis Ahmad");
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date('2027-03-20T00:00:00Z'))).toBe('2027-03-20');
    expect(cellText('bad \uD800 surrogate')).toBe('bad \uFFFD surrogate');
    // A pair is one character (an emoji) and stays; a lone half beside it does not.
    expect(cellText(' Ahmad \uD83C\uDF89 ')).toBe('Ahmad \uD83C\uDF89');
    expect(cellText('\uDF89\uD83C\uDF89\t')).toBe('\uFFFD\uD83C\uDF89');
  });

  it('splits groups on ";" or ",", once each whatever the case', () => {
    expect(splitGroups("Groom's family; Office,  office ,, Choir ")).toEqual(["Groom's family", 'Office', 'Choir']);
    expect(splitGroups('')).toEqual([]);
  });

  it('validates a row: empty cells mean 1 seat and the invitation\'s language; every reason in the columns\' order', () => {
    expect(validateCells({ name: 'Siti', seats: '', language: '' }, 2)).toEqual({
      row: { line: 2, name: 'Siti', seats: 1, phone: '', email: '', tags: [], language: null, note: '' },
    });
    expect(validateCells({ name: 'Siti', seats: '2.0', language: 'Bahasa  Melayu', phone: '60123456789' }, 3)).toMatchObject({ row: { seats: 2, language: 'malay', phone: '+60123456789' } });
    for (const [code, language] of [['EN', 'english'], ['ms', 'malay'], ['BM', 'malay'], ['zh', 'chinese'], ['TA', 'tamil'], ['Tamil', 'tamil']] as const) {
      expect(validateCells({ name: 'X', language: code }, 2)).toMatchObject({ row: { language } });
    }
    // Reasons by their code (GUEST_LIST_MESSAGES): the preview writes them in the host's language.
    expect(validateCells({ name: '', seats: '40', phone: '123', email: 'nope', language: 'french' }, 9)).toEqual({
      problem: { line: 9, name: '', reasons: ['IMPORT_MISSING_NAME', 'IMPORT_SEATS_RANGE', 'INVALID_PHONE', 'IMPORT_BAD_EMAIL', 'IMPORT_BAD_LANGUAGE'] },
    });
    expect(validateCells({ name: 'x'.repeat(GUEST_LIMITS.nameMax + 1) }, 2)).toMatchObject({ problem: { reasons: ['IMPORT_NAME_TOO_LONG'] } });
    expect(validateCells({ name: 'A', seats: '2.5' }, 2)).toMatchObject({ problem: { reasons: ['IMPORT_SEATS_RANGE'] } });
    expect(validateCells({ name: 'A', group: Array.from({ length: 11 }, (_, i) => `g${i}`).join(';') }, 2)).toMatchObject({ problem: { reasons: ['IMPORT_TOO_MANY_GROUPS'] } });
    expect(validateCells({ name: 'A', group: 'g'.repeat(41) }, 2)).toMatchObject({ problem: { reasons: ['IMPORT_GROUP_TOO_LONG'] } });
    expect(validateCells({ name: 'A', note: 'n'.repeat(501) }, 2)).toMatchObject({ problem: { reasons: ['IMPORT_NOTE_TOO_LONG'] } });
    expect(validateCells({ name: '', seats: '' }, 2)).toBeNull();
  });
});

describe('CSV', () => {
  it('decodes UTF-8 (BOM or not), UTF-16 with a BOM and Windows-1252, and tells text from binary', () => {
    expect(decodeText(Buffer.from('\uFEFFnama', 'utf8'))).toBe('nama');
    expect(decodeText(Buffer.from('Zoë', 'utf8'))).toBe('Zoë');
    expect(decodeText(Buffer.from('Zoë', 'latin1'))).toBe('Zoë');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('陈', 'utf16le')]))).toBe('陈');
    expect(looksLikeText('name,seats\r\nA,\t1\n')).toBe(true);
    expect(looksLikeText('PNG\u0000\u0001')).toBe(false);
    expect(looksLikeText('\u0001\u0002\u0003abc')).toBe(false);
  });

  it('finds the delimiter in the header line', () => {
    expect(detectDelimiter('name,seats,phone\n')).toBe(',');
    expect(detectDelimiter('\r\nname;seats;phone\nA,B;1;2')).toBe(';');
    expect(detectDelimiter('name\tseats\n')).toBe('\t');
    expect(detectDelimiter('"a;b;c",seats\n')).toBe(',');
    expect(detectDelimiter('name\n')).toBe(',');
  });

  it('numbers rows as a spreadsheet app shows them: blank lines count, a quoted line break does not', () => {
    const result = parseCsvText('name,note\r\n\r\nAhmad,"two\nlines"\n,\nSiti,x\r');
    expect(result).toMatchObject({ ok: true, file: { dataRows: 2 } });
    if (!result.ok) return;
    expect(result.file.rows.map((r) => [r.line, r.name, r.note])).toEqual([
      [3, 'Ahmad', 'two lines'],
      [5, 'Siti', 'x'],
    ]);
  });

  it('takes the header in any case and order, ignores unknown and repeated columns', () => {
    const result = parseCsvText('Comments,E-Mail,NAME,name\nhi,A@B.CO,Ahmad,Other\n');
    expect(result).toMatchObject({ ok: true, file: { ignoredColumns: ['Comments', 'name'], rows: [{ name: 'Ahmad', email: 'a@b.co' }] } });
  });

  it('stops at the row limit', () => {
    const rows = (n: number) => ['name', ...Array.from({ length: n }, (_, i) => `G${i}`)].join('\n');
    expect(parseCsvText(rows(GUEST_LIMITS.importMaxRows))).toMatchObject({ ok: true });
    expect(parseCsvText(rows(GUEST_LIMITS.importMaxRows + 1))).toEqual({ ok: false, code: 'TOO_MANY_ROWS', message: IMPORT_MESSAGES.tooManyRows, words: ['IMPORT_TOO_MANY_ROWS'] });
  });
});

describe('XLSX', () => {
  it('a stored ZIP reads back entry for entry', () => {
    const files = [
      ['a.xml', Buffer.from('<a/>')],
      ['dir/b.xml.rels', Buffer.from('é'.repeat(100))],
    ] as const;
    const result = readZip(writeStoredZip(files), () => true, 1024);
    expect(result.ok && [...result.entries]).toEqual(files.map(([name, content]) => [name, content]));
  });

  it('inflates under a budget, whatever the headers claim', () => {
    const big = zipOf([{ name: 'x.xml', content: ' '.repeat(100_000), declaredSize: 10 }]);
    expect(readZip(big, () => true, 50_000)).toEqual({ ok: false, reason: 'too-big' });
    expect(readZip(big, () => true, 100_000)).toMatchObject({ ok: true });
    // Entries not wanted are never inflated, so they cost nothing.
    expect(readZip(big, (name) => name !== 'x.xml', 1)).toMatchObject({ ok: true });
    expect(readZip(Buffer.from('PK\u0003\u0004 not really'), () => true, 1000)).toEqual({ ok: false, reason: 'broken' });
    const twice = zipOf([
      { name: 'x.xml', content: 'a' },
      { name: 'x.xml', content: 'b' },
    ]);
    expect(readZip(twice, () => true, 1000)).toEqual({ ok: false, reason: 'broken' });
  });

  it('keeps sheets inside a guest list\'s grid', () => {
    expect(columnLetters(0)).toBe('A');
    expect(columnLetters(27)).toBe('AB');
    const last = columnLetters(XLSX_MAX_COLUMN - 1);
    expect(sheetWithinGrid(`<row r="${XLSX_MAX_ROW}"><c r="${last}${XLSX_MAX_ROW}"/></row>`)).toBe(true);
    expect(sheetWithinGrid(`<row r="2"><c r="${columnLetters(XLSX_MAX_COLUMN)}2"/></row>`)).toBe(false);
    expect(sheetWithinGrid(`<row r="${XLSX_MAX_ROW + 1}"></row>`)).toBe(false);
    expect(sheetWithinGrid('<x:row r="1048576"></x:row>')).toBe(false);
    expect(sheetWithinGrid('<row>'.repeat(XLSX_MAX_ROW + 1))).toBe(false);
  });

  it('reads our own workbook, and the sample in both formats gives the same rows', async () => {
    const workbook = xlsxWorkbook([
      ['Name', 'Seats'],
      ['Ahmad & <family>', 3],
    ]);
    expect(await parseGuestFile({ bytes: workbook, fileName: 'a.xlsx' })).toMatchObject({ ok: true, file: { format: 'xlsx', rows: [{ name: 'Ahmad & <family>', seats: 3 }] } });
    const fromCsv = await parseGuestFile({ bytes: Buffer.from(sampleCsv()), fileName: 'sample.csv' });
    const fromXlsx = await parseGuestFile({ bytes: sampleXlsx(), fileName: 'sample.xlsx' });
    expect(fromCsv).toMatchObject({ ok: true, file: { problems: [] } });
    expect(fromCsv.ok && fromCsv.file.rows).toHaveLength(IMPORT_SAMPLE_ROWS.length);
    expect(fromXlsx.ok && fromXlsx.file.rows).toEqual(fromCsv.ok && fromCsv.file.rows);
  });
});

describe('duplicates', () => {
  const row = (line: number, phone = '', email = '') => ({ line, name: `Row ${line}`, phone, email });
  const existing = [
    { id: 'h1', name: 'Ahmad', phone: '+601', email: '' },
    { id: 'h2', name: 'Siti', phone: '', email: 's@x' },
  ];

  it('matches by phone or e-mail against the list and earlier rows; two households is a conflict', () => {
    const result = matchRows([row(2, '+601'), row(3, '+609', 's@x'), row(4, '+609'), row(5, '+601', 's@x'), row(6), row(7)], existing);
    expect(result.map((r) => [matchState(r.matches), r.target])).toEqual([
      ['duplicate', { kind: 'household', id: 'h1' }],
      ['duplicate', { kind: 'household', id: 'h2' }],
      // Row 3's phone now points to Siti, where row 3 went.
      ['duplicate', { kind: 'household', id: 'h2' }],
      ['conflict', null],
      // Rows without a phone or e-mail are never duplicates.
      ['new', { kind: 'row', index: 4 }],
      ['new', { kind: 'row', index: 5 }],
    ]);
    expect(result[0]!.matches).toEqual([{ by: 'phone', line: null, householdId: 'h1', name: 'Ahmad' }]);
    expect(matchRows([row(2, '', 'a@x'), row(3, '+607', 'a@x')], [])[1]!.matches).toEqual([{ by: 'email', line: 2, householdId: null, name: 'Row 2' }]);
  });

  it('a merge keeps what the row leaves empty and adds groups up to the limit', () => {
    const into = { name: 'Old', seats: 2, phone: '+601', email: 'a@x', tags: ['Family', 'Office'], language: 'malay' as const, note: 'kept' };
    expect(mergeValues(into, { name: 'New', seats: 4, phone: '', email: '', tags: ['office', 'Choir'], language: null, note: '' })).toEqual({
      name: 'New',
      seats: 4,
      phone: '+601',
      email: 'a@x',
      tags: ['Family', 'Office', 'Choir'],
      language: 'malay',
      note: 'kept',
    });
    const many = { ...into, tags: Array.from({ length: GUEST_LIMITS.tagsPerHousehold }, (_, i) => `t${i}`) };
    expect(mergeValues(many, { ...into, tags: ['extra'] }).tags).toHaveLength(GUEST_LIMITS.tagsPerHousehold);
  });
});

describe('the import\'s phone check with its answers kept', () => {
  it('answers as normalizePhone does, for a spelling, its E.164 form and a bad number, the first time and again', () => {
    for (const raw of ['012-345 6789', '60123456789', '+65 9123 4567', '', '12345', '+60 12 345 678901234']) {
      expect(normalizePhoneCached(raw), raw).toEqual(normalizePhone(raw));
      expect(normalizePhoneCached(raw), raw).toEqual(normalizePhone(raw));
      const result = normalizePhone(raw);
      if (result.ok && result.phone) expect(normalizePhoneCached(result.phone), result.phone).toEqual(normalizePhone(result.phone));
    }
  });
});

describe('same names', () => {
  it('compares names without case, spacing or width (NFKC), plain ASCII and other names alike', () => {
    const rows = [
      { line: 2, name: 'Encik  Ahmad' },
      { line: 3, name: 'ＥＮＣＩＫ ＡＨＭＡＤ' },
      { line: 4, name: '王 小明' },
      { line: 5, name: 'Siti' },
    ];
    const names = sameNames(rows, [{ id: 'h1', name: 'encik ahmad' }, { id: 'h2', name: '王\u3000小明' }]);
    expect(names[0]).toEqual([
      { line: null, householdId: 'h1', name: 'encik ahmad' },
      { line: 3, householdId: null, name: 'ＥＮＣＩＫ ＡＨＭＡＤ' },
    ]);
    expect(names[1]!.map((other) => other.line ?? other.householdId)).toEqual(['h1', 2]);
    expect(names[2]).toEqual([{ line: null, householdId: 'h2', name: '王\u3000小明' }]);
    expect(names[3]).toEqual([]);
  });
});
