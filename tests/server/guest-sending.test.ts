import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENDING_LIMITS, SENDING_MESSAGES, householdMessage, type SendQueue } from '@shared/guest-sending';
import { DEFAULT_MESSAGES, whatsappUrl } from '@shared/guests';
import { households, jobs, rsvpResponses } from '@server/db/schema';
import { guestJobHandlers } from '@server/features/guests/job-handlers';
import { personalLink } from '@server/features/guests/links';
import { digestRunAt } from '@server/features/guests/notifications';
import { SENDING_RATE_LIMITS } from '@server/features/guests/sending-route-options';
import { GUEST_JOB_KINDS } from '@server/features/guests/job-kinds';
import { createJobRunner, enqueue, type JobRunner } from '@server/lib/jobs';
import { insertInvitation } from '../support/invitations';
import { insertHouseholds, isoDay } from '../support/sending';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Sending the guest list (product.md §12): the WhatsApp queue, e-mail invitations, reminders (by
 * hand and automatic), and the host's notices, through the routes and the job runner on a real
 * database. The runner is driven with runDue (no timers): each test drains what is due.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let runner: JobRunner;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, 'host@example.com');
  stranger = await signedInUser(t, 'stranger@example.com');
  admin = await signedInUser(t, 'boss@example.com', 'secret-password', { admin: true });
  runner = createJobRunner({ db: t.ctx.database.db, handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000 });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const mailsTo = (to: string) => t.mails().filter((mail) => mail.to === to);
const firstLink = (text: string) => text.match(/https?:\/\/\S+/)?.[0];

async function ownedInvitation(values: Parameters<typeof insertInvitation>[1] = {}) {
  return insertInvitation(db(), { userId: owner.id, ...values });
}
const add = (invitationId: string, values: Parameters<typeof insertHouseholds>[3]) => insertHouseholds(db(), t.ctx.secret, invitationId, values);
const linkOf = (invitation: { id: string; customSlug: string | null }, household: { id: string; linkVersion: number }) => personalLink(t.ctx, invitation, household);
const householdRow = async (id: string) => (await db().select().from(households).where(eq(households.id, id)))[0]!;

describe('the WhatsApp send queue', () => {
  it('lists households with a phone not yet sent, each with its message in its language and its wa.me link', async () => {
    const invitation = await ownedInvitation({ language: 'malay', eventName: '<p>Walimatul Urus Aina</p>', date: '2027-03-20' });
    const [amir, bee, chan] = await add(invitation.id, [
      { name: 'Amir sekeluarga', phone: '+60123456701', seats: 4 },
      { name: 'Bee Ling', phone: '+60123456702', language: 'english', seats: 1 },
      { name: 'Chan family', phone: '+6591234567', language: 'chinese' },
    ]);
    await add(invitation.id, [
      { name: 'Email only', email: 'only@example.com' },
      { name: 'Already sent', phone: '+60123456703', sentAt: new Date() },
    ]);
    const response = await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue?mode=invite`);
    expect(response.statusCode).toBe(200);
    const queue = response.json() as SendQueue;
    expect(queue).toMatchObject({ mode: 'invite', total: 3, nextAfter: null, eventName: 'Walimatul Urus Aina' });
    expect(queue.households.map((h) => h.name)).toEqual(['Amir sekeluarga', 'Bee Ling', 'Chan family']);

    const [first, second, third] = queue.households;
    // No language of its own: the invitation's (Malay), with the default Malay text.
    expect(first).toMatchObject({ id: amir!.id, language: 'malay', seats: 4, phone: '+60123456701', link: linkOf(invitation, amir!) });
    expect(first!.message).toBe(
      householdMessage('invite', '', 'malay', { name: 'Amir sekeluarga', link: linkOf(invitation, amir!), event: 'Walimatul Urus Aina', date: '20 Mac 2027', seats: 4 }),
    );
    expect(first!.message).toMatch(/^Kepada Amir sekeluarga,/);
    expect(first!.whatsappUrl).toBe(`https://wa.me/60123456701?text=${encodeURIComponent(first!.message)}`);
    expect(decodeURIComponent(new URL(first!.whatsappUrl).searchParams.get('text')!)).toContain(linkOf(invitation, amir!));

    expect(second!.language).toBe('english');
    expect(second!.message).toBe(
      DEFAULT_MESSAGES.english.replace('{name}', 'Bee Ling').replace('{event}', 'Walimatul Urus Aina').replace('{date}', '20 March 2027').replace('{seats}', '1').replace('{link}', linkOf(invitation, bee!)),
    );
    expect(third!.message).toMatch(/^致 Chan family：/);
    expect(third!.whatsappUrl).toBe(whatsappUrl('+6591234567', third!.message));
    expect(third!.link).toBe(linkOf(invitation, chan!));
  });

  it("uses the host's own message, placeholders filled, for invitations; reminders have their own words", async () => {
    const invitation = await ownedInvitation({ guestSettings: { message: 'Salam {name}! {event} ({date}), {seats} tempat: {link}' } });
    const [h] = await add(invitation.id, [{ name: 'Pak Long', phone: '+60123456711', seats: 3 }]);
    const invite = (await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue`)).json() as SendQueue;
    expect(invite.households[0]!.message).toBe(`Salam Pak Long! Nadia & Omar (20 March 2027), 3 tempat: ${linkOf(invitation, h!)}`);
    const reminder = (await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue?mode=reminder`)).json() as SendQueue;
    expect(reminder.households[0]!.message).toMatch(/^Dear Pak Long,\n\nA gentle reminder about Nadia & Omar on 20 March 2027/);
    expect(reminder.households[0]!.message).toContain(linkOf(invitation, h!));
  });

  it('marks a household sent (invitation) or reminded (reminder), and the queue moves on', async () => {
    const invitation = await ownedInvitation();
    const [a, b] = await add(invitation.id, [
      { name: 'A family', phone: '+60123456721' },
      { name: 'B family', phone: '+60123456722' },
    ]);
    const sent = await owner.client.post(`/api/invitations/${invitation.id}/guests/${a!.id}/sent`, { via: 'whatsapp', mode: 'invite' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ id: a!.id, sentVia: 'whatsapp', remindedAt: null });
    expect((await householdRow(a!.id)).sentAt).toBeInstanceOf(Date);
    const invite = (await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue?mode=invite`)).json() as SendQueue;
    expect(invite.households.map((h) => h.id)).toEqual([b!.id]);

    // Reminders: households without an answer, with a phone, not reminded in the last 24 hours.
    const reminded = await owner.client.post(`/api/invitations/${invitation.id}/guests/${b!.id}/sent`, { via: 'whatsapp', mode: 'reminder' });
    expect(reminded.json().remindedAt).toEqual(expect.any(String));
    expect((await householdRow(b!.id)).sentAt).toBeNull();
    const reminder = (await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue?mode=reminder`)).json() as SendQueue;
    expect(reminder.households.map((h) => h.id)).toEqual([a!.id]);
  });

  it('comes in pages of 50, in name order', async () => {
    const invitation = await ownedInvitation();
    await add(
      invitation.id,
      Array.from({ length: 61 }, (_, i) => ({ name: `Guest ${String(i).padStart(3, '0')}`, phone: `+6012${String(3000000 + i)}` })),
    );
    const first = (await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue`)).json() as SendQueue;
    expect(first.total).toBe(61);
    expect(first.households).toHaveLength(SENDING_LIMITS.queuePageSize);
    expect(first.nextAfter).toBe(first.households.at(-1)!.id);
    const second = (await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue?after=${first.nextAfter}`)).json() as SendQueue;
    expect(second.households.map((h) => h.name)).toEqual(Array.from({ length: 11 }, (_, i) => `Guest ${String(50 + i).padStart(3, '0')}`));
    expect(second.nextAfter).toBeNull();
  });
});

describe('e-mail invitations', () => {
  it('each household with an address gets its personal link in its language, once; sent_at is set when the mail goes', async () => {
    const invitation = await ownedInvitation({ language: 'english', customSlug: 'aina-and-hakim' });
    const [siti, john] = await add(invitation.id, [
      { name: 'Siti sekeluarga', email: 'siti.family@example.com', language: 'malay', seats: 5 },
      { name: 'John', email: 'john@example.com', seats: 2 },
    ]);
    await add(invitation.id, [{ name: 'Phone only', phone: '+60123456731' }]);

    const response = await owner.client.post(`/api/invitations/${invitation.id}/guests/send-emails`, {});
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ queued: 2, withoutEmail: 0, overDailyLimit: 0 });
    // Pressed twice before the mails went: nothing more is queued.
    expect((await owner.client.post(`/api/invitations/${invitation.id}/guests/send-emails`, {})).json()).toMatchObject({ queued: 0 });
    expect((await householdRow(siti!.id)).sentAt).toBeNull();

    await runner.runDue();
    const [toSiti] = mailsTo('siti.family@example.com');
    expect(mailsTo('siti.family@example.com')).toHaveLength(1);
    expect(toSiti!.subject).toBe('Jemputan: Nadia & Omar');
    expect(firstLink(toSiti!.text)).toBe(linkOf(invitation, siti!));
    expect(linkOf(invitation, siti!)).toMatch(/^http:\/\/localhost:3000\/view\/aina-and-hakim\/g\/[A-Za-z0-9_-]{32}$/);
    expect(toSiti!.text).toContain('untuk 5 orang');
    const [toJohn] = mailsTo('john@example.com');
    expect(toJohn!.subject).toBe('You are invited: Nadia & Omar');
    expect(firstLink(toJohn!.text)).toBe(linkOf(invitation, john!));
    expect(await householdRow(siti!.id)).toMatchObject({ sentVia: 'email' });
    expect((await householdRow(siti!.id)).sentAt).toBeInstanceOf(Date);

    // Everyone with an address has it now; a chosen household can be sent it again.
    expect((await owner.client.post(`/api/invitations/${invitation.id}/guests/send-emails`, {})).json()).toMatchObject({ queued: 0 });
    const again = await owner.client.post(`/api/invitations/${invitation.id}/guests/send-emails`, { ids: [john!.id] });
    expect(again.json()).toEqual({ queued: 1, withoutEmail: 0, overDailyLimit: 0 });
    await runner.runDue();
    expect(mailsTo('john@example.com')).toHaveLength(2);
  });

  it("puts the host's own message, line breaks kept, in the mail", async () => {
    const invitation = await ownedInvitation({ guestSettings: { message: 'Dear {name},\nPlease join us: {link}' } });
    const [h] = await add(invitation.id, [{ name: 'Mei', email: 'mei@example.com' }]);
    await owner.client.post(`/api/invitations/${invitation.id}/guests/send-emails`, { ids: [h!.id] });
    await runner.runDue();
    const [mail] = mailsTo('mei@example.com');
    expect(mail!.text.startsWith(`Dear Mei,\nPlease join us: ${linkOf(invitation, h!)}\n\nOpen my invitation: ${linkOf(invitation, h!)}`)).toBe(true);
    expect(mail!.html).toContain('Dear Mei,<br>Please join us:');
  });

  it('counts chosen households without an address and sends them nothing', async () => {
    const invitation = await ownedInvitation();
    const [phoneOnly] = await add(invitation.id, [{ name: 'No address', phone: '+60123456741' }]);
    const response = await owner.client.post(`/api/invitations/${invitation.id}/guests/send-emails`, { ids: [phoneOnly!.id] });
    expect(response.json()).toEqual({ queued: 0, withoutEmail: 1, overDailyLimit: 0 });
  });
});

describe('reminders', () => {
  it('go only to households without an answer: e-mail where there is an address, the WhatsApp queue for a phone only', async () => {
    const invitation = await ownedInvitation({ language: 'chinese' });
    const [answered, pendingEmail, pendingPhone, , recent] = await add(invitation.id, [
      { name: 'Answered', email: 'answered@example.com', sentAt: new Date() },
      { name: 'Pending by mail', email: 'pending@example.com', sentAt: new Date() },
      { name: 'Pending by phone', phone: '+60123456751', sentAt: new Date() },
      { name: 'No contact' },
      { name: 'Reminded an hour ago', email: 'recent@example.com', remindedAt: new Date(Date.now() - 3_600_000) },
    ]);
    await db().insert(rsvpResponses).values({ invitationId: invitation.id, householdId: answered!.id, guestName: 'Answered', attending: true, numberOfGuests: 2 });

    const counts = (await owner.client.get(`/api/invitations/${invitation.id}/guests/sending-counts`)).json();
    expect(counts).toMatchObject({ emailReminders: 1, whatsappReminders: 1, noContactReminders: 1 });
    const response = await owner.client.post(`/api/invitations/${invitation.id}/guests/remind`);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ emailQueued: 1, whatsapp: 1, noContact: 1, recentlyReminded: 1, overDailyLimit: 0 });

    await runner.runDue();
    expect(mailsTo('answered@example.com')).toHaveLength(0);
    expect(mailsTo('recent@example.com')).toHaveLength(0);
    const [mail] = mailsTo('pending@example.com');
    expect(mail!.subject).toBe('提醒：请回复“Nadia & Omar”的邀请');
    expect(firstLink(mail!.text)).toBe(linkOf(invitation, pendingEmail!));
    expect((await householdRow(pendingEmail!.id)).remindedAt).toBeInstanceOf(Date);
    expect((await householdRow(recent!.id)).remindedAt!.getTime()).toBeLessThan(Date.now() - 3_000_000);

    // The phone-only household waits in the WhatsApp reminder queue.
    const queue = (await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue?mode=reminder`)).json() as SendQueue;
    expect(queue.households.map((h) => h.id)).toEqual([pendingPhone!.id]);
    // Pressed again: everyone with an address was just reminded.
    expect((await owner.client.post(`/api/invitations/${invitation.id}/guests/remind`)).json()).toMatchObject({ emailQueued: 0, recentlyReminded: 2 });
  });

  it('a household that answers after its reminder was queued gets none', async () => {
    const invitation = await ownedInvitation();
    const [h] = await add(invitation.id, [{ name: 'Quick', email: 'quick@example.com' }]);
    await owner.client.post(`/api/invitations/${invitation.id}/guests/remind`);
    await db().insert(rsvpResponses).values({ invitationId: invitation.id, householdId: h!.id, guestName: 'Quick', attending: false });
    await runner.runDue();
    expect(mailsTo('quick@example.com')).toHaveLength(0);
  });

  it('go out automatically the chosen number of days before the RSVP deadline, once', async () => {
    const deadline = isoDay(10);
    const invitation = await ownedInvitation({
      language: 'tamil',
      guestSettings: { autoReminderDays: 3 },
      rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline, mealOptions: [], wishes: '' },
    });
    const [pending, answered] = await add(invitation.id, [
      { name: 'Ravi family', email: 'ravi@example.com' },
      { name: 'Answered', email: 'answered-auto@example.com' },
    ]);
    await db().insert(rsvpResponses).values({ invitationId: invitation.id, householdId: answered!.id, guestName: 'Answered', attending: true, numberOfGuests: 1 });

    let now = new Date();
    const clocked = createJobRunner({ db: db(), handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000, clock: () => now });
    const sweep = (label: string) => enqueue(db(), { kind: GUEST_JOB_KINDS.autoReminders, key: `${GUEST_JOB_KINDS.autoReminders}:${label}`, runAt: now });
    await sweep('today');
    await clocked.runDue();
    expect(mailsTo('ravi@example.com')).toHaveLength(0);

    // Three days before the deadline, from 09:00 Malaysia time.
    const [y, m, d] = deadline.split('-').map(Number) as [number, number, number];
    now = new Date(Date.UTC(y, m - 1, d - 3, 0, 59));
    await sweep('just-before');
    await clocked.runDue();
    expect(mailsTo('ravi@example.com')).toHaveLength(0);
    now = new Date(Date.UTC(y, m - 1, d - 3, 1, 0));
    await sweep('due');
    await clocked.runDue();
    const [mail] = mailsTo('ravi@example.com');
    expect(mailsTo('ravi@example.com')).toHaveLength(1);
    expect(mail!.subject).toBe('நினைவூட்டல்: “Nadia & Omar” நிகழ்வுக்கு பதிலளிக்கவும்');
    expect(firstLink(mail!.text)).toBe(linkOf(invitation, pending!));
    expect(mailsTo('answered-auto@example.com')).toHaveLength(0);

    // Later sweeps (a day on, past the 24-hour gap) never send it again for this deadline.
    now = new Date(now.getTime() + 26 * 3_600_000);
    await sweep('next-day');
    await clocked.runDue();
    expect(mailsTo('ravi@example.com')).toHaveLength(1);
    // Each sweep queued the next hour's.
    const sweeps = await db().select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, GUEST_JOB_KINDS.autoReminders));
    expect(sweeps.length).toBeGreaterThan(4);
  });
});

describe('host notices', () => {
  const answer = { attending: true, numberOfGuests: 2, mealChoice: 'm1' };

  it("'each': one e-mail to the host for each new or changed answer", async () => {
    const host = await signedInUser(t, 'notify-each@example.com');
    const invitation = await insertInvitation(db(), { userId: host.id, guestSettings: { hostNotify: 'each' } });
    const guest = new Client(t.app);
    expect((await guest.post(`/api/invitations/${invitation.id}/rsvp`, { ...answer, guestName: 'Lina', email: 'lina@example.com' })).statusCode).toBe(201);
    await runner.runDue();
    expect(mailsTo(host.email).map((m) => m.subject)).toEqual(['New answer for Nadia & Omar: Lina']);
    expect(mailsTo(host.email)[0]!.text).toContain('Lina answered: attending with 2 guests.');
    expect(firstLink(mailsTo(host.email)[0]!.text)).toBe(`http://localhost:3000/rsvp/${invitation.id}`);

    // The same guest answers again (same e-mail): a changed answer, one more notice.
    await guest.post(`/api/invitations/${invitation.id}/rsvp`, { ...answer, attending: false, guestName: 'Lina', email: 'lina@example.com' });
    await runner.runDue();
    expect(mailsTo(host.email).map((m) => m.subject)).toEqual(['New answer for Nadia & Omar: Lina', 'Changed answer for Nadia & Omar: Lina']);
    expect(mailsTo(host.email)[1]!.text).toContain('Lina changed their answer to: not attending.');
    expect(mailsTo(host.email)[1]!.text).toContain('So far: 0 attending (0 guests), 1 declined.');
  });

  it("'daily': one digest per invitation per day with the day's answers and the counts", async () => {
    const host = await signedInUser(t, 'notify-daily@example.com');
    const invitation = await insertInvitation(db(), { userId: host.id, guestSettings: { hostNotify: 'daily' } });
    const [ahmad] = await add(invitation.id, [{ name: 'Ahmad sekeluarga', email: 'ahmad@example.com' }, { name: 'Still waiting' }]);
    await db().insert(rsvpResponses).values({ invitationId: invitation.id, householdId: ahmad!.id, guestName: 'Ahmad', attending: true, numberOfGuests: 4 });
    const guest = new Client(t.app);
    await guest.post(`/api/invitations/${invitation.id}/rsvp`, { ...answer, guestName: 'Mei Ling', email: 'meiling@example.com' });
    await guest.post(`/api/invitations/${invitation.id}/rsvp`, { ...answer, attending: false, guestName: 'Kumar', email: 'kumar@example.com' });

    const digests = await db().select().from(jobs).where(eq(jobs.kind, GUEST_JOB_KINDS.hostDigest));
    const mine = digests.filter((job) => (job.payload as { invitationId: string }).invitationId === invitation.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.runAt.getTime()).toBe(digestRunAt(new Date()).getTime());
    expect(mine[0]!.key).toBe(`host-digest:${invitation.id}:${digestRunAt(new Date()).toISOString().slice(0, 10)}`);

    // Not before the day is over…
    await runner.runDue();
    expect(mailsTo(host.email)).toHaveLength(0);
    // …then once.
    const next = createJobRunner({ db: db(), handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000, clock: () => new Date(mine[0]!.runAt.getTime() + 60_000) });
    await next.runDue();
    await next.runDue();
    const [digest] = mailsTo(host.email);
    expect(mailsTo(host.email)).toHaveLength(1);
    // Every answer stored or changed in the 24 hours, newest first (Ahmad's came through his household's link).
    expect(digest!.subject).toBe('Daily digest for Nadia & Omar: 3 answers');
    expect(digest!.text).toContain('- Kumar: not attending\n- Mei Ling: attending, 2 guests\n- Ahmad: attending, 4 guests');
    expect(digest!.text).toContain('So far: 2 attending (6 guests), 1 declined; 1 of 2 invited households have not answered yet.');
  });

  it("'daily', now: the host asks for the last 24 hours' digest and gets it at once; with the digest off, a clear 409", async () => {
    const host = await signedInUser(t, 'notify-now@example.com');
    const invitation = await insertInvitation(db(), { userId: host.id, guestSettings: { hostNotify: 'daily' } });
    const empty = await host.client.post(`/api/invitations/${invitation.id}/guests/digest-now`);
    expect(empty.statusCode).toBe(202);
    expect(empty.json()).toEqual({ answers: 0, queued: false });
    await new Client(t.app).post(`/api/invitations/${invitation.id}/rsvp`, { ...answer, guestName: 'Early Bird', email: 'early@example.com' });
    const asked = await host.client.post(`/api/invitations/${invitation.id}/guests/digest-now`);
    expect(asked.json()).toEqual({ answers: 1, queued: true });
    await runner.runDue();
    const digests = mailsTo(host.email).filter((mail) => mail.subject.startsWith('Daily digest'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('- Early Bird: attending, 2 guests');

    const off = await insertInvitation(db(), { userId: host.id, guestSettings: { hostNotify: 'off' } });
    const refused = await host.client.post(`/api/invitations/${off.id}/guests/digest-now`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SENDING_MESSAGES.digestOff);
  });

  it("'off': nothing is queued", async () => {
    const host = await signedInUser(t, 'notify-off@example.com');
    const invitation = await insertInvitation(db(), { userId: host.id, guestSettings: { hostNotify: 'off' } });
    await new Client(t.app).post(`/api/invitations/${invitation.id}/rsvp`, { ...answer, guestName: 'Quiet' });
    await runner.runDue();
    expect(mailsTo(host.email)).toHaveLength(0);
  });
});

describe('who may send', () => {
  it("only the invitation's owner or an admin; anyone else gets 404, anonymous 401", async () => {
    const invitation = await ownedInvitation();
    const [h] = await add(invitation.id, [{ name: 'Private family', phone: '+60123456761', email: 'private@example.com' }]);
    const calls = [
      (c: Client) => c.get(`/api/invitations/${invitation.id}/guests/send-queue`),
      (c: Client) => c.get(`/api/invitations/${invitation.id}/guests/sending-counts`),
      (c: Client) => c.post(`/api/invitations/${invitation.id}/guests/${h!.id}/sent`, { via: 'whatsapp', mode: 'invite' }),
      (c: Client) => c.post(`/api/invitations/${invitation.id}/guests/send-emails`, {}),
      (c: Client) => c.post(`/api/invitations/${invitation.id}/guests/remind`),
    ];
    for (const call of calls) {
      const response = await call(stranger.client);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Private family');
      expect((await call(new Client(t.app))).statusCode).toBe(401);
    }
    expect((await householdRow(h!.id)).sentAt).toBeNull();
    expect((await admin.client.get(`/api/invitations/${invitation.id}/guests/send-queue`)).json().households[0].name).toBe('Private family');
  });

  it("a household of another invitation cannot be marked through one's own", async () => {
    const mine = await ownedInvitation();
    const theirs = await insertInvitation(db(), { userId: stranger.id });
    const [h] = await add(theirs.id, [{ name: 'Theirs', phone: '+60123456771' }]);
    const response = await owner.client.post(`/api/invitations/${mine.id}/guests/${h!.id}/sent`, { via: 'whatsapp', mode: 'invite' });
    expect(response.statusCode).toBe(404);
    expect((await householdRow(h!.id)).sentAt).toBeNull();
  });

  it('refuses bad input: an unknown mode, another channel, a malformed id', async () => {
    const invitation = await ownedInvitation();
    const [h] = await add(invitation.id, [{ name: 'Input', phone: '+60123456781' }]);
    expect((await owner.client.get(`/api/invitations/${invitation.id}/guests/send-queue?mode=spam`)).statusCode).toBe(400);
    expect((await owner.client.post(`/api/invitations/${invitation.id}/guests/${h!.id}/sent`, { via: 'sms', mode: 'invite' })).statusCode).toBe(400);
    expect((await owner.client.post(`/api/invitations/${invitation.id}/guests/send-emails`, { ids: ['not-an-id'] })).statusCode).toBe(400);
    expect((await owner.client.get('/api/invitations/not-an-id/guests/send-queue')).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it(`bulk sending: ${SENDING_RATE_LIMITS.bulkActions.limit} actions an hour per user, then 429 with Retry-After`, async () => {
    const host = await signedInUser(t, 'busy-host@example.com');
    const invitation = await insertInvitation(db(), { userId: host.id });
    for (let i = 0; i < SENDING_RATE_LIMITS.bulkActions.limit; i += 1) {
      expect((await host.client.post(`/api/invitations/${invitation.id}/guests/remind`)).statusCode).toBe(202);
    }
    const refused = await host.client.post(`/api/invitations/${invitation.id}/guests/send-emails`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many sending requests. Please wait a few minutes and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`e-mails: at most ${SENDING_LIMITS.emailsPerUserPerDay} a day per host; the rest wait for tomorrow`, async () => {
    const host = await signedInUser(t, 'big-list@example.com');
    const invitation = await insertInvitation(db(), { userId: host.id });
    const over = 3;
    await add(
      invitation.id,
      Array.from({ length: SENDING_LIMITS.emailsPerUserPerDay + over }, (_, i) => ({ name: `Guest ${i}`, email: `guest${i}@big.example` })),
    );
    const response = await host.client.post(`/api/invitations/${invitation.id}/guests/send-emails`, {});
    expect(response.json()).toEqual({ queued: SENDING_LIMITS.emailsPerUserPerDay, withoutEmail: 0, overDailyLimit: over });
    expect((await host.client.get(`/api/invitations/${invitation.id}/guests/sending-counts`)).json()).toMatchObject({ emailsLeftToday: 0 });
    const second = await insertInvitation(db(), { userId: host.id });
    await add(second.id, [{ name: 'One more', email: 'one-more@big.example' }]);
    expect((await host.client.post(`/api/invitations/${second.id}/guests/send-emails`, {})).json()).toEqual({ queued: 0, withoutEmail: 0, overDailyLimit: 1 });
    // These 2,000 mails are not sent here: the test is about what was queued.
    await db().delete(jobs).where(sql`${jobs.payload}->>'invitationId' = ${invitation.id}`);
  });
});
