import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, eventsVisibleTo, withMainEvent, type InvitationEvent } from '@shared/events';
import { DEFAULT_ANIMATION, DEFAULT_CONTENT_POSITION, DEFAULT_MUSIC, EMPTY_MAP_URLS, EMPTY_ORGANIZER, withReadDefaults, parseJsonish } from '@shared/invitation';
import type { InvitationView, PublicWish } from '@shared/invitation-view';
import { isUuid } from '@shared/ids';
import type { Db } from '@server/db/client';
import { invitations, rsvpResponses } from '@server/db/schema';
import { safeUrl, sanitizeRichText } from '@server/lib/sanitize';
import { publishedInvitationCache } from './page-cache';

export type InvitationRow = typeof invitations.$inferSelect;

/** product.md §2: the parameter is an invitation id or a custom slug; the id is tried first, then the slug. */
export async function findInvitationByIdOrSlug(db: Db, idOrSlug: string): Promise<InvitationRow | null> {
  if (isUuid(idOrSlug)) {
    const [byId] = await db.select().from(invitations).where(eq(invitations.id, idOrSlug.toLowerCase())).limit(1);
    if (byId) return byId;
  }
  const slug = idOrSlug.toLowerCase();
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  const [bySlug] = await db.select().from(invitations).where(eq(invitations.customSlug, slug)).limit(1);
  return bySlug ?? null;
}

/**
 * The lookup guests cause (the public page, RSVP submissions): a published invitation may come from
 * the one-second cache; a draft or a miss is read from the database every time.
 */
export async function findInvitationForGuests(db: Db, idOrSlug: string): Promise<InvitationRow | null> {
  const key = idOrSlug.toLowerCase();
  const cached = publishedInvitationCache.get(key);
  if (cached) return cached;
  const row = await findInvitationByIdOrSlug(db, idOrSlug);
  if (row && isPublished(row)) publishedInvitationCache.set(key, row);
  return row;
}

/**
 * Published means the host's Draft/Published toggle (template_status) says Published. The `status`
 * column is 'published' from creation (product.md §4), so it cannot be what keeps drafts private.
 */
export function isPublished(row: Pick<InvitationRow, 'templateStatus'>): boolean {
  return row.templateStatus.toLowerCase() === 'published';
}

const asArray = <T>(value: unknown): T[] => {
  const parsed = parseJsonish<unknown>(value, []);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
};
const asObject = <T extends object>(value: unknown, fallback: T): T => {
  const parsed = parseJsonish<unknown>(value, fallback);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...fallback, ...(parsed as T) } : fallback;
};

/** A stored row → the renderer's working shape, read defaults applied, rich text sanitised again. */
export function toInvitationView(row: InvitationRow): InvitationView {
  const defaults = withReadDefaults({
    display_settings: row.displaySettings,
    parent_details: row.parentDetails,
    gift: row.gift,
    divider_settings: row.dividerSettings,
    margin_settings: row.marginSettings,
    rsvp: row.rsvp,
    groom_bride_name: row.groomBrideName,
    muhurtham: row.muhurtham,
    template_status: row.templateStatus,
    event_type: row.eventType,
    language: row.language,
    cover_photo: row.coverPhoto,
    gallery: row.gallery,
  });
  const template = asObject<InvitationView['template']>(row.template, { id: '', imageUrl: '', dominantColors: [] });
  const mapUrls = asObject(row.mapUrls, EMPTY_MAP_URLS);
  const music = asObject(row.music, DEFAULT_MUSIC);
  const divider = (d: InvitationView['dividerSettings']['wishes']) => ({ ...d, customImageUrl: safeUrl(d.customImageUrl) });
  return {
    id: row.id,
    customSlug: row.customSlug,
    // Every address a guest's browser may follow is checked here, whatever was stored.
    template: { ...template, imageUrl: safeUrl(template.imageUrl) },
    eventType: defaults.eventType,
    eventName: sanitizeRichText(row.eventName),
    date: row.date,
    time: row.time,
    endTime: row.endTime,
    venue: row.venue,
    address: sanitizeRichText(row.address),
    hashtag: row.hashtag,
    language: defaults.language,
    backgroundColor: row.backgroundColor,
    customColors: asArray<string>(row.customColors),
    animation: asObject(row.animation, DEFAULT_ANIMATION),
    openingAnimation: row.openingAnimation as InvitationView['openingAnimation'],
    contentPosition: asObject(row.contentPosition, DEFAULT_CONTENT_POSITION),
    greeting: row.greeting,
    tagline: row.tagline,
    organizer: asObject(row.organizer, EMPTY_ORGANIZER),
    coOrganizers: asArray(row.coOrganizers),
    showCoOrganizers: row.showCoOrganizers,
    note: row.note,
    mapUrls: { google: safeUrl(mapUrls.google), waze: safeUrl(mapUrls.waze) },
    contacts: asArray(row.contacts),
    music: { youtubeUrl: safeUrl(music.youtubeUrl), startTime: Number(music.startTime) || 0 },
    fonts: asObject(row.fonts, {}),
    displaySettings: defaults.displaySettings,
    dividerSettings: { attendance: divider(defaults.dividerSettings.attendance), wishes: divider(defaults.dividerSettings.wishes) },
    marginSettings: defaults.marginSettings,
    parentDetails: defaults.parentDetails,
    groomBrideName: defaults.groomBrideName,
    muhurtham: defaults.muhurtham,
    rsvp: { ...defaults.rsvp, wishes: sanitizeRichText(defaults.rsvp.wishes ?? '') },
    // Read method by method (shared/gift-methods.ts); the addresses a guest may follow checked again.
    gift: {
      ...defaults.gift,
      methods: defaults.gift.methods.filter((method) => {
        if (method.kind === 'duitnow_qr') return Boolean(safeUrl(method.imageUrl));
        if (method.kind === 'ewallet') return Boolean(safeUrl(method.url));
        return true;
      }),
    },
    templateStatus: defaults.templateStatus,
    status: row.status,
    // Every event, main one mirrored from the fields above; callers narrow them to what a guest may see.
    events: withMainEvent(asArray<InvitationEvent>(row.events), { date: row.date, time: row.time, endTime: row.endTime, venue: row.venue, address: row.address, mapUrls, rsvp: defaults.rsvp }, row.id).map(
      (event) => ({ ...event, address: sanitizeRichText(event.address), mapUrls: { google: safeUrl(event.mapUrls.google), waze: safeUrl(event.mapUrls.waze) } }),
    ),
    timeZone: row.timeZone || DEFAULT_TIME_ZONE,
    coverPhoto: defaults.coverPhoto,
    gallery: defaults.gallery,
  };
}

/**
 * The view one guest may see (product.md §13): the public link gets the public events (the main one
 * always among them), a personal link its household's (`eventIds` null = every event). Nothing else
 * of an event the reader is not invited to leaves the server. When the main event is not among a
 * household's events, the first of its events takes the cover: the top-level date, times, venue,
 * address, map links and meal options become that event's, and it is the view's main event, so
 * every reader keeps its rule that the main event mirrors the top-level fields. A household whose
 * list names no event left (it cannot be saved so) sees what the public link shows.
 * The host's own previews (the editor) do not come through here: they show every event.
 */
export function viewForGuest(view: InvitationView, household: { eventIds: readonly string[] | null } | null): InvitationView {
  let events = eventsVisibleTo(view.events, household);
  if (events.length === 0) events = eventsVisibleTo(view.events, null);
  if (events.some((event) => event.isMain)) return { ...view, events };
  const [first, ...rest] = events as [InvitationEvent, ...InvitationEvent[]];
  const cover: InvitationEvent = { ...first, isMain: true };
  return {
    ...view,
    date: cover.date || null,
    time: cover.time || null,
    endTime: cover.endTime || null,
    venue: cover.venue,
    address: cover.address,
    mapUrls: { ...cover.mapUrls },
    rsvp: { ...view.rsvp, mealOptions: cover.mealOptions },
    events: [cover, ...rest],
  };
}

export const PUBLIC_WISHES_LIMIT = 50;

/** Wishes for the public page: non-empty, not hidden by the host, not a likely duplicate's (until the host decides, issue 27), newest first; name and text only. */
export async function listPublicWishes(db: Db, invitationId: string): Promise<PublicWish[]> {
  const rows = await db
    .select({ id: rsvpResponses.id, guestName: rsvpResponses.guestName, wishes: rsvpResponses.wishes, responseDate: rsvpResponses.responseDate })
    .from(rsvpResponses)
    .where(and(eq(rsvpResponses.invitationId, invitationId), ne(rsvpResponses.wishes, ''), eq(rsvpResponses.wishHidden, false), isNull(rsvpResponses.duplicateOf)))
    .orderBy(desc(rsvpResponses.responseDate))
    .limit(PUBLIC_WISHES_LIMIT);
  return rows.map((row) => ({ ...row, responseDate: row.responseDate.toISOString() }));
}
