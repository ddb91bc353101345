import { useEffect, useRef, useState, type SVGProps } from 'react';
import type { InvitationView } from '@shared/invitation-view';
import type { CoverGuest } from '@web/features/invitation/types';
import { prefersReducedMotion, type RenderContext } from './ui';

export interface EnvelopeProps {
  invitation: InvitationView;
  ctx: RenderContext;
  /** A household's personal link: its name is written on the envelope. */
  guest?: CoverGuest;
}

/** A drawn part of the envelope (the pocket's folds, the seal): a decorative `inv-env-<part>` holding one SVG path. */
function Drawn({ part, d, ...svg }: { part: string; d: string } & SVGProps<SVGSVGElement>) {
  return (
    <span aria-hidden="true" className={`inv-env-${part}`}>
      <svg {...svg}>
        <path d={d} />
      </svg>
    </span>
  );
}

/**
 * Dispatched (bubbling) from the envelope when the guest opens it: the bottom bar listens on the
 * frame and starts the music, inside the tap, so the browser allows sound.
 */
export const ENVELOPE_OPENED = 'inv-envelope-opened';

/**
 * The public page's envelope is this element; its button is a link to it, so the first tap opens the
 * envelope before any script has run, or with none at all: the envelope becomes the page's `:target`
 * and renderer.css plays the opening and shows the page behind (issue 30). Once hydrated, the tap is
 * the component's and the address stays as it was.
 */
export const ENVELOPE_ID = 'inv-envelope';

/**
 * The 'envelope' opening (issue 19): a closed envelope in the invitation's colours over the cover,
 * addressed to the household on its personal link, until the guest taps it. Server-rendered closed;
 * while closed, renderer.css hides the page behind it. The tap works before hydration and without
 * JavaScript (ENVELOPE_ID). Opening plays the
 * flap and letter (none under reduced motion), starts the music and moves focus to the cover.
 * In the editor's preview it can be closed again and never starts the music (BottomBar).
 */
export function Envelope({ invitation, ctx, guest }: EnvelopeProps) {
  const { text, theme, mode } = ctx;
  const [state, setState] = useState<'closed' | 'opening' | 'open'>('closed');
  const [ready, setReady] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // The invitation's frame (the envelope's parent): it stays when the envelope is gone.
  const frame = useRef<HTMLElement | null>(null);

  useEffect(() => {
    frame.current = root.current?.parentElement ?? null;
    // Opened before the script took over (a tap on the link, or the address names the envelope):
    // it stays open (too late for the music, which needs the tap itself).
    if (mode === 'public' && root.current?.matches(':target')) setState('open');
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  // Opened: focus moves to the cover (the page's first section). While closed, renderer.css hides the
  // page behind the envelope (so it takes no focus and screen readers skip it) and stops it scrolling.
  // (In the next frame: the page must be drawn visible before it can take focus.)
  useEffect(() => {
    const cover = state === 'open' ? frame.current?.querySelector('section') : null;
    if (!cover) return;
    const id = requestAnimationFrame(() => {
      cover.tabIndex = -1;
      cover.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(id);
  }, [state]);

  // The end of the opening animation (a fallback in case it never reports, e.g. animations off).
  // Under reduced motion there is none: the envelope goes one frame after the page behind it is shown,
  // so the cover is drawn visible before it takes focus.
  useEffect(() => {
    if (state !== 'opening') return;
    if (prefersReducedMotion()) {
      const frameId = requestAnimationFrame(() => setState('open'));
      return () => cancelAnimationFrame(frameId);
    }
    const timer = setTimeout(() => setState('open'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'open') {
    if (mode === 'public') return null;
    return (
      <div ref={root} className="inv-screen pointer-events-none sticky top-0 z-40">
        <button type="button" className="inv-btn inv-btn-sm pointer-events-auto absolute top-3 right-3" onClick={() => setState('closed')}>
          {text.closeEnvelope}
        </button>
      </div>
    );
  }

  const open = () => {
    if (state !== 'closed') return;
    root.current?.dispatchEvent(new CustomEvent(ENVELOPE_OPENED, { bubbles: true }));
    setState('opening');
  };

  return (
    <div
      ref={root}
      id={mode === 'public' ? ENVELOPE_ID : undefined}
      className="inv-env inv-screen sticky top-0 z-50"
      data-state={state}
      data-ready={ready ? '' : undefined}
      style={{ background: theme.frameBackground === 'transparent' ? theme.secondary : theme.frameBackground, ['--env-liner' as string]: theme.secondary }}
      onAnimationEnd={(event) => {
        if (event.animationName === 'inv-env-away') setState('open');
      }}
    >
      <div aria-hidden="true" className="inv-env-head">
        <p className="inv-caps inv-caps-wide">{text.eventTypes[invitation.eventType] ?? text.eventTypes.wedding}</p>
        {/* The event name (sanitised rich text, as on the cover). */}
        <div className="inv-rich inv-title inv-script" dangerouslySetInnerHTML={{ __html: invitation.eventName ?? '' }} />
      </div>
      {/* A link to the envelope (ENVELOPE_ID): it opens before hydration and without JavaScript. */}
      <a
        href={`#${ENVELOPE_ID}`}
        role="button"
        className="inv-env-btn"
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
        onKeyDown={(event) => {
          // Enter follows the link (a click); Space is a button's key too.
          if (event.key !== ' ') return;
          event.preventDefault();
          open();
        }}
      >
        <span className="inv-env-body">
          <span aria-hidden="true" className="inv-env-liner" />
          <span aria-hidden="true" className="inv-env-letter" />
          <Drawn part="pocket" viewBox="0 0 100 80" preserveAspectRatio="none" d="M0 80 45 46M100 80 55 46" />
          <span className="inv-env-address">
            {guest && (
              <>
                <span className="inv-env-greeting">{guest.greeting}</span> <span className="inv-env-name inv-script">{guest.name}</span>
              </>
            )}
          </span>
          <span aria-hidden="true" className="inv-env-flap" />
          {/* A heart. */}
          <Drawn
            part="seal"
            viewBox="0 0 24 24"
            fill="currentColor"
            d="M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.7 3.6 4.5 7 4.5c2.1 0 3.9 1.2 5 3 1.1-1.8 2.9-3 5-3 3.4 0 5.6 3.2 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z"
          />
        </span>
        <span className="inv-env-tap">{text.tapToOpen}</span>
      </a>
    </div>
  );
}
