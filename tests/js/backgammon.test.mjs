// Backgammon through the built package, as a front end plays it. The rules are checked on the
// positions seeded random games reach: at every decision the legal
// moves are compared with an independent brute force written here (entering first, blocked
// points, hitting, bearing off exactly or with a larger die from the highest point, the dice used
// as fully as possible, else the larger), every event against the position it was played in, and
// every end against the points the final position gives (gammons and backgammons). Then the
// opening roll, resignation offers, the doubling cube, set-up positions, the match text both
// ways, undo within a turn and not across a roll, the contract after the end, configurations and
// malformed moves, save/load/replay, the bot, and the views (equal to the state, and without
// future dice).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import init, { BackgammonGame, isArbiterError } from "arbiter-rules";
import { throwsArbiter, refused } from "./assertions.mjs";

await init();

/** mulberry32: a small seeded PRNG for the random players. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// The independent computation: positions from the mover's side, as plain arrays.

const key = (m) => `${m.from}>${m.to}`;
const sameMoves = (a, b) => assert.deepEqual([...new Set(a.map(key))].sort(), [...new Set(b.map(key))].sort());

/** The position from `seat`'s side: `me[p]`, `them[p]` on its points 1 to 24 (its own numbering),
 * `bar` and `off` its own. */
function side(state, seat) {
  const me = new Array(25).fill(0);
  const them = new Array(25).fill(0);
  for (let p = 1; p <= 24; p++) {
    const v = state.board[seat === 0 ? p - 1 : 24 - p];
    const own = seat === 0 ? v : -v;
    if (own > 0) me[p] = own;
    else them[p] = -own;
  }
  return { me, them, bar: state.bar[seat], off: state.off[seat] };
}

/** The single-checker moves of one die (`to` 0 is off), and the position each leaves. */
function movesWith(pos, die) {
  const out = [];
  const play = (from, to) => {
    const next = { me: [...pos.me], them: [...pos.them], bar: pos.bar, off: pos.off };
    if (from === 25) next.bar -= 1;
    else next.me[from] -= 1;
    if (to === 0) next.off += 1;
    else {
      next.me[to] += 1;
      if (next.them[to] === 1) next.them[to] = 0; // hit
    }
    out.push({ from: from === 25 ? "bar" : from, to: to === 0 ? "off" : to, die, next });
  };
  if (pos.bar > 0) {
    if (pos.them[25 - die] < 2) play(25, 25 - die);
    return out;
  }
  const home = pos.me.slice(7).every((n) => n === 0);
  const highest = pos.me.findLastIndex((n) => n > 0);
  for (let from = 24; from >= 1; from--) {
    if (pos.me[from] === 0) continue;
    const to = from - die;
    if (to >= 1) {
      if (pos.them[to] < 2) play(from, to);
    } else if (home && (to === 0 || from === highest)) {
      play(from, 0);
    }
  }
  return out;
}

/** The most of `dice` any sequence of moves uses. */
function maxUse(pos, dice) {
  if (dice.length === 0 || pos.off === 15) return 0;
  let best = 0;
  for (const d of new Set(dice)) {
    const rest = [...dice];
    rest.splice(rest.indexOf(d), 1);
    for (const m of movesWith(pos, d)) {
      best = Math.max(best, 1 + maxUse(m.next, rest));
      if (best === dice.length) return best;
    }
  }
  return best;
}

/** The legal first moves with `dice` left: those that begin a maximal use of the dice; when only
 * one of two different dice can be used, the larger if it can. */
function legalFirst(pos, dice) {
  const most = maxUse(pos, dice);
  if (most === 0) return { most, moves: [] };
  let moves = [];
  for (const d of new Set(dice)) {
    const rest = [...dice];
    rest.splice(rest.indexOf(d), 1);
    for (const m of movesWith(pos, d)) if (1 + maxUse(m.next, rest) === most) moves.push(m);
  }
  if (most === 1 && dice.length === 2 && dice[0] !== dice[1]) {
    const larger = Math.max(...dice);
    if (moves.some((m) => m.die === larger)) moves = moves.filter((m) => m.die === larger);
  }
  return { most, moves };
}

/** Points a win by bearing off is worth, from the final position. */
function expectedPoints(state, winner) {
  const loser = 1 - winner;
  if (state.off[loser] > 0) return 1;
  const pos = side(state, loser);
  return state.bar[loser] > 0 || pos.me.slice(19).some((n) => n > 0) ? 3 : 2;
}

// ---------------------------------------------------------------------------------------------
// Random games, every decision checked.

/** What the random games met, so that the test fails if a rule was never exercised. */
const seen = { decisions: 0, hits: 0, entering: 0, blockedEntry: 0, largerOnly: 0, oneOfTwo: 0, doubles: 0, fourMoves: 0,
  exactOff: 0, largerOff: 0, largerOffRefused: 0, noMove: 0, points: { 1: 0, 2: 0, 3: 0 } };

/** Plays seeded random games, checking every decision and event; returns the finished games' outcomes. */
function playChecked(games, seed) {
  const rand = random(seed);
  for (let g = 0; g < games; g++) {
    const game = new BackgammonGame({ seed: `checked-${seed}-${g}`, players: ["ann", "bob"] });
    let turnStart = null; // { player, most } at each roll
    let movesThisTurn = 0;
    const startTurn = (state) => {
      const seat = state.mover;
      turnStart = { seat, dice: [...state.dice], most: maxUse(side(state, seat), state.dice) };
      movesThisTurn = 0;
      if (state.dice.length === 4) seen.doubles++;
    };
    startTurn(game.exportState().state);
    for (let guard = 0; game.status === "ACTIVE"; guard++) {
      assert.ok(guard < 2000, "the game ends");
      const state = game.exportState().state;
      const player = game.currentPlayer;
      const seat = state.players.indexOf(player);
      assert.equal(state.mover, seat);
      const pos = side(state, seat);
      const legal = game.legalActions(player);
      const mine = legalFirst(pos, state.dice);
      sameMoves(legal, mine.moves);
      assert.ok(legal.length > 0, "a player is asked to act only when a move is possible");
      assert.deepEqual(game.legalActions(state.players[1 - seat]), []);
      seen.decisions++;
      if (pos.bar > 0) {
        seen.entering++;
        assert.ok(legal.every((a) => a.from === "bar"), "a checker on the bar enters first");
        if (state.dice.some((d) => pos.them[25 - d] >= 2)) seen.blockedEntry++;
      }
      if (state.dice.length === 2 && state.dice[0] !== state.dice[1] && mine.most === 1) {
        seen.oneOfTwo++;
        const larger = Math.max(...state.dice);
        const smaller = Math.min(...state.dice);
        if (movesWith(pos, larger).length > 0 && movesWith(pos, smaller).length > 0) {
          seen.largerOnly++;
          const withLarger = new Set(movesWith(pos, larger).map(key));
          assert.ok(legal.every((a) => withLarger.has(key(a))), "only one die can be used: the larger");
        }
      }
      const highest = pos.me.findLastIndex((n) => n > 0);
      for (const a of legal.filter((x) => x.to === "off")) {
        assert.ok(pos.me.slice(7).every((n) => n === 0) && pos.bar === 0, "bearing off only with every checker home");
        if (state.dice.includes(a.from)) seen.exactOff++;
        else {
          assert.equal(a.from, highest, "a larger die bears off only from the highest point");
          assert.ok(state.dice.some((d) => d > a.from));
          seen.largerOff++;
        }
      }
      if (highest >= 1 && highest <= 6 && pos.bar === 0) {
        // A checker below the highest point with only larger dice: refused, saying why.
        const low = pos.me.findIndex((n, p) => p >= 1 && p < highest && n > 0);
        if (low > 0 && state.dice.every((d) => d > low) && !legal.some((a) => a.from === low && a.to === "off")) {
          seen.largerOffRefused++;
          refused(game, player, { type: "MOVE", from: low, to: "off" }, "ILLEGAL_ACTION");
        }
      }

      const action = legal[Math.floor(rand() * legal.length)];
      // Two dice may make the same move (bearing off): the smaller of those that fit is used.
      const chosen = mine.moves.filter((m) => key(m) === key(action)).sort((a, b) => a.die - b.die)[0];
      const hash = game.stateHash();
      const entries = game.submit(player, action);
      const events = entries.map((e) => e.event);
      movesThisTurn++;
      // The move's own events: a hit (a single checker there), then the move with its die.
      const to = action.to === "off" ? 0 : action.to;
      const hit = to > 0 && pos.them[to] === 1;
      const expected = [];
      if (hit) expected.push({ type: "CheckerHit", player: state.players[1 - seat], point: 25 - to });
      if (action.to === "off") expected.push({ type: "CheckerBorneOff", player, from: action.from, die: chosen.die });
      else expected.push({ type: "CheckerMoved", player, from: action.from, to: action.to, die: chosen.die });
      assert.deepEqual(events.slice(0, expected.length), expected);
      if (hit) seen.hits++;
      // Undo within the turn takes the move back exactly; a move that ended the turn cannot be.
      const rest = events.slice(expected.length);
      if (rest.length === 0) {
        if (rand() < 0.2) {
          assert.deepEqual(game.undo(), { player, action });
          assert.equal(game.stateHash(), hash);
          game.submit(player, action);
        }
        continue;
      }
      assert.equal(movesThisTurn, turnStart.most, "the dice are used as fully as possible");
      if (movesThisTurn === 4) seen.fourMoves++;
      if (rest[0].type === "GameEnded") break;
      const after = game.stateHash();
      throwsArbiter(() => game.undo(), "ILLEGAL_ACTION", "revealed");
      assert.equal(game.stateHash(), after, "a refused undo changes nothing");
      // Then the turn passes and the other rolls; a roll with no move passes at once.
      for (let i = 0; i < rest.length; i += 2) {
        const passed = rest[i];
        const rolled = rest[i + 1];
        assert.equal(passed.type, "TurnPassed");
        assert.equal(rolled.type, "DiceRolled");
        assert.equal(rolled.player, passed.next);
        assert.notEqual(passed.next, passed.player);
        assert.ok(rolled.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6));
        if (i + 2 < rest.length) {
          seen.noMove++;
          assert.equal(rest[i + 2].player, rolled.player, "the roller without a move passes");
        }
      }
      startTurn(game.exportState().state);
      assert.deepEqual(turnStart.dice.length, rest.at(-1).dice[0] === rest.at(-1).dice[1] ? 4 : 2);
    }
    const state = game.exportState().state;
    const outcome = game.outcome;
    assert.equal(outcome.reason, "BORNE_OFF");
    const winner = state.players.indexOf(outcome.winner);
    assert.equal(state.off[winner], 15);
    assert.ok(state.off[1 - winner] < 15);
    const points = expectedPoints(state, winner);
    seen.points[points]++;
    const metrics = Object.fromEntries(outcome.results.map((r) => [r.player, r.metrics]));
    assert.equal(metrics[outcome.winner].points, points);
    assert.equal(metrics[state.players[1 - winner]].points, -points);
    assert.equal(metrics[state.players[1 - winner]].borneOff, state.off[1 - winner]);
    assert.equal(metrics[outcome.winner].pips, 0);
    game.free();
  }
}

test("random games: every decision's legal moves match a brute force, every event the move, every end its points", () => {
  playChecked(50, 11);
  for (const [what, n] of Object.entries(seen)) {
    if (typeof n === "number") assert.ok(n > 0, `the games met ${what}`);
  }
  assert.ok(seen.points[1] > 0 && seen.points[2] > 0 && seen.points[3] > 0, `single games, gammons and backgammons: ${JSON.stringify(seen.points)}`);
});

/** Each side's checkers on its own points, as { point: count }. */
function layout(state, seat) {
  const { me } = side(state, seat);
  return Object.fromEntries(me.flatMap((n, p) => (n > 0 ? [[p, n]] : [])));
}

/** Plays the first legal move until `stop(game)` or the end. */
function playFirst(game, stop = () => false) {
  while (game.status === "ACTIVE" && !stop(game)) {
    const player = game.currentPlayer;
    game.submit(player, game.legalActions(player)[0]);
  }
}

test("the opening roll: one die each, again while they tie; the higher starts with both dice, from the standard position", () => {
  let ties = 0;
  for (let i = 0; i < 40; i++) {
    const game = new BackgammonGame({ seed: `opening-${i}` });
    const entries = game.events();
    assert.equal(entries.length, 2);
    const [{ event, seq, turn }, { event: rolled }] = entries;
    assert.equal(event.type, "OpeningRoll");
    assert.equal(seq, 0);
    assert.equal(turn, 1);
    const last = event.rolls.at(-1);
    for (const [w, b] of event.rolls.slice(0, -1)) assert.equal(w, b, "every roll but the last is a tie");
    if (event.rolls.length > 1) ties++;
    assert.notEqual(last[0], last[1]);
    const starter = last[0] > last[1] ? "white" : "black";
    assert.equal(event.player, starter);
    // The first turn's dice are a DiceRolled, as every later turn's.
    assert.deepEqual(rolled, { type: "DiceRolled", player: starter, dice: [Math.max(...last), Math.min(...last)] });
    assert.equal(game.currentPlayer, starter);
    const state = game.exportState().state;
    assert.deepEqual(state.dice, rolled.dice);
    assert.deepEqual(state.roll, rolled.dice);
    assert.equal(state.turn, 1);
    for (const seat of [0, 1]) assert.deepEqual(layout(state, seat), { 6: 5, 8: 3, 13: 5, 24: 2 });
    assert.deepEqual([state.bar, state.off], [[0, 0], [0, 0]]);
    assert.deepEqual(game.legalActions(starter === "white" ? "black" : "white"), []);
    game.free();
  }
  assert.ok(ties > 0, "some opening rolls tie and are rolled again");
  // The same seed, the same opening.
  assert.deepEqual(new BackgammonGame({ seed: "opening-3" }).events(), new BackgammonGame({ seed: "opening-3" }).events());
});

test("a resignation is an offer from the player to move, for 1, 2 or 3 points times the cube; RESIGN is never listed", () => {
  const game = new BackgammonGame({ players: ["ann", "bob"], seed: "resign" });
  const mover = game.currentPlayer;
  const other = mover === "ann" ? "bob" : "ann";
  assert.ok(!game.legalActions(mover).some((a) => a.type === "RESIGN"));
  refused(game, other, { type: "RESIGN" }, "NOT_YOUR_TURN");
  game.submit(mover, game.legalActions(mover)[0]);
  const before = game.exportState().state;
  assert.deepEqual(game.submit(mover, { type: "RESIGN" }).map((e) => e.event), [{ type: "ResignationOffered", player: mover, points: 1 }]);
  assert.equal(game.currentPlayer, other);
  assert.deepEqual(game.legalActions(other), [{ type: "ACCEPT_RESIGNATION" }, { type: "DECLINE_RESIGNATION" }]);
  // Declined: the turn is restored unchanged, dice and the checker already moved included.
  game.submit(other, { type: "DECLINE_RESIGNATION" });
  assert.deepEqual(game.exportState().state, before);
  assert.equal(game.currentPlayer, mover);
  game.submit(mover, { type: "RESIGN", points: 2 });
  const entries = game.submit(other, { type: "ACCEPT_RESIGNATION" });
  assert.deepEqual(entries.map((e) => e.event), [{ type: "ResignationAccepted", player: other }, { type: "GameEnded", outcome: game.outcome }]);
  const outcome = game.outcome;
  assert.deepEqual([outcome.type, outcome.winner, outcome.reason], ["WIN", other, "RESIGNATION"]);
  assert.deepEqual(outcome.results.map((r) => [r.player, r.outcome, r.rank, r.metrics.points]), [[other, "WIN", 1, 2], [mover, "LOSS", 2, -2]]);
  const bad = new BackgammonGame({ seed: "resign-bad" });
  refused(bad, bad.currentPlayer, { type: "RESIGN", points: 4 }, "INVALID_INPUT", "points is 4");
  refused(bad, bad.currentPlayer, { type: "ACCEPT_RESIGNATION" }, "ILLEGAL_ACTION", "no offer");
  // The bot answers an offer (a backgammon at the start is more than it expects) and never offers.
  const botGame = new BackgammonGame({ seed: "resign-bot" });
  const p = botGame.currentPlayer;
  botGame.submit(p, { type: "RESIGN", points: 3 });
  assert.deepEqual(botGame.botAction(botGame.currentPlayer, { iterations: 1 }), { type: "ACCEPT_RESIGNATION" });
});

test("the doubling cube: ROLL or DOUBLE before rolling, TAKE or DROP, the cube's value in the points", () => {
  const game = new BackgammonGame({ seed: "cube", cube: true });
  const cubeOf = () => game.exportState().state.cube;
  assert.deepEqual(cubeOf(), { value: 1 });
  assert.equal(game.exportState().state.jacoby, true);
  const next = () => {
    for (;;) {
      const p = game.currentPlayer;
      const legal = game.legalActions(p);
      if (legal.some((a) => a.type === "DOUBLE")) return p;
      game.submit(p, legal[0]);
    }
  };
  const doubler = next();
  assert.deepEqual(game.legalActions(doubler), [{ type: "ROLL" }, { type: "DOUBLE" }]);
  const taker = doubler === "white" ? "black" : "white";
  assert.deepEqual(game.submit(doubler, { type: "DOUBLE" }).map((e) => e.event), [{ type: "DoubleOffered", player: doubler, value: 2 }]);
  assert.deepEqual(game.legalActions(taker), [{ type: "TAKE" }, { type: "DROP" }]);
  game.submit(taker, { type: "TAKE" });
  assert.deepEqual(cubeOf(), { value: 2, owner: taker === "white" ? 0 : 1 });
  assert.equal(game.currentPlayer, doubler);
  assert.equal(next(), taker, "only the cube's owner may redouble");
  game.submit(taker, { type: "DOUBLE" });
  game.submit(doubler, { type: "DROP" });
  assert.deepEqual([game.outcome.reason, game.outcome.winner, game.outcome.results[0].metrics.points], ["DROPPED_DOUBLE", taker, 2]);
  // Without the cube there is nothing to choose: the dice roll by themselves.
  const plain = new BackgammonGame({ seed: "cube" });
  refused(plain, plain.currentPlayer, { type: "DOUBLE" }, "ILLEGAL_ACTION", "without the cube");
  throwsArbiter(() => new BackgammonGame({ jacoby: false }), "INVALID_CONFIG", "jacoby");
});

test("a position config starts a game anywhere, checked field by field", () => {
  const board = Array(24).fill(0);
  [board[0], board[2], board[5], board[23], board[20], board[19]] = [5, 5, 5, -5, -5, -5];
  const position = { board, bar: [0, 0], off: [0, 0], mover: 1, dice: [6, 5] };
  const game = new BackgammonGame({ position });
  assert.equal(game.currentPlayer, "black");
  assert.deepEqual(game.exportState().state.board, board);
  assert.ok(game.legalActions("black").length > 0 && game.legalActions("black").every((a) => a.type === "MOVE"));
  assert.deepEqual(game.events(), [], "no opening roll");
  const bad = (change, ...needles) => throwsArbiter(() => new BackgammonGame({ ...change({ ...position, board: [...board] }) }), "INVALID_CONFIG", ...needles);
  bad((p) => ({ position: { ...p, board: board.slice(1) } }), "position.board has 23 points");
  bad((p) => ({ position: { ...p, board: p.board.map((v, i) => (i === 7 ? 16 : v)) } }), "position.board[7] is 16");
  bad((p) => ({ position: { ...p, bar: [1, 0] } }), "position has 16 white checkers");
  bad((p) => ({ position: { ...p, mover: 2 } }), "position.mover is 2");
  bad((p) => ({ position: { ...p, dice: [7, 1] } }), "position.dice is [7, 1]");
  bad((p) => ({ position: { ...p, cube: { value: 2, owner: 0 } } }), "position.cube is set but cube is not true");
  bad((p) => ({ cube: true, position: { ...p, cube: { value: 3, owner: 0 } } }), "position.cube.value is 3");
  const cubed = new BackgammonGame({ cube: true, position: { ...position, dice: undefined, cube: { value: 8, owner: 1 } } });
  assert.deepEqual(cubed.legalActions("black"), [{ type: "ROLL" }, { type: "DOUBLE" }]);
  throwsArbiter(() => cubed.matchText(), "INVALID_INPUT", "position");
});

test("the match text: exported and imported back to the same hash over 20 random games and a resignation in the middle of a turn; bad files refused naming the line", () => {
  for (let i = 0; i < 20; i++) {
    const game = new BackgammonGame({ seed: `mat-${i}`, cube: i % 2 === 1 });
    const rng = random(i + 1);
    while (game.status === "ACTIVE") {
      const p = game.currentPlayer;
      const legal = game.legalActions(p);
      game.submit(p, legal[Math.floor(rng() * legal.length)]);
    }
    const text = game.matchText();
    assert.match(text, / 0 point match\n/);
    const back = BackgammonGame.fromMatchText(text);
    assert.ok(back instanceof BackgammonGame);
    assert.equal(back.stateHash(), game.stateHash(), text);
    assert.deepEqual(back.outcome, game.outcome);
  }
  // Resigned in the middle of a turn (one checker moved): the half turn is kept, the same hash.
  const half = new BackgammonGame({ seed: "mat-half", cube: true });
  const rng = random(99);
  while (half.turn < 5 || half.exportState().state.dice.length !== 1) {
    const p = half.currentPlayer;
    const legal = half.legalActions(p).filter((a) => a.type !== "DOUBLE");
    half.submit(p, legal[Math.floor(rng() * legal.length)]);
  }
  const mover = half.currentPlayer;
  half.submit(mover, { type: "RESIGN", points: 2 });
  half.submit(half.currentPlayer, { type: "ACCEPT_RESIGNATION" });
  const halfBack = BackgammonGame.fromMatchText(half.matchText());
  assert.equal(halfBack.stateHash(), half.stateHash(), half.matchText());
  assert.equal(halfBack.outcome.reason, "RESIGNATION");
  const fixture = readFileSync(new URL("../fixtures/backgammon/gnubg-money-game.mat", import.meta.url), "utf8");
  const gnubg = BackgammonGame.fromMatchText(fixture);
  assert.deepEqual(gnubg.players, ["gnubg", "root"]);
  assert.ok(gnubg.events().some((e) => e.event.type === "DoubleTaken"));
  assert.equal(gnubg.outcome.results[0].metrics.points, 2);
  throwsArbiter(() => BackgammonGame.fromMatchText(" 7 point match\n"), "INVALID_INPUT", "no game");
  throwsArbiter(() => BackgammonGame.fromMatchText(fixture.replace("31: 6/5 6/3", "31: 6/5 6/2")), "INVALID_INPUT", "line 13", "6/2");
  // A second game: the first is read (readMatchText reads both).
  const first = BackgammonGame.fromMatchText(fixture + " Game 2\n");
  assert.equal(first.stateHash(), gnubg.stateHash());
  first.free();
  throwsArbiter(() => BackgammonGame.fromMatchText(42), "INVALID_INPUT", "text must be a string");
  throwsArbiter(() => BackgammonGame.fromMatchText("x".repeat((1 << 20) + 1)), "INVALID_INPUT", "limit");
});

test("undo takes back a checker move within the turn, never the move that rolled the next dice", () => {
  const game = new BackgammonGame({ seed: "undo" });
  throwsArbiter(() => game.undo(), "ILLEGAL_ACTION", "no action to undo");
  const player = game.currentPlayer;
  const start = game.stateHash();
  const [first] = game.legalActions(player);
  game.submit(player, first);
  assert.notEqual(game.stateHash(), start);
  assert.deepEqual(game.undo(), { player, action: first });
  assert.equal(game.stateHash(), start);
  assert.equal(game.events().length, 2, "the opening roll and its DiceRolled");
  game.submit(player, first);
  const second = game.legalActions(player)[0];
  const entries = game.submit(player, second);
  assert.deepEqual(entries.slice(-2).map((e) => e.event.type), ["TurnPassed", "DiceRolled"]);
  refused(game, game.currentPlayer, { type: "MOVE", from: 0, to: 1 }, "INVALID_INPUT");
  const hash = game.stateHash();
  throwsArbiter(() => game.undo(), "ILLEGAL_ACTION", `cannot undo ${player}'s last action`, "revealed hidden information");
  assert.equal(game.stateHash(), hash);
  // The next player's moves are again undoable, one at a time.
  const next = game.currentPlayer;
  const [reply] = game.legalActions(next);
  game.submit(next, reply);
  assert.deepEqual(game.undo(), { player: next, action: reply });
  assert.equal(game.stateHash(), hash);
});

test("after the end: GAME_FINISHED for every action, nothing changes; undo takes back the last checker borne off; the game still answers", () => {
  const game = new BackgammonGame({ seed: "end", players: ["ann", "bob"] });
  playFirst(game);
  assert.equal(game.status, "FINISHED");
  assert.equal(game.currentPlayer, null);
  const outcome = game.outcome;
  assert.equal(outcome.reason, "BORNE_OFF");
  assert.deepEqual(game.events().at(-1).event, { type: "GameEnded", outcome });
  const hash = game.stateHash();
  for (const player of ["ann", "bob"]) {
    assert.deepEqual(game.legalActions(player), []);
    for (const action of [{ type: "MOVE", from: 6, to: 5 }, { type: "RESIGN" }, { type: "MOVE", from: 0, to: "off" }, { type: "PASS" }]) {
      refused(game, player, action, "GAME_FINISHED");
    }
    throwsArbiter(() => game.botAction(player, { iterations: 10 }), "GAME_FINISHED");
  }
  assert.equal(game.stateHash(), hash);
  assert.equal(game.exportState().status, "FINISHED");
  // The last checker borne off is the rules' ending: undo takes it back (no dice rolled after it).
  assert.equal(game.canUndo(), true);
  const copy = BackgammonGame.load(game.save());
  const taken = copy.undo();
  assert.deepEqual([copy.status, copy.outcome, copy.currentPlayer], ["ACTIVE", null, taken.player]);
  copy.submit(taken.player, taken.action);
  assert.equal(copy.stateHash(), hash);
  copy.free();
  const state = game.exportState().state;
  assert.equal(state.mover, undefined);
  const loaded = BackgammonGame.load(JSON.parse(JSON.stringify(game.save())));
  assert.equal(loaded.stateHash(), hash);
  assert.deepEqual(loaded.outcome, outcome);
});

test("bad input: configurations are INVALID_CONFIG naming the field; malformed moves INVALID_INPUT naming the field and value", () => {
  throwsArbiter(() => new BackgammonGame({ players: ["a"] }), "INVALID_CONFIG", "players", "length 1");
  throwsArbiter(() => new BackgammonGame({ players: ["a", "b", "c"] }), "INVALID_CONFIG", "players");
  throwsArbiter(() => new BackgammonGame({ players: ["a", "a"] }), "INVALID_CONFIG", "duplicate player id \"a\"");
  throwsArbiter(() => new BackgammonGame({ players: ["a", ""] }), "INVALID_CONFIG", "players");
  throwsArbiter(() => new BackgammonGame({ players: ["a", "x".repeat(65)] }), "INVALID_CONFIG", "players");
  throwsArbiter(() => new BackgammonGame({ seed: 5 }), "INVALID_CONFIG", "seed", "integer `5`");
  throwsArbiter(() => new BackgammonGame({ seed: null }), "INVALID_CONFIG", "seed");
  throwsArbiter(() => new BackgammonGame({ cube: 1 }), "INVALID_CONFIG", "cube");
  throwsArbiter(() => new BackgammonGame({ fen: "x" }), "INVALID_CONFIG", "fen");
  throwsArbiter(() => new BackgammonGame("white"), "INVALID_CONFIG", "config");
  assert.deepEqual(new BackgammonGame().players, ["white", "black"]);
  assert.deepEqual(new BackgammonGame(null).players, ["white", "black"]);
  assert.deepEqual(new BackgammonGame({ players: ["x", "y"] }).players, ["x", "y"]);

  const game = new BackgammonGame({ seed: "input" });
  const p = game.currentPlayer;
  const cases = [
    [{ type: "MOVE", from: 0, to: 3 }, "from is 0", "\"bar\""],
    [{ type: "MOVE", from: 25, to: 3 }, "from is 25", "from 1 to 24"],
    [{ type: "MOVE", from: 6, to: 0 }, "to is 0", "\"off\""],
    [{ type: "MOVE", from: 6, to: 25 }, "to is 25"],
    [{ type: "MOVE", from: 3.5, to: 1 }, "from is 3.5"],
    [{ type: "MOVE", from: "x", to: 1 }, "from is \"x\""],
    [{ type: "MOVE", from: "off", to: 1 }, "from is \"off\""],
    [{ type: "MOVE", from: 6, to: "bar" }, "to is \"bar\""],
    [{ type: "MOVE", from: -1, to: 1 }, "from is -1"],
    [{ type: "MOVE", from: 6, to: true }, "to is true"],
    [{ type: "MOVE", from: null, to: 1 }, "from is null"],
    [{ type: "MOVE", from: "6", to: 1 }, "from is \"6\""],
    [{ type: "MOVE", from: 6 }, "missing field `to`"],
    [{ type: "MOVE", from: 6, to: 1, die: 5 }, "unknown field `die`"],
    [{ type: "PASS" }, "unknown variant `PASS`"],
    [{ type: "RESIGN", now: true }, "now"],
  ];
  for (const [action, ...needles] of cases) refused(game, p, action, "INVALID_INPUT", ...needles);
  refused(game, p === "white" ? "black" : "white", game.legalActions(p)[0], "NOT_YOUR_TURN");
  refused(game, "carol", game.legalActions(p)[0], "INVALID_INPUT", "carol");
  refused(game, p, { type: "MOVE", from: "bar", to: 20 }, "ILLEGAL_ACTION", "no checker of yours on the bar");
  refused(game, p, { type: "MOVE", from: 6, to: 7 }, "ILLEGAL_ACTION", "from higher to lower points");
  refused(game, p, { type: "MOVE", from: 6, to: "off" }, "ILLEGAL_ACTION", "cannot bear off");
  refused(game, p, { type: "MOVE", from: 5, to: 1 }, "ILLEGAL_ACTION", "no checker of yours on point 5");
  game.submit(p, game.legalActions(p)[0]);
  assert.equal(game.currentPlayer, p, "the game goes on after the refusals");
});

test("save, load and replay rebuild the same game; a tampered save is refused", () => {
  const game = new BackgammonGame({ seed: "save", players: ["ann", "bob"] });
  playFirst(game, (g) => g.actions().length >= 41);
  const saved = JSON.parse(JSON.stringify(game.save()));
  assert.equal(saved.ruleset, "backgammon");
  assert.equal(saved.actions.length, 41);
  const loaded = BackgammonGame.load(saved);
  assert.equal(loaded.stateHash(), game.stateHash());
  assert.deepEqual(loaded.events(), game.events());
  assert.deepEqual(loaded.legalActions(loaded.currentPlayer), game.legalActions(game.currentPlayer));
  const replayed = BackgammonGame.replay(game.exportState().config, game.actions());
  assert.equal(replayed.stateHash(), game.stateHash());
  // The same dice come out of the loaded game as of the original.
  playFirst(game);
  playFirst(loaded);
  assert.equal(loaded.stateHash(), game.stateHash());
  assert.deepEqual(loaded.outcome, game.outcome);
  throwsArbiter(() => BackgammonGame.load({ ...saved, stateHash: "0000000000000000" }), "INVALID_SAVE", "stateHash");
  throwsArbiter(() => BackgammonGame.load({ ...saved, ruleset: "chess" }), "INVALID_SAVE");
  throwsArbiter(() => BackgammonGame.load({ ...saved, config: { seed: "other", players: ["ann", "bob"] } }), "INVALID_SAVE");
  const moved = saved.actions.map((a) => ({ ...a }));
  moved[0] = { ...moved[0], action: { type: "MOVE", from: 24, to: 1 } };
  throwsArbiter(() => BackgammonGame.replay(saved.config, moved), "ILLEGAL_ACTION");
});

test("the bot answers a legal move, the same for the same seed; never for the player not to move", () => {
  const game = new BackgammonGame({ seed: "bot" });
  playFirst(game, (g) => g.actions().length >= 20);
  const player = game.currentPlayer;
  const options = { iterations: 200, seed: "s" };
  const action = game.botAction(player, options);
  assert.ok(game.legalActions(player).some((a) => key(a) === key(action)), JSON.stringify(action));
  assert.deepEqual(game.botAction(player, options), action);
  const hash = game.stateHash();
  throwsArbiter(() => game.botAction(player === "white" ? "black" : "white", options), "NOT_YOUR_TURN");
  assert.equal(game.stateHash(), hash, "thinking changes nothing");
  // A whole game between bots at a small budget ends, every action legal.
  const bots = new BackgammonGame({ seed: "bots" });
  while (bots.status === "ACTIVE") bots.submit(bots.currentPlayer, bots.botAction(bots.currentPlayer, { iterations: 20, seed: "b" }));
  assert.equal(bots.outcome.reason, "BORNE_OFF");
});

test("views equal the state for each player and a spectator; future dice are in neither, nor known to the bot", () => {
  const game = new BackgammonGame({ seed: "views", players: ["ann", "bob"] });
  playFirst(game, (g) => g.actions().length >= 30);
  const exported = game.exportState();
  for (const viewer of ["ann", "bob", null]) {
    const view = game.view(viewer);
    assert.deepEqual(view.state, exported.state);
    assert.equal(view.viewer, viewer);
    assert.equal(view.currentPlayer, game.currentPlayer);
    assert.equal(view.status, "ACTIVE");
  }
  const keys = ["bar", "board", "dice", "mover", "off", "players", "roll", "turn"];
  assert.deepEqual(Object.keys(exported.state).sort(), keys);

  // Two games with other seeds but the same opening roll, played the same way until one move
  // before the turn passes: the same views, the same bot answers; then different next dice.
  const openings = new Map();
  let pair = null;
  for (let i = 0; !pair && i < 200; i++) {
    const seed = `future-${i}`;
    const { dice, player } = new BackgammonGame({ seed }).events()[0].event;
    const id = `${player}:${dice}`;
    if (openings.has(id)) pair = [openings.get(id), seed];
    else openings.set(id, seed);
  }
  assert.ok(pair, "two seeds with the same opening roll");
  const games = pair.map((seed) => new BackgammonGame({ seed }));
  const player = games[0].currentPlayer;
  games.forEach((g) => g.submit(player, g.legalActions(player)[0]));
  assert.equal(games[0].currentPlayer, player, "one move of the opening roll left");
  assert.deepEqual(games[0].view(player), games[1].view(player));
  assert.deepEqual(games[0].view(null), games[1].view(null));
  const options = { iterations: 300, seed: "same" };
  assert.deepEqual(games[0].botAction(player, options), games[1].botAction(player, options));
  const last = games[0].legalActions(player)[0];
  const rolls = games.map((g) => g.submit(player, last).at(-1).event);
  assert.ok(rolls.every((e) => e.type === "DiceRolled"));
  const nextDice = games.map((g) => g.events().filter((e) => e.event.type === "DiceRolled").map((e) => e.event.dice.join("")).join(" "));
  // (If these two rolls agree by chance, a later turn's do: play a few turns.)
  for (let k = 0; k < 6 && nextDice[0] === nextDice[1]; k++) {
    for (let j = 0; j < 2; j++) playFirst(games[j], (g) => g.events().filter((e) => e.event.type === "DiceRolled").length > k + 1);
    nextDice.splice(0, 2, ...games.map((g) => g.events().filter((e) => e.event.type === "DiceRolled").map((e) => e.event.dice.join("")).join(" ")));
  }
  assert.notEqual(nextDice[0], nextDice[1], "the seeds' later dice differ: the equal views did not hold them");
});

test("an accepted resignation and a dropped double are final: undo refuses, saying why", () => {
  const resigned = new BackgammonGame({ seed: "final", players: ["ann", "bob"] });
  const mover = resigned.currentPlayer;
  resigned.submit(mover, { type: "RESIGN" });
  resigned.submit(resigned.currentPlayer, { type: "ACCEPT_RESIGNATION" });
  assert.equal(resigned.canUndo(), false);
  throwsArbiter(() => resigned.undo(), "ILLEGAL_ACTION", "cannot take back an accepted resignation");
  const dropped = new BackgammonGame({ seed: "final", cube: true, players: ["ann", "bob"] });
  while (!dropped.legalActions(dropped.currentPlayer).some((a) => a.type === "DOUBLE")) {
    dropped.submit(dropped.currentPlayer, dropped.legalActions(dropped.currentPlayer)[0]);
  }
  dropped.submit(dropped.currentPlayer, { type: "DOUBLE" });
  dropped.submit(dropped.currentPlayer, { type: "DROP" });
  assert.equal(dropped.outcome.reason, "DROPPED_DOUBLE");
  assert.equal(dropped.canUndo(), false);
  throwsArbiter(() => dropped.undo(), "ILLEGAL_ACTION", "cannot take back a dropped double");
  resigned.free();
  dropped.free();
});

test("readMatchText reads GNU Backgammon's 5-point match game by game, the score before each in the record", () => {
  const dir = new URL("../fixtures/backgammon/", import.meta.url);
  const entries = BackgammonGame.readMatchText(readFileSync(new URL("gnubg-5-point-match.mat", dir), "utf8"));
  assert.deepEqual(entries.map((e) => [e.record.gameNumber, e.record.score, e.record.crawford]), [
    [1, [0, 0], false], [2, [0, 1], false], [3, [2, 1], false], [4, [3, 1], false], [5, [3, 2], false], [6, [3, 4], true],
  ]);
  assert.ok(entries.every((e) => e.error === null && e.record.matchLength === 5));
  const points = entries.map((e) => e.game.outcome.results[0].metrics.points);
  assert.deepEqual(points, [1, 2, 1, 1, 2, 1]);
  const sixth = entries[5];
  const text = sixth.game.matchTextWithRecord(sixth.record);
  assert.match(text, / 5 point match\n\n Game 6 \(Crawford\)\n gnubg : 3 +root : 4\n/);
  const [again] = BackgammonGame.readMatchText(text);
  assert.equal(again.game.stateHash(), sixth.game.stateHash());
  assert.deepEqual(again.record, sixth.record);
  for (const e of [...entries, again]) e.game.free();
  throwsArbiter(() => BackgammonGame.readMatchText(""), "INVALID_INPUT", "match text is empty");
  throwsArbiter(() => BackgammonGame.fromMatchText(" \n"), "INVALID_INPUT", "match text is empty");
});
