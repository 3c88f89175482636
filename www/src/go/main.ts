// The Go page: load the engine, make the page work offline, then resume or set up a game.
import init from "../../../pkg/arbiter.js";
import { ClassicApp } from "../classic/app.js";
import { GoKit } from "./kit.js";

if ("serviceWorker" in navigator && import.meta.env.PROD) {
  navigator.serviceWorker.register("./sw.js").catch((e: unknown) => console.warn("offline mode unavailable:", e));
}

await init();
new ClassicApp(new GoKit()).start();
document.body.dataset.ready = "true";
