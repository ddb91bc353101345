import { Outlet, ScrollRestoration } from 'react-router';
import { useWords } from '@web/i18n/i18n';
import { islandMark } from '@web/lib/islands';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Off-screen until focused; the first stop for keyboard users. */
export function SkipToContent({ target = 'main', label = 'Skip to content' }: { target?: string; label?: string }) {
  return (
    <a
      href={`#${target}`}
      className="fixed left-4 top-4 z-[100] -translate-y-32 rounded-xl bg-white px-4 py-3 font-medium text-brand-700 shadow-lg transition-transform focus:translate-y-0"
    >
      {label}
    </a>
  );
}

/** The public pages: header, the page, footer (product.md §2). */
export function PublicLayout() {
  const words = useWords('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipToContent label={words.skipToContent} />
      {/* An island on the landing drawn at build time (decision 0035); \`contents\`: the header stays sticky to the page. */}
      <div className="contents" {...islandMark('header')}>
        <SiteHeader />
      </div>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
        {/* New pages open at the top; Back returns to where the reader was. */}
        <ScrollRestoration />
      </main>
      <SiteFooter />
    </div>
  );
}

export default PublicLayout;
