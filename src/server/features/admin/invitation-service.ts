import { and, count, desc, eq, exists, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { MARK_PAID_REASON_REQUIRED, STATUS_REASON_REQUIRED, statusChangeNeedsReason, type AdminInvitation, type AdminInvitationListQuery, type AdminInvitationListResponse, type AdminInvitationChanges } from '@shared/admin';
import type { AuditAction } from '@shared/audit';
import { normaliseTemplateStatus } from '@shared/invitation';
import { SLUG_MESSAGES } from '@shared/slug';
import { isUuid } from '@shared/ids';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { invitations, paymentDetails, users } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/lib/http-error';
import { paths } from '@shared/paths';
import { invitationStatusByAdmin, renderEmail } from '@server/emails';
import { replyParams } from '@server/features/payments/notices';
import { onePage, pageTotals } from '@server/lib/paging';
import { richTextToPlain } from '@server/lib/sanitize';
import { forgetInvitation } from '@server/features/invitations/page-cache';
import { escapeLike } from '@server/features/templates/service';
import { isUniqueViolation } from '@server/lib/db-errors';
import { deleteInvitation } from '@server/features/invitations/service';
import { recordAudit, type AuditActor } from '@server/features/audit/service';

const NOT_FOUND = 'Invitation not found';

/** An approved payment record exists for the invitation (marking it paid then needs no reason). */
const approvedPaymentExists = (tx: Db | Tx) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(paymentDetails)
      .where(and(eq(paymentDetails.invitationId, invitations.id), eq(paymentDetails.status, 'approved'))),
  );

const listColumns = {
  id: invitations.id,
  eventName: invitations.eventName,
  eventType: invitations.eventType,
  venue: invitations.venue,
  date: invitations.date,
  userId: invitations.userId,
  ownerEmail: users.email,
  customSlug: invitations.customSlug,
  templateStatus: invitations.templateStatus,
  isPaid: invitations.isPaid,
  createdAt: invitations.createdAt,
};

/** Its payment requests of any status. */
const paymentCount = sql<number>`(select count(*) from ${paymentDetails} where ${paymentDetails.invitationId} = ${invitations.id})::int`;

const columnsIn = (db: Db | Tx) => ({ ...listColumns, hasApprovedPayment: approvedPaymentExists(db).mapWith(Boolean), paymentCount: paymentCount.mapWith(Number) });

interface ListRow {
  id: string;
  eventName: string;
  eventType: string;
  venue: string;
  date: string | null;
  userId: string | null;
  ownerEmail: string | null;
  customSlug: string | null;
  templateStatus: string;
  isPaid: boolean;
  hasApprovedPayment: boolean;
  paymentCount: number;
  createdAt: Date;
}

function toAdminInvitation(row: ListRow): AdminInvitation {
  return {
    id: row.id,
    event_name: richTextToPlain(row.eventName),
    event_type: row.eventType,
    venue: row.venue,
    date: row.date,
    owner_email: row.ownerEmail,
    is_preview: row.userId === null,
    custom_slug: row.customSlug,
    template_status: normaliseTemplateStatus(row.templateStatus),
    is_paid: row.isPaid,
    has_approved_payment: row.hasApprovedPayment,
    payment_count: row.paymentCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** product.md §7 Admin invitations: every invitation, newest first, with its owner's e-mail; searchable and paged. */
export async function listInvitationsForAdmin(ctx: AppContext, query: AdminInvitationListQuery): Promise<AdminInvitationListResponse> {
  const { db } = ctx.database;
  const search = query.search?.trim();
  const owner = query.owner?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : null;
  // The day it was created in Malaysia's calendar, for the date range.
  const createdDay = sql`(${invitations.createdAt} at time zone 'Asia/Kuala_Lumpur')::date`;
  const where: SQL | undefined = and(
    pattern ? or(ilike(invitations.eventName, pattern), ilike(invitations.venue, pattern), ilike(users.email, pattern), ilike(invitations.customSlug, pattern)) : undefined,
    query.status === 'published' ? eq(invitations.templateStatus, 'Published') : query.status === 'draft' ? sql`${invitations.templateStatus} <> 'Published'` : undefined,
    query.paid === 'all' ? undefined : eq(invitations.isPaid, query.paid === 'paid'),
    owner ? ilike(users.email, `%${escapeLike(owner)}%`) : undefined,
    query.from ? gte(createdDay, sql`${query.from}::date`) : undefined,
    query.to ? lte(createdDay, sql`${query.to}::date`) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(invitations).leftJoin(users, eq(users.id, invitations.userId)).where(where);
  const rows = await onePage(
    db.select(columnsIn(db)).from(invitations).leftJoin(users, eq(users.id, invitations.userId)).where(where).orderBy(desc(invitations.createdAt), desc(invitations.id)).$dynamic(),
    query,
  );
  return { data: rows.map(toAdminInvitation), ...pageTotals(total, query.pageSize) };
}

/** What the audit log recognises an invitation by, also after it is deleted: "Event name (owner e-mail)". */
function auditLabel(invitation: AdminInvitation): string {
  return `${invitation.event_name || 'Untitled invitation'} (${invitation.owner_email ?? 'template preview'})`;
}

type ChangeField = 'template_status' | 'custom_slug' | 'is_paid';
const CHANGE_FIELDS: readonly ChangeField[] = ['template_status', 'custom_slug', 'is_paid'];

/** One change → its own action (publish, unpublish, set_url, mark_paid, mark_unpaid); several → 'invitation.update'. */
function auditAction(changes: AdminInvitationChanges, fields: readonly ChangeField[]): AuditAction {
  if (fields.length !== 1) return 'invitation.update';
  if (fields[0] === 'template_status') return changes.template_status === 'Published' ? 'invitation.publish' : 'invitation.unpublish';
  if (fields[0] === 'custom_slug') return 'invitation.set_url';
  return changes.is_paid ? 'invitation.mark_paid' : 'invitation.mark_unpaid';
}

async function readForAdmin(db: Db | Tx, id: string, lock = false): Promise<AdminInvitation | undefined> {
  // A malformed id names no invitation (404), and never reaches the uuid column as text.
  if (!isUuid(id)) return undefined;
  const query = db.select(columnsIn(db)).from(invitations).leftJoin(users, eq(users.id, invitations.userId)).where(eq(invitations.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: invitations }) : await query;
  return row ? toAdminInvitation(row) : undefined;
}

/**
 * product.md §7 Admin invitations: update by id. The slug follows the host's rules (the shared contract)
 * and its uniqueness is the database's: a lost race is a clear 409, never a 500. Marking paid an
 * invitation without an approved payment needs a reason. The change and its one audit entry (the
 * requested fields before and after) are written in one transaction.
 */
export async function updateInvitationAsAdmin(ctx: AppContext, actor: AuditActor, id: string, changes: AdminInvitationChanges): Promise<AdminInvitation> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const fields = CHANGE_FIELDS.filter((field) => changes[field] !== undefined);
  const told: { status?: { published: boolean; eventName: string } } = {};
  try {
    await ctx.database.db.transaction(async (tx) => {
      const current = await readForAdmin(tx, id, true);
      if (!current) throw notFound(NOT_FOUND);
      if (changes.is_paid === true && !current.has_approved_payment && !changes.reason) throw badRequest(MARK_PAID_REASON_REQUIRED, 'REASON_REQUIRED');
      // Publishing an unpaid host invitation or taking a paid one offline: a reason, kept in the audit entry and told to the host.
      const needs = changes.template_status ? statusChangeNeedsReason(current, changes.template_status) : null;
      if (needs && !changes.reason) throw badRequest(STATUS_REASON_REQUIRED[needs], 'REASON_REQUIRED');
      if (changes.template_status && changes.template_status !== current.template_status && !current.is_preview) {
        told.status = { published: changes.template_status === 'Published', eventName: current.event_name };
      }
      await tx
        .update(invitations)
        .set({
          ...(changes.template_status !== undefined ? { templateStatus: changes.template_status } : {}),
          ...(changes.custom_slug !== undefined ? { customSlug: changes.custom_slug } : {}),
          ...(changes.is_paid !== undefined ? { isPaid: changes.is_paid } : {}),
          updatedAt: new Date(),
        })
        .where(eq(invitations.id, id));
      await recordAudit(tx, actor, {
        action: auditAction(changes, fields),
        subjectType: 'invitation',
        subjectId: id,
        subjectLabel: auditLabel(current),
        reason: changes.reason ?? null,
        before: Object.fromEntries(fields.map((field) => [field, current[field]])),
        after: Object.fromEntries(fields.map((field) => [field, changes[field]])),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_MESSAGES.taken, 'SLUG_TAKEN');
    throw error;
  }
  // The public page may be cached under the old status or slug.
  forgetInvitation(id);
  const updated = await readForAdmin(ctx.database.db, id);
  if (!updated) throw notFound(NOT_FOUND);
  if (told.status) await tellHostOfStatus(ctx, id, told.status, changes.reason);
  return updated;
}

/**
 * After the commit: the host is told that an admin published or unpublished their invitation, with
 * the reason, in the account's language. A mail failure is logged and never undoes the change.
 */
async function tellHostOfStatus(ctx: AppContext, invitationId: string, change: { published: boolean; eventName: string }, reason: string | undefined): Promise<void> {
  const [owner] = await ctx.database.db
    .select({ email: users.email, language: users.language })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.id, invitationId))
    .limit(1);
  if (!owner) return;
  const params = { published: change.published, eventName: change.eventName, reason, dashboardUrl: `${ctx.config.publicUrl}${paths.dashboard}`, ...replyParams(ctx) };
  try {
    await ctx.mailer.send(renderEmail(invitationStatusByAdmin, params, { to: owner.email, lang: owner.language }));
  } catch (error) {
    ctx.log.error({ error, invitationId }, 'could not send the invitation status mail');
  }
}

/**
 * product.md §7 Admin invitations: delete any invitation (its answers, payments, receipts and images go
 * with it). The audit entry keeps what it was (event name, owner, URL, status, paid) and is written in
 * the deletion's transaction: deleteInvitation runs inside it (a savepoint), so neither exists without the other.
 */
export async function deleteInvitationAsAdmin(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  await ctx.database.db.transaction(async (tx) => {
    const current = await readForAdmin(tx, id, true);
    if (!current) throw notFound(NOT_FOUND);
    const { id: _id, created_at: _created, ...snapshot } = current;
    await recordAudit(tx, actor, { action: 'invitation.delete', subjectType: 'invitation', subjectId: id, subjectLabel: auditLabel(current), before: snapshot, after: null });
    await deleteInvitation({ ...ctx, database: { ...ctx.database, db: tx } }, id, null);
  });
}
