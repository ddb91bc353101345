import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { RESPONSES_PAGE_SIZE, responsesQuerySchema, type ResponseFilter, type ResponsesPage, type ResponsesQuery } from '@shared/responses';
import type { AppContext } from '@server/context';
import { rsvpResponses } from '@server/db/schema';
import type { Viewer } from '@server/lib/access';
import { escapeLike } from '@server/features/templates/service';
import { guestSummary } from '@server/features/guests/summary';
import { invitationHeadcount, invitationMealCounts } from './headcount';
import { readableInvitation } from './readable-invitation';
import { repliesOf, selectRows, toResponseRow } from './response-rows';
import { eventSummaries, mealSummary, summaryOf } from './responses-summary';

/** SQL LIKE treats % and _ as wildcards: a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${escapeLike(text)}%`;

function rowFilter(invitationId: string, q: string, filter: ResponseFilter): SQL | undefined {
  return and(
    eq(rsvpResponses.invitationId, invitationId),
    filter === 'attending'
      ? eq(rsvpResponses.attending, true)
      : filter === 'declined'
        ? eq(rsvpResponses.attending, false)
        : filter === 'duplicates'
          ? isNotNull(rsvpResponses.duplicateOf)
          : undefined,
    q ? or(ilike(rsvpResponses.guestName, likePattern(q)), ilike(rsvpResponses.email, likePattern(q))) : undefined,
  );
}

/** One page of the table with the summary and meal counts: the responses page's one request. */
export async function getResponsesPage(ctx: AppContext, invitationId: string, viewer: Viewer, query: ResponsesQuery): Promise<ResponsesPage> {
  const { q, filter, page } = responsesQuerySchema.parse(query);
  const invitation = await readableInvitation(ctx, invitationId, viewer);
  const where = rowFilter(invitation.id, q, filter);
  const db = ctx.database.db;
  // One headcount for the page: the guest-list card reads its overall row instead of asking again.
  const counting = invitationHeadcount(db, invitation.id, invitation.events.map((event) => event.id));
  const [headcount, mealCounts, guests, [counted], rows] = await Promise.all([
    counting,
    invitationMealCounts(db, invitation.id),
    counting.then((all) => guestSummary(db, invitation.id, all.overall)),
    db.select({ matching: sql<number>`count(*)::int` }).from(rsvpResponses).where(where),
    selectRows(db)
      .where(where)
      .orderBy(desc(rsvpResponses.responseDate), desc(rsvpResponses.id))
      .limit(RESPONSES_PAGE_SIZE)
      .offset((page - 1) * RESPONSES_PAGE_SIZE),
  ]);
  const replies = await repliesOf(db, invitation, rows.map(({ row }) => row.id));
  return {
    invitation: { id: invitation.id, eventName: invitation.eventName, customSlug: invitation.customSlug },
    summary: summaryOf(headcount),
    // Without a guest list there is nobody to be pending: the page stays as it was.
    guests: guests.households > 0 ? guests : null,
    answerOptions: invitation.answerOptions,
    ...mealSummary(invitation, mealCounts),
    events: eventSummaries(invitation, headcount, mealCounts),
    rows: rows.map((row) => toResponseRow(invitation, row, replies.get(row.row.id) ?? [])),
    page,
    pageSize: RESPONSES_PAGE_SIZE,
    matching: counted?.matching ?? 0,
  };
}
