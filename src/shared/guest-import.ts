import { z } from 'zod';
import { LANGUAGES, type Language } from './constants';
import { EVENTS_MAX } from './events';
import { GUEST_LIMITS, householdInputSchema, storedHouseholdSchema } from './guests';

/**
 * Importing a guest list from a spreadsheet (product.md §12, decision 0019): the documented header,
 * the preview the server answers with, and the commit the browser sends back. One contract for the
 * routes, the client and the panel.
 */

/** The documented header, in the sample's order. `note` is optional and not in the sample. */
export const IMPORT_COLUMNS = ['name', 'seats', 'phone', 'email', 'group', 'language', 'events'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number] | 'note';

/**
 * Header names the import understands (compared lower-cased, spaces, dots, dashes, underscores,
 * colons and slashes removed): English, Malay and Chinese, the documented ones first, then the
 * spellings hosts commonly type ("Bil. Pax", "No. Telefon", "E-mel", "姓名"…).
 */
export const IMPORT_HEADER_ALIASES: Record<ImportColumn, readonly string[]> = {
  name: ['name', 'household', 'householdname', 'guest', 'guestname', 'fullname', 'nama', 'namatetamu', 'namajemputan', 'namapenuh', 'tetamu', 'jemputan', '姓名', '名字', '名称', '宾客', '来宾', '宾客姓名', '客人'],
  seats: ['seats', 'seat', 'pax', 'guests', 'persons', 'people', 'headcount', 'tempat', 'bilpax', 'bilangan', 'bilangantetamu', 'bilorang', 'jumlahpax', 'jumlahtetamu', '人数', '座位', '位数'],
  phone: ['phone', 'phonenumber', 'phoneno', 'whatsapp', 'mobile', 'contact', 'contactno', 'telefon', 'tel', 'notelefon', 'notel', 'nombortelefon', 'telefonbimbit', 'hp', 'nohp', 'handphone', '电话', '手机', '手机号', '电话号码', '联系电话'],
  email: ['email', 'emailaddress', 'mail', 'emel', 'alamatemel', '电邮', '邮箱', '电子邮件'],
  group: ['group', 'groups', 'tag', 'tags', 'category', 'relationship', 'kumpulan', 'kategori', 'hubungan', '分组', '组别', '组', '类别', '关系'],
  language: ['language', 'lang', 'bahasa', '语言'],
  note: ['note', 'notes', 'remark', 'remarks', 'catatan', 'nota', '备注'],
  events: ['events', 'event', 'invitedto', 'majlis', 'acara', '活动', '场次'],
};

/** Words that make a longer header one field's ("Nombor Telefon Bimbit", "Seats (pax)"), checked in this order. */
export const IMPORT_HEADER_WORDS: readonly (readonly [ImportColumn, readonly string[]])[] = [
  ['email', ['email', 'emel', '邮']],
  ['phone', ['telefon', 'phone', 'whatsapp', 'mobile', '电话', '手机']],
  ['seats', ['pax', 'seat', '人数']],
  ['name', ['nama', 'name', '姓名', '名字']],
  ['group', ['kumpulan', 'group', 'kategori', '分组', '组别']],
  ['note', ['catatan', 'note', 'remark', '备注']],
];

/** A column of row numbers ("Bil.", "No.", "#", "序号"): left out. */
export const IMPORT_ROW_NUMBER_HEADERS: readonly string[] = ['bil', 'no', '#', 'num', 'number', 'sn', 'sno', 'rowno', 'item', '序号', '编号', '号'];

// ---- The mapping: which column is which field (the host checks it before the preview) ----

/** What a column can be: one of the fields, or left out. */
export const IMPORT_FIELDS = ['name', 'seats', 'phone', 'email', 'group', 'language', 'note', 'events'] as const satisfies readonly ImportColumn[];
export const IMPORT_IGNORE = 'ignore';
export const importFieldChoiceSchema = z.enum([...IMPORT_FIELDS, IMPORT_IGNORE]);
export type ImportFieldChoice = z.infer<typeof importFieldChoiceSchema>;

/** Columns a sheet may have (past this it is not a guest list; XLSX and CSV alike). */
export const IMPORT_MAX_COLUMNS = 200;
/** The longest cell (Excel's own limit): longer is not a guest list's cell, in CSV or XLSX. */
export const IMPORT_MAX_CELL_CHARS = 32_767;
/** Rows looked at for the header (title rows, blank rows and notes above it). */
export const IMPORT_HEADER_SEARCH_ROWS = 30;
/** Sample values shown per column, each cut to this length. */
export const IMPORT_SAMPLES_PER_COLUMN = 3;
export const IMPORT_SAMPLE_CHARS = 60;

/** The host's choice for each column, in the file's order (multipart field "mapping", JSON). */
export const importMappingSchema = z.array(importFieldChoiceSchema).min(1).max(IMPORT_MAX_COLUMNS);
export type ImportMapping = z.infer<typeof importMappingSchema>;
export const IMPORT_MAPPING_FIELD = 'mapping';
/** The mapping's JSON in the form: 200 columns of the longest choice fit with room to spare. */
export const IMPORT_MAPPING_MAX_CHARS = 4096;

/** Why a column got its field: its header's words, its values, the host's last import with this header, the host's choice now. */
export const IMPORT_MAPPING_REASONS = ['header', 'values', 'rowNumber', 'remembered', 'chosen', 'none'] as const;

export const importMappingColumnSchema = z.object({
  /** 0-based; "A" is 0. */
  index: z.number().int(),
  /** The header cell as written (may be empty). */
  header: z.string(),
  /** The first few non-empty values below the header. */
  samples: z.array(z.string()),
  field: importFieldChoiceSchema,
  why: z.enum(IMPORT_MAPPING_REASONS),
});
export type ImportMappingColumn = z.infer<typeof importMappingColumnSchema>;

export const importMappingInfoSchema = z.object({
  /** The row number of the header (rows above it are titles, shown as left out). */
  headerLine: z.number().int(),
  /** A hash of the header's words: the same header next time gets the same mapping. */
  signature: z.string(),
  /** Where the mapping came from as a whole. */
  source: z.enum(['suggested', 'remembered', 'chosen']),
  columns: z.array(importMappingColumnSchema),
});
export type ImportMappingInfo = z.infer<typeof importMappingInfoSchema>;

/** A row the import reads but leaves out, and why (every one is shown to the host). */
export const IMPORT_SKIP_REASONS = ['aboveHeader', 'totals', 'formula'] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];
export const importSkippedRowSchema = z.object({
  line: z.number(),
  /** The row's first cells as written, to find it by. */
  text: z.string(),
  reason: z.enum(IMPORT_SKIP_REASONS),
});
export type ImportSkippedRow = z.infer<typeof importSkippedRowSchema>;
export const IMPORT_SKIP_TEXT: Record<ImportSkipReason, string> = {
  aboveHeader: 'Above the header (a title or a note)',
  totals: 'A totals row (JUMLAH, TOTAL, 合计…)',
  formula: 'Worked out by a formula (=…), not typed in',
};
/** The remembered mapping's table rows: a host keeps at most this many headers. */
export const IMPORT_MAPPINGS_PER_USER = 50;

/** The choices as the mapping step names them. */
export const IMPORT_FIELD_LABELS: Record<ImportFieldChoice, string> = {
  name: 'Name',
  seats: 'Seats',
  phone: 'Phone',
  email: 'E-mail',
  group: 'Groups',
  language: 'Language',
  note: 'Note',
  events: 'Events',
  ignore: 'Ignore (not imported)',
};

/** What each column holds, for the panel's explanation and the decision record. */
export const IMPORT_COLUMN_HELP: Record<ImportColumn, string> = {
  name: 'Required. The household as it should appear on the invitation, e.g. "Encik Ahmad sekeluarga".',
  seats: `Seats the household may fill, ${GUEST_LIMITS.seatsMin}–${GUEST_LIMITS.seatsMax}. Empty means 1.`,
  phone: 'WhatsApp number in any common spelling (012-345 6789, +65 9123 4567). Malaysian unless it starts with +.',
  email: 'E-mail address (optional).',
  group: 'Groups, separated by ";" or "," (e.g. "Bride\'s family; Office").',
  language: 'English, Malay, Chinese or Tamil (or EN, MS/BM, ZH, TA). Empty means the invitation\'s language.',
  note: 'Optional: a private note for you.',
  events: 'Optional: the events the household is invited to, by name, separated by ";" (e.g. "Akad Nikah; Majlis Resepsi"; any case). Empty means every event.',
};

/** The events cell: names separated by ";" (a name may hold a comma). */
export const IMPORT_EVENT_SEPARATOR = ';';

/** The language cell: full names and the usual codes, compared lower-cased. */
export const IMPORT_LANGUAGE_NAMES: Record<string, Language> = {
  english: 'english',
  en: 'english',
  eng: 'english',
  malay: 'malay',
  ms: 'malay',
  bm: 'malay',
  melayu: 'malay',
  'bahasa melayu': 'malay',
  'bahasa malaysia': 'malay',
  chinese: 'chinese',
  zh: 'chinese',
  mandarin: 'chinese',
  '中文': 'chinese',
  tamil: 'tamil',
  ta: 'tamil',
  'தமிழ்': 'tamil',
};

export const LANGUAGE_LABELS: Record<Language, string> = { english: 'English', malay: 'Malay', chinese: 'Chinese', tamil: 'Tamil' };

/** The sample file's rows (GET /api/guests/import-sample.csv and .xlsx). */
export const IMPORT_SAMPLE_ROWS: readonly (readonly string[])[] = [
  // The events column is left empty (every event): names are the invitation's own, see IMPORT_COLUMN_HELP.
  ['Encik Ahmad sekeluarga', '4', '012-345 6789', 'ahmad@example.com', "Groom's family; Kampung", 'malay', ''],
  ['Mr & Mrs Tan', '2', '60 12-987 6543', '', 'Office', 'EN', ''],
  ['Priya and family', '3', '016 789 0123', 'priya@example.com', "Bride's family", 'tamil', ''],
  ['Auntie Mei Ling', '', '', 'meiling@example.com', "Bride's family, Choir", '', ''],
];
export const IMPORT_SAMPLE_CSV_PATH = '/api/guests/import-sample.csv';
export const IMPORT_SAMPLE_XLSX_PATH = '/api/guests/import-sample.xlsx';
export const IMPORT_SAMPLE_FILENAME = 'guest-list-sample';

/** The multipart field that carries the file. */
export const IMPORT_FILE_FIELD = 'file';

export const IMPORT_MAX_MB = GUEST_LIMITS.importMaxBytes / (1024 * 1024);

/** What the host reads: about the file as a whole (a 400 or 413), then about single rows. */
export const IMPORT_MESSAGES = {
  noFile: 'Please choose a CSV or Excel (.xlsx) file.',
  tooLarge: `This file is larger than ${IMPORT_MAX_MB} MB. Split the list into smaller files.`,
  empty: 'This file is empty.',
  notSpreadsheet: 'This file is not a CSV or Excel (.xlsx) spreadsheet.',
  oldExcel: 'This looks like an old Excel (.xls) file or a password-protected workbook. Save it as .xlsx or CSV (without a password) and try again.',
  namedXlsxNotZip: 'This file is named .xlsx but is not an Excel workbook. Save it from your spreadsheet app as .xlsx or CSV.',
  brokenXlsx: 'This Excel file is damaged or not a workbook we can read. Save it again as .xlsx or CSV.',
  xlsxTooBig: 'This Excel file unpacks to far more data than a guest list needs. Save only the guest list sheet as .xlsx or CSV.',
  sheetTooWide: 'The sheet uses cells far outside a guest list (past column 200 or far below the last row). Copy the list to a new sheet and save it again.',
  unreadable: 'We could not read this file in time. Save it again as CSV or .xlsx and try once more.',
  busy: 'Many files are being read right now. Please try again in a few seconds.',
  noHeader: 'We could not find the header row or a column of names. The list needs a header row (e.g. "Nama", "Name" or "姓名") above the guests.',
  noNameColumn: 'Choose the column that holds the names.',
  mappingTwice: (field: string) => `Two columns are both "${field}". Choose it for one column only.`,
  badMapping: 'The columns chosen do not fit this file. Please choose the file again.',
  cellTooLong: (line: number) => `Row ${line} has a cell longer than ${IMPORT_MAX_CELL_CHARS.toLocaleString('en')} characters. Check that the file is a guest list.`,
  noRows: 'This file has a header but no guests below it.',
  tooManyRows: `This file has more than ${GUEST_LIMITS.importMaxRows.toLocaleString('en')} guest rows; one import takes at most ${GUEST_LIMITS.importMaxRows.toLocaleString('en')}. Split it into smaller files.`,
  unclosedQuote: (line: number) => `Row ${line}: a quote (") is opened and never closed. Fix that row and try again.`,
  brokenCsv: (line: number) => `Row ${line} could not be read as CSV (check its quotes). Fix that row and try again.`,
  rowTooLong: (line: number) => `Row ${line} is far too long for a guest list. Check that the file is a guest list.`,
  listFull: (after: number) =>
    `This import would put ${after.toLocaleString('en')} households on the list; one invitation can have at most ${GUEST_LIMITS.householdsPerInvitation.toLocaleString('en')}. Nothing was imported.`,
  raced: 'The guest list changed while importing, so nothing was imported. Please preview the file again.',
  badRow: (line: number, reason: string) => `Row ${line}: ${reason} Nothing was imported.`,
  rateLimited: 'Too many imports. Please wait a few minutes and try again.',
  // Row reasons.
  missingName: 'The name is missing.',
  nameTooLong: `The name is longer than ${GUEST_LIMITS.nameMax} characters.`,
  seatsRange: `Seats must be a whole number from ${GUEST_LIMITS.seatsMin} to ${GUEST_LIMITS.seatsMax} (e.g. "2", "2 orang", "2 pax").`,
  badEmail: 'This e-mail address is not valid.',
  tooManyGroups: `A household can have at most ${GUEST_LIMITS.tagsPerHousehold} groups.`,
  groupTooLong: `A group name is longer than ${GUEST_LIMITS.tagMax} characters.`,
  badLanguage: 'The language must be English, Malay, Chinese or Tamil (or EN, MS/BM, ZH, TA), or empty.',
  noteTooLong: `The note is longer than ${GUEST_LIMITS.noteMax} characters.`,
  tooManyEvents: `The events cell names more than ${EVENTS_MAX} events.`,
  unknownEvent: (name: string, known: readonly string[]) => `This invitation has no event named "${name}" (its events: ${known.join('; ')}).`,
  badEvents: 'One of the events is not an event of this invitation (it may have been removed). Please preview the file again.',
} as const;

// ---- Preview: POST /api/invitations/:id/guests/import/preview (multipart, field "file") ----

/** One row as it will be stored: phone in E.164, e-mail lower-cased, groups split. */
export const importRowSchema = householdInputSchema.extend({
  /** The row number a spreadsheet app shows (the header is row 1). */
  line: z.number().int().min(2),
});
export type ImportRowInput = z.input<typeof importRowSchema>;
export type ImportRow = z.output<typeof importRowSchema>;

/** Why a row matches another: the same phone or e-mail. */
export const DUPLICATE_KEYS = ['phone', 'email'] as const;
export type DuplicateKey = (typeof DUPLICATE_KEYS)[number];

/** A household already on the list, or an earlier row of the same file, that a row matches. */
export const importMatchSchema = z.object({
  by: z.enum(DUPLICATE_KEYS),
  /** An earlier row of this file (its row number), or null. */
  line: z.number().nullable(),
  /** A household already on the list, or null. */
  householdId: z.string().nullable(),
  name: z.string(),
});
export type ImportMatch = z.infer<typeof importMatchSchema>;

/**
 * A row as the server answers it (already checked and normalised by importRowSchema's rules). Plain
 * fields, no transforms: the answer's check costs ~10 ms for 5,000 rows instead of ~100 ms.
 */
export const storedRowSchema = storedHouseholdSchema.extend({
  line: z.number(),
  /** The events cell's events (their ids); absent when the cell is empty: every event (a merge keeps the household's). */
  eventIds: z.array(z.string()).nullable().optional(),
});

export const previewRowSchema = storedRowSchema.extend({
  /**
   * Empty: a new household. One household (matched by phone, e-mail or both): a duplicate, merged
   * or skipped as the host chooses. Two different households: a conflict, always skipped.
   */
  matches: z.array(importMatchSchema),
  /** Other rows of the file (their row numbers) and households on the list with the same name: a warning, never a block. */
  sameName: z.array(z.object({ line: z.number().nullable(), householdId: z.string().nullable(), name: z.string() })),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const importProblemSchema = z.object({
  line: z.number(),
  /** The name cell as written (may be empty), to help find the row. */
  name: z.string(),
  reasons: z.array(z.string()).min(1),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importPreviewSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  /** Rows that will be imported, in file order, duplicates flagged. */
  rows: z.array(previewRowSchema),
  /** Rows that will not be imported, with their reasons. */
  problems: z.array(importProblemSchema),
  /** Header cells the import does not use (kept out, named so the host knows). */
  ignoredColumns: z.array(z.string()),
  /** Which column went to which field, with samples, for the host to check and change. */
  mapping: importMappingInfoSchema,
  /** Rows read but left out (titles above the header, totals, formulas), each with its reason. */
  skippedRows: z.array(importSkippedRowSchema),
  counts: z.object({
    /** Data rows read (empty rows left out). */
    rows: z.number(),
    valid: z.number(),
    invalid: z.number(),
    /** Valid rows that match an earlier row of the file / a household already on the list. */
    duplicatesInFile: z.number(),
    duplicatesOnList: z.number(),
    /** Rows that match two different households (always skipped). */
    conflicts: z.number(),
    /** Rows whose name is another row's or a listed household's (imported all the same). */
    sameName: z.number(),
    /** Rows left out as totals or formulas. */
    skipped: z.number(),
  }),
  /** Households on the list now, and how many more it may take. */
  existingHouseholds: z.number(),
  capacity: z.number(),
  invitationLanguage: z.enum(LANGUAGES),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

// ---- Commit: POST /api/invitations/:id/guests/import (JSON) ----

export const DUPLICATE_POLICIES = ['merge', 'skip'] as const;
export type DuplicatePolicy = (typeof DUPLICATE_POLICIES)[number];

export const importCommitSchema = z.object({
  rows: z.array(importRowSchema).min(1, 'There are no rows to import.').max(GUEST_LIMITS.importMaxRows),
  /** What a row that matches a household (on the list or earlier in the file) does: update it, or nothing. */
  duplicates: z.enum(DUPLICATE_POLICIES),
  /** The mapping the host used, remembered for their next file with the same header. */
  mapping: z.object({ signature: z.string().regex(/^[0-9a-f]{64}$/), fields: importMappingSchema }).optional(),
});
export type ImportCommit = z.input<typeof importCommitSchema>;
export type ImportCommitData = z.output<typeof importCommitSchema>;

export const importResultSchema = z.object({
  created: z.number(),
  merged: z.number(),
  skipped: z.number(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** A preview row's state, as the panel and the server both decide it. */
export function matchState(matches: readonly ImportMatch[]): 'new' | 'duplicate' | 'conflict' {
  if (matches.length === 0) return 'new';
  const targets = new Set(matches.map((m) => m.householdId ?? `line:${m.line}`));
  return targets.size === 1 ? 'duplicate' : 'conflict';
}

/** "English (the invitation's)" for an empty language cell. */
export function importLanguageLabel(language: Language | null, invitationLanguage: Language): string {
  return language ? LANGUAGE_LABELS[language] : `${LANGUAGE_LABELS[invitationLanguage]} (invitation's)`;
}

/** A spreadsheet column's letters from its 0-based index: 0 → A, 25 → Z, 26 → AA (the mapping step, the sample file). */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
