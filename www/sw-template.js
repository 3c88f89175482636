// The service worker: precaches the pages, scripts and styles listed at build time, caches each
// game's wasm when that game is first played, and serves both from the cache first, so a game
// played once loads and plays with the network off.
const CACHE = "arbiter-__VERSION__";
const ASSETS = __ASSETS__;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("arbiter-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// A page asks to keep the engines it fetched before this worker controlled it (its first visit).
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === "string" && new URL(u).origin === self.location.origin && new URL(u).pathname.endsWith(".wasm"));
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    for (const url of urls) if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url);
    event.ports[0]?.postMessage("kept");
  }));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // ignoreVary: the server may answer with `Vary: Origin`, and module scripts send an Origin.
      const hit = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok) cache.put(request, response.clone());
      return response;
    }),
  );
});
