import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendQueue } from '@shared/guest-sending';
import { DEFAULT_THANK_YOU_MESSAGES, thankYouMessage, thankYouSettingsSchema, THANK_YOU_LIMITS } from '@shared/thank-yous';
import { gifts, households } from '@server/db/schema';
import { createJobRunner, type JobRunner } from '@server/lib/jobs';
import { thankYouJobHandlers } from '@server/features/thank-yous/service';
import { insertInvitation } from '../support/invitations';
import { insertHouseholds } from '../support/sending';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 32 point 5, thank-yous (product.md §16): the template per language (the household's language
 * picks it; {name}, {gift}, {event} filled), the WhatsApp queue's thank_you mode, the state set by
 * hand or by the queue, e-mails in the household's language through the job runner, and 404 for
 * anyone but the invitation's owner.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let runner: JobRunner;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, 'thanks-host@example.com');
  stranger = await signedInUser(t, 'thanks-stranger@example.com');
  runner = createJobRunner({ db: t.ctx.database.db, handlers: thankYouJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000 });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const add = (invitationId: string, values: Parameters<typeof insertHouseholds>[3]) => insertHouseholds(db(), t.ctx.secret, invitationId, values);
const row = async (id: string) => (await db().select().from(households).where(eq(households.id, id)))[0]!;
const mailsTo = (to: string) => t.mails().filter((mail) => mail.to === to);
const defaults = thankYouSettingsSchema.parse({});

describe('the thank-you message', () => {
  it("is written in the household's language, from the host's text or the default, with the name, the gift and the event", () => {
    const values = { name: 'Keluarga Ahmad', event: 'Nadia & Omar', giftSen: 25_000 };
    expect(thankYouMessage(defaults, 'english', values)).toBe(DEFAULT_THANK_YOU_MESSAGES.english.replace('{name}', 'Keluarga Ahmad').replace('{event}', 'Nadia & Omar').replace('{gift}', 'your generous gift of RM 250.00'));
    expect(thankYouMessage(defaults, 'malay', values)).toMatch(/^Kepada Keluarga Ahmad,\n\nTerima kasih .*Nadia & Omar.*hadiah anda sebanyak RM 250\.00/s);
    expect(thankYouMessage(defaults, 'chinese', values)).toMatch(/^致 Keluarga Ahmad：.*您的厚礼（RM 250\.00）/s);
    expect(thankYouMessage(defaults, 'tamil', { ...values, giftSen: null })).toMatch(/^அன்புள்ள Keluarga Ahmad,.*உங்கள் அன்புப் பரிசை/s);
    const own = thankYouSettingsSchema.parse({ malay: 'Terima kasih {name} atas {gift}! {unknown}' });
    expect(thankYouMessage(own, 'malay', { ...values, giftSen: null })).toBe('Terima kasih Keluarga Ahmad atas hadiah anda yang murah hati! {unknown}');
    // A language without the host's own text falls back to its default.
    expect(thankYouMessage(own, 'english', values)).toMatch(/^Dear Keluarga Ahmad,/);
  });

  it('is saved per language, bounded, and kept when the other guest-list settings are saved', async () => {
    const invitation = await insertInvitation(db(), { userId: owner.id });
    const url = `/api/invitations/${invitation.id}/thank-yous/settings`;
    expect((await owner.client.get(url)).json()).toEqual(defaults);
    const saved = await owner.client.request('PUT', url, { chinese: '  谢谢 {name}！ ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...defaults, chinese: '谢谢 {name}！' });
    expect((await owner.client.request('PUT', url, { english: 'x'.repeat(THANK_YOU_LIMITS.templateMax + 1) })).statusCode).toBe(400);
    const settings = await owner.client.request('PUT', `/api/invitations/${invitation.id}/guests/settings`, { invitedOnly: true, message: '', autoReminderDays: null, hostNotify: 'daily' });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await owner.client.get(url)).json().chinese).toBe('谢谢 {name}！');
  });
});

describe('sending thank-yous', () => {
  it("lists households not yet thanked in the WhatsApp queue's thank_you mode, with the gift, and marks them sent", async () => {
    const invitation = await insertInvitation(db(), { userId: owner.id, eventName: 'Nadia & Omar' });
    const [ahmad, bee] = await add(invitation.id, [
      { name: 'Keluarga Ahmad', phone: '+60123456701', language: 'malay' },
      { name: 'Bee Ling', phone: '+60123456702', language: 'english' },
    ]);
    await add(invitation.id, [{ name: 'Email only', email: 'only@example.com' }]);
    await db().insert(gifts).values([
      { invitationId: invitation.id, householdId: ahmad!.id, source: 'door', method: 'angpau', envelopes: 2, amountSen: 20_000 },
      { invitationId: invitation.id, householdId: ahmad!.id, source: 'guest', method: 'duitnow', amountSen: 5_000 },
    ]);
    const queue = (await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue?mode=thank_you`)).json() as SendQueue;
    expect(queue).toMatchObject({ mode: 'thank_you', total: 2 });
    // In name order: Bee Ling, then Keluarga Ahmad.
    const [second, first] = queue.households;
    expect(first!.message).toMatch(/^Kepada Keluarga Ahmad,.*hadiah anda sebanyak RM 250\.00/s);
    expect(second!.message).toMatch(/^Dear Bee Ling,.*your generous gift\./s);
    expect(decodeURIComponent(new URL(first!.whatsappUrl).searchParams.get('text')!)).toBe(first!.message);

    const marked = await owner.client.post(`/api/invitations/${invitation.id}/guests/${ahmad!.id}/sent`, { via: 'whatsapp', mode: 'thank_you' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().thankYouSentAt).toEqual(expect.any(String));
    expect(await row(ahmad!.id)).toMatchObject({ thankYouVia: 'whatsapp', sentAt: null });
    const after = (await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue?mode=thank_you`)).json() as SendQueue;
    expect(after.households.map((h) => h.id)).toEqual([bee!.id]);
    // The guest list shows the state.
    const list = (await owner.client.get(`/api/invitations/${invitation.id}/guests`)).json();
    const listed = list.households.find((h: { id: string }) => h.id === ahmad!.id);
    expect(listed).toMatchObject({ thankYouVia: 'whatsapp', thankYouSentAt: expect.any(String) });
  });

  it('is marked sent by hand, and back to not sent', async () => {
    const invitation = await insertInvitation(db(), { userId: owner.id });
    const [h] = await add(invitation.id, [{ name: 'Pak Long' }]);
    const url = `/api/invitations/${invitation.id}/guests/${h!.id}/thank-you`;
    const sent = await owner.client.request('PUT', url, { via: 'by_hand' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ id: h!.id, thankYouVia: 'by_hand', thankYouSentAt: expect.any(String) });
    expect((await row(h!.id)).thankYouSentAt).toBeInstanceOf(Date);
    expect((await owner.client.request('PUT', url, { via: null })).json()).toEqual({ id: h!.id, thankYouSentAt: null, thankYouVia: null });
    expect((await owner.client.request('PUT', url, { via: 'email' })).statusCode).toBe(400);
    expect((await owner.client.request('PUT', url, { via: 'pigeon' })).statusCode).toBe(400);
  });

  it("e-mails each household with an address not yet thanked, in its own language, and sets the state", async () => {
    const invitation = await insertInvitation(db(), { userId: owner.id, eventName: 'Nadia & Omar', language: 'english' });
    const [siti, chan, done] = await add(invitation.id, [
      { name: 'Siti sekeluarga', email: 'siti.thanks@example.com', language: 'malay' },
      { name: 'Chan family', email: 'chan.thanks@example.com', language: 'chinese' },
      { name: 'Thanked', email: 'done.thanks@example.com' },
    ]);
    await db().update(households).set({ thankYouSentAt: new Date(), thankYouVia: 'by_hand' }).where(eq(households.id, done!.id));
    await owner.client.request('PUT', `/api/invitations/${invitation.id}/thank-yous/settings`, { malay: 'Terima kasih {name} kerana hadir ke {event}.' });
    const response = await owner.client.post(`/api/invitations/${invitation.id}/thank-yous/send-emails`, {});
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ queued: 2, withoutEmail: 0, overDailyLimit: 0 });
    await runner.runDue();
    const [toSiti] = mailsTo('siti.thanks@example.com');
    expect(toSiti!.subject).toBe('Terima kasih, daripada Nadia & Omar');
    expect(toSiti!.text).toContain('Terima kasih Siti sekeluarga kerana hadir ke Nadia & Omar.');
    const [toChan] = mailsTo('chan.thanks@example.com');
    expect(toChan!.subject).toBe('来自“Nadia & Omar”的感谢');
    expect(toChan!.text).toMatch(/致 Chan family：/);
    expect(mailsTo('done.thanks@example.com')).toHaveLength(0);
    expect(await row(siti!.id)).toMatchObject({ thankYouVia: 'email' });
    expect((await row(chan!.id)).thankYouSentAt).toBeInstanceOf(Date);
  });

  it("answers 404 to another host, for every thank-you route, and changes nothing", async () => {
    const invitation = await insertInvitation(db(), { userId: owner.id });
    const [h] = await add(invitation.id, [{ name: 'Mine', email: 'mine.thanks@example.com', phone: '+60123456799' }]);
    const calls = [
      stranger.client.get(`/api/invitations/${invitation.id}/thank-yous/settings`),
      stranger.client.request('PUT', `/api/invitations/${invitation.id}/thank-yous/settings`, { english: 'Hacked {name}' }),
      stranger.client.request('PUT', `/api/invitations/${invitation.id}/guests/${h!.id}/thank-you`, { via: 'by_hand' }),
      stranger.client.post(`/api/invitations/${invitation.id}/thank-yous/send-emails`, {}),
      stranger.client.get(`/api/invitations/${invitation.id}/guests/send-queue?mode=thank_you`),
      stranger.client.post(`/api/invitations/${invitation.id}/guests/${h!.id}/sent`, { via: 'whatsapp', mode: 'thank_you' }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await row(h!.id)).thankYouSentAt).toBeNull();
    expect((await owner.client.get(`/api/invitations/${invitation.id}/thank-yous/settings`)).json()).toEqual(defaults);
  });
});
