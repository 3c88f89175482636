// Values between JavaScript and wasm memory without JSON text, both ways. No rules.
// - Out: reads a value written by src/wasm/tape.rs straight from wasm memory: numbers that say
//   what to build, the text of its strings, and the names (field names, enum variants), object
//   shapes and short strings the module has sent so far, kept here so each crosses once. Builds
//   the same objects JSON.parse would from serde_json's text, several times as fast for the small
//   values most calls return.
// - In: `writeInput` (at the end) writes a small plain argument for src/wasm/input.rs.

const names = [];
/** Makes an object of each shape sent so far, its values read in key order. */
const shapes = [];
/** The short strings sent so far (ids, tags), by number. */
const strings = [];
// ignoreBOM: a string that starts with U+FEFF keeps it (the default decoder drops it).
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
let memory = null;
let f64 = null;
let u8 = null;

/** The module's memory, given once: views of it are made again only when it grows. */
export function setMemory(m) {
  memory = m;
}

/** Where the value being read is: the tape (a view of wasm memory) and the position in it. */
const R = { tape: null, at: 0 };

function value() {
  const tape = R.tape;
  switch (tape[R.at++]) {
    case 0: return null;
    case 1: return false;
    case 2: return true;
    case 3: return tape[R.at++];
    case 4: return names[tape[R.at++]];
    case 5: {
      const start = tape[R.at++];
      return text.slice(start, start + tape[R.at++]);
    }
    case 6: {
      const n = tape[R.at++];
      const array = new Array(n);
      for (let i = 0; i < n; i++) array[i] = value();
      return array;
    }
    case 8: return shapes[tape[R.at++]](value, R, strings);
    case 9: return strings[tape[R.at++]];
    default: {
      const n = tape[R.at++];
      const object = {};
      for (let i = 0; i < n; i++) {
        const key = value();
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

let text = "";

/**
 * A maker of objects with these keys: an object literal, so each is built as fast as JavaScript
 * builds its own; where the page forbids compiling code (a CSP without 'unsafe-eval'), a loop.
 */
let compile = true;

function shape(keys) {
  const own = (key) => (key === "__proto__" ? '["__proto__"]' : JSON.stringify(key));
  try {
    // Tried until it fails once: a refused compilation may also be reported to the page.
    // Numbers and cached strings, most values, are read in place; anything else by `v`.
    const read = "(t[R.at] === 3 ? t[(R.at += 2) - 1] : t[R.at] === 9 ? S[t[(R.at += 2) - 1]] : v())";
    if (compile) return new Function("v", "R", "S", `const t = R.tape; return { ${keys.map((k) => `${own(k)}: ${read}`).join(", ")} };`);
  } catch {
    compile = false;
  }
  return (v) => {
    const object = {};
    for (const key of keys) {
      Object.defineProperty(object, key, { value: v(), enumerable: true, writable: true, configurable: true });
    }
    return object;
  };
}

/**
 * The value on the tape at `tapePtr` (its first `valueLen` of `tapeLen` numbers), its strings in
 * the UTF-8 text at `textPtr` (`ascii` when every byte is). After the value, the tape places the
 * `added` names new since the last call in the text, then lists the `addedShapes` new shapes
 * (each its length and its keys' name numbers), then the short strings new to the cache (their
 * count, then where each is in the text).
 */
export function readTape(tapePtr, tapeLen, valueLen, textPtr, textLen, ascii, added, addedShapes) {
  // Growing the memory detaches its buffer, which empties the views made of it: only then are
  // they made again (reading memory.buffer on every call costs more than this test).
  if (u8 === null || u8.byteLength === 0) {
    f64 = new Float64Array(memory.buffer);
    u8 = new Uint8Array(memory.buffer);
  }
  const bytes = textLen === 0 ? null : u8.subarray(textPtr, textPtr + textLen);
  // Short ASCII text (most of it: ids, names) reads faster without a decoder.
  text = bytes === null ? "" : ascii && textLen <= 256 ? String.fromCharCode.apply(null, bytes) : decoder.decode(bytes);
  const tape = f64;
  R.tape = tape;
  let i = tapePtr / 8 + valueLen;
  for (let k = 0; k < added; k++, i += 2) names.push(text.slice(tape[i], tape[i] + tape[i + 1]));
  for (let k = 0; k < addedShapes; k++) {
    const keys = [];
    for (let n = tape[i++]; n > 0; n--) keys.push(names[tape[i++]]);
    shapes.push(shape(keys));
  }
  for (let n = tape[i++]; n > 0; n--, i += 2) strings.push(text.slice(tape[i], tape[i] + tape[i + 1]));
  R.at = tapePtr / 8;
  try {
    return value();
  } finally {
    R.tape = null;
    text = "";
  }
}

// The other way: small inputs written straight into wasm memory for src/wasm/input.rs, instead
// of JSON text. Only what JSON.stringify writes unchanged is taken: plain objects (own
// enumerable keys, in their order) and arrays, well-formed strings, safe integers, booleans and
// null, at most MAX_DEPTH deep and within the buffers. Anything else, or a getter or proxy that
// throws, answers 0, and the value takes the JSON path, which decides and words the error.

const MAX_DEPTH = 64;
const encoder = new TextEncoder();
const wellFormed = typeof String.prototype.isWellFormed === "function"
  ? (s) => s.isWellFormed()
  : (s) => /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/.test(s);
let slot = 0;
let slotEnd = 0;
let textBase = 0;
let textAt = 0;
let textEnd = 0;

/**
 * Writes `value` at `tapePtr` (at most `tapeCap` numbers, the first the text's length) and its
 * strings' UTF-8 at `textPtr` (at most `textCap` bytes); returns the count of numbers, or 0.
 */
export function writeInput(value, tapePtr, tapeCap, textPtr, textCap) {
  if (u8 === null || u8.byteLength === 0) {
    f64 = new Float64Array(memory.buffer);
    u8 = new Uint8Array(memory.buffer);
  }
  const base = tapePtr / 8;
  slot = base + 1;
  slotEnd = base + tapeCap;
  textBase = textAt = textPtr;
  textEnd = textPtr + textCap;
  let taken;
  try {
    taken = put(value, 0);
  } catch {
    taken = false;
  }
  // A getter that called into the module may have grown its memory: the writes went nowhere.
  if (!taken || u8.byteLength === 0) return 0;
  f64[base] = textAt - textBase;
  return slot - base;
}

function put(v, depth) {
  if (slot + 3 > slotEnd) return false;
  switch (typeof v) {
    case "string":
      return putString(v);
    case "number":
      if (!Number.isSafeInteger(v)) return false;
      f64[slot++] = 3;
      f64[slot++] = v;
      return true;
    case "boolean":
      f64[slot++] = v ? 2 : 1;
      return true;
    case "object": {
      if (v === null) {
        f64[slot++] = 0;
        return true;
      }
      if (depth === MAX_DEPTH || v.toJSON !== undefined) return false;
      if (Array.isArray(v)) {
        const n = v.length;
        f64[slot++] = 6;
        f64[slot++] = n;
        for (let i = 0; i < n; i++) if (!put(v[i], depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      const keys = Object.keys(v);
      f64[slot++] = 7;
      f64[slot++] = keys.length;
      for (let i = 0; i < keys.length; i++) {
        if (!putString(keys[i]) || !put(v[keys[i]], depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

function putString(s) {
  const n = s.length;
  if (slot + 3 > slotEnd || textAt + n > textEnd) return false;
  const start = textAt;
  let i = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f) break;
    u8[textAt++] = c;
  }
  if (i < n) {
    if (!wellFormed(s)) return false;
    const rest = i === 0 ? s : s.slice(i);
    if (textAt + rest.length * 3 > textEnd) return false;
    textAt += encoder.encodeInto(rest, u8.subarray(textAt, textEnd)).written;
  }
  f64[slot++] = 5;
  f64[slot++] = start - textBase;
  f64[slot++] = textAt - start;
  return true;
}
