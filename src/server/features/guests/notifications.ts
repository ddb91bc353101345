import { and, eq, ne, sql } from 'drizzle-orm';
import { hasDailyDigest, readGuestSettings } from '@shared/guests';
import { wallToInstant } from '@shared/calendar';
import type { AppContext } from '@server/context';
import { invitations, rsvpResponses } from '@server/db/schema';
import { enqueueMany, type JobSpec } from '@server/lib/jobs';
import { GUEST_JOB_KINDS } from './job-kinds';

const DAY = 24 * 3_600_000;

/** The local day `at` falls on in `timeZone` ('YYYY-MM-DD'); an unknown zone counts as Malaysia's. */
export function localDate(at: Date, timeZone: string): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format('Asia/Kuala_Lumpur');
  }
}

/** Midnight starting the local day `date` ('YYYY-MM-DD') in `timeZone`, as an instant. */
function localMidnight(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  try {
    return new Date(wallToInstant(wall, timeZone));
  } catch {
    return new Date(wallToInstant(wall, 'Asia/Kuala_Lumpur'));
  }
}

/**
 * The daily digest covering an answer at `at`: the local day it falls on in the invitation's time
 * zone, from its midnight (`since`) to the next (`runAt`, when the digest goes out). Consecutive days
 * tile, so each answer is in exactly one digest, "since the last digest" (a 23- or 25-hour day too).
 */
export function digestWindow(at: Date, timeZone = 'Asia/Kuala_Lumpur'): { day: string; since: Date; runAt: Date } {
  const day = localDate(at, timeZone);
  const since = localMidnight(day, timeZone);
  // Noon of the next day names it whatever the day's length; its midnight is the run time.
  const next = localDate(new Date(since.getTime() + DAY + 12 * 3_600_000), timeZone);
  return { day, since, runAt: localMidnight(next, timeZone) };
}

/** When the digest covering an answer at `at` goes out: the next midnight in the invitation's time zone (Malaysia's by default). */
export function digestRunAt(at: Date, timeZone = 'Asia/Kuala_Lumpur'): Date {
  return digestWindow(at, timeZone).runAt;
}

/**
 * Called by the RSVP service after an answer is stored or changed (never throws: the answer is
 * already safe). Queues the host's notices (product.md §12): each answer at once ('each'); the first
 * answer at once and the day's answers in the daily digest ('first', the default); the digest only
 * ('daily'); nothing ('off').
 */
export async function onAnswerStored(
  ctx: AppContext,
  event: {
    invitationId: string;
    responseId: string;
    isNew: boolean;
    /** The invitation's stored settings when the caller has them: 'off' costs no query. */
    guestSettings?: unknown;
    /** The invitation's time zone when the caller has it (with the settings: no query for the digest). */
    timeZone?: string;
  },
): Promise<void> {
  if (event.guestSettings !== undefined && readGuestSettings(event.guestSettings).hostNotify === 'off') return;
  try {
    const db = ctx.database.db;
    let { guestSettings, timeZone } = event;
    let updatedAt: Date | null = null;
    // 'each' keys its notice on the answer's state; without the settings and zone, both are read here.
    if (guestSettings === undefined || timeZone === undefined || readGuestSettings(guestSettings).hostNotify === 'each') {
      const [row] = await db
        .select({ guestSettings: invitations.guestSettings, timeZone: invitations.timeZone, updatedAt: rsvpResponses.updatedAt })
        .from(rsvpResponses)
        .innerJoin(invitations, eq(invitations.id, rsvpResponses.invitationId))
        .where(eq(rsvpResponses.id, event.responseId))
        .limit(1);
      if (!row) return;
      ({ guestSettings, timeZone, updatedAt } = row);
    }
    const { hostNotify } = readGuestSettings(guestSettings);
    const jobs: JobSpec[] = [];
    if (hostNotify === 'each' && updatedAt) {
      // One notice per state of the answer: a repeated call for the same change queues nothing more.
      jobs.push({
        kind: GUEST_JOB_KINDS.hostAnswerNotice,
        key: `${GUEST_JOB_KINDS.hostAnswerNotice}:${event.responseId}:${updatedAt.toISOString()}`,
        payload: { invitationId: event.invitationId, responseId: event.responseId, changed: !event.isNew },
      });
    }
    if (hostNotify === 'first' && event.isNew && !(await hasOtherGuestAnswer(ctx, event.invitationId, event.responseId))) {
      // The invitation's first guest answer, at once: its key makes it one mail per invitation.
      jobs.push({
        kind: GUEST_JOB_KINDS.hostAnswerNotice,
        key: `${GUEST_JOB_KINDS.hostAnswerNotice}:first:${event.invitationId}`,
        payload: { invitationId: event.invitationId, responseId: event.responseId, changed: false, first: true },
      });
    }
    if (hasDailyDigest(hostNotify)) {
      // One digest per invitation per local day, whatever the number of answers.
      const { day, since, runAt } = digestWindow(new Date(), timeZone ?? 'Asia/Kuala_Lumpur');
      jobs.push({ kind: GUEST_JOB_KINDS.hostDigest, key: `${GUEST_JOB_KINDS.hostDigest}:${event.invitationId}:${day}`, payload: { invitationId: event.invitationId, since: since.toISOString() }, runAt });
    }
    // One statement for all of them.
    if (jobs.length) await enqueueMany(db, jobs);
  } catch (err) {
    ctx.log.warn({ err, invitationId: event.invitationId }, 'could not queue the host notice');
  }
}

/** Whether a guest answered this invitation before (answers the host typed do not count: the host knows them). */
async function hasOtherGuestAnswer(ctx: AppContext, invitationId: string, responseId: string): Promise<boolean> {
  const [other] = await ctx.database.db
    .select({ one: sql<number>`1` })
    .from(rsvpResponses)
    .where(and(eq(rsvpResponses.invitationId, invitationId), ne(rsvpResponses.id, responseId), eq(rsvpResponses.source, 'guest')))
    .limit(1);
  return Boolean(other);
}
