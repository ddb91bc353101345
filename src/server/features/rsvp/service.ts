import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RsvpData, RsvpForEdit, RsvpReceipt } from '@shared/invitation-view';
import { withReadDefaults, type RsvpSettings } from '@shared/invitation';
import type { AppContext } from '@server/context';
import { invitations, rsvpResponses } from '@server/db/schema';
import { HttpError, notFound } from '@server/lib/http-error';
import { renderEmail, rsvpEditLink } from '@server/emails';
import { sendCapped } from '@server/lib/mailer';
import { richTextToPlain } from '@server/lib/sanitize';
import { forgetInvitationPages } from '@server/features/invitations/page-cache';
import { findInvitationForGuests, isPublished, type InvitationRow } from '@server/features/invitations/public-service';

export const RSVP_MESSAGES = {
  notFound: 'Invitation Not Found',
  disabled: 'This invitation is not collecting RSVPs.',
  closed: 'The RSVP deadline has passed. Please contact the host directly.',
  unknownMeal: 'Please choose one of the meal options.',
  carPlateRequired: 'Please provide your car plate number.',
  editNotFound: 'This link is no longer valid. The answer may have been withdrawn.',
  tooMany: 'Too many answers from your connection in a short time. Please wait a few minutes and try again.',
} as const;

/**
 * Rate limits for guests. Many real guests share one address (a carrier's NAT, a venue's Wi-Fi:
 * a whole wedding hall answering within minutes), so the per-address allowance is counted per
 * invitation and set above a large guest list; it only caps a flood. Repeated answers under one
 * name are what a bot or a stuck button looks like, and the honeypot catches simple bots.
 */
export const RSVP_LIMITS = {
  perAddressPerInvitation: { limit: 600, windowMs: 10 * 60_000 },
  perAddressPerName: { limit: 5, windowMs: 10 * 60_000 },
} as const;

/** Open until the deadline day has ended everywhere (its end at UTC−12), whatever zone the host is in. */
export function isRsvpClosed(settings: RsvpSettings, now = Date.now()): boolean {
  const match = settings.deadline?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return now >= Date.UTC(y, m - 1, d + 1, 12);
}

/** The columns an answer writes (the same for a new answer and a change). */
const answerColumns = (answer: RsvpData) => ({
  guestName: answer.guestName,
  email: answer.email,
  attending: answer.attending,
  numberOfGuests: answer.numberOfGuests,
  mealChoice: answer.mealChoice,
  carPlate: answer.carPlate,
  wishes: answer.wishes,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function rsvpSettingsOf(row: InvitationRow): RsvpSettings {
  return withReadDefaults({ rsvp: row.rsvp }).rsvp;
}

/** The server's own checks of an answer against the invitation's settings (the browser is not trusted). */
function applySettings(settings: RsvpSettings, input: RsvpData): RsvpData {
  if (!settings.enabled) throw new HttpError(409, 'RSVP_DISABLED', RSVP_MESSAGES.disabled);
  if (isRsvpClosed(settings)) throw new HttpError(409, 'RSVP_CLOSED', RSVP_MESSAGES.closed);
  if (!input.attending) return { ...input, numberOfGuests: 0, mealChoice: '', carPlate: '' };
  const mealIds = new Set(settings.mealOptions.map((option) => option.id));
  if (input.mealChoice && !mealIds.has(input.mealChoice)) throw new HttpError(400, 'VALIDATION_ERROR', RSVP_MESSAGES.unknownMeal);
  if (settings.requireCarPlate && !input.carPlate) throw new HttpError(400, 'VALIDATION_ERROR', RSVP_MESSAGES.carPlateRequired);
  return {
    ...input,
    // Without plus-ones a guest answers for one person.
    numberOfGuests: settings.allowPlusOnes ? input.numberOfGuests : 1,
    carPlate: settings.requireCarPlate ? input.carPlate : '',
  };
}

function editUrl(ctx: AppContext, row: Pick<InvitationRow, 'id' | 'customSlug'>, token: string): string {
  // The token travels in the fragment: never sent to a server, never in a Referer header.
  return `${ctx.config.publicUrl}/view/${row.customSlug ?? row.id}#rsvp-edit=${token}`;
}

async function enforceGuestLimits(ctx: AppContext, ip: string, invitationId: string, guestName: string): Promise<void> {
  const { perAddressPerInvitation: a, perAddressPerName: n } = RSVP_LIMITS;
  // Both counters count every answer; asked at once (one round trip to Redis, not two).
  const [byAddress, byName] = await Promise.all([
    ctx.limiter.hit(`rsvp:${invitationId}:${ip}`, a.limit, a.windowMs),
    ctx.limiter.hit(`rsvp:${invitationId}:${ip}:${guestName.toLowerCase()}`, n.limit, n.windowMs),
  ]);
  if (!byAddress.allowed || !byName.allowed) throw new HttpError(429, 'RATE_LIMITED', RSVP_MESSAGES.tooMany);
}

export async function submitRsvp(ctx: AppContext, idOrSlug: string, input: RsvpData, ip: string): Promise<RsvpReceipt> {
  const invitation = await findInvitationForGuests(ctx.database.db, idOrSlug);
  if (!invitation || !isPublished(invitation)) throw notFound(RSVP_MESSAGES.notFound);
  const answer = applySettings(rsvpSettingsOf(invitation), input);
  // A filled honeypot is a bot: answer like a success, store nothing.
  if (input.website) return { id: randomBytes(16).toString('hex'), attending: answer.attending, guestName: answer.guestName, editUrl: '' };
  await enforceGuestLimits(ctx, ip, invitation.id, answer.guestName);

  const token = randomBytes(24).toString('base64url');
  const [row] = await ctx.database.db
    .insert(rsvpResponses)
    .values({ ...answerColumns(answer), invitationId: invitation.id, editTokenHash: hashToken(token) })
    .returning({ id: rsvpResponses.id });
  if (!row) throw new Error('RSVP row not written');
  const url = editUrl(ctx, invitation, token);
  if (answer.wishes) forgetInvitationPages(invitation.id);
  await ctx.liveEvents.publish(invitation.id);
  if (answer.email) void mailEditLink(ctx, answer.email, answer.guestName, invitation, url);
  return { id: row.id, attending: answer.attending, guestName: answer.guestName, editUrl: url };
}

/**
 * Mail is a courtesy: the answer is stored whatever the mail server does. Capped per recipient
 * (anyone can type any address into an RSVP); the answer still carries the edit link.
 */
async function mailEditLink(ctx: AppContext, to: string, guestName: string, invitation: InvitationRow, url: string): Promise<void> {
  const params = { guestName, eventName: richTextToPlain(invitation.eventName), url };
  try {
    // In the invitation's language, like the page the guest answered on.
    await sendCapped(ctx, 'rsvp-edit', renderEmail(rsvpEditLink, params, { to, lang: invitation.language }));
  } catch (err) {
    ctx.log.warn({ err, invitationId: invitation.id }, 'RSVP edit-link mail failed');
  }
}

async function findByToken(ctx: AppContext, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await ctx.database.db
    .select({ response: rsvpResponses, invitation: invitations })
    .from(rsvpResponses)
    .innerJoin(invitations, eq(invitations.id, rsvpResponses.invitationId))
    .where(eq(rsvpResponses.editTokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

export async function getRsvpForEdit(ctx: AppContext, token: string): Promise<RsvpForEdit> {
  const found = await findByToken(ctx, token);
  if (!found || !isPublished(found.invitation)) throw notFound(RSVP_MESSAGES.editNotFound);
  const r = found.response;
  return {
    id: r.id,
    invitationId: r.invitationId,
    guestName: r.guestName,
    email: r.email,
    attending: r.attending,
    numberOfGuests: r.numberOfGuests,
    mealChoice: r.mealChoice,
    carPlate: r.carPlate,
    wishes: r.wishes,
  };
}

export async function updateRsvp(ctx: AppContext, token: string, input: RsvpData): Promise<RsvpReceipt> {
  const found = await findByToken(ctx, token);
  if (!found || !isPublished(found.invitation)) throw notFound(RSVP_MESSAGES.editNotFound);
  const answer = applySettings(rsvpSettingsOf(found.invitation), input);
  await ctx.database.db
    .update(rsvpResponses)
    .set({ ...answerColumns(answer), updatedAt: new Date() })
    .where(eq(rsvpResponses.id, found.response.id));
  forgetInvitationPages(found.invitation.id);
  await ctx.liveEvents.publish(found.invitation.id);
  return { id: found.response.id, attending: answer.attending, guestName: answer.guestName, editUrl: editUrl(ctx, found.invitation, token) };
}

export async function withdrawRsvp(ctx: AppContext, token: string): Promise<void> {
  const found = await findByToken(ctx, token);
  if (!found) throw notFound(RSVP_MESSAGES.editNotFound);
  if (isRsvpClosed(rsvpSettingsOf(found.invitation))) throw new HttpError(409, 'RSVP_CLOSED', RSVP_MESSAGES.closed);
  await ctx.database.db.delete(rsvpResponses).where(eq(rsvpResponses.id, found.response.id));
  forgetInvitationPages(found.invitation.id);
  await ctx.liveEvents.publish(found.invitation.id);
}
