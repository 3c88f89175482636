import type { BackgammonAction, BackgammonConfig, BackgammonEndReason, BackgammonEvent, BackgammonState } from "./wasm/arbiter.js";
import { GameClass } from "./game.js";
/** The types a Backgammon game is built on. */
export interface BackgammonTypes {
    config: BackgammonConfig;
    action: BackgammonAction;
    event: BackgammonEvent;
    state: BackgammonState;
    view: BackgammonState;
    reason: BackgammonEndReason;
}
/**
 * Backgammon, a money game: dice, hitting, the bar, bearing off, gammons and backgammons.
 *
 * ```ts
 * const game = new BackgammonGame();
 * const [first] = game.legalActions(game.currentPlayer!);
 * ```
 */
export declare class BackgammonGame extends GameClass<BackgammonTypes> {
    /** The game's name in the table of games. */
    static readonly ruleset = "backgammon";
}
