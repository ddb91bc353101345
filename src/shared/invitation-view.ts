import { z } from 'zod';
import { RSVP_GUESTS_MAX, RSVP_GUESTS_MIN } from './constants';
import { EVENTS_MAX, type InvitationEvent } from './events';
import { RSVP_FIELD_MAX } from './field-rules';
import { emailField, plainText, trimmed } from './fields';
import type { GiftSettings } from './gift-methods';
import type { InvitationInput } from './invitation-input';
import type { Photo } from './photos';

/**
 * What the renderer draws: an invitation in its working shape (product.md §3) with the read defaults
 * applied. The public page, the editor's live preview and the admin preview all pass this.
 * The editor's fields as `invitationInputSchema` describes them, plus what only the server decides;
 * rich-text fields (eventName, address, rsvp.wishes) hold HTML already sanitised by the server.
 */
export type InvitationView = Omit<InvitationInput, 'date' | 'time' | 'endTime' | 'events' | 'timeZone' | 'coverPhoto' | 'gallery' | 'gift'> & {
  /** The gift section, read (shared/gift-methods.ts readGift): the ways to give in the host's order. */
  gift: GiftSettings;
  id: string;
  customSlug: string | null;
  /** ISO date (YYYY-MM-DD): the host's wall-clock date, shown as entered in every time zone. */
  date: string | null;
  /** HH:MM, host's wall clock. */
  time: string | null;
  endTime: string | null;
  templateStatus: string;
  status: string;
  /**
   * The events this reader may see, in the host's order, exactly one of them main (shared/events.ts
   * `withMainEvent`); the public page gets the public ones, a personal link the household's.
   */
  events: InvitationEvent[];
  /** IANA zone of the events' wall-clock dates and times. */
  timeZone: string;
  /**
   * The cover photo (null: none) and the gallery in the guests' order (shared/photos.ts). Always
   * set by the server's reader; optional so that a fixture or older preview without photos still draws.
   */
  coverPhoto?: Photo | null;
  gallery?: Photo[];
};

/** A wish as the public sees it: the text and the guest's name, nothing else (architecture.md §4). */
export interface PublicWish {
  id: string;
  guestName: string;
  wishes: string;
  responseDate: string;
}

/** What the page's random device id looks like (made in the browser, so only its shape is checked). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * An answer's number of guests as a form sends it (the guest's form, the host's dialog): a whole
 * number from 0 to RSVP_GUESTS_MAX, 1 when left out (the at-least-one rule for an attending answer
 * is each schema's own, after its events). `notANumber`: the message for a value that is no number
 * at all (the host's dialog is a typed field); without it, zod's own.
 */
export const guestCountSchema = (notANumber?: string) =>
  z.coerce
    .number(notANumber === undefined ? undefined : { error: notANumber })
    .int('Number of guests must be a whole number')
    .min(0)
    .max(RSVP_GUESTS_MAX, `At most ${RSVP_GUESTS_MAX} guests`)
    .default(1);

/** One event's reply within an answer (rsvp_event_answers). Declining an event means no guests and no meal for it. */
export const rsvpEventAnswerSchema = z
  .object({
    eventId: z.uuid(),
    attending: z.boolean(),
    guests: z.coerce.number().int().min(0).max(RSVP_GUESTS_MAX, `At most ${RSVP_GUESTS_MAX} guests`).default(0),
    mealChoice: trimmed(RSVP_FIELD_MAX.mealChoice).default(''),
  })
  .transform((value) => (value.attending ? value : { ...value, guests: 0, mealChoice: '' }));
export type RsvpEventAnswer = z.output<typeof rsvpEventAnswerSchema>;

/**
 * An RSVP as a guest submits it (product.md §5 RSVP form). The guest page checks it with the zod-free
 * rules this is built on (field-rules.ts: lengths, plain text, the e-mail's shape), the server with this.
 */
export const rsvpInputSchema = z
  .object({
    guestName: plainText(RSVP_FIELD_MAX.guestName).min(1, 'Please provide your name'),
    // Lower-cased: the same address in another case is the same guest (one answer, not two).
    email: emailField().default(''),
    /** Any common spelling; the server stores it in international form (Malaysia by default) or refuses it. */
    phone: trimmed(RSVP_FIELD_MAX.phone).default(''),
    attending: z.boolean({ error: 'Please tell us whether you will attend' }),
    numberOfGuests: guestCountSchema(),
    mealChoice: trimmed(RSVP_FIELD_MAX.mealChoice).default(''),
    carPlate: plainText(RSVP_FIELD_MAX.carPlate).default(''),
    wishes: trimmed(RSVP_FIELD_MAX.wishes).default(''),
    /** A random id the page keeps in localStorage, stored with the answer (the device that may change it is known by its HttpOnly cookie, not by this). */
    deviceId: z.union([z.literal(''), z.string().regex(DEVICE_ID_PATTERN, 'Invalid device id')]).default(''),
    /** Honeypot: people never see or fill it; bots do. */
    website: z.string().max(RSVP_FIELD_MAX.website).optional(),
    /**
     * Per event (shared/events.ts): the reply for each event the guest sees. Left out (a one-event
     * page, an older client), the answer above stands for every event the guest sees. With it, the
     * server derives the answer's totals (attending any event, the largest count, the main event's meal).
     */
    events: z.array(rsvpEventAnswerSchema).max(EVENTS_MAX).optional(),
  })
  .transform((value) => {
    // With replies per event, the answer attends when it attends any event, with its largest count
    // (the server also sets the meal: the main event's, else the first attending event's).
    const attending = value.events ? value.events.some((reply) => reply.attending) : value.attending;
    const numberOfGuests = value.events ? Math.max(0, ...value.events.map((reply) => reply.guests)) : value.numberOfGuests;
    // Declining means no guests, no meal, no plate (product.md §5).
    return attending ? { ...value, attending, numberOfGuests } : { ...value, attending, numberOfGuests: 0, mealChoice: '', carPlate: '' };
  })
  // Per event, the server checks each attending event's count in the guest's language.
  .refine((value) => Boolean(value.events) || !value.attending || value.numberOfGuests >= RSVP_GUESTS_MIN, {
    message: `Number of guests must be between ${RSVP_GUESTS_MIN} and ${RSVP_GUESTS_MAX}`,
    path: ['numberOfGuests'],
  });
export type RsvpInput = z.input<typeof rsvpInputSchema>;
export type RsvpData = z.output<typeof rsvpInputSchema>;

/** What the server answers to a submitted or edited RSVP. Built lazily (pure) so that a page importing only the types pays nothing for zod. */
export const rsvpReceiptSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.string(),
    attending: z.boolean(),
    guestName: z.string(),
    /** The guest's private link to change or withdraw the answer (no account needed). */
    editUrl: z.string(),
    /**
     * True when this answer replaced an earlier one of the same guest (the same e-mail, phone, or name
     * on the same device; or the household's own answer through its personal link).
     */
    updated: z.boolean().optional(),
    /**
     * Set when an earlier answer has the same phone, e-mail or name (issue 27): this answer is stored
     * as a new one the host sees as a likely duplicate, and the earlier one is not shown or changed.
     * `mailedTo`: the earlier answer's e-mail, masked ("s***@e***.com"), when its change link was
     * mailed there; null when it has no e-mail or no link to send.
     */
    duplicate: z.object({ mailedTo: z.string().nullable() }).optional(),
  }))();
export type RsvpReceipt = z.infer<typeof rsvpReceiptSchema>;

/** One event's reply of an answer as stored (rsvp_event_answers). */
export const storedEventReplySchema = /* @__PURE__ */ (() => z.object({ eventId: z.string(), attending: z.boolean(), guests: z.number(), mealChoice: z.string() }))();

/** The answer behind a guest's private edit link, as stored. */
export const rsvpForEditSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.string(),
    invitationId: z.string(),
    guestName: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    attending: z.boolean(),
    numberOfGuests: z.number(),
    mealChoice: z.string(),
    carPlate: z.string(),
    wishes: z.string(),
    /** Its reply per event (every answer has one per event it was given for). */
    events: z.array(storedEventReplySchema).optional(),
  }))();
export type RsvpForEdit = z.infer<typeof rsvpForEditSchema>;
