// Fuzzes every JavaScript entry point of the built package (pkg/) with fast-check: garbage and
// hostile arguments, and mutations of valid ones (configurations, actions, saves, end-of-turn
// inputs). Each call must answer in its documented shape or throw an ArbiterError with a known
// code, leave the game as it was when it throws, and leave the game and the module working.
// The games are the table's (src/rulesets/mod.rs), each fuzzed from its folder's fuzz.mjs. See
// tests/js/fuzz/README.md.
//
// A fixed seed by default (FUZZ_SEED=<n> for another); FUZZ_RUNS_SCALE=<x> scales the case
// counts. Every failure prints its seed, its fast-check path and a script that reproduces it.
import { test, describe, after } from "node:test";
import assert from "node:assert/strict";
import { availableParallelism } from "node:os";
import { loadApi, runInWorker, formatResult, SETTINGS, DEFAULT_SEED } from "./fuzz/harness.mjs";
import { defineTargets, declaredEntryPoints } from "./fuzz/targets.mjs";
import { TABLE } from "./fuzz/games.mjs";
import { RULESETS } from "./fuzz/shapes.mjs";
import { DTS } from "./fuzz/dts.mjs";

const api = await loadApi();
const targets = defineTargets(api);
const seed = SETTINGS.seed;
const rows = [];

describe(`fuzz, seed ${seed}${seed === DEFAULT_SEED ? " (the default)" : ""}: reproduce with FUZZ_SEED=${seed} node --test tests/js/fuzz.test.mjs`,
  { concurrency: Math.max(1, availableParallelism()) }, () => {
    test("every entry point of pkg/arbiter.d.ts has a fuzz target", () => {
      const covered = new Set(targets.flatMap((t) => t.covers));
      const missing = declaredEntryPoints().filter((id) => !covered.has(id));
      assert.deepEqual(missing, [], `entry points without a fuzz target: ${missing.join(", ")} ` +
        "(a game's free functions, and members beyond the kernel's, are fuzzed by the targets of its fuzz.mjs)");
    });

    test("the fuzzed games are the table's, and the package's", () => {
      const names = TABLE.map((g) => g.name);
      assert.deepEqual(RULESETS, names, "RulesetKind in pkg/arbiter.d.ts is not the table's games, in order (is pkg/ built from this table?)");
      const classes = [...DTS.matchAll(/^export class (\w+)Game \{/gm)].map((m) => m[1]).sort();
      assert.deepEqual(classes, TABLE.map((g) => g.ruleset).sort(), "the package's game classes are not the table's");
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
