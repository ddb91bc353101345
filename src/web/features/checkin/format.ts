import type { CheckinHousehold, CheckinSession } from '@shared/checkin';

/** Today's date (YYYY-MM-DD) where the event is, whatever the phone's own zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The event a helper starts at: today's (the first of today's), else the first. */
export function defaultEventId(session: CheckinSession, now = new Date()): string | undefined {
  const today = todayIn(session.timeZone, now);
  return (session.events.find((event) => event.date === today) ?? session.events[0])?.id;
}

/** "Sat 21 Aug, 16:00" from the host's wall-clock values (no zone conversion: they are shown as entered). */
export function eventWhen(date: string, time: string): string {
  if (!date) return time;
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return time ? `${day}, ${time}` : day;
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What the household said for this event, in a few words. */
export function answerText(entry: CheckinHousehold['events'][number] | undefined): string {
  if (!entry || entry.attendingGuests === null) return 'No answer yet';
  if (entry.attendingGuests === 0) return 'Said they cannot come';
  return `Said ${plural(entry.attendingGuests, 'guest')} will come`;
}

/** The guests a helper expects: the answer's count, else the seats. */
export const expectedGuests = (household: CheckinHousehold, entry: CheckinHousehold['events'][number] | undefined) =>
  entry?.attendingGuests ? entry.attendingGuests : household.seats;

/** The stepper's first value: those still to come, at least one. */
export const defaultGuests = (household: CheckinHousehold, entry: CheckinHousehold['events'][number] | undefined) =>
  Math.max(1, expectedGuests(household, entry) - (entry?.arrived ?? 0));

/** A timestamp for the host's list ("21 Aug 2027, 16:00"). */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
