// `virtual:games`, made by vite.config.ts from the table of games: the games that have a page, in
// the table's order, each with its descriptor's loader (its game.ts, bundled as its own chunk).
declare module "virtual:games" {
  /** The games' names, in the table's order. */
  export const GAMES: readonly string[];
  /** Each game's `game` export (its game.ts), loaded on demand. */
  export const loaders: Readonly<Record<string, () => Promise<import("./shell/types.js").GameModule>>>;
}
