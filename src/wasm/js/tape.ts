// Values between JavaScript and wasm memory without JSON text, both ways; the other halves are
// src/wasm/tape.rs (a serde serializer) and src/wasm/input.rs (a serde deserializer). No rules,
// and no type: names (field names, enum variants) cross as text, so nothing here depends on how
// the Rust types are declared.
// - Out (`readTape`): numbers that say what to build, the text of the value's strings, and the
//   names, object shapes and short strings the module has sent so far, kept here so each
//   crosses once. Builds the same objects JSON.parse would from serde_json's text.
// - In (`writeInput`): a plain value written straight into the module's scratch buffers.

// What the numbers on the tape mean: `tags.ts`, written from src/wasm/tape.rs's constants by
// scripts/build-js.mjs.
import { Tag } from "./tags.js";

type Read = () => unknown;
type Reader = { tape: Float64Array; at: number };
/** Makes an object of a shape: its values read in key order. */
type Maker = (read: Read, reader: Reader, strings: string[]) => Record<string, unknown>;

const names: string[] = [];
const shapes: Maker[] = [];
const strings: string[] = [];
// ignoreBOM: a string that starts with U+FEFF keeps it (the default decoder drops it).
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
const encoder = new TextEncoder();

let memory: WebAssembly.Memory | null = null;
let f64 = new Float64Array(0);
let u8 = new Uint8Array(0);

/** The module's memory, given once: views of it are made again only when it grows. */
export function setMemory(m: WebAssembly.Memory): void {
  memory = m;
  views();
}

function views(): void {
  // Growing the memory detaches its buffer, which empties the views made of it.
  if (memory !== null && u8.byteLength === 0) {
    f64 = new Float64Array(memory.buffer);
    u8 = new Uint8Array(memory.buffer);
  }
}

/** The unsigned 32-bit numbers at `address`, `n` of them, copied. */
export function wordsAt(address: number, n: number): number[] {
  views();
  return Array.from(new Uint32Array(u8.buffer, address, n));
}

const R: Reader = { tape: f64, at: 0 };
let text = "";

function value(): unknown {
  const tape = R.tape;
  switch (tape[R.at++]) {
    case Tag.Null: return null;
    case Tag.False: return false;
    case Tag.True: return true;
    case Tag.Number: return tape[R.at++];
    case Tag.Name: return names[tape[R.at++] ?? 0];
    case Tag.String: {
      const start = tape[R.at++] ?? 0;
      return text.slice(start, start + (tape[R.at++] ?? 0));
    }
    case Tag.Array: {
      const n = tape[R.at++] ?? 0;
      const array = new Array<unknown>(n);
      for (let i = 0; i < n; i++) array[i] = value();
      return array;
    }
    case Tag.Shaped: return (shapes[tape[R.at++] ?? 0] as Maker)(value, R, strings);
    case Tag.Cached: return strings[tape[R.at++] ?? 0];
    default: {
      const n = tape[R.at++] ?? 0;
      const object: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) {
        const key = value() as string;
        if (key === "__proto__") {
          Object.defineProperty(object, key, { value: value(), enumerable: true, writable: true, configurable: true });
        } else {
          object[key] = value();
        }
      }
      return object;
    }
  }
}

/**
 * A maker of objects with these keys: an object literal, so each is built as fast as JavaScript
 * builds its own; where the page forbids compiling code (a CSP without 'unsafe-eval'), a loop.
 */
let compile = true;

function shape(keys: string[]): Maker {
  const own = (key: string): string => (key === "__proto__" ? '["__proto__"]' : JSON.stringify(key));
  try {
    // Tried until it fails once: a refused compilation may also be reported to the page.
    // Numbers and cached strings, most values, are read in place; anything else by `v`.
    const read = `(t[R.at] === ${Tag.Number} ? t[(R.at += 2) - 1] : t[R.at] === ${Tag.Cached} ? S[t[(R.at += 2) - 1]] : v())`;
    if (compile) {
      return new Function("v", "R", "S", `const t = R.tape; return { ${keys.map((k) => `${own(k)}: ${read}`).join(", ")} };`) as Maker;
    }
  } catch {
    compile = false;
  }
  return (v) => {
    const object: Record<string, unknown> = {};
    for (const key of keys) {
      Object.defineProperty(object, key, { value: v(), enumerable: true, writable: true, configurable: true });
    }
    return object;
  };
}

/**
 * The value described by `header` (tape.rs's `Written`, through call.rs's header): the tape's
 * address and length, the value's length, the text's address and length, whether it is ASCII,
 * and how many names and shapes it adds. After the value, the tape places the new names in the
 * text, then lists the new shapes (each its length and its keys' name numbers), then the short
 * strings new to the cache (their count, then where each is in the text).
 */
export function readTape(header: number): unknown {
  views();
  const h = header / 8;
  const tapePtr = f64[h] ?? 0;
  const valueLen = f64[h + 2] ?? 0;
  const textPtr = f64[h + 3] ?? 0;
  const textLen = f64[h + 4] ?? 0;
  const ascii = f64[h + 5] ?? 0;
  const added = f64[h + 6] ?? 0;
  const addedShapes = f64[h + 7] ?? 0;
  const bytes = textLen === 0 ? null : u8.subarray(textPtr, textPtr + textLen);
  // Short ASCII text (most of it: ids, names) reads faster without a decoder.
  text = bytes === null ? "" : ascii === 1 && textLen <= 256 ? String.fromCharCode.apply(null, bytes as unknown as number[]) : decoder.decode(bytes);
  const tape = f64;
  R.tape = tape;
  let i = tapePtr / 8 + valueLen;
  const at = (k: number): number => tape[k] ?? 0;
  for (let k = 0; k < added; k++, i += 2) names.push(text.slice(at(i), at(i) + at(i + 1)));
  for (let k = 0; k < addedShapes; k++) {
    const keys: string[] = [];
    for (let n = at(i++); n > 0; n--) keys.push(names[at(i++)] ?? "");
    shapes.push(shape(keys));
  }
  for (let n = at(i++); n > 0; n--, i += 2) strings.push(text.slice(at(i), at(i) + at(i + 1)));
  R.at = tapePtr / 8;
  try {
    return value();
  } finally {
    R.tape = f64;
    text = "";
  }
}

// The other way: inputs written straight into the module's scratch buffers for input.rs,
// instead of JSON text. Only what JSON.stringify writes unchanged is taken: plain objects (own
// enumerable keys, in their order) and arrays, well-formed strings, safe integers, booleans and
// null, at most MAX_DEPTH deep and within the buffers. Anything else, or a getter or proxy that
// throws, answers 0, and the value takes the JSON path, which decides and words the error.
//
// The generic writer (`put`) writes each object's keys with it. A type's encoder (codecs.ts)
// writes an object as a shape of the module's dictionary (its keys, given once when the module
// starts: boundary.ts) and an enum's variant as a word of it, each by number (`Tag.Fields`,
// `Tag.Word`). Both copy each other string's text as it comes: ASCII unit by unit, the rest
// through the TextEncoder.

/** `String.prototype.isWellFormed` (ES2024), where the engine has it. */
type WellFormed = { isWellFormed(): boolean };
const MAX_DEPTH = 64;
const wellFormed: (s: string) => boolean = typeof (String.prototype as Partial<WellFormed>).isWellFormed === "function"
  ? (s) => (s as unknown as WellFormed).isWellFormed()
  : (s) => /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/.test(s);
let slot = 0;
let slotEnd = 0;
let textBase = 0;
let textAt = 0;
let textEnd = 0;
/** Set when a value did not fit (rather than not being plain): the buffers may grow. */
let tooBig = false;

/** Writes a value (at `depth`); false when it is not taken. */
export type Encoder = (v: unknown, depth: number) => boolean;

/**
 * Writes `value` at `tapePtr` (at most `tapeCap` numbers, the first the text's length) and its
 * strings' UTF-8 at `textPtr` (at most `textCap` bytes); the count of numbers, or 0 when it is
 * not taken, with `full()` true when it only did not fit.
 */
export function writeInput(value: unknown, tapePtr: number, tapeCap: number, textPtr: number, textCap: number, encode: Encoder = put): number {
  views();
  const base = tapePtr / 8;
  textBase = textPtr;
  textEnd = textPtr + textCap;
  // A getter that called into the module may have grown its memory: the writes went nowhere.
  if (!write(value, base, tapeCap, encode) || u8.byteLength === 0) return 0;
  f64[base] = textAt - textBase;
  return slot - base;
}

/** Whether `value` was written whole. */
function write(value: unknown, base: number, tapeCap: number, encode: Encoder): boolean {
  const tape = f64;
  written++;
  slot = base + 1;
  slotEnd = base + tapeCap;
  textAt = textBase;
  tooBig = false;
  try {
    if (!encode(value, 0)) {
      tooBig = false;
      return false;
    }
    needSlots = slot - base + 1;
    needText = textAt - textBase;
    return !tooBig;
  } catch {
    tooBig = false;
    return false;
  } finally {
    f64 = tape;
  }
}

/** Whether the last `writeInput` refused its value only for the buffers' size (see `needs`). */
export function full(): boolean {
  return tooBig;
}

/** Past the tape's end, the walk goes on without writing (into `NOWHERE`), to count what it needs. */
const NOWHERE = new Float64Array(0);

/** Makes sure `slots` more numbers fit, or goes on counting past the tape's end. */
function room(slots: number): void {
  if (slot + slots > slotEnd && !tooBig) {
    tooBig = true;
    f64 = NOWHERE;
  }
}

/** What the last `writeInput` refused for the buffers' size needs: numbers and bytes of text. */
export function needs(): { slots: number; text: number } {
  return { slots: needSlots, text: needText };
}
let needSlots = 0;
let needText = 0;

export function put(v: unknown, depth: number): boolean {
  if (slot + 3 > slotEnd) room(3);
  switch (typeof v) {
    case "string":
      return putString(v);
    case "number":
      if (!Number.isSafeInteger(v)) return false;
      f64[slot++] = Tag.Number;
      f64[slot++] = v;
      return true;
    case "boolean":
      f64[slot++] = v ? Tag.True : Tag.False;
      return true;
    case "object": {
      if (v === null) {
        f64[slot++] = Tag.Null;
        return true;
      }
      if (depth === MAX_DEPTH || (v as { toJSON?: unknown }).toJSON !== undefined) return false;
      if (Array.isArray(v)) {
        const n = v.length;
        f64[slot++] = Tag.Array;
        f64[slot++] = n;
        for (let i = 0; i < n; i++) if (!put(v[i], depth + 1)) return false;
        return true;
      }
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      const own = Object.keys(v);
      f64[slot++] = Tag.Object;
      f64[slot++] = own.length;
      for (const key of own) {
        if (!putString(key) || !put((v as Record<string, unknown>)[key], depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

function putString(s: string): boolean {
  const n = s.length;
  room(3);
  if (tooBig || textAt + n * 3 > textEnd) {
    // Counting only: at most three bytes a unit.
    if (!tooBig) {
      tooBig = true;
      f64 = NOWHERE;
    }
    if (!wellFormed(s)) return false;
    textAt += n * 3;
    slot += 3;
    return true;
  }
  // Locals in the loop: the module's variables are written back once.
  const start = textAt;
  const bytes = u8;
  let at = start;
  let i = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f) break;
    bytes[at++] = c;
  }
  if (i < n) {
    if (!wellFormed(s)) return false;
    const rest = i === 0 ? s : s.slice(i);
    at += encoder.encodeInto(rest, bytes.subarray(at, textEnd)).written;
  }
  textAt = at;
  const tape = f64;
  const k = slot;
  tape[k] = Tag.String;
  tape[k + 1] = start - textBase;
  tape[k + 2] = at - start;
  slot = k + 3;
  return true;
}

// For the encoders that scripts/codecs.mjs writes from the declarations (codecs.ts): a value of
// a known type written without looking at its keys one by one. What they write decodes as the
// same value written by `put` would (input.rs reads both); anything they are not sure about
// answers false, and the value takes the JSON path.

/** A plain object (what `put` writes as one), its keys not yet looked at. */
export function object(v: unknown, depth: number): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null || depth >= MAX_DEPTH || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Starts an object of the dictionary's shape `n`: its values follow, in its keys' order. Where its
 * tag is: `whole` marks it when every value was given.
 */
export function shaped(n: number): number {
  room(2);
  const at = slot;
  f64[slot++] = Tag.Fields;
  f64[slot++] = n;
  return at;
}

/** The object whose tag is `at` (from `shaped`) has every key's value: no `absent`. */
export function whole(at: number): void {
  f64[at] = Tag.Fullfields;
}

/** A key of a shaped object that is not there. */
export function absent(): true {
  room(1);
  f64[slot++] = Tag.Absent;
  return true;
}

export function str(v: unknown): boolean {
  return typeof v === "string" && putString(v);
}

/** How many values `writeInput` has begun: a {@link Last} is of the value being written when equal. */
let written = 0;

/** The last string an encoder's field wrote in this value, and where its text is. */
export type Last = { value: string; of: number; start: number; length: number };

/** A field's {@link Last}, none yet. */
export function last(): Last {
  return { value: "", of: -1, start: 0, length: 0 };
}

/**
 * A string field: the same text as the field's last string in this value (ids and descriptions
 * repeat from one record to the next) is written as a second reference to that text rather
 * than copied again.
 */
export function strAgain(v: unknown, seen: Last): boolean {
  if (seen.of === written && v === seen.value) {
    room(3);
    const k = slot;
    f64[k] = Tag.String;
    f64[k + 1] = seen.start;
    f64[k + 2] = seen.length;
    slot = k + 3;
    return true;
  }
  if (typeof v !== "string") return false;
  const start = textAt;
  if (!putString(v)) return false;
  seen.value = v;
  seen.of = written;
  seen.start = start - textBase;
  seen.length = textAt - start;
  return true;
}

/**
 * Whether `v` has `given` keys that JSON would write (those whose value is not undefined):
 * asked only when it has more keys than the encoder wrote values.
 */
export function keysGiven(v: Record<string, unknown>, given: number): boolean {
  let n = 0;
  for (const key in v) if (v[key] !== undefined) n++;
  return n === given;
}

export function num(v: unknown): boolean {
  if (!Number.isSafeInteger(v)) return false;
  room(2);
  f64[slot++] = Tag.Number;
  f64[slot++] = v as number;
  return true;
}

export function bool(v: unknown): boolean {
  if (typeof v !== "boolean") return false;
  room(1);
  f64[slot++] = v ? Tag.True : Tag.False;
  return true;
}

/** What the encoders write by number (codecs.ts's `dictionary`). */
export type Dictionary = { readonly words: readonly string[]; readonly shapes: readonly (readonly number[])[] };

/**
 * Writes the dictionary at `tapePtr` and `textPtr` as input.rs reads it: each word's end in the
 * text, each shape's end among the keys, then the keys (word numbers); the words' UTF-8. Its
 * count of numbers and of bytes, or null when it does not fit in `tapeCap` and `textCap`.
 */
export function writeDictionary(d: Dictionary, tapePtr: number, tapeCap: number, textPtr: number, textCap: number): [number, number] | null {
  views();
  const text = d.words.map((w) => encoder.encode(w));
  const bytes = text.reduce((n, w) => n + w.length, 0);
  const keys = d.shapes.flat();
  const slots = d.words.length + d.shapes.length + keys.length;
  if (slots > tapeCap || bytes > textCap) return null;
  let at = tapePtr / 8;
  let end = 0;
  for (const w of text) {
    u8.set(w, textPtr + end);
    end += w.length;
    f64[at++] = end;
  }
  end = 0;
  for (const shape of d.shapes) f64[at++] = end += shape.length;
  for (const key of keys) f64[at++] = key;
  return [slots, bytes];
}

/** An enum's variant: a word of the dictionary (its number in `words`), or false. */
export function word(v: unknown, words: ReadonlyMap<string, number>): boolean {
  const n = typeof v === "string" ? words.get(v) : undefined;
  if (n === undefined) return false;
  room(2);
  f64[slot++] = Tag.Word;
  f64[slot++] = n;
  return true;
}

/** An array whose elements `each` writes. */
export function array(v: unknown, depth: number, each: Encoder): boolean {
  if (!Array.isArray(v) || depth >= MAX_DEPTH) return false;
  const n = v.length;
  room(2);
  f64[slot++] = Tag.Array;
  f64[slot++] = n;
  for (let i = 0; i < n; i++) if (!each(v[i], depth + 1)) return false;
  return true;
}
