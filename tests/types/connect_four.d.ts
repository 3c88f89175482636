import type { ConnectFourAction, ConnectFourConfig, ConnectFourEndReason, ConnectFourEvent, ConnectFourState } from "./types.js";
import { GameClass } from "./game.js";
/** The types a ConnectFour game is built on. */
export interface ConnectFourTypes {
    config: ConnectFourConfig;
    action: ConnectFourAction;
    event: ConnectFourEvent;
    state: ConnectFourState;
    view: ConnectFourState;
    reason: ConnectFourEndReason;
}
/**
 * Connect Four. The first player (default `"red"`, then `"yellow"`) moves first; an action
 * drops a disc into a column, 0 to 6 from the left, and it falls to the lowest empty cell
 * (rows 0 to 5 from the bottom). Four in a row wins (`FOUR_IN_A_ROW`); a full board without
 * one is a draw (`BOARD_FULL`). The bot searches `nodes` (Easy 300, Normal 20,000, Hard 300,000).
 *
 * ```ts
 * const game = new ConnectFourGame({ players: ["you", "bot"] });
 * game.submit("you", { column: 3 });
 * ```
 */
export declare class ConnectFourGame extends GameClass<ConnectFourTypes> {
    /** The game's name in the table of games. */
    static readonly ruleset = "connect-four";
    /**
     * The number of move sequences of length `depth` (0 to 10) from the current position (from
     * the empty board: 1, 7, 49, 343, 2401, 16807, 117649, 823536); a finished game has none
     * (`perft(0)` is 1). Throws `INVALID_INPUT` for a depth that is not an integer from 0 to 10,
     * or one that would list the moves of too many positions, so that no call freezes a page for
     * minutes.
     */
    perft(depth: number): number;
}
