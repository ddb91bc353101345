import { createHash } from 'node:crypto';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_HEADER_ALIASES,
  IMPORT_HEADER_SEARCH_ROWS,
  IMPORT_HEADER_WORDS,
  IMPORT_LANGUAGE_NAMES,
  IMPORT_MESSAGES,
  IMPORT_ROW_NUMBER_HEADERS,
  IMPORT_SAMPLE_CHARS,
  IMPORT_SAMPLES_PER_COLUMN,
  type ImportColumn,
  type ImportFieldChoice,
  type ImportMappingColumn,
  type ImportMappingInfo,
  type ImportSkippedRow,
} from '@shared/guest-import';
import { GUEST_LIMITS } from '@shared/guests';
import type { GUEST_LIST_MESSAGES } from '@shared/server-messages/guest-list';
import { normalizePhone } from './phone';

/**
 * The mapping step of the import (product.md §12, DESIGN §10): on the grid of cells a CSV or a
 * workbook was read into, find the header row (title and note rows above it are skipped and
 * listed), suggest a field for every column from its header's words (English, Malay, Chinese) and
 * from its values (phone-like, e-mail-like, small numbers…), or take the host's own choice or
 * the one they used last time for the same header. Totals rows and formula rows are marked to be
 * left out. Pure and linear in the grid; it runs in the worker pool with the parser.
 */

export interface GridRow {
  /** The row number a spreadsheet app shows. */
  line: number;
  cells: string[];
  /** The text of a formula in the row (without "="), or null when none of its cells is one. */
  formula: string | null;
}

/**
 * A message of the import by its code (GUEST_LIST_MESSAGES) and its values: the worker names it, the
 * preview writes it in the host's language (import-service.ts).
 */
export type ImportWords = readonly [code: keyof typeof GUEST_LIST_MESSAGES, ...values: (string | number)[]];
/** A file the import refuses: the body's code, the English message (logs, tests) and the message by its code. */
export type Failure = { ok: false; code: string; message: string; words: ImportWords };
export const failure = (code: string, message: string, ...words: ImportWords): Failure => ({ ok: false, code, message, words });
export type GridAnalysis =
  | { ok: true; mapping: ImportMappingInfo; dataStart: number; skipped: Set<number>; skippedRows: ImportSkippedRow[] }
  | Failure;

/** Lower-cased, without spaces, dots, dashes, underscores, colons, slashes and brackets. */
export const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s_\-.:/()（）：]/g, '');

const ALIAS_LOOKUP = new Map<string, ImportColumn>(
  (Object.entries(IMPORT_HEADER_ALIASES) as [ImportColumn, readonly string[]][]).flatMap(([column, aliases]) => aliases.map((alias) => [alias, column] as const)),
);
const ROW_NUMBER_HEADERS = new Set(IMPORT_ROW_NUMBER_HEADERS);

/** What a header cell says it is: a field, a row-number column, or nothing known. */
export function headerField(cell: string): ImportColumn | 'rowNumber' | null {
  const key = headerKey(cell);
  if (!key || key.length > 60) return null;
  const exact = ALIAS_LOOKUP.get(key);
  if (exact) return exact;
  if (ROW_NUMBER_HEADERS.has(key)) return 'rowNumber';
  for (const [field, words] of IMPORT_HEADER_WORDS) if (words.some((word) => key.includes(word))) return field;
  return null;
}

/**
 * Totals rows: the first filled cell says so ("JUMLAH", "Jumlah Besar", "TOTAL PAX:", "合计", "Total: 250"),
 * not a name that starts with the word ("Total Ahmad Family").
 */
const TOTALS_PATTERN =
  /^(?:jumlah|total|grand\s*total|sub\s*total|keseluruhan|合计|总计|总数|小计|共计)(?:\s+(?:besar|keseluruhan|semua|tetamu|pax|guests?|seats?|kehadiran|orang|jemputan))*\s*(?:[:：=].*|\d[\d,.\s]*)?$/iu;
/** Formulas that add up a column. */
const AGGREGATE_FORMULA = /^\s*(?:SUM|SUBTOTAL|COUNTA?|AVERAGE|AGGREGATE)\s*\(/i;

export function skipReason(row: GridRow): 'totals' | 'formula' | null {
  const first = row.cells.find(Boolean) ?? '';
  if (TOTALS_PATTERN.test(first)) return 'totals';
  if (row.formula !== null) return AGGREGATE_FORMULA.test(row.formula) ? 'totals' : 'formula';
  return null;
}

/**
 * The header row among the first rows: the one with the most cells that read as a field's header
 * (earliest on a tie); without any, the first row with two filled cells (a title has one).
 */
export function findHeader(grid: readonly GridRow[]): number {
  let best = -1;
  let bestScore = 0;
  const end = Math.min(grid.length, IMPORT_HEADER_SEARCH_ROWS);
  for (let index = 0; index < end; index++) {
    const cells = grid[index]!.cells;
    let score = 0;
    for (const cell of cells) if (cell && headerField(cell)) score += 1;
    // A single filled cell is a title ("SENARAI JEMPUTAN …") unless nothing better comes.
    if (cells.filter(Boolean).length < 2) score = Math.min(score, 0.5);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  }
  if (best >= 0) return best;
  for (let index = 0; index < end; index++) if (grid[index]!.cells.filter(Boolean).length >= 2) return index;
  return -1;
}

// ---- Values ----

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_LIKE = /^\+?[\d\s\-().]{7,24}$/;
/** A seats cell as hosts type it: "2", "2.0", "2 orang", "2 pax", "2人" (import-parse reads the number with it too). */
export const SEATS_CELL = /^(\d{1,3})(?:\.0+)?\s*(?:orang|org|pax|people|persons?|guests?|seats?|tetamu|人|位|名)?\.?$/iu;
const HAS_LETTER = /\p{L}/u;
/** Values looked at per column for its kind (enough to tell, few enough to stay quick on 200 columns). */
const VALUES_LOOKED_AT = 50;
/** The share of a column's values that must look alike. */
const SHARE = 0.8;

type ValueKind = 'email' | 'phone' | 'seats' | 'rowNumber' | 'language' | 'text' | null;

/** What a column's values look like. */
export function valueKind(values: readonly string[]): ValueKind {
  if (values.length === 0) return null;
  const share = (test: (value: string) => boolean) => values.filter(test).length / values.length >= SHARE;
  if (share((value) => EMAIL_LIKE.test(value))) return 'email';
  const numbers = values.map((value) => SEATS_CELL.exec(value)?.[1]).map((digits) => (digits === undefined ? Number.NaN : Number(digits)));
  if (numbers.every((n) => Number.isInteger(n))) {
    // 1, 2, 3, … is the "Bil." column even without its header.
    if (values.length >= 2 && numbers.every((n, i) => n === numbers[0]! + i)) return 'rowNumber';
    if (numbers.every((n) => n >= GUEST_LIMITS.seatsMin && n <= GUEST_LIMITS.seatsMax)) return 'seats';
  }
  if (share((value) => PHONE_LIKE.test(value) && value.replace(/\D/g, '').length >= 8 && normalizePhone(value).ok)) return 'phone';
  if (share((value) => IMPORT_LANGUAGE_NAMES[value.toLowerCase().replace(/\s+/g, ' ')] !== undefined)) return 'language';
  if (share((value) => HAS_LETTER.test(value) && !/^\d/.test(value))) return 'text';
  return null;
}

const signatureOf = (headers: readonly string[]) =>
  createHash('sha256')
    .update(headers.map(headerKey).join('\u001f'))
    .update(`\u001e${headers.length}`)
    .digest('hex');

/** A chosen mapping's fault, or null: each field once, a name column, one choice per column. */
export function mappingFault(fields: readonly string[], columns: number): Failure | null {
  const bad = failure('BAD_MAPPING', IMPORT_MESSAGES.badMapping, 'IMPORT_BAD_MAPPING');
  if (fields.length !== columns) return bad;
  const seen = new Set<string>();
  for (const field of fields) {
    if (field === 'ignore') continue;
    if (!(IMPORT_FIELDS as readonly string[]).includes(field)) return bad;
    if (seen.has(field)) return failure('BAD_MAPPING', IMPORT_MESSAGES.mappingTwice(IMPORT_FIELD_LABELS[field as ImportFieldChoice]), 'IMPORT_MAPPING_TWICE', field);
    seen.add(field);
  }
  return seen.has('name') ? null : failure('BAD_MAPPING', IMPORT_MESSAGES.noNameColumn, 'IMPORT_NO_NAME_COLUMN');
}

/**
 * The whole step: header, columns with samples and their fields, rows to leave out. `input.mapping`
 * (the host's choice) wins; else a remembered mapping for this header; else the suggestion.
 */
export function analyseGrid(
  grid: readonly GridRow[],
  input: { mapping?: readonly ImportFieldChoice[] | null; remembered?: readonly { signature: string; fields: readonly string[] }[] },
): GridAnalysis {
  if (grid.length === 0) return failure('EMPTY', IMPORT_MESSAGES.empty, 'IMPORT_EMPTY');
  const headerIndex = findHeader(grid);
  if (headerIndex < 0) return failure('NO_HEADER', IMPORT_MESSAGES.noHeader, 'IMPORT_NO_HEADER');
  const header = grid[headerIndex]!;
  const skipped = new Set<number>();
  const skippedRows: ImportSkippedRow[] = [];
  const textOf = (row: GridRow) => row.cells.filter(Boolean).join(' · ').slice(0, 120);
  for (let index = 0; index < headerIndex; index++) skippedRows.push({ line: grid[index]!.line, text: textOf(grid[index]!), reason: 'aboveHeader' });

  // Columns: as wide as the widest row (a column without a header may still hold phones).
  let width = header.cells.length;
  const samples: string[][] = [];
  const values: string[][] = [];
  for (let index = headerIndex + 1; index < grid.length; index++) {
    const row = grid[index]!;
    const reason = skipReason(row);
    if (reason) {
      skipped.add(index);
      skippedRows.push({ line: row.line, text: textOf(row), reason });
      continue;
    }
    width = Math.max(width, row.cells.length);
    for (let column = 0; column < row.cells.length; column++) {
      const cell = row.cells[column]!;
      if (!cell) continue;
      const seen = (values[column] ??= []);
      if (seen.length < VALUES_LOOKED_AT) seen.push(cell);
      const shown = (samples[column] ??= []);
      if (shown.length < IMPORT_SAMPLES_PER_COLUMN) shown.push(cell.slice(0, IMPORT_SAMPLE_CHARS));
    }
  }
  const headers = Array.from({ length: width }, (_, column) => header.cells[column] ?? '');
  const signature = signatureOf(headers);

  let source: ImportMappingInfo['source'] = 'suggested';
  let chosen: readonly string[] | null = null;
  if (input.mapping) {
    const fault = mappingFault(input.mapping, width);
    if (fault) return fault;
    chosen = input.mapping;
    source = 'chosen';
  } else {
    const remembered = input.remembered?.find((entry) => entry.signature === signature);
    if (remembered && !mappingFault(remembered.fields, width)) {
      chosen = remembered.fields;
      source = 'remembered';
    }
  }

  const columns: ImportMappingColumn[] = headers.map((text, index) => ({
    index,
    header: text.slice(0, IMPORT_SAMPLE_CHARS),
    samples: samples[index] ?? [],
    field: 'ignore',
    why: 'none',
  }));
  if (chosen) {
    chosen.forEach((field, index) => Object.assign(columns[index]!, { field, why: source }));
  } else {
    suggest(columns, headers, values);
    if (!columns.some((column) => column.field === 'name')) return failure('NO_HEADER', IMPORT_MESSAGES.noHeader, 'IMPORT_NO_HEADER');
  }
  return { ok: true, mapping: { headerLine: header.line, signature, source, columns }, dataStart: headerIndex + 1, skipped, skippedRows: skippedRows.sort((a, b) => a.line - b.line) };
}

/** Headers first (each field once, the first column wins), then values for the columns left. */
function suggest(columns: ImportMappingColumn[], headers: readonly string[], values: readonly (string[] | undefined)[]): void {
  const taken = new Set<string>();
  headers.forEach((text, index) => {
    const field = headerField(text);
    const column = columns[index]!;
    if (field === 'rowNumber') Object.assign(column, { field: 'ignore', why: 'rowNumber' });
    else if (field && !taken.has(field)) {
      taken.add(field);
      Object.assign(column, { field, why: 'header' });
    }
  });
  const byValues: Record<Exclude<ValueKind, null | 'rowNumber'>, ImportColumn> = { email: 'email', phone: 'phone', seats: 'seats', language: 'language', text: 'name' };
  columns.forEach((column, index) => {
    if (column.why !== 'none') return;
    const kind = valueKind(values[index] ?? []);
    if (kind === 'rowNumber') return void Object.assign(column, { why: 'rowNumber' });
    if (!kind) return;
    const field = byValues[kind];
    if (taken.has(field)) return;
    taken.add(field);
    Object.assign(column, { field, why: 'values' });
  });
}
