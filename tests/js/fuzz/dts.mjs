// The package's declarations (pkg/*.d.ts), read for what follows from them: the string unions,
// the entry points to cover, and the documented type of an input as a schema (what a game
// without a fuzz.mjs of its own is checked against). They are read as one text: the types
// (pkg/types.d.ts, tsify's), the functions the entry point exports, and
// each game's class with the members of the class it extends, its types put in.
import { readFileSync, readdirSync } from "node:fs";

export const PKG_DIR = new URL("../../../pkg/", import.meta.url);
export const DTS = declarations();

function declarations() {
  const read = (f) => readFileSync(new URL(f, PKG_DIR), "utf8");
  const types = read("types.d.ts");
  const entry = read("arbiter.d.ts");
  const fromBoundary = (/export \{([^}]*)\} from "\.\/boundary\.js"/.exec(entry)?.[1] ?? "").split(",").map((n) => n.trim());
  const out = [types];
  const functions = (text, only) => {
    for (const m of text.matchAll(/^export (?:declare )?(default )?function (\w+)([^\n]*)$/gm)) {
      const name = m[1] ? "default" : m[2];
      if (!only || only.includes(name)) out.push(m[1] ? `export default function ${m[2]}${m[3]}` : `export function ${m[2]}${m[3]}`);
    }
  };
  functions(read("boundary.d.ts"), fromBoundary);
  const base = read("game.d.ts");
  const baseBody = /export declare abstract class GameClass<T extends GameTypes> \{([\s\S]*?)^\}/m.exec(base)?.[1] ?? "";
  for (const file of readdirSync(PKG_DIR).filter((f) => f.endsWith(".d.ts") && !["arbiter.d.ts", "boundary.d.ts", "game.d.ts", "tape.d.ts", "tags.d.ts"].includes(f))) {
    const text = read(file);
    functions(text);
    for (const cls of text.matchAll(/^export declare class (\w+) extends GameClass<(\w+)> \{([\s\S]*?)^\}/gm)) {
      const [, name, typesName, own] = cls;
      const fields = /export interface \w+Types \{([\s\S]*?)^\}/m.exec(text)?.[1] ?? "";
      const t = Object.fromEntries([...fields.matchAll(/^ {4}(\w+): ([^;]+);/gm)].map((m) => [m[1], m[2]]));
      const members = (baseBody + own)
        .replace(/T\["(\w+)"\]/g, (_, k) => t[k] ?? "unknown")
        .replace(/static load<.*?>\(this: [^,]+, saved: SaveOf<G>\): G;/, `static load(saved: GameSave<${t.config}, ${t.action}>): ${name};`)
        .replace(/static replay<.*?>\(this: [^,]+, config: ConfigOf<G> \| null \| undefined, actions: RecordOf<G>\[\]\): G;/,
          `static replay(config: ${t.config} | null | undefined, actions: ActionRecord<${t.action}>[]): ${name};`)
        .replace(/^ {4}get (\w+)\(\): ([^\n]+);$/gm, "    readonly $1: $2;")
        .replace(/^ {4}(#private;|protected [^\n]*|static readonly ruleset[^\n]*|static isGame[^\n]*)\n/gm, "");
      out.push(`export class ${name} {${members}}`);
      void typesName;
    }
  }
  return out.join("\n");
}

/** The members of a string-literal union type of arbiter.d.ts (`ErrorCode`, `GameStatus`...). */
export function unionMembers(typeName) {
  const m = DTS.match(new RegExp(`export type ${typeName} = ([^;]+);`));
  if (!m) throw new Error(`pkg/arbiter.d.ts declares no type ${typeName}`);
  // A registry's union (`ErrorCodes[keyof ErrorCodes]`): the members of every entry of every
  // declaration of the interface, each a union of strings or a union type's name.
  const registry = /^(\w+)\[keyof (\w+)\]$/.exec(m[1].trim());
  if (registry && registry[1] === registry[2]) {
    const members = [];
    for (const decl of DTS.matchAll(new RegExp(`^export interface ${registry[1]} \\{([\\s\\S]*?)^\\}`, "gm"))) {
      for (const entry of decl[1].matchAll(/^\s*(?:"[^"]+"|\w+): ([^;]+);/gm)) {
        const value = entry[1].trim();
        members.push(...(/^\w+$/.test(value) && value !== "never" ? unionMembers(value) : [...value.matchAll(/"([^"]+)"/g)].map((x) => x[1])));
      }
    }
    return [...new Set(members)];
  }
  return [...m[1].matchAll(/"([^"]+)"/g)].map((x) => x[1]);
}

/** Whether arbiter.d.ts declares a type (or interface) of this name. */
export const declaresType = (name) => new RegExp(`^export (?:type|interface) ${name}\\b`, "m").test(DTS);

/** The declaration of `export class <name>`, its members one a line (comments left out). */
export function classText(name) {
  const m = DTS.match(new RegExp(`^export class ${name} \\{([\\s\\S]*?)^\\}`, "m"));
  return m ? m[1].split("\n").filter((l) => /^ {4}\S/.test(l) && !/^ {4}(\/\*\*|\*)/.test(l)).join("\n") : null;
}

/** The entry points pkg/arbiter.d.ts declares: functions, and each class's members. */
export function declaredEntryPoints() {
  const ids = [];
  for (const m of DTS.matchAll(/^export function (\w+)/gm)) ids.push(m[1]);
  if (/^export default function/m.test(DTS)) ids.push("default");
  for (const cls of DTS.matchAll(/^export class (\w+) \{([\s\S]*?)^\}/gm)) {
    for (const line of cls[2].split("\n")) {
      let m;
      if ((m = line.match(/^ {4}(static )?(\w+)\(/))) ids.push(`${cls[1]}${m[1] ? "." : "#"}${m[2]}`);
      else if ((m = line.match(/^ {4}readonly (\w+):/))) ids.push(`${cls[1]}#${m[1]}`);
      else if (/^ {4}\[Symbol\.dispose\]\(\)/.test(line)) ids.push(`${cls[1]}#[Symbol.dispose]`);
    }
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Types as schemas (the `T` forms of shapes.mjs). What this reader does not know (functions,
// `keyof`, indexed access, generics it cannot resolve) reads as `any`: a schema never stricter
// than the type, so a value it calls wrong is one the package must refuse.

const ANY = { t: "any" };
const TOKEN = /\s*(?:("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?)|([A-Za-z_$][\w$]*)|(=>|[{}[\]()<>|&;:?,.=]))/y;

function tokenize(text) {
  const tokens = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) {
      if (/^\s*$/.test(text.slice(start))) break;
      tokens.push({ k: "?", v: text[start] });
      TOKEN.lastIndex = start + 1;
      continue;
    }
    if (m[1] !== undefined) tokens.push({ k: "str", v: JSON.parse(m[1]) });
    else if (m[2] !== undefined) tokens.push({ k: "num", v: Number(m[2]) });
    else if (m[3] !== undefined) tokens.push({ k: "id", v: m[3] });
    else tokens.push({ k: "p", v: m[4] });
  }
  return tokens;
}

/** `export type` and `export interface` declarations by name: their token ranges (interfaces merge). */
const DECLS = (() => {
  const text = DTS.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const tokens = tokenize(text);
  const decls = new Map();
  const skipBraces = (i) => {
    let depth = 0;
    for (; i < tokens.length; i++) {
      if (tokens[i].v === "{") depth++;
      else if (tokens[i].v === "}" && --depth === 0) return i + 1;
    }
    return i;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.k !== "id" || t.v !== "export") continue;
    const kind = tokens[i + 1]?.v;
    const name = tokens[i + 2]?.v;
    if (kind === "class") {
      i = skipBraces(i) - 1;
    } else if (kind === "type" || kind === "interface") {
      let j = i + 3;
      const params = [];
      if (tokens[j]?.v === "<") {
        for (j++; tokens[j] && tokens[j].v !== ">"; j++) if (tokens[j].k === "id") params.push(tokens[j].v);
        j++;
      }
      const entry = decls.get(name) ?? { kind, params, bodies: [], bases: [] };
      if (kind === "type") {
        // The body runs to the `;` outside any brackets.
        let depth = 0;
        const start = j + 1;
        for (j = start; j < tokens.length; j++) {
          const v = tokens[j].v;
          if (tokens[j].k === "p" && "{[(<".includes(v)) depth++;
          else if (tokens[j].k === "p" && "}])>".includes(v)) depth--;
          else if (v === ";" && tokens[j].k === "p" && depth === 0) break;
        }
        entry.bodies.push(tokens.slice(start, j));
      } else {
        if (tokens[j]?.v === "extends") {
          const start = j + 1;
          while (tokens[j] && tokens[j].v !== "{") j++;
          entry.bases.push(tokens.slice(start, j));
        }
        const end = skipBraces(j);
        entry.bodies.push(tokens.slice(j, end));
        j = end - 1;
      }
      decls.set(name, entry);
      i = j;
    }
  }
  return decls;
})();

const SCHEMAS = new Map();

/**
 * The schema of a type arbiter.d.ts declares (by name), for `conforms`/`refusal`: exact objects
 * (`field?:` optional), tuples, records, literal unions. `any` for what it cannot read.
 */
export function schemaOf(name) {
  return resolve(name, [], new Map());
}

function resolve(name, args, env) {
  if (env.has(name)) return env.get(name);
  switch (name) {
    case "string": return { t: "string" };
    case "number": return { t: "number" };
    case "boolean": return { t: "boolean" };
    case "null": case "undefined": return { t: "null" };
    case "true": return { t: "literal", values: [true] };
    case "false": return { t: "literal", values: [false] };
    case "Record": return args[1] ? { t: "record", value: args[1] } : ANY;
    case "Array": case "ReadonlyArray": return args[0] ? { t: "array", item: args[0] } : ANY;
    case "Exclude": {
      const [from, out] = args;
      if (from?.t !== "literal" || out?.t !== "literal") return ANY;
      return { t: "literal", values: from.values.filter((v) => !out.values.includes(v)) };
    }
    default: break;
  }
  const decl = DECLS.get(name);
  if (!decl) return ANY;
  const generic = decl.params.length > 0;
  if (!generic && SCHEMAS.has(name)) return SCHEMAS.get(name);
  // A placeholder first, filled in place: recursive types (EffectUse) point at themselves.
  const schema = {};
  if (!generic) SCHEMAS.set(name, schema);
  const scope = new Map(decl.params.map((p, i) => [p, args[i] ?? ANY]));
  let built;
  try {
    if (decl.kind === "type") {
      built = new Parser(decl.bodies[0], scope).whole();
    } else {
      const parts = [...decl.bases.flatMap((b) => new Parser(b, scope).list()), ...decl.bodies.map((b) => new Parser(b, scope).whole())];
      built = parts.reduce(intersect);
    }
  } catch {
    built = ANY;
  }
  return Object.assign(schema, built);
}

/** Both at once: two exact objects merge; anything else is read as `any`. */
function intersect(a, b) {
  if (a.t === "object" && b.t === "object") {
    return { t: "object", required: { ...a.required, ...b.required }, optional: { ...a.optional, ...b.optional } };
  }
  return ANY;
}

class Parser {
  constructor(tokens, scope) {
    this.tokens = tokens;
    this.i = 0;
    this.scope = scope;
  }
  peek() {
    return this.tokens[this.i];
  }
  eat(v) {
    const t = this.tokens[this.i];
    if (!t || t.v !== v || (t.k !== "p" && t.k !== "id")) throw new Error(`expected ${v}`);
    this.i++;
  }
  maybe(v) {
    const t = this.tokens[this.i];
    if (t && t.v === v && t.k === "p") {
      this.i++;
      return true;
    }
    return false;
  }
  whole() {
    const s = this.union();
    if (this.i !== this.tokens.length) throw new Error("trailing tokens");
    return s;
  }
  /** `A, B` (an `extends` list). */
  list() {
    const out = [this.union()];
    while (this.maybe(",")) out.push(this.union());
    return out;
  }
  union() {
    this.maybe("|");
    const alternatives = [this.intersection()];
    while (this.maybe("|")) alternatives.push(this.intersection());
    if (alternatives.length === 1) return alternatives[0];
    if (alternatives.some((a) => a.t === "any")) return ANY;
    // Literals together read as one literal (clearer messages); the rest stay alternatives.
    const literals = alternatives.filter((a) => a.t === "literal");
    const rest = alternatives.filter((a) => a.t !== "literal");
    const merged = literals.length > 0 ? [{ t: "literal", values: literals.flatMap((l) => l.values) }] : [];
    const all = [...merged, ...rest];
    return all.length === 1 ? all[0] : { t: "union", alternatives: all };
  }
  intersection() {
    let s = this.postfix();
    while (this.maybe("&")) s = intersect(s, this.postfix());
    return s;
  }
  postfix() {
    let s = this.primary();
    while (this.peek()?.v === "[") {
      this.i++;
      if (this.maybe("]")) s = { t: "array", item: s };
      else {
        this.union(); // an indexed access type
        this.eat("]");
        s = ANY;
      }
    }
    return s;
  }
  primary() {
    const t = this.tokens[this.i++];
    if (!t) throw new Error("unexpected end");
    if (t.k === "str" || t.k === "num") return { t: "literal", values: [t.v] };
    if (t.k === "p" && t.v === "(") {
      const s = this.union();
      this.eat(")");
      return s;
    }
    if (t.k === "p" && t.v === "[") {
      const items = [];
      if (!this.maybe("]")) {
        items.push(this.union());
        while (this.maybe(",")) items.push(this.union());
        this.eat("]");
      }
      return { t: "tuple", items };
    }
    if (t.k === "p" && t.v === "{") return this.members();
    if (t.k === "id") {
      if (t.v === "keyof" || t.v === "typeof" || t.v === "unique" || t.v === "readonly") {
        this.primary();
        return ANY;
      }
      const args = [];
      if (this.maybe("<")) {
        args.push(this.union());
        while (this.maybe(",")) args.push(this.union());
        this.eat(">");
      }
      if (this.scope.has(t.v)) return this.scope.get(t.v);
      return resolve(t.v, args, new Map());
    }
    throw new Error(`unexpected ${t.v}`);
  }
  /** `{ a: T; b?: U }` (after the `{`): an exact object. Methods and index signatures read as `any`. */
  members() {
    const required = {};
    const optional = {};
    let loose = false;
    while (!this.maybe("}")) {
      if (this.peek()?.v === "readonly") this.i++;
      const key = this.tokens[this.i++];
      if (!key || (key.k !== "id" && key.k !== "str")) {
        loose = true;
        this.skipMember();
        continue;
      }
      const isOptional = this.maybe("?");
      if (!this.maybe(":")) {
        loose = true;
        this.skipMember();
        continue;
      }
      const type = this.union();
      (isOptional ? optional : required)[key.v] = type;
      if (!this.maybe(";")) this.maybe(",");
    }
    return loose ? ANY : { t: "object", required, optional };
  }
  skipMember() {
    let depth = 0;
    for (; this.i < this.tokens.length; this.i++) {
      const v = this.tokens[this.i].v;
      if ("{[(<".includes(v)) depth++;
      else if ("}])>".includes(v)) {
        if (depth === 0) return;
        depth--;
      } else if (v === ";" && depth === 0) {
        this.i++;
        return;
      }
    }
  }
}
