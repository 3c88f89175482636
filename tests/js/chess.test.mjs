// Chess through the built package, as a front end plays it: perft on the standard positions
// (depths 1 to 4 in wasm; tests/chess_perft.rs checks depth 5 natively), every end in the issue's
// order (checkmate, stalemate, insufficient material, fivefold, seventy-five moves), the claims
// (threefold, fifty moves, in the position and with a move), resignation out of turn, castling
// and promotion in UCI, SAN in the events, the contract after the end, configurations,
// save/load/replay/undo, the bot, and PGN out and in (20 seeded random games round-trip).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import init, { ChessGame, isArbiterError } from "arbiter-rules";
import { throwsArbiter, refused } from "./assertions.mjs";

await init();

/** The standard positions and their published perft counts, depths 1 to 4. */
const POSITIONS = [
  ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", [20, 400, 8902, 197281]],
  ["r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", [48, 2039, 97862, 4085603]],
  ["8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", [14, 191, 2812, 43238]],
  ["r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", [6, 264, 9467, 422333]],
  ["rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", [44, 1486, 62379, 2103487]],
  ["r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", [46, 2079, 89890, 3894594]],
];

/** Plays UCI moves, each by the player to move; returns the log entries of the last. */
function play(game, ...moves) {
  let last = [];
  for (const uci of moves) last = game.submit(game.currentPlayer, { type: "MOVE", uci });
  return last;
}

const metric = (outcome, player, name) => outcome.results.find((r) => r.player === player).metrics[name];
/** Knights out and back: the position repeats every four plies. */
const SHUFFLE = ["g1f3", "g8f6", "f3g1", "f6g8"];

test("perft matches the published counts of the six standard positions, depths 1 to 4", () => {
  for (const [fen, counts] of POSITIONS) {
    const game = new ChessGame({ fen });
    assert.equal(game.fen(), fen);
    assert.equal(game.perft(0), 1);
    counts.forEach((n, i) => assert.equal(game.perft(i + 1), n, `${fen} at depth ${i + 1}`));
    game.free();
  }
});

test("perft refuses a depth past 10 or past the budget, naming the depth; a finished game has no moves", () => {
  const game = new ChessGame();
  throwsArbiter(() => game.perft(11), "INVALID_INPUT", "depth is 11");
  throwsArbiter(() => game.perft(1.5), "INVALID_INPUT", "depth");
  throwsArbiter(() => game.perft("3"), "INVALID_INPUT", "depth");
  const kiwipete = new ChessGame({ fen: POSITIONS[1][0] });
  throwsArbiter(() => kiwipete.perft(6), "INVALID_INPUT", "depth is 6", "10000000 positions");
  assert.equal(kiwipete.perft(1), 48, "the game still answers");
  play(game, "f2f3", "e7e5", "g2g4", "d8h4");
  assert.equal(game.status, "FINISHED");
  assert.equal(game.perft(3), 0);
  assert.equal(game.perft(0), 1);
});

test("Fool's mate: MoveMade events with SAN, then CHECKMATE with material and moves; everything after is GAME_FINISHED but undo, which takes the mate back", () => {
  const game = new ChessGame({ players: ["ann", "bob"] });
  assert.equal(game.currentPlayer, "ann");
  assert.equal(game.legalActions("ann").length, 20);
  assert.deepEqual(game.legalActions("bob"), []);
  const first = play(game, "f2f3");
  assert.deepEqual(first.map((e) => e.event), [{
    type: "MoveMade", player: "ann", uci: "f2f3", san: "f3", piece: "pawn", from: "f2", to: "f3",
    fen: "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1",
  }]);
  play(game, "e7e5", "g2g4");
  const mate = play(game, "d8h4");
  assert.deepEqual(mate.map((e) => e.event.type), ["MoveMade", "GameEnded"]);
  assert.equal(mate[0].event.san, "Qh4#");
  const outcome = game.outcome;
  assert.equal(outcome.type, "WIN");
  assert.equal(outcome.winner, "bob");
  assert.equal(outcome.reason, "CHECKMATE");
  assert.deepEqual(outcome.results.map((r) => [r.player, r.outcome, r.rank]), [["bob", "WIN", 1], ["ann", "LOSS", 2]]);
  assert.equal(metric(outcome, "ann", "material"), 39);
  assert.equal(metric(outcome, "bob", "moves"), 4);
  assert.deepEqual(mate[1].event.outcome, outcome);
  assert.equal(game.currentPlayer, null);
  for (const player of ["ann", "bob"]) {
    assert.deepEqual(game.legalActions(player), []);
    for (const action of [{ type: "MOVE", uci: "e2e4" }, { type: "RESIGN" }, { type: "CLAIM_DRAW" }, { type: "MOVE", uci: "zz" }]) {
      refused(game, player, action, "GAME_FINISHED", "Cannot submit actions to a finished game");
    }
  }
  assert.equal(game.exportState().status, "FINISHED");
  assert.equal(game.view("ann").state.fen, game.fen());
  // The mate is the rules' ending: undo takes it back, and the game goes on from before it.
  const hash = game.stateHash();
  assert.equal(game.canUndo(), true);
  const copy = ChessGame.load(game.save());
  assert.deepEqual(copy.undo(), { player: "bob", action: { type: "MOVE", uci: "d8h4" } });
  assert.equal(copy.status, "ACTIVE");
  assert.equal(copy.outcome, null);
  assert.equal(copy.currentPlayer, "bob");
  copy.submit("bob", { type: "MOVE", uci: "d8h4" });
  assert.equal(copy.stateHash(), hash);
  copy.free();
  assert.equal(game.fen(), "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
});

test("castling is the king's move (e1g1); the king onto its rook (e1h1) is refused saying so", () => {
  const game = new ChessGame({ fen: POSITIONS[1][0] });
  refused(game, "white", { type: "MOVE", uci: "e1h1" }, "ILLEGAL_ACTION", "castling is the king's two-square move");
  assert.ok(game.legalActions("white").some((a) => a.uci === "e1g1"));
  assert.ok(!game.legalActions("white").some((a) => a.uci === "e1h1"));
  const [made] = play(game, "e1g1");
  assert.equal(made.event.san, "O-O");
  assert.ok(game.fen().startsWith("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1"), game.fen());
  const [long] = play(game, "e8c8");
  assert.equal(long.event.san, "O-O-O");
});

test("promotion names its piece; en passant takes the pawn beside", () => {
  const game = new ChessGame({ fen: "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1" });
  refused(game, "white", { type: "MOVE", uci: "a7a8" }, "ILLEGAL_ACTION", "a7a8 is not a legal move");
  const promotions = game.legalActions("white").filter((a) => a.uci.startsWith("a7")).map((a) => a.uci).sort();
  assert.deepEqual(promotions, ["a7a8b", "a7a8n", "a7a8q", "a7a8r", "a7b8b", "a7b8n", "a7b8q", "a7b8r"]);
  const [made] = play(game, "a7b8n");
  assert.equal(made.event.san, "axb8=N");
  assert.equal(made.event.captured, "knight");
  assert.equal(made.event.promotion, "knight");

  const ep = new ChessGame({ fen: "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3" });
  const [taken] = play(ep, "e5f6");
  assert.equal(taken.event.san, "exf6");
  assert.equal(taken.event.captured, "pawn");
  assert.ok(ep.fen().startsWith("rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/"), ep.fen());
});

test("threefold repetition is claimed by the player to move (listed last); unclaimed, the fifth time ends the game", () => {
  const game = new ChessGame();
  play(game, ...SHUFFLE);
  assert.ok(!game.legalActions("white").some((a) => a.type === "CLAIM_DRAW"));
  refused(game, "white", { type: "CLAIM_DRAW" }, "ILLEGAL_ACTION", "no draw can be claimed", "2 time(s)");
  play(game, ...SHUFFLE);
  const legal = game.legalActions("white");
  assert.deepEqual(legal.at(-1), { type: "CLAIM_DRAW" });
  refused(game, "black", { type: "CLAIM_DRAW" }, "NOT_YOUR_TURN");
  const claimed = ChessGame.load(game.save());
  const entries = claimed.submit("white", { type: "CLAIM_DRAW" });
  assert.deepEqual(entries.map((e) => e.event.type), ["DrawClaimed", "GameEnded"]);
  assert.equal(entries[0].event.reason, "THREEFOLD_REPETITION");
  assert.equal(claimed.outcome.type, "DRAW");
  assert.equal(claimed.outcome.reason, "THREEFOLD_REPETITION");
  assert.deepEqual(claimed.outcome.results.map((r) => [r.player, r.outcome, r.rank]), [["white", "DRAW", 1], ["black", "DRAW", 1]]);
  play(game, ...SHUFFLE);
  assert.equal(game.status, "ACTIVE");
  play(game, ...SHUFFLE);
  assert.equal(game.outcome?.reason, "FIVEFOLD_REPETITION");
});

test("the fifty-move rule is claimed after 100 quiet plies; at 150 the seventy-five-move rule ends the game", () => {
  const game = new ChessGame({ fen: "8/8/4k3/8/8/3K4/8/R7 w - - 99 80" });
  assert.ok(!game.legalActions("white").some((a) => a.type === "CLAIM_DRAW" && a.uci === undefined));
  // The hundredth ply may claim with its move (FIDE 9.3.1).
  assert.ok(game.legalActions("white").some((a) => a.type === "CLAIM_DRAW" && a.uci === "a1a2"));
  play(game, "a1a2");
  assert.deepEqual(game.legalActions("black").at(-1), { type: "CLAIM_DRAW" });
  game.submit("black", { type: "CLAIM_DRAW" });
  assert.equal(game.outcome.reason, "FIFTY_MOVE_RULE");

  const late = new ChessGame({ fen: "8/8/4k3/8/8/3K4/8/R7 w - - 148 80" });
  play(late, "a1a2");
  assert.equal(late.status, "ACTIVE");
  play(late, "e6e7");
  assert.equal(late.outcome.reason, "SEVENTY_FIVE_MOVE_RULE");
});

test("positions that are already over end at once, the first reason of the issue's order winning", () => {
  const cases = [
    ["7k/5KQ1/8/8/8/8/8/8 b - - 0 1", "CHECKMATE"],
    ["7k/5K2/6Q1/8/8/8/8/8 b - - 0 1", "STALEMATE"],
    ["7k/5K2/6Q1/8/8/8/8/8 b - - 160 100", "STALEMATE"],
    ["8/8/4k3/8/8/3K4/8/8 w - - 0 1", "INSUFFICIENT_MATERIAL"],
    ["8/8/4k3/8/8/3K4/8/8 w - - 150 100", "INSUFFICIENT_MATERIAL"],
    ["8/8/4k2b/8/8/3K4/8/6B1 w - - 0 1", "INSUFFICIENT_MATERIAL"],
    ["8/8/4k3/8/8/3K4/8/R7 w - - 150 100", "SEVENTY_FIVE_MOVE_RULE"],
  ];
  for (const [fen, reason] of cases) {
    const game = new ChessGame({ fen });
    assert.equal(game.status, "FINISHED", fen);
    assert.equal(game.outcome.reason, reason, fen);
    assert.deepEqual(game.events().map((e) => e.event.type), ["GameEnded"]);
    refused(game, "white", { type: "RESIGN" }, "GAME_FINISHED");
  }
  // Mate on the 150th quiet ply is mate.
  const mate = new ChessGame({ fen: "7k/5K2/8/8/8/8/8/6Q1 w - - 149 100" });
  play(mate, "g1g7");
  assert.equal(mate.outcome.reason, "CHECKMATE");
  assert.equal(mate.outcome.winner, "white");
});

test("either player may resign at any time; RESIGN is never listed", () => {
  const game = new ChessGame();
  assert.ok(!game.legalActions("white").some((a) => a.type === "RESIGN"));
  const entries = game.submit("black", { type: "RESIGN" });
  assert.deepEqual(entries.map((e) => e.event), [{ type: "Resigned", player: "black" }, { type: "GameEnded", outcome: game.outcome }]);
  assert.equal(game.outcome.reason, "RESIGNATION");
  assert.equal(game.outcome.winner, "white");
});

test("bad input: configurations are INVALID_CONFIG naming the field, moves INVALID_INPUT or ILLEGAL_ACTION", () => {
  throwsArbiter(() => new ChessGame({ fen: "not a fen" }), "INVALID_CONFIG", "fen \"not a fen\"");
  throwsArbiter(() => new ChessGame({ fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0" }), "INVALID_CONFIG", "fields");
  throwsArbiter(() => new ChessGame({ fen: "8/8/8/8/8/8/8/8 w - - 0 1" }), "INVALID_CONFIG", "not a legal position");
  throwsArbiter(() => new ChessGame({ fen: "x".repeat(200) }), "INVALID_CONFIG", "at most 128");
  throwsArbiter(() => new ChessGame({ players: ["a", "a"] }), "INVALID_CONFIG", "duplicate player id");
  throwsArbiter(() => new ChessGame({ players: ["a"] }), "INVALID_CONFIG", "players");
  throwsArbiter(() => new ChessGame({ seed: 1 }), "INVALID_CONFIG", "seed");
  throwsArbiter(() => new ChessGame({ colour: "white" }), "INVALID_CONFIG", "colour");
  // A seed, as every game takes one, changes only the state hash: chess draws no random numbers.
  const seeded = new ChessGame({ seed: "s" });
  assert.notEqual(seeded.stateHash(), new ChessGame().stateHash());
  assert.equal(seeded.fen(), new ChessGame().fen());
  throwsArbiter(() => new ChessGame({ fen: null }), "INVALID_CONFIG", "fen");
  const game = new ChessGame(null);
  refused(game, "white", { type: "MOVE", uci: "e2" }, "INVALID_INPUT", "uci \"e2\" is not a move in UCI notation");
  refused(game, "white", { type: "MOVE", uci: "e2e4".repeat(10) }, "INVALID_INPUT", "at most 16");
  refused(game, "white", { type: "MOVE" }, "INVALID_INPUT", "uci");
  refused(game, "white", { type: "MOVE", uci: "e2e4", extra: 1 }, "INVALID_INPUT", "extra");
  refused(game, "white", { type: "CASTLE" }, "INVALID_INPUT", "CASTLE");
  refused(game, "white", { type: "MOVE", uci: "e2e5" }, "ILLEGAL_ACTION", "e2e5 is not a legal move");
  refused(game, "black", { type: "MOVE", uci: "e7e5" }, "NOT_YOUR_TURN");
  refused(game, "carol", { type: "MOVE", uci: "e2e4" }, "INVALID_INPUT", "carol");
  play(game, "e2e4");
  assert.equal(game.currentPlayer, "black", "the game goes on after the refusals");
});

test("save, load, replay and undo rebuild the same game; the bot answers a legal move, the same for the same seed", () => {
  const game = new ChessGame();
  play(game, "e2e4", "c7c5", "g1f3");
  const saved = JSON.parse(JSON.stringify(game.save()));
  const loaded = ChessGame.load(saved);
  assert.equal(loaded.stateHash(), game.stateHash());
  assert.equal(loaded.fen(), game.fen());
  const replayed = ChessGame.replay(game.exportState().config, game.actions());
  assert.equal(replayed.stateHash(), game.stateHash());
  throwsArbiter(() => ChessGame.load({ ...saved, stateHash: "0000000000000000" }), "INVALID_SAVE", "stateHash");
  const before = game.fen();
  assert.deepEqual(game.undo(), { player: "white", action: { type: "MOVE", uci: "g1f3" } });
  assert.equal(game.fen(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  play(game, "g1f3");
  assert.equal(game.fen(), before);

  // Chess's bot searches nodes: `iterations` is a budget of nodes (Easy is 20,000).
  const options = { iterations: 2000, seed: "s" };
  const action = game.botAction("black", options);
  assert.ok(game.legalActions("black").some((a) => JSON.stringify(a) === JSON.stringify(action)), JSON.stringify(action));
  assert.deepEqual(game.botAction("black", options), action);
  throwsArbiter(() => game.botAction("white", options), "NOT_YOUR_TURN");
  // A queen hangs: the bot takes it.
  const hanging = new ChessGame({ fen: "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3" });
  assert.deepEqual(hanging.botAction("white", options), { type: "MOVE", uci: "f3h4" });
  // Its own queen attacked by a pawn: no level leaves it there (issue 21: MCTS played Bc5 and
  // lost it to cxd4).
  const attacked = new ChessGame({ fen: "rnb1kbnr/pppp1ppp/8/4p3/3qP3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 1" });
  for (const level of ["easy", "normal"]) {
    const reply = attacked.botAction("black", { level });
    assert.equal(reply.type, "MOVE");
    assert.ok(reply.uci.startsWith("d4"), `${level}: ${reply.uci}`);
  }
  throwsArbiter(() => attacked.botAction("black", { level: "easy", iterations: 10 }), "INVALID_INPUT", "options.level");
  throwsArbiter(() => attacked.botAction("black", { iterations: 10_000_001 }), "INVALID_INPUT", "options.iterations is 10000001, expected 1 to 10000000 (nodes)");
});

test("a draw may be claimed with the move that brings it about: listed once after the moves, the move made, the game drawn if it holds", () => {
  const game = new ChessGame();
  play(game, ...SHUFFLE, "g1f3", "g8f6", "f3g1");
  const legal = game.legalActions("black");
  const moves = legal.filter((a) => a.type === "MOVE").length;
  assert.deepEqual(legal.slice(moves), [{ type: "CLAIM_DRAW", uci: "f6g8" }]);
  assert.equal(game.perft(1), moves);
  // A claim that does not hold: the move stands and the game goes on.
  const wrong = ChessGame.load(game.save());
  assert.deepEqual(wrong.submit("black", { type: "CLAIM_DRAW", uci: "f6e4" }).map((e) => e.event.type), ["MoveMade"]);
  assert.equal(wrong.status, "ACTIVE");
  refused(game, "black", { type: "CLAIM_DRAW", uci: "f6f3" }, "ILLEGAL_ACTION", "f6f3");
  refused(game, "black", { type: "CLAIM_DRAW", uci: 7 }, "INVALID_INPUT");
  const entries = game.submit("black", { type: "CLAIM_DRAW", uci: "f6g8" });
  assert.deepEqual(entries.map((e) => e.event.type), ["MoveMade", "DrawClaimed", "GameEnded"]);
  assert.deepEqual(entries[1].event, { type: "DrawClaimed", player: "black", reason: "THREEFOLD_REPETITION" });
  assert.equal(game.outcome.reason, "THREEFOLD_REPETITION");
  // Replayed from its actions, the same game.
  assert.equal(ChessGame.replay(null, game.actions()).stateHash(), game.stateHash());
});

test("pgn() writes the Seven Tag Roster, SAN, the result and how it ended; fromPgn reads it back to the same hash", () => {
  const game = new ChessGame({ players: ["ann", "bob"] });
  play(game, "f2f3", "e7e5", "g2g4", "d8h4");
  const text = game.pgn({ event: "Club", date: "2026.11.27" });
  assert.equal(text, '[Event "Club"]\n[Site "?"]\n[Date "2026.11.27"]\n[Round "?"]\n[White "ann"]\n[Black "bob"]\n'
    + '[Result "0-1"]\n[Termination "normal"]\n\n1. f3 e5 2. g4 Qh4# {Black wins by checkmate} 0-1\n\n');
  assert.equal(game.pgn(), game.pgn(null));
  const back = ChessGame.fromPgn(text);
  assert.ok(back instanceof ChessGame);
  assert.deepEqual(back.players, ["ann", "bob"]);
  assert.equal(back.stateHash(), game.stateHash());
  assert.equal(back.outcome.reason, "CHECKMATE");
  // A decisive result in a position that is not mate: the loser resigned, for good.
  const resigned = ChessGame.fromPgn("1. e4 e5 2. Nf3 0-1");
  assert.equal(resigned.outcome.reason, "RESIGNATION");
  assert.equal(resigned.outcome.winner, "black");
  assert.equal(resigned.canUndo(), false);
  throwsArbiter(() => resigned.undo(), "ILLEGAL_ACTION", "cannot take back a resignation");
  // A draw no rule gives: agreed, recorded as the file says, and written back so.
  const agreed = ChessGame.fromPgn("[FEN \"8/8/4k3/8/8/3K4/8/R7 b - - 3 40\"]\n40... Ke5 41. Ra5+ 1/2-1/2");
  assert.deepEqual([agreed.status, agreed.outcome.type, agreed.outcome.reason], ["FINISHED", "DRAW", "AGREEMENT"]);
  assert.deepEqual(agreed.actions().at(-1).action, { type: "RECORD_RESULT", reason: "AGREEMENT" });
  assert.equal(agreed.fen(), "8/8/8/R3k3/8/3K4/8/8 b - - 5 41");
  assert.match(agreed.pgn(), /\[SetUp "1"\]\n\[FEN "8\/8\/4k3\/8\/8\/3K4\/8\/R7 b - - 3 40"\]\n\[Termination "normal"\]\n\n40\.\.\. Ke5 41\. Ra5\+ \{Draw by agreement\} 1\/2-1\/2/);
  throwsArbiter(() => agreed.undo(), "ILLEGAL_ACTION", "cannot take back a result imported from a game record");
  const going = ChessGame.fromPgn("1. e4 e5 *");
  assert.equal(going.status, "ACTIVE");
});

test("a result imported from a record: no player may submit it; replay and load reproduce it", () => {
  const forfeit = ChessGame.fromPgn("[White \"ann\"]\n[Black \"bob\"]\n[Termination \"time forfeit\"]\n1. e4 e5 0-1");
  assert.deepEqual([forfeit.outcome.winner, forfeit.outcome.reason], ["bob", "TIME_FORFEIT"]);
  const record = forfeit.actions().at(-1);
  assert.deepEqual(record, { player: "ann", action: { type: "RECORD_RESULT", winner: "bob", reason: "TIME_FORFEIT" } });
  const live = new ChessGame({ players: ["ann", "bob"] });
  const hash = live.stateHash();
  for (const player of ["ann", "bob"]) refused(live, player, record.action, "ILLEGAL_ACTION", "no player may submit it");
  assert.equal(live.stateHash(), hash);
  assert.ok(live.legalActions("ann").every((a) => a.type !== "RECORD_RESULT"));
  const replayed = ChessGame.replay(forfeit.exportState().config, forfeit.actions());
  assert.equal(replayed.stateHash(), forfeit.stateHash());
  const loaded = ChessGame.load(JSON.parse(JSON.stringify(forfeit.save())));
  assert.deepEqual(loaded.outcome, forfeit.outcome);
  for (const g of [forfeit, live, replayed, loaded]) g.free();
});

test("readPgn reads a database game by game with its records; pgnWithRecord writes a game back with its record", () => {
  const dir = new URL("../fixtures/chess/", import.meta.url);
  const text = readFileSync(new URL("python-chess-database.pgn", dir), "utf8");
  const entries = ChessGame.readPgn(text);
  assert.equal(entries.length, 6);
  assert.deepEqual(entries.map((e) => e.index), [0, 1, 2, 3, 4, 5]);
  const broken = entries[2];
  assert.equal(broken.game, null);
  assert.ok(isArbiterError(broken.error) && broken.error.code === "INVALID_INPUT");
  assert.match(broken.error.message, /move 2\. Ke3 is not a legal move/);
  assert.equal(broken.record.tags.length, 7);
  const [first] = entries;
  assert.equal(first.error, null);
  assert.deepEqual([first.game.outcome.winner, first.game.outcome.reason], ["ann", "TIME_FORFEIT"]);
  assert.deepEqual(first.record.tags.find((t) => t.name === "TimeControl"), { name: "TimeControl", value: "300+3" });
  assert.deepEqual(first.record.notes.slice(0, 3), [
    { type: "NAG", ply: 1, nag: 5 },
    { type: "COMMENT", ply: 1, text: "[%clk 0:00:00] ply 1" },
    { type: "VARIATION", ply: 1, movetext: "1. Nh3 {or this, game 1}" },
  ]);
  const written = first.game.pgnWithRecord(first.record);
  assert.match(written, /\[ECO "A00"\]\n\[WhiteElo "2000"\]\n\[TimeControl "300\+3"\]\n\[Termination "time forfeit"\]/);
  const [again] = ChessGame.readPgn(written);
  assert.equal(again.game.stateHash(), first.game.stateHash());
  assert.deepEqual(again.record, first.record);
  // A window of the database.
  const window = ChessGame.readPgn(text, { skip: 4, max: 1 });
  assert.deepEqual(window.map((e) => e.index), [4]);
  assert.equal(window[0].game.status, "FINISHED");
  for (const e of [...entries, again, ...window]) e.game?.free();
  throwsArbiter(() => ChessGame.readPgn(""), "INVALID_INPUT", "pgn is empty");
  throwsArbiter(() => ChessGame.readPgn(" \n"), "INVALID_INPUT", "pgn is empty");
  throwsArbiter(() => ChessGame.fromPgn(""), "INVALID_INPUT", "pgn is empty");
  throwsArbiter(() => ChessGame.readPgn("1. e4 *", { max: -1 }), "INVALID_INPUT", "options.max");
  const game = new ChessGame();
  throwsArbiter(() => game.pgnWithRecord({ tags: [{ name: "Bad Name", value: "x" }], notes: [], dropped: [] }), "INVALID_INPUT", "record.tags[0].name");
  throwsArbiter(() => game.pgnWithRecord({ tags: [], notes: [{ type: "VARIATION", ply: 0, movetext: "1. e4 )" }], dropped: [] }), "INVALID_INPUT", "record.notes[0].movetext");
  throwsArbiter(() => game.pgnWithRecord("x"), "INVALID_INPUT", "record");
  game.free();
});

test("fromPgn and pgn refuse bad input with INVALID_INPUT naming the line, the move or the tag", () => {
  throwsArbiter(() => ChessGame.fromPgn("[Event \"x\"]\n\n1. e4 e5\n2. Ke3"), "INVALID_INPUT", "pgn line 4: move 2. Ke3 is not a legal move");
  throwsArbiter(() => ChessGame.fromPgn("[FEN \"6k1/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. Rd1"), "INVALID_INPUT", "move 1. Rd1 is ambiguous");
  throwsArbiter(() => ChessGame.fromPgn("1. e4 (1. d4"), "INVALID_INPUT", "line 1", "never closed");
  throwsArbiter(() => ChessGame.fromPgn(42), "INVALID_INPUT", "pgn must be a string");
  throwsArbiter(() => ChessGame.fromPgn(" ".repeat(1_000_001)), "INVALID_INPUT", "at most 1000000");
  const game = new ChessGame();
  throwsArbiter(() => game.pgn({ site: "x".repeat(256) }), "INVALID_INPUT", "tags.site", "at most 255");
  throwsArbiter(() => game.pgn({ round: "1\n2" }), "INVALID_INPUT", "tags.round", "control character");
  throwsArbiter(() => game.pgn({ white: "me" }), "INVALID_INPUT", "tags");
  throwsArbiter(() => game.pgn({ event: 3 }), "INVALID_INPUT", "tags.event");
  throwsArbiter(() => game.pgn("Club"), "INVALID_INPUT", "tags");
  assert.equal(game.status, "ACTIVE");
});

test("a file written by python-chess (comments, NAGs, variations) reads in wasm as natively", () => {
  const dir = new URL("../fixtures/chess/", import.meta.url);
  const expected = JSON.parse(readFileSync(new URL("expected.json", dir), "utf8")).files;
  for (const [name, want] of Object.entries(expected)) {
    const game = ChessGame.fromPgn(readFileSync(new URL(name, dir), "utf8"));
    assert.equal(game.fen(), want.fen, name);
    game.free();
  }
});

/** A seeded random number generator (mulberry32), so the games are the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

test("20 seeded random games (claims with moves and resignations among them) round-trip through PGN to the same hash", () => {
  const ends = new Set();
  for (let seed = 1; seed <= 20; seed++) {
    const pick = random(seed);
    const fen = [undefined, POSITIONS[1][0], POSITIONS[2][0], "8/8/4k3/8/8/3K4/8/R7 w - - 90 60"][seed % 4];
    const game = new ChessGame(fen === undefined ? {} : { fen });
    for (let ply = 0; ply < 300 && game.status === "ACTIVE"; ply++) {
      if (pick(400) === 0) { game.submit(game.players[pick(2)], { type: "RESIGN" }); break; }
      const legal = game.legalActions(game.currentPlayer);
      const moves = game.events().filter((e) => e.event.type === "MoveMade");
      const mine = moves.at(-2)?.event;
      const back = mine && legal.find((a) => a.type === "MOVE" && a.uci === mine.to + mine.from);
      const claims = legal.filter((a) => a.type === "CLAIM_DRAW");
      const action = claims.length > 0 && pick(3) === 0 ? claims[pick(claims.length)] : back && pick(5) < 2 ? back : legal[pick(legal.length)];
      game.submit(game.currentPlayer, action);
    }
    const back = ChessGame.fromPgn(game.pgn());
    assert.equal(back.stateHash(), game.stateHash(), `seed ${seed}\n${game.pgn()}`);
    assert.deepEqual(back.outcome, game.outcome);
    ends.add(game.outcome?.reason ?? "ACTIVE");
    game.free();
    back.free();
  }
  assert.ok(ends.size >= 3, [...ends].join(", "));
});

// Issue 37: SAN in, and the queries chess.js users expect.

test("a game typed in SAN is the game typed in UCI: the same events, log, save, PGN and hash", () => {
  const sans = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "0-0", "f6?!", "d4", "exd4", "Nxd4", "c5", "Nb3", "Qxd1", "Rxd1"];
  const typed = new ChessGame();
  const uci = new ChessGame();
  for (const san of sans) {
    const player = typed.currentPlayer;
    const events = typed.submit(player, { type: "MOVE", san });
    const made = events[0].event;
    assert.equal(made.type, "MoveMade");
    assert.deepEqual(uci.submit(player, { type: "MOVE", uci: made.uci }), events, san);
  }
  assert.deepEqual(typed.actions(), uci.actions());
  assert.ok(typed.actions().every((r) => r.action.type === "MOVE" && typeof r.action.uci === "string" && !("san" in r.action)));
  assert.equal(typed.actions()[8].action.uci, "e1g1", "0-0 is recorded as the king's move");
  assert.equal(typed.stateHash(), uci.stateHash());
  assert.deepEqual(typed.save(), uci.save());
  assert.equal(typed.pgn(), uci.pgn());
  assert.equal(ChessGame.replay(null, typed.actions()).stateHash(), typed.stateHash());
  assert.equal(typed.stepTo(4).stateHash(), uci.stepTo(4).stateHash());
  assert.deepEqual(typed.undo(), { player: "white", action: { type: "MOVE", uci: "f1d1" } });
  // A claim with a move in SAN: recorded with its UCI.
  const claim = new ChessGame();
  for (const san of ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]) claim.submit(claim.currentPlayer, { type: "MOVE", san });
  claim.submit("black", { type: "CLAIM_DRAW", san: "Ng8" });
  assert.deepEqual(claim.actions().at(-1), { player: "black", action: { type: "CLAIM_DRAW", uci: "f6g8" } });
  assert.equal(claim.outcome?.reason, "THREEFOLD_REPETITION");
});

test("SAN errors: both or neither field, not SAN, illegal, ambiguous naming the moves; nothing changes", () => {
  const game = new ChessGame({ fen: "6k1/8/8/8/8/8/4K3/R6R w - - 0 1" });
  refused(game, "white", { type: "MOVE", uci: "a1d1", san: "Rad1" }, "INVALID_INPUT", "action: MOVE has both uci and san: give exactly one of them");
  refused(game, "white", { type: "MOVE" }, "INVALID_INPUT", "action: MOVE has neither uci nor san: give one of them");
  refused(game, "white", { type: "CLAIM_DRAW", uci: "a1d1", san: "Rad1" }, "INVALID_INPUT", "CLAIM_DRAW has both uci and san");
  refused(game, "white", { type: "MOVE", san: null }, "INVALID_INPUT", "action: invalid type: null, expected a string");
  refused(game, "white", { type: "MOVE", san: 3 }, "INVALID_INPUT", "action: invalid type: integer `3`, expected a string");
  refused(game, "white", { type: "MOVE", san: "Rd1" }, "ILLEGAL_ACTION", "san \"Rd1\" is ambiguous now: it could be Rad1 (a1d1) or Rhd1 (h1d1)");
  refused(game, "white", { type: "CLAIM_DRAW", san: "Rd1" }, "ILLEGAL_ACTION", "ambiguous");
  refused(game, "white", { type: "MOVE", san: "Nf3" }, "ILLEGAL_ACTION", "san \"Nf3\" is not a legal move now");
  refused(game, "white", { type: "MOVE", san: "Xe4" }, "INVALID_INPUT", "san \"Xe4\" is not a move in SAN");
  refused(game, "white", { type: "MOVE", san: "--" }, "INVALID_INPUT", "null move");
  refused(game, "white", { type: "MOVE", san: "R".repeat(17) }, "INVALID_INPUT", "san is 17 bytes long, at most 16");
  refused(game, "black", { type: "MOVE", san: "Kg7" }, "NOT_YOUR_TURN");
  game.submit("white", { type: "MOVE", san: "Rad1+!" });
  assert.deepEqual(game.actions()[0].action, { type: "MOVE", uci: "a1d1" });
  const promote = new ChessGame({ fen: "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1" });
  refused(promote, "white", { type: "MOVE", san: "a8" }, "ILLEGAL_ACTION", "names its promotion piece");
  promote.submit("white", { type: "MOVE", san: "axb8=N" });
  assert.equal(promote.actions()[0].action.uci, "a7b8n");
  const over = new ChessGame({ fen: "7k/5KQ1/8/8/8/8/8/8 b - - 0 1" });
  refused(over, "black", { type: "MOVE", san: "Xx" }, "GAME_FINISHED");
});

test("inCheck, get and board, before and after the end and on a game from stepTo", () => {
  const game = new ChessGame();
  assert.equal(game.inCheck(), false);
  assert.deepEqual(game.get("e1"), { square: "e1", piece: "king", color: "white" });
  assert.deepEqual(game.get("d8"), { square: "d8", piece: "queen", color: "black" });
  assert.equal(game.get("e4"), null);
  const board = game.board();
  assert.equal(board.length, 8);
  assert.ok(board.every((rank) => rank.length === 8));
  assert.deepEqual(board[0][0], { square: "a8", piece: "rook", color: "black" });
  assert.deepEqual(board[7][7], { square: "h1", piece: "rook", color: "white" });
  assert.ok(board.slice(2, 6).flat().every((square) => square === null));
  // Every square of the board is what get() says.
  board.flat().forEach((square, i) => {
    const name = "abcdefgh"[i % 8] + (8 - Math.floor(i / 8));
    assert.deepEqual(game.get(name), square === null ? null : { ...square, square: name });
  });
  for (const san of ["f3", "e5", "g4", "Qh4#"]) game.submit(game.currentPlayer, { type: "MOVE", san });
  assert.equal(game.status, "FINISHED");
  assert.equal(game.inCheck(), true, "mated: in check");
  assert.deepEqual(game.get("h4"), { square: "h4", piece: "queen", color: "black" });
  assert.equal(game.board()[4][7]?.piece, "queen");
  const past = game.stepTo(3);
  assert.equal(past.inCheck(), false);
  assert.equal(past.get("h4"), null);
  assert.equal(new ChessGame({ fen: "4k3/8/8/8/8/8/8/4RK2 b - - 0 1" }).inCheck(), true);
  for (const bad of ["e9", "E4", "", "e44", "i1"]) throwsArbiter(() => game.get(bad), "INVALID_INPUT", `square ${JSON.stringify(bad)} is not a square`);
  throwsArbiter(() => game.get(4), "INVALID_INPUT", "square must be a string");
  throwsArbiter(() => game.get("e4".repeat(600)), "INVALID_INPUT", "square is a string of 1200 characters");
  past.free();
  throwsArbiter(() => past.inCheck(), "INVALID_INPUT", "freed");
  throwsArbiter(() => past.board(), "INVALID_INPUT", "freed");
});

test("moves: SAN and typed flags, for one square or one kind of piece; none at the end", () => {
  const start = new ChessGame();
  assert.equal(start.moves().length, 20);
  assert.deepEqual(start.moves().map((m) => m.uci).sort(), start.legalActions("white").map((a) => a.uci).sort());
  assert.deepEqual(start.moves({ square: "e2" }), [
    { uci: "e2e3", san: "e3", from: "e2", to: "e3", piece: "pawn", capture: false, enPassant: false, check: false, mate: false },
    { uci: "e2e4", san: "e4", from: "e2", to: "e4", piece: "pawn", capture: false, enPassant: false, check: false, mate: false },
  ]);
  assert.deepEqual(start.moves({ square: "e4" }), []);
  assert.deepEqual(start.moves({ piece: "knight" }).map((m) => m.san).sort(), ["Na3", "Nc3", "Nf3", "Nh3"]);
  assert.deepEqual(start.moves(null).length, 20);
  throwsArbiter(() => start.moves({ square: "z9" }), "INVALID_INPUT", "options.square \"z9\" is not a square");
  throwsArbiter(() => start.moves({ piece: "dragon" }), "INVALID_INPUT", "options.piece");
  throwsArbiter(() => start.moves({ square: "e2", verbose: true }), "INVALID_INPUT", "verbose");
  throwsArbiter(() => start.moves("e2"), "INVALID_INPUT", "options");

  const enPassant = new ChessGame({ fen: "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3" });
  const ep = enPassant.moves({ square: "e5" }).find((m) => m.to === "f6");
  assert.deepEqual(ep, { uci: "e5f6", san: "exf6", from: "e5", to: "f6", piece: "pawn", captured: "pawn", capture: true, enPassant: true, check: false, mate: false });

  const kiwipete = new ChessGame({ fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" });
  const king = kiwipete.moves({ square: "e1" });
  assert.deepEqual(king.filter((m) => m.castling).map((m) => [m.san, m.uci, m.castling]).sort(), [["O-O", "e1g1", "kingside"], ["O-O-O", "e1c1", "queenside"]]);

  const promotion = new ChessGame({ fen: "8/4P3/8/8/k7/8/8/4K3 w - - 0 1" });
  const promotions = promotion.moves({ square: "e7" }).map((m) => [m.san, m.promotion, m.check]).sort();
  assert.deepEqual(promotions, [["e8=B+", "bishop", true], ["e8=N", "knight", false], ["e8=Q+", "queen", true], ["e8=R", "rook", false]]);

  const mate = new ChessGame();
  for (const san of ["f3", "e5", "g4"]) mate.submit(mate.currentPlayer, { type: "MOVE", san });
  const qh4 = mate.moves({ square: "d8" }).find((m) => m.to === "h4");
  assert.equal(qh4.san, "Qh4#");
  assert.ok(qh4.check && qh4.mate);
  // Submitting a move as moves() wrote it, in either form, plays it.
  mate.submit("black", { type: "MOVE", san: qh4.san });
  assert.deepEqual(mate.moves(), []);
  assert.deepEqual(mate.moves({ square: "e1" }), []);
  throwsArbiter(() => mate.moves({ square: "e0" }), "INVALID_INPUT", "options.square");
  // A resigned game has no moves either; claims are never among them.
  const resigned = new ChessGame();
  resigned.submit("black", { type: "RESIGN" });
  assert.deepEqual(resigned.moves(), []);
});

test("history: the moves in SAN and UCI from the first action, as chess.js's history() with the players", () => {
  const game = new ChessGame({ players: ["ann", "bob"], fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" });
  assert.deepEqual(game.history(), []);
  game.submit("ann", { type: "MOVE", uci: "e1g1" });
  game.submit("bob", { type: "MOVE", san: "O-O-O" });
  game.submit("ann", { type: "MOVE", san: "Nxf7" });
  assert.deepEqual(game.history(), [
    { player: "ann", san: "O-O", uci: "e1g1" },
    { player: "bob", san: "O-O-O", uci: "e8c8" },
    { player: "ann", san: "Nxf7", uci: "e5f7" },
  ]);
  assert.deepEqual(game.stepTo(1).history(), game.history().slice(0, 1));
  game.submit("bob", { type: "RESIGN" });
  assert.equal(game.history().length, 3, "a resignation is no move");
  // The class's own example.
  const doc = new ChessGame({ players: ["you", "bot"] });
  doc.submit("you", { type: "MOVE", uci: "e2e4" });
  doc.submit("bot", { type: "MOVE", san: "e5" });
  assert.deepEqual(doc.actions()[1].action, { type: "MOVE", uci: "e7e5" });
  assert.deepEqual(doc.moves({ square: "g1" }).map((m) => m.san), ["Ne2", "Nf3", "Nh3"]);
  assert.deepEqual(doc.get("e4"), { square: "e4", piece: "pawn", color: "white" });
  assert.deepEqual(doc.history().map((m) => m.san), ["e4", "e5"]);
  assert.equal(doc.fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
});
