import { Icon } from './icons';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { InvitationEvent } from '@shared/events';
import type { InvitationView } from '@shared/invitation-view';
import type { CoverGuest } from '@web/features/invitation/types';
import { SaveTheDateChoices } from './Events';
import { PhotoPicture } from './Gallery';
import { formatDate, formatTime, isPlaceholderParents, parseIsoDate } from './format';
import { loadCalendar, prefersIcs, saveToCalendar } from './save-the-date';
import { Sheet } from './Sheet';
import { fontStyle } from './theme';
import { Flourish, Panel, Tint, cx, type RenderContext, useScopedId } from './ui';

/** Content position (product.md §3): each axis -100..100 shares the section's free space out before and after the content. */
export function Positioned({ position, children }: { position: InvitationView['contentPosition']; children: ReactNode }) {
  const clamp = (value: unknown) => Math.max(-100, Math.min(100, Number(value) || 0));
  const h = clamp(position?.horizontal);
  const v = clamp(position?.vertical);
  return (
    <div className="flex flex-1 flex-col">
      <div aria-hidden="true" style={{ flexGrow: (100 + v) / 200 }} />
      <div className="flex">
        <div aria-hidden="true" style={{ flexGrow: (100 + h) / 200 }} />
        {/* Narrower when moved sideways, so there is room to move within the frame. */}
        <div className={cx('min-w-0 shrink-0', h === 0 ? 'w-full' : 'w-[84%]')}>{children}</div>
        <div aria-hidden="true" style={{ flexGrow: (100 - h) / 200 }} />
      </div>
      <div aria-hidden="true" style={{ flexGrow: (100 - v) / 200 }} />
    </div>
  );
}

/** One of the three sections: its own padding (marginSettings) and at least one screen tall. */
export function Page({
  padding,
  extraBottom = 0,
  position,
  labelledBy,
  children,
}: {
  padding: number;
  extraBottom?: number;
  position: InvitationView['contentPosition'];
  labelledBy?: string;
  children: ReactNode;
}) {
  const p = Math.max(0, Math.min(100, Number(padding) || 0));
  return (
    <section
      aria-labelledby={labelledBy}
      className="inv-page relative flex flex-col"
      style={{ padding: `${p}px`, paddingBottom: `${p + extraBottom}px` }}
    >
      <Positioned position={position}>{children}</Positioned>
    </section>
  );
}

/**
 * The host's rich title as phrasing content for its heading: a <p> (or any block the editor makes)
 * may not sit in an <h1> (the Nu HTML Checker's error on every invitation), so each block becomes a
 * block span (renderer.css .inv-line) with its own alignment. The HTML is the server's sanitised
 * rich text (p, h1–h3, blockquote, lists, with a style attribute at most).
 */
export function headingHtml(html: string | null | undefined): string {
  // Only the tag's name changes: its attributes (a style) and its '>' stay.
  return (html ?? '').replace(/<(\/?)(?:p|h[1-6]|blockquote|[ou]l|li|div)\b/gi, (_match, close: string) => (close ? '</span' : '<span class="inv-line"'));
}

export function Cover({ invitation, ctx, titleId, guest }: { invitation: InvitationView; ctx: RenderContext; titleId: string; guest?: CoverGuest }) {
  const { text, theme } = ctx;
  const show = invitation.displaySettings;
  const H1 = ctx.h1;
  const date = show.showDate ? formatDate(invitation.date, text) : '';
  return (
    <Panel className="inv-cover px-7 py-14">
      <span aria-hidden="true" className="inv-cover-frame" />
      {/* The host's cover photo (issue 19): an arch of fixed shape, so the text below never moves when it loads. */}
      {invitation.coverPhoto && (
        <div className="relative mx-auto mb-7 aspect-[4/5] w-full max-w-44 overflow-hidden rounded-t-full rounded-b-2xl shadow-lg ring-1 ring-current/20">
          <PhotoPicture photo={invitation.coverPhoto} alt="" eager sizes="176px" className="size-full object-cover" />
        </div>
      )}
      {/* A household's personal link: addressed to it, like an envelope ("Kepada Encik Ahmad sekeluarga"). */}
      {guest && (
        <p className="mb-7 leading-snug">
          <span className="block text-sm opacity-80">{guest.greeting}</span>{' '}
          <span className="inv-script mt-1 block text-2xl break-words">{guest.name}</span>
        </p>
      )}
      <p className="inv-caps inv-caps-wide" style={fontStyle(theme.font('eventType'))}>
        {text.eventTypes[invitation.eventType] ?? text.eventTypes.wedding}
      </p>
      <Flourish className="my-5" />
      <H1
        id={titleId}
        className="inv-rich inv-title leading-[1.15] break-words"
        style={fontStyle(theme.font('eventName'))}
        dangerouslySetInnerHTML={{ __html: headingHtml(invitation.eventName) }}
      />
      <Flourish className="my-6" />
      {date && (
        <p className="leading-snug tracking-wide" style={fontStyle(theme.font('date'))}>
          {date}
        </p>
      )}
      {show.showVenue && invitation.venue?.trim() && (
        <p className="mt-3 leading-snug" style={fontStyle(theme.font('venue'))}>
          {invitation.venue}
        </p>
      )}
    </Panel>
  );
}

function InfoRow({ icon, label, children, style }: { icon: ReactNode; label: string; children: ReactNode; style?: CSSProperties }) {
  return (
    <div className="flex flex-col items-center gap-1.5">
      <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full border border-current/30">
        {icon}
      </span>
      <span className="sr-only">{label}</span>
      <div className="leading-snug" style={style}>
        {children}
      </div>
    </div>
  );
}

export function Details({
  invitation,
  events,
  ctx,
  saveTheDate,
}: {
  invitation: InvitationView;
  /** The page's events (`pageEvents`): with several, their cards follow and Save The Date offers each and all. */
  events: InvitationEvent[];
  ctx: RenderContext;
  /** The Save The Date button (`SaveTheDate`), an island of its own on the public page. */
  saveTheDate?: ReactNode;
}) {
  const { text, theme } = ctx;
  const several = events.length > 1;
  const show = invitation.displaySettings;
  const headingId = useScopedId();
  const Heading = ctx.h2;
  const beloved = fontStyle(theme.font('belovedTitle'));
  const parents = [
    { key: 'groom', value: invitation.parentDetails?.groomParents ?? '', line: text.belovedSonOf, showLine: show.showBelovedSonOf },
    { key: 'bride', value: invitation.parentDetails?.brideParents ?? '', line: text.belovedDaughterOf, showLine: show.showBelovedDaughterOf },
  ].filter((parent) => !isPlaceholderParents(parent.value));

  const date = show.showDate ? formatDate(invitation.date, text) : '';
  const start = show.showTime ? formatTime(invitation.time, text) : '';
  const end = show.showTime && show.showTimeEnd ? formatTime(invitation.endTime, text) : '';
  const coHosts = invitation.showCoOrganizers ? (invitation.coOrganizers ?? []).filter((person) => person?.name?.trim()) : [];
  const nameFont = theme.font('eventName');

  return (
    <Panel className="space-y-7">
      <Heading id={headingId} className="sr-only">
        {text.detailsHeading}
      </Heading>

      {invitation.greeting?.trim() && (
        <p className="leading-snug italic" style={fontStyle(theme.font('greeting'))}>
          {invitation.greeting}
        </p>
      )}

      {parents.length > 0 && (
        <div className="space-y-4">
          {show.showBelovedTitle && (
            <p data-beloved="title" className="inv-caps" style={beloved}>
              {text.belovedTitle}
            </p>
          )}
          {parents.map((parent, index) => (
            <div key={parent.key}>
              {index > 0 && (
                <p aria-hidden="true" className="mb-3 text-xl" style={{ fontFamily: nameFont.fontFamily }}>
                  &amp;
                </p>
              )}
              {parent.showLine && (
                <p data-beloved={parent.key} className="mb-1 italic" style={beloved}>
                  {parent.line}
                </p>
              )}
              <p className="text-lg font-semibold">{parent.value.trim()}</p>
            </div>
          ))}
        </div>
      )}

      {invitation.tagline?.trim() && <p className="text-base leading-relaxed tracking-wide">{invitation.tagline}</p>}

      {show.showGroomBrideNames && invitation.groomBrideName?.trim() && (
        <p className="leading-tight break-words" style={fontStyle(nameFont, 0.82)}>
          {invitation.groomBrideName}
        </p>
      )}

      {invitation.muhurtham?.trim() && (
        <Tint className="inv-ring mx-auto max-w-[18rem] px-5 py-4">
          <p className="flex items-center justify-center gap-2 text-xs font-semibold inv-caps">
            <Icon name="sparkles" className="size-3.5" />
            {text.muhurtham}
          </p>
          <p className="mt-1.5 text-lg font-semibold">{invitation.muhurtham}</p>
        </Tint>
      )}

      {/* With several events, each one's date, time and place are on its card (Events). */}
      {!several && (date || start || (show.showVenue && (invitation.venue?.trim() || invitation.address?.trim()))) && (
        <div className="space-y-5">
          <Flourish />
          {date && (
            <InfoRow icon={<Icon name="calendarDays" className="size-4" />} label={text.date} style={fontStyle(theme.font('date'))}>
              {date}
            </InfoRow>
          )}
          {start && (
            <InfoRow icon={<Icon name="clock" className="size-4" />} label={text.time} style={fontStyle(theme.font('date'), 0.95)}>
              {end ? `${start} – ${end}` : start}
            </InfoRow>
          )}
          {show.showVenue && (invitation.venue?.trim() || invitation.address?.trim()) && (
            <InfoRow icon={<Icon name="mapPin" className="size-4" />} label={text.venue} style={fontStyle(theme.font('venue'))}>
              {invitation.venue?.trim() && <span className="block font-semibold">{invitation.venue}</span>}
              {invitation.address?.trim() && (
                <div className="inv-rich mt-1 text-[0.92em]" dangerouslySetInnerHTML={{ __html: invitation.address }} />
              )}
            </InfoRow>
          )}
        </div>
      )}

      {show.showSaveTheDate && saveTheDate}

      {(invitation.organizer?.name?.trim() || coHosts.length > 0) && (
        <div className="space-y-4">
          <Flourish />
          {invitation.organizer?.name?.trim() && (
            <div>
              <p className="text-xs font-semibold inv-caps">{text.host}</p>
              <p className="mt-1 text-lg font-semibold">{invitation.organizer.name}</p>
            </div>
          )}
          {coHosts.length > 0 && (
            <div data-co-organizers="">
              <p className="text-xs font-semibold inv-caps">{text.coHosts}</p>
              <ul className="mt-1 space-y-1">
                {coHosts.map((person, index) => (
                  <li key={`${person.name}-${index}`}>
                    <span className="font-semibold">{person.name}</span>
                    {person.role?.trim() && <span className="block text-sm">{person.role}</span>}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      {invitation.note?.trim() && <p className="text-sm leading-relaxed whitespace-pre-line italic">{invitation.note}</p>}

      {invitation.hashtag?.trim() && (
        <p className="font-semibold tracking-wide" style={fontStyle(theme.font('hashtag'))}>
          {invitation.hashtag}
        </p>
      )}
    </Panel>
  );
}

/**
 * Save The Date (product.md §2): one event goes to the guest's calendar at once; with several, a
 * sheet offers each and all. Needs a script: without one the button is not shown (renderer.css).
 */
export function SaveTheDate({ invitation, events, ctx, publicUrl }: { invitation: InvitationView; events: InvitationEvent[]; ctx: RenderContext; publicUrl?: string }) {
  const { text, notify } = ctx;
  const several = events.length > 1;
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    void loadCalendar().catch(() => undefined);
  }, []);

  const save = () => {
    if (several) {
      setChoosing(true);
      return;
    }
    const event = events[0];
    if (!event || !parseIsoDate(event.date)) {
      notify(text.dateNotSet);
      return;
    }
    void saveToCalendar(prefersIcs() ? 'ics' : 'google', [event], invitation, ctx, { publicUrl, several: false });
  };

  return (
    <>
      <button type="button" onClick={save} className="inv-btn inv-needs-script" aria-haspopup={several ? 'dialog' : undefined}>
        <Icon name="calendarPlus" className="size-4" />
        {text.saveTheDate}
      </button>
      {several && (
        <Sheet open={choosing} onClose={() => setChoosing(false)} closeLabel={text.close} title={text.saveTheDate}>
          <SaveTheDateChoices invitation={invitation} events={events} ctx={ctx} publicUrl={publicUrl} />
        </Sheet>
      )}
    </>
  );
}
