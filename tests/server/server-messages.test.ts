import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@shared/constants';
import { HOST_LANGUAGES } from '@shared/host-language';
import { SERVER_MESSAGES, isGuestMessageCode, serverMessage, type ServerMessageCode } from '@shared/server-messages';
import english, { GUEST_VALIDATION_CODES, validationCodeOf } from '@shared/validation-messages/english';
import malay from '@shared/validation-messages/malay';
import chinese from '@shared/validation-messages/chinese';
import tamil from '@shared/validation-messages/tamil';
import { translateValidation } from '@shared/validation-messages/all';
import { households, users } from '@server/db/schema';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

/**
 * Issue 29, decision 0031: every error names its message by a stable code, and the server writes
 * the message in the reader's language: on a guest's route the invitation's (or the household's),
 * elsewhere the signed-in host's account language, else the request's cookie or Accept-Language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const guest = () => new Client(t.app);
const answer = (overrides: Record<string, unknown> = {}) => ({ guestName: 'Lina', email: '', attending: true, numberOfGuests: 2, mealChoice: '', wishes: '', ...overrides });
const withPlate = { enabled: true, allowPlusOnes: true, requireCarPlate: true, mealOptions: [{ id: 'm1', name: 'Nasi' }], wishes: '' };
const say = (code: ServerMessageCode, language: Language) => serverMessage(code, language);

describe('an RSVP error is written in the invitation’s language, with its stable code', () => {
  it.each(LANGUAGES)('the car plate, the meal and the deadline in %s', async (language) => {
    const inv = await insertInvitation(db(), { language, rsvp: withPlate });
    const url = `/api/invitations/${inv.id}/rsvp`;

    const noPlate = await guest().post(url, answer());
    expect(noPlate.statusCode).toBe(400);
    expect(noPlate.json()).toEqual({ error: { code: 'RSVP_CAR_PLATE_REQUIRED', message: say('RSVP_CAR_PLATE_REQUIRED', language) } });

    const meal = await guest().post(url, answer({ mealChoice: 'm9', carPlate: 'WXY 1' }));
    expect(meal.statusCode).toBe(400);
    expect(meal.json()).toEqual({ error: { code: 'RSVP_UNKNOWN_MEAL', message: say('RSVP_UNKNOWN_MEAL', language) } });

    const past = await insertInvitation(db(), { language, rsvp: { ...withPlate, deadline: '2020-01-01' } });
    const closed = await guest().post(`/api/invitations/${past.id}/rsvp`, answer({ carPlate: 'WXY 1' }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ error: { code: 'RSVP_CLOSED', message: say('RSVP_CLOSED', language) } });
  });

  it('says it in Chinese, Malay and Tamil in their own words (and English exactly as before)', async () => {
    const plate = (language: Language) => say('RSVP_CAR_PLATE_REQUIRED', language);
    expect(plate('english')).toBe('Please provide your car plate number.');
    expect(plate('chinese')).toBe('请填写您的车牌号码。');
    expect(plate('malay')).toBe('Sila berikan nombor plat kereta anda.');
    expect(plate('tamil')).toBe('உங்கள் வாகனப் பதிவு எண்ணை உள்ளிடவும்.');
    expect(say('RSVP_CLOSED', 'english')).toBe('The RSVP deadline has passed. Please contact the host directly.');
    expect(say('RSVP_UNKNOWN_MEAL', 'english')).toBe('Please choose one of the meal options.');
  });

  it('the schema’s own message too (an empty name), whatever the browser asks for', async () => {
    const inv = await insertInvitation(db(), { language: 'tamil' });
    const response = await guest().post(`/api/invitations/${inv.id}/rsvp`, answer({ guestName: '' }), { 'accept-language': 'en-GB' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'VALIDATION_ERROR', message: `body.guestName: ${tamil.GUEST_NAME_REQUIRED}` });
    const english = await insertInvitation(db());
    const same = await guest().post(`/api/invitations/${english.id}/rsvp`, answer({ guestName: '' }), { 'accept-language': 'zh-CN' });
    expect(same.json().error.message).toBe('body.guestName: Please provide your name');
  });

  it('a rate-limited answer in Chinese', async () => {
    const inv = await insertInvitation(db(), { language: 'chinese' });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i += 1) {
      last = await guest().post(`/api/invitations/${inv.id}/rsvp`, answer({ guestName: 'Spammy' }));
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(last!.json()).toEqual({ error: { code: 'RSVP_RATE_LIMITED', message: say('RSVP_RATE_LIMITED', 'chinese') } });
  });
});

describe('a personal link’s errors are in the household’s language', () => {
  async function household(invitationId: string, language: Language | null) {
    const id = randomUUID();
    await db().insert(households).values({ id, invitationId, name: 'Keluarga Tan', seats: 2, language, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
    return { id, token: householdToken(t.ctx.secret, id, 1) };
  }

  it('the household’s own language over the invitation’s (a link of an unpublished invitation is no longer valid)', async () => {
    const inv = await insertInvitation(db(), { language: 'english', templateStatus: 'Draft' });
    const tan = await household(inv.id, 'chinese');
    const response = await guest().request('PUT', `/api/guest-links/${tan.token}/rsvp`, answer());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'PERSONAL_LINK_INVALID', message: say('PERSONAL_LINK_INVALID', 'chinese') } });
    const malayInvitation = await insertInvitation(db(), { language: 'malay', templateStatus: 'Draft' });
    const ahmad = await household(malayInvitation.id, null);
    const inMalay = await guest().request('PUT', `/api/guest-links/${ahmad.token}/rsvp`, answer());
    expect(inMalay.json().error.message).toBe('Pautan peribadi ini tidak sah lagi. Sila minta pautan terkini daripada tuan rumah.');
  });

  it('a link the host replaced names no household: the browser’s language (Tamil too), else English as before', async () => {
    const inv = await insertInvitation(db(), { language: 'tamil' });
    const old = await household(inv.id, null);
    await db().update(households).set({ linkVersion: 2, tokenHash: householdTokenHash(t.ctx.secret, old.id, 2) }).where(eq(households.id, old.id));
    const url = `/api/guest-links/${old.token}/rsvp`;
    expect((await guest().request('PUT', url, answer(), { 'accept-language': 'zh-CN,zh;q=0.9' })).json().error).toEqual({ code: 'PERSONAL_LINK_INVALID', message: say('PERSONAL_LINK_INVALID', 'chinese') });
    expect((await guest().request('PUT', url, answer(), { 'accept-language': 'ta-MY,ta;q=0.9' })).json().error.message).toBe(say('PERSONAL_LINK_INVALID', 'tamil'));
    expect((await guest().request('PUT', url, answer())).json().error.message).toBe('This personal link is no longer valid. Please ask the host for your current link.');
  });
});

describe('a host reads errors in the account’s language', () => {
  it('a validation error comes back in Malay for a host whose language is Malay', async () => {
    const host = await signedInUser(t, 'messages-malay@example.com');
    await db().update(users).set({ language: 'malay' }).where(eq(users.id, host.id));
    const inv = await insertInvitation(db(), { userId: host.id });
    const response = await host.client.post(`/api/invitations/${inv.id}/guests`, { name: '', seats: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'VALIDATION_ERROR', message: `body.name: ${malay.HOUSEHOLD_NAME_REQUIRED}` });
    // Their browser's language does not matter: the account's does.
    const seats = await host.client.post(`/api/invitations/${inv.id}/guests`, { name: 'A', seats: 0 }, { cookie: `${host.client.cookieHeader}; lang=chinese` });
    expect(seats.json().error.message).toBe('body.seats: Bilangan tempat mestilah antara 1 dan 30.');
  });

  it("zod's own words (no message of ours on that rule) come back in the host's language too", async () => {
    const host = await signedInUser(t, 'messages-zod@example.com');
    const inv = await insertInvitation(db(), { userId: host.id });
    const wrongType = { name: 42, seats: 1 };
    const english = await host.client.post(`/api/invitations/${inv.id}/guests`, wrongType);
    expect(english.json().error.message).toBe('body.name: Invalid input: expected string, received number');
    await db().update(users).set({ language: 'malay' }).where(eq(users.id, host.id));
    const inMalay = await host.client.post(`/api/invitations/${inv.id}/guests`, wrongType);
    expect(inMalay.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'body.name: Input tidak sah: dijangka string, diterima nombor' });
    await db().update(users).set({ language: 'chinese' }).where(eq(users.id, host.id));
    const inChinese = await host.client.post(`/api/invitations/${inv.id}/guests`, wrongType);
    expect(inChinese.json().error.message).toMatch(/^body\.name: 无效输入/);
  });

  it('an anonymous caller: the lang cookie, else Accept-Language, else English', async () => {
    const anonymous = guest();
    expect((await anonymous.get('/api/invitations', { 'accept-language': 'zh-CN' })).json().error).toEqual({ code: 'UNAUTHORIZED', message: '请登录以继续。' });
    expect((await anonymous.get('/api/invitations', { cookie: 'lang=malay', 'accept-language': 'zh-CN' })).json().error.message).toBe('Sila log masuk untuk teruskan.');
    expect((await anonymous.get('/api/invitations')).json().error.message).toBe('Please sign in to continue.');
  });
});

describe('the message tables', () => {
  it('every code has every language it needs (guests: Tamil too), and the tables’ types say so', () => {
    for (const [code, words] of Object.entries(SERVER_MESSAGES)) {
      const needed: readonly Language[] = isGuestMessageCode(code) ? LANGUAGES : HOST_LANGUAGES;
      for (const language of needed) expect((words as Record<string, unknown>)[language], `${code} ${language}`).toBeTruthy();
    }
    for (const table of [malay, chinese]) expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(tamil).sort()).toEqual([...GUEST_VALIDATION_CODES].sort());
    // @ts-expect-error: a host's message without Chinese does not type-check
    const missing: (typeof SERVER_MESSAGES)['UNAUTHORIZED'] = { english: 'x', malay: 'y' };
    void missing;
    // @ts-expect-error: a guest's message without Tamil does not type-check
    const noTamil: (typeof SERVER_MESSAGES)['RSVP_CLOSED'] = { english: 'x', malay: 'y', chinese: 'z' };
    void noTamil;
  });

  it('each English validation message names one code, and a message that is not ours stays as it is', () => {
    expect(new Set(Object.values(english)).size).toBe(Object.keys(english).length);
    expect(validationCodeOf('Please enter the household name.')).toBe('HOUSEHOLD_NAME_REQUIRED');
    expect(translateValidation('Please provide your name', 'chinese')).toBe('请填写您的姓名');
    expect(translateValidation('Too small: expected string to have >=1 characters', 'malay')).toBe('Too small: expected string to have >=1 characters');
    // A host's message asked for in Tamil (only guests read Tamil) stays English.
    expect(translateValidation('Please enter the household name.', 'tamil')).toBe('Please enter the household name.');
  });
});
