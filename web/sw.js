// Paiju service worker: precache the whole site under a cache named after its content hash, serve
// cache-first, drop older caches on activate. build.py writes the manifest between the markers.
const PRECACHE = /*PRECACHE*/{"cache": "paiju-dev", "files": []}/*END*/;
const CACHE = PRECACHE.cache;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
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
