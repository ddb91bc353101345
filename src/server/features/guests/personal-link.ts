import { and, asc, eq, sql } from 'drizzle-orm';
import type { RsvpEventAnswer, RsvpForEdit } from '@shared/invitation-view';
import type { Db } from '@server/db/client';
import { households, invitations, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { hashPersonalToken, isPersonalToken } from './links';

/**
 * The guest's side of a personal link (decision 0020): a token is looked up by its hash only, and
 * only within the invitation it was opened with, so a malformed, unknown, revoked or another
 * invitation's token all look the same (not found).
 */

/** What the page and the RSVP service need of a household. */
export interface LinkedHousehold {
  id: string;
  invitationId: string;
  name: string;
  seats: number;
  /** The events it is invited to (null: every event); see `eventsVisibleTo` in shared/events.ts. */
  eventIds: string[] | null;
  /**
   * Its stored e-mail ('' none): its confirmation goes there when the guest types none, and its own
   * page pre-fills the form with it (only its personal link's page; never the open link, never an API reply).
   */
  email: string;
  /** Its language (null: the invitation's): its page and its mails are in it. */
  language: string | null;
  /** The version its token and its check-in code are derived from. */
  linkVersion: number;
}

const householdColumns = {
  id: households.id,
  invitationId: households.invitationId,
  name: households.name,
  seats: households.seats,
  eventIds: households.eventIds,
  email: households.email,
  language: households.language,
  linkVersion: households.linkVersion,
};

/**
 * The household behind `token` on this invitation. With `countVisit`, the visit is recorded in the
 * same statement (first visit kept, last visit and count moved on): one UPDATE, no read-then-write.
 */
export async function openPersonalLink(db: Db, invitationId: string, token: string, countVisit: boolean): Promise<LinkedHousehold | null> {
  if (!isPersonalToken(token)) return null;
  const match = and(eq(households.tokenHash, hashPersonalToken(token)), eq(households.invitationId, invitationId));
  if (!countVisit) {
    const [row] = await db.select(householdColumns).from(households).where(match).limit(1);
    return row ?? null;
  }
  const [row] = await db
    .update(households)
    .set({
      visitCount: sql`${households.visitCount} + 1`,
      lastOpenedAt: sql`now()`,
      firstOpenedAt: sql`coalesce(${households.firstOpenedAt}, now())`,
    })
    .where(match)
    .returning(householdColumns);
  return row ?? null;
}

/** The household behind a token and its invitation (the RSVP API: the token alone names both). */
export async function findLinkedHousehold(db: Db, token: string) {
  if (!isPersonalToken(token)) return null;
  const [row] = await db
    .select({ household: householdColumns, invitation: invitations })
    .from(households)
    .innerJoin(invitations, eq(invitations.id, households.invitationId))
    .where(eq(households.tokenHash, hashPersonalToken(token)))
    .limit(1);
  return row ?? null;
}

/** An answer's stored replies per event (rsvp_event_answers), for the forms that change it. */
export async function eventRepliesOf(db: Db, responseId: string): Promise<RsvpEventAnswer[]> {
  return db
    .select({ eventId: rsvpEventAnswers.eventId, attending: rsvpEventAnswers.attending, guests: rsvpEventAnswers.guests, mealChoice: rsvpEventAnswers.mealChoice })
    .from(rsvpEventAnswers)
    .where(eq(rsvpEventAnswers.responseId, responseId))
    .orderBy(asc(rsvpEventAnswers.eventId));
}

/** The household's one answer with its replies per event, as its form is pre-filled with it, or null before it answers. */
export async function householdAnswer(db: Db, householdId: string): Promise<RsvpForEdit | null> {
  const [row] = await db
    .select({
      id: rsvpResponses.id,
      invitationId: rsvpResponses.invitationId,
      guestName: rsvpResponses.guestName,
      email: rsvpResponses.email,
      phone: rsvpResponses.phone,
      attending: rsvpResponses.attending,
      numberOfGuests: rsvpResponses.numberOfGuests,
      mealChoice: rsvpResponses.mealChoice,
      carPlate: rsvpResponses.carPlate,
      wishes: rsvpResponses.wishes,
    })
    .from(rsvpResponses)
    .where(eq(rsvpResponses.householdId, householdId))
    .limit(1);
  return row ? { ...row, events: await eventRepliesOf(db, row.id) } : null;
}

/**
 * Link-preview fetchers and crawlers: WhatsApp, Telegram, Facebook and the like fetch a link when it
 * is pasted into a chat (on the host's own phone, as the message is sent), which is no guest
 * opening it. HEAD requests are not counted either.
 */
const PREVIEW_AGENT = /bot\b|bot\/|crawler|spider|facebookexternalhit|WhatsApp\/|SkypeUriPreview|Slack-ImgProxy|vkShare|Iframely|Embedly|redditbot|Pinterest\//i;

export function isLinkPreview(method: string, userAgent: string | undefined): boolean {
  return method === 'HEAD' || PREVIEW_AGENT.test(userAgent ?? '');
}
