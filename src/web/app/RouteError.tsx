import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useLanguage } from '@web/i18n/i18n';
import { ROOT_WORDS } from './root-words';

/**
 * Shown when a page fails to load or render: a way forward instead of a blank screen. Its words are
 * in the entry (ROOT_WORDS): when a chunk failed to load, a catalogue's chunk may fail too.
 */
export function RouteError() {
  const error = useRouteError();
  const words = ROOT_WORDS[useLanguage()].error;
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return (
    <div className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-serif text-2xl text-stone-900">{words.title}</h1>
      <p className="text-stone-600">
        {chunkFailed
          ? words.newVersion
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : words.failed}
      </p>
      <div className="flex gap-3">
        <button type="button" className="rounded-lg bg-brand-700 px-4 py-2 text-white hover:bg-brand-800" onClick={() => window.location.reload()}>
          {words.reload}
        </button>
        <a className="rounded-lg border border-stone-300 px-4 py-2 text-stone-800 hover:bg-stone-100" href="/">
          {words.home}
        </a>
      </div>
    </div>
  );
}
