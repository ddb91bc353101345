import { Suspense, lazy, useState, type ComponentProps, type ReactNode } from 'react';
import type { InvitationStrings } from '@shared/i18n/invitation';
import type { InvitationEvent } from '@shared/events';
import type { InvitationRendererProps } from '@web/features/invitation/types';
import { BottomBar } from './BottomBar';
import { Countdown } from './Countdown';
import { Envelope } from './Envelope';
import { Events } from './Events';
import { pageEvents } from './format';
import { Gallery } from './Gallery';
import { GiftSection } from './GiftSection';
import type { GuestRsvpController } from './rsvp-form-state';
import { RsvpSection } from './RsvpSection';
import { Page, SaveTheDate } from './Sections';
import { buildTheme } from './theme';
import { IdScopeProvider, createIdScope, prefersReducedMotion, useMounted, useReducedMotion, useStore, type PageStores, type RenderContext } from './ui';
import { Wishes } from './Wishes';

/** Particles exist only in the browser after mount: their code loads then, not with the page. */
const Particles = lazy(() => import('./Particles'));

/**
 * The parts of the invitation that do something in the browser (decision 0037). On the public page
 * the server draws the whole invitation, and the browser takes over only these, each as its own
 * tree, when it comes near the screen, is touched, or the page is idle (invitation-main.tsx): the
 * rest (the cover, the texts, the dividers, the footer) is the server's HTML and ships no work.
 * The editor's previews draw the same parts inside RendererCore, in one React tree.
 */
export const ISLAND_NAMES = ['envelope', 'overlay', 'bar', 'saveTheDate', 'events', 'gallery', 'countdown', 'rsvp', 'wishes', 'gift'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** The RSVP section's answer source, when it has state of its own (the public page's: a hook run inside its island). */
export interface RsvpBinding {
  controller: GuestRsvpController;
  /** A new key draws the form afresh (an earlier answer arrived to fill it in). */
  key: string;
}

export type RendererCoreProps = InvitationRendererProps & {
  text: InvitationStrings;
  /** The public page's RSVP state, run inside the RSVP island; without it `rsvp` is used as it is. */
  useRsvp?: () => RsvpBinding;
};

/** Everything an island draws from: the props, and what is worked out from them once per page. */
export interface PageParts {
  props: RendererCoreProps;
  ctx: RenderContext;
  events: InvitationEvent[];
  stores: PageStores;
  /** The headings the bottom bar's RSVP and Gift buttons scroll to. */
  ids: { rsvp: string; gift: string };
  margins: { firstPage: number; secondPage: number; thirdPage: number };
}

/** Fixed on the public page (server and browser agree, and `#inv-rsvp` is a link without script). */
export const PUBLIC_IDS = { rsvp: 'inv-rsvp', gift: 'inv-gifts' };

export function pageParts(props: RendererCoreProps, stores: PageStores, ids: PageParts['ids']): PageParts {
  const { invitation, mode, text } = props;
  return {
    props,
    ctx: { theme: buildTheme(invitation), text, mode, notify: stores.notify, h1: mode === 'public' ? 'h1' : 'h2', h2: mode === 'public' ? 'h2' : 'h3' },
    events: pageEvents(invitation),
    stores,
    ids,
    margins: invitation.marginSettings?.sections ?? { firstPage: 20, secondPage: 20, thirdPage: 20 },
  };
}

export function showsAttendance(invitation: InvitationRendererProps['invitation']): boolean {
  return Boolean(invitation.displaySettings.showAttendance && invitation.rsvp?.enabled);
}

function scrollToHeading(id: string) {
  const heading = document.getElementById(id);
  heading?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

function BarIsland({ parts }: { parts: PageParts }) {
  const notice = useStore(parts.stores.notice);
  const { invitation } = parts.props;
  return (
    <BottomBar
      invitation={invitation}
      ctx={parts.ctx}
      notice={notice}
      showRsvp={showsAttendance(invitation)}
      onRsvp={() => scrollToHeading(parts.ids.rsvp)}
      onGift={() => scrollToHeading(parts.ids.gift)}
    />
  );
}

const fixedRsvp = (parts: PageParts) => (): RsvpBinding | null => (parts.props.rsvp ? { controller: parts.props.rsvp, key: 'rsvp' } : null);

function RsvpIsland({ parts }: { parts: PageParts }) {
  const useBinding = parts.props.useRsvp ?? fixedRsvp(parts);
  const binding = useBinding();
  const { stores } = parts;
  return (
    <RsvpSection
      key={binding?.key}
      invitation={parts.props.invitation}
      rsvp={binding?.controller}
      ctx={parts.ctx}
      headingId={parts.ids.rsvp}
      onWish={(wish) => stores.ownWishes.set([wish, ...stores.ownWishes.get()])}
    />
  );
}

function WishesIsland({ parts }: { parts: PageParts }) {
  const own = useStore(parts.stores.ownWishes);
  return <Wishes wishes={own.length ? [...own, ...parts.props.wishes] : parts.props.wishes} ctx={parts.ctx} />;
}

/**
 * The overlay animation: only in the browser once mounted, never under reduced motion; over the
 * art, under the text and controls (Main is z-10): particles never cover what a guest reads or taps.
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

/** What each island draws. */
export const ISLANDS: Record<IslandName, (parts: PageParts) => ReactNode> = {
  envelope: ({ props, ctx }) => <Envelope invitation={props.invitation} ctx={ctx} guest={props.guest} />,
  overlay: ({ props }) => {
    const animation = props.invitation.animation;
    return <OverlayAnimation key={`${animation.type}-${animation.color}`} type={animation.type} color={animation.color || '#ffffff'} />;
  },
  bar: (parts) => <BarIsland parts={parts} />,
  saveTheDate: ({ props, ctx, events }) => <SaveTheDate invitation={props.invitation} events={events} ctx={ctx} publicUrl={props.publicUrl} />,
  events: ({ props, ctx, events }) => (
    <div className="mt-5">
      <Events invitation={props.invitation} events={events} ctx={ctx} publicUrl={props.publicUrl} />
    </div>
  ),
  gallery: ({ props, ctx, margins }) => (
    <Page padding={margins.secondPage} position={props.invitation.contentPosition}>
      <Gallery photos={props.invitation.gallery ?? []} ctx={ctx} />
    </Page>
  ),
  countdown: ({ props, ctx, events }) => <Countdown invitation={props.invitation} events={events} now={props.now} ctx={ctx} />,
  rsvp: (parts) => <RsvpIsland parts={parts} />,
  wishes: (parts) => <WishesIsland parts={parts} />,
  gift: ({ props, ctx, margins, ids }) => (
    <Page padding={margins.thirdPage} position={props.invitation.contentPosition}>
      <GiftSection gift={props.invitation.gift} ctx={ctx} headingId={ids.gift} tell={props.giftTell} />
    </Page>
  ),
};

/** Marks where an island starts and ends in the server's HTML: ssr.ts turns them into the comments `<!--island:rsvp-->` and `<!--/island-->`. */
export const ISLAND_START = 'data-island';
export const ISLAND_END = 'data-island-end';
export const ISLAND_COMMENT = 'island:';
export const ISLAND_END_COMMENT = '/island';

/** The ids of an island's parts start with this (ui.tsx `useScopedId`). */
const idPrefix = (name: IslandName) => `inv-${name}-`;

/**
 * One island where RendererCore draws it. On the public page its HTML is framed by two marks the
 * browser finds its island by, and its ids are counted as the browser counts them; in a preview it
 * is drawn as it is.
 */
export function Island({ name, parts }: { name: IslandName; parts: PageParts }) {
  const [scope] = useState(() => createIdScope(idPrefix(name)));
  const content = ISLANDS[name](parts);
  if (parts.props.mode !== 'public') return <>{content}</>;
  return (
    <>
      <template {...{ [ISLAND_START]: name }} />
      <IdScopeProvider value={scope}>{content}</IdScopeProvider>
      <template {...{ [ISLAND_END]: '' }} />
    </>
  );
}

/** An island drawn on its own in the browser, with the same ids as the server gave it. */
export function IslandRoot({ name, parts }: { name: IslandName; parts: PageParts }) {
  const [scope] = useState(() => createIdScope(idPrefix(name)));
  return <IdScopeProvider value={scope}>{ISLANDS[name](parts)}</IdScopeProvider>;
}
