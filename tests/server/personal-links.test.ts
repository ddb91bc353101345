import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/constants';
import { personalLinkPath } from '@shared/guests';
import { households, invitations, rsvpResponses } from '@server/db/schema';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { forgetInvitation } from '@server/features/invitations/page-cache';
import { Client, createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

/*
 * Issue 17, personal links (decision 0020): the household's own page (greeting, visits, its answer)
 * and the rules the server enforces on its answers (seats, one answer, invited only).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const pageData = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="invitation-data">(.*?)<\/script>/s)![1]!);
/** The server-rendered markup only (the page data carries the same words for hydration). */
const markup = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"')).replace(/<!-- -->/g, '');
const answer = (overrides: Record<string, unknown> = {}) => ({ guestName: 'Encik Ahmad', email: '', attending: true, numberOfGuests: 2, mealChoice: 'm1', wishes: '', ...overrides });

/** A household as the guest list stores it (its token derived from the app secret, only the hash kept). */
async function insertHousehold(invitationId: string, values: { name?: string; seats?: number } = {}) {
  const id = randomUUID();
  const [row] = await db()
    .insert(households)
    .values({ id, invitationId, name: values.name ?? 'Encik Ahmad sekeluarga', seats: values.seats ?? 4, tokenHash: householdTokenHash(t.ctx.secret, id, 1) })
    .returning();
  return { ...row!, token: householdToken(t.ctx.secret, id, 1) };
}

async function household(id: string) {
  const [row] = await db().select().from(households).where(eq(households.id, id));
  return row!;
}

const answersOf = (invitationId: string) => db().select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, invitationId));
const answerThroughLink = (token: string, body: Record<string, unknown>, client = new Client(t.app)) => client.request('PUT', `/api/guest-links/${token}/rsvp`, body);

describe("a household's personal link", () => {
  it('greets the household by name in the invitation language, at /view/{id}/g/{token} and /{slug}/g/{token}', async () => {
    const greetings: [Language, string][] = [
      ['malay', 'Kepada'],
      ['english', 'Dear'],
      ['chinese', '致'],
      ['tamil', 'அன்புள்ள'],
    ];
    for (const [language, greeting] of greetings) {
      const inv = await insertInvitation(db(), { language, customSlug: `greet-${language}` });
      const guest = await insertHousehold(inv.id, { name: 'Encik Ahmad sekeluarga', seats: 3 });
      for (const url of [personalLinkPath(inv.id, guest.token), `/greet-${language}/g/${guest.token}`]) {
        const response = await t.app.inject(url);
        expect(response.statusCode, url).toBe(200);
        // On the cover, before any script runs.
        expect(markup(response.body), url).toContain(`${greeting}</span> <span class="inv-script mt-1 block text-2xl break-words">Encik Ahmad sekeluarga</span>`);
        expect(pageData(response.body).guest, url).toEqual({ token: guest.token, name: 'Encik Ahmad sekeluarga', greeting, seats: 3, answer: null });
      }
    }
  });

  it("pre-fills the form with the household's name and offers at most its seats", async () => {
    const inv = await insertInvitation(db(), { language: 'malay' });
    const guest = await insertHousehold(inv.id, { name: 'Keluarga Lim', seats: 3 });
    const html = markup((await t.app.inject(personalLinkPath(inv.id, guest.token))).body);
    expect(html).toMatch(/<input[^>]*name="guestName"[^>]*value="Keluarga Lim"/);
    const options = [...html.matchAll(/<select[^>]*name="numberOfGuests"[^>]*>(.*?)<\/select>/gs)][0]![1]!;
    expect([...options.matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([1, 2, 3]);
    expect(html).toContain('Jemputan ini untuk 3 orang tetamu.');
  });

  it("counts each visit (first kept, last and count moved on), but not the owner's own nor a link preview's", async () => {
    const host = await signedInUser(t, 'visits-host@example.com');
    const inv = await insertInvitation(db(), { userId: host.id });
    const guest = await insertHousehold(inv.id);
    const url = personalLinkPath(inv.id, guest.token);
    expect(await household(guest.id)).toMatchObject({ visitCount: 0, firstOpenedAt: null, lastOpenedAt: null });

    expect((await t.app.inject(url)).statusCode).toBe(200);
    const first = await household(guest.id);
    expect(first.visitCount).toBe(1);
    expect(first.firstOpenedAt).toBeInstanceOf(Date);
    expect(first.lastOpenedAt?.getTime()).toBe(first.firstOpenedAt?.getTime());

    expect((await t.app.inject(url)).statusCode).toBe(200);
    const second = await household(guest.id);
    expect(second.visitCount).toBe(2);
    expect(second.firstOpenedAt?.getTime()).toBe(first.firstOpenedAt?.getTime());
    expect(second.lastOpenedAt!.getTime()).toBeGreaterThanOrEqual(first.lastOpenedAt!.getTime());

    const counted = second.visitCount;
    // The host checking the link, WhatsApp fetching its preview, a HEAD request: none is a guest's visit.
    expect((await host.client.get(url)).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { 'user-agent': 'TelegramBot (like TwitterBot)' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    expect((await household(guest.id)).visitCount).toBe(counted);
    // Another signed-in person is a guest like any other.
    const stranger = await signedInUser(t, 'visits-stranger@example.com');
    expect((await stranger.client.get(url)).statusCode).toBe(200);
    expect((await household(guest.id)).visitCount).toBe(counted + 1);
  });

  it('answers a malformed, unknown, revoked or other invitation’s token with one page: the link has changed, ask the host', async () => {
    const inv = await insertInvitation(db(), { customSlug: 'revoked-party' });
    const other = await insertInvitation(db(), { customSlug: 'other-party' });
    const guest = await insertHousehold(inv.id);
    const notFound = await t.app.inject('/view/no-such-invitation');
    expect(notFound.statusCode).toBe(404);

    // The host makes a new link: the old token stops working, the new one works.
    await db().update(households).set({ linkVersion: 2, tokenHash: householdTokenHash(t.ctx.secret, guest.id, 2) }).where(eq(households.id, guest.id));
    const fresh = householdToken(t.ctx.secret, guest.id, 2);
    expect((await t.app.inject(personalLinkPath('revoked-party', fresh))).statusCode).toBe(200);

    const revoked = await t.app.inject(personalLinkPath('revoked-party', guest.token));
    // Which it was (revoked, unknown, malformed, another invitation's) is not told: one page per invitation.
    const refused: [string, string][] = [
      [personalLinkPath('revoked-party', 'A'.repeat(32)), 'revoked-party'], // unknown
      [personalLinkPath('revoked-party', 'short'), 'revoked-party'], // malformed
      [personalLinkPath('revoked-party', `${fresh}%3Cscript%3E`), 'revoked-party'], // malformed
      [`/revoked-party/g/${guest.token}`, 'revoked-party'],
      [personalLinkPath('other-party', fresh), 'other-party'], // another invitation's household
      [personalLinkPath(other.id, fresh), 'other-party'],
      [`/other-party/g/${fresh}`, 'other-party'],
    ];
    const otherPage = await t.app.inject(personalLinkPath('other-party', guest.token));
    for (const [url, party] of refused) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body.replace(/"now":\d+/, ''), url).toBe((party === 'revoked-party' ? revoked : otherPage).body.replace(/"now":\d+/, ''));
    }
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toContain('This link has changed');
    expect(revoked.body).not.toContain('Invitation Not Found');
    // An unknown invitation is still the invitation's "not found".
    const noParty = await t.app.inject(personalLinkPath('no-such-party', fresh));
    expect(noParty.statusCode).toBe(404);
    expect(noParty.body).toBe(notFound.body);
    // Nothing was counted for the refused ones (one visit: the new link above).
    expect((await household(guest.id)).visitCount).toBe(1);
    // Answers through a dead token are refused too.
    const dead = await answerThroughLink(guest.token, answer());
    expect(dead.statusCode).toBe(404);
    expect(dead.json().error.message).toMatch(/no longer valid/);
    expect(await answersOf(inv.id)).toHaveLength(0);
  });

  it("says a revoked link has changed in the invitation's language, with no way to our landing, never indexed (issue 30.4)", async () => {
    const words: [Language, string, string, string][] = [
      ['english', 'en', 'This link has changed', 'Please ask the host for your new link.'],
      ['malay', 'ms', 'Pautan ini telah bertukar', 'Sila minta pautan baharu anda daripada tuan rumah.'],
      ['chinese', 'zh-Hans', '此链接已更换', '请向主办人索取您的新链接。'],
      ['tamil', 'ta', 'இந்த இணைப்பு மாற்றப்பட்டுள்ளது', 'உங்கள் புதிய இணைப்பை அழைப்பவரிடம் கேட்டுப் பெறவும்.'],
    ];
    for (const [language, lang, title, ask] of words) {
      const inv = await insertInvitation(db(), { language, eventName: '<p>Majlis Rahsia</p>' });
      const guest = await insertHousehold(inv.id, { name: 'Keluarga Lim' });
      await db().update(households).set({ linkVersion: 2, tokenHash: householdTokenHash(t.ctx.secret, guest.id, 2) }).where(eq(households.id, guest.id));
      const response = await t.app.inject(personalLinkPath(inv.id, guest.token));
      expect(response.statusCode, language).toBe(404);
      const body = response.body;
      expect(body, language).toContain(`<html lang="${lang}">`);
      expect(body, language).toContain(`<title>${title}</title>`);
      expect(body, language).toContain('<meta name="robots" content="noindex" />');
      expect(markup(body), language).toContain(`<h1 class="font-serif text-2xl text-stone-900">${title}</h1>`);
      expect(markup(body), language).toContain(ask);
      // No "Go Home" to our landing; nothing of the invitation nor of the household.
      expect(markup(body), language).not.toContain('href="/"');
      expect(body, language).not.toContain('Go Home');
      expect(body, language).not.toContain('Majlis Rahsia');
      expect(body, language).not.toContain('Keluarga Lim');
    }
  });

  it('keeps a draft private: strangers get the private screen whatever the token, and nothing is counted', async () => {
    const inv = await insertInvitation(db(), { templateStatus: 'Draft', eventName: '<p>Secret Draft Party</p>' });
    const guest = await insertHousehold(inv.id);
    const response = await t.app.inject(personalLinkPath(inv.id, guest.token));
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Secret Draft Party');
    expect(response.body).not.toContain('Encik Ahmad');
    expect((await household(guest.id)).visitCount).toBe(0);
    expect((await answerThroughLink(guest.token, answer())).statusCode).toBe(404);
  });

  it('is never cached: Cache-Control private, no-store, no shared page cache, and the token never sent to another site', async () => {
    const inv = await insertInvitation(db(), { customSlug: 'cache-guests' });
    const ahmad = await insertHousehold(inv.id, { name: 'Encik Ahmad sekeluarga' });
    const tan = await insertHousehold(inv.id, { name: 'Mr and Mrs Tan' });
    // The public page first, so the shared cache holds it.
    const publicPage = await t.app.inject('/view/cache-guests');
    expect(publicPage.statusCode).toBe(200);
    for (const [guest, other] of [
      [ahmad, tan],
      [tan, ahmad],
    ] as const) {
      const response = await t.app.inject(personalLinkPath('cache-guests', guest.token));
      expect(response.headers['cache-control']).toBe('private, no-store');
      // Same-origin requests keep the full address; other sites get the origin at most.
      expect(response.headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
      const body = response.body;
      expect(body).toContain(guest.name);
      expect(body).not.toContain(other.name);
      expect(body).toContain('<meta name="robots" content="noindex" />');
      // Link previews and the canonical address name the public link, never the token.
      expect(body).toContain('<meta property="og:url" content="http://localhost:3000/cache-guests" />');
      expect(body.match(new RegExp(guest.token, 'g'))?.length).toBe(1); // only in the page data, for the form
    }
    // The public page, again from the cache, greets nobody.
    const again = await t.app.inject('/view/cache-guests');
    expect(again.body).toBe(publicPage.body);
    expect(again.body).not.toContain('Encik Ahmad');
    expect(pageData(again.body).guest).toBeUndefined();
  });

  it('leaves /api, /files and the other reserved paths to their own 404', async () => {
    const response = await t.app.inject(`/api/g/${'A'.repeat(32)}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe("a household's answer", () => {
  it('is at most its seats: more is refused with a clear message in the invitation language', async () => {
    const malay = await insertInvitation(db(), { language: 'malay' });
    const english = await insertInvitation(db(), { language: 'english' });
    const chinese = await insertInvitation(db(), { language: 'chinese' });
    const cases: [typeof malay, number, string][] = [
      [malay, 4, 'Jemputan ini untuk 4 orang tetamu.'],
      [english, 4, 'This invitation is for 4 guests.'],
      [english, 1, 'This invitation is for 1 guest.'],
      [chinese, 2, '此请柬限 2 位宾客。'],
    ];
    for (const [inv, seats, message] of cases) {
      const guest = await insertHousehold(inv.id, { seats });
      const refused = await answerThroughLink(guest.token, answer({ numberOfGuests: seats + 1 }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual({ code: 'TOO_MANY_GUESTS', message });
      const accepted = await answerThroughLink(guest.token, answer({ numberOfGuests: seats }));
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ attending: true, updated: false, editUrl: `http://localhost:3000${personalLinkPath(inv.id, guest.token)}` });
    }
    // Declining needs no seats; the refused answers left nothing behind.
    const rows = await answersOf(malay.id);
    expect(rows).toEqual([expect.objectContaining({ numberOfGuests: 4, source: 'guest' })]);
  });

  it('is one answer per household: submits at once leave one row, and a later change updates it', async () => {
    const inv = await insertInvitation(db(), { customSlug: 'one-answer' });
    const guest = await insertHousehold(inv.id, { seats: 4 });
    // A double tap, and the same link open on two phones: all at once.
    const submits = await Promise.all([1, 2, 3, 4, 1, 2].map((numberOfGuests) => answerThroughLink(guest.token, answer({ numberOfGuests }))));
    expect(submits.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(submits.filter((r) => r.json().updated === false)).toHaveLength(1);
    const [a] = submits as [(typeof submits)[number]];
    expect(new Set(submits.map((r) => r.json().id))).toEqual(new Set([a.json().id]));
    let rows = await answersOf(inv.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ householdId: guest.id, source: 'guest' });

    // The household changes its mind through its link.
    const changed = await answerThroughLink(guest.token, answer({ attending: false, wishes: 'Maaf, kami di luar negara.' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: a.json().id, attending: false, updated: true });
    rows = await answersOf(inv.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attending: false, numberOfGuests: 0, mealChoice: '', wishes: 'Maaf, kami di luar negara.' });

    // Reopening the link shows the answer (and the page is not stale).
    const page = pageData((await t.app.inject(personalLinkPath('one-answer', guest.token))).body);
    expect(page.guest.answer).toMatchObject({ id: a.json().id, attending: false, guestName: 'Encik Ahmad', numberOfGuests: 0 });
    // Its wish shows on the public page like anyone's.
    expect(pageData((await t.app.inject('/view/one-answer')).body).wishes).toEqual([expect.objectContaining({ guestName: 'Encik Ahmad', wishes: 'Maaf, kami di luar negara.' })]);
  });

  it('can be withdrawn through the personal link: the answer goes, the host\'s counts follow, the household may answer again (issue 30.4)', async () => {
    const host = await signedInUser(t, 'withdraw-host@example.com');
    const inv = await insertInvitation(db(), { userId: host.id, customSlug: 'withdraw-party' });
    const guest = await insertHousehold(inv.id, { seats: 4 });
    const withdrawThroughLink = (token: string) => new Client(t.app).request('DELETE', `/api/guest-links/${token}/rsvp`);
    const hostView = async () => {
      const [responses, guests] = await Promise.all([host.client.get(`/api/invitations/${inv.id}/responses`), host.client.get(`/api/invitations/${inv.id}/guests`)]);
      expect(responses.statusCode).toBe(200);
      expect(guests.statusCode).toBe(200);
      return { summary: responses.json().summary, guests: guests.json().summary, status: guests.json().households[0].status };
    };
    expect((await answerThroughLink(guest.token, answer({ numberOfGuests: 3 }))).statusCode).toBe(200);
    expect(await hostView()).toMatchObject({ summary: { total: 1, attending: 1, totalGuests: 3 }, guests: { attending: 1, attendingGuests: 3, pending: 0 }, status: 'attending' });
    // Its check-in code is served while it is coming.
    expect((await t.app.inject(`/api/guest-links/${guest.token}/checkin-qr.svg`)).statusCode).toBe(200);

    const withdrawn = await withdrawThroughLink(guest.token);
    expect(withdrawn.statusCode).toBe(204);
    expect(await answersOf(inv.id)).toHaveLength(0);
    expect(await hostView()).toMatchObject({ summary: { total: 0, attending: 0, totalGuests: 0 }, guests: { attending: 0, attendingGuests: 0, declined: 0, pending: 1 }, status: 'not_sent' });
    expect((await t.app.inject(`/api/guest-links/${guest.token}/checkin-qr.svg`)).statusCode).toBe(404);
    // Its page shows no answer, and the public page no longer its wish; the link still works.
    const page = await t.app.inject(personalLinkPath('withdraw-party', guest.token));
    expect(page.statusCode).toBe(200);
    expect(pageData(page.body).guest.answer).toBeNull();
    // Nothing left to withdraw is no error; it answers again.
    expect((await withdrawThroughLink(guest.token)).statusCode).toBe(204);
    const again = await answerThroughLink(guest.token, answer({ attending: false }));
    expect(again.json()).toMatchObject({ attending: false, updated: false });
    expect(await hostView()).toMatchObject({ summary: { total: 1, declined: 1 }, status: 'declined' });

    // A dead or unknown link withdraws nothing (404, its words); another household's answer is untouched.
    const dead = await withdrawThroughLink('A'.repeat(32));
    expect(dead.statusCode).toBe(404);
    expect(dead.json().error.message).toMatch(/no longer valid/);
    expect(await answersOf(inv.id)).toHaveLength(1);

    // Once replies have closed, refused (409), the answer kept.
    await db().update(invitations).set({ rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, mealOptions: [], wishes: '', deadline: '2020-01-31' } }).where(eq(invitations.id, inv.id));
    forgetInvitation(inv.id);
    expect((await withdrawThroughLink(guest.token)).statusCode).toBe(409);
    expect(await answersOf(inv.id)).toHaveLength(1);
  });

  it('still shows the household its answer once replies have closed, without a way to change it', async () => {
    const inv = await insertInvitation(db(), { rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, mealOptions: [], wishes: '', deadline: '2020-01-31' } });
    const guest = await insertHousehold(inv.id);
    await db().insert(rsvpResponses).values({ invitationId: inv.id, householdId: guest.id, guestName: 'Encik Ahmad', attending: true, numberOfGuests: 3 });
    const html = markup((await t.app.inject(personalLinkPath(inv.id, guest.token))).body);
    expect(html).toContain('Your answer');
    expect(html).toContain('Number of guests: 3');
    expect(html).toContain('RSVP is closed');
    expect(html).not.toContain('Change my answer');
    expect((await answerThroughLink(guest.token, answer({ mealChoice: '' }))).statusCode).toBe(409);
  });

  it('follows the invitation settings and normalises the phone like any answer', async () => {
    const inv = await insertInvitation(db(), { rsvp: { enabled: true, allowPlusOnes: false, requireCarPlate: false, mealOptions: [], wishes: '' } });
    const guest = await insertHousehold(inv.id, { seats: 5 });
    const response = await answerThroughLink(guest.token, answer({ numberOfGuests: 3, mealChoice: '', phone: '012-345 6789' }));
    expect(response.statusCode).toBe(200);
    expect(await answersOf(inv.id)).toEqual([expect.objectContaining({ numberOfGuests: 1, phone: '+60123456789' })]);
    const badPhone = await answerThroughLink(guest.token, answer({ mealChoice: '', phone: '12' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.message).toMatch(/valid phone number/);
    const off = await insertInvitation(db(), { rsvp: { enabled: false } });
    const offGuest = await insertHousehold(off.id);
    expect((await answerThroughLink(offGuest.token, answer())).statusCode).toBe(409);
  });
});

describe('an invitation for invited households only', () => {
  it('refuses open-link answers (403, in the guest language) and shows a note instead of the form; households still answer', async () => {
    const inv = await insertInvitation(db(), { language: 'malay', customSlug: 'invited-only', guestSettings: { invitedOnly: true } });
    const guest = await insertHousehold(inv.id);

    const open = await new Client(t.app).post('/api/invitations/invited-only/rsvp', answer());
    expect(open.statusCode).toBe(403);
    expect(open.json().error).toEqual({ code: 'INVITED_ONLY', message: 'Jemputan ini meminta tetamu yang dijemput membalas melalui pautan peribadi mereka.' });

    const publicPage = (await t.app.inject('/view/invited-only')).body;
    expect(pageData(publicPage).invitedOnly).toBe(true);
    expect(markup(publicPage)).toContain('Jemputan ini meminta tetamu yang dijemput membalas melalui pautan peribadi mereka.');
    expect(markup(publicPage)).not.toContain('name="guestName"');

    const personal = markup((await t.app.inject(personalLinkPath('invited-only', guest.token))).body);
    expect(personal).toContain('name="guestName"');
    expect((await answerThroughLink(guest.token, answer())).statusCode).toBe(200);
    expect(await answersOf(inv.id)).toHaveLength(1);
  });

  it('keeps the edit links of answers given before the host turned it on', async () => {
    const inv = await insertInvitation(db(), { customSlug: 'turned-invited' });
    const given = await new Client(t.app).post('/api/invitations/turned-invited/rsvp', answer({ guestName: 'Early Bird' }));
    expect(given.statusCode).toBe(201);
    await db().update(invitations).set({ guestSettings: { invitedOnly: true }, updatedAt: new Date() }).where(eq(invitations.id, inv.id));
    forgetInvitation(inv.id);
    expect((await new Client(t.app).post('/api/invitations/turned-invited/rsvp', answer({ guestName: 'Late Comer' }))).statusCode).toBe(403);
    const token = given.json().editUrl.split('#rsvp-edit=')[1];
    const edited = await new Client(t.app).request('PUT', `/api/rsvp-edit/${token}`, answer({ guestName: 'Early Bird', numberOfGuests: 3 }));
    expect(edited.statusCode).toBe(200);
    expect(await answersOf(inv.id)).toEqual([expect.objectContaining({ guestName: 'Early Bird', numberOfGuests: 3 })]);
  });
});

describe("the edit link of a household's answer", () => {
  it('keeps the household seats', async () => {
    const inv = await insertInvitation(db());
    const guest = await insertHousehold(inv.id, { seats: 2 });
    // An answer the host typed in for the household, with an edit link (as a merged answer may have).
    const [row] = await db()
      .insert(rsvpResponses)
      .values({ invitationId: inv.id, householdId: guest.id, guestName: 'Encik Ahmad', attending: true, numberOfGuests: 1, editTokenHash: createHash('sha256').update('e'.repeat(32)).digest('hex') })
      .returning();
    const refused = await t.app.inject({ method: 'PUT', url: `/api/rsvp-edit/${'e'.repeat(32)}`, headers: { origin: TEST_ORIGIN }, payload: answer({ numberOfGuests: 3 }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('This invitation is for 2 guests.');
    const [unchanged] = await db().select().from(rsvpResponses).where(eq(rsvpResponses.id, row!.id));
    expect(unchanged!.numberOfGuests).toBe(1);
  });
});
