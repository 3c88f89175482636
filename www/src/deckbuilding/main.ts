// The deck-building page: load the engine, make the page work offline, then resume or set up a game.
import init from "../../../pkg/arbiter.js";
import { DeckBuildingApp } from "./app.js";

// A service worker caches the page, the scripts and the wasm after the first visit.
if ("serviceWorker" in navigator && import.meta.env.PROD) {
  navigator.serviceWorker.register("./sw.js").catch((e: unknown) => console.warn("offline mode unavailable:", e));
}

await init();
new DeckBuildingApp().start();
document.body.dataset.ready = "true";
