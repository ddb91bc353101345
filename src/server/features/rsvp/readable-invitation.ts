import { eq } from 'drizzle-orm';
import { mainEventOf, withMainEvent } from '@shared/events';
import { EMPTY_MAP_URLS, withReadDefaults } from '@shared/invitation';
import type { AppContext } from '@server/context';
import { invitations } from '@server/db/schema';
import { ownedInvitation, type Viewer } from '@server/lib/access';
import { invitationNotFound } from '@server/features/guests/list-invitation';
import { firstRow } from '@server/lib/invitation-rows';
import { richTextToPlain } from '@server/lib/sanitize';

/** The invitation whose responses the viewer may read (its owner or an admin); anyone else: not found. */
export async function readableInvitation(ctx: AppContext, invitationId: string, viewer: Viewer) {
  const row = await ownedInvitation(viewer, invitationId, (id) => firstRow(ctx.database.db
    .select({
      id: invitations.id,
      userId: invitations.userId,
      eventName: invitations.eventName,
      customSlug: invitations.customSlug,
      rsvp: invitations.rsvp,
      events: invitations.events,
      date: invitations.date,
      time: invitations.time,
      endTime: invitations.endTime,
      venue: invitations.venue,
      address: invitations.address,
      mapUrls: invitations.mapUrls,
    })
    .from(invitations)
    .where(eq(invitations.id, id))
    .limit(1)), invitationNotFound());
  const settings = withReadDefaults({ rsvp: row.rsvp }).rsvp;
  const mealNames = new Map(settings.mealOptions.map((option) => [option.id, option.name]));
  // As toInvitationView reads them (main event mirrored from the fields above); names, dates and meals only here.
  const mapUrls = { ...EMPTY_MAP_URLS, ...row.mapUrls };
  const stored = Array.isArray(row.events) ? row.events : [];
  const events: ResponseEvent[] = withMainEvent(stored, { ...row, mapUrls, rsvp: settings }, row.id).map((event, index) => ({
    id: event.id,
    name: event.name.trim() || (event.isMain ? 'Main event' : `Event ${index + 1}`),
    date: event.date,
    isMain: event.isMain,
    mealOptions: event.mealOptions.map((option) => ({ id: option.id, name: option.name })),
  }));
  const eventMeals = new Map(events.map((event) => [event.id, new Map(event.mealOptions.map((option) => [option.id, option.name]))]));
  return {
    id: row.id,
    eventName: richTextToPlain(row.eventName),
    customSlug: row.customSlug,
    /** The top-level meal: the main event's options first, then any event's (it may be the first attending event's). */
    mealName: (id: string) => (id ? (mealNames.get(id) ?? events.map((event) => eventMeals.get(event.id)?.get(id)).find(Boolean) ?? id) : ''),
    isMealOption: (id: string) => mealNames.has(id),
    events,
    mainEvent: mainEventOf(events),
    eventMealName: (eventId: string, id: string) => (id ? (eventMeals.get(eventId)?.get(id) ?? id) : ''),
    /** What the host's answer form offers. */
    answerOptions: { mealOptions: settings.mealOptions.map((option) => ({ id: option.id, name: option.name })), askCarPlate: settings.requireCarPlate },
  };
}
export type ReadableInvitation = Awaited<ReturnType<typeof readableInvitation>>;

/** An event as the responses page needs it. */
interface ResponseEvent {
  id: string;
  name: string;
  date: string;
  isMain: boolean;
  mealOptions: { id: string; name: string }[];
}
