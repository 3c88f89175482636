// The size of each entry point of the package (pkg/ and pkg/<game>/, built by
// `scripts/build.sh all`): its wasm, raw and gzipped, its JavaScript glue, against the goals; and
// a profile of what the wasm's bytes are: code and data, the code by part (the boundary, serde,
// the rules, the bot, ...) and its largest modules, and the data that is a game's tables (the
// backgammon network's weights). Writes target/bench/sizes.json and prints the tables that
// bench/report.mjs writes into BENCHMARKS.md.
//
// The profile reads the function names of target/sizes/<entry>.wasm, the same module before
// its names were stripped: scripts/build.sh runs wasm-opt with `-g` (names kept, the code
// byte for byte the same) and ships that module without its custom sections
// (scripts/wasm-names.mjs), so the code profiled is the code shipped.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";
import { readGames } from "../scripts/games.mjs";
import { readSections } from "../scripts/wasm-names.mjs";

/** Goals per entry point, gzipped wasm in KB (issue 22; backgammon's without its weights). */
export const GOALS = { tictactoe: 100, "connect-four": 100, ships: 200, deckbuilding: 200, go: 200, backgammon: 200, duel: 300, chess: 400 };
const KB = 1000;
/** Gzipped size as the goals count it (`gzip -9`; zlib's level 9 where gzip is missing, a few
 *  hundred bytes more on a wasm). */
const gz = (bytes) => {
  try {
    return execFileSync("gzip", ["-9", "-c"], { input: bytes, maxBuffer: 1 << 28 }).length;
  } catch {
    return gzipSync(bytes, { level: 9 }).length;
  }
};

/** Data a game keeps as bytes in the module, reported apart from the rest (the file it includes). */
const TABLES = { backgammon: [["the network's weights", "src/rulesets/backgammon/weights.bin"]] };

/** A game's modules that are its bot rather than its rules (the rest of its folder is rules). */
const BOT_MODULES = new Set([
  "bot", "search", "eval", "strategies", "estimate", // every game's bot, chess, backgammon, ships
  "count_bot", "fast", "ownership", "patterns", "playout", "priors", "proposal", "sim", "tactics", // Go
  "features", "net", // backgammon's network
]);

/** The parts of the code, in the order reported. */
export const PARTS = [
  ["boundary", "the JS boundary (src/wasm/, raw functions, the bindings' own)"],
  ["serde", "serde: decoders and encoders (serde_json, serde_path_to_error, the derived impls)"],
  ["rules", "the game's rules (src/rulesets/<game>/, cozy-chess)"],
  ["bot", "the bot (src/ai/, the game's bot modules)"],
  ["engine", "the kernel (src/engine/)"],
  ["fmt", "formatting (core::fmt, floats to text)"],
  ["std", "std (collections, strings, panics, libm)"],
  ["hash", "hashing (xxhash, hashbrown)"],
  ["runtime", "allocator and wasm-bindgen"],
  ["other", "other"],
];

/** The part of a function, from its (demangled) name. */
function part(name) {
  const n = name.replace(/::h[0-9a-f]{16}$/, "").replace(/\[[0-9a-f]{16}\]/g, "");
  const drop = /^core::ptr::drop_in_place<(.*)>$/.exec(n);
  if (drop) return part(drop[1].replace(/^&(mut )?/, ""));
  // `<Self as Trait>::method` or `<Self>::method`: the self type and the trait.
  let self = n;
  let trait = "";
  if (n.startsWith("<")) {
    let depth = 0;
    for (let i = 0; i < n.length; i++) {
      if (n[i] === "<") depth++;
      else if (n[i] === ">") depth--;
      if (depth === 1 && n.startsWith(" as ", i)) {
        self = n.slice(1, i);
        const close = n.lastIndexOf(">::");
        trait = n.slice(i + 4, close > i ? close : undefined);
        break;
      }
      if (depth === 0) {
        self = n.slice(1, i);
        break;
      }
    }
    self = self.replace(/^&(mut )?/, "").replace(/^dyn /, "");
  }
  const all = `${self} ${trait}`;
  // RulesetKind::visit: a raw call's dispatch to its game, with the call inlined into it.
  if (/^raw[A-Z]/.test(n) || /arbiter_rules::wasm::|arbiter_rules::rulesets::\w+::bindings|arbiter_rules::rulesets::RulesetKind::visit/.test(all)) return "boundary";
  if (/<impl serde(_core)?::|^serde|^_serde/.test(self) || /^serde/.test(trait) || /^serde/.test(self)) return "serde";
  const game = /^arbiter_rules::rulesets::(\w+)::(\w+)/.exec(self);
  if (/^arbiter_rules::ai::/.test(self) || /^arbiter_rules::ai::/.test(trait)) return "bot";
  if (game) return BOT_MODULES.has(game[2]) ? "bot" : "rules";
  if (/^cozy_chess::/.test(self)) return "rules";
  if (/^arbiter_rules::engine::/.test(self) || /^arbiter_rules::/.test(self)) return "engine";
  if (/^(xxhash_rust|hashbrown)::|^std::collections::hash/.test(self)) return "hash";
  if (/^(talc|dlmalloc|wasm_bindgen|js_sys)::|^__wbindgen|^__wbg/.test(self) || /^__/.test(n)) return "runtime";
  if (/fmt|flt2dec|float_to|Display|Debug|^core::num::/.test(all)) return "fmt";
  if (/^(core|alloc|std|libm|compiler_builtins)::|^<?(f64|f32|str|\[|char|u\d+|i\d+|usize)|^(memcpy|memset|memmove|memcmp|abort)$/.test(self)) return "std";
  return "other";
}

/** A function's module, for the largest contributors: its crate and up to two modules more. */
function module(name) {
  const n = name.replace(/::h[0-9a-f]{16}$/, "").replace(/\[[0-9a-f]{16}\]/g, "");
  const drop = /^core::ptr::drop_in_place<(.*)>$/.exec(n);
  if (drop) return module(drop[1].replace(/^&(mut )?/, ""));
  if (/^raw[A-Z]/.test(n)) return "arbiter_rules::wasm (raw functions)";
  const impl = /<impl ([\w:]+).* for ([\w:]+)/.exec(n);
  if (impl && /^serde/.test(impl[1])) return `serde derives (${impl[2].split("::").slice(0, 3).join("::")})`;
  if (/^<core::marker::PhantomData<.*> as serde/.test(n)) return "serde (PhantomData seeds)";
  if (/^arbiter_rules::rulesets::RulesetKind::visit/.test(n)) return "arbiter_rules::rulesets::RulesetKind::visit (raw calls inlined)";
  // `<f64 as core::fmt::Display>::fmt`: a primitive's impl counts in the trait's module.
  const primitive = /^<&?(f64|f32|str|char|bool|[iu](8|16|32|64|128|size)) as ([\w:]+)/.exec(n);
  const path = primitive ? primitive[3] : n.replace(/^<(&(mut )?)?(dyn )?/, "").split(/[<> (]/)[0];
  const parts = path.split("::").filter((p) => p !== "" && p !== "_");
  const depth = ["arbiter_rules", "core", "alloc", "std"].includes(parts[0]) ? 3 : 2;
  return parts.slice(0, depth).join("::") || n.slice(0, 40);
}

/** The profile of one module: code by part and by module, data with its tables apart. */
export function profile(named, game) {
  const { functions, data, code } = readSections(named);
  const parts = Object.fromEntries(PARTS.map(([key]) => [key, 0]));
  const modules = new Map();
  for (const { name, size } of functions) {
    parts[part(name)] += size;
    const m = module(name);
    modules.set(m, (modules.get(m) ?? 0) + size);
  }
  const tables = [];
  let rest = Buffer.concat(data);
  for (const [what, file] of TABLES[game] ?? []) {
    const bytes = readFileSync(file);
    const at = rest.indexOf(bytes);
    if (at < 0) continue;
    tables.push({ what, bytes: bytes.length, gz: gz(bytes) });
    rest = Buffer.concat([rest.subarray(0, at), rest.subarray(at + bytes.length)]);
  }
  const top = [...modules].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([m, bytes]) => ({ module: m, bytes }));
  return { code: code.length, codeGz: gz(code), data: rest.length, dataGz: gz(rest), tables, parts, top };
}

/** The sizes of a wasm module's sections: code, data, and the rest. */
function sections(bytes) {
  const { code, data, other } = readSections(bytes);
  return { code: code.length, data: data.reduce((n, d) => n + d.length, 0), other };
}

export function measure() {
  const rows = [];
  for (const name of ["", ...readGames().map((g) => g.name)]) {
    const dir = join("pkg", name);
    const file = join(dir, "wasm", "arbiter_bg.wasm");
    if (!existsSync(file)) continue;
    const wasm = readFileSync(file);
    const js = readdirSync(dir).filter((f) => f.endsWith(".js")).map((f) => readFileSync(join(dir, f)));
    js.push(readFileSync(join(dir, "wasm", "arbiter.js")));
    const entry = name === "" ? "arbiter-rules" : `arbiter-rules/${name}`;
    const named = join("target", "sizes", `${name || "arbiter"}.wasm`);
    const built = join("target", "sizes", `${name || "arbiter"}.json`);
    const row = {
      entry,
      wasm: wasm.length,
      wasmGz: gz(wasm),
      ...sections(wasm),
      js: js.reduce((n, b) => n + b.length, 0),
      jsGz: gz(Buffer.concat(js)),
      goal: GOALS[name] ?? null,
      build: existsSync(built) ? JSON.parse(readFileSync(built, "utf8")) : null,
      profile: null,
    };
    // Only a named module of this very build profiles it.
    if (existsSync(named)) {
      const p = profile(readFileSync(named), name);
      if (p.code === row.code) row.profile = p;
    }
    // A game's tables are data, not code: the goal is for the rest.
    const tables = row.profile?.tables.reduce((n, t) => n + t.gz, 0) ?? 0;
    row.goalGz = row.wasmGz - tables;
    rows.push(row);
  }
  return rows;
}

const k = (n) => `${(n / KB).toFixed(1)} KB`;
const pct = (n, of) => `${Math.round((100 * n) / of)}%`;

/** The tables for BENCHMARKS.md (markdown lines). */
export function tables(rows) {
  const out = [
    "| entry point | wasm | wasm gzipped | goal (gzipped) | JS glue (gzipped) | built with |",
    "|---|---:|---:|---:|---:|---|",
  ];
  for (const r of rows) {
    const less = r.goalGz === r.wasmGz ? "" : ` (${k(r.goalGz)} without its tables)`;
    const goal = r.goal === null ? "" : `≤ ${r.goal} KB ${r.goalGz <= r.goal * KB ? "✓" : "✗"}${less}`;
    const inline = r.build?.inlineThreshold ? `, inline threshold ${r.build.inlineThreshold}` : "";
    const build = r.build ? `opt-level ${r.build.optLevel}${inline}, wasm-opt ${r.build.wasmOpt}` : "";
    out.push(`| ${r.entry} | ${k(r.wasm)} | ${k(r.wasmGz)} | ${goal} | ${k(r.js)} (${k(r.jsGz)}) | ${build} |`);
  }
  const profiled = rows.filter((r) => r.profile);
  if (profiled.length === 0) return out;
  out.push(
    "",
    "What the bytes are: code and data (raw, gzipped alone), a game's tables apart, and the code by part (share of the code's raw bytes):",
    "",
    `| entry point | code | data | tables | ${PARTS.map(([key]) => key).join(" | ")} |`,
    `|---|---:|---:|---|${PARTS.map(() => "---:").join("|")}|`,
  );
  for (const r of profiled) {
    const p = r.profile;
    const t = p.tables.map((t) => `${t.what}: ${k(t.bytes)} (${k(t.gz)})`).join("; ");
    out.push(`| ${r.entry} | ${k(p.code)} (${k(p.codeGz)}) | ${k(p.data)} (${k(p.dataGz)}) | ${t} | ${PARTS.map(([key]) => pct(p.parts[key], p.code)).join(" | ")} |`);
  }
  out.push("", "The parts: " + PARTS.map(([key, what]) => `**${key}** ${what}`).join("; ") + ".", "", "The largest modules of each entry point's code (raw bytes):", "");
  for (const r of profiled) out.push(`- ${r.entry}: ${r.profile.top.map((t) => `${t.module} ${k(t.bytes)}`).join(", ")}`);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = measure();
  mkdirSync("target/bench", { recursive: true });
  writeFileSync("target/bench/sizes.json", JSON.stringify(rows, null, 2));
  console.log(tables(rows).join("\n"));
}
