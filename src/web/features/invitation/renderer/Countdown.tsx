import { useEffect, useId, useState } from 'react';
import type { InvitationView } from '@shared/invitation-view';
import { wallWindow } from './format';
import { Panel, SectionHeading, type RenderContext } from './ui';

const HOUR = 3_600_000;

/**
 * Wall milliseconds → an instant. In the browser after mount: the viewer's own zone (the guest is
 * normally where the event is). For the server's markup and the hydrating render, which must agree
 * whatever zone either machine is in: a fixed UTC+08:00 (Malaysia, the product's home), replaced by
 * the viewer's zone one tick later.
 */
function toInstant(wall: number, local: boolean): number {
  if (!local) return wall - 8 * HOUR;
  const d = new Date(wall);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()).getTime();
}

export function Countdown({ invitation, now, ctx }: { invitation: InvitationView; now: number; ctx: RenderContext }) {
  const titleId = useId();
  const [clock, setClock] = useState({ now, local: false });
  useEffect(() => {
    const tick = () => setClock({ now: Date.now(), local: true });
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);

  const window = wallWindow(invitation.date, invitation.time, invitation.endTime);
  if (!window) return null;
  const { text } = ctx;
  const start = toInstant(window.start, clock.local);
  const end = toInstant(window.end, clock.local);
  const left = Math.max(0, start - clock.now);
  const units: [number, string][] = [
    [Math.floor(left / (24 * HOUR)), text.days],
    [Math.floor(left / HOUR) % 24, text.hours],
    [Math.floor(left / 60_000) % 60, text.minutes],
    [Math.floor(left / 1000) % 60, text.seconds],
  ];

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
          {clock.now < end ? text.happeningNow : text.eventPassed}
        </p>
      )}
    </Panel>
  );
}
