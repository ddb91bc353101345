import { Suspense, lazy, useId, useMemo, useState, type ComponentProps, type CSSProperties } from 'react';
import { BRAND } from '@shared/constants';
import type { InvitationStrings } from '@shared/i18n/invitation';
import { DEFAULT_DIVIDER, OPENING_ANIMATIONS } from '@shared/invitation';
import type { PublicWish } from '@shared/invitation-view';
import type { InvitationRendererProps } from '@web/features/invitation/types';
import { BottomBar, barItems } from './BottomBar';
import { Countdown } from './Countdown';
import { Curtain } from './Curtain';
import { Divider } from './Divider';
import { Envelope } from './Envelope';
import { Events } from './Events';
import { pageEvents, safeImageSrc } from './format';
import { Gallery } from './Gallery';
import { GiftSection, shownGift } from './GiftSection';
import { RsvpSection } from './RsvpSection';
import { Cover, Details, Page } from './Sections';
import { buildTheme, withAlpha } from './theme';
import { prefersReducedMotion, useMounted, useNotice, useReducedMotion, type RenderContext } from './ui';
import { Wishes } from './Wishes';

/** Particles exist only in the browser after mount: their code loads then, not with the page. */
const Particles = lazy(() => import('./Particles'));

/** Room kept under the cover so the bottom bar never sits on its content. */
const BAR_SPACE = 64;

/**
 * The invitation, drawn from props only (product.md §2 public view), with its strings given: the
 * public page receives its one language's strings in its page data, so the tables of the other
 * languages never reach it (architecture.md §6 budget); `InvitationRenderer` looks them up.
 * The public page renders it on the server and hydrates it; the editor and admin previews render it
 * live. No fetching, no routing, no global state; window and document are touched only in effects
 * and handlers, so the server's markup equals the first client render for the same `now`.
 * Wherever it is drawn, load `renderer.css` too (it imports `fonts.css`).
 */
export function RendererCore(props: InvitationRendererProps & { text: InvitationStrings }) {
  const { invitation, mode, now, rsvp, showBrandFooter, publicUrl, text, guest, giftTell } = props;
  const theme = useMemo(() => buildTheme(invitation), [invitation]);
  const events = useMemo(() => pageEvents(invitation), [invitation]);
  const [notice, notify] = useNotice();
  const [ownWishes, setOwnWishes] = useState<PublicWish[]>([]);
  const titleId = useId();
  const rsvpId = useId();
  const giftId = useId();

  const ctx: RenderContext = { theme, text, mode, notify, h1: mode === 'public' ? 'h1' : 'h2', h2: mode === 'public' ? 'h2' : 'h3' };

  const show = invitation.displaySettings;
  const margins = invitation.marginSettings?.sections ?? { firstPage: 20, secondPage: 20, thirdPage: 20 };
  const image = safeImageSrc(invitation.template?.imageUrl);
  const opening = (OPENING_ANIMATIONS as readonly string[]).includes(invitation.openingAnimation) ? invitation.openingAnimation : 'fade';
  const overlay = invitation.animation?.type ?? 'none';
  const showAttendance = Boolean(show.showAttendance && invitation.rsvp?.enabled);
  const dividers = invitation.dividerSettings ?? { attendance: DEFAULT_DIVIDER, wishes: DEFAULT_DIVIDER };
  const wishes = useMemo(() => [...ownWishes, ...props.wishes], [ownWishes, props.wishes]);
  const [brandBefore, brandAfter] = text.createdWith.split('{brand}');
  const Main = mode === 'public' ? 'main' : 'div';

  const scrollTo = (id: string) => {
    const heading = document.getElementById(id);
    heading?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };

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
        {opening === 'envelope' && <Envelope invitation={invitation} ctx={ctx} guest={guest} />}

        <div className={`inv-open inv-open-${opening} relative`}>
          <div aria-hidden="true" className="inv-screen sticky top-0 z-0 overflow-hidden">
            {image && <img src={image} alt="" fetchPriority="high" decoding="async" className="h-full w-full object-cover" />}
          </div>
          {/* Over the art, under the text and controls (Main is z-10): particles never cover what a guest reads or taps. */}
          {overlay !== 'none' && <OverlayAnimation key={`${overlay}-${invitation.animation.color}`} type={overlay} color={invitation.animation.color || '#ffffff'} />}

          <Main className="relative z-10">
            <Page padding={margins.firstPage} extraBottom={barItems(invitation, showAttendance).any ? BAR_SPACE : 0} position={invitation.contentPosition} labelledBy={titleId}>
              <Cover invitation={invitation} ctx={ctx} titleId={titleId} guest={guest} />
            </Page>

            {/*
              Below the cover, each part is its own Suspense boundary (nothing in them suspends):
              on the public page React hydrates the cover first and then each part in its own
              slices of work that yield to the browser, instead of one long task for the whole
              page (Lighthouse's Total Blocking Time). A tap on a part not yet hydrated hydrates it
              first and is then handled. In the editor's live previews they change nothing.
            */}
            <Suspense fallback={null}>
              <Page padding={margins.secondPage} position={invitation.contentPosition}>
                <Details invitation={invitation} events={events} ctx={ctx} publicUrl={publicUrl} />
                {events.length > 1 && (
                  <div className="mt-5">
                    <Events invitation={invitation} events={events} ctx={ctx} publicUrl={publicUrl} />
                  </div>
                )}
              </Page>
            </Suspense>

            {/* The host's photos (issue 19), in their order; the lightbox's code loads on the first tap. */}
            <Suspense fallback={null}>
              {invitation.gallery && invitation.gallery.length > 0 && (
                <Page padding={margins.secondPage} position={invitation.contentPosition}>
                  <Gallery photos={invitation.gallery} ctx={ctx} />
                </Page>
              )}
            </Suspense>

            <Suspense fallback={null}>
              {(show.showCountdown || showAttendance || show.showWishes) && (
                <Page padding={margins.thirdPage} position={invitation.contentPosition}>
                  {show.showCountdown && <Countdown invitation={invitation} events={events} now={now} ctx={ctx} />}
                  {showAttendance && (
                    <>
                      <Divider divider={dividers.attendance} />
                      <RsvpSection invitation={invitation} rsvp={rsvp} ctx={ctx} headingId={rsvpId} onWish={(wish) => setOwnWishes((list) => [wish, ...list])} />
                    </>
                  )}
                  {show.showWishes && (
                    <>
                      <Divider divider={dividers.wishes} />
                      <Wishes wishes={wishes} ctx={ctx} />
                    </>
                  )}
                </Page>
              )}
            </Suspense>

            {/* The ways to give (issue 32): readable without JavaScript; the bar's Gift button comes here. */}
            <Suspense fallback={null}>
              {shownGift(invitation.gift) && (
                <Page padding={margins.thirdPage} position={invitation.contentPosition}>
                  <GiftSection gift={invitation.gift} ctx={ctx} headingId={giftId} tell={giftTell} />
                </Page>
              )}
            </Suspense>

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

        <BottomBar invitation={invitation} ctx={ctx} notice={notice} showRsvp={showAttendance} onRsvp={() => scrollTo(rsvpId)} onGift={() => scrollTo(giftId)} />
      </div>
    </div>
  );
}


/**
 * The overlay animation: only in the browser once hydrated, never under reduced motion. Its own
 * component so that "now hydrated" re-renders only it: held in RendererCore, that state drew the
 * whole invitation a second time right after hydration (the longest task of the page's load).
 */
function OverlayAnimation(props: ComponentProps<typeof Particles>) {
  const mounted = useMounted();
  const reducedMotion = useReducedMotion();
  if (!mounted || reducedMotion) return null;
  return (
    <Suspense fallback={null}>
      <Particles {...props} />
    </Suspense>
  );
}
