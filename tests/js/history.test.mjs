// History in the built package, for every game: `stepTo(n)` gives the game as it was after n
// actions (hash, views and each player's events as they were then), read-only; `canUndo()`
// answers what `undo()` would do without trying it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as arbiter from "arbiter-rules";
import { throwsArbiter } from "./assertions.mjs";

await arbiter.default();

const GAMES = ["TicTacToeGame", "ShipsGame", "DuelGame", "DeckBuildingGame", "ChessGame", "GoGame", "BackgammonGame", "ConnectFourGame"];

/** A small deterministic generator, so each game plays the same random moves every run. */
function random(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** What a game is now: its hash, its log's length, each player's view and events. */
function moment(game) {
  return {
    hash: game.stateHash(),
    log: game.events().length,
    views: game.players.map((p) => JSON.stringify(game.view(p))),
    events: game.players.map((p) => JSON.stringify(game.events(0, p))),
  };
}

for (const name of GAMES) {
  test(`${name}: stepTo rebuilds each earlier moment, read-only; canUndo answers as undo does`, () => {
    const Class = arbiter[name];
    const game = new Class();
    const pick = random(name.length * 7919);
    const moments = [moment(game)];
    assert.equal(game.canUndo(), false, "nothing to undo at the start");
    for (let i = 0; i < 24 && game.status === "ACTIVE"; i++) {
      const player = game.currentPlayer;
      const legal = game.legalActions(player);
      game.submit(player, legal[pick(legal.length)]);
      moments.push(moment(game));
      // canUndo, then undo on a copy: the same answer.
      const copy = Class.replay(game.exportState().config, game.actions());
      let undone = true;
      try {
        copy.undo();
      } catch {
        undone = false;
      }
      copy.free();
      assert.equal(game.canUndo(), undone, `canUndo after ${i + 1} actions`);
    }
    const n = moments.length - 1;
    for (const k of [0, 1, n >> 1, n]) {
      const past = game.stepTo(k);
      assert.ok(past instanceof Class);
      assert.deepEqual(moment(past), moments[k], `stepTo(${k})`);
      assert.equal(past.actions().length, k);
      assert.equal(past.canUndo(), false);
      if (past.status === "ACTIVE") {
        const player = past.currentPlayer;
        throwsArbiter(() => past.submit(player, past.legalActions(player)[0]), "INVALID_INPUT", "stepTo", "read-only");
      }
      if (k > 0 && past.status === "ACTIVE") throwsArbiter(() => past.undo(), "INVALID_INPUT", "stepTo");
      assert.equal(past.stateHash(), moments[k].hash, "a refused action changes nothing");
      // A past game's save loads as a live game that plays on.
      const live = Class.load(past.save());
      assert.equal(live.stateHash(), moments[k].hash);
      if (live.status === "ACTIVE") live.submit(live.currentPlayer, live.legalActions(live.currentPlayer)[0]);
      live.free();
      past.free();
    }
    assert.equal(game.stateHash(), moments[n].hash, "stepping changes nothing in the live game");
    throwsArbiter(() => game.stepTo(n + 1), "INVALID_INPUT", `n is ${n + 1}`, `${n} actions`);
    throwsArbiter(() => game.stepTo(-1), "INVALID_INPUT", "n is -1");
    throwsArbiter(() => game.stepTo(1.5), "INVALID_INPUT", "n is 1.5");
    throwsArbiter(() => game.stepTo("2"), "INVALID_INPUT", "n must be a number");
    game.free();
  });
}

test("a finished game steps back to any moment, and its end is still there at the last", () => {
  const game = new arbiter.TicTacToeGame({ players: ["x", "o"] });
  for (const [p, cell] of [["x", 0], ["o", 3], ["x", 1], ["o", 4], ["x", 2]]) game.submit(p, { cell });
  assert.equal(game.status, "FINISHED");
  // A line completed is the rules' ending: it can be taken back (on the live game, not a past one).
  assert.equal(game.canUndo(), true);
  const before = game.stepTo(4);
  assert.equal(before.status, "ACTIVE");
  assert.equal(before.currentPlayer, "x");
  assert.deepEqual(before.legalActions("x").length, 5);
  const end = game.stepTo(5);
  assert.equal(end.status, "FINISHED");
  assert.deepEqual(end.outcome, game.outcome);
  throwsArbiter(() => end.submit("o", { cell: 8 }), "GAME_FINISHED");
  assert.equal(end.canUndo(), false);
  throwsArbiter(() => end.undo(), "INVALID_INPUT", "stepTo");
  before.free();
  end.free();
});
