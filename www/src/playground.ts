// The playground page: load the wasm package once, then start both panels.
import init from "../../pkg/arbiter.js";
import { startTicTacToe } from "./tictactoe.js";
import { startResolution } from "./resolution.js";

await init();
startTicTacToe();
startResolution();
document.body.dataset.ready = "true";
