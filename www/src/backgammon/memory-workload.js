// Backgammon in the memory test (tests/e2e/memory.test.mjs): random games to their end (~200
// checker moves, ~630 calls each), moves taken back within a turn and refused across a roll.

/** Games in the memory test's run (a tenth of that again in its warm-up), and per page.evaluate. */
export const games = 1_000;
export const chunk = 100;

// The memory test's helpers (tests/e2e/memory-workload.js) and the package, as play() is handed them.
let count, throws, random, made, finished, reloaded, BackgammonGame, retake, release;

/** Plays game `i` to its end through the API, then frees it unless `free` is false; returns it. */
export function play(i, free, kit) {
  ({ count, throws, random, made, finished, reloaded, retake, release } = kit);
  ({ BackgammonGame } = kit.pkg);
  return playBackgammon(i, free);
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
function playBackgammon(i, free = true) {
  const rand = random(0xb6a0 + i);
  const players = ["p1", "p2"];
  count("BackgammonGame.new");
  const g = made(i % 2 ? new BackgammonGame({ players, seed: `backgammon-${i}` }) : new BackgammonGame({ seed: `bg-${i}`, players }));
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
        retake(g, player, action);
      } else if (!ended) {
        throws("undo", "ILLEGAL_ACTION", () => g.undo());
      }
    }
  }
  finished(g, "backgammon", { type: "RESIGN" });
  reloaded(i, g, BackgammonGame, "BackgammonGame", free, 7);
  return release(g, free);
}
