// How the duel is fuzzed (tests/js/fuzz/): configurations (ready decks, lists of cards, small
// scenarios, cards of their own), actions in one canonical form, what a view hides, and the
// duel's free functions: parseCost, its catalogues (listEffects, listCards, listDecks) and
// DuelGame#canPayCost. The harness gives `kit` (fast-check, the schema builders, shared values
// and the way to play a game to a point).

/** The duel's fuzz descriptor: see tests/js/fuzz/README.md. */
export function fuzzGame(api, kit) {
  const { conforms, isObject } = kit;
  const types = duelTypes(kit);
  return {
    config: duelConfigArb(kit, types, api.listCards().map((c) => c.id)),
    defaultPlayers: ["p1", "p2"],
    configSchema: types.Schemas.DuelConfig,
    actionSchema: types.Schemas.DuelAction,
    actionSamples: duelActionSamples(kit),
    isAction: (a) => conforms(a, types.Schemas.DuelAction) && a.type !== "RESIGN",
    maxMoves: 60,
    configCodes: ["UNKNOWN_EFFECT"],
    // (An array of a struct's fields is serde's known leniency: ["RESIGN"] resigns too.)
    outOfTurn: (a) => (isObject(a) && a.type === "RESIGN") || (Array.isArray(a) && a[0] === "RESIGN"),
    mayStartFinished: true,
    canonical: (a) => duelCanonical(kit, a),
    // Targets and payments: 64 of each at most (listing.rs MAX_LISTED).
    listBound: 64,
    // Attacks, blocks, discards and divisions of damage list a few answers by rule (listing.rs)
    // and accept any valid one.
    unlisted: (a) => isObject(a) && DUEL_WIDE_CHOICES.includes(a.type),
    undoMayRefuse: (e) => e.code === "ILLEGAL_ACTION" && /revealed hidden information/.test(e.message),
    checkView: (view, game, viewer) => duelCheckView(kit, view, game, viewer),
    targets: (duel) => [parseCostTarget(kit), ...catalogueTargets(kit, types), canPayCostTarget(kit, duel), decisionTarget(kit, duel)],
  };
}

/** The choices `legalActions` lists only some answers of. */
const DUEL_WIDE_CHOICES = ["DECLARE_ATTACKERS", "DECLARE_BLOCKERS", "CHOOSE_CARDS", "ASSIGN_COMBAT_DAMAGE", "KEEP"];

/** The duel's documented types (from pkg/arbiter.d.ts) as schemas, and its string unions. */
function duelTypes({ T, unionMembers }) {
  const { string, number, boolean, literal, array, object, union } = T;
  const STEPS = unionMembers("Step");
  const Schemas = {};
  // A modifier's value is a number, a word, or a list of effect uses (read loosely here: the
  // package checks each one).
  Schemas.EffectUse = object({ effect: string }, { modifiers: T.record(union(number, string, array(T.any))) });
  const effects = array(Schemas.EffectUse);
  Schemas.AbilityDefinition = union(
    object({ type: literal("ACTIVATED"), cost: string, effects }),
    object({ type: literal("TRIGGERED"), when: literal(...unionMembers("TriggerWhen")), effects }),
    object({ type: literal("STATIC"), effects }),
  );
  Schemas.CardDefinition = object({ id: string, name: string, types: array(literal(...unionMembers("CardType"))) }, {
    subtypes: array(string), manaCost: string, power: number, toughness: number, keywords: array(literal(...unionMembers("Keyword"))),
    abilities: array(Schemas.AbilityDefinition), effects, text: string,
  });
  // What the catalogues answer.
  Schemas.EffectMetadata = object({
    name: string, kind: literal(...unionMembers("EffectKind")), description: string, requiredModifiers: array(string), optionalModifiers: array(string),
    requiredChoices: array(literal(...unionMembers("ChoiceKind"))), requiredTargets: array(literal(...unionMembers("TargetKind"))),
  });
  Schemas.DeckDefinition = object({ id: string, name: string, description: string, cards: T.record(number) });
  Schemas.ScenarioCard = object({ id: string, card: string }, { tapped: boolean, summoningSick: boolean });
  const zone = array(Schemas.ScenarioCard);
  Schemas.ScenarioPlayer = object({}, { life: number, hand: zone, battlefield: zone, library: zone, graveyard: zone, exile: zone });
  Schemas.Scenario = object({ activePlayer: string, step: literal(...STEPS), players: T.record(Schemas.ScenarioPlayer) }, { turn: number });
  Schemas.DuelConfig = object({}, {
    players: array(string), seed: string, startingLife: number, firstPlayer: string, decks: T.record(union(string, array(string))),
    cards: array(Schemas.CardDefinition), scenario: Schemas.Scenario, combatDamage: literal("ask", "default"), mulligan: boolean,
  });
  Schemas.Target = union(object({ player: string }), object({ permanent: string }), object({ spell: string }));
  Schemas.Payment = object({}, { discard: array(string), sacrifice: string, mana: array(string) });
  const aimed = { targets: array(Schemas.Target), payment: Schemas.Payment };
  Schemas.DuelAction = union(
    object({ type: literal("PASS_PRIORITY") }),
    object({ type: literal("PLAY_LAND"), card: string }),
    object({ type: literal("CAST_SPELL"), card: string }, aimed),
    object({ type: literal("ACTIVATE_ABILITY"), permanent: string, ability: number }, aimed),
    object({ type: literal("DECLARE_ATTACKERS"), attackers: array(string) }),
    object({ type: literal("DECLARE_BLOCKERS"), blocks: array(object({ blocker: string, attacker: string })) }),
    object({ type: literal("CHOOSE_CARDS"), cards: array(string) }),
    object({ type: literal("ASSIGN_COMBAT_DAMAGE"), attacker: string, assignment: T.record(number) }),
    object({ type: literal("MULLIGAN") }),
    object({ type: literal("KEEP"), bottom: array(string) }),
    object({ type: literal("RESIGN") }),
  );
  return { Schemas, STEPS };
}

// ---------------------------------------------------------------------------------------------
// Configurations and actions

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
function duelConfigArb({ fc, playerId, seedText }, { STEPS }, poolIds) {
  const ownIds = DUEL_OWN_CARDS.map((c) => c.id);
  const cardId = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...poolIds) }, { weight: 1, arbitrary: fc.constantFrom(...ownIds) });
  const deck = fc.oneof(
    fc.constantFrom("blue-tide", "red-green-aggro", "white-black-life", "green-red-ramp"),
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
    combatDamage: fc.constantFrom(undefined, "ask", "default"),
    mulligan: fc.constantFrom(undefined, true, false),
  }).map(({ players, seed, startingLife, first, decks, scenario, own, combatDamage, mulligan }) => {
    const config = { players };
    if (mulligan !== undefined) config.mulligan = mulligan;
    if (combatDamage !== undefined) config.combatDamage = combatDamage;
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

function duelActionSamples({ fc }) {
  const id = fc.oneof(fc.integer({ min: 0, max: 90 }).map((n) => `c${n}`), fc.constantFrom("ah0", "ab1", "bb0", "ab-0", "bh_1", "al0", "nope", ""));
  const target = fc.oneof(
    fc.record({ player: fc.constantFrom("a", "b", "p1", "you", "bot", "X") }),
    fc.record({ permanent: id }),
    fc.record({ spell: id }),
  );
  const payment = fc.record({ discard: fc.array(id, { maxLength: 2 }), sacrifice: id, mana: fc.array(id, { maxLength: 2 }) }, { requiredKeys: [] });
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
    fc.constant({ type: "MULLIGAN" }),
    fc.record({ type: fc.constant("KEEP"), bottom: fc.array(id, { maxLength: 3 }) }),
    fc.record({ type: fc.constant("ASSIGN_COMBAT_DAMAGE"), attacker: id,
      assignment: fc.dictionary(id, fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom(-1, 2 ** 32)), { maxKeys: 3 }) }),
  );
}

/** A duel action in one form: no empty `targets` or `payment`, lists of ids in order. */
function duelCanonical({ isObject }, a) {
  if (!isObject(a)) return a;
  const c = { ...a };
  if (Array.isArray(c.targets) && c.targets.length === 0) delete c.targets;
  if (isObject(c.payment)) {
    const p = { ...c.payment };
    if (Array.isArray(p.discard) && p.discard.length === 0) delete p.discard;
    if (Array.isArray(p.discard)) p.discard = [...p.discard].sort();
    // payment.mana keeps its order (the sources are tapped in it) and an empty list (tap nothing).
    if (Object.keys(p).length === 0) delete c.payment;
    else c.payment = p;
  }
  for (const k of ["attackers", "cards"]) if (Array.isArray(c[k])) c[k] = [...c[k]].sort();
  if (isObject(c.assignment)) c.assignment = Object.fromEntries(Object.entries(c.assignment).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  if (Array.isArray(c.blocks)) c.blocks = [...c.blocks].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  return c;
}

/** A duel's view hides the other hand and both libraries (counting them in `hidden`), and the ids' key and serials, and nothing else. */
function duelCheckView({ expect, show, sameJson }, view, game, viewer) {
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
  // The cards in sight, less the referee's serials: ids cannot be followed from them.
  const visible = Object.fromEntries(Object.entries(x.cards).filter(([id]) => !hidden.has(id))
    .map(([id, { serial: _, ...card }]) => [id, card]));
  expect(sameJson(v.cards, visible), () => `cards shows ${show(Object.keys(v.cards))} to viewer ${show(viewer)}, expected ${show(Object.keys(visible))}`);
  expect(!("idKey" in v), "the view holds the ids' key");
  const rest = (state) => ({ ...state, hidden: null, cards: null, idKey: null, seats: state.seats.map((t) => ({ ...t, hand: [], library: [] })) });
  expect(sameJson(rest(v), rest(x)), "the view differs from the state in more than the hidden cards");
}

// ---------------------------------------------------------------------------------------------
// Free functions: cost text, the catalogues, canPayCost

// Cost text: parts of the grammar (some kinds twice, which is refused), odd strings, any value.
const COST_PARTS = ["{2}{U}{U}", "{0}", "{R}", "{1}{G}{G}", "{C}{W}{B}", "{T}", "Pay 2 life", "Pay 0 life",
  "Sacrifice this", "Sacrifice a creature", "Sacrifice an enchantment", "Discard a card", "Discard 3 cards",
  "{X}", "{99}", "{100}", "Pay -1 life", "Tap this", ""];

function parseCostTarget({ fc, anyString, safeValue, stringRefusal, expect, isObject, isNat, show, sameJson, expectPlainJson }) {
  const costPart = fc.constantFrom(...COST_PARTS);
  return {
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
  };
}

// The duel's catalogues: pure, the same every time, whatever arguments come along, and
// consistent with each other (cards name registered effects and costs parseCost reads; decks
// name cards of the pool).
function catalogueTargets({ listTarget, expectUnique, expect, isNat, show, ShapeError, describeError }, { Schemas }) {
  const unique = expectUnique;
  const effectNames = (uses, out = []) => {
    for (const use of uses ?? []) {
      out.push(use.effect);
      for (const m of Object.values(use.modifiers ?? {})) if (Array.isArray(m)) effectNames(m, out);
    }
    return out;
  };
  return [
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
  ].map(([fn, schema, consistent]) => listTarget(fn, schema, consistent));
}

// DuelGame#canPayCost: a player, cost text and maybe a source (a permanent, another card of the
// game, anything), at some point of a game. Documented: INVALID_INPUT for cost text parseCost
// refuses, an unknown player or source; any other question is answered.
function canPayCostTarget(kit, duel) {
  const {
    fc, anyString, safeValue, gamePlan, playGame, playerChoice, choosePlayer, peek, stringRefusal, expect, isObject, show, sameJson,
  } = kit;
  const costPart = fc.constantFrom(...COST_PARTS);
  return {
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
  };
}

// DuelGame#decision: a player (of the game or not) at some point of a game. Documented:
// INVALID_INPUT for a player not in the game; null for a player with nothing to decide (the
// other player decides, or the game is over); else the decision, consistent with what
// legalActions lists for that player.
function decisionTarget(kit, duel) {
  const { fc, gamePlan, playGame, playerChoice, choosePlayer, peek, stringRefusal, expect, isObject, show, sameJson } = kit;
  const ids = (list) => list.flatMap((a) => a.attackers ?? a.cards ?? []);
  return {
    name: "DuelGame#decision()",
    covers: ["DuelGame#decision"],
    runs: 600,
    arb: fc.record({ plan: gamePlan(duel), player: playerChoice }),
    prepare(ctx, v) {
      const { game } = playGame(ctx, duel, v.plan);
      const player = ctx.arg(choosePlayer(v.player, game));
      const known = player.pure && game.players.includes(player.value);
      const current = peek("currentPlayer", () => game.currentPlayer);
      const legal = known ? peek("legalActions", () => game.legalActions(player.value)) : [];
      return {
        source: `game.decision(${player.src})`,
        call: () => game.decision(player.value),
        readonly: true,
        codes: ["INVALID_INPUT"],
        refuse: stringRefusal(player.value, "player"),
        onError: (e) => (known ? `refused (${e.code}) to answer for a player of the game` : null),
        check: (d) => {
          expect(known, () => `answered ${show(d)} for ${show(player.value)}, who is not in the game`);
          if (player.value !== current) {
            expect(d === null, () => `answered ${show(d)} for ${show(player.value)}, but ${show(current)} is to act`);
            return;
          }
          expect(isObject(d), () => `no decision for the player to act: ${show(d)}`);
          const types = new Set(legal.map((a) => a.type));
          const only = (type) => expect(types.size === 1 && types.has(type), () => `${d.type}, but legalActions lists ${show([...types])}`);
          switch (d.type) {
            case "DECLARE_ATTACKERS":
              only("DECLARE_ATTACKERS");
              expect(d.candidates.length > 0 && sameJson([...new Set(ids(legal))].sort(), [...d.candidates].sort()),
                () => `candidates ${show(d.candidates)}, but legalActions lists ${show(legal)}`);
              break;
            case "DECLARE_BLOCKERS":
              only("DECLARE_BLOCKERS");
              expect(d.options.length > 0 && d.options.every((o) => o.attackers.length > 0), () => `options ${show(d.options)}`);
              for (const a of legal) {
                for (const b of a.blocks) {
                  expect(d.options.some((o) => o.blocker === b.blocker && o.attackers.includes(b.attacker)),
                    () => `legalActions lists the block ${show(b)}, not among the options ${show(d.options)}`);
                }
              }
              break;
            case "DISCARD":
              only("CHOOSE_CARDS");
              expect(legal.every((a) => a.cards.length === d.count && a.cards.every((c) => d.cards.includes(c))),
                () => `discard ${d.count} of ${show(d.cards)}, but legalActions lists ${show(legal)}`);
              expect(sameJson(d.cards, peek("exportState", () => game.exportState().state).seats[game.players.indexOf(player.value)].hand),
                "the cards to discard are not the player's hand");
              break;
            case "ASSIGN_COMBAT_DAMAGE": {
              only("ASSIGN_COMBAT_DAMAGE");
              const total = Object.values(d.default).reduce((x, y) => x + y, 0);
              expect(d.blockers.length >= 2 && total === d.power && sameJson(Object.keys(d.default).sort(), [...d.blockers].sort()),
                () => `the default ${show(d.default)} does not divide ${d.power} among ${show(d.blockers)}`);
              expect(legal[0].attacker === d.attacker && sameJson(legal[0].assignment, d.default),
                () => `legalActions lists ${show(legal[0])} first, not the default division ${show(d.default)}`);
              break;
            }
            case "MULLIGAN": {
              // KEEP with the bottom choices (as many cards of the hand as mulligans taken),
              // then MULLIGAN unless seven were taken.
              const hand = peek("exportState", () => game.exportState().state).seats[game.players.indexOf(player.value)].hand;
              expect(sameJson(d.hand, hand), "the hand is not the player's hand");
              expect(legal.every((a) => a.type === "MULLIGAN" || (a.type === "KEEP" && a.bottom.length === Math.min(d.mulligans, hand.length)
                && a.bottom.every((c) => hand.includes(c)))), () => `mulligans ${d.mulligans}, but legalActions lists ${show(legal)}`);
              expect(types.has("KEEP") && types.has("MULLIGAN") === d.mulligans < 7, () => `mulligans ${d.mulligans}, but legalActions lists ${show([...types])}`);
              break;
            }
            case "PRIORITY":
              expect(types.has("PASS_PRIORITY") && ![...DUEL_WIDE_CHOICES].some((t) => types.has(t)),
                () => `PRIORITY, but legalActions lists ${show([...types])}`);
              break;
            default:
              expect(false, () => `not a decision: ${show(d)}`);
          }
        },
      };
    },
  };
}
