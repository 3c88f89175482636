/**
 * `arbiter-rules`: Every game of the package in one entry point (one wasm file with every game's rules). Call `await init()` once before anything else.
 *
 * @module arbiter-rules
 */
export { default, initSync, isArbiterError } from "./boundary.js";
export { simulateRandomGames } from "./simulate.js";
export type { ArbiterError, InitInput, SyncInitInput } from "./boundary.js";
export type * from "./types.js";
export * from "./tictactoe.js";
export * from "./ships.js";
export * from "./duel.js";
export * from "./deckbuilding.js";
export * from "./chess.js";
export * from "./go.js";
export * from "./backgammon.js";
export * from "./connect_four.js";
