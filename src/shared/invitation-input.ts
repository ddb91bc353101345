import { z } from 'zod';
import { CONTACTS_MAX, EVENT_TYPES, LANGUAGES, MARGIN_MAX, MARGIN_MIN, MUSIC_START_MAX_SECONDS, POSITION_MAX, POSITION_MIN } from './constants';
import { invitationEventsSchema, timeZoneSchema } from './events';
import { emailField, link, text } from './fields';
import { giftSettingsInputSchema } from './gift-methods-schema';
import { GALLERY_MAX, PHOTO_CAPTION_MAX, PHOTO_ID_PATTERN, PHOTO_MAX_WIDTH, PHOTO_PACKAGES, PHOTO_WIDTHS } from './photos';
import { DIVIDER_TYPES, FONT_FAMILIES, FONT_GROUPS, FONT_SIZES, OPENING_ANIMATIONS, OVERLAY_ANIMATIONS } from './invitation';

/**
 * What the editor saves (product.md §3 working shape, minus what only the server decides: id, owner,
 * slug, status, payment). One schema for the editor's form, the create/update routes and the client.
 * Required fields of the wizard (template, event name + date, organizer name) are checked by
 * `validateInvitation` in wizard.ts, so a half-filled draft can still be typed into.
 * Built inside IIFEs marked pure so that a page importing only the types pays nothing for zod.
 */
const hex = /^#[0-9a-f]{6}$/i;
const colour = () => z.string().regex(hex, 'Use a colour like #aabbcc');
/** An image we serve ourselves (/files/…), or ''. */
const ownImage = () => z.union([z.literal(''), z.string().regex(/^\/files\/[a-z_]+\/[A-Za-z0-9._\-/]+$/, 'Upload the image here').max(500)]);

export const fontStyleSchema = /* @__PURE__ */ (() =>
  z.object({ family: z.enum(FONT_FAMILIES), size: z.enum(FONT_SIZES), color: colour() }).partial())();

const dividerSchema = /* @__PURE__ */ (() => z.object({ type: z.enum(DIVIDER_TYPES), color: colour(), customImageUrl: ownImage() }))();

/** A photo as an upload answers it and an invitation stores it (shared/photos.ts `Photo`). */
export const photoSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.string().regex(PHOTO_ID_PATTERN, 'Upload the photo here'),
    width: z.number().int().min(1).max(PHOTO_MAX_WIDTH),
    height: z.number().int().min(1).max(16_000),
    widths: z.array(z.number().int().min(1).max(PHOTO_MAX_WIDTH)).min(1).max(PHOTO_WIDTHS.length),
    caption: z.string().trim().max(PHOTO_CAPTION_MAX, `A caption is at most ${PHOTO_CAPTION_MAX} characters`),
    color: z.string().regex(/^#[0-9a-f]{6}$/i),
  }))();

/** GET /api/invitations/:id/photo-limit: the invitation's package and how many gallery photos it allows. */
export const photoLimitSchema = /* @__PURE__ */ (() =>
  z.object({ package: z.enum(PHOTO_PACKAGES), label: z.string(), limit: z.number().int() }))();

export const invitationInputSchema = /* @__PURE__ */ (() =>
  z.object({
    template: z.object({
      id: z.string().max(100),
      imageUrl: z.string().max(500),
      dominantColors: z.array(colour()).max(10),
      accentColor: colour().nullish(),
    }),
    eventType: z.enum(EVENT_TYPES),
    /** Rich text (sanitised by the server on the way in). */
    eventName: text(2000),
    date: z.union([z.literal(''), z.iso.date('Use a date like 2027-06-12')]),
    time: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 18:30')]),
    endTime: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 22:00')]),
    venue: text(200),
    address: text(2000),
    hashtag: text(100),
    language: z.enum(LANGUAGES),
    /** 'gradient' | 'transparent' | a solid colour '#rrggbb'. */
    backgroundColor: z.union([z.literal('gradient'), z.literal('transparent'), colour()]),
    /** [primary, secondary, font colour]. */
    customColors: z.array(colour()).length(3),
    animation: z.object({ type: z.enum(OVERLAY_ANIMATIONS), color: colour() }),
    openingAnimation: z.enum(OPENING_ANIMATIONS),
    /** Each -100..100: shifts the content within its section. */
    contentPosition: z.object({
      horizontal: z.number().int().min(POSITION_MIN).max(POSITION_MAX),
      vertical: z.number().int().min(POSITION_MIN).max(POSITION_MAX),
    }),
    dividerSettings: z.object({ attendance: dividerSchema, wishes: dividerSchema }),
    marginSettings: z.object({
      sections: z.object({
        firstPage: z.number().int().min(MARGIN_MIN).max(MARGIN_MAX),
        secondPage: z.number().int().min(MARGIN_MIN).max(MARGIN_MAX),
        thirdPage: z.number().int().min(MARGIN_MIN).max(MARGIN_MAX),
      }),
    }),
    greeting: text(200),
    tagline: text(300),
    parentDetails: z.object({ groomParents: text(200), brideParents: text(200) }),
    groomBrideName: text(200),
    muhurtham: text(200),
    organizer: z.object({ name: text(100), email: emailField(), phone: text(40) }),
    coOrganizers: z.array(z.object({ name: text(100), email: emailField(), phone: text(40), role: text(100) })).max(10),
    showCoOrganizers: z.boolean(),
    note: text(1000),
    mapUrls: z.object({ google: link(), waze: link() }),
    contacts: z.array(z.object({ name: text(100), relationship: text(100), phone: text(40) })).max(CONTACTS_MAX, `At most ${CONTACTS_MAX} contacts`),
    music: z.object({ youtubeUrl: link(), startTime: z.number().int().min(0).max(MUSIC_START_MAX_SECONDS) }),
    fonts: z.partialRecord(z.enum(FONT_GROUPS), fontStyleSchema),
    displaySettings: z.object({
      showSaveTheDate: z.boolean(),
      showGroomBrideNames: z.boolean(),
      showVenue: z.boolean(),
      showDate: z.boolean(),
      showTime: z.boolean(),
      showTimeEnd: z.boolean(),
      showCountdown: z.boolean(),
      showAttendance: z.boolean(),
      showWishes: z.boolean(),
      showBelovedTitle: z.boolean(),
      showBelovedSonOf: z.boolean(),
      showBelovedDaughterOf: z.boolean(),
    }),
    rsvp: z.object({
      enabled: z.boolean(),
      allowPlusOnes: z.boolean(),
      requireCarPlate: z.boolean(),
      deadline: z.union([z.literal(''), z.iso.date()]).optional(),
      mealOptions: z
        .array(
          z.object({
            id: z.string().min(1).max(50),
            name: z.string().trim().min(1, 'Meal option needs a name').max(100),
            description: text(300).optional(),
          }),
        )
        .max(20),
      /** Rich text shown above the RSVP form. */
      wishes: text(2000),
    }),
    /** The gift section (shared/gift-methods.ts): shown or not, "no gifts, please", the ways to give in order. */
    gift: giftSettingsInputSchema,
    /**
     * The invitation's events (shared/events.ts). The main one's date, times, venue, address, map
     * links and meal options are the fields above, which the server copies into it on save. Left out
     * (an older client), the stored events are kept with the main one updated from the fields above.
     */
    events: invitationEventsSchema.optional(),
    /** IANA time zone of every event's date and time (default Asia/Kuala_Lumpur). */
    timeZone: timeZoneSchema.optional(),
    /**
     * The host's photos (shared/photos.ts): the cover photo (null: none) and the gallery in the
     * guests' order. Each must be the saver's own upload; the gallery's length is limited by the
     * invitation's package (the server checks both). Left out (an older client), the stored ones stay.
     */
    coverPhoto: photoSchema.nullable().optional(),
    gallery: z.array(photoSchema).max(GALLERY_MAX, `At most ${GALLERY_MAX} photos`).optional(),
  }))();

export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** GET /api/invitations/:id: an invitation in the editor's shape (its owner's, or an admin's). */
export const editorInvitationSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.string(),
    customSlug: z.string().nullable(),
    templateStatus: z.enum(['Draft', 'Published']),
    /** An admin's template preview (no owner). */
    isPreview: z.boolean(),
    input: invitationInputSchema,
  }))();
export type EditorInvitation = z.infer<typeof editorInvitationSchema>;

/** What creating or saving an invitation (or a template's preview) answers. */
export const savedInvitationSchema = /* @__PURE__ */ (() => z.object({ id: z.string() }))();
export type SavedInvitation = z.infer<typeof savedInvitationSchema>;
