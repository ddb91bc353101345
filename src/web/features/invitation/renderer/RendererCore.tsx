import { useId, useMemo, useState, type CSSProperties } from 'react';
import { BRAND } from '@shared/constants';
import { DEFAULT_DIVIDER, OPENING_ANIMATIONS } from '@shared/invitation';
import { barItems } from './BottomBar';
import { Curtain } from './Curtain';
import { Divider } from './Divider';
import { safeImageSrc } from './format';
import { shownGift } from './GiftSection';
import { Island, PUBLIC_IDS, pageParts, showsAttendance, type RendererCoreProps } from './islands';
import { Cover, Details, Page } from './Sections';
import { withAlpha } from './theme';
import { createPageStores } from './ui';

/** Room kept under the cover so the bottom bar never sits on its content. */
const BAR_SPACE = 64;

/**
 * The invitation, drawn from props only (product.md §2 public view), with its strings given: the
 * public page receives its one language's strings in its page data, so the tables of the other
 * languages never reach it (architecture.md §6 budget); `InvitationRenderer` looks them up.
 * The public page renders it on the server and the browser takes over only its islands (islands.tsx,
 * decision 0037); the editor and admin previews render it live. No fetching, no routing, no global state; window and document are touched only in effects
 * and handlers, so the server's markup equals the first client render for the same `now`.
 * Wherever it is drawn, load `renderer.css` too (it imports `fonts.css`).
 */
export function RendererCore(props: RendererCoreProps) {
  const { invitation, mode, showBrandFooter, text, guest } = props;
  const [stores] = useState(createPageStores);
  const titleId = useId();
  const rsvpId = useId();
  const giftId = useId();
  const ids = useMemo(() => (mode === 'public' ? PUBLIC_IDS : { rsvp: rsvpId, gift: giftId }), [mode, rsvpId, giftId]);
  const parts = useMemo(() => pageParts(props, stores, ids), [props, stores, ids]);
  const { ctx, events, margins } = parts;
  const { theme } = ctx;

  const show = invitation.displaySettings;
  const image = safeImageSrc(invitation.template?.imageUrl);
  const opening = (OPENING_ANIMATIONS as readonly string[]).includes(invitation.openingAnimation) ? invitation.openingAnimation : 'fade';
  const overlay = invitation.animation?.type ?? 'none';
  const showAttendance = showsAttendance(invitation);
  const dividers = invitation.dividerSettings ?? { attendance: DEFAULT_DIVIDER, wishes: DEFAULT_DIVIDER };
  const [brandBefore, brandAfter] = text.createdWith.split('{brand}');
  const Main = mode === 'public' ? 'main' : 'div';

  // The colours every class of renderer.css draws with.
  const vars = {
    '--inv-ink': theme.ink,
    '--inv-on-ink': theme.onInk,
    '--inv-panel': theme.panel,
    '--inv-title-font': theme.font('eventName').fontFamily,
    background: theme.frameBackground,
    color: theme.ink,
    fontFamily: theme.font('overall').fontFamily,
  } as CSSProperties;

  return (
    <div className="inv-root relative isolate min-h-[var(--inv-page-h,100dvh)] w-full" style={{ backgroundColor: theme.secondary }}>
      {/* Around the frame on wider screens: a soft blur of the art. Not drawn on phones, where the frame fills the screen. */}
      <div aria-hidden="true" className="inv-backdrop pointer-events-none absolute inset-0 overflow-hidden">
        <div className="inv-screen sticky top-0">
          {/* Lazy: not drawn on phones, so not fetched there; the screen-filling copy below asks for it at high priority. */}
          {image && <img src={image} alt="" loading="lazy" decoding="async" className="h-full w-full scale-110 object-cover opacity-70 blur-2xl" />}
          <div
            className="absolute inset-0"
            style={{ background: `linear-gradient(160deg, ${withAlpha(theme.primary, 0.55)}, ${withAlpha(theme.secondary, 0.75)})` }}
          />
        </div>
      </div>

      <div lang={text.lang} data-mode={mode} className="inv-frame relative mx-auto w-full max-w-[425px] overflow-clip" style={vars}>
        {opening === 'curtain' && <Curtain theme={theme} />}
        {opening === 'envelope' && <Island name="envelope" parts={parts} />}

        <div className={`inv-open inv-open-${opening} relative`}>
          <div aria-hidden="true" className="inv-screen sticky top-0 z-0 overflow-hidden">
            {image && <img src={image} alt="" fetchPriority="high" decoding="async" className="h-full w-full object-cover" />}
          </div>
          {overlay !== 'none' && <Island name="overlay" parts={parts} />}

          {/* The cover, the texts, the dividers and the footer are the server's HTML on the public page; the islands (islands.tsx) are taken over in the browser. */}
          <Main className="relative z-10">
            <Page padding={margins.firstPage} extraBottom={barItems(invitation, showAttendance).any ? BAR_SPACE : 0} position={invitation.contentPosition} labelledBy={titleId}>
              <Cover invitation={invitation} ctx={ctx} titleId={titleId} guest={guest} />
            </Page>

            <Page padding={margins.secondPage} position={invitation.contentPosition}>
              <Details invitation={invitation} events={events} ctx={ctx} saveTheDate={<Island name="saveTheDate" parts={parts} />} />
              {events.length > 1 && <Island name="events" parts={parts} />}
            </Page>

            {/* The host's photos (issue 19), in their order; the lightbox's code loads on the first tap. */}
            {invitation.gallery && invitation.gallery.length > 0 && <Island name="gallery" parts={parts} />}

            {(show.showCountdown || showAttendance || show.showWishes) && (
              <Page padding={margins.thirdPage} position={invitation.contentPosition}>
                {show.showCountdown && <Island name="countdown" parts={parts} />}
                {showAttendance && (
                  <>
                    <Divider divider={dividers.attendance} />
                    <Island name="rsvp" parts={parts} />
                  </>
                )}
                {show.showWishes && (
                  <>
                    <Divider divider={dividers.wishes} />
                    <Island name="wishes" parts={parts} />
                  </>
                )}
              </Page>
            )}

            {/* The ways to give (issue 32): readable without JavaScript; the bar's Gift button comes here. */}
            {shownGift(invitation.gift) && <Island name="gift" parts={parts} />}

            {showBrandFooter && (
              <footer className="px-6 pt-2 pb-6 text-center text-sm">
                <p className="inv-chip">
                  {brandBefore}
                  <a href="/" className="font-semibold underline-offset-4 hover:underline">
                    {BRAND}
                  </a>
                  {brandAfter}
                </p>
              </footer>
            )}
          </Main>
        </div>

        <Island name="bar" parts={parts} />
      </div>
    </div>
  );
}
