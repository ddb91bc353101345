import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, calendarEventsFor, type CalendarEvent } from '@shared/calendar';

/**
 * The .ics read back by a second, independent parser (ical.js): its VTIMEZONE is a working zone and
 * each event's start, converted to UTC by ical.js from that VTIMEZONE alone, is the right instant.
 * Tests run with TZ=Asia/Kuala_Lumpur (vitest.config.ts): nothing here may depend on it.
 */

const STAMP = new Date(Date.UTC(2027, 0, 2, 3, 4, 5));
const HOUR = 3_600_000;

const event = (date: string, time: string, endTime = '', extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  title: 'Aisyah & Daniel',
  date,
  time,
  endTime,
  uid: `${date}-${time}`,
  ...extra,
});

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, zones, events };
}

/** ical.js's instant of an event's start / end (milliseconds). */
const startOf = (item: ICAL.Event) => item.startDate.toUnixTime() * 1000;
const endOf = (item: ICAL.Event) => item.endDate.toUnixTime() * 1000;

describe('the .ics read by ical.js', () => {
  it('Asia/Kuala_Lumpur: one STANDARD observance at +08:00; 11:00 on 12 June 2027 is 03:00Z', () => {
    const text = buildIcs([event('2027-06-12', '11:00', '16:00')], { timeZone: 'Asia/Kuala_Lumpur', now: STAMP });
    const { zones, events } = read(text);
    expect(zones).toHaveLength(1);
    const zone = zones[0]!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Kuala_Lumpur');
    expect(zone.getAllSubcomponents('standard')).toHaveLength(1);
    expect(zone.getAllSubcomponents('daylight')).toHaveLength(0);
    const tz = new ICAL.Timezone(zone);
    expect(tz.utcOffset(ICAL.Time.fromData({ year: 2027, month: 6, day: 12, hour: 11 }))).toBe(8 * 3600);
    expect(events).toHaveLength(1);
    expect(events[0]!.startDate.zone?.tzid).toBe('Asia/Kuala_Lumpur');
    expect(new Date(startOf(events[0]!)).toISOString()).toBe('2027-06-12T03:00:00.000Z');
    expect(new Date(endOf(events[0]!)).toISOString()).toBe('2027-06-12T08:00:00.000Z');
    expect(text).toContain('\r\nDTSTART;TZID=Asia/Kuala_Lumpur:20270612T110000\r\n');
  });

  it('Europe/London: a summer date is BST (+01:00), a winter one GMT, from DAYLIGHT and STANDARD observances', () => {
    const text = buildIcs([event('2027-06-12', '11:00'), event('2027-12-12', '11:00')], { timeZone: 'Europe/London', now: STAMP });
    const { zones, events } = read(text);
    const zone = zones[0]!;
    const daylight = zone.getAllSubcomponents('daylight');
    const standard = zone.getAllSubcomponents('standard');
    expect(daylight.length).toBeGreaterThanOrEqual(1);
    expect(standard.length).toBeGreaterThanOrEqual(1);
    // The onsets of 2027: last Sunday of March at 01:00 GMT, last Sunday of October at 02:00 BST (local).
    expect(daylight.map((part) => part.getFirstPropertyValue('dtstart')?.toString())).toContain('2027-03-28T01:00:00');
    expect(standard.map((part) => part.getFirstPropertyValue('dtstart')?.toString())).toContain('2027-10-31T02:00:00');
    expect(daylight[0]!.getFirstProperty('tzoffsetto')?.toICALString()).toBe('TZOFFSETTO:+0100');
    expect(events.map((item) => new Date(startOf(item)).toISOString())).toEqual(['2027-06-12T10:00:00.000Z', '2027-12-12T11:00:00.000Z']);
  });

  it('Europe/London: an event over the October change lasts its real hours', () => {
    // 20:00 BST on Saturday 30 October 2027 to 02:00 GMT on Sunday: 7 hours, not 6.
    const { events } = read(buildIcs([event('2027-10-30', '20:00', '02:00')], { timeZone: 'Europe/London', now: STAMP }));
    expect(new Date(startOf(events[0]!)).toISOString()).toBe('2027-10-30T19:00:00.000Z');
    expect(endOf(events[0]!) - startOf(events[0]!)).toBe(7 * HOUR);
  });

  it('America/New_York: EST in February, EDT in July; a January date gets the change of the year before', () => {
    const text = buildIcs([event('2027-01-09', '18:00'), event('2027-02-12', '11:00'), event('2027-07-04', '19:30')], {
      timeZone: 'America/New_York',
      now: STAMP,
    });
    const { zones, events } = read(text);
    expect(zones).toHaveLength(1);
    expect(events.map((item) => new Date(startOf(item)).toISOString())).toEqual([
      '2027-01-09T23:00:00.000Z',
      '2027-02-12T16:00:00.000Z',
      '2027-07-04T23:30:00.000Z',
    ]);
    const tz = new ICAL.Timezone(zones[0]!);
    expect(tz.utcOffset(ICAL.Time.fromData({ year: 2027, month: 1, day: 9, hour: 18 }))).toBe(-5 * 3600);
  });

  it('Australia/Sydney: daylight time in December (southern summer)', () => {
    const { zones, events } = read(buildIcs([event('2027-06-12', '11:00'), event('2027-12-12', '11:00')], { timeZone: 'Australia/Sydney', now: STAMP }));
    expect(events.map((item) => new Date(startOf(item)).toISOString())).toEqual(['2027-06-12T01:00:00.000Z', '2027-12-12T00:00:00.000Z']);
    const daylight = zones[0]!.getAllSubcomponents('daylight');
    expect(daylight.every((part) => part.getFirstProperty('tzoffsetto')?.toICALString() === 'TZOFFSETTO:+1100')).toBe(true);
  });

  it('several events: one VEVENT each, in order, with stable UIDs, summaries, locations and descriptions', () => {
    const events = calendarEventsFor(
      { eventName: '<p>Aisyah &amp; Daniel</p>', timeZone: 'Asia/Kuala_Lumpur' },
      [
        { id: 'b7c1e8a4-1111-4c51-9a7e-2f0c5d9e1a01', name: 'Akad Nikah', date: '2027-06-11', time: '20:00', endTime: '22:00', venue: 'Masjid Wilayah', address: '<p>Jalan Duta</p>', dressCode: 'White', note: '' },
        { id: 'b7c1e8a4-2222-4c51-9a7e-2f0c5d9e1a01', name: '', date: '2027-06-12', time: '11:00', endTime: '16:00', venue: 'The Glasshouse', address: '', note: 'Lunch is served' },
        { id: 'b7c1e8a4-3333-4c51-9a7e-2f0c5d9e1a01', name: 'Bertandang', date: '', time: '', endTime: '', venue: '', address: '' },
      ],
      { publicUrl: 'https://jemputan.example/aisyah', fallbackName: 'Wedding' },
    );
    const text = buildIcs(events, { now: STAMP });
    const { zones, events: read2 } = read(text);
    expect(zones).toHaveLength(1);
    // The event without a date is left out.
    expect(read2.map((item) => item.uid)).toEqual(['b7c1e8a4-1111-4c51-9a7e-2f0c5d9e1a01@jemputan', 'b7c1e8a4-2222-4c51-9a7e-2f0c5d9e1a01@jemputan']);
    expect(read2.map((item) => item.summary)).toEqual(['Akad Nikah · Aisyah & Daniel', 'Wedding · Aisyah & Daniel']);
    expect(read2[0]!.location).toBe('Masjid Wilayah, Jalan Duta');
    expect(read2[0]!.description).toBe('Dress code: White\n\nhttps://jemputan.example/aisyah');
    expect(read2[1]!.description).toBe('Lunch is served\n\nhttps://jemputan.example/aisyah');
    expect(read2[0]!.component.getFirstPropertyValue('url')).toBe('https://jemputan.example/aisyah');
    expect(new Date(startOf(read2[0]!)).toISOString()).toBe('2027-06-11T12:00:00.000Z');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text.match(/DTSTART;TZID=Asia\/Kuala_Lumpur:/g)).toHaveLength(2);
  });

  it('text escaping round-trips: commas, semicolons, backslashes, new lines, Tamil and Chinese', () => {
    const title = 'Lunch, dinner; dancing \\ more\nசிறப்பு விருந்து 喜宴';
    const location = 'Hall A, Level 3; Block B\\C';
    const description = 'Line one\nLine two, with; punctuation';
    const { events } = read(buildIcs([event('2027-06-12', '11:00', '', { title, location, description })], { timeZone: 'Asia/Kuala_Lumpur', now: STAMP }));
    expect(events[0]!.summary).toBe(title);
    expect(events[0]!.location).toBe(location);
    expect(events[0]!.description).toBe(description);
  });

  it('an all-day event keeps VALUE=DATE beside timed ones', () => {
    const text = buildIcs([event('2027-06-12', ''), event('2027-06-13', '10:00')], { timeZone: 'Europe/London', now: STAMP });
    expect(text).toContain('DTSTART;VALUE=DATE:20270612');
    const { events } = read(text);
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.startDate.toString()).toBe('2027-06-12');
    expect(new Date(startOf(events[1]!)).toISOString()).toBe('2027-06-13T09:00:00.000Z');
  });
});
