import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuditEntry } from '@shared/audit';
import type { InvitationEvent } from '@shared/events';
import type { GuestSettings } from '@shared/guests';
import type { HostLanguage } from '@shared/host-language';
import {
  DEFAULT_ANIMATION,
  DEFAULT_CONTENT_POSITION,
  DEFAULT_CUSTOM_COLORS,
  DEFAULT_MUSIC,
  EMPTY_MAP_URLS,
  EMPTY_ORGANIZER,
  type DisplaySettings,
  type GiftSettings,
  type MarginSettings,
  type ParentDetails,
  type RsvpSettings,
} from '@shared/invitation';
import type { InvitationInput, photoSchema } from '@shared/invitation-input';
import type { JsonObject } from '@shared/json';

/**
 * The database schema. Timestamps are UTC (`timestamptz`); event date and time are the host's
 * wall-clock values kept as text, shown as entered (architecture.md §4).
 */
/*
 * jsonb columns are typed with the shared contracts (z.infer of src/shared's schemas). Columns whose
 * SQL default is {} hold a Partial: older rows may lack keys, and every reader fills them in
 * (`withReadDefaults`, shared/invitation.ts; `readGuestSettings`, shared/guests.ts).
 */
type Input = InvitationInput;
type Photo = z.infer<typeof photoSchema>;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- Accounts (better-auth's tables; property names are the ones better-auth expects) ----

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** The host's screens and e-mails (HOST_LANGUAGES, decision 0030); set at sign-up from the visitor's choice. */
  language: text('language').$type<HostLanguage>().notNull().default('english'),
  // The terms of service the host accepted at sign-up (issue 31 point 5): which version, and when.
  termsVersion: text('terms_version'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

// ---- product.md §3 "Others": roles and profiles ----

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'user'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

// ---- Files (storage metadata; bytes live in the storage driver) ----

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    isPublic: boolean('is_public').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_bucket_key_idx').on(t.bucket, t.key)],
);

// ---- Invitations (product.md §3) ----

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for an admin's template preview (product.md §4).
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customSlug: text('custom_slug'),
    template: jsonb('template').$type<Partial<Input['template']>>().notNull().default({}),
    eventType: text('event_type').notNull().default('wedding'),
    eventName: text('event_name').notNull().default(''),
    date: text('date'),
    time: text('time'),
    endTime: text('end_time'),
    venue: text('venue').notNull().default(''),
    address: text('address').notNull().default(''),
    hashtag: text('hashtag').notNull().default(''),
    language: text('language').notNull().default('english'),
    backgroundColor: text('background_color').notNull().default('gradient'),
    customColors: jsonb('custom_colors').$type<string[]>().notNull().default([...DEFAULT_CUSTOM_COLORS]),
    animation: jsonb('animation').$type<Input['animation']>().notNull().default(DEFAULT_ANIMATION),
    openingAnimation: text('opening_animation').notNull().default('fade'),
    contentPosition: jsonb('content_position').$type<Input['contentPosition']>().notNull().default(DEFAULT_CONTENT_POSITION),
    greeting: text('greeting').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    organizer: jsonb('organizer').$type<Input['organizer']>().notNull().default(EMPTY_ORGANIZER),
    coOrganizers: jsonb('co_organizers').$type<Input['coOrganizers']>().notNull().default([]),
    showCoOrganizers: boolean('show_co_organizers').notNull().default(true),
    note: text('note').notNull().default(''),
    mapUrls: jsonb('map_urls').$type<Input['mapUrls']>().notNull().default(EMPTY_MAP_URLS),
    contacts: jsonb('contacts').$type<Input['contacts']>().notNull().default([]),
    music: jsonb('music').$type<Input['music']>().notNull().default(DEFAULT_MUSIC),
    fonts: jsonb('fonts').$type<Input['fonts']>().notNull().default({}),
    rsvp: jsonb('rsvp').$type<Partial<RsvpSettings>>().notNull().default({}),
    gift: jsonb('gift').$type<Partial<GiftSettings> & { /** A row from before the ways to give (read as a DuitNow QR). */ imageUrl?: string }>().notNull().default({}),
    displaySettings: jsonb('display_settings').$type<Partial<DisplaySettings>>().notNull().default({}),
    dividerSettings: jsonb('divider_settings').$type<Partial<Input['dividerSettings']>>().notNull().default({}),
    marginSettings: jsonb('margin_settings').$type<Partial<MarginSettings>>().notNull().default({}),
    parentDetails: jsonb('parent_details').$type<Partial<ParentDetails>>().notNull().default({}),
    groomBrideName: text('groom_bride_name').notNull().default(''),
    muhurtham: text('muhurtham').notNull().default(''),
    templateStatus: text('template_status').notNull().default('Draft'),
    status: text('status').notNull().default('published'),
    isPaid: boolean('is_paid').notNull().default(false),
    // The guest list's settings (who may answer, message text, reminders, host notices): GuestSettings in shared/guests.ts.
    guestSettings: jsonb('guest_settings').$type<Partial<GuestSettings>>().notNull().default({}),
    // The invitation's events (InvitationEvent[] in shared/events.ts, decision 0022): at most 10, read
    // and written with the invitation; the main one mirrors date/time/venue/address/map links above.
    events: jsonb('events').$type<InvitationEvent[]>().notNull().default([]),
    // IANA zone of every event's wall-clock date and time (calendar files carry it as TZID).
    timeZone: text('time_zone').notNull().default('Asia/Kuala_Lumpur'),
    // The host's photos (shared/photos.ts): the cover photo (null: none) and the gallery in the
    // guests' order, each an upload of the host's with its sizes and caption.
    coverPhoto: jsonb('cover_photo').$type<Photo | null>(),
    gallery: jsonb('gallery').$type<Photo[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The slug's uniqueness is enforced here, not by the availability check (architecture.md §4).
    uniqueIndex('invitations_custom_slug_idx').on(t.customSlug),
    index('invitations_user_id_created_idx').on(t.userId, t.createdAt),
    check('invitations_custom_slug_format', sql`${t.customSlug} ~ '^[a-z0-9-]+$'`),
  ],
);

/** One row per RSVP (architecture.md §4): concurrent guests never overwrite each other. */
export const rsvpResponses = pgTable(
  'rsvp_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    guestName: text('guest_name').notNull(),
    email: text('email').notNull().default(''),
    attending: boolean('attending').notNull(),
    numberOfGuests: integer('number_of_guests').notNull().default(0),
    mealChoice: text('meal_choice').notNull().default(''),
    carPlate: text('car_plate').notNull().default(''),
    wishes: text('wishes').notNull().default(''),
    wishHidden: boolean('wish_hidden').notNull().default(false),
    // Hash of the guest's private edit token; the token itself is only ever sent to the guest.
    editTokenHash: text('edit_token_hash'),
    // The invited household this answer belongs to (null for an answer through the open link).
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'set null' }),
    // E.164, when the guest gave a phone number (open-link answers from the same phone are one answer).
    phone: text('phone').notNull().default(''),
    // A random id the guest's browser keeps: the same name from the same device is the same answer.
    deviceId: text('device_id').notNull().default(''),
    // 'guest' (answered on the page) or 'host' (taken by phone and typed in by the host).
    source: text('source', { enum: ['guest', 'host'] }).notNull().default('guest'),
    // SHA-256 of the invitation's id and the answering browser's HttpOnly device cookie: that device may change this answer.
    deviceHash: text('device_hash').notNull().default(''),
    // A likely duplicate of an earlier answer (same phone, e-mail or name from another device): counted
    // once, in the earlier answer, until the host merges the two or keeps both (which clears it).
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => rsvpResponses.id, { onDelete: 'set null' }),
    // Why it was flagged, or linked to a household by the open link ('phone' | 'email' | 'name'); null once the host decided.
    matchReason: text('match_reason', { enum: ['phone', 'email', 'name'] }),
    responseDate: timestamp('response_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rsvp_responses_invitation_date_idx').on(t.invitationId, t.responseDate),
    uniqueIndex('rsvp_responses_edit_token_idx').on(t.editTokenHash),
    // One household, one answer: a second answer through its link changes the first.
    uniqueIndex('rsvp_responses_household_idx').on(t.householdId),
    // The open link's same-guest lookup (decision 0020): by e-mail, phone or device, within one invitation.
    index('rsvp_responses_invitation_email_idx').on(t.invitationId, sql`lower(${t.email})`).where(sql`email <> ''`),
    index('rsvp_responses_invitation_phone_idx').on(t.invitationId, t.phone).where(sql`phone <> ''`),
    index('rsvp_responses_invitation_device_idx').on(t.invitationId, t.deviceId).where(sql`device_id <> ''`),
    index('rsvp_responses_invitation_device_hash_idx').on(t.invitationId, t.deviceHash).where(sql`device_hash <> ''`),
    index('rsvp_responses_invitation_name_idx').on(t.invitationId, sql`lower(${t.guestName})`),
    index('rsvp_responses_duplicate_of_idx').on(t.duplicateOf).where(sql`duplicate_of IS NOT NULL`),
  ],
);

// ---- Guest list (product.md §12) ----

/** One invited household ("Encik Ahmad sekeluarga") of one invitation. */
export const households = pgTable(
  'households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    // As it should appear on the invitation's cover.
    name: text('name').notNull(),
    seats: integer('seats').notNull().default(1),
    // E.164 (libphonenumber-js, Malaysia by default) or ''.
    phone: text('phone').notNull().default(''),
    // Lower-cased, or ''.
    email: text('email').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    // The invitation's event ids this household is invited to; null = every event (also ones added later).
    eventIds: jsonb('event_ids').$type<string[] | null>(),
    // One of the invitation languages, or null for the invitation's own.
    language: text('language'),
    note: text('note').notNull().default(''),
    // SHA-256 of the personal-link token; the token is HMAC(secret, id:linkVersion), so the host can
    // always be shown the link and a new version revokes the old one (features/guests/links.ts).
    tokenHash: text('token_hash').notNull(),
    linkVersion: integer('link_version').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentVia: text('sent_via', { enum: ['whatsapp', 'email'] }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    visitCount: integer('visit_count').notNull().default(0),
    // The couple's thank-you (product.md, gifts): when it was sent and how; null = not sent yet.
    thankYouSentAt: timestamp('thank_you_sent_at', { withTimezone: true }),
    thankYouVia: text('thank_you_via', { enum: ['whatsapp', 'email', 'by_hand'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('households_invitation_name_idx').on(t.invitationId, t.name),
    uniqueIndex('households_token_hash_idx').on(t.tokenHash),
    // The same phone or e-mail twice in one list is a duplicate (merged or flagged on import).
    uniqueIndex('households_invitation_phone_idx').on(t.invitationId, t.phone).where(sql`phone <> ''`),
    uniqueIndex('households_invitation_email_idx').on(t.invitationId, t.email).where(sql`email <> ''`),
    check('households_seats_range', sql`${t.seats} BETWEEN 1 AND 30`),
  ],
);

/**
 * One answer's reply for one event (decision 0022): attending or not, how many of the answer's guests
 * (capped by the household's seats), and the meal for that event. The answer row keeps the totals.
 */
export const rsvpEventAnswers = pgTable(
  'rsvp_event_answers',
  {
    responseId: uuid('response_id')
      .notNull()
      .references(() => rsvpResponses.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    // An id from the invitation's `events`; the rows of an event the host removes are deleted with it.
    eventId: uuid('event_id').notNull(),
    attending: boolean('attending').notNull(),
    guests: integer('guests').notNull().default(0),
    mealChoice: text('meal_choice').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.eventId] }),
    index('rsvp_event_answers_invitation_event_idx').on(t.invitationId, t.eventId),
    check('rsvp_event_answers_guests_range', sql`${t.guests} BETWEEN 0 AND 30`),
  ],
);

// ---- Check-in at the door (product.md §13) ----

/** A link for helpers at the door: no account, revocable, expires after the last event. */
export const checkinLinks = pgTable(
  'checkin_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    // SHA-256 of the link's random token (the token is shown once, when the link is made).
    tokenHash: text('token_hash').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // Whether this link's helpers may record angpau at the door (amounts are the host's business).
    canRecordGifts: boolean('can_record_gifts').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checkin_links_token_hash_idx').on(t.tokenHash), index('checkin_links_invitation_idx').on(t.invitationId)],
);

/**
 * Arrivals: one row per accepted scan. The id is made by the helper's phone for each scan, so a scan
 * sent twice (offline queue, retry) is stored once.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: uuid('id').primaryKey(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    guests: integer('guests').notNull(),
    linkId: uuid('link_id').references(() => checkinLinks.id, { onDelete: 'set null' }),
    // When the helper scanned (the phone's clock; may be earlier than created_at for offline scans).
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    // The phone that scanned (its own random id) and what it asked for: `guests` is what was added
    // after merging with other phones' check-ins of the household (0: all of them were counted already).
    deviceId: uuid('device_id'),
    requestedGuests: integer('requested_guests'),
    // The helper confirmed a household that declined the event ('declined') or is not invited to it ('not_invited').
    unexpected: text('unexpected'),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkins_invitation_event_idx').on(t.invitationId, t.eventId),
    index('checkins_household_idx').on(t.householdId),
    check('checkins_guests_range', sql`${t.guests} BETWEEN 0 AND 30`),
  ],
);

/** Walk-ins: guests not on the list, recorded at the door per event (name optional), counted apart from households. */
export const checkinWalkIns = pgTable(
  'checkin_walk_ins',
  {
    // Made by the helper's phone, so a resend is stored once.
    id: uuid('id').primaryKey(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    linkId: uuid('link_id').references(() => checkinLinks.id, { onDelete: 'set null' }),
    deviceId: uuid('device_id'),
    name: text('name').notNull().default(''),
    guests: integer('guests').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checkin_walk_ins_invitation_event_idx').on(t.invitationId, t.eventId), check('checkin_walk_ins_guests_range', sql`${t.guests} BETWEEN 1 AND 30`)],
);

// ---- Scheduled work (architecture.md §9): claimed with FOR UPDATE SKIP LOCKED by any instance ----

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    // One logical job, one row: enqueueing the same key again does nothing (nothing is sent twice).
    key: text('key').notNull(),
    payload: jsonb('payload').$type<JsonObject>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    // Set while an instance works on it; a crashed instance's claim expires and another retries.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`done_at IS NULL AND failed_at IS NULL`),
  ],
);

// ---- The mail ledger (issue 27; product.md §12, SECURITY.md) ----

/**
 * Every mail sent on a host's behalf (guest invitations and reminders, by hand or automatic), one
 * row each, written in the transaction that queues its job: the host's daily allowance is counted
 * here. No foreign keys: a row outlives the household, invitation or job it was for, so deleting
 * and importing a household again cannot re-arm a mail already sent. Kept 90 days (the sweep prunes).
 */
export const mailLedger = pgTable(
  'mail_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The host whose allowance the mail is charged to (a user id; `invitation:<id>` for an invitation without an owner).
    ownerId: text('owner_id').notNull(),
    invitationId: uuid('invitation_id').notNull(),
    // The job kind that sends it (guest-invitation-email, guest-reminder-email).
    kind: text('kind').notNull(),
    // The recipient's mailbox (`mailboxOf`: lower-cased, +tag removed).
    mailbox: text('mailbox').notNull(),
    // A mail that goes once, e.g. `auto-reminder:<invitation>:<mailbox>:<deadline>`; null for the rest.
    onceKey: text('once_key'),
    // The job that sends it: a job that finds nothing to send removes its row (the mail is not charged).
    jobKey: text('job_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_ledger_once_key_idx').on(t.onceKey),
    uniqueIndex('mail_ledger_job_key_idx').on(t.jobKey),
    index('mail_ledger_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
);

// ---- Templates (product.md §3) ----

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    previewImageUrl: text('preview_image_url'),
    dominantColors: jsonb('dominant_colors').$type<string[]>().notNull().default([]),
    accentColor: text('accent_color'),
    previewId: uuid('preview_id').references(() => invitations.id, { onDelete: 'set null' }),
    templateStatus: text('template_status').notNull().default('Draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('templates_status_created_idx').on(t.templateStatus, t.createdAt)],
);

// ---- Payments (product.md §3: payment_details) ----

export const paymentDetails = pgTable(
  'payment_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    packageType: text('package_type', { enum: ['silver', 'platinum'] }).notNull(),
    // Ringgit, from the server's price table; a client's amount is never stored.
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    // Private storage key of the receipt (bucket payment_receipts); never a public URL.
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    customSlug: text('custom_slug'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // Why it was rejected (shown to the host on the payment screen and in the e-mail).
    decisionReason: text('decision_reason'),
    // A decision reversed within the window (shared/payments.ts): when, by whom and why.
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: text('reversed_by').references(() => users.id, { onDelete: 'set null' }),
    reversalReason: text('reversal_reason'),
    // How it is paid (decision 0032): a receipt an admin reads, the gateway's checkout (features/checkout), or cash an admin recorded (payments/cash.ts).
    method: text('method', { enum: ['receipt', 'gateway', 'cash'] })
      .notNull()
      .default('receipt'),
    // The gateway's purchase (CHIP Collect's id) and where the payer was sent; null for a receipt.
    gatewayPurchaseId: text('gateway_purchase_id').unique(),
    checkoutUrl: text('checkout_url'),
    // What was actually received (sen) and its reference (bank, gateway or cash receipt number), and
    // the admin who recorded a cash payment; null for a receipt not yet reviewed.
    amountPaidSen: integer('amount_paid_sen'),
    paymentReference: text('payment_reference'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    // An upgrade pays the difference: the package it upgrades from and the credit (sen) taken off.
    upgradedFrom: text('upgraded_from', { enum: ['silver', 'platinum'] }),
    creditSen: integer('credit_sen').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_details_user_created_idx').on(t.userId, t.createdAt),
    index('payment_details_invitation_created_idx').on(t.invitationId, t.createdAt),
    // At most one pending request per invitation.
    uniqueIndex('payment_details_one_pending_idx')
      .on(t.invitationId)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Invoices and e-receipts (issue 31): numbered without gaps per calendar year (Malaysia time) through
 * `invoice_counters`, in the same transaction as the approval. Seller and buyer are copied at issue
 * time so a later change of configuration or account does not rewrite an issued invoice. The
 * MyInvois fields stay null until e-invoicing is submitted (not built).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // e.g. INV-2026-000042 (year and sequence kept apart for the uniqueness rule).
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull().default('invoice'),
    paymentId: uuid('payment_id').references(() => paymentDetails.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    seller: jsonb('seller').$type<JsonObject>().notNull(),
    buyer: jsonb('buyer').$type<JsonObject>().notNull(),
    lines: jsonb('lines').$type<JsonObject[]>().notNull(),
    currency: text('currency').notNull().default('MYR'),
    subtotalSen: integer('subtotal_sen').notNull(),
    taxSen: integer('tax_sen').notNull().default(0),
    totalSen: integer('total_sen').notNull(),
    paymentReference: text('payment_reference').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    myinvoisUuid: text('myinvois_uuid'),
    myinvoisStatus: text('myinvois_status'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence), index('invoices_user_idx').on(t.userId, t.issuedAt)],
);

/** The last invoice number given in a year (row locked while the next one is taken: no gaps, no doubles). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});

/** A refund is a record (issue 31 point 3): revenue is the payments' amounts less these. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => paymentDetails.id, { onDelete: 'cascade' }),
    amountSen: integer('amount_sen').notNull(),
    reason: text('reason').notNull(),
    method: text('method', { enum: ['gateway', 'bank_transfer', 'cash'] }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), check('refunds_amount_positive', sql`${t.amountSen} > 0`)],
);

// ---- Gifts (issue 32): told by guests, recorded at the door, or added by the host ----

export const gifts = pgTable(
  'gifts',
  {
    // Made by the door helper's phone for an angpau (a resend is stored once), else by the server.
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    // The household it came from; the gift stays (with from_name) if the household is deleted.
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'set null' }),
    // The invitation event it was given at (door), or null.
    eventId: uuid('event_id'),
    source: text('source', { enum: ['guest', 'door', 'host'] }).notNull(),
    method: text('method', { enum: ['bank', 'duitnow', 'ewallet', 'angpau', 'cash', 'other'] }).notNull(),
    // Whole ringgit and sen (RM 12.50 = 1250); null = not told.
    amountSen: integer('amount_sen'),
    // Envelopes handed over at the door; null for a transfer.
    envelopes: integer('envelopes'),
    fromName: text('from_name').notNull().default(''),
    note: text('note').notNull().default(''),
    // Who recorded it: the door link (and the helper's phone), or the host or admin.
    linkId: uuid('link_id').references(() => checkinLinks.id, { onDelete: 'set null' }),
    deviceId: uuid('device_id'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gifts_invitation_given_idx').on(t.invitationId, t.givenAt),
    index('gifts_household_idx').on(t.householdId),
    check('gifts_amount_range', sql`${t.amountSen} IS NULL OR ${t.amountSen} BETWEEN 1 AND 10000000`),
    check('gifts_envelopes_range', sql`${t.envelopes} IS NULL OR ${t.envelopes} BETWEEN 1 AND 50`),
  ],
);

// ---- Audit log (issue 20): every admin action, kept when its subject is deleted ----

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The admin who acted; the e-mail is copied so the entry stays readable if the account goes.
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    // No foreign key: the entry outlives its subject.
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull().default(''),
    reason: text('reason'),
    before: jsonb('before').$type<AuditEntry['before']>(),
    after: jsonb('after').$type<AuditEntry['after']>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

// ---- Settings the instances share (the generated auth secret when AUTH_SECRET is unset) ----

export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---- Guest import: the column mapping each host last used for a header (product.md §12) ----

export const guestImportMappings = pgTable(
  'guest_import_mappings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha-256 (hex) of the header's words, as the import normalises them. */
    signature: text('signature').notNull(),
    /** One choice per column (a field or 'ignore'), in the file's order. */
    fields: jsonb('fields').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.signature] }), index('guest_import_mappings_user_idx').on(table.userId, table.updatedAt)],
);
