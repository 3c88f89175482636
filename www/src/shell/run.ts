// Starts a game in a frame: its descriptor, its page and its game's engine; a missing game or an
// engine that does not load is said on the page.
import { errorText } from "./errors.js";
import type { Frame } from "./frame.js";
import { loadGame } from "./games.js";

export async function runGame(frame: Frame, name: string): Promise<void> {
  try {
    const game = await loadGame(name);
    if (!game) return frame.fatal(name ? `There is no game called "${name}" here.` : "No game was asked for (play.html?game=chess, for one).");
    const page = await game.load();
    // The page's own entry point: only its game's wasm is fetched.
    await page.init();
    page.start(frame, game.meta);
  } catch (e) {
    frame.fatal(`The game could not be loaded (${errorText(e)}). Reload the page to try again.`);
  }
}
