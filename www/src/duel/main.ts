// The duel page: load the engine, make the page work offline, then resume or set up a game.
import init from "../../../pkg/arbiter.js";
import { DuelApp } from "./app.js";

if ("serviceWorker" in navigator && import.meta.env.PROD) {
  navigator.serviceWorker.register("./sw.js").catch((e: unknown) => console.warn("offline mode unavailable:", e));
}

await init();
new DuelApp().start();
document.body.dataset.ready = "true";
