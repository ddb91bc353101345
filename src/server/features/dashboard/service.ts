import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DashboardInvitation, InvitationListQuery, LatestPayment } from '@shared/dashboard';
import { invitationListQuerySchema } from '@shared/dashboard';
import { SLUG_MESSAGES, slugProblem, type SlugAvailability } from '@shared/slug';
import type { AppContext } from '@server/context';
import { ownedInvitation, ownerOnly, type Viewer } from '@server/lib/access';
import { firstRow } from '@server/lib/invitation-rows';
import type { Db } from '@server/db/client';
import { invitations, paymentDetails } from '@server/db/schema';
import { isUuid } from '@shared/ids';
import { messageError } from '@server/lib/http-error';
import { richTextToPlain, safeUrl } from '@server/lib/sanitize';
import { forgetInvitation } from '@server/features/invitations/page-cache';
import { isPublished } from '@server/features/invitations/public-service';
import { isUniqueViolation } from '@server/lib/db-errors';

interface PaymentFacts {
  latest: LatestPayment | null;
  paid: boolean;
  platinum: boolean;
}

/** Per invitation: the newest payment request (product.md §7 "Latest payment status") and whether any was approved. */
async function paymentFacts(db: Db, invitationIds: string[]): Promise<Map<string, PaymentFacts>> {
  const facts = new Map<string, PaymentFacts>();
  if (invitationIds.length === 0) return facts;
  const rows = await db
    .select({ invitationId: paymentDetails.invitationId, packageType: paymentDetails.packageType, status: paymentDetails.status })
    .from(paymentDetails)
    .where(inArray(paymentDetails.invitationId, invitationIds))
    .orderBy(desc(paymentDetails.createdAt), desc(paymentDetails.id));
  for (const row of rows) {
    const entry = facts.get(row.invitationId) ?? { latest: { packageType: row.packageType, status: row.status }, paid: false, platinum: false };
    if (row.status === 'approved') {
      entry.paid = true;
      if (row.packageType === 'platinum') entry.platinum = true;
    }
    facts.set(row.invitationId, entry);
  }
  return facts;
}

const templateImage = (template: unknown): string =>
  typeof template === 'object' && template !== null ? safeUrl((template as { imageUrl?: unknown }).imageUrl) : '';

/**
 * My Invitations (product.md §2): the user's own, newest first; the tab filters by status and the search
 * matches the event name (its plain text: the stored name is rich text), venue or event type,
 * case-insensitively. A host has a handful of invitations, so the text match runs here.
 */
export async function listOwnInvitations(ctx: AppContext, userId: string, query: InvitationListQuery): Promise<DashboardInvitation[]> {
  const { q, status } = invitationListQuerySchema.parse(query);
  const statusFilter =
    status === 'all' ? undefined : status === 'published' ? sql`lower(${invitations.templateStatus}) = 'published'` : sql`lower(${invitations.templateStatus}) <> 'published'`;
  const rows = await ctx.database.db
    .select({
      id: invitations.id,
      customSlug: invitations.customSlug,
      eventName: invitations.eventName,
      eventType: invitations.eventType,
      venue: invitations.venue,
      date: invitations.date,
      time: invitations.time,
      templateStatus: invitations.templateStatus,
      template: invitations.template,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(and(eq(invitations.userId, userId), statusFilter))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));

  const needle = q.toLowerCase();
  const matching = rows
    .map((row) => ({ ...row, eventName: richTextToPlain(row.eventName) }))
    .filter((row) => !needle || [row.eventName, row.venue, row.eventType].some((text) => text.toLowerCase().includes(needle)));
  const payments = await paymentFacts(
    ctx.database.db,
    matching.map((row) => row.id),
  );
  return matching.map(({ template, ...row }) => {
    const facts = payments.get(row.id);
    return {
      ...row,
      templateStatus: isPublished(row) ? 'Published' : 'Draft',
      imageUrl: templateImage(template),
      createdAt: row.createdAt.toISOString(),
      latestPayment: facts?.latest ?? null,
      paid: facts?.paid ?? false,
      platinum: facts?.platinum ?? false,
    };
  });
}

/** 'Invitation not found' (404 NOT_FOUND), in the reader's language. */
const invitationNotFound = () => messageError(404, 'DASHBOARD_INVITATION_NOT_FOUND', { code: 'NOT_FOUND' });

const approvedPayment = (invitationId: string) =>
  sql`exists (select 1 from ${paymentDetails} where ${paymentDetails.invitationId} = ${invitationId} and ${paymentDetails.status} = 'approved')`;

/**
 * product.md §4: the owner flips Draft ⇄ Published once a payment for it is approved. One statement
 * reads the current value, checks the payment and writes the other value, so two clicks in flight
 * cannot both act on a stale status.
 */
export async function toggleInvitationStatus(ctx: AppContext, invitationId: string, userId: string): Promise<'Draft' | 'Published'> {
  if (!isUuid(invitationId)) throw invitationNotFound();
  const [row] = await ctx.database.db
    .update(invitations)
    .set({
      templateStatus: sql`case when lower(${invitations.templateStatus}) = 'published' then 'Draft' else 'Published' end`,
      updatedAt: new Date(),
    })
    .where(and(eq(invitations.id, invitationId), eq(invitations.userId, userId), approvedPayment(invitationId)))
    .returning({ templateStatus: invitations.templateStatus });
  if (!row) {
    await ownInvitationOrNotFound(ctx.database.db, invitationId, ownerOnly(userId));
    throw messageError(403, 'PUBLISH_NEEDS_PAYMENT', { code: 'PAYMENT_REQUIRED' });
  }
  forgetInvitation(invitationId);
  return isPublished(row) ? 'Published' : 'Draft';
}

async function ownInvitationOrNotFound(db: Db, invitationId: string, viewer: Viewer) {
  return ownedInvitation(
    viewer,
    invitationId,
    (id) => firstRow(db.select({ id: invitations.id, userId: invitations.userId, customSlug: invitations.customSlug }).from(invitations).where(eq(invitations.id, id)).limit(1)),
    invitationNotFound(),
  );
}

/**
 * product.md §5 availability, as advice for the panel: the format rules, the reserved words, then a
 * lookup. `invitationId` (one of the viewer's) makes its own slug answer "current".
 */
export async function checkSlugAvailability(ctx: AppContext, slug: string, viewer: Viewer, invitationId?: string): Promise<SlugAvailability> {
  const problem = slugProblem(slug);
  if (problem) return { available: false, current: false, message: problem };
  const own = invitationId ? await ownInvitationOrNotFound(ctx.database.db, invitationId, viewer) : null;
  if (own?.customSlug === slug) return { available: true, current: true, message: SLUG_MESSAGES.current };
  const [taken] = await ctx.database.db.select({ id: invitations.id }).from(invitations).where(eq(invitations.customSlug, slug)).limit(1);
  return taken ? { available: false, current: false, message: SLUG_MESSAGES.taken } : { available: true, current: false, message: SLUG_MESSAGES.available };
}

/**
 * Sets an invitation's custom slug: its owner with an approved Platinum payment, or an admin.
 * The unique index decides who wins a race; the loser gets 409 'This URL is already taken'.
 */
export async function setCustomSlug(ctx: AppContext, invitationId: string, slug: string, viewer: Viewer): Promise<string> {
  const db = ctx.database.db;
  const own = await ownInvitationOrNotFound(db, invitationId, viewer);
  if (own.customSlug === slug) return slug;
  const [platinum] = (await viewer.isAdmin())
    ? [true]
    : await db
        .select({ id: paymentDetails.id })
        .from(paymentDetails)
        .where(and(eq(paymentDetails.invitationId, invitationId), eq(paymentDetails.status, 'approved'), eq(paymentDetails.packageType, 'platinum')))
        .limit(1);
  if (!platinum) throw messageError(403, 'CUSTOM_URL_NEEDS_PLATINUM', { code: 'PLATINUM_REQUIRED' });
  try {
    await db.update(invitations).set({ customSlug: slug, updatedAt: new Date() }).where(eq(invitations.id, invitationId));
  } catch (error) {
    if (isUniqueViolation(error)) throw messageError(409, 'CUSTOM_URL_TAKEN', { code: 'SLUG_TAKEN' });
    throw error;
  }
  forgetInvitation(invitationId);
  return slug;
}
