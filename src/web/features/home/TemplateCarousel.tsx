import { useQuery } from '@tanstack/react-query';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CarouselTemplate } from '@shared/templates';
import { cn } from '@web/lib/cn';
import { carouselQuery } from '@web/features/templates/api';
import { SAMPLE_TEMPLATES } from '@web/features/templates/samples';
import { TemplateCover } from '@web/features/templates/TemplateImage';
import { categoryName } from '@web/i18n/categories';
import { useWords } from '@web/i18n/i18n';
import { CarouselFrame, CarouselLoading, FRAME_HEIGHT, SLIDE_CLASS } from './CarouselStatus';
import { SLIDE_IMAGE_SIZES, SLIDE_IMAGE_WIDTHS } from './landing-prefetch';

/** product.md §9: the carousel advances every 5,000 ms, loops, and stops once the visitor interacts. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

/** product.md §8: the four built-in slides when the list cannot be loaded. */
const BUILT_IN_SLIDES: CarouselTemplate[] = SAMPLE_TEMPLATES.map(({ id, name, preview_image_url, category }) => ({
  id,
  name,
  preview_image_url,
  category,
}));


const controlClass =
  'inline-flex size-10 cursor-pointer items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-sm transition-colors ' +
  'hover:border-brand-200 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The landing page's hero carousel of the newest templates (product.md §2, §8, §9). Loaded lazily by
 * the hero: its code arrives while its list is fetched, so waiting for it costs no time.
 */
export default function TemplateCarousel() {
  const query = useQuery(carouselQuery);
  const words = useWords('landing').carousel;
  if (query.isPending) return <CarouselLoading />;
  const slides = query.isError ? BUILT_IN_SLIDES : query.data.data;
  if (slides.length === 0) {
    return (
      <CarouselFrame>
        <p role="status" className="rounded-2xl border border-stone-200 bg-white/80 px-6 py-4 text-center text-stone-700 shadow-sm">
          {words.empty}
        </p>
      </CarouselFrame>
    );
  }
  return <Slides slides={slides} />;
}

function Slides({ slides }: { slides: CarouselTemplate[] }) {
  const words = useWords('landing').carousel;
  const common = useWords('common');
  // Autoplay is motion: visitors who asked for less of it start paused (they can press Play).
  const [reducedMotion] = useState(prefersReducedMotion);
  const [autoplay] = useState(() =>
    Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: true, stopOnFocusIn: true, playOnInit: !reducedMotion }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'center' }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    embla.on('select', onSelect).on('reInit', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  // Any use of the controls is an interaction: autoplay stops for good, as with a swipe.
  const interact = (action: (api: NonNullable<typeof embla>) => void) => () => {
    if (!embla) return;
    embla.plugins().autoplay?.stop();
    action(embla);
  };
  const togglePlay = () => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
  };

  return (
    <section aria-roledescription="carousel" aria-label={words.label} className="flex w-full flex-col items-center gap-5">
      <div className={cn('relative w-full', FRAME_HEIGHT)}>
        <div ref={viewportRef} className="h-full overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_12%,black_88%,transparent)]">
          <div className="flex h-full touch-pan-y items-center">
            {slides.map((slide, index) => {
              const active = index === selected;
              return (
                <div
                  key={slide.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={words.slide(index + 1, slides.length, slide.name)}
                  className={cn('min-w-0 shrink-0 grow-0 px-2 sm:px-3', SLIDE_CLASS)}
                >
                  <figure
                    className={cn(
                      'relative aspect-[9/16] overflow-hidden rounded-3xl bg-stone-100 shadow-xl shadow-brand-900/10 ring-1 ring-black/5 transition duration-500 motion-reduce:transition-none',
                      active ? 'scale-100 opacity-100' : 'scale-[0.86] opacity-70',
                    )}
                  >
                    <TemplateCover
                      template={slide}
                      image={slide.preview_image_url}
                      alt={{ cover: words.coverAlt(slide.name), art: words.artAlt(slide.name) }}
                      sizes={SLIDE_IMAGE_SIZES}
                      widths={SLIDE_IMAGE_WIDTHS}
                      // The first slide is the hero's main image: fetch it first.
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'low'}
                    />
                    <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/40 to-transparent px-4 pb-4 pt-12 text-left text-white">
                      <span className="block font-serif text-lg font-semibold leading-tight">{slide.name}</span>
                      <span className="mt-0.5 block text-xs font-medium uppercase tracking-wider text-white/90">{categoryName(common, slide.category)}</span>
                    </figcaption>
                  </figure>
                </div>
              );
            })}
          </div>
        </div>
      </div>

      <div className="flex items-center gap-3">
        <button type="button" className={controlClass} aria-label={words.previous} onClick={interact((api) => api.scrollPrev())}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <ol className="flex items-center" aria-label={words.choose}>
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                aria-label={words.show(slide.name)}
                aria-current={index === selected ? 'true' : undefined}
                className="group inline-flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={interact((api) => api.scrollTo(index))}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2 rounded-full transition-all',
                    index === selected ? 'w-5 bg-brand-600' : 'w-2 bg-stone-300 group-hover:bg-stone-400',
                  )}
                />
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className={controlClass} aria-label={words.next} onClick={interact((api) => api.scrollNext())}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={cn(controlClass, 'ml-1')}
          aria-label={playing ? words.pause : words.play}
          onClick={togglePlay}
        >
          {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </section>
  );
}
