// Chess in the memory test (tests/e2e/memory.test.mjs): random games from the start or a perft
// position (a few hundred random plies, ~3 calls each), perft, fen() and the bot on the way.

/** Games in the memory test's run (a tenth of that again in its warm-up), and per page.evaluate. */
export const games = 200;
export const chunk = 20;

// The memory test's helpers (tests/e2e/memory-workload.js) and the package, as play() is handed them.
let count, throws, random, made, finished, reloaded, ChessGame, retake, release;

/** Plays game `i` to its end through the API, then frees it unless `free` is false; returns it. */
export function play(i, free, kit) {
  ({ count, throws, random, made, finished, reloaded, retake, release } = kit);
  ({ ChessGame } = kit.pkg);
  return playChess(i, free);
}

const CHESS_ERRORS = [
  (g, p, other) => throws("submit", "NOT_YOUR_TURN", () => g.submit(other, { type: "CLAIM_DRAW" })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "MOVE", uci: "e9e4" })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "MOVE", uci: 42 })),
  // Well-formed, refused by the rules, and the game goes on unchanged.
  (g, p) => throws("submit", "ILLEGAL_ACTION", () => g.submit(p, { type: "MOVE", uci: "a1a1" })),
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions("nobody")),
  () => throws("ChessGame.new", "INVALID_CONFIG", () => new ChessGame({ fen: "8/8/8/8/8/8/8/8 w - - 0 1" })),
  (g) => throws("perft", "INVALID_INPUT", () => g.perft(11)),
];

const CHESS_FENS = [
  undefined,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
];

/** Plays one random chess game (from the start or a perft position) to its end through the API
 * (views, hashes, fen(), error paths, a move taken back and played again now and then), then
 * frees it (unless `free` is false). Every 25th: save/load/replay, perft and the bot. */
function playChess(i, free = true) {
  const rand = random(0xc4e5 + i);
  const fen = CHESS_FENS[i % CHESS_FENS.length];
  count("ChessGame.new");
  const g = made(new ChessGame(fen === undefined ? { players: ["p1", "p2"] } : { players: ["p1", "p2"], fen }));
  const players = ["p1", "p2"];
  for (let step = 0; ; step++) {
    count("currentPlayer");
    const player = g.currentPlayer;
    if (player === null) break;
    count("legalActions");
    const legal = g.legalActions(player);
    if (step % 64 === 23) {
      CHESS_ERRORS[(i + step) % CHESS_ERRORS.length](g, player, players.find((p) => p !== player));
    }
    if (step % 32 === 5) {
      count("view");
      g.view(step % 64 === 5 ? player : null);
    } else if (step % 32 === 13) {
      count("stateHash");
      g.stateHash();
    } else if (step % 32 === 21) {
      count("fen");
      g.fen();
    }
    const action = legal[Math.floor(rand() * legal.length)];
    count("submit");
    const entries = g.submit(player, action);
    if (step % 16 === 9 && !entries.some((e) => e.event.type === "GameEnded")) {
      retake(g, player, action);
    }
  }
  finished(g, "chess", { type: "RESIGN" });
  reloaded(i, g, ChessGame, "ChessGame", free, 6, true);
  return release(g, free);
}
