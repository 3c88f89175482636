// Runs in the page (served by memory-harness.mjs) for memory.test.mjs and memory-gc.mjs: loads the
// built package, hands out its wasm memory, and plays random games of every game of the table
// through every kind of call, counting each call that crosses into wasm. A game plays its own
// workload (www/src/<name>/memory-workload.js) if its page folder has one, else the generic one
// below, through the calls every game class has. Deterministic: games and moves come from seeds.
import * as pkg from "../../pkg/arbiter.js";
// The module's raw exports (its memory, the externref table) are not the package's API: this
// test reads them from wasm-bindgen's glue, whose init answers them once the package has loaded.
import glueInit from "../../pkg/wasm/arbiter.js";

const { isArbiterError } = pkg;

await pkg.default();
/** The wasm exports (`memory`, the externref table...). */
const wasm = await glueInit();

/** The size of the wasm linear memory in bytes (it grows in 64 KiB pages and never shrinks). */
export function memoryBytes() {
  return wasm.memory.buffer.byteLength;
}

/** The length of wasm-bindgen's table of JS values held by wasm (it grows, never shrinks). */
export function externrefSlots() {
  return wasm.__wbindgen_externrefs.length;
}

/** Calls into wasm so far, per method (`submit`, `legalActions`...), and in all; games played per
 * game, and generic games left unfinished at their cap of actions. */
export const counts = { total: 0, errors: 0, games: {}, unfinished: {}, byMethod: {}, byError: {} };

function count(method, n = 1) {
  counts.total += n;
  counts.byMethod[method] = (counts.byMethod[method] ?? 0) + n;
}

/** Every game object created (for memory-gc.mjs, which watches them being collected). */
let tracker = null;
function made(game) {
  tracker?.(game);
  return game;
}

/** mulberry32: a small seeded PRNG, so every run plays the same games. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Calls `fn`, which must throw an ArbiterError with `code` (checked with `isArbiterError`). */
function throws(method, code, fn) {
  count(method);
  let error;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  count("isArbiterError");
  if (!isArbiterError(error) || error.code !== code) {
    throw new Error(`${method} should throw ArbiterError ${code}, got ${error === undefined ? "no error" : `${error?.name} ${error?.code}: ${error?.message}`}`);
  }
  counted(method, code);
}

function counted(method, code) {
  counts.errors += 1;
  const key = `${method}:${code}`;
  counts.byError[key] = (counts.byError[key] ?? 0) + 1;
}

/** The end of a random game: its outcome, its hash, and `action` refused as GAME_FINISHED. */
function finished(g, kind, action, player = "p1") {
  count("outcome");
  if (g.outcome === null) throw new Error(`a finished ${kind} game has an outcome`);
  count("stateHash");
  g.stateHash();
  throws("submit", "GAME_FINISHED", () => g.submit(player, action));
}

/** The last action taken back and played again. */
function retake(g, player, action) {
  count("undo");
  g.undo();
  count("submit");
  g.submit(player, action);
}

/** The end of a game's workload: the game freed, unless `free` is false; returns it. */
function release(g, free) {
  if (free) {
    count("free");
    g.free();
  }
  return g;
}

/** Every 25th game (`i`): saved, loaded, and replayed to its `first` actions, where the bot (20
 * iterations) is asked for an action and, with `perft`, perft(2) counted; both freed unless
 * `free` is false. */
function reloaded(i, g, Class, name, free, first, perft = false) {
  if (i % 25 !== 0) return;
  count("save");
  const saved = g.save();
  count(`${name}.load`);
  const loaded = made(Class.load(saved));
  count("events");
  loaded.events(10);
  count("exportState");
  loaded.exportState();
  count(`${name}.replay`);
  const replayed = made(Class.replay(saved.config, saved.actions.slice(0, first)));
  if (perft) {
    count("perft");
    replayed.perft(2);
  }
  count("currentPlayer");
  const next = replayed.currentPlayer;
  const bot = { iterations: 20, seed: `bot-${i}` };
  // (A few actions may already end a game: two passes in Go.)
  if (next === null) {
    count("players");
    throws("botAction", "GAME_FINISHED", () => replayed.botAction(replayed.players[0], bot));
  } else {
    count("botAction");
    replayed.botAction(next, bot);
  }
  if (free) {
    count("free", 2);
    loaded.free();
    replayed.free();
  }
}

/** A generic game stops (unfinished, then freed) after this many actions. */
const GENERIC_ACTIONS = 1000;

/** The error paths of the generic workload, in rotation: what every game class refuses alike. */
const GENERIC_ERRORS = [
  (g, Class, name, player, other, action) => other !== undefined
    ? throws("submit", "NOT_YOUR_TURN", () => g.submit(other, action))
    : throws("submit", "INVALID_INPUT", () => g.submit(player, "nope")),
  (g, Class, name, player) => throws("submit", "INVALID_INPUT", () => g.submit(player, "nope")),
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions("nobody")),
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions(42)),
  (g) => throws("events", "INVALID_INPUT", () => g.events(-1)),
  (g) => throws("view", "INVALID_INPUT", () => g.view(7)),
  (g, Class, name) => throws(`${name}.load`, "INVALID_SAVE", () => Class.load({ version: 2 })),
  (g, Class, name) => throws(`${name}.new`, "INVALID_CONFIG", () => new Class({ players: ["a", "a"] })),
];

/** A small number from a name, to seed each game's generic workload differently. */
const seedOf = (text) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

/**
 * The generic workload, for a game whose folder has none: one random game of `Class` from its
 * default config and a seed, through the calls every game class has (legalActions, submit, an
 * undo now and then, view, events, stateHash; save, load, replay and the bot every 25th game),
 * with error paths on the way; stopped after GENERIC_ACTIONS actions if not over. Then freed
 * unless `free` is false. Returns the game.
 */
function playGeneric(i, free, { Class, name, game }) {
  const rand = random(seedOf(game) + i);
  count(`${name}.new`);
  const g = made(new Class({ seed: `${game}-${i}` }));
  count("players");
  const players = g.players;
  let last = null;
  let step = 0;
  for (; step < GENERIC_ACTIONS; step++) {
    count("currentPlayer");
    const player = g.currentPlayer;
    if (player === null) break;
    count("legalActions");
    const legal = g.legalActions(player);
    const action = legal[Math.floor(rand() * legal.length)];
    if (step % 16 === 7) {
      GENERIC_ERRORS[(i + step) % GENERIC_ERRORS.length](g, Class, name, player, players.find((p) => p !== player), action);
    }
    if (step % 8 === 3) {
      count("view");
      g.view(step % 16 === 3 ? player : null);
    } else if (step % 8 === 5) {
      count("stateHash");
      g.stateHash();
    } else if (step % 8 === 1) {
      count("events");
      g.events(Math.max(0, step * 2 - 8));
    }
    count("submit");
    const entries = g.submit(player, action);
    last = { player, action };
    if (step % 16 === 9 && !entries.some((e) => e.event?.type === "GameEnded")) {
      // Taken back and played again, where the game allows it (not past a roll of the dice).
      try {
        retake(g, player, action);
      } catch (e) {
        if (!isArbiterError(e)) throw e;
        counted("undo", e.code);
      }
    }
  }
  count("status");
  if (g.status === "FINISHED") {
    finished(g, game, last.action, last.player);
  } else {
    counts.unfinished[game] = (counts.unfinished[game] ?? 0) + 1;
  }
  reloaded(i, g, Class, name, free, Math.min(step, 6));
  return release(g, free);
}

/** What a game's own workload is handed, besides its game's number and whether to free it. */
const KIT = { pkg, count, throws, random, made, finished, reloaded, retake, release };

/** The games, as setup() was given them: name → how to play one. */
const games = new Map();

/**
 * Takes the games of the table, in its order: `[{ name, ruleset, workload }]`, `workload` being
 * the address of the game's own workload module or null. Called once, by the page.
 */
export async function setup(table) {
  for (const { name, ruleset, workload } of table) {
    const className = `${ruleset}Game`;
    const Class = pkg[className];
    if (typeof Class !== "function") throw new Error(`the package has no class ${className} for the game "${name}"`);
    const own = workload ? await import(workload) : null;
    if (own && typeof own.play !== "function") throw new Error(`${workload} exports no play(i, free, kit)`);
    games.set(name, { play: own ? own.play : playGeneric, generic: playGeneric, kit: { ...KIT, Class, name: className, game: name } });
    counts.games[name] = 0;
  }
}

function player(kind, generic = false) {
  const game = games.get(kind);
  if (!game) throw new Error(`no game "${kind}" in the table (${[...games.keys()].join(", ")})`);
  const play = generic ? game.generic : game.play;
  return (i, free) => {
    counts.games[kind] += 1;
    return play(i, free, game.kit);
  };
}

/**
 * Plays `n` games of `kind` (a game's name), numbered from `from`, freeing each: its own
 * workload, or with `generic` the generic one. Returns the memory figures after the chunk.
 */
export function run(kind, from, n, generic = false) {
  const play = player(kind, generic);
  for (let i = from; i < from + n; i++) play(i, true);
  return { memoryBytes: memoryBytes(), externrefSlots: externrefSlots(), calls: counts.total, errors: counts.errors };
}

// For memory-gc.mjs: games left to the garbage collector (wasm-bindgen's FinalizationRegistry
// frees their wasm side once V8 has collected the JS wrapper).

/** Games created and games collected (seen by our own FinalizationRegistry), per batch mode. */
export const watched = { created: 0, collected: 0 };
const watcher = new FinalizationRegistry(() => {
  watched.collected += 1;
});

/** Starts counting the games created and collected from now on. */
export function watchGames() {
  tracker = (game) => {
    watched.created += 1;
    watcher.register(game, null);
  };
}

/** Games kept alive on purpose (mode "keep"): what memory would do with no reclamation. */
const kept = [];

/**
 * Plays `n` games of `kind` from number `from`, then: "free" frees each; "drop" lets go of each
 * without free(); "keep" holds on to each. Returns the memory figures right after the batch.
 */
export function batch(kind, from, n, mode) {
  const play = player(kind);
  for (let i = from; i < from + n; i++) {
    const game = play(i, mode === "free");
    if (mode === "keep") kept.push(game);
  }
  return { memoryBytes: memoryBytes(), externrefSlots: externrefSlots(), ...watched };
}

/**
 * Yields to the event loop `rounds` times (finalizers run in tasks of their own), calling the
 * exposed `gc()` before each yield when `forceGc`. Returns the memory figures then.
 */
export async function settle(rounds, forceGc) {
  for (let k = 0; k < rounds; k++) {
    if (forceGc) globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { memoryBytes: memoryBytes(), externrefSlots: externrefSlots(), ...watched };
}
