// The fuzzing harness for the built package (pkg/): garbage and hostile values, mutations of
// valid inputs, the property every call must satisfy, and the runner (one worker per entry point,
// with a watchdog for calls that never return).
//
// Values are generated as plain trees in which the few values fast-check cannot print or keep
// (throwing getters, Proxies, cycles, deep nesting, huge strings...) are `Spec` markers; a case
// turns its tree into real values (`materialize`) just before the call, and prints it back as
// JavaScript (`toSource`), so every failure comes with a script that reproduces it.
import fc from "fast-check";
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { isDeepStrictEqual } from "node:util";
import { PKG_DIR } from "./dts.mjs";
import { DICTIONARY, ERROR_CODES, ShapeError, conforms, jsonForm, isObject, show } from "./shapes.mjs";

export { fc };

// ---------------------------------------------------------------------------------------------
// Settings (environment)

const env = process.env;
export const DEFAULT_SEED = 20261122;
export const SETTINGS = {
  seed: env.FUZZ_SEED !== undefined && env.FUZZ_SEED !== "" ? Number(env.FUZZ_SEED) : DEFAULT_SEED,
  /** Multiplies every target's case count in `npm test` (FUZZ_RUNS_SCALE=0.1 for a smoke run). */
  runsScale: Number(env.FUZZ_RUNS_SCALE ?? 1),
  /** Seconds per entry point in `npm run fuzz`. */
  seconds: Number(env.FUZZ_SECONDS ?? 60),
  /** A call that gives no answer for this long is a hang (targets may set their own). */
  caseSeconds: env.FUZZ_CASE_SECONDS ? Number(env.FUZZ_CASE_SECONDS) : undefined,
  /** Seconds spent shrinking each distinct failure to a minimal case. */
  shrinkSeconds: Number(env.FUZZ_SHRINK_SECONDS ?? 15),
  /** Replays one case (the path fast-check printed) instead of exploring. */
  path: env.FUZZ_PATH || undefined,
};
if (!Number.isFinite(SETTINGS.seed)) throw new Error(`FUZZ_SEED must be a number, got ${env.FUZZ_SEED}`);

export const REPRO_DIR = new URL("../../../target/fuzz/", import.meta.url);

// ---------------------------------------------------------------------------------------------
// The package. Each call of `loadApi` gives a fresh instance of the module (the query string makes
// a new ES module record, hence a new wasm instance): a case that broke the module does not
// poison the cases after it, so shrinking stays honest.

let compiledWasm = null;

/**
 * The package's wasm compiled: once, in the main thread; each worker gets it with its
 * workerData (a compiled module crosses to a worker without compiling again) and instantiates
 * its own, so a crash still takes only its worker's memory with it.
 */
export function compiledModule() {
  return compiledWasm ?? new WebAssembly.Module(readFileSync(new URL("wasm/arbiter_bg.wasm", PKG_DIR)));
}

/** Takes the module the main thread compiled (worker.mjs). */
export function useCompiled(module) {
  if (module instanceof WebAssembly.Module) compiledWasm = module;
}
let instances = 0;
export async function loadApi() {
  compiledWasm ??= compiledModule();
  const url = new URL("arbiter.js", PKG_DIR).href + (instances === 0 ? "" : `?instance=${instances}`);
  instances += 1;
  const api = await import(url);
  const output = api.initSync({ module: compiledWasm });
  return { ...api, initOutput: output };
}

/** The known-good call that must still work after every case; `null` when it does. */
const KNOWN_HASH = new Map();
export function moduleProblem(api) {
  try {
    const g = new api.TicTacToeGame();
    try {
      g.submit("X", { cell: 4 });
      const hash = g.stateHash();
      if (!KNOWN_HASH.has("ttt")) KNOWN_HASH.set("ttt", hash);
      if (hash !== KNOWN_HASH.get("ttt")) return `gives another state hash (${hash}, expected ${KNOWN_HASH.get("ttt")})`;
      if (g.legalActions("O").length !== 8) return "lists the wrong legal actions";
    } finally {
      g.free();
    }
    return null;
  } catch (e) {
    return `throws ${describeError(e)}`;
  }
}

export function describeError(e) {
  try {
    if (e instanceof Error || (typeof e === "object" && e !== null && "message" in e)) {
      const name = e?.constructor?.name ?? "Error";
      const code = e.code !== undefined ? ` ${e.code}` : "";
      return `${name}${code}: ${String(e.message).slice(0, 300)}`;
    }
    return `a non-Error value ${typeof e === "symbol" ? e.toString() : show(e)}`;
  } catch {
    return "an error that cannot be described";
  }
}

// ---------------------------------------------------------------------------------------------
// Specs: values that are built when a case runs.

export class Spec {
  constructor(kind, args = {}) {
    this.kind = kind;
    this.args = args;
  }
  [fc.toStringMethod]() {
    return toSource(this);
  }
}
export const spec = (kind, args) => new Spec(kind, args);

/** Errors the fuzzed inputs themselves throw (from getters, traps, toJSON...). */
const OWN_ERRORS = new WeakSet();
const own = (e) => {
  OWN_ERRORS.add(e);
  return e;
};

/** What a throwing getter or trap throws: its source and a maker. */
export const THROWN = {
  error: ['new Error("boom")', () => own(new Error("boom"))],
  typeError: ['new TypeError("bad type")', () => own(new TypeError("bad type"))],
  string: ['"thrown string"', () => "thrown string"],
  null: ["null", () => null],
  undefined: ["undefined", () => undefined],
  symbol: ['Symbol("thrown")', () => Symbol("thrown")],
  number: ["42", () => 42],
  numberMessage: ["Object.assign(new Error(), { message: 42 })", () => own(Object.assign(new Error(), { message: 42 }))],
  symbolMessage: ['Object.assign(new Error(), { message: Symbol("m") })', () => own(Object.assign(new Error(), { message: Symbol("m") }))],
  throwingMessage: [
    'Object.defineProperty(new Error(), "message", { get() { throw new Error("message getter"); } })',
    () => own(Object.defineProperty(new Error(), "message", { get() { throw own(new Error("message getter")); } })),
  ],
  proxyError: [
    'new Proxy(new Error("p"), { get() { throw new Error("trap"); } })',
    () => new Proxy(new Error("p"), { get() { throw own(new Error("trap")); } }),
  ],
  fakeArbiter: [
    'Object.assign(new Error("fake"), { name: "ArbiterError", code: "INVALID_INPUT" })',
    () => own(Object.assign(new Error("fake"), { name: "ArbiterError", code: "INVALID_INPUT" })),
  ],
  longMessage: ['new Error("m".repeat(100000))', () => own(new Error("m".repeat(100000)))],
};

/** Calls the fuzzed getters make back into the package while it reads its input. */
const REENTER_BODY = `
  switch (call) {
    case "stateHash": { if (game) return game.stateHash(); const g = new api.TicTacToeGame(); try { return g.stateHash(); } finally { g.free(); } }
    case "legalActions": return game ? game.legalActions(game.currentPlayer ?? game.players[0]) : null;
    case "events": return game ? game.events() : null;
    case "submit": { if (!game) return null; const p = game.currentPlayer; return game.submit(p, game.legalActions(p)[0]); }
    case "undo": return game ? game.undo() : null;
    case "otherGame": { const g = new api.TicTacToeGame(); try { g.submit("X", { cell: 4 }); return g.stateHash(); } finally { g.free(); } }
    case "resolve": return api.resolveEndOfTurn({ players: [{ id: "a", health: 1 }, { id: "b", health: 1 }], ships: [], triggeredEffects: [] });
  }`;
export const REENTRY_CALLS = ["stateHash", "legalActions", "events", "submit", "undo", "otherGame", "resolve"];
const reenterFn = new Function("api", "game", "call", REENTER_BODY);

/** Helpers the reproduction scripts define (and the harness compiles from the same text). */
export const HELPERS = {
  nest: "(depth, leaf, key) => { let v = leaf; for (let i = 0; i < depth; i++) v = key === null ? [v] : { [key]: v }; return v; }",
  cyclic: "(o, key) => { o[key] = o; return o; }",
  revoked: "(target) => { const r = Proxy.revocable(target, {}); r.revoke(); return r.proxy; }",
  flipflop: "(key, first, later) => { let calls = 0; return { get [key]() { return calls++ === 0 ? first : later; } }; }",
  caught: "(f) => { try { f(); } catch (e) { return e; } return undefined; }",
};
const H = Object.fromEntries(Object.entries(HELPERS).map(([k, src]) => [k, new Function(`return (${src});`)()]));

/** Extra helpers targets register (big inputs built from a small description). */
export function defineHelper(name, source) {
  HELPERS[name] = source;
  H[name] = new Function(`return (${source});`)();
  return H[name];
}

const INSTANCES = {
  Date: [(v) => `new Date(${num(v)})`, (v) => new Date(num(v))],
  Map: [(v, s) => `new Map([["cell", ${s(v)}]])`, (v, m) => new Map([["cell", m(v)]])],
  Set: [(v, s) => `new Set([${s(v)}])`, (v, m) => new Set([m(v)])],
  RegExp: [() => "/a+b/gu", () => /a+b/gu],
  Uint8Array: [(v) => `new Uint8Array(${Math.abs(num(v)) % 16 | 0})`, (v) => new Uint8Array(Math.abs(num(v)) % 16 | 0)],
  ArrayBuffer: [() => "new ArrayBuffer(8)", () => new ArrayBuffer(8)],
  Boolean: [() => "new Boolean(false)", () => new Boolean(false)],
  Number: [(v) => `new Number(${num(v)})`, (v) => new Number(num(v))],
  String: [() => 'new String("X")', () => new String("X")],
  Error: [() => 'new Error("an error")', () => new Error("an error")],
  Promise: [() => "Promise.resolve(1)", () => Promise.resolve(1)],
  WeakMap: [() => "new WeakMap()", () => new WeakMap()],
  Function: [() => "function cell() { return 4; }", () => function cell() { return 4; }],
  Class: [() => "class Config {}", () => class Config {}],
  NullProto: [(v, s) => `Object.assign(Object.create(null), { cell: ${s(v)} })`, (v, m) => Object.assign(Object.create(null), { cell: m(v) })],
  Inherited: [(v, s) => `Object.create({ cell: ${s(v)}, type: "PASS", players: ["a", "b"] })`, (v, m) => Object.create({ cell: m(v), type: "PASS", players: ["a", "b"] })],
  NonEnumerable: [(v, s) => `Object.defineProperty({}, "cell", { value: ${s(v)} })`, (v, m) => Object.defineProperty({}, "cell", { value: m(v) })],
  SymbolKeyed: [(v, s) => `{ [Symbol("cell")]: ${s(v)} }`, (v, m) => ({ [Symbol("cell")]: m(v) })],
  Arguments: [(v, s) => `(function () { return arguments; })(${s(v)})`, (v, m) => (function () { return arguments; })(m(v))],
  BoxedBigInt: [() => "Object(1n)", () => Object(1n)],
  Frozen: [(v, s) => `Object.freeze({ cell: ${s(v)} })`, (v, m) => Object.freeze({ cell: m(v) })],
};
function num(v) {
  return typeof v === "number" ? v : 0;
}

const KINDS = {
  bigString: {
    pure: true,
    source: ({ unit, count }) => `${strSource(unit)}.repeat(${count})`,
    build: ({ unit, count }) => unit.repeat(count),
  },
  nested: {
    pure: true,
    source: ({ depth, leaf, key }) => `nest(${depth}, ${toSource(leaf)}, ${key === null ? "null" : strSource(key)})`,
    build: ({ depth, leaf, key }, ctx) => H.nest(depth, materialize(leaf, ctx), key),
  },
  bigArray: {
    pure: true,
    source: ({ length, item }) => `Array.from({ length: ${length} }, () => (${toSource(item)}))`,
    build: ({ length, item }, ctx) => Array.from({ length }, () => materialize(item, ctx)),
  },
  sparse: {
    pure: true,
    source: ({ length, entries }) =>
      `Object.assign(new Array(${length}), { ${entries.map(([i, v]) => `${i}: ${toSource(v)}`).join(", ")} })`,
    build: ({ length, entries }, ctx) => Object.assign(new Array(length), Object.fromEntries(entries.map(([i, v]) => [i, materialize(v, ctx)]))),
  },
  getterThrows: {
    pure: true,
    source: ({ rest, key, thrown }) => `{ ${entriesSource(rest)}get ${keySource(key)}() { throw ${THROWN[thrown][0]}; } }`,
    build: ({ rest, key, thrown }, ctx) =>
      Object.defineProperty(materialize(rest, ctx), key, { get() { throw THROWN[thrown][1](); }, enumerable: true, configurable: true }),
  },
  proxyThrows: {
    pure: true,
    source: ({ target, trap, thrown }) => `new Proxy(${toSource(target)}, { ${trap}() { throw ${THROWN[thrown][0]}; } })`,
    build: ({ target, trap, thrown }, ctx) => new Proxy(materialize(target, ctx), { [trap]() { throw THROWN[thrown][1](); } }),
  },
  revokedProxy: {
    pure: true,
    source: ({ target }) => `revoked(${toSource(target)})`,
    build: ({ target }, ctx) => H.revoked(materialize(target, ctx)),
  },
  toJSONThrows: {
    pure: true,
    source: ({ thrown }) => `{ toJSON() { throw ${THROWN[thrown][0]}; } }`,
    build: ({ thrown }) => ({ toJSON() { throw THROWN[thrown][1](); } }),
  },
  toJSONReturns: {
    pure: true,
    source: ({ value }) => `{ toJSON() { return ${toSource(value)}; } }`,
    build: ({ value }, ctx) => ({ toJSON() { return materialize(value, ctx); } }),
  },
  cyclic: {
    pure: true,
    source: ({ base, key }) => `cyclic(${toSource(base)}, ${strSource(key)})`,
    build: ({ base, key }, ctx) => H.cyclic(materialize(base, ctx), key),
  },
  protoKey: {
    pure: true,
    source: ({ value, rest }) => `{ ["__proto__"]: ${toSource(value)}, ${entriesSource(rest)}}`,
    build: ({ value, rest }, ctx) =>
      Object.defineProperty(materialize(rest, ctx), "__proto__", { value: materialize(value, ctx), enumerable: true, writable: true, configurable: true }),
  },
  flipflop: {
    pure: false,
    source: ({ key, first, later }) => `flipflop(${strSource(key)}, ${toSource(first)}, ${toSource(later)})`,
    build: ({ key, first, later }, ctx) => H.flipflop(key, materialize(first, ctx), materialize(later, ctx)),
  },
  reenter: {
    pure: false,
    source: ({ key, call, value }) => `{ get ${keySource(key)}() { reenter(${JSON.stringify(call)}); return ${toSource(value)}; } }`,
    build: ({ key, call, value }, ctx) => ({
      get [key]() {
        ctx.reenter(call);
        return materialize(value, ctx);
      },
    }),
  },
  valueOf: {
    pure: true,
    source: ({ thrown, value }) => (thrown ? `{ valueOf() { throw ${THROWN[thrown][0]}; } }` : `{ valueOf() { return ${toSource(value)}; } }`),
    build: ({ thrown, value }, ctx) => (thrown ? { valueOf() { throw THROWN[thrown][1](); } } : { valueOf() { return materialize(value, ctx); } }),
  },
  toPrimitive: {
    pure: true,
    source: ({ thrown, value }) =>
      thrown ? `{ [Symbol.toPrimitive]() { throw ${THROWN[thrown][0]}; } }` : `{ [Symbol.toPrimitive]() { return ${toSource(value)}; } }`,
    build: ({ thrown, value }, ctx) =>
      thrown ? { [Symbol.toPrimitive]() { throw THROWN[thrown][1](); } } : { [Symbol.toPrimitive]() { return materialize(value, ctx); } },
  },
  instance: {
    pure: true,
    source: ({ cls, value }) => INSTANCES[cls][0](value, toSource),
    build: ({ cls, value }, ctx) => INSTANCES[cls][1](value, (v) => materialize(v, ctx)),
  },
  arbiterError: {
    pure: true,
    source: () => "caught(() => new TicTacToeGame({ players: [] }))",
    build: (_, ctx) => H.caught(() => new ctx.api.TicTacToeGame({ players: [] })),
  },
  /** A helper call that builds a large input from a small description (see defineHelper). */
  helper: {
    pure: true,
    source: ({ name, arg }) => `${name}(${toSource(arg)})`,
    build: ({ name, arg }, ctx) => H[name](materialize(arg, ctx)),
  },
};

const isPlainObject = (v) => {
  if (typeof v !== "object" || v === null || Array.isArray(v) || v instanceof Spec) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
const isContainer = (v) => Array.isArray(v) || isPlainObject(v);

function defineOwn(obj, key, value) {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Builds the real value of a tree (fresh objects every time; holes stay holes). */
export function materialize(v, ctx) {
  if (v instanceof Spec) return KINDS[v.kind].build(v.args, ctx);
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) if (i in v) out[i] = materialize(v[i], ctx);
    return out;
  }
  if (isPlainObject(v)) {
    const out = Object.getPrototypeOf(v) === null ? Object.create(null) : {};
    for (const k of Object.keys(v)) defineOwn(out, k, materialize(v[k], ctx));
    return out;
  }
  return v;
}

/** A deep copy of a tree (Specs are shared: they build fresh values anyway). */
export function cloneData(v) {
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) if (i in v) out[i] = cloneData(v[i]);
    return out;
  }
  if (isPlainObject(v)) {
    const out = Object.getPrototypeOf(v) === null ? Object.create(null) : {};
    for (const k of Object.keys(v)) defineOwn(out, k, cloneData(v[k]));
    return out;
  }
  return v;
}

/** True when a tree reads the same every time (no stateful getters, no calls back). */
export function isPure(v) {
  if (v instanceof Spec) return KINDS[v.kind].pure && Object.values(v.args).every(isPure);
  if (Array.isArray(v)) return v.every(isPure);
  if (isPlainObject(v)) return Object.values(v).every(isPure);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Printing values back as JavaScript

const IDENT = /^[A-Za-z_$][\w$]*$/;
const INVISIBLE = /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff0-\uffff]/g;

export function strSource(s) {
  if (s.length > 120) {
    for (let p = 1; p <= 16; p++) {
      const unit = s.slice(0, p);
      const count = Math.floor(s.length / p);
      if (unit.repeat(count) === s.slice(0, p * count)) {
        const rest = s.slice(p * count);
        return `${strSource(unit)}.repeat(${count})${rest ? ` + ${strSource(rest)}` : ""}`;
      }
    }
  }
  return JSON.stringify(s).replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function keySource(key) {
  return IDENT.test(key) && key !== "__proto__" ? key : `[${strSource(key)}]`;
}

function entriesSource(obj) {
  if (!isPlainObject(obj)) return "";
  return Object.keys(obj).map((k) => `${keySource(k)}: ${toSource(obj[k])}, `).join("");
}

const WELL_KNOWN = Object.getOwnPropertyNames(Symbol).filter((k) => typeof Symbol[k] === "symbol");

export function toSource(v, seen = new Set()) {
  switch (typeof v) {
    case "undefined": return "undefined";
    case "boolean": return String(v);
    case "number": return Object.is(v, -0) ? "-0" : String(v);
    case "bigint": return `${v}n`;
    case "string": return strSource(v);
    case "symbol": {
      const known = WELL_KNOWN.find((k) => Symbol[k] === v);
      if (known) return `Symbol.${known}`;
      const key = Symbol.keyFor(v);
      return key !== undefined ? `Symbol.for(${strSource(key)})` : `Symbol(${v.description === undefined ? "" : strSource(v.description)})`;
    }
    case "function": return "function () {}";
  }
  if (v === null) return "null";
  if (v instanceof Spec) return KINDS[v.kind].source(v.args);
  if (seen.has(v)) return '"<cycle>"';
  seen.add(v);
  try {
    if (Array.isArray(v)) {
      let holes = 0;
      for (let i = 0; i < v.length; i++) if (!(i in v)) holes++;
      if (v.length > 32 && holes > v.length / 2) {
        const entries = Object.keys(v).map((i) => `${i}: ${toSource(v[i], seen)}`);
        return `Object.assign(new Array(${v.length}), { ${entries.join(", ")} })`;
      }
      const parts = [];
      for (let i = 0; i < v.length; i++) parts.push(i in v ? toSource(v[i], seen) : "");
      return `[${parts.join(", ")}${v.length > 0 && !(v.length - 1 in v) ? "," : ""}]`;
    }
    if (isPlainObject(v)) {
      const body = Object.keys(v).map((k) => `${keySource(k)}: ${toSource(v[k], seen)}`).join(", ");
      const literal = body ? `{ ${body} }` : "{}";
      return Object.getPrototypeOf(v) === null ? `Object.assign(Object.create(null), ${literal})` : literal;
    }
    return `/* a ${v?.constructor?.name ?? "foreign"} object */ {}`;
  } finally {
    seen.delete(v);
  }
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** Largest number a fuzzed budget argument (bot iterations, simulated games) is given. */
export const BUDGET_CAP = 8;
const U32_MAX = 2 ** 32 - 1;

export const SPECIAL_NUMBERS = [
  NaN, Infinity, -Infinity, -0, 0, 1, -1, 0.5, -0.5, 1.5, 2, 3, 4, 8, 9, 30, 35, 36, 64, 65, 100, 1000, 1001,
  1e6, 1e6 + 1, -1e6, -1e6 - 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), U32_MAX, 2 ** 32, 2 ** 53, 2 ** 53 + 2,
  -(2 ** 53), 2 ** 63, 2 ** 64, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON, 1e21, 1e-7, 0.1 + 0.2,
];
export const anyNumber = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_NUMBERS) },
  { weight: 2, arbitrary: fc.integer({ min: -10, max: 10 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
);
/** Numbers for budget positions: no integer the package would accept as a long run. */
export const inBudgetDanger = (n) => typeof n === "number" && Number.isInteger(n) && n > BUDGET_CAP && n <= U32_MAX;
export const safeNumber = anyNumber.map((n) => (inBudgetDanger(n) ? n % (BUDGET_CAP + 1) : n));

export const SPECIAL_STRINGS = [
  "", " ", "\0", "a\0b", "\uD800", "\uDFFF", "a\uDC00", "\uD83D", "😀", "👩‍👩‍👧", "é", "e\u0301", "\u202E", "\u2028",
  "\uFEFF", "\uFFFD", "\uFFFF", "𝔘𝔫𝔦", "NaN", "Infinity", "-0", "1e999", "0x10", "1", "-1", "null", "undefined",
  "true", "[]", "{}", "__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "then",
  "é".repeat(32), "é".repeat(33), "a".repeat(64), "a".repeat(65), "\\", '"', "%s%n", "${x}", "</script>", "s1", "s0",
  "s999", "p1", "X", "O", "you", "bot", "BATTLE:1",
];
export const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...DICTIONARY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 8 }).map((c) => String.fromCharCode(...c)) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }) },
);
/** Long strings (up to ~300 characters), as compact Specs. */
export const longString = fc.tuple(fc.constantFrom(...SPECIAL_STRINGS.filter((s) => s.length > 0 && s.length < 4), "ab", "x"), fc.integer({ min: 20, max: 100 }))
  .map(([unit, count]) => spec("bigString", { unit, count: Math.min(count, Math.floor(300 / unit.length)) }));

export const anyBigInt = fc.oneof(fc.constantFrom(0n, 1n, -1n, 4n, 2n ** 53n + 1n, 2n ** 64n, -(2n ** 63n)), fc.bigInt());
export const anySymbol = fc.oneof(
  fc.constantFrom(Symbol.iterator, Symbol.toPrimitive, Symbol.for("arbiter")),
  fc.constantFrom("cell", "", "x").map((d) => Symbol(d)),
);
export const keyArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...DICTIONARY) },
  { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "toJSON", "length", "0", "") },
  { weight: 1, arbitrary: anyString },
);
const plainKey = keyArb.filter((k) => k !== "__proto__");

export function primitive(numbers = anyNumber) {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(undefined, null, true, false) },
    { weight: 3, arbitrary: numbers },
    { weight: 3, arbitrary: anyString },
    { weight: 1, arbitrary: longString },
    { weight: 1, arbitrary: anyBigInt },
    { weight: 1, arbitrary: anySymbol },
  );
}

const thrownArb = fc.constantFrom(...Object.keys(THROWN));

/** Hostile values: getters and traps that throw, cycles, deep nesting, odd objects... */
export function hostile(inner, numbers = anyNumber) {
  const dict = fc.dictionary(plainKey, inner, { maxKeys: 3, noNullPrototype: true });
  const container = fc.oneof(dict, fc.array(inner, { maxLength: 3 }));
  const optionalThrown = fc.option(thrownArb, { nil: undefined });
  return fc.oneof(
    fc.record({ rest: dict, key: keyArb, thrown: thrownArb }).map((a) => spec("getterThrows", a)),
    fc.record({ target: container, trap: fc.constantFrom("get", "ownKeys", "getOwnPropertyDescriptor", "has", "getPrototypeOf"), thrown: thrownArb })
      .map((a) => spec("proxyThrows", a)),
    fc.record({ target: container }).map((a) => spec("revokedProxy", a)),
    fc.record({ thrown: thrownArb }).map((a) => spec("toJSONThrows", a)),
    fc.record({ value: inner }).map((a) => spec("toJSONReturns", a)),
    fc.record({ base: container, key: plainKey.filter((k) => k !== "length") }).map((a) => spec("cyclic", a)),
    fc.record({ value: inner, rest: dict }).map((a) => spec("protoKey", a)),
    fc.record({ key: keyArb, first: inner, later: inner }).map((a) => spec("flipflop", a)),
    fc.record({ key: keyArb, call: fc.constantFrom(...REENTRY_CALLS), value: inner }).map((a) => spec("reenter", a)),
    fc.record({ thrown: optionalThrown, value: numbers }).map((a) => spec("valueOf", a)),
    fc.record({ thrown: optionalThrown, value: fc.oneof(numbers, anyString) }).map((a) => spec("toPrimitive", a)),
    fc.record({ cls: fc.constantFrom(...Object.keys(INSTANCES)), value: fc.oneof(numbers, inner) }).map((a) => spec("instance", a)),
    fc.record({ depth: fc.integer({ min: 2, max: 3000 }), leaf: inner, key: fc.option(plainKey, { nil: null }) }).map((a) => spec("nested", a)),
    fc.record({ length: fc.integer({ min: 1, max: 1000 }), entries: fc.array(fc.tuple(fc.nat(999), inner), { maxLength: 3 }) })
      .map(({ length, entries }) => spec("sparse", { length, entries: entries.filter(([i]) => i < length) })),
    fc.constant(spec("arbiterError")),
  );
}

/** Any value at all: primitives, arrays (with holes), objects, hostile values. */
export function anything({ numbers = anyNumber, depth = 3 } = {}) {
  return fc.letrec((tie) => ({
    any: fc.oneof(
      { maxDepth: depth, depthIdentifier: "anything" },
      { weight: 8, arbitrary: primitive(numbers) },
      { weight: 2, arbitrary: fc.array(tie("any"), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.sparseArray(tie("any"), { maxLength: 6, maxNumElements: 3 }) },
      { weight: 2, arbitrary: fc.dictionary(plainKey, tie("any"), { maxKeys: 4, noNullPrototype: true }) },
      { weight: 3, arbitrary: hostile(tie("any"), numbers) },
    ),
  })).any;
}
export const anyValue = anything();
export const safeValue = anything({ numbers: safeNumber });

/** A budget argument: small counts, or garbage (never a large count the package would run). */
export function budget(cap = BUDGET_CAP) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: cap }) },
    { weight: 3, arbitrary: fc.constantFrom(NaN, Infinity, -Infinity, -0, -1, -0.5, 0.5, 1.5, 2 ** 32, 2 ** 32 + 1, 2 ** 53, 1e21, -1e300, Number.MAX_VALUE, -(2 ** 31)) },
    { weight: 2, arbitrary: safeValue },
  );
}

// ---------------------------------------------------------------------------------------------
// Mutations of valid inputs: a plan of a few operations at random paths, applied to the valid
// value when the case runs (so it can mutate a save or an action list the game just produced).

const OPS = fc.oneof(
  { weight: 5, arbitrary: fc.constant("tweak") },
  { weight: 3, arbitrary: fc.constant("replace") },
  { weight: 2, arbitrary: fc.constant("steal") },
  { weight: 2, arbitrary: fc.constant("remove") },
  { weight: 2, arbitrary: fc.constant("add") },
  { weight: 1, arbitrary: fc.constant("dup") },
  { weight: 1, arbitrary: fc.constant("swap") },
);

export function mutationPlan(values = anyValue, maxOps = 3) {
  return fc.array(
    fc.record({ op: OPS, path: fc.array(fc.nat(), { maxLength: 8 }), from: fc.array(fc.nat(), { maxLength: 8 }), n: fc.nat(), key: keyArb, value: values }),
    { minLength: 1, maxLength: maxOps },
  );
}

function childKeys(node) {
  if (Array.isArray(node)) return Object.keys(node).map(Number);
  if (isPlainObject(node)) return Object.keys(node);
  return [];
}

function walk(root, path) {
  const chain = [{ parent: null, key: null, node: root }];
  let node = root;
  for (const n of path) {
    const keys = childKeys(node);
    if (keys.length === 0) break;
    const key = keys[n % keys.length];
    chain.push({ parent: node, key, node: node[key] });
    node = node[key];
  }
  return chain;
}

function jsonText(v) {
  try {
    return JSON.stringify(v) ?? "";
  } catch {
    return "";
  }
}

function tweak(v, n, key) {
  const pick = (list) => list[n % list.length];
  if (typeof v === "number") {
    return pick([v + 1, v - 1, -v, v + 0.5, v * 1000003, v + 2 ** 32, -0, NaN, Infinity, -Infinity, String(v),
      Number.isSafeInteger(v) ? BigInt(v) : 1n, 1e6, 1e6 + 1, 1001, 2 ** 31, null, [v], { value: v }, true, 0]);
  }
  if (typeof v === "string") {
    return pick(["", v + v, v.toUpperCase(), v.toLowerCase(), v + "\uD800", "\uDC00" + v, v + "\0", v.slice(1), v.slice(0, -1),
      ` ${v}`, v + "é".repeat(33), "é".repeat(32), "a".repeat(65), v.normalize("NFD") + "\u0301", Number(v) || 0, null, [v],
      { [key]: v }, key, v.length > 0 ? v[0] : "x"]);
  }
  if (typeof v === "boolean") return pick([!v, String(v), Number(v), null, undefined, [v]]);
  if (v === null) return pick([0, "", false, {}, [], undefined, "null"]);
  if (v === undefined) return pick([null, 0, ""]);
  if (Array.isArray(v)) {
    return pick([[], [cloneData(v)], v.concat(cloneData(v)), cloneData(v).reverse(), v.slice(1), Object.assign({}, cloneData(v)),
      v.length ? cloneData(v[0]) : null, v.slice(0, -1), { length: v.length }]);
  }
  if (isPlainObject(v)) {
    const c = cloneData(v);
    return pick([{}, [c], Object.values(c), Object.entries(c), { ...c, [key]: 1 }, jsonText(c),
      null, Object.fromEntries(Object.entries(c).map(([k, x]) => [k.toUpperCase(), x])),
      Object.fromEntries(Object.entries(c).slice(1)), Object.fromEntries(Object.entries(c).map(([k, x]) => [k, x === null ? 0 : null]))]);
  }
  return pick([null, {}, 0]);
}

function applyOp(root, original, m) {
  const chain = walk(root, m.path);
  const last = chain.at(-1);
  const set = (value) => {
    if (!last.parent) return value;
    last.parent[last.key] = value;
    return root;
  };
  switch (m.op) {
    case "replace": return set(cloneData(m.value));
    case "tweak": return set(tweak(last.node, m.n, m.key));
    case "steal": return set(cloneData(walk(original, m.from).at(-1).node));
    case "remove": {
      if (!last.parent) return m.n % 2 ? undefined : null;
      if (Array.isArray(last.parent) && m.n % 2) last.parent.splice(last.key, 1);
      else delete last.parent[last.key];
      return root;
    }
    case "add": {
      const target = isContainer(last.node) ? last.node : last.parent;
      if (!target) return root;
      if (Array.isArray(target)) target.splice(m.n % (target.length + 1), 0, cloneData(m.value));
      else defineOwn(target, m.key, cloneData(m.value));
      return root;
    }
    case "dup": {
      const arr = [...chain].reverse().map((c) => c.node).find((x) => Array.isArray(x) && x.length > 0);
      if (!arr) return root;
      const i = m.n % arr.length;
      arr.splice((m.n >> 3) % (arr.length + 1), 0, cloneData(arr[i]));
      return root;
    }
    case "swap": {
      if (!Array.isArray(last.parent) || last.parent.length < 2) return root;
      const j = m.n % last.parent.length;
      const tmp = last.parent[j];
      last.parent[j] = last.parent[last.key];
      last.parent[last.key] = tmp;
      return root;
    }
    default: throw new Error(`unknown mutation ${m.op}`);
  }
}

/** A copy of `base` with the plan's mutations applied. */
export function applyPlan(base, plan) {
  const original = cloneData(base);
  let root = cloneData(base);
  for (const m of plan) root = applyOp(root, original, m);
  return root;
}

/**
 * The argument a case passes: the valid value itself, a mutation of it, or anything at all.
 * Resolve with `chooseInput(choice, validValue)`.
 */
export function inputOf(values = anyValue, { valid = 1, mutated = 6, any = 2 } = {}) {
  return fc.oneof(
    { weight: valid, arbitrary: fc.constant({ how: "valid" }) },
    { weight: mutated, arbitrary: mutationPlan(values).map((plan) => ({ how: "mutated", plan })) },
    { weight: any, arbitrary: values.map((value) => ({ how: "any", value })) },
  );
}
export function chooseInput(choice, base) {
  if (choice.how === "valid") return cloneData(base);
  if (choice.how === "mutated") return applyPlan(base, choice.plan);
  return choice.value;
}

// ---------------------------------------------------------------------------------------------
// A case: its context, and the property every call must satisfy.

/** The package misbehaved while a case set up its game (before the fuzzed call). */
export class SetupFailure extends Error {}

export class Ctx {
  constructor(env) {
    this.env = env;
    this.api = env.api;
    this.game = null;
    this.setup = [];
    this.freed = false;
    this.mutated = false;
    this.owned = [];
  }
  /** The real value of a tree, with its source and (for deterministic trees) its JSON form. */
  arg(tree) {
    const value = materialize(tree, this);
    const pure = isPure(tree);
    return { tree, value, src: toSource(tree), pure, json: pure ? jsonForm(value) : undefined };
  }
  own(instance) {
    this.owned.push(instance);
    return instance;
  }
  reenter(call) {
    const result = reenterFn(this.api, this.game, call);
    if (call === "submit" || call === "undo") this.mutated = true;
    return result;
  }
  /** Runs a call of the setup, recording it; a throw is a SetupFailure. */
  step(source, f) {
    this.setup.push(source);
    try {
      return f();
    } catch (e) {
      if (e instanceof SetupFailure) throw e;
      throw new SetupFailure(`${source} threw ${describeError(e)}`);
    }
  }
  cleanup() {
    for (const g of this.owned) {
      try {
        g.free();
      } catch {
        // freed already, or unusable: the case reported it
      }
    }
  }
}

/**
 * Why a value does not match a schema (first mismatch, with its path), or null when it does.
 * Used for messages: "config.players: array expected, got object".
 */
export function mismatch(v, s, path = "") {
  const got = v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
  const here = path || "(value)";
  switch (s.t) {
    case "string": case "number": case "boolean": case "null":
      return conforms(v, s) ? null : `${here}: ${s.t} expected, got ${got}`;
    case "any": return null;
    case "literal": return s.values.includes(v) ? null : `${here}: one of ${s.values.map((x) => JSON.stringify(x)).join(", ")} expected, got ${got === "string" ? JSON.stringify(v) : got}`;
    case "array":
      if (!Array.isArray(v)) return `${here}: array expected, got ${got}`;
      for (let i = 0; i < v.length; i++) {
        const m = mismatch(v[i], s.item, `${path}[${i}]`);
        if (m) return m;
      }
      return null;
    case "tuple":
      if (!Array.isArray(v) || v.length !== s.items.length) return `${here}: array of ${s.items.length} expected, got ${got}${Array.isArray(v) ? ` of ${v.length}` : ""}`;
      for (let i = 0; i < v.length; i++) {
        const m = mismatch(v[i], s.items[i], `${path}[${i}]`);
        if (m) return m;
      }
      return null;
    case "record":
      if (!isObject(v)) return `${here}: object expected, got ${got}`;
      for (const [k, x] of Object.entries(v)) {
        const m = mismatch(x, s.value, `${path}.${k}`);
        if (m) return m;
      }
      return null;
    case "union": {
      if (conforms(v, s)) return null;
      if (s.alternatives.every((a) => a.t === "object") && !isObject(v)) return `${here}: object expected, got ${got}`;
      // A tagged union: the alternative whose literal fields (type, kind) match explains best.
      const tagged = s.alternatives.filter((a) => a.t === "object" && isObject(v)
        && Object.entries(a.required).some(([k, x]) => x.t === "literal")
        && Object.entries(a.required).every(([k, x]) => x.t !== "literal" || x.values.includes(v[k])));
      if (tagged.length > 0) return mismatch(v, tagged[0], path);
      const tags = s.alternatives.flatMap((a) => (a.t === "object" ? Object.entries(a.required).filter(([, x]) => x.t === "literal") : []));
      if (tags.length > 0 && isObject(v)) return `${here}: ${tags[0][0]} is not one of the union's (${show(v[tags[0][0]])})`;
      return `${here}: matches none of the union's types`;
    }
    case "object": {
      if (!isObject(v)) return `${here}: object expected, got ${got}`;
      for (const k of Object.keys(v)) if (!Object.hasOwn(s.required, k) && !Object.hasOwn(s.optional, k)) return `${here}: unknown key ${JSON.stringify(k)}`;
      for (const [k, schema] of Object.entries(s.required)) {
        if (!Object.hasOwn(v, k)) return `${here}: missing key ${JSON.stringify(k)}`;
        const m = mismatch(v[k], schema, `${path}.${k}`);
        if (m) return m;
      }
      for (const [k, schema] of Object.entries(s.optional)) {
        if (!Object.hasOwn(v, k)) continue;
        const m = mismatch(v[k], schema, `${path}.${k}`);
        if (m) return m;
      }
      return null;
    }
    default: throw new Error(`unknown schema ${s.t}`);
  }
}

/**
 * The reason an argument must be refused, from its documented type: null when its JSON form
 * conforms (or when the argument is not deterministic, so its JSON form cannot be known).
 * `nullable`: `undefined` and `null` are documented values of the parameter.
 */
export function refusal(arg, schema, what, { nullable = false } = {}) {
  if (!arg.pure) return null;
  // A value whose JSON form is null (its toJSON says so) is taken as the documented null.
  if (nullable && (arg.value === undefined || arg.value === null || arg.json === null)) return null;
  if (arg.json === undefined) return `${what}: a value with no JSON form`;
  // Known leniency, left for later (the issue's property holds: the answer has its documented
  // shape): serde's derived decoders also take a struct as the array of its fields, and a unit
  // enum variant as `{ VARIANT: null }`. Such input may be accepted or refused.
  if (serdeLeniency(arg.json, schema)) return null;
  const m = mismatch(arg.json, schema, what);
  return m;
}

/** Whether `v` holds a struct as an array, or a string enum as `{ VARIANT: null }`, where `s` has it. */
export function serdeLeniency(v, s) {
  switch (s.t) {
    case "object":
      if (Array.isArray(v)) return true;
      if (!isObject(v)) return false;
      return Object.entries({ ...s.required, ...s.optional }).some(([k, x]) => Object.hasOwn(v, k) && serdeLeniency(v[k], x));
    case "literal":
      return isObject(v) && Object.keys(v).length === 1 && Object.values(v)[0] === null;
    case "union":
      return s.alternatives.some((a) => serdeLeniency(v, a));
    case "array":
      return Array.isArray(v) && v.some((x) => serdeLeniency(x, s.item));
    case "tuple":
      return Array.isArray(v) && v.some((x, i) => s.items[i] !== undefined && serdeLeniency(x, s.items[i]));
    case "record":
      return isObject(v) && Object.values(v).some((x) => serdeLeniency(x, s.value));
    default:
      return false;
  }
}

function snapshot(game) {
  return { hash: game.stateHash(), events: game.events().length };
}
function sameSnapshot(game, before) {
  if (game.stateHash() !== before.hash) return false;
  if (game.events(before.events).length !== 0) return false;
  return before.events === 0 || game.events(before.events - 1).length === 1;
}

function isArbiterErrorValue(api, e) {
  try {
    return api.isArbiterError(e) === true;
  } catch {
    return false;
  }
}

/** Normalizes a problem into a signature: quoted strings and numbers do not make a new bug. */
function normalize(text) {
  return text
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/`[^`]{0,80}`/g, (m) => (/^`[\w:()]+`$/.test(m) ? m : "`…`"))
    .replace(/\[\d+\]/g, "[i]")
    .replace(/\d+(\.\d+)?(e[+-]?\d+)?/g, "N")
    .slice(0, 160);
}

/**
 * Runs one case: prepares it (builds its game, materializes its arguments), makes the call and
 * checks the property. Returns null, or a failure { signature, problem, details, script }.
 *
 * The property: the call returns an answer of its documented shape, or throws an ArbiterError
 * whose code is in ErrorCode (and documented for that call, if the docs say); INTERNAL is an
 * engine bug by definition. A call that threw, and any read-only call, leaves the game as it was
 * (state hash and log); the game still answers afterwards (unless freed); and the module still
 * answers a known-good call.
 */
export async function runCase(target, value, env) {
  const ctx = new Ctx(env);
  ctx.value = value;
  const problems = [];
  let c;
  try {
    c = target.prepare(ctx, value);
  } catch (e) {
    ctx.cleanup();
    if (!(e instanceof SetupFailure)) throw e;
    problems.push({ kind: `while setting up the case: ${e.message}` });
    return failure(target, ctx, null, problems, env);
  }
  // The instances the call must leave as they were if it throws (or is read-only), and usable.
  const watch = (c.watch ?? (ctx.game ? [ctx.game] : [])).map((game) => ({ game, before: null }));
  for (const w of watch) {
    try {
      w.before = snapshot(w.game);
    } catch (e) {
      problems.push({ kind: `an instance set up for the case is unusable: ${describeError(e)}` });
    }
  }
  let threw = false;
  let error;
  let result;
  if (problems.length === 0) {
    try {
      result = c.call();
      if (target.async) result = await result;
    } catch (e) {
      threw = true;
      error = e;
    }
    if (threw) {
      if (error instanceof WebAssembly.RuntimeError) {
        problems.push({ kind: `trapped: WebAssembly.RuntimeError: ${error.message}` });
      } else if (OWN_ERRORS.has(error)) {
        problems.push({ kind: "let an error thrown by the input's own code escape, instead of an ArbiterError", detail: describeError(error) });
      } else if (!isArbiterErrorValue(env.api, error)) {
        problems.push({ kind: `threw ${describeError(error)} instead of an ArbiterError` });
      } else if (!ERROR_CODES.has(error.code)) {
        problems.push({ kind: `threw an ArbiterError whose code ${show(error.code)} is not an ErrorCode` });
      } else if (error.code === "INTERNAL") {
        problems.push({ kind: `threw INTERNAL (an engine bug by definition): ${error.message.slice(0, 200)}` });
      } else if (c.codes && !c.codes.includes(error.code)) {
        problems.push({ kind: `threw ${error.code}, but the documented codes are ${c.codes.join(", ")}`, detail: error.message });
      } else if (c.onError) {
        const p = c.onError(error);
        if (p) problems.push({ kind: p, detail: error.message });
      }
    } else {
      if (c.refuse) problems.push({ kind: `accepted an argument that does not match its documented type: ${c.refuse}` });
      try {
        c.check?.(result);
      } catch (e) {
        if (e instanceof ShapeError) problems.push({ kind: `wrong answer: ${e.message}` });
        else problems.push({ kind: `checking the answer, the package threw ${describeError(e)}` });
      }
    }
  }
  for (const { game, before } of watch) {
    if (ctx.freed || !before) continue;
    try {
      if ((threw || c.readonly) && !ctx.mutated && !sameSnapshot(game, before)) {
        problems.push({ kind: threw ? "threw, yet changed the game (state hash or log)" : "a read-only call changed the game (state hash or log)" });
      }
      const legal = game.legalActions(game.currentPlayer ?? game.players[0]);
      if (!Array.isArray(legal)) problems.push({ kind: "afterwards legalActions(currentPlayer) is not an array" });
    } catch (e) {
      problems.push({ kind: `afterwards the game instance is unusable: ${describeError(e)}` });
    }
  }
  if (problems.length === 0 && !threw && c.after) {
    try {
      const p = c.after(result, error);
      if (p) problems.push({ kind: p });
    } catch (e) {
      if (e instanceof ShapeError) problems.push({ kind: e.message });
      else problems.push({ kind: `afterwards the package threw ${describeError(e)}` });
    }
  }
  env.cases = (env.cases ?? 0) + 1;
  env.escapes = (env.escapes ?? 0) + problems.filter((p) => /^(threw [^a]|threw a non|trapped|let an error)|unusable/.test(p.kind)).length;
  const broken = moduleProblem(env.api);
  if (broken) {
    problems.push({ kind: `afterwards the module is broken: the known-good call new TicTacToeGame().submit("X", { cell: 4 }) ${broken}` });
    env.poisoned = true;
  }
  ctx.cleanup();
  if (problems.length === 0) return null;
  return { ...failure(target, ctx, c, problems, env, { threw, error, result }), brokeModule: Boolean(broken) };
}

function failure(target, ctx, c, problems, env, outcome = {}) {
  const first = problems[0];
  const call = c?.source ?? "(none: the setup failed)";
  const lines = [
    `${target.name}: ${first.kind}`,
    ...problems.slice(1).map((p) => `  and ${p.kind}`),
    ...(first.detail ? [`  message: ${first.detail.slice(0, 300)}`] : []),
    ...(outcome.threw && !first.detail && !/^(threw|trapped|let)/.test(first.kind) ? [`  error: ${describeError(outcome.error)}`] : []),
    `  call: ${call.length > 1500 ? call.slice(0, 1500) + "…" : call}`,
  ];
  if (!outcome.threw && c && !problems[0].kind.startsWith("threw") && "result" in outcome && outcome.result !== undefined) {
    lines.push(`  answer: ${show(outcome.result)}`);
  }
  return {
    signature: target.signature?.(first.kind, ctx.value) ?? `${target.name} | ${normalize(first.kind)}`,
    problem: first.kind,
    message: lines.join("\n"),
    script: reproScript(target, ctx, c),
  };
}

/** The package's named exports (every game class and function), as a script binds them. */
function exportNames(api) {
  return Object.keys(api).filter((k) => k !== "default" && k !== "initOutput" && /^[A-Za-z_$][\w$]*$/.test(k)).sort();
}

function reproScript(target, ctx, c) {
  const pkg = fileURLToPath(PKG_DIR);
  const helpers = Object.entries(HELPERS).map(([k, src]) => `const ${k} = ${src};`).join("\n");
  const call = c ? c.source : "undefined /* the setup failed */";
  return `// A case the fuzzer found for ${target.name}. Run: node <this file>
import { readFileSync } from "node:fs";
import * as api from ${JSON.stringify(pkg + "arbiter.js")};
api.initSync({ module: readFileSync(${JSON.stringify(pkg + "wasm/arbiter_bg.wasm")}) });
const { ${exportNames(ctx.api).join(", ")} } = api;
const init = api.default;
${helpers}
function reenter(call) {${REENTER_BODY}
}
async function show(label, f) {
  try {
    const r = await f();
    console.log(label, "returned", JSON.stringify(r)?.slice(0, 2000) ?? String(r));
  } catch (e) {
    console.log(label, "threw", isArbiterError(e) ? "ArbiterError" : e?.constructor?.name ?? typeof e, e?.code ?? "", String(e?.message ?? e).slice(0, 2000));
  }
}
let game, other;
${ctx.setup.join("\n")}
await show("the call:", () => ${call});
if (game) {
  await show("then game.stateHash():", () => game.stateHash());
  await show("then game.legalActions(...):", () => game.legalActions(game.currentPlayer ?? game.players[0]));
}
await show("then a known-good call:", () => new TicTacToeGame().submit("X", { cell: 4 }));
`;
}

// ---------------------------------------------------------------------------------------------
// Running a target (inside a worker): explore, collecting distinct failures, then shrink each.

/**
 * Fuzzes one target. `numRuns` cases (or `seconds` of them), every failure recorded by signature
 * with the fast-check path that reproduces it; then each distinct failure is shrunk to a minimal
 * case (fast-check replays its path with the same seed) and written as a script.
 */
export async function fuzzTarget(target, api, { seed, numRuns, seconds, shrinkSeconds, path, progress, post = () => {} }) {
  const env = { api, poisoned: false, reloads: 0, cases: 0, escapes: 0 };
  const found = new Map();
  let index = 0;
  let executed = 0;
  let stop = false;
  const reload = async () => {
    env.reloads += 1;
    if (env.reloads > 200) throw new Error("the module broke more than 200 times; giving up on this target");
    env.api = await loadApi();
    Object.assign(env, { poisoned: false, cases: 0, escapes: 0 });
  };
  /**
   * Runs a case on a working module. When the module is broken after it, the case runs again on
   * a fresh module: if it passes there, earlier cases did the damage (it accumulated), and that
   * is recorded on its own (`onCumulative`) instead of being blamed on this input.
   */
  const guarded = async (value, onCumulative) => {
    if (env.poisoned) await reload();
    const f = await runCase(target, value, env);
    if (!f?.brokeModule) return f;
    const history = { cases: env.cases, escapes: env.escapes };
    await reload();
    const again = await runCase(target, value, env);
    if (again?.brokeModule) return again;
    onCumulative?.(history, f);
    return again;
  };
  const cumulative = (i) => (history, f) => {
    const signature = `${target.name} | the module broke from damage accumulated over earlier cases`;
    const known = found.get(signature);
    if (known) {
      known.count += 1;
      return;
    }
    const record = {
      signature, problem: "the module broke from damage accumulated over earlier cases", count: 1, seed, path: String(i), noShrink: true,
      message: `${target.name}: after ${history.cases} cases on one module instance (about ${history.escapes} of them threw or left errors other than ArbiterError), ` +
        `the module broke: ${f.problem}\n  The case that found it passes on a fresh module, so earlier cases did the damage: each error that unwinds ` +
        "through the wasm code (any failure above that is not an ArbiterError) leaks its shadow stack, until the stack runs over the heap. " +
        "The target \"a session of many failing calls\" reproduces it directly.",
    };
    found.set(signature, record);
    post({ type: "failure", failure: record });
  };

  if (path !== undefined) {
    // Replay one case and show it.
    let shown = null;
    const replay = fc.asyncProperty(target.arb, async (value) => {
      shown = (await guarded(value)) ?? { signature: null, message: `${target.name}: the case passes`, script: null };
      shown.value = fc.stringify(value);
      return true;
    });
    await fc.check(replay, { seed, path, numRuns: 1, examples: target.examples?.map((e) => [e]) });
    return { name: target.name, runs: 1, failures: shown?.signature ? [{ ...shown, seed, path, count: 1 }] : [], replay: shown };
  }

  const explore = fc.asyncProperty(target.arb, async (value) => {
    const i = index++;
    if (progress) Atomics.store(progress, 0, index);
    if (stop) return true;
    executed += 1;
    const f = await guarded(value, cumulative(i));
    if (f) {
      const known = found.get(f.signature);
      if (known) known.count += 1;
      else {
        const record = { ...f, count: 1, seed, path: String(i), value: fc.stringify(value) };
        found.set(f.signature, record);
        post({ type: "failure", failure: record });
        if (target.stopOnFailure) stop = true;
      }
    }
    return true;
  });
  const started = Date.now();
  const details = await fc.check(explore, {
    seed,
    examples: target.examples?.map((e) => [e]),
    numRuns: numRuns ?? Number.MAX_SAFE_INTEGER,
    interruptAfterTimeLimit: seconds !== undefined ? seconds * 1000 : undefined,
    markInterruptAsFailure: false,
  });
  if (details.failed) {
    // The property itself never fails: this is a harness error (reported as such).
    const error = details.errorInstance;
    const message = `${fc.defaultReportMessage(details)}\n${error instanceof Error ? error.stack : String(error)}`;
    const record = { signature: `${target.name} | harness error`, problem: "harness error", message, count: 1, seed, path: details.counterexamplePath };
    found.set(record.signature, record);
  }
  const runs = executed;

  if (progress) Atomics.store(progress, 1, 1);
  for (const record of found.values()) {
    if (target.shrink === false || shrinkSeconds <= 0 || record.problem === "harness error" || record.noShrink) continue;
    let last = null;
    const shrink = fc.asyncProperty(target.arb, async (value) => {
      if (progress) Atomics.add(progress, 0, 1);
      const f = await guarded(value);
      if (f && f.signature === record.signature) {
        last = { ...f, value: fc.stringify(value) };
        return false;
      }
      return true;
    });
    const d = await fc.check(shrink, {
      seed, path: record.path, numRuns: 1, examples: target.examples?.map((e) => [e]), interruptAfterTimeLimit: shrinkSeconds * 1000, markInterruptAsFailure: false,
    });
    if (d.failed && last) {
      Object.assign(record, { message: last.message, script: last.script, value: last.value, path: d.counterexamplePath, shrinks: d.numShrinks });
    } else {
      record.flaky = true;
    }
  }
  for (const record of found.values()) {
    if (!record.script) continue;
    mkdirSync(REPRO_DIR, { recursive: true });
    const file = new URL(`${slug(record.signature)}.mjs`, REPRO_DIR);
    writeFileSync(file, record.script);
    record.reproFile = fileURLToPath(file);
  }
  return { name: target.name, runs, failures: [...found.values()].map(({ script, ...r }) => r), ms: Date.now() - started };
}

function slug(signature) {
  let h = 0;
  for (const ch of signature) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  const name = signature.split(" | ")[0].replace(/[^\w.-]+/g, "_").replace(/^_|_$/g, "");
  return `${name}-${(h >>> 0).toString(16).padStart(8, "0")}`;
}

/** Only shows the case at `path` without making its call: what a hung case was. */
export async function describeCase(target, api, { seed, path }) {
  let shown = null;
  const env = { api, poisoned: false, reloads: 0 };
  await fc.check(fc.asyncProperty(target.arb, async (value) => {
    const ctx = new Ctx(env);
    try {
      const c = target.prepare(ctx, value);
      const fake = { name: target.name };
      shown = { call: c.source, script: reproScript(fake, ctx, c), value: fc.stringify(value) };
    } catch (e) {
      shown = { call: `(the setup failed: ${describeError(e)})`, script: null, value: fc.stringify(value) };
    }
    return true;
  }), { seed, path, numRuns: 1, examples: target.examples?.map((e) => [e]) });
  return shown;
}

// ---------------------------------------------------------------------------------------------
// The main-thread side: one worker per target, a watchdog for hangs.

const WORKER = new URL("./worker.mjs", import.meta.url);

function startWorker(workerData, onMessage) {
  return new Promise((resolve) => {
    compiledWasm ??= compiledModule();
    const worker = new Worker(WORKER, { workerData: { ...workerData, module: compiledWasm } });
    let result = null;
    let error = null;
    worker.on("message", (m) => {
      if (m.type === "done") result = m.result;
      else onMessage?.({ ...m, worker });
    });
    worker.on("error", (e) => {
      error = e;
    });
    worker.on("exit", (code) => resolve({ result, error, code, worker }));
  });
}

/**
 * Fuzzes target `name` in a worker: `numRuns` cases, or `seconds` of them. A case that gives no
 * answer for `caseSeconds` is a hang: the worker is stopped and the hung case is described.
 * `generic`: games fuzzed by the generic descriptor despite their fuzz.mjs (see games.mjs).
 */
export async function runInWorker(name, { seed = SETTINGS.seed, numRuns, seconds, shrinkSeconds = SETTINGS.shrinkSeconds, caseSeconds = 30, path, generic } = {}) {
  const progress = new Int32Array(new SharedArrayBuffer(16));
  const failures = [];
  let hung = null;
  let timer = null;
  const started = Date.now();
  const run = await startWorker({ mode: "fuzz", name, seed, numRuns, seconds, shrinkSeconds, path, progress, generic }, (m) => {
    if (m.type === "failure") {
      const known = failures.find((f) => f.signature === m.failure.signature);
      if (known) known.count += 1;
      else failures.push(m.failure);
    }
    // The watchdog starts once the worker has loaded the package (see worker.mjs).
    if (m.type === "ready") {
      let last = -1;
      let since = Date.now();
      timer = setInterval(() => {
        const n = Atomics.load(progress, 0);
        if (n !== last) {
          last = n;
          since = Date.now();
        } else if (Date.now() - since > caseSeconds * 1000) {
          clearInterval(timer);
          hung = { count: n, phase: Atomics.load(progress, 1) };
          m.worker.terminate();
        }
      }, 100);
    }
  });
  clearInterval(timer);
  if (run.result) {
    // Failures only the worker's own handlers saw (errors thrown outside any call).
    for (const f of failures) {
      if (!run.result.failures.some((g) => g.signature === f.signature)) run.result.failures.push(f);
    }
    return run.result;
  }
  const result = { name, runs: Math.max(0, Atomics.load(progress, 0)), failures, ms: Date.now() - started };
  if (hung) {
    const base = { seed, count: 1 };
    if (hung.phase === 0 && hung.count > 0) {
      const hangPath = path ?? String(hung.count - 1);
      const described = await startWorker({ mode: "describe", name, seed, path: hangPath, generic });
      const shown = described.result ?? { call: "(could not be described)" };
      let reproFile;
      if (shown.script) {
        mkdirSync(REPRO_DIR, { recursive: true });
        const file = new URL(`${slug(`${name} | hang`)}.mjs`, REPRO_DIR);
        writeFileSync(file, shown.script);
        reproFile = fileURLToPath(file);
      }
      result.failures.push({
        ...base, path: hangPath, value: shown.value, reproFile,
        signature: `${name} | no answer within ${caseSeconds} s`,
        problem: `no answer within ${caseSeconds} s (a hang)`,
        message: `${name}: the call gave no answer within ${caseSeconds} s (the worker was stopped)\n  call: ${String(shown.call).slice(0, 1500)}`,
      });
    } else {
      result.failures.push({
        ...base, path: "(while shrinking)",
        signature: `${name} | no answer within ${caseSeconds} s while shrinking`,
        problem: `no answer within ${caseSeconds} s while shrinking`,
        message: `${name}: while shrinking the failures above, a case gave no answer within ${caseSeconds} s`,
      });
    }
  } else if (run.error || run.code !== 0) {
    result.failures.push({
      seed, count: 1, path: "(unknown)",
      signature: `${name} | the worker died`,
      problem: "the worker died",
      message: `${name}: the worker died (exit code ${run.code}): ${run.error ? describeError(run.error) : "no error"}`,
    });
  }
  return result;
}

/** The failure report of a target: what, how often, and how to reproduce. */
export function formatResult(r, { testName, generic = process.env.FUZZ_GENERIC } = {}) {
  const env = generic && generic.length > 0 ? `FUZZ_GENERIC=${[generic].flat().join(",")} ` : "";
  const lines = [`${r.name}: ${r.failures.length} distinct failure(s) in ${r.runs} cases (seed ${r.failures[0]?.seed ?? SETTINGS.seed})`];
  for (const f of r.failures) {
    lines.push("", f.message);
    lines.push(`  seen ${f.count} time(s); fast-check seed ${f.seed}, path "${f.path}"${f.shrinks !== undefined ? ` (shrunk ${f.shrinks} times)` : ""}${f.flaky ? " (did not fail again when replayed alone)" : ""}`);
    if (f.value) lines.push(`  counterexample: ${f.value.length > 1500 ? f.value.slice(0, 1500) + "…" : f.value}`);
    if (f.reproFile) lines.push(`  reproduce: node ${f.reproFile}`);
    lines.push(`  replay: ${env}FUZZ_SEED=${f.seed} FUZZ_PATH="${f.path}" node tests/js/fuzz/run.mjs --target ${JSON.stringify(testName ?? r.name)}`);
  }
  return lines.join("\n");
}

export const same = isDeepStrictEqual;
