// The size of each entry point of the package (pkg/ and pkg/<game>/, built by
// `scripts/build.sh all`): its wasm, raw and gzipped, its JavaScript glue, and what the wasm's
// bytes are (code, data, the rest), against the goals. Writes target/bench/sizes.json and prints
// a table for BENCHMARKS.md.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { readGames } from "../scripts/games.mjs";

/** Goals per entry point, gzipped wasm in KB (issue 22). */
const GOALS = { tictactoe: 100, "connect-four": 100, ships: 200, deckbuilding: 200, go: 200, backgammon: 200, duel: 300, chess: 400 };
const KB = 1000;
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The sizes of a wasm module's sections: code, data, and the rest. */
function sections(bytes) {
  const out = { code: 0, data: 0, other: 0 };
  let at = 8;
  const leb = () => {
    let n = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[at++];
      n += (b & 0x7f) * 2 ** shift;
      shift += 7;
      if (b < 0x80) return n;
    }
  };
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = leb();
    if (id === 10) out.code += size;
    else if (id === 11) out.data += size;
    else out.other += size;
    at += size;
  }
  return out;
}

const rows = [];
for (const name of ["", ...readGames().map((g) => g.name)]) {
  const dir = join("pkg", name);
  const file = join(dir, "wasm", "arbiter_bg.wasm");
  if (!existsSync(file)) continue;
  const wasm = readFileSync(file);
  const js = readdirSync(dir).filter((f) => f.endsWith(".js")).map((f) => readFileSync(join(dir, f)));
  js.push(readFileSync(join(dir, "wasm", "arbiter.js")));
  const s = sections(wasm);
  rows.push({
    entry: name === "" ? "arbiter" : `arbiter/${name}`,
    wasm: wasm.length,
    wasmGz: gz(wasm),
    code: s.code,
    data: s.data,
    other: s.other,
    js: js.reduce((n, b) => n + b.length, 0),
    jsGz: gz(Buffer.concat(js)),
    goal: GOALS[name] ?? null,
  });
}
mkdirSync("target/bench", { recursive: true });
writeFileSync("target/bench/sizes.json", JSON.stringify(rows, null, 2));
const k = (n) => `${(n / KB).toFixed(1)} KB`;
console.log("| entry point | wasm | wasm gzipped | goal (gzipped) | code | data | other sections | JS glue (gzipped) |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const goal = r.goal === null ? "" : `≤ ${r.goal} KB ${r.wasmGz <= r.goal * KB ? "✓" : "✗"}`;
  console.log(`| ${r.entry} | ${k(r.wasm)} | ${k(r.wasmGz)} | ${goal} | ${k(r.code)} | ${k(r.data)} | ${k(r.other)} | ${k(r.js)} (${k(r.jsGz)}) |`);
}
