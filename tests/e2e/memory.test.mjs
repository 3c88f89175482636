// Memory stays flat: in Debian's Chromium, the built package (pkg/) plays about 100,000 random games
// of every game of the table through its API (created, played to the end, freed) with millions of
// calls, error paths included, and its wasm memory ends no larger than after the warm-up plus 2 MiB,
// and no larger than halfway plus 1 MiB. Serves pkg/ itself (memory-harness.mjs); the games are
// played in the page by memory-workload.js: each game by its own workload where its page folder has
// one (www/src/<name>/memory-workload.js, which says how many games of it the run plays), else by the
// generic one (memory-harness.mjs's GENERIC). The memory may rise in a step or two as the
// allocator's high-water mark meets new peaks (seen: 3.8 MiB after a warm-up round, 4.8 and then
// 5.4 MiB, flat over 26 more rounds), never with every round.
//
// Each workload says how many games of its kind the run plays, sized so that every kind of game
// object and every call comes in large numbers (most games are tic-tac-toe: short, so many), in
// about a minute of play on two cores; the test prints the split.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch } from "./browser.mjs";
import { closeServer, memoryGames, openWorkloadPage, serveStatic } from "./memory-harness.mjs";

const PORT = 4185;
const MiB = 1024 * 1024;
/** The table's games, in its order, each with its workload and its number of games. */
const GAMES = await memoryGames();
const KINDS = GAMES.map((g) => g.name);
/** Games of each kind in the run. */
const RUN = Object.fromEntries(GAMES.map((g) => [g.name, g.games]));
/** Games per page.evaluate: about half a second to two seconds each. */
const CHUNK = Object.fromEntries(GAMES.map((g) => [g.name, g.chunk]));
/** The run is interleaved: this many rounds of a share of each kind. */
const ROUNDS = 10;
/** Games of `kind` in round `r` (a tenth of the run, the rest spread over the rounds). */
const share = (kind, r) => Math.floor((RUN[kind] * (r + 1)) / ROUNDS) - Math.floor((RUN[kind] * r) / ROUNDS);
/** The warm-up is one round of the run's mix (bot calls included): the allocator's high-water
 * mark rises in steps as it meets new peaks of fragmentation, then stays; a leak grows with
 * every round. */
const WARM_UP = Object.fromEntries(KINDS.map((kind) => [kind, share(kind, 0)]));
const MIN_GAMES = KINDS.reduce((sum, kind) => sum + RUN[kind], 0);
const MIN_CALLS = 1_000_000;
/** Games of each kind the generic workload plays in its own check (the first saved, reloaded, and
 * asked of the bot). */
const GENERIC_CHECK = 3;

let server;
let browser;

before(async () => {
  server = await serveStatic(PORT, GAMES);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await closeServer(server);
});

const mib = (bytes) => `${(bytes / MiB).toFixed(2)} MiB (${bytes} bytes)`;
/** "92800 tictactoe, 3500 ships, ...": games per kind. */
const split = (games) => KINDS.map((kind) => `${games(kind)} ${kind}`).join(", ");

test(`wasm memory stays flat over ${MIN_GAMES.toLocaleString("en-US")} games of the ${KINDS.length} games of the table played and freed and millions of calls`, { timeout: 300_000 }, async (t) => {
  const { page, errors } = await openWorkloadPage(browser, server);
  const next = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  const play = async (kind, n) => {
    for (let done = 0; done < n; done += CHUNK[kind]) {
      const size = Math.min(CHUNK[kind], n - done);
      await page.evaluate(([k, from, size]) => window.workload.run(k, from, size), [kind, next[kind], size]);
      next[kind] += size;
    }
  };
  const figures = () => page.evaluate(() => ({ memoryBytes: window.workload.memoryBytes(), externrefSlots: window.workload.externrefSlots() }));
  const state = () => page.evaluate(() => window.workload.counts);

  const start = await figures();
  const warmStart = Date.now();
  for (const kind of KINDS) await play(kind, WARM_UP[kind]);
  const warm = await figures();
  const warmCounts = await state();
  const warmMs = Date.now() - warmStart;

  // The run, interleaved: ten rounds of a tenth of each kind's games, in the table's order.
  const runStart = Date.now();
  const sizes = [];
  let end;
  for (let r = 0; r < ROUNDS; r++) {
    for (const kind of KINDS) await play(kind, share(kind, r));
    end = await figures();
    sizes.push(end.memoryBytes);
  }
  const runMs = Date.now() - runStart;
  const counts = await state();
  const played = (kind) => counts.games[kind] - warmCounts.games[kind];
  const games = KINDS.reduce((sum, kind) => sum + played(kind), 0);
  const calls = counts.total - warmCounts.total;
  const errorCalls = counts.errors - warmCounts.errors;

  t.diagnostic(`workloads: ${GAMES.map((g) => `${g.name} ${g.workload ? "its own" : "generic"}`).join(", ")}`);
  t.diagnostic(`wasm memory: ${mib(start.memoryBytes)} at start, ${mib(warm.memoryBytes)} after the warm-up ` +
    `(${split((kind) => warmCounts.games[kind])} games, ${warmCounts.total} calls, ${warmMs} ms)`);
  t.diagnostic(`wasm memory after the run: ${mib(end.memoryBytes)}; after each of the ${ROUNDS} rounds (MiB): ` +
    sizes.map((s) => (s / MiB).toFixed(2)).join(" "));
  t.diagnostic(`run: ${games} games (${split(played)}), ${calls} calls into wasm of which ${errorCalls} threw ` +
    `an ArbiterError, in ${(runMs / 1000).toFixed(1)} s`);
  t.diagnostic(`externref table: ${start.externrefSlots} slots at start, ${warm.externrefSlots} after the warm-up, ` +
    `${end.externrefSlots} after the run`);
  t.diagnostic(`calls per method (whole test): ${JSON.stringify(counts.byMethod)}`);
  t.diagnostic(`errors thrown (whole test): ${JSON.stringify(counts.byError)}`);
  if (Object.keys(counts.unfinished).length > 0) t.diagnostic(`generic games stopped unfinished: ${JSON.stringify(counts.unfinished)}`);

  assert.ok(games >= MIN_GAMES, `played ${games} games, expected at least ${MIN_GAMES}`);
  assert.ok(calls >= MIN_CALLS, `made ${calls} calls, expected at least ${MIN_CALLS}`);
  assert.ok(errorCalls > 0, "error paths were exercised");
  // At most two steps of the high-water mark over the run, and none over its second half (a
  // leak of 20 bytes a game would add 2 MiB over the run, 1 MiB over its second half).
  assert.ok(end.memoryBytes <= warm.memoryBytes + 2 * MiB,
    `wasm memory grew from ${mib(warm.memoryBytes)} after the warm-up to ${mib(end.memoryBytes)} after the run ` +
    `(more than 2 MiB): something leaks`);
  const half = sizes[ROUNDS / 2 - 1];
  assert.ok(end.memoryBytes <= half + MiB,
    `wasm memory grew from ${mib(half)} halfway to ${mib(end.memoryBytes)} after the run (more than 1 MiB): something leaks`);
  assert.ok(end.externrefSlots <= warm.externrefSlots + 128,
    `the externref table grew from ${warm.externrefSlots} to ${end.externrefSlots} slots: JS values leak into wasm`);
  assert.deepEqual(errors, [], "no page errors");
});

test("the generic workload, for a game whose folder has none, plays every game of the table", async (t) => {
  const { context, page, errors } = await openWorkloadPage(browser, server);
  for (const kind of KINDS) await page.evaluate(([k, n]) => window.workload.run(k, 0, n, true), [kind, GENERIC_CHECK]);
  const counts = await page.evaluate(() => window.workload.counts);
  t.diagnostic(`calls per method: ${JSON.stringify(counts.byMethod)}`);
  t.diagnostic(`errors thrown: ${JSON.stringify(counts.byError)}; stopped unfinished: ${JSON.stringify(counts.unfinished)}`);
  for (const { name, ruleset } of GAMES) {
    assert.equal(counts.games[name], GENERIC_CHECK, name);
    for (const method of [`${ruleset}Game.new`, `${ruleset}Game.load`, `${ruleset}Game.replay`]) {
      assert.ok(counts.byMethod[method] > 0, `${name}: ${method} called`);
    }
  }
  for (const method of ["legalActions", "submit", "undo", "save", "botAction", "view", "events", "stateHash", "free"]) {
    assert.ok(counts.byMethod[method] > 0, `${method} called`);
  }
  assert.ok(counts.errors > 0, "error paths were exercised");
  assert.deepEqual(errors, [], "no page errors");
  await context.close();
});
