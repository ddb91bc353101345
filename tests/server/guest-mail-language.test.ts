import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@shared/constants';
import { households } from '@server/db/schema';
import { guestInvitation, guestReminder, renderEmail, rsvpEditLink, type EmailTemplate } from '@server/emails';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { Client, createTestApp, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

/*
 * Issue 19: every mail a guest receives (the RSVP confirmation with its edit link, the household's
 * invitation, its reminders) is written in the invitation's language, or the household's own.
 */

const url = 'http://localhost:3000/view/nadia-omar/g/abcdefghijklmnopqrstuvwxyz012345';
const GUEST_MAILS: [string, EmailTemplate<never>, unknown][] = [
  ['rsvp-edit-link', rsvpEditLink as EmailTemplate<never>, { guestName: 'Lina', eventName: 'Nadia & Omar', url, answer: { attending: true, guests: 2 } }],
  ['guest-invitation', guestInvitation as EmailTemplate<never>, { householdName: 'Encik Ahmad sekeluarga', eventName: 'Nadia & Omar', date: '20 March 2027', seats: 4, url, hostMessage: '' }],
  ['guest-reminder', guestReminder as EmailTemplate<never>, { householdName: 'Encik Ahmad sekeluarga', eventName: 'Nadia & Omar', date: '20 March 2027', deadline: '1 March 2027', url }],
];

/** A phrase each mail says in each language (its call to action, or its words around the answer). */
const PHRASES: Record<string, Record<Language, string>> = {
  'rsvp-edit-link': { english: 'Change my answer', malay: 'Tukar jawapan saya', chinese: '修改我的回复', tamil: 'என் பதிலை மாற்று' },
  'guest-invitation': { english: 'Open my invitation', malay: 'Buka kad jemputan saya', chinese: '打开我的请柬', tamil: 'என் அழைப்பிதழைத் திற' },
  'guest-reminder': { english: 'Dear Encik Ahmad sekeluarga', malay: 'Kepada Encik Ahmad sekeluarga', chinese: '致 Encik Ahmad sekeluarga', tamil: 'அன்புள்ள Encik Ahmad sekeluarga' },
};
const HTML_LANG: Record<Language, string> = { english: 'en', malay: 'ms', chinese: 'zh-Hans', tamil: 'ta' };

describe('each guest mail in each language', () => {
  it.each(GUEST_MAILS.flatMap(([id, template, params]) => LANGUAGES.map((lang) => [id, lang, template, params] as const)))('%s in %s', (id, lang, template, params) => {
    const mail = renderEmail(template, params as never, { to: 'guest@example.com', lang });
    expect(template.languages).toEqual([...LANGUAGES]);
    expect(mail.text).toContain(PHRASES[id]![lang]);
    expect(mail.html).toContain(`<html lang="${HTML_LANG[lang]}">`);
    // No English words left in a translated mail (the English call to action is absent).
    if (lang !== 'english') expect(mail.text).not.toContain(PHRASES[id]!.english);
  });

  it('the RSVP confirmation states the answer in the words of the page', () => {
    const lines = LANGUAGES.map((lang) => renderEmail(rsvpEditLink, { guestName: 'Lina', eventName: 'Nadia & Omar', url, answer: { attending: true, guests: 2 } }, { to: 'g@example.com', lang }).text.split('\n\n')[1]);
    expect(lines).toEqual(['Your answer: Joyfully accept · 2 guests', '您的回复: 欣然出席 · 2 位宾客', 'Jawapan anda: Ya, saya akan hadir · 2 tetamu', 'உங்கள் பதில்: மகிழ்ச்சியுடன் வருகிறேன் · 2 விருந்தினர்கள்']);
    const declined = renderEmail(rsvpEditLink, { guestName: 'Lina', eventName: '', url, answer: { attending: false, guests: 1 } }, { to: 'g@example.com', lang: 'malay' });
    expect(declined.text).toContain('Jawapan anda: Maaf, tidak dapat hadir\n\n');
    expect(declined.html).toContain('<p style="font-weight:bold">Jawapan anda: Maaf, tidak dapat hadir</p>');
  });
});

describe('mails the app sends to guests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.ctx.database.db;
  const mailTo = async (to: string) => {
    await expect.poll(() => t.mails().some((m) => m.to === to)).toBe(true);
    return t.mails().find((m) => m.to === to)!;
  };

  async function insertHousehold(invitationId: string, language: Language | null) {
    const id = randomUUID();
    await db().insert(households).values({ id, invitationId, name: 'Encik Ahmad sekeluarga', seats: 4, language, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
    return householdToken(t.ctx.secret, id, 1);
  }

  it('an RSVP to a Malay invitation sends its confirmation in Malay, with the answer', async () => {
    const malay = await insertInvitation(db(), { language: 'malay' });
    const sent = await new Client(t.app).post(`/api/invitations/${malay.id}/rsvp`, { guestName: 'Siti', attending: true, numberOfGuests: 3, mealChoice: 'm1', email: 'siti-ms@example.com' });
    expect(sent.statusCode).toBe(201);
    const mail = await mailTo('siti-ms@example.com');
    expect(mail.subject).toBe('RSVP anda untuk Nadia & Omar');
    expect(mail.text).toContain('Hai Siti, terima kasih atas RSVP anda');
    expect(mail.text).toContain('Jawapan anda: Ya, saya akan hadir · 3 tetamu');
    expect(mail.html).toContain('<html lang="ms">');
  });

  it("a household's answer is confirmed in its own language, else the invitation's", async () => {
    const malay = await insertInvitation(db(), { language: 'malay' });
    const chineseHousehold = await insertHousehold(malay.id, 'chinese');
    const sameAsInvitation = await insertHousehold(malay.id, null);
    const answer = { guestName: 'Encik Ahmad sekeluarga', attending: false, numberOfGuests: 1, mealChoice: '', wishes: '' };
    const first = await new Client(t.app).request('PUT', `/api/guest-links/${chineseHousehold}/rsvp`, { ...answer, email: 'chen@example.com' });
    const second = await new Client(t.app).request('PUT', `/api/guest-links/${sameAsInvitation}/rsvp`, { ...answer, email: 'ahmad@example.com' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const chinese = await mailTo('chen@example.com');
    expect(chinese.subject).toBe('您对“Nadia & Omar”的出席回复');
    expect(chinese.text).toContain('您的回复: 抱歉无法出席');
    const malayMail = await mailTo('ahmad@example.com');
    expect(malayMail.subject).toBe('RSVP anda untuk Nadia & Omar');
    expect(malayMail.text).toContain('Jawapan anda: Maaf, tidak dapat hadir');
  });
});
