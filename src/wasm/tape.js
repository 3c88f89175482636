// Reads a value written by src/wasm/tape.rs straight from wasm memory: numbers that say what to
// build, the text of its strings, and the names (field names, enum variants) the module has sent
// so far, kept here so each name crosses once. Builds the same objects JSON.parse would from
// serde_json's text, about three times as fast for the small values most calls return. No rules.

const names = [];
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
 * The value on the tape at `tapePtr` (`tapeLen` numbers), its strings in the UTF-8 text at
 * `textPtr` (`ascii` when every byte is); the last `added` pairs of numbers on the tape place the
 * names new since the last call in the text.
 */
export function readTape(tapePtr, tapeLen, textPtr, textLen, ascii, added) {
  if (memory.buffer !== buffer) {
    buffer = memory.buffer;
    f64 = new Float64Array(buffer);
    u8 = new Uint8Array(buffer);
  }
  const bytes = textLen === 0 ? null : u8.subarray(textPtr, textPtr + textLen);
  // Short ASCII text (most of it: ids, names) reads faster without a decoder.
  text = bytes === null ? "" : ascii && textLen <= 256 ? String.fromCharCode.apply(null, bytes) : decoder.decode(bytes);
  tape = f64;
  const end = tapePtr / 8 + tapeLen;
  for (let i = end - 2 * added; i < end; i += 2) {
    names.push(text.slice(tape[i], tape[i] + tape[i + 1]));
  }
  at = tapePtr / 8;
  try {
    return value();
  } finally {
    tape = null;
    text = "";
  }
}
