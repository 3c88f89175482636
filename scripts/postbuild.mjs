// Post-processes the generated declarations (`pkg/arbiter.d.ts`, or the file given; for a `.js`
// file, only the second point):
// - so they compile in any consumer: wasm-bindgen declares `[Symbol.dispose]()` on every class,
//   whose type needs the `esnext.disposable` lib, which `--target es2020` or `es2022` consumers do
//   not have. The package declares the one symbol it uses itself, exactly as that lib (and
//   @types/node) does, so both agree;
// - so the docs of the classes read as written: doc comments that pass through a macro reach
//   wasm-bindgen as raw string literals, which it prints with their `r"` and `r#"..."#`.
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
writeFileSync(file, text);
