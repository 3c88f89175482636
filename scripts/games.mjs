// The table of games (`games!` in src/rulesets/mod.rs), read for everything outside Rust that
// follows from it: Cargo.toml's features, the package's entry points, the pages' games list.
//
//   node scripts/games.mjs          writes Cargo.toml's game features from the table
//   node scripts/games.mjs --check  fails if Cargo.toml's game features are not the table's
//   node scripts/games.mjs --list   prints the games' names, one a line
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = new URL("..", import.meta.url);
const LINE = /^\s*([a-z_][a-z0-9_]*)\s*=>\s*([A-Z]\w*),\s*"([a-z][a-z0-9-]*)";\s*$/;

/** The games in the table's order: `{ module, ruleset, name }` (`name` is the feature). */
export function readGames() {
  const source = readFileSync(new URL("src/rulesets/mod.rs", ROOT), "utf8");
  const start = source.indexOf("\ngames! {\n");
  const end = source.indexOf("\n}\n", start);
  if (start < 0 || end < 0) throw new Error("scripts/games.mjs: no `games! { ... }` table in src/rulesets/mod.rs");
  const games = [];
  for (const line of source.slice(start + "\ngames! {\n".length, end).split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("//")) continue;
    const m = LINE.exec(line);
    if (!m) throw new Error(`scripts/games.mjs: a line of the table does not read as \`module => Ruleset, "name";\`: ${line.trim()}`);
    games.push({ module: m[1], ruleset: m[2], name: m[3] });
  }
  if (games.length === 0) throw new Error("scripts/games.mjs: the table of games is empty");
  return games;
}

const BEGIN = "# Games: written by `node scripts/games.mjs` from the table in src/rulesets/mod.rs.";
const END = "# (end of the games)";

/** Cargo.toml with its games block written from the table. */
export function cargoManifest(games = readGames()) {
  const manifest = readFileSync(new URL("Cargo.toml", ROOT), "utf8");
  const from = manifest.indexOf(BEGIN);
  const to = manifest.indexOf(END);
  if (from < 0 || to < from) throw new Error(`scripts/games.mjs: Cargo.toml has no block from "${BEGIN}" to "${END}"`);
  const block = [
    BEGIN,
    "# One feature per game, every game by default; `--no-default-features --features wasm,<game>`",
    "# builds one game alone.",
    `default = [${games.map((g) => `"${g.name}"`).join(", ")}]`,
    ...games.map((g) => `${g.name} = []`),
    END,
  ].join("\n");
  return manifest.slice(0, from) + block + manifest.slice(to + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = process.argv[2];
  if (arg === "--list") {
    for (const g of readGames()) console.log(g.name);
  } else {
    const next = cargoManifest();
    const path = new URL("Cargo.toml", ROOT);
    if (arg === "--check") {
      if (readFileSync(path, "utf8") !== next) {
        console.error("[games] Cargo.toml's game features are not the table's: run `node scripts/games.mjs`");
        process.exit(1);
      }
    } else {
      writeFileSync(path, next);
    }
  }
}
