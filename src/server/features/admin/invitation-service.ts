import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminInvitation, AdminInvitationListQuery, AdminInvitationListResponse, AdminInvitationChanges } from '@shared/admin';
import { normaliseTemplateStatus } from '@shared/invitation';
import { SLUG_MESSAGES } from '@shared/slug';
import { isUuid } from '@shared/ids';
import type { AppContext } from '@server/context';
import { invitations, users } from '@server/db/schema';
import { conflict, notFound } from '@server/lib/http-error';
import { richTextToPlain } from '@server/lib/sanitize';
import { forgetInvitation } from '@server/features/invitations/page-cache';
import { escapeLike } from '@server/features/templates/service';
import { isUniqueViolation } from '@server/lib/db-errors';

const NOT_FOUND = 'Invitation not found';

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
    created_at: row.createdAt.toISOString(),
  };
}

/** product.md §7 Admin invitations: every invitation, newest first, with its owner's e-mail; searchable and paged. */
export async function listInvitationsForAdmin(ctx: AppContext, query: AdminInvitationListQuery): Promise<AdminInvitationListResponse> {
  const { db } = ctx.database;
  const search = query.search?.trim();
  let where: SQL | undefined;
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    where = or(ilike(invitations.eventName, pattern), ilike(invitations.venue, pattern), ilike(users.email, pattern), ilike(invitations.customSlug, pattern));
  }
  const [total] = await db.select({ value: count() }).from(invitations).leftJoin(users, eq(users.id, invitations.userId)).where(where);
  const rows = await db
    .select(listColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.userId))
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rowCount = total?.value ?? 0;
  return { data: rows.map(toAdminInvitation), count: rowCount, totalPages: Math.ceil(rowCount / query.pageSize) };
}

/**
 * product.md §7 Admin invitations: update by id. The slug follows the host's rules (the shared contract)
 * and its uniqueness is the database's: a lost race is a clear 409, never a 500.
 */
export async function updateInvitationAsAdmin(ctx: AppContext, id: string, changes: AdminInvitationChanges): Promise<AdminInvitation> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const { db } = ctx.database;
  let updated: { id: string } | undefined;
  try {
    [updated] = await db
      .update(invitations)
      .set({
        ...(changes.template_status !== undefined ? { templateStatus: changes.template_status } : {}),
        ...(changes.custom_slug !== undefined ? { customSlug: changes.custom_slug } : {}),
        ...(changes.is_paid !== undefined ? { isPaid: changes.is_paid } : {}),
        updatedAt: new Date(),
      })
      .where(eq(invitations.id, id))
      .returning({ id: invitations.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_MESSAGES.taken, 'SLUG_TAKEN');
    throw error;
  }
  if (!updated) throw notFound(NOT_FOUND);
  // The public page may be cached under the old status or slug.
  forgetInvitation(id);
  const [row] = await db.select(listColumns).from(invitations).leftJoin(users, eq(users.id, invitations.userId)).where(eq(invitations.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toAdminInvitation(row);
}
