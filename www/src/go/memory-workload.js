// Go in the memory test (tests/e2e/memory.test.mjs): random games on 5×5 to 7×7 boards (~230 calls
// each; one in eight counted by agreement, its countings played at random).

/** Games in the memory test's run (a tenth of that again in its warm-up), and per page.evaluate. */
export const games = 2_000;
export const chunk = 200;

// The memory test's helpers (tests/e2e/memory-workload.js) and the package, as play() is handed them.
let count, throws, random, made, finished, reloaded, GoGame, retake, release;

/** Plays game `i` to its end through the API, then frees it unless `free` is false; returns it. */
export function play(i, free, kit) {
  ({ count, throws, random, made, finished, reloaded, retake, release } = kit);
  ({ GoGame } = kit.pkg);
  return playGo(i, free);
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
function playGo(i, free = true) {
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
      retake(g, player, action);
    }
  }
  finished(g, "Go", { type: "RESIGN" });
  reloaded(i, g, GoGame, "GoGame", free, 6, true);
  return release(g, free);
}
