import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@shared/constants';
import {
  IMPORT_MAPPINGS_PER_USER,
  matchState,
  type ImportFieldChoice,
  type PreviewRow,
  type ImportCommitData,
  type DuplicatePolicy,
  type ImportMatch,
  type ImportPreview,
  type ImportProblem,
  type ImportResult,
  type ImportRow,
} from '@shared/guest-import';
import { GUEST_LIMITS, type GuestListEvent } from '@shared/guests';
import type { HostLanguage } from '@shared/host-language';
import { isServerMessageCode, serverMessage } from '@shared/server-messages';
import { translateValidation } from '@shared/validation-messages/all';
import type { AppContext } from '@server/context';
import { firstRow } from '@server/lib/invitation-rows';
import { ownedInvitation, type Viewer } from '@server/lib/access';
import type { Db } from '@server/db/client';
import { guestImportMappings, households, invitations } from '@server/db/schema';
import { isUniqueViolation } from '@server/lib/db-errors';
import { HttpError, messageError } from '@server/lib/http-error';
import { runTask, WorkerPoolBusy, WorkerTaskFailed, WorkerTaskTimeout } from '@server/lib/worker-pool';
import { householdTokenHash } from './links';
import type { GuestFileInput, ParsedRow, ParseResult } from './import-parse';
import { guestListEventsOf, invitationNotFound } from './list-invitation';

/**
 * The spreadsheet import (product.md §12, decision 0019): a preview that writes nothing, then a
 * commit of the rows the host keeps, checked again and written in one transaction.
 */

/** Per user, previews and commits counted apart: a host fixing a file previews it a few times. */
export const GUEST_IMPORT_LIMITS = {
  previews: { limit: 30, windowMs: 10 * 60_000 },
  commits: { limit: 30, windowMs: 10 * 60_000 },
} as const;
/** Time a file may take in the worker, queue wait included (a 5,000-row workbook takes well under 1 s). */
export const IMPORT_TASK_BUDGET_MS = 15_000;
/** Rows per INSERT / UPDATE statement (10 columns each: far below PostgreSQL's 65,535 parameters). */
export const IMPORT_BATCH_ROWS = 1_000;

export interface ImportInvitation {
  id: string;
  language: Language;
  /** Its events (host's order), for the events column. */
  events: GuestListEvent[];
}

/**
 * The invitation whose guest list the viewer may import into: its owner's, or any for an admin;
 * anyone else, a malformed or a missing id gets 404, so ids cannot be probed. Later queries use
 * the id the database returned.
 */
export async function importableInvitation(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<ImportInvitation> {
  const row = await ownedInvitation(
    viewer,
    invitationId,
    (id) =>
      firstRow(
        ctx.database.db
          .select({ id: invitations.id, userId: invitations.userId, language: invitations.language, date: invitations.date, eventType: invitations.eventType, events: invitations.events })
          .from(invitations)
          .where(eq(invitations.id, id))
          .limit(1),
      ),
    invitationNotFound(),
  );
  return { id: row.id, language: (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'english', events: guestListEventsOf(row) };
}

/** A worker task under the import's budget; its failures become the host's words. */
async function runImportTask<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WorkerPoolBusy) throw messageError(503, 'IMPORT_BUSY', { code: 'BUSY', headers: { 'Retry-After': '10' } });
    if (error instanceof WorkerTaskTimeout || error instanceof WorkerTaskFailed) throw messageError(400, 'IMPORT_UNREADABLE', { code: 'UNREADABLE' });
    throw error;
  }
}

// ---- Duplicates: the same phone or e-mail as a household on the list or an earlier row ----

interface ExistingKeys {
  id: string;
  name: string;
  phone: string;
  email: string;
}

/** Where a row goes: a household on the list, an earlier row (by index), itself (new), or nowhere (conflict). */
export type RowTarget = { kind: 'household'; id: string } | { kind: 'row'; index: number } | null;

/**
 * For each row in order, what it matches and where it goes. A row matching one household (by
 * phone, e-mail or both) is a duplicate of it; matching two different ones is a conflict. A row's
 * own phone and e-mail then point to where it went, so a later row with either is its duplicate.
 * One pass over the list and one over the rows, each a Map lookup: linear.
 */
export function matchRows(rows: readonly Pick<ImportRow, 'line' | 'name' | 'phone' | 'email'>[], existing: readonly ExistingKeys[]): { matches: ImportMatch[]; target: RowTarget }[] {
  interface Holder {
    target: Exclude<RowTarget, null>;
    line: number | null;
    householdId: string | null;
    name: string;
  }
  const keys = new Map<string, Holder>();
  for (const household of existing) {
    const holder: Holder = { target: { kind: 'household', id: household.id }, line: null, householdId: household.id, name: household.name };
    if (household.phone) keys.set(`phone:${household.phone}`, holder);
    if (household.email) keys.set(`email:${household.email}`, holder);
  }
  return rows.map((row, index) => {
    const found: Holder[] = [];
    const matches: ImportMatch[] = [];
    for (const by of ['phone', 'email'] as const) {
      const holder = row[by] ? keys.get(`${by}:${row[by]}`) : undefined;
      if (!holder) continue;
      found.push(holder);
      matches.push({ by, line: holder.line, householdId: holder.householdId, name: holder.name });
    }
    const state = matchState(matches);
    if (state === 'conflict') return { matches, target: null };
    const holder: Holder = found[0] ?? { target: { kind: 'row', index }, line: row.line, householdId: null, name: row.name };
    for (const by of ['phone', 'email'] as const) {
      if (row[by] && !keys.has(`${by}:${row[by]}`)) keys.set(`${by}:${row[by]}`, holder);
    }
    return { matches, target: holder.target };
  });
}

// ---- Events: the events column's names, matched to the invitation's events ----

const eventKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Each read row's event names → the invitation's event ids (case and spacing aside, in the host's
 * order of events); a name the invitation does not have makes the row a bad row, naming it and
 * the invitation's events. Rows without names are invited to every event (no `eventIds`).
 */
export function resolveEventNames(rows: readonly ParsedRow[], events: readonly GuestListEvent[], language: HostLanguage = 'english'): { rows: ImportRow[]; problems: ImportProblem[] } {
  const byName = new Map<string, string>();
  for (const event of events) if (!byName.has(eventKey(event.name))) byName.set(eventKey(event.name), event.id);
  const known = events.map((event) => event.name);
  const resolved: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  for (const { eventNames, ...row } of rows) {
    if (!eventNames) {
      resolved.push(row);
      continue;
    }
    const unknown = eventNames.filter((name) => !byName.has(eventKey(name)));
    if (unknown.length > 0) {
      problems.push({ line: row.line, name: row.name, reasons: unknown.map((name) => serverMessage('IMPORT_UNKNOWN_EVENT', language, name, known)) });
      continue;
    }
    const wanted = new Set(eventNames.map((name) => byName.get(eventKey(name))!));
    resolved.push({ ...row, eventIds: events.filter((event) => wanted.has(event.id)).map((event) => event.id) });
  }
  return { rows: resolved, problems };
}

// ---- Same names: a warning, never a block ----

/** Printable ASCII, which NFKC leaves as it is (most names): normalize() costs more than the rest of the key. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const nameKey = (name: string) => (PRINTABLE_ASCII.test(name) ? name : name.normalize('NFKC')).trim().replace(/\s+/g, ' ').toLowerCase();

/** For each row, the earlier and later rows and the listed households with the same name (case and spacing aside). */
export function sameNames(rows: readonly Pick<ImportRow, 'line' | 'name'>[], existing: readonly { id: string; name: string }[]): PreviewRow['sameName'][] {
  const listed = new Map<string, { id: string; name: string }[]>();
  for (const household of existing) {
    const key = nameKey(household.name);
    const list = listed.get(key);
    if (!list) listed.set(key, [household]);
    else if (list.length < SAME_NAME_SHOWN) list.push(household);
  }
  const inFile = new Map<string, Pick<ImportRow, 'line' | 'name'>[]>();
  const keys = rows.map((row) => nameKey(row.name));
  rows.forEach((row, index) => {
    const key = keys[index]!;
    const list = inFile.get(key);
    if (!list) inFile.set(key, [row]);
    else list.push(row);
  });
  return rows.map((row, index) => {
    const key = keys[index]!;
    // The first few of the name's rows, not all of them: a file of one repeated name stays linear (lines are unique).
    const others = (inFile.get(key) ?? [])
      .slice(0, SAME_NAME_SHOWN + 1)
      .filter((other) => other.line !== row.line)
      .slice(0, SAME_NAME_SHOWN);
    return [
      ...(listed.get(key) ?? []).map((household) => ({ line: null, householdId: household.id, name: household.name })),
      ...others.map((other) => ({ line: other.line, householdId: null, name: other.name })),
    ];
  });
}
/** Same-name rows named per row (a list of 40 "Ahmad"s names a few; the count says the rest). */
const SAME_NAME_SHOWN = 3;

// ---- The mappings each host used ----

/** The host's remembered mappings, newest first (at most IMPORT_MAPPINGS_PER_USER). */
export async function rememberedMappings(db: Db, userId: string): Promise<{ signature: string; fields: string[] }[]> {
  return db
    .select({ signature: guestImportMappings.signature, fields: guestImportMappings.fields })
    .from(guestImportMappings)
    .where(eq(guestImportMappings.userId, userId))
    .orderBy(desc(guestImportMappings.updatedAt))
    .limit(IMPORT_MAPPINGS_PER_USER);
}

/** Keeps the mapping a host imported with, for their next file with the same header; the oldest past the limit go. */
export async function rememberMapping(db: Db, userId: string, mapping: { signature: string; fields: readonly string[] }): Promise<void> {
  await db
    .insert(guestImportMappings)
    .values({ userId, signature: mapping.signature, fields: [...mapping.fields], updatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({ target: [guestImportMappings.userId, guestImportMappings.signature], set: { fields: [...mapping.fields], updatedAt: sql`clock_timestamp()` } });
  await db.execute(sql`DELETE FROM guest_import_mappings WHERE user_id = ${userId} AND signature NOT IN (
    SELECT signature FROM guest_import_mappings WHERE user_id = ${userId} ORDER BY updated_at DESC LIMIT ${IMPORT_MAPPINGS_PER_USER})`);
}

// ---- Preview ----

export interface ImportFile {
  bytes: Buffer;
  fileName: string;
  /** The host's choice per column, when they changed the suggestion. */
  mapping?: ImportFieldChoice[] | null;
}

/** A row's reason as the worker names it (a GUEST_LIST_MESSAGES code, else a schema's English) in the host's language. */
const reasonIn = (language: HostLanguage) => (reason: string) => (isServerMessageCode(reason) ? serverMessage(reason as 'IMPORT_MISSING_NAME', language) : translateValidation(reason, language));

/** The preview; its row reasons are written in `language`, the host's (their account's, as their errors are). */
export async function previewImport(ctx: AppContext, invitation: ImportInvitation, file: ImportFile, userId: string, language: HostLanguage = 'english'): Promise<ImportPreview> {
  const remembered = file.mapping ? [] : await rememberedMappings(ctx.database.db, userId);
  const input: GuestFileInput = { bytes: file.bytes, fileName: file.fileName, mapping: file.mapping ?? null, remembered };
  const parsed: ParseResult = await runImportTask(() => runTask('parseGuestFile', input, { timeoutMs: IMPORT_TASK_BUDGET_MS }));
  if (!parsed.ok) throw new HttpError(400, parsed.code, parsed.message, {}, undefined, parsed.words.slice(1), parsed.words[0]);
  const { ignoredColumns, dataRows, format, mapping, skippedRows } = parsed.file;
  const events = resolveEventNames(parsed.file.rows, invitation.events, language);
  const say = reasonIn(language);
  const fileProblems = parsed.file.problems.map((problem) => ({ ...problem, reasons: problem.reasons.map(say) }));
  const rows = events.rows;
  const problems = events.problems.length === 0 ? fileProblems : [...fileProblems, ...events.problems].sort((a, b) => a.line - b.line);
  const existing = await ctx.database.db
    .select({ id: households.id, name: households.name, phone: households.phone, email: households.email })
    .from(households)
    .where(eq(households.invitationId, invitation.id));
  const matched = matchRows(rows, existing);
  const names = sameNames(rows, existing);
  let duplicatesInFile = 0;
  let duplicatesOnList = 0;
  let conflicts = 0;
  let sameName = 0;
  const previewRows = rows.map((row, index) => {
    const { matches } = matched[index]!;
    const state = matchState(matches);
    if (state === 'conflict') conflicts += 1;
    else if (state === 'duplicate' && matches[0]?.householdId) duplicatesOnList += 1;
    else if (state === 'duplicate') duplicatesInFile += 1;
    if (names[index]!.length > 0) sameName += 1;
    return { ...row, matches, sameName: names[index]! };
  });
  const skipped = skippedRows.filter((row) => row.reason !== 'aboveHeader').length;
  return {
    format,
    rows: previewRows,
    problems,
    ignoredColumns,
    mapping,
    skippedRows,
    counts: { rows: dataRows, valid: rows.length, invalid: problems.length, duplicatesInFile, duplicatesOnList, conflicts, sameName, skipped },
    existingHouseholds: existing.length,
    capacity: Math.max(0, GUEST_LIMITS.householdsPerInvitation - existing.length),
    invitationLanguage: invitation.language,
  };
}

// ---- Commit ----

type HouseholdValues = Omit<ImportRow, 'line'>;

const valuesOf = ({ line: _line, ...values }: ImportRow): HouseholdValues => values;

/**
 * A duplicate merged into a household: the row's name and seats win; its phone, e-mail, language
 * and note where it has one; its groups are added (up to the limit).
 */
export function mergeValues(into: HouseholdValues, row: HouseholdValues): HouseholdValues {
  const seen = new Set(into.tags.map((tag) => tag.toLowerCase()));
  const tags = [...into.tags, ...row.tags.filter((tag) => !seen.has(tag.toLowerCase()))].slice(0, GUEST_LIMITS.tagsPerHousehold);
  return {
    name: row.name,
    seats: row.seats,
    phone: row.phone || into.phone,
    email: row.email || into.email,
    tags,
    language: row.language ?? into.language,
    note: row.note || into.note,
    // The row's events when its cell named some; else the household's stay.
    ...(row.eventIds !== undefined || into.eventIds !== undefined ? { eventIds: row.eventIds ?? into.eventIds ?? null } : {}),
  };
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * Rows go to the database as one JSON parameter per batch, unpacked by jsonb_to_recordset: a
 * statement of 1,000 rows costs one parameter instead of 10,000, and building it costs nothing on
 * the main thread (drizzle's multi-row VALUES took ~0.2 s per 1,000 rows to build; PGlite and
 * PostgreSQL run this 3–4× faster too).
 */
const RECORD_COLUMNS = sql.raw('id uuid, name text, seats int, phone text, email text, tags jsonb, language text, note text, token_hash text, event_ids jsonb, has_event_ids boolean');

/** A row's events as a record: `event_ids` (null: every event) and whether the row sets them at all (a merge without them keeps the household's). */
const eventRecord = (values: HouseholdValues) => ({ event_ids: values.eventIds ?? null, has_event_ids: values.eventIds !== undefined });

async function insertHouseholds(db: Db, invitationId: string, rows: readonly (HouseholdValues & { id: string; tokenHash: string })[]): Promise<void> {
  for (const batch of batches(rows, IMPORT_BATCH_ROWS)) {
    const records = JSON.stringify(batch.map(({ tokenHash, eventIds, ...row }) => ({ ...row, token_hash: tokenHash, ...eventRecord({ ...row, eventIds }) })));
    await db.execute(sql`INSERT INTO households (id, invitation_id, name, seats, phone, email, tags, language, note, token_hash, event_ids)
      SELECT v.id, ${invitationId}::uuid, v.name, v.seats, v.phone, v.email, v.tags, v.language, v.note, v.token_hash, v.event_ids
      FROM jsonb_to_recordset(${records}::jsonb) AS v(${RECORD_COLUMNS})`);
  }
}

/** Updates many households in one statement per batch (UPDATE … FROM the same JSON records). */
async function updateHouseholds(db: Db, invitationId: string, updates: readonly [string, HouseholdValues][]): Promise<void> {
  for (const batch of batches(updates, IMPORT_BATCH_ROWS)) {
    const records = JSON.stringify(batch.map(([id, { eventIds, ...values }]) => ({ id, ...values, token_hash: '', ...eventRecord({ ...values, eventIds }) })));
    await db.execute(sql`UPDATE households AS h
      SET name = v.name, seats = v.seats, phone = v.phone, email = v.email, tags = v.tags, language = v.language, note = v.note,
        event_ids = CASE WHEN v.has_event_ids THEN v.event_ids ELSE h.event_ids END, updated_at = now()
      FROM jsonb_to_recordset(${records}::jsonb) AS v(${RECORD_COLUMNS})
      WHERE h.id = v.id AND h.invitation_id = ${invitationId}::uuid`);
  }
}

export async function commitImport(ctx: AppContext, invitation: ImportInvitation, body: ImportCommitData, userId: string): Promise<ImportResult> {
  // The browser's rows passed householdInputSchema in the route; their phones are checked again here.
  const phones = await runImportTask(() =>
    runTask(
      'normalizeImportPhones',
      body.rows.map((row) => ({ line: row.line, phone: row.phone })),
      { timeoutMs: IMPORT_TASK_BUDGET_MS },
    ),
  );
  // The only reason a phone is refused: not a phone (PHONE_MESSAGES.invalid).
  if (!phones.ok) throw messageError(400, 'IMPORT_BAD_ROW_PHONE', phones.line, { code: 'VALIDATION_ERROR' });
  const rows = body.rows.map((row, index) => ({ ...row, phone: phones.phones[index] ?? '' }));
  // The browser's events are ids the preview gave it; each must still be one of the invitation's.
  const known = new Set(invitation.events.map((event) => event.id));
  for (const row of rows) {
    if (row.eventIds?.some((id) => !known.has(id.toLowerCase()))) throw messageError(400, 'IMPORT_BAD_ROW_EVENTS', row.line, { code: 'VALIDATION_ERROR' });
  }
  for (const row of rows) if (row.eventIds) row.eventIds = invitation.events.filter((event) => row.eventIds!.some((id) => id.toLowerCase() === event.id)).map((event) => event.id);
  return writeImport(ctx, invitation, rows, body.duplicates, body.mapping ? { userId, mapping: body.mapping } : undefined);
}

/**
 * The write itself: one transaction, the invitation row locked so two imports of one list queue. The
 * host's mapping is kept in the same transaction, so a failure there cannot follow a written list.
 */
export async function writeImport(
  ctx: AppContext,
  invitation: ImportInvitation,
  rows: readonly ImportRow[],
  policy: DuplicatePolicy,
  remember?: { userId: string; mapping: { signature: string; fields: readonly string[] } },
): Promise<ImportResult> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      await tx.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, invitation.id)).for('update');
      const existing = await tx
        .select({
          id: households.id,
          name: households.name,
          seats: households.seats,
          phone: households.phone,
          email: households.email,
          tags: households.tags,
          language: households.language,
          note: households.note,
          eventIds: households.eventIds,
        })
        .from(households)
        .where(eq(households.invitationId, invitation.id));
      const existingById = new Map(existing.map((h) => [h.id, { ...h, language: h.language as Language | null }] as const));

      const inserts = new Map<number, HouseholdValues>();
      const updates = new Map<string, HouseholdValues>();
      let merged = 0;
      let skipped = 0;
      matchRows(rows, existing).forEach(({ matches, target }, index) => {
        const row = valuesOf(rows[index]!);
        if (!target || (matches.length > 0 && policy === 'skip')) {
          skipped += 1;
        } else if (matches.length === 0) {
          inserts.set(index, row);
        } else if (target.kind === 'household') {
          updates.set(target.id, mergeValues(updates.get(target.id) ?? existingById.get(target.id)!, row));
          merged += 1;
        } else {
          inserts.set(target.index, mergeValues(inserts.get(target.index)!, row));
          merged += 1;
        }
      });

      const after = existing.length + inserts.size;
      if (after > GUEST_LIMITS.householdsPerInvitation) throw messageError(409, 'IMPORT_LIST_FULL', after, { code: 'LIST_FULL' });

      await insertHouseholds(
        tx,
        invitation.id,
        [...inserts.values()].map((values) => {
          const id = randomUUID();
          return { ...values, id, tokenHash: householdTokenHash(ctx.secret, id, 1) };
        }),
      );
      await updateHouseholds(tx, invitation.id, [...updates]);
      if (remember) await rememberMapping(tx, remember.userId, remember.mapping);
      return { created: inserts.size, merged, skipped };
    });
  } catch (error) {
    // Someone added the same phone or e-mail while this import ran: nothing was written.
    if (isUniqueViolation(error)) throw messageError(409, 'IMPORT_RACED', { code: 'CONFLICT' });
    throw error;
  }
}

/** Households on an invitation's list (for tests and the bench). */
export async function householdCount(db: Db, invitationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(households).where(eq(households.invitationId, invitationId));
  return row?.n ?? 0;
}
