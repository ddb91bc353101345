import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  calendarEventFor,
  eventWindow,
  foldIcsLine,
  googleCalendarUrl,
  icsFileName,
  stripHtml,
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

  it('uses CRLF line endings only and writes DTSTART/DTEND without a zone', () => {
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
