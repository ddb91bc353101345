import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { auditDayStart, type AuditEntry, type AuditListQuery, type AuditListResponse } from '@shared/audit';
import type { AppContext } from '@server/context';
import { auditLog } from '@server/db/schema';
import { escapeLike } from '@server/features/templates/service';
import { onePage, pageTotals } from '@server/lib/paging';

type AuditRow = typeof auditLog.$inferSelect;

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
function auditWhere(query: AuditListQuery): SQL | undefined {
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
