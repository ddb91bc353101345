import { ArrowRight, PlayCircle, Sparkles, Star } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { DEMO_INVITATION_ID } from '@shared/constants';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { islandMark } from '@web/lib/islands';
import { useSession } from '@web/lib/session';
import { CarouselLoading } from './CarouselStatus';

/*
 * Two pieces load after the page's own chunk: the carousel (its code arrives while its list is
 * fetched, and the router's loader starts that fetch early) and the sections below the fold (the
 * header's anchor links wait for them). The hero's text paints without either.
 */
const TemplateCarousel = lazy(() => import('./TemplateCarousel'));
const BelowTheFold = lazy(() => import('./sections'));

/** The landing page (product.md §2): hero with the carousel, features, testimonials, pricing, call to action. */
export default function HomePage() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  return (
    <>
      <Hero />
      {/* Holds the space the sections will take, so the footer does not jump into view and back. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <BelowTheFold signedIn={signedIn} />
      </Suspense>
    </>
  );
}

function Hero() {
  const words = useWords('landing').hero;
  // Chinese has no italics: a slanted CJK glyph is a distortion, the colour marks the words enough.
  const upright = useLanguage() === 'chinese';
  const [titleBefore, titleEmphasis, titleAfter] = words.title;
  return (
    // Pulled up under the transparent sticky header so the hero's colour reaches the top edge.
    <section aria-labelledby="hero-title" className="relative -mt-16 overflow-hidden bg-gradient-to-b from-brand-50 via-rose-50/40 to-stone-50 pt-16">
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 top-10 size-[28rem] rounded-full bg-brand-100/60 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -left-32 bottom-0 size-[22rem] rounded-full bg-amber-100/50 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pb-16 pt-10 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-6 lg:px-8 lg:pb-24">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-xs text-brand-800 shadow-sm sm:text-sm">
            <Sparkles aria-hidden="true" className="size-4" /> {words.badge}
          </p>
          <h1 id="hero-title" className="font-display text-4xl leading-[1.1] tracking-tight text-stone-900 sm:text-6xl">
            {titleBefore}
            <span className={upright ? 'text-brand-700' : 'italic text-brand-700'}>{titleEmphasis}</span>
            {titleAfter}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-700">
            {words.intro}
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button to={paths.templates} size="lg" icon={<ArrowRight />} iconPosition="right">
              {words.explore}
            </Button>
            {/* The invitation page is rendered by the server: a full page load, not a client route. */}
            <Button href={paths.viewInvitation(DEMO_INVITATION_ID)} size="lg" variant="outline" icon={<PlayCircle />}>
              {words.demo}
            </Button>
          </div>
          <p className="mt-8 flex flex-wrap items-center justify-center gap-2 text-sm text-stone-700 lg:justify-start">
            <span className="flex text-amber-500" role="img" aria-label={words.fiveStars}>
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} aria-hidden="true" className="size-4" fill="currentColor" />
              ))}
            </span>
            {words.loved}
          </p>
        </div>
        {/* min-w-0: the slide strip is wider than its column and must not widen the grid. */}
        <div className="min-w-0" {...islandMark('carousel')}>
          <Suspense fallback={<CarouselLoading />}>
            <TemplateCarousel />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
