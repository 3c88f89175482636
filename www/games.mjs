// The games that have a page: the table's games (`games!` in src/rulesets/mod.rs, read by
// scripts/games.mjs) whose page folder www/src/<name>/ holds a game.ts, in the table's order.
// Read by vite.config.ts (the games list) and by the page and memory tests.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readGames } from "../scripts/games.mjs";

/** A game's page folder, as a path. */
export const pageFolder = (name) => fileURLToPath(new URL(`./src/${name}/`, import.meta.url));

/** The table's games `{ module, ruleset, name }` that have a page, in the table's order. */
export function pageGames(games = readGames()) {
  return games.filter((g) => existsSync(`${pageFolder(g.name)}game.ts`));
}
