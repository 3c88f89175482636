// The built package (pkg/, --target web) as a user imports it in Node.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as arbiter from "arbiter-rules";
import { throwsArbiter } from "./assertions.mjs";

const { initSync, TicTacToeGame, ShipsGame, resolveEndOfTurn, detectEndGame, isArbiterError, simulateRandomGames, parseCost } = arbiter;
// initSync with the bytes of the exported wasm file, as a synchronous loader would.
initSync(readFileSync(fileURLToPath(import.meta.resolve("arbiter-rules/wasm"))));

test("the package exports the documented API", () => {
  for (const name of ["default", "initSync", "TicTacToeGame", "ShipsGame", "DuelGame", "DeckBuildingGame", "ChessGame", "GoGame",
    "BackgammonGame", "resolveEndOfTurn", "detectEndGame", "isArbiterError", "simulateRandomGames", "parseCost", "listCards", "listDecks",
    "listEffects", "listKingdomCards", "listSupplyCards", "checkEndTrigger"]) {
    assert.ok(name in arbiter, `exports ${name}`);
  }
  for (const name of ["TicTacToeGame", "ShipsGame", "DuelGame", "DeckBuildingGame", "ChessGame", "GoGame", "BackgammonGame"]) {
    for (const member of ["submit", "legalActions", "exportState", "view", "stateHash", "events", "actions", "undo", "save", "botAction", "free"]) {
      assert.equal(typeof arbiter[name].prototype[member], "function", `${name}#${member}`);
    }
    assert.equal(typeof arbiter[name].load, "function", `${name}.load`);
    assert.equal(typeof arbiter[name].replay, "function", `${name}.replay`);
  }
  assert.equal(typeof arbiter.DuelGame.prototype.canPayCost, "function", "DuelGame#canPayCost");
  const manifest = JSON.parse(readFileSync(new URL("../../pkg/package.json", import.meta.url), "utf8"));
  assert.equal(manifest.name, "arbiter-rules");
  assert.equal(manifest.types, "arbiter.d.ts");
  assert.equal(isArbiterError(new Error("x")), false);
  assert.equal(isArbiterError("GAME_FINISHED"), false);
});

test("a whole game: status, outcome, log, export, replay", () => {
  const game = new TicTacToeGame({ players: ["alice", "bob"], seed: "node" });
  assert.equal(game.status, "ACTIVE");
  assert.equal(game.outcome, null);
  assert.equal(game.currentPlayer, "alice");
  assert.deepEqual(game.players, ["alice", "bob"]);
  const moves = [["alice", 4], ["bob", 0], ["alice", 2], ["bob", 6], ["alice", 3], ["bob", 5], ["alice", 1], ["bob", 7], ["alice", 8]];
  for (const [player, cell] of moves.slice(0, -1)) {
    assert.deepEqual(game.legalActions(player === "alice" ? "bob" : "alice"), []);
    assert.ok(game.legalActions(player).some((a) => a.cell === cell));
    game.submit(player, { cell });
    assert.equal(game.outcome, null);
  }
  const last = game.submit("alice", { cell: 8 });
  assert.deepEqual(last.map((e) => e.event.type), ["MarkPlaced", "GameEnded"]);
  assert.equal(game.status, "FINISHED");
  assert.deepEqual(game.outcome, {
    type: "DRAW", reason: "BOARD_FULL",
    results: [{ player: "alice", outcome: "DRAW", rank: 1 }, { player: "bob", outcome: "DRAW", rank: 1 }],
  });
  assert.equal(game.currentPlayer, null);
  assert.deepEqual(game.legalActions("bob"), []);
  const hash = game.stateHash();
  assert.match(hash, /^[0-9a-f]{16}$/);
  throwsArbiter(() => game.submit("bob", { cell: 0 }), "GAME_FINISHED", "Cannot submit actions to a finished game");
  throwsArbiter(() => game.submit(undefined, null), "GAME_FINISHED", "Cannot submit actions to a finished game");
  assert.equal(game.stateHash(), hash);
  assert.equal(game.events().length, 10);
  assert.deepEqual(game.events(8).map((e) => e.seq), [8, 9]);
  const exported = game.exportState();
  assert.equal(exported.status, "FINISHED");
  assert.equal(exported.stateHash, hash);
  assert.equal(exported.ruleset, "tictactoe");
  assert.deepEqual(JSON.parse(JSON.stringify(exported)), exported, "the export is plain JSON");
  const view = game.view("bob");
  assert.equal(view.viewer, "bob");
  assert.equal(view.state.moves, 9);
  const replayed = TicTacToeGame.replay(exported.config, exported.actions);
  assert.equal(replayed.stateHash(), hash);
  replayed.free();
  game.free();
});

test("bad input is a typed error and the instance keeps working", () => {
  const game = new TicTacToeGame();
  game.submit("X", { cell: 4 });
  const hash = game.stateHash();
  throwsArbiter(() => game.submit("X", { cell: 0 }), "NOT_YOUR_TURN", "it is \"O\"'s turn");
  throwsArbiter(() => game.submit("O", { cell: 4 }), "ILLEGAL_ACTION", "cell 4 is already taken by X");
  throwsArbiter(() => game.submit("O", { cell: -1 }), "INVALID_INPUT", "action.cell: invalid value: integer `-1`, expected u32");
  throwsArbiter(() => game.submit("O", { cell: NaN }), "INVALID_INPUT", "action.cell: invalid type: map, expected u32 (the value was NaN or Infinity)");
  throwsArbiter(() => game.submit("O", { cell: 1, extra: true }), "INVALID_INPUT", "unknown field `extra`");
  throwsArbiter(() => game.submit("O", {}), "INVALID_INPUT", "action: missing field `cell`");
  throwsArbiter(() => game.submit(7, { cell: 1 }), "INVALID_INPUT", "player must be a string, got 7");
  throwsArbiter(() => game.submit("Z", { cell: 1 }), "INVALID_INPUT", "player \"Z\" is not in this game");
  throwsArbiter(() => game.legalActions(null), "INVALID_INPUT", "player must be a string, got null");
  throwsArbiter(() => game.events(1.5), "INVALID_INPUT", "since is 1.5");
  const cyclic = { cell: 1 }; cyclic.self = cyclic;
  throwsArbiter(() => game.submit("O", cyclic), "INVALID_INPUT", "action: cannot be read as JSON");
  throwsArbiter(() => new TicTacToeGame({ players: ["a", "b", "c"] }), "INVALID_CONFIG", "config.players");
  throwsArbiter(() => new TicTacToeGame({ players: ["", "b"] }), "INVALID_CONFIG", "players[0] is an empty player id");
  throwsArbiter(() => TicTacToeGame.replay(null, [{ player: "X", action: { cell: 0 } }, { player: "O", action: { cell: 0 } }]),
    "ILLEGAL_ACTION", "replay actions[1]: cell 0 is already taken by X");
  assert.equal(game.stateHash(), hash, "rejected actions changed nothing");
  assert.equal(game.events().length, 1);
  game.submit("O", { cell: 0 });
  assert.equal(game.currentPlayer, "X");
});

test("resolveEndOfTurn and detectEndGame", () => {
  const effect = (id, from, to, effectType, value, persists = true, sourceShipId = "gone") => ({
    id, sourceShipId, sourcePlayerId: from, targetPlayerId: to, effectType, value,
    persistsIfSourceDestroyed: persists, description: id, triggeredAt: "BATTLE:1",
  });
  const r = resolveEndOfTurn({
    players: [{ id: "a", health: 30 }, { id: "b", health: 4 }, { id: "c", health: 4 }],
    ships: [{ id: "s", ownerId: "a", isDestroyed: false, isConsumedInUpgrade: false,
      automaticPowers: [{ timing: "CONTINUOUS", effectType: "DAMAGE", value: 4, target: "EACH_OPPONENT" },
        { timing: "CONTINUOUS", effectType: "HEAL", value: 10, target: "SELF" }] }],
    triggeredEffects: [effect("lost", "b", "a", "DAMAGE", 9, false, "nowhere")],
  });
  assert.deepEqual(r.players.map((p) => [p.id, p.health, p.isActive]), [["a", 35, true], ["b", 0, false], ["c", 0, false]]);
  assert.equal(r.status, "FINISHED");
  assert.equal(r.outcome.type, "WIN");
  assert.equal(r.outcome.winner, "a");
  assert.deepEqual(r.outcome.results.map((x) => [x.player, x.outcome, x.rank]), [["a", "WIN", 1], ["b", "LOSS", 2], ["c", "LOSS", 2]]);
  assert.deepEqual(r.skipped, [{ id: "lost", source: "TRIGGERED", sourceShipId: "nowhere", reason: "UNKNOWN_SOURCE" }]);
  assert.deepEqual(r.applied.map((e) => [e.id, e.targetPlayerId]), [["s#0", "b"], ["s#0", "c"], ["s#1", "a"]]);
  throwsArbiter(() => resolveEndOfTurn({ players: [{ id: "a", health: 1 }, { id: "b", health: 1 }], ships: [],
    triggeredEffects: [], maxHealth: -5 }), "INVALID_INPUT", "input.maxHealth: invalid value: integer `-5`");
  throwsArbiter(() => resolveEndOfTurn(undefined), "INVALID_INPUT", "input: expected a value, got");
  // JSON turns NaN into null: an optional field must not take it as "absent" (and default to 35).
  const two = { players: [{ id: "a", health: 1 }, { id: "b", health: 1 }], ships: [], triggeredEffects: [] };
  throwsArbiter(() => resolveEndOfTurn({ ...two, maxHealth: NaN }), "INVALID_INPUT", "input.maxHealth: invalid type: map, expected u32 (the value was NaN or Infinity)");
  throwsArbiter(() => resolveEndOfTurn({ ...two, maxHealth: null }), "INVALID_INPUT", "input.maxHealth: invalid type: null, expected u32");
  throwsArbiter(() => new TicTacToeGame({ seed: Infinity }), "INVALID_CONFIG", "config.seed: invalid type: map, expected a string (the value was NaN or Infinity)");
  assert.equal(resolveEndOfTurn({ ...two, maxHealth: undefined }).players[0].health, 1, "undefined is absent");
  assert.deepEqual(detectEndGame([{ id: "a", health: 0 }, { id: "b", health: 0 }]).outcome.type, "DRAW");
  assert.deepEqual(detectEndGame([{ id: "a", health: 1 }, { id: "b", health: 2 }]), { status: "ACTIVE", outcome: null });
});

test("random simulations are deterministic per seed", () => {
  const a = simulateRandomGames("tictactoe", 200, "seed");
  assert.deepEqual(simulateRandomGames("tictactoe", 200, "seed"), a);
  assert.equal(a.games, 200);
  assert.equal(Object.values(a.wins).reduce((x, y) => x + y, 0) + a.draws, 200);
  throwsArbiter(() => simulateRandomGames("tictactoe", -1, "s"), "INVALID_INPUT", "games is -1");
  // The duel with the ready decks: whole games, each ending in a win or a draw.
  const duel = simulateRandomGames("duel", 5, "seed");
  assert.deepEqual(simulateRandomGames("duel", 5, "seed"), duel);
  assert.equal(duel.games, 5);
  assert.equal(Object.values(duel.wins).reduce((x, y) => x + y, 0) + duel.draws, 5);
  assert.ok(duel.actions > 5 * 100, `${duel.actions} actions: duels are long`);
  // The classic games: every game ends, the same seed plays the same games.
  for (const [kind, players] of [["chess", ["white", "black"]], ["go", ["black", "white"]], ["backgammon", ["white", "black"]]]) {
    const summary = simulateRandomGames(kind, 3, "seed");
    assert.deepEqual(simulateRandomGames(kind, 3, "seed"), summary, kind);
    assert.equal(summary.games, 3);
    assert.equal(players.reduce((n, p) => n + (summary.wins[p] ?? 0), 0) + summary.draws, 3, kind);
  }
});

test("ships: a whole game against the bot, save and load through JSON, undo", () => {
  const game = new ShipsGame({ players: ["you", "bot"], seed: "node", maxTurns: 8 });
  assert.equal(game.currentPlayer, "you");
  assert.deepEqual(game.events().slice(0, 2).map((e) => e.event), [
    { type: "TurnStarted", turn: 1 },
    { type: "PhaseStarted", phase: "BUILD" },
  ]);
  const view = game.view("you");
  assert.equal(view.state.fleets.length, 2);
  assert.equal(view.state.catalogue.length, 14);
  let midGame = null;
  while (game.status === "ACTIVE") {
    const player = game.currentPlayer;
    const action = player === "bot"
      ? game.botAction("bot", { iterations: 30, seed: `t${game.turn}` })
      : game.legalActions("you").at(-2) ?? { type: "PASS" };
    game.submit(player, action);
    if (game.turn === 3 && midGame === null) midGame = JSON.stringify(game.save());
  }
  const outcome = game.outcome;
  assert.ok(outcome.type === "WIN" || outcome.type === "DRAW");
  assert.deepEqual(outcome.results.map((r) => r.rank).sort(), outcome.results.map((r) => r.rank));
  assert.equal(typeof outcome.results[0].metrics.finalHealth, "number");
  const healthEvents = game.events().filter((e) => e.event.type === "HealthChanged");
  assert.ok(healthEvents.length > 0);
  throwsArbiter(() => game.submit("you", { type: "PASS" }), "GAME_FINISHED", "Cannot submit actions to a finished game");

  // A save taken mid-game loads back to a game that goes on.
  const resumed = ShipsGame.load(JSON.parse(midGame));
  assert.equal(resumed.status, "ACTIVE");
  assert.equal(resumed.stateHash(), JSON.parse(midGame).stateHash);
  const player = resumed.currentPlayer;
  const before = resumed.stateHash();
  resumed.submit(player, { type: "PASS" });
  assert.deepEqual(resumed.undo(), { player, action: { type: "PASS" } });
  assert.equal(resumed.stateHash(), before);
  const tampered = JSON.parse(midGame);
  tampered.actions[0].action = { type: "BUILD", ship: "dreadnought" };
  throwsArbiter(() => ShipsGame.load(tampered), "INVALID_SAVE", "save: replay actions[0]");
  throwsArbiter(() => ShipsGame.load({ ...JSON.parse(midGame), ruleset: "tictactoe" }), "INVALID_SAVE", "save.ruleset");
  throwsArbiter(() => ShipsGame.load("nonsense"), "INVALID_SAVE", "saved");
  throwsArbiter(() => TicTacToeGame.load(JSON.parse(midGame)), "INVALID_SAVE", "saved.config");
});

test("ships: the bot is deterministic per seed and answers only on its turn", () => {
  const game = new ShipsGame({ players: ["you", "bot"] });
  const a = game.botAction("you", { iterations: 100, seed: "same" });
  const b = game.botAction("you", { iterations: 100, seed: "same" });
  assert.deepEqual(a, b);
  assert.ok(game.legalActions("you").some((l) => JSON.stringify(l) === JSON.stringify(a)), "a legal action");
  throwsArbiter(() => game.botAction("bot"), "NOT_YOUR_TURN", "\"you\"");
  throwsArbiter(() => game.botAction("you", { iterations: -1 }), "INVALID_INPUT", "options.iterations");
  throwsArbiter(() => game.botAction("you", { depth: 3 }), "INVALID_INPUT", "depth");
  assert.deepEqual(new ShipsGame().players, ["p1", "p2"], "players are optional");
  throwsArbiter(() => new ShipsGame({ players: ["a", "b"], catalogue: [] }), "INVALID_CONFIG", "catalogue has 0 ships");
  const t = new TicTacToeGame();
  t.submit("X", { cell: 4 });
  assert.equal(typeof t.botAction("O", { iterations: 200 }).cell, "number");
});

test("results read as JSON would, from the first call of a fresh module on", async () => {
  // A fresh process, so the tape's caches start empty: an empty object (a configuration with no
  // field given) read first once took the shape of another object.
  const { spawnSync } = await import("node:child_process");
  const script = `
    import init, { TicTacToeGame } from "arbiter-rules";
    await init();
    const game = new TicTacToeGame();
    const first = game.exportState();
    game.submit("X", { cell: 4 });
    console.log(JSON.stringify([first.config, first.actions, game.exportState().config, game.view().state.board]));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", timeout: 20000 });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), [{}, [], {}, [null, null, null, null, "X", null, null, null, null]]);
});

test("strings keep every character through the tape, a leading U+FEFF too", () => {
  // TextDecoder drops a leading byte-order mark unless told not to: a player named "\uFEFFbob"
  // once came back as "bob", and the game then refused "bob"'s actions as an unknown player's.
  for (const name of ["\uFEFFbob", "\uFEFF", "a\uFEFF", "\u{1F600}é", "\u0000x"]) {
    const game = new TicTacToeGame({ players: [name, "other"], seed: "bom" });
    assert.deepEqual(game.exportState().config.players, [name, "other"]);
    assert.equal(game.currentPlayer, name);
    const [first] = game.legalActions(name);
    const events = game.submit(name, first);
    assert.ok(events.length > 0);
    assert.equal(game.currentPlayer, "other");
    game.free();
  }
});

test("TicTacToeGame#perft: the known counts, none past the end, a typed error past depth 10", () => {
  const game = new TicTacToeGame();
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6].map((d) => game.perft(d)), [1, 9, 72, 504, 3024, 15120, 54720]);
  game.submit("X", { cell: 4 });
  assert.equal(game.perft(1), 8);
  assert.equal(game.perft(2), 56);
  for (const bad of [-1, 1.5, 11, "2", null, undefined, NaN]) {
    throwsArbiter(() => game.perft(bad), "INVALID_INPUT", "depth");
  }
  assert.equal(game.perft(1), 8, "the game is unchanged");
  for (const [player, cell] of [["O", 0], ["X", 3], ["O", 1], ["X", 5]]) game.submit(player, { cell });
  assert.equal(game.status, "FINISHED");
  assert.equal(game.perft(0), 1);
  assert.equal(game.perft(4), 0);
  game.free();
});

test("parseCost: cost text as data, and errors naming the part", () => {
  assert.deepEqual(parseCost("{2}{U}{U}, {T}, Pay 2 life, Sacrifice this, Discard a card"), {
    mana: { generic: 2, W: 0, U: 2, B: 0, R: 0, G: 0, C: 0 }, tap: true, life: 2, sacrifice: { type: "THIS" }, discard: 1,
  });
  assert.deepEqual(parseCost("{0}"), { mana: { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }, tap: false, life: 0, sacrifice: null, discard: 0 });
  assert.deepEqual(parseCost("Sacrifice an enchantment").sacrifice, { type: "ONE_OF", cardType: "ENCHANTMENT" });
  throwsArbiter(() => parseCost("{2}, Tap this"), "INVALID_INPUT", 'cost part "Tap this" is not a cost');
  throwsArbiter(() => parseCost("{X}"), "INVALID_INPUT", "{X} is not a mana symbol");
  throwsArbiter(() => parseCost("{T}, {T}"), "INVALID_INPUT", "two {T} parts");
  throwsArbiter(() => parseCost(7), "INVALID_INPUT", "text must be a string");
  assert.equal(parseCost("{R}").mana.R, 1, "the module still works after the errors");
});
