// Reads a value written by src/wasm/tape.rs: numbers that say what to build, the text of its
// strings, and the names (field names, enum variants) the module has sent so far, kept here so
// each name crosses once. Builds the same objects JSON.parse would from serde_json's text, about
// three times as fast for the small values most calls return. No rules here.

const names = [];

/** The value on `tape` (numbers), its strings in `text`; `added` names are new since the last call. */
export function readTape(tape, text, added) {
  let at = 0;
  for (let i = 0; i < added; i++) {
    const start = tape[at++];
    names.push(text.slice(start, start + tape[at++]));
  }
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
