import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

export interface StaticPageProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** A line under the title, e.g. the policy's date. */
  meta?: ReactNode;
  children: ReactNode;
  /** Wider pages hold cards; text pages stay at a comfortable reading width. */
  width?: 'text' | 'wide';
}

/** Typography for long text without a plugin: headings, paragraphs, lists and links. */
export const proseClass =
  'text-base leading-relaxed text-stone-700 ' +
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:text-stone-900 [&_h2:first-child]:mt-0 ' +
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-stone-900 ' +
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:marker:text-brand-600 ' +
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800';

/** The frame of the about, contact and legal pages: opens at the top, with a way home (product.md §2). */
export function StaticPage({ eyebrow, title, intro, meta, children, width = 'text' }: StaticPageProps) {
  const words = useWords('pages');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <article className="flex flex-1 flex-col">
      {/* Pulled up under the transparent sticky header so the band's colour reaches the top edge. */}
      <header className="-mt-16 border-b border-brand-100 bg-gradient-to-b from-brand-50 to-stone-50 pt-16">
        <div className={cn('mx-auto px-4 pb-12 pt-8 sm:px-6 sm:pb-16 lg:px-8', width === 'wide' ? 'max-w-5xl' : 'max-w-3xl')}>
          <Link
            to={paths.home}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg text-sm font-medium text-brand-700 hover:text-brand-800"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {words.backToHome}
          </Link>
          <p className="mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{eyebrow}</p>
          <h1 className="mt-2 font-serif text-4xl leading-tight text-stone-900 sm:text-5xl">{title}</h1>
          {meta && <p className="mt-3 text-sm text-stone-600">{meta}</p>}
          {intro && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">{intro}</p>}
        </div>
      </header>
      <div className={cn('mx-auto w-full px-4 py-12 sm:px-6 sm:py-16 lg:px-8', width === 'wide' ? 'max-w-5xl' : 'max-w-3xl')}>{children}</div>
    </article>
  );
}
