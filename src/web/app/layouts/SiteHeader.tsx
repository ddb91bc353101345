import { Heart, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BRAND } from '@shared/constants';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useWords } from '@web/i18n/i18n';
import { isModifiedClick } from '@web/lib/modified-click';
import { useSession } from '@web/lib/session';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Header style changes after this much scroll (product.md §9). */
const SCROLL_THRESHOLD_PX = 10;
/** Wait after going to / before scrolling to an anchor (product.md §9). */
const ANCHOR_SCROLL_DELAY_MS = 100;
/** A lazily loaded landing page may need a little longer: retry this many times. */
const ANCHOR_SCROLL_RETRIES = 20;
const MOBILE_MENU_ID = 'site-mobile-menu';
/**
 * Drawn at build time (scripts/prerender.tsx), where there is no window: the menu is then links and
 * CSS, so the first tap opens it before any script has run (issue 30). The menu button links to the
 * menu, which shows as the page's `:target`; a second link closes it. The live header opens with the
 * menu if the tap came first (the address names the menu).
 */
const prerendering = typeof window === 'undefined';
/** Where the prerendered close link goes: no element, so nothing is the target and nothing scrolls.
 * (Its classes name MOBILE_MENU_ID in full: Tailwind finds only whole class names in the source.) */
const MENU_CLOSED_HASH = '#site-menu-closed';

type AnchorId = 'features' | 'pricing';

// Read in the scroll event only: reading scrollY while React renders or commits forces a layout of
// the whole page each time (about 40 ms on a guest list of 50 households, bench/guest-list.ts).
let scrolledPastThreshold = false;
function subscribeToScroll(onChange: () => void) {
  const onScroll = () => {
    scrolledPastThreshold = window.scrollY > SCROLL_THRESHOLD_PX;
    onChange();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  // Once when the header appears (the page may have scrolled while it was away), in the next frame.
  const frame = requestAnimationFrame(onScroll);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
  };
}
const isScrolledPastThreshold = () => scrolledPastThreshold;
const notScrolledOnServer = () => false;


function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The brand with its small heart logo, linking home (or to `to`). */
export function BrandLink({ className, to = paths.home }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-lg font-serif text-xl font-semibold tracking-tight text-stone-900',
        className,
      )}
    >
      <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm">
        <Heart aria-hidden="true" className="size-4" fill="currentColor" strokeWidth={1.5} />
      </span>
      <span>{BRAND}</span>
    </Link>
  );
}

const desktopLinkClass =
  'inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-medium text-stone-700 transition-colors hover:bg-stone-100 hover:text-brand-700 lg:px-3';
const desktopActiveClass = 'text-brand-700';
const mobileLinkClass =
  'flex min-h-12 w-full items-center rounded-xl px-4 text-base font-medium text-stone-800 transition-colors hover:bg-brand-50 hover:text-brand-700';
const mobileActiveClass = 'bg-brand-50 text-brand-700';
const menuButtonClass =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-xl text-stone-800 transition-colors hover:bg-stone-100 md:hidden';

/** Top navigation of the public pages (product.md §2, Landing page). */
export function SiteHeader() {
  const location = useLocation();
  const session = useSession();
  const words = useWords('common');
  const scrolled = useSyncExternalStore(subscribeToScroll, isScrolledPastThreshold, notScrolledOnServer);

  // The menu belongs to the location it was opened on, so any route change closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt !== null && menuOpenAt === location.key;
  const closeMenu = () => setMenuOpenAt(null);
  // Opened on the drawn frame before the script took over (the address names the menu, maybe only
  // after the router has started): it stays open, from before the first paint. (A tap on a link to a
  // fragment keeps the location's key: 'default' both times.)
  useLayoutEffect(() => {
    if (location.hash === `#${MOBILE_MENU_ID}`) setMenuOpenAt(location.key);
  }, [location.key, location.hash]);

  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const timersRef = useRef<number[]>([]);

  useEffect(() => {
    const timers = timersRef.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  // Lock the page behind the open mobile menu.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const schedule = (fn: () => void, delay: number) => {
    timersRef.current.push(window.setTimeout(fn, delay));
  };

  const scrollToAnchor = (id: AnchorId, attempt = 0) => {
    const target = document.getElementById(id);
    if (!target) {
      if (attempt < ANCHOR_SCROLL_RETRIES) schedule(() => scrollToAnchor(id, attempt + 1), ANCHOR_SCROLL_DELAY_MS);
      return;
    }
    const headerHeight = headerRef.current?.offsetHeight ?? 0;
    const top = target.getBoundingClientRect().top + window.scrollY - headerHeight;
    window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Move keyboard focus along with the view.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  const onAnchorClick = (id: AnchorId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    closeMenu();
    if (location.pathname === paths.home) {
      // After this render, once the mobile menu has released the page scroll.
      schedule(() => scrollToAnchor(id), 0);
    } else {
      // The landing arrives whole (decision 0035): the browser opens it at the section itself. (Drawn
      // inside the app, the section waited for its lazy code and a slow phone stayed at the top.)
      window.location.assign(`${paths.home}#${id}`);
    }
  };

  const user = session.data?.user ?? null;
  const signedIn = !session.isPending && user !== null;
  const anonymous = !session.isPending && user === null;
  const solid = scrolled || menuOpen;

  // The site's links, then the signed-in user's own pages.
  const links = [
    { kind: 'route' as const, to: paths.home, label: words.nav.home, end: true },
    { kind: 'anchor' as const, id: 'features' as const, label: words.nav.features },
    { kind: 'anchor' as const, id: 'pricing' as const, label: words.nav.pricing },
    { kind: 'route' as const, to: paths.templates, label: words.nav.templates, end: false },
    ...(signedIn
      ? [
          { kind: 'route' as const, to: paths.dashboard, label: words.nav.myInvitations, end: false },
          { kind: 'route' as const, to: paths.paymentHistory, label: words.nav.paymentHistory, end: false },
        ]
      : []),
  ];

  const renderLinks = (variant: 'desktop' | 'mobile') => {
    const base = variant === 'desktop' ? desktopLinkClass : mobileLinkClass;
    const active = variant === 'desktop' ? desktopActiveClass : mobileActiveClass;
    const routeClass = ({ isActive }: { isActive: boolean }) => cn(base, isActive && active);
    return links.map((link) => (
      <li key={link.kind === 'anchor' ? link.id : link.to}>
        {link.kind === 'anchor' ? (
          <Link to={{ pathname: paths.home, hash: `#${link.id}` }} className={base} onClick={onAnchorClick(link.id)}>
            {link.label}
          </Link>
        ) : (
          <NavLink to={link.to} end={link.end} className={routeClass}>
            {link.label}
          </NavLink>
        )}
      </li>
    ));
  };

  return (
    <header
      ref={headerRef}
      className={cn(
        'sticky top-0 z-40 w-full transition-[background-color,box-shadow] duration-200',
        solid ? 'bg-white shadow-md shadow-stone-900/5' : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLink />

        <nav aria-label={words.nav.main} className="hidden md:block">
          <ul className="flex items-center gap-0.5">{renderLinks('desktop')}</ul>
        </nav>

        {/* One language switch for every width: in the bar on a phone too, one tap away on every page. */}
        <div className="flex items-center gap-2">
          {/* Drawn at build time it would do nothing until the script runs: out of reach until then. */}
          {prerendering ? (
            <div inert className="contents">
              <LanguageSwitcher />
            </div>
          ) : (
            <LanguageSwitcher />
          )}
          <div className="hidden items-center gap-2 md:flex">
            {signedIn && (
              <Button
                to={paths.profile}
                variant="outline"
                size="md"
                icon={<UserRound />}
                className="px-3 lg:px-4"
              >
                <span className="sr-only lg:not-sr-only">{words.profile}</span>
              </Button>
            )}
            {anonymous && (
              <>
                <Button to={paths.auth()} variant="ghost" size="md">
                  {words.signIn}
                </Button>
                <Button to={paths.auth('signup')} variant="primary" size="md">
                  {words.signUp}
                </Button>
              </>
            )}
          </div>

          {prerendering ? (
            <>
              <a role="button" href={`#${MOBILE_MENU_ID}`} className={cn(menuButtonClass, '[:root:has(#site-mobile-menu:target)_&]:hidden')} aria-expanded="false" aria-controls={MOBILE_MENU_ID} aria-label={words.openMenu}>
                <Menu aria-hidden="true" className="size-6" />
              </a>
              <a role="button" href={MENU_CLOSED_HASH} className={cn(menuButtonClass, 'hidden [:root:has(#site-mobile-menu:target)_&]:max-md:inline-flex')} aria-expanded="true" aria-controls={MOBILE_MENU_ID} aria-label={words.closeMenu}>
                <X aria-hidden="true" className="size-6" />
              </a>
            </>
          ) : (
            <button
              ref={menuButtonRef}
              type="button"
              className={menuButtonClass}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={menuOpen ? words.closeMenu : words.openMenu}
              onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
            >
              {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          )}
        </div>
      </div>

      {(menuOpen || prerendering) && (
        <div
          id={MOBILE_MENU_ID}
          className={cn(
            'fixed inset-x-0 bottom-0 top-16 z-40 overflow-y-auto overscroll-contain border-t border-stone-200 bg-white md:hidden',
            // Drawn at build time: shown while it is the page's target (the menu link was tapped).
            prerendering && 'hidden max-md:target:block',
          )}
        >
          <nav aria-label={words.nav.mobile} className="px-4 py-4">
            <ul className="flex flex-col gap-1">{renderLinks('mobile')}</ul>
            <div className="mt-4 flex flex-col gap-2 border-t border-stone-200 pt-4">
              {signedIn && (
                <Button to={paths.profile} variant="outline" size="lg" icon={<UserRound />} className="w-full">
                  {words.profile}
                </Button>
              )}
              {anonymous && (
                <>
                  <Button to={paths.auth()} variant="outline" size="lg" className="w-full">
                    {words.signIn}
                  </Button>
                  <Button to={paths.auth('signup')} variant="primary" size="lg" className="w-full">
                    {words.signUp}
                  </Button>
                </>
              )}
            </div>
          </nav>
        </div>
      )}
    </header>
  );
}

export default SiteHeader;
