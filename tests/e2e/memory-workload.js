// Runs in the page (served by memory-harness.mjs) for memory.test.mjs and memory-gc.mjs: loads the
// built package, hands out its wasm memory, and plays random games through every kind of call,
// counting each call that crosses into wasm. Deterministic: games and moves come from seeds.
import init, {
  TicTacToeGame, ShipsGame, DuelGame, DeckBuildingGame, BackgammonGame, GoGame, ChessGame, resolveEndOfTurn, checkEndTrigger, listKingdomCards,
  isArbiterError,
} from "../../pkg/arbiter.js";

/** The wasm exports, as `init()` returns them (`memory`, the externref table...). */
const wasm = await init();

/** The size of the wasm linear memory in bytes (it grows in 64 KiB pages and never shrinks). */
export function memoryBytes() {
  return wasm.memory.buffer.byteLength;
}

/** The length of wasm-bindgen's table of JS values held by wasm (it grows, never shrinks). */
export function externrefSlots() {
  return wasm.__wbindgen_externrefs.length;
}

/** Calls into wasm so far, per method (`submit`, `legalActions`...), and in all. */
export const counts = { total: 0, errors: 0, games: { tictactoe: 0, ships: 0, duel: 0, deckbuilding: 0, backgammon: 0, go: 0, chess: 0 }, byMethod: {}, byError: {} };

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
  counts.errors += 1;
  const key = `${method}:${code}`;
  counts.byError[key] = (counts.byError[key] ?? 0) + 1;
}

/** A small valid input for resolveEndOfTurn: one triggered effect and one continuous power. */
function endOfTurnInput(k) {
  return {
    players: [{ id: "A", health: 10 + (k % 20) }, { id: "B", health: 12 }],
    ships: [
      { id: "a1", ownerId: "A", isDestroyed: false, isConsumedInUpgrade: false,
        automaticPowers: [{ timing: "CONTINUOUS", effectType: "DAMAGE", value: 2, target: "EACH_OPPONENT" }] },
      { id: "b1", ownerId: "B", isDestroyed: k % 2 === 0, isConsumedInUpgrade: false, automaticPowers: [] },
    ],
    triggeredEffects: [{
      id: `t${k}`, sourceShipId: "b1", sourcePlayerId: "B", targetPlayerId: "A", effectType: "DAMAGE",
      value: 3, persistsIfSourceDestroyed: k % 3 === 0, description: "DAMAGE 3", triggeredAt: "BATTLE:1",
    }],
  };
}

/**
 * The error paths, one per game in rotation: each throws an ArbiterError through a different
 * route out of wasm (engine error, input that fails to decode, a non-string argument, a failing
 * constructor or static method, a malformed free-function input).
 */
const TTT_ERRORS = [
  (g) => throws("submit", "NOT_YOUR_TURN", () => g.submit("O", { cell: 0 })),
  (g) => throws("submit", "INVALID_INPUT", () => g.submit("X", { cell: "four" })),
  (g) => throws("submit", "INVALID_INPUT", () => g.submit("X", { cell: Number.NaN })),
  (g) => throws("submit", "INVALID_INPUT", () => g.submit("X", { cell: 9 })),
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions(42)),
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions("nobody")),
  (g) => throws("events", "INVALID_INPUT", () => g.events(-1)),
  (g) => throws("view", "INVALID_INPUT", () => g.view(7)),
  () => throws("TicTacToeGame.new", "INVALID_CONFIG", () => new TicTacToeGame({ players: ["X"] })),
  () => throws("TicTacToeGame.load", "INVALID_SAVE", () => TicTacToeGame.load({ version: 2 })),
  () => throws("TicTacToeGame.replay", "ILLEGAL_ACTION", () =>
    TicTacToeGame.replay(null, [{ player: "X", action: { cell: 0 } }, { player: "O", action: { cell: 0 } }])),
  () => throws("ShipsGame.new", "INVALID_CONFIG", () => new ShipsGame({ players: ["solo"] })),
  () => throws("resolveEndOfTurn", "INVALID_INPUT", () => resolveEndOfTurn({ players: [{ id: "A", health: 1.5 }], ships: [], triggeredEffects: [] })),
  () => throws("resolveEndOfTurn", "INVALID_INPUT", () => resolveEndOfTurn({ players: [], ships: [], triggeredEffects: [], maxHeath: 3 })),
];

/**
 * Plays one random tic-tac-toe game to its end through the API, then frees it (unless `free`
 * is false: then the caller drops it). Returns the game.
 */
export function playTicTacToe(i, free = true) {
  const rand = random(0x7777 + i);
  count("TicTacToeGame.new");
  const g = made(i % 2 ? new TicTacToeGame() : new TicTacToeGame({ seed: `ttt-${i}`, players: ["X", "O"] }));
  counts.games.tictactoe += 1;
  TTT_ERRORS[i % TTT_ERRORS.length](g);
  for (;;) {
    count("currentPlayer");
    const player = g.currentPlayer;
    if (player === null) break;
    count("legalActions");
    const legal = g.legalActions(player);
    if (legal.length < 9 && rand() < 0.15) {
      // An occupied cell: ILLEGAL_ACTION, and the game goes on unchanged.
      const taken = [0, 1, 2, 3, 4, 5, 6, 7, 8].find((c) => !legal.some((a) => a.cell === c));
      throws("submit", "ILLEGAL_ACTION", () => g.submit(player, { cell: taken }));
    }
    count("submit");
    g.submit(player, legal[Math.floor(rand() * legal.length)]);
  }
  count("outcome");
  if (g.outcome === null) throw new Error("a finished game has an outcome");
  count("stateHash");
  g.stateHash();
  count("events");
  g.events(i % 3);
  count("view");
  g.view(i % 2 ? "X" : undefined);
  count("resolveEndOfTurn");
  resolveEndOfTurn(endOfTurnInput(i));
  throws("submit", "GAME_FINISHED", () => g.submit("X", { cell: 0 }));
  if (i % 25 === 0) {
    // The rest of the API, now and then: save/load, replay, export, the getters, undo, the bot.
    count("save");
    const saved = g.save();
    count("TicTacToeGame.load");
    const loaded = made(TicTacToeGame.load(saved));
    count("actions");
    const actions = loaded.actions();
    count("TicTacToeGame.replay");
    const replayed = made(TicTacToeGame.replay(saved.config, actions.slice(0, 2)));
    count("exportState");
    replayed.exportState();
    count("status");
    void replayed.status;
    count("turn");
    void replayed.turn;
    count("players");
    void replayed.players;
    count("undo");
    replayed.undo();
    count("currentPlayer");
    count("botAction");
    replayed.botAction(replayed.currentPlayer, { iterations: 20, seed: `bot-${i}` });
    if (free) {
      count("free", 2);
      loaded.free();
      replayed.free();
    }
  }
  if (free) {
    count("free");
    g.free();
  }
  return g;
}

const SHIPS_ERRORS = [
  (g, p, other) => throws("submit", "NOT_YOUR_TURN", () => g.submit(other, { type: "PASS" })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "WARP" })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "BUILD", ship: 5 })),
  (g, p) => {
    // An action of the other phase: ILLEGAL_ACTION, and the game goes on unchanged.
    count("view");
    const wrong = g.view(p).state.phase === "BUILD" ? { type: "USE_SOLAR", shipId: "s1" } : { type: "BUILD", ship: "scout" };
    throws("submit", "ILLEGAL_ACTION", () => g.submit(p, wrong));
  },
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions(null)),
];

/** Plays one random two-player ships game to its end through the API, then frees it (unless `free` is false). */
export function playShips(i, free = true) {
  const rand = random(0x5151 + i);
  const players = ["p1", "p2"];
  count("ShipsGame.new");
  const g = made(new ShipsGame({ players, seed: `ships-${i}` }));
  counts.games.ships += 1;
  for (let step = 0; ; step++) {
    count("currentPlayer");
    const player = g.currentPlayer;
    if (player === null) break;
    count("legalActions");
    const legal = g.legalActions(player);
    if (step % 16 === 7) {
      SHIPS_ERRORS[(i + step) % SHIPS_ERRORS.length](g, player, player === "p1" ? "p2" : "p1");
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
    g.submit(player, legal[Math.floor(rand() * legal.length)]);
  }
  count("outcome");
  if (g.outcome === null) throw new Error("a finished game has an outcome");
  count("stateHash");
  g.stateHash();
  count("events");
  g.events();
  count("view");
  g.view();
  throws("submit", "GAME_FINISHED", () => g.submit("p1", { type: "PASS" }));
  if (free) {
    count("free");
    g.free();
  }
  return g;
}

/** Plays one random duel with the ready decks to its end through the API (views, hashes, an
 * illegal action and a payment refused on the way), then frees it (unless `free` is false). */
export function playDuel(i, free = true) {
  const rand = random(0xd0e1 + i);
  count("DuelGame.new");
  const g = made(new DuelGame({ players: ["p1", "p2"], seed: `duel-${i}` }));
  counts.games.duel += 1;
  for (let step = 0; ; step++) {
    count("currentPlayer");
    const player = g.currentPlayer;
    if (player === null) break;
    count("legalActions");
    const legal = g.legalActions(player);
    if (step % 64 === 17) throws("submit", "ILLEGAL_ACTION", () => g.submit(player, { type: "PLAY_LAND", card: "nope" }));
    if (step % 64 === 33) {
      count("view");
      g.view(player);
    } else if (step % 64 === 49) {
      count("canPayCost");
      g.canPayCost(player, "{2}{U}, {T}", null);
    }
    count("submit");
    g.submit(player, legal[Math.floor(rand() * legal.length)]);
  }
  count("outcome");
  if (g.outcome === null) throw new Error("a finished duel has an outcome");
  count("stateHash");
  g.stateHash();
  throws("submit", "GAME_FINISHED", () => g.submit("p1", { type: "PASS_PRIORITY" }));
  if (free) {
    count("free");
    g.free();
  }
  return g;
}

const KINGDOM = ["cellar", "chapel", "moat", "workshop", "moneylender", "remodel", "militia", "smithy", "mine", "council-room"];

const DECKBUILDING_ERRORS = [
  (g, p, other) => throws("submit", "NOT_YOUR_TURN", () => g.submit(other, { type: "END_PHASE" })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "SHUFFLE" })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "PLAY", card: "one" })),
  // A card that is in no hand, then a pile that is not in this supply: ILLEGAL_ACTION, and the
  // game goes on unchanged.
  (g, p) => throws("submit", "ILLEGAL_ACTION", () => g.submit(p, { type: "PLAY", card: 9999 })),
  (g, p) => throws("submit", "ILLEGAL_ACTION", () => g.submit(p, { type: "BUY", pile: "gardens" })),
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions(undefined)),
  () => throws("DeckBuildingGame.new", "INVALID_CONFIG", () => new DeckBuildingGame({ players: ["a", "b"], endTrigger: {} })),
  () => throws("checkEndTrigger", "INVALID_CONFIG", () =>
    checkEndTrigger({ supply: { province: 0 }, endTrigger: { keyPiles: ["nope"] }, turn: 1, maxTurns: 40, scoresComputed: true, ended: false })),
];

/** Plays one random deck-building game (2 to 4 players, the default or a trashing kingdom, short
 * or long) to its end through the API (views, hashes, the pure end check and error paths on the
 * way), then frees it (unless `free` is false). */
export function playDeckBuilding(i, free = true) {
  const rand = random(0xdec0 + i);
  const players = ["p1", "p2", "p3", "p4"].slice(0, 2 + (i % 3));
  count("DeckBuildingGame.new");
  const g = made(new DeckBuildingGame({
    players, seed: `deckbuilding-${i}`, maxTurns: i % 10 === 0 ? 40 : 4 + (i % 7), kingdom: i % 2 ? KINGDOM : undefined,
  }));
  counts.games.deckbuilding += 1;
  for (let step = 0; ; step++) {
    count("currentPlayer");
    const player = g.currentPlayer;
    if (player === null) break;
    count("legalActions");
    const legal = g.legalActions(player);
    if (step % 64 === 21) {
      DECKBUILDING_ERRORS[(i + step) % DECKBUILDING_ERRORS.length](g, player, players.find((p) => p !== player));
    }
    if (step % 32 === 5) {
      count("view");
      g.view(step % 64 === 5 ? player : null);
    } else if (step % 32 === 13) {
      count("stateHash");
      g.stateHash();
    } else if (step % 32 === 29) {
      count("checkEndTrigger");
      checkEndTrigger({ supply: { province: step % 9, duchy: 0, estate: 3 }, turn: step % 50, maxTurns: 40, scoresComputed: step % 2 === 0, ended: false });
    }
    // Buys over ending the phase, so that piles run out in the longer games.
    const buys = legal.filter((a) => a.type === "BUY" && a.pile !== "copper");
    const pick = buys.length > 0 && rand() < 0.7 ? buys : legal;
    count("submit");
    g.submit(player, pick[Math.floor(rand() * pick.length)]);
  }
  count("outcome");
  if (g.outcome === null) throw new Error("a finished deck-building game has an outcome");
  count("stateHash");
  g.stateHash();
  throws("submit", "GAME_FINISHED", () => g.submit("p1", { type: "END_PHASE" }));
  if (i % 25 === 0) {
    count("save");
    const saved = g.save();
    count("DeckBuildingGame.load");
    const loaded = made(DeckBuildingGame.load(saved));
    count("events");
    loaded.events(10);
    count("listKingdomCards");
    listKingdomCards();
    count("DeckBuildingGame.replay");
    const replayed = made(DeckBuildingGame.replay(saved.config, saved.actions.slice(0, 3)));
    count("currentPlayer");
    count("botAction");
    replayed.botAction(replayed.currentPlayer, { iterations: 20, seed: `bot-${i}` });
    if (free) {
      count("free", 2);
      loaded.free();
      replayed.free();
    }
  }
  if (free) {
    count("free");
    g.free();
  }
  return g;
}

/** The end of a random game: its outcome, its hash, and an action refused as GAME_FINISHED. */
function finished(g, kind, action) {
  count("outcome");
  if (g.outcome === null) throw new Error(`a finished ${kind} game has an outcome`);
  count("stateHash");
  g.stateHash();
  throws("submit", "GAME_FINISHED", () => g.submit("p1", action));
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
  if (next === null) throws("botAction", "GAME_FINISHED", () => replayed.botAction("p1", bot));
  else {
    count("botAction");
    replayed.botAction(next, bot);
  }
  if (free) {
    count("free", 2);
    loaded.free();
    replayed.free();
  }
}

const BACKGAMMON_ERRORS = [
  (g, p, other) => throws("submit", "NOT_YOUR_TURN", () => g.submit(other, { type: "MOVE", from: 6, to: 5 })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "MOVE", from: 0, to: 3 })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "MOVE", from: "x", to: 3 })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "MOVE", from: 3.5, to: "off" })),
  // Backwards: well-formed, refused by the rules, and the game goes on unchanged.
  (g, p) => throws("submit", "ILLEGAL_ACTION", () => g.submit(p, { type: "MOVE", from: 6, to: 7 })),
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions("nobody")),
  () => throws("BackgammonGame.new", "INVALID_CONFIG", () => new BackgammonGame({ players: ["a", "a"] })),
];

/** Plays one random backgammon game to its end through the API (views, hashes, error paths, a
 * checker move taken back within its turn now and then, and a refused undo across a roll), then
 * frees it (unless `free` is false). */
export function playBackgammon(i, free = true) {
  const rand = random(0xb6a0 + i);
  const players = ["p1", "p2"];
  count("BackgammonGame.new");
  const g = made(i % 2 ? new BackgammonGame({ players, seed: `backgammon-${i}` }) : new BackgammonGame({ seed: `bg-${i}`, players }));
  counts.games.backgammon += 1;
  for (let step = 0; ; step++) {
    count("currentPlayer");
    const player = g.currentPlayer;
    if (player === null) break;
    count("legalActions");
    const legal = g.legalActions(player);
    if (step % 64 === 19) {
      BACKGAMMON_ERRORS[(i + step) % BACKGAMMON_ERRORS.length](g, player, players.find((p) => p !== player));
    }
    if (step % 32 === 5) {
      count("view");
      g.view(step % 64 === 5 ? player : null);
    } else if (step % 32 === 13) {
      count("stateHash");
      g.stateHash();
    }
    const action = legal[Math.floor(rand() * legal.length)];
    count("submit");
    const entries = g.submit(player, action);
    if (step % 16 === 9) {
      // Within the turn, the move comes back; once the next dice are rolled, it cannot.
      const rolled = entries.some((e) => e.event.type === "DiceRolled");
      const ended = entries.some((e) => e.event.type === "GameEnded");
      if (!rolled && !ended) {
        count("undo");
        g.undo();
        count("submit");
        g.submit(player, action);
      } else if (!ended) {
        throws("undo", "ILLEGAL_ACTION", () => g.undo());
      }
    }
  }
  finished(g, "backgammon", { type: "RESIGN" });
  reloaded(i, g, BackgammonGame, "BackgammonGame", free, 7);
  if (free) {
    count("free");
    g.free();
  }
  return g;
}

const GO_ERRORS = [
  (g, p, other) => throws("submit", "NOT_YOUR_TURN", () => g.submit(other, { type: "PASS" })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "PLAY", x: -1, y: 0 })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "PLAY", x: 19, y: 0 })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "PLAY", x: 1, y: "a" })),
  (g, p) => {
    // A stone on a stone: well-formed, refused by the rules, and the game goes on unchanged.
    count("view");
    const { board, size } = g.view(p).state;
    const at = board.search(/[BW]/);
    if (at < 0) throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "PASS", x: 0 }));
    else throws("submit", "ILLEGAL_ACTION", () => g.submit(p, { type: "PLAY", x: at % size, y: Math.floor(at / size) }));
  },
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions("nobody")),
  () => throws("GoGame.new", "INVALID_CONFIG", () => new GoGame({ size: 4 })),
  () => throws("GoGame.new", "INVALID_CONFIG", () => new GoGame({ komi: 0.3 })),
];

const GO_KOMI = [undefined, 7.5, 0.5, 6, -2.5];

/** Plays one random Go game on a small board (5×5 to 7×7) to its end through the API (views,
 * hashes, error paths, a move taken back and played again now and then), then frees it (unless
 * `free` is false). Every 25th: save/load/replay, perft and the bot. */
export function playGo(i, free = true) {
  const rand = random(0x6060 + i);
  const players = ["p1", "p2"];
  const config = { players, size: 5 + (i % 3) };
  // One game in eight counts by agreement (two passes start a counting, whose proposal plays
  // a thousand playouts' worth); the others count the board as it stands.
  if (i % 8 !== 0) config.counting = "area";
  const komi = GO_KOMI[i % GO_KOMI.length];
  if (komi !== undefined) config.komi = komi;
  count("GoGame.new");
  const g = made(new GoGame(config));
  counts.games.go += 1;
  for (let step = 0; ; step++) {
    count("currentPlayer");
    const player = g.currentPlayer;
    if (player === null) break;
    count("legalActions");
    const legal = g.legalActions(player);
    if (step % 32 === 11) {
      GO_ERRORS[(i + step) % GO_ERRORS.length](g, player, players.find((p) => p !== player));
    }
    if (step % 16 === 5) {
      count("view");
      g.view(step % 32 === 5 ? player : null);
    } else if (step % 16 === 13) {
      count("stateHash");
      g.stateHash();
    }
    // Stones mostly: a pass one time in twelve (two in a row end the game).
    const stones = legal.length - 1;
    const action = stones > 0 && rand() >= 1 / 12 ? legal[Math.floor(rand() * stones)] : legal[stones];
    count("submit");
    const entries = g.submit(player, action);
    if (step % 16 === 9 && !entries.some((e) => e.event.type === "GameEnded")) {
      count("undo");
      g.undo();
      count("submit");
      g.submit(player, action);
    }
  }
  finished(g, "Go", { type: "RESIGN" });
  reloaded(i, g, GoGame, "GoGame", free, 6, true);
  if (free) {
    count("free");
    g.free();
  }
  return g;
}

const CHESS_ERRORS = [
  (g, p, other) => throws("submit", "NOT_YOUR_TURN", () => g.submit(other, { type: "CLAIM_DRAW" })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "MOVE", uci: "e9e4" })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { type: "MOVE", uci: 42 })),
  // Well-formed, refused by the rules, and the game goes on unchanged.
  (g, p) => throws("submit", "ILLEGAL_ACTION", () => g.submit(p, { type: "MOVE", uci: "a1a1" })),
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions("nobody")),
  () => throws("ChessGame.new", "INVALID_CONFIG", () => new ChessGame({ fen: "8/8/8/8/8/8/8/8 w - - 0 1" })),
  (g) => throws("perft", "INVALID_INPUT", () => g.perft(11)),
];

const CHESS_FENS = [
  undefined,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
];

/** Plays one random chess game (from the start or a perft position) to its end through the API
 * (views, hashes, fen(), error paths, a move taken back and played again now and then), then
 * frees it (unless `free` is false). Every 25th: save/load/replay, perft and the bot. */
export function playChess(i, free = true) {
  const rand = random(0xc4e5 + i);
  const fen = CHESS_FENS[i % CHESS_FENS.length];
  count("ChessGame.new");
  const g = made(new ChessGame(fen === undefined ? { players: ["p1", "p2"] } : { players: ["p1", "p2"], fen }));
  counts.games.chess += 1;
  const players = ["p1", "p2"];
  for (let step = 0; ; step++) {
    count("currentPlayer");
    const player = g.currentPlayer;
    if (player === null) break;
    count("legalActions");
    const legal = g.legalActions(player);
    if (step % 64 === 23) {
      CHESS_ERRORS[(i + step) % CHESS_ERRORS.length](g, player, players.find((p) => p !== player));
    }
    if (step % 32 === 5) {
      count("view");
      g.view(step % 64 === 5 ? player : null);
    } else if (step % 32 === 13) {
      count("stateHash");
      g.stateHash();
    } else if (step % 32 === 21) {
      count("fen");
      g.fen();
    }
    const action = legal[Math.floor(rand() * legal.length)];
    count("submit");
    const entries = g.submit(player, action);
    if (step % 16 === 9 && !entries.some((e) => e.event.type === "GameEnded")) {
      count("undo");
      g.undo();
      count("submit");
      g.submit(player, action);
    }
  }
  finished(g, "chess", { type: "RESIGN" });
  reloaded(i, g, ChessGame, "ChessGame", free, 6, true);
  if (free) {
    count("free");
    g.free();
  }
  return g;
}

const PLAYERS = { ships: playShips, duel: playDuel, deckbuilding: playDeckBuilding, backgammon: playBackgammon, go: playGo, chess: playChess };

/**
 * Plays `n` games of `kind` ("tictactoe", "ships", "duel", "deckbuilding", "backgammon", "go" or "chess"),
 * numbered from `from`, freeing each. Returns the memory figures after the chunk.
 */
export function run(kind, from, n) {
  const play = PLAYERS[kind] ?? playTicTacToe;
  for (let i = from; i < from + n; i++) play(i);
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
  const play = kind === "ships" ? playShips : playTicTacToe;
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
