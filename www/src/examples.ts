// Example inputs for resolveEndOfTurn, shown in the editable text area.
import type { EndOfTurnInput } from "arbiter-rules";

const torpedo = (id: string, from: string, to: string, value: number) => ({
  id, sourceShipId: `${from}-frigate`, sourcePlayerId: from, targetPlayerId: to,
  effectType: "DAMAGE" as const, value, persistsIfSourceDestroyed: true,
  description: "torpedo fired on completion", triggeredAt: "BUILD:1",
});

export const EXAMPLES: Record<string, EndOfTurnInput> = {
  survive: {
    players: [{ id: "you", health: 3 }, { id: "bot", health: 20 }],
    ships: [
      { id: "bot-frigate", ownerId: "bot", isDestroyed: true, isConsumedInUpgrade: false,
        automaticPowers: [{ timing: "CONTINUOUS", effectType: "DAMAGE", value: 9, target: "OPPONENT" }] },
      { id: "you-medic", ownerId: "you", isDestroyed: false, isConsumedInUpgrade: false,
        automaticPowers: [{ timing: "CONTINUOUS", effectType: "HEAL", value: 4, target: "SELF" }] },
    ],
    triggeredEffects: [torpedo("t1", "bot", "you", 5)],
  },
  draw: {
    players: [{ id: "you", health: 4 }, { id: "bot", health: 4 }],
    ships: [],
    triggeredEffects: [torpedo("t1", "you", "bot", 4), torpedo("t2", "bot", "you", 6)],
  },
  ranks: {
    players: [{ id: "Red", health: 10 }, { id: "Blue", health: 2 }, { id: "Green", health: 3 }],
    ships: [
      { id: "red-dreadnought", ownerId: "Red", isDestroyed: false, isConsumedInUpgrade: false,
        automaticPowers: [{ timing: "CONTINUOUS", effectType: "DAMAGE", value: 3, target: "EACH_OPPONENT" }] },
    ],
    triggeredEffects: [],
    maxHealth: 35,
  },
};
