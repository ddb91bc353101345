import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load or render: a way forward instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return (
    <div className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-serif text-2xl text-stone-900">Something went wrong</h1>
      <p className="text-stone-600">
        {chunkFailed
          ? 'A new version of the app is available. Reload the page to continue.'
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : 'This page could not be shown. Please try again.'}
      </p>
      <div className="flex gap-3">
        <button type="button" className="rounded-lg bg-brand-700 px-4 py-2 text-white hover:bg-brand-800" onClick={() => window.location.reload()}>
          Reload
        </button>
        <a className="rounded-lg border border-stone-300 px-4 py-2 text-stone-800 hover:bg-stone-100" href="/">
          Return to Home
        </a>
      </div>
    </div>
  );
}
