// A service worker caches the pages after the first visit, and each game's engine (its wasm) when
// that game is first played, so a game played once loads and plays offline (sw-template.js).
export function registerOffline(): void {
  if ("serviceWorker" in navigator && import.meta.env.PROD) {
    navigator.serviceWorker.register("./sw.js").catch((e: unknown) => console.warn("offline mode unavailable:", e));
  }
}

/**
 * Asks the service worker to keep the engines this page has loaded: on the first visit the page
 * (and its bot's worker) may fetch its game's wasm before the service worker controls the page,
 * and so before it can cache the answer itself. Call once the game's engine is loaded; when the
 * service worker has them, `<html data-engines-kept="true">` says so (the offline tests wait for
 * it before taking the server away).
 */
export function keepEngines(): void {
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  const urls = performance.getEntriesByType("resource").map((e) => e.name).filter((u) => new URL(u).pathname.endsWith(".wasm"));
  void navigator.serviceWorker.ready.then((registration) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (document.documentElement.dataset.enginesKept = "true");
    registration.active?.postMessage({ type: "keep", urls }, [channel.port2]);
  });
}
