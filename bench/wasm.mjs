// wasm benchmarks in Node, against the release package in pkg/ and the workloads the native bench
// wrote to target/bench/, side by side with what a front end would use instead, in the same
// process: plain JavaScript written from the specification (bench/plain/) and boardgame.io
// (bench/boardgameio.mjs, from bench/node_modules). Writes target/bench/wasm.json.
import { readFileSync, writeFileSync } from "node:fs";
import init, { resolveEndOfTurn, checkEndTrigger, DeckBuildingGame, DuelGame, ShipsGame, TicTacToeGame, simulateRandomGames } from "arbiter-rules";
import { time } from "./timing.mjs";
import * as plainTrigger from "./plain/end-trigger.mjs";
import * as plain from "./plain/end-of-turn.mjs";
import { cases, checkEndOfTurn, checkTicTacToe, playOurs, playPlain, seededChoice } from "./plain/check.mjs";
import * as bgio from "./boardgameio.mjs";

await init();


const figures = {};
const rate = (x, unit) => `${x.toFixed(0).padStart(12)} ${unit}`;

// The baselines must compute what we compute: stop before timing anything if they do not.
for (const [label, input] of Object.entries(cases)) checkEndOfTurn(input, label);

// Each size in rounds, each timing ours and both plain variants in turn, so that a slow moment of
// the machine (two shared cores) weighs on all of them alike; each figure is its median over the
// rounds (as for tic-tac-toe below).
const EOT_ROUNDS = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
figures.eotRounds = {};
for (const n of [20, 1000, 100000]) {
  const json = readFileSync(`target/bench/eot-${n}.json`, "utf8");
  const input = JSON.parse(json);
  checkEndOfTurn(input, `eot-${n}`);
  // Plain JS, mutable: resolution on the input itself. It changes only the players' health and
  // isActive, and the work depends on them (a player who fell is skipped next time), so each run
  // first puts them back as they were: two assignments per player (two players), which is
  // negligible next to the resolution, and every run then does exactly the same work.
  const state = JSON.parse(json);
  const before = state.players.map(({ health, isActive }) => ({ health, isActive }));
  const inPlace = () => {
    state.players.forEach((p, i) => {
      p.health = before[i].health;
      p.isActive = before[i].isActive;
    });
    return plain.resolveEndOfTurnInPlace(state);
  };
  const rounds = { ours: [], immutable: [], mutable: [] };
  for (let r = 0; r < EOT_ROUNDS; r++) {
    rounds.ours.push(n / time(() => resolveEndOfTurn(input)));
    // Plain JS, immutable: structuredClone of the whole input, then resolution on the copy.
    rounds.immutable.push(n / time(() => plain.resolveEndOfTurn(input)));
    rounds.mutable.push(n / time(inPlace));
  }
  figures[`eot${n}`] = median(rounds.ours);
  figures[`eotPlain${n}`] = { immutable: median(rounds.immutable), mutable: median(rounds.mutable) };
  figures.eotRounds[n] = rounds;
  const perRound = rounds.ours.map((x, i) => `${(x / rounds.immutable[i]).toFixed(2)}x`).join(", ");
  console.log(`end of turn, ${String(n).padStart(7)} effects: ${rate(figures[`eot${n}`], "effects/s")} (resolveEndOfTurn, JS objects in and out; median of ${EOT_ROUNDS} rounds)`);
  console.log(`end of turn, ${String(n).padStart(7)} effects: ${rate(figures[`eotPlain${n}`].immutable, "effects/s")} (plain JS, structuredClone then resolve)`);
  console.log(`end of turn, ${String(n).padStart(7)} effects: ${rate(figures[`eotPlain${n}`].mutable, "effects/s")} (plain JS, in place)`);
  console.log(`end of turn, ${String(n).padStart(7)} effects: ours / immutable plain JS per round: ${perRound}`);
}

// Random tic-tac-toe games, the random choice made in JS by the same seeded generator for every
// implementation. Ours: per move currentPlayer, legalActions and submit, then outcome and free
// (playOurs in bench/plain/check.mjs).
const fromBgio = (over) => (over.draw ? "draw" : over.winner === "0" ? "X" : "O");
const implementations = {
  ours: playOurs,
  plain: playPlain,
  bgioReducer: (choose) => fromBgio(bgio.playWithReducer(choose)),
  bgioClient: (choose) => fromBgio(bgio.playWithClient(choose)),
};
// The same choices among the same legal moves give the same games: all must end alike.
checkTicTacToe(implementations, 500);
const gamesPerSecond = (play, games) => {
  const choose = seededChoice(1);
  return games / time(() => {
    for (let g = 0; g < games; g++) play(choose);
  });
};
// Five rounds, each timing every implementation in turn, so that a slow moment of the machine
// (two shared cores; boardgame.io's rate alone moves by a third between runs) weighs on all of
// them alike. Each figure is the implementation's median over the rounds.
const ROUNDS = 5;
const batches = { ours: 500, plain: 5000, bgioReducer: 200, bgioClient: 100 };
const rounds = Object.fromEntries(Object.keys(batches).map((name) => [name, []]));
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, games] of Object.entries(batches)) rounds[name].push(gamesPerSecond(implementations[name], games));
}
figures.tictactoeJs = median(rounds.ours);
figures.tictactoePlain = median(rounds.plain);
figures.tictactoeBgio = median(rounds.bgioReducer);
figures.tictactoeBgioClient = median(rounds.bgioClient);
figures.tictactoeRounds = rounds;
const spread = (xs) => `${Math.round(Math.min(...xs))} to ${Math.round(Math.max(...xs))}`;
console.log(`tic-tac-toe random games: ${rate(figures.tictactoeJs, "games/s")} (JS API, one call per move; median of ${ROUNDS} rounds, ${spread(rounds.ours)})`);
console.log(`tic-tac-toe random games: ${rate(figures.tictactoePlain, "games/s")} (plain JS; ${spread(rounds.plain)})`);
console.log(`tic-tac-toe random games: ${rate(figures.tictactoeBgio, "games/s")} (boardgame.io ${bgio.version} reducer, NODE_ENV=${bgio.mode}; ${spread(rounds.bgioReducer)})`);
console.log(`tic-tac-toe random games: ${rate(figures.tictactoeBgioClient, "games/s")} (boardgame.io ${bgio.version} Client, NODE_ENV=${bgio.mode}; ${spread(rounds.bgioClient)})`);
const perRound = rounds.ours.map((x, i) => x / rounds.bgioReducer[i]);
console.log(`tic-tac-toe, ours / boardgame.io reducer per round: ${perRound.map((x) => x.toFixed(1) + "x").join(", ")}`);
figures.boardgameio = { version: bgio.version, mode: bgio.mode };

const inside = 2000;
const perWasm = time(() => simulateRandomGames("tictactoe", inside, "bench"));
figures.tictactoeWasm = inside / perWasm;
console.log(`tic-tac-toe random games: ${(inside / perWasm).toFixed(0).padStart(12)} games/s (inside wasm)`);

const shipGames = 200;
const perShips = time(() => simulateRandomGames("ships", shipGames, "bench"));
figures.ships = shipGames / perShips;
console.log(`ships random games:       ${(shipGames / perShips).toFixed(0).padStart(12)} games/s (inside wasm)`);

const duelGames = 20;
const perDuel = time(() => simulateRandomGames("duel", duelGames, "bench"));
figures.duel = duelGames / perDuel;
console.log(`duel random games:        ${(duelGames / perDuel).toFixed(0).padStart(12)} games/s (inside wasm)`);
// The same kind of games through the JS API: one legalActions and one submit per action.
/** Plays `games` seeded random games of `Class` through the JS API, one call per action. */
function randomGamesJs(Class, games) {
  for (let g = 0; g < games; g++) {
    const game = new Class({ players: ["p1", "p2"], seed: `js-${g}` });
    let r = g + 1;
    while (game.currentPlayer !== null) {
      const player = game.currentPlayer;
      const legal = game.legalActions(player);
      r = (r * 1103515245 + 12345) % 2147483648;
      game.submit(player, legal[r % legal.length]);
    }
    game.free();
  }
}
const perDuelJs = time(() => randomGamesJs(DuelGame, duelGames));
figures.duelJs = duelGames / perDuelJs;
console.log(`duel random games:        ${(duelGames / perDuelJs).toFixed(0).padStart(12)} games/s (JS API, one call per action)`);

const dbGames = 200;
const perDb = time(() => simulateRandomGames("deckbuilding", dbGames, "bench"));
figures.deckbuilding = dbGames / perDb;
console.log(`deck-building random games: ${(dbGames / perDb).toFixed(0).padStart(10)} games/s (inside wasm)`);
const dbJsGames = 20;
const perDbJs = time(() => randomGamesJs(DeckBuildingGame, dbJsGames));
figures.deckbuildingJs = dbJsGames / perDbJs;
console.log(`deck-building random games: ${(dbJsGames / perDbJs).toFixed(0).padStart(10)} games/s (JS API, one call per action)`);

// One end evaluation on a 16-pile supply, province not empty, two other piles empty: ours
// through the JS API against the same function in plain JS (checked to agree first).
const supply = { copper: 46, silver: 40, gold: 30, estate: 8, duchy: 8, province: 3 };
for (const k of ["village", "smithy", "market", "laboratory", "festival", "cellar", "workshop", "remodel", "militia", "moat"]) supply[k] = 10;
supply.village = 0;
supply.smithy = 0;
const triggerCases = [
  { supply, turn: 12, maxTurns: 40, scoresComputed: true, ended: false },
  { supply, endTrigger: { emptyPileThreshold: 2 }, turn: 12, maxTurns: 40, scoresComputed: true, ended: false },
  { supply, endTrigger: null, turn: 40, maxTurns: 40, scoresComputed: true, ended: false },
  { supply, turn: 12, maxTurns: 40, scoresComputed: false, ended: false },
];
for (const c of triggerCases) {
  const a = JSON.stringify(checkEndTrigger(c));
  const b = JSON.stringify(plainTrigger.checkEndTrigger(c));
  if (a !== b) throw new Error(`checkEndTrigger disagrees with plain JS on ${JSON.stringify(c)}: ${a} vs ${b}`);
}
const evaluations = 10000;
const perTrigger = time(() => {
  for (let i = 0; i < evaluations; i++) checkEndTrigger(triggerCases[0]);
});
const perTriggerPlain = time(() => {
  for (let i = 0; i < evaluations; i++) plainTrigger.checkEndTrigger(triggerCases[0]);
});
figures.endTrigger = evaluations / perTrigger;
figures.endTriggerPlain = evaluations / perTriggerPlain;
console.log(`end evaluation:           ${(evaluations / perTrigger).toFixed(0).padStart(12)} calls/s (checkEndTrigger, JS API)`);
console.log(`end evaluation:           ${(evaluations / perTriggerPlain).toFixed(0).padStart(12)} calls/s (plain JS)`);

// MCTS from the first position of each game, as the native bench: iterations per second.
const ttt = new TicTacToeGame();
const perTtt = time(() => ttt.botAction("X", { iterations: 2000, seed: "bench" }));
figures.mctsTictactoe = 2000 / perTtt;
console.log(`tic-tac-toe MCTS:         ${(2000 / perTtt).toFixed(0).padStart(12)} iterations/s`);
const ships = new ShipsGame({ players: ["p1", "p2"] });
const perMcts = time(() => ships.botAction("p1", { iterations: 500, seed: "bench" }));
figures.mctsShips = 500 / perMcts;
console.log(`ships MCTS:               ${(500 / perMcts).toFixed(0).padStart(12)} iterations/s`);

// The duel, from the first position where the player to act has a choice (as natively).
const duel = new DuelGame({ players: ["p1", "p2"] });
while (duel.currentPlayer !== null && duel.legalActions(duel.currentPlayer).length <= 1) {
  duel.submit(duel.currentPlayer, { type: "PASS_PRIORITY" });
}
const perDuelMcts = time(() => duel.botAction(duel.currentPlayer, { iterations: 500, seed: "bench" }));
figures.mctsDuel = 500 / perDuelMcts;
console.log(`duel MCTS:                ${(500 / perDuelMcts).toFixed(0).padStart(12)} iterations/s`);

// Deck-building: the first buy of the game (after the treasures), as natively.
const db = new DeckBuildingGame({ players: ["p1", "p2"] });
db.submit("p1", { type: "PLAY_ALL_TREASURES" });
const perDbMcts = time(() => db.botAction("p1", { iterations: 500, seed: "bench" }));
figures.mctsDeckbuilding = 500 / perDbMcts;
console.log(`deck-building MCTS:       ${(500 / perDbMcts).toFixed(0).padStart(12)} iterations/s`);

writeFileSync("target/bench/wasm.json", JSON.stringify(figures) + "\n");
