// End-of-turn resolution in plain JavaScript, written from the specification
// (shared/specs/end-of-turn-resolution.md) the way a front-end developer would write it: no
// validation, a Map to find ships by id, an object of per-player deltas. It is a baseline for
// `npm run bench`, not part of the package.
//
// Input: the shape `resolveEndOfTurn` takes ({ players, ships, triggeredEffects, maxHealth? }).
// Result: { players, status, winner, applied, tally }. Unlike ours, it lists neither the skipped
// effects nor an event log.

const MAX_HEALTH = 35;

/** Resolves on a deep copy of `input` (structuredClone): `input` is left as it was. */
export function resolveEndOfTurn(input) {
  return resolveEndOfTurnInPlace(structuredClone(input));
}

/** Resolves on `input` itself: its players get their new health and isActive. */
export function resolveEndOfTurnInPlace(state) {
  const { players, ships, triggeredEffects } = state;
  const maxHealth = state.maxHealth ?? MAX_HEALTH;
  // A player given with isActive: false is already out: nothing reaches them, their ships stop.
  const out = new Set(players.filter((p) => p.isActive === false).map((p) => p.id));
  const opponentsOf = {};
  for (const p of players) {
    opponentsOf[p.id] = players.filter((q) => q.id !== p.id && !out.has(q.id)).map((q) => q.id);
  }
  const shipsById = new Map();
  for (const ship of ships) shipsById.set(ship.id, ship);

  // Steps 1 and 2: collect the effects that resolve.
  const applied = [];
  for (const effect of triggeredEffects) {
    if (!effect.persistsIfSourceDestroyed) {
      const ship = shipsById.get(effect.sourceShipId);
      if (!ship || ship.isDestroyed || ship.isConsumedInUpgrade) continue;
    }
    if (out.has(effect.targetPlayerId)) continue;
    applied.push(effect);
  }
  for (const ship of ships) {
    if (ship.isDestroyed || ship.isConsumedInUpgrade || out.has(ship.ownerId)) continue;
    ship.automaticPowers.forEach((power, k) => {
      if (power.timing !== "CONTINUOUS") return; // ONCE powers arrive as triggered effects
      // OPPONENT and EACH_OPPONENT: every other player still in the game.
      const targets = power.target === "SELF" ? [ship.ownerId] : opponentsOf[ship.ownerId];
      for (const targetPlayerId of targets) {
        applied.push({
          id: `${ship.id}#${k}`,
          sourceShipId: ship.id,
          sourcePlayerId: ship.ownerId,
          targetPlayerId,
          effectType: power.effectType,
          value: power.value,
        });
      }
    });
  }

  // Step 3: tally, then apply all at once.
  const deltas = {};
  for (const p of players) deltas[p.id] = { damage: 0, healing: 0 };
  for (const effect of applied) {
    if (effect.effectType === "DAMAGE") deltas[effect.targetPlayerId].damage += effect.value;
    else if (effect.effectType === "HEAL") deltas[effect.targetPlayerId].healing += effect.value;
  }
  const tally = players.map((p) => {
    const { damage, healing } = deltas[p.id];
    return { player: p.id, damage, healing, net: healing - damage };
  });

  // Step 4: cap health, defeats, then the end check for everyone at once.
  players.forEach((p, i) => {
    const wasIn = p.isActive !== false;
    p.health = Math.min(Math.max(p.health + tally[i].net, 0), maxHealth);
    p.isActive = wasIn && p.health > 0;
  });
  const alive = players.filter((p) => p.isActive);
  const finished = alive.length <= 1;
  return {
    players,
    status: finished ? "FINISHED" : "ACTIVE",
    winner: alive.length === 1 ? alive[0].id : null,
    applied,
    tally,
  };
}
