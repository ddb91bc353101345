import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankEvent, type InvitationEvent } from '@shared/events';
import { households } from '@server/db/schema';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { checkinCodeFor } from '@server/features/checkin/code';
import { qrPng } from '@server/features/checkin/qr';
import { CHECKIN_QR_CID } from '@server/features/rsvp/service';
import { insertInvitation } from '../support/invitations';
import { Client, createTestApp, type TestApp } from '../support/test-app';
import { scaled } from '../e2e/support/timeouts';

/*
 * Issue 28.6 (product.md §12, decision 0027): a household's confirmation goes to its stored e-mail
 * when the guest types none (or to the one typed), in the household's language, listing each event it
 * answered with its date, time, venue, address, map link, answer, meal and an add-to-calendar link, and
 * its door code as an inline image (a CID attachment, referenced from the HTML). Its personal page is
 * in its language and pre-fills the stored e-mail; the open link never carries a household's e-mail.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const event = (overrides: Partial<InvitationEvent>): InvitationEvent => ({ ...blankEvent(randomUUID()), date: '2027-03-20', time: '10:00', ...overrides });

async function twoEventInvitation() {
  const akad = event({ name: 'Akad Nikah', isMain: true });
  const sanding = event({
    name: 'Majlis Sanding',
    date: '2027-03-21',
    time: '12:00',
    endTime: '16:00',
    venue: 'Dewan Seri Melati',
    address: '<p>Jalan Ampang, Kuala Lumpur</p>',
    mapUrls: { google: 'https://maps.app.goo.gl/sanding', waze: '' },
    mealOptions: [{ id: 's1', name: 'Nasi minyak' }],
  });
  const invitation = await insertInvitation(db(), {
    language: 'english',
    events: [akad, sanding],
    address: '<p>Masjid Wilayah, Jalan Duta</p>',
    mapUrls: { google: 'https://maps.app.goo.gl/akad', waze: '' },
  });
  return { invitation, akad, sanding };
}

async function household(invitationId: string, values: { name: string; email: string; language: string | null; seats?: number }) {
  const id = randomUUID();
  await db()
    .insert(households)
    .values({ id, invitationId, name: values.name, seats: values.seats ?? 4, email: values.email, language: values.language, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  return { id, token: householdToken(t.ctx.secret, id, 1) };
}

const answerAs = (token: string, body: Record<string, unknown>) =>
  new Client(t.app).request('PUT', `/api/guest-links/${token}/rsvp`, { guestName: 'Aminah', email: '', attending: true, numberOfGuests: 1, mealChoice: '', wishes: '', ...body });
/** The mail to `to`, once the fire-and-forget send has written it. */
async function mailTo(to: string) {
  await expect.poll(() => t.mails().filter((mail) => mail.to === to).length, { timeout: scaled(10_000) }).toBe(1);
  return t.mails().find((mail) => mail.to === to)!;
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe("a household's confirmation", () => {
  it('goes to its stored e-mail when the guest types none: each event with its date, time, venue, address, map, answer, meal and calendar link, the door code inline, in Malay', async () => {
    const { invitation, akad, sanding } = await twoEventInvitation();
    const aminah = await household(invitation.id, { name: 'Puan Aminah sekeluarga', email: 'aminah@example.com', language: 'malay' });
    const answered = await answerAs(aminah.token, {
      events: [
        { eventId: akad.id, attending: true, guests: 2, mealChoice: 'm1' },
        { eventId: sanding.id, attending: true, guests: 3, mealChoice: 's1' },
      ],
    });
    expect(answered.statusCode).toBe(200);
    const mail = await mailTo('aminah@example.com');
    expect(mail.subject).toBe('RSVP anda untuk Nadia & Omar');

    // Per event, in Malay (the main event's date, time, venue and meals are the invitation's own): the date with its weekday, the time in the invitation's zone, the venue, address and map link, the answer, the meal, the calendar link.
    expect(mail.text).toContain('== Akad Nikah ==\nTarikh: Sabtu, 20 Mac 2027\nMasa: 6.30 petang (GMT+8)\nTempat: Rumah Tangsi\nAlamat: Masjid Wilayah, Jalan Duta\nPilihan hidangan: Beef rendang\nJawapan anda: Ya, saya akan hadir · 2 tetamu\nPeta: https://maps.app.goo.gl/akad\nTambah ke kalendar: https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(mail.text).toContain('== Majlis Sanding ==\nTarikh: Ahad, 21 Mac 2027\nMasa: 12.00 tengah hari – 4.00 petang (GMT+8)\nTempat: Dewan Seri Melati\nAlamat: Jalan Ampang, Kuala Lumpur\nPilihan hidangan: Nasi minyak\nJawapan anda: Ya, saya akan hadir · 3 tetamu\nPeta: https://maps.app.goo.gl/sanding');
    const calendar = mail.text.match(/Tambah ke kalendar: (\S+)/g)!.map((line) => new URL(line.split(': ')[1]!));
    expect(calendar.map((url) => url.searchParams.get('dates'))).toEqual(['20270320T183000/20270320T203000', '20270321T120000/20270321T160000']);
    expect(calendar[1]!.searchParams.get('ctz')).toBe('Asia/Kuala_Lumpur');
    expect(calendar[1]!.searchParams.get('location')).toBe('Dewan Seri Melati, Jalan Ampang, Kuala Lumpur');
    // The first link is still the personal link, to change the answer.
    expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe(`http://localhost:3000/view/${invitation.id}/g/${aminah.token}`);

    // The door code: a PNG attached inline, the HTML's image points at its cid (not at a URL a mail client would have to fetch).
    const expected = await qrPng(checkinCodeFor(t.ctx.secret, { id: aminah.id, linkVersion: 1 }));
    expect(mail.attachments).toEqual([{ filename: 'checkin-qr.png', cid: CHECKIN_QR_CID, contentType: 'image/png', size: expected.length, sha256: sha256(expected) }]);
    expect(mail.html).toContain(`<img src="cid:${CHECKIN_QR_CID}"`);
    expect(mail.html).not.toMatch(/<img src="https?:/);
    expect(mail.html).toContain('<html lang="ms">');
    expect(mail.html).toContain('Tunjukkan kod ini di pintu masuk.');
  });

  it('in Chinese for a Chinese household; a declined event is listed without meal or calendar link, and without a door code when it comes to none', async () => {
    const { invitation, akad, sanding } = await twoEventInvitation();
    const chen = await household(invitation.id, { name: '陈家', email: 'chen@example.com', language: 'chinese' });
    await answerAs(chen.token, { events: [{ eventId: akad.id, attending: false, guests: 0, mealChoice: '' }, { eventId: sanding.id, attending: false, guests: 0, mealChoice: '' }] });
    const mail = await mailTo('chen@example.com');
    expect(mail.subject).toBe('您对“Nadia & Omar”的出席回复');
    expect(mail.text).toContain('== Akad Nikah ==\n日期: 2027年3月20日星期六\n时间: 晚上6:30 (GMT+8)\n地点: Rumah Tangsi\n地址: Masjid Wilayah, Jalan Duta\n您的回复: 抱歉无法出席\n地图: https://maps.app.goo.gl/akad\n\n');
    expect(mail.text).not.toContain('calendar.google.com');
    expect(mail.attachments).toBeUndefined();
    expect(mail.html).toContain('<html lang="zh-Hans">');

    // Coming after all: the door code comes inline, the calendar links too, still in Chinese.
    await answerAs(chen.token, { email: 'chen.family@example.com', events: [{ eventId: akad.id, attending: true, guests: 1, mealChoice: 'm2' }, { eventId: sanding.id, attending: false, guests: 0, mealChoice: '' }] });
    // The e-mail the guest typed wins over the stored one.
    const typed = await mailTo('chen.family@example.com');
    expect(typed.text).toContain('餐点选择: Vegetable curry\n您的回复: 欣然出席 · 1 位宾客');
    expect(typed.text.match(/calendar\.google\.com/g)).toHaveLength(1);
    expect(typed.attachments?.map((file) => file.cid)).toEqual([CHECKIN_QR_CID]);
  });

  it('a household without a stored e-mail that types none gets no mail, as before', async () => {
    const { invitation } = await twoEventInvitation();
    const none = await household(invitation.id, { name: 'No Mail family', email: '', language: null });
    const before = t.mails().length;
    expect((await answerAs(none.token, { numberOfGuests: 2, events: undefined })).statusCode).toBe(200);
    // Nothing to wait on but the answer itself: the mail would be written before the reply to a second request is.
    await answerAs(none.token, { numberOfGuests: 2 });
    expect(t.mails().length).toBe(before);
  });
});

describe("a household's page", () => {
  it("is in the household's language and pre-fills its stored e-mail; the open link's page carries no household's e-mail", async () => {
    const { invitation } = await twoEventInvitation();
    const siti = await household(invitation.id, { name: 'Cik Siti', email: 'siti.private@example.com', language: 'malay' });
    const page = await new Client(t.app).get(`/view/${invitation.id}/g/${siti.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ms">');
    const data = JSON.parse(page.body.match(/<script type="application\/json" id="invitation-data">(.*?)<\/script>/s)![1]!);
    expect(data.guest.email).toBe('siti.private@example.com');
    expect(data.invitation.language).toBe('malay');
    expect(data.text.emailLabel).toBe('E-mel (pilihan)');
    // The server-rendered form already holds it.
    expect(page.body).toMatch(/<input[^>]*type="email"[^>]*value="siti.private@example.com"/);

    // The open link (and its cached copy), and the API a guest can call without the token: never the address.
    for (const url of [`/view/${invitation.id}`, `/view/${invitation.id}`, `/${invitation.id}`]) {
      const open = await new Client(t.app).get(url);
      expect(open.statusCode).toBe(200);
      expect(open.body).not.toContain('siti.private@example.com');
    }
    const answered = await new Client(t.app).post(`/api/invitations/${invitation.id}/rsvp`, { guestName: 'Cik Siti', email: '', attending: true, numberOfGuests: 1, mealChoice: '', wishes: '' });
    expect(answered.body).not.toContain('siti.private@example.com');
  });
});
