// How every call crosses into wasm (the other half of src/wasm/call.rs): the input written or
// sent as JSON text, the raw function called, its status read, and its result read from the tape
// or its failure thrown as an ArbiterError. Also the module's start (`init`, `initSync`) and the
// checks of plain arguments (strings, counts) with the messages the engine uses.
import rawInit, { initSync as rawInitSync } from "./wasm/arbiter.js";
import * as raw from "./wasm/arbiter.js";
import type { ErrorCode, RulesetKind } from "./types.js";
import { full, needs, readTape, setMemory, wordsAt, writeDictionary, writeInput } from "./tape.js";
import type { Encoder } from "./tape.js";
import { dictionary } from "./codecs.js";

declare global {
  interface SymbolConstructor {
    /** The method `using` calls; arbiter's classes map it to `free()`. */
    readonly dispose: unique symbol;
  }
}

/** Marks every ArbiterError, whichever entry point (`arbiter`, `arbiter/chess`...) made it. */
const BRAND = Symbol.for("arbiter.ArbiterError");

/**
 * What every arbiter function throws: a real `Error` (with a stack) whose `name` is
 * `"ArbiterError"` and whose `code` is a stable {@link ErrorCode}. Narrow `unknown` with
 * {@link isArbiterError}.
 */
export interface ArbiterError extends Error {
  /** Always `"ArbiterError"`. */
  name: "ArbiterError";
  /** What went wrong, stable across versions: branch on it (the message is for people). */
  code: ErrorCode;
}

class ArbiterErrorClass extends Error implements ArbiterError {
  override name = "ArbiterError" as const;
  code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/**
 * An ArbiterError with this code and message.
 * @internal
 */
export function arbiterError(code: ErrorCode, message: string): ArbiterError {
  return new ArbiterErrorClass(code, message);
}

/**
 * True when `value` is an error thrown by arbiter (by any of its entry points).
 *
 * ```ts
 * try { game.submit("O", { cell: 4 }); }
 * catch (e) { if (isArbiterError(e) && e.code === "NOT_YOUR_TURN") showHint(e.message); else throw e; }
 * ```
 */
export function isArbiterError(value: unknown): value is ArbiterError {
  try {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  } catch {
    // A proxy whose traps throw, or one revoked: no error of arbiter's.
    return false;
  }
}

/** The statuses of a raw call (call.rs). */
const OK = 0;
const RETRY_JSON = 2;

let header = 0;
let scratch = { tape: 0, tapeCap: 0, text: 0, textCap: 0 };
let kinds: string[] = [];
/** Whether the module took the encoders' dictionary: without it, inputs take the generic writer. */
let encoders = false;
/** Whether `init` or `initSync` has loaded the module. */
let loaded = false;
/** The load `init` started, shared by calls made before it finishes. */
let loading: Promise<void> | null = null;

/**
 * A global's instance type where the environment declares it (`Response` and `URL` come with the
 * DOM library or `@types/node`), else `never`: the declarations compile without either.
 */
type Instance<K extends string> = typeof globalThis extends { [P in K]: abstract new (...args: never) => infer T } ? T : never;
/** `WebAssembly.Module` where the environment declares it, else `never`. */
type WasmModule = typeof globalThis extends { WebAssembly: { Module: abstract new (...args: never) => infer T } } ? T : never;

/**
 * What `init` loads the module from: its address (a `URL` or a string), a `fetch` `Response`,
 * its bytes, or a compiled `WebAssembly.Module`.
 */
export type InitInput = string | Instance<"URL"> | Instance<"Response"> | ArrayBuffer | ArrayBufferView | WasmModule;

/** What `initSync` loads the module from: its bytes, or a compiled `WebAssembly.Module`. */
export type SyncInitInput = ArrayBuffer | ArrayBufferView | WasmModule;

/**
 * Throws `NOT_INITIALIZED` unless the module is loaded: every function but `init`, `initSync` and
 * `isArbiterError` needs it.
 * @internal
 */
export function ready(): void {
  if (!loaded) {
    throw arbiterError("NOT_INITIALIZED", "the module is not loaded yet: call `await init()` (or `initSync(bytes)`) once before anything else");
  }
}

function attach(): void {
  setMemory(raw.rawMemory() as WebAssembly.Memory);
  header = raw.rawHeader();
  locateScratch();
  kinds = result<string[]>(raw.rawKinds());
  encoders = dictionary.words.length > 0 && giveDictionary();
  loaded = true;
}

/**
 * Gives the module the words and shapes the encoders write by number (codecs.ts), at the start of
 * its scratch buffers: inputs are written after it.
 */
function giveDictionary(): boolean {
  const size = writeDictionary(dictionary, scratch.tape, scratch.tapeCap, scratch.text, scratch.textCap);
  const taken = size !== null && raw.rawDictionary(dictionary.words.length, dictionary.shapes.length, size[0], size[1]);
  locateScratch();
  return taken;
}

function locateScratch(): void {
  const [tape = 0, tapeCap = 0, text = 0, textCap = 0] = wordsAt(raw.rawScratch(), 4);
  scratch = { tape, tapeCap, text, textCap };
}

/**
 * Loads the module; call it once, and wait for it, before anything else. Without an argument it
 * loads the wasm file of this entry point: in a browser or a Worker it fetches the file beside
 * this module (bundlers copy it), in Node it reads it from disk. Or give what to load: a URL, a
 * `Response`, the bytes or a compiled `WebAssembly.Module` (or a promise of one). A second call
 * does nothing.
 *
 * @throws `INVALID_INPUT` when the input is not a WebAssembly module of this entry point (the
 * underlying `TypeError` or `WebAssembly.CompileError` is its `cause`).
 */
export default async function init(input?: InitInput | Promise<InitInput> | { module_or_path: InitInput | Promise<InitInput> }): Promise<void> {
  if (loaded) return;
  if (loading === null) {
    const source = input === undefined ? undefined : "module_or_path" in Object(input) ? input as { module_or_path: InitInput } : { module_or_path: input as InitInput };
    loading = (async () => {
      try {
        await rawInit(source as Parameters<typeof rawInit>[0]);
      } catch (e) {
        throw loadError(e);
      }
      attach();
    })();
    // A failed load may be tried again with another input.
    loading.catch(() => { loading = null; });
  }
  return loading;
}

/**
 * Loads the module synchronously from its bytes or a compiled `WebAssembly.Module` (in Node:
 * `readFileSync(fileURLToPath(import.meta.resolve("arbiter-rules/chess/wasm")))`). A second call
 * does nothing.
 *
 * @throws `INVALID_INPUT` when the input is not a WebAssembly module of this entry point.
 */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): void {
  if (loaded) return;
  const input = typeof WebAssembly !== "undefined" && module instanceof WebAssembly.Module || ArrayBuffer.isView(module) || module instanceof ArrayBuffer ? { module } : module;
  try {
    rawInitSync(input as Parameters<typeof rawInitSync>[0]);
  } catch (e) {
    throw loadError(e);
  }
  attach();
}

/** A failure to load the module, as an ArbiterError with the original as its cause. */
function loadError(e: unknown): ArbiterError {
  const error = arbiterError("INVALID_INPUT", `cannot load the WebAssembly module: ${reason(e)}`);
  (error as { cause?: unknown }).cause = e;
  return error;
}

/**
 * The kind number the raw functions take for a game's name.
 * @internal
 */
export function kindOf(name: RulesetKind | string): number {
  ready();
  const kind = kinds.indexOf(name);
  if (kind < 0) {
    throw arbiterError("INVALID_INPUT", `unknown ruleset ${JSON.stringify(name)} (known: ${kinds.join(", ")})`);
  }
  return kind;
}

/**
 * The result of a raw call's `status`: its value, or its failure thrown (with `note` added).
 * @internal
 */
export function result<T>(status: number, note: (() => string) | null = null): T {
  const value = readTape(header);
  if (status === OK) return value as T;
  const failure = value as { code: ErrorCode; message: string };
  // The note runs after the result is read: it may call into the module (a getter).
  throw arbiterError(failure.code, failure.message + (note === null ? "" : note()));
}

/**
 * A raw call made once the module is loaded (`NOT_INITIALIZED` before): its result, or its
 * failure thrown.
 * @internal
 */
export function call<T>(run: () => number): T {
  ready();
  return result<T>(run());
}

/** The most JSON text each kind of parameter takes, in characters (UTF-16 code units). */
const KIB = 1 << 10;
const MIB = 1 << 20;
/** @internal */
export const LIMITS = {
  /** A game's configuration (a ships catalogue included). */
  config: MIB,
  action: 64 * KIB,
  /** `replay`'s configuration and actions. */
  replay: 16 * MIB + MIB,
  saved: 16 * MIB,
  options: 4 * KIB,
  /** `resolveEndOfTurn`'s input: 100,000 effects take about 25 MiB. */
  input: 32 * MIB,
  players: MIB,
} as const;
/** @internal */
export type Param = keyof typeof LIMITS;

/**
 * Calls `run` (a raw function that reads the pending input) with `value` as its input: written
 * into the scratch buffers when it is plain (by its type's `encode`r when the bindings give one,
 * see scripts/codecs.mjs), else (or when the written form does not decode, which the JSON path
 * then words) as JSON text, at most the parameter's limit.
 * @internal
 */
export function withInput<T>(value: unknown, param: Param, run: (written: number) => number, name: string = param, encode?: Encoder): T {
  ready();
  if (!encoders) encode = undefined;
  let slots = written(value, encode);
  // What a type's encoder is not sure about, the generic writer may still take.
  if (slots === 0 && encode !== undefined && !full()) slots = written(value, undefined);
  if (slots > 0) {
    const status = run(slots);
    if (status !== RETRY_JSON) return result<T>(status);
  }
  raw.rawInputJson(json(value, param, name));
  const status = run(0);
  if (status === RETRY_JSON) throw arbiterError("INTERNAL", `${name}: the JSON text did not decode`);
  // JSON turns NaN and the infinities into null, which every field refuses: say so.
  return result<T>(status, () => (hasNonFinite(value, 0) ? " (the value was NaN or Infinity)" : ""));
}

/** `value` written into the scratch buffers (grown if it needs it): its count of numbers, or 0. */
function written(value: unknown, encode: Encoder | undefined): number {
  const slots = writeInput(value, scratch.tape, scratch.tapeCap, scratch.text, scratch.textCap, encode);
  if (slots === 0 && full() && grow()) {
    return writeInput(value, scratch.tape, scratch.tapeCap, scratch.text, scratch.textCap, encode);
  }
  return slots;
}

/** Grows the scratch buffers to what the value last refused for their size needs; false beyond their limits. */
function grow(): boolean {
  const { slots, text } = needs();
  const grown = raw.rawScratchGrow(slots + 16, text + 16);
  if (grown) locateScratch();
  return grown;
}

/** The code of a refused value of each parameter: a configuration's and a save's are their own. */
const CODES: { [P in Param]?: ErrorCode } = { config: "INVALID_CONFIG", saved: "INVALID_SAVE" };

/** `value` as JSON text, at most `max` characters, or the ArbiterError that says why not. */
function json(value: unknown, param: Param, name: string): string {
  const code = CODES[param] ?? "INVALID_INPUT";
  const max = LIMITS[param];
  let text: unknown;
  try {
    text = JSON.stringify(value);
    // JSON writes NaN and the infinities as null, which an optional value would take as absent:
    // they cross as an object no field takes, so the value is refused at its place (and the
    // message says what it was). Written again: a getter may answer otherwise the second time.
    if (typeof text === "string" && hasNonFinite(value, 0)) {
      text = JSON.stringify(value, (_key, v: unknown) => (typeof v === "number" && !Number.isFinite(v) ? { notAFiniteNumber: String(v) } : v));
    }
  } catch (e) {
    throw arbiterError(code, `${name}: cannot be read as JSON (${reason(e).toLowerCase()})`);
  }
  if (typeof text !== "string") {
    throw arbiterError(code, `${name}: expected a value, got ${describe(value)}`);
  }
  if (text.length > max) {
    throw arbiterError(code, `${name} is ${text.length} characters of JSON, above the limit of ${max}`);
  }
  return text;
}

/** Whether `value` holds NaN or an infinity (never throws: a getter that does answers false). */
function hasNonFinite(value: unknown, depth: number): boolean {
  try {
    if (typeof value === "number") return !Number.isFinite(value);
    if (typeof value !== "object" || value === null || depth > 64) return false;
    return Object.values(value).some((v) => hasNonFinite(v, depth + 1));
  } catch {
    return false;
  }
}

function reason(e: unknown): string {
  try {
    const message = e instanceof Error ? e.message : e;
    return String(message).slice(0, 200);
  } catch {
    return "unknown reason";
  }
}

/**
 * A short description of a value for messages: its JSON, or its type.
 * @internal
 */
export function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    if (typeof text === "string" && text.length <= 60) return text;
  } catch {
    // its type, then
  }
  return typeof value;
}

/** `String.prototype.isWellFormed` (ES2024), where the engine has it. */
type WellFormed = { isWellFormed(): boolean };
const hasIsWellFormed = typeof (String.prototype as Partial<WellFormed>).isWellFormed === "function";

/**
 * The most characters a string parameter (a player id, a seed) may have.
 * @internal
 */
export const MAX_STRING_PARAM = KIB;

/**
 * A string parameter of at most {@link MAX_STRING_PARAM} characters, well formed.
 * @internal
 */
export function string(value: unknown, what: string): string {
  if (typeof value !== "string") throw arbiterError("INVALID_INPUT", `${what} must be a string, got ${describe(value)}`);
  if (value.length > MAX_STRING_PARAM) {
    throw arbiterError("INVALID_INPUT", `${what} is a string of ${value.length} characters, above the limit of ${MAX_STRING_PARAM}`);
  }
  if (!(hasIsWellFormed ? (value as unknown as WellFormed).isWellFormed() : !/[\ud800-\udfff]/.test(value) || /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/.test(value))) {
    throw arbiterError("INVALID_INPUT", `${what} is not a well-formed string: it has a lone surrogate`);
  }
  return value;
}

/**
 * A count or index parameter: a non-negative integer that fits in 32 bits.
 * @internal
 */
export function count(value: unknown, what: string): number {
  if (typeof value !== "number") throw arbiterError("INVALID_INPUT", `${what} must be a number, got ${describe(value)}`);
  if (Number.isInteger(value) && value >= 0 && value <= 0xffff_ffff) return value;
  throw arbiterError("INVALID_INPUT", `${what} is ${value}, expected a non-negative integer`);
}
