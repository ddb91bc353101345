import { EVENT_TYPES, LANGUAGES } from './constants';
import type { InvitationInput } from './invitation-input';
import { readGift, type GiftSettings } from './gift-methods';
import { readGallery, readPhoto, type Photo } from './photos';

/**
 * The invitation's working shape (product.md §3) and the defaults applied when stored data is read.
 * Every reader (API, renderer, editor) goes through `withReadDefaults`, so a default lives here only.
 */

export const FONT_GROUPS = [
  'overall',
  'eventType',
  'eventName',
  'date',
  'venue',
  'hashtag',
  'greeting',
  'belovedTitle',
] as const;
export const FONT_SIZES = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] as const;
export const FONT_FAMILIES = ['sans', 'serif', 'mono', 'display', 'poppins', 'dancing-script'] as const;
export const OVERLAY_ANIMATIONS = ['none', 'confetti', 'snowfall', 'bubbles', 'stars', 'fireflies'] as const;
export const OPENING_ANIMATIONS = ['fade', 'flip', 'slide', 'slideDown', 'zoom', 'curtain', 'envelope'] as const;
export const DIVIDER_TYPES = ['line', 'double-line', 'dots', 'wave', 'ornament', 'custom'] as const;

export type FontGroup = (typeof FONT_GROUPS)[number];

/*
 * The parts of the working shape, as `invitationInputSchema` (invitation-input.ts) describes them:
 * one source, so a field added there reaches the renderer, the editor and the read defaults.
 */
type Input = InvitationInput;
export type FontStyle = Required<NonNullable<Input['fonts'][FontGroup]>>;
export type DividerStyle = Input['dividerSettings']['attendance'];
export type DisplaySettings = Input['displaySettings'];
export type MealOption = Input['rsvp']['mealOptions'][number];
export type RsvpSettings = Input['rsvp'];
export type { GiftSettings } from './gift-methods';
export type MarginSettings = Input['marginSettings'];
export type ParentDetails = Input['parentDetails'];

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  showSaveTheDate: true,
  showGroomBrideNames: true,
  showVenue: true,
  showDate: true,
  showTime: true,
  showTimeEnd: true,
  showCountdown: true,
  showAttendance: true,
  showWishes: true,
  showBelovedTitle: true,
  showBelovedSonOf: true,
  showBelovedDaughterOf: true,
};
export const DEFAULT_PARENT_DETAILS: ParentDetails = { groomParents: 'Mr. & Mrs. ', brideParents: 'Mr. & Mrs. ' };
export { DEFAULT_GIFT } from './gift-methods';
export const DEFAULT_DIVIDER: DividerStyle = { type: 'line', color: '#000000', customImageUrl: '' };
/** Stored invitations read with margins of 20; a new invitation in the editor starts at 30 (product.md §3 gives both). */
export const READ_DEFAULT_MARGIN = 20;
export const EDITOR_DEFAULT_MARGIN = 30;
export const DEFAULT_CUSTOM_COLORS = ['#f8fafc', '#e2e8f0', '#cbd5e1'] as const;
/*
 * The defaults of the invitation's jsonb columns (src/server/db/schema.ts) that a new invitation
 * (`newInvitation`, wizard.ts) and the reader (`toInvitationView`) also start from: one copy each.
 * Changing one changes the column's SQL default (a migration).
 */
export const DEFAULT_ANIMATION: Input['animation'] = { type: 'none', color: '#ffffff' };
export const DEFAULT_CONTENT_POSITION: Input['contentPosition'] = { horizontal: 0, vertical: 0 };
export const EMPTY_ORGANIZER: Input['organizer'] = { name: '', email: '', phone: '' };
export const EMPTY_MAP_URLS: Input['mapUrls'] = { google: '', waze: '' };
export const DEFAULT_MUSIC: Input['music'] = { youtubeUrl: '', startTime: 0 };
export const DEFAULT_RSVP: RsvpSettings = {
  enabled: false,
  allowPlusOnes: true,
  requireCarPlate: false,
  mealOptions: [],
  wishes: '',
};
export const DEFAULT_TEMPLATE_STATUS = 'Draft';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON column may arrive as a string (older rows); parse it, else fall back. */
export function parseJsonish<T>(value: unknown, fallback: T): T {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value === null || value === undefined ? fallback : (value as T);
}

function mergeObject<T extends object>(defaults: T, stored: unknown): T {
  const parsed = parseJsonish<unknown>(stored, {});
  return isObject(parsed) ? ({ ...defaults, ...parsed } as T) : { ...defaults };
}

export interface StoredInvitationSettings {
  display_settings?: unknown;
  parent_details?: unknown;
  gift?: unknown;
  divider_settings?: unknown;
  margin_settings?: unknown;
  rsvp?: unknown;
  groom_bride_name?: string | null;
  muhurtham?: string | null;
  template_status?: string | null;
  event_type?: string | null;
  language?: string | null;
  cover_photo?: unknown;
  gallery?: unknown;
}

export type InvitationReadDefaults = Pick<
  InvitationInput,
  'displaySettings' | 'parentDetails' | 'dividerSettings' | 'marginSettings' | 'rsvp' | 'groomBrideName' | 'muhurtham' | 'eventType' | 'language'
> & { gift: GiftSettings; templateStatus: string; coverPhoto: Photo | null; gallery: Photo[] };

/** product.md §3 "Defaults applied when reading stored data", in one function. */
export function withReadDefaults(stored: StoredInvitationSettings): InvitationReadDefaults {
  const dividers = parseJsonish<Json>(stored.divider_settings, {});
  const margins = parseJsonish<Json>(stored.margin_settings, {});
  const sections = isObject(margins) && isObject(margins.sections) ? margins.sections : {};
  return {
    displaySettings: mergeObject(DEFAULT_DISPLAY_SETTINGS, stored.display_settings),
    parentDetails: mergeObject(DEFAULT_PARENT_DETAILS, stored.parent_details),
    // Methods checked one by one; an older row's single image reads as a DuitNow QR (shared/gift-methods.ts).
    gift: readGift(parseJsonish<unknown>(stored.gift, {})),
    dividerSettings: {
      attendance: mergeObject(DEFAULT_DIVIDER, isObject(dividers) ? dividers.attendance : undefined),
      wishes: mergeObject(DEFAULT_DIVIDER, isObject(dividers) ? dividers.wishes : undefined),
    },
    marginSettings: {
      sections: mergeObject(
        { firstPage: READ_DEFAULT_MARGIN, secondPage: READ_DEFAULT_MARGIN, thirdPage: READ_DEFAULT_MARGIN },
        sections,
      ),
    },
    rsvp: mergeObject(DEFAULT_RSVP, stored.rsvp),
    groomBrideName: stored.groom_bride_name ?? '',
    muhurtham: stored.muhurtham ?? '',
    templateStatus: stored.template_status || DEFAULT_TEMPLATE_STATUS,
    eventType: (EVENT_TYPES as readonly string[]).includes(stored.event_type ?? '')
      ? (stored.event_type as (typeof EVENT_TYPES)[number])
      : 'wedding',
    language: (LANGUAGES as readonly string[]).includes(stored.language ?? '')
      ? (stored.language as (typeof LANGUAGES)[number])
      : 'english',
    // Photos: only well-formed entries (shared/photos.ts); none when the columns are empty.
    coverPhoto: readPhoto(parseJsonish<unknown>(stored.cover_photo, null)),
    gallery: readGallery(parseJsonish<unknown>(stored.gallery, [])),
  };
}

/** Template status: empty counts as Draft (product.md §3). */
export function normaliseTemplateStatus(value: string | null | undefined): 'Published' | 'Draft' {
  return value === 'Published' ? 'Published' : 'Draft';
}
