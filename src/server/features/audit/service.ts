import type { AuditAction, AuditSubjectType } from '@shared/audit';
import type { Db, Tx } from '@server/db/client';
import { auditLog } from '@server/db/schema';

export interface AuditActor {
  /** The signed-in admin; null for the payment gateway's signed callback (features/checkout, decision 0032). */
  id: string | null;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  /** What a reader recognises the subject by (event name, template name, payer's e-mail). */
  subjectLabel?: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one admin action. Pass the transaction that makes the change, so the entry exists exactly
 * when the change does (never one without the other).
 */
export async function recordAudit(db: Db | Tx, actor: AuditActor, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    subjectLabel: entry.subjectLabel ?? '',
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
