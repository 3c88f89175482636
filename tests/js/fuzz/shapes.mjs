// What the package's answers must look like (checked on every successful fuzzed call), and the
// documented TypeScript types of its inputs (a value that does not match its type must be
// refused). Everything is read against pkg/arbiter.d.ts: the string unions come from it. Each
// game's own types are in its folder (src/rulesets/<module>/fuzz.mjs), or read from the .d.ts.
import { isDeepStrictEqual } from "node:util";
import { DTS, unionMembers } from "./dts.mjs";

export const ERROR_CODES = new Set(unionMembers("ErrorCode"));
export const GAME_STATUS = new Set(unionMembers("GameStatus"));
/** Every game's end reasons (`EndReason` is the union of each game's `<Game>EndReason`). */
export const END_REASONS = new Set([...DTS.matchAll(/export type (\w+EndReason) = /g)].flatMap((m) => unionMembers(m[1])));
export const OUTCOME_TYPES = new Set(unionMembers("OutcomeType"));
export const RULESETS = unionMembers("RulesetKind");

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

/**
 * A GameOutcome of these players. `reasons`: the game's own end reasons (its `<Ruleset>EndReason`,
 * a Set); any game's when not given.
 */
export function expectOutcome(outcome, players, what = "outcome", reasons = END_REASONS) {
  expect(isObject(outcome), () => `${what} is not an object: ${show(outcome)}`);
  expect(outcome.type === "WIN" || outcome.type === "DRAW", () => `${what}.type is ${show(outcome.type)}`);
  expect(reasons.has(outcome.reason),
    () => `${what}.reason is ${show(outcome.reason)}, not one of ${reasons === END_REASONS ? "EndReason" : `the game's end reasons (${[...reasons].join(", ")})`}`);
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

/** status / outcome / currentPlayer / turn, as every game and view reports them (`reasons`: see expectOutcome). */
export function expectFacts(f, players, what = "the game", reasons = END_REASONS) {
  expect(GAME_STATUS.has(f.status), () => `${what}.status is ${show(f.status)}`);
  expect(isNat(f.turn) && f.turn <= 0xffffffff, () => `${what}.turn is ${show(f.turn)}`);
  if (f.status === "ACTIVE") {
    expect(f.outcome === null, () => `${what} is ACTIVE with an outcome: ${show(f.outcome)}`);
    expect(typeof f.currentPlayer === "string" && players.includes(f.currentPlayer),
      () => `${what} is ACTIVE but currentPlayer is ${show(f.currentPlayer)} (players ${show(players)})`);
  } else {
    expectOutcome(f.outcome, players, `${what}.outcome`, reasons);
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
  /** Anything (a part the package checks itself, or a type the .d.ts reader cannot read). */
  any: { t: "any" },
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

const { string, number, literal, array, object, union } = T;
/** The documented types every game shares; each game's own are in its fuzz.mjs. */
export const Schemas = {
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
