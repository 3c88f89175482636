// A wasm module's sections as bench/sizes.mjs profiles them, and the module shipped without its
// custom sections.
//
//   node scripts/wasm-names.mjs <named.wasm> <out.wasm>   writes the module without its names
//
// scripts/build.sh runs wasm-opt with `-g`, which keeps the functions' names and leaves the code
// as it is without it; this drops the custom sections alone (every other byte unchanged): the
// names, and the `producers` and `target_features` notes the toolchain adds, which no browser
// reads. So the module shipped is the one wasm-opt writes without `-g` (and with
// --strip-producers --strip-target-features), and the named one profiles it.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** An unsigned LEB128 at `at`: its value and where the next byte is. */
function leb(bytes, at) {
  let n = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    n += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [n, at];
  }
}

/** The sections: `{ id, name, start, end, body }` (`name` for a custom section). */
function sectionList(bytes) {
  const out = [];
  let at = 8;
  while (at < bytes.length) {
    const start = at;
    const id = bytes[at++];
    let size;
    [size, at] = leb(bytes, at);
    let name = "";
    if (id === 0) {
      const [len, from] = leb(bytes, at);
      name = bytes.subarray(from, from + len).toString("utf8");
    }
    out.push({ id, name, start, end: at + size, body: at });
    at += size;
  }
  return out;
}

/** The code section's bytes, the data segments' bytes, the functions' names and sizes (a
 *  function without a name is `#index`), and how many bytes the other sections take. */
export function readSections(bytes) {
  bytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let imported = 0;
  const sizes = [];
  const data = [];
  const names = new Map();
  let code = Buffer.alloc(0);
  let other = 0;
  for (const s of sectionList(bytes)) {
    let at = s.body;
    if (s.id === 2) {
      let count;
      [count, at] = leb(bytes, at);
      for (let i = 0; i < count; i++) {
        for (let j = 0; j < 2; j++) {
          let len;
          [len, at] = leb(bytes, at);
          at += len;
        }
        const kind = bytes[at++];
        if (kind === 0) {
          [, at] = leb(bytes, at);
          imported++;
        } else if (kind === 1) {
          at++;
          const flags = bytes[at++];
          [, at] = leb(bytes, at);
          if (flags & 1) [, at] = leb(bytes, at);
        } else if (kind === 2) {
          const flags = bytes[at++];
          [, at] = leb(bytes, at);
          if (flags & 1) [, at] = leb(bytes, at);
        } else if (kind === 3) {
          at += 2;
        }
      }
    }
    if (s.id === 10) {
      code = bytes.subarray(s.body, s.end);
      let count;
      [count, at] = leb(bytes, at);
      for (let i = 0; i < count; i++) {
        const [len, from] = leb(bytes, at);
        sizes.push(len + (from - at));
        at = from + len;
      }
    } else if (s.id === 11) {
      let count;
      [count, at] = leb(bytes, at);
      for (let i = 0; i < count; i++) {
        let flags;
        [flags, at] = leb(bytes, at);
        if (flags === 2) [, at] = leb(bytes, at);
        if (flags !== 1) {
          // A constant expression: i32.const n, or global.get g, then end.
          const op = bytes[at++];
          [, at] = leb(bytes, at);
          if (op !== 0x41 && op !== 0x23) throw new Error(`wasm-names: data segment offset opcode ${op}`);
          at++;
        }
        const [len, from] = leb(bytes, at);
        data.push(bytes.subarray(from, from + len));
        at = from + len;
      }
    } else if (s.id === 0 && s.name === "name") {
      [, at] = leb(bytes, at);
      at += "name".length;
      while (at < s.end) {
        const sub = bytes[at++];
        let len;
        [len, at] = leb(bytes, at);
        const end = at + len;
        if (sub === 1) {
          let count;
          [count, at] = leb(bytes, at);
          for (let i = 0; i < count; i++) {
            let index;
            let n;
            [index, at] = leb(bytes, at);
            [n, at] = leb(bytes, at);
            names.set(index, bytes.subarray(at, at + n).toString("utf8"));
            at += n;
          }
        }
        at = end;
      }
      other += s.end - s.start;
    } else {
      other += s.end - s.start;
    }
  }
  const functions = sizes.map((size, i) => ({ name: names.get(imported + i) ?? `#${imported + i}`, size }));
  return { code, data, functions, other };
}

/** The custom sections the module is shipped without. */
const DROPPED = new Set(["name", "producers", "target_features"]);

/** The module without its names and the toolchain's notes. */
export function withoutNames(bytes) {
  const kept = sectionList(bytes).filter((s) => !(s.id === 0 && DROPPED.has(s.name)));
  return Buffer.concat([bytes.subarray(0, 8), ...kept.map((s) => bytes.subarray(s.start, s.end))]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) throw new Error("usage: node scripts/wasm-names.mjs <named.wasm> <out.wasm>");
  writeFileSync(to, withoutNames(readFileSync(from)));
}
