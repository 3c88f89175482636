// The table of games (`games!` in src/rulesets/mod.rs), read for everything outside Rust that
// follows from it: Cargo.toml's features, the package's entry points, the pages' games list.
//
//   node scripts/games.mjs          writes Cargo.toml's game features from the table
//   node scripts/games.mjs --check  fails if Cargo.toml's game features are not the table's
//   node scripts/games.mjs --list   prints the games' names, one a line
//   node scripts/games.mjs --profile <name>
//                                   prints how the game's own wasm is built (see wasmProfile)
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

/**
 * How a game's own entry point is built: `{ optLevel, inline, wasmOpt }`, from
 * `src/rulesets/<module>/wasm-profile` when the game has one, else as the whole package
 * (`opt-level 3`, wasm-opt `-O3`, the opt-level's own inlining). That file has a line per setting,
 * `opt-level = "z"` (rustc's), `inline = 50` (LLVM's inline threshold), `wasm-opt = -Oz -Oz` (the
 * passes), each optional: a small game whose speed hardly matters builds for size.
 */
export function wasmProfile(name, games = readGames()) {
  const game = games.find((g) => g.name === name);
  if (!game) throw new Error(`scripts/games.mjs: no game ${JSON.stringify(name)} in the table`);
  const profile = { optLevel: "3", inline: "", wasmOpt: "-O3" };
  let text = "";
  try {
    text = readFileSync(new URL(`src/rulesets/${game.module}/wasm-profile`, ROOT), "utf8");
  } catch {
    return profile;
  }
  const keys = { "opt-level": "optLevel", inline: "inline", "wasm-opt": "wasmOpt" };
  for (const line of text.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"))) {
    const m = /^([a-z-]+)\s*=\s*(.+)$/.exec(line);
    if (!m || !(m[1] in keys)) throw new Error(`src/rulesets/${game.module}/wasm-profile: cannot read \`${line}\``);
    profile[keys[m[1]]] = m[2];
  }
  return profile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = process.argv[2];
  if (arg === "--list") {
    for (const g of readGames()) console.log(g.name);
  } else if (arg === "--profile") {
    // Tab-separated for the shell: the opt-level, the inline threshold (or -), wasm-opt's flags.
    const p = wasmProfile(process.argv[3]);
    console.log([p.optLevel, p.inline || "-", p.wasmOpt].join("\t"));
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
