// Pages whose Content-Security-Policy forbids compiling code ('unsafe-eval' absent) get the same
// results: the package then builds objects without `new Function`. Simulated by a Function that
// throws as the browser's does, installed before the package loads (this file runs in its own
// process).
import { test } from "node:test";
import assert from "node:assert/strict";

const compiled = [];
globalThis.Function = function Function() {
  compiled.push([...arguments]);
  throw new EvalError("Code generation from strings disallowed for this context");
};
const { default: init, TicTacToeGame, resolveEndOfTurn } = await import("arbiter-rules");
await init();

test("without code generation, results are the same plain objects", () => {
  const game = new TicTacToeGame({ players: ["__proto__", "b"] });
  assert.deepEqual(game.legalActions("__proto__").slice(0, 2), [{ cell: 0 }, { cell: 1 }]);
  const [entry] = game.submit("__proto__", { cell: 4 });
  assert.deepEqual(entry, { seq: 0, turn: 1, event: { type: "MarkPlaced", player: "__proto__", mark: "X", cell: 4 } });
  assert.equal(Object.getPrototypeOf(entry), Object.prototype);
  for (const cell of [0, 8, 1, 7, 2]) game.submit(game.currentPlayer, { cell });
  assert.deepEqual([game.outcome.type, game.outcome.winner], ["WIN", "b"]);
  const result = resolveEndOfTurn({ players: [{ id: "a", health: 1 }, { id: "b", health: 1 }], ships: [], triggeredEffects: [] });
  assert.equal(result.status, "ACTIVE");
  assert.equal(compiled.length, 1, "the package tried to compile an object maker once, then fell back for good");
  game.free();
});
