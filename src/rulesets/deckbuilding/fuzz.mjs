// How deck-building is fuzzed (tests/js/fuzz/): configurations (kingdoms, end triggers), actions
// in one canonical form (a choice of cards reads as card kinds), what a view hides and shows, and
// its free functions: checkEndTrigger (against a model of the specification, and the standing of
// real games) and its catalogues (listKingdomCards, listSupplyCards). The harness gives `kit`.

/** Deck-building's fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { conforms } = kit;
  const types = deckBuildingTypes(kit);
  return {
    config: deckBuildingConfigArb(kit, types),
    defaultPlayers: ["p1", "p2"],
    configSchema: types.Schemas.DeckBuildingConfig,
    actionSchema: types.Schemas.DeckBuildingAction,
    actionSamples: deckBuildingActionSamples(kit, types),
    isAction: (a) => conforms(a, types.Schemas.DeckBuildingAction),
    maxMoves: 60,
    canonical: (a, state) => deckBuildingCanonical(kit, a, state),
    // (judge.rs MAX_LISTED: a choice of cards lists at most 64 answers.)
    listBound: 64,
    undoMayRefuse: (e) => e.code === "ILLEGAL_ACTION" && /revealed hidden information/.test(e.message),
    checkView: (view, game, viewer) => deckBuildingCheckView(kit, view, game, viewer),
    targets: (deck) => [checkEndTriggerTarget(kit, types, deck), ...catalogueTargets(kit, types)],
    bigValues: [
      ["checkEndTrigger(BIG)", (a, b) => a.checkEndTrigger(b)],
      ["checkEndTrigger({ supply: BIG, turn: 0, maxTurns: 1, scoresComputed: true, ended: false })",
        (a, b) => a.checkEndTrigger({ supply: b, turn: 0, maxTurns: 1, scoresComputed: true, ended: false })],
      ["new DeckBuildingGame({ players: BIG })", (a, b) => new a.DeckBuildingGame({ players: b })],
    ],
  };
}

/** Deck-building's documented types (from pkg/arbiter.d.ts) as schemas, and its string unions. */
function deckBuildingTypes({ T, unionMembers, DTS }) {
  const { string, number, boolean, literal, array, object, union } = T;
  const CARDS = unionMembers("Card");
  /** `KingdomCard`: `Card` less the base cards the .d.ts excludes. */
  const KINGDOM_CARDS = (() => {
    const m = DTS.match(/export type KingdomCard = Exclude<Card, ([^>]+)>;/);
    if (!m) throw new Error("pkg/arbiter.d.ts declares no type KingdomCard = Exclude<Card, ...>");
    const base = new Set([...m[1].matchAll(/"([^"]+)"/g)].map((x) => x[1]));
    return CARDS.filter((c) => !base.has(c));
  })();
  const SUPPLY_CARD_TYPES = unionMembers("SupplyCardType");
  // Card ids are instance ids (numbers); piles are `Card`s.
  const card = literal(...CARDS);
  const Schemas = {};
  Schemas.EndTrigger = object({}, { emptyPileThreshold: number, keyPiles: array(string) });
  const endTrigger = union(Schemas.EndTrigger, T.null);
  Schemas.DeckBuildingConfig = object({}, {
    players: array(string), seed: string, kingdom: array(literal(...KINGDOM_CARDS)), endTrigger, maxTurns: number,
  });
  Schemas.DeckBuildingAction = union(
    object({ type: literal("PLAY"), card: number }),
    object({ type: literal("PLAY_ALL_TREASURES") }),
    object({ type: literal("BUY"), pile: card }),
    object({ type: literal("END_PHASE") }),
    object({ type: literal("CHOOSE_CARDS"), cards: array(number) }),
    object({ type: literal("CHOOSE_PILE"), pile: card }),
  );
  Schemas.EndTriggerInput = object(
    { supply: T.record(number), turn: number, maxTurns: number, scoresComputed: boolean, ended: boolean },
    { endTrigger },
  );
  // What `listKingdomCards` answers.
  Schemas.SupplyCard = object({ id: card, name: string, cost: number, types: array(literal(...SUPPLY_CARD_TYPES)), text: string }, {
    cards: number, actions: number, buys: number, coins: number, victoryPoints: number,
  });
  return {
    Schemas, CARDS, KINGDOM_CARDS, SUPPLY_CARD_TYPES,
    END_TRIGGER_REASONS: unionMembers("EndTriggerReason"),
    END_TRIGGER_IGNORED: unionMembers("EndTriggerIgnored"),
  };
}

// ---------------------------------------------------------------------------------------------
// Configurations, actions, views

// Every supply has these piles, the Curse pile included, before its kingdom's.
const BASE_PILES = ["copper", "silver", "gold", "estate", "duchy", "province", "curse"];
const DEFAULT_KINGDOM = ["village", "smithy", "market", "laboratory", "festival", "cellar", "workshop", "remodel", "militia", "moat"];

/**
 * Valid deck-building configurations, short-lived (1 to 5 rounds): a kingdom of 10 distinct
 * kingdom cards or the default, and an end trigger absent (the default), `null`, or a valid one
 * of a threshold and key piles of this game's supply.
 */
function deckBuildingConfigArb({ fc, playerId, seedText }, { KINGDOM_CARDS }) {
  return fc.record({
    players: fc.uniqueArray(playerId, { minLength: 2, maxLength: 4 }),
    seed: fc.option(seedText, { nil: undefined }),
    kingdom: fc.option(fc.shuffledSubarray(KINGDOM_CARDS, { minLength: 10, maxLength: 10 }), { nil: undefined }),
    trigger: fc.oneof(
      { weight: 2, arbitrary: fc.constant({ how: "absent" }) },
      { weight: 1, arbitrary: fc.constant({ how: "off" }) },
      { weight: 4, arbitrary: fc.record({ how: fc.constant("given"), threshold: fc.option(fc.integer({ min: 1, max: BASE_PILES.length + 10 }), { nil: undefined }), keys: fc.array(fc.nat(), { maxLength: 3 }) }) },
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

function deckBuildingActionSamples({ fc }, { CARDS }) {
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

const byValue = (x, y) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * A deck-building action in one form, given the state it is submitted in: a choice of cards
 * lists one answer per set of card kinds (any cards of those kinds are accepted), so distinct
 * ids all in the chooser's hand read as their kinds; other lists of ids are sorted.
 */
function deckBuildingCanonical({ isObject }, a, state) {
  if (!isObject(a) || a.type !== "CHOOSE_CARDS" || !Array.isArray(a.cards)) return a;
  const ids = [...a.cards].sort(byValue);
  const chooser = isObject(state?.choice) ? state.seats[state.players.indexOf(state.choice.player)] : undefined;
  if (chooser && new Set(ids).size === ids.length && ids.every((id) => chooser.hand.includes(id))) {
    return { ...a, cards: ids.map((id) => state.cards[id].card).sort(byValue) };
  }
  return { ...a, cards: ids };
}

const VICTORY_POINTS = { estate: 1, duchy: 3, province: 6, curse: -1 };
/** Each seat's victory points: the cards of all its zones (Gardens: 1 per 10 cards; a Curse: -1). */
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
 * A deck-building view shows every deck, and the other players' hands and discard piles (but
 * for each pile's top card), only as counts in `hidden` (a spectator sees no hand), the viewer's
 * own hand and discard pile, the
 * victory points of each seat, and everything else as it is.
 */
function deckBuildingCheckView({ expect, show, sameJson }, view, game, viewer) {
  const x = game.exportState().state;
  const v = view.state;
  const seat = x.players.indexOf(viewer);
  expect(Array.isArray(v.hidden) && v.hidden.length === x.seats.length, () => `hidden is ${show(v.hidden)}`);
  expect(Array.isArray(v.seats) && v.seats.length === x.seats.length, () => `seats is ${show(v.seats)}`);
  x.seats.forEach((s, i) => {
    const own = i === seat;
    // The top card of a discard pile is public.
    const top = s.discard.slice(-1);
    const counts = { hand: own ? 0 : s.hand.length, deck: s.deck.length, discard: own ? 0 : s.discard.length - top.length };
    expect(sameJson(v.hidden[i], counts), () => `hidden[${i}] is ${show(v.hidden[i])} for viewer ${show(viewer)}, expected ${show(counts)}`);
    const shown = { ...s, deck: [], hand: own ? s.hand : [], discard: own ? s.discard : top };
    expect(sameJson(v.seats[i], shown), () => `seat ${i} shows ${show(v.seats[i])} to viewer ${show(viewer)}, expected ${show(shown)}`);
  });
  const points = deckVictoryPoints(x);
  expect(sameJson(v.victoryPoints, points), () => `victoryPoints is ${show(v.victoryPoints)}, the cards give ${show(points)}`);
  const rest = (state) => ({ ...state, hidden: null, victoryPoints: null, seats: null });
  expect(sameJson(rest(v), rest(x)), "the view differs from the state in more than the hidden zones");
}

// ---------------------------------------------------------------------------------------------
// checkEndTrigger

// The supply-depletion end evaluation (checkEndTrigger): generated inputs of pile names (the
// game's and others), counts with many zeros, and end triggers valid or not (a threshold out of
// range, key piles unknown, empty or listed twice, `{}`, `{ keyPiles: [] }`).
function endTriggerInputArb({ fc }, { CARDS, KINGDOM_CARDS }) {
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
  return fc.record({
    // A game's supply (the base piles and a kingdom) and a few other names, or any names.
    piles: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          kingdom: fc.shuffledSubarray(KINGDOM_CARDS, { minLength: 10, maxLength: 10 }),
          counts: fc.array(pileCount, { minLength: BASE_PILES.length + 10, maxLength: BASE_PILES.length + 10 }),
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
}

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
/** Whether `v` holds NaN or an infinity (true when looking throws: then it is not modelled). */
function nonFinite(v, depth) {
  try {
    if (typeof v === "number") return !Number.isFinite(v);
    if (typeof v !== "object" || v === null || depth > 64) return false;
    return Object.values(v).some((x) => nonFinite(x, depth + 1));
  } catch {
    return true;
  }
}
const isU32 = (n) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff;
/**
 * The specification's evaluation, in plain JavaScript, of an input of the documented type (its
 * JSON form): the answer, or `{ code, field }` when it must be refused.
 */
function endTriggerModel(input) {
  const t = Object.hasOwn(input, "endTrigger") ? input.endTrigger : DEFAULT_END_TRIGGER;
  // (serde_json refuses a lone surrogate, which JSON.stringify writes as an escape.) What does
  // not decode is INVALID_INPUT, but inside the endTrigger, which is refused as the game's config
  // refuses it: INVALID_CONFIG (the fields are decoded in the order the inputs are written in).
  if (!Object.keys(input.supply).every((k) => k.isWellFormed())) return { code: "INVALID_INPUT", field: "input." };
  if (![...Object.values(input.supply), input.turn, input.maxTurns].every(isU32)) return { code: "INVALID_INPUT", field: "input." };
  if (t !== null && t.emptyPileThreshold !== undefined && !isU32(t.emptyPileThreshold)) return { code: "INVALID_CONFIG", field: "input.endTrigger.emptyPileThreshold" };
  if (!(t?.keyPiles ?? []).every((k) => k.isWellFormed())) return { code: "INVALID_CONFIG", field: "input.endTrigger" };
  const names = Object.keys(input.supply);
  if (names.length > 256) return { code: "INVALID_INPUT", field: "input.supply" };
  // maxTurns as the game's config takes it.
  if (input.maxTurns < 1 || input.maxTurns > 200) return { code: "INVALID_CONFIG", field: `maxTurns is ${input.maxTurns}` };
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

function checkEndTriggerTarget(kit, types, deck) {
  const {
    fc, anyValue, inputOf, chooseInput, refusal, serdeLeniency, materialize, gamePlan, playGame, peek, expect, isObject, show, sameJson, expectPlainJson,
  } = kit;
  const { Schemas, END_TRIGGER_REASONS, END_TRIGGER_IGNORED } = types;
  return {
    name: "checkEndTrigger()",
    covers: ["checkEndTrigger"],
    runs: 2000,
    arb: fc.record({
      // A generated input, or the standing of a real deck-building game at some point of its play.
      valid: fc.oneof({ weight: 3, arbitrary: endTriggerInputArb(kit, types).map((input) => ({ input })) }, { weight: 1, arbitrary: gamePlan(deck).map((plan) => ({ plan })) }),
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
      // A value holding NaN or an infinity is refused where it is (its JSON form says null there,
      // which the model would read as depletion off): not modelled, its message still checked.
      const modelled = input.pure && input.json !== undefined && !refuse && !serdeLeniency(input.json, Schemas.EndTriggerInput) && !nonFinite(input.value, 0);
      const expected = modelled ? endTriggerModel(input.json) : null;
      return {
        source: `checkEndTrigger(${input.src})`,
        call: () => ctx.api.checkEndTrigger(input.value),
        codes: ["INVALID_CONFIG", "INVALID_INPUT"],
        refuse,
        onError: (e) => {
          if (expected === null) {
            return /^(input|endTrigger|maxTurns)\b/.test(e.message) ? null : `refused an input with a message that names no field (${e.code})`;
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
  };
}

// The catalogues: pure, the same every time, whatever arguments come along; every kingdom card
// makes a kingdom, and the supply cards are the base cards then the kingdom cards.
function catalogueTargets({ listTarget, expectUnique, expect, isNat, show, sameJson }, { Schemas, KINGDOM_CARDS, SUPPLY_CARD_TYPES }) {
  const unique = expectUnique;
  return [
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
        for (const k of ["cost", "cards", "actions", "buys", "coins"]) expect(isNat(c[k]), () => `${show(c.id)}.${k} is ${show(c[k])}`);
        // A Curse is worth -1; no other card less than 0.
        const least = c.id === "curse" ? -1 : 0;
        expect(Number.isInteger(c.victoryPoints) && c.victoryPoints >= least, () => `${show(c.id)}.victoryPoints is ${show(c.victoryPoints)}`);
      }
    }],
  ].map(([fn, schema, consistent]) => listTarget(fn, schema, consistent));
}
