import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInvitation, WIZARD_MESSAGES } from '@shared/wizard';
import { blankEvent } from '@shared/events';
import type { InvitationInput } from '@shared/invitation-input';
import type { HostLanguage } from '@shared/host-language';
import type { Language } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { SLUG_MESSAGES } from '@shared/slug';
import { serverMessage, type ServerMessageCode } from '@shared/server-messages';
import { PAYMENT_MESSAGES } from '@shared/server-messages/payments';
import { REQUEST_MESSAGES } from '@shared/server-messages/request';
import malayValidation from '@shared/validation-messages/malay';
import { invitations, templates, users } from '@server/db/schema';
import { LIMITS } from '@server/plugins/rate-limits';
import { testImage } from '../support/admin';
import { insertInvitation } from '../support/invitations';
import { injectForm } from '../support/multipart';
import { insertPayment, submitPaymentForm, type PaymentFormInput } from '../support/payments';
import { Client, createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';

/**
 * Issue 29, decision 0031, the host's payment, receipt, dashboard and editor-save refusals, and the
 * request-level refusals anyone can meet (src/shared/server-messages/payments.ts, request.ts): a
 * Malay or Chinese host reads each in the account's language, with the body's code and status as
 * before; English is, character for character, what the API said before.
 */
let t: TestApp;
let png: Buffer;
let template: typeof templates.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  png = await testImage(120, 80, 'png');
  [template] = (await t.ctx.database.db
    .insert(templates)
    .values({ name: 'Messages Test', category: 'wedding', imageUrl: '/files/template_images/messages-test.webp', dominantColors: ['#ffffff', '#000000', '#9f1239'], templateStatus: 'Published' })
    .returning()) as [typeof templates.$inferSelect];
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
let counter = 0;
/** A signed-in host whose account language is `language`, with one unpaid draft invitation. */
async function host(language: HostLanguage) {
  counter += 1;
  const signedIn = await signedInUser(t, `pay-words-${language}-${counter}@example.com`);
  await db().update(users).set({ language }).where(eq(users.id, signedIn.id));
  const invitation = await insertInvitation(db(), { userId: signedIn.id, templateStatus: 'Draft' });
  return { ...signedIn, invitation };
}
const receipt = () => ({ body: png, fileName: 'receipt.png' });
const pay = (client: Client | null, input: PaymentFormInput) => submitPaymentForm(t.app, client, input);

/** The response is `status` with the body code `code` and the message `message` says in `language`. */
function expectError(response: LightMyRequestResponse, status: number, code: string, message: ServerMessageCode, language: Language, ...args: string[]) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error).toMatchObject({ code, message: (serverMessage as (c: ServerMessageCode, l: Language, ...a: string[]) => string)(message, language, ...args) });
}

function editorInput(overrides: Partial<InvitationInput> = {}): InvitationInput {
  return {
    ...newInvitation(),
    template: { id: template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[], accentColor: null },
    eventName: '<p>Maya &amp; Idris</p>',
    date: '2027-05-02',
    organizer: { name: 'Maya', email: '', phone: '' },
    ...overrides,
  };
}

describe.each(['malay', 'chinese'] as const)('a %s host', (language) => {
  describe('payments and receipts', () => {
    it('a form without a package or receipt, or not a form at all: MISSING_FIELDS', async () => {
      const { client, invitation } = await host(language);
      expectError(await pay(client, { invitationId: invitation.id, receipt: receipt() }), 400, 'MISSING_FIELDS', 'PAYMENT_MISSING_FIELDS', language);
      expectError(await pay(client, { invitationId: invitation.id, packageType: 'silver', receipt: { body: Buffer.alloc(0), fileName: 'empty.png' } }), 400, 'MISSING_FIELDS', 'PAYMENT_MISSING_FIELDS', language);
      expectError(await client.post('/api/payments', { invitationId: invitation.id }), 400, 'MISSING_FIELDS', 'PAYMENT_MISSING_FIELDS', language);
    });

    it('a signed-out visitor whose page is in the language: UNAUTHORIZED with the payment’s own words', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/payments', headers: { origin: TEST_ORIGIN, cookie: `lang=${language}`, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
      expectError(response, 401, 'UNAUTHORIZED', 'PAYMENT_LOGIN_REQUIRED', language);
    });

    it('a broken form: BAD_REQUEST; too many uploads: RATE_LIMITED', async () => {
      const { client, invitation, id } = await host(language);
      const twoFiles = new FormData();
      twoFiles.append('invitationId', invitation.id);
      twoFiles.append('packageType', 'silver');
      for (const name of ['a.png', 'b.png']) twoFiles.append('receipt', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
      expectError(await injectForm(t.app, twoFiles, { url: '/api/payments', cookie: client.cookieHeader }), 400, 'BAD_REQUEST', 'PAYMENT_SUBMIT_FAILED', language);

      for (let i = 0; i < LIMITS.uploads.limit; i += 1) await t.ctx.limiter.hit(`upload:${id}`, LIMITS.uploads.limit, LIMITS.uploads.windowMs);
      expectError(await pay(client, { invitationId: invitation.id, packageType: 'silver', receipt: receipt() }), 429, 'RATE_LIMITED', 'PAYMENT_UPLOADS_RATE_LIMITED', language);
    });

    it('the receipt: too large, the wrong kind, an unreadable PDF', async () => {
      const { client, invitation } = await host(language);
      const base = { invitationId: invitation.id, packageType: 'silver' };
      expectError(await pay(client, { ...base, receipt: { body: Buffer.alloc(5 * 1024 * 1024 + 1, 1), fileName: 'big.png' } }), 413, 'TOO_LARGE', 'RECEIPT_TOO_LARGE', language);
      expectError(await pay(client, { ...base, receipt: { body: Buffer.from('just some words'), fileName: 'notes.txt', type: 'text/plain' } }), 400, 'RECEIPT_TYPE', 'RECEIPT_WRONG_TYPE', language);
      const brokenPdf = Buffer.from('%PDF-1.4\nthis is not a PDF at all\n%%EOF\n', 'latin1');
      expectError(await pay(client, { ...base, receipt: { body: brokenPdf, fileName: 'receipt.pdf', type: 'application/pdf' } }), 400, 'UNREADABLE_PDF', 'RECEIPT_UNREADABLE_PDF', language);
    });

    it('someone else’s invitation, one already waiting, a package already active', async () => {
      const { client, invitation, id } = await host(language);
      const stranger = await insertInvitation(db());
      expectError(await pay(client, { invitationId: stranger.id, packageType: 'silver', receipt: receipt() }), 404, 'NOT_FOUND', 'DASHBOARD_INVITATION_NOT_FOUND', language);
      expectError(await pay(client, { invitationId: 'not-an-id', packageType: 'silver', receipt: receipt() }), 404, 'NOT_FOUND', 'DASHBOARD_INVITATION_NOT_FOUND', language);

      await insertPayment(db(), { userId: id, invitationId: invitation.id, packageType: 'platinum', status: 'approved' });
      expectError(await pay(client, { invitationId: invitation.id, packageType: 'silver', receipt: receipt() }), 409, 'PACKAGE_ALREADY_ACTIVE', 'PAYMENT_PACKAGE_ACTIVE', language, 'Platinum');

      const second = await insertInvitation(db(), { userId: id, templateStatus: 'Draft' });
      await insertPayment(db(), { userId: id, invitationId: second.id, status: 'pending' });
      expectError(await pay(client, { invitationId: second.id, packageType: 'silver', receipt: receipt() }), 409, 'PAYMENT_PENDING', 'PAYMENT_ALREADY_PENDING', language);
    });

    it('Platinum’s custom URL: a rule broken (in the shared validation words), or taken', async () => {
      const { client, invitation } = await host(language);
      const reserved = await pay(client, { invitationId: invitation.id, packageType: 'platinum', customSlug: 'api', receipt: receipt() });
      expectError(reserved, 400, 'INVALID_SLUG', 'CUSTOM_URL_INVALID', language, SLUG_MESSAGES.reserved);
      if (language === 'malay') expect(reserved.json().error.message).toBe(malayValidation.SLUG_RESERVED);
      await insertInvitation(db(), { customSlug: `taken-${language}` });
      expectError(await pay(client, { invitationId: invitation.id, packageType: 'platinum', customSlug: `taken-${language}`, receipt: receipt() }), 409, 'SLUG_TAKEN', 'CUSTOM_URL_TAKEN', language);
    });

    it('a receipt that is not there', async () => {
      const { client } = await host(language);
      expectError(await client.get(`/api/payments/${randomUUID()}/receipt`), 404, 'NOT_FOUND', 'RECEIPT_NOT_FOUND', language);
    });
  });

  describe('My Invitations', () => {
    it('publishing without a payment, an invitation that is not there', async () => {
      const { client, invitation } = await host(language);
      expectError(await client.post(`/api/invitations/${invitation.id}/toggle-status`), 403, 'PAYMENT_REQUIRED', 'PUBLISH_NEEDS_PAYMENT', language);
      expectError(await client.post(`/api/invitations/${randomUUID()}/toggle-status`), 404, 'NOT_FOUND', 'DASHBOARD_INVITATION_NOT_FOUND', language);
      expectError(await client.post('/api/invitations/nope/toggle-status'), 404, 'NOT_FOUND', 'DASHBOARD_INVITATION_NOT_FOUND', language);
    });

    it('a custom URL without Platinum, or taken', async () => {
      const { client, invitation, id } = await host(language);
      const put = (slug: string) => client.request('PUT', `/api/invitations/${invitation.id}/custom-slug`, { customSlug: slug });
      expectError(await put(`mine-${language}`), 403, 'PLATINUM_REQUIRED', 'CUSTOM_URL_NEEDS_PLATINUM', language);
      await insertPayment(db(), { userId: id, invitationId: invitation.id, packageType: 'platinum', status: 'approved' });
      await insertInvitation(db(), { customSlug: `someone-${language}` });
      expectError(await put(`someone-${language}`), 409, 'SLUG_TAKEN', 'CUSTOM_URL_TAKEN', language);
      expectError(await client.get(`/api/custom-slugs/free-${language}/availability?invitationId=${randomUUID()}`), 404, 'NOT_FOUND', 'DASHBOARD_INVITATION_NOT_FOUND', language);
    });
  });

  describe('the editor’s saves (VALIDATION_ERROR with the step)', () => {
    it('each step rule, the main event, an image not theirs, an invitation not there', async () => {
      const { client } = await host(language);
      const save = (input: InvitationInput) => client.post('/api/invitations', input);
      const cases: [Partial<InvitationInput>, string, ServerMessageCode][] = [
        [{ template: { ...editorInput().template, id: '' } }, 'template', 'EDITOR_TEMPLATE_REQUIRED'],
        [{ template: { ...editorInput().template, id: randomUUID() } }, 'template', 'EDITOR_TEMPLATE_REQUIRED'],
        [{ template: { ...editorInput().template, id: 'not-a-uuid' } }, 'template', 'EDITOR_TEMPLATE_REQUIRED'],
        [{ date: '' }, 'event-details', 'EDITOR_EVENT_DETAILS_REQUIRED'],
        [{ organizer: { name: ' ', email: '', phone: '' } }, 'organizer', 'EDITOR_ORGANIZER_REQUIRED'],
        [{ events: [{ ...blankEvent(randomUUID()), isMain: true }, blankEvent(randomUUID())] }, 'events', 'EDITOR_EVENTS_INCOMPLETE'],
        [{ rsvp: { ...newInvitation().rsvp, deadline: '2027-05-03' } }, 'advanced-features', 'EDITOR_DEADLINE_AFTER_EVENT'],
        [
          {
            events: [
              { ...blankEvent(randomUUID()), name: 'Akad', date: '2027-05-01', isMain: true },
              { ...blankEvent(randomUUID()), name: 'Resepsi', date: '2027-05-02', isMain: true },
            ],
          },
          'events',
          'EDITOR_ONE_MAIN_EVENT',
        ],
      ];
      for (const [overrides, step, code] of cases) {
        const response = await save(editorInput(overrides));
        expectError(response, 400, 'VALIDATION_ERROR', code, language);
        expect(response.json().error.step, code).toBe(step);
      }
      const image = await save(editorInput({ gift: { ...newInvitation().gift, imageUrl: '/files/gift_images/not-theirs.png' } }));
      expectError(image, 400, 'VALIDATION_ERROR', 'EDITOR_IMAGE_UNKNOWN', language);
      expect(image.json().error).not.toHaveProperty('step');

      expectError(await client.get(`/api/invitations/${randomUUID()}`), 404, 'NOT_FOUND', 'EDITOR_INVITATION_NOT_FOUND', language);
      expectError(await client.request('PUT', `/api/invitations/${randomUUID()}`, editorInput()), 404, 'NOT_FOUND', 'EDITOR_INVITATION_NOT_FOUND', language);
      expectError(await client.request('DELETE', `/api/invitations/${randomUUID()}`), 404, 'NOT_FOUND', 'EDITOR_INVITATION_NOT_FOUND', language);
    });
  });

  describe('the request itself refused', () => {
    const raw = (client: Client, payload: string, headers: Record<string, string> = {}, url = '/api/account/language', method: 'PUT' | 'POST' = 'PUT') =>
      t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: client.cookieHeader, 'content-type': 'application/json', ...headers }, payload });

    it('cross-site, broken text, too deep', async () => {
      const { client } = await host(language);
      expectError(await client.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' }), 403, 'FORBIDDEN', 'REQUEST_CROSS_SITE', language);
      expectError(await client.request('PUT', '/api/account/language', { language: 'a\u0000b' }), 400, 'INVALID_TEXT', 'REQUEST_INVALID_TEXT', language);
      let deep: unknown = 'x';
      for (let i = 0; i < 80; i += 1) deep = { deep };
      expectError(await client.request('PUT', '/api/account/language', deep), 400, 'TOO_DEEP', 'REQUEST_TOO_DEEP', language);
    });

    it('Fastify’s client errors: bad JSON, empty JSON, too large, a content type not taken', async () => {
      const { client } = await host(language);
      expectError(await raw(client, '{"language": '), 400, 'MALFORMED_JSON', 'REQUEST_INVALID_JSON', language);
      expectError(await raw(client, ''), 400, 'MALFORMED_JSON', 'REQUEST_EMPTY_JSON', language);
      expectError(await raw(client, JSON.stringify({ language: 'x'.repeat(2 * 1024 * 1024) })), 413, 'BODY_TOO_LARGE', 'REQUEST_BODY_TOO_LARGE', language);
      expectError(await raw(client, '<a/>', { 'content-type': 'application/xml' }), 415, 'UNSUPPORTED_MEDIA_TYPE', 'REQUEST_MEDIA_TYPE', language);
    });
  });
});

describe('a guest meets the request’s refusals in the invitation’s language, Tamil too', () => {
  it.each(['tamil', 'chinese'] as const)('%s: malformed JSON, broken text and a cross-site answer on the RSVP route', async (language) => {
    const inv = await insertInvitation(db(), { language });
    const url = `/api/invitations/${inv.id}/rsvp`;
    const guest = new Client(t.app);
    const bad = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, payload: '{"guestName": ' });
    expectError(bad, 400, 'MALFORMED_JSON', 'REQUEST_INVALID_JSON', language);
    expectError(await guest.post(url, { guestName: 'Lina\u0000' }), 400, 'INVALID_TEXT', 'REQUEST_INVALID_TEXT', language);
    expectError(await guest.post(url, { guestName: 'Lina' }, { origin: 'https://evil.example' }), 403, 'FORBIDDEN', 'REQUEST_CROSS_SITE', language);
  });

  it('an address Fastify cannot read, in the request’s own language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/invitations/%E0%A4%A', headers: { cookie: 'lang=malay' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: serverMessage('REQUEST_ADDRESS_INVALID', 'malay') } });
    expect((await t.app.inject({ method: 'GET', url: '/api/invitations/%E0%A4%A' })).json().error.message).toBe('The request address is not valid.');
  });
});

describe('the words', () => {
  it('English is what the API said before, character for character', () => {
    const english = (code: ServerMessageCode, ...args: string[]) => (serverMessage as (c: ServerMessageCode, l: Language, ...a: string[]) => string)(code, 'english', ...args);
    expect(english('PAYMENT_MISSING_FIELDS')).toBe(MESSAGES.paymentMissingFields);
    expect(english('PAYMENT_LOGIN_REQUIRED')).toBe(MESSAGES.paymentLoginRequired);
    expect(english('PAYMENT_SUBMIT_FAILED')).toBe(MESSAGES.paymentSubmitFailed);
    expect(english('PAYMENT_UPLOADS_RATE_LIMITED')).toBe('Too many uploads. Please wait a minute and try again.');
    expect(english('PAYMENT_ALREADY_PENDING')).toBe(MESSAGES.paymentAlreadyPending);
    expect(english('PAYMENT_PACKAGE_ACTIVE', 'Silver')).toBe(MESSAGES.paymentAlreadyHasPackage('Silver'));
    expect(english('RECEIPT_TOO_LARGE')).toBe(MESSAGES.receiptTooLarge);
    expect(english('RECEIPT_WRONG_TYPE')).toBe(MESSAGES.receiptWrongType);
    expect(english('RECEIPT_UNREADABLE_PDF')).toBe(MESSAGES.receiptUnreadablePdf);
    expect(english('RECEIPT_CHECK_BUSY')).toBe(MESSAGES.receiptCheckBusy);
    expect(english('RECEIPT_NOT_FOUND')).toBe(MESSAGES.receiptNotFound);
    expect(english('DASHBOARD_INVITATION_NOT_FOUND')).toBe(MESSAGES.invitationNotFound);
    expect(english('PUBLISH_NEEDS_PAYMENT')).toBe(MESSAGES.statusNeedsApprovedPayment);
    expect(english('CUSTOM_URL_NEEDS_PLATINUM')).toBe(MESSAGES.customUrlNeedsPlatinum);
    expect(english('CUSTOM_URL_TAKEN')).toBe(SLUG_MESSAGES.taken);
    expect(english('CUSTOM_URL_INVALID', SLUG_MESSAGES.tooLong)).toBe(SLUG_MESSAGES.tooLong);
    expect(english('EDITOR_INVITATION_NOT_FOUND')).toBe('Could not find invitation');
    expect(english('EDITOR_TEMPLATE_REQUIRED')).toBe(WIZARD_MESSAGES.template);
    expect(english('EDITOR_EVENT_DETAILS_REQUIRED')).toBe(WIZARD_MESSAGES.eventDetails);
    expect(english('EDITOR_ORGANIZER_REQUIRED')).toBe(WIZARD_MESSAGES.organizer);
    expect(english('EDITOR_EVENTS_INCOMPLETE')).toBe(WIZARD_MESSAGES.events);
    expect(english('EDITOR_DEADLINE_AFTER_EVENT')).toBe(WIZARD_MESSAGES.deadlineAfterEvent);
    expect(english('EDITOR_ONE_MAIN_EVENT')).toBe('Only one event can be the main event.');
    expect(english('EDITOR_IMAGE_UNKNOWN')).toBe('Please upload the image again.');
  });

  it('every message is its own words in Malay and Chinese (none left in English), a guest’s in Tamil too', () => {
    for (const [code, words] of Object.entries(PAYMENT_MESSAGES)) {
      const say = (language: HostLanguage) => (typeof words[language] === 'function' ? (words[language] as (value: string) => string)(SLUG_MESSAGES.reserved) : words[language]);
      expect(say('malay'), code).not.toBe(say('english'));
      expect(say('chinese'), code).not.toBe(say('english'));
    }
    for (const [code, words] of Object.entries(REQUEST_MESSAGES)) {
      for (const language of ['malay', 'chinese', 'tamil'] as const) expect(words[language], `${code} ${language}`).not.toBe(words.english);
    }
  });

  it('a busy receipt check (the PDF worker pool full) says so in Malay and Chinese', () => {
    expect(serverMessage('RECEIPT_CHECK_BUSY', 'malay')).toBe('Kami sedang menyemak banyak resit sekarang. Sila cuba lagi dalam seminit.');
    expect(serverMessage('RECEIPT_CHECK_BUSY', 'chinese')).toBe('我们目前正在核对大量收据。请一分钟后再试。');
  });

  it('the Content-Length and Content-Type refusals (Fastify’s, not reached through inject) in every guest language', () => {
    expect(serverMessage('REQUEST_CONTENT_LENGTH', 'english')).toBe('The Content-Length header does not match the body.');
    expect(serverMessage('REQUEST_CONTENT_TYPE', 'english')).toBe('The Content-Type header is invalid.');
    expect(serverMessage('REQUEST_CONTENT_LENGTH', 'malay')).toBe('Pengepala Content-Length tidak sepadan dengan kandungan.');
    expect(serverMessage('REQUEST_CONTENT_TYPE', 'tamil')).toBe('Content-Type தலைப்பு செல்லாது.');
  });
});

describe('English stays as it was', () => {
  it('an English host reads the same words as before, with the same codes', async () => {
    const { client, invitation } = await host('english');
    const missing = await pay(client, { invitationId: invitation.id, receipt: receipt() });
    expect(missing.json()).toEqual({ error: { code: 'MISSING_FIELDS', message: 'Please select a package and upload a payment receipt' } });
    const toggle = await client.post(`/api/invitations/${invitation.id}/toggle-status`);
    expect(toggle.json()).toEqual({ error: { code: 'PAYMENT_REQUIRED', message: 'An approved payment is needed before this invitation can be published.' } });
    const step = await client.post('/api/invitations', editorInput({ date: '' }));
    expect(step.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Please fill in the event name and date', step: 'event-details' } });
    const crossSite = await client.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(crossSite.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Cross-site request refused.' } });
    // The invitation row is untouched by all this.
    expect((await db().select({ status: invitations.templateStatus }).from(invitations).where(eq(invitations.id, invitation.id)))[0]?.status).toBe('Draft');
  });
});
