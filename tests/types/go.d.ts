import type { GoAction, GoConfig, GoEndReason, GoEvent, GoState, SgfRecord } from "./types.js";
import type { ArbiterError } from "./boundary.js";
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
/** One game tree of an SGF collection, as `GoGame.readSgf` gives it. */
export interface SgfEntry {
    /** The tree's place in the collection, from 0. */
    index: number;
    /** The game replayed through the rules, as `fromSgf` replays a first tree; `null` when it could not be read or played (`error` says why). Free it when done. */
    game: GoGame | null;
    /** Why the tree could not be read or played (`INVALID_INPUT` naming the node, the move and the place); `null` when it was. */
    error: ArbiterError | null;
    /** What the file says beyond what the game keeps: the root's properties, each move's other properties (comments, names, annotations, markup), the variations beside the main line, and what the reader dropped. Kept beside the game, never in its state or hash. */
    record: SgfRecord;
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
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls.
     */
    sgf(): string;
    /**
     * The game an SGF file records, replayed through these rules: the main line of its first game
     * tree (other variations and games skipped); `SZ` (5 to 19), `KM` (the default when absent),
     * `HA` with `AB` (the handicap when the stones are GTP's fixed points, otherwise a set-up
     * position), `AB`/`AW`/`AE`/`PL` before the first move, `RU` (`Tromp-Taylor` counts by area,
     * anything else by agreement), `PB`/`PW` as the players' ids; `B[]`, and `B[tt]` as older
     * files write it, are passes. At the end, `TB`/`TW` on the last node rebuild an agreed
     * marking; a count, a draw or a marking with play stopped accepts it (or the engine's
     * proposal). `W+R` is the loser's resignation; a result the board does not give is recorded
     * (`RECORD_RESULT`) in the file's words: `B+T` (`Time`) as `TIME_FORFEIT`, `W+F` (`Forfeit`)
     * as `FORFEIT`, and with play not stopped, `B+3.5` as `RECORDED_SCORE` (the margin kept as
     * the winner's `marginHalfPoints`) and `0` (`Draw`) as `AGREEMENT`; `Void` and `?` leave the
     * game as it stands. Throws `INVALID_INPUT` naming the node, the move and its place in the
     * text for empty or blank text, a broken file, a move our rules refuse (occupied, suicide,
     * superko, out of turn), or text longer than 1 MiB.
     */
    static fromSgf(text: string): GoGame;
    /**
     * Reads every game tree of an SGF collection (at most `max`, 1,000 by default and at most),
     * each replayed as `fromSgf` replays a first tree, with its record: every property of the
     * root in order (the players' names are `PB` and `PW`), the other properties of each move's
     * node (`C` comments, `N`, `BM`, `TE`, `LB`, `TR`...; a node without a move joins the move
     * before it), the variations beside the main line as SGF text by the move they replace, and
     * what the reader dropped. A tree whose moves our rules refuse is an entry with its `error`
     * (and `game: null`), and the others are still read; text that is not SGF ends the reading
     * there (its error the last entry). Free each game when done.
     *
     * Throws `INVALID_INPUT` for text that is not a string, is empty or blank, has no game tree,
     * or is longer than 1 MiB, and for a `max` that is not a whole number.
     */
    static readSgf(text: string, max?: number | null): SgfEntry[];
    /**
     * The game as SGF with its record (from `readSgf`), so that a file read and written again
     * keeps what it said: the header from the game (its players' names `PB` and `PW` from the
     * record), the record's other root properties in order, each move's properties on its node
     * (`TB`/`TW` from the game when it wrote its own count) and the variations where they stand.
     * Throws `INVALID_INPUT` naming the field for a record that does not make an SGF file (an
     * identifier that is not 1 to 16 capital letters, a property without a value, a variation
     * that is not SGF game trees, more than 1 MiB of text). Works after the end.
     */
    sgfWithRecord(record: SgfRecord): string;
}
