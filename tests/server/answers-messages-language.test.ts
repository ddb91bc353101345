import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_LIMITS } from '@shared/checkin';
import type { Language } from '@shared/constants';
import { HOST_ANSWER_MESSAGES } from '@shared/responses';
import { HOST_LANGUAGES, type HostLanguage } from '@shared/host-language';
import { fillText, invitationText } from '@shared/i18n/invitation';
import { serverMessage, type MessageArgs, type ServerMessageCode } from '@shared/server-messages';
import { ANSWER_MESSAGES } from '@shared/server-messages/answers';
import { households, users } from '@server/db/schema';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { CHECKIN_RATE_MESSAGE, tokenKey } from '@server/features/checkin/routes';
import { LiveStreamSlots } from '@server/features/rsvp/live-stream-slots';
import { LIMITS } from '@server/plugins/rate-limits';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

/**
 * Issue 29, decision 0031: the host's answers (added, changed, merged, exported), the live page's
 * limits and check-in from the host's side reach a Malay or Chinese host in their account's
 * language, codes and statuses as before; the door's rate limit in the invitation's language.
 */
let t: TestApp;
type Host = Awaited<ReturnType<typeof signedInUser>>;
let host: Host;
beforeAll(async () => {
  t = await createTestApp();
  host = await signedInUser(t, 'answers-language@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const speak = (language: HostLanguage) => db().update(users).set({ language }).where(eq(users.id, host.id));

async function inEveryLanguage<C extends ServerMessageCode>(
  run: () => Promise<LightMyRequestResponse>,
  expected: { status: number; code: string },
  message: C,
  ...args: MessageArgs<C>
): Promise<void> {
  for (const language of HOST_LANGUAGES) {
    await speak(language);
    const response = await run();
    expect(response.statusCode, `${message} ${language}`).toBe(expected.status);
    expect(response.json().error, `${message} ${language}`).toEqual({ code: expected.code, message: serverMessage(message, language, ...args) });
  }
  await speak('english');
}

async function household(invitationId: string, values: { name: string; seats: number; language?: Language | null }) {
  const id = randomUUID();
  await db().insert(households).values({ id, invitationId, ...values, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  return { id, token: householdToken(t.ctx.secret, id, 1) };
}

const answers = (id: string) => `/api/invitations/${id}/responses`;
const answer = (values: Record<string, unknown> = {}) => ({ guestName: 'Lina', attending: true, numberOfGuests: 1, ...values });

describe('the host’s answers', () => {
  it('an answer, an invitation or an event that is not there', async () => {
    const inv = await insertInvitation(db(), { userId: host.id });
    await inEveryLanguage(() => host.client.request('PUT', `${answers(inv.id)}/${randomUUID()}`, answer()), { status: 404, code: 'NOT_FOUND' }, 'RESPONSE_NOT_FOUND');
    await inEveryLanguage(() => host.client.get(answers(randomUUID())), { status: 404, code: 'NOT_FOUND' }, 'GUEST_LIST_INVITATION_NOT_FOUND');
    await inEveryLanguage(() => host.client.get(`/api/invitations/${inv.id}/meal-counts.csv?event=${randomUUID()}`), { status: 400, code: 'UNKNOWN_EVENT' }, 'ANSWER_UNKNOWN_EVENT');
    const events = [{ eventId: randomUUID(), attending: true, guests: 1, mealChoice: '' }];
    await inEveryLanguage(() => host.client.post(answers(inv.id), answer({ events })), { status: 400, code: 'UNKNOWN_EVENT' }, 'ANSWER_UNKNOWN_EVENT');
    const one = (await host.client.post(answers(inv.id), answer({ guestName: 'One' }))).json();
    await inEveryLanguage(() => host.client.post(`${answers(inv.id)}/merge`, { keepId: one.id, removeId: randomUUID() }), { status: 404, code: 'NOT_FOUND' }, 'RESPONSE_NOT_FOUND');
  });

  it('a phone, a meal, a household’s seats, a household answered twice, two households merged', async () => {
    const inv = await insertInvitation(db(), { userId: host.id });
    await inEveryLanguage(() => host.client.post(answers(inv.id), answer({ phone: '123' })), { status: 400, code: 'INVALID_PHONE' }, 'INVALID_PHONE');
    await inEveryLanguage(() => host.client.post(answers(inv.id), answer({ mealChoice: 'm9' })), { status: 400, code: 'UNKNOWN_MEAL' }, 'RSVP_UNKNOWN_MEAL');
    const tan = await household(inv.id, { name: 'Keluarga Tan', seats: 2 });
    await inEveryLanguage(() => host.client.post(answers(inv.id), answer({ householdId: tan.id, numberOfGuests: 3 })), { status: 400, code: 'SEATS_EXCEEDED' }, 'SEATS_EXCEEDED', 'Keluarga Tan', 2);
    await inEveryLanguage(() => host.client.post(answers(inv.id), answer({ householdId: randomUUID() })), { status: 404, code: 'NOT_FOUND' }, 'HOUSEHOLD_NOT_FOUND');
    const first = (await host.client.post(answers(inv.id), answer({ guestName: 'Mei', householdId: tan.id }))).json();
    await inEveryLanguage(() => host.client.post(answers(inv.id), answer({ guestName: 'Mei again', householdId: tan.id })), { status: 409, code: 'HOUSEHOLD_ANSWERED' }, 'HOUSEHOLD_ANSWERED', 'Keluarga Tan', 'Mei');
    const lim = await household(inv.id, { name: 'Keluarga Lim', seats: 2 });
    const second = (await host.client.post(answers(inv.id), answer({ guestName: 'Ah Kow', householdId: lim.id }))).json();
    await inEveryLanguage(() => host.client.post(`${answers(inv.id)}/merge`, { keepId: first.id, removeId: second.id }), { status: 409, code: 'TWO_HOUSEHOLDS' }, 'TWO_HOUSEHOLDS', 'Keluarga Tan', 'Keluarga Lim');
  });
});

describe('check-in, the host’s side and the door', () => {
  it('too many links, a link that is not there, an event that is not the invitation’s', async () => {
    const inv = await insertInvitation(db(), { userId: host.id });
    const links = `/api/invitations/${inv.id}/checkin-links`;
    for (let i = 0; i < CHECKIN_LIMITS.linksPerInvitation; i += 1) expect((await host.client.post(links, { label: `Door ${i}` })).statusCode).toBe(201);
    await inEveryLanguage(() => host.client.post(links, { label: 'One more' }), { status: 409, code: 'TOO_MANY_CHECKIN_LINKS' }, 'TOO_MANY_CHECKIN_LINKS');
    await inEveryLanguage(() => host.client.request('DELETE', `${links}/${randomUUID()}`), { status: 404, code: 'NOT_FOUND' }, 'CHECKIN_LINK_MISSING');
    await inEveryLanguage(() => host.client.get(`/api/invitations/${inv.id}/arrivals/households?event=${randomUUID()}`), { status: 400, code: 'UNKNOWN_EVENT' }, 'ARRIVALS_UNKNOWN_EVENT');
    await inEveryLanguage(() => host.client.get(`/api/invitations/${randomUUID()}/checkin-links`), { status: 404, code: 'NOT_FOUND' }, 'GUEST_LIST_INVITATION_NOT_FOUND');
  });

  it.each(['malay', 'chinese', 'tamil', 'english'] as const)('a door link over its limit says so in the invitation’s language (%s), code RATE_LIMITED', async (language) => {
    const inv = await insertInvitation(db(), { userId: host.id, language });
    const link = (await host.client.post(`/api/invitations/${inv.id}/checkin-links`, { label: 'Door' })).json();
    const token = (link.url as string).split('/checkin/')[1]!;
    const { limit, windowMs } = LIMITS.checkinPerLink;
    for (let i = 0; i < limit; i += 1) await t.ctx.limiter.hit(`checkin-link:${tokenKey(token)}`, limit, windowMs);
    const refused = await new Client(t.app).get(`/api/checkin/${token}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: serverMessage('CHECKIN_RATE_LIMITED', language) });
    if (language === 'english') expect(refused.json().error.message).toBe(CHECKIN_RATE_MESSAGE);
  });
});

describe('a household’s refusals from the RSVP service are in the household’s language', () => {
  it('a Chinese household on a Malay invitation reads its seats in Chinese', async () => {
    const inv = await insertInvitation(db(), { userId: host.id, language: 'malay' });
    const chen = await household(inv.id, { name: 'Chen', seats: 1, language: 'chinese' });
    const response = await new Client(t.app).request('PUT', `/api/guest-links/${chen.token}/rsvp`, { guestName: 'Chen', email: '', attending: true, numberOfGuests: 3, mealChoice: '', wishes: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'TOO_MANY_GUESTS', message: fillText(invitationText('chinese').seatsOne, { seats: '1' }) });
  });
});

describe('the words', () => {
  it('the live page’s limits, per host and per server, and the words no route here reaches', () => {
    const slots = new LiveStreamSlots({ perUser: 1, perInstance: 1 });
    slots.acquire('a');
    expect(() => slots.acquire('a')).toThrow(expect.objectContaining({ statusCode: 429, code: 'TOO_MANY_STREAMS', messageCode: 'STREAMS_PER_USER' }));
    expect(() => slots.acquire('b')).toThrow(expect.objectContaining({ statusCode: 503, code: 'TOO_MANY_STREAMS', messageCode: 'STREAMS_PER_INSTANCE' }));
    expect(serverMessage('STREAMS_PER_USER', 'malay')).toBe('Terlalu banyak halaman langsung dibuka. Tutup beberapa tab dan cuba lagi.');
    expect(serverMessage('STREAMS_PER_INSTANCE', 'chinese')).toBe('服务器目前打开的实时页面过多。请一分钟后再试。');
    expect(serverMessage('NOT_INVITED', 'english', 'Tan', 'Nikah')).toBe(HOST_ANSWER_MESSAGES.notInvited('Tan', 'Nikah'));
    expect(serverMessage('NOT_INVITED', 'malay', 'Tan', 'Nikah')).toBe('Tan tidak dijemput ke Nikah.');
    expect(serverMessage('SEATS_EXCEEDED', 'english', 'Tan', 1)).toBe('Tan may bring at most 1 guest.');
    expect(serverMessage('TWO_HOUSEHOLDS', 'chinese', 'A', 'B')).toBe('这些回复属于两个家庭（A 和 B）；每个家庭保留自己的回复，因此不能合并。');
    expect(serverMessage('CHECKIN_RATE_LIMITED', 'tamil')).toBe('இந்த இணைப்பிலிருந்து அதிகமான கோரிக்கைகள் வந்துள்ளன. ஒரு நிமிடம் காத்திருந்து மீண்டும் முயற்சிக்கவும்.');
    for (const code of Object.keys(ANSWER_MESSAGES) as (keyof typeof ANSWER_MESSAGES)[]) {
      const args = ['Tan', 'Nikah'] as unknown as [];
      for (const language of ['malay', 'chinese'] as const) expect(serverMessage(code, language, ...args), `${code} ${language}`).not.toBe(serverMessage(code, 'english', ...args));
    }
  });
});
