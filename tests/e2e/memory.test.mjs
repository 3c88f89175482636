// Memory stays flat: in Debian's Chromium, the built package (pkg/) plays 100,000 random games
// through its API (created, played to the end, freed) with millions of calls, error paths
// included, and its wasm memory ends no larger than after the warm-up plus 2 MiB, and no larger than halfway
// plus 1 MiB. Serves pkg/
// itself (memory-harness.mjs); the games are played in the page by memory-workload.js. The memory
// may rise in a step or two as the allocator's high-water mark meets new peaks (seen: 3.8 MiB
// after a warm-up round, 4.8 and then 5.4 MiB, flat over 26 more rounds), never with every round.
//
// The split: 92,800 tic-tac-toe games (~37 calls each), 3,500 two-player ships games (~110
// actions, ~390 calls each, about 40 times as long to play), 400 duels (~800 actions, ~2,400
// calls each), 300 deck-building games (2 to 4 players, mostly 4 to 10 rounds), 1,000
// backgammon games (~200 checker moves, ~630 calls each) and 2,000 Go games on 5×5 to 7×7
// boards (~230 calls each; one in eight counted by agreement, its countings played at random) and 200 chess games (a few hundred random plies, ~3 calls each): every
// kind of game object and every call in large numbers, in about a minute of play on two cores.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch } from "./browser.mjs";
import { closeServer, openWorkloadPage, serveStatic } from "./memory-harness.mjs";

const PORT = 4185;
const MiB = 1024 * 1024;
const RUN = { tictactoe: 92_800, ships: 3_500, duel: 400, deckbuilding: 300, backgammon: 1_000, go: 2_000, chess: 200 };
/** The warm-up is one round of the run's mix (bot calls included): the allocator's high-water
 * mark rises in steps as it meets new peaks of fragmentation, then stays; a leak grows with
 * every round. */
const WARM_UP = Object.fromEntries(Object.entries(RUN).map(([kind, n]) => [kind, n / 10]));
/** Games per page.evaluate: about half a second to two seconds each. */
const CHUNK = { tictactoe: 4_640, ships: 200, duel: 40, deckbuilding: 30, backgammon: 100, go: 200, chess: 20 };
const MIN_GAMES = 100_200;
const MIN_CALLS = 1_000_000;

let server;
let browser;

before(async () => {
  server = await serveStatic(PORT);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await closeServer(server);
});

const mib = (bytes) => `${(bytes / MiB).toFixed(2)} MiB (${bytes} bytes)`;

test("wasm memory stays flat over 100,000 games played and freed and millions of calls", { timeout: 300_000 }, async (t) => {
  const { page, errors } = await openWorkloadPage(browser, server);
  const next = { tictactoe: 0, ships: 0, duel: 0, deckbuilding: 0, backgammon: 0, go: 0, chess: 0 };
  const play = async (kind, n) => {
    let figures;
    for (let done = 0; done < n; done += CHUNK[kind]) {
      const size = Math.min(CHUNK[kind], n - done);
      figures = await page.evaluate(([k, from, size]) => window.workload.run(k, from, size), [kind, next[kind], size]);
      next[kind] += size;
    }
    return figures;
  };
  const state = () => page.evaluate(() => window.workload.counts);

  const start = await page.evaluate(() => ({ memoryBytes: window.workload.memoryBytes(), externrefSlots: window.workload.externrefSlots() }));
  const warmStart = Date.now();
  await play("tictactoe", WARM_UP.tictactoe);
  await play("ships", WARM_UP.ships);
  await play("duel", WARM_UP.duel);
  await play("deckbuilding", WARM_UP.deckbuilding);
  await play("backgammon", WARM_UP.backgammon);
  await play("go", WARM_UP.go);
  const warm = await play("chess", WARM_UP.chess);
  const warmCounts = await state();
  const warmMs = Date.now() - warmStart;

  // The run, interleaved: ten rounds of 9,280 tic-tac-toe games, 350 ships games, 40 duels, 30
  // deck-building games, 100 backgammon games, 200 Go games and 20 chess games.
  const runStart = Date.now();
  const rounds = 10;
  const sizes = [];
  let end;
  for (let r = 0; r < rounds; r++) {
    await play("tictactoe", RUN.tictactoe / rounds);
    await play("ships", RUN.ships / rounds);
    await play("duel", RUN.duel / rounds);
    await play("deckbuilding", RUN.deckbuilding / rounds);
    await play("backgammon", RUN.backgammon / rounds);
    await play("go", RUN.go / rounds);
    end = await play("chess", RUN.chess / rounds);
    sizes.push(end.memoryBytes);
  }
  const runMs = Date.now() - runStart;
  const counts = await state();
  const kinds = Object.keys(RUN);
  const played = (kind) => counts.games[kind] - warmCounts.games[kind];
  const games = kinds.reduce((sum, kind) => sum + played(kind), 0);
  const calls = counts.total - warmCounts.total;
  const errorCalls = counts.errors - warmCounts.errors;

  t.diagnostic(`wasm memory: ${mib(start.memoryBytes)} at start, ${mib(warm.memoryBytes)} after the warm-up ` +
    `(${WARM_UP.tictactoe} tic-tac-toe + ${WARM_UP.ships} ships games + ${WARM_UP.duel} duels + ${WARM_UP.deckbuilding} deck-building + ` +
    `${WARM_UP.backgammon} backgammon + ${WARM_UP.go} Go + ${WARM_UP.chess} chess games, ${warmCounts.total} calls, ${warmMs} ms)`);
  t.diagnostic(`wasm memory after the run: ${mib(end.memoryBytes)}; after each of the ${rounds} rounds (MiB): ` +
    sizes.map((s) => (s / MiB).toFixed(2)).join(" "));
  t.diagnostic(`run: ${games} games (${played("tictactoe")} tic-tac-toe, ` +
    `${played("ships")} ships, ${played("duel")} duels, ${played("deckbuilding")} deck-building, ${played("backgammon")} backgammon, ${played("go")} Go, ${played("chess")} chess), ${calls} calls into wasm of which ${errorCalls} threw ` +
    `an ArbiterError, in ${(runMs / 1000).toFixed(1)} s`);
  t.diagnostic(`externref table: ${start.externrefSlots} slots at start, ${warm.externrefSlots} after the warm-up, ` +
    `${end.externrefSlots} after the run`);
  t.diagnostic(`calls per method (whole test): ${JSON.stringify(counts.byMethod)}`);
  t.diagnostic(`errors thrown (whole test): ${JSON.stringify(counts.byError)}`);

  assert.ok(games >= MIN_GAMES, `played ${games} games, expected at least ${MIN_GAMES}`);
  assert.ok(calls >= MIN_CALLS, `made ${calls} calls, expected at least ${MIN_CALLS}`);
  assert.ok(errorCalls > 0, "error paths were exercised");
  // At most two steps of the high-water mark over the run, and none over its second half (a
  // leak of 20 bytes a game would add 2 MiB over the run, 1 MiB over its second half).
  assert.ok(end.memoryBytes <= warm.memoryBytes + 2 * MiB,
    `wasm memory grew from ${mib(warm.memoryBytes)} after the warm-up to ${mib(end.memoryBytes)} after the run ` +
    `(more than 2 MiB): something leaks`);
  const half = sizes[rounds / 2 - 1];
  assert.ok(end.memoryBytes <= half + MiB,
    `wasm memory grew from ${mib(half)} halfway to ${mib(end.memoryBytes)} after the run (more than 1 MiB): something leaks`);
  assert.ok(end.externrefSlots <= warm.externrefSlots + 128,
    `the externref table grew from ${warm.externrefSlots} to ${end.externrefSlots} slots: JS values leak into wasm`);
  assert.deepEqual(errors, [], "no page errors");
});
