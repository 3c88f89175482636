// Writes the npm package's package.json and README (pkg/, or the directory given): the whole
// package at `arbiter` and one entry point per game built into it (`arbiter/<game>`, from the
// table of games), each with its own wasm, JavaScript and types.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readGames } from "./games.mjs";

const dir = process.argv[2] ?? "pkg";
const cargo = readFileSync("Cargo.toml", "utf8");
const field = (name) => new RegExp(`^${name} = "([^"]*)"`, "m").exec(cargo)?.[1] ?? "";
const entry = (path) => ({ types: `./${path}arbiter.d.ts`, default: `./${path}arbiter.js` });
const exports = { ".": entry(""), "./package.json": "./package.json" };
const files = ["*.js", "*.d.ts", "wasm/"];
for (const { name } of readGames()) {
  if (!existsSync(join(dir, name, "wasm", "arbiter_bg.wasm"))) continue;
  exports[`./${name}`] = entry(`${name}/`);
  files.push(`${name}/`);
}
const manifest = {
  name: "arbiter",
  type: "module",
  description: field("description"),
  version: field("version"),
  license: field("license") || undefined,
  files,
  main: "arbiter.js",
  types: "arbiter.d.ts",
  exports,
  sideEffects: false,
};
writeFileSync(join(dir, "package.json"), JSON.stringify(manifest, null, 2) + "\n");
copyFileSync("README.md", join(dir, "README.md"));
