// A service worker caches the pages after the first visit, and each game's engine (its wasm) when
// that game is first played, so a game played once loads and plays offline (sw-template.js).
export function registerOffline(): void {
  if ("serviceWorker" in navigator && import.meta.env.PROD) {
    navigator.serviceWorker.register("./sw.js").catch((e: unknown) => console.warn("offline mode unavailable:", e));
  }
}
