// Tic-tac-toe in the memory test (tests/e2e/memory.test.mjs): random games to their end, ~37 calls
// each, with error paths in rotation and, every 25th game, save/load, replay, export, undo and the bot.

/** Games in the memory test's run (a tenth of that again in its warm-up), and per page.evaluate. */
export const games = 92_800;
export const chunk = 4_640;

// The memory test's helpers (tests/e2e/memory-workload.js) and the package, as play() is handed them.
let count, throws, random, made, TicTacToeGame, retake, release;

/** Plays game `i` to its end through the API, then frees it unless `free` is false; returns it. */
export function play(i, free, kit) {
  ({ count, throws, random, made, release } = kit);
  ({ TicTacToeGame } = kit.pkg);
  return playTicTacToe(i, free);
}

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
];

/**
 * Plays one random tic-tac-toe game to its end through the API, then frees it (unless `free`
 * is false: then the caller drops it). Returns the game.
 */
function playTicTacToe(i, free = true) {
  const rand = random(0x7777 + i);
  count("TicTacToeGame.new");
  const g = made(i % 2 ? new TicTacToeGame() : new TicTacToeGame({ seed: `ttt-${i}`, players: ["X", "O"] }));
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
  return release(g, free);
}
