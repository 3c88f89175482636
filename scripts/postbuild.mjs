// Post-processes the generated declarations (`pkg/arbiter.d.ts`, or the file given; for a `.js`
// file, only the second point):
// - so they compile in any consumer: wasm-bindgen declares `[Symbol.dispose]()` on every class,
//   whose type needs the `esnext.disposable` lib, which `--target es2020` or `es2022` consumers do
//   not have. The package declares the one symbol it uses itself, exactly as that lib (and
//   @types/node) does, so both agree;
// - so the docs of the classes read as written: doc comments that pass through a macro reach
//   wasm-bindgen as raw string literals, which it prints with their `r"` and `r#"..."#`;
// - in `arbiter.js`, so no call on a game object can trap the module: every method and getter of
//   every class first checks, in JavaScript, that `this` is a live game of that class that is not
//   in the middle of another call (a getter in an argument calling back into the game). Without
//   this, a freed game, a method borrowed by another class or a reentrant call reaches wasm with
//   a pointer it must not use, and the error unwinds through wasm, which leaks its stack until
//   the module dies. Such calls throw an ArbiterError (INVALID_INPUT) instead; `free()` on a game
//   already freed does nothing. Each game holds its state in a cell under a symbol of this
//   module; a cell counts only on the object it was made for (not on a copy, a proxy or an
//   object made from the game's prototype) and only if this module made it (a private field).
import { readFileSync, writeFileSync } from "node:fs";

const file = process.argv[2] ?? "pkg/arbiter.d.ts";
const MARK = "// arbiter: declarations the generated classes need";
const PRELUDE = `${MARK}
declare global {
  interface SymbolConstructor {
    /** The method \`using\` calls; arbiter's classes map it to \`free()\`. */
    readonly dispose: unique symbol;
  }
}
`;

let text = readFileSync(file, "utf8");
if (file.endsWith(".d.ts") && !text.includes(MARK)) {
  // After wasm-bindgen's two header lines (/* tslint:disable */ /* eslint-disable */).
  const lines = text.split("\n");
  const header = lines.findIndex((l) => !l.startsWith("/*"));
  lines.splice(header, 0, PRELUDE);
  text = lines.join("\n");
}
text = text.replace(/^(\s*\*) r(#*)"(.*?)(?:"\2)?$/gm, "$1$3");
if (file.endsWith(".js") && !text.includes("class ArbiterCell")) text = guardClasses(text);
writeFileSync(file, text);

/** Wraps every method and getter of every exported class in a check of `this` (see above). */
function guardClasses(source) {
  if (!/^import \{ ArbiterError \} from /m.test(source)) throw new Error("postbuild: ArbiterError is not imported");
  const lines = source.split("\n");
  const out = [];
  let inClass = null;
  const classes = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const start = /^export class (\w+) \{$/.exec(line);
    if (start) {
      inClass = start[1];
      classes.push(inClass);
      out.push(line);
      continue;
    }
    if (inClass && line === "}") {
      inClass = null;
      out.push(line);
      continue;
    }
    if (!inClass) {
      out.push(line);
      continue;
    }
    const member = /^    (get |static )?([A-Za-z_$][\w$]*)\((.*)\) \{$/.exec(line);
    if (!member) {
      // Where the game comes to life: it is live, and idle.
      out.push(line);
      if (/^        (this\.__wbg_ptr = ret|obj\.__wbg_ptr = ptr)/.test(line)) {
        out.push(`        ArbiterCell.make(${line.includes("obj.") ? "obj" : "this"}, "${inClass}");`);
      }
      continue;
    }
    const [, kind, name] = member;
    if (kind === "static " || name === "constructor" || name === "__destroy_into_raw") {
      out.push(line);
      continue;
    }
    // The body runs to the next line that closes at the member's indentation.
    let end = i + 1;
    while (end < lines.length && lines[end] !== "    }") end++;
    const body = lines.slice(i + 1, end);
    out.push(line);
    if (name === "free") {
      out.push(`        if (ArbiterCell.free(this, "${inClass}")) return;`, ...body);
    } else {
      out.push(`        const arbiterCell = ArbiterCell.enter(this, "${inClass}");`, "        try {",
        ...body.map((b) => "    " + b), "        } finally {", "            arbiterCell.leave();", "        }");
    }
    out.push(lines[end]);
    i = end;
  }
  if (classes.length === 0) throw new Error("postbuild: no class found to guard");
  const helpers = `
// Added by scripts/postbuild.mjs: the checks every method of a game object makes first.
const IDLE = 1, BUSY = 2, FREED = 0;
const ARBITER_CELL = Symbol("arbiter.state");
class ArbiterCell {
  #made = true;
  constructor(self, name) {
    this.self = self;
    this.name = name;
    this.state = IDLE;
  }
  /** Gives a new game its cell: it is live, and idle. */
  static make(self, name) {
    self[ARBITER_CELL] = new ArbiterCell(self, name);
  }
  /** The cell of \`self\`, a game of class \`name\`, or null. Never throws. */
  static of(self, name) {
    try {
      const cell = self[ARBITER_CELL];
      return #made in cell && cell.self === self && cell.name === name ? cell : null;
    } catch {
      return null;
    }
  }
  /** Marks an idle game busy; refuses anything else. */
  static enter(self, name) {
    const cell = ArbiterCell.of(self, name);
    if (cell !== null && cell.state === IDLE) {
      cell.state = BUSY;
      return cell;
    }
    if (cell === null) throw arbiterRefuse(\`this is not a \${name}: call its methods on a \${name}\`);
    if (cell.state === FREED) throw arbiterRefuse(\`this \${name} was freed: it cannot be used any more\`);
    throw arbiterRefuse(\`this \${name} is busy: it was called again from inside one of its own calls\`);
  }
  leave() {
    if (this.state === BUSY) this.state = IDLE;
  }
  /** True when there is nothing to free (already freed); throws for anything but an idle game. */
  static free(self, name) {
    const cell = ArbiterCell.of(self, name);
    if (cell !== null && cell.state === FREED) return true;
    ArbiterCell.enter(self, name).state = FREED;
    return false;
  }
}
function arbiterRefuse(message) {
  return new ArbiterError("INVALID_INPUT", message);
}
`;
  let lastImport = -1;
  out.forEach((l, i) => {
    if (l.startsWith("import ")) lastImport = i;
  });
  out.splice(lastImport + 1, 0, helpers);
  return out.join("\n");
}
