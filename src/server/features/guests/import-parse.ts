import { CsvError, parse as parseCsv } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { EVENTS_MAX } from '@shared/events';
import {
  IMPORT_EVENT_SEPARATOR,
  IMPORT_LANGUAGE_NAMES,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MESSAGES,
  type ImportColumn,
  type ImportFieldChoice,
  type ImportMappingInfo,
  type ImportProblem,
  type ImportRow,
  type ImportSkippedRow,
} from '@shared/guest-import';
import { GUEST_LIMITS, householdInputSchema } from '@shared/guests';
import { normalizePhoneCached } from './phone';
import { readZip, writeStoredZip } from './import-zip';
import { analyseGrid, failure as fail, SEATS_CELL, type Failure, type GridRow } from './import-mapping';

/**
 * Reads an uploaded guest list (CSV or XLSX) into rows as they will be stored and problems with
 * their row numbers (decision 0019). Runs in the worker pool (worker-pool-tasks.ts), never on the
 * main thread; every step is linear in the file and bounded: 5 MB in, at most 24 MB of XML
 * unpacked, at most 5,000 guest rows. Failures are values (a worker's thrown error loses its class).
 */

export type ParseFailure = Failure;
/**
 * A row as read: `eventNames` when its events cell is not empty (the names as written, each once);
 * the preview, which knows the invitation's events, turns them into ids or a bad row.
 */
export type ParsedRow = ImportRow & { eventNames?: string[] };
export interface ParsedGuestFile {
  format: 'csv' | 'xlsx';
  rows: ParsedRow[];
  problems: ImportProblem[];
  ignoredColumns: string[];
  /** Non-empty data rows read below the header (totals and formula rows included). */
  dataRows: number;
  mapping: ImportMappingInfo;
  /** Rows read and left out (titles above the header, totals, formulas), each shown to the host. */
  skippedRows: ImportSkippedRow[];
}
export type ParseResult = { ok: true; file: ParsedGuestFile } | ParseFailure;

/** What the preview hands the worker: the file, the host's mapping if they chose one, and their remembered ones. */
export interface GuestFileInput {
  bytes: Uint8Array;
  fileName: string;
  mapping?: readonly ImportFieldChoice[] | null;
  remembered?: readonly { signature: string; fields: readonly string[] }[];
}

/** XML an .xlsx may unpack to: a 5,000-row list is 1–3 MB; anything near this is not a guest list. */
export const XLSX_MAX_UNPACKED_BYTES = 24 * 1024 * 1024;
/** Cells past these are not a guest list (and would make the reader build a vast empty grid). */
export const XLSX_MAX_ROW = 20_000;
export const XLSX_MAX_COLUMN = IMPORT_MAX_COLUMNS;
/** One CSV record (all its cells): a guest row is a few hundred characters. */
const CSV_MAX_RECORD_CHARS = 64 * 1024;
/** CSV records read, blank ones included (each costs the parser ~10 µs): the same grid as a sheet's rows. */
const CSV_MAX_RECORDS = XLSX_MAX_ROW;
/**
 * The longest stretch of an XML part without a "<" or without a ">" (a text, or a tag): an Excel
 * cell holds at most 32,767 characters. The reader slows down sharply on a single text or tag of megabytes.
 */
export const XLSX_MAX_RUN_BYTES = 256 * 1024;

// ---- Cells ----

class TooManyLines extends Error {}
class TooWide extends Error {}
class CellTooLong extends Error {
  constructor(readonly line: number) {
    super('cell too long');
  }
}

/** C0 controls and DEL (the lint forbids them in a regular expression). */
const isControl = (code: number) => code < 0x20 || code === 0x7f;

/** Whether a text holds a control character or a surrogate (paired or not): only then is it rewritten. */
function needsCleaning(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isControl(code) || (code >= 0xd800 && code <= 0xdfff)) return true;
  }
  return false;
}

function withoutControls(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    out += isControl(code) ? ' ' : text[index];
  }
  return out;
}

/**
 * A cell as text: control characters become spaces (a guest's name is one line; NUL would be
 * refused by the API later), unpaired surrogates become U+FFFD, and the apostrophe our own CSV
 * export puts before a formula-like cell ('=…, '+60…) is taken off again. Nothing is evaluated:
 * "=1+1" stays the text "=1+1".
 */
export function cellText(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) return '';
  else if (typeof value === 'string') text = value;
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  else if (typeof value === 'boolean') text = value ? 'TRUE' : 'FALSE';
  else text = String(value);
  // Most cells have neither a control character nor a surrogate: one scan, no copies.
  if (needsCleaning(text)) text = withoutControls(text).replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
  text = text.trim();
  return text.charCodeAt(0) === 0x27 ? text.replace(/^'(?=[=+\-@])/, '') : text;
}

/** Groups in one cell, split on ";" or ",", each kept once (case aside), in order. */
export function splitGroups(cell: string): string[] {
  const seen = new Set<string>();
  const groups: string[] = [];
  for (const part of cell.split(/[;,]/)) {
    const group = part.trim().replace(/\s+/g, ' ');
    if (!group || seen.has(group.toLowerCase())) continue;
    seen.add(group.toLowerCase());
    groups.push(group);
  }
  return groups;
}

/** Event names in one cell, split on ";", each kept once (case and spacing aside), in order. */
export function splitEventNames(cell: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of cell.split(IMPORT_EVENT_SEPARATOR)) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name.slice(0, 100));
  }
  return names;
}

/** "2", "2.0", "2 orang", "2 org", "2 pax", "2 people", "2人", "2位": the number of seats, else NaN. */
export function parseSeats(cell: string): number {
  const match = SEATS_CELL.exec(cell.trim());
  return match ? Number.parseInt(match[1]!, 10) : Number.NaN;
}

/** One data row: the row as stored, or its reasons. Null for an empty row (skipped, not a problem). */
export function validateCells(cells: Partial<Record<ImportColumn, string>>, line: number): { row: ParsedRow } | { problem: ImportProblem } | null {
  const raw = { name: '', seats: '', phone: '', email: '', group: '', language: '', note: '', events: '', ...cells };
  if (!Object.values(raw).some(Boolean)) return null;
  const seats = raw.seats === '' ? 1 : parseSeats(raw.seats);
  const phone = normalizePhoneCached(raw.phone.slice(0, 60));
  const languageKey = raw.language.toLowerCase().replace(/\s+/g, ' ');
  const language = languageKey === '' ? null : (IMPORT_LANGUAGE_NAMES[languageKey] ?? undefined);
  const tags = splitGroups(raw.group);
  const eventNames = splitEventNames(raw.events.slice(0, 4000));
  const tooManyEvents = eventNames.length > EVENTS_MAX;

  const parsed = householdInputSchema.safeParse({
    name: raw.name,
    seats: Number.isNaN(seats) ? 'not a number' : seats,
    phone: phone.ok ? phone.phone : '',
    email: raw.email,
    tags,
    language: language ?? null,
    note: raw.note,
  });
  if (parsed.success && phone.ok && language !== undefined && !tooManyEvents) return { row: { ...parsed.data, line, ...(eventNames.length > 0 ? { eventNames } : {}) } };

  // The reasons in the columns' order.
  const fields = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  // By code (GUEST_LIST_MESSAGES): the preview writes each in the host's language (import-service.ts).
  const reasons: string[] = [];
  if (fields.has('name')) reasons.push(raw.name === '' ? 'IMPORT_MISSING_NAME' : 'IMPORT_NAME_TOO_LONG');
  if (fields.has('seats')) reasons.push('IMPORT_SEATS_RANGE');
  if (!phone.ok) reasons.push('INVALID_PHONE');
  if (fields.has('email')) reasons.push('IMPORT_BAD_EMAIL');
  if (fields.has('tags')) reasons.push(tags.length > GUEST_LIMITS.tagsPerHousehold ? 'IMPORT_TOO_MANY_GROUPS' : 'IMPORT_GROUP_TOO_LONG');
  if (language === undefined) reasons.push('IMPORT_BAD_LANGUAGE');
  if (fields.has('note')) reasons.push('IMPORT_NOTE_TOO_LONG');
  if (tooManyEvents) reasons.push('IMPORT_TOO_MANY_EVENTS');
  // Else a schema message (written by translateValidation).
  if (reasons.length === 0) reasons.push(parsed.success ? 'IMPORT_MISSING_NAME' : (parsed.error.issues[0]?.message ?? 'IMPORT_MISSING_NAME'));
  return { problem: { line, name: raw.name.slice(0, GUEST_LIMITS.nameMax), reasons } };
}

/**
 * The grid to rows: the header found, every column mapped (analyseGrid, import-mapping.ts), then
 * each data row checked. Totals and formula rows are left out and listed with their reason.
 */
function rowsOfGrid(format: 'csv' | 'xlsx', grid: readonly GridRow[], input: GuestFileInput): ParseResult {
  const analysed = analyseGrid(grid, input);
  if (!analysed.ok) return analysed;
  const { mapping, dataStart, skipped } = analysed;
  const fields = mapping.columns.map((column) => column.field);
  const rows: ParsedRow[] = [];
  const problems: ImportProblem[] = [];
  let guestRows = 0;
  for (let index = dataStart; index < grid.length; index++) {
    const row = grid[index]!;
    if (skipped.has(index)) continue;
    const values: Partial<Record<ImportColumn, string>> = {};
    for (let column = 0; column < fields.length && column < row.cells.length; column++) {
      const field = fields[column];
      if (field && field !== 'ignore') values[field] = row.cells[column]!;
    }
    const result = validateCells(values, row.line);
    if (!result) continue;
    guestRows += 1;
    if (guestRows > GUEST_LIMITS.importMaxRows) return fail('TOO_MANY_ROWS', IMPORT_MESSAGES.tooManyRows, 'IMPORT_TOO_MANY_ROWS');
    if ('row' in result) rows.push(result.row);
    else problems.push(result.problem);
  }
  const skippedRows = analysed.skippedRows;
  if (guestRows === 0 && skippedRows.every((row) => row.reason === 'aboveHeader')) return fail('NO_ROWS', IMPORT_MESSAGES.noRows, 'IMPORT_NO_ROWS');
  const ignoredColumns = mapping.columns.filter((column) => column.field === 'ignore' && column.header).map((column) => column.header.slice(0, 60));
  return { ok: true, file: { format, rows, problems, ignoredColumns, dataRows: guestRows + skippedRows.filter((row) => row.reason !== 'aboveHeader').length, mapping, skippedRows } };
}

/**
 * One row of the grid: its cells as text (trailing empty ones dropped), and whether a cell is a
 * formula (a CSV cell "=SUM(…)"; an XLSX cell with a formula, from the sheet's XML). Empty rows are
 * not kept (the row numbers keep counting). Throws past the grid's limits.
 */
function gridRow(raw: readonly unknown[], line: number, formula: string | null): GridRow | null {
  let last = -1;
  const cells: string[] = [];
  let formulaText = formula;
  for (let index = 0; index < raw.length; index++) {
    const value = raw[index];
    if (typeof value === 'string' && value.length > IMPORT_MAX_CELL_CHARS) throw new CellTooLong(line);
    // Before cellText takes our export's apostrophe off: "'=1+1" is text, "=1+1" a formula.
    if (formulaText === null && typeof value === 'string' && /^\s*=\S/.test(value)) formulaText = value.trim().slice(1, 40);
    const text = cellText(value);
    cells.push(text);
    if (text) last = index;
  }
  if (last < 0) return null;
  if (last >= IMPORT_MAX_COLUMNS) throw new TooWide();
  cells.length = last + 1;
  return { line, cells, formula: formulaText };
}

// ---- CSV ----

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** UTF-8 (with or without BOM), UTF-16 with a BOM, else Windows-1252 (Excel's "CSV" on Windows). */
export function decodeText(bytes: Uint8Array): string {
  if (UTF8_BOM.every((byte, index) => bytes[index] === byte)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Text has no NUL and almost no other control characters; binary junk has plenty. */
export function looksLikeText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  const sample = text.slice(0, 64 * 1024);
  let controls = 0;
  for (let index = 0; index < sample.length; index++) {
    const code = sample.charCodeAt(index);
    // Tabs and line breaks are a CSV's own.
    if (isControl(code) && code !== 0x09 && code !== 0x0a && code !== 0x0d) controls += 1;
  }
  return controls <= sample.length * 0.01;
}

/** The delimiter of the header line: ",", ";" (Excel in many locales) or a tab, whichever it has most of. */
export function detectDelimiter(text: string): string {
  const start = text.search(/\S/);
  const firstLine = text.slice(Math.max(0, start), Math.max(0, start) + 64 * 1024).split(/\r\n|\n|\r/, 1)[0] ?? '';
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  let best = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = outsideQuotes.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

export function parseCsvText(text: string, input: Omit<GuestFileInput, 'bytes' | 'fileName'> = {}): ParseResult {
  const grid: GridRow[] = [];
  let record = 0;
  try {
    parseCsv(text, {
      delimiter: detectDelimiter(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      max_record_size: CSV_MAX_RECORD_CHARS,
      // Each record becomes a grid row (empty ones dropped): memory holds the cells, not the parser's records.
      on_record: (cells: string[]) => {
        record += 1;
        if (record > CSV_MAX_RECORDS) throw new TooManyLines();
        const row = gridRow(cells, record, null);
        if (row) grid.push(row);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof TooManyLines || error instanceof TooWide) return fail('SHEET_TOO_WIDE', IMPORT_MESSAGES.sheetTooWide, 'IMPORT_SHEET_TOO_WIDE');
    if (error instanceof CellTooLong) return fail('CELL_TOO_LONG', IMPORT_MESSAGES.cellTooLong(error.line), 'IMPORT_CELL_TOO_LONG', error.line);
    if (error instanceof CsvError) {
      if (error.code === 'CSV_QUOTE_NOT_CLOSED') return fail('BROKEN_CSV', IMPORT_MESSAGES.unclosedQuote(record + 1), 'IMPORT_UNCLOSED_QUOTE', record + 1);
      if (error.code === 'CSV_MAX_RECORD_SIZE') return fail('BROKEN_CSV', IMPORT_MESSAGES.rowTooLong(record + 1), 'IMPORT_ROW_TOO_LONG', record + 1);
      return fail('BROKEN_CSV', IMPORT_MESSAGES.brokenCsv(record + 1), 'IMPORT_BROKEN_CSV', record + 1);
    }
    throw error;
  }
  return rowsOfGrid('csv', grid, { bytes: new Uint8Array(), fileName: '', ...input });
}

// ---- XLSX ----

/** The parts read-excel-file reads (it skips everything else in the archive too). */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');
const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;

const columnNumber = (letters: string) => [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);

/**
 * A sheet's cells stay inside a guest list's grid: read-excel-file fills every gap up to the last
 * row and column it meets, so one cell at XFD1048576 would be billions of empty cells.
 */
export function sheetWithinGrid(xml: string): boolean {
  let rows = 0;
  // [^<>], not [^>]: a tag that never closes must not send each match to the end of the sheet (quadratic).
  for (const match of xml.matchAll(/<(?:\w+:)?row\b([^<>]*)>/g)) {
    rows += 1;
    const number = /\br="(\d+)"/.exec(match[1] ?? '')?.[1];
    if (rows > XLSX_MAX_ROW || (number && Number(number) > XLSX_MAX_ROW)) return false;
  }
  for (const match of xml.matchAll(/<(?:\w+:)?c\b[^<>]*?\br="([A-Z]+)(\d+)"/g)) {
    const [, letters = '', row = '0'] = match;
    if (letters.length > 3 || columnNumber(letters) > XLSX_MAX_COLUMN || Number(row) > XLSX_MAX_ROW) return false;
  }
  return true;
}

/**
 * The longest run of bytes without a "<" or without a ">" (one pass): a text, or a tag however it
 * is written (a tag that never closes runs to the next ">", and the reader reads it as one).
 */
export function longestXmlRun(bytes: Uint8Array): number {
  let longest = 0;
  let lastOpen = -1;
  let lastClose = -1;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (byte === 0x3c) {
      longest = Math.max(longest, index - lastOpen - 1);
      lastOpen = index;
    } else if (byte === 0x3e) {
      longest = Math.max(longest, index - lastClose - 1);
      lastClose = index;
    }
  }
  return Math.max(longest, bytes.length - lastOpen - 1, bytes.length - lastClose - 1);
}

/** The worksheet read-excel-file reads: the workbook's first sheet, through its relationship (else the only sheet). */
function firstSheetPart(entries: ReadonlyMap<string, Buffer>): string | null {
  const sheets = [...entries.keys()].filter((name) => WORKSHEET_PART.test(name));
  const workbook = entries.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const rels = entries.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  const id = /<(?:\w+:)?sheet\b[^<>]*?\br:id="([^"]+)"/.exec(workbook)?.[1];
  for (const match of rels.matchAll(/<(?:\w+:)?Relationship\b([^<>]*)>/g)) {
    const attributes = match[1] ?? '';
    if (/\bId="([^"]+)"/.exec(attributes)?.[1] !== id) continue;
    const target = /\bTarget="([^"]+)"/.exec(attributes)?.[1] ?? '';
    const part = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (entries.has(part)) return part;
  }
  return sheets.length === 1 ? sheets[0]! : null;
}

/**
 * The rows of the first sheet that hold a formula (its text, or '' for a shared formula's copy): one
 * pass over row and formula tags, as sheetWithinGrid does. The reader gives a formula's last value;
 * the import leaves such rows out (totals, mostly) and says so.
 */
export function formulaRows(entries: ReadonlyMap<string, Buffer>): Map<number, string> {
  const rows = new Map<number, string>();
  const part = firstSheetPart(entries);
  if (!part) return rows;
  const xml = entries.get(part)!.toString('utf8');
  let row = 0;
  for (const match of xml.matchAll(/<(?:\w+:)?(row|f)\b([^<>]*)>/g)) {
    const attributes = match[2] ?? '';
    if (match[1] === 'row') {
      const number = /\br="(\d+)"/.exec(attributes)?.[1];
      row = number ? Number(number) : row + 1;
      continue;
    }
    if (rows.has(row)) continue;
    const at = (match.index ?? 0) + match[0].length;
    const text = attributes.endsWith('/') ? '' : xml.slice(at, Math.min(at + 40, xml.indexOf('<', at) >>> 0));
    rows.set(row, text);
  }
  return rows;
}

export async function parseXlsx(bytes: Uint8Array, input: Omit<GuestFileInput, 'bytes' | 'fileName'> = {}): Promise<ParseResult> {
  const unpacked = readZip(bytes, isXmlPart, XLSX_MAX_UNPACKED_BYTES);
  if (!unpacked.ok) return unpacked.reason === 'too-big' ? fail('XLSX_TOO_BIG', IMPORT_MESSAGES.xlsxTooBig, 'IMPORT_XLSX_TOO_BIG') : fail('BROKEN_XLSX', IMPORT_MESSAGES.brokenXlsx, 'IMPORT_BROKEN_XLSX');
  for (const content of unpacked.entries.values()) {
    if (longestXmlRun(content) > XLSX_MAX_RUN_BYTES) return fail('XLSX_TOO_BIG', IMPORT_MESSAGES.xlsxTooBig, 'IMPORT_XLSX_TOO_BIG');
  }
  for (const [name, content] of unpacked.entries) {
    if (WORKSHEET_PART.test(name) && !sheetWithinGrid(content.toString('latin1'))) return fail('SHEET_TOO_WIDE', IMPORT_MESSAGES.sheetTooWide, 'IMPORT_SHEET_TOO_WIDE');
  }
  // read-excel-file reads a clean copy: only the checked parts, stored, with true sizes.
  const clean = writeStoredZip([...unpacked.entries]);
  let sheet: unknown[][];
  try {
    // Numbers as written in the file ("60123456789", never 60123456789.00001); text trimmed; a
    // formula cell is its value as last computed by the spreadsheet app, never evaluated here.
    sheet = (await readSheet(clean, { parseNumber: (text: string) => text })) as unknown[][];
  } catch {
    return fail('BROKEN_XLSX', IMPORT_MESSAGES.brokenXlsx, 'IMPORT_BROKEN_XLSX');
  }
  const formulas = formulaRows(unpacked.entries);
  const grid: GridRow[] = [];
  try {
    for (let index = 0; index < sheet.length; index++) {
      const row = gridRow(sheet[index] ?? [], index + 1, formulas.get(index + 1) ?? null);
      if (row) grid.push(row);
    }
  } catch (error) {
    if (error instanceof TooWide) return fail('SHEET_TOO_WIDE', IMPORT_MESSAGES.sheetTooWide, 'IMPORT_SHEET_TOO_WIDE');
    if (error instanceof CellTooLong) return fail('CELL_TOO_LONG', IMPORT_MESSAGES.cellTooLong(error.line), 'IMPORT_CELL_TOO_LONG', error.line);
    throw error;
  }
  return rowsOfGrid('xlsx', grid, { bytes, fileName: '', ...input });
}

// ---- The file ----

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * What the file is comes from its bytes: a ZIP is a workbook, an OLE2 file is an old .xls (or an
 * encrypted workbook), text is CSV. The name only sharpens the message: a ".xlsx" that is not a
 * ZIP is refused rather than read as text.
 */
export async function parseGuestFile(input: GuestFileInput): Promise<ParseResult> {
  const { bytes } = input;
  const name = input.fileName.toLowerCase();
  if (bytes.length === 0) return fail('EMPTY', IMPORT_MESSAGES.empty, 'IMPORT_EMPTY');
  if (startsWith(bytes, ZIP)) return parseXlsx(bytes, input);
  if (startsWith(bytes, EMPTY_ZIP)) return fail('BROKEN_XLSX', IMPORT_MESSAGES.brokenXlsx, 'IMPORT_BROKEN_XLSX');
  if (startsWith(bytes, OLE2) || name.endsWith('.xls')) return fail('OLD_EXCEL', IMPORT_MESSAGES.oldExcel, 'IMPORT_OLD_EXCEL');
  if (/\.xls[xmb]$/.test(name)) return fail('NOT_XLSX', IMPORT_MESSAGES.namedXlsxNotZip, 'IMPORT_NOT_XLSX');
  const text = decodeText(bytes);
  if (!looksLikeText(text)) return fail('NOT_SPREADSHEET', IMPORT_MESSAGES.notSpreadsheet, 'IMPORT_NOT_SPREADSHEET');
  if (!text.trim()) return fail('EMPTY', IMPORT_MESSAGES.empty, 'IMPORT_EMPTY');
  return parseCsvText(text, input);
}

/**
 * The commit's phones, checked again on the server (the browser is never trusted): each to E.164,
 * or the first row whose phone is not valid.
 */
export type PhonesResult = { ok: true; phones: string[] } | { ok: false; line: number; reason: string };

export function normalizeImportPhones(rows: readonly { line: number; phone: string }[]): PhonesResult {
  const phones: string[] = [];
  for (const row of rows) {
    const result = normalizePhoneCached(row.phone);
    if (!result.ok) return { ok: false, line: row.line, reason: result.reason };
    phones.push(result.phone);
  }
  return { ok: true, phones };
}
