// The games the pages know: the table's games (src/rulesets/mod.rs) that have a page folder with
// a `game.ts` (exporting its descriptor as `game`), in the table's order. vite.config.ts makes the
// list at build time (`virtual:games`); a game's code loads only when a page asks for it.
import { GAMES, loaders } from "virtual:games";
import type { GameModule } from "./types.js";

/** Every game's name, in the list's order (the table's). */
export function gameNames(): string[] {
  return [...GAMES];
}

/** The descriptor of the game called `name`, or null when there is none. */
export async function loadGame(name: string): Promise<GameModule | null> {
  const load = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
  if (!load) return null;
  const game = await load();
  if (game.meta.name !== name) throw new Error(`the game in folder "${name}" calls itself "${game.meta.name}"`);
  return game;
}
