import type * as Calendar from '@shared/calendar';
import type { InvitationEvent } from '@shared/events';
import type { InvitationView } from '@shared/invitation-view';
import { zoneOf } from './format';
import type { RenderContext } from './ui';

/*
 * Save The Date (product.md §2): a Google Calendar link or an .ics file, for one event or several.
 * The calendar code (src/shared/calendar.ts) loads after the page, not with it; it is ready long
 * before a tap, so nothing is awaited and the tap still counts as the user gesture that a new tab
 * or a download needs.
 */

let calendarModule: typeof Calendar | undefined;
export const loadCalendar = () => import('@shared/calendar').then((module) => (calendarModule = module));

export type CalendarKind = 'google' | 'ics';

/** iPhones and iPads open an .ics in their Calendar; elsewhere the Google link is the one-tap way. */
export function prefersIcs(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

/** The event's own name, else the invitation's kind of event ("Wedding"). */
export function eventName(event: Pick<InvitationEvent, 'name'>, invitation: InvitationView, ctx: RenderContext): string {
  return event.name.trim() || (ctx.text.eventTypes[invitation.eventType] ?? ctx.text.eventTypes.wedding);
}

/**
 * Puts `events` in the guest's calendar: the Google link of the first one, or one .ics with them all.
 * Tells the guest what happened in the notice area.
 */
export async function saveToCalendar(
  kind: CalendarKind,
  events: readonly InvitationEvent[],
  invitation: InvitationView,
  ctx: RenderContext,
  options: { publicUrl?: string; several: boolean },
) {
  const { text, notify } = ctx;
  const calendar = calendarModule ?? (await loadCalendar().catch(() => undefined));
  if (!calendar) {
    notify(text.genericError);
    return;
  }
  const entries = calendar.calendarEventsFor({ eventName: invitation.eventName, timeZone: zoneOf(invitation) }, events, {
    publicUrl: options.publicUrl,
    fallbackName: options.several ? (text.eventTypes[invitation.eventType] ?? text.eventTypes.wedding) : undefined,
    labels: { dressCode: text.dressCode },
  });
  if (!entries.length) {
    notify(text.dateNotSet);
    return;
  }
  if (kind === 'ics') {
    const url = URL.createObjectURL(new Blob([calendar.buildIcs(entries)], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = calendar.icsFileName(entries.length === 1 ? (entries[0]?.title ?? '') : calendar.stripHtml(invitation.eventName));
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } else {
    window.open(calendar.googleCalendarUrl(entries[0] as Calendar.CalendarEvent), '_blank', 'noopener,noreferrer');
  }
  notify(text.addedToCalendar);
}
