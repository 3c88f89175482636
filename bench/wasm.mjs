// wasm benchmarks in Node, against the release package in pkg/ and the workloads the native bench
// wrote to target/bench/. Writes target/bench/wasm.json.
import { readFileSync, writeFileSync } from "node:fs";
import { initSync, resolveEndOfTurn, ShipsGame, TicTacToeGame, simulateRandomGames } from "../pkg/arbiter.js";

initSync({ module: readFileSync(new URL("../pkg/arbiter_bg.wasm", import.meta.url)) });

const MIN_MS = 700;
/** Seconds per run of `f`, run until MIN_MS has passed (at least 3 times, after one warm-up). */
function time(f) {
  f();
  const start = performance.now();
  let runs = 0;
  while (runs < 3 || performance.now() - start < MIN_MS) {
    f();
    runs++;
  }
  return (performance.now() - start) / 1000 / runs;
}

const figures = {};
for (const n of [20, 1000, 100000]) {
  const input = JSON.parse(readFileSync(`target/bench/eot-${n}.json`, "utf8"));
  const per = time(() => resolveEndOfTurn(input));
  figures[`eot${n}`] = n / per;
  console.log(`end of turn, ${String(n).padStart(7)} effects: ${(n / per).toFixed(0).padStart(12)} effects/s (resolveEndOfTurn, JS objects in and out)`);
}

// One JS call per move: legalActions + submit, the random choice made in JS.
const games = 500;
let seed = 1;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const perJs = time(() => {
  for (let g = 0; g < games; g++) {
    const game = new TicTacToeGame();
    for (let p = game.currentPlayer; p !== null; p = game.currentPlayer) {
      const moves = game.legalActions(p);
      game.submit(p, moves[Math.floor(random() * moves.length)]);
    }
    game.free();
  }
});
figures.tictactoeJs = games / perJs;
console.log(`tic-tac-toe random games: ${(games / perJs).toFixed(0).padStart(12)} games/s (JS API, one call per move)`);

const inside = 2000;
const perWasm = time(() => simulateRandomGames("tictactoe", inside, "bench"));
figures.tictactoeWasm = inside / perWasm;
console.log(`tic-tac-toe random games: ${(inside / perWasm).toFixed(0).padStart(12)} games/s (inside wasm)`);

const shipGames = 200;
const perShips = time(() => simulateRandomGames("ships", shipGames, "bench"));
figures.ships = shipGames / perShips;
console.log(`ships random games:       ${(shipGames / perShips).toFixed(0).padStart(12)} games/s (inside wasm)`);

// MCTS from the first position of each game, as the native bench: iterations per second.
const ttt = new TicTacToeGame();
const perTtt = time(() => ttt.botAction("X", { iterations: 2000, seed: "bench" }));
figures.mctsTictactoe = 2000 / perTtt;
console.log(`tic-tac-toe MCTS:         ${(2000 / perTtt).toFixed(0).padStart(12)} iterations/s`);
const ships = new ShipsGame({ players: ["p1", "p2"] });
const perMcts = time(() => ships.botAction("p1", { iterations: 500, seed: "bench" }));
figures.mctsShips = 500 / perMcts;
console.log(`ships MCTS:               ${(500 / perMcts).toFixed(0).padStart(12)} iterations/s`);

writeFileSync("target/bench/wasm.json", JSON.stringify(figures) + "\n");
