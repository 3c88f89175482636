// The duel in the memory test (tests/e2e/memory.test.mjs): random games with the ready decks to
// their end (~800 actions, ~2,400 calls each).

/** Games in the memory test's run (a tenth of that again in its warm-up), and per page.evaluate. */
export const games = 400;
export const chunk = 40;

// The memory test's helpers (tests/e2e/memory-workload.js) and the package, as play() is handed them.
let count, throws, random, made, DuelGame, retake, release;

/** Plays game `i` to its end through the API, then frees it unless `free` is false; returns it. */
export function play(i, free, kit) {
  ({ count, throws, random, made, release } = kit);
  ({ DuelGame } = kit.pkg);
  return playDuel(i, free);
}

/** Plays one random duel with the ready decks to its end through the API (views, hashes, an
 * illegal action and a payment refused on the way), then frees it (unless `free` is false). */
function playDuel(i, free = true) {
  const rand = random(0xd0e1 + i);
  count("DuelGame.new");
  const g = made(new DuelGame({ players: ["p1", "p2"], seed: `duel-${i}` }));
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
  return release(g, free);
}
