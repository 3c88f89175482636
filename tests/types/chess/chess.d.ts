import type { ChessAction, ChessConfig, ChessEndReason, ChessEvent, ChessState, PgnTags } from "./types.js";
import { GameClass } from "./game.js";
/** The types a Chess game is built on. */
export interface ChessTypes {
    config: ChessConfig;
    action: ChessAction;
    event: ChessEvent;
    state: ChessState;
    view: ChessState;
    reason: ChessEndReason;
}
/**
 * Chess with every rule. White (default `"white"`) moves first; moves are UCI text.
 *
 * ```ts
 * const game = new ChessGame({ players: ["you", "bot"] });
 * game.submit("you", { type: "MOVE", uci: "e2e4" });
 * game.fen(); // "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
 * game.perft(3); // 8902 from the starting position
 * const copy = ChessGame.fromPgn(game.pgn({ event: "Casual game" }));
 * copy.stateHash() === game.stateHash(); // true
 * ```
 */
export declare class ChessGame extends GameClass<ChessTypes> {
    /** The game's name in the table of games. */
    static readonly ruleset = "chess";
    /**
     * Reads the first game of a PGN text: its main line (comments, variations and NAGs skipped),
     * from its `FEN` tag if it has one, with its `White` and `Black` tags as the players when both
     * are usable ids (else `"white"` and `"black"`). A decisive result in a position that is not
     * over becomes the loser's resignation; `1/2-1/2` becomes a draw claim when one holds, and
     * otherwise, like `*`, leaves the game going on. Throws `INVALID_INPUT` naming the line (and
     * the move number and the move) for text that is not PGN, another variant, a bad FEN, or a
     * move that is illegal or ambiguous; at most 1,000,000 bytes and 10,000 plies.
     */
    static fromPgn(text: string): ChessGame;
    /**
     * The number of move sequences of length `depth` (0 to 10) from the current position: only
     * moves count (not draw claims or resignations), and a finished game has none (`perft(0)` is
     * 1). Throws `INVALID_INPUT` for a depth that is not an integer from 0 to 10, or one that
     * would list the moves of too many positions, so that no call freezes a page for minutes.
     */
    perft(depth: number): number;
    /**
     * The current position in Forsyth-Edwards Notation (the en passant square only when a capture
     * there is legal, as python-chess writes it). Works after the end.
     */
    fen(): string;
    /**
     * The game as PGN: the Seven Tag Roster (`Event`, `Site`, `Date` and `Round` from `tags`, else
     * `"?"` and `"????.??.??"`; `White` and `Black` are the players), `SetUp` and `FEN` for a game
     * from a position, the moves in SAN, the result (`*` while the game goes on) and, at the end,
     * `Termination "normal"` with a closing comment (`{White resigns}`, `{Draw by threefold
     * repetition}`). `ChessGame.fromPgn` reads it back to the same state hash (a seeded game's
     * seed travels as a tag of ours, `[ArbiterSeed "..."]`). Throws `INVALID_INPUT` for a tag longer than 255 bytes or
     * holding a control character. Works after the end.
     */
    pgn(tags?: PgnTags | null): string;
}
