import { afterEach, describe, expect, it } from 'vitest';
import { csvDateTime, MALAYSIA_TIME_ZONE } from '@shared/datetime';
import { formatDate, formatDateTime, formatDay } from '@web/i18n/format';
import { formatMinutes } from '@web/features/admin/payments/PaymentOverviewPanel';

/* Issue 31: one way of showing instants, in Malaysia time, on every screen and in every CSV. */

const machineZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = machineZone;
});

describe('csvDateTime: the one CSV form', () => {
  it('writes ISO 8601 in Malaysia time with +08:00, to the second', () => {
    expect(csvDateTime('2026-12-02T13:05:00.000Z')).toBe('2026-12-02T21:05:00+08:00');
    expect(csvDateTime(new Date('2026-12-31T16:00:00.999Z'))).toBe('2027-01-01T00:00:00+08:00');
    expect(MALAYSIA_TIME_ZONE).toBe('Asia/Kuala_Lumpur');
  });

  it('leaves no value empty, and reads another zone with its own offset when told', () => {
    expect(csvDateTime(null)).toBe('');
    expect(csvDateTime(undefined)).toBe('');
    expect(csvDateTime('not a date')).toBe('');
    expect(csvDateTime('2026-07-02T13:05:00Z', 'Europe/London')).toBe('2026-07-02T14:05:00+01:00');
    expect(csvDateTime('2026-01-02T13:05:00Z', 'America/St_Johns')).toBe('2026-01-02T09:35:00-03:30');
  });

  it('does not depend on the machine\'s zone', () => {
    for (const tz of ['UTC', 'Pacific/Honolulu', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(csvDateTime('2026-12-02T13:05:00Z')).toBe('2026-12-02T21:05:00+08:00');
    }
  });
});

describe('screens: i18n/format.ts reads instants on Malaysia\'s clock, whatever the browser\'s zone', () => {
  it('formatDateTime and formatDay', () => {
    // The payment list used the browser's zone: in Honolulu 21:05 in Kuala Lumpur showed as 03:05.
    process.env.TZ = 'Pacific/Honolulu';
    expect(formatDateTime('english', '2026-12-02T13:05:00Z')).toBe('2 Dec 2026, 21:05');
    expect(formatDateTime('malay', new Date('2026-12-02T13:05:00Z'))).toBe('2 Dis 2026, 21:05');
    expect(formatDateTime('chinese', '2026-12-02T13:05:00Z')).toBe('2026年12月2日 21:05');
    // 01:05 on 3 December in Kuala Lumpur is still 2 December in UTC.
    expect(formatDay('english', '2026-12-02T17:05:00Z')).toBe('3 Dec 2026');
  });

  it('a calendar day kept as UTC midnight stays its day when the caller says UTC', () => {
    process.env.TZ = 'Pacific/Honolulu';
    expect(formatDate('english', new Date(Date.UTC(2027, 5, 12)), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })).toBe('12 Jun 2027');
  });
});

describe('the median time to a decision as the overview shows it', () => {
  it('whole minutes, hours and minutes, days and hours', () => {
    expect(formatMinutes(8)).toBe('8 min');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(270)).toBe('4 h 30 min');
    expect(formatMinutes(240)).toBe('4 hours');
    expect(formatMinutes(54 * 60)).toBe('2 days 6 h');
  });
});
