import type { CheckinHousehold, CheckinSession } from '@shared/checkin';
import type { HostLanguage } from '@shared/host-language';
import { formatDate } from '@web/i18n/format';
import type { CheckinWords } from '@web/i18n/catalogues/checkin.english';

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

/** "Sat 21 Aug, 16:00" from the host's wall-clock values (no zone conversion: they are shown as entered), in the host's language. */
export function eventWhen(language: HostLanguage, date: string, time: string): string {
  if (!date) return time;
  const [y, m, d] = date.split('-').map(Number);
  const when = new Date(Date.UTC(y!, m! - 1, d!));
  const day = `${formatDate(language, when, { weekday: 'short', timeZone: 'UTC' })} ${formatDate(language, when, { day: 'numeric', month: 'short', timeZone: 'UTC' })}`;
  return time ? `${day}, ${time}` : day;
}

/** What the household said for this event, in a few words. */
export function answerText(words: CheckinWords, entry: CheckinHousehold['events'][number] | undefined): string {
  if (!entry || entry.attendingGuests === null) return words.noAnswerYet;
  if (entry.attendingGuests === 0) return words.saidCannotCome;
  return words.saidWillCome(entry.attendingGuests);
}

/** The guests a helper expects: the answer's count, else the seats. */
export const expectedGuests = (household: CheckinHousehold, entry: CheckinHousehold['events'][number] | undefined) =>
  entry?.attendingGuests ? entry.attendingGuests : household.seats;

/** The stepper's first value: those still to come, at least one. */
export const defaultGuests = (household: CheckinHousehold, entry: CheckinHousehold['events'][number] | undefined) =>
  Math.max(1, expectedGuests(household, entry) - (entry?.arrived ?? 0));

/** A timestamp for the host's list ("21 Aug 2027, 16:00"). */
export const formatDateTime = (language: HostLanguage, iso: string) =>
  formatDate(language, new Date(iso), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A time on the door's phone ("16:05"). */
export const formatClock = (language: HostLanguage, iso: string) => formatDate(language, new Date(iso), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
