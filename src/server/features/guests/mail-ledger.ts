import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { SENDING_LIMITS } from '@shared/guest-sending';
import type { Db } from '@server/db/client';
import { mailLedger } from '@server/db/schema';
import { enqueueKeys, wakeJobRunners, type JobSpec } from '@server/lib/jobs';
import { mailboxOf } from '@server/lib/mailer';
import { GUEST_JOB_KINDS } from './job-kinds';

/*
 * The mail ledger (issue 27, SECURITY.md "Mail to addresses a host typed"): every mail sent on a
 * host's behalf, by hand or scheduled (guest invitations, reminders, automatic reminders), is one
 * row charged to the host's daily allowance in the transaction that queues its job. Mails to the
 * host themselves (answer notices, digests) go to their own account's address and are not charged:
 * they are bounded by their own limits (job-handlers.ts). The rows have no foreign keys, so a fact
 * such as "this invitation's reminder went to this mailbox" outlives the household it was for.
 */

const DAY = 24 * 3_600_000;

/** One mail to queue: its job, and what the ledger records of it. */
export interface LedgerMail {
  job: JobSpec;
  invitationId: string;
  /** The recipient as typed; the ledger keeps its mailbox (`mailboxOf`). */
  to: string;
  /** A mail that goes once whatever happens to its household (an automatic reminder); none for the rest. */
  onceKey?: string;
}

/** The key that makes an invitation's automatic reminder for one deadline go once to a mailbox. */
export const autoReminderOnceKey = (invitationId: string, to: string, deadline: string) => `auto-reminder:${invitationId}:${mailboxOf(to)}:${deadline}`;

/** Who an invitation's mails are charged to: its owner, or the invitation itself when it has none (an admin's preview). */
export const chargedOwner = (invitation: { id: string; userId: string | null }) => invitation.userId ?? `invitation:${invitation.id}`;

/** Mails charged to `ownerId` in the 24 hours before `now`, across all their invitations. */
export async function mailsChargedToday(db: Db, ownerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailLedger)
    .where(and(eq(mailLedger.ownerId, ownerId), gt(mailLedger.createdAt, new Date(now.getTime() - DAY))));
  return row?.n ?? 0;
}

/** What is left of the owner's allowance at `now`. */
export async function mailsLeftToday(db: Db, ownerId: string, now: Date): Promise<number> {
  return Math.max(0, SENDING_LIMITS.emailsPerUserPerDay - (await mailsChargedToday(db, ownerId, now)));
}

export interface LedgerResult {
  /** Mails queued (and charged). */
  queued: number;
  /** Mails left out because the allowance was spent: refused (by hand) or left for a later sweep (automatic). */
  overDailyLimit: number;
  /** Mails left out because their once-key was already charged (already sent). */
  alreadySent: number;
}

/**
 * Queues `mails` within the owner's allowance and charges each one queued, in one transaction
 * holding a lock per owner, so two requests or sweeps at once cannot both spend the same allowance
 * or both send a once-only mail. A job key already queued (pressing Send twice) is not charged again.
 */
export async function queueChargedMails(db: Db, ownerId: string, mails: LedgerMail[], now: Date, options: { retryFailed?: boolean } = {}): Promise<LedgerResult> {
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`guest-mail-quota:${ownerId}`}))`);
    // Once-only mails already charged are left out, as is a second mail with the same once-key in this batch.
    const onceKeys = mails.flatMap((mail) => (mail.onceKey ? [mail.onceKey] : []));
    const charged = new Set<string>();
    for (let start = 0; start < onceKeys.length; start += 500) {
      const rows = await tx.select({ onceKey: mailLedger.onceKey }).from(mailLedger).where(inArray(mailLedger.onceKey, onceKeys.slice(start, start + 500)));
      for (const row of rows) if (row.onceKey) charged.add(row.onceKey);
    }
    const fresh: LedgerMail[] = [];
    for (const mail of mails) {
      if (mail.onceKey && charged.has(mail.onceKey)) continue;
      if (mail.onceKey) charged.add(mail.onceKey);
      fresh.push(mail);
    }
    const within = fresh.slice(0, await mailsLeftToday(tx, ownerId, now));
    const added = new Set(await enqueueKeys(tx, within.map((mail) => mail.job), { retryFailed: options.retryFailed }));
    const rows = within
      .filter((mail) => added.has(mail.job.key))
      .map((mail) => ({ ownerId, invitationId: mail.invitationId, kind: mail.job.kind, mailbox: mailboxOf(mail.to), onceKey: mail.onceKey ?? null, jobKey: mail.job.key, createdAt: now }));
    for (let start = 0; start < rows.length; start += 500) {
      // A failed job queued again under its key keeps its first charge.
      await tx.insert(mailLedger).values(rows.slice(start, start + 500)).onConflictDoNothing({ target: mailLedger.jobKey });
    }
    return { queued: added.size, overDailyLimit: fresh.length - within.length, alreadySent: mails.length - fresh.length };
  });
  // Runners are woken after the commit, when the rows are visible to them.
  if (result.queued > 0) wakeJobRunners(db);
  return result;
}

/** Of `addresses`, the mailboxes this invitation's reminders (by hand or automatic, queued or sent) went to since `since`. */
export async function mailboxesRemindedSince(db: Db, invitationId: string, addresses: string[], since: Date): Promise<Set<string>> {
  const mailboxes = [...new Set(addresses.map(mailboxOf))];
  const found = new Set<string>();
  for (let start = 0; start < mailboxes.length; start += 500) {
    const rows = await db
      .select({ mailbox: mailLedger.mailbox })
      .from(mailLedger)
      .where(and(eq(mailLedger.invitationId, invitationId), eq(mailLedger.kind, GUEST_JOB_KINDS.reminderEmail), gt(mailLedger.createdAt, since), inArray(mailLedger.mailbox, mailboxes.slice(start, start + 500))));
    for (const row of rows) found.add(row.mailbox);
  }
  return found;
}

/** A mail's job found nothing to send (its household was deleted or answered, the RSVP closed…): it is not charged, and a once-only mail may be queued again. */
export async function refundMail(db: Db, jobKey: string): Promise<void> {
  await db.delete(mailLedger).where(eq(mailLedger.jobKey, jobKey));
}

/** Forgets rows older than `before` (the sweep keeps them as long as finished jobs, 90 days). */
export async function pruneLedger(db: Db, before: Date): Promise<void> {
  await db.delete(mailLedger).where(lt(mailLedger.createdAt, before));
}
