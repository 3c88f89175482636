// The deck-builder's class, and its pure helpers.
import * as raw from "./wasm/arbiter.js";
import type {
  DeckBuildingAction, DeckBuildingConfig, DeckBuildingEndReason, DeckBuildingEvent, DeckBuildingState, DeckBuildingView,
  EndTriggerInput, EndTriggerResult, SupplyCard,
} from "./types.js";
import { result, withInput, call } from "./boundary.js";
import { GameClass } from "./game.js";

/**
 * The cards that can be kingdom piles.
 *
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export function listKingdomCards(): SupplyCard[] {
  return call(() => raw.rawListKingdomCards());
}

/**
 * Every supply card, the base cards included.
 *
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export function listSupplyCards(): SupplyCard[] {
  return call(() => raw.rawListSupplyCards());
}

/**
 * The supply-depletion end check alone, for a front end that keeps its own state: whether the
 * game ends now, and why (or why not).
 *
 * @throws `INVALID_CONFIG` for an `endTrigger` or a `maxTurns` the game's configuration would
 * refuse; `INVALID_INPUT` for input of the wrong shape, naming the field.
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export function checkEndTrigger(input: EndTriggerInput): EndTriggerResult {
  return withInput(input, "input", (w) => raw.rawCheckEndTrigger(w));
}

/** The types a DeckBuilding game is built on. */
export interface DeckBuildingTypes {
  config: DeckBuildingConfig;
  action: DeckBuildingAction;
  event: DeckBuildingEvent;
  state: DeckBuildingState;
  view: DeckBuildingView;
  reason: DeckBuildingEndReason;
}

/**
 * A Dominion-style deck-builder for 2 to 4 players: supply piles, buying and gaining, victory
 * points, scores computed before the end, and a supply-depletion end trigger.
 *
 * ```ts
 * const game = new DeckBuildingGame({ players: ["you", "bot"] });
 * game.submit("you", { type: "PLAY_ALL_TREASURES" });
 * ```
 */
export class DeckBuildingGame extends GameClass<DeckBuildingTypes> {
  /** The game's name in the table of games. */
  static readonly ruleset = "deckbuilding";
}
