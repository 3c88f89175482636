// Post-processes the generated declarations (`pkg/arbiter.d.ts`, or the file given) so they compile
// in any consumer: wasm-bindgen declares `[Symbol.dispose]()` on every class, whose type needs the
// `esnext.disposable` lib, which `--target es2020` or `es2022` consumers do not have. The package
// declares the one symbol it uses itself, exactly as that lib (and @types/node) does, so both agree.
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
if (!text.includes(MARK)) {
  // After wasm-bindgen's two header lines (/* tslint:disable */ /* eslint-disable */).
  const lines = text.split("\n");
  const header = lines.findIndex((l) => !l.startsWith("/*"));
  lines.splice(header, 0, PRELUDE);
  text = lines.join("\n");
}
writeFileSync(file, text);
