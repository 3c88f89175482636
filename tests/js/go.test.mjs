// Go through the built package, as a front end plays it: captures (one stone, a group, two
// chains at once) as StonePlaced then StonesCaptured, suicide refused and a capture that looks
// like suicide allowed, ko and a longer positional superko, two passes scored (Scored before
// GameEnded) by area with komi (`counting: "area"`, named in each of those tests), counting by
// agreement (the default: the proposal, toggles, acceptances, resuming), an integer-komi draw,
// the move limit, resignation out of turn, the contract after the end, configuration and action
// errors, perft, save/load/replay/undo, and the bot.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import init, { GoGame, isArbiterError } from "arbiter-rules";

await init();

/** Runs `fn`, expecting an ArbiterError with `code` whose message includes every one of `needles`. */
function throwsArbiter(fn, code, ...needles) {
  assert.throws(fn, (e) => {
    assert.ok(isArbiterError(e), `an ArbiterError: ${e}`);
    assert.equal(e.code, code, e.message);
    for (const needle of needles) assert.ok(e.message.includes(needle), `${JSON.stringify(e.message)} should include ${JSON.stringify(needle)}`);
    return true;
  });
}

/** A refused action changes nothing: the same hash, the same log. */
function refused(game, player, action, code, ...needles) {
  const hash = game.stateHash();
  const logged = game.events().length;
  throwsArbiter(() => game.submit(player, action), code, ...needles);
  assert.equal(game.stateHash(), hash);
  assert.equal(game.events().length, logged);
}

/** Plays moves in turn, each by the player to move: [x, y] a stone, "pass" a pass. Returns the
 * events of the last. */
function play(game, ...moves) {
  let last = [];
  for (const m of moves) {
    const action = m === "pass" ? { type: "PASS" } : { type: "PLAY", x: m[0], y: m[1] };
    last = game.submit(game.currentPlayer, action).map((e) => e.event);
  }
  return last;
}

const state = (game) => game.view(null).state;
const metrics = (outcome, player) => outcome.results.find((r) => r.player === player).metrics;
const column = (x, size) => Array.from({ length: size }, (_, y) => [x, y]);
/** Black's and White's stones in turn (a side whose list has run out passes). */
const interleave = (black, white) => Array.from({ length: Math.max(black.length, white.length) }, (_, i) => [black[i] ?? "pass", white[i] ?? "pass"]).flat();

test("captures: one stone, a group, and two chains at once, each chain its own StonesCaptured after the StonePlaced", () => {
  const game = new GoGame({ size: 5 });
  play(game, [0, 1], [0, 0]);
  const one = game.submit("black", { type: "PLAY", x: 1, y: 0 });
  assert.deepEqual(one.map((e) => e.event), [
    { type: "StonePlaced", player: "black", colour: "BLACK", x: 1, y: 0 },
    { type: "StonesCaptured", player: "black", points: [{ x: 0, y: 0 }] },
  ]);
  assert.equal(one[0].turn, one[1].turn, "the capture belongs to the move");
  assert.deepEqual(state(game).captures, [1, 0]);
  assert.equal(state(game).board.slice(0, 5), ".B...");

  const group = new GoGame({ size: 5 });
  play(group, [0, 1], [0, 0], [1, 1], [1, 0]);
  const taken = play(group, [2, 0]);
  assert.deepEqual(taken, [
    { type: "StonePlaced", player: "black", colour: "BLACK", x: 2, y: 0 },
    { type: "StonesCaptured", player: "black", points: [{ x: 0, y: 0 }, { x: 1, y: 0 }] },
  ]);

  const two = new GoGame({ size: 5 });
  play(two, [0, 1], [0, 0], [2, 1], [2, 0], [3, 0], [4, 4]);
  const both = play(two, [1, 0]);
  assert.deepEqual(both[0], { type: "StonePlaced", player: "black", colour: "BLACK", x: 1, y: 0 });
  assert.deepEqual(both.slice(1).map((e) => [e.type, e.player, e.points]).sort((a, b) => a[2][0].x - b[2][0].x), [
    ["StonesCaptured", "black", [{ x: 0, y: 0 }]],
    ["StonesCaptured", "black", [{ x: 2, y: 0 }]],
  ]);
  assert.deepEqual(state(two).captures, [2, 0]);
  // White captures too, and is named the capturer.
  const white = new GoGame({ size: 5 });
  play(white, [0, 0], [1, 0]);
  assert.deepEqual(play(white, [4, 4], [0, 1]).at(-1), { type: "StonesCaptured", player: "white", points: [{ x: 0, y: 0 }] });
  assert.deepEqual(state(white).captures, [0, 1]);
});

test("suicide is refused, one stone or a group; a move with no liberty that captures is allowed", () => {
  const game = new GoGame({ size: 5 });
  play(game, [4, 4], [1, 0], [4, 3], [0, 1]);
  refused(game, "black", { type: "PLAY", x: 0, y: 0 }, "ILLEGAL_ACTION", "x 0, y 0 is suicide");
  assert.ok(!game.legalActions("black").some((a) => a.x === 0 && a.y === 0));
  // A group: Black (0,3) joined by (0,4) would leave the pair with no liberty.
  const group = new GoGame({ size: 5 });
  play(group, [0, 3], [1, 3], [4, 0], [0, 2], [4, 1], [1, 4]);
  refused(group, "black", { type: "PLAY", x: 0, y: 4 }, "ILLEGAL_ACTION", "x 0, y 4 is suicide");

  // (0,0) has no empty neighbour, but the white stone at (1,0) has no other liberty: taken.
  const capture = new GoGame({ size: 5 });
  play(capture, [2, 0], [1, 0], [1, 1], [0, 1]);
  assert.ok(capture.legalActions("black").some((a) => a.x === 0 && a.y === 0));
  assert.deepEqual(play(capture, [0, 0]).at(-1), { type: "StonesCaptured", player: "black", points: [{ x: 1, y: 0 }] });
  assert.equal(state(capture).board.slice(0, 5), "B.B..");
});

test("ko: the immediate retake is refused, and allowed after a move elsewhere", () => {
  const game = new GoGame();
  // Black takes the white stone at (1,1) with (2,1); White's retake at (1,1) would remake the
  // position before Black's capture.
  play(game, [1, 0], [2, 0], [0, 1], [3, 1], [1, 2], [2, 2], [8, 8], [1, 1]);
  assert.deepEqual(play(game, [2, 1]).at(-1), { type: "StonesCaptured", player: "black", points: [{ x: 1, y: 1 }] });
  refused(game, "white", { type: "PLAY", x: 1, y: 1 }, "ILLEGAL_ACTION", "x 1, y 1 would repeat an earlier position (positional superko)");
  assert.ok(!game.legalActions("white").some((a) => a.x === 1 && a.y === 1));
  play(game, [6, 6], [6, 7]);
  assert.deepEqual(play(game, [1, 1]), [
    { type: "StonePlaced", player: "white", colour: "WHITE", x: 1, y: 1 },
    { type: "StonesCaptured", player: "white", points: [{ x: 2, y: 1 }] },
  ]);
  // Now Black may not retake at once.
  refused(game, "black", { type: "PLAY", x: 2, y: 1 }, "ILLEGAL_ACTION", "positional superko");
});

/** The board after `colour` plays at (x, y) on `board` (size `n`), opponent chains without
 * liberties taken off: to show which earlier position a refused move would repeat. */
function placed(board, n, colour, x, y) {
  const b = [...board];
  const them = colour === "B" ? "W" : "B";
  b[y * n + x] = colour;
  const near = (i) => [[-1, 0], [1, 0], [0, -1], [0, 1]]
    .map(([dx, dy]) => [(i % n) + dx, Math.floor(i / n) + dy])
    .filter(([a, c]) => a >= 0 && c >= 0 && a < n && c < n).map(([a, c]) => c * n + a);
  for (const start of near(y * n + x)) {
    if (b[start] !== them) continue;
    const chain = new Set([start]);
    let free = false;
    for (const i of chain) for (const j of near(i)) if (b[j] === ".") free = true; else if (b[j] === them) chain.add(j);
    if (!free) for (const i of chain) b[i] = ".";
  }
  return b.join("");
}

test("positional superko: a move that would remake a position of three moves before is refused, though it is no simple ko", () => {
  // Found by random play on 5×5 (seeded): after these 27 moves, White at (0,1) would capture and
  // remake the position after move 24.
  const moves = [[1, 1], [1, 3], [3, 1], [2, 2], [2, 1], [3, 3], [4, 2], [0, 4], [4, 4], [4, 1], [1, 0], [3, 4], [0, 3], [0, 1],
    [3, 0], [2, 4], [3, 2], [4, 3], [0, 2], [4, 4], [4, 0], [1, 4], [2, 0], [1, 2], [0, 3], [0, 0], [0, 2]];
  const game = new GoGame({ counting: "area", size: 5 });
  const boards = [state(game).board];
  for (const m of moves) {
    play(game, m);
    boards.push(state(game).board);
  }
  assert.equal(game.currentPlayer, "white");
  const [x, y] = [0, 1];
  const after = placed(state(game).board, 5, "W", x, y);
  assert.equal(boards.lastIndexOf(after), 24, "the move would remake the position after move 24");
  assert.notEqual(boards.at(-2), after, "not the position before the last move: no simple ko");
  refused(game, "white", { type: "PLAY", x, y }, "ILLEGAL_ACTION", "x 0, y 1 would repeat an earlier position (positional superko)");
  assert.ok(!game.legalActions("white").some((a) => a.x === x && a.y === y));
});

test("two passes end the game: Passed, then Scored, then GameEnded", () => {
  const game = new GoGame({ counting: "area", size: 5, players: ["ann", "bob"] });
  play(game, [2, 2]);
  assert.deepEqual(play(game, "pass"), [{ type: "Passed", player: "bob" }]);
  assert.equal(game.status, "ACTIVE");
  const last = play(game, "pass");
  assert.deepEqual(last.map((e) => e.type), ["Passed", "Scored", "GameEnded"]);
  assert.deepEqual(last[1].score, {
    black: { area: 25, territory: 24, stones: 1 }, white: { area: 0, territory: 0, stones: 0 }, komiHalfPoints: 15,
    territory: "BBBBBBBBBBBB.BBBBBBBBBBBB",
  });
  assert.deepEqual(last[2].outcome, game.outcome);
  assert.equal(game.outcome.winner, "ann");
  assert.equal(metrics(game.outcome, "ann").marginHalfPoints, 2 * 25 - 15);
  assert.deepEqual(state(game).score, last[1].score);
  // Passes separated by a stone do not end it.
  const apart = new GoGame({ counting: "area", size: 5 });
  play(apart, "pass", [1, 1], "pass", [3, 3]);
  assert.equal(apart.status, "ACTIVE");
});

test("area scoring on a hand-played position: stones plus territory plus komi, the margin in half points", () => {
  // Black's wall on the middle column, White's beside it: Black 5 stones + 10 points, White 5 + 5.
  const game = new GoGame({ counting: "area", size: 5, komi: 0.5 });
  const last = play(game, ...interleave(column(2, 5), column(3, 5)), "pass", "pass");
  const score = last.find((e) => e.type === "Scored").score;
  assert.deepEqual(score, {
    black: { area: 15, territory: 10, stones: 5 }, white: { area: 10, territory: 5, stones: 5 }, komiHalfPoints: 1,
    territory: "BB..W".repeat(5),
  });
  const outcome = game.outcome;
  assert.equal(outcome.type, "WIN");
  assert.equal(outcome.reason, "TERRITORY_SCORING");
  assert.equal(outcome.winner, "black");
  assert.deepEqual(outcome.results.map((r) => [r.player, r.outcome, r.rank]), [["black", "WIN", 1], ["white", "LOSS", 2]]);
  // 15 - (10 + 0.5) = 4.5 points: 9 half points.
  assert.deepEqual(metrics(outcome, "black"), { area: 15, territory: 10, stones: 5, captures: 0, marginHalfPoints: 9 });
  assert.deepEqual(metrics(outcome, "white"), { area: 10, territory: 5, stones: 5, captures: 0 });

  // The default komi, 7.5, turns it around: White by 2.5.
  const komi = new GoGame({ counting: "area", size: 5 });
  play(komi, ...interleave(column(2, 5), column(3, 5)), "pass", "pass");
  assert.equal(komi.outcome.winner, "white");
  assert.equal(metrics(komi.outcome, "white").marginHalfPoints, 5);
  // A negative komi gives Black the points: Black 10 against White 15 - 5.5.
  const reverse = new GoGame({ counting: "area", size: 5, komi: -5.5 });
  play(reverse, ...interleave(column(3, 5), column(2, 5)), "pass", "pass");
  assert.equal(reverse.outcome.winner, "black");
  assert.equal(metrics(reverse.outcome, "black").marginHalfPoints, 1);
});

test("an integer komi makes equal areas a draw, without a margin", () => {
  const game = new GoGame({ counting: "area", size: 5, komi: 5 });
  play(game, ...interleave(column(2, 5), column(3, 5)), "pass", "pass");
  const outcome = game.outcome;
  assert.equal(outcome.type, "DRAW");
  assert.equal(outcome.reason, "TERRITORY_SCORING");
  assert.equal("winner" in outcome, false);
  assert.deepEqual(outcome.results.map((r) => [r.player, r.outcome, r.rank]), [["black", "DRAW", 1], ["white", "DRAW", 1]]);
  assert.ok(outcome.results.every((r) => !("marginHalfPoints" in r.metrics)));
});

test("the move limit: the game is scored after size × size × 3 moves, passes included", () => {
  // Stones by a seeded choice among the legal points, a pass only when nothing else is legal.
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const game = new GoGame({ counting: "area", size: 5 });
  for (let moves = 0; moves < 74; moves++) {
    const player = game.currentPlayer;
    assert.ok(player !== null, `still going after ${moves} moves`);
    const legal = game.legalActions(player);
    const stones = legal.filter((a) => a.type === "PLAY");
    game.submit(player, stones.length ? stones[Math.floor(random() * stones.length)] : { type: "PASS" });
  }
  assert.equal(game.status, "ACTIVE");
  assert.equal(state(game).moves, 74);
  const player = game.currentPlayer;
  const last = game.submit(player, game.legalActions(player)[0]).map((e) => e.event);
  assert.deepEqual(last.slice(-2).map((e) => e.type), ["Scored", "GameEnded"]);
  assert.equal(state(game).moves, 75);
  assert.ok(state(game).passes < 2, "ended by the limit, not by passes");
  assert.equal(game.outcome.reason, "TERRITORY_SCORING");
});

test("either player may resign at any time, out of turn too; RESIGN is never listed", () => {
  const game = new GoGame({ counting: "area", size: 9 });
  play(game, [4, 4], [2, 2]);
  assert.ok(!game.legalActions("black").some((a) => a.type === "RESIGN"));
  const entries = game.submit("white", { type: "RESIGN" });
  assert.deepEqual(entries.map((e) => e.event), [{ type: "Resigned", player: "white" }, { type: "GameEnded", outcome: game.outcome }]);
  assert.equal(game.outcome.reason, "RESIGNATION");
  assert.equal(game.outcome.winner, "black");
  assert.deepEqual(metrics(game.outcome, "black"), { area: 1, territory: 0, stones: 1, captures: 0 }, "the board as it stands, no margin");
  assert.equal(state(game).resigned, "WHITE");
  assert.equal(state(game).score, null);
});

test("after the end every action is GAME_FINISHED and changes nothing; undo takes back the count, never a resignation", () => {
  const game = new GoGame({ counting: "area", size: 5 });
  play(game, "pass", "pass");
  assert.equal(game.status, "FINISHED");
  assert.equal(game.currentPlayer, null);
  for (const player of ["black", "white"]) {
    assert.deepEqual(game.legalActions(player), []);
    for (const action of [{ type: "PLAY", x: 0, y: 0 }, { type: "PASS" }, { type: "RESIGN" }, { type: "PLAY", x: 99, y: 0 }]) {
      refused(game, player, action, "GAME_FINISHED", "Cannot submit actions to a finished game");
    }
  }
  throwsArbiter(() => game.botAction("black", { iterations: 10 }), "GAME_FINISHED");
  assert.equal(game.exportState().status, "FINISHED");
  // The count is the rules' ending: undo takes back the second pass, and play goes on.
  const hash = game.stateHash();
  assert.equal(game.canUndo(), true);
  const taken = game.undo();
  assert.deepEqual(taken.action, { type: "PASS" });
  assert.deepEqual([game.status, game.outcome, game.currentPlayer], ["ACTIVE", null, taken.player]);
  game.submit(taken.player, taken.action);
  assert.equal(game.stateHash(), hash);
  // A resignation is final.
  const resigned = new GoGame({ size: 5 });
  resigned.submit("white", { type: "RESIGN" });
  assert.equal(resigned.canUndo(), false);
  throwsArbiter(() => resigned.undo(), "ILLEGAL_ACTION", "cannot take back a resignation");
});

test("readSgf reads a collection tree by tree with its records; sgfWithRecord writes a game back with its record", () => {
  const text = "(;GM[1]FF[4]SZ[9]PB[Honinbo]PW[Jowa]EV[Castle game]RE[W+T];B[ee]C[tengen];W[cc](;B[gg]BM[1])(;B[cg]C[another]))\n"
    + "(;SZ[5];B[cc];W[cc])\n(;SZ[5]RE[B+3.5];B[aa])";
  const entries = GoGame.readSgf(text);
  assert.deepEqual(entries.map((e) => [e.index, e.game === null, e.error?.code ?? null]), [[0, false, null], [1, true, "INVALID_INPUT"], [2, false, null]]);
  const [castle, , counted] = entries;
  assert.deepEqual(castle.game.players, ["Honinbo", "Jowa"]);
  assert.deepEqual([castle.game.outcome.winner, castle.game.outcome.reason], ["Jowa", "TIME_FORFEIT"]);
  assert.deepEqual(castle.record.nodes, [
    { move: 1, properties: [{ id: "C", values: ["tengen"] }] },
    { move: 3, properties: [{ id: "BM", values: ["1"] }] },
  ]);
  assert.deepEqual(castle.record.variations, [{ move: 3, sgf: "(;B[cg]C[another])" }]);
  assert.deepEqual([counted.game.outcome.reason, counted.game.outcome.results[0].metrics.marginHalfPoints], ["RECORDED_SCORE", 7]);
  const written = castle.game.sgfWithRecord(castle.record);
  assert.ok(written.endsWith(";B[ee]C[tengen];W[cc](;B[gg]BM[1])(;B[cg]C[another]))\n"), written);
  const [again] = GoGame.readSgf(written);
  assert.equal(again.game.stateHash(), castle.game.stateHash());
  assert.deepEqual([again.record.nodes, again.record.variations], [castle.record.nodes, castle.record.variations]);
  for (const e of [...entries, again]) e.game?.free();
  throwsArbiter(() => GoGame.readSgf(""), "INVALID_INPUT", "sgf: the text is empty");
  throwsArbiter(() => GoGame.fromSgf("  "), "INVALID_INPUT", "sgf: the text is empty");
  const game = new GoGame({ size: 5 });
  throwsArbiter(() => game.sgfWithRecord({ root: [], nodes: [], variations: [{ move: 1, sgf: "(;B[aa]))" }], dropped: [] }), "INVALID_INPUT", "record.variations[0].sgf");
  game.free();
});

test("bad configurations are INVALID_CONFIG naming the field and value", () => {
  throwsArbiter(() => new GoGame({ size: 4 }), "INVALID_CONFIG", "size is 4, expected 5 to 19");
  throwsArbiter(() => new GoGame({ size: 20 }), "INVALID_CONFIG", "size is 20, expected 5 to 19");
  throwsArbiter(() => new GoGame({ size: 9.5 }), "INVALID_CONFIG", "size", "9.5");
  throwsArbiter(() => new GoGame({ size: "9" }), "INVALID_CONFIG", "size", "\"9\"");
  throwsArbiter(() => new GoGame({ size: null }), "INVALID_CONFIG", "size", "null");
  throwsArbiter(() => new GoGame({ komi: 0.3 }), "INVALID_CONFIG", "komi is 0.3, expected a multiple of 0.5 from -1000 to 1000");
  throwsArbiter(() => new GoGame({ komi: 1000.5 }), "INVALID_CONFIG", "komi is 1000.5");
  throwsArbiter(() => new GoGame({ komi: NaN }), "INVALID_CONFIG", "komi", "NaN");
  throwsArbiter(() => new GoGame({ komi: Infinity }), "INVALID_CONFIG", "komi", "Infinity");
  throwsArbiter(() => new GoGame({ komi: "7.5" }), "INVALID_CONFIG", "komi", "\"7.5\"");
  throwsArbiter(() => new GoGame({ players: ["a", "a"] }), "INVALID_CONFIG", "duplicate player id \"a\"");
  throwsArbiter(() => new GoGame({ players: ["a"] }), "INVALID_CONFIG", "players");
  throwsArbiter(() => new GoGame({ handicaps: 2 }), "INVALID_CONFIG", "unknown field `handicaps`");
  throwsArbiter(() => new GoGame({ handicap: 10 }), "INVALID_CONFIG", "handicap is 10, expected 2 to 9");
  throwsArbiter(() => new GoGame({ size: 10, handicap: 5 }), "INVALID_CONFIG", "handicap is 5, expected at most 4 on a 10×10 board");
  throwsArbiter(() => new GoGame({ size: 5, setup: { black: [{ x: 5, y: 0 }], white: [] } }), "INVALID_CONFIG", "setup.black[0] is x 5, y 0, off the 5×5 board");
  throwsArbiter(() => new GoGame({ size: 5, setup: { black: [{ x: 0, y: 0 }], white: [{ x: 1, y: 0 }, { x: 0, y: 1 }] } }), "INVALID_CONFIG", "setup: the black stones at x 0, y 0 have no liberty");
  throwsArbiter(() => new GoGame({ setup: { black: [{ x: -1, y: 0 }], white: [] } }), "INVALID_CONFIG", "setup.black[0].x");
  throwsArbiter(() => new GoGame("9"), "INVALID_CONFIG", "config");
  assert.deepEqual(new GoGame().players, ["black", "white"]);
  assert.deepEqual(new GoGame(null).players, ["black", "white"]);
  const game = new GoGame({ size: 19, komi: -2.5, players: ["x", "y"] });
  assert.equal(state(game).size, 19);
  assert.equal(state(game).komiHalfPoints, -5);
  assert.equal(state(game).board.length, 361);
});

test("malformed actions are INVALID_INPUT naming the field and value; illegal ones ILLEGAL_ACTION", () => {
  const game = new GoGame({ counting: "area", size: 9 });
  const cases = [
    [{ type: "PLAY", x: 9, y: 0 }, "x is 9, expected 0 to 8"],
    [{ type: "PLAY", x: 0, y: 19 }, "y is 19, expected 0 to 8"],
    [{ type: "PLAY", x: -1, y: 0 }, "x is -1, expected a whole number from 0 to 18"],
    [{ type: "PLAY", x: 3.5, y: 0 }, "x is 3.5"],
    [{ type: "PLAY", x: "a", y: 0 }, "x is \"a\""],
    [{ type: "PLAY", x: 1, y: null }, "y is null"],
    [{ type: "PLAY", x: 2 ** 32, y: 0 }, "x is 4294967296"],
    [{ type: "PLAY", x: 1 }, "missing field `y`"],
    [{ type: "PLAY", x: 1, y: 1, colour: "BLACK" }, "unknown field `colour`"],
    [{ type: "PASS", x: 1 }, "unknown field `x`"],
    [{ type: "MOVE", x: 1, y: 1 }, "unknown variant `MOVE`"],
    [{ x: 1, y: 1 }, "type"],
  ];
  for (const [action, ...needles] of cases) refused(game, "black", action, "INVALID_INPUT", ...needles);
  refused(game, "carol", { type: "PASS" }, "INVALID_INPUT", "carol");
  refused(game, "white", { type: "PLAY", x: 1, y: 1 }, "NOT_YOUR_TURN");
  play(game, [4, 4]);
  refused(game, "white", { type: "PLAY", x: 4, y: 4 }, "ILLEGAL_ACTION", "x 4, y 4 is occupied by a black stone");
  play(game, [3, 3]);
  assert.equal(game.currentPlayer, "black", "the game goes on after the refusals");
});

test("perft from JS: 5×5 from the start, a finished game, the depth limits", () => {
  const game = new GoGame({ counting: "area", size: 5 });
  assert.deepEqual([0, 1, 2, 3].map((d) => game.perft(d)), [1, 26, 651, 15_650]);
  assert.equal(new GoGame({ counting: "area" }).perft(1), 82, "9×9: 81 points and a pass");
  throwsArbiter(() => game.perft(11), "INVALID_INPUT", "depth is 11");
  throwsArbiter(() => game.perft(1.5), "INVALID_INPUT", "depth");
  throwsArbiter(() => new GoGame({ counting: "area", size: 19 }).perft(4), "INVALID_INPUT", "depth is 4");
  play(game, "pass", "pass");
  assert.equal(game.perft(0), 1);
  assert.equal(game.perft(2), 0);
});

test("save, load, replay and undo rebuild the same game; undo puts captured stones back", () => {
  const game = new GoGame({ counting: "area", size: 5, komi: 6.5 });
  play(game, [0, 1], [0, 0], [1, 0]);
  const saved = JSON.parse(JSON.stringify(game.save()));
  assert.equal(saved.ruleset, "go");
  assert.deepEqual(saved.config, { size: 5, komi: 6.5, counting: "area" });
  const loaded = GoGame.load(saved);
  assert.equal(loaded.stateHash(), game.stateHash());
  assert.deepEqual(state(loaded), state(game));
  assert.equal(GoGame.replay(game.exportState().config, game.actions()).stateHash(), game.stateHash());
  throwsArbiter(() => GoGame.load({ ...saved, stateHash: "0000000000000000" }), "INVALID_SAVE", "stateHash");
  const before = state(game);
  assert.deepEqual(game.undo(), { player: "black", action: { type: "PLAY", x: 1, y: 0 } });
  assert.equal(state(game).board.slice(0, 5), "W....", "the captured stone is back");
  assert.deepEqual(state(game).captures, [0, 0]);
  play(game, [1, 0]);
  assert.deepEqual(state(game), before);
});

test("the bot answers a legal move (the same for the same seed), and passes when it should", () => {
  const game = new GoGame({ counting: "area" });
  play(game, [4, 4], [2, 2]);
  const options = { iterations: 200, seed: "s" };
  const action = game.botAction("black", options);
  assert.ok(game.legalActions("black").some((a) => JSON.stringify(a) === JSON.stringify(action)), JSON.stringify(action));
  assert.deepEqual(game.botAction("black", options), action);
  throwsArbiter(() => game.botAction("white", options), "NOT_YOUR_TURN");

  // Ahead when the other side has passed: the bot passes, which ends the game in its favour.
  const ahead = new GoGame({ counting: "area" });
  play(ahead, ...interleave(column(3, 9), column(4, 9)), "pass");
  assert.equal(ahead.currentPlayer, "white");
  assert.deepEqual(ahead.botAction("white", { iterations: 500, seed: "s" }), { type: "PASS" });
  // Behind, it plays on rather than pass into a loss.
  const behind = new GoGame({ counting: "area", komi: 0.5 });
  play(behind, ...interleave(column(4, 9), column(5, 9)), "pass");
  assert.equal(behind.botAction("white", { iterations: 500, seed: "s" }).type, "PLAY");
  // With nothing left but filling its own eyes, it passes even though it loses.
  const eyes = new GoGame({ counting: "area", size: 5, komi: -100 });
  const white = [];
  for (let y = 0; y < 5; y++) for (let x = 0; x < 5; x++) if (!((x === 1 && y === 1) || (x === 3 && y === 3))) white.push([x, y]);
  play(eyes, ...interleave([], white), "pass");
  assert.equal(eyes.currentPlayer, "white");
  assert.ok(eyes.legalActions("white").some((a) => a.type === "PLAY"), "filling an eye is legal");
  assert.deepEqual(eyes.botAction("white", { iterations: 200, seed: "s" }), { type: "PASS" });
});

test("counting by agreement: two passes propose the dead stones; a toggle, both accept, the count", () => {
  // Black's wall on column 2 with a white stone inside (0, 0); White's wall on column 3.
  const game = new GoGame({ size: 5, players: ["ann", "bob"] });
  play(game, ...interleave([...column(2, 5), [1, 3]], [...column(3, 5), [0, 0]]));
  const started = play(game, "pass", "pass");
  assert.equal(started[0].type, "Passed");
  assert.equal(started[1].type, "CountingStarted");
  const counting = state(game).counting;
  assert.deepEqual(started[1].dead, counting.proposal);
  assert.deepEqual(counting.dead, counting.proposal);
  assert.deepEqual(counting.accepted, [false, false]);
  assert.equal(game.status, "ACTIVE");
  assert.equal(game.outcome, null);
  // Ann passed first, so she counts first; stones and passes are refused now.
  assert.equal(game.currentPlayer, "ann");
  refused(game, "ann", { type: "PASS" }, "ILLEGAL_ACTION", "being counted");
  refused(game, "ann", { type: "PLAY", x: 4, y: 4 }, "ILLEGAL_ACTION", "being counted");
  refused(game, "ann", { type: "MARK_DEAD", x: 1, y: 1 }, "ILLEGAL_ACTION", "x 1, y 1 is empty");
  refused(game, "ann", { type: "MARK_DEAD", x: 5, y: 0 }, "INVALID_INPUT", "x is 5, expected 0 to 4");
  refused(game, "bob", { type: "ACCEPT_SCORE" }, "NOT_YOUR_TURN");
  const legal = game.legalActions("ann");
  assert.deepEqual(legal[0], { type: "ACCEPT_SCORE" });
  assert.deepEqual(legal.at(-1), { type: "RESUME" });
  // Ann marks the white stone dead as she sees it (whatever the proposal said), then both accept.
  const dead = counting.dead.some((p) => p.x === 0 && p.y === 0);
  if (!dead) {
    const [marked] = game.submit("ann", { type: "MARK_DEAD", x: 0, y: 0 }).map((e) => e.event);
    assert.deepEqual(marked, { type: "DeadStonesMarked", player: "ann", points: [{ x: 0, y: 0 }], dead: true });
    assert.equal(game.currentPlayer, "bob");
    game.submit("bob", { type: "ACCEPT_SCORE" });
    game.submit("ann", { type: "ACCEPT_SCORE" });
  } else {
    game.submit("ann", { type: "ACCEPT_SCORE" });
    assert.deepEqual(state(game).counting.accepted, [true, false]);
    game.submit("bob", { type: "ACCEPT_SCORE" });
  }
  const log = game.events().map((e) => e.event.type);
  assert.deepEqual(log.slice(-3), ["DeadStonesRemoved", "Scored", "GameEnded"]);
  const removed = game.events().map((e) => e.event).find((e) => e.type === "DeadStonesRemoved");
  assert.equal(removed.reason, "AGREED");
  assert.ok(removed.points.some((p) => p.x === 0 && p.y === 0));
  // The dead stone is a prisoner of Black's, and its point Black's territory.
  assert.equal(state(game).board[0], ".");
  assert.equal(state(game).score.territory[0], "B");
  assert.equal(metrics(game.outcome, "ann").captures, state(game).captures[0]);
  assert.equal(game.outcome.reason, "TERRITORY_SCORING");
  // A save replays the counting.
  const again = GoGame.load(game.save());
  assert.equal(again.stateHash(), game.stateHash());
});

test("resuming play, and the second resume ends the game with the engine's proposal", () => {
  const game = new GoGame({ size: 5 });
  play(game, [2, 2], "pass", "pass");
  assert.equal(game.currentPlayer, "white");
  assert.deepEqual(game.submit("white", { type: "RESUME" }).map((e) => e.event), [{ type: "PlayResumed", player: "white" }]);
  assert.equal(state(game).counting, null);
  assert.equal(state(game).resumes, 1);
  assert.equal(game.currentPlayer, "white", "the player who would have moved after the second pass");
  play(game, [0, 0], "pass", "pass");
  assert.equal(game.currentPlayer, "black");
  const end = game.submit("black", { type: "RESUME" }).map((e) => e.event);
  assert.deepEqual(end.map((e) => e.type), ["DeadStonesRemoved", "Scored", "GameEnded"]);
  assert.equal(end[0].reason, "RESUME_LIMIT");
  assert.equal(game.status, "FINISHED");
});

test("the bot counts: it answers every counting decision with a legal action", () => {
  const game = new GoGame({ size: 5 });
  play(game, [2, 2], [0, 0], "pass", "pass");
  for (let i = 0; i < 10 && game.status === "ACTIVE"; i++) {
    const player = game.currentPlayer;
    const action = game.botAction(player, { level: "easy", seed: "c" });
    assert.ok(game.legalActions(player).some((a) => JSON.stringify(a) === JSON.stringify(action)), JSON.stringify(action));
    game.submit(player, action);
  }
  assert.equal(game.status, "FINISHED", "two bots agree within a few actions");
});

test("handicap stones where GNU Go puts them, White first, komi 0.5; a set-up position", () => {
  const game = new GoGame({ size: 19, handicap: 4 });
  const s = state(game);
  assert.equal(game.currentPlayer, "white");
  assert.equal(s.komiHalfPoints, 1);
  assert.equal(s.first, "WHITE");
  // D16 Q16 D4 Q4: the fourth lines.
  for (const [x, y] of [[3, 3], [15, 3], [3, 15], [15, 15]]) assert.equal(s.board[y * 19 + x], "B");
  assert.equal([...s.board].filter((c) => c === "B").length, 4);
  const puzzle = new GoGame({ size: 5, setup: { black: [{ x: 1, y: 1 }], white: [{ x: 3, y: 3 }], toMove: "WHITE" } });
  assert.equal(puzzle.currentPlayer, "white");
  assert.equal(state(puzzle).board, "......B...........W......");
  assert.equal(state(puzzle).first, "WHITE");
  // An even game's state has no `first`.
  assert.equal("first" in state(new GoGame()), false);
});

test("sgf() and GoGame.fromSgf(): a game written and read back; bad files refused naming the place", () => {
  const game = new GoGame({ size: 7, handicap: 2, counting: "area" });
  play(game, [3, 3], "pass", [0, 6], "pass", "pass");
  const text = game.sgf();
  assert.match(text, /^\(;FF\[4\]GM\[1\]/);
  assert.ok(text.includes("SZ[7]KM[0.5]RU[Tromp-Taylor]"), text);
  assert.ok(text.includes("HA[2]AB[ec][ce]RE[W+0.5]"), text);
  assert.ok(text.includes(";W[dd];B[];W[ag];B[];W[])"), text);
  const back = GoGame.fromSgf(text);
  assert.ok(back instanceof GoGame);
  assert.equal(back.stateHash(), game.stateHash());
  assert.equal(back.status, "FINISHED");
  const old = GoGame.fromSgf("(;SZ[9]PB[Ann]PW[Bob];B[ee];W[tt];B[cc])");
  assert.deepEqual(old.players, ["Ann", "Bob"]);
  assert.equal(old.currentPlayer, "Bob");
  throwsArbiter(() => GoGame.fromSgf("(;SZ[5];B[cc];W[cc])"), "INVALID_INPUT", "node 3", "W[cc]", "line 1, column 15", "move 2", "occupied");
  throwsArbiter(() => GoGame.fromSgf("(;SZ[5];B[cc"), "INVALID_INPUT", "the text ends inside the value of B");
  throwsArbiter(() => GoGame.fromSgf(""), "INVALID_INPUT", "sgf: the text is empty");
  throwsArbiter(() => GoGame.fromSgf("no tree"), "INVALID_INPUT", "no game tree");
  throwsArbiter(() => GoGame.fromSgf(42), "INVALID_INPUT", "text must be a string");
  throwsArbiter(() => GoGame.fromSgf("(;" + "C[x]".repeat(300000) + ")"), "INVALID_INPUT", "expected at most");
});

test("export then import gives the same state hash over 20 seeded random games", () => {
  let seed = 7;
  const next = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let i = 0; i < 20; i++) {
    const size = 5 + next(5);
    const config = { size, counting: next(3) === 0 ? "agreement" : "area" };
    if (size >= 7 && next(2) === 0) config.handicap = 2 + next(3);
    const game = new GoGame(config);
    for (let n = 0; game.status === "ACTIVE" && n < 400; n++) {
      const player = game.currentPlayer;
      const legal = game.legalActions(player);
      const inPlay = state(game).counting === null;
      const moves = inPlay ? legal.filter((a) => a.type !== "PASS") : legal;
      const action = moves.length === 0 || (inPlay && next(10) === 0) ? { type: "PASS" } : moves[next(moves.length)];
      game.submit(player, action);
    }
    const back = GoGame.fromSgf(game.sgf());
    assert.equal(back.stateHash(), game.stateHash(), game.sgf());
    assert.deepEqual(back.outcome, game.outcome);
    back.free();
    game.free();
  }
});
