// play.html?game=<name>: every game's page, on the shell.
import { buildFrame } from "./frame.js";
import { keepEngines, registerOffline } from "./offline.js";
import { runGame } from "./run.js";
import "./shell.css";

registerOffline();
await runGame(buildFrame(document.body), new URLSearchParams(location.search).get("game") ?? "");
keepEngines();
document.body.dataset.ready = "true";
