import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import { guestInvitation, guestReminder, hostAnswerNotice, hostDigest, paymentApproved, paymentRejected, paymentReversed, renderEmail, resetPassword, rsvpEditLink, verifyEmail, type EmailTemplate } from '@server/emails';
import { Client, createTestApp, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';

/** Every e-mail with fixed params: the snapshots are the words each one sends (commit them). */
const EVERY_EMAIL: [EmailTemplate<never>, unknown][] = [
  [verifyEmail, { url: 'http://localhost:3000/api/auth/verify-email?token=abc123&callbackURL=%2Flogin' }],
  [resetPassword, { url: 'http://localhost:3000/api/auth/reset-password/abc123?callbackURL=%2Freset-password' }],
  [rsvpEditLink, { guestName: 'Lina', eventName: 'Nadia & Omar', url: 'http://localhost:3000/view/nadia-omar#rsvp-edit=abcdefghijklmnopqrstuvwx' }],
  [paymentApproved, { packageLabel: 'Platinum', eventName: 'Nadia & Omar', dashboardUrl: 'http://localhost:3000/dashboard' }],
  [paymentRejected, { packageLabel: 'Silver', eventName: 'Nadia & Omar', dashboardUrl: 'http://localhost:3000/dashboard', canReply: false, contactUrl: 'http://localhost:3000/contact-us' }],
  [paymentReversed, { packageLabel: 'Platinum', eventName: 'Nadia & Omar', dashboardUrl: 'http://localhost:3000/dashboard', nowApproved: false, reason: 'The bank returned the transfer', stillPaid: false, urlReleased: true, canReply: false, contactUrl: 'http://localhost:3000/contact-us' }],
  [guestInvitation, { householdName: 'Encik Ahmad sekeluarga', eventName: 'Nadia & Omar', date: '20 March 2027', seats: 4, url: 'http://localhost:3000/view/nadia-omar/g/abcdefghijklmnopqrstuvwxyz012345', hostMessage: '' }],
  [guestReminder, { householdName: 'Encik Ahmad sekeluarga', eventName: 'Nadia & Omar', date: '20 March 2027', deadline: '1 March 2027', url: 'http://localhost:3000/view/nadia-omar/g/abcdefghijklmnopqrstuvwxyz012345' }],
  [hostAnswerNotice, { guestName: 'Lina', householdName: 'Encik Ahmad sekeluarga', attending: true, guests: 3, changed: false, eventName: 'Nadia & Omar', counts: { attending: 12, attendingGuests: 30, declined: 3, invited: 40, pending: 25 }, url: 'http://localhost:3000/rsvp/00000000-0000-4000-8000-000000000000' }],
  [hostDigest, { eventName: 'Nadia & Omar', answers: [{ guestName: 'Lina', attending: true, guests: 3 }, { guestName: 'Kumar', attending: false, guests: 1 }], more: 0, counts: { attending: 12, attendingGuests: 30, declined: 3, invited: 0, pending: 0 }, url: 'http://localhost:3000/rsvp/00000000-0000-4000-8000-000000000000' }],
];
/** Mails to guests, written in the four invitation languages; the rest go to hosts, in the account's language. */
const ACCOUNT_EMAILS: EmailTemplate<never>[] = [verifyEmail, resetPassword].map((template) => template as EmailTemplate<never>);
const GUEST_EMAILS: EmailTemplate<never>[] = [rsvpEditLink, guestInvitation, guestReminder].map((template) => template as EmailTemplate<never>);
const render = (template: EmailTemplate<never>, params: unknown, lang = 'english') => renderEmail(template, params as never, { to: 'someone@example.com', lang });
const guestParams = { guestName: 'Lina', eventName: 'Nadia & Omar', url: 'http://localhost:3000/view/nadia-omar#rsvp-edit=abcdefghijklmnopqrstuvwx' };

describe('every e-mail is a template', () => {
  it.each(EVERY_EMAIL.map(([template, params]) => [template.id, template, params] as const))('%s in English', (_id, template, params) => {
    const mail = render(template, params);
    expect(mail.to).toBe('someone@example.com');
    expect(mail).toMatchSnapshot();
  });

  it("a rejection states the admin's reason to the host", () => {
    const mail = render(paymentRejected, { packageLabel: 'Silver', eventName: 'Nadia & Omar', dashboardUrl: 'http://localhost:3000/dashboard', reason: 'The amount does not match' });
    expect(mail.text).toContain('The amount does not match');
    expect(mail.html).toContain('The amount does not match');
  });

  it('ids are unique, and every mail has English words', () => {
    const ids = EVERY_EMAIL.map(([template]) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [template] of EVERY_EMAIL) expect(template.languages[0]).toBe('english');
  });

  it('the text version stands on its own: its first link is the call to action, written out in full', () => {
    for (const [template, params] of EVERY_EMAIL) {
      const mail = render(template, params);
      const url = Object.entries(params as Record<string, string>).find(([key]) => /url$/i.test(key))?.[1];
      expect(mail.text.match(/https?:\/\/\S+/)?.[0], template.id).toBe(url);
      expect(mail.text, template.id).not.toMatch(/<[a-z]/i);
    }
  });

  it('keeps the English words the mails had before the templates', () => {
    const approved = render(paymentApproved, { packageLabel: 'Platinum', eventName: '', dashboardUrl: 'http://localhost:3000/dashboard' });
    expect(approved.subject).toBe('Your Platinum package is active');
    expect(approved.text).toBe(
      'Good news: your payment for “your invitation” was approved. Your Platinum package has been activated. You can now publish your invitation.\n\n' +
        'Open My Invitations: http://localhost:3000/dashboard\n\nThank you for choosing Jemputan.\n',
    );
    const guest = render(rsvpEditLink, { ...guestParams, eventName: '' });
    expect(guest.subject).toBe('Your RSVP for the event');
    expect(guest.text).toBe(
      'Hi Lina, thank you for your RSVP for the event. You can change or withdraw your answer any time before the RSVP closes.\n\n' +
        `Change my answer: ${guestParams.url}\n\nKeep this link private: anyone with it can change your answer. Sent by Jemputan for the host.\n`,
    );
  });
});

describe('the RSVP edit-link mail speaks the invitation language', () => {
  it.each(LANGUAGES.map((lang) => [lang]))('%s', (lang) => {
    const mail = render(rsvpEditLink, guestParams, lang);
    expect(mail).toMatchSnapshot();
    expect(mail.text).toContain('Lina');
    expect(mail.text).toContain('Nadia & Omar');
    expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe(guestParams.url);
  });

  it('is written in all four languages, each with its own words and HTML lang', () => {
    expect(rsvpEditLink.languages).toEqual([...LANGUAGES]);
    const subjects = LANGUAGES.map((lang) => render(rsvpEditLink, guestParams, lang).subject);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    const htmlLang = (lang: string) => render(rsvpEditLink, guestParams, lang).html.match(/<html lang="([^"]+)">/)?.[1];
    expect(LANGUAGES.map(htmlLang)).toEqual(['en', 'zh-Hans', 'ms', 'ta']);
  });

  it('names the event in each language when the invitation has no event name', () => {
    const subjects = LANGUAGES.map((lang) => render(rsvpEditLink, { ...guestParams, eventName: '' }, lang).subject);
    expect(subjects).toEqual(['Your RSVP for the event', '您对本次活动的出席回复', 'RSVP anda untuk majlis ini', 'இந்த நிகழ்வுக்கான உங்கள் பதில்']);
  });
});

describe('the guest-list mails to households speak their language', () => {
  const guestListMails = EVERY_EMAIL.filter(([template]) => template === guestInvitation || template === guestReminder);
  it.each(guestListMails.flatMap(([template, params]) => LANGUAGES.map((lang) => [template.id, lang, template, params] as const)))('%s in %s', (_id, lang, template, params) => {
    const mail = render(template, params, lang);
    expect(mail).toMatchSnapshot();
    expect(mail.text).toContain('Encik Ahmad sekeluarga');
    expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe((params as { url: string }).url);
  });

  it("a host's own message replaces the words, its line breaks kept in the HTML", () => {
    const params = { householdName: 'Mei', eventName: 'Nadia & Omar', date: '', seats: 2, url: 'http://localhost:3000/view/x/g/abcdefghijklmnopqrstuvwxyz012345', hostMessage: 'Dear Mei,\n<b>Come</b>!' };
    const mail = render(guestInvitation as EmailTemplate<never>, params, 'malay');
    expect(mail.text.startsWith('Dear Mei,\n<b>Come</b>!\n\nBuka kad jemputan saya: http://localhost:3000/view/x/g/')).toBe(true);
    expect(mail.html).toContain('<p>Dear Mei,<br>&lt;b&gt;Come&lt;/b&gt;!</p>');
  });
});

describe('a language a mail has no words for falls back to English', () => {
  it('every mail to a host is in the host languages, and English for Tamil (not a host language yet; decision 0030)', () => {
    for (const [template, params] of EVERY_EMAIL.filter(([template]) => !GUEST_EMAILS.includes(template))) {
      expect(template.languages, template.id).toEqual(['english', 'chinese', 'malay']);
      expect(render(template, params, 'tamil'), template.id).toEqual(render(template, params));
      expect(render(template, params, 'malay').html, template.id).toContain('<html lang="ms">');
      expect(render(template, params, 'chinese').html, template.id).toContain('<html lang="zh-Hans">');
    }
  });

  it('the account mails keep their link in every language', () => {
    for (const template of ACCOUNT_EMAILS) {
      const params = { url: 'http://localhost:3000/api/auth/verify-email?token=t' };
      for (const lang of ['malay', 'chinese']) expect(render(template, params, lang).text, `${template.id} ${lang}`).toContain(params.url);
    }
  });

  it('an unknown language gets the English words and lang="en"', () => {
    const mail = render(rsvpEditLink, guestParams, 'klingon');
    expect(mail).toEqual(render(rsvpEditLink, guestParams, 'english'));
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe("the RSVP mail of a household that comes carries its check-in QR code (issue 18)", () => {
  const checkinQrUrl = 'http://localhost:3000/api/guest-links/abcdefghijklmnopqrstuvwxyz012345/checkin-qr.png';
  const withQr = { ...guestParams, checkinQrUrl };

  it('in English', () => {
    expect(render(rsvpEditLink, withQr)).toMatchSnapshot();
  });

  it('shows the image with a line in each language; the call to action stays the first link', () => {
    const lines = LANGUAGES.map((lang) => {
      const mail = render(rsvpEditLink, withQr, lang);
      expect(mail.html, lang).toMatch(new RegExp(`<img src="${checkinQrUrl}" width="240" height="240" alt="[^"]+"`));
      expect(mail.text.match(/https?:\/\/\S+/)?.[0], lang).toBe(guestParams.url);
      expect(mail.text, lang).toContain(checkinQrUrl);
      // Everything else is the mail without the code.
      const plain = render(rsvpEditLink, guestParams, lang);
      expect(mail.subject).toBe(plain.subject);
      return mail.html.match(/font-weight:bold">([^<]+)</)?.[1];
    });
    expect(lines[0]).toBe('Show this code at the door.');
    expect(new Set(lines).size).toBe(LANGUAGES.length);
  });

  it('without a code is the mail it was', () => {
    const plain = render(rsvpEditLink, guestParams);
    expect(render(rsvpEditLink, { ...guestParams, checkinQrUrl: undefined })).toEqual(plain);
    expect(plain.html).not.toContain('<img');
  });

  it('escapes the image address', () => {
    const mail = render(rsvpEditLink, { ...guestParams, checkinQrUrl: 'http://localhost:3000/x"><script>alert(1)</script>' });
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).toContain('src="http://localhost:3000/x&quot;&gt;&lt;script&gt;');
  });
});

describe('subjects are bounded (issue 27)', () => {
  // The longest event name the editor takes; a guest's or household's name is shorter but may fill a subject too.
  const longName = 'Majlis Perkahwinan Nadia & Omar '.repeat(63).slice(0, 2000);
  const withLongNames = (params: unknown) =>
    Object.fromEntries(Object.entries(params as Record<string, unknown>).map(([key, value]) => [key, ['eventName', 'guestName', 'householdName'].includes(key) ? longName : value]));
  const cases = EVERY_EMAIL.flatMap(([template, params]) => template.languages.map((lang) => [template.id, lang, template, params] as const));

  it.each(cases)('%s in %s: a 2,000-character event name gives a subject of at most 150 characters', (_id, lang, template, params) => {
    const long = withLongNames(params);
    const mail = render(template, long, lang);
    expect(mail.subject.length).toBeLessThanOrEqual(150);
    // A template whose subject names the event (or a guest) is cut, and says so.
    const mentionsName = render(template, { ...(params as object), eventName: 'ZZQ', guestName: 'ZZQ', householdName: 'ZZQ' }, lang).subject.includes('ZZQ');
    if (mentionsName) expect(mail.subject.endsWith('…'), mail.subject).toBe(true);
    // The HTML title is the same subject.
    expect(mail.html).toContain(`<title>${mail.subject.replace(/&/g, '&amp;')}</title>`);
  });

  it('names the event in at least the guest mails and host mails (the cases above are not vacuous)', () => {
    const cut = cases.filter(([, lang, template, params]) => render(template, withLongNames(params), lang).subject.endsWith('…'));
    expect(cut.map(([id]) => id)).toEqual(expect.arrayContaining(['rsvp-edit-link', 'guest-invitation', 'guest-reminder', 'host-answer-notice', 'host-digest']));
  });

  it('cuts at a whole character: no half of an emoji is left', () => {
    const mail = render(rsvpEditLink, { ...guestParams, eventName: '🎉'.repeat(1000) });
    expect(mail.subject.length).toBeLessThanOrEqual(150);
    expect(mail.subject).toMatch(/🎉…$/u);
    // No lone surrogate (half an emoji).
    expect(mail.subject).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('a short subject is left as it is', () => {
    expect(render(rsvpEditLink, guestParams).subject).toBe('Your RSVP for Nadia & Omar');
  });
});

describe('HTML escaping', () => {
  it('a hostile guest name, event name or link cannot add markup', () => {
    const hostile = { guestName: '<script>alert("x")</script>', eventName: `Tom & Jerry's <img src=x onerror=alert(1)>`, url: 'http://localhost:3000/view/x#rsvp-edit="><script>alert(2)</script>' };
    for (const lang of LANGUAGES) {
      const mail = render(rsvpEditLink, hostile, lang);
      expect(mail.html, lang).not.toMatch(/<script|<img/i);
      expect(mail.html, lang).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.html, lang).toContain('Tom &amp; Jerry&#39;s &lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html, lang).toContain('href="http://localhost:3000/view/x#rsvp-edit=&quot;&gt;&lt;script&gt;');
      // The subject is escaped in the HTML title too; the plain text is plain.
      expect(mail.html, lang).toMatch(/<title>[^<]*&lt;img src=x/);
      expect(mail.text, lang).toContain(hostile.guestName);
    }
  });
});

describe('mails sent by the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('an RSVP on a Malay invitation mails the edit link in Malay; an English one in English', async () => {
    const malay = await insertInvitation(t.ctx.database.db, { language: 'malay' });
    const english = await insertInvitation(t.ctx.database.db, { language: 'english' });
    const answer = { guestName: 'Siti', attending: true, numberOfGuests: 1, mealChoice: 'm1' };
    const toMalay = await new Client(t.app).post(`/api/invitations/${malay.id}/rsvp`, { ...answer, email: 'siti@example.com' });
    const toEnglish = await new Client(t.app).post(`/api/invitations/${english.id}/rsvp`, { ...answer, email: 'sam@example.com' });
    expect([toMalay.statusCode, toEnglish.statusCode]).toEqual([201, 201]);
    await expect.poll(() => t.mails().filter((m) => m.to === 'siti@example.com' || m.to === 'sam@example.com').length).toBe(2);
    const mailTo = (to: string) => t.mails().find((m) => m.to === to)!;
    expect(mailTo('siti@example.com')).toEqual({ ...renderEmail(rsvpEditLink, { guestName: 'Siti', eventName: 'Nadia & Omar', url: toMalay.json().editUrl, answer: { attending: true, guests: 1 } }, { to: 'siti@example.com', lang: 'malay' }), from: expect.any(String), date: expect.any(String) });
    expect(mailTo('siti@example.com').subject).toBe('RSVP anda untuk Nadia & Omar');
    expect(mailTo('sam@example.com').subject).toBe('Your RSVP for Nadia & Omar');
  });
});
