/* global self, caches */
// The user app's service worker (issue 13), served as /sw.js with scope /. Not bundled: service-worker-plugin.ts
// copies this file after one line that sets `self.__SW_BUILD__ = { version, precache, optional }` for the build.
//
// - install: precaches the shell (/index.html, the entry chunk and its static imports, the CSS) and the icons and
//   manifest, in a cache named after the version. No skipWaiting here: a new version waits until the page asks
//   (SKIP_WAITING, sent at the next in-app navigation), so a screen never runs on two builds at once.
// - activate: deletes other versions' caches, claims the open pages.
// - fetch (same-origin GET only): never the API, the sockets, uploads or the back office (money screens always
//   read fresh); /assets/* (hashed, immutable) cache-first and stored on first use, so each screen's lazy chunks are
//   kept as the user opens them; navigations network-first, the cached shell when the network fails (online while
//   a new build waits, straight to the network); the other precached files network-first with the cache as the
//   fallback.
const { version, precache, optional } = self.__SW_BUILD__;
const CACHE_PREFIX = 'exchange-shell-';
const CACHE = `${CACHE_PREFIX}${version}`;
const SHELL = '/index.html';
const BYPASS = /^\/(?:api\/|app-websocket|im-websocket|uploads\/|admin(?:\/|$))/;
const isAsset = (pathname) => pathname.startsWith('/assets/');
const precached = new Set([...precache, ...optional]);

// Hashed assets may come from the HTTP cache (they never change); everything else is revalidated.
const freshRequest = (url) => new Request(url, { cache: isAsset(url) ? 'default' : 'no-cache' });

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(precache.map(freshRequest));
      // The manifest comes from the API server: a static preview without it still installs.
      await Promise.all(optional.map((url) => cache.add(freshRequest(url)).catch(() => undefined)));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // No navigation preload (turned off where an earlier build turned it on): a navigation this worker declines
      // (see the fetch handler) then makes one request, not a preload plus one.
      await self.registration.navigationPreload?.disable();
      await self.clients.claim();
    })(),
  );
});

/** Stores a good same-origin response of a hashed asset in this version's cache. */
const store = async (request, response) => {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
};

/** The chunks the page loaded before this worker controlled it (the current screen's): kept for offline use. */
const storeAssets = async (urls) => {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, self.location.origin);
      if (url.origin !== self.location.origin || !isAsset(url.pathname)) return;
      if (await cache.match(url.pathname, { ignoreVary: true })) return;
      const response = await fetch(url.pathname).catch(() => null);
      if (response) await store(new Request(url.pathname), response);
    }),
  );
};

self.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message?.type === 'CACHE_URLS' && Array.isArray(message.urls))
    event.waitUntil(storeAssets(message.urls.filter((url) => typeof url === 'string')));
});

/** The response, and the storing of a network response that the worker must stay alive for. */
const cacheFirst = async (request) => {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return { response: cached, stored: Promise.resolve() };
  const response = await fetch(request);
  return { response, stored: store(request, response.clone()) };
};

/** An app page: network first, the cached shell when the network fails. */
const navigate = async (request) => {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE, ignoreVary: true });
    if (shell) return shell;
    throw error;
  }
};

const networkFirst = async (request) => {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(new URL(request.url).pathname, { cacheName: CACHE, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The API, the sockets, uploads and the back office's pages go straight to the network.
  if (BYPASS.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // While a new build waits to take over, an online navigation (the page reloading into it) goes to the network
    // without this worker: in Chromium the takeover could replace this worker mid-fetch, and the navigation then
    // never ended (the page hung on its reload).
    if (!self.registration.waiting || !self.navigator.onLine) event.respondWith(navigate(request));
  } else if (isAsset(url.pathname)) {
    const result = cacheFirst(request);
    event.respondWith(result.then(({ response }) => response));
    event.waitUntil(result.then(({ stored }) => stored).catch(() => undefined));
  } else if (precached.has(url.pathname)) event.respondWith(networkFirst(request));
});
