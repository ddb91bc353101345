import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatInvitationDate, householdLanguage, SENDING_LIMITS } from '@shared/guest-sending';
import { fillMessage, hasDailyDigest } from '@shared/guests';
import { paths } from '@shared/paths';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { households, invitations, rsvpResponses, users } from '@server/db/schema';
import { DIGEST_MAX_LINES, guestInvitation, guestReminder, hostAnswerNotice, hostDigest, renderEmail, type AnswerCounts, type HostDigestParams } from '@server/emails';
import { enqueue, pruneJobs, type ClaimedJob, type JobHandlers } from '@server/lib/jobs';
import { mailboxOf, sendCapped, type MailMessage } from '@server/lib/mailer';
import { isPublished } from '@server/features/invitations/public-service';
import { isRsvpClosed } from '@server/features/rsvp/service';
import { GUEST_JOB_KINDS } from './job-kinds';
import { loadSendingInvitation, messageValuesFor, type SendingInvitation } from './sending-service';
import { autoReminderOnceKey, chargedOwner, pruneLedger, queueChargedMails, refundMail, type LedgerMail } from './mail-ledger';
import { eventHeadcount, invitationHeadcount, type Headcount } from '@server/features/rsvp/headcount';
import { toInvitationView } from '@server/features/invitations/public-service';

/*
 * The guest list's scheduled work (architecture.md "Scheduled work"): each handler reads the state
 * it acts on when it runs, not when it was queued, so a household that answered meanwhile gets no
 * reminder and a deleted one no mail. Keys (see each enqueue) make every mail one job.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Finished jobs and ledger rows are kept this long: longer than the furthest automatic reminder (60 days), so a kept once-key still blocks a repeat. */
export const JOB_RETENTION_DAYS = 90;

/** Host notices for one invitation per hour: a flood of answers must not become a flood of mail. */
export const HOST_NOTICE_LIMIT = { limit: 60, windowMs: HOUR } as const;

/** Automatic reminders go out from 09:00 Malaysia time (01:00 UTC) on the chosen day. */
const REMINDER_HOUR_UTC = 1;

/** `mailbox`: an automatic reminder's recipient when it was charged; a household whose address changed since is left to the next sweep. */
const householdPayload = z.object({ householdId: z.uuid(), invitationId: z.uuid(), resend: z.boolean().optional(), mailbox: z.string().optional() });
/** `first`: the invitation's first answer (setting 'first'), sent whatever came after it. */
const answerPayload = z.object({ invitationId: z.uuid(), responseId: z.uuid(), changed: z.boolean(), first: z.boolean().optional() });
/** `since`: the start of the local day the digest covers (absent: the 24 hours before its run, "send now"). */
const invitationPayload = z.object({ invitationId: z.uuid(), since: z.iso.datetime().optional() });

/** Guest mails are capped per recipient (a host chooses the addresses); a capped mail is retried after the back-off. */
async function sendGuestMail(ctx: AppContext, message: MailMessage): Promise<void> {
  if (!(await sendCapped(ctx, 'guest', message))) throw new Error('too many mails to this address lately; will retry');
}

async function loadHousehold(db: Db, id: string) {
  const [row] = await db.select().from(households).where(eq(households.id, id)).limit(1);
  return row ?? null;
}

async function hasAnswered(db: Db, householdId: string): Promise<boolean> {
  const [row] = await db.select({ id: rsvpResponses.id }).from(rsvpResponses).where(eq(rsvpResponses.householdId, householdId)).limit(1);
  return Boolean(row);
}

/** `guest-invitation-email`: the household's personal link, in its language. */
async function sendInvitationEmail(ctx: AppContext, job: ClaimedJob, now: Date): Promise<void> {
  const payload = householdPayload.parse(job.payload);
  const db = ctx.database.db;
  const household = await loadHousehold(db, payload.householdId);
  const invitation = household ? await loadSendingInvitation(db, household.invitationId) : null;
  // Deleted, its address removed, or sent meanwhile (when this was not a chosen re-send): nothing to send, nothing charged.
  if (!household || !household.email || (!payload.resend && household.sentAt) || !invitation) return refundMail(db, job.key);
  const language = householdLanguage(household.language, invitation.language);
  const values = messageValuesFor(ctx, invitation, household, language);
  const hostMessage = invitation.settings.message.trim() ? fillMessage(invitation.settings.message, values) : '';
  const params = { householdName: household.name, eventName: values.event, date: values.date, seats: household.seats, url: values.link, hostMessage };
  await sendGuestMail(ctx, renderEmail(guestInvitation, params, { to: household.email, lang: language }));
  await db.update(households).set({ sentAt: now, sentVia: 'email', updatedAt: now }).where(eq(households.id, household.id));
}

/** `guest-reminder-email`: only to a household still without an answer, not reminded lately, while the RSVP is open. */
async function sendReminderEmail(ctx: AppContext, job: ClaimedJob, now: Date): Promise<void> {
  const payload = householdPayload.parse(job.payload);
  const db = ctx.database.db;
  const household = await loadHousehold(db, payload.householdId);
  const invitation = household ? await loadSendingInvitation(db, household.invitationId) : null;
  const gapStart = now.getTime() - SENDING_LIMITS.reminderGapHours * HOUR;
  const nothingToSend =
    !household ||
    !invitation ||
    !household.email ||
    (payload.mailbox !== undefined && mailboxOf(household.email) !== payload.mailbox) ||
    (household.remindedAt !== null && household.remindedAt.getTime() >= gapStart) ||
    isRsvpClosed(invitation.rsvp, now.getTime()) ||
    (await hasAnswered(db, household.id));
  // Not charged: an automatic reminder may then be queued again by a later sweep, if still due.
  if (nothingToSend) return refundMail(db, job.key);
  const language = householdLanguage(household.language, invitation.language);
  const values = messageValuesFor(ctx, invitation, household, language);
  const params = { householdName: household.name, eventName: values.event, date: values.date, deadline: formatInvitationDate(invitation.deadline, language), url: values.link };
  await sendGuestMail(ctx, renderEmail(guestReminder, params, { to: household.email, lang: language }));
  await db.update(households).set({ remindedAt: now, updatedAt: now }).where(eq(households.id, household.id));
}

const startOfHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR);

/** Queues the hourly sweep of this hour (or of `at`'s hour); its key makes it one job whatever the number of instances. */
export async function scheduleGuestSweeps(db: Db, at = new Date()): Promise<void> {
  const runAt = startOfHour(at);
  await enqueue(db, { kind: GUEST_JOB_KINDS.autoReminders, key: `${GUEST_JOB_KINDS.autoReminders}:${runAt.toISOString()}`, runAt });
}

/** When an invitation's automatic reminder is due: 09:00 Malaysia time, `days` before the deadline. */
export function autoReminderDueAt(deadline: string, days: number): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(deadline);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) - days, REMINDER_HOUR_UTC));
}

/**
 * The reminders an invitation's automatic reminder queues now (none when not due, closed or
 * unpublished): one per pending household with an address not reminded lately, each once per
 * mailbox and deadline (its once-key in the ledger, which outlives the household: deleting and
 * importing it again does not send it again, however many sweeps and instances see it due).
 */
async function dueAutoReminders(db: Db, invitation: SendingInvitation, now: Date): Promise<LedgerMail[]> {
  const days = invitation.settings.autoReminderDays;
  const deadline = invitation.deadline;
  if (!days || !deadline || !invitation.rsvp.enabled || !isPublished(invitation)) return [];
  const dueAt = autoReminderDueAt(deadline, days);
  if (!dueAt || now < dueAt || isRsvpClosed(invitation.rsvp, now.getTime())) return [];
  const gapStart = new Date(now.getTime() - SENDING_LIMITS.reminderGapHours * HOUR);
  const pending = await db
    .select({ id: households.id, email: households.email })
    .from(households)
    .where(
      and(
        eq(households.invitationId, invitation.id),
        ne(households.email, ''),
        or(isNull(households.remindedAt), lt(households.remindedAt, gapStart)),
        sql`NOT EXISTS (SELECT 1 FROM ${rsvpResponses} WHERE ${rsvpResponses.householdId} = ${households.id})`,
      ),
    )
    .orderBy(asc(households.id));
  return pending.map(({ id, email }) => ({
    invitationId: invitation.id,
    to: email,
    onceKey: autoReminderOnceKey(invitation.id, email, deadline),
    // A new job per charge: a reminder whose job found nothing to send (not charged) may be queued again.
    job: { kind: GUEST_JOB_KINDS.reminderEmail, key: `${GUEST_JOB_KINDS.reminderEmail}:auto:${randomUUID()}`, runAt: now, payload: { householdId: id, invitationId: invitation.id, requestedFor: chargedOwner(invitation), mailbox: mailboxOf(email) } },
  }));
}

/** `auto-reminders`: the hourly sweep. Queues the next sweep, prunes old jobs, and queues due automatic reminders. */
async function sweepAutoReminders(ctx: AppContext, now: Date): Promise<void> {
  const db = ctx.database.db;
  await scheduleGuestSweeps(db, new Date(startOfHour(now).getTime() + HOUR));
  await pruneJobs(db, new Date(now.getTime() - JOB_RETENTION_DAYS * DAY));
  await pruneLedger(db, new Date(now.getTime() - JOB_RETENTION_DAYS * DAY));
  // Only invitations with the setting and a deadline not yet past (ISO dates compare as text).
  const today = now.toISOString().slice(0, 10);
  const candidates = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(sql`jsonb_typeof(${invitations.guestSettings}->'autoReminderDays') = 'number' AND coalesce(${invitations.rsvp}->>'deadline', '') >= ${today}`);
  for (const { id } of candidates) {
    const invitation = await loadSendingInvitation(db, id);
    if (!invitation) continue;
    const mails = await dueAutoReminders(db, invitation, now);
    if (!mails.length) continue;
    // Charged to the host like mails sent by hand; past the allowance the rest wait for a later sweep (the next day).
    const { overDailyLimit } = await queueChargedMails(db, chargedOwner(invitation), mails, now);
    if (overDailyLimit > 0) ctx.log.info({ invitationId: invitation.id, deferred: overDailyLimit }, 'automatic reminders deferred: daily e-mail limit reached');
  }
}

/** The counts the host mails state: answers so far, and the guest list's pending households (the one headcount, features/rsvp/headcount.ts). */
async function answerCounts(db: Db, invitationId: string): Promise<AnswerCounts> {
  return countsOf((await invitationHeadcount(db, invitationId)).overall);
}

// A likely duplicate is counted in the answer it repeats (issue 27).
const countsOf = (overall: Headcount): AnswerCounts => ({
  attending: overall.attendingAnswers,
  attendingGuests: overall.attendingGuests,
  declined: overall.declined,
  invited: overall.invitedHouseholds,
  pending: overall.pending,
});

/** The owner's address and language (every mail to a host is in `users.language`, decision 0030), in one query. */
async function ownerMailbox(db: Db, userId: string | null): Promise<{ to: string; lang: string } | null> {
  if (!userId) return null;
  const [row] = await db.select({ to: users.email, lang: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

const responsesUrl = (ctx: AppContext, invitationId: string) => `${ctx.config.publicUrl}${paths.rsvpResponses(invitationId)}`;

/** `host-answer-notice`: one mail to the host about one new or changed answer (as it stands now). */
async function sendHostAnswerNotice(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const payload = answerPayload.parse(job.payload);
  const db = ctx.database.db;
  const invitation = await loadSendingInvitation(db, payload.invitationId);
  const mode = invitation?.settings.hostNotify;
  if (!invitation || !(mode === 'each' || (mode === 'first' && payload.first))) return;
  const [response] = await db.select().from(rsvpResponses).where(eq(rsvpResponses.id, payload.responseId)).limit(1);
  const owner = await ownerMailbox(db, invitation.userId);
  if (!response || !owner) return;
  const { allowed } = await ctx.limiter.hit(`host-notice:${invitation.id}`, HOST_NOTICE_LIMIT.limit, HOST_NOTICE_LIMIT.windowMs);
  if (!allowed) {
    ctx.log.warn({ invitationId: invitation.id }, 'host answer notice not sent: too many this hour');
    return;
  }
  const household = response.householdId ? await loadHousehold(db, response.householdId) : null;
  const params = {
    guestName: response.guestName,
    householdName: household?.name ?? '',
    attending: response.attending,
    guests: Math.max(response.numberOfGuests, 1),
    changed: payload.changed,
    first: payload.first === true,
    eventName: invitation.eventName,
    counts: await answerCounts(db, invitation.id),
    url: responsesUrl(ctx, invitation.id),
  };
  await ctx.mailer.send(renderEmail(hostAnswerNotice, params, owner));
}

/** The invitation's events by id and name ('' when unnamed: the digest calls it by its place, in the host's language), for the per-event lines of a digest. */
async function eventsOfInvitation(db: Db, invitationId: string): Promise<{ id: string; name: string }[]> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, invitationId)).limit(1);
  return row ? toInvitationView(row).events.map((event) => ({ id: event.id, name: event.name.trim() })) : [];
}

/**
 * A digest's numbers from one headcount (features/rsvp/headcount.ts): the totals, and the confirmed
 * guests per event when there is more than one event.
 */
async function digestNumbers(db: Db, invitationId: string): Promise<Pick<HostDigestParams, 'counts' | 'events'>> {
  const all = await eventsOfInvitation(db, invitationId);
  const events = all.length > 1 ? all : [];
  const headcount = await invitationHeadcount(db, invitationId, events.map((event) => event.id));
  return {
    counts: countsOf(headcount.overall),
    events: events.map((event) => {
      const { attendingGuests, attendingAnswers, declined } = eventHeadcount(headcount, event.id);
      return { name: event.name, attendingGuests, attendingAnswers, declined };
    }),
  };
}

/**
 * `host-digest`: the answers of the local day it covers (`since` to its run: consecutive digests
 * tile the days, so each answer is in one), or of the 24 hours before it ("send now"), with the
 * counts and the confirmed guests per event; nothing when there were none.
 */
async function sendHostDigest(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const payload = invitationPayload.parse(job.payload);
  const db = ctx.database.db;
  const invitation = await loadSendingInvitation(db, payload.invitationId);
  if (!invitation || !hasDailyDigest(invitation.settings.hostNotify)) return;
  const owner = await ownerMailbox(db, invitation.userId);
  if (!owner) return;
  const end = job.runAt;
  const start = payload.since ? new Date(payload.since) : new Date(end.getTime() - DAY);
  const inWindow = and(eq(rsvpResponses.invitationId, invitation.id), gte(rsvpResponses.updatedAt, start), lt(rsvpResponses.updatedAt, end));
  const [[counted], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(rsvpResponses).where(inWindow),
    db.select().from(rsvpResponses).where(inWindow).orderBy(desc(rsvpResponses.updatedAt), desc(rsvpResponses.id)).limit(DIGEST_MAX_LINES),
  ]);
  const total = counted?.n ?? 0;
  if (total === 0) return;
  const params = {
    eventName: invitation.eventName,
    answers: rows.map((row) => ({ guestName: row.guestName, attending: row.attending, guests: Math.max(row.numberOfGuests, 1) })),
    more: total - rows.length,
    ...(await digestNumbers(db, invitation.id)),
    url: responsesUrl(ctx, invitation.id),
  };
  await ctx.mailer.send(renderEmail(hostDigest, params, owner));
}

/** Every kind of scheduled work the server runs, with its handler. */
export function guestJobHandlers(ctx: AppContext): JobHandlers {
  return {
    [GUEST_JOB_KINDS.invitationEmail]: (job, { now }) => sendInvitationEmail(ctx, job, now),
    [GUEST_JOB_KINDS.reminderEmail]: (job, { now }) => sendReminderEmail(ctx, job, now),
    [GUEST_JOB_KINDS.autoReminders]: (_job, { now }) => sweepAutoReminders(ctx, now),
    [GUEST_JOB_KINDS.hostAnswerNotice]: (job) => sendHostAnswerNotice(ctx, job),
    [GUEST_JOB_KINDS.hostDigest]: (job) => sendHostDigest(ctx, job),
  };
}
