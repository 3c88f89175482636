// The games the pages know: each folder with a `game.ts` (exporting its descriptor as `game`) is
// one, found at build time; its code loads only when a page asks for it. GAME_ORDER is the order
// of the list of games (to be generated from the Rust games table); a game missing from it comes
// last.
import type { GameModule } from "./types.js";

export const GAME_ORDER: readonly string[] = ["ships", "duel", "deckbuilding", "chess", "go", "backgammon", "tictactoe"];

const modules = import.meta.glob<GameModule>("../*/game.ts", { import: "game" });
const loaders = new Map(Object.entries(modules).map(([path, load]) => [path.split("/")[1] ?? "", load]));

/** Every game's name, in the list's order. */
export function gameNames(): string[] {
  const rank = (name: string): number => {
    const i = GAME_ORDER.indexOf(name);
    return i < 0 ? GAME_ORDER.length : i;
  };
  return [...loaders.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The descriptor of the game called `name`, or null when there is none. */
export async function loadGame(name: string): Promise<GameModule | null> {
  const load = loaders.get(name);
  if (!load) return null;
  const game = await load();
  if (game.meta.name !== name) throw new Error(`the game in folder "${name}" calls itself "${game.meta.name}"`);
  return game;
}
