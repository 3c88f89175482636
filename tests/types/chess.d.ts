import type { ChessAction, ChessBoardPiece, ChessConfig, ChessEndReason, ChessEvent, ChessMove, ChessMovesOptions, ChessPlayedMove, ChessSanAction, ChessState, LogEntry, PgnRecord, PgnTags } from "./types.js";
import type { ArbiterError } from "./boundary.js";
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
/** One game of a PGN text, as `ChessGame.readPgn` gives it. */
export interface PgnEntry {
    /** The game's place in the text, from 0. */
    index: number;
    /** The game replayed through the rules, as `fromPgn` replays a first game; `null` when it could not be read or played (`error` says why). Free it when done. */
    game: ChessGame | null;
    /** Why the game could not be read or played (`INVALID_INPUT` naming the line, and the move number and the move); `null` when it was. */
    error: ArbiterError | null;
    /** What the file says beyond the moves: every tag in order, the comments, NAGs and variations of the main line, and what the reader dropped, in words. Kept beside the game, never in its state or hash. */
    record: PgnRecord;
}
/** Which games of a PGN text `readPgn` reads: from the `skip`-th (0 by default), at most `max` (1,000, the most, by default). */
export interface ReadPgnOptions {
    skip?: number;
    max?: number;
}
/**
 * Chess with every rule. White (default `"white"`) moves first; moves are UCI text, or SAN.
 *
 * ```ts
 * const game = new ChessGame({ players: ["you", "bot"] });
 * game.submit("you", { type: "MOVE", uci: "e2e4" });
 * game.submit("bot", { type: "MOVE", san: "e5" }); // recorded as { type: "MOVE", uci: "e7e5" }
 * game.moves({ square: "g1" }).map((m) => m.san); // ["Ne2", "Nf3", "Nh3"]
 * game.get("e4"); // { square: "e4", piece: "pawn", color: "white" }
 * game.history().map((m) => m.san); // ["e4", "e5"]
 * game.fen(); // "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
 * game.perft(3); // 8902 from the starting position
 * const copy = ChessGame.fromPgn(game.pgn({ event: "Casual game" }));
 * copy.stateHash() === game.stateHash(); // true
 * ```
 */
export declare class ChessGame extends GameClass<ChessTypes> {
    /** The game's name in the table of games. */
    static readonly ruleset = "chess";
    /**
     * Reads the first game of a PGN text: its main line (what else the file says is in
     * `readPgn`'s record), from its `FEN` tag if it has one, with its `White` and `Black` tags as
     * the players when both are usable ids (else `"white"` and `"black"`). A result the board
     * does not give comes from the file's own words: `Termination` `"time forfeit"`,
     * `"adjudication"` (or `"emergency"`), `"abandoned"` (or `"rules infraction"`, `"death"`)
     * record it (`RECORD_RESULT`) as `TIME_FORFEIT`, `ADJUDICATION` or `FORFEIT`, and
     * `"unterminated"` leaves the game going on; otherwise a decisive result is the loser's
     * resignation, and `1/2-1/2` a draw claim when one holds, else a draw by `AGREEMENT`; `*`
     * leaves the game going on. Throws `INVALID_INPUT` naming the line (and the move number and
     * the move) for text that is empty or blank, is not PGN, another variant, a bad FEN, or a
     * move that is illegal or ambiguous; at most 1,000,000 bytes and 10,000 plies.
     */
    static fromPgn(text: string): ChessGame;
    /**
     * Submits `action` for `player` and returns the log entries it caused, as every game's
     * `submit`. A move, or a claim of a draw with a move, may be written in SAN instead of UCI
     * (`{ type: "MOVE", san: "Nf3" }`, `{ type: "CLAIM_DRAW", san: "Nf3" }`; see
     * `ChessSanAction` for the forms read): the game records its UCI form, so `actions()`, saves,
     * replays, PGN and the state hash are the same however the move was typed, and so are the
     * events answered. A finished game throws `GAME_FINISHED` before any other check; a rejected
     * action changes nothing.
     *
     * @throws `GAME_FINISHED` when the game is over.
     * @throws `NOT_YOUR_TURN` when `player` is not to move (a resignation excepted).
     * @throws `INVALID_INPUT` for an unknown player, an action that is not a `ChessAction` or a
     * `ChessSanAction` (a `MOVE` with both `uci` and `san`, or neither, names them), UCI or SAN
     * text that is no move in any position (`"e9"`, `"Xe4"`, a null move `"--"`), longer than 16
     * bytes, or a game from `stepTo`.
     * @throws `ILLEGAL_ACTION` for a move that is not legal in the position, a SAN that could be
     * several moves (the message names them: `san "Rd1" is ambiguous now: it could be Rad1 (a1d1)
     * or Rhd1 (h1d1)`), or a draw claim that does not hold.
     */
    submit(player: string, action: ChessAction | ChessSanAction): LogEntry<ChessEvent>[];
    /**
     * Whether the player to move is in check: still true in the checkmate that ended a game.
     * Works after the end and on a game from `stepTo`.
     *
     * @throws `INVALID_INPUT` on a freed game.
     */
    inCheck(): boolean;
    /**
     * The piece on `square` (`"e4"`: a file `a` to `h`, a rank `1` to `8`), or `null` for an empty
     * square. Works after the end and on a game from `stepTo`.
     *
     * @throws `INVALID_INPUT` when `square` is not a square (`square "e9" is not a square: ...`).
     */
    get(square: string): ChessBoardPiece | null;
    /**
     * The whole board as chess.js gives it: 8 ranks of 8 squares, rank 8 first (`board()[0][0]` is
     * a8, `board()[7][7]` is h1), each square the piece on it or `null`, ready to draw row by row
     * from White's side. Works after the end and on a game from `stepTo`.
     *
     * @throws `INVALID_INPUT` on a freed game.
     */
    board(): (ChessBoardPiece | null)[][];
    /**
     * The legal moves of the player to move, each with its UCI (what `submit` takes), its SAN, its
     * squares and piece, and what it does as typed fields (`capture`, `captured`, `enPassant`,
     * `castling`, `promotion`, `check`, `mate`); only those of the piece on `options.square`, or
     * of one kind of piece (`options.piece`), when given. Moves only: draw claims are in
     * `legalActions`, resigning is always possible. Empty once the game is over.
     *
     * @throws `INVALID_INPUT` when `options` is not a `ChessMovesOptions` or `options.square` is not
     * a square.
     */
    moves(options?: ChessMovesOptions | null): ChessMove[];
    /**
     * The moves played, in order from the game's first action (a move made with a draw claim
     * included), each in SAN and UCI with the player who made it: `history().map((m) => m.san)` is
     * chess.js's `history()`. From the position the game started from (`fen` of its
     * configuration). Works after the end and on a game from `stepTo`.
     *
     * @throws `INVALID_INPUT` on a freed game.
     */
    history(): ChessPlayedMove[];
    /**
     * Reads every game of a PGN text (a database), each replayed as `fromPgn` replays a first
     * game, with its record: every tag in order (the players' names are `White` and `Black`),
     * the comments, NAGs (a move's `!?` read as its NAG) and variations of the main line, each
     * after the ply it follows, and what the reader dropped (`%` escape lines, a result the
     * board contradicts), in words. A game that cannot be read or played is an entry with its
     * `error` (and `game: null`); the others are still read, the reader going on at the next
     * tag pair after an empty line. `options.skip` and `options.max` read a window of a large
     * database (at most 1,000 games a call): ask again from `skip + max` while a call returns
     * `max` entries. Free each game when done.
     *
     * Throws `INVALID_INPUT` for text that is not a string, is empty or blank, holds no game, or
     * is longer than 8 MiB, and for options that are not whole numbers.
     */
    static readPgn(text: string, options?: ReadPgnOptions | null): PgnEntry[];
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
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls.
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
    /**
     * The game as PGN with its record (from `readPgn`), so that a file read and written again
     * keeps what it said: the Seven Tag Roster from the record (the players' names, the event,
     * the date...; one it lacks as `pgn()` writes it), the result and how the game ended from
     * the game itself (the record's `Termination` when it says the same, `"death"` for a
     * forfeit), the record's other tags in order, and its comments, NAGs and variations after
     * the plies they follow (the closing comment the game writes itself is not said twice).
     * Throws `INVALID_INPUT` naming the field for a record that does not make a PGN file (a tag
     * name that is not one, a variation that does not close, more than 1,000 tags or 100,000
     * notes, a tag or note over 100,000 bytes). Works after the end.
     */
    pgnWithRecord(record: PgnRecord): string;
}
