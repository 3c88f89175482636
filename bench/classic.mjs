// The classic games in wasm (Node), side by side with what a front end would use instead: chess
// perft through ChessGame#perft against chess.js's perft on the same positions and depth (the
// counts checked equal first); perft at depth 4 and the start position at depth 5 (ours only:
// chess.js would take minutes), random games inside wasm and the bots' speed: chess search nodes/s,
// Go 9x9 playouts/s, backgammon turns planned/s at Normal. benches/classic.rs measures the same natively. Writes
// target/bench/classic.json.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import init, { BackgammonGame, ChessGame, GoGame, simulateRandomGames } from "arbiter-rules";
import { time } from "./timing.mjs";
import { Chess } from "chess.js";

await init();
const chessJsVersion = createRequire(import.meta.url)("chess.js/package.json").version;


/** The standard perft positions (chessprogramming.org, "Perft Results"). */
export const POSITIONS = {
  start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  kiwipete: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  position3: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  position4: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  position5: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  position6: "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
};
const DEPTH = 3;

const figures = { chessJsVersion, perftDepth: DEPTH, perft: {} };
const pad = (x) => Math.round(x).toLocaleString("en-US").padStart(13);
let oursTotal = 0;
let theirsTotal = 0;
let nodesTotal = 0;
for (const [name, fen] of Object.entries(POSITIONS)) {
  const ours = new ChessGame({ fen });
  const theirs = new Chess(fen);
  const nodes = ours.perft(DEPTH);
  const check = theirs.perft(DEPTH);
  if (nodes !== check) throw new Error(`perft(${DEPTH}) of ${name}: ours ${nodes}, chess.js ${check}`);
  const perOurs = time(() => ours.perft(DEPTH));
  const perTheirs = time(() => theirs.perft(DEPTH));
  ours.free();
  figures.perft[name] = { nodes, ours: nodes / perOurs, chessJs: nodes / perTheirs };
  oursTotal += perOurs;
  theirsTotal += perTheirs;
  nodesTotal += nodes;
  console.log(`chess perft(${DEPTH}) ${name.padEnd(9)} ${String(nodes).padStart(8)} nodes: ours ${pad(nodes / perOurs)} nodes/s, chess.js ${chessJsVersion} ${pad(nodes / perTheirs)} nodes/s (${(perTheirs / perOurs).toFixed(1)}x)`);
}
figures.perftOurs = nodesTotal / oursTotal;
figures.perftChessJs = nodesTotal / theirsTotal;
console.log(`chess perft(${DEPTH}), the six positions: ours ${pad(figures.perftOurs)} nodes/s, chess.js ${pad(figures.perftChessJs)} nodes/s`);

// Deeper, ours alone: the six positions at depth 4 (benches/classic.rs times the same natively)
// and the start position at depth 5.
const games4 = Object.values(POSITIONS).map((fen) => new ChessGame({ fen }));
const nodes4 = games4.reduce((n, g) => n + g.perft(4), 0);
figures.perft4 = nodes4 / time(() => games4.forEach((g) => g.perft(4)));
games4.forEach((g) => g.free());
console.log(`chess perft(4), the six positions: ${pad(figures.perft4)} nodes/s (ours)`);
const start = new ChessGame();
const deep = start.perft(5);
figures.perftStart5 = deep / time(() => start.perft(5));
console.log(`chess perft(5) start: ${deep} nodes, ${pad(figures.perftStart5)} nodes/s (ours)`);

let round = 0;
const chessGames = 20;
// A new seed each run: the same seed would replay the same games.
figures.chess = chessGames / time(() => simulateRandomGames("chess", chessGames, `bench-${round++}`));
console.log(`chess random games: ${pad(figures.chess)} games/s (inside wasm)`);
const goGames = 50;
figures.go = goGames / time(() => simulateRandomGames("go", goGames, `bench-${round++}`));
console.log(`Go 9x9 random playouts: ${pad(figures.go)} games/s (inside wasm)`);
const bgGames = 200;
figures.backgammon = bgGames / time(() => simulateRandomGames("backgammon", bgGames, `bench-${round++}`));
console.log(`backgammon random games: ${pad(figures.backgammon)} games/s (inside wasm)`);

// The bots from the first position of each game, as benches/classic.rs measures them natively:
// chess's alpha-beta over 100,000 nodes, Go's 4,000 playouts (Normal), backgammon's plan of the
// first turn at Normal.
const CHESS_NODES = 100000;
figures.botChess = CHESS_NODES / time(() => start.botAction("white", { iterations: CHESS_NODES, seed: "bench" }));
console.log(`chess bot: ${pad(figures.botChess)} nodes/s`);
start.free();
const go = new GoGame();
const GO_PLAYOUTS = 4000;
figures.botGo = GO_PLAYOUTS / time(() => go.botAction("black", { iterations: GO_PLAYOUTS, seed: "bench" }));
console.log(`Go 9x9 bot: ${pad(figures.botGo)} playouts/s`);
go.free();
const bg = new BackgammonGame();
figures.botBackgammon = 1 / time(() => bg.botAction(bg.currentPlayer, { level: "normal", seed: "bench" }));
console.log(`backgammon bot: ${pad(figures.botBackgammon)} turns planned/s (Normal)`);
bg.free();

writeFileSync("target/bench/classic.json", JSON.stringify(figures) + "\n");
