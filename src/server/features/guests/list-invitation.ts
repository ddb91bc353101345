import { eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@shared/constants';
import { withMainEvent, type InvitationEvent } from '@shared/events';
import { guestEventName, readGuestSettings, type GuestListEvent, type GuestListInvitation, type GuestSettings } from '@shared/guests';
import { EMPTY_MAP_URLS, withReadDefaults } from '@shared/invitation';
import { formatCategory } from '@shared/templates';
import type { AppContext } from '@server/context';
import { invitations } from '@server/db/schema';
import { ownedInvitation, type Viewer } from '@server/lib/access';
import { messageError } from '@server/lib/http-error';
import { firstRow } from '@server/lib/invitation-rows';
import { richTextToPlain } from '@server/lib/sanitize';

/** The invitation as the guest-list routes use it (its canonical id, never the spelling in the URL). */
export interface GuestListOwner extends GuestListInvitation {
  userId: string | null;
  /** The invitation's events in the host's order (one main), as the list names them. */
  events: GuestListEvent[];
}

const invitationColumns = {
  id: invitations.id,
  userId: invitations.userId,
  eventName: invitations.eventName,
  customSlug: invitations.customSlug,
  language: invitations.language,
  date: invitations.date,
  rsvp: invitations.rsvp,
  guestSettings: invitations.guestSettings,
  eventType: invitations.eventType,
  events: invitations.events,
};

/**
 * The invitation whose guest list the viewer may read and change (its owner or an admin); anyone
 * else, an id of another shape, or a missing one: 404, so ids cannot be probed. Every later query
 * uses the id the database returned, so an upper-case spelling in the URL reaches the same row and
 * the same check.
 */
/** The invitation is not the viewer's (or not there): 404, public code NOT_FOUND, in the host's language. */
export const invitationNotFound = () => messageError(404, 'GUEST_LIST_INVITATION_NOT_FOUND', { code: 'NOT_FOUND' });

export async function guestListInvitation(ctx: AppContext, invitationId: string, viewer: Viewer): Promise<GuestListOwner> {
  const row = await ownedInvitation(viewer, invitationId, (id) => firstRow(ctx.database.db.select(invitationColumns).from(invitations).where(eq(invitations.id, id)).limit(1)), invitationNotFound());
  const deadline = (withReadDefaults({ rsvp: row.rsvp }).rsvp as { deadline?: unknown }).deadline;
  return {
    id: row.id,
    userId: row.userId,
    eventName: richTextToPlain(row.eventName),
    customSlug: row.customSlug,
    language: (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'english',
    date: row.date || null,
    rsvpDeadline: typeof deadline === 'string' && deadline ? deadline : null,
    settings: readGuestSettings(row.guestSettings),
    events: guestListEventsOf(row),
  };
}

/** An invitation's events as the guest list names them (ids, names, dates), from its row's columns. */
export function guestListEventsOf(row: { id: string; date: string | null; eventType: string; events: InvitationEvent[] }): GuestListEvent[] {
  const { eventType } = withReadDefaults({ event_type: row.eventType });
  const typeLabel = formatCategory(eventType) || 'Event';
  // Only ids, names and dates are needed: the main event's date is the invitation's own.
  const mainFields = { date: row.date, time: null, endTime: null, venue: '', address: '', mapUrls: EMPTY_MAP_URLS, rsvp: { mealOptions: [] } };
  const stored = Array.isArray(row.events) ? row.events : [];
  return withMainEvent(stored, mainFields, row.id).map((event) => ({ id: event.id, name: guestEventName(event, typeLabel), date: event.date, isMain: event.isMain }));
}

/**
 * The household's events as stored (product.md §13): null (every event) stays null; a list is
 * checked against the invitation's events (400 naming the problem otherwise) and kept once each,
 * in the host's order of events, even when it names every event (the host's explicit choice).
 */
export function storedEventIds(invitation: Pick<GuestListOwner, 'events'>, eventIds: readonly string[] | null): string[] | null {
  if (eventIds === null) return null;
  const wanted = new Set(eventIds.map((id) => id.toLowerCase()));
  const known = new Set(invitation.events.map((event) => event.id));
  for (const id of wanted) if (!known.has(id)) throw messageError(400, 'GUEST_LIST_UNKNOWN_EVENT', { code: 'UNKNOWN_EVENT' });
  if (wanted.size === 0) throw messageError(400, 'NO_EVENT');
  return invitation.events.filter((event) => wanted.has(event.id)).map((event) => event.id);
}

/** Saves the list's settings; a custom message must carry each household's link. */
export async function saveGuestSettings(ctx: AppContext, invitation: GuestListOwner, settings: GuestSettings): Promise<GuestSettings> {
  const message = settings.message.trim();
  if (message && !message.includes('{link}')) throw messageError(400, 'MESSAGE_WITHOUT_LINK');
  const stored: GuestSettings = { ...settings, message };
  // Merged into what is stored: keys kept apart from these settings (the thank-you texts, product.md §16) stay.
  await ctx.database.db
    .update(invitations)
    .set({ guestSettings: sql`coalesce(${invitations.guestSettings}, '{}'::jsonb) || ${JSON.stringify(stored)}::jsonb` })
    .where(eq(invitations.id, invitation.id));
  return stored;
}
