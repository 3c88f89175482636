// Writes codecs.ts for an entry point: an encoder for each type its games' bindings name as
// `encode.<Type>` (and the interfaces inside it), read from the declarations tsify generated from
// the Rust types (<dir>/wasm/arbiter.d.ts), and the dictionary they write by number. An encoder
// writes an object as a shape of the dictionary (the type's keys, in the order the declaration
// lists them, given to the module once when it starts) and then only its values, reading each
// field by name, where the generic writer (tape.ts's `put`) walks every key of every object; an
// enum's variant is a word of the dictionary. input.rs reads a shape's keys by name, or by field
// index once it has found them to be the struct's fields in serde's order (and by position, with
// no keys at all, when every value was given: `whole`): the order here is never taken on trust. A
// field of a type it does not know (a union of objects, a record, a tuple...) is written by `put`.
//
//   import { writeCodecs } from "./codecs.mjs"; writeCodecs(dts, roots) -> TypeScript text

/** The interfaces and type aliases of a declaration file: name -> fields or alias text. */
function declarations(dts) {
  const text = dts.replace(/\/\*\*[\s\S]*?\*\//g, "");
  const interfaces = new Map();
  for (const m of text.matchAll(/^export interface (\w+) \{([^}]*)\}/gm)) {
    const fields = [...m[2].matchAll(/^\s*(\w+)(\??): ([^;]+);/gm)].map(([, key, optional, type]) => ({ key, optional: optional === "?", type: type.trim() }));
    // An interface declared twice (tsify's `EndReasons` registry) is not a plain value.
    interfaces.set(m[1], interfaces.has(m[1]) ? null : fields);
  }
  const aliases = new Map([...text.matchAll(/^export type (\w+) = ([^;]+);/gm)].map((m) => [m[1], m[2].trim()]));
  return { interfaces, aliases };
}

/** Writes the encoders of `roots` (type names) from the declarations `dts`. */
export function writeCodecs(dts, roots) {
  const { interfaces, aliases } = declarations(dts);
  const numbers = new Map();
  const order = [];
  // The dictionary: every key and enum variant the encoders write by number (words), each
  // encoder's keys (its shape, by the encoder's number), and a map of each enum's variants.
  const words = [];
  const wordOf = (w) => {
    if (!words.includes(w)) words.push(w);
    return words.indexOf(w);
  };
  const enums = new Map();
  const enumOf = (type, alias) => {
    if (!enums.has(type)) {
      const variants = [...alias.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
      enums.set(type, { name: `w${enums.size}`, entries: variants.map((v) => [v, wordOf(v)]) });
    }
    return enums.get(type).name;
  };
  const need = (name) => {
    if (!numbers.has(name)) {
      numbers.set(name, numbers.size);
      order.push(name);
    }
    return `e${numbers.get(name)}`;
  };
  /** An expression writing `v` (of TypeScript type `type`) at depth `d`. */
  // Each string field of an encoder remembers its last string (`strAgain`).
  const lasts = [];
  const field = (type, v, d) => {
    if (type === "string") {
      lasts.push(`l${lasts.length}`);
      return `strAgain(${v}, ${lasts.at(-1)})`;
    }
    if (type === "number") return `num(${v})`;
    if (type === "boolean") return `bool(${v})`;
    const list = /^(\w+)\[\]$/.exec(type);
    if (list) {
      const element = list[1];
      const each = element === "string" ? "str" : element === "number" ? "num" : element === "boolean" ? "bool" : encoderOf(element);
      return each === null ? `put(${v}, ${d})` : `array(${v}, ${d}, ${each})`;
    }
    const alias = aliases.get(type);
    if (alias !== undefined) {
      if (/^"[^"]*"( \| "[^"]*")*$/.test(alias)) return `word(${v}, ${enumOf(type, alias)})`;
      if (["string", "number", "boolean"].includes(alias)) return field(alias, v, d);
      return `put(${v}, ${d})`;
    }
    const own = encoderOf(type);
    return own === null ? `put(${v}, ${d})` : `${own}(${v}, ${d})`;
  };
  const encoderOf = (type) => (interfaces.get(type) ? need(type) : null);

  for (const root of roots) {
    if (!interfaces.get(root)) throw new Error(`codecs: ${root} is not a plain interface of the declarations`);
    need(root);
  }
  const out = [];
  const shapes = [];
  for (let i = 0; i < order.length; i++) {
    const name = order[i];
    const fields = interfaces.get(name);
    shapes.push(fields.map((f) => wordOf(f.key)));
    const values = fields.map((f) => {
      const v = `v.${f.key}`;
      // Absent, or undefined (which JSON leaves out): the decoder says if it may be.
      return `(${v} === undefined ? (gap = true, absent()) : (left--, ${field(f.type, v, "d + 1")}))`;
    });
    out.push(
      `/** ${name} */`,
      `function e${i}(v: unknown, d: number): boolean {`,
      `  if (!object(v, d)) return false;`,
      // The keys JSON would write (undefined it leaves out): each must be one of the type's.
      // Counted all first (quicker): only an object with more keys than values written has its
      // undefined values left out of the count (`keysGiven`).
      `  let all = 0;`,
      `  for (const key in v) all++;`,
      `  let left = all;`,
      `  const at = shaped(${i});`,
      `  let gap = false;`,
      `  if (!(${values.join(`\n    && `)})) return false;`,
      // Every key given: the decoder may read the values by position.
      `  if (!gap) whole(at);`,
      `  return left === 0 || keysGiven(v, all - left);`,
      `}`,
    );
  }
  return [
    "// Encoders of input types, written by scripts/codecs.mjs from the declarations (see there).",
    'import { absent, array, bool, keysGiven, last, num, object, put, shaped, str, strAgain, whole, word } from "./tape.js";',
    'import type { Dictionary, Encoder, Last } from "./tape.js";',
    "",
    "// Each helper may be unused by a given entry point's types.",
    "void absent; void array; void bool; void keysGiven; void last; void num; void put; void str; void strAgain; void word;",
    "",
    "// Each string field's last string (see strAgain).",
    ...lasts.map((l) => `const ${l}: Last = last();`),
    "",
    "/**",
    " * What the encoders write by number: the words (keys and enum variants) and each encoder's",
    " * keys as word numbers (its shape, by the encoder's number). boundary.ts gives it to the",
    " * module when it starts (rawDictionary).",
    " */",
    `export const dictionary: Dictionary = ${JSON.stringify({ words, shapes })};`,
    "",
    ...[...enums.values()].map(({ name, entries }) => `const ${name}: ReadonlyMap<string, number> = new Map(${JSON.stringify(entries)});`),
    "",
    ...out,
    "",
    "/** The encoders the bindings name. */",
    `export const encode: { ${roots.map((r) => `${r}: Encoder`).join("; ")} } = { ${roots.map((r) => `${r}: e${numbers.get(r)}`).join(", ")} };`,
    "",
  ].join("\n");
}
