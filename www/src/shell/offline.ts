// A service worker caches every built file after the first visit to any page, so that every game
// loads and plays offline (sw-template.js).
export function registerOffline(): void {
  if ("serviceWorker" in navigator && import.meta.env.PROD) {
    navigator.serviceWorker.register("./sw.js").catch((e: unknown) => console.warn("offline mode unavailable:", e));
  }
}
