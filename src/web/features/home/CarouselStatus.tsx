import type { ReactNode } from 'react';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

/** Slide width; the frame reserves the same height in every state so nothing shifts. */
export const SLIDE_CLASS = 'w-56 sm:w-64';
export const FRAME_HEIGHT = 'h-[27rem] sm:h-[30.5rem]';

export function CarouselFrame({ children }: { children: ReactNode }) {
  return <div className={cn('relative flex w-full items-center justify-center', FRAME_HEIGHT)}>{children}</div>;
}

/** The carousel while its code or its list is on the way (product.md §8: 'Loading beautiful previews...'). */
export function CarouselLoading() {
  const words = useWords('landing').carousel;
  return (
    <CarouselFrame>
      <div
        className={cn(
          'flex aspect-[9/16] flex-col items-center justify-center gap-4 rounded-3xl border border-white/70 bg-white/60 shadow-xl shadow-brand-900/5',
          SLIDE_CLASS,
        )}
      >
        <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <p role="status" className="px-6 text-center text-sm font-medium text-stone-700">
          {words.loading}
        </p>
      </div>
    </CarouselFrame>
  );
}
