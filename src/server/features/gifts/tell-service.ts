import { readGift } from '@shared/gift-methods';
import type { GiftTellInput, GiftTellReceipt } from '@shared/gift-methods-schema';
import type { AppContext } from '@server/context';
import { gifts } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { findInvitationForGuests, isPublished } from '@server/features/invitations/public-service';
import { findLinkedHousehold } from '@server/features/guests/personal-link';

/**
 * "I sent a gift" (issue 32, product.md §16): a guest says they gave. Never verified, never shown to
 * other guests (no public route reads gifts: the host's ledger does), limited like RSVP answers.
 */
export const GIFT_TELL_LIMITS = {
  /** One connection on one invitation: a wedding hall's Wi-Fi is many guests behind one address. */
  perAddressPerInvitation: { limit: 100, windowMs: 10 * 60_000 },
  /** One connection telling under one name, as answers are limited. */
  perAddressPerName: { limit: 5, windowMs: 10 * 60_000 },
  /** Through one personal link. */
  perHousehold: { limit: 10, windowMs: 10 * 60_000 },
} as const;

export async function tellGift(ctx: AppContext, idOrSlug: string, input: GiftTellInput, ip: string): Promise<GiftTellReceipt> {
  const { db } = ctx.database;
  const invitation = await findInvitationForGuests(db, idOrSlug);
  // Unknown and unpublished are one answer, as for RSVP answers: drafts cannot be probed.
  if (!invitation || !isPublished(invitation)) throw messageError(404, 'RSVP_INVITATION_NOT_FOUND');
  // A personal link fills in the household; only this invitation's (another one's token is refused).
  let household: { id: string; name: string } | null = null;
  if (input.token !== undefined) {
    const found = await findLinkedHousehold(db, input.token);
    if (!found || found.invitation.id !== invitation.id) throw messageError(404, 'PERSONAL_LINK_INVALID');
    household = { id: found.household.id, name: found.household.name };
  }
  const gift = readGift(invitation.gift);
  if (!gift.enabled || gift.noGifts) throw messageError(409, 'GIFT_TELL_CLOSED');
  const fromName = input.fromName?.trim() || household?.name.trim() || '';
  if (!fromName) throw messageError(400, 'GIFT_TELL_NAME_REQUIRED');
  // A filled honeypot is a bot: answered like a success, nothing stored.
  if (input.website) return { received: true };

  const { perAddressPerInvitation: a, perAddressPerName: n, perHousehold: h } = GIFT_TELL_LIMITS;
  const hits = await Promise.all([
    ctx.limiter.hit(`gift-tell:${invitation.id}:${ip}`, a.limit, a.windowMs),
    ctx.limiter.hit(`gift-tell:${invitation.id}:${ip}:${fromName.toLowerCase()}`, n.limit, n.windowMs),
    ...(household ? [ctx.limiter.hit(`gift-tell-household:${household.id}`, h.limit, h.windowMs)] : []),
  ]);
  if (hits.some((hit) => !hit.allowed)) throw messageError(429, 'GIFT_TELL_RATE_LIMITED');

  await db.insert(gifts).values({
    invitationId: invitation.id,
    householdId: household?.id ?? null,
    source: 'guest',
    method: input.method ?? 'other',
    amountSen: input.amountSen ?? null,
    fromName,
    note: input.note?.trim() ?? '',
  });
  return { received: true };
}
