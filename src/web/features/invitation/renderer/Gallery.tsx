import { Suspense, lazy, useEffect, useRef, useState, type RefObject } from 'react';
import { photoFallback, photoSrcSet, type Photo } from '@shared/photos';
import { fillText } from '@shared/i18n/invitation-base';
import type { InvitationStrings } from '@shared/i18n/invitation';
import { Panel, SectionHeading, cx, type RenderContext, useScopedId } from './ui';

/** The lightbox's code loads on the first tap of a photo, never with the page (architecture.md §6 budget). */
const Lightbox = lazy(() => import('./Lightbox'));

/** The gallery's words, from the invitation's strings (page data, never a table of every language in the page's code). */
export type GalleryStrings = InvitationStrings['gallery'];

/**
 * One photo as a `<picture>`: AVIF, then WebP, then the JPEG fallback, each with every width the
 * photo has, so the browser picks by screen and format. The box's size comes from CSS (aspect
 * ratio) and the width/height attributes, so nothing moves when the image arrives.
 */
export function PhotoPicture({
  photo,
  sizes,
  alt,
  className,
  eager = false,
}: {
  photo: Photo;
  sizes: string;
  alt: string;
  className?: string;
  /** The cover photo: fetched at once, with high priority. Everything else is lazy. */
  eager?: boolean;
}) {
  return (
    // display: contents: the <img> is the box its parent lays out.
    <picture className="contents">
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={photoFallback(photo)}
        srcSet={photoSrcSet(photo, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        className={className}
        style={{ backgroundColor: photo.color }}
      />
    </picture>
  );
}

/**
 * How many of the grid's three columns the last photo takes so that no cell is left empty (drawn by
 * renderer.css .inv-gallery, this is its rule for tests): with three or more photos the first takes
 * four cells (2×2), so n photos fill n + 3 cells; one or two fill n. A last row one short: the last
 * photo takes two columns (as tall as its row); two short: the whole row (a 2:1 band). Either way:
 * n = 3k + 2 → 2 columns, n = 3k + 1 → 3.
 */
export function lastSpan(count: number): 1 | 2 | 3 {
  const cells = count > 2 ? count + 3 : count;
  return (1 + ((3 - (cells % 3)) % 3)) as 1 | 2 | 3;
}

/**
 * The gallery section (issue 19): a grid of square thumbnails in the host's order, the first one
 * large; a tap opens the lightbox at that photo (swipe, arrow keys, Escape). `data-section="gallery"`:
 * the editor's photos step scrolls its preview here.
 */
export function Gallery({ photos, ctx }: { photos: Photo[]; ctx: RenderContext }) {
  const [open, setOpen] = useState<number | null>(null);
  const headingId = useScopedId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLUListElement>(null);
  const words = ctx.text.gallery;
  const near = useNearScreen(list);
  if (photos.length === 0) return null;
  return (
    <div data-section="gallery">
      <Panel section labelledBy={headingId} className="px-4 py-8">
        <SectionHeading ctx={ctx} id={headingId}>
          {words.heading}
        </SectionHeading>
        <ul ref={list} className="inv-gallery grid grid-flow-dense grid-cols-3 gap-1.5">
          {photos.map((photo, index) => (
            <li key={photo.id} className={cx(index === 0 && photos.length > 2 && 'col-span-2 row-span-2')}>
              <button
                type="button"
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                onClick={() => setOpen(index)}
                aria-label={fillText(photo.caption ? `${words.open}: {caption}` : words.open, { n: String(index + 1), total: String(photos.length), caption: photo.caption ?? '' })}
                className="block aspect-square w-full cursor-zoom-in overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
              >
                {near ? (
                  <PhotoPicture
                    photo={photo}
                    alt=""
                    sizes={(index === 0 && photos.length > 2) || index === photos.length - 1 ? '(max-width: 425px) 66vw, 280px' : '(max-width: 425px) 33vw, 140px'}
                    className="size-full object-cover transition-transform duration-300 hover:scale-105"
                  />
                ) : (
                  // Until the gallery nears the screen: the photo's own colour in the same square.
                  <span aria-hidden="true" className="block size-full" style={{ backgroundColor: photo.color }} />
                )}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            start={open}
            words={words}
            closeLabel={ctx.text.close}
            onClose={(last) => {
              setOpen(null);
              // Focus returns to the thumbnail of the photo last seen.
              buttons.current[last]?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * True once `target` comes within about a screen of the viewport (and from then on). The gallery's
 * photos are asked for only then: Chromium's own lazy loading fetches images up to 1,250–2,500 px
 * away, which on a phone is the whole gallery at once, competing with the first screen's images.
 * On the server and in the first render (hydration) it is false: the squares show each photo's colour.
 * It observes the element present after the first render: RendererCore draws the gallery only when
 * it has photos, so the list is there from the start.
 */
function useNearScreen(target: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}
