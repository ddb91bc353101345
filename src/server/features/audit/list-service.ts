import { and, count, desc, eq, getTableColumns, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_CSV_COLUMNS, auditCsvCells, auditDayStart, type AuditCsvQuery, type AuditEntry, type AuditListQuery, type AuditListResponse } from '@shared/audit';
import { CSV_BOM, csvLine } from '@shared/responses';
import type { AppContext } from '@server/context';
import { auditLog } from '@server/db/schema';
import { escapeLike } from '@server/features/templates/service';
import { onePage, pageTotals } from '@server/lib/paging';

type AuditRow = typeof auditLog.$inferSelect;
const auditColumns = getTableColumns(auditLog);

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor_email: row.actorEmail,
    action: row.action as AuditEntry['action'],
    subject_type: row.subjectType as AuditEntry['subject_type'],
    subject_id: row.subjectId,
    subject_label: row.subjectLabel,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The filters of GET /api/admin/audit as one condition (AND of those given). */
function auditWhere(query: AuditCsvQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.subjectType) conditions.push(eq(auditLog.subjectType, query.subjectType));
  if (query.subjectId) conditions.push(eq(auditLog.subjectId, query.subjectId));
  if (query.actor) conditions.push(ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`));
  if (query.from) conditions.push(gte(auditLog.createdAt, auditDayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.createdAt, auditDayStart(query.to, true)));
  return conditions.length ? and(...conditions) : undefined;
}

/** The admin audit log (issue 20): entries newest first, filtered and paged. */
export async function listAuditEntries(ctx: AppContext, query: AuditListQuery): Promise<AuditListResponse> {
  const { db } = ctx.database;
  const where = auditWhere(query);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const rows = await onePage(db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).$dynamic(), query);
  return { data: rows.map(toEntry), ...pageTotals(total, query.pageSize) };
}

/** The CSV reads the log in batches of this many entries. */
const AUDIT_CSV_BATCH = 500;

/**
 * audit_log.csv (issue 31): every entry the filters match, newest first, streamed batch by batch
 * (keyset on the entry's time and id, so entries written meanwhile neither repeat nor shift a row);
 * UTF-8 with BOM, every cell quoted, formulas neutralised, times in Malaysia (csvDateTime).
 */
export async function* auditCsv(ctx: AppContext, query: AuditCsvQuery): AsyncGenerator<string> {
  const { db } = ctx.database;
  const where = auditWhere(query);
  yield CSV_BOM + csvLine(AUDIT_CSV_COLUMNS);
  // The cursor is the last row's (time as text, id): text keeps the microseconds a JS date would drop.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows: (AuditRow & { cursorAt: string })[] = await db
      .select({ ...auditColumns, cursorAt: sql<string>`${auditLog.createdAt}::text` })
      .from(auditLog)
      .where(and(where, after ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_CSV_BATCH);
    if (rows.length) yield rows.map((row) => csvLine(auditCsvCells(toEntry(row)))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < AUDIT_CSV_BATCH) return;
    after = { at: last.cursorAt, id: last.id };
  }
}
