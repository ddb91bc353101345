import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import { auditLog, checkinLinks, gifts, households, rsvpResponses, templates } from '@server/db/schema';
import { checkinCodeFor } from '@server/features/checkin/code';
import { hashCheckinToken } from '@server/features/checkin/host-service';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { storeFile } from '@server/lib/files';
import type { AuditAction } from '@shared/audit';
import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';
import { sendTemplateForm, testImage } from '../support/admin';
import { insertInvitation } from '../support/invitations';
import { submitPaymentForm, testPdf } from '../support/payments';
import { collectRoutes, type RouteEntry } from '../support/route-table';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { fileForm, injectForm } from '../support/multipart';
import { scaled } from '../e2e/support/timeouts';

/*
 * architecture.md §5 as a table: every route the app registers × {anonymous, owner, another user, admin}.
 * The route list comes from the app itself, so a new route without a row here fails the first test.
 * "owner" owns every resource in the request; "other" is a signed-in stranger. Besides the status,
 * no answer to a non-owner may carry a guest's e-mail or car plate, a receipt's bytes or a private
 * (Draft) invitation's content.
 */

type Role = 'anonymous' | 'owner' | 'other' | 'admin';
const ROLES: Role[] = ['anonymous', 'owner', 'other', 'admin'];

/** Markers planted in private data; they must never reach anonymous visitors or other users. */
const SECRET = {
  email: 'secret-guest@private.example',
  plate: 'WXY 4242 SECRET',
  privateEvent: 'Private Engagement Of Zubaidah',
  privateGuest: 'Hidden Guest Marzuki',
  receipt: 'RECEIPT-BYTES-MARKER',
};

interface Fixture {
  /** A Draft (private) invitation of the owner, with a guest's personal data. */
  draftId: string;
  /** A Published invitation of the owner; its guest gave an e-mail and car plate. */
  publishedId: string;
  responseId: string;
  /** The draft's other answer (the one with the guest's personal data). */
  privateResponseId: string;
  editToken: string;
  /** A household of the Published invitation: its personal-link token (issue 17). */
  householdToken: string;
  paymentId: string;
  uploadUrl: string;
  templateId: string;
  /** A valid editor body (on the fixture's template). */
  input: InvitationInput;
  publicFile: string;
  privateFile: string;
  /** A household on the Draft invitation's guest list (with the guest's e-mail). */
  householdId: string;
  /** Check-in (issue 18): a live helpers' link of the Published invitation, its attending household's id and code. */
  checkinToken: string;
  linkedHouseholdId: string;
  checkinCode: string;
  /** A check-in link of the Draft invitation (to revoke). */
  checkinLinkId: string;
  /** A gift in the Draft invitation's ledger (issue 32). */
  giftId: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** Sent as multipart/form-data with one image in the `file` field. */
  upload?: boolean;
  /** Sent as the payment form. */
  payment?: boolean;
  /** A server-sent events stream: only the status line is read. */
  stream?: boolean;
}

interface Row {
  call: (f: Fixture) => Call;
  expect: Record<Role, number>;
  /** The request changes or removes the fixture: each role gets fresh resources. */
  mutates?: boolean;
  /** The URL carries the guest's own secret edit token: whoever holds it is that guest. */
  guestToken?: boolean;
}

const ANY = (status: number): Record<Role, number> => ({ anonymous: status, owner: status, other: status, admin: status });
// Admins act on other people's invitations through /api/admin/*; the host's own routes answer them like anyone else's.
const SIGNED_IN = (owner: number, other: number, admin: number): Record<Role, number> => ({ anonymous: 401, owner, other, admin });
const ADMIN_ONLY = (admin: number): Record<Role, number> => ({ anonymous: 401, owner: 403, other: 403, admin });
// An admin opens a draft too (the one they decide a payment or a publication on, issue 31.4).
const DRAFT_PAGE: Record<Role, number> = { anonymous: 403, owner: 200, other: 403, admin: 200 };
const UUID_ZERO = '00000000-0000-4000-8000-000000000000';

const MATRIX: Record<string, Row> = {
  // API documentation and health: public by design.
  'GET /api/docs': { call: () => ({ method: 'GET', url: '/api/docs' }), expect: ANY(200) },
  'GET /api/openapi.json': { call: () => ({ method: 'GET', url: '/api/openapi.json' }), expect: ANY(200) },
  'GET /api/docs/static/index.html': { call: () => ({ method: 'GET', url: '/api/docs/static/index.html' }), expect: ANY(302) },
  'GET /api/docs/static/swagger-initializer.js': { call: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }), expect: ANY(200) },
  'GET /api/docs/json': { call: () => ({ method: 'GET', url: '/api/docs/json' }), expect: ANY(200) },
  'GET /api/docs/yaml': { call: () => ({ method: 'GET', url: '/api/docs/yaml' }), expect: ANY(200) },
  'GET /api/docs/static/*': { call: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }), expect: ANY(200) },
  'GET /api/health': { call: () => ({ method: 'GET', url: '/api/health' }), expect: ANY(200) },
  'GET /api/config': { call: () => ({ method: 'GET', url: '/api/config' }), expect: ANY(200) },
  'GET /api/session': { call: () => ({ method: 'GET', url: '/api/session' }), expect: ANY(200) },

  // Gallery: Published templates for everyone.
  'GET /api/templates/carousel': { call: () => ({ method: 'GET', url: '/api/templates/carousel' }), expect: ANY(200) },
  'GET /api/templates': { call: () => ({ method: 'GET', url: '/api/templates' }), expect: ANY(200) },
  'GET /api/templates/:id': { call: (f) => ({ method: 'GET', url: `/api/templates/${f.templateId}` }), expect: ANY(200) },

  // Public images and files; the receipts bucket is never served here, to anyone.
  'GET /img/:width/:bucket/*': { call: (f) => ({ method: 'GET', url: f.publicFile.replace('/files/', '/img/240/') }), expect: ANY(200) },
  'GET /files/:bucket/*': { call: (f) => ({ method: 'GET', url: f.privateFile }), expect: ANY(404) },

  // Public invitation pages: a Draft shows its owner a preview and everyone else product.md's
  // "not published" page (403, with none of the invitation's content).
  'GET /view/:idOrSlug': { call: (f) => ({ method: 'GET', url: `/view/${f.draftId}` }), expect: DRAFT_PAGE },
  'GET /view-invitation/:idOrSlug': { call: (f) => ({ method: 'GET', url: `/view-invitation/${f.draftId}` }), expect: DRAFT_PAGE },
  'GET /:idOrSlug': { call: (f) => ({ method: 'GET', url: `/${f.draftId}` }), expect: DRAFT_PAGE },

  // Guests: anyone may answer a Published invitation; the edit link is the guest's key.
  'POST /api/invitations/:idOrSlug/rsvp': {
    call: (f) => ({ method: 'POST', url: `/api/invitations/${f.publishedId}/rsvp`, body: { guestName: 'Lina', email: '', attending: true, numberOfGuests: 1, mealChoice: 'm1', wishes: '' } }),
    expect: ANY(201),
  },
  // "I sent a gift" (product.md §16): anyone may tell a Published invitation's hosts; nothing is read back.
  'POST /api/invitations/:idOrSlug/gift-tells': {
    call: (f) => ({ method: 'POST', url: `/api/invitations/${f.publishedId}/gift-tells`, body: { fromName: 'Lina', amountSen: 5000 } }),
    expect: ANY(201),
  },
  'GET /api/rsvp-edit/:token': { call: (f) => ({ method: 'GET', url: `/api/rsvp-edit/${f.editToken}` }), expect: ANY(200), guestToken: true },
  'PUT /api/rsvp-edit/:token': {
    call: (f) => ({ method: 'PUT', url: `/api/rsvp-edit/${f.editToken}`, body: { guestName: 'Lina', email: '', attending: false, numberOfGuests: 1, mealChoice: '', wishes: '' } }),
    expect: ANY(200),
    mutates: true,
    guestToken: true,
  },
  'DELETE /api/rsvp-edit/:token': { call: (f) => ({ method: 'DELETE', url: `/api/rsvp-edit/${f.editToken}` }), expect: ANY(204), mutates: true, guestToken: true },
  // A household's personal link (decision 0020): whoever holds the token is that household.
  'GET /view/:idOrSlug/g/:token': { call: (f) => ({ method: 'GET', url: `/view/${f.publishedId}/g/${f.householdToken}` }), expect: ANY(200), guestToken: true },
  'GET /:idOrSlug/g/:token': { call: (f) => ({ method: 'GET', url: `/${f.publishedId}/g/${f.householdToken}` }), expect: ANY(200), guestToken: true },
  'PUT /api/guest-links/:token/rsvp': {
    call: (f) => ({ method: 'PUT', url: `/api/guest-links/${f.householdToken}/rsvp`, body: { guestName: 'Keluarga Lim', email: '', attending: true, numberOfGuests: 2, mealChoice: 'm1', wishes: '' } }),
    expect: ANY(200),
    guestToken: true,
  },
  'DELETE /api/guest-links/:token/rsvp': { call: (f) => ({ method: 'DELETE', url: `/api/guest-links/${f.householdToken}/rsvp` }), expect: ANY(204), mutates: true, guestToken: true },

  // The host's own invitations and responses: 404 to a stranger, so ids cannot be probed.
  'GET /api/invitations': { call: () => ({ method: 'GET', url: '/api/invitations' }), expect: SIGNED_IN(200, 200, 200) },
  // A visitor's language is only their own cookie: anyone may set it, nothing is stored.
  'PUT /api/language': { call: () => ({ method: 'PUT', url: '/api/language', body: { language: 'malay' } }), expect: ANY(200) },
  // Each signed-in user keeps their own language (issue 29); nobody names another account.
  'PUT /api/account/language': { call: () => ({ method: 'PUT', url: '/api/account/language', body: { language: 'malay' } }), expect: SIGNED_IN(200, 200, 200) },
  // The account's own data (issue 31 point 5): each caller gets only their own; deleting needs the password.
  'GET /api/account/export': { call: () => ({ method: 'GET', url: '/api/account/export' }), expect: SIGNED_IN(200, 200, 200) },
  'POST /api/account/delete': { call: () => ({ method: 'POST', url: '/api/account/delete', body: { password: 'not-the-password' } }), expect: SIGNED_IN(403, 403, 403) },
  'POST /api/invitations': { call: (f) => ({ method: 'POST', url: '/api/invitations', body: f.input }), expect: SIGNED_IN(201, 201, 201), mutates: true },
  'GET /api/invitations/:id': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}` }), expect: SIGNED_IN(200, 404, 200) },
  'PUT /api/invitations/:id': { call: (f) => ({ method: 'PUT', url: `/api/invitations/${f.draftId}`, body: f.input }), expect: SIGNED_IN(200, 404, 404), mutates: true },
  'DELETE /api/invitations/:id': { call: (f) => ({ method: 'DELETE', url: `/api/invitations/${f.draftId}` }), expect: SIGNED_IN(204, 404, 404), mutates: true },
  'POST /api/invitations/:id/toggle-status': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/toggle-status` }), expect: SIGNED_IN(403, 404, 404), mutates: true },
  'PUT /api/invitations/:id/custom-slug': {
    call: (f) => ({ method: 'PUT', url: `/api/invitations/${f.draftId}/custom-slug`, body: { customSlug: `slug-${f.draftId.slice(0, 8)}` } }),
    // The owner needs an approved Platinum package first; an admin may set any invitation's URL.
    expect: SIGNED_IN(403, 404, 200),
    mutates: true,
  },
  'GET /api/custom-slugs/:slug/availability': { call: () => ({ method: 'GET', url: '/api/custom-slugs/some-free-slug/availability' }), expect: SIGNED_IN(200, 200, 200) },
  'GET /api/invitations/:id/responses': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/responses` }), expect: SIGNED_IN(200, 404, 200) },
  'GET /api/invitations/:id/responses.csv': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/responses.csv` }), expect: SIGNED_IN(200, 404, 200) },
  'GET /api/invitations/:id/meal-counts.csv': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/meal-counts.csv` }), expect: SIGNED_IN(200, 404, 200) },
  'GET /api/invitations/:id/responses/events': {
    call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/responses/events`, stream: true }),
    expect: SIGNED_IN(200, 404, 200),
  },
  'PUT /api/invitations/:id/responses/:responseId/wish-visibility': {
    call: (f) => ({ method: 'PUT', url: `/api/invitations/${f.draftId}/responses/${f.responseId}/wish-visibility`, body: { hidden: true } }),
    expect: SIGNED_IN(204, 404, 204),
    mutates: true,
  },
  'POST /api/invitations/:id/responses': {
    call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/responses`, body: { guestName: 'By phone', attending: true, numberOfGuests: 2, phone: '012-345 6789' } }),
    expect: SIGNED_IN(201, 404, 201),
  },
  'PUT /api/invitations/:id/responses/:responseId': {
    call: (f) => ({ method: 'PUT', url: `/api/invitations/${f.draftId}/responses/${f.responseId}`, body: { guestName: 'Second Guest', attending: false } }),
    expect: SIGNED_IN(200, 404, 200),
    mutates: true,
  },
  'POST /api/invitations/:id/responses/merge': {
    call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/responses/merge`, body: { keepId: f.privateResponseId, removeId: f.responseId } }),
    expect: SIGNED_IN(200, 404, 200),
    mutates: true,
  },
  'POST /api/invitations/:id/responses/:responseId/keep': {
    call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/responses/${f.responseId}/keep` }),
    expect: SIGNED_IN(200, 404, 200),
    mutates: true,
  },

  // The guest list (product.md §12): owner and admin; 404 to a stranger.
  'GET /api/invitations/:id/guests': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/guests` }), expect: SIGNED_IN(200, 404, 200) },
  'POST /api/invitations/:id/guests': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/guests`, body: { name: 'Matrix Household', seats: 2 } }), expect: SIGNED_IN(201, 404, 201), mutates: true },
  'PUT /api/invitations/:id/guests/:householdId': {
    call: (f) => ({ method: 'PUT', url: `/api/invitations/${f.draftId}/guests/${f.householdId}`, body: { name: 'Renamed Household', seats: 3 } }),
    expect: SIGNED_IN(200, 404, 200),
    mutates: true,
  },
  'DELETE /api/invitations/:id/guests/:householdId': { call: (f) => ({ method: 'DELETE', url: `/api/invitations/${f.draftId}/guests/${f.householdId}` }), expect: SIGNED_IN(204, 404, 204), mutates: true },
  'POST /api/invitations/:id/guests/bulk-delete': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/guests/bulk-delete`, body: { ids: [f.householdId] } }), expect: SIGNED_IN(200, 404, 200), mutates: true },
  'POST /api/invitations/:id/guests/bulk-events': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/guests/bulk-events`, body: { ids: [f.householdId], eventIds: null } }), expect: SIGNED_IN(200, 404, 200), mutates: true },
  'POST /api/invitations/:id/guests/bulk-tag': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/guests/bulk-tag`, body: { ids: [f.householdId], add: ['Office'] } }), expect: SIGNED_IN(200, 404, 200), mutates: true },
  'POST /api/invitations/:id/guests/:householdId/new-link': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/guests/${f.householdId}/new-link` }), expect: SIGNED_IN(200, 404, 200), mutates: true },
  'GET /api/invitations/:id/guests.csv': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/guests.csv` }), expect: SIGNED_IN(200, 404, 200) },
  'GET /api/invitations/:id/guests/settings': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/guests/settings` }), expect: SIGNED_IN(200, 404, 200) },
  'PUT /api/invitations/:id/guests/settings': {
    call: (f) => ({ method: 'PUT', url: `/api/invitations/${f.draftId}/guests/settings`, body: { invitedOnly: true, message: '', autoReminderDays: 3, hostNotify: 'each' } }),
    expect: SIGNED_IN(200, 404, 200),
    mutates: true,
  },
  // Sending (features/guests/sending-routes.ts): owner and admin; 404 to a stranger.
  'GET /api/invitations/:id/guests/send-queue': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/guests/send-queue?mode=reminder` }), expect: SIGNED_IN(200, 404, 200) },
  'GET /api/invitations/:id/guests/sending-counts': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/guests/sending-counts` }), expect: SIGNED_IN(200, 404, 200) },
  'POST /api/invitations/:id/guests/:householdId/sent': {
    call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/guests/${f.householdId}/sent`, body: { via: 'whatsapp', mode: 'invite' } }),
    expect: SIGNED_IN(200, 404, 200),
    mutates: true,
  },
  // E-mails go only to a Published invitation's guests (a Draft's owner gets 409 NOT_PUBLISHED: guest-attacks.test.ts).
  'POST /api/invitations/:id/guests/send-emails': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.publishedId}/guests/send-emails`, body: {} }), expect: SIGNED_IN(202, 404, 202), mutates: true },
  'POST /api/invitations/:id/guests/remind': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.publishedId}/guests/remind` }), expect: SIGNED_IN(202, 404, 202), mutates: true },
  // The fixture never chose its notices, so it has the default (first answer, then a daily digest, issue 28): the
  // digest is queued (202); a stranger never learns the invitation exists. Digests off answer 409 (guest-sending.test.ts).
  'POST /api/invitations/:id/guests/digest-now': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/guests/digest-now` }), expect: SIGNED_IN(202, 404, 202), mutates: true },
  // Thank-yous (issue 32, features/thank-yous): owner and admin; 404 to a stranger. E-mails only for a Published invitation.
  'GET /api/invitations/:id/thank-yous/settings': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/thank-yous/settings` }), expect: SIGNED_IN(200, 404, 200) },
  'PUT /api/invitations/:id/thank-yous/settings': { call: (f) => ({ method: 'PUT', url: `/api/invitations/${f.draftId}/thank-yous/settings`, body: { english: 'Thank you, {name}!' } }), expect: SIGNED_IN(200, 404, 200), mutates: true },
  'PUT /api/invitations/:id/guests/:householdId/thank-you': {
    call: (f) => ({ method: 'PUT', url: `/api/invitations/${f.draftId}/guests/${f.householdId}/thank-you`, body: { via: 'by_hand' } }),
    expect: SIGNED_IN(200, 404, 200),
    mutates: true,
  },
  'POST /api/invitations/:id/thank-yous/send-emails': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.publishedId}/thank-yous/send-emails`, body: {} }), expect: SIGNED_IN(202, 404, 202), mutates: true },
  // Spreadsheet import (features/guests/import-routes.ts): the sample for anyone; the owner's file is read (an image is
  // not a spreadsheet: 400), a stranger's never (404).
  'GET /api/guests/import-sample.csv': { call: () => ({ method: 'GET', url: '/api/guests/import-sample.csv' }), expect: ANY(200) },
  'GET /api/guests/import-sample.xlsx': { call: () => ({ method: 'GET', url: '/api/guests/import-sample.xlsx' }), expect: ANY(200) },
  'POST /api/invitations/:id/guests/import/preview': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/guests/import/preview`, upload: true }), expect: SIGNED_IN(400, 404, 400) },
  'POST /api/invitations/:id/guests/import': {
    call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/guests/import`, body: { duplicates: 'merge', rows: [{ line: 2, name: 'Imported Household', seats: 2, phone: '', email: '', tags: [], language: null, note: '' }] } }),
    expect: SIGNED_IN(200, 404, 200),
    mutates: true,
  },

  // Check-in (issue 18, features/checkin): the host's links and arrivals like its guest list (owner and admin; 404
  // to a stranger). A helper's link is the key to the door routes: whoever holds it may read that invitation's
  // names, seats and arrivals, never a guest's e-mail or car plate (checked here for anonymous and other).
  'GET /api/invitations/:id/checkin-links': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/checkin-links` }), expect: SIGNED_IN(200, 404, 200) },
  'POST /api/invitations/:id/checkin-links': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/checkin-links`, body: { label: 'Door' } }), expect: SIGNED_IN(201, 404, 201), mutates: true },
  'DELETE /api/invitations/:id/checkin-links/:linkId': {
    call: (f) => ({ method: 'DELETE', url: `/api/invitations/${f.draftId}/checkin-links/${f.checkinLinkId}` }),
    expect: SIGNED_IN(204, 404, 204),
    mutates: true,
  },
  'GET /api/invitations/:id/arrivals': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/arrivals` }), expect: SIGNED_IN(200, 404, 200) },
  'GET /api/invitations/:id/arrivals/households': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/arrivals/households?state=not_arrived` }), expect: SIGNED_IN(200, 404, 200) },
  'GET /api/invitations/:id/arrivals.csv': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/arrivals.csv` }), expect: SIGNED_IN(200, 404, 200) },
  // The gift ledger (issue 32, features/gifts): owner and admin (an admin's read is audited too, host_data.read).
  'GET /api/invitations/:id/gifts': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/gifts` }), expect: SIGNED_IN(200, 404, 200) },
  'GET /api/invitations/:id/gifts.csv': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/gifts.csv` }), expect: SIGNED_IN(200, 404, 200) },
  'POST /api/invitations/:id/gifts': { call: (f) => ({ method: 'POST', url: `/api/invitations/${f.draftId}/gifts`, body: { method: 'cash', amountSen: 5000, fromName: 'Auntie' } }), expect: SIGNED_IN(201, 404, 201), mutates: true },
  'PUT /api/invitations/:id/gifts/:giftId': { call: (f) => ({ method: 'PUT', url: `/api/invitations/${f.draftId}/gifts/${f.giftId}`, body: { method: 'cash', amountSen: 6000, fromName: 'Auntie' } }), expect: SIGNED_IN(200, 404, 200), mutates: true },
  'DELETE /api/invitations/:id/gifts/:giftId': { call: (f) => ({ method: 'DELETE', url: `/api/invitations/${f.draftId}/gifts/${f.giftId}` }), expect: SIGNED_IN(204, 404, 204), mutates: true },
  'GET /api/checkin/:token': { call: (f) => ({ method: 'GET', url: `/api/checkin/${f.checkinToken}` }), expect: ANY(200) },
  'POST /api/checkin/:token/lookup': { call: (f) => ({ method: 'POST', url: `/api/checkin/${f.checkinToken}/lookup`, body: { code: f.checkinCode } }), expect: ANY(200) },
  'GET /api/checkin/:token/households': { call: (f) => ({ method: 'GET', url: `/api/checkin/${f.checkinToken}/households?q=lim` }), expect: ANY(200) },
  'GET /api/checkin/:token/list': { call: (f) => ({ method: 'GET', url: `/api/checkin/${f.checkinToken}/list` }), expect: ANY(200) },
  'POST /api/checkin/:token/arrivals': {
    call: (f) => ({
      method: 'POST',
      url: `/api/checkin/${f.checkinToken}/arrivals`,
      body: { arrivals: [{ scanId: crypto.randomUUID(), householdId: f.linkedHouseholdId, eventId: f.publishedId, guests: 1, scannedAt: new Date().toISOString(), confirmOverSeats: true }] },
    }),
    expect: ANY(200),
  },
  // Angpau at the door (issue 32): the link's token is the key, as for arrivals (a link without the angpau part: 403, door-gifts.test.ts).
  'POST /api/checkin/:token/gifts': {
    call: (f) => ({ method: 'POST', url: `/api/checkin/${f.checkinToken}/gifts`, body: { gifts: [{ giftId: crypto.randomUUID(), householdId: f.linkedHouseholdId, envelopes: 1, recordedAt: new Date().toISOString() }] } }),
    expect: ANY(200),
  },
  // A household's QR code hangs off its personal link (the household answered "attending" in the fixture).
  'GET /api/guest-links/:token/checkin-qr.svg': { call: (f) => ({ method: 'GET', url: `/api/guest-links/${f.householdToken}/checkin-qr.svg` }), expect: ANY(200), guestToken: true },
  'GET /api/guest-links/:token/checkin-qr.png': { call: (f) => ({ method: 'GET', url: `/api/guest-links/${f.householdToken}/checkin-qr.png` }), expect: ANY(200), guestToken: true },

  // Uploads: signed-in users; a file is deleted only by its uploader.
  'POST /api/uploads/gift': { call: () => ({ method: 'POST', url: '/api/uploads/gift', upload: true }), expect: SIGNED_IN(201, 201, 201), mutates: true },
  'POST /api/uploads/divider': { call: () => ({ method: 'POST', url: '/api/uploads/divider', upload: true }), expect: SIGNED_IN(201, 201, 201), mutates: true },
  'DELETE /api/uploads': { call: (f) => ({ method: 'DELETE', url: '/api/uploads', body: { url: f.uploadUrl } }), expect: SIGNED_IN(204, 404, 404), mutates: true },

  // Payments: the payer and admins see a receipt; nobody else.
  'POST /api/payments': { call: () => ({ method: 'POST', url: '/api/payments', payment: true }), expect: SIGNED_IN(201, 404, 404), mutates: true },
  'GET /api/payments': { call: () => ({ method: 'GET', url: '/api/payments' }), expect: SIGNED_IN(200, 200, 200) },
  'GET /api/payments/:id/receipt': { call: (f) => ({ method: 'GET', url: `/api/payments/${f.paymentId}/receipt` }), expect: SIGNED_IN(200, 404, 200) },
  // Instant checkout (decision 0032) with no gateway keys here: offered to nobody, the callback not there.
  'GET /api/checkout': { call: () => ({ method: 'GET', url: '/api/checkout' }), expect: ANY(200) },
  'POST /api/checkout': { call: (f) => ({ method: 'POST', url: '/api/checkout', body: { invitationId: f.draftId, packageType: 'silver' } }), expect: SIGNED_IN(409, 409, 409) },
  'POST /api/checkout/:id/cancel': { call: () => ({ method: 'POST', url: `/api/checkout/${UUID_ZERO}/cancel` }), expect: SIGNED_IN(409, 409, 409) },
  'POST /api/checkout/chip/callback': { call: () => ({ method: 'POST', url: '/api/checkout/chip/callback', body: { id: 'x' } }), expect: ANY(404) },

  // Admin portal: 401 anonymous, 403 to every non-admin.
  'GET /api/admin/templates': { call: () => ({ method: 'GET', url: '/api/admin/templates' }), expect: ADMIN_ONLY(200) },
  'POST /api/admin/invitations/:id/cash-payment': { call: (f) => ({ method: 'POST', url: `/api/admin/invitations/${f.publishedId}/cash-payment`, body: { packageType: 'silver', amountPaidSen: 3000, reference: 'CASH-1' } }), expect: ADMIN_ONLY(201), mutates: true },
  'GET /api/admin/templates/:id': { call: (f) => ({ method: 'GET', url: `/api/admin/templates/${f.templateId}` }), expect: ADMIN_ONLY(200) },
  'POST /api/admin/templates': { call: () => ({ method: 'POST', url: '/api/admin/templates', body: {} }), expect: ADMIN_ONLY(415) },
  'PUT /api/admin/templates/:id': { call: (f) => ({ method: 'PUT', url: `/api/admin/templates/${f.templateId}`, body: {} }), expect: ADMIN_ONLY(415), mutates: true },
  'PATCH /api/admin/templates/:id/status': {
    call: (f) => ({ method: 'PATCH', url: `/api/admin/templates/${f.templateId}/status`, body: { template_status: 'Published' } }),
    expect: ADMIN_ONLY(200),
    mutates: true,
  },
  'DELETE /api/admin/templates/:id': { call: (f) => ({ method: 'DELETE', url: `/api/admin/templates/${f.templateId}` }), expect: ADMIN_ONLY(204), mutates: true },
  'GET /api/admin/invitations': { call: () => ({ method: 'GET', url: '/api/admin/invitations' }), expect: ADMIN_ONLY(200) },
  // Marking paid without an approved payment needs a reason (audit log, issue 20).
  'PATCH /api/admin/invitations/:id': {
    call: (f) => ({ method: 'PATCH', url: `/api/admin/invitations/${f.draftId}`, body: { is_paid: true, reason: 'Paid in cash' } }),
    expect: ADMIN_ONLY(200),
    mutates: true,
  },
  'DELETE /api/admin/invitations/:id': { call: (f) => ({ method: 'DELETE', url: `/api/admin/invitations/${f.draftId}` }), expect: ADMIN_ONLY(204), mutates: true },
  'POST /api/admin/preview-invitations': { call: (f) => ({ method: 'POST', url: '/api/admin/preview-invitations', body: f.input }), expect: ADMIN_ONLY(201), mutates: true },
  'PUT /api/admin/preview-invitations/:id': {
    call: (f) => ({ method: 'PUT', url: `/api/admin/preview-invitations/${UUID_ZERO}`, body: f.input }),
    expect: ADMIN_ONLY(404),
  },
  'GET /api/admin/payments': { call: () => ({ method: 'GET', url: '/api/admin/payments' }), expect: ADMIN_ONLY(200) },
  'POST /api/admin/payments/:id/approve': { call: (f) => ({ method: 'POST', url: `/api/admin/payments/${f.paymentId}/approve` }), expect: ADMIN_ONLY(200), mutates: true },
  'POST /api/admin/payments/:id/reject': {
    call: (f) => ({ method: 'POST', url: `/api/admin/payments/${f.paymentId}/reject`, body: { reason: 'The receipt is unreadable' } }),
    expect: ADMIN_ONLY(200),
    mutates: true,
  },
  // The audit log (issue 20): admins only.
  'GET /api/admin/audit': { call: () => ({ method: 'GET', url: '/api/admin/audit' }), expect: ADMIN_ONLY(200) },
  'GET /api/admin/audit/export.csv': { call: () => ({ method: 'GET', url: '/api/admin/audit/export.csv' }), expect: ADMIN_ONLY(200) },
  // Payments admin (issue 20): the pending count, the overview and the accounting CSV; a pending
  // payment cannot be reversed (409), which still proves the guard lets only admins that far.
  'GET /api/admin/payments/pending-count': { call: () => ({ method: 'GET', url: '/api/admin/payments/pending-count' }), expect: ADMIN_ONLY(200) },
  'GET /api/admin/payments/overview': { call: () => ({ method: 'GET', url: '/api/admin/payments/overview' }), expect: ADMIN_ONLY(200) },
  'GET /api/admin/payments/export.csv': { call: () => ({ method: 'GET', url: '/api/admin/payments/export.csv' }), expect: ADMIN_ONLY(200) },
  'POST /api/admin/payments/:id/reverse': {
    call: (f) => ({ method: 'POST', url: `/api/admin/payments/${f.paymentId}/reverse`, body: { reason: 'Approved by mistake' } }),
    expect: ADMIN_ONLY(409),
  },
  // Invoices and refunds (issue 31): the PDF for its payer or an admin (none issued here: 404 to all
  // signed in, tests/server/invoices.test.ts walks a real one); a pending payment cannot be refunded (409).
  'GET /api/invoices/:id/pdf': { call: () => ({ method: 'GET', url: `/api/invoices/${UUID_ZERO}/pdf` }), expect: SIGNED_IN(404, 404, 404) },
  'GET /api/admin/payments/:id/refunds': { call: (f) => ({ method: 'GET', url: `/api/admin/payments/${f.paymentId}/refunds` }), expect: ADMIN_ONLY(200) },
  'POST /api/admin/payments/:id/refunds': {
    call: (f) => ({ method: 'POST', url: `/api/admin/payments/${f.paymentId}/refunds`, body: { amountSen: 100, reason: 'Customer asked', method: 'cash' } }),
    expect: ADMIN_ONLY(409),
  },
  // Colour suggestions for a template image: admins only (not multipart here, so 415 once past the guard).
  'POST /api/admin/templates/colors': { call: () => ({ method: 'POST', url: '/api/admin/templates/colors', body: {} }), expect: ADMIN_ONLY(415) },

  // Rendered covers (issue 19): a published invitation's og image and thumbnails for everyone; a
  // draft's thumbnail for its owner and admins only (404 to anyone else, so a URL reveals nothing).
  'GET /covers/invitations/:id/og.jpg': { call: (f) => ({ method: 'GET', url: `/covers/invitations/${f.publishedId}/og.jpg` }), expect: ANY(200) },
  'GET /covers/invitations/:id/thumb.jpg': {
    call: (f) => ({ method: 'GET', url: `/covers/invitations/${f.draftId}/thumb.jpg?w=270` }),
    expect: { anonymous: 404, owner: 200, other: 404, admin: 200 },
  },
  'GET /covers/templates/:id/thumb.jpg': { call: (f) => ({ method: 'GET', url: `/covers/templates/${f.templateId}/thumb.jpg?w=270` }), expect: ANY(200) },

  // Photos (issue 19): any signed-in user uploads their own; only the uploader may delete one (an
  // unknown id is 404 to everyone signed in); the package's photo limit is the invitation owner's.
  'POST /api/photos': { call: () => ({ method: 'POST', url: '/api/photos', upload: true }), expect: SIGNED_IN(201, 201, 201), mutates: true },
  'DELETE /api/photos/:id': { call: () => ({ method: 'DELETE', url: `/api/photos/${'0'.repeat(20)}` }), expect: SIGNED_IN(404, 404, 404) },
  'GET /api/invitations/:id/photo-limit': { call: (f) => ({ method: 'GET', url: `/api/invitations/${f.draftId}/photo-limit` }), expect: SIGNED_IN(200, 404, 200) },
};

/*
 * Every admin write leaves exactly one audit entry (issue 20), in its own transaction. One row per
 * write route: how the admin's request is made on a fresh fixture (after `prepare`, whose own entries
 * are not counted) and the action the entry must name. A write route that is not audited is listed
 * in NOT_AUDITED with the reason; a new admin write route in neither list fails the coverage test.
 */
interface AuditedWrite {
  route: string;
  action: AuditAction;
  prepare?: (f: Fixture) => Promise<void>;
  send: (f: Fixture) => Promise<{ statusCode: number; body: string }>;
}

const asAdmin = (call: Call) => () => clients.admin.request(call.method, call.url, call.body);
const templateImage = async () => ({ body: await testImage(120, 160), fileName: 'art.png', type: 'image/png' });

const AUDITED_WRITES: AuditedWrite[] = [
  { route: 'PATCH /api/admin/invitations/:id', action: 'invitation.publish', send: (f) => asAdmin({ method: 'PATCH', url: `/api/admin/invitations/${f.draftId}`, body: { template_status: 'Published', reason: 'Paid in cash' } })() },
  { route: 'PATCH /api/admin/invitations/:id', action: 'invitation.mark_paid', send: (f) => asAdmin({ method: 'PATCH', url: `/api/admin/invitations/${f.draftId}`, body: { is_paid: true, reason: 'Paid in cash' } })() },
  { route: 'PATCH /api/admin/invitations/:id', action: 'invitation.set_url', send: (f) => asAdmin({ method: 'PATCH', url: `/api/admin/invitations/${f.draftId}`, body: { custom_slug: `audit-${f.draftId.slice(0, 8)}` } })() },
  { route: 'DELETE /api/admin/invitations/:id', action: 'invitation.delete', send: (f) => asAdmin({ method: 'DELETE', url: `/api/admin/invitations/${f.draftId}` })() },
  {
    route: 'POST /api/admin/templates',
    action: 'template.create',
    send: async () => sendTemplateForm(t.app, clients.admin, 'POST', '/api/admin/templates', { name: 'Audited Template', category: 'wedding', colors: ['#111111', '#222222', '#333333'], image: await templateImage() }),
  },
  {
    route: 'PUT /api/admin/templates/:id',
    action: 'template.update',
    send: async (f) => sendTemplateForm(t.app, clients.admin, 'PUT', `/api/admin/templates/${f.templateId}`, { name: 'Renamed Template', category: 'wedding', colors: ['#111111', '#222222', '#333333'] }),
  },
  { route: 'PATCH /api/admin/templates/:id/status', action: 'template.update', send: (f) => asAdmin({ method: 'PATCH', url: `/api/admin/templates/${f.templateId}/status`, body: { template_status: 'Draft' } })() },
  { route: 'DELETE /api/admin/templates/:id', action: 'template.delete', send: (f) => asAdmin({ method: 'DELETE', url: `/api/admin/templates/${f.templateId}` })() },
  { route: 'POST /api/admin/preview-invitations', action: 'template.preview', send: (f) => asAdmin({ method: 'POST', url: '/api/admin/preview-invitations', body: f.input })() },
  {
    route: 'PUT /api/admin/preview-invitations/:id',
    action: 'template.preview',
    ...(() => {
      let previewId = '';
      return {
        prepare: async (f: Fixture) => {
          previewId = JSON.parse((await asAdmin({ method: 'POST', url: '/api/admin/preview-invitations', body: f.input })()).body).id;
        },
        send: (f: Fixture) => asAdmin({ method: 'PUT', url: `/api/admin/preview-invitations/${previewId}`, body: f.input })(),
      };
    })(),
  },
  { route: 'POST /api/admin/payments/:id/approve', action: 'payment.approve', send: (f) => asAdmin({ method: 'POST', url: `/api/admin/payments/${f.paymentId}/approve` })() },
  // Cash is recorded as a payment and approved like a receipt: the approval's entry (method, amount and reference in it).
  { route: 'POST /api/admin/invitations/:id/cash-payment', action: 'payment.approve', send: (f) => asAdmin({ method: 'POST', url: `/api/admin/invitations/${f.publishedId}/cash-payment`, body: { packageType: 'silver', amountPaidSen: 3000, reference: 'CASH-2' } })() },
  { route: 'POST /api/admin/payments/:id/reject', action: 'payment.reject', send: (f) => asAdmin({ method: 'POST', url: `/api/admin/payments/${f.paymentId}/reject`, body: { reason: 'The receipt is unreadable' } })() },
  {
    route: 'POST /api/admin/payments/:id/reverse',
    action: 'payment.reverse',
    prepare: async (f) => {
      const approved = await asAdmin({ method: 'POST', url: `/api/admin/payments/${f.paymentId}/approve` })();
      if (approved.statusCode !== 200) throw new Error(`approve before reverse: ${approved.statusCode} ${approved.body}`);
    },
    send: (f) => asAdmin({ method: 'POST', url: `/api/admin/payments/${f.paymentId}/reverse`, body: { reason: 'Approved by mistake' } })(),
  },
  {
    route: 'POST /api/admin/payments/:id/refunds',
    action: 'payment.refund',
    prepare: async (f) => {
      const approved = await asAdmin({ method: 'POST', url: `/api/admin/payments/${f.paymentId}/approve` })();
      if (approved.statusCode !== 200) throw new Error(`approve before refund: ${approved.statusCode} ${approved.body}`);
    },
    send: (f) => asAdmin({ method: 'POST', url: `/api/admin/payments/${f.paymentId}/refunds`, body: { amountSen: 100, reason: 'Customer asked', method: 'cash' } })(),
  },
];

/** Admin write routes that change no audited subject, and why. */
const NOT_AUDITED: Record<string, string> = {
  'POST /api/admin/templates/colors': 'suggests colours from an image; stores nothing',
};

async function auditCount(): Promise<number> {
  const [row] = await t.ctx.database.db.select({ value: count() }).from(auditLog);
  return row?.value ?? 0;
}

/** Routes with their own suites: better-auth's catch-all (sessions*.test.ts) and the built web assets (app.test.ts). */
function isCoveredElsewhere(route: RouteEntry): boolean {
  if (route.url === '/api/auth/*') return true;
  const isBuiltAsset = !route.url.includes(':') && !route.url.includes('*') && !route.url.startsWith('/api/') && /\.[a-z0-9]+$/i.test(route.url);
  return isBuiltAsset;
}

let t: TestApp;
let routes: RouteEntry[];
let owner: Awaited<ReturnType<typeof signedInUser>>;
const clients = {} as Record<Role, Client>;
let shared: Fixture;
let baseUrl: string;

/**
 * The data every row calls on. Only the shared fixture's receipt is a PDF carrying the secret marker
 * (the receipt rows read it); the fresh fixtures of mutating rows and the audit walk (several hundred)
 * upload a small PNG, since drawing a PDF in the worker pool each time was most of this file's time.
 */
async function makeFixture({ pdfReceipt = false } = {}): Promise<Fixture> {
  const { db } = t.ctx.database;
  const draft = await insertInvitation(db, { userId: owner.id, templateStatus: 'Draft', eventName: `<p>${SECRET.privateEvent}</p>` });
  // Its gift section is on (no ways to give listed), so "I sent a gift" is open to every caller.
  const published = await insertInvitation(db, { userId: owner.id, gift: { enabled: true, noGifts: false, methods: [] } });
  const [privateResponse] = await db.insert(rsvpResponses).values({ invitationId: draft.id, guestName: SECRET.privateGuest, email: SECRET.email, attending: true, numberOfGuests: 2, carPlate: SECRET.plate }).returning();
  const answered = await new Client(t.app).post(`/api/invitations/${published.id}/rsvp`, {
    guestName: 'Public Wisher',
    email: SECRET.email,
    attending: true,
    numberOfGuests: 1,
    mealChoice: 'm1',
    wishes: 'Congratulations',
    carPlate: SECRET.plate,
  });
  if (answered.statusCode !== 201) throw new Error(`rsvp fixture: ${answered.statusCode} ${answered.body}`);
  const editToken = answered.json().editUrl.split('#rsvp-edit=')[1] as string;
  const [response] = await db.insert(rsvpResponses).values({ invitationId: draft.id, guestName: 'Second Guest', attending: true, numberOfGuests: 1 }).returning();
  const linkedId = crypto.randomUUID();
  await db.insert(households).values({ id: linkedId, invitationId: published.id, name: 'Keluarga Lim', seats: 3, tokenHash: householdTokenHash(t.ctx.secret, linkedId, 1) });
  await db.insert(rsvpResponses).values({ invitationId: published.id, householdId: linkedId, guestName: 'Keluarga Lim', attending: true, numberOfGuests: 2 });
  const checkinToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + 86_400_000);
  await db.insert(checkinLinks).values({ invitationId: published.id, label: 'Matrix door', tokenHash: hashCheckinToken(checkinToken), createdBy: owner.id, expiresAt });
  const [draftLink] = await db.insert(checkinLinks).values({ invitationId: draft.id, label: 'Draft door', tokenHash: hashCheckinToken(randomBytes(32).toString('base64url')), createdBy: owner.id, expiresAt }).returning();
  const receipt = pdfReceipt ? { body: testPdf(`/Title (${SECRET.receipt})`), fileName: 'r.pdf', type: 'application/pdf' } : { body: await testImage(40, 40), fileName: 'r.png', type: 'image/png' };
  const paid = await submitPaymentForm(t.app, owner.client, { invitationId: draft.id, packageType: 'silver', receipt });
  if (paid.statusCode !== 201) throw new Error(`payment fixture: ${paid.statusCode} ${paid.body}`);
  const upload = await uploadImage(owner.client, '/api/uploads/gift');
  if (upload.statusCode !== 201) throw new Error(`upload fixture: ${upload.statusCode} ${upload.body}`);
  const image = await testImage(40, 40);
  const publicFile = await storeFile(t.ctx, { bucket: 'template_images', key: `matrix-${draft.id}.png`, body: image, contentType: 'image/png', isPublic: true });
  const privateFile = await storeFile(t.ctx, { bucket: 'payment_receipts', key: `${owner.id}/matrix-${draft.id}.png`, body: image, contentType: 'image/png', isPublic: false });
  const [template] = await db
    .insert(templates)
    .values({ name: 'Matrix Template', category: 'wedding', imageUrl: publicFile.url, dominantColors: ['#111111', '#222222', '#333333'], templateStatus: 'Published' })
    .returning();
  return {
    draftId: draft.id,
    publishedId: published.id,
    responseId: response!.id,
    privateResponseId: privateResponse!.id,
    editToken,
    householdToken: householdToken(t.ctx.secret, linkedId, 1),
    paymentId: paid.json().id,
    uploadUrl: upload.json().url,
    templateId: template!.id,
    input: { ...newInvitation(), template: { id: template!.id, imageUrl: template!.imageUrl, dominantColors: ['#111111', '#222222', '#333333'], accentColor: null }, eventName: '<p>Matrix</p>', date: '2027-05-01', time: '19:00', organizer: { name: 'Maya', email: '', phone: '' } },
    publicFile: publicFile.url,
    privateFile: privateFile.url,
    householdId: await insertHousehold(draft.id),
    checkinToken,
    linkedHouseholdId: linkedId,
    checkinCode: checkinCodeFor(t.ctx.secret, { id: linkedId, linkVersion: 1 }),
    checkinLinkId: draftLink!.id,
    giftId: (await db.insert(gifts).values({ invitationId: draft.id, source: 'guest', method: 'bank', amountSen: 4242, fromName: 'Matrix guest' }).returning())[0]!.id,
  };
}

async function insertHousehold(invitationId: string): Promise<string> {
  const id = crypto.randomUUID();
  await t.ctx.database.db.insert(households).values({ id, invitationId, name: SECRET.privateGuest, email: SECRET.email, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  return id;
}

async function uploadImage(client: Client, url: string): Promise<LightMyRequestResponse> {
  return injectForm(t.app, fileForm(await testImage(60, 40), 'gift.png', 'image/png'), { url, cookie: client.cookies.size ? client.cookieHeader : undefined });
}

/** Reads only the status of an event stream (inject would wait for its end, which never comes). */
async function streamStatus(client: Client, url: string): Promise<{ statusCode: number; body: string }> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${url}`, { headers: client.cookies.size ? { cookie: client.cookieHeader } : {}, signal: controller.signal });
  const body = response.ok ? '' : await response.text();
  controller.abort();
  return { statusCode: response.status, body };
}

async function send(role: Role, call: Call): Promise<{ statusCode: number; body: string }> {
  const client = clients[role];
  if (call.stream) return streamStatus(client, call.url);
  if (call.upload) return uploadImage(client, call.url);
  if (call.payment) {
    // A fresh invitation of the owner each time: a stranger paying for it must be refused.
    const invitation = await insertInvitation(t.ctx.database.db, { userId: owner.id });
    return submitPaymentForm(t.app, role === 'anonymous' ? null : client, { invitationId: invitation.id, packageType: 'silver', receipt: { body: testPdf(), fileName: 'r.pdf', type: 'application/pdf' } });
  }
  return client.request(call.method, call.url, call.body);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  routes = await collectRoutes(t);
  owner = await signedInUser(t, 'matrix-owner@example.com');
  clients.owner = owner.client;
  clients.other = (await signedInUser(t, 'matrix-other@example.com')).client;
  clients.admin = (await signedInUser(t, 'matrix-admin@example.com', 'secret-password', { admin: true })).client;
  clients.anonymous = new Client(t.app);
  shared = await makeFixture({ pdfReceipt: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, scaled(60_000));
afterAll(async () => {
  await t.close();
});

describe('the access matrix', () => {
  it('has a row for every route the server registers, and no row for a route that is gone', () => {
    const keys = routes.filter((route) => !isCoveredElsewhere(route)).map((route) => `${route.method} ${route.url}`);
    expect(keys.filter((key) => !(key in MATRIX)), 'routes without a row in MATRIX').toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !keys.includes(key)), 'rows for routes that no longer exist').toEqual([]);
  });

  it('answers every route × role as architecture.md §5 says, and never shows private data to a non-owner', async () => {
    const mismatches: string[] = [];
    for (const [key, row] of Object.entries(MATRIX)) {
      for (const role of ROLES) {
        const fixture = row.mutates ? await makeFixture() : shared;
        const response = await send(role, row.call(fixture));
        if (response.statusCode !== row.expect[role]) mismatches.push(`${key} as ${role}: expected ${row.expect[role]}, got ${response.statusCode} ${response.body.slice(0, 100).replace(/\s+/g, " ")}`);
        if ((role === 'anonymous' || role === 'other') && !row.guestToken) {
          const leaked = Object.entries(SECRET).filter(([, marker]) => response.body.includes(marker));
          if (leaked.length) mismatches.push(`${key} as ${role}: leaks ${leaked.map(([name]) => name).join(', ')}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, scaled(180_000));

  it('lets the owner and the admin read the data they are entitled to', async () => {
    const responses = await clients.owner.get(`/api/invitations/${shared.draftId}/responses`);
    expect(responses.body).toContain(SECRET.plate);
    const csv = await clients.admin.get(`/api/invitations/${shared.draftId}/responses.csv`);
    expect(csv.body).toContain(SECRET.email);
    const receipt = await clients.owner.get(`/api/payments/${shared.paymentId}/receipt`);
    // A PDF receipt is kept and served only as the picture of its pages (decision 0023): the owner
    // gets a PNG, and the PDF's own bytes (its marker) reach no one, the owner included.
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    expect(receipt.rawPayload.toString('latin1')).not.toContain(SECRET.receipt);
  });

  it("shows a Published invitation to everyone with its wishes and the wisher's name, but never a guest's e-mail or car plate", async () => {
    for (const url of [`/view/${shared.publishedId}`, `/${shared.publishedId}`]) {
      const response = await clients.anonymous.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Public Wisher');
      expect(response.body).not.toContain(SECRET.email);
      expect(response.body).not.toContain(SECRET.plate);
    }
  });

  it('lists every admin write route as audited or not audited (with the reason)', () => {
    const writes = routes.filter((route) => route.url.startsWith('/api/admin/') && route.method !== 'GET' && route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);
    const audited = new Set(AUDITED_WRITES.map((row) => row.route));
    expect(writes.filter((key) => !audited.has(key) && !(key in NOT_AUDITED)), 'admin write routes in neither AUDITED_WRITES nor NOT_AUDITED').toEqual([]);
  });

  it.each(AUDITED_WRITES.map((row) => [`${row.route} → ${row.action}`, row] as const))('%s leaves exactly one audit entry, by the acting admin', async (_name, row) => {
    const fixture = await makeFixture();
    await row.prepare?.(fixture);
    const before = await auditCount();
    const response = await row.send(fixture);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await t.ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: row.action, actorEmail: 'matrix-admin@example.com' });
  }, scaled(60_000));

  it("refuses another host (404) and anonymous callers (401) on every route of a host's invitation", () => {
    const scoped = Object.entries(MATRIX).filter(([key]) => /^[A-Z]+ \/api\/invitations\/:id(\/|\.|$)/.test(key));
    expect(scoped.length).toBeGreaterThan(30);
    const wrong = scoped.filter(([, row]) => row.expect.other !== 404 || row.expect.anonymous !== 401).map(([key]) => key);
    expect(wrong, 'invitation-scoped routes that a stranger or an anonymous caller may reach').toEqual([]);
  });

  /*
   * Issue 27: every write an admin makes to a host's data, and every export of it, leaves exactly one
   * audit entry; reads leave none; the owner's own calls leave none. The routes are every row a
   * stranger is refused (404) and an admin succeeds on: the host routes an admin may call.
   */
  const ADMIN_ON_HOST_DATA = Object.entries(MATRIX).filter(([key, row]) => row.expect.other === 404 && row.expect.admin < 300 && !key.includes(' /api/admin/'));
  /** Reads audited because they show private figures (host_data.read): the gift ledger's amounts. */
  const AUDITED_READS = new Set(['GET /api/invitations/:id/gifts']);
  const isAuditedByRule = (key: string) => !key.startsWith('GET ') || key.endsWith('.csv') || AUDITED_READS.has(key);
  const auditedAction = (key: string) => (AUDITED_READS.has(key) ? 'host_data.read' : key.startsWith('GET ') ? 'host_data.export' : 'host_data.change');

  it.each(ADMIN_ON_HOST_DATA.map(([key, row]) => [key, row] as const))("%s, called by an admin on a host's invitation, is audited once if it writes or exports", async (key, row) => {
    const fixture = await makeFixture();
    const before = await auditCount();
    const response = await send('admin', row.call(fixture));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(row.expect.admin);
    const expected = isAuditedByRule(key) ? 1 : 0;
    expect(await auditCount(), `${key}: audit entries added`).toBe(before + expected);
    if (expected) {
      const [entry] = await t.ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
      expect(entry).toMatchObject({ action: auditedAction(key), actorEmail: 'matrix-admin@example.com', subjectType: 'invitation' });
      expect([fixture.draftId, fixture.publishedId]).toContain(entry!.subjectId);
      expect((entry!.after as { route: string }).route).toBe(key);
    }
  }, scaled(60_000));

  it.each(ADMIN_ON_HOST_DATA.filter(([key]) => isAuditedByRule(key)).map(([key, row]) => [key, row] as const))('%s, called by the owner, leaves no audit entry', async (key, row) => {
    const fixture = await makeFixture();
    const before = await auditCount();
    const response = await send('owner', row.call(fixture));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(row.expect.owner);
    expect(await auditCount()).toBe(before);
  }, scaled(60_000));

  it('refuses a well-formed id that does not exist with 404, for every role that passes the guard', async () => {
    for (const role of ['owner', 'admin'] as const) {
      expect((await clients[role].get(`/api/invitations/${UUID_ZERO}`)).statusCode).toBe(404);
      expect((await clients[role].get(`/api/payments/${UUID_ZERO}/receipt`)).statusCode).toBe(404);
    }
  });
});
