// Deck-building in the memory test (tests/e2e/memory.test.mjs): random games of 2 to 4 players,
// mostly 4 to 10 rounds, the pure end check and error paths on the way.

/** Games in the memory test's run (a tenth of that again in its warm-up), and per page.evaluate. */
export const games = 300;
export const chunk = 30;

// The memory test's helpers (tests/e2e/memory-workload.js) and the package, as play() is handed them.
let count, throws, random, made, DeckBuildingGame, checkEndTrigger, listKingdomCards, retake, release;

/** Plays game `i` to its end through the API, then frees it unless `free` is false; returns it. */
export function play(i, free, kit) {
  ({ count, throws, random, made, release } = kit);
  ({ DeckBuildingGame, checkEndTrigger, listKingdomCards } = kit.pkg);
  return playDeckBuilding(i, free);
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
function playDeckBuilding(i, free = true) {
  const rand = random(0xdec0 + i);
  const players = ["p1", "p2", "p3", "p4"].slice(0, 2 + (i % 3));
  count("DeckBuildingGame.new");
  const g = made(new DeckBuildingGame({
    players, seed: `deckbuilding-${i}`, maxTurns: i % 10 === 0 ? 40 : 4 + (i % 7), kingdom: i % 2 ? KINGDOM : undefined,
  }));
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
  return release(g, free);
}
