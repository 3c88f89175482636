// Reads a value written by src/wasm/tape.rs: numbers that say what to build, the text of its
// strings, and the names (field names, enum variants) the module has sent so far, kept here so
// each name crosses once. Builds the same objects JSON.parse would from serde_json's text, about
// three times as fast for the small values most calls return. No rules here.

const names = [];
const decoder = new TextDecoder();

/**
 * The value on `tape` (numbers), its strings in `bytes` (UTF-8; `ascii` when every byte is);
 * the last `added` pairs of numbers place the names new since the last call in the text.
 */
export function readTape(tape, bytes, ascii, added) {
  // Short ASCII text (most of it: ids, names) reads faster without a decoder.
  const text = ascii && bytes.length <= 256 ? String.fromCharCode.apply(null, bytes) : decoder.decode(bytes);
  for (let at = tape.length - 2 * added; at < tape.length; at += 2) {
    names.push(text.slice(tape[at], tape[at] + tape[at + 1]));
  }
  let at = 0;
  const value = () => {
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
  };
  return value();
}
