// The duel through the built package, as a front end plays it: the scenarios of
// src/rulesets/duel/scenario_tests.rs (the same positions, actions and event sequences), the
// cost check, the views, the catalogues, and whole games with save/load/replay and the bot.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import init, { DuelGame, isArbiterError, listCards, listDecks, listEffects } from "arbiter-rules";
import { throwsArbiter, refused } from "./assertions.mjs";

await init();

const card = (id, c, flags = {}) => ({ id, card: c, ...flags });
/** A game of `A` and `B` from a set position. */
const scenario = (position) => new DuelGame({ players: ["A", "B"], scenario: position });
const types = (entries) => entries.map((e) => e.event.type);
const count = (entries, type) => entries.filter((e) => e.event.type === type).length;
const tap = (permanent) => ({ type: "ACTIVATE_ABILITY", permanent, ability: 0 });
const cast = (c, ...targets) => (targets.length > 0 ? { type: "CAST_SPELL", card: c, targets } : { type: "CAST_SPELL", card: c });
const PASS = { type: "PASS_PRIORITY" };
const pass = (game) => game.submit(game.currentPlayer, PASS);
const state = (game) => game.exportState().state;
const life = (game, seat) => state(game).seats[seat].life;
const permanent = (game, id) => state(game).battlefield.find((p) => p.id === id);

/** Passes until `player`, the active player, holds priority in `step`; returns the events on the way. */
function passTo(game, step, player) {
  const events = [];
  for (let i = 0; i < 200; i++) {
    const s = state(game);
    if (s.step === step && s.players[s.active] === player && game.currentPlayer === player) return events;
    events.push(...pass(game));
  }
  assert.fail(`never reached ${step} with ${player} to act`);
}

/** What `viewer` (a player, or null for a spectator) must see: the state less the hidden cards. */
function assertViewHides(game, viewer) {
  const x = state(game);
  const v = game.view(viewer).state;
  const seat = x.players.indexOf(viewer);
  const hidden = new Set();
  x.seats.forEach((s, i) => {
    const own = i === seat;
    assert.deepEqual(v.hidden[i], { hand: own ? 0 : s.hand.length, library: s.library.length });
    assert.deepEqual(v.seats[i].hand, own ? s.hand : []);
    assert.deepEqual(v.seats[i].library, []);
    for (const id of [...s.library, ...(own ? [] : s.hand)]) hidden.add(id);
  });
  for (const id of hidden) assert.ok(!(id in v.cards), `${id} is hidden from ${viewer} but in view.state.cards`);
  // The cards in sight, less the referee's serials (and no key): ids cannot be followed from them.
  for (const id of Object.keys(x.cards)) {
    if (hidden.has(id)) continue;
    const { serial: _, ...card } = x.cards[id];
    assert.deepEqual(v.cards[id], card);
  }
  assert.ok(!("idKey" in v) && x.idKey > 0, "the ids' key is the referee's");
}

/** Plays random legal actions (a fixed generator) until the game ends or `limit` actions. */
function playRandomly(game, seed, limit = 5000) {
  let r = seed;
  for (let i = 0; i < limit && game.status === "ACTIVE"; i++) {
    const player = game.currentPlayer;
    const legal = game.legalActions(player);
    assert.ok(legal.length > 0, "the player to act has a legal action");
    r = (r * 48271) % 2147483647;
    game.submit(player, legal[r % legal.length]);
  }
}

test("life loss to 0 wins for the other player; the costs come before the spell", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("s1", "spark")], battlefield: [card("m1", "mountain")] }, B: { life: 2 } } });
  assert.deepEqual(types(game.submit("A", tap("m1"))), ["TapPermanent", "AddMana"]);
  assert.deepEqual(types(game.submit("A", cast("s1", { player: "B" }))), ["SpendMana", "MoveCardZone", "SpellCast"]);
  pass(game);
  const end = pass(game);
  assert.deepEqual(types(end), ["PriorityPassed", "DealDamage", "SpellResolved", "MoveCardZone", "PlayerLost", "GameEnded"]);
  assert.deepEqual(end.find((e) => e.event.type === "PlayerLost").event, { type: "PlayerLost", player: "B", reason: "LIFE_TOTAL" });
  assert.equal(life(game, 1), 0);
  assert.equal(game.status, "FINISHED");
  assert.equal(game.currentPlayer, null);
  const { type, winner, reason, results } = game.outcome;
  assert.deepEqual([type, winner, reason], ["WIN", "A", "LIFE_TOTAL"]);
  assert.deepEqual(results.map((r) => [r.player, r.outcome, r.rank]), [["A", "WIN", 1], ["B", "LOSS", 2]]);
  assert.deepEqual(results[1].metrics, { life: 0, permanents: 0, cardsInHand: 0 });
});

test("both players to 0 from one Fireburst is a draw", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { life: 2, hand: [card("f1", "fireburst")], battlefield: [card("m1", "mountain"), card("m2", "mountain")] },
    B: { life: 1 } } });
  game.submit("A", tap("m1"));
  game.submit("A", tap("m2"));
  game.submit("A", cast("f1"));
  pass(game);
  const events = pass(game);
  assert.equal(count(events, "PlayerLost"), 2);
  assert.equal(game.outcome.type, "DRAW");
  assert.equal(game.outcome.reason, "SIMULTANEOUS_LOSS");
  assert.ok(!("winner" in game.outcome));
  assert.deepEqual(game.outcome.results.map((r) => [r.outcome, r.rank]), [["DRAW", 1], ["DRAW", 1]]);
});

test("the game ends with a spell on the stack that never resolves", () => {
  // A casts Healing Salve at 2 life; B answers with Spark at A, which resolves first.
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { life: 2, hand: [card("h1", "healing-salve")], battlefield: [card("p1", "plains")] },
    B: { hand: [card("s1", "spark")], battlefield: [card("m1", "mountain")] } } });
  game.submit("A", tap("p1"));
  game.submit("A", cast("h1"));
  pass(game);
  game.submit("B", tap("m1"));
  game.submit("B", cast("s1", { player: "A" }));
  pass(game);
  const events = pass(game);
  assert.equal(game.status, "FINISHED");
  assert.equal(game.outcome.winner, "B");
  assert.ok(!types(events).includes("GainLife"));
  assert.equal(life(game, 0), 0);
  assert.deepEqual(state(game).stack.map((o) => [o.id, o.card, o.kind.type]), [["h1", "healing-salve", "SPELL"]], "the salve is still on the stack");
});

test("a player loses on the opponent's turn", () => {
  const game = scenario({ activePlayer: "B", step: "UPKEEP", players: {
    A: { life: 3 }, B: { battlefield: [card("o1", "hill-ogre")], library: [card("x1", "island")] } } });
  passTo(game, "DECLARE_ATTACKERS", "B");
  game.submit("B", { type: "DECLARE_ATTACKERS", attackers: ["o1"] });
  const events = [];
  while (game.status === "ACTIVE") events.push(...pass(game));
  assert.ok(types(events).includes("DealDamage"));
  assert.equal(state(game).active, 1, "it is B's turn");
  assert.deepEqual([game.outcome.winner, game.outcome.reason], ["B", "LIFE_TOTAL"]);
});

test("drawing from an empty library loses", () => {
  const game = scenario({ activePlayer: "A", step: "UPKEEP", players: { A: {}, B: {} } });
  pass(game);
  assert.deepEqual(types(pass(game)), ["PriorityPassed", "StepStarted", "DrewFromEmptyLibrary", "PlayerLost", "GameEnded"]);
  assert.deepEqual([game.outcome.winner, game.outcome.reason], ["B", "EMPTY_LIBRARY"]);
});

test("every action is refused after the end with GAME_FINISHED; reading the game still works", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("s1", "spark")], battlefield: [card("m1", "mountain")] }, B: { life: 1 } } });
  game.submit("A", tap("m1"));
  game.submit("A", cast("s1", { player: "B" }));
  pass(game);
  pass(game);
  assert.equal(game.status, "FINISHED");
  const hash = game.stateHash();
  const logged = game.events().length;
  const actions = [PASS, { type: "PLAY_LAND", card: "m1" }, cast("s1"), tap("m1"), { type: "DECLARE_ATTACKERS", attackers: [] },
    { type: "DECLARE_BLOCKERS", blocks: [] }, { type: "CHOOSE_CARDS", cards: [] }, { type: "RESIGN" }];
  for (const action of actions) {
    for (const player of ["A", "B"]) {
      assert.throws(() => game.submit(player, action), (e) => isArbiterError(e) && e.code === "GAME_FINISHED"
        && e.message === "Cannot submit actions to a finished game", `${player} ${JSON.stringify(action)}`);
    }
  }
  throwsArbiter(() => game.botAction("A", { iterations: 1 }), "GAME_FINISHED", "finished");
  // Life 0 is the rules' ending: undo takes back the pass that let the spark resolve.
  assert.equal(game.canUndo(), true);
  const copy = DuelGame.load(game.save());
  const taken = copy.undo();
  assert.deepEqual([copy.status, copy.outcome], ["ACTIVE", null]);
  copy.submit(taken.player, taken.action);
  assert.equal(copy.stateHash(), hash);
  copy.free();
  assert.equal(game.stateHash(), hash);
  assert.equal(game.events().length, logged);
  const exported = game.exportState();
  assert.equal(exported.status, "FINISHED");
  assert.equal(exported.stateHash, hash);
  assert.equal(exported.state.seats[1].life, -1);
  assert.deepEqual(game.legalActions("A"), []);
  assert.equal(game.view("B").status, "FINISHED");
  assert.deepEqual(game.canPayCost("A", "{0}"), { canPay: true });
  assert.equal(DuelGame.load(JSON.parse(JSON.stringify(game.save()))).stateHash(), hash);
});

test("starting at DRAW draws; undo takes back a land play but not a draw", () => {
  const game = scenario({ activePlayer: "A", step: "DRAW", players: {
    A: { library: [card("x1", "island"), card("x2", "island")] }, B: { library: [card("y1", "island")] } } });
  assert.deepEqual(state(game).seats[0].hand, ["x1"]);
  assert.equal(count(game.events(), "DrawCard"), 1);
  pass(game);
  assert.ok(!types(pass(game)).includes("DrawCard"), "main 1 draws nothing");
  const before = game.stateHash();
  game.submit("A", { type: "PLAY_LAND", card: "x1" });
  assert.deepEqual(game.undo(), { player: "A", action: { type: "PLAY_LAND", card: "x1" } });
  assert.equal(game.stateHash(), before);
  let drew = false;
  for (let i = 0; i < 100 && !drew; i++) drew = types(pass(game)).includes("DrawCard");
  assert.ok(drew, "B drew");
  const hash = game.stateHash();
  const actions = game.actions().length;
  throwsArbiter(() => game.undo(), "ILLEGAL_ACTION", "revealed hidden information");
  assert.equal(game.stateHash(), hash);
  assert.equal(game.actions().length, actions);
});

test("High Tide: three Islands add six {U} this turn, three the next", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("h1", "high-tide")], battlefield: ["i1", "i2", "i3", "i4"].map((id) => card(id, "island")),
      library: [card("x1", "island"), card("x2", "island")] },
    B: { library: [card("y1", "forest")] } } });
  game.submit("A", tap("i4"));
  game.submit("A", cast("h1"));
  pass(game);
  pass(game);
  const tapped = game.submit("A", tap("i1"));
  assert.deepEqual(types(tapped), ["TapPermanent", "AddMana", "AddMana"]);
  assert.deepEqual(tapped.slice(1).map((e) => [e.event.mana, e.event.source]), [["U", "i1"], ["U", "i1"]]);
  game.submit("A", tap("i2"));
  game.submit("A", tap("i3"));
  assert.equal(state(game).seats[0].pool.U, 6);
  passTo(game, "MAIN1", "B");
  passTo(game, "MAIN1", "A");
  for (const id of ["i1", "i2", "i3"]) assert.deepEqual(types(game.submit("A", tap(id))), ["TapPermanent", "AddMana"]);
  assert.equal(state(game).seats[0].pool.U, 3);
});

test("two High Tides each add one more {U}", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("h1", "high-tide"), card("h2", "high-tide")], battlefield: ["i1", "i2", "i3"].map((id) => card(id, "island")) } } });
  for (const [land, tide] of [["i1", "h1"], ["i2", "h2"]]) {
    game.submit("A", tap(land));
    game.submit("A", cast(tide));
    pass(game);
    pass(game);
  }
  assert.deepEqual(types(game.submit("A", tap("i3"))), ["TapPermanent", "AddMana", "AddMana", "AddMana"]);
  assert.equal(state(game).seats[0].pool.U, 4, "one {U} left from the second Island, three from the third");
});

test("attacks, blocks and discards list a few answers by rule and accept any valid one; decision(player) describes them", () => {
  const bears = (p, n) => Array.from({ length: n }, (_, i) => card(`${p}${i + 1}`, "grizzly-bears"));
  const game = scenario({ activePlayer: "A", step: "DECLARE_ATTACKERS", players: { A: { battlefield: bears("g", 7) }, B: { battlefield: bears("b", 4) } } });
  const legal = game.legalActions("A");
  assert.equal(legal.length, 9);
  assert.deepEqual(legal[0], { type: "DECLARE_ATTACKERS", attackers: [] }, "no attack first");
  assert.deepEqual(legal[8].attackers, ["g1", "g2", "g3", "g4", "g5", "g6", "g7"]);
  game.submit("A", { type: "DECLARE_ATTACKERS", attackers: ["g2", "g5", "g7"] });
  pass(game);
  pass(game);
  const blocks = game.legalActions("B");
  assert.deepEqual(blocks[0], { type: "DECLARE_BLOCKERS", blocks: [] }, "no blocks first");
  assert.equal(blocks.length, 1 + 4 * 3 + 1);
  const d = game.decision("B");
  assert.equal(d.type, "DECLARE_BLOCKERS");
  assert.deepEqual(d.options[0], { blocker: "b1", attackers: ["g2", "g5", "g7"] });
  assert.equal(game.decision("A"), null);
  game.submit("B", { type: "DECLARE_BLOCKERS", blocks: [{ blocker: "b4", attacker: "g7" }, { blocker: "b2", attacker: "g7" }] });
  assert.deepEqual(state(game).combat.attacks[2].blockers, ["b4", "b2"]);
  throwsArbiter(() => game.decision("C"), "INVALID_INPUT", "\"C\"");
});

test("an attacker blocked by two creatures: the attacking player divides its damage with combatDamage ask, else the default division", () => {
  const position = (order) => ({ activePlayer: "A", step: "DECLARE_ATTACKERS", players: {
    A: { battlefield: [card("o1", "trained-armodon")] }, B: { battlefield: [card("s1", "canopy-spider"), card("b1", "grizzly-bears")] } } });
  const toBlocks = (game, order) => {
    game.submit("A", { type: "DECLARE_ATTACKERS", attackers: ["o1"] });
    pass(game);
    pass(game);
    game.submit("B", { type: "DECLARE_BLOCKERS", blocks: order.map((blocker) => ({ blocker, attacker: "o1" })) });
  };
  const dealt = (entries) => entries.filter((e) => e.event.type === "DealDamage" && e.event.source === "o1")
    .map((e) => [e.event.target.permanent, e.event.amount]);
  // The default: lethal to the one that needs least (the bear), the rest to the spider, whatever the order of the blocks.
  for (const order of [["s1", "b1"], ["b1", "s1"]]) {
    const game = scenario(position(order));
    toBlocks(game, order);
    assert.deepEqual(dealt([...pass(game), ...pass(game)]), [["b1", 2], ["s1", 1]]);
  }
  const game = new DuelGame({ players: ["A", "B"], combatDamage: "ask", scenario: position() });
  toBlocks(game, ["s1", "b1"]);
  pass(game);
  pass(game);
  assert.deepEqual(game.decision("A"), { type: "ASSIGN_COMBAT_DAMAGE", attacker: "o1", blockers: ["b1", "s1"], power: 3, default: { b1: 2, s1: 1 } });
  assert.equal(game.decision("B"), null);
  const assign = (assignment) => ({ type: "ASSIGN_COMBAT_DAMAGE", attacker: "o1", assignment });
  assert.deepEqual(game.legalActions("A"), [assign({ b1: 2, s1: 1 }), assign({ b1: 3, s1: 0 }), assign({ b1: 0, s1: 3 })]);
  refused(game, "A", assign({ b1: 1, s1: 1 }), "ILLEGAL_ACTION", "sum to 2, expected 3");
  refused(game, "A", assign({ b1: 3 }), "ILLEGAL_ACTION", "\"s1\"");
  refused(game, "A", assign({ b1: 1, s1: 1, o1: 1 }), "ILLEGAL_ACTION", "assignment[\"o1\"]");
  refused(game, "A", assign({ b1: -1, s1: 4 }), "INVALID_INPUT", "`-1`");
  refused(game, "A", PASS, "ILLEGAL_ACTION", "ASSIGN_COMBAT_DAMAGE");
  assert.deepEqual(dealt(game.submit("A", assign({ b1: 1, s1: 2 }))), [["b1", 1], ["s1", 2]]);
  assert.notEqual(permanent(game, "b1"), undefined, "the bear took 1");
});

test("Ideas Unbound: three draws now, three discards of the player's choice at the next end step only", () => {
  const library = Array.from({ length: 8 }, (_, i) => card(`x${i + 1}`, "island"));
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("u1", "ideas-unbound"), card("k1", "spark"), card("k2", "fog")],
      battlefield: [card("i1", "island"), card("i2", "island")], library },
    B: { library: [card("y1", "forest"), card("y2", "forest")] } } });
  game.submit("A", tap("i1"));
  game.submit("A", tap("i2"));
  game.submit("A", cast("u1"));
  pass(game);
  const resolved = pass(game);
  assert.equal(count(resolved, "DrawCard"), 3);
  assert.equal(count(resolved, "DelayedTriggerCreated"), 1);
  assert.equal(state(game).seats[0].hand.length, 5);
  assert.ok(types(passTo(game, "END", "A")).includes("AbilityTriggered"));
  const resolving = [...pass(game), ...pass(game)];
  assert.ok(types(resolving).includes("ChoiceStarted"));
  assert.equal(game.currentPlayer, "A");
  const choices = game.legalActions("A");
  assert.ok(choices.length > 0 && choices.every((a) => a.type === "CHOOSE_CARDS" && a.cards.length === 3), JSON.stringify(choices));
  const hand = state(game).seats[0].hand;
  for (const c of hand) assert.ok(choices.some((a) => a.cards.includes(c)), `${c} is in a listed answer`);
  assert.deepEqual(game.decision("A"), { type: "DISCARD", cards: hand, count: 3, reason: "RESOLUTION" });
  assert.equal(game.decision("B"), null, "B does not see A's hand");
  refused(game, "A", PASS, "ILLEGAL_ACTION", "a choice is waiting");
  refused(game, "A", { type: "CHOOSE_CARDS", cards: ["k1", "k1", "x1"] }, "ILLEGAL_ACTION", "chosen twice");
  const chosen = game.submit("A", { type: "CHOOSE_CARDS", cards: ["k1", "k2", "x1"] });
  assert.deepEqual(types(chosen), ["ChoiceMade", "DiscardCard", "DiscardCard", "DiscardCard", "AbilityResolved"]);
  assert.deepEqual(chosen.filter((e) => e.event.type === "DiscardCard").map((e) => e.event.card), ["k1", "k2", "x1"]);
  assert.equal(state(game).seats[0].hand.length, 2);
  // The next end steps (B's, then A's) discard nothing: the trigger is gone after cleanup.
  const later = [...passTo(game, "END", "B"), ...passTo(game, "END", "A"), ...passTo(game, "MAIN1", "B")];
  assert.equal(count(later, "DiscardCard"), 0);
  assert.deepEqual(state(game).delayed, []);
});

test("Final Rest: a resolved spell and a destroyed creature go to exile", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("s1", "spark")], battlefield: [card("m1", "mountain"), card("r1", "final-rest")] },
    B: { battlefield: [card("g1", "grizzly-bears")] } } });
  game.submit("A", tap("m1"));
  game.submit("A", cast("s1", { permanent: "g1" }));
  pass(game);
  const moves = pass(game).filter((e) => e.event.type === "MoveCardZone").map((e) => [e.event.card, e.event.to]);
  assert.deepEqual(moves.sort(), [["g1", "EXILE"], ["s1", "EXILE"]]);
  assert.deepEqual(state(game).seats[0].exile, ["s1"]);
  assert.deepEqual(state(game).seats[1].exile, ["g1"]);
  assert.deepEqual(state(game).seats[0].graveyard, []);
});

test("Fog prevents all combat damage this turn", () => {
  const game = scenario({ activePlayer: "A", step: "DECLARE_ATTACKERS", players: {
    A: { battlefield: [card("o1", "hill-ogre"), card("o2", "grizzly-bears")] },
    B: { hand: [card("f1", "fog")], battlefield: [card("fo", "forest")] } } });
  game.submit("A", { type: "DECLARE_ATTACKERS", attackers: ["o1", "o2"] });
  pass(game);
  game.submit("B", tap("fo"));
  game.submit("B", cast("f1"));
  pass(game);
  pass(game);
  const events = passTo(game, "END_COMBAT", "A");
  assert.equal(count(events, "PreventDamage"), 2);
  assert.equal(count(events, "DealDamage"), 0);
  assert.equal(life(game, 1), 20);
});

test("Negate counters Spark", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("s1", "spark")], battlefield: [card("m1", "mountain")] },
    B: { hand: [card("n1", "negate")], battlefield: [card("i1", "island"), card("i2", "island")] } } });
  game.submit("A", tap("m1"));
  game.submit("A", cast("s1", { player: "B" }));
  pass(game);
  game.submit("B", tap("i1"));
  game.submit("B", tap("i2"));
  game.submit("B", cast("n1", { spell: "s1" }));
  pass(game);
  assert.deepEqual(types(pass(game)), ["PriorityPassed", "SpellCountered", "MoveCardZone", "SpellResolved", "MoveCardZone"]);
  assert.deepEqual(state(game).stack, []);
  assert.deepEqual(state(game).seats[0].graveyard, ["s1"]);
  assert.equal(life(game, 1), 20);
});

test("costs come before effects in the log: tap and discard, mana and life, sacrifice", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("k1", "island")], library: [card("x1", "island")],
      battlefield: [card("sg", "sage-of-the-shallows"), card("bs", "bloodfire-shaman"), card("fg", "fanatic-goblin"), card("m1", "mountain")] } } });
  assert.deepEqual(types(game.submit("A", { ...tap("sg"), payment: { discard: ["k1"] } })), ["TapPermanent", "DiscardCard", "AbilityActivated"]);
  pass(game);
  assert.deepEqual(types(pass(game)), ["PriorityPassed", "DrawCard", "AbilityResolved"]);
  game.submit("A", tap("m1"));
  assert.deepEqual(types(game.submit("A", tap("bs"))), ["SpendMana", "PayLife", "AbilityActivated"]);
  assert.equal(life(game, 0), 18);
  assert.deepEqual(types(game.submit("A", { ...tap("fg"), targets: [{ player: "B" }] })), ["SacrificePermanent", "AbilityActivated"]);
  for (let i = 0; i < 4; i++) pass(game);
  assert.equal(life(game, 1), 18, "the goblin and the shaman each dealt 1");
});

// (Grave Priest joined the pool after some builds of pkg/: the test waits for one that has it.)
const gravePriest = listCards().some((c) => c.id === "grave-priest");
test("a sacrifice of a creature is chosen in the payment", { skip: !gravePriest && "pkg/ was built before Grave Priest" }, () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { battlefield: [card("gp", "grave-priest"), card("g1", "grizzly-bears")], library: [card("x1", "island")] } } });
  const options = game.legalActions("A").filter((a) => a.type === "ACTIVATE_ABILITY");
  assert.equal(options.length, 2, "one per creature that could be sacrificed, the priest included");
  refused(game, "A", tap("gp"), "CANNOT_PAY_COST");
  assert.deepEqual(types(game.submit("A", { ...tap("gp"), payment: { sacrifice: "g1" } })), ["SacrificePermanent", "AbilityActivated"]);
  assert.deepEqual(state(game).seats[0].graveyard, ["g1"]);
  pass(game);
  assert.ok(types(pass(game)).includes("DrawCard"));
});

test("payment.mana names the sources to tap; anything else is refused", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("g1", "grizzly-bears"), card("s1", "spark")],
      battlefield: [card("m1", "mountain"), card("f1", "forest"), card("i1", "island")] },
    B: { battlefield: [card("i9", "island")] } } });
  const hash = game.stateHash();
  refused(game, "A", { ...cast("g1"), payment: { mana: ["i9"] } }, "ILLEGAL_ACTION", 'payment.mana[0] "i9"');
  refused(game, "A", { ...cast("g1"), payment: { mana: ["f1", "f1"] } }, "ILLEGAL_ACTION", 'payment.mana[1] "f1"');
  refused(game, "A", { ...cast("g1"), payment: { mana: ["m1", "i1"] } }, "CANNOT_PAY_COST", "payment.mana");
  assert.equal(game.stateHash(), hash);
  // Without payment.mana: the Forest for {G}, then the Island (no card in hand needs {U}).
  const events = game.submit("A", cast("g1")).filter((e) => e.event.type === "TapPermanent");
  assert.deepEqual(events.map((e) => e.event.permanent), ["f1", "i1"]);
});

test("the London mulligan: MULLIGAN draws seven anew, KEEP bottoms as many as taken", () => {
  const game = new DuelGame({ players: ["A", "B"], seed: "mull", firstPlayer: "B" });
  assert.equal(game.currentPlayer, "B");
  game.submit("B", { type: "MULLIGAN" });
  game.submit("B", { type: "MULLIGAN" });
  const hand = state(game).seats[1].hand;
  assert.equal(hand.length, 7);
  assert.deepEqual(game.decision("B"), { type: "MULLIGAN", hand, mulligans: 2 });
  refused(game, "B", { type: "KEEP", bottom: [hand[0]] }, "ILLEGAL_ACTION", "");
  refused(game, "B", { type: "KEEP", bottom: [hand[0], hand[0]] }, "ILLEGAL_ACTION", "named twice");
  refused(game, "B", PASS, "ILLEGAL_ACTION", "");
  game.submit("B", { type: "KEEP", bottom: [hand[6], hand[5]] });
  assert.equal(state(game).seats[1].hand.length, 5);
  assert.equal(game.currentPlayer, "A");
  game.submit("A", { type: "KEEP", bottom: [] });
  assert.equal(state(game).turn, 1);
  const off = new DuelGame({ players: ["A", "B"], seed: "mull", mulligan: false });
  assert.equal(state(off).turn, 1);
  assert.ok(off.legalActions(off.currentPlayer).every((a) => a.type !== "KEEP" && a.type !== "MULLIGAN"));
});

test("a cost that cannot be paid is refused with CANNOT_PAY_COST, changing nothing", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("s1", "spark")], battlefield: [card("sg", "sage-of-the-shallows")] } } });
  refused(game, "A", cast("s1", { player: "B" }), "CANNOT_PAY_COST", "the mana pool (empty) and the untapped mana sources cannot pay {R}");
  refused(game, "A", { ...tap("sg"), payment: { discard: ["nope"] } }, "CANNOT_PAY_COST", "");
  refused(game, "A", tap("sg"), "CANNOT_PAY_COST", "");
});

test("canPayCost answers with reasons, and refuses only what it cannot read", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("k1", "island")], library: [card("x1", "island")],
      battlefield: [card("sg", "sage-of-the-shallows"), card("new", "grizzly-bears", { summoningSick: true }),
        card("tp", "grizzly-bears", { tapped: true }), card("m1", "mountain"), card("m2", "mountain")] },
    B: { battlefield: [card("b1", "grizzly-bears")] } } });
  const no = (player, cost, source, needle) => {
    const answer = game.canPayCost(player, cost, source);
    assert.equal(answer.canPay, false, `${cost} ${source}`);
    assert.deepEqual(Object.keys(answer).sort(), ["canPay", "reasons"]);
    assert.ok(answer.reasons.some((r) => r.includes(needle)), `${JSON.stringify(answer.reasons)} should mention ${needle}`);
  };
  assert.deepEqual(game.canPayCost("A", "{T}, Discard a card", "sg"), { canPay: true });
  assert.deepEqual(game.canPayCost("A", "Pay 20 life"), { canPay: true });
  assert.deepEqual(game.canPayCost("A", "Sacrifice a creature", null), { canPay: true });
  assert.deepEqual(game.canPayCost("A", "{0}"), { canPay: true });
  no("A", "{U}", undefined, "the mana pool (empty) and the untapped mana sources cannot pay {U}");
  // The untapped Mountains can pay: the mana a player can make counts, not only the pool's.
  assert.deepEqual(game.canPayCost("A", "{1}{R}"), { canPay: true });
  no("A", "Pay 21 life", undefined, "21 life");
  no("A", "Discard 2 cards", undefined, "discarding 2");
  no("A", "{T}", undefined, "needs a source permanent");
  no("A", "{T}", "new", "summoning sickness");
  no("A", "{T}", "tp", "is tapped");
  no("A", "{T}", "b1", "not a permanent you control");
  no("A", "{T}", "k1", "not a permanent on the battlefield");
  no("B", "Sacrifice a land", undefined, "no land");
  // Every reason at once.
  assert.equal(game.canPayCost("A", "{U}{U}, Pay 30 life, Discard 5 cards", "sg").reasons.length, 3);
  // Mana in the pool pays it; summoning sickness does not stop a land.
  game.submit("A", tap("m1"));
  game.submit("A", tap("m2"));
  assert.deepEqual(game.canPayCost("A", "{1}{R}"), { canPay: true });
  no("A", "{2}{R}", undefined, "the mana pool ({R}{R}) and the untapped mana sources cannot pay {2}{R}");
  const hash = game.stateHash();
  throwsArbiter(() => game.canPayCost("A", "{X}"), "INVALID_INPUT", "{X} is not a mana symbol");
  throwsArbiter(() => game.canPayCost("A", ""), "INVALID_INPUT", "cost is empty");
  throwsArbiter(() => game.canPayCost("Z", "{0}"), "INVALID_INPUT", 'player "Z" is not in this game');
  throwsArbiter(() => game.canPayCost("A", "{T}", "nope"), "INVALID_INPUT", 'source "nope" is not a card of this game');
  throwsArbiter(() => game.canPayCost("A", 5), "INVALID_INPUT", "cost must be a string");
  assert.equal(game.stateHash(), hash, "asking changes nothing");
});

test("a card naming an unknown effect is refused with UNKNOWN_EFFECT, a bad modifier with INVALID_CONFIG", () => {
  throwsArbiter(() => new DuelGame({ players: ["A", "B"], cards: [{ id: "boom", name: "Boom", types: ["INSTANT"], manaCost: "{R}",
    effects: [{ effect: "Explode" }] }] }), "UNKNOWN_EFFECT", 'card "boom" names the unknown effect "Explode"');
  throwsArbiter(() => new DuelGame({ players: ["A", "B"], cards: [{ id: "zap", name: "Zap", types: ["INSTANT"], manaCost: "{R}",
    effects: [{ effect: "DealDamage" }] }] }), "INVALID_CONFIG", 'card "zap", effect "DealDamage"');
  // A card of one's own plays like the pool's.
  const zapper = { id: "zapper", name: "Zapper", types: ["SORCERY"], manaCost: "{0}",
    effects: [{ effect: "LoseLife", modifiers: { amount: 1, who: "EACH_OPPONENT" } }] };
  const game = new DuelGame({ players: ["A", "B"], cards: [zapper], scenario: { activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("z1", "zapper")] } } } });
  game.submit("A", cast("z1"));
  pass(game);
  assert.deepEqual(types(pass(game)), ["PriorityPassed", "LoseLife", "SpellResolved", "MoveCardZone"]);
  assert.equal(life(game, 1), 19);
});

test("configurations: a scenario with decks, and the limits, are INVALID_CONFIG", () => {
  const position = { activePlayer: "A", step: "MAIN1", players: { A: {}, B: {} } };
  const refusedConfig = (config, needle) => throwsArbiter(() => new DuelGame({ players: ["A", "B"], ...config }), "INVALID_CONFIG", needle);
  refusedConfig({ scenario: position, decks: { A: "blue-tide" } }, "scenario and decks are given together");
  refusedConfig({ startingLife: 0 }, "startingLife is 0, expected 1 to 999");
  refusedConfig({ startingLife: 1000 }, "startingLife is 1000");
  refusedConfig({ firstPlayer: "Z" }, 'firstPlayer "Z" is not one of the players');
  refusedConfig({ decks: { A: "nope" } }, "not a ready deck");
  refusedConfig({ decks: { A: ["nope"] } }, 'decks.A[0] is "nope", which is not a card');
  refusedConfig({ decks: { A: [] } }, "decks.A holds 0 cards");
  refusedConfig({ scenario: { ...position, players: { A: { hand: [card("x", "island")] }, B: { hand: [card("x", "island")] } } } }, '"x" is used twice');
  refusedConfig({ scenario: { ...position, players: { A: { hand: [card("x y", "island")] } } } }, "letters, digits, - or _");
  refusedConfig({ scenario: { ...position, players: { A: { hand: [card("h", "island", { tapped: true })] } } } }, "battlefield only");
  refusedConfig({ scenario: { ...position, activePlayer: "Z" } }, 'scenario.activePlayer "Z"');
  throwsArbiter(() => new DuelGame({ players: ["A", "B", "C"] }), "INVALID_CONFIG", "a duel has exactly 2");
  const game = new DuelGame({ players: ["A", "B"], startingLife: 999, decks: { A: ["island", "spark"], B: "red-green-aggro" }, seed: "c" });
  assert.deepEqual(state(game).seats.map((s) => s.life), [999, 999]);
  assert.deepEqual([...state(game).seats[0].deck].sort(), ["island", "spark"]);
});

test("a triggered ability goes on the stack and resolves; life gained triggers again", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("t1", "tide-caller")], library: [card("x1", "island")],
      battlefield: [card("i1", "island"), card("i2", "island"), card("i3", "island"), card("l1", "lifeward-lion"), card("d1", "dawn-warden")] } } });
  for (const land of ["i1", "i2", "i3"]) game.submit("A", tap(land));
  game.submit("A", cast("t1"));
  pass(game);
  const entered = pass(game);
  assert.equal(count(entered, "AbilityTriggered"), 2, "Tide Caller's draw and Dawn Warden's life");
  assert.equal(count(entered, "AbilityPutOnStack"), 2);
  const events = [];
  while (state(game).stack.length > 0) events.push(...pass(game));
  for (const type of ["DrawCard", "GainLife", "AddCounter"]) assert.ok(types(events).includes(type), type);
  assert.equal(life(game, 0), 21);
  assert.equal(permanent(game, "l1").plusCounters, 1);
});

test("+1/+1 and -1/-1 counters cancel out", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("g1", "strength-of-the-grove"), card("w1", "withering-hex")],
      battlefield: [card("f1", "forest"), card("f2", "forest"), card("s1", "swamp"), card("s2", "swamp")] },
    B: { battlefield: [card("a1", "trained-armodon")] } } });
  game.submit("A", tap("f1"));
  game.submit("A", tap("f2"));
  game.submit("A", cast("g1", { permanent: "a1" }));
  pass(game);
  pass(game);
  assert.equal(permanent(game, "a1").plusCounters, 2);
  game.submit("A", tap("s1"));
  game.submit("A", tap("s2"));
  game.submit("A", cast("w1", { permanent: "a1" }));
  pass(game);
  assert.equal(count(pass(game), "RemoveCounter"), 2);
  assert.deepEqual([permanent(game, "a1").plusCounters, permanent(game, "a1").minusCounters], [0, 0]);
});

test("timing, land drops and summoning sickness are enforced", () => {
  const game = scenario({ activePlayer: "A", step: "UPKEEP", players: {
    A: { hand: [card("l1", "forest"), card("l2", "forest"), card("g1", "grizzly-bears"), card("s1", "spark")],
      battlefield: [card("f1", "forest"), card("f2", "forest"), card("m1", "mountain")], library: [card("x1", "forest")] },
    B: { library: [card("y1", "forest")] } } });
  refused(game, "A", { type: "PLAY_LAND", card: "l1" }, "ILLEGAL_ACTION");
  game.submit("A", tap("f1"));
  game.submit("A", tap("f2"));
  refused(game, "A", cast("g1"), "ILLEGAL_ACTION");
  passTo(game, "MAIN1", "A");
  game.submit("A", { type: "PLAY_LAND", card: "l1" });
  refused(game, "A", { type: "PLAY_LAND", card: "l2" }, "ILLEGAL_ACTION");
  // The Forests tapped in upkeep stay tapped: the new Forest and the Mountain are tapped for it.
  assert.deepEqual(types(game.submit("A", cast("g1"))).slice(0, 5), ["TapPermanent", "AddMana", "TapPermanent", "AddMana", "SpendMana"]);
  pass(game);
  pass(game);
  assert.equal(permanent(game, "g1").summoningSick, true);
  passTo(game, "DECLARE_ATTACKERS", "A");
  assert.ok(game.legalActions("A").every((a) => a.type !== "DECLARE_ATTACKERS"));
  refused(game, "A", { type: "DECLARE_ATTACKERS", attackers: ["g1"] }, "ILLEGAL_ACTION");
  refused(game, "B", PASS, "NOT_YOUR_TURN", "it is \"A\"'s turn");
});

test("flyers are blocked only by flying or reach; haste attacks at once; combat damage is dealt at once", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("r1", "raging-goblin")], battlefield: [card("m1", "mountain"), card("w1", "wind-drake")] },
    B: { battlefield: [card("g1", "grizzly-bears"), card("c1", "canopy-spider")] } } });
  game.submit("A", tap("m1"));
  game.submit("A", cast("r1"));
  pass(game);
  pass(game);
  passTo(game, "DECLARE_ATTACKERS", "A");
  assert.deepEqual(game.legalActions("A"), [[], ["w1"], ["r1"], ["w1", "r1"]].map((attackers) => ({ type: "DECLARE_ATTACKERS", attackers })),
    "no attack first, each alone, then all");
  assert.deepEqual(game.decision("A"), { type: "DECLARE_ATTACKERS", candidates: ["w1", "r1"] });
  assert.equal(game.decision("B"), null);
  refused(game, "A", { type: "DECLARE_ATTACKERS", attackers: ["w1", "w1"] }, "ILLEGAL_ACTION", "named twice");
  game.submit("A", { type: "DECLARE_ATTACKERS", attackers: ["w1", "r1"] });
  pass(game);
  pass(game);
  refused(game, "B", { type: "DECLARE_BLOCKERS", blocks: [{ blocker: "g1", attacker: "w1" }] }, "ILLEGAL_ACTION", "cannot block");
  refused(game, "B", { type: "DECLARE_BLOCKERS", blocks: [{ blocker: "c1", attacker: "w1" }, { blocker: "c1", attacker: "r1" }] },
    "ILLEGAL_ACTION", "blocks twice");
  game.submit("B", { type: "DECLARE_BLOCKERS", blocks: [{ blocker: "c1", attacker: "w1" }, { blocker: "g1", attacker: "r1" }] });
  const events = passTo(game, "END_COMBAT", "A");
  assert.equal(count(events, "DealDamage"), 4);
  assert.equal(permanent(game, "r1"), undefined, "the goblin died to the bears");
  assert.notEqual(permanent(game, "c1"), undefined, "the spider survived the drake");
  assert.equal(life(game, 1), 20);
});

test("at cleanup the active player discards down to seven", () => {
  const hand = Array.from({ length: 9 }, (_, i) => card(`k${i + 1}`, "forest"));
  const game = scenario({ activePlayer: "A", step: "END", players: {
    A: { hand, battlefield: [card("a1", "trained-armodon")] }, B: { library: [card("y1", "forest")] } } });
  pass(game);
  const events = pass(game);
  const started = events.find((e) => e.event.type === "ChoiceStarted");
  assert.deepEqual([started?.event.count, started?.event.reason], [2, "HAND_SIZE"]);
  assert.equal(game.currentPlayer, "A");
  refused(game, "A", { type: "CHOOSE_CARDS", cards: ["k1"] }, "ILLEGAL_ACTION", "exactly 2");
  const chosen = game.submit("A", { type: "CHOOSE_CARDS", cards: ["k1", "k2"] });
  assert.deepEqual(types(chosen).slice(0, 3), ["ChoiceMade", "DiscardCard", "DiscardCard"]);
  assert.equal(state(game).seats[0].hand.length, 7);
  assert.equal(state(game).active, 1, "B's turn began");
});

test("RESIGN is taken from either player at any time, never listed, and replays", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: { A: { library: [card("x1", "forest")] } } });
  for (const player of ["A", "B"]) assert.ok(game.legalActions(player).every((a) => a.type !== "RESIGN"));
  assert.equal(game.currentPlayer, "A");
  assert.deepEqual(game.legalActions("B"), []);
  refused(game, "B", PASS, "NOT_YOUR_TURN");
  refused(game, "B", { type: "RESIGN", now: true }, "INVALID_INPUT", "unknown field");
  refused(game, "Z", { type: "RESIGN" }, "INVALID_INPUT", 'player "Z" is not in this game');
  const events = game.submit("B", { type: "RESIGN" });
  assert.deepEqual(types(events), ["PlayerLost", "GameEnded"]);
  assert.deepEqual(events[0].event, { type: "PlayerLost", player: "B", reason: "RESIGNATION" });
  assert.deepEqual([game.outcome.type, game.outcome.winner, game.outcome.reason], ["WIN", "A", "RESIGNATION"]);
  assert.deepEqual(game.actions(), [{ player: "B", action: { type: "RESIGN" } }]);
  const { config } = game.exportState();
  assert.equal(DuelGame.replay(config, game.actions()).stateHash(), game.stateHash());
  assert.equal(DuelGame.load(JSON.parse(JSON.stringify(game.save()))).stateHash(), game.stateHash());
});

test("a view hides the other hand and both libraries, counted in state.hidden", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("a1", "spark")], library: [card("al", "island")], battlefield: [card("m1", "mountain")] },
    B: { hand: [card("b1", "negate"), card("b2", "fog")], library: [card("bl", "forest"), card("bm", "forest")], graveyard: [card("bg", "spark")] } } });
  const view = game.view("A");
  assert.equal(view.viewer, "A");
  assert.deepEqual(view.state.hidden, [{ hand: 0, library: 1 }, { hand: 2, library: 2 }]);
  assert.deepEqual(view.state.seats[0].hand, ["a1"]);
  assert.deepEqual(view.state.seats[1].hand, []);
  assert.deepEqual(view.state.seats[1].graveyard, ["bg"]);
  assert.deepEqual(Object.keys(view.state.cards).sort(), ["a1", "bg", "m1"]);
  assert.deepEqual(game.view().state.hidden, [{ hand: 1, library: 1 }, { hand: 2, library: 2 }], "a spectator sees no hand");
  for (const viewer of ["A", "B", null]) assertViewHides(game, viewer);
  throwsArbiter(() => game.view("Z"), "INVALID_INPUT", '"Z"');
});

test("events(since, viewer) and submit's answer hide what the viewer may not see", () => {
  const game = new DuelGame({ players: ["A", "B"], seed: "hidden", firstPlayer: "A" });
  const whole = game.events();
  const hiddenOf = (viewer) => game.events(0, viewer);
  for (const viewer of ["A", "B"]) {
    const seen = hiddenOf(viewer);
    assert.equal(seen.length, whole.length);
    for (const [i, { event }] of seen.entries()) {
      assert.equal(event.type, whole[i].event.type);
      if (event.type === "ShuffleLibrary") assert.ok(!("order" in event), "no one sees a library's order");
      if (event.type === "DrawCard") {
        if (event.player === viewer) assert.equal(event.card, whole[i].event.card);
        else assert.deepEqual(event.card, { hidden: true, zone: "HAND" });
      }
    }
  }
  assert.ok(whole.some((e) => e.event.type === "ShuffleLibrary" && e.event.order.length === 40), "the referee's log is whole");
  // Ids follow no deck order: the opening hands' ids are not the decks' first ids.
  const ids = Object.keys(state(game).cards);
  assert.ok(!ids.includes("c1") && ids.every((id) => /^c[0-9a-z]+$/.test(id)), ids.slice(0, 5).join(" "));
  // The mulligans: A (the starting player) keeps; B takes one, and keeps with a card on the
  // bottom. A sees B's hand go into the library and a card go to the bottom as hidden cards,
  // without their new ids.
  assert.deepEqual(game.decision("A"), { type: "MULLIGAN", hand: state(game).seats[0].hand, mulligans: 0 });
  assert.deepEqual(game.legalActions("A"), [{ type: "KEEP", bottom: [] }, { type: "MULLIGAN" }]);
  game.submit("A", { type: "KEEP", bottom: [] });
  const since = game.events().length;
  game.submit("B", { type: "MULLIGAN" });
  const bottom = state(game).seats[1].hand[0];
  game.submit("B", { type: "KEEP", bottom: [bottom] });
  const forA = game.events(since, "A");
  assert.deepEqual(types(forA).slice(0, 2), ["MulliganTaken", "MoveCardZone"]);
  assert.ok(types(forA).includes("HandKept") && types(forA).includes("TurnStarted"));
  // A hidden card names where it went: the library.
  for (const { event } of forA) {
    if (event.type === "MoveCardZone") {
      assert.deepEqual(event.card, { hidden: true, zone: "LIBRARY" });
      assert.ok(!("newId" in event), "no new id for A");
    }
  }
  assert.ok(!JSON.stringify(forA).includes(JSON.stringify(bottom)), "the bottomed card stays hidden");
  assert.equal(state(game).seats[1].mulligans, 1);
  assert.equal(state(game).seats[1].hand.length, 6);
  // A's passes until B's draw step: A is answered B's draw as a hidden card.
  // In B's upkeep B passes first, then A: A's pass starts B's draw step, and A is answered
  // B's draw as a hidden card.
  let answered = [];
  let submitter = null;
  for (let i = 0; i < 100 && !answered.some((e) => e.event.type === "DrawCard"); i++) {
    submitter = game.currentPlayer;
    answered = game.submit(submitter, PASS);
  }
  const draw = answered.find((e) => e.event.type === "DrawCard");
  assert.equal(draw.event.player, "B");
  assert.equal(submitter, "A");
  assert.deepEqual(draw.event.card, { hidden: true, zone: "HAND" });
  assert.equal(typeof game.events(draw.seq, "B")[0].event.card, "string");
  throwsArbiter(() => game.events(0, "Z"), "INVALID_INPUT", '"Z"');
  throwsArbiter(() => game.events(0, 7), "INVALID_INPUT", "player");
});

test("the catalogues: the pool's cards, the ready decks, the effect registry", () => {
  const cards = listCards();
  const ids = cards.map((c) => c.id);
  assert.equal(new Set(ids).size, ids.length, "unique ids");
  for (const id of ["plains", "island", "swamp", "mountain", "forest", "high-tide", "ideas-unbound", "spark", "fireburst", "negate", "final-rest", "fog"]) {
    assert.ok(ids.includes(id), id);
  }
  assert.deepEqual(cards.find((c) => c.id === "spark"), {
    id: "spark", name: "Spark", types: ["INSTANT"], manaCost: "{R}", effects: [{ effect: "DealDamage", modifiers: { amount: 2 } }],
    text: "Spark deals 2 damage to any target.",
  });
  const decks = listDecks();
  assert.deepEqual(decks.map((d) => d.id), ["blue-tide", "red-green-aggro", "white-black-life", "green-red-ramp"]);
  // Together they use every card of the pool.
  for (const id of ids) assert.ok(decks.some((d) => id in d.cards), `${id} is in a ready deck`);
  for (const deck of decks) {
    assert.equal(Object.values(deck.cards).reduce((a, b) => a + b, 0), 40, deck.id);
    for (const id of Object.keys(deck.cards)) assert.ok(ids.includes(id), `${deck.id} holds ${id}`);
    assert.ok(deck.name.length > 0 && deck.description.length > 0);
  }
  const effects = listEffects();
  const names = effects.map((e) => e.name);
  assert.deepEqual(effects.find((e) => e.name === "DealDamage"), {
    name: "DealDamage", kind: "ONE_SHOT", description: effects.find((e) => e.name === "DealDamage").description,
    requiredModifiers: ["amount"], optionalModifiers: [], requiredChoices: [], requiredTargets: ["ANY"],
  });
  assert.deepEqual(effects.find((e) => e.name === "DiscardCards").requiredChoices, ["CARDS_IN_HAND"]);
  assert.equal(effects.find((e) => e.name === "ExileInsteadOfGraveyard").kind, "STATIC");
  const used = (uses = []) => uses.flatMap((u) => [u.effect, ...Object.values(u.modifiers ?? {}).filter(Array.isArray).flatMap(used)]);
  for (const c of cards) {
    for (const name of [...used(c.effects), ...(c.abilities ?? []).flatMap((a) => used(a.effects))]) assert.ok(names.includes(name), `${c.id}: ${name}`);
  }
  // The same answer every time, and a copy: changing it changes nothing.
  cards[0].name = "changed";
  assert.deepEqual(listCards().map((c) => c.id), ids);
  assert.notEqual(listCards()[0].name, "changed");
  assert.deepEqual(listDecks(), decks);
});

test("a whole random game to the end: the outcome, the log, views, save/load and replay", () => {
  const game = new DuelGame({ players: ["you", "bot"], seed: "whole" });
  assert.equal(count(game.events(), "FirstPlayerChosen"), 1);
  assert.equal(count(game.events(), "ShuffleLibrary"), 2);
  assert.equal(count(game.events(), "DrawCard"), 14, "two opening hands");
  for (const viewer of ["you", "bot", null]) assertViewHides(game, viewer);
  let r = 7;
  let saved = null;
  for (let i = 0; i < 5000 && game.status === "ACTIVE"; i++) {
    const player = game.currentPlayer;
    const other = game.players.find((p) => p !== player);
    const legal = game.legalActions(player);
    assert.deepEqual(game.legalActions(other), []);
    assert.ok(legal.length > 0 && legal.every((a) => a.type !== "RESIGN"));
    const passes = legal.filter((a) => a.type === "PASS_PRIORITY").length;
    assert.ok(passes === 0 || (passes === 1 && legal.at(-1).type === "PASS_PRIORITY"), "PASS_PRIORITY comes last");
    if (i % 97 === 0) for (const viewer of ["you", "bot"]) assertViewHides(game, viewer);
    if (i === 300) saved = JSON.stringify(game.save());
    r = (r * 48271) % 2147483647;
    game.submit(player, legal[r % legal.length]);
  }
  assert.equal(game.status, "FINISHED", "a random game ends");
  const { outcome } = game;
  assert.ok(["LIFE_TOTAL", "EMPTY_LIBRARY", "SIMULTANEOUS_LOSS"].includes(outcome.reason), outcome.reason);
  for (const result of outcome.results) assert.deepEqual(Object.keys(result.metrics).sort(), ["cardsInHand", "life", "permanents"]);
  const log = game.events();
  assert.equal(log.at(-1).event.type, "GameEnded");
  assert.deepEqual(log.at(-1).event.outcome, outcome);
  assert.equal(count(log, "GameEnded"), 1);
  assert.ok(count(log, "DrawCard") > 14, "every draw is in the log");
  for (const viewer of ["you", "bot", null]) assertViewHides(game, viewer);
  const hash = game.stateHash();
  assert.equal(DuelGame.load(JSON.parse(JSON.stringify(game.save()))).stateHash(), hash);
  const replayed = DuelGame.replay(game.exportState().config, game.actions());
  assert.equal(replayed.stateHash(), hash);
  assert.deepEqual(replayed.outcome, outcome);
  // A save from the middle goes on to the same end.
  assert.ok(saved !== null, "the game lasted 300 actions");
  const resumed = DuelGame.load(JSON.parse(saved));
  assert.equal(resumed.status, "ACTIVE");
  for (const { player, action } of game.actions().slice(resumed.actions().length)) resumed.submit(player, action);
  assert.equal(resumed.stateHash(), hash);
  const tampered = JSON.parse(saved);
  tampered.stateHash = "0000000000000000";
  throwsArbiter(() => DuelGame.load(tampered), "INVALID_SAVE", "");
});

test("the bot answers with a legal action, the same for the same seed, only for the player to act", () => {
  const game = new DuelGame({ players: ["you", "bot"], seed: "bot", firstPlayer: "you" });
  playRandomly(game, 11, 120);
  assert.equal(game.status, "ACTIVE");
  const player = game.currentPlayer;
  const hash = game.stateHash();
  const choice = game.botAction(player, { iterations: 20, seed: "s" });
  assert.ok(game.legalActions(player).some((a) => JSON.stringify(a) === JSON.stringify(choice)), JSON.stringify(choice));
  assert.deepEqual(game.botAction(player, { iterations: 20, seed: "s" }), choice);
  assert.equal(game.stateHash(), hash, "the bot's search changes nothing");
  throwsArbiter(() => game.botAction(game.players.find((p) => p !== player), { iterations: 20 }), "NOT_YOUR_TURN", "");
  game.submit(player, choice);
});

test("random games through the package end, and replay to the same hash", () => {
  for (let g = 0; g < 6; g++) {
    const config = { players: ["p1", "p2"], seed: `many-${g}`, startingLife: 1 + g * 4 };
    const game = new DuelGame(config);
    playRandomly(game, g + 1);
    assert.equal(game.status, "FINISHED");
    assert.equal(DuelGame.replay(config, game.actions()).stateHash(), game.stateHash());
    game.free();
  }
});

// Found while writing these tests (and fixed): a pump (Giant Growth) stayed on a card's id after
// the card left the battlefield, so the same card cast again the same turn was still +3/+3.
test("a pump ends when its creature leaves the battlefield", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("gg", "giant-growth"), card("un", "unsummon")],
      battlefield: [card("gob", "raging-goblin"), card("f1", "forest"), card("i1", "island"), card("m1", "mountain")] },
    B: { library: [card("y1", "forest")] } } });
  game.submit("A", tap("f1"));
  game.submit("A", cast("gg", { permanent: "gob" }));
  pass(game);
  pass(game);
  game.submit("A", tap("i1"));
  game.submit("A", cast("un", { permanent: "gob" }));
  pass(game);
  pass(game);
  // Back in the hand the goblin is a new object with a new id, told only to its owner.
  const [gob] = state(game).seats[0].hand;
  assert.notEqual(gob, "gob");
  const bounce = (viewer) => game.events(0, viewer).find((e) => e.event.type === "MoveCardZone" && e.event.to === "HAND").event;
  assert.deepEqual(bounce("A"), { type: "MoveCardZone", owner: "A", card: "gob", from: "BATTLEFIELD", to: "HAND", newId: gob });
  assert.deepEqual(bounce("B"), { type: "MoveCardZone", owner: "A", card: "gob", from: "BATTLEFIELD", to: "HAND" });
  game.submit("A", tap("m1"));
  game.submit("A", cast(gob));
  pass(game);
  pass(game);
  passTo(game, "DECLARE_ATTACKERS", "A");
  game.submit("A", { type: "DECLARE_ATTACKERS", attackers: [gob] });
  const damage = passTo(game, "END_COMBAT", "A").filter((e) => e.event.type === "DealDamage").map((e) => e.event.amount);
  assert.deepEqual(damage, [1], "the goblin cast again is a 1/1");
});

// Found by the fuzzing (and fixed): canPayCost judged a life payment of 0 against the player's
// life, so a player below 0 life was told that every cost, "{0}" included, needed life.
test("a cost with no life payment never asks for life", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("s1", "spark")], battlefield: [card("m1", "mountain")] }, B: { life: 1 } } });
  game.submit("A", tap("m1"));
  game.submit("A", cast("s1", { player: "B" }));
  pass(game);
  pass(game);
  assert.equal(life(game, 1), -1);
  assert.deepEqual(game.canPayCost("B", "{0}"), { canPay: true });
  assert.deepEqual(game.canPayCost("B", "{R}").reasons, ["the mana pool (empty) and the untapped mana sources cannot pay {R}"]);
});
