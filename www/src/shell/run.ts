// Starts a game in a frame: its descriptor, the engine, then its page; a missing game or an
// engine that does not load is said on the page.
import init from "../../../pkg/arbiter.js";
import { errorText } from "./errors.js";
import type { Frame } from "./frame.js";
import { loadGame } from "./games.js";

export async function runGame(frame: Frame, name: string): Promise<void> {
  try {
    const game = await loadGame(name);
    if (!game) return frame.fatal(name ? `There is no game called "${name}" here.` : "No game was asked for (play.html?game=chess, for one).");
    await init();
    const page = await game.load();
    page.start(frame, game.meta);
  } catch (e) {
    frame.fatal(`The game could not be loaded (${errorText(e)}). Reload the page to try again.`);
  }
}
