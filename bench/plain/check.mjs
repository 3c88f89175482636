// Checks that the plain JavaScript baselines compute what arbiter computes, so `npm run bench`
// compares the same work. bench/wasm.mjs runs these before timing anything and stops on a
// difference; `node bench/plain/check.mjs` runs them alone.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { initSync, resolveEndOfTurn, TicTacToeGame } from "../../pkg/arbiter.js";
import * as plain from "./end-of-turn.mjs";
import { TicTacToe } from "./tictactoe.mjs";

/** The fields both results have, in one comparable shape. */
function summary(r, winner) {
  return JSON.stringify({
    players: r.players.map(({ id, health, isActive }) => ({ id, health, isActive })),
    status: r.status,
    winner,
    applied: r.applied.length,
    tally: r.tally.map(({ player, damage, healing, net }) => ({ player, damage, healing, net })),
  });
}

/**
 * Resolves `input` with arbiter and with both plain variants (each on its own copy) and throws
 * if the players (health, isActive), status, winner, number of applied effects or tallies differ.
 */
export function checkEndOfTurn(input, label) {
  const ours = resolveEndOfTurn(structuredClone(input));
  const expected = summary(ours, ours.outcome?.type === "WIN" ? ours.outcome.winner : null);
  const untouched = JSON.stringify(input);
  const variants = {
    immutable: plain.resolveEndOfTurn(input),
    mutable: plain.resolveEndOfTurnInPlace(structuredClone(input)),
  };
  if (JSON.stringify(input) !== untouched) throw new Error(`${label}: the immutable variant changed its input`);
  for (const [name, r] of Object.entries(variants)) {
    const got = summary(r, r.winner);
    if (got !== expected) {
      throw new Error(`${label}: plain JS (${name}) disagrees with resolveEndOfTurn\n  ours:  ${expected}\n  plain: ${got}`);
    }
  }
}

const ship = (id, ownerId, effectType, value, target, more = {}) => ({
  id, ownerId, isDestroyed: false, isConsumedInUpgrade: false,
  automaticPowers: [{ timing: "CONTINUOUS", effectType, value, target }], ...more,
});
const effect = (id, sourceShipId, sourcePlayerId, targetPlayerId, effectType, value, persists) => ({
  id, sourceShipId, sourcePlayerId, targetPlayerId, effectType, value,
  persistsIfSourceDestroyed: persists, description: "check", triggeredAt: "BATTLE:1",
});

/** Small cases beyond the workloads: the specification's scenarios, defeats, a draw, caps. */
export const cases = {
  "scenario 1 (persistent effect of a destroyed ship)": {
    players: [{ id: "a", health: 20 }, { id: "b", health: 20 }],
    ships: [ship("i", "a", "DAMAGE", 1, "OPPONENT", { isDestroyed: true })],
    triggeredEffects: [effect("e1", "i", "a", "b", "DAMAGE", 5, true)],
  },
  "scenario 2 (continuous power of a destroyed ship)": {
    players: [{ id: "a", health: 20 }, { id: "b", health: 20 }],
    ships: [ship("d", "a", "HEAL", 2, "SELF", { isDestroyed: true })],
    triggeredEffects: [],
  },
  "scenario 3 (simultaneous)": {
    players: [{ id: "a", health: 10 }, { id: "b", health: 15 }],
    ships: [ship("s", "a", "DAMAGE", 12, "OPPONENT")],
    triggeredEffects: [effect("c", "x", "b", "a", "DAMAGE", 8, true), effect("h", "x", "a", "a", "HEAL", 5, true)],
  },
  "non-persistent effects of destroyed, consumed and unknown ships": {
    players: [{ id: "a", health: 30 }, { id: "b", health: 30 }],
    ships: [ship("d", "a", "DAMAGE", 1, "OPPONENT", { isDestroyed: true }), ship("c", "b", "DAMAGE", 1, "OPPONENT", { isConsumedInUpgrade: true })],
    triggeredEffects: [effect("1", "d", "a", "b", "DAMAGE", 3, false), effect("2", "c", "b", "a", "DAMAGE", 3, false), effect("3", "nowhere", "a", "b", "DAMAGE", 3, false)],
  },
  "one left wins, cap at maxHealth": {
    players: [{ id: "a", health: 3 }, { id: "b", health: 9 }],
    ships: [ship("s", "b", "DAMAGE", 4, "OPPONENT"), ship("t", "b", "HEAL", 50, "SELF")],
    triggeredEffects: [],
    maxHealth: 12,
  },
  "none left is a draw": {
    players: [{ id: "a", health: 2 }, { id: "b", health: 2 }],
    ships: [ship("s", "a", "DAMAGE", 2, "OPPONENT"), ship("t", "b", "DAMAGE", 5, "OPPONENT")],
    triggeredEffects: [],
  },
  "a player already out (three players)": {
    players: [{ id: "a", health: 10 }, { id: "b", health: 4, isActive: false }, { id: "c", health: 1 }],
    ships: [ship("s", "a", "DAMAGE", 1, "EACH_OPPONENT"), ship("t", "b", "DAMAGE", 9, "EACH_OPPONENT")],
    triggeredEffects: [effect("1", "s", "a", "b", "DAMAGE", 3, true), effect("2", "s", "c", "a", "HEAL", 3, true)],
  },
  "no effects": { players: [{ id: "a", health: 5 }, { id: "b", health: -3 }], ships: [], triggeredEffects: [] },
};

/**
 * Plays `games` random games with each of `players` (name → function(choose) returning "X",
 * "O" or "draw"), each from the same seed, and throws unless they all end the same way: the same
 * random choices among the same legal moves (ascending cells) must give the same games.
 */
export function checkTicTacToe(players, games = 1000) {
  const results = {};
  for (const [name, play] of Object.entries(players)) {
    const choose = seededChoice(7);
    const counts = { X: 0, O: 0, draw: 0 };
    for (let g = 0; g < games; g++) counts[play(choose)]++;
    results[name] = JSON.stringify(counts);
  }
  const distinct = new Set(Object.values(results));
  if (distinct.size !== 1) throw new Error(`tic-tac-toe implementations disagree: ${JSON.stringify(results)}`);
  return JSON.parse(Object.values(results)[0]);
}

/** The bench's random choice: `choose(n)` is an index below n, from a seeded LCG. */
export function seededChoice(seed) {
  return (n) => Math.floor((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 * n);
}

/** One random game with arbiter's JS API, as the bench plays it. */
export function playOurs(choose) {
  const game = new TicTacToeGame();
  for (let p = game.currentPlayer; p !== null; p = game.currentPlayer) {
    const moves = game.legalActions(p);
    game.submit(p, moves[choose(moves.length)]);
  }
  const outcome = game.outcome;
  game.free();
  return outcome.type === "WIN" ? outcome.winner : "draw";
}

/** One random game with the plain JavaScript tic-tac-toe. */
export function playPlain(choose) {
  const game = new TicTacToe();
  for (let p = game.currentPlayer; p !== null; p = game.currentPlayer) {
    const moves = game.legalMoves(p);
    game.play(p, moves[choose(moves.length)]);
  }
  const outcome = game.outcome;
  return outcome.winner ?? "draw";
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  initSync({ module: readFileSync(new URL("../../pkg/wasm/arbiter_bg.wasm", import.meta.url)) });
  for (const [label, input] of Object.entries(cases)) checkEndOfTurn(input, label);
  for (const n of [20, 1000, 100000]) {
    checkEndOfTurn(JSON.parse(readFileSync(`target/bench/eot-${n}.json`, "utf8")), `eot-${n}`);
  }
  console.log("[check] plain JS end of turn agrees with resolveEndOfTurn");
  console.log("[check] tic-tac-toe:", checkTicTacToe({ ours: playOurs, plain: playPlain }));
}
