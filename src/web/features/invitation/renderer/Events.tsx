
import type { InvitationEvent } from '@shared/events';
import type { InvitationView } from '@shared/invitation-view';
import { formatDate, formatTime, safeHref } from './format';
import { Icon } from './icons';
import { eventName, saveToCalendar, type CalendarKind } from './save-the-date';
import { fontStyle } from './theme';
import { Flourish, Panel, SectionHeading, type RenderContext, useScopedId } from './ui';

/** What one event's card shows, after the invitation's display flags (product.md §3). */
function eventFacts(event: InvitationEvent, invitation: InvitationView, ctx: RenderContext) {
  const show = invitation.displaySettings;
  const start = show.showTime ? formatTime(event.time, ctx.text) : '';
  const end = start && show.showTimeEnd ? formatTime(event.endTime, ctx.text) : '';
  return {
    date: show.showDate ? formatDate(event.date, ctx.text) : '',
    time: end ? `${start} – ${end}` : start,
    venue: show.showVenue ? event.venue.trim() : '',
    address: show.showVenue && event.address.trim() ? event.address : '',
    maps: show.showVenue ? { google: safeHref(event.mapUrls?.google), waze: safeHref(event.mapUrls?.waze) } : { google: '', waze: '' },
  };
}

/** Google Calendar and .ics for some events; `label` names them for screen readers ("Akad Nikah"). */
export function CalendarButtons({
  onSave,
  ctx,
  label,
  className,
}: {
  onSave: (kind: CalendarKind) => void;
  ctx: RenderContext;
  label: string;
  className?: string;
}) {
  const { text } = ctx;
  return (
    <div className={className ?? 'grid gap-2'}>
      <button type="button" className="inv-btn inv-btn-sm" onClick={() => onSave('google')}>
        <Icon name="calendarPlus" className="size-4 shrink-0" />
        {text.googleCalendar}
        <span className="sr-only">: {label}</span>
      </button>
      <button type="button" className="inv-btn inv-btn-line inv-btn-sm" onClick={() => onSave('ics')}>
        <Icon name="calendarDays" className="size-4 shrink-0" />
        {text.calendarFile}
        <span className="sr-only">: {label}</span>
      </button>
    </div>
  );
}

function EventCard({
  event,
  invitation,
  ctx,
  publicUrl,
}: {
  event: InvitationEvent;
  invitation: InvitationView;
  ctx: RenderContext;
  publicUrl?: string;
}) {
  const { text, theme } = ctx;
  const headingId = useScopedId();
  const facts = eventFacts(event, invitation, ctx);
  const name = eventName(event, invitation, ctx);
  const Heading = ctx.h2 === 'h2' ? 'h3' : 'h4';
  const titleFont = theme.font('eventName');
  return (
    <li data-event-id={event.id} aria-labelledby={headingId} className="inv-event">
      <Heading id={headingId} className="text-[1.7rem] leading-tight break-words" style={{ fontFamily: titleFont.fontFamily, color: titleFont.color }}>
        {name}
      </Heading>
      <Flourish className="my-3 scale-75" />
      {facts.date && (
        <p className="leading-snug tracking-wide" style={fontStyle(theme.font('date'), 0.95)}>
          {facts.date}
        </p>
      )}
      {facts.time && <p className="mt-1 text-[0.95rem] leading-snug tabular-nums">{facts.time}</p>}
      {(facts.venue || facts.address) && (
        <div className="mt-4 leading-snug" style={fontStyle(theme.font('venue'), 0.95)}>
          {facts.venue && <p className="font-semibold">{facts.venue}</p>}
          {facts.address && <div className="inv-rich mt-1 text-[0.9em]" dangerouslySetInnerHTML={{ __html: facts.address }} />}
        </div>
      )}
      {event.dressCode.trim() && (
        <p className="mt-4 text-sm leading-snug">
          <span className="inv-caps inv-caps-tight block text-[0.68rem] font-semibold opacity-80">{text.dressCode}</span>
          <span className="mt-0.5 block">{event.dressCode}</span>
        </p>
      )}
      {event.note.trim() && <p className="mt-3 text-sm leading-relaxed whitespace-pre-line italic">{event.note}</p>}
      {(facts.maps.google || facts.maps.waze) && (
        <div className="mt-5 grid grid-cols-2 gap-2">
          {facts.maps.google && (
            <a href={facts.maps.google} target="_blank" rel="noopener noreferrer" className={`inv-btn inv-btn-line inv-btn-sm${facts.maps.waze ? '' : ' col-span-2'}`}>
              <Icon name="mapPin" className="size-4 shrink-0" />
              {text.googleMaps}
              <span className="sr-only">: {name}</span>
            </a>
          )}
          {facts.maps.waze && (
            <a href={facts.maps.waze} target="_blank" rel="noopener noreferrer" className={`inv-btn inv-btn-line inv-btn-sm${facts.maps.google ? '' : ' col-span-2'}`}>
              <Icon name="navigation" className="size-4 shrink-0" />
              Waze
              <span className="sr-only">: {name}</span>
            </a>
          )}
        </div>
      )}
      {invitation.displaySettings.showSaveTheDate && event.date && (
        <div className="mt-5">
          <p aria-hidden="true" className="inv-caps inv-caps-tight mb-2 text-[0.68rem] font-semibold opacity-80">
            {text.saveTheDate}
          </p>
          <CalendarButtons ctx={ctx} label={name} onSave={(kind) => void saveToCalendar(kind, [event], invitation, ctx, { publicUrl, several: true })} />
        </div>
      )}
    </li>
  );
}

/**
 * The events of an invitation with more than one (issue 18), in the host's order: a card each with
 * its name (or the kind of event), date, times, venue, address, map links, dress code, note and its
 * own Save The Date. `data-section="events"`: the editor scrolls its live preview here.
 */
export function Events({ invitation, events, ctx, publicUrl }: { invitation: InvitationView; events: InvitationEvent[]; ctx: RenderContext; publicUrl?: string }) {
  const headingId = useScopedId();
  return (
    <div data-section="events">
      <Panel section labelledBy={headingId} className="px-4">
        <SectionHeading ctx={ctx} id={headingId}>
          {ctx.text.eventsHeading}
        </SectionHeading>
        <ol role="list" className="space-y-4">
          {events.map((event) => (
            <EventCard key={event.id} event={event} invitation={invitation} ctx={ctx} publicUrl={publicUrl} />
          ))}
        </ol>
      </Panel>
    </div>
  );
}

/** Save The Date of an invitation with several events: every event in one file, or one event at a time. */
export function SaveTheDateChoices({ invitation, events, ctx, publicUrl }: { invitation: InvitationView; events: InvitationEvent[]; ctx: RenderContext; publicUrl?: string }) {
  const { text } = ctx;
  const dated = events.filter((event) => event.date);
  return (
    <div className="space-y-5">
      <div>
        <p className="text-lg font-semibold">{text.allEvents}</p>
        <button type="button" className="inv-btn mt-2 w-full" onClick={() => void saveToCalendar('ics', dated, invitation, ctx, { publicUrl, several: true })}>
          <Icon name="calendarDays" className="size-4 shrink-0" />
          {text.calendarFile}
          <span className="sr-only">: {text.allEvents}</span>
        </button>
      </div>
      <ul className="space-y-4">
        {dated.map((event) => {
          const name = eventName(event, invitation, ctx);
          return (
            <li key={event.id} className="inv-tint rounded-2xl p-4">
              <p className="font-semibold">{name}</p>
              <p className="mb-3 text-sm">{formatDate(event.date, text)}</p>
              <CalendarButtons ctx={ctx} label={name} onSave={(kind) => void saveToCalendar(kind, [event], invitation, ctx, { publicUrl, several: true })} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
