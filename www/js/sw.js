// The offline cache: on install it stores every file of the page; afterwards it answers
// from the cache first, so the game starts and plays with no network. The expert level's
// files (expert/: its module and weights) are not stored on install but when first
// fetched, so the expert plays offline after one game with it. The build fills in the
// version and the file list; a new build gets a new cache and drops the old one.
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const CACHE = 'ludo-__VERSION__';
/** @type {string[]} */
// @ts-expect-error the build writes the list of files here
const FILES = __FILES__;
/** where the files kept once fetched live */
const ON_DEMAND = new URL('expert/', sw.location.href).href;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('ludo-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok && request.url.startsWith(ON_DEMAND)) event.waitUntil(cache.put(request, response.clone()));
      return response;
    }),
  );
});
