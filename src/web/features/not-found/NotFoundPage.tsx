import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths, siteAliasTarget } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { useWords } from '@web/i18n/i18n';

/** Any unknown path (product.md §2). The server also answers these paths with status 404. */
export default function NotFoundPage() {
  const location = useLocation();
  const words = useWords('pages').notFound;
  // /login, /pricing, /about …, reached inside the app (the server redirects them on a page load).
  const alias = siteAliasTarget(location.pathname);
  useEffect(() => {
    // product.md §8: the 404 route logs the path.
    if (!alias) console.warn('404: no page at', location.pathname);
  }, [alias, location.pathname]);
  if (alias) return <Navigate to={alias} replace />;
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center" data-testid="not-found">
      <p className="font-serif text-7xl text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="font-serif text-3xl text-stone-900">{words.title}</h1>
      <p className="max-w-sm text-stone-600">{words.text}</p>
      <Button to={paths.home}>{words.home}</Button>
    </div>
  );
}
