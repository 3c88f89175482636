// `npm run fuzz`: fuzzes each entry point for a fixed time (FUZZ_SECONDS, 60 by default), then
// prints the cases run and the distinct failures of each, with their reproductions.
//
//   node tests/js/fuzz/run.mjs [--target <name or part of it>]... [--list]
//   FUZZ_SECONDS=300 FUZZ_SEED=42 FUZZ_JOBS=2 node tests/js/fuzz/run.mjs
//   FUZZ_SEED=<seed> FUZZ_PATH=<path> node tests/js/fuzz/run.mjs --target <name>   (replays one case)
//   FUZZ_GENERIC=tictactoe node tests/js/fuzz/run.mjs --target TicTacToeGame   (the generic descriptor)
import { availableParallelism } from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadApi, runInWorker, formatResult, SETTINGS, REPRO_DIR } from "./harness.mjs";
import { defineTargets } from "./targets.mjs";

const args = process.argv.slice(2);
const wanted = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--target") wanted.push(args[++i]);
  else if (args[i] === "--list") wanted.push("\0list");
  else throw new Error(`unknown argument ${args[i]} (use --target <name>, --list)`);
}
const all = defineTargets(await loadApi());
if (wanted.includes("\0list")) {
  for (const t of all) console.log(t.name);
  process.exit(0);
}
const targets = wanted.length === 0 ? all : all.filter((t) => wanted.some((w) => t.name === w || t.name.includes(w)));
if (targets.length === 0) throw new Error(`no target matches ${wanted.join(", ")} (see --list)`);

const seed = process.env.FUZZ_SEED ? SETTINGS.seed : (Date.now() ^ (Math.random() * 2 ** 31)) >>> 0;
const jobs = Number(process.env.FUZZ_JOBS ?? Math.max(1, availableParallelism()));

if (SETTINGS.path !== undefined) {
  // Replay one case of each selected target.
  for (const t of targets) {
    const r = await runInWorker(t.name, { seed, path: SETTINGS.path, caseSeconds: SETTINGS.caseSeconds ?? t.caseSeconds ?? 30, shrinkSeconds: 0 });
    const replay = r.replay ?? r.failures[0];
    console.log(replay?.message ?? `${t.name}: the case passes`);
    if (replay?.value) console.log(`  value: ${replay.value}`);
    if (replay?.script) {
      mkdirSync(REPRO_DIR, { recursive: true });
      const file = new URL("replay.mjs", REPRO_DIR);
      writeFileSync(file, replay.script);
      console.log(`  reproduce: node ${fileURLToPath(file)}`);
    }
  }
  process.exit(0);
}

console.log(`fuzz: ${targets.length} entry point(s), ${SETTINGS.seconds} s each, ${jobs} at a time, seed ${seed}`);
if (process.env.FUZZ_GENERIC) console.log(`(the generic descriptor for ${process.env.FUZZ_GENERIC}, their fuzz.mjs left aside)`);
console.log(`(reproduce this run with FUZZ_SEED=${seed}; FUZZ_SECONDS=<n> for longer or shorter)`);
const results = [];
const queue = [...targets];
async function worker() {
  for (let t = queue.shift(); t; t = queue.shift()) {
    const r = await runInWorker(t.name, { seed, seconds: SETTINGS.seconds, caseSeconds: SETTINGS.caseSeconds ?? t.caseSeconds ?? 30 });
    results.push(r);
    console.log(`${String(r.runs).padStart(8)} cases  ${r.failures.length ? `${r.failures.length} FAILING` : "ok       "}  ${t.name}`);
  }
}
await Promise.all(Array.from({ length: jobs }, worker));

const failing = results.filter((r) => r.failures.length > 0);
console.log(`\nfuzz, seed ${seed}: ${results.reduce((n, r) => n + r.runs, 0)} cases; ${failing.length} of ${results.length} entry points failing`);
for (const r of targets.map((t) => results.find((x) => x.name === t.name))) {
  console.log(`${String(r.runs).padStart(8)} cases  ${String(r.failures.length).padStart(3)} failure(s)  ${r.name}`);
}
for (const r of failing) console.log(`\n${formatResult(r)}`);
process.exit(failing.length > 0 ? 1 : 0);
