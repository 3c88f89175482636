// Reads a value written by src/wasm/tape.rs straight from wasm memory: numbers that say what to
// build, the text of its strings, and the names (field names, enum variants) the module has sent
// so far, kept here so each name crosses once. Builds the same objects JSON.parse would from
// serde_json's text, about three times as fast for the small values most calls return. No rules.

const names = [];
/** Makes an object of each shape sent so far, its values read in key order. */
const shapes = [];
/** The short strings sent so far (ids, tags), by number. */
const strings = [];
const decoder = new TextDecoder();
let memory = null;
let buffer = null;
let f64 = null;
let u8 = null;

/** The module's memory, given once: views of it are made again only when it grows. */
export function setMemory(m) {
  memory = m;
}

let tape = null;
let at = 0;

function value() {
  switch (tape[at++]) {
    case 0: return null;
    case 1: return false;
    case 2: return true;
    case 3: return tape[at++];
    case 4: return names[tape[at++]];
    case 5: {
      const start = tape[at++];
      return text.slice(start, start + tape[at++]);
    }
    case 6: {
      const n = tape[at++];
      const array = new Array(n);
      for (let i = 0; i < n; i++) array[i] = value();
      return array;
    }
    case 8: return shapes[tape[at++]](value);
    case 9: return strings[tape[at++]];
    default: {
      const n = tape[at++];
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
    if (compile) return new Function("v", `return { ${keys.map((k) => `${own(k)}: v()`).join(", ")} };`);
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
  if (memory.buffer !== buffer) {
    buffer = memory.buffer;
    f64 = new Float64Array(buffer);
    u8 = new Uint8Array(buffer);
  }
  const bytes = textLen === 0 ? null : u8.subarray(textPtr, textPtr + textLen);
  // Short ASCII text (most of it: ids, names) reads faster without a decoder.
  text = bytes === null ? "" : ascii && textLen <= 256 ? String.fromCharCode.apply(null, bytes) : decoder.decode(bytes);
  tape = f64;
  let i = tapePtr / 8 + valueLen;
  for (let k = 0; k < added; k++, i += 2) names.push(text.slice(tape[i], tape[i] + tape[i + 1]));
  for (let k = 0; k < addedShapes; k++) {
    const keys = [];
    for (let n = tape[i++]; n > 0; n--) keys.push(names[tape[i++]]);
    shapes.push(shape(keys));
  }
  for (let n = tape[i++]; n > 0; n--, i += 2) strings.push(text.slice(tape[i], tape[i] + tape[i + 1]));
  at = tapePtr / 8;
  try {
    return value();
  } finally {
    tape = null;
    text = "";
  }
}
