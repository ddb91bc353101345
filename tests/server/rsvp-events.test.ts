import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankEvent, type InvitationEvent } from '@shared/events';
import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';
import { households, invitations, rsvpEventAnswers, rsvpResponses, templates } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { householdAnswer } from '@server/features/guests/personal-link';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

/*
 * Issue 18: a guest answers per event it sees (product.md §13). The server checks each reply (the
 * events the guest sees, each once, all of them; guests and meals per event), derives the answer's
 * totals, and keeps the replies with the answer (written, replaced and withdrawn together).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const event = (overrides: Partial<InvitationEvent>): InvitationEvent => ({ ...blankEvent(randomUUID()), date: '2027-03-20', time: '10:00', ...overrides });

/** Akad nikah (main, the invitation's meals m1/m2), a public sanding with its own meals, and a private tea ceremony. */
async function threeEventInvitation(values: Partial<typeof invitations.$inferInsert> = {}) {
  const akad = event({ name: 'Akad Nikah', isMain: true });
  const sanding = event({ name: 'Sanding', date: '2027-03-21', mealOptions: [{ id: 's1', name: 'Nasi minyak' }] });
  const tea = event({ name: 'Tea ceremony', isPublic: false });
  const inv = await insertInvitation(t.ctx.database.db, { events: [akad, sanding, tea], ...values });
  return { inv, akad, sanding, tea };
}

async function household(invitationId: string, seats: number, eventIds: string[] | null) {
  const id = randomUUID();
  await t.ctx.database.db.insert(households).values({ id, invitationId, name: 'Keluarga Lim', seats, eventIds, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  return { id, token: householdToken(t.ctx.secret, id, 1) };
}

const answer = (overrides: Record<string, unknown> = {}) => ({ guestName: 'Siti Aminah', email: '', attending: true, numberOfGuests: 1, mealChoice: '', wishes: '', ...overrides });
const yes = (eventId: string, guests: number, mealChoice = '') => ({ eventId, attending: true, guests, mealChoice });
const no = (eventId: string) => ({ eventId, attending: false, guests: 0, mealChoice: '' });
const post = (invitationId: string, body: Record<string, unknown>) => new Client(t.app).post(`/api/invitations/${invitationId}/rsvp`, body);
const putAsHousehold = (token: string, body: Record<string, unknown>) => new Client(t.app).request('PUT', `/api/guest-links/${token}/rsvp`, body);
const replies = async (responseId: string) =>
  (await t.ctx.database.db.select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.responseId, responseId)))
    .map(({ eventId, attending, guests, mealChoice }) => ({ eventId, attending, guests, mealChoice }))
    .sort((a, b) => a.eventId.localeCompare(b.eventId));
const sorted = <T extends { eventId: string }>(list: T[]) => [...list].sort((a, b) => a.eventId.localeCompare(b.eventId));
const response = async (id: string) => (await t.ctx.database.db.select().from(rsvpResponses).where(eq(rsvpResponses.id, id)))[0];
const editToken = (editUrl: string) => editUrl.split('#rsvp-edit=')[1]!;

describe('answers per event', () => {
  it('a household answers each of its events on an invitation saved with events by the editor; a change replaces its replies', async () => {
    const host = await signedInUser(t, 'events-host@example.com');
    const [template] = await t.ctx.database.db.select().from(templates).where(eq(templates.name, 'Rustic Garden'));
    const base = newInvitation();
    const input: InvitationInput = {
      ...base,
      template: { id: template!.id, imageUrl: template!.imageUrl, dominantColors: template!.dominantColors as string[], accentColor: template!.accentColor },
      eventName: '<p>Maya &amp; Idris</p>',
      date: '2027-05-01',
      time: '09:00',
      organizer: { name: 'Maya', email: '', phone: '' },
      rsvp: { ...base.rsvp, enabled: true, allowPlusOnes: true, mealOptions: [{ id: 'm1', name: 'Rendang' }] },
    };
    const created = await host.client.post('/api/invitations', input);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const akad = event({ name: 'Akad Nikah', isMain: true });
    const dinner = event({ name: 'Dinner', date: '2027-05-02', time: '19:30', mealOptions: [{ id: 'd1', name: 'Chicken' }, { id: 'd2', name: 'Fish' }] });
    const saved = await host.client.request('PUT', `/api/invitations/${id}`, { ...input, events: [akad, dinner] });
    expect(saved.statusCode).toBe(200);
    await t.ctx.database.db.update(invitations).set({ templateStatus: 'Published' }).where(eq(invitations.id, id));
    const lim = await household(id, 4, null);

    const first = await putAsHousehold(lim.token, answer({ events: [yes(akad.id, 2, 'm1'), no(dinner.id)] }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ attending: true, updated: false });
    const responseId = first.json().id;
    expect(await response(responseId)).toMatchObject({ attending: true, numberOfGuests: 2, mealChoice: 'm1' });
    expect(await replies(responseId)).toEqual(sorted([yes(akad.id, 2, 'm1'), no(dinner.id)]));

    // A change replaces the replies; with the main event declined, the meal is the first attending event's.
    const changed = await putAsHousehold(lim.token, answer({ events: [no(akad.id), yes(dinner.id, 3, 'd2')] }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: responseId, updated: true });
    expect(await response(responseId)).toMatchObject({ attending: true, numberOfGuests: 3, mealChoice: 'd2' });
    expect(await replies(responseId)).toEqual(sorted([no(akad.id), yes(dinner.id, 3, 'd2')]));

    // Its personal link is pre-filled with its replies.
    const prefill = await householdAnswer(t.ctx.database.db, lim.id);
    expect(sorted(prefill!.events!)).toEqual(sorted([no(akad.id), yes(dinner.id, 3, 'd2')]));

    // Declining every event: not attending, no guests, no meal.
    await putAsHousehold(lim.token, answer({ events: [no(akad.id), no(dinner.id)] }));
    expect(await response(responseId)).toMatchObject({ attending: false, numberOfGuests: 0, mealChoice: '' });
  });

  it('refuses replies for events the guest does not see, twice the same event, a missing event, no guests, and another event’s meal; nothing stored', async () => {
    const { inv, akad, sanding, tea } = await threeEventInvitation();
    const refusals: [unknown[], string][] = [
      [[yes(akad.id, 1), yes(sanding.id, 1), yes(tea.id, 1)], 'This answer names an event that is not on your invitation. Please reload the page and try again.'],
      [[yes(akad.id, 1), yes(randomUUID(), 1)], 'This answer names an event that is not on your invitation. Please reload the page and try again.'],
      [[yes(akad.id, 1), yes(akad.id, 2), yes(sanding.id, 1)], 'Each event can be answered only once.'],
      [[yes(akad.id, 1)], 'Please answer for each event'],
      [[], 'Please answer for each event'],
      [[yes(akad.id, 0), no(sanding.id)], 'Please choose how many guests will come to Akad Nikah.'],
      [[yes(akad.id, 1, 's1'), no(sanding.id)], 'Please choose one of the meal options for Akad Nikah.'],
      [[no(akad.id), yes(sanding.id, 2, 'm1')], 'Please choose one of the meal options for Sanding.'],
    ];
    for (const [events, message] of refusals) {
      const refused = await post(inv.id, answer({ events }));
      expect(refused.statusCode, JSON.stringify(events)).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
    // Out of range, malformed: the schema refuses.
    expect((await post(inv.id, answer({ events: [yes(akad.id, 31), no(sanding.id)] }))).statusCode).toBe(400);
    expect((await post(inv.id, answer({ events: [{ eventId: 'not-a-uuid', attending: true, guests: 1 }] }))).statusCode).toBe(400);
    expect(await t.ctx.database.db.select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, inv.id))).toHaveLength(0);
  });

  it('says it in the guest’s language', async () => {
    const { inv, akad } = await threeEventInvitation({ language: 'malay' });
    const refused = await post(inv.id, answer({ events: [yes(akad.id, 1)] }));
    expect(refused.json().error.message).toBe('Sila jawab untuk setiap majlis');
  });

  it('open link: the public events; without replies per event, the one answer stands for each (the meal where that event offers it)', async () => {
    const { inv, akad, sanding } = await threeEventInvitation();
    const stored = await post(inv.id, answer({ numberOfGuests: 3, mealChoice: 'm1' }));
    expect(stored.statusCode, stored.body).toBe(201);
    expect(await replies(stored.json().id)).toEqual(sorted([yes(akad.id, 3, 'm1'), yes(sanding.id, 3)]));
    const declined = await post(inv.id, answer({ guestName: 'Ahmad', attending: false }));
    expect(await replies(declined.json().id)).toEqual(sorted([no(akad.id), no(sanding.id)]));
    // Totals from the replies: the largest count, the main event's meal.
    const mixed = await post(inv.id, answer({ guestName: 'Faiz', events: [yes(akad.id, 1, 'm2'), yes(sanding.id, 4, 's1')] }));
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect(await response(mixed.json().id)).toMatchObject({ attending: true, numberOfGuests: 4, mealChoice: 'm2' });
  });

  it('without plus-ones, each attending event counts one guest', async () => {
    const { inv, akad, sanding } = await threeEventInvitation();
    await t.ctx.database.db
      .update(invitations)
      .set({ rsvp: { enabled: true, allowPlusOnes: false, requireCarPlate: false, mealOptions: [], wishes: '' } })
      .where(eq(invitations.id, inv.id));
    const stored = await post(inv.id, answer({ events: [yes(akad.id, 5), yes(sanding.id, 3)] }));
    expect(stored.statusCode, stored.body).toBe(201);
    expect(await replies(stored.json().id)).toEqual(sorted([yes(akad.id, 1), yes(sanding.id, 1)]));
    expect(await response(stored.json().id)).toMatchObject({ numberOfGuests: 1 });
  });

  it('a household invited to some events answers those only, at most its seats for each', async () => {
    const { inv, akad, sanding, tea } = await threeEventInvitation();
    const lim = await household(inv.id, 3, [tea.id, sanding.id]);
    const notInvited = await putAsHousehold(lim.token, answer({ events: [yes(akad.id, 1), yes(sanding.id, 1), yes(tea.id, 1)] }));
    expect(notInvited.statusCode).toBe(400);
    expect(notInvited.json().error.message).toBe('This answer names an event that is not on your invitation. Please reload the page and try again.');
    const tooMany = await putAsHousehold(lim.token, answer({ events: [yes(sanding.id, 4), no(tea.id)] }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('This invitation is for 3 guests.');

    const stored = await putAsHousehold(lim.token, answer({ events: [yes(sanding.id, 3, 's1'), yes(tea.id, 2)] }));
    expect(stored.statusCode, stored.body).toBe(200);
    expect(await replies(stored.json().id)).toEqual(sorted([yes(sanding.id, 3, 's1'), yes(tea.id, 2)]));
    // Its private tea ceremony's reply is not the main event's: the meal is the first attending event's (the host's order).
    expect(await response(stored.json().id)).toMatchObject({ attending: true, numberOfGuests: 3, mealChoice: 's1' });

    // An older page without replies per event: the one answer stands for the household's events only.
    const older = await putAsHousehold(lim.token, answer({ numberOfGuests: 2, mealChoice: 's1' }));
    expect(older.statusCode, older.body).toBe(200);
    expect(await replies(stored.json().id)).toEqual(sorted([yes(sanding.id, 2, 's1'), yes(tea.id, 2)]));
  });

  it('the same guest answering again through the open link (the same device) replaces the earlier answer’s replies', async () => {
    const { inv, akad, sanding } = await threeEventInvitation();
    const device = new Client(t.app);
    const first = await device.post(`/api/invitations/${inv.id}/rsvp`, answer({ email: 'siti@example.com', events: [yes(akad.id, 2, 'm1'), yes(sanding.id, 2)] }));
    const second = await device.post(`/api/invitations/${inv.id}/rsvp`, answer({ email: 'SITI@example.com', events: [no(akad.id), yes(sanding.id, 1, 's1')] }));
    expect(second.json()).toMatchObject({ id: first.json().id, updated: true });
    expect(await t.ctx.database.db.select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.invitationId, inv.id))).toHaveLength(2);
    expect(await replies(first.json().id)).toEqual(sorted([no(akad.id), yes(sanding.id, 1, 's1')]));
  });

  it('the edit link reads the replies, changes them, and withdrawing removes them', async () => {
    const { inv, akad, sanding } = await threeEventInvitation();
    const stored = await post(inv.id, answer({ events: [yes(akad.id, 2), no(sanding.id)] }));
    const token = editToken(stored.json().editUrl);
    const read = await new Client(t.app).get(`/api/rsvp-edit/${token}`);
    expect(sorted(read.json().events)).toEqual(sorted([yes(akad.id, 2), no(sanding.id)]));

    const changed = await new Client(t.app).request('PUT', `/api/rsvp-edit/${token}`, answer({ events: [no(akad.id), yes(sanding.id, 2, 's1')] }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(sorted((await new Client(t.app).get(`/api/rsvp-edit/${token}`)).json().events)).toEqual(sorted([no(akad.id), yes(sanding.id, 2, 's1')]));
    const refused = await new Client(t.app).request('PUT', `/api/rsvp-edit/${token}`, answer({ events: [no(akad.id)] }));
    expect(refused.statusCode).toBe(400);

    expect((await new Client(t.app).request('DELETE', `/api/rsvp-edit/${token}`)).statusCode).toBe(204);
    expect(await t.ctx.database.db.select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.invitationId, inv.id))).toHaveLength(0);
  });
});

describe('a household’s check-in code in its mail', () => {
  it('is in the mail of an attending household (its personal link to change the answer), not of one that declines', async () => {
    const { inv, akad, sanding, tea } = await threeEventInvitation();
    // Invited to every event: the private one too.
    const lim = await household(inv.id, 2, null);
    const coming = await putAsHousehold(lim.token, answer({ email: 'lim-coming@example.com', events: [yes(akad.id, 2), no(sanding.id), no(tea.id)] }));
    expect(coming.statusCode, coming.body).toBe(200);
    await expect.poll(() => t.mails().filter((mail) => mail.to === 'lim-coming@example.com').length).toBe(1);
    const mail = t.mails().find((m) => m.to === 'lim-coming@example.com')!;
    // Inline (issue 28.6): the HTML shows the attached PNG by its cid; the text keeps the image's address.
    expect(mail.html).toContain('<img src="cid:checkin-qr@jemputan"');
    expect(mail.attachments?.map((file) => file.cid)).toEqual(['checkin-qr@jemputan']);
    expect(mail.text).toContain(`/api/guest-links/${lim.token}/checkin-qr.png`);
    expect(mail.text).toContain(`/g/${lim.token}`);

    await putAsHousehold(lim.token, answer({ email: 'lim-declines@example.com', attending: false }));
    await expect.poll(() => t.mails().filter((m) => m.to === 'lim-declines@example.com').length).toBe(1);
    expect(t.mails().find((m) => m.to === 'lim-declines@example.com')!.html).not.toContain('checkin-qr');
  });
});
