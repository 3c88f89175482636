// The entry points to fuzz. GAMES is the table of games: a new game joins by adding one entry
// (its class, valid configurations, the schemas of its configuration and actions); every method,
// getter and static of the game classes is then fuzzed through `gameTargets`. Free functions,
// big inputs and budget limits follow.
import { Buffer } from "node:buffer";
import {
  fc, spec, anyValue, safeValue, anyNumber, anyString, inputOf, chooseInput, cloneData, materialize, toSource,
  refusal, serdeLeniency, budget, BUDGET_CAP, inBudgetDanger, SetupFailure, defineHelper, describeError, mutationPlan, strSource, Spec,
} from "./harness.mjs";
import {
  DTS, Schemas, T, ShapeError, expect, isObject, isNat, isHash, show, sameJson, expectLogEntries, expectOutcome, expectFacts,
  expectPlainJson, conforms, RULESETS, EFFECT_TYPES, POWER_TARGETS, POWER_TIMINGS, GAME_STATUS, SKIP_REASONS,
  EFFECT_SOURCES, STEPS, CARDS, KINGDOM_CARDS, SUPPLY_CARD_TYPES, END_TRIGGER_REASONS, END_TRIGGER_IGNORED,
} from "./shapes.mjs";

// ---------------------------------------------------------------------------------------------
// Valid values

const utf8 = (s) => Buffer.byteLength(s, "utf8");
/** A valid player id: 1 to 64 bytes of well-formed UTF-16 (some odd ones on purpose). */
export const playerId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("X", "O", "alice", "bob", "p1", "p2", "you", "bot", "a", "b", "c") },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("é".repeat(32), "a".repeat(64), "😀", "\0", " ", "\u202E", "Ω≈ç√", "__proto__", "constructor",
      "null", "\uFFFD", "a\uFFFD", "1", "s1", "NaN"),
  },
).filter((s) => s.length > 0 && utf8(s) <= 64 && s.isWellFormed());
export const seedText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", "😀", "a".repeat(300), "\0", "\uFFFD"),
  fc.string({ unit: "grapheme", maxLength: 8 }),
).filter((s) => s.isWellFormed());

function catalogueArb(defaultCatalogue) {
  const effectType = fc.constantFrom(...EFFECT_TYPES);
  const target = fc.constantFrom(...POWER_TARGETS);
  const value = fc.integer({ min: 1, max: 12 });
  const power = fc.oneof(
    fc.record({ kind: fc.constant("COMPLETION"), effectType, value, target }),
    fc.record({ kind: fc.constant("CONTINUOUS"), effectType, value, target: fc.constantFrom("EACH_OPPONENT", "SELF") }),
    fc.record({ kind: fc.constant("CHARGE"), effectType, value, target, charges: fc.integer({ min: 1, max: 3 }), persistsIfSourceDestroyed: fc.boolean() }),
    fc.record({ kind: fc.constant("SOLAR"), effectType, value, target, energyCost: fc.integer({ min: 0, max: 3 }), persistsIfSourceDestroyed: fc.boolean() }),
    fc.record({ kind: fc.constant("FIRST_STRIKE"), charges: fc.integer({ min: 1, max: 2 }) }),
  );
  const name = fc.string({ unit: "grapheme", minLength: 1, maxLength: 10 }).filter((s) => utf8(s) <= 64 && s.isWellFormed());
  const custom = fc.array(fc.record({ name, cost: fc.integer({ min: 1, max: 6 }), powers: fc.array(power, { maxLength: 4 }), from: fc.array(fc.nat(), { maxLength: 2 }) }), { minLength: 1, maxLength: 6 })
    .map((ships) => ships.map((s, i) => {
      const kinds = new Set();
      const powers = s.powers.filter((p) => {
        if (!["CHARGE", "SOLAR", "FIRST_STRIKE"].includes(p.kind)) return true;
        if (kinds.has(p.kind)) return false;
        kinds.add(p.kind);
        return true;
      });
      const def = { id: `ship-${i}`, name: s.name, cost: s.cost, powers };
      if (i > 0 && s.from.length > 0) def.upgradeFrom = s.from.map((n) => `ship-${n % i}`);
      return def;
    }));
  return fc.oneof(
    fc.constant(defaultCatalogue),
    fc.array(fc.integer({ min: 1, max: 6 }), { minLength: defaultCatalogue.length, maxLength: defaultCatalogue.length })
      .map((costs) => defaultCatalogue.map((s, i) => ({ ...s, cost: costs[i] }))),
    custom,
  );
}

function shipsConfigArb(defaultCatalogue) {
  return fc.record({
    players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 6 }),
    seed: fc.option(seedText, { nil: undefined }),
    maxTurns: fc.integer({ min: 1, max: 4 }),
    maxHealth: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    startingHealth: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    catalogue: fc.option(catalogueArb(defaultCatalogue), { nil: undefined, freq: 3 }),
  }).map(({ players, seed, maxTurns, maxHealth, startingHealth, catalogue }) => {
    const config = { players, maxTurns };
    if (seed !== undefined) config.seed = seed;
    if (maxHealth !== undefined) config.maxHealth = maxHealth;
    if (startingHealth !== undefined) config.startingHealth = Math.min(startingHealth, maxHealth ?? 35);
    if (catalogue !== undefined) config.catalogue = catalogue;
    return config;
  });
}

function shipsActionSamples(defaultCatalogue) {
  const ship = fc.oneof(fc.constantFrom(...defaultCatalogue.map((s) => s.id)), fc.constantFrom("ship-0", "ship-1", "nope", ""));
  const shipId = fc.integer({ min: 0, max: 12 }).map((n) => `s${n}`);
  const target = fc.constantFrom("a", "b", "c", "p1", "p2", "X", "O", "you", "bot", "alice", "bob");
  return fc.oneof(
    fc.record({ type: fc.constant("BUILD"), ship, target }, { requiredKeys: ["type", "ship"] }),
    fc.record({ type: fc.constant("USE_CHARGE"), shipId, target }, { requiredKeys: ["type", "shipId"] }),
    fc.record({ type: fc.constant("USE_SOLAR"), shipId, target }, { requiredKeys: ["type", "shipId"] }),
    fc.record({ type: fc.constant("FIRST_STRIKE"), shipId, targetShipId: shipId }),
    fc.constant({ type: "PASS" }),
  );
}

/** Cards of a configuration's own (`cards`): valid definitions, each using other parts of the model. */
const DUEL_OWN_CARDS = [
  { id: "zapper", name: "Zapper", types: ["SORCERY"], manaCost: "{0}", effects: [{ effect: "LoseLife", modifiers: { amount: 1, who: "EACH_OPPONENT" } }] },
  { id: "pinger", name: "Pinger", types: ["CREATURE"], manaCost: "{1}", power: 0, toughness: 1,
    abilities: [{ type: "ACTIVATED", cost: "{T}, Pay 1 life", effects: [{ effect: "DealDamage", modifiers: { amount: 1 } }] }] },
  { id: "wall-of-notes", name: "Wall of Notes", types: ["CREATURE"], subtypes: ["Wall"], manaCost: "{0}", power: 0, toughness: 3, keywords: ["DEFENDER"],
    abilities: [{ type: "TRIGGERED", when: "YOUR_UPKEEP", effects: [{ effect: "DrawCards", modifiers: { amount: 1 } }] }] },
  { id: "rummage", name: "Rummage", types: ["INSTANT"], manaCost: "{0}", text: "Draw two cards, then at the next end step discard one.",
    effects: [{ effect: "DrawCards", modifiers: { amount: 2 } },
      { effect: "CreateDelayedTrigger", modifiers: { at: "NEXT_END_STEP", effects: [{ effect: "DiscardCards", modifiers: { amount: 1 } }] } }] },
];

/**
 * Valid duel configurations, short-lived: ready decks or short lists of cards, or (two times in
 * three) a small scenario. Cards of the configuration's own join the pool sometimes.
 */
function duelConfigArb(poolIds) {
  const ownIds = DUEL_OWN_CARDS.map((c) => c.id);
  const cardId = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...poolIds) }, { weight: 1, arbitrary: fc.constantFrom(...ownIds) });
  const deck = fc.oneof(
    fc.constantFrom("blue-tide", "red-green-aggro"),
    fc.array(cardId, { minLength: 1, maxLength: 30 }),
  );
  // Instance ids: unique by side, zone and place; letters, digits, `-` and `_`.
  const zone = (prefix, battlefield) => fc.array(fc.record({ card: cardId, tapped: fc.boolean(), summoningSick: fc.boolean() },
    { requiredKeys: ["card"] }), { maxLength: 4 })
    .map((cards) => cards.map(({ card, ...flags }, i) => ({ id: `${prefix}${i}`, card, ...(battlefield ? flags : {}) })));
  const side = (p, sep) => fc.record({
    life: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -3, max: 30 }) }, { weight: 1, arbitrary: fc.constantFrom(-999, 999) }),
    hand: zone(`${p}h${sep}`, false), battlefield: zone(`${p}b${sep}`, true), library: zone(`${p}l${sep}`, false),
    graveyard: zone(`${p}g${sep}`, false), exile: zone(`${p}x${sep}`, false),
  }, { requiredKeys: [] });
  const scenario = fc.constantFrom("", "-", "_").chain((sep) => fc.record({
    step: fc.constantFrom(...STEPS),
    turn: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
    active: fc.nat(1),
    a: side("a", sep),
    // (A player the scenario does not name starts with nothing.)
    b: fc.option(side("b", sep), { nil: undefined, freq: 8 }),
  }));
  return fc.record({
    players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }),
    seed: fc.option(seedText, { nil: undefined }),
    startingLife: fc.option(fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 30 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 999 }) }),
      { nil: undefined }),
    first: fc.nat(2),
    decks: fc.option(fc.tuple(deck, deck), { nil: undefined }),
    scenario: fc.option(scenario, { nil: undefined, freq: 3 }),
    own: fc.boolean(),
  }).map(({ players, seed, startingLife, first, decks, scenario, own }) => {
    const config = { players };
    if (seed !== undefined) config.seed = seed;
    if (startingLife !== undefined) config.startingLife = startingLife;
    if (first < 2) config.firstPlayer = players[first];
    // Without the configuration's own cards, a card of theirs reads as an Island.
    const card = (id) => (own || !ownIds.includes(id) ? id : "island");
    const cards = (zoneList) => zoneList.map((c) => ({ ...c, card: card(c.card) }));
    if (own) config.cards = structuredClone(DUEL_OWN_CARDS);
    if (scenario !== undefined) {
      const position = (s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Array.isArray(v) ? cards(v) : v]));
      const sides = { [players[0]]: position(scenario.a) };
      if (scenario.b !== undefined) sides[players[1]] = position(scenario.b);
      config.scenario = { activePlayer: players[scenario.active], step: scenario.step, players: sides };
      if (scenario.turn !== undefined) config.scenario.turn = scenario.turn;
    } else if (decks !== undefined) {
      const list = (d) => (Array.isArray(d) ? d.map(card) : d);
      config.decks = { [players[0]]: list(decks[0]), [players[1]]: list(decks[1]) };
    }
    return config;
  });
}

function duelActionSamples() {
  const id = fc.oneof(fc.integer({ min: 0, max: 90 }).map((n) => `c${n}`), fc.constantFrom("ah0", "ab1", "bb0", "ab-0", "bh_1", "al0", "nope", ""));
  const target = fc.oneof(
    fc.record({ player: fc.constantFrom("a", "b", "p1", "you", "bot", "X") }),
    fc.record({ permanent: id }),
    fc.record({ spell: id }),
  );
  const payment = fc.record({ discard: fc.array(id, { maxLength: 2 }), sacrifice: id }, { requiredKeys: [] });
  return fc.oneof(
    fc.constant({ type: "PASS_PRIORITY" }),
    fc.constant({ type: "RESIGN" }),
    fc.record({ type: fc.constant("PLAY_LAND"), card: id }),
    fc.record({ type: fc.constant("CAST_SPELL"), card: id, targets: fc.array(target, { maxLength: 2 }), payment }, { requiredKeys: ["type", "card"] }),
    fc.record({ type: fc.constant("ACTIVATE_ABILITY"), permanent: id, ability: fc.integer({ min: -1, max: 3 }), targets: fc.array(target, { maxLength: 2 }), payment },
      { requiredKeys: ["type", "permanent", "ability"] }),
    fc.record({ type: fc.constant("DECLARE_ATTACKERS"), attackers: fc.array(id, { maxLength: 3 }) }),
    fc.record({ type: fc.constant("DECLARE_BLOCKERS"), blocks: fc.array(fc.record({ blocker: id, attacker: id }), { maxLength: 3 }) }),
    fc.record({ type: fc.constant("CHOOSE_CARDS"), cards: fc.array(id, { maxLength: 3 }) }),
  );
}

/** A duel action in one form: no empty `targets` or `payment`, lists of ids in order. */
function duelCanonical(a) {
  if (!isObject(a)) return a;
  const c = { ...a };
  if (Array.isArray(c.targets) && c.targets.length === 0) delete c.targets;
  if (isObject(c.payment)) {
    const p = { ...c.payment };
    if (Array.isArray(p.discard) && p.discard.length === 0) delete p.discard;
    if (Array.isArray(p.discard)) p.discard = [...p.discard].sort();
    if (Object.keys(p).length === 0) delete c.payment;
    else c.payment = p;
  }
  for (const k of ["attackers", "cards"]) if (Array.isArray(c[k])) c[k] = [...c[k]].sort();
  if (Array.isArray(c.blocks)) c.blocks = [...c.blocks].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  return c;
}

/** A duel's view hides the other hand and both libraries (counting them in `hidden`), and nothing else. */
function duelCheckView(view, game, viewer) {
  const x = game.exportState().state;
  const v = view.state;
  const seat = x.players.indexOf(viewer);
  expect(Array.isArray(v.hidden) && v.hidden.length === x.seats.length, () => `hidden is ${show(v.hidden)}`);
  const hidden = new Set();
  x.seats.forEach((s, i) => {
    const own = i === seat;
    const counts = { hand: own ? 0 : s.hand.length, library: s.library.length };
    expect(sameJson(v.hidden[i], counts), () => `hidden[${i}] is ${show(v.hidden[i])} for viewer ${show(viewer)}, expected ${show(counts)}`);
    expect(sameJson(v.seats[i].hand, own ? s.hand : []) && sameJson(v.seats[i].library, []),
      () => `seat ${i} shows hand ${show(v.seats[i].hand)} and library ${show(v.seats[i].library)} to viewer ${show(viewer)}`);
    for (const c of [...s.library, ...(own ? [] : s.hand)]) hidden.add(c);
  });
  const visible = Object.fromEntries(Object.entries(x.cards).filter(([id]) => !hidden.has(id)));
  expect(sameJson(v.cards, visible), () => `cards shows ${show(Object.keys(v.cards))} to viewer ${show(viewer)}, expected ${show(Object.keys(visible))}`);
  const rest = (state) => ({ ...state, hidden: null, cards: null, seats: state.seats.map((t) => ({ ...t, hand: [], library: [] })) });
  expect(sameJson(rest(v), rest(x)), "the view differs from the state in more than the hidden cards");
}

const BASE_PILES = ["copper", "silver", "gold", "estate", "duchy", "province"];
const DEFAULT_KINGDOM = ["village", "smithy", "market", "laboratory", "festival", "cellar", "workshop", "remodel", "militia", "moat"];

/**
 * Valid deck-building configurations, short-lived (1 to 5 rounds): a kingdom of 10 distinct
 * kingdom cards or the default, and an end trigger absent (the default), `null`, or a valid one
 * of a threshold and key piles of this game's supply.
 */
function deckBuildingConfigArb() {
  return fc.record({
    players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 4 }),
    seed: fc.option(seedText, { nil: undefined }),
    kingdom: fc.option(fc.shuffledSubarray(KINGDOM_CARDS, { minLength: 10, maxLength: 10 }), { nil: undefined }),
    trigger: fc.oneof(
      { weight: 2, arbitrary: fc.constant({ how: "absent" }) },
      { weight: 1, arbitrary: fc.constant({ how: "off" }) },
      { weight: 4, arbitrary: fc.record({ how: fc.constant("given"), threshold: fc.option(fc.integer({ min: 1, max: 16 }), { nil: undefined }), keys: fc.array(fc.nat(), { maxLength: 3 }) }) },
    ),
    maxTurns: fc.integer({ min: 1, max: 5 }),
  }).map(({ players, seed, kingdom, trigger, maxTurns }) => {
    const config = { players, maxTurns };
    if (seed !== undefined) config.seed = seed;
    if (kingdom !== undefined) config.kingdom = kingdom;
    if (trigger.how === "off") config.endTrigger = null;
    if (trigger.how === "given") {
      const piles = [...BASE_PILES, ...(kingdom ?? DEFAULT_KINGDOM)];
      const keyPiles = [...new Set(trigger.keys.map((k) => piles[k % piles.length]))];
      const endTrigger = {};
      if (trigger.threshold !== undefined) endTrigger.emptyPileThreshold = trigger.threshold;
      if (keyPiles.length > 0 || trigger.threshold === undefined) endTrigger.keyPiles = keyPiles.length > 0 ? keyPiles : ["province"];
      config.endTrigger = endTrigger;
    }
    return config;
  });
}

function deckBuildingActionSamples() {
  const id = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 60 }) }, { weight: 1, arbitrary: fc.constantFrom(-1, 0.5, 65535, 65536, 2 ** 32) });
  const pile = fc.constantFrom(...CARDS);
  return fc.oneof(
    fc.record({ type: fc.constant("PLAY"), card: id }),
    fc.constant({ type: "PLAY_ALL_TREASURES" }),
    fc.record({ type: fc.constant("BUY"), pile }),
    fc.constant({ type: "END_PHASE" }),
    fc.record({ type: fc.constant("CHOOSE_CARDS"), cards: fc.array(id, { maxLength: 5 }) }),
    fc.record({ type: fc.constant("CHOOSE_PILE"), pile }),
  );
}

/** Chess positions a configuration may start from: the perft positions, positions a move from
 * an end or a claim, and positions already over (checkmate, stalemate, bare kings). */
const CHESS_FENS = [
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
  "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
  "7k/5K2/8/6Q1/8/8/8/8 w - - 0 1",
  "8/8/4k3/8/8/3K4/8/R7 w - - 99 80",
  "8/8/4k3/8/8/3K4/8/R7 w - - 149 100",
  "8/8/8/3p4/4K3/8/8/7k w - - 0 1",
  "7k/5KQ1/8/8/8/8/8/8 b - - 0 1",
  "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1",
  "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
];

function chessConfigArb() {
  return fc.record({ players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }), fen: fc.constantFrom(...CHESS_FENS), seed: seedText }, { requiredKeys: [] });
}

function chessActionSamples() {
  const square = fc.tuple(fc.constantFrom(..."abcdefgh"), fc.constantFrom(..."12345678")).map(([f, r]) => f + r);
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ type: fc.constant("MOVE"), uci: fc.tuple(square, square, fc.constantFrom("", "", "", "q", "n", "k", "x")).map(([a, b, p]) => a + b + p) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant("MOVE"), uci: fc.constantFrom("e1h1", "e1g1", "e8g8", "e1c1", "", "0000", "e2e4 ", "E2E4", "e7e8=Q") }) },
    { weight: 1, arbitrary: fc.constant({ type: "CLAIM_DRAW" }) },
    { weight: 1, arbitrary: fc.constant({ type: "RESIGN" }) },
  );
}

function backgammonConfigArb() {
  return fc.record({ players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }), seed: seedText }, { requiredKeys: [] });
}

/** Moves between any two places, and junk ends: 0 and 25, the wrong words, fractions, text. */
function backgammonActionSamples() {
  const junk = fc.constantFrom(0, 25, 26, -1, 3.5, "x", "", "Bar", 2 ** 32, 1e21);
  const from = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 24 }) }, { weight: 2, arbitrary: fc.constant("bar") },
    { weight: 1, arbitrary: fc.constant("off") }, { weight: 1, arbitrary: junk });
  const to = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 24 }) }, { weight: 2, arbitrary: fc.constant("off") },
    { weight: 1, arbitrary: fc.constant("bar") }, { weight: 1, arbitrary: junk });
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ type: fc.constant("MOVE"), from, to }) },
    { weight: 1, arbitrary: fc.constant({ type: "RESIGN" }) },
  );
}

const isPoint = (v) => Number.isInteger(v) && v >= 1 && v <= 24;

/**
 * Go configurations, short-lived: boards of 5 to 9 mostly (the move limit is 3 · size², 75 to
 * 243 moves), now and then up to 19; komi absent, a half point, a whole number (draws), or
 * negative; counted by area in most.
 */
function goConfigArb() {
  const size = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 5, max: 9 }) }, { weight: 1, arbitrary: fc.integer({ min: 10, max: 19 }) });
  const komi = fc.oneof(
    fc.constantFrom(7.5, 6.5, 0.5, 0, 7, -3.5, 1000, -1000),
    fc.integer({ min: -40, max: 40 }).map((n) => n / 2),
  );
  // Counting by area in most games: each counting by agreement starts with the engine's
  // proposal (a thousand playouts' worth), and random actions pass often. Agreement, named or
  // by default (no key), in about one in eight (and in every game made without a config).
  const counting = fc.oneof({ weight: 14, arbitrary: fc.constant("area") }, { weight: 1, arbitrary: fc.constant("agreement") }, { weight: 1, arbitrary: fc.constant(null) });
  return fc
    .record({ players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }), seed: seedText, size, komi, counting }, { requiredKeys: ["counting"] })
    .map(({ counting: rule, ...config }) => (rule === null ? config : { ...config, counting: rule }));
}

/** Stones anywhere on the largest board and junk coordinates (off the board, negative,
 * fractional, text), passes, resignations, and the counting's toggles, acceptances and
 * resumes (refused outside a counting). */
function goActionSamples() {
  const coordinate = fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 18 }) },
    { weight: 1, arbitrary: fc.constantFrom(-1, 19, 3.5, "a", 2 ** 32, null, "3") },
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ type: fc.constant("PLAY"), x: coordinate, y: coordinate }) },
    { weight: 1, arbitrary: fc.constant({ type: "PASS" }) },
    { weight: 1, arbitrary: fc.constant({ type: "RESIGN" }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant("MARK_DEAD"), x: coordinate, y: coordinate }) },
    { weight: 1, arbitrary: fc.constantFrom({ type: "ACCEPT_SCORE" }, { type: "RESUME" }) },
  );
}

const GO_STATE_FIELDS = ["players", "size", "komiHalfPoints", "board", "moves", "passes", "lastMove", "captures", "position", "history", "resigned", "score", "rule", "counting", "resumes", "removed"];

/** The view is the state (nothing is hidden): its board, counts and the count at the end agree. */
function goCheckView(view, game) {
  const x = game.exportState().state;
  expect(sameJson(view.state, x), "a Go view differs from the state");
  expect(sameJson(Object.keys(x).sort(), [...GO_STATE_FIELDS].sort()), () => `the state has fields ${show(Object.keys(x))}`);
  const n = x.size;
  expect(isNat(n) && n >= 5 && n <= 19, () => `size is ${show(n)}`);
  expect(typeof x.board === "string" && x.board.length === n * n && /^[.BW]*$/.test(x.board), () => `board is ${show(x.board)}`);
  expect(isNat(x.moves) && x.moves <= 3 * n * n, () => `moves is ${show(x.moves)} on ${n}×${n}`);
  expect(isHash(x.position) && x.history.length <= x.moves && x.history.every(isHash), "position and history are hashes, one per earlier position at most");
  expect(x.captures.length === 2 && x.captures.every(isNat), () => `captures is ${show(x.captures)}`);
  const last = x.lastMove;
  expect(last === null || x.board[last.y * n + last.x] !== ".", () => `the last move ${show(last)} is on an empty point`);
  const scored = x.score !== null;
  expect(!scored || game.status === "FINISHED", "a score in a game still going");
  if (game.status === "FINISHED" && x.resigned === null) {
    expect(scored && x.score.territory.length === n * n, () => `a game over without a count: ${show(x.score)}`);
    for (const [colour, tally] of [["B", x.score.black], ["W", x.score.white]]) {
      const stones = [...x.board].filter((c) => c === colour).length;
      const owned = [...x.score.territory].filter((c) => c === colour).length;
      expect(tally.stones === stones && tally.territory === owned && tally.area === stones + owned, () => `${colour}'s tally ${show(tally)}`);
    }
  }
}


/** The view is the state (nothing is hidden), with only the documented fields (no future dice),
 * fifteen checkers a side, and dice left from the roll. */
function backgammonCheckView(view, game) {
  const x = game.exportState().state;
  expect(sameJson(view.state, x), "a backgammon view differs from the state");
  const fields = ["players", "board", "bar", "off", "turn", "mover", "roll", "dice", "resigned"];
  expect(Object.keys(x).every((k) => fields.includes(k)), () => `the state has fields ${show(Object.keys(x))}`);
  expect(Array.isArray(x.board) && x.board.length === 24 && x.board.every(Number.isInteger), () => `board is ${show(x.board)}`);
  const white = x.board.reduce((n, v) => n + Math.max(0, v), 0) + x.bar[0] + x.off[0];
  const black = x.board.reduce((n, v) => n + Math.max(0, -v), 0) + x.bar[1] + x.off[1];
  expect(white === 15 && black === 15, () => `${white} white and ${black} black checkers: ${show(x)}`);
  expect(x.dice.length <= 4 && x.dice.every((d) => x.roll?.includes(d)), () => `dice ${show(x.dice)} from roll ${show(x.roll)}`);
  expect((x.mover !== undefined) === (game.status === "ACTIVE"), () => `mover is ${show(x.mover)} in a ${game.status} game`);
}

const byValue = (x, y) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * A deck-building action in one form, given the state it is submitted in: a choice of cards
 * lists one answer per set of card kinds (any cards of those kinds are accepted), so distinct
 * ids all in the chooser's hand read as their kinds; other lists of ids are sorted.
 */
function deckBuildingCanonical(a, state) {
  if (!isObject(a) || a.type !== "CHOOSE_CARDS" || !Array.isArray(a.cards)) return a;
  const ids = [...a.cards].sort(byValue);
  const chooser = isObject(state?.choice) ? state.seats[state.players.indexOf(state.choice.player)] : undefined;
  if (chooser && new Set(ids).size === ids.length && ids.every((id) => chooser.hand.includes(id))) {
    return { ...a, cards: ids.map((id) => state.cards[id].card).sort(byValue) };
  }
  return { ...a, cards: ids };
}

const VICTORY_POINTS = { estate: 1, duchy: 3, province: 6 };
/** Each seat's victory points: the cards of all its zones (Gardens: 1 per 10 cards). */
function deckVictoryPoints(state) {
  return state.seats.map((s) => {
    const owned = [...s.deck, ...s.hand, ...s.discard, ...s.inPlay];
    return owned.reduce((vp, id) => {
      const card = state.cards[id].card;
      return vp + (card === "gardens" ? Math.floor(owned.length / 10) : (VICTORY_POINTS[card] ?? 0));
    }, 0);
  });
}

/**
 * A deck-building view shows every deck, and the other players' hands and discard piles, only
 * as counts in `hidden` (a spectator sees no hand), the viewer's own hand and discard pile, the
 * victory points of each seat, and everything else as it is.
 */
function deckBuildingCheckView(view, game, viewer) {
  const x = game.exportState().state;
  const v = view.state;
  const seat = x.players.indexOf(viewer);
  expect(Array.isArray(v.hidden) && v.hidden.length === x.seats.length, () => `hidden is ${show(v.hidden)}`);
  expect(Array.isArray(v.seats) && v.seats.length === x.seats.length, () => `seats is ${show(v.seats)}`);
  x.seats.forEach((s, i) => {
    const own = i === seat;
    const counts = { hand: own ? 0 : s.hand.length, deck: s.deck.length, discard: own ? 0 : s.discard.length };
    expect(sameJson(v.hidden[i], counts), () => `hidden[${i}] is ${show(v.hidden[i])} for viewer ${show(viewer)}, expected ${show(counts)}`);
    const shown = { ...s, deck: [], hand: own ? s.hand : [], discard: own ? s.discard : [] };
    expect(sameJson(v.seats[i], shown), () => `seat ${i} shows ${show(v.seats[i])} to viewer ${show(viewer)}, expected ${show(shown)}`);
  });
  const points = deckVictoryPoints(x);
  expect(sameJson(v.victoryPoints, points), () => `victoryPoints is ${show(v.victoryPoints)}, the cards give ${show(points)}`);
  const rest = (state) => ({ ...state, hidden: null, victoryPoints: null, seats: null });
  expect(sameJson(rest(v), rest(x)), "the view differs from the state in more than the hidden zones");
}

/**
 * The games. Each entry: `name` (the exported class), `ruleset`, `Class(api)`, `config` (an
 * arbitrary of valid configurations; keep them short-lived: bots and whole games are played
 * from them), `configOptional` (the constructor accepts no configuration), `defaultPlayers`,
 * `configSchema` / `actionSchema` (the documented types), `actionSamples` (well-formed actions
 * that may be illegal), `isAction` (the shape of an action the package answers), `maxMoves`
 * (how many legal actions a fuzzed game plays before the call). Optional: `configCodes` (the
 * error codes a configuration may get, besides `INVALID_CONFIG`), `outOfTurn(action)` (any
 * player may submit it at any time; never listed), `canonical(action, state)` (equal actions
 * have one form; `state` is the one the action is submitted in), `listBound` (a kind of choice lists at most this many actions; more are accepted),
 * `undoMayRefuse(error)` (undo may refuse to take back the last action, saying why),
 * `mayStartFinished` (a valid configuration may set up a game that is already over),
 * `checkView(view, game, viewer)` (what a view of the game must hide and show).
 */
export function defineGames(api) {
  const probe = new api.ShipsGame({ players: ["a", "b"] });
  const defaultCatalogue = probe.view().state.catalogue;
  probe.free();
  return [
    {
      name: "TicTacToeGame",
      ruleset: "tictactoe",
      Class: (a) => a.TicTacToeGame,
      config: fc.record({ seed: seedText, players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 2 }) }, { requiredKeys: [] }),
      configOptional: true,
      defaultPlayers: ["X", "O"],
      configSchema: Schemas.TicTacToeConfig,
      actionSchema: Schemas.TicTacToeAction,
      actionSamples: fc.record({ cell: fc.integer({ min: -1, max: 9 }) }),
      isAction: (a) => isObject(a) && Object.keys(a).length === 1 && isNat(a.cell) && a.cell <= 8,
      maxMoves: 9,
      perft: { maxDepth: 5, isMove: () => true },
    },
    {
      name: "ShipsGame",
      ruleset: "ships",
      Class: (a) => a.ShipsGame,
      config: shipsConfigArb(defaultCatalogue),
      configOptional: true,
      defaultPlayers: ["p1", "p2"],
      configSchema: Schemas.ShipsConfig,
      actionSchema: Schemas.ShipsAction,
      actionSamples: shipsActionSamples(defaultCatalogue),
      isAction: (a) => conforms(a, Schemas.ShipsAction),
      maxMoves: 40,
    },
    {
      name: "DuelGame",
      ruleset: "duel",
      Class: (a) => a.DuelGame,
      config: duelConfigArb(api.listCards().map((c) => c.id)),
      configOptional: true,
      defaultPlayers: ["p1", "p2"],
      configSchema: Schemas.DuelConfig,
      actionSchema: Schemas.DuelAction,
      actionSamples: duelActionSamples(),
      isAction: (a) => conforms(a, Schemas.DuelAction) && a.type !== "RESIGN",
      maxMoves: 60,
      configCodes: ["UNKNOWN_EFFECT"],
      // (An array of a struct's fields is serde's known leniency: ["RESIGN"] resigns too.)
      outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
      mayStartFinished: true,
      canonical: duelCanonical,
      listBound: 64,
      undoMayRefuse: (e) => e.code === "ILLEGAL_ACTION" && /revealed hidden information/.test(e.message),
      checkView: duelCheckView,
    },
    {
      name: "DeckBuildingGame",
      ruleset: "deckbuilding",
      Class: (a) => a.DeckBuildingGame,
      config: deckBuildingConfigArb(),
      configOptional: true,
      defaultPlayers: ["p1", "p2"],
      configSchema: Schemas.DeckBuildingConfig,
      actionSchema: Schemas.DeckBuildingAction,
      actionSamples: deckBuildingActionSamples(),
      isAction: (a) => conforms(a, Schemas.DeckBuildingAction),
      maxMoves: 60,
      canonical: deckBuildingCanonical,
      // (judge.rs MAX_LISTED: a choice of cards lists at most 64 answers.)
      listBound: 64,
      undoMayRefuse: (e) => e.code === "ILLEGAL_ACTION" && /revealed hidden information/.test(e.message),
      checkView: deckBuildingCheckView,
    },
    {
      name: "ChessGame",
      ruleset: "chess",
      Class: (a) => a.ChessGame,
      config: chessConfigArb(),
      configOptional: true,
      defaultPlayers: ["white", "black"],
      configSchema: Schemas.ChessConfig,
      actionSchema: Schemas.ChessAction,
      actionSamples: chessActionSamples(),
      isAction: (a) => conforms(a, Schemas.ChessAction) && a.type !== "RESIGN",
      maxMoves: 60,
      outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
      mayStartFinished: true,
      perft: { maxDepth: 3, isMove: (a) => a.type === "MOVE" },
      checkView: (view, game) => expect(sameJson(view.state, game.exportState().state), "a chess view differs from the state"),
    },
    {
      name: "GoGame",
      ruleset: "go",
      Class: (a) => a.GoGame,
      config: goConfigArb(),
      configOptional: true,
      defaultPlayers: ["black", "white"],
      configSchema: Schemas.GoConfig,
      actionSchema: Schemas.GoAction,
      actionSamples: goActionSamples(),
      isAction: (a) => conforms(a, Schemas.GoAction) && a.type !== "RESIGN" && (!("x" in a) || (isNat(a.x) && isNat(a.y) && a.x <= 18 && a.y <= 18)),
      maxMoves: 60,
      outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
      // Depth 2: depth 3 on the occasional 19×19 board is 47 million positions.
      perft: { maxDepth: 2, isMove: (a) => a.type !== "RESIGN" },
      checkView: goCheckView,
    },
    {
      name: "BackgammonGame",
      ruleset: "backgammon",
      Class: (a) => a.BackgammonGame,
      config: backgammonConfigArb(),
      configOptional: true,
      defaultPlayers: ["white", "black"],
      configSchema: Schemas.BackgammonConfig,
      actionSchema: Schemas.BackgammonAction,
      actionSamples: backgammonActionSamples(),
      isAction: (a) => conforms(a, Schemas.BackgammonAction) && a.type === "MOVE" && (a.from === "bar" || isPoint(a.from)) &&
        (a.to === "off" || isPoint(a.to)),
      maxMoves: 80,
      outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
      // Rolling the next dice cannot be taken back.
      undoMayRefuse: (e) => e.code === "ILLEGAL_ACTION" && /revealed hidden information/.test(e.message),
      checkView: backgammonCheckView,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Playing a game to the point a case needs

/** A game: a valid configuration, legal actions chosen by index, maybe to the end, maybe undone. */
function gamePlan(entry) {
  return fc.record({
    config: entry.config,
    moves: fc.array(fc.nat(), { maxLength: entry.maxMoves }),
    toEnd: fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 4, arbitrary: fc.constant(false) }),
    undos: fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 }) }),
  });
}

/** Reads something from the package while preparing a case; a throw is a SetupFailure. */
function peek(what, f) {
  try {
    return f();
  } catch (e) {
    throw new SetupFailure(`${what} threw ${describeError(e)}`);
  }
}

/**
 * Plays `plan` through the package (constructor, legalActions, submit), recording the script that
 * rebuilds the game. The package refusing a listed action, or a game that does not end, is a
 * SetupFailure: a bug found on the way.
 */
function playGame(ctx, entry, plan, name = "game") {
  const G = entry.Class(ctx.api);
  const config = materialize(plan.config, ctx);
  const game = ctx.own(ctx.step(`${name} = new ${entry.name}(${toSource(plan.config)});`, () => new G(config)));
  if (name === "game") ctx.game = game;
  const records = [];
  let hashBeforeLast = null;
  const play = (m) => {
    const player = game.currentPlayer;
    const legal = peek(`${name}.legalActions(${show(player)})`, () => game.legalActions(player));
    if (!Array.isArray(legal) || legal.length === 0) {
      throw new SetupFailure(`${name}.legalActions(${show(player)}) of the player to act is ${show(legal)} in an ACTIVE game`);
    }
    const action = legal[m % legal.length];
    hashBeforeLast = peek(`${name}.stateHash()`, () => game.stateHash());
    try {
      game.submit(player, action);
    } catch (e) {
      throw new SetupFailure(`${name}.submit(${show(player)}, ${show(action)}) refused an action legalActions listed: ${describeError(e)}`);
    }
    records.push([player, action]);
  };
  try {
    for (const m of plan.moves) {
      if (game.status !== "ACTIVE") break;
      play(m);
    }
    let k = 0;
    while (plan.toEnd && game.status === "ACTIVE") {
      if (++k > 3000) throw new SetupFailure("the game did not end within 3000 random legal actions");
      play(plan.moves.length > 0 ? plan.moves[k % plan.moves.length] + k : k * 7919);
    }
  } catch (e) {
    if (e instanceof SetupFailure) throw e;
    throw new SetupFailure(`playing legal actions threw ${describeError(e)}`);
  } finally {
    if (records.length > 0) ctx.setup.push(`for (const [player, action] of ${toSource(records)}) ${name}.submit(player, action);`);
  }
  for (let i = 0; i < plan.undos && game.status === "ACTIVE" && records.length > 0; i++) {
    let undone = true;
    const source = entry.undoMayRefuse ? `try { ${name}.undo(); } catch {}` : `${name}.undo();`;
    ctx.step(source, () => {
      try {
        game.undo();
      } catch (e) {
        if (!entry.undoMayRefuse?.(e)) throw e;
        undone = false;
      }
    });
    if (!undone) break;
    records.pop();
    hashBeforeLast = null;
  }
  return { game, G, records, hashBeforeLast, config };
}

/** Who a call names as the player: the one to act, a seat, a near miss, or anything. */
const playerChoice = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ who: "current" }) },
  { weight: 2, arbitrary: fc.nat(5).map((seat) => ({ who: "seat", seat })) },
  { weight: 1, arbitrary: fc.nat(5).map((seat) => ({ who: "near", seat })) },
  { weight: 2, arbitrary: anyValue.map((value) => ({ who: "value", value })) },
);
function choosePlayer(choice, game) {
  const players = peek("players", () => game.players);
  const seat = players[(choice.seat ?? 0) % players.length];
  switch (choice.who) {
    case "current": return peek("currentPlayer", () => game.currentPlayer) ?? players[0];
    case "seat": return seat;
    // The same id with its U+FFFD replaced by a lone surrogate, or with one appended.
    case "near": return seat.includes("\uFFFD") ? seat.replaceAll("\uFFFD", "\uD800") : `${seat}\uD800`;
    default: return choice.value;
  }
}

/** A tree that is a number, or null/undefined (the values a `number | null` parameter takes). */
const isNumberLike = (tree) => tree === undefined || tree === null || typeof tree === "number";
const typeName = (v) => {
  try {
    return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
  } catch {
    return typeof v; // a revoked Proxy
  }
};
const stringRefusal = (v, what) => (typeof v === "string" ? null : `${what}: string expected, got ${typeName(v)}`);
const garbageArgs = fc.array(anyValue, { maxLength: 2 });

/** Keeps a mutated budget small (a large accepted count is tested on its own, with a deadline). */
function capIterations(tree) {
  if (isObject(tree) && Object.hasOwn(tree, "iterations") && inBudgetDanger(tree.iterations)) {
    tree.iterations = 1 + (tree.iterations % BUDGET_CAP);
  }
  return tree;
}

// ---------------------------------------------------------------------------------------------
// The entry points of one game class

function gameTargets(entry, games) {
  const G = entry.name;
  const other = games.find((g) => g !== entry);
  const plan = gamePlan(entry);
  const expectedPlayers = (config) => config.players ?? entry.defaultPlayers;
  const cheap = 2000;
  const expensive = 400;
  const targets = [];
  const add = (t) => targets.push({ runs: cheap, ...t });

  /** The checks every getter's answer shares: the facts agree with exportState(). */
  const factsOf = (game) => {
    const x = game.exportState();
    return { status: x.status, outcome: x.outcome, currentPlayer: x.currentPlayer, turn: x.turn };
  };

  add({
    name: `new ${G}()`,
    covers: [`${G}#constructor`],
    arb: fc.record({
      config: entry.config,
      input: fc.oneof(
        { weight: 9, arbitrary: inputOf(anyValue) },
        { weight: entry.configOptional ? 1 : 0, arbitrary: fc.constantFrom({ how: "absent" }, { how: "any", value: null }) },
      ),
    }),
    prepare(ctx, v) {
      const C = entry.Class(ctx.api);
      const absent = v.input.how === "absent";
      const config = absent ? null : ctx.arg(chooseInput(v.input, v.config));
      const refuse = absent ? null : refusal(config, entry.configSchema, "config", { nullable: entry.configOptional });
      const json = absent ? null : config.pure ? config.json : undefined;
      return {
        source: absent ? `new ${G}()` : `new ${G}(${config.src})`,
        call: () => ctx.own(absent ? new C() : new C(config.value)),
        codes: ["INVALID_CONFIG", ...(entry.configCodes ?? [])],
        refuse,
        check: (g) => {
          expect(g instanceof C, `the constructor returned ${show(g)}`);
          expect(isHash(g.stateHash()), "stateHash() is not 16 hex digits");
          const players = g.players;
          expectFacts(factsOf(g), players, "a new game");
          // (A duel's scenario may set a position that is already over: life 0, an empty library.)
          if (!(entry.mayStartFinished && g.status === "FINISHED")) {
            expect(g.status === "ACTIVE" && g.legalActions(g.currentPlayer).length > 0, "a new game has no legal action for its first player");
          }
          if (json !== undefined && !refuse && !(json !== null && serdeLeniency(json, entry.configSchema))) {
            expect(sameJson(players, expectedPlayers(json ?? {})), () => `players is ${show(players)}, the configuration says ${show(json)}`);
          }
          // The configuration the game reports starts the same game.
          expect(ctx.own(new C(g.exportState().config)).stateHash() === g.stateHash(), "exportState().config starts another game");
        },
      };
    },
  });

  add({
    name: `${G}.load()`,
    covers: [`${G}.load`],
    runs: expensive,
    arb: fc.record({
      plan,
      input: inputOf(anyValue, { valid: 1, mutated: 8, any: 1 }),
      cross: other ? fc.option(gamePlan(other), { freq: 8, nil: null }) : fc.constant(null),
    }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const base = v.cross
        ? peek("other.save()", () => playGame(ctx, other, v.cross, "other").game.save())
        : peek("game.save()", () => game.save());
      const saved = ctx.arg(chooseInput(v.input, base));
      const saveSchema = Schemas.GameSave(entry.configSchema, entry.actionSchema);
      const refuse = refusal(saved, saveSchema, "saved");
      return {
        source: `${G}.load(${saved.src})`,
        call: () => ctx.own(C.load(saved.value)),
        codes: ["INVALID_SAVE"],
        refuse,
        check: (loaded) => {
          expect(loaded instanceof C, `load returned ${show(loaded)}`);
          expect(isHash(loaded.stateHash()), "stateHash() is not 16 hex digits");
          expectFacts(factsOf(loaded), loaded.players, "the loaded game");
          // (serde's known leniency, a struct as the array of its fields, is read as that struct.)
          if (saved.pure && saved.json !== undefined && !refuse && !serdeLeniency(saved.json, saveSchema)) {
            expect(loaded.stateHash() === saved.json.stateHash, () => `the loaded game's hash ${loaded.stateHash()} is not the save's ${saved.json.stateHash}`);
            expect(sameJson(loaded.actions(), saved.json.actions), () => `the loaded game's actions() ${show(loaded.actions())} are not the save's`);
          }
        },
      };
    },
  });

  add({
    name: `${G}.replay()`,
    covers: [`${G}.replay`],
    runs: expensive,
    arb: fc.record({
      plan,
      config: fc.oneof(
        { weight: 9, arbitrary: inputOf(anyValue, { valid: 3, mutated: 4, any: 1 }) },
        { weight: entry.configOptional ? 1 : 0, arbitrary: fc.constantFrom({ how: "any", value: null }, { how: "any", value: undefined }) },
      ),
      actions: inputOf(anyValue, { valid: 3, mutated: 5, any: 1 }),
    }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const exported = peek("game.exportState()", () => game.exportState());
      const config = ctx.arg(chooseInput(v.config, exported.config));
      const actions = ctx.arg(chooseInput(v.actions, exported.actions));
      const refuse = refusal(config, entry.configSchema, "config", { nullable: entry.configOptional })
        ?? refusal(actions, T.array(Schemas.ActionRecord(entry.actionSchema)), "actions");
      return {
        source: `${G}.replay(${config.src}, ${actions.src})`,
        call: () => ctx.own(C.replay(config.value, actions.value)),
        refuse,
        check: (r) => {
          expect(r instanceof C, `replay returned ${show(r)}`);
          expect(isHash(r.stateHash()), "stateHash() is not 16 hex digits");
          expectFacts(factsOf(r), r.players, "the replayed game");
          if (!refuse && actions.pure && actions.json !== undefined && !serdeLeniency(actions.json, T.array(Schemas.ActionRecord(entry.actionSchema)))) {
            expect(sameJson(r.actions(), actions.json), () => `the replayed game's actions() ${show(r.actions())} differ from the actions given`);
          }
          if (v.config.how === "valid" && v.actions.how === "valid") {
            expect(r.stateHash() === exported.stateHash, "replaying a game's own configuration and actions gives another state hash");
          }
        },
      };
    },
  });

  add({
    name: `${G}#submit()`,
    covers: [`${G}#submit`],
    arb: fc.record({
      plan,
      player: playerChoice,
      action: fc.oneof(
        { weight: 4, arbitrary: fc.nat().map((i) => ({ how: "legal", i })) },
        { weight: 5, arbitrary: fc.record({ i: fc.nat(), plan: mutationPlan() }).map((x) => ({ how: "mutatedLegal", ...x })) },
        { weight: 2, arbitrary: entry.actionSamples.map((a) => ({ how: "sample", a })) },
        { weight: 2, arbitrary: fc.record({ a: entry.actionSamples, plan: mutationPlan() }).map((x) => ({ how: "mutatedSample", ...x })) },
        { weight: 2, arbitrary: anyValue.map((value) => ({ how: "any", value })) },
      ),
    }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const finished = peek("status", () => game.status) === "FINISHED";
      const current = peek("currentPlayer", () => game.currentPlayer);
      const legal = current === null ? [] : peek("legalActions", () => game.legalActions(current));
      const player = ctx.arg(choosePlayer(v.player, game));
      const a = v.action;
      const legalOne = legal.length > 0 ? legal[(a.i ?? 0) % legal.length] : null;
      const tree = a.how === "legal" ? (legalOne ?? a.i % 9)
        : a.how === "mutatedLegal" ? applyPlanOr(legalOne, a.plan)
        : a.how === "sample" ? a.a
        : a.how === "mutatedSample" ? applyPlanOr(a.a, a.plan)
        : a.value;
      const action = ctx.arg(tree);
      const logLength = peek("events", () => game.events().length);
      const before = entry.canonical ? peek("exportState", () => game.exportState().state) : null;
      return {
        source: `game.submit(${player.src}, ${action.src})`,
        call: () => game.submit(player.value, action.value),
        refuse: finished ? null : stringRefusal(player.value, "player") ?? refusal(action, entry.actionSchema, "action"),
        onError: (e) => (finished && e.code !== "GAME_FINISHED" ? `threw ${e.code} on a finished game (GAME_FINISHED comes before any other check)` : null),
        check: (entries) => {
          expect(!finished, "a finished game accepted an action");
          const anyTime = action.pure && (entry.outOfTurn?.(action.json) ?? false);
          expect(player.value === current || anyTime, () => `accepted an action from ${show(player.value)}, but ${show(current)} is to act`);
          expectLogEntries(entries, logLength, "submit's answer");
          expect(sameJson(game.events(logLength), entries), "submit's answer differs from the log entries it added");
          const last = game.actions().at(-1);
          expect(last?.player === player.value, () => `the recorded action names player ${show(last?.player)}, but ${show(player.value)} submitted it`);
          // (serde's known leniency, a struct as the array of its fields, is read as that struct.)
          if (action.pure && action.json !== undefined && !serdeLeniency(action.json, entry.actionSchema)) {
            const one = entry.canonical ? (x) => entry.canonical(x, before) : (x) => x;
            const listed = legal.some((l) => sameJson(one(l), one(action.json)));
            // Past a list's bound, or an action taken at any time, is accepted without a listing.
            const unlisted = anyTime || (entry.listBound !== undefined
              && legal.filter((l) => l.type === action.json.type).length >= entry.listBound);
            expect(listed || unlisted, () => `accepted ${show(action.json)}, which legalActions did not list`);
            expect(sameJson(one(last.action), one(action.json)), () => `the recorded action ${show(last.action)} differs from the submitted one`);
          }
        },
      };
    },
  });

  add({
    name: `${G}#legalActions()`,
    covers: [`${G}#legalActions`],
    arb: fc.record({ plan, player: playerChoice, pick: fc.nat() }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const current = peek("currentPlayer", () => game.currentPlayer);
      const player = ctx.arg(choosePlayer(v.player, game));
      return {
        source: `game.legalActions(${player.src})`,
        call: () => game.legalActions(player.value),
        readonly: true,
        refuse: stringRefusal(player.value, "player"),
        check: (list) => {
          expect(Array.isArray(list), () => `not an array: ${show(list)}`);
          list.forEach((a, i) => expect(entry.isAction(a), () => `[${i}] is not an action: ${show(a)}`));
          expect(new Set(list.map((a) => JSON.stringify(a))).size === list.length, () => `lists an action twice: ${show(list)}`);
          if (player.value !== current) expect(list.length === 0, () => `lists actions for ${show(player.value)}, but ${show(current)} is to act`);
          else expect(list.length > 0, "the player to act has no legal action");
        },
        after: (list) => {
          if (!Array.isArray(list) || list.length === 0) return null;
          const action = list[v.pick % list.length];
          try {
            game.submit(player.value, action);
          } catch (e) {
            return `legalActions listed ${show(action)}, then submit refused it: ${describeError(e)}`;
          }
          return null;
        },
      };
    },
  });

  add({
    name: `${G}#botAction()`,
    covers: [`${G}#botAction`],
    runs: expensive,
    arb: fc.record({
      plan,
      player: playerChoice,
      options: fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom({ how: "any", value: undefined }, { how: "any", value: null }) },
        {
          weight: 8,
          arbitrary: fc.record({
            // A level or a budget (both together are refused); Easy only, for the cost (Normal
            // thinks a fifth of a second in Go, Hard over a second).
            o: fc.record({ level: fc.constant("easy"), iterations: fc.integer({ min: 1, max: BUDGET_CAP }), seed: seedText }, { requiredKeys: [] }),
            choice: inputOf(safeValue, { valid: 3, mutated: 4, any: 1 }),
          }).map(({ o, choice }) => ({ ...choice, o })),
        },
      ),
    }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const player = ctx.arg(choosePlayer(v.player, game));
      const options = ctx.arg(capIterations(v.options.how === "any" ? v.options.value : chooseInput(v.options, v.options.o)));
      return {
        source: `game.botAction(${player.src}, ${options.src})`,
        call: () => game.botAction(player.value, options.value),
        readonly: true,
        codes: ["GAME_FINISHED", "NOT_YOUR_TURN", "INVALID_INPUT"],
        refuse: stringRefusal(player.value, "player") ?? refusal(options, Schemas.BotOptions, "options", { nullable: true }),
        check: (action) => {
          expect(entry.isAction(action), () => `not an action: ${show(action)}`);
          const legal = game.legalActions(player.value);
          expect(legal.some((l) => sameJson(l, action)), () => `the bot chose ${show(action)}, which legalActions does not list`);
          if (options.pure) {
            const again = game.botAction(player.value, materialize(options.tree, ctx));
            expect(sameJson(again, action), () => `the same options and game gave another action: ${show(again)}`);
          }
        },
      };
    },
  });

  add({
    name: `${G}#undo()`,
    covers: [`${G}#undo`],
    arb: fc.record({ plan, args: garbageArgs }),
    prepare(ctx, v) {
      const { game, hashBeforeLast } = playGame(ctx, entry, v.plan);
      const finished = peek("status", () => game.status) === "FINISHED";
      const before = peek("actions", () => game.actions());
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.undo(${args.map((a) => a.src).join(", ")})`,
        call: () => game.undo(...args.map((a) => a.value)),
        codes: ["GAME_FINISHED", "ILLEGAL_ACTION"],
        onError: (e) => {
          if (finished) return e.code === "GAME_FINISHED" ? null : `threw ${e.code} on a finished game`;
          if (before.length === 0) return e.code === "ILLEGAL_ACTION" ? null : `threw ${e.code} with no action to undo`;
          if (entry.undoMayRefuse?.(e)) return null;
          return `refused (${e.code}) to undo in an ACTIVE game with ${before.length} action(s)`;
        },
        check: (record) => {
          expect(!finished, "undid an action of a finished game");
          expect(sameJson(record, before.at(-1)), () => `returned ${show(record)}, the last action was ${show(before.at(-1))}`);
          expect(sameJson(game.actions(), before.slice(0, -1)), "actions() after undo is not the list without its last action");
          if (hashBeforeLast) expect(game.stateHash() === hashBeforeLast, "after undo the state hash is not the one before the last action");
        },
      };
    },
  });

  add({
    name: `${G}#save()`,
    covers: [`${G}#save`],
    arb: fc.record({ plan, args: garbageArgs }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.save(${args.map((a) => a.src).join(", ")})`,
        call: () => game.save(...args.map((a) => a.value)),
        readonly: true,
        check: (s) => {
          expect(conforms(s, Schemas.GameSave(entry.configSchema, entry.actionSchema)), () => `not a GameSave: ${show(s)}`);
          expectPlainJson(s, "the save");
          expect(s.ruleset === entry.ruleset, () => `ruleset is ${show(s.ruleset)}`);
          expect(s.stateHash === game.stateHash(), "the save's stateHash is not the game's");
          expect(sameJson(s.actions, game.actions()), "the save's actions are not the game's");
          expect(sameJson(s.config, game.exportState().config), "the save's config is not the game's");
          const back = ctx.own(C.load(JSON.parse(JSON.stringify(s))));
          expect(back.stateHash() === s.stateHash, "the save does not load back to the same state");
        },
      };
    },
  });

  add({
    name: `${G}#exportState()`,
    covers: [`${G}#exportState`],
    arb: fc.record({ plan, args: garbageArgs }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.exportState(${args.map((a) => a.src).join(", ")})`,
        call: () => game.exportState(...args.map((a) => a.value)),
        readonly: true,
        check: (x) => {
          expect(isObject(x) && x.ruleset === entry.ruleset && isObject(x.state) && isHash(x.rng) && isHash(x.stateHash) && Array.isArray(x.actions),
            () => `not a GameExport: ${show(x)}`);
          expectPlainJson(x, "the export");
          expectFacts(x, game.players, "the export");
          expect(x.status === game.status && sameJson(x.outcome, game.outcome) && x.currentPlayer === game.currentPlayer && x.turn === game.turn,
            "the export's facts differ from the getters");
          expect(x.stateHash === game.stateHash(), "the export's stateHash is not stateHash()");
          expect(sameJson(x.actions, game.actions()), "the export's actions are not actions()");
          expect(ctx.own(C.replay(x.config, x.actions)).stateHash() === x.stateHash, "replaying the export's config and actions gives another hash");
        },
      };
    },
  });

  add({
    name: `${G}#stateHash()`,
    covers: [`${G}#stateHash`],
    arb: fc.record({ plan, args: garbageArgs }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.stateHash(${args.map((a) => a.src).join(", ")})`,
        call: () => game.stateHash(...args.map((a) => a.value)),
        readonly: true,
        check: (h) => {
          expect(isHash(h), () => `not 16 hex digits: ${show(h)}`);
          expect(game.stateHash() === h, "two calls give two hashes");
          const x = game.exportState();
          expect(ctx.own(C.replay(x.config, game.actions())).stateHash() === h, "the same configuration and actions replay to another hash");
        },
      };
    },
  });

  // perft(depth), on the classes that have it: a count for an integer depth from 0 to 10
  // (small ones here), INVALID_INPUT naming `depth` for anything else; read-only.
  if (entry.perft) {
    add({
      name: `${G}#perft()`,
      covers: [`${G}#perft`],
      runs: 600,
      arb: fc.record({ plan, depth: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: entry.perft.maxDepth }) }, { weight: 1, arbitrary: anyValue }) }),
      prepare(ctx, v) {
        const { game } = playGame(ctx, entry, v.plan);
        const depth = ctx.arg(v.depth);
        const valid = Number.isInteger(depth.value) && depth.value >= 0 && depth.value <= 10;
        return {
          source: `game.perft(${depth.src})`,
          call: () => game.perft(depth.value),
          readonly: true,
          codes: ["INVALID_INPUT"],
          // A valid depth may be refused only for the budget (MAX_PERFT_POSITIONS), naming it.
          onError: (e) => (valid ? (/depth is \d+: perft\(\d+\) lists the moves of more than/.test(e.message) ? null : `refused the depth ${show(depth.value)}`)
            : /depth/.test(e.message) ? null : "the message does not name depth"),
          refuse: valid ? null : `depth ${depth.src} is not an integer from 0 to 10`,
          check: (n) => {
            expect(isNat(n), () => `not a count: ${show(n)}`);
            const player = game.currentPlayer;
            const moves = player === null ? 0 : game.legalActions(player).filter((a) => entry.perft.isMove(a)).length;
            if (depth.value === 0) expect(n === 1, () => `perft(0) is ${n}, not 1`);
            else if (player === null) expect(n === 0, () => `a finished game has ${n} move sequences`);
            else if (depth.value === 1) expect(n === moves, () => `perft(1) is ${n}, but ${moves} moves are listed`);
            else expect(n >= 0 && game.perft(depth.value) === n, "two calls answer otherwise");
          },
        };
      },
    });
  }

  add({
    name: `${G}#actions()`,
    covers: [`${G}#actions`],
    arb: fc.record({ plan, args: garbageArgs }),
    prepare(ctx, v) {
      const { game, records } = playGame(ctx, entry, v.plan);
      const args = v.args.map((a) => ctx.arg(a));
      return {
        source: `game.actions(${args.map((a) => a.src).join(", ")})`,
        call: () => game.actions(...args.map((a) => a.value)),
        readonly: true,
        check: (list) => {
          expect(Array.isArray(list), () => `not an array: ${show(list)}`);
          expect(sameJson(list, records.map(([player, action]) => ({ player, action }))), () => `lists ${show(list)}, the game was played with ${show(records)}`);
        },
      };
    },
  });

  add({
    name: `${G}#events()`,
    covers: [`${G}#events`],
    signature: (problem, v) => (isNumberLike(v.since) ? null : `${G}#events() | a since that is not a number is not refused (the glue converts it with ToNumber)`),
    arb: fc.record({
      plan,
      since: fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
        { weight: 3, arbitrary: fc.nat(80) },
        { weight: 3, arbitrary: anyNumber },
        { weight: 2, arbitrary: anyValue },
      ),
    }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const since = ctx.arg(v.since);
      const s = since.value;
      return {
        source: `game.events(${since.src})`,
        call: () => game.events(s),
        readonly: true,
        refuse: s === undefined || s === null || typeof s === "number" ? null : `since: number expected, got ${typeName(s)}`,
        check: (list) => {
          const from = typeof s === "number" ? s : 0;
          expect(isNat(from) || Object.is(from, -0), () => `accepted since = ${show(s)}, not a count`);
          expectLogEntries(list, from === -0 ? 0 : from, "events(since)");
          expect(sameJson(list, game.events().slice(from)), "events(since) is not the log from since on");
        },
      };
    },
  });

  add({
    name: `${G}#view()`,
    covers: [`${G}#view`],
    arb: fc.record({
      plan,
      player: fc.oneof({ weight: 1, arbitrary: fc.constantFrom({ who: "value", value: undefined }, { who: "value", value: null }) }, { weight: 4, arbitrary: playerChoice }),
    }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const player = ctx.arg(choosePlayer(v.player, game));
      const p = player.value;
      return {
        source: `game.view(${player.src})`,
        call: () => game.view(p),
        readonly: true,
        refuse: p === undefined || p === null ? null : stringRefusal(p, "player"),
        check: (view) => {
          expect(isObject(view) && isObject(view.state), () => `not a GameView: ${show(view)}`);
          expectPlainJson(view, "the view");
          expect(view.viewer === (typeof p === "string" ? p : null), () => `viewer is ${show(view.viewer)}, asked for ${show(p)}`);
          expectFacts(view, game.players, "the view");
          expect(view.status === game.status && view.currentPlayer === game.currentPlayer && view.turn === game.turn && sameJson(view.outcome, game.outcome),
            "the view's facts differ from the getters");
          entry.checkView?.(view, game, typeof p === "string" ? p : null);
        },
      };
    },
  });

  const getter = (prop, check) => add({
    name: `${G}#${prop}`,
    covers: [`${G}#${prop}`],
    arb: fc.record({ plan }),
    prepare(ctx, v) {
      const { game, config } = playGame(ctx, entry, v.plan);
      return { source: `game.${prop}`, call: () => game[prop], readonly: true, check: (value) => check(value, game, config) };
    },
  });
  getter("status", (s, game) => {
    expect(GAME_STATUS.has(s), () => `not a GameStatus: ${show(s)}`);
    expect(s === factsOf(game).status, "differs from exportState().status");
    expect((s === "ACTIVE") === (game.outcome === null), "status and outcome disagree");
  });
  getter("outcome", (o, game) => {
    expect(sameJson(o, factsOf(game).outcome), "differs from exportState().outcome");
    if (game.status === "ACTIVE") expect(o === null, () => `an ACTIVE game has an outcome: ${show(o)}`);
    else expectOutcome(o, game.players);
  });
  getter("currentPlayer", (p, game) => {
    expect(p === factsOf(game).currentPlayer, "differs from exportState().currentPlayer");
    if (game.status === "FINISHED") expect(p === null, () => `a finished game has a player to act: ${show(p)}`);
    else {
      expect(typeof p === "string" && game.players.includes(p), () => `${show(p)} is not a player`);
      expect(game.legalActions(p).length > 0, "the player to act has no legal action");
    }
  });
  getter("turn", (t, game) => {
    expect(isNat(t) && t <= 0xffffffff, () => `not a turn number: ${show(t)}`);
    expect(t === factsOf(game).turn && t === game.view().turn, "differs from exportState().turn or view().turn");
  });
  getter("players", (list, game, config) => {
    expect(Array.isArray(list) && list.every((p) => typeof p === "string" && p.length > 0), () => `not a list of ids: ${show(list)}`);
    expect(sameJson(list, expectedPlayers(config)), () => `${show(list)} are not the configured players`);
  });

  // free() and [Symbol.dispose](), then a use of the freed game: it must be an ArbiterError.
  add({
    name: `${G}#free()`,
    covers: [`${G}#free`, `${G}#[Symbol.dispose]`],
    arb: fc.record({ plan, how: fc.constantFrom("free", "dispose"), args: garbageArgs, then: fc.nat() }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, entry, v.plan);
      const player = peek("currentPlayer", () => game.currentPlayer) ?? game.players[0];
      const action = peek("legalActions", () => game.legalActions(player))[0] ?? null;
      const p = strSource(player);
      const a = toSource(action);
      const uses = [
        ["game.stateHash()", (g) => g.stateHash()], ["game.free()", (g) => g.free()], [`game.legalActions(${p})`, (g) => g.legalActions(player)],
        [`game.submit(${p}, ${a})`, (g) => g.submit(player, action)], ["game.status", (g) => g.status], ["game.turn", (g) => g.turn],
        ["game.currentPlayer", (g) => g.currentPlayer], ["game.players", (g) => g.players], ["game.outcome", (g) => g.outcome],
        ["game.save()", (g) => g.save()], ["game.events()", (g) => g.events()], ["game.view()", (g) => g.view()], ["game.actions()", (g) => g.actions()],
        ["game.undo()", (g) => g.undo()], [`game.botAction(${p}, { iterations: 1 })`, (g) => g.botAction(player, { iterations: 1 })],
        ["game.exportState()", (g) => g.exportState()], ["game[Symbol.dispose]()", (g) => g[Symbol.dispose]()],
      ];
      const [useSource, use] = uses[v.then % uses.length];
      const args = v.args.map((x) => ctx.arg(x));
      const argList = args.map((x) => x.src).join(", ");
      const freeSource = v.how === "free" ? `game.free(${argList});` : `game[Symbol.dispose](${argList});`;
      const returned = ctx.step(freeSource, () => (v.how === "free" ? game.free(...args.map((x) => x.value)) : game[Symbol.dispose](...args.map((x) => x.value))));
      if (returned !== undefined) throw new SetupFailure(`${freeSource} returned ${show(returned)}`);
      ctx.freed = true;
      return {
        watch: [],
        source: useSource,
        call: () => use(game),
        // Documented: freeing a game already freed does nothing (`using` after `free()` is fine).
        check: (r) => expect(/free\(\)|dispose/.test(useSource) && r === undefined,
          () => `a freed game answered ${show(r)} instead of throwing`),
      };
    },
  });

  // Methods called on something that is not a live instance of the class.
  add({
    name: `${G} methods on a foreign receiver`,
    covers: [],
    runs: 300,
    caseSeconds: 5,
    // One bug per kind of receiver, whatever the method and symptom (one cause: no receiver check).
    signature: (problem, v) => `${G} methods on a foreign receiver | a ${v.receiver} receiver is not refused`,
    arb: fc.record({
      plan,
      otherPlan: other ? gamePlan(other) : fc.constant(null),
      member: fc.nat(),
      receiver: fc.constantFrom(...(other ? ["foreign"] : []), "freed", "bare", "plain", "detached"),
    }),
    prepare(ctx, v) {
      const { game, G: C } = playGame(ctx, entry, v.plan);
      const names = [...Object.getOwnPropertyNames(C.prototype).filter((n) => n !== "constructor" && n !== "__destroy_into_raw"), Symbol.dispose];
      const name = names[v.member % names.length];
      const descriptor = Object.getOwnPropertyDescriptor(C.prototype, name);
      let receiver;
      let receiverSource;
      const watch = [game];
      if (v.receiver === "foreign") {
        receiver = playGame(ctx, other, v.otherPlan, "other").game;
        receiverSource = "other";
        watch.push(receiver);
      } else if (v.receiver === "freed") {
        receiver = ctx.step(`other = new ${G}(${toSource(v.plan.config)}); other.free();`, () => {
          const g = new C(materialize(v.plan.config, ctx));
          g.free();
          return g;
        });
        receiverSource = "other";
      } else if (v.receiver === "bare") {
        receiver = Object.create(C.prototype);
        receiverSource = `Object.create(${G}.prototype)`;
      } else if (v.receiver === "detached") {
        receiver = undefined;
        receiverSource = "undefined";
      } else {
        receiver = {};
        receiverSource = "{}";
      }
      const player = peek("currentPlayer", () => game.currentPlayer) ?? game.players[0];
      const action = peek("legalActions", () => game.legalActions(player))[0] ?? null;
      const argsFor = { submit: [player, action], legalActions: [player], view: [player], botAction: [player, { iterations: 1 }], events: [0] };
      const args = argsFor[name] ?? [];
      const argList = args.map((x) => toSource(x)).join(", ");
      const nameSource = typeof name === "symbol" ? "[Symbol.dispose]" : `.${name}`;
      const isGetter = descriptor?.get !== undefined;
      return {
        watch,
        source: isGetter
          ? `Reflect.get(${G}.prototype, ${JSON.stringify(name)}, ${receiverSource})`
          : `${G}.prototype${nameSource}.call(${[receiverSource, argList].filter(Boolean).join(", ")})`,
        call: () => (isGetter ? Reflect.get(C.prototype, name, receiver) : C.prototype[name].apply(receiver, args)),
        // Freeing a game already freed does nothing; anything else must be refused.
        check: (r) => expect(v.receiver === "freed" && (name === "free" || name === Symbol.dispose) && r === undefined,
          () => `a ${v.receiver} receiver was accepted: returned ${show(r)}`),
      };
    },
  });

  return targets;
}

/** Applies a mutation plan to a valid value (or to a fallback when there is none). */
function applyPlanOr(base, plan) {
  return chooseInput({ how: "mutated", plan }, base ?? { type: "PASS" });
}

// ---------------------------------------------------------------------------------------------
// Free functions

const endOfTurnArb = fc.record({
  ids: fc.uniqueArray(playerId, { minLength: 2, maxLength: 6 }),
  health: fc.array(fc.oneof({ weight: 5, arbitrary: fc.integer({ min: -20, max: 60 }) }, { weight: 1, arbitrary: fc.constantFrom(-1e6, 1e6, 0, 35, 36) }), { minLength: 6, maxLength: 6 }),
  active: fc.array(fc.constantFrom(undefined, undefined, true, false), { minLength: 6, maxLength: 6 }),
  ships: fc.array(fc.record({
    owner: fc.nat(), destroyed: fc.boolean(), consumed: fc.boolean(),
    powers: fc.array(fc.record({ timing: fc.constantFrom(...POWER_TIMINGS), effectType: fc.constantFrom(...EFFECT_TYPES), value: fc.integer({ min: 0, max: 30 }), target: fc.constantFrom(...POWER_TARGETS) }), { maxLength: 3 }),
  }), { maxLength: 5 }),
  effects: fc.array(fc.record({
    source: fc.nat(), target: fc.nat(), ship: fc.nat(), effectType: fc.constantFrom(...EFFECT_TYPES), value: fc.integer({ min: 0, max: 30 }),
    persists: fc.boolean(), description: fc.string({ maxLength: 8 }), triggeredAt: fc.constantFrom("BATTLE:1", "BUILD:2", "", "turn three ✦"),
  }), { maxLength: 5 }),
  maxHealth: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
}).map(({ ids, health, active, ships, effects, maxHealth }) => {
  const players = ids.map((id, i) => (active[i] === undefined ? { id, health: health[i] } : { id, health: health[i], isActive: active[i] }));
  const shipList = ships.map((s, i) => ({
    id: `s${i}`, ownerId: ids[s.owner % ids.length], isDestroyed: s.destroyed, isConsumedInUpgrade: s.consumed, automaticPowers: s.powers,
  }));
  const input = {
    players,
    ships: shipList,
    triggeredEffects: effects.map((e, i) => ({
      id: `e${i}`, sourceShipId: e.ship % (shipList.length + 1) < shipList.length ? `s${e.ship % (shipList.length + 1)}` : "gone",
      sourcePlayerId: ids[e.source % ids.length], targetPlayerId: ids[e.target % ids.length], effectType: e.effectType, value: e.value,
      persistsIfSourceDestroyed: e.persists, description: e.description, triggeredAt: e.triggeredAt,
    })),
  };
  if (maxHealth !== undefined) input.maxHealth = maxHealth;
  return input;
});

/** The end-of-turn input of a real ships game: its fleets, ships and queued effects. */
function endOfTurnFromGame(state) {
  const catalogue = new Map(state.catalogue.map((c) => [c.id, c]));
  return {
    players: state.fleets.map((f) => (f.defeatedOnTurn === null ? { id: f.player, health: f.health } : { id: f.player, health: f.health, isActive: false })),
    ships: state.ships.map((s) => ({
      id: s.id, ownerId: s.ownerId, isDestroyed: s.isDestroyed, isConsumedInUpgrade: s.isConsumedInUpgrade,
      automaticPowers: (catalogue.get(s.kind)?.powers ?? []).filter((p) => p.kind === "CONTINUOUS")
        .map((p) => ({ timing: "CONTINUOUS", effectType: p.effectType, value: p.value, target: p.target })),
    })),
    triggeredEffects: state.triggeredEffects,
    maxHealth: state.maxHealth,
  };
}

function checkEndOfTurn(api, r, json) {
  expect(isObject(r) && Array.isArray(r.players) && GAME_STATUS.has(r.status) && ["applied", "skipped", "tally"].every((k) => Array.isArray(r[k])) && !("events" in r),
    () => `not an EndOfTurnResult: ${show(r)}`);
  expectPlainJson(r, "the result");
  const ids = r.players.map((p) => p.id);
  r.players.forEach((p, i) => expect(isObject(p) && typeof p.id === "string" && isNat(p.health) && typeof p.isActive === "boolean", () => `players[${i}] is not a PlayerState: ${show(p)}`));
  if (r.status === "ACTIVE") expect(r.outcome === null, "ACTIVE with an outcome");
  else expectOutcome(r.outcome, ids);
  r.skipped.forEach((s, i) => expect(SKIP_REASONS.has(s.reason) && EFFECT_SOURCES.has(s.source), () => `skipped[${i}] is not a SkippedEffect: ${show(s)}`));
  r.applied.forEach((a, i) => expect(EFFECT_SOURCES.has(a.source) && ids.includes(a.targetPlayerId), () => `applied[${i}] is not an AppliedEffect: ${show(a)}`));
  r.tally.forEach((t, i) => expect(t.player === ids[i] && t.net === t.healing - t.damage, () => `tally[${i}] does not add up: ${show(t)}`));
  if (json === undefined) return;
  const maxHealth = json.maxHealth ?? 35;
  expect(sameJson(ids, json.players.map((p) => p.id)), "the result's players are not the input's, in order");
  r.players.forEach((p, i) => {
    expect(p.health <= maxHealth, () => `players[${i}].health ${p.health} is above maxHealth ${maxHealth}`);
    if (json.players[i].isActive === false) expect(!p.isActive, () => `players[${i}] was out and is back in`);
  });
  // Documented: the result's players feed the next turn as they are.
  try {
    api.resolveEndOfTurn({ players: r.players, ships: [], triggeredEffects: [], ...(json.maxHealth !== undefined ? { maxHealth: json.maxHealth } : {}) });
  } catch (e) {
    expect(false, () => `feeding the result's players back in threw ${describeError(e)}`);
  }
  // Documented: the order of the triggered effects does not matter.
  if (json.triggeredEffects.length > 1) {
    const reversed = api.resolveEndOfTurn({ ...json, triggeredEffects: [...json.triggeredEffects].reverse() });
    expect(sameJson(reversed.players, r.players) && sameJson(reversed.tally, r.tally) && sameJson(reversed.outcome, r.outcome),
      "reversing the triggered effects changes the result");
  }
}

// The supply-depletion end evaluation (checkEndTrigger): generated inputs of pile names (the
// game's and others), counts with many zeros, and end triggers valid or not (a threshold out of
// range, key piles unknown, empty or listed twice, `{}`, `{ keyPiles: [] }`).
const pileName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...CARDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom("", "__proto__", "constructor", "😀", "Province", "province ", "a".repeat(300)) },
);
const pileCount = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(46, 0xffffffff) },
);
const endTriggerInputArb = fc.record({
  // A game's supply (the base piles and a kingdom) and a few other names, or any names.
  piles: fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kingdom: fc.shuffledSubarray(KINGDOM_CARDS, { minLength: 10, maxLength: 10 }),
        counts: fc.array(pileCount, { minLength: 16, maxLength: 16 }),
        more: fc.array(fc.tuple(pileName, pileCount), { maxLength: 2 }),
      }).map(({ kingdom, counts, more }) => [...[...BASE_PILES, ...kingdom].map((c, i) => [c, counts[i]]), ...more]),
    },
    { weight: 1, arbitrary: fc.array(fc.tuple(pileName, pileCount), { maxLength: 20 }) },
  ),
  trigger: fc.oneof(
    { weight: 2, arbitrary: fc.constant({ how: "absent" }) },
    { weight: 1, arbitrary: fc.constant({ how: "off" }) },
    {
      weight: 6,
      arbitrary: fc.record({
        how: fc.constant("given"),
        threshold: fc.option(fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 8 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 30 }) }), { nil: undefined }),
        // A number is the supply's pile of that index; a string is any name.
        keys: fc.option(fc.array(fc.oneof({ weight: 4, arbitrary: fc.nat() }, { weight: 1, arbitrary: pileName }), { maxLength: 4 }), { nil: undefined }),
      }),
    },
  ),
  turn: fc.integer({ min: 0, max: 45 }),
  maxTurns: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 45 }) }, { weight: 1, arbitrary: fc.constantFrom(0, 200, 0xffffffff) }),
  scoresComputed: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  ended: fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 4, arbitrary: fc.constant(false) }),
}).map(({ piles, trigger, turn, maxTurns, scoresComputed, ended }) => {
  const supply = Object.fromEntries(piles);
  const names = Object.keys(supply);
  const input = { supply, turn, maxTurns, scoresComputed, ended };
  if (trigger.how === "off") input.endTrigger = null;
  if (trigger.how === "given") {
    const endTrigger = {};
    if (trigger.threshold !== undefined) endTrigger.emptyPileThreshold = trigger.threshold;
    if (trigger.keys !== undefined) endTrigger.keyPiles = trigger.keys.map((k) => (typeof k === "number" ? names[k % names.length] ?? "province" : k));
    input.endTrigger = endTrigger;
  }
  return input;
});

/** What checkEndTrigger's input is at the current point of a real game (scores taken as computed, the game as not ended). */
function endTriggerInputFromGame(x) {
  const s = x.state;
  const last = s.active + 1 >= s.seats.length;
  const input = {
    supply: Object.fromEntries(s.supply.map((p) => [p.card, p.count])),
    turn: Math.max(0, s.turn - 1 + (s.phase === "CLEANUP" && last ? 1 : 0)),
    maxTurns: s.maxTurns,
    scoresComputed: true,
    ended: false,
  };
  if (Object.hasOwn(x.config, "endTrigger")) input.endTrigger = x.config.endTrigger;
  return input;
}

const DEFAULT_END_TRIGGER = { emptyPileThreshold: 3, keyPiles: ["province"] };
const isU32 = (n) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff;
/**
 * The specification's evaluation, in plain JavaScript, of an input of the documented type (its
 * JSON form): the answer, or `{ code, field }` when it must be refused.
 */
function endTriggerModel(input) {
  const t = Object.hasOwn(input, "endTrigger") ? input.endTrigger : DEFAULT_END_TRIGGER;
  // (serde_json refuses a lone surrogate, which JSON.stringify writes as an escape.)
  const strings = [...Object.keys(input.supply), ...(t?.keyPiles ?? [])];
  if (!strings.every((k) => k.isWellFormed())) return { code: "INVALID_INPUT", field: "input." };
  if (![...Object.values(input.supply), input.turn, input.maxTurns].every(isU32)) return { code: "INVALID_INPUT", field: "input." };
  if (t !== null && t.emptyPileThreshold !== undefined && !isU32(t.emptyPileThreshold)) return { code: "INVALID_INPUT", field: "input.endTrigger.emptyPileThreshold" };
  const names = Object.keys(input.supply);
  if (names.length > 256) return { code: "INVALID_INPUT", field: "input.supply" };
  if (t !== null) {
    const threshold = t.emptyPileThreshold;
    const keys = t.keyPiles ?? [];
    if (threshold !== undefined && (threshold < 1 || threshold > names.length)) {
      return { code: "INVALID_CONFIG", field: `endTrigger.emptyPileThreshold is ${threshold}` };
    }
    for (const [i, k] of keys.entries()) {
      if (k === "" || keys.indexOf(k) < i || !Object.hasOwn(input.supply, k)) return { code: "INVALID_CONFIG", field: `endTrigger.keyPiles[${i}]` };
    }
    if (threshold === undefined && keys.length === 0) return { code: "INVALID_CONFIG", field: "endTrigger" };
  }
  if (input.ended) return { result: "IGNORE", reason: "already ended" };
  if (!input.scoresComputed) return { result: "IGNORE", reason: "scores not computed" };
  if (t !== null) {
    const empty = Object.values(input.supply).filter((n) => n === 0).length;
    if ((t.emptyPileThreshold !== undefined && empty >= t.emptyPileThreshold) || (t.keyPiles ?? []).some((k) => input.supply[k] === 0)) {
      return { result: "VALID", reason: "SUPPLY_DEPLETED" };
    }
  }
  if (input.turn >= input.maxTurns) return { result: "VALID", reason: "TURN_LIMIT" };
  return { result: "IGNORE", reason: "threshold not met" };
}

function freeFunctionTargets(games) {
  const targets = [];
  const ships = games.find((g) => g.ruleset === "ships");
  targets.push({
    name: "resolveEndOfTurn()",
    covers: ["resolveEndOfTurn"],
    runs: 2000,
    arb: fc.record({
      // A generated input, or the state of a real ships game at some point of its play.
      valid: fc.oneof({ weight: 3, arbitrary: endOfTurnArb.map((input) => ({ input })) }, { weight: 1, arbitrary: gamePlan(ships).map((plan) => ({ plan })) }),
      input: inputOf(anyValue, { valid: 1, mutated: 8, any: 1 }),
    }),
    prepare(ctx, v) {
      const base = v.valid.input ?? endOfTurnFromGame(peek("game.exportState()", () => playGame(ctx, ships, v.valid.plan).game.exportState().state));
      const input = ctx.arg(chooseInput(v.input, base));
      const refuse = refusal(input, Schemas.EndOfTurnInput, "input");
      return {
        source: `resolveEndOfTurn(${input.src})`,
        call: () => ctx.api.resolveEndOfTurn(input.value),
        codes: ["INVALID_INPUT"],
        refuse,
        check: (r) => checkEndOfTurn(ctx.api, r, input.pure && !refuse && !serdeLeniency(input.json, Schemas.EndOfTurnInput) ? input.json : undefined),
      };
    },
  });

  targets.push({
    name: "detectEndGame()",
    covers: ["detectEndGame"],
    runs: 2000,
    arb: fc.record({ valid: endOfTurnArb.map((x) => x.players), input: inputOf(anyValue, { valid: 1, mutated: 8, any: 1 }) }),
    prepare(ctx, v) {
      const players = ctx.arg(chooseInput(v.input, v.valid));
      const refuse = refusal(players, T.array(Schemas.PlayerHealth), "players");
      return {
        source: `detectEndGame(${players.src})`,
        call: () => ctx.api.detectEndGame(players.value),
        refuse,
        check: (r) => {
          expect(isObject(r) && GAME_STATUS.has(r.status) && Object.keys(r).length === 2, () => `not an EndGameCheck: ${show(r)}`);
          expectPlainJson(r, "the answer");
          if (r.status === "ACTIVE") expect(r.outcome === null, "ACTIVE with an outcome");
          if (players.pure && !refuse) {
            const ids = players.json.map((p) => p.id);
            if (r.status === "FINISHED") expectOutcome(r.outcome, ids);
            const resolved = ctx.api.resolveEndOfTurn({ players: players.json, ships: [], triggeredEffects: [] });
            expect(resolved.status === r.status && resolved.outcome?.type === r.outcome?.type && resolved.outcome?.winner === r.outcome?.winner,
              () => `detectEndGame says ${show(r.outcome)}, resolving a turn with no effect says ${show(resolved.outcome)}`);
          }
        },
      };
    },
  });

  const deck = games.find((g) => g.ruleset === "deckbuilding");
  targets.push({
    name: "checkEndTrigger()",
    covers: ["checkEndTrigger"],
    runs: 2000,
    arb: fc.record({
      // A generated input, or the standing of a real deck-building game at some point of its play.
      valid: fc.oneof({ weight: 3, arbitrary: endTriggerInputArb.map((input) => ({ input })) }, { weight: 1, arbitrary: gamePlan(deck).map((plan) => ({ plan })) }),
      input: inputOf(anyValue, { valid: 3, mutated: 6, any: 1 }),
    }),
    prepare(ctx, v) {
      let base = v.valid.input;
      let ended = null;
      if (base === undefined) {
        const { game } = playGame(ctx, deck, v.valid.plan);
        const x = peek("game.exportState()", () => game.exportState());
        base = endTriggerInputFromGame(x);
        // The game's own evaluation ended it right after computing the scores: for the same
        // standing (not yet ended), the pure function must agree, with the same reason.
        if (x.status === "FINISHED") ended = x.outcome.reason;
      }
      const input = ctx.arg(chooseInput(v.input, base));
      const refuse = refusal(input, Schemas.EndTriggerInput, "input");
      const modelled = input.pure && input.json !== undefined && !refuse && !serdeLeniency(input.json, Schemas.EndTriggerInput);
      const expected = modelled ? endTriggerModel(input.json) : null;
      return {
        source: `checkEndTrigger(${input.src})`,
        call: () => ctx.api.checkEndTrigger(input.value),
        codes: ["INVALID_CONFIG", "INVALID_INPUT"],
        refuse,
        onError: (e) => {
          if (expected === null) {
            return /^(input|endTrigger)\b/.test(e.message) ? null : `refused an input with a message that names no field (${e.code})`;
          }
          if (expected.code === undefined) return `refused (${e.code}) a valid input that the specification answers with ${show(expected)}`;
          if (e.code !== expected.code) return `threw ${e.code}, expected ${expected.code} (${expected.field})`;
          return e.message.includes(expected.field) ? null : `the message does not name ${show(expected.field)}`;
        },
        check: (r) => {
          const valid = isObject(r) && Object.keys(r).length === 2 && r.result === "VALID" && END_TRIGGER_REASONS.includes(r.reason);
          const ignore = isObject(r) && Object.keys(r).length === 2 && r.result === "IGNORE" && END_TRIGGER_IGNORED.includes(r.reason);
          expect(valid || ignore, () => `not an EndTriggerResult: ${show(r)}`);
          expectPlainJson(r, "the answer");
          if (expected !== null) expect(sameJson(r, expected), () => `answered ${show(r)}, the specification says ${show(expected)}`);
          if (ended !== null && v.input.how === "valid") {
            expect(r.result === "VALID" && r.reason === ended, () => `the game ended with ${ended} at this standing, checkEndTrigger says ${show(r)}`);
          }
          if (input.pure) expect(sameJson(ctx.api.checkEndTrigger(materialize(input.tree, ctx)), r), "the same input got another answer");
        },
      };
    },
  });

  targets.push({
    name: "simulateRandomGames()",
    covers: ["simulateRandomGames"],
    signature: (problem, v) => (typeof v.games === "number" ? null : "simulateRandomGames() | games that is not a number is not refused (the glue converts it with ToNumber)"),
    runs: 400,
    arb: fc.record({
      ruleset: fc.record({ base: fc.constantFrom(...RULESETS), choice: inputOf(safeValue, { valid: 4, mutated: 3, any: 1 }) }),
      games: budget(2),
      seed: fc.oneof({ weight: 4, arbitrary: seedText }, { weight: 1, arbitrary: anyString }, { weight: 1, arbitrary: safeValue }),
    }),
    prepare(ctx, v) {
      const ruleset = ctx.arg(chooseInput(v.ruleset.choice, v.ruleset.base));
      // A numeric string is a number to the package: keep it small too.
      const gamesTree = typeof v.games === "string" && inBudgetDanger(Number(v.games)) ? "2" : v.games;
      const games = ctx.arg(gamesTree);
      const seed = ctx.arg(v.seed);
      const refuse = refusal(ruleset, Schemas.RulesetKind, "ruleset")
        ?? (typeof games.value === "number" ? null : `games: number expected, got ${typeName(games.value)}`)
        ?? stringRefusal(seed.value, "seed");
      return {
        source: `simulateRandomGames(${ruleset.src}, ${games.src}, ${seed.src})`,
        call: () => ctx.api.simulateRandomGames(ruleset.value, games.value, seed.value),
        refuse,
        check: (s) => {
          expect(isObject(s) && isNat(s.games) && isNat(s.actions) && isNat(s.draws) && isObject(s.wins) && Object.values(s.wins).every(isNat),
            () => `not a SimulationSummary: ${show(s)}`);
          if (typeof games.value === "number") expect(s.games === games.value, () => `asked for ${games.value} games, got ${s.games}`);
          expect(Object.values(s.wins).reduce((x, y) => x + y, 0) + s.draws === s.games, "wins and draws do not add up to the games");
          if (ruleset.pure && seed.pure && games.pure) {
            const again = ctx.api.simulateRandomGames(materialize(ruleset.tree, ctx), materialize(games.tree, ctx), materialize(seed.tree, ctx));
            expect(sameJson(again, s), "the same seed played other games");
          }
        },
      };
    },
  });

  // Cost text: parts of the grammar (some kinds twice, which is refused), odd strings, any value.
  const costPart = fc.constantFrom("{2}{U}{U}", "{0}", "{R}", "{1}{G}{G}", "{C}{W}{B}", "{T}", "Pay 2 life", "Pay 0 life",
    "Sacrifice this", "Sacrifice a creature", "Sacrifice an enchantment", "Discard a card", "Discard 3 cards",
    "{X}", "{99}", "{100}", "Pay -1 life", "Tap this", "");
  targets.push({
    name: "parseCost()",
    covers: ["parseCost"],
    runs: 2000,
    arb: fc.oneof(
      { weight: 4, arbitrary: fc.array(costPart, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(", ")) },
      { weight: 1, arbitrary: anyString },
      { weight: 1, arbitrary: safeValue },
    ),
    prepare(ctx, v) {
      const text = ctx.arg(v);
      return {
        source: `parseCost(${text.src})`,
        call: () => ctx.api.parseCost(text.value),
        codes: ["INVALID_INPUT"],
        refuse: stringRefusal(text.value, "text"),
        check: (c) => {
          const amounts = (o, keys) => isObject(o) && Object.keys(o).length === keys.length && keys.every((k) => isNat(o[k]));
          expect(isObject(c) && amounts(c.mana, ["generic", "W", "U", "B", "R", "G", "C"]) && typeof c.tap === "boolean"
            && isNat(c.life) && isNat(c.discard) && (c.sacrifice === null || isObject(c.sacrifice)),
          () => `not a Cost: ${show(c)}`);
          expectPlainJson(c, "the answer");
          if (text.pure) expect(sameJson(ctx.api.parseCost(text.value), c), "the same text parsed to another cost");
        },
      };
    },
  });

  // The duel's catalogues: pure, the same every time, whatever arguments come along, and
  // consistent with each other (cards name registered effects and costs parseCost reads; decks
  // name cards of the pool).
  const unique = (list, key, what) => {
    const seen = new Set();
    for (const x of list) {
      expect(!seen.has(x[key]), () => `${what} lists ${show(x[key])} twice`);
      seen.add(x[key]);
    }
  };
  const effectNames = (uses, out = []) => {
    for (const use of uses ?? []) {
      out.push(use.effect);
      for (const m of Object.values(use.modifiers ?? {})) if (Array.isArray(m)) effectNames(m, out);
    }
    return out;
  };
  const lists = [
    ["listEffects", Schemas.EffectMetadata, (effects) => unique(effects, "name", "listEffects()")],
    ["listCards", Schemas.CardDefinition, (cards, api) => {
      unique(cards, "id", "listCards()");
      const registered = new Set(api.listEffects().map((e) => e.name));
      for (const c of cards) {
        for (const name of [...effectNames(c.effects), ...(c.abilities ?? []).flatMap((a) => effectNames(a.effects))]) {
          expect(registered.has(name), () => `card ${show(c.id)} names the effect ${show(name)}, which listEffects() does not list`);
        }
        for (const cost of [c.manaCost, ...(c.abilities ?? []).map((a) => a.cost)].filter((x) => x !== undefined)) {
          try {
            api.parseCost(cost);
          } catch (e) {
            throw new ShapeError(`card ${show(c.id)} has the cost ${show(cost)}, which parseCost refuses: ${describeError(e)}`);
          }
        }
      }
    }],
    ["listDecks", Schemas.DeckDefinition, (decks, api) => {
      unique(decks, "id", "listDecks()");
      const pool = new Set(api.listCards().map((c) => c.id));
      for (const d of decks) {
        const counts = Object.entries(d.cards);
        expect(counts.every(([id, n]) => pool.has(id) && isNat(n) && n > 0), () => `deck ${show(d.id)} holds ${show(d.cards)}, not counts of cards of listCards()`);
        const size = counts.reduce((total, [, n]) => total + n, 0);
        expect(size >= 1 && size <= 100, () => `deck ${show(d.id)} holds ${size} cards (a deck holds 1 to 100)`);
      }
      // The defaults of DuelConfig.decks.
      for (const id of ["blue-tide", "red-green-aggro"]) expect(decks.some((d) => d.id === id), () => `no ready deck ${show(id)}`);
    }],
    ["listKingdomCards", Schemas.SupplyCard, (cards, api) => {
      unique(cards, "id", "listKingdomCards()");
      const ids = cards.map((c) => c.id);
      expect(sameJson([...ids].sort(), [...KINGDOM_CARDS].sort()), () => `lists ${show(ids)}, the KingdomCard type is ${show(KINGDOM_CARDS)}`);
      for (const c of cards) {
        expect(isNat(c.cost) && c.types.length > 0 && new Set(c.types).size === c.types.length && c.name.length > 0 && c.text.length > 0,
          () => `${show(c.id)} is not a kingdom card's definition: ${show(c)}`);
        expect(c.types.every((t) => SUPPLY_CARD_TYPES.includes(t)) && !c.types.includes("TREASURE"), () => `${show(c.id)} has the types ${show(c.types)}`);
        for (const k of ["cards", "actions", "buys", "coins", "victoryPoints"]) expect(isNat(c[k]), () => `${show(c.id)}.${k} is ${show(c[k])}`);
      }
      // Every card listed makes a kingdom (the first ten, and the last ten), in the order given.
      for (const kingdom of [ids.slice(0, 10), ids.slice(-10)]) {
        const game = new api.DeckBuildingGame({ players: ["a", "b"], kingdom });
        try {
          const piles = game.exportState().state.supply.map((p) => p.card);
          expect(sameJson(piles, [...BASE_PILES, ...kingdom]), () => `a game of the kingdom ${show(kingdom)} has the supply ${show(piles)}`);
        } finally {
          game.free();
        }
      }
    }],
    ["listSupplyCards", Schemas.SupplyCard, (cards, api) => {
      unique(cards, "id", "listSupplyCards()");
      const ids = cards.map((c) => c.id);
      expect(sameJson(ids, [...BASE_PILES, ...api.listKingdomCards().map((c) => c.id)]),
        () => `lists ${show(ids)}, not the base cards then listKingdomCards()`);
      for (const c of cards) {
        for (const k of ["cost", "cards", "actions", "buys", "coins", "victoryPoints"]) expect(isNat(c[k]), () => `${show(c.id)}.${k} is ${show(c[k])}`);
      }
    }],
  ];
  for (const [fn, schema, consistent] of lists) {
    targets.push({
      name: `${fn}()`,
      covers: [fn],
      runs: 200,
      arb: garbageArgs,
      prepare(ctx, v) {
        const args = v.map((a) => ctx.arg(a));
        return {
          source: `${fn}(${args.map((a) => a.src).join(", ")})`,
          call: () => ctx.api[fn](...args.map((a) => a.value)),
          readonly: true,
          check: (list) => {
            expect(Array.isArray(list) && list.length > 0, () => `not a non-empty array: ${show(list)}`);
            list.forEach((x, i) => expect(conforms(x, schema), () => `[${i}] is not what ${fn} lists: ${show(x)}`));
            expectPlainJson(list, "the answer");
            consistent(list, ctx.api);
            expect(sameJson(ctx.api[fn](), list), "a second call answered otherwise");
          },
        };
      },
    });
  }

  // ChessGame#fen: the position of any game, finished or not; a game started from it is in the
  // same position with the same moves.
  const chess = games.find((g) => g.name === "ChessGame");
  if (chess) {
    targets.push({
      name: "ChessGame#fen()",
      covers: ["ChessGame#fen"],
      runs: 600,
      arb: fc.record({ plan: gamePlan(chess), args: garbageArgs }),
      prepare(ctx, v) {
        const { game } = playGame(ctx, chess, v.plan);
        const args = v.args.map((a) => ctx.arg(a));
        return {
          source: `game.fen(${args.map((a) => a.src).join(", ")})`,
          call: () => game.fen(...args.map((a) => a.value)),
          readonly: true,
          check: (fen) => {
            expect(typeof fen === "string" && fen.split(" ").length === 6, () => `not a FEN: ${show(fen)}`);
            expect(fen === game.exportState().state.fen, () => `${show(fen)} is not the state's FEN`);
            const copy = ctx.own(new ctx.api.ChessGame({ fen }));
            expect(copy.fen() === fen, () => `a game from ${show(fen)} is at ${show(copy.fen())}`);
            if (game.status === "ACTIVE") {
              const moves = (g) => g.legalActions(g.currentPlayer).filter((a) => a.type === "MOVE");
              expect(sameJson(moves(copy), moves(game)), () => `a game from ${show(fen)} has other moves`);
            }
          },
        };
      },
    });
  }

  // DuelGame#canPayCost: a player, cost text and maybe a source (a permanent, another card of the
  // game, anything), at some point of a game. Documented: INVALID_INPUT for cost text parseCost
  // refuses, an unknown player or source; any other question is answered.
  const duel = games.find((g) => g.name === "DuelGame");
  if (duel) {
    targets.push({
      name: "DuelGame#canPayCost()",
      covers: ["DuelGame#canPayCost"],
      runs: 600,
      arb: fc.record({
        plan: gamePlan(duel),
        player: playerChoice,
        cost: fc.oneof(
          { weight: 4, arbitrary: fc.array(costPart, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(", ")) },
          { weight: 1, arbitrary: fc.constantFrom("{0}", "Pay 0 life", "{0}, Pay 0 life") },
          { weight: 1, arbitrary: anyString },
          { weight: 1, arbitrary: safeValue },
        ),
        source: fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(undefined, null) },
          { weight: 4, arbitrary: fc.nat().map((i) => ({ permanent: i })) },
          { weight: 1, arbitrary: fc.nat().map((i) => ({ card: i })) },
          { weight: 1, arbitrary: anyString },
          { weight: 1, arbitrary: safeValue },
        ),
      }),
      prepare(ctx, v) {
        const { game } = playGame(ctx, duel, v.plan);
        const player = ctx.arg(choosePlayer(v.player, game));
        const cost = ctx.arg(v.cost);
        const state = peek("exportState", () => game.exportState().state);
        const permanents = state.battlefield.map((p) => p.id);
        const cards = Object.keys(state.cards);
        const pick = (ids, i) => (ids.length > 0 ? ids[i % ids.length] : "c1");
        const chosen = isObject(v.source) && "permanent" in v.source ? pick(permanents, v.source.permanent)
          : isObject(v.source) && "card" in v.source ? pick(cards, v.source.card) : v.source;
        const source = ctx.arg(chosen);
        const noSource = source.value === undefined || source.value === null;
        const sourceRefusal = noSource ? null : stringRefusal(source.value, "source");
        // What parseCost makes of the text: a Cost, or null when it refuses it.
        let parsed = null;
        if (cost.pure && typeof cost.value === "string") {
          try {
            parsed = ctx.api.parseCost(cost.value);
          } catch {
            parsed = null;
          }
        }
        const known = player.pure && game.players.includes(player.value) && parsed !== null && source.pure
          && (noSource || (typeof source.value === "string" && Object.hasOwn(state.cards, source.value)));
        // A cost of nothing can always be paid, at any life total.
        const seat = player.pure ? state.players.indexOf(player.value) : -1;
        const free = parsed !== null && Object.values(parsed.mana).every((n) => n === 0) && !parsed.tap && parsed.life === 0
          && parsed.sacrifice === null && parsed.discard === 0 && seat >= 0;
        return {
          source: `game.canPayCost(${player.src}, ${cost.src}, ${source.src})`,
          call: () => game.canPayCost(player.value, cost.value, source.value),
          readonly: true,
          codes: ["INVALID_INPUT"],
          refuse: stringRefusal(player.value, "player") ?? stringRefusal(cost.value, "cost") ?? sourceRefusal,
          onError: (e) => (known ? `refused (${e.code}) to answer for a player, cost text and source of the game` : null),
          check: (c) => {
            const yes = sameJson(c, { canPay: true });
            const no = isObject(c) && c.canPay === false && Object.keys(c).length === 2 && Array.isArray(c.reasons)
              && c.reasons.length > 0 && c.reasons.every((r) => typeof r === "string" && r.length > 0);
            expect(yes || no, () => `not a CostCheck: ${show(c)}`);
            if (cost.pure && typeof cost.value === "string") expect(parsed !== null, "answered for cost text that parseCost refuses");
            if (free && noSource) expect(yes, () => `a cost of nothing (${show(cost.value)}) cannot be paid: ${show(c)}`);
            if (player.pure && cost.pure && source.pure) {
              const again = game.canPayCost(player.value, cost.value, source.value);
              expect(sameJson(again, c), "the same question got another answer");
            }
          },
        };
      },
    });
  }

  targets.push({
    name: "isArbiterError()",
    covers: ["isArbiterError"],
    runs: 2000,
    arb: fc.oneof(
      { weight: 4, arbitrary: anyValue },
      { weight: 1, arbitrary: fc.constant(spec("arbiterError")) },
    ),
    prepare(ctx, v) {
      const value = ctx.arg(v);
      const real = v instanceof Spec && v.kind === "arbiterError";
      let isError = false;
      try {
        isError = value.value instanceof Error;
      } catch {
        isError = false;
      }
      return {
        source: `isArbiterError(${value.src})`,
        call: () => ctx.api.isArbiterError(value.value),
        check: (b) => {
          expect(typeof b === "boolean", () => `returned ${show(b)}, not a boolean`);
          if (real) expect(b === true, "false for an error the package threw");
          if (!isError) expect(b === false, "true for a value that is not an Error");
        },
      };
    },
  });

  targets.push({
    name: "initSync()",
    covers: ["initSync"],
    runs: 500,
    arb: anyValue,
    prepare(ctx, v) {
      const arg = ctx.arg(v);
      return {
        source: `initSync(${arg.src})`,
        call: () => ctx.api.initSync(arg.value),
        check: (out) => expect(out === ctx.api.initOutput, "initSync on a loaded module did not return its InitOutput"),
      };
    },
  });

  targets.push({
    name: "default init()",
    covers: ["default"],
    runs: 500,
    async: true,
    arb: anyValue,
    prepare(ctx, v) {
      const arg = ctx.arg(v);
      return {
        source: `init(${arg.src})`,
        call: () => ctx.api.default(arg.value),
        check: (out) => expect(out === ctx.api.initOutput, "init on a loaded module did not resolve to its InitOutput"),
      };
    },
  });
  return targets;
}

// ---------------------------------------------------------------------------------------------
// Big inputs and budgets (few cases each: they are slow by nature)

defineHelper("bigEndOfTurn", `({ players, ships, powers, effects }) => {
  const ids = Array.from({ length: players }, (_, i) => "p" + i);
  return {
    players: ids.map((id) => ({ id, health: 30 })),
    ships: Array.from({ length: ships }, (_, i) => ({
      id: "s" + i, ownerId: ids[i % players], isDestroyed: false, isConsumedInUpgrade: false,
      automaticPowers: Array.from({ length: powers }, () => ({ timing: "CONTINUOUS", effectType: "DAMAGE", value: 1, target: "EACH_OPPONENT" })),
    })),
    triggeredEffects: Array.from({ length: effects }, (_, i) => ({
      id: "e" + i, sourceShipId: "s0", sourcePlayerId: ids[0], targetPlayerId: ids[i % players], effectType: "HEAL", value: 1,
      persistsIfSourceDestroyed: true, description: "", triggeredAt: "BATTLE:1",
    })),
  };
}`);
defineHelper("bigPlayers", "(n) => Array.from({ length: n }, (_, i) => ({ id: \"p\" + i, health: i % 3 }))");

function bigTargets() {
  const targets = [];
  targets.push({
    name: "resolveEndOfTurn() with a big input",
    covers: [],
    runs: 2,
    shrink: false,
    stopOnFailure: true,
    caseSeconds: 120,
    arb: fc.record({
      players: fc.integer({ min: 1500, max: 2500 }), ships: fc.integer({ min: 1500, max: 2500 }),
      powers: fc.integer({ min: 1, max: 2 }), effects: fc.integer({ min: 0, max: 1000 }),
    }),
    prepare(ctx, v) {
      const input = ctx.arg(spec("helper", { name: "bigEndOfTurn", arg: v }));
      return {
        source: `resolveEndOfTurn(${input.src})`,
        call: () => ctx.api.resolveEndOfTurn(input.value),
        codes: ["INVALID_INPUT"],
        check: (r) => expect(isObject(r) && Array.isArray(r.players) && r.players.length === v.players, "not a result for every player"),
      };
    },
  });

  const bigValue = fc.oneof(
    fc.record({ unit: fc.constantFrom("x", "é", "😀", "\uD800", "ab"), count: fc.integer({ min: 1e5, max: 2e7 }) }).map((a) => spec("bigString", a)),
    fc.record({ depth: fc.integer({ min: 1e4, max: 2e5 }), leaf: fc.constantFrom(0, "x", null), key: fc.constantFrom(null, "cell", "players") }).map((a) => spec("nested", a)),
    fc.record({ length: fc.integer({ min: 1e4, max: 5e5 }), item: fc.constantFrom(0, "x", null, {}, { cell: 1 }, { type: "PASS" }) }).map((a) => spec("bigArray", a)),
    fc.integer({ min: 1e4, max: 3e5 }).map((n) => spec("helper", { name: "bigPlayers", arg: n })),
  );
  const uses = [
    ["new TicTacToeGame({ seed: BIG })", (api, b) => new api.TicTacToeGame({ seed: b })],
    ["new ShipsGame({ players: [\"a\", \"b\"], seed: BIG })", (api, b) => new api.ShipsGame({ players: ["a", "b"], seed: b })],
    ["new ShipsGame({ players: BIG })", (api, b) => new api.ShipsGame({ players: b })],
    ["new TicTacToeGame().submit(\"X\", BIG)", (api, b, own) => own(new api.TicTacToeGame()).submit("X", b)],
    ["new ShipsGame({ players: [\"a\", \"b\"] }).submit(\"a\", { type: \"BUILD\", ship: BIG })", (api, b, own) => own(new api.ShipsGame({ players: ["a", "b"] })).submit("a", { type: "BUILD", ship: b })],
    ["new TicTacToeGame().legalActions(BIG)", (api, b, own) => own(new api.TicTacToeGame()).legalActions(b)],
    ["new TicTacToeGame().view(BIG)", (api, b, own) => own(new api.TicTacToeGame()).view(b)],
    ["detectEndGame(BIG)", (api, b) => api.detectEndGame(b)],
    ["checkEndTrigger(BIG)", (api, b) => api.checkEndTrigger(b)],
    ["checkEndTrigger({ supply: BIG, turn: 0, maxTurns: 1, scoresComputed: true, ended: false })",
      (api, b) => api.checkEndTrigger({ supply: b, turn: 0, maxTurns: 1, scoresComputed: true, ended: false })],
    ["new DeckBuildingGame({ players: BIG })", (api, b) => new api.DeckBuildingGame({ players: b })],
    ["resolveEndOfTurn(BIG)", (api, b) => api.resolveEndOfTurn(b)],
    ["resolveEndOfTurn({ players: BIG, ships: [], triggeredEffects: [] })", (api, b) => api.resolveEndOfTurn({ players: b, ships: [], triggeredEffects: [] })],
    ["simulateRandomGames(\"tictactoe\", 1, BIG)", (api, b) => api.simulateRandomGames("tictactoe", 1, b)],
    ["TicTacToeGame.load(BIG)", (api, b) => api.TicTacToeGame.load(b)],
    ["ShipsGame.replay({ players: [\"a\", \"b\"] }, BIG)", (api, b) => api.ShipsGame.replay({ players: ["a", "b"] }, b)],
    ["new TicTacToeGame().botAction(\"X\", { iterations: 1, seed: BIG })", (api, b, own) => own(new api.TicTacToeGame()).botAction("X", { iterations: 1, seed: b })],
  ];
  targets.push({
    name: "big values (long strings, deep nesting, long arrays)",
    covers: [],
    runs: 12,
    shrink: false,
    caseSeconds: 90,
    arb: fc.record({ use: fc.nat(uses.length - 1), big: bigValue }),
    prepare(ctx, v) {
      const [source, use] = uses[v.use];
      const big = ctx.arg(v.big);
      return {
        source: source.replace("BIG", big.src),
        call: () => {
          const r = use(ctx.api, big.value, (g) => ctx.own(g));
          if (r && typeof r.free === "function") ctx.own(r);
          return r;
        },
        check: (r) => expect(r !== undefined, "returned undefined"),
      };
    },
  });

  targets.push({
    name: "simulateRandomGames() with a huge accepted count",
    covers: [],
    runs: 1,
    shrink: false,
    stopOnFailure: true,
    caseSeconds: 20,
    arb: fc.record({ ruleset: fc.constantFrom(...RULESETS), games: fc.constantFrom(2 ** 32 - 1, 2 ** 31, 1e8) }),
    prepare(ctx, v) {
      return {
        source: `simulateRandomGames(${JSON.stringify(v.ruleset)}, ${v.games}, "fuzz")`,
        call: () => ctx.api.simulateRandomGames(v.ruleset, v.games, "fuzz"),
        check: (s) => expect(s.games === v.games, "wrong count"),
      };
    },
  });

  targets.push({
    name: "botAction() with the largest documented iterations",
    covers: [],
    // Minutes by design (1,000,000 iterations): `npm run fuzz` only, not `npm test`.
    slow: true,
    runs: 1,
    shrink: false,
    stopOnFailure: true,
    caseSeconds: 120,
    arb: fc.record({ game: fc.constantFrom("TicTacToeGame", "ShipsGame"), players: fc.integer({ min: 2, max: 6 }), maxTurns: fc.constantFrom(30, 1000) }),
    prepare(ctx, v) {
      const config = v.game === "TicTacToeGame" ? {} : { players: Array.from({ length: v.players }, (_, i) => `p${i + 1}`), maxTurns: v.maxTurns };
      const game = ctx.own(ctx.step(`game = new ${v.game}(${toSource(config)});`, () => new ctx.api[v.game](config)));
      ctx.game = game;
      const player = game.currentPlayer;
      return {
        source: `game.botAction(${JSON.stringify(player)}, { iterations: 1000000 })`,
        call: () => game.botAction(player, { iterations: 1_000_000 }),
        readonly: true,
        check: (a) => expect(isObject(a), "not an action"),
      };
    },
  });

  // The same failing call many times in one module instance: the module must survive a long
  // session of errors (a game UI may make the same wrong call every frame).
  const SESSION = {
    "an ArbiterError (a bad configuration)": ["", "new TicTacToeGame({ players: [] })"],
    "a call on a freed game": ["const freed = new TicTacToeGame(); freed.free();", "freed.stateHash()"],
    "a method called on a plain object": ["", "TicTacToeGame.prototype.stateHash.call({})"],
    "a getter throwing an Error whose message is a number": ["", "new TicTacToeGame({ get seed() { throw Object.assign(new Error(), { message: 42 }); } })"],
    "a getter throwing an Error whose message getter throws": ["", "resolveEndOfTurn({ get players() { throw Object.defineProperty(new Error(), \"message\", { get() { throw new Error(\"inner\"); } }); } })"],
    "a game left unusable by an escaped error": [
      "const bricked = new TicTacToeGame(); try { bricked.submit(\"X\", { get cell() { throw Object.assign(new Error(), { message: 42 }); } }); } catch {}",
      "bricked.legalActions(\"X\")",
      "try { bricked.free(); } catch {}",
    ],
    "a getter throwing a plain Error": ["", "new TicTacToeGame({ get seed() { throw new Error(\"boom\"); } })"],
    "events() given a Symbol": ["const game2 = new TicTacToeGame();", "game2.events(Symbol())", "game2.free();"],
  };
  const calls = 30000;
  targets.push({
    name: "a session of many failing calls",
    covers: [],
    runs: Object.keys(SESSION).length,
    examples: Object.keys(SESSION),
    shrink: false,
    caseSeconds: 60,
    signature: (problem, kind) => `a session of many failing calls | ${kind}`,
    arb: fc.constantFrom(...Object.keys(SESSION)),
    prepare(ctx, kind) {
      const [setup, call, teardown = ""] = SESSION[kind];
      const loop = `for (let i = 0; i < ${calls}; i++) { try { ${call}; } catch {} }`;
      const run = new Function("api", "calls", `const { TicTacToeGame, resolveEndOfTurn } = api; ${setup}\n` +
        `for (let i = 0; i < calls; i++) { try { ${call}; } catch {} }\n${teardown}\nreturn calls;`);
      return {
        source: `(() => { ${setup} ${loop} ${teardown} return ${calls}; })() /* ${calls} times: ${kind} */`,
        call: () => run(ctx.api, calls),
        check: (n) => expect(n === calls, "the loop did not finish"),
      };
    },
  });
  return targets;
}

// ---------------------------------------------------------------------------------------------

/** Every fuzz target, for the package instance `api`. */
export function defineTargets(api) {
  const games = defineGames(api);
  return [...games.flatMap((g) => gameTargets(g, games)), ...freeFunctionTargets(games), ...bigTargets()];
}

/** The entry points pkg/arbiter.d.ts declares: functions, and each class's members. */
export function declaredEntryPoints() {
  const ids = [];
  for (const m of DTS.matchAll(/^export function (\w+)/gm)) ids.push(m[1]);
  if (/^export default function/m.test(DTS)) ids.push("default");
  for (const cls of DTS.matchAll(/^export class (\w+) \{([\s\S]*?)^\}/gm)) {
    for (const line of cls[2].split("\n")) {
      let m;
      if ((m = line.match(/^ {4}(static )?(\w+)\(/))) ids.push(`${cls[1]}${m[1] ? "." : "#"}${m[2]}`);
      else if ((m = line.match(/^ {4}readonly (\w+):/))) ids.push(`${cls[1]}#${m[1]}`);
      else if (/^ {4}\[Symbol\.dispose\]\(\)/.test(line)) ids.push(`${cls[1]}#[Symbol.dispose]`);
    }
  }
  return ids;
}
