import { useEffect, useState } from 'react';

/*
 * The door as an installable offline app (product.md §13, issue 28): the check-in page links the
 * web app manifest and registers the service worker (public/checkin/sw.js, scope /checkin/), then
 * tells it which code, styles and fonts this page loaded so it keeps them (and the page's HTML) for
 * a reload without signal. `ready` is true once the worker has them.
 */

const SW_URL = '/checkin/sw.js';
const MANIFEST_URL = '/checkin/manifest.webmanifest';

function linkManifest(): () => void {
  if (document.querySelector(`link[rel="manifest"][href="${MANIFEST_URL}"]`)) return () => undefined;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  document.head.append(link);
  return () => link.remove();
}

/** This origin's code, styles, fonts and images the page has loaded so far. */
function loadedFiles(): string[] {
  const names = performance.getEntriesByType('resource').map((entry) => entry.name);
  const scripts = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"], link[rel="modulepreload"], link[rel="icon"]')].map((element) =>
    'src' in element ? element.src : element.href,
  );
  return [...new Set([...names, ...scripts])].filter((href) => {
    try {
      const url = new URL(href, location.href);
      return url.origin === location.origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/files/');
    } catch {
      return false;
    }
  });
}

function askToKeep(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (message: MessageEvent<{ ok?: boolean }>) => resolve(Boolean(message.data?.ok));
    worker.postMessage({ type: 'cache', page: location.pathname, urls: loadedFiles() }, [channel.port2]);
  });
}

export function useOfflineApp(): { ready: boolean; supported: boolean } {
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
  const [ready, setReady] = useState(false);
  useEffect(() => linkManifest(), []);
  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    let observer: PerformanceObserver | undefined;
    void (async () => {
      try {
        await navigator.serviceWorker.register(SW_URL, { scope: '/checkin/' });
        const registration = await navigator.serviceWorker.ready;
        const worker = registration.active;
        if (!worker || cancelled) return;
        if (navigator.onLine) {
          const ok = await askToKeep(worker);
          if (!cancelled) setReady(ok);
          // Code loaded later (the camera's QR reader) is kept too.
          if (typeof PerformanceObserver !== 'undefined') {
            observer = new PerformanceObserver((entries) => {
              if (entries.getEntries().some((entry) => new URL(entry.name, location.href).pathname.startsWith('/assets/'))) void askToKeep(worker);
            });
            observer.observe({ type: 'resource' });
          }
        } else if (!cancelled) setReady(Boolean(navigator.serviceWorker.controller));
      } catch {
        /* no worker (private mode, blocked): the page still works while online */
      }
    })();
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [supported]);
  return { ready, supported };
}
