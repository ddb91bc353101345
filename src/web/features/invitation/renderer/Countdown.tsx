import { useEffect, useState } from 'react';
import type { InvitationEvent } from '@shared/events';
import { fillText } from '@shared/i18n/invitation-base';
import type { InvitationView } from '@shared/invitation-view';
import { wallWindow, zonedInstant, zoneOf } from './format';
import { eventName } from './save-the-date';
import { Panel, SectionHeading, type RenderContext, useScopedId } from './ui';

const HOUR = 3_600_000;

/**
 * The events' real start and end instants, earliest first: their wall clock read in the invitation's
 * zone (not the viewer's), so a guest in London counts the same hours as one in Kuala Lumpur, and the
 * server's markup equals the hydrating render whatever zone either machine is in.
 */
function timeline(events: InvitationEvent[], zone: string) {
  return events
    .flatMap((event) => {
      const window = wallWindow(event.date, event.time, event.endTime);
      return window ? [{ event, start: zonedInstant(window.start, zone), end: zonedInstant(window.end, zone) }] : [];
    })
    .sort((a, b) => a.start - b.start);
}

/**
 * Counts down to the next event to start; says so while one is happening; after the last one has
 * ended, that the celebration has passed. Not drawn without a dated event.
 */
export function Countdown({ invitation, events, now, ctx }: { invitation: InvitationView; events: InvitationEvent[]; now: number; ctx: RenderContext }) {
  const titleId = useScopedId();
  const [clock, setClock] = useState(now);
  useEffect(() => {
    const tick = () => setClock(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);

  const times = timeline(events, zoneOf(invitation));
  if (!times.length) return null;
  const { text } = ctx;
  const current = times.find((item) => item.start <= clock && clock < item.end);
  const next = times.find((item) => item.start > clock);
  const left = next && !current ? next.start - clock : 0;
  const units: [number, string][] = [
    [Math.floor(left / (24 * HOUR)), text.days],
    [Math.floor(left / HOUR) % 24, text.hours],
    [Math.floor(left / 60_000) % 60, text.minutes],
    [Math.floor(left / 1000) % 60, text.seconds],
  ];
  // With several events, which one it is about.
  const about = events.length > 1 ? (current ?? next)?.event : undefined;

  return (
    <Panel section labelledBy={titleId}>
      <SectionHeading ctx={ctx} id={titleId}>
        {text.countdownHeading}
      </SectionHeading>
      {left > 0 ? (
        <ol role="list" className="grid grid-cols-4 gap-2.5">
          {units.map(([value, label]) => (
            <li key={label} className="inv-tint inv-ring flex flex-col items-center rounded-2xl px-1 py-3">
              <span className="text-3xl leading-none font-semibold tabular-nums" suppressHydrationWarning>
                {String(value).padStart(2, '0')}
              </span>
              <span className="mt-2 text-[0.7rem] inv-caps inv-caps-tight">{label}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p role="status" className="text-lg leading-relaxed">
          {current ? text.happeningNow : text.eventPassed}
        </p>
      )}
      {about && (
        <p data-countdown-event={about.id} className="mt-4 text-sm inv-caps inv-caps-tight" suppressHydrationWarning>
          {left > 0 ? fillText(text.countingTo, { name: eventName(about, invitation, ctx) }) : eventName(about, invitation, ctx)}
        </p>
      )}
    </Panel>
  );
}
