// Are games dropped WITHOUT free() reclaimed? A measurement, not a test (it depends on when the
// garbage collector runs): `node tests/e2e/memory-gc.mjs [batches] [kinds] [modes]`, e.g.
// `node tests/e2e/memory-gc.mjs 10 ships drop,drop+gc` (defaults: 5, the table's first two games,
// every mode). A kind is a game of the table; a batch is a fifth of its games in memory.test.mjs.
//
// pkg/arbiter.js registers every game object in a FinalizationRegistry whose callback frees the
// wasm side (`__wbg_tictactoegame_free` / `__wbg_shipsgame_free`) once V8 has collected the JS
// wrapper. Wasm memory never shrinks, so the measure is reuse: batches of the same size are
// played one after the other, and if the dropped games of one batch are freed before the next,
// memory stays flat from the second batch on; without reclamation it grows by a batch each time.
//
// Each mode runs in a fresh page of Chromium started with --expose-gc:
//   free      every game free()d: the reference, flat;
//   drop+gc   games dropped, then gc() and a few turns of the event loop after each batch;
//   drop      games dropped, only a few turns of the event loop (no forced gc: V8 decides);
//   keep      games kept alive: what no reclamation would cost.
// Also counts game objects collected, through a FinalizationRegistry of our own on the same
// objects ("created" includes the load() and replay() copies the tic-tac-toe workload makes every
// 25 games: they are never kept, so "keep" still sees those collected).
//
// Finalizers run in tasks of their own: games dropped inside one synchronous run stay in wasm
// memory until it yields, which is why the first batch already costs a whole batch of games.
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { closeServer, memoryGames, openWorkloadPage, serveStatic } from "./memory-harness.mjs";

const GAMES = await memoryGames();
const BATCHES = Number(process.argv[2] ?? 5);
const SIZES = Object.fromEntries(GAMES.map((g) => [g.name, Math.ceil(g.games / 5)]));
const KINDS = process.argv[3]?.split(",") ?? GAMES.slice(0, 2).map((g) => g.name);
for (const kind of KINDS) if (!(kind in SIZES)) throw new Error(`no game "${kind}" in the table (${Object.keys(SIZES).join(", ")})`);
const MODES = process.argv[4]?.split(",") ?? ["free", "drop+gc", "drop", "keep"];
const SETTLE_ROUNDS = 5;
const MiB = 1024 * 1024;
const mib = (bytes) => (bytes / MiB).toFixed(2);

const source = ["game.js", "wasm/arbiter.js"].map((f) => readFileSync(new URL(`../../pkg/${f}`, import.meta.url), "utf8")).join("\n");
const registries = source.match(/new FinalizationRegistry\([^)]*\)[^;]*/g) ?? [];
console.log(`pkg/game.js and pkg/wasm/arbiter.js: ${registries.length} FinalizationRegistry instances`);
for (const r of registries) console.log(`  ${r}`);

const server = await serveStatic(0, GAMES);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-quic", "--js-flags=--expose-gc"],
});

const results = [];
try {
  for (const kind of KINDS) {
    for (const mode of MODES) {
      const { context, page, errors } = await openWorkloadPage(browser, server);
      await page.evaluate(() => window.workload.watchGames());
      if (!(await page.evaluate(() => typeof globalThis.gc === "function"))) throw new Error("gc() is not exposed");
      const start = await page.evaluate(() => window.workload.memoryBytes());
      const rows = [];
      const t0 = Date.now();
      for (let b = 0; b < BATCHES; b++) {
        const size = SIZES[kind];
        await page.evaluate(([k, from, n, m]) => window.workload.batch(k, from, n, m), [kind, b * size, size, mode]);
        const settled = await page.evaluate(([rounds, force]) => window.workload.settle(rounds, force),
          [SETTLE_ROUNDS, mode === "drop+gc"]);
        rows.push({ batch: b + 1, settled: settled.memoryBytes,
          created: settled.created, collected: settled.collected });
      }
      const ms = Date.now() - t0;
      // Whatever is still uncollected at the end, with gc() forced (all modes): the final tally.
      const final = await page.evaluate(async () => {
        await window.workload.settle(10, true);
        return window.workload.settle(1, false);
      });
      if (errors.length) throw new Error(`page errors: ${errors.join("; ")}`);
      await context.close();
      results.push({ kind, mode, start, rows, final, ms });
      const first = rows[0].settled;
      const last = rows.at(-1).settled;
      console.log(`\n${kind}, ${mode}: ${BATCHES} batches of ${SIZES[kind]} games, ${(ms / 1000).toFixed(1)} s; ` +
        `wasm memory ${mib(start)} MiB at start`);
      console.log("  batch  wasm memory (MiB)  games created  collected after settling");
      for (const r of rows) {
        console.log(`  ${String(r.batch).padStart(5)}  ${mib(r.settled).padStart(17)}  ${String(r.created).padStart(13)}  ` +
          `${String(r.collected).padStart(24)}`);
      }
      console.log(`  growth from batch 1 to batch ${BATCHES} (settled): ${mib(last - first)} MiB` +
        ` (${((last - first) / Math.max(1, BATCHES - 1) / SIZES[kind]).toFixed(0)} bytes per game per batch); ` +
        `at the end, after a forced gc: ${final.collected} of ${final.created} games collected`);
    }
  }
} finally {
  await browser.close();
  await closeServer(server);
}

console.log("\nsummary (MiB after batch 1 -> after the last batch, settled):");
for (const r of results) {
  console.log(`  ${r.kind.padEnd(9)} ${r.mode.padEnd(7)} ${mib(r.rows[0].settled)} -> ${mib(r.rows.at(-1).settled)}` +
    `   collected ${r.rows.at(-1).collected}/${r.rows.at(-1).created} by the last batch, ${r.final.collected}/${r.final.created} after a final forced gc`);
}
