// The list of games. It also registers the service worker, so that every game page works
// offline after a first visit to any page.
if ("serviceWorker" in navigator && import.meta.env.PROD) {
  navigator.serviceWorker.register("./sw.js").catch((e: unknown) => console.warn("offline mode unavailable:", e));
}
document.body.dataset.ready = "true";
