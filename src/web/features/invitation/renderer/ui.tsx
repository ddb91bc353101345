import { createContext, useContext, useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { InvitationStrings } from '@shared/i18n/invitation';
import type { PublicWish } from '@shared/invitation-view';
import type { Theme } from './theme';

/**
 * Shared pieces of the renderer. Repeated looks (buttons, fields, panels) are classes in
 * renderer.css driven by the frame's CSS variables (--inv-ink, --inv-on-ink, --inv-panel), which
 * keeps them out of the public page's JavaScript.
 */

/** Joins class names (no tailwind-merge here: the public page counts every kilobyte). */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/** What every part of the renderer needs to draw itself. */
export interface RenderContext {
  theme: Theme;
  text: InvitationStrings;
  mode: 'public' | 'preview';
  /** Shows a short message in the notice area (product.md §2 Save The Date, §5 validation). */
  notify: (message: string, title?: string) => void;
  /** Heading levels: the public page owns the document, a preview sits inside another page. */
  h1: 'h1' | 'h2';
  h2: 'h2' | 'h3';
}

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

const REDUCED = '(prefers-reduced-motion: reduce)';

/** Read in event handlers and effects only. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED).matches;
}

/** False on the server and in the hydrating render; the guest's real preference after mount. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export interface Notice {
  id: number;
  title?: string;
  message: string;
}

/** A value several parts of the page read and one writes: the islands of the public page are separate trees (islands.tsx). */
export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** What the page's parts share: the notice the bottom bar shows, and the wishes this guest sent (shown first). */
export interface PageStores {
  notice: Store<Notice | null>;
  ownWishes: Store<PublicWish[]>;
  /** Shows a notice for ~3 s; the one message at a time replaces the one before. */
  notify: (message: string, title?: string) => void;
}

export function createPageStores(durationMs = 3200): PageStores {
  const notice = createStore<Notice | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    notice,
    ownWishes: createStore<PublicWish[]>([]),
    notify(message, title) {
      clearTimeout(timer);
      notice.set({ id: (notice.get()?.id ?? 0) + 1, message, title });
      timer = setTimeout(() => notice.set(null), durationMs);
    },
  };
}

/**
 * Ids inside an island of the public page (islands.tsx): its name and a count in the order its parts
 * first draw, the same on the server and in the browser, so the browser can take the server's HTML
 * over as it is (Preact's hydrate, which compares no attribute; decision 0037). Each island's own
 * count: two islands never share an id. Elsewhere (the editor's previews) React's `useId`.
 */
interface IdScopeValue {
  prefix: string;
  count: number;
}
const IdScope = createContext<IdScopeValue | null>(null);
export const IdScopeProvider = IdScope.Provider;
export function createIdScope(prefix: string): IdScopeValue {
  return { prefix, count: 0 };
}
export function useScopedId(): string {
  const scope = useContext(IdScope);
  const reactId = useId();
  const [id] = useState(() => (scope ? `${scope.prefix}${scope.count++}` : reactId));
  return id;
}

/** A soft translucent panel over the template art, so text keeps its contrast. */
export function Panel({
  className,
  children,
  section,
  labelledBy,
}: {
  className?: string;
  children: ReactNode;
  /** A <section> named by its heading, else a plain <div>. */
  section?: boolean;
  labelledBy?: string;
}) {
  const Tag = section ? 'section' : 'div';
  return (
    <Tag aria-labelledby={labelledBy} className={cx('inv-panel', className)}>
      {children}
    </Tag>
  );
}

/** A small centred flourish: a hairline, a diamond, a hairline. */
export function Flourish({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('inv-flourish', className)}>
      <span />
      <svg width="10" height="10" viewBox="0 0 10 10" fill="currentColor">
        <path d="M5 0 10 5 5 10 0 5Z" />
      </svg>
      <span />
    </div>
  );
}

export function SectionHeading({ ctx, id, children }: { ctx: RenderContext; id: string; children: ReactNode }) {
  const Tag = ctx.h2;
  const font = ctx.theme.font('eventName');
  return (
    <div className="mb-6">
      <Tag
        id={id}
        tabIndex={-1}
        className="leading-tight outline-none"
        style={{ fontFamily: font.fontFamily, color: font.color, fontSize: `${Math.round(Math.max(1.5, Math.min(2.25, font.size * 0.62)) * 100) / 100}rem` }}
      >
        {children}
      </Tag>
      <Flourish className="mt-3" />
    </div>
  );
}

/** A rounded translucent box inside a panel (countdown tiles, receipts, contacts). */
export function Tint({ className, children, role }: { className?: string; children: ReactNode; role?: 'status' }) {
  return (
    <div role={role} className={cx('inv-tint rounded-2xl', className)}>
      {children}
    </div>
  );
}
