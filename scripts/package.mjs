// Writes the npm package's package.json (pkg/, or the directory given): the whole package at
// `arbiter` and one entry point per game built into it (`arbiter/<game>`, from the table of
// games), each with its own wasm, glue and types.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readGames } from "./games.mjs";

const dir = process.argv[2] ?? "pkg";
const file = join(dir, "package.json");
const manifest = JSON.parse(readFileSync(file, "utf8"));
const entry = (path) => ({ types: `./${path}arbiter.d.ts`, default: `./${path}arbiter.js` });
const exports = { ".": entry(""), "./package.json": "./package.json" };
const files = ["arbiter_bg.wasm", "arbiter.js", "arbiter.d.ts", "snippets"];
for (const { name } of readGames()) {
  if (!existsSync(join(dir, name, "arbiter_bg.wasm"))) continue;
  exports[`./${name}`] = entry(`${name}/`);
  files.push(name);
}
manifest.exports = exports;
manifest.files = files;
manifest.sideEffects = ["./snippets/*", "./*/snippets/*"];
writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");
