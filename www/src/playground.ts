// The playground page: tic-tac-toe against the bot on the page shell, and end-of-turn resolution
// by hand under it.
import { startResolution } from "./resolution.js";
import { buildFrame } from "./shell/frame.js";
import { keepEngines, registerOffline } from "./shell/offline.js";
import { runGame } from "./shell/run.js";
import "./shell/shell.css";
import "./style.css";

registerOffline();
const resolution = document.getElementById("resolution");
const frame = buildFrame(document.body);
if (resolution) frame.root.querySelector("footer")?.before(resolution);
await runGame(frame, "tictactoe");
document.title = "Playground · arbiter";
const title = document.getElementById("title");
if (title) title.textContent = "Playground: tic-tac-toe";
await startResolution();
keepEngines();
document.body.dataset.ready = "true";
