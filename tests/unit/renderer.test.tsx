import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_TEXT, type InvitationStrings } from '@shared/i18n/invitation';
import { DIVIDER_TYPES, withReadDefaults } from '@shared/invitation';
import { RSVP_FIELD_MAX } from '@shared/field-rules';
import { rsvpInputSchema, type InvitationView, type PublicWish } from '@shared/invitation-view';
import { InvitationRenderer } from '@web/features/invitation/renderer/InvitationRenderer';
import Particles, { BURST_MS, FADE_MS, PARTICLE_COUNTS } from '@web/features/invitation/renderer/Particles';
import { chineseWedding, englishWedding, FIXTURE_NOW, tamilWedding, withSeveralEvents } from '@web/features/invitation/renderer/fixtures';
import { safeHref, wallWindow, whatsappNumber, youtubeId, zonedInstant } from '@web/features/invitation/renderer/format';
import { buildTheme, contrast, INK_TINT } from '@web/features/invitation/renderer/theme';
import { eventWindow, wallToInstant } from '@shared/calendar';
import type { InvitationRendererProps } from '@web/features/invitation/types';

/** Server-side rendering, exactly as the public page does it; assertions on what a guest would see. */

const noop = { submit: async () => ({ id: 'r', attending: true, guestName: 'x', editUrl: '' }) };

function render(invitation: Partial<InvitationView> = {}, props: Partial<InvitationRendererProps> = {}): string {
  return renderToString(
    <InvitationRenderer invitation={{ ...englishWedding, ...invitation }} wishes={[]} mode="public" now={FIXTURE_NOW} rsvp={noop} {...props} />,
  );
}

/** The text a guest reads: tags and React's text separators removed, entities decoded. */
function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

function nav(html: string): string {
  return /<nav[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
}
const barLabels = (html: string) => [...nav(html).matchAll(/<span>([^<]+)<\/span>/g)].map((match) => match[1]);

const display = (overrides: Partial<InvitationView['displaySettings']>) => ({ displaySettings: { ...englishWedding.displaySettings, ...overrides } });

describe('display flags (product.md §3, §4)', () => {
  const everything = text(render());

  it('shows every part when every flag is on', () => {
    for (const part of [
      'Save The Date',
      'Saturday, 12 June 2027',
      '11:00 AM – 4:00 PM',
      'The Glasshouse at Seputeh',
      'Jalan Taman Seputeh',
      'Counting down to the day',
      'RSVP',
      'Wishes',
      'With the blessings of their beloved parents',
    ]) {
      expect(everything).toContain(part);
    }
  });

  it('showSaveTheDate hides the Save The Date button', () => {
    expect(text(render(display({ showSaveTheDate: false })))).not.toContain('Save The Date');
  });

  it('showGroomBrideNames hides the names', () => {
    const names = { groomBrideName: 'Nur Aisyah binti Rahman & Daniel Lim' };
    expect(text(render(names))).toContain('Nur Aisyah binti Rahman & Daniel Lim');
    expect(text(render({ ...names, ...display({ showGroomBrideNames: false }) }))).not.toContain('Nur Aisyah binti Rahman');
  });

  it('showVenue hides venue and address everywhere', () => {
    const page = text(render(display({ showVenue: false })));
    expect(page).not.toContain('The Glasshouse at Seputeh');
    expect(page).not.toContain('Jalan Taman Seputeh');
  });

  it('showDate hides the date everywhere', () => {
    const page = text(render({ ...display({ showDate: false }), rsvp: { ...englishWedding.rsvp, wishes: '' } }));
    expect(page).not.toContain('12 June 2027');
    expect(page).toContain('Please reply by 31 May 2027');
  });

  it('showTime hides the time; showTimeEnd hides only the end', () => {
    expect(text(render(display({ showTime: false })))).not.toContain('11:00 AM');
    const noEnd = text(render(display({ showTimeEnd: false })));
    expect(noEnd).toContain('11:00 AM');
    expect(noEnd).not.toContain('4:00 PM');
  });

  it('showCountdown, showWishes and showAttendance hide their parts', () => {
    expect(text(render(display({ showCountdown: false })))).not.toContain('Counting down');
    expect(text(render(display({ showWishes: false })))).not.toContain('Wishes');
    const noAttendance = render(display({ showAttendance: false }));
    expect(noAttendance).not.toContain('<form');
    expect(barLabels(noAttendance)).not.toContain('RSVP');
  });

  it('attendance needs rsvp.enabled too', () => {
    const html = render({ rsvp: { ...englishWedding.rsvp, enabled: false } });
    expect(html).not.toContain('name="guestName"');
    expect(barLabels(html)).not.toContain('RSVP');
  });

  it('muhurtham shows only when it has a value', () => {
    expect(text(render({ muhurtham: '' }))).not.toContain('Muhurtham');
    expect(text(render({ muhurtham: '9:15 – 10:30 AM' }))).toContain('Muhurtham 9:15 – 10:30 AM');
  });
});

describe('parents and the beloved lines', () => {
  it('shows the title line and both beloved lines with the parents', () => {
    const page = text(render());
    expect(page).toContain('With the blessings of their beloved parents');
    expect(page).toContain('the beloved son of Mr. & Mrs. Lim Wei');
    expect(page).toContain('the beloved daughter of Encik Rahman & Puan Salmah');
  });

  it('showBelovedTitle hides the title line only', () => {
    const page = text(render(display({ showBelovedTitle: false })));
    expect(page).not.toContain('With the blessings of their beloved parents');
    expect(page).toContain('the beloved son of');
  });

  it('showBelovedSonOf / showBelovedDaughterOf hide their line, not the parents', () => {
    const noSon = text(render(display({ showBelovedSonOf: false })));
    expect(noSon).not.toContain('the beloved son of');
    expect(noSon).toContain('Mr. & Mrs. Lim Wei');
    expect(noSon).toContain('the beloved daughter of');
    const noDaughter = text(render(display({ showBelovedDaughterOf: false })));
    expect(noDaughter).not.toContain('the beloved daughter of');
    expect(noDaughter).toContain('Encik Rahman & Puan Salmah');
  });

  it('uses the invitation language for the beloved lines', () => {
    const page = text(render({ language: 'malay' }));
    expect(page).toContain('putera kesayangan kepada Mr. & Mrs. Lim Wei');
    expect(page).toContain('puteri kesayangan kepada');
  });

  it('does not show the bare read default "Mr. & Mrs. "', () => {
    const page = text(render({ parentDetails: { groomParents: 'Mr. & Mrs. ', brideParents: 'Encik Rahman & Puan Salmah' } }));
    expect(page).not.toContain('the beloved son of');
    expect(page).toContain('the beloved daughter of Encik Rahman & Puan Salmah');
  });
});

describe('host and co-organizers', () => {
  it('shows the host, and co-organizers with their roles when showCoOrganizers is on', () => {
    const page = text(render());
    expect(page).toContain('Hosted by Encik Rahman & Puan Salmah');
    expect(page).toContain('Together with Mr. & Mrs. Lim Wei Parents of the groom Nurul Huda Sister of the bride');
  });

  it('hides co-organizers when showCoOrganizers is off or the list is empty', () => {
    for (const change of [{ showCoOrganizers: false }, { coOrganizers: [] }]) {
      const html = render(change);
      expect(html).not.toContain('data-co-organizers');
      expect(text(html)).not.toContain('Parents of the groom');
      expect(text(html)).toContain('Hosted by');
    }
  });
});

describe('bottom bar', () => {
  const bare: Partial<InvitationView> = {
    mapUrls: { google: '', waze: '' },
    contacts: [],
    music: { youtubeUrl: '', startTime: 0 },
    gift: { enabled: false, noGifts: false, methods: [] },
    rsvp: { ...englishWedding.rsvp, enabled: false },
  };

  it('has no buttons without data', () => {
    expect(nav(render(bare))).toBe('');
  });

  it('shows each button only with its data', () => {
    expect(barLabels(render({ ...bare, mapUrls: { google: '', waze: 'https://waze.com/ul?q=x' } }))).toEqual(['Location']);
    expect(barLabels(render({ ...bare, contacts: [{ name: 'Nurul', relationship: 'Sister', phone: '+60 12-111 2222' }] }))).toEqual(['Contact']);
    expect(barLabels(render({ ...bare, music: { youtubeUrl: 'https://youtu.be/hLQl3WQQoQ0', startTime: 10 } }))).toEqual(['Play']);
    expect(barLabels(render({ ...bare, rsvp: englishWedding.rsvp }))).toEqual(['RSVP']);
    expect(barLabels(render({ ...bare, gift: { enabled: true, noGifts: false, methods: [{ kind: 'duitnow_qr', imageUrl: '/files/gifts/qr.png' }] } }))).toEqual(['Gift']);
    expect(barLabels(render())).toEqual(['Location', 'Contact', 'Play', 'RSVP', 'Gift']);
  });

  it('ignores unusable data: a disabled gift, a link that is not YouTube, a contact without a number, a script URL', () => {
    const html = render({
      ...bare,
      gift: { enabled: false, noGifts: false, methods: [{ kind: 'duitnow_qr', imageUrl: '/files/gifts/qr.png' }] },
      music: { youtubeUrl: 'https://example.com/song.mp3', startTime: 0 },
      contacts: [{ name: 'Nobody', relationship: '', phone: ' ' }],
      mapUrls: { google: 'javascript:alert(1)', waze: '' },
    });
    expect(nav(html)).toBe('');
  });

  it('loads no music player before the guest asks; the gift QR is lazy', () => {
    const html = render({ gift: { enabled: true, noGifts: false, methods: [{ kind: 'duitnow_qr', imageUrl: '/files/gifts/bank-qr.png' }] } });
    expect(barLabels(html)).toContain('Gift');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube');
    expect(html).toMatch(/<img[^>]*src="\/files\/gifts\/bank-qr.png"[^>]*loading="lazy"|<img[^>]*loading="lazy"[^>]*src="\/files\/gifts\/bank-qr.png"/);
  });
});

describe('gift section (issue 32)', () => {
  const methods: InvitationView['gift']['methods'] = [
    { kind: 'ewallet', wallet: 'grabpay', url: 'https://grab.example.com/pay' },
    { kind: 'bank', bank: 'cimb', holder: 'Daniel Lim', account: '8001234567' },
    { kind: 'duitnow_id', idType: 'nric', value: '900101141234', masked: true },
    { kind: 'duitnow_qr', imageUrl: '/files/gifts/gift-images/q.png' },
  ];
  const gift = (extra: Partial<InvitationView['gift']> = {}) => ({ gift: { enabled: true, noGifts: false, methods, ...extra } });

  it("shows the ways to give in the host's order, numbers as text with Copy, the QR with Save QR", () => {
    const html = render(gift());
    const shown = text(html);
    expect(shown.indexOf('Pay with GrabPay')).toBeLessThan(shown.indexOf('CIMB Bank'));
    expect(shown.indexOf('CIMB Bank')).toBeLessThan(shown.indexOf('DuitNow ID'));
    expect(shown.indexOf('DuitNow ID')).toBeLessThan(shown.indexOf('Save QR'));
    expect(shown).toContain('8001 2345 67');
    expect(shown).toContain('Daniel Lim');
    expect((shown.match(/Copy/g) ?? []).length).toBe(2);
    expect(html).toMatch(/<a[^>]*href="\/files\/gifts\/gift-images\/q.png"[^>]*download/);
    // Masked: the last four on the card, the whole number behind "Show the full number" (no script needed).
    expect(shown).toContain('••••••••1234');
    expect(html).toMatch(/<details[^>]*>.*Show the full number.*900101141234/s);
    expect(shown).toContain('I sent a gift');
  });

  it('says "no gifts, please" in the guest\'s language and shows no way to give', () => {
    const html = render({ ...gift({ noGifts: true }), language: 'tamil' });
    expect(text(html)).toContain('அன்பளிப்புகள் வேண்டாம்');
    expect(text(html)).not.toContain('CIMB');
    expect(render({ ...gift({ noGifts: true }), language: 'malay' })).toContain('Tiada hadiah, terima kasih');
  });

  it('is not drawn when off, and drops a link that is not http(s)', () => {
    expect(text(render(gift({ enabled: false })))).not.toContain('CIMB');
    const html = render(gift({ methods: [{ kind: 'ewallet', wallet: 'tng', url: 'javascript:alert(1)' }] }));
    expect(html).not.toContain('javascript:');
  });

  it('labels the bar in the invitation language', () => {
    expect(barLabels(render({ language: 'chinese' }))).toEqual(['位置', '联系', '播放', '回复', '贺礼']);
  });
});

describe('dividers', () => {
  it.each(DIVIDER_TYPES.filter((type) => type !== 'custom'))('draws a %s divider in its colour', (type) => {
    const divider = { type, color: '#123456', customImageUrl: '' };
    const html = render({ dividerSettings: { attendance: divider, wishes: divider } });
    expect(html.match(new RegExp(`data-divider="${type}"`, 'g'))).toHaveLength(2);
    expect(html).toContain('#123456');
  });

  it('draws a custom divider as the host’s image, and nothing without one', () => {
    const custom = { type: 'custom' as const, color: '#000000', customImageUrl: '/files/invitations/uploaded-borders/b.png' };
    const html = render({ dividerSettings: { attendance: custom, wishes: { ...custom, customImageUrl: '' } } });
    expect(html).toContain('src="/files/invitations/uploaded-borders/b.png"');
    expect(html.match(/data-divider="custom"/g)).toHaveLength(1);
  });

  it('puts the attendance divider above attendance and the wishes divider above wishes', () => {
    const html = render({
      dividerSettings: {
        attendance: { type: 'wave', color: '#111111', customImageUrl: '' },
        wishes: { type: 'dots', color: '#222222', customImageUrl: '' },
      },
    });
    const order = ['data-divider="wave"', 'name="guestName"', 'data-divider="dots"', '>Wishes<'].map((marker) => html.indexOf(marker));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('languages', () => {
  it('a Tamil invitation is in Tamil: RSVP heading, Save The Date, units, bar; lang="ta"', () => {
    const html = render({ ...tamilWedding });
    const page = text(html);
    expect(html).toContain('lang="ta"');
    expect(page).toContain(INVITATION_TEXT.tamil.rsvpHeading);
    expect(page).toContain(INVITATION_TEXT.tamil.saveTheDate);
    expect(page).toContain(INVITATION_TEXT.tamil.days);
    expect(page).not.toContain('Save The Date');
    expect(page).not.toContain('Counting down');
    expect(page).not.toContain('Your name');
    expect(page).toContain('ஞாயிறு, 22 ஆகஸ்ட், 2027');
    expect(page).toContain('காலை 9:00 – மதியம் 1:00');
  });

  it('Chinese and Malay likewise, with their lang tags', () => {
    const chinese = render({ ...chineseWedding });
    expect(chinese).toContain('lang="zh-Hans"');
    expect(text(chinese)).toContain('出席回复');
    expect(text(chinese)).toContain('2027年10月10日星期日');
    expect(text(chinese)).toContain('晚上7:30');
    const malay = render({ language: 'malay' });
    expect(malay).toContain('lang="ms"');
    expect(text(malay)).toContain('Simpan Tarikh');
    expect(text(malay)).toContain('11.00 pagi – 4.00 petang');
    expect(render()).toContain('lang="en"');
  });

  it('labels the kind of event in the invitation language', () => {
    expect(text(render({ eventType: 'baby-shower', language: 'tamil' }))).toContain('வளைகாப்பு விழா');
    expect(text(render({ eventType: 'engagement', language: 'chinese' }))).toContain('订婚宴');
  });

  it('uses the documented texts in English', () => {
    const en = INVITATION_TEXT.english;
    expect(en).toMatchObject({
      nameRequired: 'Please provide your name',
      missingInfo: 'Missing information',
      thankYouTitle: 'Thank you for your RSVP!',
      receivedTitle: 'RSVP Received',
      noWishes: 'No wishes yet. Be the first to send your wishes!',
      dateNotSet: 'Event date not set!',
      addedToCalendar: 'Event added to your calendar!',
      submitFailed: 'Failed to submit RSVP. Please try again.',
      genericError: 'An error occurred. Please try again.',
      guest: 'Guest',
      saveTheDate: 'Save The Date',
    });
    expect(en.createdWith.replace('{brand}', '').trim()).toBe('Created with ❤️ by');
  });

  it('translates every guest-facing text (not left in English)', () => {
    const keys = Object.keys(INVITATION_TEXT.english) as (keyof InvitationStrings)[];
    const sameEverywhere = new Set<keyof InvitationStrings>(['emailPlaceholder', 'formatTime', 'rsvp', 'googleMaps']);
    for (const language of ['chinese', 'malay', 'tamil'] as const) {
      const strings = INVITATION_TEXT[language];
      expect(Object.keys(strings).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const value = strings[key];
        if (typeof value === 'string') expect(value.trim(), `${language}.${key}`).not.toBe('');
        if (typeof value === 'string' && !sameEverywhere.has(key)) expect(value, `${language}.${key}`).not.toBe(INVITATION_TEXT.english[key]);
      }
      for (const kind of Object.keys(INVITATION_TEXT.english.eventTypes) as (keyof InvitationStrings['eventTypes'])[]) {
        expect(strings.eventTypes[kind]).not.toBe(INVITATION_TEXT.english.eventTypes[kind]);
      }
    }
  });
});

describe('wishes', () => {
  const wishes: PublicWish[] = [
    { id: '1', guestName: 'Mei Ling', wishes: 'Congratulations!', responseDate: '2027-05-01T00:00:00.000Z' },
    { id: '2', guestName: '', wishes: 'Selamat pengantin baru', responseDate: '2027-05-01T00:00:00.000Z' },
    { id: '3', guestName: 'Blank', wishes: '   ', responseDate: '2027-05-01T00:00:00.000Z' },
  ];

  it('shows the empty state when there are none', () => {
    expect(text(render())).toContain('No wishes yet. Be the first to send your wishes!');
    expect(text(render({ language: 'chinese' }))).toContain('还没有祝福，快来送上第一份祝福吧！');
  });

  it('shows non-empty wishes only, quoted, with the name or "Guest"', () => {
    const page = text(render({}, { wishes }));
    expect(page).toContain('Congratulations! — Mei Ling');
    expect(page).toContain('Selamat pengantin baru — Guest');
    expect(page).not.toContain('Blank');
    expect(page).not.toContain('No wishes yet');
    expect(page).toContain('Previous wish');
    expect(page).toContain('Next wish');
    expect(text(render({ language: 'tamil' }, { wishes }))).toContain('Selamat pengantin baru — விருந்தினர்');
  });

  it('treats only whitespace as no wishes', () => {
    expect(text(render({}, { wishes: [wishes[2] as PublicWish] }))).toContain('No wishes yet.');
  });
});

describe('rich text', () => {
  it('renders the sanitised HTML of the event name, address and RSVP message', () => {
    const html = render({
      eventName: '<p>Aisyah <em>&amp;</em> Daniel</p>',
      address: '<p>Jalan Taman Seputeh<br>58000 <strong>Kuala Lumpur</strong></p>',
      rsvp: { ...englishWedding.rsvp, wishes: '<p>Kindly reply by <u>31 May</u>.</p>' },
    });
    // Inside the <h1>, the paragraph is a block span: a <p> may not be in a heading (issue 30, Nu HTML Checker).
    expect(html).toMatch(/<h1[^>]*><span class="inv-line">Aisyah <em>&amp;<\/em> Daniel<\/span><\/h1>/);
    expect(html).toContain('Jalan Taman Seputeh<br>58000 <strong>Kuala Lumpur</strong>');
    expect(html).toContain('<p>Kindly reply by <u>31 May</u>.</p>');
  });
});

describe('read defaults (withReadDefaults)', () => {
  it('draws an invitation read with nothing but defaults', () => {
    const defaults = withReadDefaults({});
    const html = render({
      ...defaults,
      customColors: [],
      fonts: {},
      backgroundColor: '',
      template: { id: '', imageUrl: '', dominantColors: [] },
      animation: { type: 'none', color: '#ffffff' },
      contacts: [],
      mapUrls: { google: '', waze: '' },
      music: { youtubeUrl: '', startTime: 0 },
    });
    const page = text(html);
    // Every display flag defaults to on; RSVP defaults to off, so no attendance and no RSVP button.
    expect(page).toContain('Save The Date');
    expect(page).toContain('Counting down to the day');
    expect(page).toContain('No wishes yet.');
    expect(html).not.toContain('name="guestName"');
    expect(nav(html)).toBe('');
    // Parents 'Mr. & Mrs. ' with no names are not drawn; the gift is off.
    expect(page).not.toContain('the beloved son of');
    expect(page).not.toContain('Gift');
    // Dividers: a line (only the wishes one shows without attendance), its stored starting black drawn in
    // the text colour (issue 30: black 1 px lines on the seeded invitations). Margins 20 px.
    expect(html.match(/data-divider="line"/g)).toHaveLength(1);
    expect(html).not.toContain('background-color:#000000');
    expect(html).toContain('background-color:currentColor');
    expect(html).toContain('padding:20px');
    // No template image: no <img>, the frame falls back to the default colours.
    expect(html).not.toContain('<img');
    expect(html).toContain('linear-gradient(165deg, #f8fafc 0%, #e2e8f0 100%)');
  });

  it('uses the margins of each section', () => {
    const html = render({ marginSettings: { sections: { firstPage: 12, secondPage: 34, thirdPage: 45 } } });
    expect(html).toContain('padding:12px');
    expect(html).toContain('padding:34px');
    expect(html).toContain('padding:45px');
  });
});

describe('RSVP form (product.md §5)', () => {
  it('has the fields of the settings: guests, meal, car plate, wishes and a hidden honeypot', () => {
    const html = render();
    for (const name of ['guestName', 'email', 'attending', 'numberOfGuests', 'mealChoice', 'carPlate', 'wishes']) expect(html).toContain(`name="${name}"`);
    expect(text(html)).toContain('Chicken rendang — Slow-cooked, mildly spicy');
    expect(html.match(/<option value="\d+"/g)).toHaveLength(30);
    const honeypot = /<div aria-hidden="true"[^>]*>(?:(?!<\/div>)[\s\S])*name="website"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(honeypot).toMatch(/tabindex="-1"/i);
    expect(honeypot).toMatch(/autocomplete="off"/i);
  });

  it('limits each field to what the RSVP contract accepts (shared/field-rules.ts)', () => {
    const html = render({ rsvp: { ...englishWedding.rsvp, requireCarPlate: true } });
    const maxLength = (name: string) => new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0].match(/maxLength="(\d+)"/i)?.[1];
    for (const name of ['guestName', 'email', 'phone', 'carPlate', 'wishes'] as const) expect(maxLength(name), name).toBe(String(RSVP_FIELD_MAX[name]));
    expect(rsvpInputSchema.safeParse({ guestName: 'x'.repeat(RSVP_FIELD_MAX.guestName + 1), attending: false }).success).toBe(false);
  });

  it('leaves out guests, meal and plate when the settings do not ask for them', () => {
    const html = render({ rsvp: { ...englishWedding.rsvp, allowPlusOnes: false, mealOptions: [], requireCarPlate: false } });
    for (const name of ['numberOfGuests', 'mealChoice', 'carPlate']) expect(html).not.toContain(`name="${name}"`);
  });

  it('says when to reply by, localised', () => {
    const rsvp = { ...englishWedding.rsvp, wishes: '<p>We would be honoured by your presence.</p>' };
    expect(text(render({ rsvp }))).toContain('Please reply by 31 May 2027');
    expect(text(render({ rsvp, language: 'malay' }))).toContain('Sila balas sebelum 31 Mei 2027');
    // Not a second time under a message that already names it (the fixture's "Kindly reply by 31 May.").
    expect(text(render())).not.toContain('Please reply by');
  });

  it('cannot be sent before the page is hydrated, nor ever in preview', () => {
    expect(render()).toMatch(/<button type="submit" disabled=""[^>]*>Send my RSVP<\/button>/);
    const preview = render({}, { mode: 'preview', rsvp: undefined });
    expect(preview).toMatch(/<button type="submit" disabled=""/);
    expect(text(preview)).toContain('Preview only: replies are turned off.');
  });

  it('says RSVP is closed instead of showing fields', () => {
    const html = render({}, { rsvp: { ...noop, closed: true } });
    expect(text(html)).toContain('RSVP is closed');
    expect(html).not.toContain('name="guestName"');
    expect(text(render({ language: 'tamil' }, { rsvp: { ...noop, closed: true } }))).toContain(INVITATION_TEXT.tamil.rsvpClosed);
  });

  it('prefills an answer reached through the edit link, to update or withdraw', () => {
    const html = render(
      {},
      {
        rsvp: {
          ...noop,
          withdraw: async () => {},
          initial: {
            id: 'r1',
            invitationId: englishWedding.id,
            guestName: 'Mei Ling',
            email: 'mei@example.com',
            attending: true,
            numberOfGuests: 3,
            mealChoice: 'meal-2',
            carPlate: 'WXY 1234',
            wishes: 'See you!',
          },
        },
      },
    );
    expect(html).toContain('value="Mei Ling"');
    expect(html).toContain('value="mei@example.com"');
    expect(html).toMatch(/<option value="3" selected=""/);
    expect(html).toMatch(/<option value="meal-2" selected=""/);
    expect(html).toContain('See you!');
    expect(text(html)).toContain('Update my answer');
    expect(text(html)).toContain('Withdraw my answer');
  });

  it('preselects "attending"; a declined answer hides guests, meal and plate', () => {
    const attending = (html: string) => /<input[^>]*name="attending"[^>]*checked=""[^>]*>/.exec(html)?.[0] ?? '';
    expect(attending(render())).toContain('value="yes"');
    const declined = render(
      {},
      {
        rsvp: {
          ...noop,
          initial: { id: 'r', invitationId: 'i', guestName: 'A', email: '', attending: false, numberOfGuests: 0, mealChoice: '', carPlate: '', wishes: '' },
        },
      },
    );
    expect(attending(declined)).toContain('value="no"');
    for (const name of ['numberOfGuests', 'mealChoice', 'carPlate']) expect(declined).not.toContain(`name="${name}"`);
  });
});

describe('countdown', () => {
  // The server's snapshot reads the wall clock at UTC+08:00; the browser switches to the guest's zone after mount.
  const start = Date.UTC(2027, 5, 12, 3, 0, 0); // 11:00 at +08:00

  it('counts days, hours, minutes and seconds to the start', () => {
    const page = text(render({}, { now: start - (3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6_000) }));
    expect(page).toContain('03 Days 04 Hours 05 Minutes 06 Seconds');
  });

  it('says it is happening between start and end, and has passed after the end', () => {
    expect(text(render({}, { now: start + 60_000 }))).toContain('The celebration is happening now!');
    expect(text(render({ endTime: null }, { now: start + 2 * 3_600_000 + 1 }))).toContain('This celebration has passed.');
    expect(text(render({ endTime: null }, { now: start + 2 * 3_600_000 - 1000 }))).toContain('happening now');
    expect(text(render({ language: 'malay' }, { now: start + 60_000 }))).toContain('Majlis sedang berlangsung!');
  });

  it('is not drawn without a date', () => {
    expect(text(render({ date: null }))).not.toContain('Counting down');
  });
});

describe('server rendering', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows the wall-clock date in every machine zone', () => {
    for (const tz of ['Pacific/Honolulu', 'UTC', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      const page = text(render());
      expect(page).toContain('Saturday, 12 June 2027');
      expect(page).toContain('11:00 AM – 4:00 PM');
    }
  });

  it('is deterministic for a given `now`, with no particles in the server markup', () => {
    const a = render({ animation: { type: 'confetti', color: '#ff0000' } });
    const b = render({ animation: { type: 'confetti', color: '#ff0000' } });
    expect(a).toBe(b);
    expect(a).not.toContain('data-particles');
    expect(a).toContain('inv-open-zoom');
    expect(render({ openingAnimation: 'curtain' })).toContain('inv-curtain');
  });

  it('has one h1 (the event name) and a main landmark on the public page; neither in a preview', () => {
    const html = render();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<main');
    const preview = render({}, { mode: 'preview', rsvp: undefined });
    expect(preview).not.toContain('<h1');
    expect(preview).not.toContain('<main');
  });

  it('shows the brand footer only when asked', () => {
    expect(text(render({}, { showBrandFooter: true }))).toContain('Created with ❤️ by Jemputan');
    expect(render({}, { showBrandFooter: true })).toContain('href="/"');
    expect(text(render())).not.toContain('Created with');
  });

  it('draws an empty template image as colours only', () => {
    const html = render({ template: { ...englishWedding.template, imageUrl: '' }, backgroundColor: '#abcdef' });
    expect(html).not.toMatch(/<img[^>]*fetchPriority|<img[^>]*fetchpriority/i);
    expect(html).toContain('background:#abcdef');
  });
});

describe('colours', () => {
  it('keeps text readable on its panels whatever the chosen colours', () => {
    for (const invitation of [englishWedding, tamilWedding, chineseWedding, { ...englishWedding, customColors: ['#f8fafc', '#e2e8f0', '#cbd5e1'] }]) {
      const theme = buildTheme(invitation);
      expect(contrast(theme.ink, theme.panel)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.onInk, theme.ink)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps text readable on a tinted card inside a panel (a contact in the sheet), for any colours', () => {
    // A fixed walk through colour space: the primary, secondary and ink of 400 invitations.
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const hex = () => `#${Array.from({ length: 3 }, () => Math.floor(next() * 256).toString(16).padStart(2, '0')).join('')}`;
    for (let i = 0; i < 400; i++) {
      const theme = buildTheme({ ...englishWedding, customColors: [hex(), hex(), hex()] });
      const tinted = `#${[1, 3, 5].map((at) => Math.round(parseInt(theme.panel.slice(at, at + 2), 16) * (1 - INK_TINT) + parseInt(theme.ink.slice(at, at + 2), 16) * INK_TINT).toString(16).padStart(2, '0')).join('')}`;
      expect(contrast(theme.ink, tinted), `${theme.ink} on ${tinted}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back from a group font to overall, then to the defaults', () => {
    const theme = buildTheme({
      ...englishWedding,
      customColors: ['#ffffff', '#eeeeee', '#222222'],
      fonts: { overall: { family: 'poppins', color: '#333333' }, hashtag: { color: '#990000', size: 'xl' } },
    });
    expect(theme.font('hashtag')).toMatchObject({ color: '#990000', size: 1.25 });
    expect(theme.font('hashtag').fontFamily).toContain('Poppins');
    expect(theme.font('venue')).toMatchObject({ color: '#333333', size: 1 });
    expect(theme.font('eventName').size).toBe(3);
  });
});

describe('helpers', () => {
  it('draws with the same event window as the calendar module', () => {
    for (const [date, time, end] of [
      ['2027-06-12', '11:00', '16:00'],
      ['2027-06-12', '23:30', null],
      ['2027-06-12', '20:00', '02:00'],
      ['2027-12-31', null, null],
      ['2027-06-12', '11:00', '11:00'],
      [null, '11:00', null],
    ] as const) {
      const calendar = eventWindow(date, time, end);
      expect(wallWindow(date, time, end)).toEqual(calendar ? { start: calendar.start, end: calendar.end } : null);
    }
  });

  it('extracts an 11-character YouTube id from the usual links, or nothing', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=hLQl3WQQoQ0',
      'https://youtu.be/hLQl3WQQoQ0?t=30',
      'https://www.youtube.com/embed/hLQl3WQQoQ0',
      'https://youtube.com/shorts/hLQl3WQQoQ0',
      'https://m.youtube.com/watch?feature=share&v=hLQl3WQQoQ0',
      'hLQl3WQQoQ0',
    ]) {
      expect(youtubeId(url)).toBe('hLQl3WQQoQ0');
    }
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBe('');
    expect(youtubeId('https://vimeo.com/123456789012')).toBe('');
  });

  it('builds WhatsApp numbers from what hosts type', () => {
    expect(whatsappNumber('+60 12-345 6789')).toBe('60123456789');
    expect(whatsappNumber('012-345 6789')).toBe('60123456789');
    expect(safeHref('javascript:alert(1)')).toBe('');
    expect(safeHref('https://maps.google.com/?q=x')).toBe('https://maps.google.com/?q=x');
  });

  it('moves the content by the content position, within the section', () => {
    const html = render({ contentPosition: { horizontal: 100, vertical: -100 } });
    expect(html).toContain('<div aria-hidden="true" style="flex-grow:0"></div><div class="flex"><div aria-hidden="true" style="flex-grow:1"></div><div class="min-w-0 shrink-0 w-[84%]">');
    expect(render()).toContain('<div class="min-w-0 shrink-0 w-full">');
  });
});

describe('several events (issue 18)', () => {
  const several = withSeveralEvents(englishWedding);
  const section = (html: string) => {
    const start = html.indexOf('data-section="events"');
    return start < 0 ? '' : html.slice(start, html.indexOf('</ol>', start));
  };

  it('one event: no events section, the page as before', () => {
    const html = render();
    expect(html).not.toContain('data-section="events"');
    expect(text(html)).not.toContain('The celebrations');
  });

  it('lists every event in the host\'s order with its date, times, venue, address, maps, dress code and note', () => {
    const html = render(several);
    const cards = section(html);
    expect(cards).not.toBe('');
    const page = text(cards);
    const order = ['Akad Nikah', 'Majlis Resepsi', 'Majlis Bertandang'].map((name) => page.indexOf(name));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const part of [
      'Friday, 11 June 2027',
      '8:00 PM – 10:00 PM',
      'Masjid Wilayah Persekutuan',
      'Jalan Duta, 50480 Kuala Lumpur',
      'Dress code White and cream; covered shoulders',
      'Please arrive by 7:45 pm.',
      'Saturday, 12 June 2027',
      '11:00 AM – 4:00 PM',
      'The Glasshouse at Seputeh',
      'Garden formal',
      'Saturday, 19 June 2027',
      'Dewan Seri Melati',
    ]) {
      expect(page).toContain(part);
    }
    expect(cards).toContain('href="https://maps.google.com/?q=Masjid+Wilayah"');
    expect(cards).toContain('href="https://waze.com/ul?q=Masjid%20Wilayah"');
    expect(cards.match(/data-event-id=/g)).toHaveLength(3);
    // Each card has its own Save The Date: Google Calendar and the .ics, named for screen readers.
    expect(page).toContain('Google Calendar : Akad Nikah');
    expect(page).toContain('Apple / Outlook (.ics) : Majlis Bertandang');
    // The details panel no longer repeats the main event's date and place: the cards have them.
    const beforeCards = text(html.slice(0, html.indexOf('data-section="events"')));
    expect(beforeCards.split('Saturday, 12 June 2027').length - 1).toBe(1); // the cover's only
    expect(beforeCards).not.toContain('The Glasshouse at Seputeh, Jalan');
    expect(beforeCards).toContain('Save The Date');
  });

  it('names a nameless event after the kind of event, in the page\'s language', () => {
    const nameless = { ...several, events: several.events.map((event, index) => (index === 2 ? { ...event, name: '' } : event)) };
    expect(text(section(render(nameless)))).toContain('Wedding');
    expect(text(section(render({ ...nameless, language: 'malay' })))).toContain('Majlis Perkahwinan');
  });

  it('draws the cover\'s event from the top-level fields (the editor\'s live preview changes them first)', () => {
    const page = text(section(render({ ...several, venue: 'Seri Pacific Ballroom', time: '12:30' })));
    expect(page).toContain('Seri Pacific Ballroom');
    expect(page).toContain('12:30 PM');
    expect(page).not.toContain('The Glasshouse at Seputeh');
  });

  it('follows the display flags: venue, date, time, Save The Date', () => {
    const noVenue = text(section(render({ ...several, ...display({ showVenue: false }) })));
    expect(noVenue).not.toContain('Masjid Wilayah Persekutuan');
    expect(noVenue).not.toContain('Google Maps');
    expect(noVenue).toContain('Akad Nikah');
    expect(text(section(render({ ...several, ...display({ showDate: false }) })))).not.toContain('11 June 2027');
    expect(text(section(render({ ...several, ...display({ showTime: false }) })))).not.toContain('8:00 PM');
    expect(text(section(render({ ...several, ...display({ showSaveTheDate: false }) })))).not.toContain('Google Calendar');
  });

  it('is in the invitation\'s language', () => {
    const malay = text(render({ ...several, language: 'malay' }));
    for (const part of ['Atur cara majlis', 'Kod pakaian', 'Kalendar Google', 'Jumaat, 11 Jun 2027']) expect(malay).toContain(part);
    const tamil = text(render({ ...several, language: 'tamil' }));
    expect(tamil).toContain(INVITATION_TEXT.tamil.eventsHeading);
    expect(tamil).toContain(INVITATION_TEXT.tamil.dressCode);
  });

  it('has one h1 and headings in order: the section h2, each event h3 (a level lower in a preview)', () => {
    const html = render(several);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(section(html).match(/<h3/g)).toHaveLength(3);
    expect(section(render(several, { mode: 'preview', rsvp: undefined })).match(/<h4/g)).toHaveLength(3);
  });
});

describe('countdown to the next event, in the invitation\'s zone', () => {
  const several = withSeveralEvents(englishWedding);
  const akad = Date.UTC(2027, 5, 11, 12); // 20:00 in Kuala Lumpur
  const reception = Date.UTC(2027, 5, 12, 3); // 11:00
  const bertandang = Date.UTC(2027, 5, 19, 4); // 12:00

  it('counts to the first event, then the next one after each has ended', () => {
    const before = text(render(several, { now: akad - (2 * 86_400_000 + 3_600_000) }));
    expect(before).toContain('02 Days 01 Hours 00 Minutes 00 Seconds');
    expect(before).toContain('until Akad Nikah');
    const during = text(render(several, { now: akad + 60_000 }));
    expect(during).toContain('The celebration is happening now!');
    const between = text(render(several, { now: reception - 3_600_000 }));
    expect(between).toContain('00 Days 01 Hours 00 Minutes 00 Seconds');
    expect(between).toContain('until Majlis Resepsi');
    expect(text(render(several, { now: bertandang - 60_000 }))).toContain('until Majlis Bertandang');
    expect(text(render(several, { now: bertandang + 5 * 3_600_000 }))).toContain('This celebration has passed.');
  });

  it('counts to the instant in the invitation\'s zone, not the machine\'s: 11:00 in London in June is 10:00Z', () => {
    const london = { timeZone: 'Europe/London' };
    const start = Date.UTC(2027, 5, 12, 10);
    expect(text(render(london, { now: start - 3_600_000 }))).toContain('00 Days 01 Hours 00 Minutes 00 Seconds');
    expect(text(render(london, { now: start + 60_000 }))).toContain('happening now');
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        expect(text(render(london, { now: start - 3_600_000 }))).toContain('00 Days 01 Hours 00 Minutes 00 Seconds');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('the renderer\'s zone arithmetic agrees with the calendar module\'s', () => {
    for (const zone of ['Asia/Kuala_Lumpur', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'America/St_Johns']) {
      for (let day = 0; day < 730; day += 3) {
        for (const minutes of [0, 30, 90, 150, 690]) {
          const wall = Date.UTC(2027, 0, 1) + day * 86_400_000 + minutes * 60_000;
          expect(zonedInstant(wall, zone), `${zone} ${new Date(wall).toISOString()}`).toBe(wallToInstant(wall, zone));
        }
      }
    }
    // The nights of the changes themselves.
    for (const wall of [Date.UTC(2027, 2, 28, 1, 30), Date.UTC(2027, 9, 31, 1, 30)]) expect(zonedInstant(wall, 'Europe/London')).toBe(wallToInstant(wall, 'Europe/London'));
  });
});

describe('guest polish (issue 19)', () => {
  const long: PublicWish = { id: 'long', guestName: 'Aunt May', wishes: 'May your days be full of joy. '.repeat(30), responseDate: '2027-05-01T00:00:00.000Z' };

  it('clamps every wish with CSS; "Read more" is not in the server markup (the browser adds it when the text overflows)', () => {
    const html = render({}, { wishes: [long] });
    expect(html).toMatch(/<blockquote id="[^"]+" class="[^"]*\binv-clamp\b[^"]*">May your days/);
    expect(html).not.toContain('aria-expanded');
    expect(text(html)).not.toContain('Read more');
  });

  it('has "Read more" and "Show less" in the four guest languages', () => {
    const seen = new Set<string>();
    for (const language of ['english', 'malay', 'chinese', 'tamil'] as const) {
      const { readMore, showLess } = INVITATION_TEXT[language];
      expect(readMore.trim()).not.toBe('');
      expect(showLess.trim()).not.toBe('');
      expect(readMore).not.toBe(showLess);
      seen.add(readMore);
    }
    expect(seen.size).toBe(4);
    expect(INVITATION_TEXT.english).toMatchObject({ readMore: 'Read more', showLess: 'Show less' });
  });

  describe('particles', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('start as a burst that never blocks a tap (they settle and leave in the browser: e2e guest-polish)', () => {
      const html = renderToString(<Particles type="confetti" color="#ff0000" />);
      expect(html).toContain('data-particles="confetti"');
      expect(html).toContain('data-state="play"');
      expect(html).toContain('pointer-events-none');
      expect(html).toContain('aria-hidden="true"');
      expect(html.match(/class="inv-p inv-p-confetti"/g)).toHaveLength(PARTICLE_COUNTS.confetti);
      expect(BURST_MS + FADE_MS).toBeLessThanOrEqual(10_000);
    });

    it('draw nothing under prefers-reduced-motion: reduce', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
      for (const type of ['confetti', 'snowfall', 'bubbles', 'stars', 'fireflies'] as const) {
        expect(renderToString(<Particles type={type} color="#ffffff" />)).toBe('');
      }
    });

    it('draw nothing for "none"', () => {
      expect(renderToString(<Particles type="none" color="#ffffff" />)).toBe('');
    });
  });
});
