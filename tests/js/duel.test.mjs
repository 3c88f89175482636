// The duel through the built package, as a front end plays it: the scenarios of
// src/rulesets/duel/scenario_tests.rs, a whole game, save/load/replay, the bot, the catalogues.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { initSync, DuelGame, isArbiterError, listCards, listDecks, listEffects } from "../../pkg/arbiter.js";

initSync({ module: readFileSync(new URL("../../pkg/arbiter_bg.wasm", import.meta.url)) });

const card = (id, c) => ({ id, card: c });
const scenario = (position) => new DuelGame({ players: ["A", "B"], scenario: position });
const types = (entries) => entries.map((e) => e.event.type);
const tap = (permanent) => ({ type: "ACTIVATE_ABILITY", permanent, ability: 0 });
const PASS = { type: "PASS_PRIORITY" };
const pass = (game) => game.submit(game.currentPlayer, PASS);
const life = (game, seat) => game.exportState().state.seats[seat].life;

function throwsArbiter(fn, code, needle) {
  assert.throws(fn, (e) => isArbiterError(e) && e.code === code && e.message.includes(needle));
}

test("life to 0 wins for the other player; costs come before the spell", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("s1", "spark")], battlefield: [card("m1", "mountain")] }, B: { life: 2 } } });
  assert.deepEqual(types(game.submit("A", tap("m1"))), ["TapPermanent", "AddMana"]);
  const cast = game.submit("A", { type: "CAST_SPELL", card: "s1", targets: [{ player: "B" }] });
  assert.deepEqual(types(cast), ["SpendMana", "MoveCardZone", "SpellCast"]);
  pass(game);
  const end = pass(game);
  assert.deepEqual(types(end), ["PriorityPassed", "DealDamage", "SpellResolved", "MoveCardZone", "PlayerLost", "GameEnded"]);
  assert.equal(game.status, "FINISHED");
  assert.equal(game.outcome.type, "WIN");
  assert.equal(game.outcome.winner, "A");
  assert.equal(game.outcome.reason, "LIFE_TOTAL");
  assert.equal(game.outcome.results.find((r) => r.player === "B").metrics.life, 0);
});

test("both players to 0 from one Fireburst is a draw", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { life: 2, hand: [card("f1", "fireburst")], battlefield: [card("m1", "mountain"), card("m2", "mountain")] },
    B: { life: 1 } } });
  game.submit("A", tap("m1"));
  game.submit("A", tap("m2"));
  game.submit("A", { type: "CAST_SPELL", card: "f1" });
  pass(game);
  pass(game);
  assert.equal(game.outcome.type, "DRAW");
  assert.equal(game.outcome.reason, "SIMULTANEOUS_LOSS");
});

test("the game ends with a spell on the stack that never resolves, and on the opponent's turn", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { life: 2, hand: [card("h1", "healing-salve")], battlefield: [card("p1", "plains")] },
    B: { hand: [card("s1", "spark")], battlefield: [card("m1", "mountain")] } } });
  game.submit("A", tap("p1"));
  game.submit("A", { type: "CAST_SPELL", card: "h1" });
  pass(game);
  game.submit("B", tap("m1"));
  game.submit("B", { type: "CAST_SPELL", card: "s1", targets: [{ player: "A" }] });
  pass(game);
  const events = pass(game);
  assert.ok(!types(events).includes("GainLife"));
  assert.equal(game.outcome.winner, "B");
  assert.equal(game.exportState().state.stack.length, 1, "the salve never resolved");
});

test("drawing from an empty library loses; every action is refused after the end, export still works", () => {
  const game = scenario({ activePlayer: "A", step: "UPKEEP", players: { A: {}, B: {} } });
  pass(game);
  pass(game);
  assert.equal(game.outcome.reason, "EMPTY_LIBRARY");
  assert.equal(game.outcome.winner, "B");
  const hash = game.stateHash();
  for (const action of [PASS, { type: "PLAY_LAND", card: "x" }, { type: "CAST_SPELL", card: "x" }, tap("x"),
    { type: "DECLARE_ATTACKERS", attackers: [] }, { type: "DECLARE_BLOCKERS", blocks: [] }, { type: "CHOOSE_CARDS", cards: [] },
    { type: "CONCEDE" }]) {
    for (const player of ["A", "B"]) throwsArbiter(() => game.submit(player, action), "GAME_FINISHED", "Cannot submit actions to a finished game");
  }
  assert.equal(game.stateHash(), hash);
  const exported = game.exportState();
  assert.equal(exported.status, "FINISHED");
  assert.equal(exported.outcome.reason, "EMPTY_LIBRARY");
});

test("High Tide: three Islands add six {U} this turn, three the next", () => {
  const islands = ["i1", "i2", "i3", "i4"].map((id) => card(id, "island"));
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("h1", "high-tide")], battlefield: islands, library: [card("x1", "island"), card("x2", "island")] },
    B: { library: [card("y1", "forest")] } } });
  game.submit("A", tap("i4"));
  game.submit("A", { type: "CAST_SPELL", card: "h1" });
  pass(game);
  pass(game);
  for (const id of ["i1", "i2", "i3"]) assert.deepEqual(types(game.submit("A", tap(id))), ["TapPermanent", "AddMana", "AddMana"]);
  assert.equal(game.exportState().state.seats[0].pool.U, 6);
  // To A's next main phase.
  while (!(game.exportState().state.active === 0 && game.exportState().state.step === "MAIN1" && game.exportState().turn > 1 && game.currentPlayer === "A")) pass(game);
  for (const id of ["i1", "i2", "i3"]) assert.deepEqual(types(game.submit("A", tap(id))), ["TapPermanent", "AddMana"]);
  assert.equal(game.exportState().state.seats[0].pool.U, 3);
});

test("Ideas Unbound: three draws now, three discards of the player's choice at the next end step only", () => {
  const library = Array.from({ length: 8 }, (_, i) => card(`x${i}`, "island"));
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("u1", "ideas-unbound"), card("k1", "spark")], battlefield: [card("i1", "island"), card("i2", "island")], library },
    B: { library: [card("y1", "forest"), card("y2", "forest")] } } });
  game.submit("A", tap("i1"));
  game.submit("A", tap("i2"));
  game.submit("A", { type: "CAST_SPELL", card: "u1" });
  pass(game);
  assert.equal(types(pass(game)).filter((t) => t === "DrawCard").length, 3);
  const seen = [];
  while (game.exportState().state.choice === null) seen.push(...types(pass(game)));
  assert.ok(seen.includes("AbilityTriggered"));
  assert.equal(game.currentPlayer, "A");
  const choice = game.legalActions("A");
  assert.ok(choice.every((a) => a.type === "CHOOSE_CARDS" && a.cards.length === 3));
  const discards = game.submit("A", { type: "CHOOSE_CARDS", cards: ["k1", "x0", "x1"] });
  assert.equal(types(discards).filter((t) => t === "DiscardCard").length, 3);
  const later = [];
  while (game.turn < 4 && game.status === "ACTIVE") later.push(...types(pass(game)));
  assert.ok(!later.includes("DiscardCard"));
});

test("Final Rest exiles a resolved spell; Fog prevents combat damage; Negate counters", () => {
  const rest = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("s1", "spark")], battlefield: [card("m1", "mountain"), card("r1", "final-rest")] } } });
  rest.submit("A", tap("m1"));
  rest.submit("A", { type: "CAST_SPELL", card: "s1", targets: [{ player: "B" }] });
  pass(rest);
  const moved = pass(rest).filter((e) => e.event.type === "MoveCardZone");
  assert.equal(moved[0].event.to, "EXILE");
  assert.deepEqual(rest.exportState().state.seats[0].exile, ["s1"]);

  const fog = scenario({ activePlayer: "A", step: "DECLARE_ATTACKERS", players: {
    A: { battlefield: [card("o1", "hill-ogre")] }, B: { hand: [card("f1", "fog")], battlefield: [card("fo", "forest")] } } });
  fog.submit("A", { type: "DECLARE_ATTACKERS", attackers: ["o1"] });
  pass(fog);
  fog.submit("B", tap("fo"));
  fog.submit("B", { type: "CAST_SPELL", card: "f1" });
  const events = [];
  while (fog.exportState().state.step !== "END_COMBAT") events.push(...types(pass(fog)));
  assert.ok(events.includes("PreventDamage") && !events.includes("DealDamage"));
  assert.equal(life(fog, 1), 20);

  const negate = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("s1", "spark")], battlefield: [card("m1", "mountain")] },
    B: { hand: [card("n1", "negate")], battlefield: [card("i1", "island"), card("i2", "island")] } } });
  negate.submit("A", tap("m1"));
  negate.submit("A", { type: "CAST_SPELL", card: "s1", targets: [{ player: "B" }] });
  pass(negate);
  negate.submit("B", tap("i1"));
  negate.submit("B", tap("i2"));
  negate.submit("B", { type: "CAST_SPELL", card: "n1", targets: [{ spell: "s1" }] });
  pass(negate);
  assert.deepEqual(types(pass(negate)), ["PriorityPassed", "SpellCountered", "MoveCardZone", "SpellResolved", "MoveCardZone"]);
  assert.equal(life(negate, 1), 20);
});

test("abilities pay their costs first: tap and discard, mana and life; canPayCost says why not", () => {
  const game = scenario({ activePlayer: "A", step: "MAIN1", players: {
    A: { hand: [card("k1", "island")], library: [card("x1", "island")],
      battlefield: [card("sg", "sage-of-the-shallows"), card("bs", "bloodfire-shaman"), card("m1", "mountain")] } } });
  assert.deepEqual(game.canPayCost("A", "{T}, Discard a card", "sg"), { canPay: true });
  const no = game.canPayCost("A", "{R}, Pay 2 life");
  assert.equal(no.canPay, false);
  assert.ok(no.reasons.some((r) => r.includes("cannot pay {R}")));
  throwsArbiter(() => game.canPayCost("A", "{X}"), "INVALID_INPUT", "{X}");
  const rummage = game.submit("A", { ...tap("sg"), payment: { discard: ["k1"] } });
  assert.deepEqual(types(rummage), ["TapPermanent", "DiscardCard", "AbilityActivated"]);
  pass(game);
  pass(game);
  game.submit("A", tap("m1"));
  assert.deepEqual(types(game.submit("A", tap("bs"))), ["SpendMana", "PayLife", "AbilityActivated"]);
  throwsArbiter(() => game.submit("A", { type: "CAST_SPELL", card: "nope" }), "ILLEGAL_ACTION", "not in your hand");
});

test("a card naming an unknown effect is refused; the catalogues describe the pool", () => {
  throwsArbiter(() => new DuelGame({ players: ["A", "B"], cards: [{ id: "boom", name: "Boom", types: ["INSTANT"], manaCost: "{R}",
    effects: [{ effect: "Explode" }] }] }), "UNKNOWN_EFFECT", 'card "boom" names the unknown effect "Explode"');
  throwsArbiter(() => new DuelGame({ players: ["A", "B"], cards: [{ id: "zap", name: "Zap", types: ["INSTANT"], manaCost: "{R}",
    effects: [{ effect: "DealDamage" }] }] }), "INVALID_CONFIG", 'card "zap", effect "DealDamage"');
  const ids = listCards().map((c) => c.id);
  for (const id of ["island", "mountain", "forest", "plains", "swamp", "high-tide", "ideas-unbound", "spark", "fireburst", "negate", "final-rest", "fog"]) {
    assert.ok(ids.includes(id), id);
  }
  assert.ok(ids.length >= 30);
  assert.deepEqual(listDecks().map((d) => d.id), ["blue-tide", "red-green-aggro"]);
  assert.ok(listEffects().some((e) => e.name === "DealDamage" && e.requiredTargets[0] === "ANY"));
  // A user's card plays like the pool's.
  const mine = new DuelGame({ players: ["A", "B"], seed: "mine", decks: { A: Array(20).fill("zapper"), B: "red-green-aggro" },
    cards: [{ id: "zapper", name: "Zapper", types: ["SORCERY"], manaCost: "{0}", effects: [{ effect: "LoseLife", modifiers: { amount: 1, who: "EACH_OPPONENT" } }] }] });
  assert.equal(mine.status, "ACTIVE");
});

test("a whole game: CONCEDE from the player not to act, views hide hands, save/load/replay, undo after a draw", () => {
  const game = new DuelGame({ players: ["you", "bot"], seed: "whole", firstPlayer: "you" });
  const view = game.view("you");
  assert.equal(view.state.hidden[1].hand, 7);
  assert.equal(view.state.seats[1].hand.length, 0);
  assert.equal(view.state.seats[0].hand.length, 7);
  for (const id of game.exportState().state.seats[1].hand) assert.ok(!(id in view.state.cards));
  let r = 1;
  for (let i = 0; i < 120 && game.status === "ACTIVE"; i++) {
    const p = game.currentPlayer;
    const legal = game.legalActions(p);
    assert.ok(legal.at(-1).type === "PASS_PRIORITY" || legal.every((a) => a.type !== "PASS_PRIORITY"));
    assert.ok(!legal.some((a) => a.type === "CONCEDE"));
    r = (r * 48271) % 2147483647;
    game.submit(p, legal[r % legal.length]);
  }
  const saved = JSON.parse(JSON.stringify(game.save()));
  assert.equal(DuelGame.load(saved).stateHash(), game.stateHash());
  assert.equal(DuelGame.replay(game.exportState().config, game.actions()).stateHash(), game.stateHash());
  const bot = game.botAction(game.currentPlayer, { iterations: 20, seed: "s" });
  assert.ok(game.legalActions(game.currentPlayer).some((a) => JSON.stringify(a) === JSON.stringify(bot)));
  // The draw of the next turn cannot be taken back.
  let drew = false;
  while (!drew && game.status === "ACTIVE") drew = types(pass(game)).includes("DrawCard");
  if (drew) throwsArbiter(() => game.undo(), "ILLEGAL_ACTION", "revealed hidden information");
  const notToAct = game.players.find((p) => p !== game.currentPlayer);
  assert.deepEqual(types(game.submit(notToAct, { type: "CONCEDE" })), ["PlayerLost", "GameEnded"]);
  assert.equal(game.outcome.reason, "CONCESSION");
  assert.notEqual(game.outcome.winner, notToAct);
});
