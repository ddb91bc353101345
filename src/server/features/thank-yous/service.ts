import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@shared/constants';
import { householdLanguage } from '@shared/guest-sending';
import { readThankYouSettings, thankYouMessage, thankYouSettingsSchema, type ThankYouSettings, type ThankYouSettingsInput, type ThankYouState, type ThankYouStateBody } from '@shared/thank-yous';
import type { SendEmailsResult } from '@shared/guest-sending';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { gifts, households, invitations } from '@server/db/schema';
import { guestThankYou, renderEmail } from '@server/emails';
import type { ClaimedJob, JobHandlers } from '@server/lib/jobs';
import { sendCapped } from '@server/lib/mailer';
import type { Viewer } from '@server/lib/access';
import { householdNotFound } from '@server/features/guests/household-rows';
import { refundMail } from '@server/features/guests/mail-ledger';
import { loadSendingInvitation, messageValuesFor, queueHouseholdEmails, sendingInvitationFor, type SendingInvitation } from '@server/features/guests/sending-service';

/*
 * Thank-yous (product.md §16, shared/thank-yous.ts): the host's template per language (stored in
 * invitations.guest_settings under `thankYou`), each household's state (households.thank_you_sent_at
 * / thank_you_via), and the thank-you e-mail, queued on the job runner and charged to the host's
 * daily e-mail allowance like invitations (features/guests/mail-ledger.ts). The WhatsApp side is the
 * send queue's "thank_you" mode (features/guests/sending-service.ts), which writes with thankYouWriter.
 */

export const THANK_YOU_JOB_KIND = 'guest-thank-you-email';

async function storedSettings(db: Db, invitationId: string): Promise<ThankYouSettings> {
  const [row] = await db.select({ guestSettings: invitations.guestSettings }).from(invitations).where(eq(invitations.id, invitationId)).limit(1);
  return readThankYouSettings(row?.guestSettings);
}

/** Per household id: the total of the amounts its gifts told (null when none did). */
async function giftTotals(db: Db, invitationId: string, householdIds: readonly string[]): Promise<Map<string, number>> {
  if (!householdIds.length) return new Map();
  const rows = await db
    .select({ householdId: gifts.householdId, total: sql<number>`sum(${gifts.amountSen})::int` })
    .from(gifts)
    .where(and(eq(gifts.invitationId, invitationId), inArray(gifts.householdId, [...householdIds])))
    .groupBy(gifts.householdId);
  return new Map(rows.flatMap((row) => (row.householdId && row.total ? [[row.householdId, Number(row.total)] as const] : [])));
}

type ThankYouHousehold = { id: string; name: string; seats: number; linkVersion: number };

/** The messages of a page of households: the settings and the gifts read once for all of them. */
export async function thankYouWriter(ctx: AppContext, invitation: SendingInvitation, householdIds: readonly string[]): Promise<(household: ThankYouHousehold, language: Language) => string> {
  const db = ctx.database.db;
  const [settings, totals] = await Promise.all([storedSettings(db, invitation.id), giftTotals(db, invitation.id, householdIds)]);
  return (household, language) => thankYouMessage(settings, language, { name: household.name, event: messageValuesFor(ctx, invitation, household, language).event, giftSen: totals.get(household.id) ?? null });
}

/** GET …/thank-yous/settings: the host's texts per language ('' = the default). */
export async function getThankYouSettings(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<ThankYouSettings> {
  const invitation = await sendingInvitationFor(ctx, invitationId, viewer);
  return storedSettings(ctx.database.db, invitation.id);
}

/** PUT …/thank-yous/settings: only the `thankYou` key of guest_settings changes (the rest of the settings stay). */
export async function saveThankYouSettings(ctx: AppContext, invitationId: string, viewer: Viewer, input: ThankYouSettingsInput): Promise<ThankYouSettings> {
  const invitation = await sendingInvitationFor(ctx, invitationId, viewer);
  const settings = thankYouSettingsSchema.parse(input);
  await ctx.database.db
    .update(invitations)
    .set({ guestSettings: sql`jsonb_set(coalesce(${invitations.guestSettings}, '{}'::jsonb), '{thankYou}', ${JSON.stringify(settings)}::jsonb)` })
    .where(eq(invitations.id, invitation.id));
  return settings;
}

const toState = (row: { id: string; thankYouSentAt: Date | null; thankYouVia: ThankYouState['thankYouVia'] }): ThankYouState => ({
  id: row.id,
  thankYouSentAt: row.thankYouSentAt?.toISOString() ?? null,
  thankYouVia: row.thankYouVia,
});

/** PUT …/guests/:householdId/thank-you: marked sent by hand (or over WhatsApp), or back to not sent (via null). */
export async function setThankYouState(ctx: AppContext, invitationId: string, householdId: string, viewer: Viewer, body: ThankYouStateBody): Promise<ThankYouState> {
  const invitation = await sendingInvitationFor(ctx, invitationId, viewer);
  const now = new Date();
  const [row] = await ctx.database.db
    .update(households)
    .set(body.via ? { thankYouSentAt: now, thankYouVia: body.via, updatedAt: now } : { thankYouSentAt: null, thankYouVia: null, updatedAt: now })
    .where(and(eq(households.id, householdId), eq(households.invitationId, invitation.id)))
    .returning({ id: households.id, thankYouSentAt: households.thankYouSentAt, thankYouVia: households.thankYouVia });
  if (!row) throw householdNotFound();
  return toState(row);
}

/** POST …/thank-yous/send-emails: the thank-you e-mail, as the invitation's (queueHouseholdEmails). */
export async function queueThankYouEmails(ctx: AppContext, invitationId: string, viewer: Viewer, ids: string[] | undefined): Promise<SendEmailsResult> {
  return queueHouseholdEmails(ctx, invitationId, viewer, ids, THANK_YOU_JOB_KIND, households.thankYouSentAt);
}

const payloadSchema = z.object({ householdId: z.uuid(), invitationId: z.uuid(), resend: z.boolean().optional() });

/** `guest-thank-you-email`: in the household's language, read when it runs (a household thanked meanwhile gets none unless chosen). */
async function sendThankYouEmail(ctx: AppContext, job: ClaimedJob, now: Date): Promise<void> {
  const payload = payloadSchema.parse(job.payload);
  const db = ctx.database.db;
  const [household] = await db.select().from(households).where(eq(households.id, payload.householdId)).limit(1);
  const invitation = household ? await loadSendingInvitation(db, household.invitationId) : null;
  if (!household || !household.email || !invitation || (!payload.resend && household.thankYouSentAt)) return refundMail(db, job.key);
  const language = householdLanguage(household.language, invitation.language);
  const write = await thankYouWriter(ctx, invitation, [household.id]);
  const values = messageValuesFor(ctx, invitation, household, language);
  const params = { householdName: household.name, eventName: values.event, date: values.date, url: values.link, message: write(household, language) };
  if (!(await sendCapped(ctx, 'guest', renderEmail(guestThankYou, params, { to: household.email, lang: language })))) throw new Error('too many mails to this address lately; will retry');
  await db.update(households).set({ thankYouSentAt: now, thankYouVia: 'email', updatedAt: now }).where(eq(households.id, household.id));
}

export function thankYouJobHandlers(ctx: AppContext): JobHandlers {
  return { [THANK_YOU_JOB_KIND]: (job, { now }) => sendThankYouEmail(ctx, job, now) };
}
