import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { withReadDefaults } from '@shared/invitation';
import { MESSAGES } from '@shared/messages';
import {
  catererCsv,
  CSV_BOM,
  csvLine,
  RESPONSES_CSV_COLUMNS,
  RESPONSES_PAGE_SIZE,
  responseCsvCells,
  responseRate,
  responsesQuerySchema,
  type MealCount,
  type ResponseFilter,
  type ResponsesPage,
  type ResponsesQuery,
  type ResponseSummary,
} from '@shared/responses';
import type { AppContext } from '@server/context';
import { invitations, rsvpResponses } from '@server/db/schema';
import { notFound } from '@server/lib/http-error';
import { richTextToPlain } from '@server/lib/sanitize';
import { forgetInvitationPages } from '@server/features/invitations/page-cache';
import { escapeLike } from '@server/features/templates/service';

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** Rows per database round trip while streaming a CSV. */
const CSV_BATCH = 1000;

/** The invitation whose responses the viewer may read (its owner or an admin); anyone else: not found. */
export async function readableInvitation(ctx: AppContext, invitationId: string, viewer: Viewer) {
  const [row] = await ctx.database.db
    .select({ id: invitations.id, userId: invitations.userId, eventName: invitations.eventName, customSlug: invitations.customSlug, rsvp: invitations.rsvp })
    .from(invitations)
    .where(eq(invitations.id, invitationId))
    .limit(1);
  if (!row || (!viewer.isAdmin && row.userId !== viewer.id)) throw notFound(MESSAGES.invitationNotFound);
  const mealNames = new Map(withReadDefaults({ rsvp: row.rsvp }).rsvp.mealOptions.map((option) => [option.id, option.name]));
  return { id: row.id, eventName: richTextToPlain(row.eventName), customSlug: row.customSlug, mealName: (id: string) => (id ? (mealNames.get(id) ?? id) : '') };
}
type ReadableInvitation = Awaited<ReturnType<typeof readableInvitation>>;

/** SQL LIKE treats % and _ as wildcards: a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${escapeLike(text)}%`;

function rowFilter(invitationId: string, q: string, filter: ResponseFilter): SQL | undefined {
  return and(
    eq(rsvpResponses.invitationId, invitationId),
    filter === 'attending' ? eq(rsvpResponses.attending, true) : filter === 'declined' ? eq(rsvpResponses.attending, false) : undefined,
    q ? or(ilike(rsvpResponses.guestName, likePattern(q)), ilike(rsvpResponses.email, likePattern(q))) : undefined,
  );
}

/**
 * An attending answer counts its guests; one stored without a count (older data, no plus-ones)
 * is still one person coming.
 */
const guestsOf = sql`greatest(${rsvpResponses.numberOfGuests}, 1)`;

/** The summary, computed by the database (product.md §2, §9). */
async function summarise(ctx: AppContext, invitationId: string): Promise<ResponseSummary> {
  const [row] = await ctx.database.db
    .select({
      total: sql<number>`count(*)::int`,
      attending: sql<number>`(count(*) filter (where ${rsvpResponses.attending}))::int`,
      declined: sql<number>`(count(*) filter (where not ${rsvpResponses.attending}))::int`,
      totalGuests: sql<number>`coalesce(sum(${guestsOf}) filter (where ${rsvpResponses.attending}), 0)::int`,
    })
    .from(rsvpResponses)
    .where(eq(rsvpResponses.invitationId, invitationId));
  const { total = 0, attending = 0, declined = 0, totalGuests = 0 } = row ?? {};
  return { total, attending, declined, totalGuests, responseRate: responseRate(attending, declined, total) };
}

/** product.md §9 meal summary: guests per choice among attending answers, largest first. */
async function mealSummary(ctx: AppContext, invitation: ReadableInvitation): Promise<{ meals: MealCount[]; guestsWithoutMeal: number }> {
  const rows = await ctx.database.db
    .select({ mealChoice: rsvpResponses.mealChoice, guests: sql<number>`sum(${guestsOf})::int` })
    .from(rsvpResponses)
    .where(and(eq(rsvpResponses.invitationId, invitation.id), eq(rsvpResponses.attending, true)))
    .groupBy(rsvpResponses.mealChoice);
  const meals = rows
    .filter((row) => row.mealChoice !== '')
    .map((row) => ({ id: row.mealChoice, name: invitation.mealName(row.mealChoice), guests: row.guests }))
    .sort((a, b) => b.guests - a.guests || a.name.localeCompare(b.name));
  return { meals, guestsWithoutMeal: rows.find((row) => row.mealChoice === '')?.guests ?? 0 };
}

/** One page of the table with the summary and meal counts: the responses page's one request. */
export async function getResponsesPage(ctx: AppContext, invitationId: string, viewer: Viewer, query: ResponsesQuery): Promise<ResponsesPage> {
  const { q, filter, page } = responsesQuerySchema.parse(query);
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  const where = rowFilter(invitation.id, q, filter);
  const db = ctx.database.db;
  const [summary, meals, [counted], rows] = await Promise.all([
    summarise(ctx, invitation.id),
    mealSummary(ctx, invitation),
    db.select({ matching: sql<number>`count(*)::int` }).from(rsvpResponses).where(where),
    db
      .select()
      .from(rsvpResponses)
      .where(where)
      .orderBy(desc(rsvpResponses.responseDate), desc(rsvpResponses.id))
      .limit(RESPONSES_PAGE_SIZE)
      .offset((page - 1) * RESPONSES_PAGE_SIZE),
  ]);
  return {
    invitation: { id: invitation.id, eventName: invitation.eventName, customSlug: invitation.customSlug },
    summary,
    ...meals,
    rows: rows.map((row) => ({
      id: row.id,
      guestName: row.guestName,
      email: row.email,
      attending: row.attending,
      numberOfGuests: row.numberOfGuests,
      mealChoice: row.mealChoice,
      mealName: invitation.mealName(row.mealChoice),
      carPlate: row.carPlate,
      wishes: row.wishes,
      wishHidden: row.wishHidden,
      responseDate: row.responseDate.toISOString(),
    })),
    page,
    pageSize: RESPONSES_PAGE_SIZE,
    matching: counted?.matching ?? 0,
  };
}

/**
 * rsvp_responses.csv, produced batch by batch (keyset on response date and id, oldest first), so
 * memory stays flat whatever the number of responses and the first bytes leave at once.
 */
export async function* responsesCsv(ctx: AppContext, invitation: ReadableInvitation): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(RESPONSES_CSV_COLUMNS);
  // The cursor is the last row's (response date as text, id): text keeps the microseconds a JS
  // date would drop, and it does not need that row to exist still (a guest may withdraw meanwhile).
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const batch: { row: typeof rsvpResponses.$inferSelect; cursorDate: string }[] = await ctx.database.db
      .select({ row: rsvpResponses, cursorDate: sql<string>`${rsvpResponses.responseDate}::text` })
      .from(rsvpResponses)
      .where(
        and(
          eq(rsvpResponses.invitationId, invitation.id),
          after ? sql`(${rsvpResponses.responseDate}, ${rsvpResponses.id}) > (${after.date}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(rsvpResponses.responseDate), asc(rsvpResponses.id))
      .limit(CSV_BATCH);
    if (batch.length === 0) return;
    yield batch
      .map(({ row }) => csvLine(responseCsvCells({ ...row, mealName: invitation.mealName(row.mealChoice), responseDate: row.responseDate.toISOString() })))
      .join('');
    if (batch.length < CSV_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { date: last.cursorDate, id: last.row.id };
  }
}

/** The caterer's export: guests per meal only (no names, e-mails or plates). */
export async function catererExport(ctx: AppContext, invitation: ReadableInvitation): Promise<string> {
  const { meals, guestsWithoutMeal } = await mealSummary(ctx, invitation);
  return catererCsv(meals, guestsWithoutMeal);
}

/** The host hides (or shows again) one guest's wish on the public page; the answer itself stays. */
export async function setWishHidden(ctx: AppContext, invitationId: string, responseId: string, hidden: boolean, viewer: Viewer): Promise<void> {
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  const [row] = await ctx.database.db
    .update(rsvpResponses)
    .set({ wishHidden: hidden })
    .where(and(eq(rsvpResponses.id, responseId), eq(rsvpResponses.invitationId, invitation.id)))
    .returning({ id: rsvpResponses.id });
  if (!row) throw notFound('Response not found');
  forgetInvitationPages(invitation.id);
  await ctx.liveEvents.publish(invitation.id);
}
