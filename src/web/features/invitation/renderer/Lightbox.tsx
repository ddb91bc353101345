import { fillText } from '@shared/i18n/invitation-base';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Photo } from '@shared/photos';
import { PhotoPicture, type GalleryStrings } from './Gallery';

/** How far (px) a swipe must travel to change the photo; shorter is a tap that snaps back. */
const SWIPE = 48;

/**
 * The gallery's full-screen viewer (its own chunk, loaded on the first tap): one photo at a time with
 * its caption; swipe (touch, pen or mouse), the arrow keys or the buttons to move; Escape or Close to
 * leave. Focus stays inside while it is open and goes back to the thumbnail when it closes.
 */
export default function Lightbox({
  photos,
  start,
  words,
  closeLabel,
  onClose,
}: {
  photos: Photo[];
  start: number;
  words: GalleryStrings;
  closeLabel: string;
  /** With the index of the photo last shown. */
  onClose: (last: number) => void;
}) {
  const [index, setIndex] = useState(start);
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const photo = photos[index] ?? photos[0];
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  useEffect(() => {
    closeButton.current?.focus();
    // The page under it does not scroll while it is open.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'Escape') onClose(index);
    else if (event.key === 'Tab') {
      // Focus is trapped: Tab from the last control goes to the first, Shift+Tab the other way.
      const controls = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (event.shiftKey && document.activeElement === first) last?.focus();
      else if (!event.shiftKey && document.activeElement === last) first?.focus();
      else return;
    } else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    try {
      (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the swipe still works without capture.
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current?.id === event.pointerId) setOffset(event.clientX - drag.current.x);
  };
  const onPointerEnd = (event: PointerEvent) => {
    const start = drag.current;
    if (start?.id !== event.pointerId) return;
    drag.current = null;
    const dx = event.clientX - start.x;
    setOffset(0);
    if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  if (!photo) return null;
  const button = 'inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white';
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={words.dialog}
      onKeyDown={onKeyDown}
      data-testid="lightbox"
      className="fixed inset-0 z-[1000] flex flex-col bg-black/95 text-white"
    >
      <div className="flex items-center justify-between gap-2 p-3">
        <p aria-live="polite" className="px-2 text-sm tabular-nums" data-testid="lightbox-counter">
          {fillText(words.of, { n: String(index + 1), total: String(count) })}
        </p>
        <button ref={closeButton} type="button" onClick={() => onClose(index)} aria-label={closeLabel} className={button}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center overflow-hidden select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        data-testid="lightbox-stage"
      >
        <div
          key={photo.id}
          className="flex size-full items-center justify-center px-2"
          style={{ transform: `translate3d(${offset}px,0,0)`, transition: offset === 0 ? 'transform 200ms ease-out' : 'none' }}
        >
          <PhotoPicture photo={photo} alt={photo.caption} sizes="100vw" eager className="pointer-events-none max-h-full w-auto max-w-full object-contain" />
        </div>
        {count > 1 && (
          <>
            <button type="button" onClick={() => go(-1)} aria-label={words.previous} className={`${button} absolute top-1/2 left-2 -translate-y-1/2`}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button type="button" onClick={() => go(1)} aria-label={words.next} className={`${button} absolute top-1/2 right-2 -translate-y-1/2`}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </>
        )}
      </div>
      <p className="min-h-16 px-5 pt-2 pb-6 text-center text-base leading-snug break-words" data-testid="lightbox-caption">
        {photo.caption}
      </p>
    </div>,
    document.body,
  );
}
