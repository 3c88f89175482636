// The JavaScript half of resolveEndOfTurn's fast path (see src/rulesets/ships/packed.rs for the
// layout): `pack` turns the input into numbers, each distinct string into a symbol (the strings
// stay here), or answers null for any input it is not sure about (the slow path then decodes it
// and words the error); `build` makes the result objects from the output numbers and the strings.
// No rules here: only reading and writing the layout.

const VERSION = 2;
// Enum variants in the order the Rust types declare them.
const EFFECT_TYPES = ["DAMAGE", "HEAL"];
const TIMINGS = ["CONTINUOUS", "ONCE"];
const TARGETS = ["OPPONENT", "EACH_OPPONENT", "SELF"];
const SOURCES = ["TRIGGERED", "CONTINUOUS"];
const SKIP_REASONS = ["SOURCE_DESTROYED", "SOURCE_CONSUMED", "UNKNOWN_SOURCE", "TARGET_DEFEATED", "OWNER_DEFEATED"];
const STATUSES = ["ACTIVE", "FINISHED"];
const OUTCOME_KINDS = ["WIN", "DRAW"];
const OUTCOMES = ["WIN", "LOSS", "DRAW", "ELIMINATED"];
const END_REASONS = ["HEALTH_DEPLETED", "SIMULTANEOUS_LOSS", "LINE_COMPLETED", "BOARD_FULL", "TURN_LIMIT"];

const codes = (names) => new Map(names.map((name, i) => [name, i]));
const EFFECT_CODES = codes(EFFECT_TYPES);
const TIMING_CODES = codes(TIMINGS);
const TARGET_CODES = codes(TARGETS);

const isWellFormed = typeof String.prototype.isWellFormed === "function"
  ? (s) => s.isWellFormed()
  : (s) => !/[\ud800-\udfff]/.test(s);

/** Thrown inside `pack` for anything the fast path does not take. */
const NOT_SURE = Symbol("not sure");

function fail() {
  throw NOT_SURE;
}

/**
 * A plain object whose enumerable keys are all in `keys` (a Map of key to 1 if required, 0 if
 * optional), with all `required` of them present: exactly what JSON.stringify would see (no
 * prototype but Object's, so no inherited key and no toJSON). Returns how many keys it has.
 */
function record(value, keys, required) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail();
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) fail();
  let count = 0;
  let found = 0;
  for (const key in value) {
    const kind = keys.get(key);
    if (kind === undefined || !Object.hasOwn(value, key)) fail();
    count++;
    found += kind;
  }
  if (found !== required) fail();
  return count;
}

function list(value) {
  if (!Array.isArray(value)) fail();
  return value;
}

/** The keys of a record: 1 for a required one, 0 for an optional one. */
const keys = (required, optional = []) => new Map([...required.map((k) => [k, 1]), ...optional.map((k) => [k, 0])]);
const PLAYER_KEYS = keys(["id", "health"], ["isActive"]);
const SHIP_KEYS = keys(["id", "ownerId", "isDestroyed", "isConsumedInUpgrade", "automaticPowers"]);
const POWER_KEYS = keys(["timing", "effectType", "value", "target"]);
const EFFECT_KEYS = keys(["id", "sourceShipId", "sourcePlayerId", "targetPlayerId", "effectType", "value",
  "persistsIfSourceDestroyed", "description", "triggeredAt"]);
const INPUT_KEYS = keys(["players", "ships", "triggeredEffects"], ["maxHealth"]);

/** Packs `input`: `[numbers, strings]`, or null when the slow path must decide. */
export function pack(input) {
  const numbers = [VERSION];
  const strings = [];
  const symbols = new Map();
  const sym = (value) => {
    if (typeof value !== "string") fail();
    let s = symbols.get(value);
    if (s === undefined) {
      if (!isWellFormed(value)) fail();
      s = strings.length;
      symbols.set(value, s);
      strings.push(value);
    }
    numbers.push(s);
  };
  const text = (value) => {
    if (typeof value !== "string" || !isWellFormed(value)) fail();
    numbers.push(value.length);
  };
  const num = (value) => {
    if (typeof value !== "number") fail();
    numbers.push(value);
  };
  const bool = (value) => {
    if (typeof value !== "boolean") fail();
    numbers.push(value ? 1 : 0);
  };
  const code = (table, value) => {
    const c = table.get(value);
    if (c === undefined) fail();
    numbers.push(c);
  };
  try {
    if (record(input, INPUT_KEYS, 3) === 4) {
      numbers.push(1);
      num(input.maxHealth);
    } else {
      numbers.push(0);
    }
    const players = list(input.players);
    numbers.push(players.length);
    for (const p of players) {
      const count = record(p, PLAYER_KEYS, 2);
      sym(p.id);
      num(p.health);
      if (count === 3) bool(p.isActive);
      else numbers.push(2);
    }
    const ships = list(input.ships);
    numbers.push(ships.length);
    for (const s of ships) {
      record(s, SHIP_KEYS, 5);
      sym(s.id);
      sym(s.ownerId);
      bool(s.isDestroyed);
      bool(s.isConsumedInUpgrade);
      const powers = list(s.automaticPowers);
      numbers.push(powers.length);
      for (const power of powers) {
        record(power, POWER_KEYS, 4);
        code(TIMING_CODES, power.timing);
        code(EFFECT_CODES, power.effectType);
        num(power.value);
        code(TARGET_CODES, power.target);
      }
    }
    const effects = list(input.triggeredEffects);
    numbers.push(effects.length);
    for (const e of effects) {
      record(e, EFFECT_KEYS, 9);
      sym(e.id);
      sym(e.sourceShipId);
      sym(e.sourcePlayerId);
      sym(e.targetPlayerId);
      code(EFFECT_CODES, e.effectType);
      num(e.value);
      bool(e.persistsIfSourceDestroyed);
      // Only their length matters to resolution (and whether they are well formed).
      text(e.description);
      text(e.triggeredAt);
    }
  } catch (e) {
    if (e === NOT_SURE) return null;
    throw e; // a getter or a proxy that throws: the slow path reports it the same way
  }
  numbers.push(strings.length);
  for (const s of strings) numbers.push(s.length);
  return [new Float64Array(numbers), strings];
}

/** The result object from the output numbers of `resolve_packed` and the packed strings. */
export function build(strings, out) {
  let at = 0;
  const next = () => out[at++];
  const text = () => strings[out[at++]];
  const status = STATUSES[next()];
  const ids = [];
  const players = [];
  const tally = [];
  for (let i = 0, count = next(); i < count; i++) {
    const id = text();
    ids.push(id);
    players.push({ id, health: next(), isActive: next() === 1 });
    tally.push({ player: id, damage: next(), healing: next(), net: next() });
  }
  const applied = [];
  for (let i = 0, count = next(); i < count; i++) {
    const source = SOURCES[next()];
    const id = text();
    const power = next();
    applied.push({
      id: power < 0 ? id : `${id}#${power}`,
      source,
      sourceShipId: text(),
      sourcePlayerId: text(),
      targetPlayerId: text(),
      effectType: EFFECT_TYPES[next()],
      value: next(),
    });
  }
  const skipped = [];
  for (let i = 0, count = next(); i < count; i++) {
    const source = SOURCES[next()];
    const id = text();
    const power = next();
    skipped.push({
      id: power < 0 ? id : `${id}#${power}`,
      source,
      sourceShipId: text(),
      reason: SKIP_REASONS[next()],
    });
  }
  let outcome = null;
  if (next() === 1) {
    const kind = OUTCOME_KINDS[next()];
    const winner = next();
    const reason = END_REASONS[next()];
    const results = [];
    for (let i = 0, count = next(); i < count; i++) {
      results.push({ player: ids[next()], outcome: OUTCOMES[next()], rank: next(), metrics: { finalHealth: next() } });
    }
    outcome = kind === "WIN" ? { type: kind, winner: ids[winner], reason, results } : { type: kind, reason, results };
  }
  return { players, status, outcome, applied, skipped, tally };
}
