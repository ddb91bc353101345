import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/constants';
import { thankYouMessage, thankYouSettingsSchema } from '@shared/thank-yous';
import { EMAIL_LANGUAGES, EMAILS, renderEmail, type EmailTemplate } from '@server/emails';

/*
 * Issue 29's check that cannot be fooled, for e-mails: every template of the emails module (its
 * EMAILS registry, and every template any file in src/server/emails/ exports must be in it) is
 * rendered in each language its readers have (hosts: Malay and Chinese; guests: those and Tamil)
 * with realistic sample data covering its branches. The visible words (subject, text, the HTML
 * without tags, alt texts included) lose the allowed Latin words (the brand, package names, RSVP,
 * URL, GMT, RM amounts, links, addresses, and the sample's own user content: names, event titles,
 * venues, reasons); what is left must not be English:
 * - Malay: no word of the English renders of the same templates (the dictionary is built from them)
 *   nor of a list of common English words;
 * - Chinese and Tamil: no Latin word at all.
 * A failure lists every English word left, per template, language and sample.
 */

const EMAILS_DIR = path.resolve(import.meta.dirname, '../../src/server/emails');

const isTemplate = (value: unknown): value is EmailTemplate<never> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EmailTemplate<never>).id === 'string' &&
  Array.isArray((value as EmailTemplate<never>).languages) &&
  ['subject', 'text', 'html'].every((key) => typeof (value as Record<string, unknown>)[key] === 'function');

/** Every template exported by any file of src/server/emails/ (so one left out of EMAILS is found). */
const FILE_TEMPLATES: { file: string; template: EmailTemplate<never> }[] = [];
for (const file of fs.readdirSync(EMAILS_DIR).filter((name) => name.endsWith('.ts')).sort()) {
  const exported = (await import(pathToFileURL(path.join(EMAILS_DIR, file)).href)) as Record<string, unknown>;
  for (const value of Object.values(exported)) if (isTemplate(value) && !FILE_TEMPLATES.some((known) => known.template === value)) FILE_TEMPLATES.push({ file, template: value });
}

const DATE: Record<Language, string> = { english: '20 March 2027', malay: '20 Mac 2027', chinese: '2027年3月20日', tamil: '20 மார்ச் 2027' };
const DEADLINE: Record<Language, string> = { english: '1 March 2027', malay: '1 Mac 2027', chinese: '2027年3月1日', tamil: '1 மார்ச் 2027' };
const BASE = 'https://jemputan.my';
const counts = { attending: 12, attendingGuests: 30, declined: 3, invited: 40, pending: 25 };
const confirmedEvent = (overrides: Record<string, unknown>) => ({
  name: 'Akad Nikah',
  date: '2027-03-20',
  time: '10:00',
  endTime: '12:00',
  timeZone: 'Asia/Kuala_Lumpur',
  venue: 'Masjid Wilayah Persekutuan',
  address: 'Jalan Duta\n50480 Kuala Lumpur',
  mapUrl: 'https://maps.app.goo.gl/abc123',
  attending: true,
  guests: 2,
  meal: 'Nasi minyak',
  calendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Akad',
  ...overrides,
});

/**
 * Realistic params per template id, several per template so every branch of its words is drawn (a
 * first, changed and new answer; a reversal both ways; with and without an event name, a reason, a
 * deadline). A template in EMAILS without samples here fails the test below.
 */
const SAMPLES: Record<string, (lang: Language) => unknown[]> = {
  'verify-email': () => [{ url: `${BASE}/api/auth/verify-email?token=abc123&callbackURL=%2Flogin` }],
  'reset-password': () => [{ url: `${BASE}/api/auth/reset-password/abc123?callbackURL=%2Freset-password` }],
  'payment-approved': () => [
    { packageLabel: 'Platinum', eventName: 'Walimatul Urus Nadia & Omar', dashboardUrl: `${BASE}/dashboard` },
    { packageLabel: 'Silver', eventName: '', dashboardUrl: `${BASE}/dashboard` },
  ],
  'payment-rejected': () => [
    { packageLabel: 'Silver', eventName: 'Walimatul Urus Nadia & Omar', dashboardUrl: `${BASE}/dashboard`, reason: 'Jumlah pada resit RM20, bukan RM30', canReply: true },
    { packageLabel: 'Platinum', eventName: '', dashboardUrl: `${BASE}/dashboard`, canReply: true },
    { packageLabel: 'Silver', eventName: '', dashboardUrl: `${BASE}/dashboard`, canReply: false, contactUrl: `${BASE}/contact-us` },
  ],
  'payment-reversed': () => [
    { packageLabel: 'Platinum', eventName: 'Walimatul Urus Nadia & Omar', dashboardUrl: `${BASE}/dashboard`, nowApproved: true, reason: 'Bank mengesahkan pindahan', canReply: true },
    { packageLabel: 'Platinum', eventName: 'Walimatul Urus Nadia & Omar', dashboardUrl: `${BASE}/dashboard`, nowApproved: false, reason: 'Pindahan dipulangkan oleh bank', stillPaid: false, urlReleased: true, canReply: false, contactUrl: `${BASE}/contact-us` },
    { packageLabel: 'Silver', eventName: '', dashboardUrl: `${BASE}/dashboard`, nowApproved: false, reason: 'Resit pendua', stillPaid: true, urlReleased: false, canReply: true },
  ],
  'invitation-status-by-admin': () => [
    { published: true, eventName: 'Walimatul Urus Nadia & Omar', reason: 'Bayaran tunai diterima di kaunter', dashboardUrl: `${BASE}/dashboard`, canReply: true },
    { published: false, eventName: '', reason: 'Resit palsu', dashboardUrl: `${BASE}/dashboard`, canReply: false, contactUrl: `${BASE}/contact-us` },
    { published: false, eventName: 'Walimatul Urus Nadia & Omar', dashboardUrl: `${BASE}/dashboard`, canReply: true },
  ],
  'refund-recorded': () => [
    { number: 'CN-2026-000042', packageLabel: 'Platinum', eventName: 'Walimatul Urus Nadia & Omar', amount: 'RM 20.00', reason: 'Tarikh majlis berubah', historyUrl: `${BASE}/payment-history` },
    { number: 'CN-2026-000043', packageLabel: 'Silver', eventName: '', amount: 'RM 30.00', reason: 'Bayaran pendua', historyUrl: `${BASE}/payment-history` },
  ],
  'payment-received': () => [
    { packageLabel: 'Silver', amount: 'RM30', eventName: 'Walimatul Urus Nadia & Omar', dashboardUrl: `${BASE}/dashboard` },
    { packageLabel: 'Platinum', amount: 'RM50', eventName: '', dashboardUrl: `${BASE}/dashboard` },
  ],
  'payment-waiting': () => [
    { packageLabel: 'Silver', amount: 'RM30', eventName: 'Walimatul Urus Nadia & Omar', payer: 'nadia@example.com', adminUrl: `${BASE}/admin/payments?status=pending` },
    { packageLabel: 'Platinum', amount: 'RM50', eventName: '', payer: 'omar@example.com', adminUrl: `${BASE}/admin/payments?status=pending` },
  ],
  'host-answer-notice': () => [
    { guestName: 'Lina', householdName: 'Encik Ahmad sekeluarga', attending: true, guests: 3, changed: false, first: true, eventName: 'Walimatul Urus Nadia & Omar', counts, url: `${BASE}/rsvp/1` },
    { guestName: 'Kumar', householdName: '', attending: false, guests: 1, changed: true, eventName: 'Walimatul Urus Nadia & Omar', counts, url: `${BASE}/rsvp/1` },
    { guestName: 'Mei Ling', householdName: 'Mei Ling', attending: true, guests: 1, changed: false, eventName: '', counts: { ...counts, invited: 0, pending: 0, attendingGuests: 1 }, url: `${BASE}/rsvp/1` },
  ],
  'host-digest': () => [
    {
      eventName: 'Walimatul Urus Nadia & Omar',
      answers: [
        { guestName: 'Lina', attending: true, guests: 3 },
        { guestName: 'Kumar', attending: false, guests: 1 },
        { guestName: 'Mei Ling', attending: true, guests: 1 },
      ],
      more: 4,
      counts,
      events: [
        { name: 'Akad Nikah', attendingGuests: 20, attendingAnswers: 8, declined: 2 },
        { name: '', attendingGuests: 1, attendingAnswers: 1, declined: 1 },
      ],
      url: `${BASE}/rsvp/1`,
    },
    { eventName: '', answers: [{ guestName: 'Lina', attending: true, guests: 1 }], more: 0, counts: { ...counts, invited: 0, pending: 0 }, url: `${BASE}/rsvp/1` },
  ],
  'rsvp-edit-link': () => [
    { guestName: 'Lina', eventName: 'Walimatul Urus Nadia & Omar', url: `${BASE}/view/nadia-omar#rsvp-edit=abcdefghijklmnopqrstuvwx` },
    { guestName: 'Lina', eventName: '', url: `${BASE}/view/nadia-omar#rsvp-edit=abcdefghijklmnopqrstuvwx`, answer: { attending: false, guests: 0 } },
    { guestName: 'Lina', eventName: 'Walimatul Urus Nadia & Omar', url: `${BASE}/view/nadia-omar#rsvp-edit=abcdefghijklmnopqrstuvwx`, answer: { attending: true, guests: 1 } },
    {
      guestName: 'Encik Ahmad sekeluarga',
      eventName: 'Walimatul Urus Nadia & Omar',
      url: `${BASE}/view/nadia-omar/g/abcdefghijklmnopqrstuvwxyz012345`,
      checkinQrUrl: `${BASE}/api/guest-links/abcdefghijklmnopqrstuvwxyz012345/checkin-qr.png`,
      checkinQrCid: 'checkin-qr@jemputan.my',
      events: [confirmedEvent({}), confirmedEvent({ name: 'Majlis Bersanding', date: '2027-03-21', time: '19:30', endTime: '', attending: false, guests: 0, meal: '' })],
    },
  ],
  'guest-invitation': (lang) => [
    { householdName: 'Encik Ahmad sekeluarga', eventName: 'Walimatul Urus Nadia & Omar', date: DATE[lang], seats: 4, url: `${BASE}/view/nadia-omar/g/abcdefghijklmnopqrstuvwxyz012345`, hostMessage: '' },
    { householdName: 'Mei Ling', eventName: '', date: '', seats: 1, url: `${BASE}/view/nadia-omar/g/abcdefghijklmnopqrstuvwxyz012345`, hostMessage: '' },
  ],
  'guest-thank-you': (lang) => [
    { householdName: 'Encik Ahmad sekeluarga', eventName: 'Walimatul Urus Nadia & Omar', date: DATE[lang], url: `${BASE}/view/nadia-omar/g/abcdefghijklmnopqrstuvwxyz012345`, message: thankYouMessage(thankYouSettingsSchema.parse({}), lang, { name: 'Encik Ahmad sekeluarga', event: 'Walimatul Urus Nadia & Omar', giftSen: 25_000 }) },
    { householdName: 'Mei Ling', eventName: '', date: '', url: `${BASE}/view/nadia-omar/g/abcdefghijklmnopqrstuvwxyz012345`, message: thankYouMessage(thankYouSettingsSchema.parse({}), lang, { name: 'Mei Ling', event: '', giftSen: null }) },
  ],
  'guest-reminder': (lang) => [
    { householdName: 'Encik Ahmad sekeluarga', eventName: 'Walimatul Urus Nadia & Omar', date: DATE[lang], deadline: DEADLINE[lang], url: `${BASE}/view/nadia-omar/g/abcdefghijklmnopqrstuvwxyz012345` },
    { householdName: 'Mei Ling', eventName: '', date: '', deadline: '', url: `${BASE}/view/nadia-omar/g/abcdefghijklmnopqrstuvwxyz012345` },
  ],
};

/** Latin words any language may show: the brand, package names, and terms Malaysians use as they are. */
const ALLOWED = new Set(['jemputan', 'silver', 'gold', 'platinum', 'rsvp', 'url', 'gmt', 'rm', 'pdf']);

/** Common English words, beyond those of the English renders (English written into a translation only). */
const COMMON_ENGLISH =
  'a about after again all an and any are as at be because been before but by can click come could dear do does done for from get go good has have he her here hi his how i if in into is it its just know let like link make me more my new no not now of on once one only open or our out over please reply see send sent she so some than thank thanks that the their them then there these they this those to today too up us was we were what when where which who will with would yes you your'.split(' ');

/** The user content of a sample: every string in its params (names, event titles, venues, reasons, links). */
function userContent(params: unknown): string[] {
  // A multi-line value (an address) is shown line by line (joined with ", " or <br>).
  if (typeof params === 'string') return [params, ...params.split('\n')].filter((part) => part.trim().length >= 2);
  if (Array.isArray(params)) return params.flatMap(userContent);
  if (params && typeof params === 'object') return Object.values(params).flatMap(userContent);
  return [];
}

const decode = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** What a reader sees of a mail (subject, text, the HTML's text and alt texts), without links, addresses, RM amounts and the sample's own content. */
function visibleWords(template: EmailTemplate<never>, params: unknown, lang: string): string[] {
  const mail = renderEmail(template, params as never, { to: 'host@example.com', lang });
  const alts = [...mail.html.matchAll(/\balt="([^"]*)"/g)].map((match) => decode(match[1]!));
  const htmlText = decode(mail.html.replace(/<[^>]*>/g, ' '));
  let visible = [mail.subject, mail.text, htmlText, ...alts].join('\n');
  for (const content of userContent(params).sort((a, b) => b.length - a.length)) visible = visible.split(content).join(' ');
  visible = visible
    .replace(/\b(?:https?:\/\/|cid:)\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/\bRM\s?\d[\d,.]*/g, ' ');
  return [...visible.matchAll(/\p{Script=Latin}+(?:[-'’]\p{Script=Latin}+)*/gu)].map((match) => match[0]);
}

const samplesOf = (template: EmailTemplate<never>, lang: Language) => SAMPLES[template.id]?.(lang) ?? [];

/** The English dictionary: every word of every template's English renders, less the allowed ones. */
const ENGLISH_WORDS = new Set([
  ...COMMON_ENGLISH,
  ...EMAILS.flatMap(({ template }) => samplesOf(template, 'english').flatMap((params) => visibleWords(template, params, 'english'))).map((word) => word.toLowerCase()),
]);
for (const word of ALLOWED) ENGLISH_WORDS.delete(word);

/** The English words left in one render: for Malay, dictionary words; for the other scripts, any Latin word. */
function englishLeft(template: EmailTemplate<never>, params: unknown, lang: Language): string[] {
  const words = visibleWords(template, params, lang).filter((word) => !ALLOWED.has(word.toLowerCase()));
  const english = lang === 'malay' ? words.filter((word) => ENGLISH_WORDS.has(word.toLowerCase())) : words;
  return [...new Set(english)];
}

describe('the e-mail registry', () => {
  it('lists every template the emails module has, each once, each with sample data', () => {
    const registered = EMAILS.map(({ template }) => template);
    expect(FILE_TEMPLATES.filter(({ template }) => !registered.includes(template)).map(({ file, template }) => `${file}: ${template.id}`)).toEqual([]);
    expect(new Set(registered.map((template) => template.id)).size).toBe(registered.length);
    // Found in the files too (the scan is not vacuous): the same templates both ways.
    expect(FILE_TEMPLATES.map(({ template }) => template.id).sort()).toEqual(registered.map((template) => template.id).sort());
    expect(registered.filter((template) => !SAMPLES[template.id]).map((template) => template.id)).toEqual([]);
    // The walk is not vacuous: the ten templates of today are all here.
    expect(registered.length).toBeGreaterThanOrEqual(10);
  });

  it("every template has its own words in each language of its readers (hosts: the host languages; guests: the invitation languages)", () => {
    const missing = EMAILS.flatMap(({ template, audience }) => EMAIL_LANGUAGES[audience].filter((lang) => !template.languages.includes(lang)).map((lang) => `${template.id}: ${lang}`));
    expect(missing).toEqual([]);
  });

  it('the dictionary is built from the English renders (so the check below has words to look for)', () => {
    for (const word of ['your', 'answer', 'payment', 'approved', 'digest', 'guests', 'invitation', 'reminder', 'change']) expect(ENGLISH_WORDS.has(word), word).toBe(true);
    for (const word of ALLOWED) expect(ENGLISH_WORDS.has(word), word).toBe(false);
  });
});

describe('no English is left in a translated e-mail', () => {
  const cases = EMAILS.flatMap(({ template, audience }) => EMAIL_LANGUAGES[audience].filter((lang) => lang !== 'english').map((lang) => [template.id, lang, template] as const));

  it.each(cases)('%s in %s', (_id, lang, template) => {
    const samples = samplesOf(template, lang);
    expect(samples.length).toBeGreaterThan(0);
    const failures = samples.flatMap((params, index) => {
      const left = englishLeft(template, params, lang);
      return left.length ? [`${template.id} ${lang} sample ${index + 1}: ${left.join(', ')}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it('the check finds English: an English render, passed off as Malay or Chinese, fails with its words listed', () => {
    for (const { template } of EMAILS) {
      const [params] = samplesOf(template, 'english');
      const english = renderEmail(template, params as never, { to: 'x@example.com', lang: 'english' });
      const asIs = { ...template, id: template.id, subject: () => english.subject, text: () => english.text, html: () => english.html } as EmailTemplate<never>;
      expect(englishLeft(asIs, params, 'malay').length, template.id).toBeGreaterThan(2);
      expect(englishLeft(asIs, params, 'chinese').length, template.id).toBeGreaterThan(2);
    }
  });
});
