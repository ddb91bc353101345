import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  calendarEventFor,
  calendarEventsFor,
  eventInstants,
  eventWindow,
  foldIcsLine,
  googleCalendarUrl,
  icsFileName,
  stripHtml,
  wallToInstant,
  zoneOffset,
  type CalendarEvent,
} from '@shared/calendar';

/** Tests run with TZ=Asia/Kuala_Lumpur (vitest.config.ts): nothing here may depend on it. */

const wedding: CalendarEvent = {
  title: 'Aisyah & Daniel',
  date: '2027-06-12',
  time: '11:00',
  endTime: '16:00',
  location: 'The Glasshouse at Seputeh, Jalan Taman Seputeh, 58000 Kuala Lumpur',
  description: 'Dress code: garden formal; arrive by 10:45',
  url: 'https://jemputan.example/aisyah-and-daniel',
  uid: '7d1f0e52-5b7a-4c51-9a7e-2f0c5d9e1a01',
};
const STAMP = new Date(Date.UTC(2027, 0, 2, 3, 4, 5));

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return { calendar, event, value: (name: string) => event.getFirstPropertyValue(name) };
}
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('buildIcs (RFC 5545)', () => {
  it('parses with ical.js into one event with the summary, location, description, start and end', () => {
    const text = buildIcs(wedding, STAMP);
    const { calendar, value } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(value('summary')).toBe('Aisyah & Daniel');
    expect(value('location')).toBe(wedding.location);
    expect(value('description')).toBe('Dress code: garden formal; arrive by 10:45\n\nhttps://jemputan.example/aisyah-and-daniel');
    expect(value('uid')).toBe('7d1f0e52-5b7a-4c51-9a7e-2f0c5d9e1a01@jemputan');
    const start = value('dtstart') as ICAL.Time;
    const end = value('dtend') as ICAL.Time;
    // Floating local times: the wall clock the host typed, in whatever zone the guest's calendar uses.
    expect(start.toString()).toBe('2027-06-12T11:00:00');
    expect(start.zone?.tzid).toBe('floating');
    expect(end.toString()).toBe('2027-06-12T16:00:00');
    expect((value('dtstamp') as ICAL.Time).toString()).toBe('2027-01-02T03:04:05Z');
  });

  it('without a zone (the one-event API of before): CRLF line endings only, DTSTART/DTEND floating', () => {
    const text = buildIcs(wedding, STAMP);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('\r\nDTSTART:20270612T110000\r\n');
    expect(text).toContain('\r\nDTEND:20270612T160000\r\n');
    expect(text).toContain('\r\nDTSTAMP:20270102T030405Z\r\n');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons, backslashes and newlines, and reads them back unchanged', () => {
    const title = 'Lunch, dinner; dancing \\ more\nand a second line';
    const text = buildIcs({ ...wedding, title, location: 'Hall A, Level 3; Block B' }, STAMP);
    expect(text).toContain('SUMMARY:Lunch\\, dinner\\; dancing \\\\ more\\nand a second line');
    const { value } = parse(text);
    expect(value('summary')).toBe(title);
    expect(value('location')).toBe('Hall A, Level 3; Block B');
  });

  it('folds long lines at 75 octets without splitting a Tamil or Chinese character', () => {
    const tamil = 'இறையருளால் நிகழும் எங்கள் இல்லத் திருமணத்திற்குத் தங்களை அன்புடன் அழைக்கிறோம்';
    const chinese = '谨定于良辰吉日举行婚礼，敬备喜宴，恭候光临。陈伟杰与林美玲诚挚邀请您的光临与祝福';
    const text = buildIcs({ ...wedding, title: tamil, description: `${chinese}\n${'x'.repeat(300)}` }, STAMP);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Nothing broken into invalid UTF-8: each physical line is whole characters.
    for (const line of lines) expect(line).not.toContain('\uFFFD');
    const { value } = parse(text);
    expect(value('summary')).toBe(tamil);
    expect(value('description')).toBe(`${chinese}\n${'x'.repeat(300)}\n\n${wedding.url}`);
  });

  it('foldIcsLine leaves short lines alone and continues long ones with one space', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldIcsLine(`DESCRIPTION:${'a'.repeat(200)}`);
    const parts = folded.split('\r\n');
    expect(octets(parts[0] ?? '')).toBe(75);
    expect(parts.slice(1).every((part) => part.startsWith(' ') && octets(part) <= 75)).toBe(true);
    expect(parts.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(`DESCRIPTION:${'a'.repeat(200)}`);
  });

  it('ends two hours after the start when there is no end time, crossing midnight when needed', () => {
    expect((parse(buildIcs({ ...wedding, endTime: null }, STAMP)).value('dtend') as ICAL.Time).toString()).toBe('2027-06-12T13:00:00');
    const late = parse(buildIcs({ ...wedding, time: '23:30', endTime: '' }, STAMP));
    expect((late.value('dtend') as ICAL.Time).toString()).toBe('2027-06-13T01:30:00');
    // An end at or before the start is the next morning.
    const overnight = parse(buildIcs({ ...wedding, time: '20:00', endTime: '02:00' }, STAMP));
    expect((overnight.value('dtend') as ICAL.Time).toString()).toBe('2027-06-13T02:00:00');
  });

  it('is an all-day event when there is no time', () => {
    const text = buildIcs({ ...wedding, time: null, endTime: null }, STAMP);
    expect(text).toContain('DTSTART;VALUE=DATE:20270612');
    expect(text).toContain('DTEND;VALUE=DATE:20270613');
    const { value } = parse(text);
    const start = value('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe('2027-06-12');
    expect((value('dtend') as ICAL.Time).toString()).toBe('2027-06-13');
  });

  it('refuses an event without a valid date', () => {
    expect(() => buildIcs({ ...wedding, date: '' })).toThrow();
    expect(() => buildIcs({ ...wedding, date: 'soon' })).toThrow();
  });

  it('handles the last day of a month and of a year', () => {
    const text = buildIcs({ ...wedding, date: '2027-12-31', time: null }, STAMP);
    expect(text).toContain('DTEND;VALUE=DATE:20280101');
  });
});

describe('googleCalendarUrl', () => {
  it('is a TEMPLATE link with floating start/end, details and location', () => {
    const url = new URL(googleCalendarUrl(wedding));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Aisyah & Daniel');
    expect(url.searchParams.get('dates')).toBe('20270612T110000/20270612T160000');
    expect(url.searchParams.get('details')).toBe('Dress code: garden formal; arrive by 10:45\n\nhttps://jemputan.example/aisyah-and-daniel');
    expect(url.searchParams.get('location')).toBe(wedding.location);
  });

  it('defaults the end to start + 2 h, and uses dates only for an all-day event', () => {
    expect(new URL(googleCalendarUrl({ ...wedding, endTime: null })).searchParams.get('dates')).toBe('20270612T110000/20270612T130000');
    expect(new URL(googleCalendarUrl({ ...wedding, time: null })).searchParams.get('dates')).toBe('20270612/20270613');
  });

  it('keeps non-Latin text intact', () => {
    const url = new URL(googleCalendarUrl({ ...wedding, title: '陈伟杰 & 林美玲', location: 'கோலாலம்பூர்' }));
    expect(url.searchParams.get('text')).toBe('陈伟杰 & 林美玲');
    expect(url.searchParams.get('location')).toBe('கோலாலம்பூர்');
  });
});

describe('calendar text from an invitation', () => {
  it('strips the HTML of rich fields', () => {
    expect(stripHtml('<p>Aisyah &amp; Daniel</p>')).toBe('Aisyah & Daniel');
    expect(stripHtml('<p>Line one<br>Line <strong>two</strong></p><p>Three &lt;3 &#39;x&#39; &#x263A;</p>')).toBe("Line one\nLine two\nThree <3 'x' ☺");
  });

  it('builds the event of an invitation: title, venue + address, note, public link', () => {
    const event = calendarEventFor(
      {
        id: 'inv-1',
        eventName: '<p>Aisyah &amp; Daniel</p>',
        date: '2027-06-12',
        time: '11:00',
        endTime: null,
        venue: 'The Glasshouse',
        address: '<p>Jalan Taman Seputeh</p><p>58000 Kuala Lumpur</p>',
        tagline: 'Together with their families',
        note: 'Garden formal',
      },
      'https://jemputan.example/x',
    );
    expect(event).toMatchObject({
      title: 'Aisyah & Daniel',
      location: 'The Glasshouse, Jalan Taman Seputeh, 58000 Kuala Lumpur',
      description: 'Together with their families\nGarden formal',
      url: 'https://jemputan.example/x',
      uid: 'inv-1',
    });
    expect(calendarEventFor({ id: 'x', eventName: 'x', date: null, time: null, endTime: null, venue: '', address: '', tagline: '', note: '' })).toBeNull();
  });

  it('names the download after the event', () => {
    expect(icsFileName('Aisyah & Daniel')).toBe('Aisyah & Daniel.ics');
    expect(icsFileName('a/b:c*?')).toBe('a b c.ics');
    expect(icsFileName('  ')).toBe('invitation.ics');
  });

  it('computes the window in wall-clock time whatever the machine zone', () => {
    expect(eventWindow('2027-06-12', '11:00', null)).toEqual({ allDay: false, start: Date.UTC(2027, 5, 12, 11), end: Date.UTC(2027, 5, 12, 13) });
    expect(eventWindow('2027-06-12', null, null)).toEqual({ allDay: true, start: Date.UTC(2027, 5, 12), end: Date.UTC(2027, 5, 13) });
    expect(eventWindow(null, '11:00', null)).toBeNull();
  });
});

describe('wall clock → instant in the invitation\'s zone (Intl)', () => {
  const iso = (zone: string, y: number, m: number, d: number, h: number, min = 0) => new Date(wallToInstant(Date.UTC(y, m - 1, d, h, min), zone)).toISOString();

  it('Asia/Kuala_Lumpur is +08:00 all year', () => {
    expect(iso('Asia/Kuala_Lumpur', 2027, 6, 12, 11)).toBe('2027-06-12T03:00:00.000Z');
    expect(iso('Asia/Kuala_Lumpur', 2027, 12, 31, 23, 30)).toBe('2027-12-31T15:30:00.000Z');
    expect(iso('Asia/Kuala_Lumpur', 2028, 1, 1, 0)).toBe('2027-12-31T16:00:00.000Z');
    expect(zoneOffset(Date.UTC(2027, 5, 12), 'Asia/Kuala_Lumpur')).toBe(8 * 3_600_000);
  });

  it('Europe/London: GMT in winter, BST in summer, and the two nights of the change', () => {
    expect(iso('Europe/London', 2027, 1, 15, 11)).toBe('2027-01-15T11:00:00.000Z');
    expect(iso('Europe/London', 2027, 6, 12, 11)).toBe('2027-06-12T10:00:00.000Z');
    // 28 March 2027: 01:00 GMT becomes 02:00 BST.
    expect(iso('Europe/London', 2027, 3, 28, 0, 59)).toBe('2027-03-28T00:59:00.000Z');
    expect(iso('Europe/London', 2027, 3, 28, 2, 0)).toBe('2027-03-28T01:00:00.000Z');
    // 01:30 does not exist that night: read with the offset before the change (RFC 5545), i.e. 02:30 BST.
    expect(iso('Europe/London', 2027, 3, 28, 1, 30)).toBe('2027-03-28T01:30:00.000Z');
    // 31 October 2027: 02:00 BST becomes 01:00 GMT; 01:30 happens twice, the first one counts.
    expect(iso('Europe/London', 2027, 10, 31, 1, 30)).toBe('2027-10-31T00:30:00.000Z');
    expect(iso('Europe/London', 2027, 10, 31, 2, 0)).toBe('2027-10-31T02:00:00.000Z');
    expect(iso('Europe/London', 2027, 10, 30, 20)).toBe('2027-10-30T19:00:00.000Z');
  });

  it('America/New_York: EST and EDT, across the March and November changes', () => {
    expect(iso('America/New_York', 2027, 2, 12, 11)).toBe('2027-02-12T16:00:00.000Z');
    expect(iso('America/New_York', 2027, 7, 4, 19, 30)).toBe('2027-07-04T23:30:00.000Z');
    // 14 March 2027 at 02:00 EST → 03:00 EDT; 7 November 2027 at 02:00 EDT → 01:00 EST.
    expect(iso('America/New_York', 2027, 3, 14, 1, 59)).toBe('2027-03-14T06:59:00.000Z');
    expect(iso('America/New_York', 2027, 3, 14, 3, 0)).toBe('2027-03-14T07:00:00.000Z');
    expect(iso('America/New_York', 2027, 11, 7, 1, 30)).toBe('2027-11-07T05:30:00.000Z');
    expect(iso('America/New_York', 2027, 11, 7, 3, 0)).toBe('2027-11-07T08:00:00.000Z');
  });

  it('does not depend on the machine\'s zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Pacific/Honolulu', 'Europe/London', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(iso('Asia/Kuala_Lumpur', 2027, 6, 12, 11)).toBe('2027-06-12T03:00:00.000Z');
        expect(iso('Europe/London', 2027, 6, 12, 11)).toBe('2027-06-12T10:00:00.000Z');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('gives an event\'s start and end as instants (all-day: the zone\'s midnights)', () => {
    expect(eventInstants('2027-06-12', '11:00', '16:00', 'Asia/Kuala_Lumpur')).toEqual({
      allDay: false,
      start: Date.UTC(2027, 5, 12, 3),
      end: Date.UTC(2027, 5, 12, 8),
    });
    expect(eventInstants('2027-06-12', '', '', 'Europe/London')).toEqual({ allDay: true, start: Date.UTC(2027, 5, 11, 23), end: Date.UTC(2027, 5, 12, 23) });
    expect(eventInstants('', '11:00', '', 'Europe/London')).toBeNull();
  });
});

describe('calendar with the invitation\'s zone', () => {
  it('writes DTSTART/DTEND with TZID and one VTIMEZONE', () => {
    const text = buildIcs({ ...wedding, timeZone: 'Asia/Kuala_Lumpur' }, STAMP);
    expect(text).toContain('\r\nDTSTART;TZID=Asia/Kuala_Lumpur:20270612T110000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=Asia/Kuala_Lumpur:20270612T160000\r\n');
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(text).toContain('BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0800\r\nTZOFFSETTO:+0800\r\nEND:STANDARD');
    // The option overrides the events' own zone; an unknown zone is floating rather than a broken file.
    expect(buildIcs({ ...wedding, timeZone: 'Asia/Kuala_Lumpur' }, { timeZone: 'Europe/London', now: STAMP })).toContain('TZID=Europe/London:');
    expect(buildIcs({ ...wedding, timeZone: 'Mars/Olympus' }, STAMP)).toContain('\r\nDTSTART:20270612T110000\r\n');
    expect(() => buildIcs([], { now: STAMP })).toThrow();
  });

  it('adds ctz to the Google Calendar link (not for an all-day event)', () => {
    const url = new URL(googleCalendarUrl({ ...wedding, timeZone: 'Asia/Kuala_Lumpur' }));
    expect(url.searchParams.get('dates')).toBe('20270612T110000/20270612T160000');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kuala_Lumpur');
    expect(new URL(googleCalendarUrl({ ...wedding, time: null, timeZone: 'Asia/Kuala_Lumpur' })).searchParams.get('ctz')).toBeNull();
    expect(new URL(googleCalendarUrl(wedding)).searchParams.get('ctz')).toBeNull();
  });

  it('makes one calendar event per dated event: name · title, venue + address, dress code and note, the event id', () => {
    const events = calendarEventsFor(
      { eventName: '<p>Aisyah &amp; Daniel</p>', timeZone: 'Europe/London' },
      [
        { id: 'e1', name: 'Akad Nikah', date: '2027-06-11', time: '20:00', endTime: '', venue: 'Masjid', address: '<p>Jalan Duta</p><p>KL</p>', dressCode: 'White', note: 'Arrive early' },
        { id: 'e2', name: '', date: '2027-06-12', time: '11:00', endTime: '16:00', venue: '', address: '', dressCode: '', note: '' },
      ],
      { publicUrl: 'https://jemputan.example/a', labels: { dressCode: 'Kod pakaian' } },
    );
    expect(events).toEqual([
      {
        title: 'Akad Nikah · Aisyah & Daniel',
        date: '2027-06-11',
        time: '20:00',
        endTime: '',
        location: 'Masjid, Jalan Duta, KL',
        description: 'Kod pakaian: White\nArrive early',
        url: 'https://jemputan.example/a',
        uid: 'e1',
        timeZone: 'Europe/London',
      },
      expect.objectContaining({ title: 'Aisyah & Daniel', uid: 'e2', location: '', description: '' }),
    ]);
  });
});
