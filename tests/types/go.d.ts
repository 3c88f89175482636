import type { GoAction, GoConfig, GoEndReason, GoEvent, GoState } from "./types.js";
import { GameClass } from "./game.js";
/** The types a Go game is built on. */
export interface GoTypes {
    config: GoConfig;
    action: GoAction;
    event: GoEvent;
    state: GoState;
    view: GoState;
    reason: GoEndReason;
}
/**
 * Go on a 5×5 to 19×19 board, with positional superko, area scoring and komi; after two passes
 * the players count by agreement (or by area, `counting: "area"`). Handicap stones
 * (`handicap: 2` to `9`, White first, komi 0.5 unless given) or a set-up position (`setup: {
 * black, white, toMove }`) start a game from stones; `sgf()` and `GoGame.fromSgf(text)` write
 * and read SGF.
 *
 * ```ts
 * const game = new GoGame({ size: 9 });
 * game.submit("black", { type: "PLAY", x: 4, y: 4 });
 * const copy = GoGame.fromSgf(game.sgf());
 * ```
 */
export declare class GoGame extends GameClass<GoTypes> {
    /** The game's name in the table of games. */
    static readonly ruleset = "go";
    /**
     * The number of move sequences of length `depth` (0 to 10) from the current position: only
     * moves count (not draw claims or resignations), and a finished game has none (`perft(0)` is
     * 1). Throws `INVALID_INPUT` for a depth that is not an integer from 0 to 10, or one that
     * would list the moves of too many positions, so that no call freezes a page for minutes.
     */
    perft(depth: number): number;
    /**
     * The game as SGF (FF[4]): size, komi, rules (`RU[Chinese]` counted by agreement,
     * `RU[Tromp-Taylor]` by area), the players' ids as `PB`/`PW`, `HA` and `AB` for a handicap,
     * `AB`/`AW`/`PL` for a set-up position, the result (`RE[B+R]`, `RE[W+3.5]`, `RE[0]`; none while
     * the game goes on), the moves with passes as `B[]`/`W[]`, and for a game whose dead stones
     * were taken off, each colour's territory (the dead stones included) as `TB`/`TW`; the
     * configuration's seed, if any, as our own `SEED`. A counting in progress, or one resumed
     * with no move since, is written as its position (its marking is not kept).
     */
    sgf(): string;
    /**
     * The game an SGF file records, replayed through these rules: the main line of its first game
     * tree (other variations and games skipped); `SZ` (5 to 19), `KM` (the default when absent),
     * `HA` with `AB` (the handicap when the stones are GTP's fixed points, otherwise a set-up
     * position), `AB`/`AW`/`AE`/`PL` before the first move, `RU` (`Tromp-Taylor` counts by area,
     * anything else by agreement), `PB`/`PW` as the players' ids; `B[]`, and `B[tt]` as older
     * files write it, are passes. At the end, `TB`/`TW` on the last node rebuild an agreed
     * marking; a result with play stopped accepts it (or the engine's proposal); a decisive result
     * otherwise (`W+R`, `B+T`) is the loser's resignation. Throws `INVALID_INPUT` naming the node,
     * the move and its place in the text for a broken file, a move our rules refuse (occupied,
     * suicide, superko, out of turn), or text longer than 1 MiB.
     */
    static fromSgf(text: string): GoGame;
}
