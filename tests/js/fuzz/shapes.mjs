// What the package's answers must look like (checked on every successful fuzzed call), and the
// documented TypeScript types of its inputs (a value that does not match its type must be
// refused). Everything is read against pkg/arbiter.d.ts: the string unions come from it.
import { isDeepStrictEqual } from "node:util";
import { readFileSync } from "node:fs";

export const PKG_DIR = new URL("../../../pkg/", import.meta.url);
export const DTS = readFileSync(new URL("wasm/arbiter.d.ts", PKG_DIR), "utf8");

/** The members of a string-literal union type of arbiter.d.ts (`ErrorCode`, `GameStatus`...). */
export function unionMembers(typeName) {
  const m = DTS.match(new RegExp(`export type ${typeName} = ([^;]+);`));
  if (!m) throw new Error(`pkg/arbiter.d.ts declares no type ${typeName}`);
  return [...m[1].matchAll(/"([^"]+)"/g)].map((x) => x[1]);
}

export const ERROR_CODES = new Set(unionMembers("ErrorCode"));
export const GAME_STATUS = new Set(unionMembers("GameStatus"));
/** Every game's end reasons (`EndReason` is the union of each game's `<Game>EndReason`). */
export const END_REASONS = new Set([...DTS.matchAll(/export type (\w+EndReason) = /g)].flatMap((m) => unionMembers(m[1])));
export const OUTCOME_TYPES = new Set(unionMembers("OutcomeType"));
export const RULESETS = unionMembers("RulesetKind");
export const EFFECT_TYPES = unionMembers("EffectType");
export const POWER_TARGETS = unionMembers("PowerTarget");
export const POWER_TIMINGS = unionMembers("PowerTiming");
export const SKIP_REASONS = new Set(unionMembers("SkipReason"));
export const EFFECT_SOURCES = new Set(unionMembers("EffectSource"));
export const STEPS = unionMembers("Step");
export const CARD_TYPES = unionMembers("CardType");
export const KEYWORDS = unionMembers("Keyword");
export const TRIGGER_WHENS = unionMembers("TriggerWhen");
export const EFFECT_KINDS = unionMembers("EffectKind");
export const TARGET_KINDS = unionMembers("TargetKind");
export const CHOICE_KINDS = unionMembers("ChoiceKind");
export const CARDS = unionMembers("Card");
export const SUPPLY_CARD_TYPES = unionMembers("SupplyCardType");
export const TURN_PHASES = unionMembers("TurnPhase");
export const END_TRIGGER_REASONS = unionMembers("EndTriggerReason");
export const END_TRIGGER_IGNORED = unionMembers("EndTriggerIgnored");
/** `KingdomCard`: `Card` less the base cards the .d.ts excludes. */
export const KINGDOM_CARDS = (() => {
  const m = DTS.match(/export type KingdomCard = Exclude<Card, ([^>]+)>;/);
  if (!m) throw new Error("pkg/arbiter.d.ts declares no type KingdomCard = Exclude<Card, ...>");
  const base = new Set([...m[1].matchAll(/"([^"]+)"/g)].map((x) => x[1]));
  return CARDS.filter((c) => !base.has(c));
})();

/** Property names and string literals of the .d.ts: the words mutations and garbage use. */
export const DICTIONARY = [...new Set([
  ...[...DTS.matchAll(/"([A-Za-z_][\w-]{0,40})"/g)].map((m) => m[1]),
  ...[...DTS.matchAll(/^\s+(?:readonly\s+)?([a-zA-Z_]\w*)\??:/gm)].map((m) => m[1]),
])].sort();

/** A failed expectation about an answer. */
export class ShapeError extends Error {}

export function expect(condition, message) {
  if (!condition) throw new ShapeError(typeof message === "function" ? message() : message);
}

export const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
export const isInt = (v) => Number.isInteger(v);
export const isNat = (v) => Number.isInteger(v) && v >= 0 && !Object.is(v, -0);
export const isHash = (v) => typeof v === "string" && /^[0-9a-f]{16}$/.test(v);
export const show = (v) => {
  try {
    const s = JSON.stringify(v);
    return s === undefined ? String(v) : s.length > 300 ? s.slice(0, 300) + "…" : s;
  } catch {
    return String(v);
  }
};

/** Deep equality of two JSON-like values, ignoring key order. */
export const sameJson = (a, b) => isDeepStrictEqual(a, b);

/** The value is plain JSON data: it survives `JSON.stringify` unchanged. */
export function expectPlainJson(value, what) {
  let back;
  try {
    back = JSON.parse(JSON.stringify(value));
  } catch (e) {
    throw new ShapeError(`${what} is not plain JSON data: ${e.message}`);
  }
  expect(sameJson(back, value), () => `${what} is not plain JSON data (it changes through JSON.stringify)`);
}

export function expectLogEntries(entries, from, what = "the log") {
  expect(Array.isArray(entries), () => `${what} is not an array: ${show(entries)}`);
  entries.forEach((e, i) => {
    expect(isObject(e) && isNat(e.seq) && isNat(e.turn) && isObject(e.event) && typeof e.event.type === "string",
      () => `${what}[${i}] is not a LogEntry: ${show(e)}`);
    expect(e.seq === from + i, () => `${what}[${i}].seq is ${e.seq}, expected ${from + i}`);
  });
}

export function expectOutcome(outcome, players, what = "outcome") {
  expect(isObject(outcome), () => `${what} is not an object: ${show(outcome)}`);
  expect(outcome.type === "WIN" || outcome.type === "DRAW", () => `${what}.type is ${show(outcome.type)}`);
  expect(END_REASONS.has(outcome.reason), () => `${what}.reason is ${show(outcome.reason)}, not an EndReason`);
  expect(Array.isArray(outcome.results), () => `${what}.results is not an array`);
  let rank = 1;
  outcome.results.forEach((r, i) => {
    expect(isObject(r) && typeof r.player === "string" && OUTCOME_TYPES.has(r.outcome) && isInt(r.rank) && r.rank >= 1,
      () => `${what}.results[${i}] is not a PlayerResult: ${show(r)}`);
    expect(r.rank >= rank, () => `${what}.results is not ordered by rank: ${show(outcome.results)}`);
    rank = r.rank;
    if (r.metrics !== undefined) {
      expect(isObject(r.metrics) && Object.values(r.metrics).every((n) => typeof n === "number" && Number.isFinite(n)),
        () => `${what}.results[${i}].metrics is not a Record<string, number>: ${show(r.metrics)}`);
    }
  });
  if (players) {
    const listed = outcome.results.map((r) => r.player);
    expect(sameJson([...listed].sort(), [...players].sort()),
      () => `${what}.results lists ${show(listed)}, expected each of ${show(players)} once`);
  }
  const winners = outcome.results.filter((r) => r.outcome === "WIN");
  if (outcome.type === "WIN") {
    expect(typeof outcome.winner === "string" && winners.length === 1 && winners[0].player === outcome.winner,
      () => `${what} is a WIN for ${show(outcome.winner)} but its results say ${show(outcome.results)}`);
  } else {
    expect(winners.length === 0 && !("winner" in outcome), () => `${what} is a DRAW with a winner: ${show(outcome)}`);
  }
}

/** status / outcome / currentPlayer / turn, as every game and view reports them. */
export function expectFacts(f, players, what = "the game") {
  expect(GAME_STATUS.has(f.status), () => `${what}.status is ${show(f.status)}`);
  expect(isNat(f.turn) && f.turn <= 0xffffffff, () => `${what}.turn is ${show(f.turn)}`);
  if (f.status === "ACTIVE") {
    expect(f.outcome === null, () => `${what} is ACTIVE with an outcome: ${show(f.outcome)}`);
    expect(typeof f.currentPlayer === "string" && players.includes(f.currentPlayer),
      () => `${what} is ACTIVE but currentPlayer is ${show(f.currentPlayer)} (players ${show(players)})`);
  } else {
    expectOutcome(f.outcome, players, `${what}.outcome`);
    expect(f.currentPlayer === null, () => `${what} is FINISHED but currentPlayer is ${show(f.currentPlayer)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The documented input types, as small schemas. `conforms(value, schema)` is read on the JSON
// form of a value (what the package decodes): an input that does not conform must be refused.

export const T = {
  string: { t: "string" },
  number: { t: "number" },
  boolean: { t: "boolean" },
  literal: (...values) => ({ t: "literal", values }),
  array: (item) => ({ t: "array", item }),
  tuple: (...items) => ({ t: "tuple", items }),
  /** An object with exactly these keys (`optional` ones may be absent, never null). */
  object: (required, optional = {}) => ({ t: "object", required, optional }),
  union: (...alternatives) => ({ t: "union", alternatives }),
  record: (value) => ({ t: "record", value }),
  null: { t: "null" },
};

export function conforms(v, s) {
  switch (s.t) {
    case "string": return typeof v === "string";
    case "number": return typeof v === "number";
    case "boolean": return typeof v === "boolean";
    case "null": return v === null;
    case "any": return true;
    case "literal": return s.values.includes(v);
    case "array": return Array.isArray(v) && v.every((x) => conforms(x, s.item));
    case "tuple": return Array.isArray(v) && v.length === s.items.length && s.items.every((item, i) => conforms(v[i], item));
    case "record": return isObject(v) && Object.values(v).every((x) => conforms(x, s.value));
    case "union": return s.alternatives.some((a) => conforms(v, a));
    case "object": {
      if (!isObject(v)) return false;
      for (const k of Object.keys(v)) if (!Object.hasOwn(s.required, k) && !Object.hasOwn(s.optional, k)) return false;
      for (const [k, schema] of Object.entries(s.required)) if (!Object.hasOwn(v, k) || !conforms(v[k], schema)) return false;
      for (const [k, schema] of Object.entries(s.optional)) if (Object.hasOwn(v, k) && !conforms(v[k], schema)) return false;
      return true;
    }
    default: throw new Error(`unknown schema ${s.t}`);
  }
}

const { string, number, boolean, literal, array, object, union } = T;
export const Schemas = {
  PlayerHealth: object({ id: string, health: number }, { isActive: boolean }),
  // A level or a budget of iterations, not both (refused as ambiguous).
  BotOptions: union(
    object({}, { iterations: number, seed: string }),
    object({}, { level: literal("easy", "normal", "hard"), seed: string }),
  ),
  RulesetKind: literal(...RULESETS),
  ActionRecord: (action) => object({ player: string, action }),
  GameSave: (config, action) => object({
    version: number, ruleset: literal(...RULESETS), config, actions: array(object({ player: string, action })), stateHash: string,
  }),
};
const effectType = literal(...EFFECT_TYPES);
const target = literal(...POWER_TARGETS);
Schemas.AutomaticPower = object({ timing: literal(...POWER_TIMINGS), effectType, value: number, target });
Schemas.ShipInput = object({
  id: string, ownerId: string, isDestroyed: boolean, isConsumedInUpgrade: boolean, automaticPowers: array(Schemas.AutomaticPower),
});
Schemas.TriggeredEffect = object({
  id: string, sourceShipId: string, sourcePlayerId: string, targetPlayerId: string, effectType, value: number,
  persistsIfSourceDestroyed: boolean, description: string, triggeredAt: string,
});
Schemas.EndOfTurnInput = object(
  { players: array(Schemas.PlayerHealth), ships: array(Schemas.ShipInput), triggeredEffects: array(Schemas.TriggeredEffect) },
  { maxHealth: number },
);
Schemas.Power = union(
  object({ kind: literal("COMPLETION"), effectType, value: number, target }),
  object({ kind: literal("CONTINUOUS"), effectType, value: number, target }),
  object({ kind: literal("CHARGE"), effectType, value: number, target, charges: number, persistsIfSourceDestroyed: boolean }),
  object({ kind: literal("SOLAR"), effectType, value: number, target, energyCost: number, persistsIfSourceDestroyed: boolean }),
  object({ kind: literal("FIRST_STRIKE"), charges: number }),
);
Schemas.ShipDefinition = object({ id: string, name: string, cost: number, powers: array(Schemas.Power) }, { upgradeFrom: array(string) });
Schemas.ShipsConfig = object({}, {
  players: array(string), startingHealth: number, maxHealth: number, maxTurns: number, seed: string, catalogue: array(Schemas.ShipDefinition),
});
Schemas.ShipsAction = union(
  object({ type: literal("BUILD"), ship: string }, { target: string }),
  object({ type: literal("USE_CHARGE"), shipId: string }, { target: string }),
  object({ type: literal("USE_SOLAR"), shipId: string }, { target: string }),
  object({ type: literal("FIRST_STRIKE"), shipId: string, targetShipId: string }),
  object({ type: literal("PASS") }),
);
Schemas.TicTacToeConfig = object({}, { seed: string, players: T.tuple(string, string) });
// The duel. A modifier's value is a number, a word, or a list of effect uses (read loosely here:
// the package checks each one).
Schemas.EffectUse = object({ effect: string }, { modifiers: T.record(union(number, string, array({ t: "any" }))) });
const effects = array(Schemas.EffectUse);
Schemas.AbilityDefinition = union(
  object({ type: literal("ACTIVATED"), cost: string, effects }),
  object({ type: literal("TRIGGERED"), when: literal(...TRIGGER_WHENS), effects }),
  object({ type: literal("STATIC"), effects }),
);
Schemas.CardDefinition = object({ id: string, name: string, types: array(literal(...CARD_TYPES)) }, {
  subtypes: array(string), manaCost: string, power: number, toughness: number, keywords: array(literal(...KEYWORDS)),
  abilities: array(Schemas.AbilityDefinition), effects, text: string,
});
// What the catalogues answer.
Schemas.EffectMetadata = object({
  name: string, kind: literal(...EFFECT_KINDS), description: string, requiredModifiers: array(string), optionalModifiers: array(string),
  requiredChoices: array(literal(...CHOICE_KINDS)), requiredTargets: array(literal(...TARGET_KINDS)),
});
Schemas.DeckDefinition = object({ id: string, name: string, description: string, cards: T.record(number) });
Schemas.ScenarioCard = object({ id: string, card: string }, { tapped: boolean, summoningSick: boolean });
const zone = array(Schemas.ScenarioCard);
Schemas.ScenarioPlayer = object({}, { life: number, hand: zone, battlefield: zone, library: zone, graveyard: zone, exile: zone });
Schemas.Scenario = object({ activePlayer: string, step: literal(...STEPS), players: T.record(Schemas.ScenarioPlayer) }, { turn: number });
Schemas.DuelConfig = object({}, {
  players: array(string), seed: string, startingLife: number, firstPlayer: string, decks: T.record(union(string, array(string))),
  cards: array(Schemas.CardDefinition), scenario: Schemas.Scenario,
});
Schemas.Target = union(object({ player: string }), object({ permanent: string }), object({ spell: string }));
Schemas.Payment = object({}, { discard: array(string), sacrifice: string });
const aimed = { targets: array(Schemas.Target), payment: Schemas.Payment };
Schemas.DuelAction = union(
  object({ type: literal("PASS_PRIORITY") }),
  object({ type: literal("PLAY_LAND"), card: string }),
  object({ type: literal("CAST_SPELL"), card: string }, aimed),
  object({ type: literal("ACTIVATE_ABILITY"), permanent: string, ability: number }, aimed),
  object({ type: literal("DECLARE_ATTACKERS"), attackers: array(string) }),
  object({ type: literal("DECLARE_BLOCKERS"), blocks: array(object({ blocker: string, attacker: string })) }),
  object({ type: literal("CHOOSE_CARDS"), cards: array(string) }),
  object({ type: literal("RESIGN") }),
);
Schemas.TicTacToeAction = object({ cell: number });
// The deck-builder. Card ids are instance ids (numbers); piles are `Card`s.
const card = literal(...CARDS);
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
// Chess.
Schemas.ChessConfig = object({}, { players: T.tuple(string, string), fen: string, seed: string });
Schemas.ChessAction = union(
  object({ type: literal("MOVE"), uci: string }),
  object({ type: literal("CLAIM_DRAW") }),
  object({ type: literal("RESIGN") }),
);
// Go: points 0-based, `x` from the left, `y` from the top.
Schemas.GoConfig = object({}, { players: T.tuple(string, string), seed: string, size: number, komi: number, counting: literal("agreement", "area") });
Schemas.GoAction = union(
  object({ type: literal("PLAY"), x: number, y: number }),
  object({ type: literal("PASS") }),
  object({ type: literal("RESIGN") }),
  object({ type: literal("MARK_DEAD"), x: number, y: number }),
  object({ type: literal("ACCEPT_SCORE") }),
  object({ type: literal("RESUME") }),
);
// Backgammon: `from` a point or "bar", `to` a point or "off".
Schemas.BackgammonConfig = object({}, { players: T.tuple(string, string), seed: string });
Schemas.BackgammonAction = union(
  object({ type: literal("MOVE"), from: union(number, literal("bar")), to: union(number, literal("off")) }),
  object({ type: literal("RESIGN") }),
);
// What `listKingdomCards` answers.
Schemas.SupplyCard = object({ id: card, name: string, cost: number, types: array(literal(...SUPPLY_CARD_TYPES)), text: string }, {
  cards: number, actions: number, buys: number, coins: number, victoryPoints: number,
});

/**
 * The JSON form of a value, as the package reads it (`JSON.stringify`, then parsed), or
 * `undefined` when it has none (a function, a symbol, a BigInt, a cycle...).
 */
export function jsonForm(value) {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
