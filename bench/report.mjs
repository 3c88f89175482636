// Merges target/bench/{native,wasm}.json into a table, prints it, and writes it into
// BENCHMARKS.md between the "results" markers; and the package's sizes (target/bench/sizes.json,
// from bench/sizes.mjs) between the "sizes" markers. `node bench/report.mjs --sizes` writes the
// sizes alone (after `bash scripts/build.sh all && node bench/sizes.mjs`).
import { readFileSync, writeFileSync } from "node:fs";
import { execSync } from "node:child_process";
import os from "node:os";
import { tables as sizeTables } from "./sizes.mjs";

/** Writes `table` into BENCHMARKS.md between the markers `<!-- name:start -->` and `<!-- name:end -->`. */
function writeBetween(name, table) {
  const file = "BENCHMARKS.md";
  const doc = readFileSync(file, "utf8");
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i < 0 || j < i) throw new Error(`${file} lacks the ${start} / ${end} markers`);
  writeFileSync(file, doc.slice(0, i + start.length) + "\n" + table + "\n" + doc.slice(j));
  console.log(`\n[bench] wrote the ${name} into ${file}`);
}

{
  const rows = JSON.parse(readFileSync("target/bench/sizes.json", "utf8"));
  const rustc = execSync("rustc --version").toString().trim();
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} with \`bash scripts/build.sh all && node bench/sizes.mjs\` (part of \`npm run bench\`), ${rustc}; gzip -9, KB = 1,000 bytes.`;
  const table = [stamp, "", ...sizeTables(rows)].join("\n");
  console.log("\n" + table);
  writeBetween("sizes", table);
}
if (process.argv.includes("--sizes")) process.exit(0);

const native = JSON.parse(readFileSync("target/bench/native.json", "utf8"));
const wasm = JSON.parse(readFileSync("target/bench/wasm.json", "utf8"));
// The classic games (benches/classic.rs, bench/classic.mjs).
const classicNative = JSON.parse(readFileSync("target/bench/classic-native.json", "utf8"));
const classic = JSON.parse(readFileSync("target/bench/classic.json", "utf8"));
const fmt = (x) => Math.round(x).toLocaleString("en-US");
const ratio = (w, n) => `${(w / n).toFixed(2)}×`;

const rows = [
  "| workload | native | wasm (Node) | wasm / native |",
  "|---|---:|---:|---:|",
];
for (const n of [20, 1000, 100000]) {
  const k = `eot${n}`;
  rows.push(`| end of turn, ${fmt(n)} effects: effects/s (native core; native with JSON in and out) | ${fmt(native[k].core)}; ${fmt(native[k].json)} | ${fmt(wasm[k])} | ${ratio(wasm[k], native[k].core)}; ${ratio(wasm[k], native[k].json)} |`);
}
rows.push(`| tic-tac-toe random games/s, JS API one call per move | ${fmt(native.tictactoe)} | ${fmt(wasm.tictactoeJs)} | ${ratio(wasm.tictactoeJs, native.tictactoe)} |`);
rows.push(`| tic-tac-toe random games/s, inside wasm | ${fmt(native.tictactoe)} | ${fmt(wasm.tictactoeWasm)} | ${ratio(wasm.tictactoeWasm, native.tictactoe)} |`);
rows.push(`| ships random games/s (2 players), inside wasm | ${fmt(native.ships)} | ${fmt(wasm.ships)} | ${ratio(wasm.ships, native.ships)} |`);
rows.push(`| duel random games/s (the two ready decks), inside wasm | ${fmt(native.duel)} | ${fmt(wasm.duel)} | ${ratio(wasm.duel, native.duel)} |`);
rows.push(`| duel random games/s, JS API one call per action | ${fmt(native.duel)} | ${fmt(wasm.duelJs)} | ${ratio(wasm.duelJs, native.duel)} |`);
rows.push(`| deck-building random games/s (2 players, default kingdom), inside wasm | ${fmt(native.deckbuilding)} | ${fmt(wasm.deckbuilding)} | ${ratio(wasm.deckbuilding, native.deckbuilding)} |`);
rows.push(`| deck-building random games/s, JS API one call per action | ${fmt(native.deckbuilding)} | ${fmt(wasm.deckbuildingJs)} | ${ratio(wasm.deckbuildingJs, native.deckbuilding)} |`);
rows.push(`| deck-building end evaluation calls/s (16 piles; native on the state; checkEndTrigger's input) | ${fmt(native.endTriggerState)}; ${fmt(native.endTrigger)} | ${fmt(wasm.endTrigger)} | ${ratio(wasm.endTrigger, native.endTrigger)} (against the input) |`);
rows.push(`| tic-tac-toe MCTS iterations/s (first move) | ${fmt(native.mctsTictactoe)} | ${fmt(wasm.mctsTictactoe)} | ${ratio(wasm.mctsTictactoe, native.mctsTictactoe)} |`);
rows.push(`| ships MCTS iterations/s (first move, 2 players) | ${fmt(native.mctsShips)} | ${fmt(wasm.mctsShips)} | ${ratio(wasm.mctsShips, native.mctsShips)} |`);
rows.push(`| duel MCTS iterations/s (first choice of the game) | ${fmt(native.mctsDuel)} | ${fmt(wasm.mctsDuel)} | ${ratio(wasm.mctsDuel, native.mctsDuel)} |`);
rows.push(`| deck-building MCTS iterations/s (first buy of the game) | ${fmt(native.mctsDeckbuilding)} | ${fmt(wasm.mctsDeckbuilding)} | ${ratio(wasm.mctsDeckbuilding, native.mctsDeckbuilding)} |`);

const classicRow = (label, key) => rows.push(`| ${label} | ${fmt(classicNative[key])} | ${fmt(classic[key])} | ${ratio(classic[key], classicNative[key])} |`);
classicRow("chess perft(4) nodes/s, the six standard positions (bulk counting)", "perft4");
classicRow("chess perft(5) nodes/s, the start position", "perftStart5");
classicRow("chess random games/s, inside wasm", "chess");
classicRow("chess bot search nodes/s (alpha-beta, 100,000 nodes from the start position)", "botChess");
classicRow("Go 9×9 random games/s (counted by area), inside wasm", "go");
classicRow("Go 9×9 bot playouts/s (MCTS, 4,000 playouts on the empty board)", "botGo");
classicRow("backgammon random games/s, inside wasm", "backgammon");
classicRow("backgammon bot turns planned/s (Normal, the first roll)", "botBackgammon");

// Ours against what a front end would use instead, measured in the same Node process.
// Two significant digits below 0.1× (0.013×, not 0.01×).
const times = (a, b) => `${a / b < 0.1 ? (a / b).toPrecision(2) : (a / b).toFixed(2)}×`;
const baselines = [
  "| workload | ours (wasm, JS API) | plain JS, immutable (structuredClone) | plain JS, mutable (in place) | ours / immutable | ours / mutable |",
  "|---|---:|---:|---:|---:|---:|",
];
for (const n of [20, 1000, 100000]) {
  const ours = wasm[`eot${n}`];
  const { immutable, mutable } = wasm[`eotPlain${n}`];
  baselines.push(`| end of turn, ${fmt(n)} effects: effects/s (median of ${wasm.eotRounds[n].ours.length} rounds) | ${fmt(ours)} | ${fmt(immutable)} | ${fmt(mutable)} | ${times(ours, immutable)} | ${times(ours, mutable)} |`);
}
const bgio = `boardgame.io ${wasm.boardgameio.version}`;
const games = [
  "| workload | ours (wasm, JS API) | plain JS | " + bgio + " reducer | " + bgio + " Client | ours / boardgame.io reducer | ours / boardgame.io Client | ours / plain JS |",
  "|---|---:|---:|---:|---:|---:|---:|---:|",
  `| tic-tac-toe random games/s (median of ${wasm.tictactoeRounds.ours.length} rounds) | ${fmt(wasm.tictactoeJs)} | ${fmt(wasm.tictactoePlain)} | ${fmt(wasm.tictactoeBgio)} | ${fmt(wasm.tictactoeBgioClient)} | ${times(wasm.tictactoeJs, wasm.tictactoeBgio)} | ${times(wasm.tictactoeJs, wasm.tictactoeBgioClient)} | ${times(wasm.tictactoeJs, wasm.tictactoePlain)} |`,
];
games.push(`| deck-building end evaluation calls/s (checkEndTrigger, 16 piles) | ${fmt(wasm.endTrigger)} | ${fmt(wasm.endTriggerPlain)} | | | | | ${times(wasm.endTrigger, wasm.endTriggerPlain)} |`);


// Chess perft against chess.js, the popular JS library, at the same depth on the same positions
// (the counts checked equal before timing). Ours counts the last ply's moves without playing
// them (bulk counting, as perft tools do); chess.js plays every move.
const chessJs = [
  `| position | perft(${classic.perftDepth}) nodes | ours (wasm) nodes/s | chess.js ${classic.chessJsVersion} nodes/s | ours / chess.js |`,
  "|---|---:|---:|---:|---:|",
];
for (const [name, p] of Object.entries(classic.perft)) chessJs.push(`| ${name} | ${fmt(p.nodes)} | ${fmt(p.ours)} | ${fmt(p.chessJs)} | ${times(p.ours, p.chessJs)} |`);
chessJs.push(`| the six together | | ${fmt(classic.perftOurs)} | ${fmt(classic.perftChessJs)} | ${times(classic.perftOurs, classic.perftChessJs)} |`);
games.push("", "Chess perft against chess.js in the same Node process (ours counts the last ply's moves without playing them, chess.js plays each):", "", ...chessJs);

// The calls a chess.js user makes, beside chess.js's (bench/classic.mjs; answers checked equal).
if (classic.api) {
  const api = [
    `| call (after a 20-ply opening typed in SAN) | ours (wasm) calls/s | chess.js ${classic.chessJsVersion} calls/s | ours / chess.js |`,
    "|---|---:|---:|---:|",
    ...classic.api.map((r) => `| ${r.label} | ${fmt(r.ours)} | ${fmt(r.chessJs)} | ${times(r.ours, r.chessJs)} |`),
  ];
  games.push("", "What a chess.js user calls, beside chess.js in the same Node process:", "", ...api);
}

// The rounds' own ratios, so the reader sees how far one run may be from the median.
const { ours: oursRounds, bgioReducer: reducerRounds } = wasm.tictactoeRounds;
const perRound = oursRounds.map((x, i) => x / reducerRounds[i]).sort((a, b) => a - b);
games.push("", `Tic-tac-toe, ours / boardgame.io reducer in each round: ${perRound.map((x) => times(x, 1)).join(", ")}.`);
const eotEach = [20, 1000, 100000].map((n) => {
  const { ours, immutable } = wasm.eotRounds[n];
  const each = ours.map((x, i) => x / immutable[i]).sort((a, b) => a - b);
  return `${fmt(n)} effects ${each.map((x) => times(x, 1)).join(", ")}`;
});
baselines.push("", `End of turn, ours / immutable plain JS in each round: ${eotEach.join("; ")}.`);

// The classic games' bots: think time in Chromium, in a worker as the pages run them
// (bench/think.mjs), against the issue's limits.
const think = JSON.parse(readFileSync("target/bench/think.json", "utf8"));
const LIMITS = {
  chess: { easy: 50, normal: 300, hard: 1500 },
  go: { easy: null, normal: 500, hard: 3000 },
  backgammon: { easy: 50, normal: 300, hard: 1000 },
};
const thinking = [
  `| game | level | decisions timed | median | 90th percentile | median limit |`,
  "|---|---|---:|---:|---:|---:|",
];
for (const r of think.rows) {
  const what = r.game === "go" ? `Go ${r.size}×${r.size}` : r.game === "chess" ? "chess" : "backgammon (per turn)";
  const limit = r.game === "go" && r.size !== 9 ? "no worse than before" : LIMITS[r.game]?.[r.level];
  thinking.push(`| ${what} | ${r.level} | ${r.decisions} | ${fmt(r.median)} ms | ${fmt(r.p90)} ms | ${typeof limit === "number" ? `${fmt(limit)} ms` : limit ?? ""} |`);
}
games.push("", `The bots' think time in headless Chromium (${think.chromium}), in a dedicated worker as the pages run them: a few seeded games of the bot against a random mover at each level (bench/think.mjs):`, "", ...thinking);

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const rustc = execSync("rustc --version").toString().trim();
const stamp = `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` on ${os.cpus().length} cores (${cpu}), ${rustc}, Node ${process.version}.`;
const versus = `Against the baselines, in the same Node process (boardgame.io with NODE_ENV=${wasm.boardgameio.mode}); a ratio above 1× means ours is faster:`;
const table = [stamp, "", ...rows, "", versus, "", ...baselines, "", ...games].join("\n");
console.log("\n" + table);

writeBetween("results", table);
