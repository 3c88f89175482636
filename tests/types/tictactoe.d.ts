import type { TicTacToeAction, TicTacToeConfig, TicTacToeEndReason, TicTacToeEvent, TicTacToeState } from "./types.js";
import { GameClass } from "./game.js";
/** The types a TicTacToe game is built on. */
export interface TicTacToeTypes {
    config: TicTacToeConfig;
    action: TicTacToeAction;
    event: TicTacToeEvent;
    state: TicTacToeState;
    view: TicTacToeState;
    reason: TicTacToeEndReason;
}
/**
 * Tic-tac-toe. The first player (default `"X"`) moves first; cells are 0 to 8, row by row.
 *
 * ```ts
 * const game = new TicTacToeGame({ players: ["you", "bot"] });
 * game.submit("you", { cell: 4 });
 * ```
 */
export declare class TicTacToeGame extends GameClass<TicTacToeTypes> {
    /** The game's name in the table of games. */
    static readonly ruleset = "tictactoe";
    /**
     * The number of move sequences of length `depth` (0 to 10) from the current position: only
     * moves count (not draw claims or resignations), and a finished game has none (`perft(0)` is
     * 1). Throws `INVALID_INPUT` for a depth that is not an integer from 0 to 10, or one that
     * would list the moves of too many positions, so that no call freezes a page for minutes.
     */
    perft(depth: number): number;
}
