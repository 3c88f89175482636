import type { DeckBuildingAction, DeckBuildingConfig, DeckBuildingEndReason, DeckBuildingEvent, DeckBuildingState, DeckBuildingView, EndTriggerInput, EndTriggerResult, SupplyCard } from "./types.js";
import { GameClass } from "./game.js";
/**
 * The cards that can be kingdom piles.
 *
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export declare function listKingdomCards(): SupplyCard[];
/**
 * Every supply card, the base cards included.
 *
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export declare function listSupplyCards(): SupplyCard[];
/**
 * The supply-depletion end check alone, for a front end that keeps its own state: whether the
 * game ends now, and why (or why not).
 *
 * @throws `INVALID_CONFIG` for an `endTrigger` or a `maxTurns` the game's configuration would
 * refuse; `INVALID_INPUT` for input of the wrong shape, naming the field.
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export declare function checkEndTrigger(input: EndTriggerInput): EndTriggerResult;
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
export declare class DeckBuildingGame extends GameClass<DeckBuildingTypes> {
    /** The game's name in the table of games. */
    static readonly ruleset = "deckbuilding";
}
