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
 * Header names the import understands (compared lower-cased, spaces, dashes and underscores
 * removed): the documented ones first, then the spellings hosts commonly type.
 */
export const IMPORT_HEADER_ALIASES: Record<ImportColumn, readonly string[]> = {
  name: ['name', 'household', 'householdname', 'guest', 'guestname', 'nama'],
  seats: ['seats', 'seat', 'pax', 'guests', 'tempat'],
  phone: ['phone', 'phonenumber', 'whatsapp', 'mobile', 'telefon', 'tel'],
  email: ['email', 'emailaddress', 'emel'],
  group: ['group', 'groups', 'tag', 'tags', 'kumpulan'],
  language: ['language', 'lang', 'bahasa'],
  note: ['note', 'notes', 'catatan'],
  events: ['events', 'event', 'invitedto', 'majlis', 'acara'],
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
  noHeader: `The first row must be the header, with at least a "name" column (the columns are: ${IMPORT_COLUMNS.join(', ')}).`,
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
  seatsRange: `Seats must be a whole number from ${GUEST_LIMITS.seatsMin} to ${GUEST_LIMITS.seatsMax}.`,
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
