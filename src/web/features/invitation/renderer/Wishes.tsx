import { Icon } from './icons';
import { useEffect, useRef, useState } from 'react';
import type { PublicWish } from '@shared/invitation-view';
import { Panel, SectionHeading, prefersReducedMotion, type RenderContext, useScopedId } from './ui';

/**
 * product.md §2 wishes carousel: non-empty wishes only, one per view, previous/next scroll one container width.
 * Each card is as tall as its own wish (items-start): a long wish, or one opened by "Read more", does
 * not stretch the others.
 */
export function Wishes({ wishes, ctx }: { wishes: PublicWish[]; ctx: RenderContext }) {
  const { text } = ctx;
  const titleId = useScopedId();
  const scroller = useRef<HTMLUListElement>(null);
  const shown = wishes.filter((wish) => wish.wishes?.trim());
  const first = shown[0]?.id;

  // A wish the guest just sent goes first: show it. Not on the first draw: the wall is taken over
  // by the guest's first tap (decision 0037), and scrolling home then would undo that tap.
  const firstShown = useRef(first);
  useEffect(() => {
    if (firstShown.current === first) return;
    firstShown.current = first;
    scroller.current?.scrollTo({ left: 0 });
  }, [first]);

  const go = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const max = el.scrollWidth - el.clientWidth;
    // Wrap around at either end.
    if (direction === 1 && el.scrollLeft >= max - 4) el.scrollTo({ left: 0, behavior });
    else if (direction === -1 && el.scrollLeft <= 4) el.scrollTo({ left: max, behavior });
    else el.scrollBy({ left: direction * el.clientWidth, behavior });
  };

  return (
    <Panel section labelledBy={titleId}>
      <SectionHeading ctx={ctx} id={titleId}>
        {text.wishesHeading}
      </SectionHeading>
      {shown.length === 0 ? (
        <p className="mx-auto max-w-[18rem] leading-relaxed">{text.noWishes}</p>
      ) : (
        <>
          <ul
            ref={scroller}
            tabIndex={0}
            aria-label={text.wishesHeading}
            className="inv-no-scrollbar flex snap-x snap-mandatory items-start overflow-x-auto overscroll-x-contain rounded-2xl"
          >
            {shown.map((wish) => (
              <li key={wish.id} className="w-full shrink-0 snap-center px-1">
                <figure className="inv-tint flex min-h-40 flex-col justify-center rounded-2xl px-6 py-6">
                  <span aria-hidden="true" className="-mb-3 font-serif text-5xl leading-none opacity-40">
                    “
                  </span>
                  <WishText wish={wish.wishes.trim()} ctx={ctx} />
                  <figcaption className="mt-4 text-sm font-semibold tracking-wide">— {wish.guestName?.trim() || text.guest}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          {shown.length > 1 && (
            <div className="mt-5 flex items-center justify-center gap-4">
              <button type="button" className="inv-round" onClick={() => go(-1)}>
                <Icon name="chevronLeft" className="size-5" />
                <span className="sr-only">{text.previousWish}</span>
              </button>
              <span aria-hidden="true" className="h-px w-10 bg-current/40" />
              <button type="button" className="inv-round" onClick={() => go(1)}>
                <Icon name="chevronRight" className="size-5" />
                <span className="sr-only">{text.nextWish}</span>
              </button>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

/**
 * A wish clamped to four lines so the cards stay even; "Read more" appears only when the text
 * overflows (measured in the browser, so never in the server's markup) and toggles the clamp.
 */
function WishText({ wish, ctx }: { wish: string; ctx: RenderContext }) {
  const id = useScopedId();
  const quote = useRef<HTMLQuoteElement>(null);
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);

  useEffect(() => {
    const el = quote.current;
    if (!el || open || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setLong(el.scrollHeight > el.clientHeight + 1));
    observer.observe(el);
    return () => observer.disconnect();
  }, [open, wish]);

  return (
    <>
      <blockquote id={id} ref={quote} className={`text-base leading-relaxed break-words whitespace-pre-line italic${open ? '' : ' inv-clamp'}`}>
        {wish}
      </blockquote>
      {(long || open) && (
        <button type="button" aria-expanded={open} aria-controls={id} className="inv-more" onClick={() => setOpen(!open)}>
          {open ? ctx.text.showLess : ctx.text.readMore}
        </button>
      )}
    </>
  );
}
