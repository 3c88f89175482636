// Connect Four in the memory test (tests/e2e/memory.test.mjs): random games to their end (up to
// 42 drops, ~3 calls each), error paths in rotation, a drop taken back and played again now and
// then, and every 25th game save/load, replay, perft and the bot.

/** Games in the memory test's run (a tenth of that again in its warm-up), and per page.evaluate. */
export const games = 3_000;
export const chunk = 300;

// The memory test's helpers (tests/e2e/memory-workload.js) and the package, as play() is handed them.
let count, throws, random, made, finished, reloaded, ConnectFourGame, retake, release;

/** Plays game `i` to its end through the API, then frees it unless `free` is false; returns it. */
export function play(i, free, kit) {
  ({ count, throws, random, made, finished, reloaded, retake, release } = kit);
  ({ ConnectFourGame } = kit.pkg);
  return playConnectFour(i, free);
}

const C4_ERRORS = [
  (g, p, other) => throws("submit", "NOT_YOUR_TURN", () => g.submit(other, { column: 3 })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { column: 7 })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { column: -1 })),
  (g, p) => throws("submit", "INVALID_INPUT", () => g.submit(p, { column: "three" })),
  (g) => throws("legalActions", "INVALID_INPUT", () => g.legalActions("nobody")),
  (g) => throws("perft", "INVALID_INPUT", () => g.perft(11)),
  () => throws("ConnectFourGame.new", "INVALID_CONFIG", () => new ConnectFourGame({ players: ["red", "red"] })),
];

/** Plays one random Connect Four game to its end through the API, then frees it (unless `free`
 * is false). A full column is tried now and then: ILLEGAL_ACTION, and the game goes on. */
function playConnectFour(i, free = true) {
  const rand = random(0xc04f + i);
  const players = i % 2 ? ["red", "yellow"] : ["p1", "p2"];
  count("ConnectFourGame.new");
  const g = made(i % 2 ? new ConnectFourGame() : new ConnectFourGame({ seed: `c4-${i}`, players }));
  for (let step = 0; ; step++) {
    count("currentPlayer");
    const player = g.currentPlayer;
    if (player === null) break;
    count("legalActions");
    const legal = g.legalActions(player);
    if (step % 8 === 5) {
      C4_ERRORS[(i + step) % C4_ERRORS.length](g, player, players.find((p) => p !== player));
    }
    if (legal.length < 7 && step % 4 === 1) {
      const full = [0, 1, 2, 3, 4, 5, 6].find((c) => !legal.some((a) => a.column === c));
      throws("submit", "ILLEGAL_ACTION", () => g.submit(player, { column: full }));
    }
    if (step % 8 === 2) {
      count("view");
      g.view(step % 16 === 2 ? player : null);
    } else if (step % 8 === 6) {
      count("stateHash");
      g.stateHash();
    }
    const action = legal[Math.floor(rand() * legal.length)];
    count("submit");
    const entries = g.submit(player, action);
    if (step % 16 === 9 && !entries.some((e) => e.event.type === "GameEnded")) {
      retake(g, player, action);
    }
  }
  finished(g, "connect four", { column: 0 }, players[0]);
  reloaded(i, g, ConnectFourGame, "ConnectFourGame", free, 4, true);
  return release(g, free);
}
