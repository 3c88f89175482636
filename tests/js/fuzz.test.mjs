// Fuzzes every JavaScript entry point of the built package (pkg/) with fast-check: garbage and
// hostile arguments, and mutations of valid ones (configurations, actions, saves, end-of-turn
// inputs). Each call must answer in its documented shape or throw an ArbiterError with a known
// code, leave the game as it was when it throws, and leave the game and the module working.
// See tests/js/fuzz/harness.mjs (the property and the runner) and tests/js/fuzz/targets.mjs (the
// entry points, with the table of games).
//
// A fixed seed by default (FUZZ_SEED=<n> for another); FUZZ_RUNS_SCALE=<x> scales the case
// counts. Every failure prints its seed, its fast-check path and a script that reproduces it.
import { test, describe, after } from "node:test";
import assert from "node:assert/strict";
import { availableParallelism } from "node:os";
import { loadApi, runInWorker, formatResult, SETTINGS, DEFAULT_SEED } from "./fuzz/harness.mjs";
import { defineTargets, declaredEntryPoints } from "./fuzz/targets.mjs";

const targets = defineTargets(await loadApi());
const seed = SETTINGS.seed;
const rows = [];

describe(`fuzz, seed ${seed}${seed === DEFAULT_SEED ? " (the default)" : ""}: reproduce with FUZZ_SEED=${seed} node --test tests/js/fuzz.test.mjs`,
  { concurrency: Math.max(1, availableParallelism()) }, () => {
    test("every entry point of pkg/arbiter.d.ts has a fuzz target", () => {
      const covered = new Set(targets.flatMap((t) => t.covers));
      const missing = declaredEntryPoints().filter((id) => !covered.has(id));
      assert.deepEqual(missing, [], `entry points without a fuzz target: ${missing.join(", ")}`);
    });
    // `slow` targets (minutes by design) run in `npm run fuzz` only.
    for (const t of targets.filter((x) => !x.slow)) {
      const numRuns = Math.max(1, Math.round(t.runs * SETTINGS.runsScale));
      test(t.name, async (tt) => {
        const r = await runInWorker(t.name, { seed, numRuns, caseSeconds: SETTINGS.caseSeconds ?? t.caseSeconds ?? 30, path: SETTINGS.path });
        rows.push([t.name, r.runs, r.failures.length]);
        tt.diagnostic(`${r.runs} cases, ${r.failures.length} distinct failure(s), seed ${seed}`);
        if (r.failures.length > 0) assert.fail(formatResult(r));
      });
    }
  });

after(() => {
  const total = rows.reduce((n, [, runs]) => n + runs, 0);
  const failing = rows.filter(([, , f]) => f > 0).length;
  console.log(`fuzz, seed ${seed}: ${total} cases over ${rows.length} entry points, ${failing} with failures`);
  console.log(`(one entry point: FUZZ_SEED=${seed} node --test --test-name-pattern="<name>" tests/js/fuzz.test.mjs)`);
  for (const [name, runs, failures] of rows) console.log(`${String(runs).padStart(8)} cases  ${failures ? `${failures} FAILING` : "ok       "}  ${name}`);
});
