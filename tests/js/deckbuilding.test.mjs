// The deck-builder through the built package, as a front end plays it: the test matrix of issue 10
// (../shared/specs/deck-building-end-trigger.md) through checkEndTrigger and through real games
// (scripted and seeded), the pinned scripted depletion (the same hash as the native test in
// tests/common/pinned.rs), replay and save/load, the turn threshold, configurations, the kingdom
// cards, the supply and its Curse pile, views, refusals, Militia against Moat, the Witch, and the
// bot.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import init, { DeckBuildingGame, checkEndTrigger, listKingdomCards, listSupplyCards, isArbiterError } from "arbiter-rules";
import { throwsArbiter, refused } from "./assertions.mjs";

await init();

/** The hash of the pinned scripted depletion at its end (tests/common/pinned.rs pins the same). */
const PINNED_DEPLETION_HASH = "c43767e4f8080cf8";

const BASE = ["copper", "silver", "gold", "estate", "duchy", "province", "curse"];
const DEFAULT_KINGDOM = ["village", "smithy", "market", "laboratory", "festival", "cellar", "workshop", "remodel", "militia", "moat"];
const COSTS = { copper: 0, silver: 3, gold: 6, estate: 2, duchy: 5, province: 8, curse: 0 };
for (const c of listKingdomCards()) COSTS[c.id] = c.cost;
const TREASURES = new Set(["copper", "silver", "gold"]);

const state = (game) => game.exportState().state;
const types = (entries) => entries.map((e) => e.event.type);
const left = (s, pile) => s.supply.find((p) => p.card === pile).count;
const emptyPiles = (s) => s.supply.filter((p) => p.count === 0).map((p) => p.card);
const kind = (s, id) => s.cards[id].card;
const owned = (seat) => [...seat.deck, ...seat.hand, ...seat.discard, ...seat.inPlay];

/**
 * Plays `game` to its end with `policy(state, player)` choosing each action (null: stop), calling
 * `watch(game, entries)` after each. Returns the number of actions.
 */
function playOut(game, policy, watch = () => {}, limit = 5000) {
  let n = 0;
  while (game.status === "ACTIVE" && n < limit) {
    const player = game.currentPlayer;
    const action = policy(state(game), player);
    if (action === null) break;
    watch(game, game.submit(player, action));
    n += 1;
  }
  return n;
}

/**
 * The pinned script (tests/common/pinned.rs): no action is ever played; in the buy phase every
 * treasure, then a cellar while there are any, else a moat, when affordable.
 */
function cellarThenMoat(s) {
  const want = ["cellar", "moat"].find((c) => left(s, c) > 0);
  const treasure = s.seats[s.active].hand.some((id) => TREASURES.has(kind(s, id)));
  if (s.phase === "BUY" && treasure && !s.bought) return { type: "PLAY_ALL_TREASURES" };
  if (s.phase === "BUY" && want !== undefined && s.coins >= COSTS[want]) return { type: "BUY", pile: want };
  return { type: "END_PHASE" };
}

/** Big Money: every treasure; a province with 8 coins, gold with 6 or 7, silver with 3 to 5; never an action. */
function bigMoney(s) {
  if (s.phase !== "BUY") return { type: "END_PHASE" };
  const treasure = s.seats[s.active].hand.some((id) => TREASURES.has(kind(s, id)));
  if (treasure && !s.bought) return { type: "PLAY_ALL_TREASURES" };
  const pile = s.coins >= 8 ? "province" : s.coins >= 6 ? "gold" : s.coins >= 3 ? "silver" : null;
  if (pile !== null && s.buys > 0 && left(s, pile) > 0) return { type: "BUY", pile };
  return { type: "END_PHASE" };
}

const pinnedConfig = () => ({ players: ["a", "b"], seed: "pin", endTrigger: { emptyPileThreshold: 2 } });
function pinnedGame() {
  const game = new DeckBuildingGame(pinnedConfig());
  playOut(game, cellarThenMoat);
  return game;
}

/** What checkEndTrigger takes at a game's standing: its supply, trigger and rounds completed. */
function standing(game, { scoresComputed, ended }) {
  const x = game.exportState();
  const s = x.state;
  const last = s.active + 1 >= s.seats.length;
  const input = {
    supply: Object.fromEntries(s.supply.map((p) => [p.card, p.count])),
    turn: s.turn - 1 + (s.phase === "CLEANUP" && last ? 1 : 0),
    maxTurns: s.maxTurns,
    scoresComputed: scoresComputed ?? s.scoresComputed,
    ended: ended ?? s.ended,
  };
  if ("endTrigger" in x.config) input.endTrigger = x.config.endTrigger;
  return input;
}

/** Each log entry of a ScoresComputed, GameEnded and the cleanups, in order. */
const checkPoints = (game) => game.events().filter((e) => ["ScoresComputed", "GameEnded"].includes(e.event.type)
  || (e.event.type === "PhaseStarted" && e.event.phase === "CLEANUP"));

/** Every cleanup computes the scores, right after the phase starts; GameEnded only right after scores. */
function assertScoresBeforeEveryEnd(game) {
  const log = game.events();
  log.forEach((e, i) => {
    if (e.event.type === "PhaseStarted" && e.event.phase === "CLEANUP") assert.equal(log[i + 1]?.event.type, "ScoresComputed", `after cleanup at seq ${e.seq}`);
    if (e.event.type === "GameEnded") assert.equal(log[i - 1]?.event.type, "ScoresComputed", `before GameEnded at seq ${e.seq}`);
  });
  assert.equal(log.filter((e) => e.event.type === "GameEnded").length, game.status === "FINISHED" ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------
// The matrix through checkEndTrigger

/** A default two-player supply (17 piles), with `counts` changed. */
const supplyOf = (counts = {}) => ({
  copper: 46, silver: 40, gold: 30, estate: 8, duchy: 8, province: 8, curse: 10,
  ...Object.fromEntries(DEFAULT_KINGDOM.map((c) => [c, 10])), ...counts,
});
const check = (over) => checkEndTrigger({ supply: supplyOf(), turn: 5, maxTurns: 40, scoresComputed: true, ended: false, ...over });
const VALID_DEPLETED = { result: "VALID", reason: "SUPPLY_DEPLETED" };
const VALID_TURNS = { result: "VALID", reason: "TURN_LIMIT" };
const NOT_MET = { result: "IGNORE", reason: "threshold not met" };

test("checkEndTrigger: threshold 2 with two piles at 0 and scores computed ends (SUPPLY_DEPLETED)", () => {
  assert.deepEqual(check({ supply: supplyOf({ cellar: 0, moat: 0 }), endTrigger: { emptyPileThreshold: 2 } }), VALID_DEPLETED);
  assert.deepEqual(check({ supply: supplyOf({ cellar: 0, moat: 0, estate: 0 }), endTrigger: { emptyPileThreshold: 2 } }), VALID_DEPLETED);
  assert.deepEqual(check({ supply: supplyOf({ cellar: 0, moat: 1 }), endTrigger: { emptyPileThreshold: 2 } }), NOT_MET);
});

test("checkEndTrigger: threshold 3 with only two piles empty is ignored (threshold not met)", () => {
  assert.deepEqual(check({ supply: supplyOf({ cellar: 0, moat: 0 }), endTrigger: { emptyPileThreshold: 3 } }), NOT_MET);
  assert.deepEqual(check({ supply: supplyOf({ cellar: 0, moat: 0, smithy: 0 }), endTrigger: { emptyPileThreshold: 3 } }), VALID_DEPLETED);
});

test("checkEndTrigger: the key pile province at 0 ends", () => {
  assert.deepEqual(check({ supply: supplyOf({ province: 0 }), endTrigger: { keyPiles: ["province"] } }), VALID_DEPLETED);
  assert.deepEqual(check({ supply: supplyOf({ province: 1 }), endTrigger: { keyPiles: ["province"] } }), NOT_MET);
  // Any one of several key piles.
  assert.deepEqual(check({ supply: supplyOf({ duchy: 0 }), endTrigger: { keyPiles: ["province", "duchy"] } }), VALID_DEPLETED);
});

test("checkEndTrigger: other piles empty but province not, with keyPiles [\"province\"], is ignored", () => {
  const supply = supplyOf({ cellar: 0, moat: 0, estate: 0, duchy: 0, village: 0, smithy: 0 });
  assert.deepEqual(check({ supply, endTrigger: { keyPiles: ["province"] } }), NOT_MET);
});

test("checkEndTrigger: threshold 3 and key province, province emptied first, ends before the threshold", () => {
  const endTrigger = { emptyPileThreshold: 3, keyPiles: ["province"] };
  assert.deepEqual(check({ supply: supplyOf({ province: 0 }), endTrigger }), VALID_DEPLETED);
  assert.deepEqual(check({ supply: supplyOf({ cellar: 0, moat: 0 }), endTrigger }), NOT_MET);
  assert.deepEqual(check({ supply: supplyOf({ cellar: 0, moat: 0, smithy: 0 }), endTrigger }), VALID_DEPLETED);
});

test("checkEndTrigger: a pile empty but scores not computed is ignored (scores not computed)", () => {
  const input = { supply: supplyOf({ cellar: 0 }), endTrigger: { emptyPileThreshold: 1 }, scoresComputed: false };
  assert.deepEqual(check(input), { result: "IGNORE", reason: "scores not computed" });
  // Not even the turn threshold ends a game whose scores are not computed.
  assert.deepEqual(check({ ...input, turn: 40, maxTurns: 40 }), { result: "IGNORE", reason: "scores not computed" });
  assert.deepEqual(check({ ...input, scoresComputed: true }), VALID_DEPLETED);
});

test("checkEndTrigger: a second evaluation after the end is ignored (already ended), first of all", () => {
  const input = { supply: supplyOf({ province: 0, cellar: 0, moat: 0 }), turn: 40, maxTurns: 40, ended: true };
  assert.deepEqual(check(input), { result: "IGNORE", reason: "already ended" });
  assert.deepEqual(check({ ...input, scoresComputed: false }), { result: "IGNORE", reason: "already ended" });
  assert.deepEqual(check({ ...input, endTrigger: null }), { result: "IGNORE", reason: "already ended" });
});

test("checkEndTrigger: invalid end triggers are INVALID_CONFIG naming the field and value", () => {
  throwsArbiter(() => check({ endTrigger: { emptyPileThreshold: 0 } }), "INVALID_CONFIG", "endTrigger.emptyPileThreshold", "0");
  // 1 to the number of supply piles (17 here).
  throwsArbiter(() => check({ endTrigger: { emptyPileThreshold: 18 } }), "INVALID_CONFIG", "endTrigger.emptyPileThreshold", "18", "17");
  assert.deepEqual(check({ endTrigger: { emptyPileThreshold: 17 } }), NOT_MET);
  throwsArbiter(() => check({ endTrigger: { keyPiles: ["colony"] } }), "INVALID_CONFIG", "endTrigger.keyPiles[0]", "colony");
  // Checked against the given supply: a card of the game, but not one of these piles.
  throwsArbiter(() => check({ endTrigger: { keyPiles: ["province", "chapel"] } }), "INVALID_CONFIG", "endTrigger.keyPiles[1]", "chapel");
  throwsArbiter(() => check({ endTrigger: { keyPiles: ["province", "province"] } }), "INVALID_CONFIG", "endTrigger.keyPiles[1]", "province", "twice");
  throwsArbiter(() => check({ endTrigger: { keyPiles: [""] } }), "INVALID_CONFIG", "endTrigger.keyPiles[0]");
  throwsArbiter(() => check({ endTrigger: {} }), "INVALID_CONFIG", "endTrigger");
  throwsArbiter(() => check({ endTrigger: { keyPiles: [] } }), "INVALID_CONFIG", "endTrigger");
  // Validation comes before the evaluation: even a game already ended is refused a bad trigger.
  throwsArbiter(() => check({ ended: true, endTrigger: { emptyPileThreshold: 0 } }), "INVALID_CONFIG", "endTrigger.emptyPileThreshold");
  // A trigger that does not even decode is refused as the game's config refuses it.
  for (const threshold of [-1, 2.5, null, "2"]) {
    const endTrigger = { emptyPileThreshold: threshold };
    throwsArbiter(() => check({ endTrigger }), "INVALID_CONFIG", "input.endTrigger.emptyPileThreshold");
    throwsArbiter(() => new DeckBuildingGame({ endTrigger }), "INVALID_CONFIG", "config.endTrigger.emptyPileThreshold");
  }
  throwsArbiter(() => check({ endTrigger: { emptyPileThreshold: 2, keyPile: ["province"] } }), "INVALID_CONFIG", "input.endTrigger", "keyPile");
  throwsArbiter(() => check({ endTrigger: { keyPiles: null } }), "INVALID_CONFIG", "input.endTrigger.keyPiles");
  throwsArbiter(() => check({ endTrigger: "province" }), "INVALID_CONFIG", "input.endTrigger");
  // maxTurns as the game takes it: 1 to 200.
  for (const maxTurns of [0, 201]) {
    throwsArbiter(() => check({ maxTurns }), "INVALID_CONFIG", "maxTurns", String(maxTurns), "1 to 200");
    throwsArbiter(() => new DeckBuildingGame({ maxTurns }), "INVALID_CONFIG", "maxTurns", String(maxTurns), "1 to 200");
  }
  assert.deepEqual(check({ maxTurns: 200 }), NOT_MET);
});

test("checkEndTrigger: malformed input is INVALID_INPUT naming the field", () => {
  throwsArbiter(() => check({ supply: { province: -1 } }), "INVALID_INPUT", "input.supply.province");
  throwsArbiter(() => check({ turn: 1.5 }), "INVALID_INPUT", "input.turn");
  throwsArbiter(() => check({ maxTurns: -1 }), "INVALID_INPUT", "input.maxTurns");
  throwsArbiter(() => check({ scoresComputed: undefined }), "INVALID_INPUT", "input", "scoresComputed");
  throwsArbiter(() => check({ extra: true }), "INVALID_INPUT", "input", "extra");
  throwsArbiter(() => checkEndTrigger(null), "INVALID_INPUT", "input");
});

test("checkEndTrigger: endTrigger null leaves only the turn threshold (turn >= maxTurns: TURN_LIMIT)", () => {
  const everyPileEmpty = Object.fromEntries(Object.keys(supplyOf()).map((c) => [c, 0]));
  assert.deepEqual(check({ endTrigger: null, supply: everyPileEmpty, turn: 39, maxTurns: 40 }), NOT_MET);
  assert.deepEqual(check({ endTrigger: null, supply: everyPileEmpty, turn: 40, maxTurns: 40 }), VALID_TURNS);
  assert.deepEqual(check({ endTrigger: null, turn: 41, maxTurns: 40 }), VALID_TURNS);
  // With null, no pile is required: an empty supply is fine.
  assert.deepEqual(check({ endTrigger: null, supply: {}, turn: 3, maxTurns: 3 }), VALID_TURNS);
  // With depletion on, the turn threshold still ends the game; depletion is checked first.
  assert.deepEqual(check({ endTrigger: { keyPiles: ["province"] }, turn: 40, maxTurns: 40 }), VALID_TURNS);
  assert.deepEqual(check({ endTrigger: { keyPiles: ["province"] }, supply: supplyOf({ province: 0 }), turn: 40, maxTurns: 40 }), VALID_DEPLETED);
});

test("checkEndTrigger: an absent endTrigger is the default { emptyPileThreshold: 3, keyPiles: [\"province\"] }", () => {
  const explicit = { emptyPileThreshold: 3, keyPiles: ["province"] };
  const supplies = [
    supplyOf(), supplyOf({ province: 0 }), supplyOf({ cellar: 0, moat: 0 }), supplyOf({ cellar: 0, moat: 0, smithy: 0 }),
    supplyOf({ province: 0, cellar: 0, moat: 0, smithy: 0 }),
  ];
  assert.deepEqual(supplies.map((supply) => check({ supply })), [NOT_MET, VALID_DEPLETED, NOT_MET, VALID_DEPLETED, VALID_DEPLETED]);
  for (const supply of supplies) {
    for (const turn of [0, 39, 40]) {
      assert.deepEqual(check({ supply, turn }), check({ supply, turn, endTrigger: explicit }), `supply ${JSON.stringify(supply)}, turn ${turn}`);
    }
  }
  // Like a given trigger, the default needs a province pile and at least 3 piles.
  throwsArbiter(() => check({ supply: { estate: 0, duchy: 0, gold: 1 } }), "INVALID_CONFIG", "endTrigger.keyPiles[0]", "province");
  throwsArbiter(() => check({ supply: { province: 8, duchy: 8 } }), "INVALID_CONFIG", "endTrigger.emptyPileThreshold", "3");
  assert.deepEqual(check({ supply: { province: 0, duchy: 8, estate: 8 } }), VALID_DEPLETED);
});

test("checkEndTrigger is a pure function: the same answer every time, its input untouched", () => {
  const input = { supply: supplyOf({ cellar: 0, moat: 0 }), endTrigger: { emptyPileThreshold: 2, keyPiles: ["province"] }, turn: 7, maxTurns: 9, scoresComputed: true, ended: false };
  const copy = structuredClone(input);
  const first = checkEndTrigger(input);
  for (let i = 0; i < 3; i++) assert.deepEqual(checkEndTrigger(input), first);
  assert.deepEqual(input, copy);
  assert.deepEqual(first, VALID_DEPLETED);
});

// ---------------------------------------------------------------------------------------------
// The matrix through real games

test("the pinned scripted game (threshold 2): ends SUPPLY_DEPLETED, ScoresComputed then GameEnded, pinned hash", () => {
  const game = pinnedGame();
  assert.equal(game.status, "FINISHED");
  assert.equal(game.currentPlayer, null);
  assert.equal(game.outcome.reason, "SUPPLY_DEPLETED");
  const s = state(game);
  assert.deepEqual(emptyPiles(s).sort(), ["cellar", "moat"]);
  const log = game.events();
  assert.deepEqual(log.slice(-2).map((e) => e.event.type), ["ScoresComputed", "GameEnded"]);
  assert.deepEqual(log.at(-1).event.outcome, game.outcome);
  // The scores of the last cleanup are the outcome's victory points.
  const scores = log.at(-2).event.scores;
  assert.deepEqual(scores, Object.fromEntries(game.outcome.results.map((r) => [r.player, r.metrics.victoryPoints])));
  // Scores are computed in every cleanup: once per turn played.
  assert.equal(log.filter((e) => e.event.type === "ScoresComputed").length, s.seats.reduce((n, seat) => n + seat.turns, 0));
  assertScoresBeforeEveryEnd(game);
  // Ranked by victory points, ties to the player with fewer turns (metrics victoryPoints, turns).
  const [first, second] = game.outcome.results;
  assert.deepEqual([first.rank, second.rank], [1, 2]);
  assert.ok(first.metrics.victoryPoints > second.metrics.victoryPoints
    || (first.metrics.victoryPoints === second.metrics.victoryPoints && first.metrics.turns < second.metrics.turns));
  assert.equal(game.outcome.type, "WIN");
  assert.equal(game.outcome.winner, first.player);
  // 3 victory points each: b, with one turn fewer, ranks first.
  assert.deepEqual(game.outcome, { type: "WIN", winner: "b", reason: "SUPPLY_DEPLETED", results: [
    { player: "b", outcome: "WIN", rank: 1, metrics: { turns: 11, victoryPoints: 3 } },
    { player: "a", outcome: "LOSS", rank: 2, metrics: { turns: 12, victoryPoints: 3 } },
  ] });
  assert.equal(game.turn, 12);
  assert.equal(game.stateHash(), PINNED_DEPLETION_HASH);
  // The pure function agrees with the game at its last standing, and ignores it once ended.
  assert.deepEqual(checkEndTrigger(standing(game, { scoresComputed: true, ended: false })), VALID_DEPLETED);
  assert.deepEqual(checkEndTrigger(standing(game, {})), { result: "IGNORE", reason: "already ended" });
});

test("after the end every action is GAME_FINISHED and changes nothing but undo, which takes the depletion back; exportState and view still work", () => {
  const game = pinnedGame();
  const hash = game.stateHash();
  const logged = game.events().length;
  const s = state(game);
  const actions = [
    { type: "END_PHASE" }, { type: "PLAY_ALL_TREASURES" }, { type: "BUY", pile: "copper" }, { type: "PLAY", card: s.seats[0].hand[0] },
    { type: "CHOOSE_CARDS", cards: [] }, { type: "CHOOSE_PILE", pile: "estate" },
  ];
  for (const player of ["a", "b", "nobody"]) {
    for (const action of actions) refused(game, player, action, "GAME_FINISHED");
  }
  // GAME_FINISHED before any other check, even for a malformed action.
  refused(game, "a", { type: "FLY" }, "GAME_FINISHED");
  throwsArbiter(() => game.botAction("a", { iterations: 5 }), "GAME_FINISHED");
  // The supply depleted by play is the rules' ending, and its last action drew no card (the end
  // comes before the cleanup's draw): undo takes it back.
  assert.equal(game.canUndo(), true);
  const copy = DeckBuildingGame.load(game.save());
  const taken = copy.undo();
  assert.deepEqual([copy.status, copy.outcome], ["ACTIVE", null]);
  copy.submit(taken.player, taken.action);
  assert.equal(copy.stateHash(), hash);
  copy.free();
  assert.deepEqual(game.legalActions("a"), []);
  assert.deepEqual(game.legalActions("b"), []);
  assert.equal(game.stateHash(), hash);
  assert.equal(game.events().length, logged);
  const x = game.exportState();
  assert.equal(x.status, "FINISHED");
  assert.equal(x.stateHash, hash);
  assert.deepEqual(x.outcome, game.outcome);
  assert.equal(x.state.ended, true);
  for (const viewer of ["a", "b", null]) {
    const view = game.view(viewer);
    assert.equal(view.status, "FINISHED");
    assert.deepEqual(view.outcome, game.outcome);
    assertViewHides(game, viewer);
  }
});

test("replay and save/load of the scripted depletion give identical states and hashes", () => {
  const game = pinnedGame();
  const x = game.exportState();
  const replayed = DeckBuildingGame.replay(pinnedConfig(), game.actions());
  assert.equal(replayed.stateHash(), game.stateHash());
  assert.equal(replayed.stateHash(), PINNED_DEPLETION_HASH);
  assert.deepEqual(replayed.exportState(), x);
  assert.deepEqual(replayed.events(), game.events());
  const loaded = DeckBuildingGame.load(JSON.parse(JSON.stringify(game.save())));
  assert.equal(loaded.stateHash(), PINNED_DEPLETION_HASH);
  assert.deepEqual(loaded.exportState(), x);
  assert.deepEqual(loaded.events(), game.events());
  assert.deepEqual(loaded.outcome, game.outcome);
  // A save that does not rebuild its state is refused.
  const saved = game.save();
  throwsArbiter(() => DeckBuildingGame.load({ ...saved, actions: saved.actions.slice(0, -1) }), "INVALID_SAVE");
  // Replaying part of the actions rebuilds the game at that point, still playable.
  const half = DeckBuildingGame.replay(pinnedConfig(), game.actions().slice(0, 30));
  assert.equal(half.status, "ACTIVE");
  playOut(half, cellarThenMoat);
  assert.equal(half.stateHash(), PINNED_DEPLETION_HASH);
  for (const g of [game, replayed, loaded, half]) g.free();
});

test("threshold 3 with only two piles empty: the game goes on to the turn threshold", () => {
  const game = new DeckBuildingGame({ players: ["a", "b"], seed: "pin", endTrigger: { emptyPileThreshold: 3 }, maxTurns: 16 });
  let twoEmptyCleanups = 0;
  playOut(game, cellarThenMoat, (g, entries) => {
    if (types(entries).includes("ScoresComputed") && emptyPiles(state(g)).length === 2 && g.status === "ACTIVE") twoEmptyCleanups += 1;
  });
  assert.ok(twoEmptyCleanups > 0, "a cleanup with two piles empty did not end the game");
  assert.equal(game.outcome.reason, "TURN_LIMIT");
  assert.deepEqual(emptyPiles(state(game)).sort(), ["cellar", "moat"]);
  assert.deepEqual(state(game).seats.map((s) => s.turns), [16, 16]);
  assertScoresBeforeEveryEnd(game);
});

test("other piles empty but not the key pile province: the game goes on; province emptied: it ends", () => {
  const ignored = new DeckBuildingGame({ players: ["a", "b"], seed: "pin", endTrigger: { keyPiles: ["province"] }, maxTurns: 16 });
  playOut(ignored, cellarThenMoat);
  assert.equal(ignored.outcome.reason, "TURN_LIMIT");
  assert.deepEqual(emptyPiles(state(ignored)).sort(), ["cellar", "moat"]);
  assert.equal(left(state(ignored), "province"), 8);

  const ends = new DeckBuildingGame({ players: ["a", "b"], seed: "big money", endTrigger: { keyPiles: ["province"] }, maxTurns: 200 });
  playOut(ends, bigMoney);
  assert.equal(ends.outcome.reason, "SUPPLY_DEPLETED");
  assert.deepEqual(emptyPiles(state(ends)), ["province"]);
  assert.equal(ends.events().at(-2).event.type, "ScoresComputed");
  assert.deepEqual(checkEndTrigger(standing(ends, { scoresComputed: true, ended: false })), VALID_DEPLETED);
  // Big Money's victory points are its provinces and its three estates.
  for (const r of ends.outcome.results) {
    const seat = state(ends).seats[state(ends).players.indexOf(r.player)];
    const provinces = owned(seat).filter((id) => kind(state(ends), id) === "province").length;
    assert.equal(r.metrics.victoryPoints, 6 * provinces + 3);
  }
});

test("the default trigger (3 piles or province): province emptied first ends before the threshold", () => {
  const game = new DeckBuildingGame({ players: ["a", "b"], seed: "big money" });
  assert.deepEqual(state(game).endTrigger, { emptyPileThreshold: 3, keyPiles: ["province"] });
  assert.equal(state(game).maxTurns, 40);
  playOut(game, bigMoney);
  assert.equal(game.outcome.reason, "SUPPLY_DEPLETED");
  const empty = emptyPiles(state(game));
  assert.deepEqual(empty, ["province"], "only the key pile is empty: fewer than 3 piles");
  assert.ok(game.turn < 40);
});

test("a pile emptied in the buy phase ends the game only after the cleanup computes the scores", () => {
  // Festivals and Markets give a second buy: the last cellar bought with a buy left keeps the
  // game in the buy phase, the key pile empty, the scores not computed.
  const policy = (s) => {
    const seat = s.seats[s.active];
    if (s.phase === "ACTION") {
      const extra = seat.hand.find((id) => ["festival", "market"].includes(kind(s, id)));
      return extra !== undefined && s.actions > 0 ? { type: "PLAY", card: extra } : { type: "END_PHASE" };
    }
    if (!s.bought && seat.hand.some((id) => TREASURES.has(kind(s, id)))) return { type: "PLAY_ALL_TREASURES" };
    if (s.buys > 1 && s.coins >= 2 && left(s, "cellar") > 0) return { type: "BUY", pile: "cellar" };
    if (s.coins >= 5 && left(s, "festival") > 0) return { type: "BUY", pile: "festival" };
    if (s.coins >= 2 && left(s, "cellar") > 0) return { type: "BUY", pile: "cellar" };
    return { type: "END_PHASE" };
  };
  let found = null;
  for (let i = 0; i < 40 && found === null; i++) {
    const game = new DeckBuildingGame({ players: ["a", "b"], seed: `mid${i}`, endTrigger: { keyPiles: ["cellar"] }, maxTurns: 60 });
    playOut(game, (s) => (game.status === "ACTIVE" && left(s, "cellar") === 0 ? null : policy(s)));
    if (game.status === "ACTIVE") found = game;
    else game.free();
  }
  assert.ok(found !== null, "no seed reached an empty key pile in the middle of a buy phase");
  const game = found;
  const s = state(game);
  assert.equal(s.phase, "BUY");
  assert.equal(s.scoresComputed, false);
  assert.equal(left(s, "cellar"), 0);
  assert.deepEqual(checkEndTrigger(standing(game, {})), { result: "IGNORE", reason: "scores not computed" });
  const player = game.currentPlayer;
  const end = game.submit(player, { type: "END_PHASE" });
  assert.deepEqual(types(end).slice(0, 1), ["PhaseStarted"]);
  assert.deepEqual(types(end).slice(-2), ["ScoresComputed", "GameEnded"]);
  assert.equal(game.outcome.reason, "SUPPLY_DEPLETED");
  assertScoresBeforeEveryEnd(game);
});

test("endTrigger null with maxTurns 3: TURN_LIMIT after every player's third turn", () => {
  const game = new DeckBuildingGame({ players: ["a", "b", "c"], seed: "turns", endTrigger: null, maxTurns: 3 });
  assert.equal(state(game).endTrigger, null);
  const cleanups = [];
  playOut(game, bigMoney, (g, entries) => {
    if (types(entries).includes("ScoresComputed")) cleanups.push([state(g).players[state(g).active], g.status]);
  });
  assert.equal(game.outcome.reason, "TURN_LIMIT");
  assert.deepEqual(state(game).seats.map((s) => s.turns), [3, 3, 3]);
  assert.deepEqual(game.outcome.results.map((r) => r.metrics.turns), [3, 3, 3]);
  // Nine cleanups, only the last ends the game: the last seat's turn of round 3.
  assert.deepEqual(cleanups.map(([, status]) => status), [...Array(8).fill("ACTIVE"), "FINISHED"]);
  assert.equal(cleanups.at(-1)[0], "c");
  assert.equal(game.turn, 3);
  assertScoresBeforeEveryEnd(game);
  // Equal victory points and equal turns share rank 1: a DRAW with that reason.
  const points = game.outcome.results.map((r) => r.metrics.victoryPoints);
  if (points.every((p) => p === points[0])) {
    assert.equal(game.outcome.type, "DRAW");
    assert.deepEqual(game.outcome.results.map((r) => [r.rank, r.outcome]), [[1, "DRAW"], [1, "DRAW"], [1, "DRAW"]]);
  }
});

test("a draw: both players equal on points and turns share rank 1", () => {
  // Nobody buys anything: 3 estates each, the same turns.
  const game = new DeckBuildingGame({ players: ["a", "b"], seed: "draw", endTrigger: null, maxTurns: 2 });
  playOut(game, () => ({ type: "END_PHASE" }));
  assert.equal(game.outcome.type, "DRAW");
  assert.equal(game.outcome.reason, "TURN_LIMIT");
  assert.ok(!("winner" in game.outcome));
  assert.deepEqual(game.outcome.results.map((r) => [r.rank, r.outcome, r.metrics.victoryPoints, r.metrics.turns]),
    [[1, "DRAW", 3, 2], [1, "DRAW", 3, 2]]);
});

// ---------------------------------------------------------------------------------------------
// Configurations, the kingdom cards, the supply

test("configurations: players, kingdom, maxTurns, unknown keys and end triggers are INVALID_CONFIG naming the field", () => {
  const players = ["a", "b"];
  const kingdom = [...DEFAULT_KINGDOM];
  throwsArbiter(() => new DeckBuildingGame({ players: ["a"] }), "INVALID_CONFIG", "players", "1");
  throwsArbiter(() => new DeckBuildingGame({ players: ["a", "b", "c", "d", "e"] }), "INVALID_CONFIG", "players", "5");
  throwsArbiter(() => new DeckBuildingGame({ players: ["a", "a"] }), "INVALID_CONFIG", "players", "\"a\"");
  throwsArbiter(() => new DeckBuildingGame({ players, kingdom: kingdom.slice(0, 9) }), "INVALID_CONFIG", "kingdom", "9");
  throwsArbiter(() => new DeckBuildingGame({ players, kingdom: [...kingdom.slice(0, 9), "village"] }), "INVALID_CONFIG", "kingdom[9]", "village", "twice");
  throwsArbiter(() => new DeckBuildingGame({ players, kingdom: [...kingdom.slice(0, 9), "gold"] }), "INVALID_CONFIG", "kingdom[9]", "gold");
  throwsArbiter(() => new DeckBuildingGame({ players, kingdom: [...kingdom.slice(0, 9), "curse"] }), "INVALID_CONFIG", "kingdom[9]", "curse");
  throwsArbiter(() => new DeckBuildingGame({ players, kingdom: [...kingdom.slice(0, 9), "colony"] }), "INVALID_CONFIG", "kingdom[9]", "colony");
  throwsArbiter(() => new DeckBuildingGame({ players, maxTurns: 0 }), "INVALID_CONFIG", "maxTurns", "0");
  throwsArbiter(() => new DeckBuildingGame({ players, maxTurns: 201 }), "INVALID_CONFIG", "maxTurns", "201");
  throwsArbiter(() => new DeckBuildingGame({ players, foo: 1 }), "INVALID_CONFIG", "foo");
  throwsArbiter(() => new DeckBuildingGame({ players, endTrigger: { emptyPileThreshold: 0 } }), "INVALID_CONFIG", "endTrigger.emptyPileThreshold", "0");
  throwsArbiter(() => new DeckBuildingGame({ players, endTrigger: { emptyPileThreshold: 18 } }), "INVALID_CONFIG", "endTrigger.emptyPileThreshold", "18");
  throwsArbiter(() => new DeckBuildingGame({ players, endTrigger: { keyPiles: ["chapel"] } }), "INVALID_CONFIG", "endTrigger.keyPiles[0]", "chapel");
  throwsArbiter(() => new DeckBuildingGame({ players, endTrigger: { keyPiles: ["moat", "moat"] } }), "INVALID_CONFIG", "endTrigger.keyPiles[1]", "moat");
  throwsArbiter(() => new DeckBuildingGame({ players, endTrigger: {} }), "INVALID_CONFIG", "endTrigger");
  throwsArbiter(() => new DeckBuildingGame({ players, endTrigger: { keyPiles: [] } }), "INVALID_CONFIG", "endTrigger");
  throwsArbiter(() => new DeckBuildingGame({ players, endTrigger: { emptyPileThreshold: 2, foo: 1 } }), "INVALID_CONFIG", "foo");
  // A key pile of the configured kingdom is accepted; the trigger given replaces the default.
  const chapel = new DeckBuildingGame({ players, kingdom: [...kingdom.slice(0, 9), "chapel"], endTrigger: { keyPiles: ["chapel"] } });
  assert.deepEqual(state(chapel).endTrigger, { emptyPileThreshold: null, keyPiles: ["chapel"] });
  const threshold = new DeckBuildingGame({ players, endTrigger: { emptyPileThreshold: 17 } });
  assert.deepEqual(state(threshold).endTrigger, { emptyPileThreshold: 17, keyPiles: [] });
  // The configuration reported starts the same game.
  for (const g of [chapel, threshold]) assert.equal(new DeckBuildingGame(g.exportState().config).stateHash(), g.stateHash());
});

test("listKingdomCards: the 17 kingdom cards with the issue's costs and amounts", () => {
  const cards = listKingdomCards();
  assert.equal(cards.length, 17);
  const byId = Object.fromEntries(cards.map((c) => [c.id, c]));
  assert.deepEqual(Object.fromEntries(cards.map((c) => [c.id, c.cost])), {
    village: 3, smithy: 4, market: 5, laboratory: 5, festival: 5, woodcutter: 3, cellar: 2, chapel: 2,
    workshop: 3, remodel: 4, moneylender: 4, mine: 5, militia: 4, moat: 2, gardens: 4, "council-room": 5, witch: 5,
  });
  const amounts = (id) => {
    const c = byId[id];
    return [c.cards, c.actions, c.buys, c.coins];
  };
  assert.deepEqual(amounts("village"), [1, 2, 0, 0]);
  assert.deepEqual(amounts("smithy"), [3, 0, 0, 0]);
  assert.deepEqual(amounts("market"), [1, 1, 1, 1]);
  assert.deepEqual(amounts("laboratory"), [2, 1, 0, 0]);
  assert.deepEqual(amounts("festival"), [0, 2, 1, 2]);
  assert.deepEqual(amounts("woodcutter"), [0, 0, 1, 2]);
  assert.deepEqual(amounts("cellar"), [0, 1, 0, 0]);
  assert.deepEqual(amounts("militia"), [0, 0, 0, 2]);
  assert.deepEqual(amounts("moat"), [2, 0, 0, 0]);
  assert.deepEqual(amounts("council-room"), [4, 0, 1, 0]);
  assert.deepEqual(amounts("witch"), [2, 0, 0, 0]);
  assert.deepEqual(byId.witch.types, ["ACTION", "ATTACK"]);
  assert.deepEqual(byId.militia.types, ["ACTION", "ATTACK"]);
  assert.deepEqual(byId.moat.types, ["ACTION", "REACTION"]);
  assert.deepEqual(byId.gardens.types, ["VICTORY"]);
  for (const c of cards) assert.ok(c.name.length > 0 && c.text.length > 0, c.id);
  assert.deepEqual(listKingdomCards(), cards);
});

test("listSupplyCards: the seven base cards (the Curse last), then the kingdom cards as listKingdomCards lists them", () => {
  const all = listSupplyCards();
  assert.deepEqual(all.slice(0, 7).map((c) => [c.id, c.cost, c.coins, c.victoryPoints, c.types]), [
    ["copper", 0, 1, 0, ["TREASURE"]], ["silver", 3, 2, 0, ["TREASURE"]], ["gold", 6, 3, 0, ["TREASURE"]],
    ["estate", 2, 0, 1, ["VICTORY"]], ["duchy", 5, 0, 3, ["VICTORY"]], ["province", 8, 0, 6, ["VICTORY"]],
    ["curse", 0, 0, -1, ["CURSE"]],
  ]);
  assert.deepEqual(all.slice(7), listKingdomCards());
  for (const c of all) {
    for (const k of ["cost", "cards", "actions", "buys", "coins"]) assert.ok(Number.isInteger(c[k]) && c[k] >= 0, `${c.id}.${k}`);
    assert.ok(Number.isInteger(c.victoryPoints) && c.victoryPoints >= (c.id === "curse" ? -1 : 0), `${c.id}.victoryPoints`);
  }
});

test("the supply: base piles then the kingdom's, sized by the number of players (10 curses a player past the first); 7 coppers and 3 estates each, 5 in hand", () => {
  const kingdom = ["gardens", "chapel", "mine", "moneylender", "woodcutter", "council-room", "village", "smithy", "militia", "moat"];
  for (const [n, victory, copper, curse] of [[2, 8, 46, 10], [3, 12, 39, 20], [4, 12, 32, 30]]) {
    const players = ["p1", "p2", "p3", "p4"].slice(0, n);
    const s = state(new DeckBuildingGame({ players, kingdom, seed: "supply" }));
    assert.deepEqual(s.supply.map((p) => p.card), [...BASE, ...kingdom]);
    const count = Object.fromEntries(s.supply.map((p) => [p.card, p.count]));
    assert.deepEqual([count.copper, count.silver, count.gold, count.estate, count.duchy, count.province, count.curse, count.gardens, count.chapel],
      [copper, 40, 30, victory, victory, victory, curse, victory, 10], `${n} players`);
    for (const seat of s.seats) {
      const cards = owned(seat).map((id) => kind(s, id)).sort();
      assert.deepEqual(cards, [...Array(7).fill("copper"), ...Array(3).fill("estate")]);
      assert.equal(seat.deck.length, 5);
    }
    assert.equal(s.seats[0].hand.length, 5);
  }
});

// ---------------------------------------------------------------------------------------------
// Views, refusals, attacks, random games, the bot

/** What `viewer` (a player, or null for a spectator) must see: the state less the hidden zones. */
function assertViewHides(game, viewer) {
  const x = state(game);
  const v = game.view(viewer).state;
  const seat = x.players.indexOf(viewer);
  x.seats.forEach((s, i) => {
    const own = i === seat;
    // The top card of a discard pile is public.
    const top = s.discard.slice(-1);
    assert.deepEqual(v.hidden[i], { hand: own ? 0 : s.hand.length, deck: s.deck.length, discard: own ? 0 : s.discard.length - top.length });
    assert.deepEqual(v.seats[i].deck, []);
    assert.deepEqual(v.seats[i].hand, own ? s.hand : []);
    assert.deepEqual(v.seats[i].discard, own ? s.discard : top);
    assert.deepEqual(v.seats[i].inPlay, s.inPlay);
  });
  assert.deepEqual(v.supply, x.supply);
  assert.equal(v.victoryPoints.length, x.seats.length);
}

test("a view hides the other hands and discard piles and every deck, counted in hidden; a spectator sees no hand", () => {
  const game = new DeckBuildingGame({ players: ["a", "b", "c"], seed: "views" });
  // Up to a point where every seat has a deck and a hand, and some a discard pile.
  const telling = (s) => s.seats.every((z) => z.deck.length > 0 && z.hand.length > 0) && s.seats.some((z) => z.discard.length > 0);
  playOut(game, (s) => (telling(s) ? null : bigMoney(s)));
  const x = state(game);
  assert.ok(x.seats.every((s) => s.deck.length > 0 && s.hand.length > 0), "every seat has a deck and a hand");
  assert.ok(x.seats.some((s) => s.discard.length > 0), "a discard pile to hide");
  for (const viewer of ["a", "b", "c", null]) assertViewHides(game, viewer);
  const mine = game.view("b");
  assert.equal(mine.viewer, "b");
  assert.deepEqual(mine.state.seats[1].hand, x.seats[1].hand);
  assert.deepEqual(mine.state.hidden[0].hand, x.seats[0].hand.length);
  const spectator = game.view();
  assert.equal(spectator.viewer, null);
  assert.ok(spectator.state.seats.every((s) => s.hand.length === 0 && s.deck.length === 0 && s.discard.length <= 1));
  assert.deepEqual(spectator.state.hidden.map((h) => h.hand), x.seats.map((s) => s.hand.length));
  // Victory points are public: 3 estates each at the start, more with every victory card bought.
  assert.deepEqual(spectator.state.victoryPoints, x.seats.map((s) => owned(s).reduce((vp, id) => vp + ({ estate: 1, duchy: 3, province: 6, curse: -1 }[kind(x, id)] ?? 0), 0)));
});

test("events(since, viewer): another player's draws and face-down discards are hidden cards, shuffles have no order", () => {
  const game = new DeckBuildingGame({ players: ["a", "b"], seed: "hidden events" });
  playOut(game, (s) => (s.turn >= 4 ? null : bigMoney(s)));
  const whole = game.events();
  assert.ok(whole.some((e) => e.event.type === "ShuffleDeck" && e.event.order.length > 0), "the referee's log has the orders");
  for (const viewer of ["a", "b"]) {
    const seen = game.events(0, viewer);
    assert.equal(seen.length, whole.length);
    seen.forEach(({ event }, i) => {
      const referee = whole[i].event;
      assert.equal(event.type, referee.type);
      if (event.type === "ShuffleDeck") assert.ok(!("order" in event));
      if (event.type === "DrawCard") assert.deepEqual(event.card, event.player === viewer ? referee.card : { hidden: true, zone: "HAND" });
      if (event.type === "DiscardCard") {
        const hidden = referee.faceDown === true && event.player !== viewer;
        assert.deepEqual(event.card, hidden ? { hidden: true, zone: "DISCARD" } : referee.card);
      }
    });
  }
  // A cleanup discards the hand face down but for its last card, the new top of the pile.
  const cleanup = whole.filter((e) => e.event.type === "DiscardCard" && e.event.faceDown);
  assert.ok(cleanup.length > 0);
  throwsArbiter(() => game.events(0, "z"), "INVALID_INPUT", '"z"');
});

test("a rejected action (unaffordable buy, a card not in hand, a choice not asked for) is ILLEGAL_ACTION and changes nothing", () => {
  const game = new DeckBuildingGame({ players: ["a", "b"], seed: "refusals" });
  const s = state(game);
  assert.equal(game.currentPlayer, "a");
  // Five cards of coppers and estates cannot pay 8 (with no action card, the buy phase starts by itself).
  assert.equal(s.phase, "BUY");
  game.submit("a", { type: "PLAY_ALL_TREASURES" });
  assert.ok(state(game).coins < 8);
  refused(game, "a", { type: "BUY", pile: "province" }, "ILLEGAL_ACTION", "province", "costs 8");
  const other = s.seats[1].hand[0];
  refused(game, "a", { type: "PLAY", card: other }, "ILLEGAL_ACTION", `${other}`, "hand");
  refused(game, "a", { type: "PLAY", card: 9999 }, "ILLEGAL_ACTION", "9999");
  refused(game, "a", { type: "CHOOSE_CARDS", cards: [] }, "ILLEGAL_ACTION", "no choice");
  refused(game, "a", { type: "CHOOSE_PILE", pile: "estate" }, "ILLEGAL_ACTION", "no choice");
  refused(game, "a", { type: "BUY", pile: "chapel" }, "ILLEGAL_ACTION", "chapel");
  refused(game, "b", { type: "END_PHASE" }, "NOT_YOUR_TURN");
  refused(game, "a", { type: "BUY", pile: "colony" }, "INVALID_INPUT", "action");
  refused(game, "a", { type: "PLAY" }, "INVALID_INPUT", "action");
  game.submit("a", { type: "BUY", pile: "copper" });
  assert.equal(game.currentPlayer, "b", "one buy: the turn ends by itself");
  refused(game, "a", { type: "END_PHASE" }, "NOT_YOUR_TURN");
});

test("undo takes back an action that revealed nothing, and refuses one that drew cards, changing nothing", () => {
  const game = new DeckBuildingGame({ players: ["a", "b"], seed: "undo" });
  assert.equal(state(game).phase, "BUY");
  const hash = game.stateHash();
  const logged = game.events().length;
  game.submit("a", { type: "PLAY_ALL_TREASURES" });
  const played = game.stateHash();
  assert.deepEqual(game.undo(), { player: "a", action: { type: "PLAY_ALL_TREASURES" } });
  assert.equal(game.stateHash(), hash);
  assert.equal(game.events().length, logged);
  assert.deepEqual(game.actions(), []);
  game.submit("a", { type: "PLAY_ALL_TREASURES" });
  assert.equal(game.stateHash(), played, "played again, the same state");
  // Buying ends the turn: the cleanup draws five cards, which undo must not take back.
  game.submit("a", { type: "BUY", pile: "copper" });
  assert.equal(game.currentPlayer, "b");
  const after = game.stateHash();
  throwsArbiter(() => game.undo(), "ILLEGAL_ACTION", "revealed hidden information");
  assert.equal(game.stateHash(), after);
  assert.equal(game.actions().length, 2);
  throwsArbiter(() => new DeckBuildingGame({ players: ["a", "b"] }).undo(), "ILLEGAL_ACTION");
});

test("Militia against a player holding a Moat: that player is asked, reveals it and is unaffected, or discards down to 3", () => {
  // a buys a Militia and plays it whenever it can; b buys Moats.
  const policy = (s, player) => {
    const seat = s.seats[s.active];
    if (s.phase === "ACTION") {
      const militia = seat.hand.find((id) => kind(s, id) === "militia");
      return player === "a" && militia !== undefined ? { type: "PLAY", card: militia } : { type: "END_PHASE" };
    }
    if (!s.bought && seat.hand.some((id) => TREASURES.has(kind(s, id)))) return { type: "PLAY_ALL_TREASURES" };
    const has = owned(seat).some((id) => kind(s, id) === "militia");
    const want = player === "b" ? "moat" : has ? "silver" : "militia";
    return s.buys > 0 && s.coins >= COSTS[want] ? { type: "BUY", pile: want } : { type: "END_PHASE" };
  };
  const attacked = (seed) => {
    const game = new DeckBuildingGame({ players: ["a", "b"], seed, endTrigger: null });
    playOut(game, (s, player) => (s.choice ? null : policy(s, player)), () => {}, 1000);
    return game;
  };
  const game = attacked("militia");
  const s = state(game);
  assert.ok(s.choice, "a Militia met a Moat");
  assert.deepEqual(s.choice, { player: "b", card: "militia", ask: { kind: "CARDS", purpose: "REVEAL", min: 0, max: 1, only: "REACTION" } });
  assert.equal(s.players[s.active], "a", "still a's turn");
  assert.equal(game.currentPlayer, "b", "the attacked player chooses");
  const moat = s.seats[1].hand.find((id) => kind(s, id) === "moat");
  assert.deepEqual(game.legalActions("b"), [{ type: "CHOOSE_CARDS", cards: [moat] }, { type: "CHOOSE_CARDS", cards: [] }]);
  assert.deepEqual(game.legalActions("a"), []);
  refused(game, "a", { type: "END_PHASE" }, "NOT_YOUR_TURN");
  const copper = s.seats[1].hand.find((id) => kind(s, id) !== "moat");
  refused(game, "b", { type: "CHOOSE_CARDS", cards: [copper] }, "ILLEGAL_ACTION", `${copper}`);
  // The attacked player's view shows the choice and their own hand.
  assert.deepEqual(game.view("b").state.choice, s.choice);
  assertViewHides(game, "b");
  // The bot answers the choice for the player who makes it.
  const answer = game.botAction("b", { iterations: 20, seed: "moat" });
  assert.ok(game.legalActions("b").some((a) => JSON.stringify(a) === JSON.stringify(answer)), JSON.stringify(answer));
  throwsArbiter(() => game.botAction("a", { iterations: 20 }), "NOT_YOUR_TURN");

  // Revealing the Moat: unaffected, and the turn goes back to a.
  const reveal = DeckBuildingGame.replay(game.exportState().config, game.actions());
  const revealed = reveal.submit("b", { type: "CHOOSE_CARDS", cards: [moat] });
  assert.deepEqual(types(revealed).slice(0, 2), ["ChoiceMade", "RevealCard"]);
  assert.deepEqual(revealed[1].event, { type: "RevealCard", player: "b", card: moat });
  assert.ok(!revealed.some((e) => e.event.player === "b" && e.event.type === "DiscardCard"));
  assert.equal(reveal.currentPlayer, "a");
  assert.equal(state(reveal).seats[1].hand.length, 5);
  assert.equal(state(reveal).choice, undefined);

  // Not revealing: b discards down to 3, exactly 2 cards.
  const hit = DeckBuildingGame.replay(game.exportState().config, game.actions());
  hit.submit("b", { type: "CHOOSE_CARDS", cards: [] });
  assert.deepEqual(state(hit).choice, { player: "b", card: "militia", ask: { kind: "CARDS", purpose: "DISCARD", min: 2, max: 2, only: "ANY" } });
  assert.equal(hit.currentPlayer, "b");
  const hand = state(hit).seats[1].hand;
  refused(hit, "b", { type: "CHOOSE_CARDS", cards: [hand[0]] }, "ILLEGAL_ACTION", "exactly 2");
  refused(hit, "b", { type: "CHOOSE_CARDS", cards: [hand[0], hand[0]] }, "ILLEGAL_ACTION", "twice");
  const discarded = hit.submit("b", { type: "CHOOSE_CARDS", cards: hand.slice(0, 2) });
  assert.deepEqual(types(discarded).slice(0, 3), ["ChoiceMade", "DiscardCard", "DiscardCard"]);
  assert.deepEqual(discarded.slice(1, 3).map((e) => e.event), hand.slice(0, 2).map((card) => ({ type: "DiscardCard", player: "b", card })));
  assert.equal(state(hit).seats[1].hand.length, 3);
  assert.equal(hit.currentPlayer, "a");
  // The choices are actions of the chooser: recorded, replayed, saved.
  assert.equal(hit.actions().at(-1).player, "b");
  assert.equal(DeckBuildingGame.replay(hit.exportState().config, hit.actions()).stateHash(), hit.stateHash());
  assert.equal(DeckBuildingGame.load(hit.save()).stateHash(), hit.stateHash());
});

test("Witch: +2 cards, then the other player gains a Curse from the pile (-1 victory point); a Curse may be bought for 0", () => {
  const kingdom = ["witch", "village", "smithy", "market", "laboratory", "festival", "cellar", "workshop", "militia", "moat"];
  // a buys one Witch (silver otherwise) and plays it whenever it can; b buys nothing.
  const policy = (s, player) => {
    const seat = s.seats[s.active];
    if (s.phase === "ACTION") {
      const witch = seat.hand.find((id) => kind(s, id) === "witch");
      return player === "a" && witch !== undefined ? { type: "PLAY", card: witch } : { type: "END_PHASE" };
    }
    if (player === "b") return { type: "END_PHASE" };
    if (!s.bought && seat.hand.some((id) => TREASURES.has(kind(s, id)))) return { type: "PLAY_ALL_TREASURES" };
    const has = owned(seat).some((id) => kind(s, id) === "witch");
    const want = s.coins >= 5 && !has ? "witch" : s.coins >= 3 ? "silver" : null;
    return want !== null && s.buys > 0 ? { type: "BUY", pile: want } : { type: "END_PHASE" };
  };
  const game = new DeckBuildingGame({ players: ["a", "b"], seed: "witch", kingdom, endTrigger: null });
  assert.equal(left(state(game), "curse"), 10);
  let played = null;
  playOut(game, (s, player) => (played ? null : policy(s, player)), (g, entries) => {
    if (entries.some((e) => e.event.type === "GainCard" && e.event.pile === "curse")) played = entries;
  }, 2000);
  assert.ok(played !== null, "a played a Witch");
  const s = state(game);
  // a's Witch: played, two cards drawn, then b's curse (b holds no Moat: no choice).
  const at = (type, player) => played.findIndex((e) => e.event.type === type && e.event.player === player);
  const gain = played.find((e) => e.event.type === "GainCard");
  assert.deepEqual({ ...gain.event, card: 0 }, { type: "GainCard", player: "b", card: 0, pile: "curse", to: "DISCARD" });
  assert.equal(played.filter((e) => e.event.type === "DrawCard" && e.event.player === "a").length, 2);
  assert.ok(at("PlayCard", "a") < at("DrawCard", "a") && at("DrawCard", "a") < played.indexOf(gain));
  assert.equal(kind(s, gain.event.card), "curse");
  assert.ok(s.seats[1].discard.includes(gain.event.card));
  assert.equal(left(s, "curse"), 9);
  assert.equal(s.choice, undefined);
  // b's three estates less the curse.
  assert.equal(game.view(null).state.victoryPoints[1], 2);

  // Buying a Curse is legal (cost 0), if never wise.
  const buyer = new DeckBuildingGame({ players: ["a", "b"], seed: "curse" });
  assert.equal(state(buyer).phase, "BUY");
  assert.ok(buyer.legalActions("a").some((x) => x.type === "BUY" && x.pile === "curse"));
  buyer.submit("a", { type: "BUY", pile: "curse" });
  assert.equal(left(state(buyer), "curse"), 9);
  assert.deepEqual(buyer.view(null).state.victoryPoints, [2, 3]);
});

/** Plays legal actions chosen by a fixed generator from `seed` until the game ends. */
function playRandomly(game, seed, limit = 20000) {
  let r = seed;
  let n = 0;
  while (game.status === "ACTIVE" && n < limit) {
    const player = game.currentPlayer;
    const legal = game.legalActions(player);
    assert.ok(legal.length > 0, "the player to act has a legal action");
    r = (r * 48271) % 2147483647;
    game.submit(player, legal[r % legal.length]);
    n += 1;
  }
  return n;
}

test("random games through legalActions end (FINISHED) within 40 rounds, scores before the end, and replay to the same hash", () => {
  const kingdoms = [undefined, ["gardens", "chapel", "mine", "moneylender", "woodcutter", "council-room", "remodel", "workshop", "militia", "moat"]];
  for (let i = 0; i < 6; i++) {
    const players = ["p1", "p2", "p3", "p4"].slice(0, 2 + (i % 3));
    const config = { players, seed: `random ${i}` };
    if (kingdoms[i % 2]) config.kingdom = kingdoms[i % 2];
    const game = new DeckBuildingGame(config);
    playRandomly(game, 1000 + i);
    assert.equal(game.status, "FINISHED", `game ${i}`);
    assert.ok(game.turn <= 40, `game ${i} took ${game.turn} rounds`);
    assert.ok(state(game).seats.every((s) => s.turns <= 40));
    assert.ok(["SUPPLY_DEPLETED", "TURN_LIMIT"].includes(game.outcome.reason));
    assertScoresBeforeEveryEnd(game);
    assert.equal(DeckBuildingGame.replay(config, game.actions()).stateHash(), game.stateHash());
    // No card made or lost: every instance is in exactly one zone or the trash.
    const s = state(game);
    const places = [...s.trash, ...s.seats.flatMap(owned)].sort((x, y) => x - y);
    assert.deepEqual(places, s.cards.map((_, id) => id));
  }
});

test("the bot answers with a legal action at a small budget, the same for the same seed, only for the player to act", () => {
  const game = new DeckBuildingGame({ players: ["you", "bot"], seed: "bot" });
  for (let i = 0; i < 12 && game.status === "ACTIVE"; i++) {
    const player = game.currentPlayer;
    const hash = game.stateHash();
    const action = game.botAction(player, { iterations: 20, seed: `s${i}` });
    assert.ok(game.legalActions(player).some((a) => JSON.stringify(a) === JSON.stringify(action)), `${JSON.stringify(action)} is legal`);
    assert.deepEqual(game.botAction(player, { iterations: 20, seed: `s${i}` }), action);
    assert.equal(game.stateHash(), hash, "botAction does not play");
    const other = game.players.find((p) => p !== player);
    throwsArbiter(() => game.botAction(other, { iterations: 20 }), "NOT_YOUR_TURN");
    game.submit(player, action);
  }
  throwsArbiter(() => game.botAction("nobody", { iterations: 20 }), "INVALID_INPUT", "nobody");
  throwsArbiter(() => game.botAction(game.currentPlayer, { iterations: 0 }), "INVALID_INPUT", "iterations");
});
