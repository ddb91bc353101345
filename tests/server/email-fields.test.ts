import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX, EMAIL_MESSAGES } from '@shared/fields';
import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';
import { rsvpResponses, templates, users } from '@server/db/schema';
import { householdToken } from '@server/features/guests/links';
import { insertInvitation } from '../support/invitations';
import { insertHouseholds } from '../support/sending';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { TERMS_VERSION } from '@shared/legal';

/*
 * Issue 27, LOW 3: an e-mail address has at most 254 characters (RFC 5321), in every field that
 * takes one, checked before anything is stored or sent. A 200,000-character address once made a
 * 735 KB verification mail.
 */

let t: TestApp;
let template: typeof templates.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  [template] = (await t.ctx.database.db
    .insert(templates)
    .values({ name: 'Email Fields', category: 'wedding', imageUrl: '/files/template_images/email-fields.webp', dominantColors: ['#ffffff', '#000000', '#9f1239'], templateStatus: 'Published' })
    .returning()) as [typeof templates.$inferSelect];
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
/** A well-formed address of exactly `length` characters. */
const addressOf = (length: number, domain = '@example.com') => `${'a'.repeat(length - domain.length)}${domain}`;
const tooLong = addressOf(EMAIL_MAX + 1);

function expectTooLong(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
  expect(response.body, what).toContain(EMAIL_MESSAGES.tooLong);
}

describe('sign-up with a too long address', () => {
  it('is refused with 400 before anything is stored or sent', async () => {
    const address = addressOf(EMAIL_MAX + 1, '@long.example');
    const response = await new Client(t.app).post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: address, password: 'secret-password', name: 'Long' });
    expectTooLong(response, 'sign-up');
    expect(await db().select().from(users).where(eq(users.email, address))).toHaveLength(0);
    expect(t.mails().filter((mail) => mail.to.endsWith('@long.example'))).toHaveLength(0);
  });

  it('a 200,000-character address too', async () => {
    const response = await new Client(t.app).post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: `${'b'.repeat(200_000)}@long.example`, password: 'secret-password', name: 'Huge' });
    expectTooLong(response, 'sign-up 200,000');
    expect(t.mails().filter((mail) => mail.to.endsWith('@long.example'))).toHaveLength(0);
  });

  it(`an address of exactly ${EMAIL_MAX} characters signs up`, async () => {
    const address = addressOf(EMAIL_MAX, '@fits.example');
    const response = await new Client(t.app).post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: address, password: 'secret-password', name: 'Fits' });
    expect(response.statusCode, response.body).toBe(200);
    await expect.poll(() => t.mails().filter((mail) => mail.to === address).length).toBe(1);
  });

  it('every other account call that takes an address refuses it too', async () => {
    const host = await signedInUser(t, 'change-mine@example.com');
    const calls: [string, Client, Record<string, unknown>][] = [
      ['/api/auth/sign-in/email', new Client(t.app), { email: tooLong, password: 'secret-password' }],
      ['/api/auth/request-password-reset', new Client(t.app), { email: tooLong, redirectTo: '/reset-password' }],
      ['/api/auth/send-verification-email', new Client(t.app), { email: tooLong, callbackURL: '/auth?verified=1' }],
      ['/api/auth/change-email', host.client, { newEmail: tooLong, callbackURL: '/settings' }],
    ];
    for (const [url, client, body] of calls) expectTooLong(await client.post(url, body), url);
    expect(t.mails().filter((mail) => mail.to === tooLong)).toHaveLength(0);
  });
});

describe('every e-mail field of the app, route by route', () => {
  it('refuses 255 characters and takes 254', async () => {
    const host = await signedInUser(t, 'fields-host@example.com');
    const invitationInput = (organizerEmail: string, coOrganizerEmail = ''): InvitationInput => ({
      ...newInvitation(),
      template: { id: template.id, imageUrl: template.imageUrl, dominantColors: template.dominantColors as string[], accentColor: null },
      eventName: '<p>Maya &amp; Idris</p>',
      date: '2027-05-02',
      time: '19:00',
      endTime: '23:00',
      venue: 'Dewan Seri',
      address: '<p>Jalan Ampang</p>',
      organizer: { name: 'Maya', email: organizerEmail, phone: '' },
      coOrganizers: [{ name: 'Idris', email: coOrganizerEmail, phone: '', role: 'Groom' }],
    });
    const created = await host.client.post('/api/invitations', invitationInput(''));
    expect(created.statusCode, created.body).toBe(201);
    const invitationId = (created.json() as { id: string }).id;
    const published = await insertInvitation(db(), { userId: host.id });
    const [household] = await insertHouseholds(db(), t.ctx.secret, published.id, [{ name: 'Fields family', seats: 2 }]);
    const token = householdToken(t.ctx.secret, household!.id, 1);
    const answer = (email: string) => ({ guestName: 'Lina', email, attending: true, numberOfGuests: 1, mealChoice: 'm1', wishes: '' });
    const open = await new Client(t.app).post(`/api/invitations/${published.id}/rsvp`, answer(''));
    expect(open.statusCode, open.body).toBe(201);
    const editToken = new URL((open.json() as { editUrl: string }).editUrl).hash.replace('#rsvp-edit=', '');
    const [stored] = await db().select({ id: rsvpResponses.id }).from(rsvpResponses).where(eq(rsvpResponses.invitationId, published.id));
    const hostAnswer = (email: string) => ({ guestName: 'Kumar', email, attending: true, numberOfGuests: 1, mealChoice: 'm1' });
    const guests = `/api/invitations/${published.id}/guests`;

    const fields: [string, (email: string) => Promise<{ statusCode: number; body: string }>][] = [
      ['POST /api/invitations organizer', (email) => host.client.post('/api/invitations', invitationInput(email))],
      ['PUT /api/invitations/:id organizer', (email) => host.client.request('PUT', `/api/invitations/${invitationId}`, invitationInput(email))],
      ['PUT /api/invitations/:id co-organizer', (email) => host.client.request('PUT', `/api/invitations/${invitationId}`, invitationInput('', email))],
      ['POST …/guests', (email) => host.client.post(guests, { name: 'New family', seats: 2, email })],
      ['PUT …/guests/:householdId', (email) => host.client.request('PUT', `${guests}/${household!.id}`, { name: 'Fields family', seats: 2, email })],
      ['POST …/guests/import', (email) => host.client.post(`${guests}/import`, { rows: [{ line: 2, name: 'Imported', seats: 1, email }], duplicates: 'skip' })],
      ['POST …/rsvp (open link)', (email) => new Client(t.app).post(`/api/invitations/${published.id}/rsvp`, answer(email))],
      ['PUT /api/guest-links/:token/rsvp', (email) => new Client(t.app).request('PUT', `/api/guest-links/${token}/rsvp`, answer(email))],
      ['PUT /api/rsvp-edit/:token', (email) => new Client(t.app).request('PUT', `/api/rsvp-edit/${editToken}`, answer(email))],
      ['POST …/responses (host)', (email) => host.client.post(`/api/invitations/${published.id}/responses`, hostAnswer(email))],
      ['PUT …/responses/:responseId (host)', (email) => host.client.request('PUT', `/api/invitations/${published.id}/responses/${stored!.id}`, hostAnswer(email))],
    ];
    for (const [index, [what, send]] of fields.entries()) {
      expectTooLong(await send(tooLong), what);
      // Each its own address: the guest list refuses two households with one address.
      const fits = await send(addressOf(EMAIL_MAX, `@field${index}.example.com`));
      expect(fits.statusCode, `${what} with ${EMAIL_MAX} characters: ${fits.body}`).toBeLessThan(300);
    }
  });

  it('every e-mail field in src/shared is the one emailField (no other z.email)', () => {
    const dir = path.resolve(__dirname, '../../src/shared');
    const offenders: string[] = [];
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && entry.name !== 'fields.ts' && /z\.email\(|\.email\(/.test(fs.readFileSync(file, 'utf8'))) offenders.push(path.relative(dir, file));
      }
    };
    walk(dir);
    expect(offenders).toEqual([]);
  });
});
