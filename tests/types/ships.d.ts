import type { EndGameCheck, EndOfTurnInput, EndOfTurnResult, PlayerHealth, ShipsAction, ShipsConfig, ShipsEndReason, ShipsEvent, ShipsState } from "./types.js";
import { GameClass } from "./game.js";
/**
 * Resolves the end of a turn: triggered effects (persistent ones even if their ship is gone),
 * then continuous powers of ships still in play; all damage and healing is tallied per player and
 * applied at once, health is capped to `[0, maxHealth]` (35 by default), and only then is the end
 * checked, for every player together.
 *
 * Throws `ArbiterError` with code `INVALID_INPUT` for malformed input, naming the field.
 *
 * ```ts
 * const r = resolveEndOfTurn({ players, ships, triggeredEffects });
 * if (r.status === "FINISHED") showEndScreen(r.outcome!);
 * ```
 */
export declare function resolveEndOfTurn(input: EndOfTurnInput): EndOfTurnResult;
/**
 * The end check alone: players at health 0 are out, all at once. One left wins
 * (`HEALTH_DEPLETED`); none left is a draw (`SIMULTANEOUS_LOSS`).
 *
 * @throws `INVALID_INPUT` for players of the wrong shape, duplicate ids or health past
 * ±1,000,000, naming the field.
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export declare function detectEndGame(players: PlayerHealth[]): EndGameCheck;
/** The types a Ships game is built on. */
export interface ShipsTypes {
    config: ShipsConfig;
    action: ShipsAction;
    event: ShipsEvent;
    state: ShipsState;
    view: ShipsState;
    reason: ShipsEndReason;
}
/**
 * The ship battle, 2 to 6 players. Each turn: Build (roll energy, build ships), Battle
 * (charges, solar powers, First Strike), then End of Turn Resolution, the only place health
 * changes. Pass (`{ type: "PASS" }`) to end your part of a phase; `legalActions` lists exactly
 * what the player to act may do.
 *
 * ```ts
 * const game = new ShipsGame({ players: ["you", "bot"], seed: "my seed" });
 * game.submit("you", { type: "BUILD", ship: "fighter" });
 * const reply = game.botAction(game.currentPlayer!, { iterations: 500 });
 * ```
 */
export declare class ShipsGame extends GameClass<ShipsTypes> {
    /** The game's name in the table of games. */
    static readonly ruleset = "ships";
}
