// Writes the npm package's own files into pkg/ (or the directory given): package.json, the
// package's README (docs/package.md), the licences, the changelog and the guides, and each entry
// point's Node module. The whole package is `arbiter-rules`; each game built into it is
// `arbiter-rules/<game>` (from the table of games), with its own wasm, JavaScript and types.
//
// Each entry point resolves by condition: `node` to arbiter.node.js, whose `init()` with no argument
// reads the wasm file from disk (Node's fetch cannot read a file), `default` (browsers, Workers,
// bundlers) to arbiter.js, whose `init()` fetches the file beside it; so no browser bundle holds
// `node:fs`. `<entry>/wasm` is the wasm file itself, for `initSync` and for servers that serve it.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readGames } from "./games.mjs";

const dir = process.argv[2] ?? "pkg";
const cargo = readFileSync("Cargo.toml", "utf8");
const field = (name) => {
  const value = new RegExp(`^${name} = "([^"]*)"`, "m").exec(cargo)?.[1];
  if (value === undefined) throw new Error(`scripts/package.mjs: Cargo.toml has no ${name}`);
  return value;
};
const keywords = JSON.parse(/^keywords = (\[[^\]]*\])/m.exec(cargo)?.[1] ?? "[]");

const NODE_ENTRY = `// Node's entry point: the same module as arbiter.js, with an init() that reads this entry's wasm
// file from disk when given nothing to load (written by scripts/package.mjs).
import { readFile } from "node:fs/promises";
import load from "./arbiter.js";

export * from "./arbiter.js";

/**
 * Loads the module: with no argument, the wasm file beside this module, read from disk; otherwise
 * what \`input\` gives, as in a browser.
 */
export default function init(input) {
  return load(input === undefined ? readFile(new URL("./wasm/arbiter_bg.wasm", import.meta.url)) : input);
}
`;

const entry = (path) => ({
  types: `./${path}arbiter.d.ts`,
  node: `./${path}arbiter.node.js`,
  default: `./${path}arbiter.js`,
});
const exports = { ".": entry(""), "./wasm": "./wasm/arbiter_bg.wasm" };
// The glue's own declarations (wasm/*.d.ts) served the compilation only: not shipped.
const files = ["*.js", "*.d.ts", "wasm/", "docs/", "CHANGELOG.md", "LICENSE*"];
const entries = [""];
for (const { name } of readGames()) {
  if (!existsSync(join(dir, name, "wasm", "arbiter_bg.wasm"))) continue;
  exports[`./${name}`] = entry(`${name}/`);
  exports[`./${name}/wasm`] = `./${name}/wasm/arbiter_bg.wasm`;
  files.push(`${name}/`);
  entries.push(`${name}/`);
}
exports["./package.json"] = "./package.json";
files.push("!**/wasm/*.d.ts");
for (const path of entries) writeFileSync(join(dir, path, "arbiter.node.js"), NODE_ENTRY);

const manifest = {
  name: field("name"),
  version: field("version"),
  description: field("description"),
  license: field("license"),
  keywords,
  homepage: `${field("repository")}#readme`,
  repository: { type: "git", url: `git+${field("repository")}.git` },
  bugs: { url: `${field("repository")}/issues` },
  type: "module",
  files,
  main: "arbiter.js",
  types: "arbiter.d.ts",
  exports,
  sideEffects: false,
  engines: { node: ">=20.19" },
};
writeFileSync(join(dir, "package.json"), JSON.stringify(manifest, null, 2) + "\n");

// The package's README is written for someone who installs it; its links resolve inside the
// tarball (the guides under docs/, the changelog, the licences).
writeFileSync(join(dir, "README.md"), readFileSync(join("docs", "package.md"), "utf8"));
for (const file of ["CHANGELOG.md", "LICENSE", "LICENSE-MIT", "LICENSE-APACHE"]) cpSync(file, join(dir, file));
rmSync(join(dir, "docs"), { recursive: true, force: true });
mkdirSync(join(dir, "docs"), { recursive: true });
for (const file of readdirSync("docs").filter((f) => f.endsWith(".md") && f !== "package.md")) {
  cpSync(join("docs", file), join(dir, "docs", file));
}
