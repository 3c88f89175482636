/**
 * `arbiter-rules/tictactoe`: Tic-tac-toe alone: its class, functions and types, and the shared contract, with a wasm file of its own. Call `await init()` once before anything else.
 *
 * @module arbiter-rules/tictactoe
 */
export { default, initSync, isArbiterError } from "./boundary.js";
export type { ArbiterError, InitInput, SyncInitInput } from "./boundary.js";
export type * from "./types.js";
export * from "./tictactoe.js";
