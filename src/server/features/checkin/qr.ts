import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AppContext } from '@server/context';
import { households, rsvpResponses } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { isPublished } from '@server/features/invitations/public-service';
import { findLinkedHousehold } from '@server/features/guests/personal-link';
import { RSVP_ERRORS } from '@server/features/rsvp/service';
import { checkinCodeFor } from './code';

/**
 * A household's QR image for the door (product.md §13), behind its personal-link token: only while
 * its answer is "attending" (at least one event), on a published invitation. An unknown, malformed or
 * revoked token, a household that declined or has not answered: the same 404 as for an unknown link.
 */
export async function checkinCodeOfToken(ctx: AppContext, token: string): Promise<string> {
  const found = await findLinkedHousehold(ctx.database.db, token);
  if (!found || !isPublished(found.invitation)) throw messageError(404, RSVP_ERRORS.linkNotFound);
  const [row] = await ctx.database.db
    .select({ linkVersion: households.linkVersion })
    .from(households)
    .innerJoin(rsvpResponses, eq(rsvpResponses.householdId, households.id))
    .where(and(eq(households.id, found.household.id), eq(rsvpResponses.attending, true)))
    .limit(1);
  if (!row) throw messageError(404, RSVP_ERRORS.linkNotFound);
  return checkinCodeFor(ctx.secret, { id: found.household.id, linkVersion: row.linkVersion });
}

/** Error correction M (15 %): survives a cracked screen or a crease in a print-out; a 2-module quiet zone. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;
export const QR_PNG_WIDTH = 480;

export const qrSvg = (code: string) => QRCode.toString(code, { ...QR_OPTIONS, type: 'svg' });
export const qrPng = (code: string) => QRCode.toBuffer(code, { ...QR_OPTIONS, type: 'png', width: QR_PNG_WIDTH });
