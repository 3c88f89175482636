// Words for the ships page: player names, powers, actions, events and the end screen. All text
// comes from the engine's data (catalogue, events, outcome); nothing here decides a rule.
import type {
  ShipsEndReason, GameOutcome, Power, PowerTarget, ShipDefinition, ShipsAction, ShipsEvent, ShipsState, SkipReason,
} from "arbiter-rules/ships";

export const HUMAN = "you";

/** "You", "Bot 1"... from the ids the page uses ("you", "bot1"...). */
export function playerName(id: string): string {
  if (id === HUMAN) return "You";
  const bot = /^bot(\d+)$/.exec(id);
  return bot ? `Bot ${bot[1]}` : id;
}

function aim(target: PowerTarget): string {
  switch (target) {
    case "OPPONENT": return "one opponent";
    case "EACH_OPPONENT": return "each opponent";
    case "SELF": return "yourself";
  }
}

function effect(kind: "DAMAGE" | "HEAL", value: number, target: PowerTarget): string {
  return kind === "DAMAGE" ? `${value} damage to ${aim(target)}` : `heal ${value} (${aim(target)})`;
}

export function describePower(power: Power): string {
  switch (power.kind) {
    case "COMPLETION": return `On completion: ${effect(power.effectType, power.value, power.target)}`;
    case "CONTINUOUS": return `Every turn: ${effect(power.effectType, power.value, power.target)}`;
    case "CHARGE":
      return `Charge ×${power.charges}: ${effect(power.effectType, power.value, power.target)}` +
        (power.persistsIfSourceDestroyed ? " (resolves even if destroyed)" : "");
    case "SOLAR":
      return `Solar, ${power.energyCost}⚡ once a turn: ${effect(power.effectType, power.value, power.target)}`;
    case "FIRST_STRIKE": return `First Strike ×${power.charges}: destroy an enemy ship now`;
  }
}

export function definitionOf(state: ShipsState, kind: string): ShipDefinition | undefined {
  return state.catalogue.find((d) => d.id === kind);
}

function shipLabel(state: ShipsState, shipId: string): string {
  const ship = state.ships.find((s) => s.id === shipId);
  const name = ship ? definitionOf(state, ship.kind)?.name ?? ship.kind : shipId;
  return ship && ship.ownerId !== HUMAN ? `${playerName(ship.ownerId)}'s ${name}` : name;
}

/** A button's text for a legal action. */
export function describeAction(state: ShipsState, action: ShipsAction): string {
  const to = (target?: string) => (target ? ` → ${playerName(target)}` : "");
  switch (action.type) {
    case "BUILD": {
      const def = definitionOf(state, action.ship);
      const cost = def ? ` (${def.cost}⚡)` : "";
      const from = def?.upgradeFrom?.length
        ? `, upgrading ${def.upgradeFrom.map((k) => definitionOf(state, k)?.name ?? k).join(" + ")}` : "";
      return `Build ${def?.name ?? action.ship}${cost}${from}${to(action.target)}`;
    }
    case "USE_CHARGE": return `${shipLabel(state, action.shipId)}: use a charge${to(action.target)}`;
    case "USE_SOLAR": return `${shipLabel(state, action.shipId)}: solar power${to(action.target)}`;
    case "FIRST_STRIKE":
      return `${shipLabel(state, action.shipId)}: First Strike on ${shipLabel(state, action.targetShipId)}`;
    case "PASS": return state.phase === "BUILD" ? "End building" : "End battle";
  }
}

const SKIPPED: Record<SkipReason, string> = {
  SOURCE_DESTROYED: "its ship was destroyed",
  SOURCE_CONSUMED: "its ship was consumed in an upgrade",
  UNKNOWN_SOURCE: "its ship is unknown",
  TARGET_DEFEATED: "the target was already defeated",
  OWNER_DEFEATED: "its owner was already defeated",
};

/** One line of the event log. */
export function describeEvent(state: ShipsState, event: ShipsEvent): string {
  switch (event.type) {
    case "TurnStarted": return `Turn ${event.turn} begins`;
    case "PhaseStarted":
      return { BUILD: "Build phase", BATTLE: "Battle phase", END_OF_TURN: "End of Turn Resolution" }[event.phase];
    case "EnergyGained": return `${playerName(event.player)} rolled ${event.amount}: +${event.amount}⚡`;
    case "EnergySpent": return `${playerName(event.player)} spent ${event.amount}⚡`;
    case "ShipConsumedInUpgrade": return `${shipLabel(state, event.shipId)} (${event.shipId}) consumed to build a ${definitionOf(state, event.into)?.name ?? event.into}`;
    case "ShipBuilt": return `${playerName(event.ship.ownerId)} built a ${definitionOf(state, event.ship.kind)?.name ?? event.ship.kind} (${event.ship.id})`;
    case "ShipCompleted": return `${event.shipId} completed`;
    case "EffectTriggered": {
      const e = event.effect;
      return `${e.description}: ${e.effectType === "DAMAGE" ? `${e.value} damage to` : `heal ${e.value} for`} ${playerName(e.targetPlayerId)} at end of turn`;
    }
    case "ChargeUsed": return `${shipLabel(state, event.shipId)} used a charge (${event.remaining} left)`;
    case "SolarPowerUsed": return `${shipLabel(state, event.shipId)} used its solar power`;
    case "FirstStrikeUsed": return `${shipLabel(state, event.shipId)} used First Strike`;
    case "ShipDestroyed": return `${shipLabel(state, event.shipId)} (${event.shipId}) destroyed by ${event.by}`;
    case "Passed": return `${playerName(event.player)} passed`;
    case "EffectApplied":
      return `${event.effectType === "DAMAGE" ? `${event.value} damage to` : `+${event.value} health for`} ${playerName(event.targetPlayerId)} (${shipLabel(state, event.sourceShipId)})`;
    case "EffectSkipped": return `Skipped ${event.id}: ${SKIPPED[event.reason]}`;
    case "HealthChanged": return `${playerName(event.player)}: health ${event.from} → ${event.to}`;
    case "PlayerDefeated": return `${playerName(event.player)} defeated`;
    case "ResolutionCompleted": return `Turn ${event.turn} resolved`;
    case "GameEnded": return `Game over: ${headline(event.outcome)}`;
  }
}

/** "Bot 1 wins!", "You win!", "Draw!" */
export function headline(outcome: GameOutcome<ShipsEndReason>): string {
  if (outcome.type === "DRAW") return "Draw!";
  return outcome.winner === HUMAN ? "You win!" : `${playerName(outcome.winner)} wins!`;
}

/** The end screen's line: "Bot 1 wins! (You lost: your health reached 0)". */
export function endSentence(outcome: GameOutcome<ShipsEndReason>): string {
  const you = outcome.results.find((r) => r.player === HUMAN);
  if (!you) return headline(outcome);
  const health = you.metrics?.finalHealth ?? 0;
  const fell = you.metrics?.eliminatedOnTurn;
  const limit = outcome.reason === "TURN_LIMIT";
  switch (you.outcome) {
    case "WIN":
      return limit
        ? `You win! (Turn limit reached: you have the most health, ${health})`
        : "You win! (Every other fleet's health reached 0)";
    case "DRAW":
      return limit
        ? `Draw! (Turn limit reached: tied for the most health, ${health})`
        : "Draw! (Every remaining fleet's health reached 0 at once)";
    case "LOSS":
    case "ELIMINATED":
      if (health === 0) {
        return `${headline(outcome)} (You lost: your health reached 0${fell ? ` on turn ${fell}` : ""})`;
      }
      return `${headline(outcome)} (You lost: turn limit reached with ${health} health)`;
  }
}
