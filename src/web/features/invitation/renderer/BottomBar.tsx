import { Icon } from './icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { InvitationView } from '@shared/invitation-view';
import { BarSheet, type SheetKind } from './BarSheet';
import { ENVELOPE_OPENED } from './Envelope';
import { pageEvents, safeHref, youtubeId } from './format';
import { shownGift } from './GiftSection';
import { Sheet } from './Sheet';
import type { Notice, RenderContext } from './ui';

const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';

/** What the bottom bar can offer: each button only when its data exists (product.md §2). */
export function barItems(invitation: InvitationView, showRsvp: boolean) {
  // Every event's place (issue 28), the main event's alone when there is one event.
  const places = pageEvents(invitation)
    .map((event) => ({ ...event, google: safeHref(event.mapUrls?.google), waze: safeHref(event.mapUrls?.waze) }))
    .filter((place) => place.google || place.waze);
  const contacts = (invitation.contacts ?? []).filter((contact) => contact?.phone?.replace(/\D/g, ''));
  const videoId = youtubeId(invitation.music?.youtubeUrl);
  // The gift section is on the page (GiftSection); the bar's button takes the guest there.
  const gift = Boolean(shownGift(invitation.gift));
  return { places, contacts, videoId, gift, rsvp: showRsvp, any: Boolean(places.length || contacts.length || videoId || gift || showRsvp) };
}
export type BarItems = ReturnType<typeof barItems>;

/**
 * The bar at the bottom of the frame (sticky, so it stays inside the frame in a preview too), with
 * the sheets it opens, the hidden music player and the notice area just above it.
 */
export function BottomBar({
  invitation,
  ctx,
  notice,
  showRsvp,
  onRsvp,
  onGift,
}: {
  invitation: InvitationView;
  ctx: RenderContext;
  notice: Notice | null;
  showRsvp: boolean;
  onRsvp: () => void;
  onGift: () => void;
}) {
  const { text } = ctx;
  const items = barItems(invitation, showRsvp);
  const [sheet, setSheet] = useState<SheetKind | null>(null);
  const [music, setMusic] = useState<'off' | 'playing' | 'paused'>('off');
  const player = useRef<HTMLIFrameElement>(null);
  const bar = useRef<HTMLDivElement>(null);

  // The guest's tap on the envelope starts the music (a gesture, so the browser allows sound); never in a preview.
  useEffect(() => {
    const frame = bar.current?.parentElement;
    if (ctx.mode !== 'public' || !items.videoId || !frame) return;
    const start = () => setMusic((state) => (state === 'off' ? 'playing' : state));
    frame.addEventListener(ENVELOPE_OPENED, start);
    return () => frame.removeEventListener(ENVELOPE_OPENED, start);
  }, [ctx.mode, items.videoId]);

  const toggleMusic = () => {
    // The first tap creates the player, which autoplays: nothing loads or plays before the guest asks.
    if (music === 'off') return setMusic('playing');
    const func = music === 'playing' ? 'pauseVideo' : 'playVideo';
    player.current?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args: [] }), YOUTUBE_ORIGIN);
    setMusic(music === 'playing' ? 'paused' : 'playing');
  };

  const button = (label: string, icon: ReactNode, onClick: () => void, dialog?: boolean) => (
    <button type="button" className="inv-bar-btn" onClick={onClick} aria-haspopup={dialog ? 'dialog' : undefined}>
      {icon}
      <span>{label}</span>
    </button>
  );
  const start = Math.max(0, Math.floor(Number(invitation.music?.startTime) || 0));

  return (
    <div ref={bar} className="sticky bottom-0 z-30 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <div role="status" aria-live="polite" className="pointer-events-none absolute inset-x-0 bottom-full flex justify-center px-6">
        {notice && (
          <div key={notice.id} className="inv-notice">
            {notice.title && <strong className="block">{notice.title}</strong>}
            {notice.message}
          </div>
        )}
      </div>

      {items.any && (
        <nav aria-label={text.actions} className="inv-bar">
          {items.places.length > 0 && button(text.location, <Icon name="mapPin" />, () => setSheet('location'), true)}
          {items.contacts.length > 0 && button(text.contact, <Icon name="phone" />, () => setSheet('contact'), true)}
          {items.videoId &&
            button(
              music === 'playing' ? text.pause : text.play,
              music === 'playing' ? <Icon name="pause" /> : <Icon name="music" />,
              toggleMusic,
            )}
          {items.rsvp && button(text.rsvp, <Icon name="calendarHeart" />, onRsvp)}
          {items.gift && button(text.gift, <Icon name="gift" />, onGift)}
        </nav>
      )}

      {items.videoId && music !== 'off' && (
        <iframe
          ref={player}
          title={text.music}
          src={`${YOUTUBE_ORIGIN}/embed/${items.videoId}?enablejsapi=1&start=${start}&autoplay=1&playsinline=1`}
          allow="autoplay; encrypted-media"
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none absolute bottom-0 left-0 h-px w-px opacity-0"
        />
      )}

      <Sheet
        open={sheet !== null}
        onClose={() => setSheet(null)}
        closeLabel={text.close}
        title={sheet === 'location' ? text.locationTitle : text.contactTitle}
      >
        {sheet && <BarSheet kind={sheet} ctx={ctx} items={items} />}
      </Sheet>
    </div>
  );
}
