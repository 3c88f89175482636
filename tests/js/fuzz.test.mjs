// Fuzzes every JavaScript entry point of the built package (pkg/) with fast-check: garbage and
// hostile arguments, and mutations of valid ones (configurations, actions, saves, end-of-turn
// inputs). Each call must answer in its documented shape or throw an ArbiterError with a known
// code, leave the game as it was when it throws, and leave the game and the module working.
// The games are the table's (src/rulesets/mod.rs): each fuzzed from its folder's fuzz.mjs, or by
// the generic descriptor without one. See tests/js/fuzz/README.md.
//
// A fixed seed by default (FUZZ_SEED=<n> for another); FUZZ_RUNS_SCALE=<x> scales the case
// counts. Every failure prints its seed, its fast-check path and a script that reproduces it.
import { test, describe, after } from "node:test";
import assert from "node:assert/strict";
import { availableParallelism } from "node:os";
import { loadApi, runInWorker, formatResult, SETTINGS, DEFAULT_SEED } from "./fuzz/harness.mjs";
import { defineTargets, declaredEntryPoints } from "./fuzz/targets.mjs";
import { defineGames, hasFuzzModule, TABLE } from "./fuzz/games.mjs";
import { RULESETS } from "./fuzz/shapes.mjs";
import { DTS } from "./fuzz/dts.mjs";

const api = await loadApi();
const targets = defineTargets(api);
const seed = SETTINGS.seed;
const rows = [];

/** The game the generic descriptor is checked against, its fuzz.mjs left aside. */
const GENERIC_CHECK = "tictactoe";
const GENERIC_RUNS = 50;

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

    // A game without a fuzz.mjs is fuzzed by the generic descriptor (games.mjs). Shown here on a
    // game whose fuzzing is known, its fuzz.mjs left aside (FUZZ_GENERIC=<game> does it for a
    // whole run): a few cases of each of its targets.
    test(`the generic descriptor fuzzes a game without a fuzz.mjs (${GENERIC_CHECK}, its own left aside)`, async (tt) => {
      assert.ok(hasFuzzModule(GENERIC_CHECK), `${GENERIC_CHECK} has no fuzz.mjs to leave aside`);
      const generic = [GENERIC_CHECK];
      const entry = defineGames(api, { generic }).find((g) => g.ruleset === GENERIC_CHECK);
      assert.equal(entry.generic, true, "the game's fuzz.mjs was not left aside");
      const own = defineTargets(api, { generic }).filter((t) => t.game === GENERIC_CHECK && !t.slow);
      const covered = new Set(own.flatMap((t) => t.covers));
      const missing = declaredEntryPoints().filter((id) => /^(\w+)[#.]/.exec(id)?.[1] === entry.name && !covered.has(id));
      assert.deepEqual(missing, [], `members of ${entry.name} the generic descriptor does not fuzz: ${missing.join(", ")}`);
      const failing = [];
      let cases = 0;
      for (const t of own) {
        const numRuns = Math.max(1, Math.round(Math.min(t.runs, GENERIC_RUNS) * SETTINGS.runsScale));
        const r = await runInWorker(t.name, { seed, numRuns, caseSeconds: SETTINGS.caseSeconds ?? t.caseSeconds ?? 30, generic });
        cases += r.runs;
        if (r.failures.length > 0) failing.push(formatResult(r, { generic }));
      }
      rows.push([`generic descriptor: ${own.length} targets of ${entry.name}`, cases, failing.length]);
      tt.diagnostic(`${own.length} targets, ${cases} cases, ${failing.length} failing, seed ${seed}`);
      if (failing.length > 0) assert.fail(failing.join("\n\n"));
    });
  });

after(() => {
  const total = rows.reduce((n, [, runs]) => n + runs, 0);
  const failing = rows.filter(([, , f]) => f > 0).length;
  console.log(`fuzz, seed ${seed}: ${total} cases over ${rows.length} entry points, ${failing} with failures`);
  console.log(`(one entry point: FUZZ_SEED=${seed} node --test --test-name-pattern="<name>" tests/js/fuzz.test.mjs)`);
  for (const [name, runs, failures] of rows) console.log(`${String(runs).padStart(8)} cases  ${failures ? `${failures} FAILING` : "ok       "}  ${name}`);
});
