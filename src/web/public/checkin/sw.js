/*
 * The door's service worker (product.md §13, issue 28): scoped to /checkin/, so only the helpers'
 * check-in pages work offline. The page, once open with a connection, sends the addresses of the
 * code and styles it loaded ("cache"); they are kept here with the app's HTML (the shell), so a
 * reload without signal opens the page again, whose list then comes from IndexedDB. API calls are
 * never cached here: the page keeps its own list and queue.
 * - navigations under /checkin/: the network first (a few seconds), else the kept shell; /checkin/
 *   itself (the installed app's start) opens the last door link opened on this phone;
 * - /assets/* (content-hashed, never changing): from the cache, else the network (and kept);
 * - other same-origin files the page asked for (fonts, the icon): the cache, refreshed behind.
 */
const CACHE = 'jemputan-checkin-v1';
const SHELL = '/checkin/__shell';
const LAST = '/checkin/__last';
const NETWORK_WAIT_MS = 4000;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('jemputan-checkin-') && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

const sameOrigin = (url) => url.origin === self.location.origin;

async function keep(urls, page) {
  const cache = await caches.open(CACHE);
  if (typeof page === 'string' && page.startsWith('/checkin/') && !page.startsWith('/checkin/__')) {
    const shell = await fetch(page, { credentials: 'same-origin', cache: 'no-store' });
    if (shell.ok && (shell.headers.get('content-type') || '').includes('text/html')) await cache.put(SHELL, shell);
    await cache.put(LAST, new Response(page, { headers: { 'content-type': 'text/plain' } }));
  }
  const wanted = (Array.isArray(urls) ? urls : [])
    .slice(0, 300)
    .map((href) => {
      try {
        return new URL(href, self.location.origin);
      } catch {
        return null;
      }
    })
    .filter((url) => url && sameOrigin(url) && !url.pathname.startsWith('/api/') && url.protocol.startsWith('http'));
  await Promise.all(
    wanted.map(async (url) => {
      const key = url.origin + url.pathname;
      if (await cache.match(key)) return;
      try {
        const response = await fetch(key, { credentials: 'same-origin' });
        if (response.ok) await cache.put(key, response);
      } catch {
        /* tried again on the next visit */
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'cache') return;
  const port = event.ports && event.ports[0];
  event.waitUntil(
    keep(data.urls, data.page).then(
      () => port && port.postMessage({ ok: true }),
      () => port && port.postMessage({ ok: false }),
    ),
  );
});

function timeout(ms) {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));
}

async function navigate(request, url) {
  const cache = await caches.open(CACHE);
  if (url.pathname === '/checkin/' || url.pathname === '/checkin/index.html') {
    const last = await cache.match(LAST);
    if (last) return Response.redirect(await last.text(), 302);
  }
  try {
    const response = await Promise.race([fetch(request), timeout(NETWORK_WAIT_MS)]);
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

async function fromCache(request, url, refresh) {
  const cache = await caches.open(CACHE);
  const key = url.origin + url.pathname;
  const hit = await cache.match(key);
  // The network only when the cache has nothing, or a refresh was asked for (then in the background).
  const network = () =>
    fetch(request).then(async (response) => {
      if (response.ok && response.type === 'basic') await cache.put(key, response.clone());
      return response;
    });
  if (hit) {
    if (refresh) network().catch(() => undefined);
    return hit;
  }
  return network();
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!sameOrigin(url) || url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/')) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/checkin/')) event.respondWith(navigate(request, url));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(fromCache(request, url, false));
  else event.respondWith(fromCache(request, url, true));
});
