// Paiju service worker: precache the whole site under a cache named after its content hash, serve
// cache-first, drop older caches on activate. build.py writes the manifest between the markers.
const PRECACHE = /*PRECACHE*/{"cache": "paiju-dev", "files": []}/*END*/;
const CACHE = PRECACHE.cache;

// The site's own files (a GET of a path in scope, no query) come straight from the cache without
// starting this worker where the browser has static routes (Chromium 123+): a repeat visit no longer
// waits for the worker to start before its page, nor sends each file through it. A navigation with
// a query (?lang=en) and anything the cache lacks still reach the fetch handler below.
const ROUTES = () => [{
  condition: { requestMethod: "GET",
               urlPattern: new URLPattern({ origin: self.location.origin, pathname: `${new URL(self.registration.scope).pathname}*`, search: "" }) },
  source: { cacheName: CACHE },
}];

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    if (event.addRoutes) await event.addRoutes(ROUTES()).catch((e) => console.warn("paiju: no static routes", e));
    const cache = await caches.open(CACHE);
    // "no-cache" revalidates with the server, so a stale HTTP-cached file never enters a new cache.
    await cache.addAll(PRECACHE.files.map((f) => new Request(f, { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("paiju-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const navigate = req.mode === "navigate";
    // A navigation may carry a query (?lang=en) or name index.html: all are the one cached page.
    const hit = await cache.match(req, { ignoreSearch: navigate });
    if (hit) return hit;
    try {
      return await fetch(req);
    } catch (err) {
      if (navigate) {
        const page = await cache.match("./");
        if (page) return page;
      }
      throw err;
    }
  })());
});
