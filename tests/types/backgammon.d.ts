import type { BackgammonAction, BackgammonConfig, BackgammonEndReason, BackgammonEvent, BackgammonState } from "./types.js";
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
 * Backgammon, a money game: dice, hitting, the bar, bearing off, gammons and backgammons;
 * optionally the doubling cube (`cube: true`, with the Jacoby rule unless `jacoby: false`).
 *
 * ```ts
 * const game = new BackgammonGame({ cube: true });
 * const [first] = game.legalActions(game.currentPlayer!);
 * const text = game.matchText(); // GNU Backgammon's .mat
 * const again = BackgammonGame.fromMatchText(text);
 * ```
 */
export declare class BackgammonGame extends GameClass<BackgammonTypes> {
    /** The game's name in the table of games. */
    static readonly ruleset = "backgammon";
    /**
     * The game as GNU Backgammon's match text (`.mat`, as its `export match mat` writes a money
     * game): whole turns (a turn its mover resigned in the middle of, as far as it was played),
     * the cube's actions, `Wins n points` once over, and comment tags (the seed, the cube, the
     * opening rolls) that GNU Backgammon skips and `fromMatchText` reads.
     * Throws `INVALID_INPUT` for a game set up from a `position`. Works after the end.
     */
    matchText(): string;
    /**
     * The money game a match file records (at most 1 MiB), replayed through the rules with the
     * file's dice (later dice come from its `Seed` tag, or the default seed). Throws
     * `INVALID_INPUT` naming the line for match play, the Crawford rule, several games, beavers,
     * or a move or cube action the rules refuse.
     */
    static fromMatchText(text: string): BackgammonGame;
}
