import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { EVENT_TYPES, LANGUAGES, type EventType, type Language } from '@shared/constants';
import {
  formatInvitationDate,
  householdLanguage,
  householdMessage,
  SENDING_LIMITS,
  sendQueueQuerySchema,
  type DigestNowResult,
  type MarkSentBody,
  type MarkSentResult,
  type RemindResult,
  type SendEmailsResult,
  type SendingCounts,
  type SendMode,
  type SendQueue,
  type SendQueueQuery,
} from '@shared/guest-sending';
import { hasDailyDigest, readGuestSettings, whatsappUrl, type GuestSettings, type MessageValues } from '@shared/guests';
import { invitationText } from '@shared/i18n/invitation';
import { withReadDefaults, type RsvpSettings } from '@shared/invitation';
import type { AppContext } from '@server/context';
import { ownedInvitation, type Viewer } from '@server/lib/access';
import type { Db } from '@server/db/client';
import { households, invitations, rsvpResponses } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { householdNotFound } from './household-rows';
import { invitationNotFound } from './list-invitation';
import { enqueue } from '@server/lib/jobs';
import { mailboxOf } from '@server/lib/mailer';
import { richTextToPlain } from '@server/lib/sanitize';
import { isPublished } from '@server/features/invitations/public-service';
import { personalLink } from './links';
import { chargedOwner, mailboxesRemindedSince, mailsChargedToday, queueChargedMails, type LedgerMail } from './mail-ledger';
import { GUEST_JOB_KINDS } from './job-kinds';
import { thankYouWriter } from '@server/features/thank-yous/service';

/*
 * Sending the guest list its invitations and reminders (product.md §12): the WhatsApp send queue
 * (the host's phone opens wa.me links one household at a time), and e-mails queued on the job
 * runner (lib/jobs.ts; the mails themselves are sent by job-handlers.ts).
 */

/** The invitation as sending needs it. */
export interface SendingInvitation {
  id: string;
  userId: string | null;
  eventName: string;
  eventType: string;
  customSlug: string | null;
  language: Language;
  date: string | null;
  /** The RSVP deadline (YYYY-MM-DD) or null. */
  deadline: string | null;
  rsvp: RsvpSettings;
  templateStatus: string;
  settings: GuestSettings;
}


const HOUR = 3_600_000;

/** An invitation by id for sending (no access check: the job handlers' view). */
export async function loadSendingInvitation(db: Db, invitationId: string): Promise<SendingInvitation | null> {
  const [row] = await db
    .select({
      id: invitations.id,
      userId: invitations.userId,
      eventName: invitations.eventName,
      eventType: invitations.eventType,
      customSlug: invitations.customSlug,
      language: invitations.language,
      date: invitations.date,
      rsvp: invitations.rsvp,
      templateStatus: invitations.templateStatus,
      guestSettings: invitations.guestSettings,
    })
    .from(invitations)
    .where(eq(invitations.id, invitationId))
    .limit(1);
  if (!row) return null;
  const rsvp = withReadDefaults({ rsvp: row.rsvp }).rsvp;
  return {
    id: row.id,
    userId: row.userId,
    eventName: richTextToPlain(row.eventName),
    eventType: row.eventType,
    customSlug: row.customSlug,
    language: (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'english',
    date: row.date || null,
    deadline: rsvp.deadline || null,
    rsvp,
    templateStatus: row.templateStatus,
    settings: readGuestSettings(row.guestSettings),
  };
}

/** The invitation whose guest list the viewer may send to (its owner or an admin); anyone else: 404. */
export async function sendingInvitationFor(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<SendingInvitation> {
  return ownedInvitation(viewer, invitationId, (id) => loadSendingInvitation(ctx.database.db, id), invitationNotFound());
}

/**
 * E-mails go only to a published invitation's guests: a draft's links open the private screen, and
 * a free account must not be a way to mail addresses it typed in (publishing needs an approved payment).
 */
export function requirePublished(invitation: SendingInvitation): void {
  if (!isPublished(invitation)) throw messageError(409, 'SENDING_NOT_PUBLISHED', { code: 'NOT_PUBLISHED' });
}

/** {event}: the event's name, or its kind in the household's language ("Majlis Perkahwinan") when it has none. */
function eventLabel(invitation: SendingInvitation, language: Language): string {
  if (invitation.eventName) return invitation.eventName;
  const type = (EVENT_TYPES as readonly string[]).includes(invitation.eventType) ? (invitation.eventType as EventType) : 'wedding';
  return invitationText(language).eventTypes[type];
}

/** The values a household's message and mails are written with, in its language. */
export function messageValuesFor(ctx: AppContext, invitation: SendingInvitation, household: { id: string; name: string; seats: number; linkVersion: number }, language: Language): MessageValues {
  return {
    name: household.name,
    link: personalLink(ctx, invitation, household),
    event: eventLabel(invitation, language),
    date: formatInvitationDate(invitation.date, language),
    seats: household.seats,
  };
}

/** Households that have not answered (no response through their link). */
const hasNoAnswer = sql`NOT EXISTS (SELECT 1 FROM ${rsvpResponses} WHERE ${rsvpResponses.householdId} = ${households.id})`;

/** Not reminded within the gap (by e-mail or WhatsApp). */
const notRemindedSince = (now: Date) => or(isNull(households.remindedAt), lt(households.remindedAt, new Date(now.getTime() - SENDING_LIMITS.reminderGapHours * HOUR)));

/** Who is in the WhatsApp queue: invitations not yet sent, reminders due, or thank-yous not yet sent, to a phone. */
function queueFilter(invitationId: string, mode: SendMode, now: Date): SQL | undefined {
  return and(
    eq(households.invitationId, invitationId),
    ne(households.phone, ''),
    mode === 'invite' ? isNull(households.sentAt) : mode === 'thank_you' ? isNull(households.thankYouSentAt) : and(hasNoAnswer, notRemindedSince(now)),
  );
}

/** GET …/guests/send-queue: one page of the WhatsApp queue, each household with its message and wa.me link. */
export async function sendQueue(ctx: AppContext, invitationId: string, viewer: Viewer, query: SendQueueQuery, now = new Date()): Promise<SendQueue> {
  const { mode, after } = sendQueueQuerySchema.parse(query);
  const invitation = await sendingInvitationFor(ctx, invitationId, viewer);
  const db = ctx.database.db;
  const where = queueFilter(invitation.id, mode, now);
  const [cursor] = after ? await db.select({ name: households.name, id: households.id }).from(households).where(and(eq(households.id, after), eq(households.invitationId, invitation.id))).limit(1) : [];
  const [[counted], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(households).where(where),
    db
      .select()
      .from(households)
      .where(and(where, cursor ? sql`(${households.name}, ${households.id}) > (${cursor.name}, ${cursor.id}::uuid)` : undefined))
      .orderBy(asc(households.name), asc(households.id))
      .limit(SENDING_LIMITS.queuePageSize + 1),
  ]);
  const page = rows.slice(0, SENDING_LIMITS.queuePageSize);
  const thankYou = mode === 'thank_you' ? await thankYouWriter(ctx, invitation, page.map((h) => h.id)) : null;
  return {
    mode,
    eventName: invitation.eventName,
    total: counted?.total ?? 0,
    households: page.map((h) => {
      const language = householdLanguage(h.language, invitation.language);
      const values = messageValuesFor(ctx, invitation, h, language);
      const message = thankYou ? thankYou(h, language) : householdMessage(mode, invitation.settings.message, language, values);
      return {
        id: h.id,
        name: h.name,
        seats: h.seats,
        phone: h.phone,
        language,
        link: values.link,
        message,
        whatsappUrl: whatsappUrl(h.phone, message),
        sentAt: h.sentAt?.toISOString() ?? null,
        remindedAt: h.remindedAt?.toISOString() ?? null,
        thankYouSentAt: h.thankYouSentAt?.toISOString() ?? null,
      };
    }),
    nextAfter: rows.length > SENDING_LIMITS.queuePageSize ? (page.at(-1)?.id ?? null) : null,
  };
}

/** POST …/guests/:householdId/sent: the host opened WhatsApp for this household (invitation, reminder or thank-you). */
export async function markSent(ctx: AppContext, invitationId: string, householdId: string, viewer: Viewer, body: MarkSentBody): Promise<MarkSentResult> {
  const invitation = await sendingInvitationFor(ctx, invitationId, viewer);
  const now = new Date();
  const [row] = await ctx.database.db
    .update(households)
    .set(body.mode === 'invite' ? { sentAt: now, sentVia: body.via, updatedAt: now } : body.mode === 'thank_you' ? { thankYouSentAt: now, thankYouVia: body.via, updatedAt: now } : { remindedAt: now, updatedAt: now })
    .where(and(eq(households.id, householdId), eq(households.invitationId, invitation.id)))
    .returning({ id: households.id, sentAt: households.sentAt, sentVia: households.sentVia, remindedAt: households.remindedAt, thankYouSentAt: households.thankYouSentAt });
  if (!row) throw householdNotFound();
  return { id: row.id, sentAt: row.sentAt?.toISOString() ?? null, sentVia: row.sentVia, remindedAt: row.remindedAt?.toISOString() ?? null, thankYouSentAt: row.thankYouSentAt?.toISOString() ?? null };
}

/** POST …/guests/send-emails: each chosen household (or each with an address not yet sent) gets its invitation by e-mail. */
export async function queueInvitationEmails(ctx: AppContext, invitationId: string, viewer: Viewer, ids: string[] | undefined): Promise<SendEmailsResult> {
  return queueHouseholdEmails(ctx, invitationId, viewer, ids, GUEST_JOB_KINDS.invitationEmail, households.sentAt);
}

/**
 * One kind of household e-mail (the invitation, the thank-you): to each chosen household (sent again if
 * sent before), or to every household with an address whose `sentColumn` is still empty; within the
 * host's daily e-mail allowance; only for a published invitation (a draft's account must not be a way
 * to mail addresses).
 */
export async function queueHouseholdEmails(ctx: AppContext, invitationId: string, viewer: Viewer, ids: string[] | undefined, kind: string, sentColumn: typeof households.sentAt | typeof households.thankYouSentAt): Promise<SendEmailsResult> {
  const invitation = await sendingInvitationFor(ctx, invitationId, viewer);
  requirePublished(invitation);
  const rows = await ctx.database.db
    .select({ id: households.id, email: households.email, sentAt: sentColumn })
    .from(households)
    .where(and(eq(households.invitationId, invitation.id), ids ? inArray(households.id, ids) : and(ne(households.email, ''), isNull(sentColumn))))
    .orderBy(asc(households.name), asc(households.id));
  const withEmail = rows.filter((row) => row.email !== '');
  const ownerId = chargedOwner(invitation);
  const mails: LedgerMail[] = withEmail.map((row) => ({
    invitationId: invitation.id,
    to: row.email,
    job: {
      kind,
      // One mail per household and state: pressing Send twice queues it once; once it is sent, a chosen re-send is a new job.
      key: `${kind}:${row.id}:${row.sentAt?.toISOString() ?? 'never'}`,
      payload: { householdId: row.id, invitationId: invitation.id, requestedFor: ownerId, resend: Boolean(ids) },
    },
  }));
  // Past the host's daily allowance the rest are refused; the answer counts them (overDailyLimit) and the page says why.
  const { queued, overDailyLimit } = await queueChargedMails(ctx.database.db, ownerId, mails, new Date(), { retryFailed: true });
  return { queued, withoutEmail: rows.length - withEmail.length, overDailyLimit };
}

/** Pending households (no answer) not reminded lately, split by how they can be reached. */
async function reminderCandidates(db: Db, invitationId: string, now: Date) {
  const rows = await db
    .select({ id: households.id, email: households.email, phone: households.phone, remindedAt: households.remindedAt })
    .from(households)
    .where(and(eq(households.invitationId, invitationId), hasNoAnswer))
    .orderBy(asc(households.name), asc(households.id));
  const gapStart = now.getTime() - SENDING_LIMITS.reminderGapHours * HOUR;
  // Reminded lately: the household, or its mailbox by e-mail on this invitation (the ledger outlives a household deleted and added again).
  const remindedMailboxes = await mailboxesRemindedSince(db, invitationId, rows.flatMap((row) => (row.email ? [row.email] : [])), new Date(gapStart));
  const due = rows.filter((row) => (!row.remindedAt || row.remindedAt.getTime() < gapStart) && !(row.email && remindedMailboxes.has(mailboxOf(row.email))));
  return {
    recentlyReminded: rows.length - due.length,
    email: due.filter((row) => row.email !== ''),
    whatsapp: due.filter((row) => row.email === '' && row.phone !== '').length,
    noContact: due.filter((row) => row.email === '' && row.phone === '').length,
  };
}

/** POST …/guests/remind: a reminder e-mail to every pending household with an address; the rest are counted for the WhatsApp queue. */
export async function queueReminders(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<RemindResult> {
  const invitation = await sendingInvitationFor(ctx, invitationId, viewer);
  requirePublished(invitation);
  const now = new Date();
  const candidates = await reminderCandidates(ctx.database.db, invitation.id, now);
  const ownerId = chargedOwner(invitation);
  const mails: LedgerMail[] = candidates.email.map((row) => ({
    invitationId: invitation.id,
    to: row.email,
    job: {
      kind: GUEST_JOB_KINDS.reminderEmail,
      key: `${GUEST_JOB_KINDS.reminderEmail}:host:${row.id}:${row.remindedAt?.toISOString() ?? 'never'}`,
      payload: { householdId: row.id, invitationId: invitation.id, requestedFor: ownerId },
    },
  }));
  const { queued: emailQueued, overDailyLimit } = await queueChargedMails(ctx.database.db, ownerId, mails, now, { retryFailed: true });
  return { emailQueued, whatsapp: candidates.whatsapp, noContact: candidates.noContact, recentlyReminded: candidates.recentlyReminded, overDailyLimit };
}

/** GET …/guests/sending-counts: what each sending button would do now. */
export async function sendingCounts(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<SendingCounts> {
  const invitation = await sendingInvitationFor(ctx, invitationId, viewer);
  const db = ctx.database.db;
  const now = new Date();
  const [[invites], reminders, used] = await Promise.all([
    db
      .select({
        email: sql<number>`(count(*) FILTER (WHERE ${households.email} <> ''))::int`,
        whatsapp: sql<number>`(count(*) FILTER (WHERE ${households.phone} <> ''))::int`,
      })
      .from(households)
      .where(and(eq(households.invitationId, invitation.id), isNull(households.sentAt))),
    reminderCandidates(db, invitation.id, now),
    mailsChargedToday(db, chargedOwner(invitation), now),
  ]);
  return {
    emailInvites: invites?.email ?? 0,
    whatsappInvites: invites?.whatsapp ?? 0,
    emailReminders: reminders.email.length,
    whatsappReminders: reminders.whatsapp,
    noContactReminders: reminders.noContact,
    emailsLeftToday: Math.max(0, SENDING_LIMITS.emailsPerUserPerDay - used),
  };
}

/**
 * POST …/guests/digest-now: the daily digest's job, queued to run now over the last 24 hours, for a
 * host who wants today's summary without waiting for 08:00. One per invitation per minute (its key).
 */
export async function queueDigestNow(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<DigestNowResult> {
  const invitation = await sendingInvitationFor(ctx, invitationId, viewer);
  if (!hasDailyDigest(invitation.settings.hostNotify)) throw messageError(409, 'DIGEST_OFF');
  const db = ctx.database.db;
  const now = new Date();
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rsvpResponses)
    .where(and(eq(rsvpResponses.invitationId, invitation.id), gte(rsvpResponses.updatedAt, new Date(now.getTime() - 24 * HOUR))));
  const answers = counted?.n ?? 0;
  if (answers === 0) return { answers, queued: false };
  const minute = now.toISOString().slice(0, 16);
  const queued = await enqueue(db, { kind: GUEST_JOB_KINDS.hostDigest, key: `${GUEST_JOB_KINDS.hostDigest}:now:${invitation.id}:${minute}`, payload: { invitationId: invitation.id }, runAt: now });
  return { answers, queued };
}
