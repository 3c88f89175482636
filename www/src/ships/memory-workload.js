// Ships in the memory test (tests/e2e/memory.test.mjs): random two-player games to their end (~110
// actions, ~390 calls each), views, hashes and error paths on the way, and the end-of-turn
// resolution (resolveEndOfTurn) alongside.

/** Games in the memory test's run (a tenth of that again in its warm-up), and per page.evaluate. */
export const games = 3_500;
export const chunk = 200;

// The memory test's helpers (tests/e2e/memory-workload.js) and the package, as play() is handed them.
let count, throws, random, made, ShipsGame, resolveEndOfTurn, retake, release;

/** Plays game `i` to its end through the API, then frees it unless `free` is false; returns it. */
export function play(i, free, kit) {
  ({ count, throws, random, made, release } = kit);
  ({ ShipsGame, resolveEndOfTurn } = kit.pkg);
  return playShips(i, free);
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
  () => throws("ShipsGame.new", "INVALID_CONFIG", () => new ShipsGame({ players: ["solo"] })),
  () => throws("resolveEndOfTurn", "INVALID_INPUT", () => resolveEndOfTurn({ players: [{ id: "A", health: 1.5 }], ships: [], triggeredEffects: [] })),
  () => throws("resolveEndOfTurn", "INVALID_INPUT", () => resolveEndOfTurn({ players: [], ships: [], triggeredEffects: [], maxHeath: 3 })),
];

/** Plays one random two-player ships game to its end through the API, then frees it (unless `free` is false). */
function playShips(i, free = true) {
  const rand = random(0x5151 + i);
  const players = ["p1", "p2"];
  count("ShipsGame.new");
  const g = made(new ShipsGame({ players, seed: `ships-${i}` }));
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
    } else if (step % 4 === 0) {
      // The end-of-turn resolution on its own, many times a game (the playground's call).
      count("resolveEndOfTurn");
      resolveEndOfTurn(endOfTurnInput(i + step));
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
  return release(g, free);
}
