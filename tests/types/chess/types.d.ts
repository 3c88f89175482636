/** A player's id, chosen by the caller (`"X"`, `"alice"`, `"bot-1"`). */
export type PlayerId = string;
/** Each game's end reasons, by game's name: every game built in adds its own. */
export interface EndReasons {
}
/** Why a game of any game built in ended: the union of every game's reasons (for one end screen). */
export type EndReason = EndReasons[keyof EndReasons];
/** Each game's figures for a player's result (`PlayerResult.metrics`), by game's name. */
export interface GameMetrics {
}
/** The figures of a player's result in any game built in. */
export type Metrics = GameMetrics[keyof GameMetrics];
/** The games whose end reasons include every reason of `R`. */
export type GameOfReason<R> = {
    [K in keyof EndReasons]: [R] extends [EndReasons[K]] ? K : never;
}[keyof EndReasons];
/** The metrics of the games that end for the reasons `R` (any game's when no game has them all). */
export type MetricsOf<R> = [GameOfReason<R>] extends [never] ? Metrics : GameMetrics[GameOfReason<R> & keyof GameMetrics];
/**
 * Each game's error codes beyond the shared ones, by game's name (the duel's cost and effect
 * checks): `ErrorCode` is every code an entry point's functions may throw.
 */
export interface ErrorCodes {
    shared: "GAME_FINISHED" | "NOT_YOUR_TURN" | "ILLEGAL_ACTION" | "INVALID_INPUT" | "INVALID_CONFIG" | "INTERNAL" | "INVALID_SAVE" | "NOT_INITIALIZED";
}
/** The stable code of an `ArbiterError`: what went wrong, for a program to branch on. */
export type ErrorCode = ErrorCodes[keyof ErrorCodes];
export interface EndReasons {
    chess: ChessEndReason;
}
/** A chess player's figures at the end (`outcome.results[i].metrics`). */
export interface ChessMetrics {
    /** The material the player has on the board: pawn 1, knight and bishop 3, rook 5, queen 9. */
    material: number;
    /** The plies (half-moves) played in the game. */
    moves: number;
}
export interface GameMetrics {
    chess: ChessMetrics;
}
/**
 * A bot's strength: each game documents the budget of each level (nodes, playouts,
 * iterations) and the think time it measured.
 */
export type Level = "easy" | "normal" | "hard";
/**
 * A card in an event: its id (`I`), or a [`HiddenCard`] where the viewer may not see it. The
 * referee's log always holds the id.
 */
export type Seen<I, Z> = I | HiddenCard<Z>;
/**
 * A card the viewer may not see, in a per-viewer event: the fact that a card is there (drawn,
 * shuffled, moved face down), never which card or its id.
 */
export interface HiddenCard<Z> {
    /**
     * Always `true`: what tells a hidden card from a card's id.
     */
    hidden: true;
    /**
     * Where the card is (for a move, where it went).
     */
    zone: Z;
}
/**
 * A chess action, as `legalActions`, `botAction`, `actions()` and saves give it: moves in UCI.
 * `submit` also takes a move, or a claim with a move, written in SAN (`ChessSanAction`),
 * and records it in its UCI form.
 */
export type ChessAction = {
    type: "MOVE";
    uci: string;
} | {
    type: "CLAIM_DRAW";
    uci?: string;
} | {
    type: "RESIGN";
} | {
    type: "RECORD_RESULT";
    winner?: PlayerId;
    reason: ChessEndReason;
};
/**
 * A chess game's state as JavaScript sees it.
 */
export interface ChessState {
    /**
     * White's id, then black's.
     */
    players: [PlayerId, PlayerId];
    /**
     * The position in Forsyth-Edwards Notation.
     */
    fen: string;
    /**
     * Plies played in this game.
     */
    plies: number;
    /**
     * The repetition keys (16 hex digits each) of the positions since the last capture or
     * pawn move, the current one last: equal keys are the same position by FIDE's definition.
     */
    repetitions: string[];
    /**
     * A resignation or a draw claim, once made.
     */
    end?: ChessEnd;
}
/**
 * A chess piece.
 */
export type ChessPiece = "pawn" | "knight" | "bishop" | "rook" | "queen" | "king";
/**
 * A comment, a NAG or a variation of the main line, after its first `ply` plies (0: before
 * the first move).
 */
export type PgnNote = {
    type: "COMMENT";
    ply: number;
    text: string;
} | {
    type: "NAG";
    ply: number;
    nag: number;
} | {
    type: "VARIATION";
    ply: number;
    movetext: string;
};
/**
 * A legal move, with what it does as typed fields.
 */
export interface ChessMove {
    /**
     * In UCI, as `submit` takes it: `{ type: "MOVE", uci }`.
     */
    uci: string;
    /**
     * In SAN, as the `MoveMade` event and PGN write it (`"Nf3"`, `"exd6"`, `"O-O"`, `"e8=Q#"`);
     * `submit` takes it too: `{ type: "MOVE", san }`.
     */
    san: string;
    /**
     * The square the piece leaves (for castling, the king's).
     */
    from: string;
    /**
     * The square the piece goes to (for castling, the king's: `"g1"`, `"c8"`).
     */
    to: string;
    /**
     * The piece that moves (a pawn for a promotion).
     */
    piece: ChessPiece;
    /**
     * The piece taken, if any (a pawn for en passant).
     */
    captured?: ChessPiece;
    /**
     * The piece a pawn becomes: each of the four is a move of its own.
     */
    promotion?: ChessPiece;
    /**
     * Whether it takes a piece (en passant included).
     */
    capture: boolean;
    /**
     * Whether it is a pawn taking en passant.
     */
    enPassant: boolean;
    /**
     * Which side the king castles to, for castling.
     */
    castling?: ChessCastling;
    /**
     * Whether it gives check (mate included).
     */
    check: boolean;
    /**
     * Whether it gives checkmate.
     */
    mate: boolean;
}
/**
 * A move played, in SAN and UCI.
 */
export interface ChessPlayedMove {
    /**
     * Who played it.
     */
    player: PlayerId;
    /**
     * As PGN writes it (`"Nf3"`, `"O-O"`, `"e8=Q#"`).
     */
    san: string;
    /**
     * As the log records it (`"g1f3"`).
     */
    uci: string;
}
/**
 * A move, or a claim of a draw with a move, written in Standard Algebraic Notation, as
 * `submit` takes it beside `ChessAction`: `{ type: "MOVE", san: "Nf3" }`, `{ type:
 * "CLAIM_DRAW", san: "Nf3" }`. The game records it as its UCI form (`{ type: "MOVE", uci:
 * "g1f3" }`), so `actions()`, saves, replays, PGN and the state hash are the same however a
 * move was typed, and `submit` answers the same events. Read as python-chess's `parse_san`
 * reads it, and more: `"O-O"` or `"0-0"`, check and mate signs optional (and not checked),
 * annotations `!`, `?`, `!!`, `??`, `!?`, `?!` after it, `=` before a promotion piece
 * optional (`"e8=Q"`, `"e8Q"`, `"e8q"`), a piece's square or file or rank to disambiguate
 * even when there is no need (`"Ng1f3"`), `x`, `-` or `:` between the squares, a long form
 * without a piece letter for any piece (`"g1f3"`, `"e2-e4"`; castling as `"e1g1"` or the king
 * onto its rook, `"e1h1"`). At most 16 bytes.
 */
export type ChessSanAction = {
    type: "MOVE";
    san: string;
} | {
    type: "CLAIM_DRAW";
    san: string;
};
/**
 * A piece and the square it stands on.
 */
export interface ChessBoardPiece {
    /**
     * Like `"e4"`.
     */
    square: string;
    /**
     * The kind of piece.
     */
    piece: ChessPiece;
    /**
     * Whose piece it is.
     */
    color: ChessColor;
}
/**
 * A saved game: plain data, fit for `JSON.stringify` and `localStorage`.
 */
export interface GameSave<C, A> {
    /**
     * The save format ([`SAVE_VERSION`]).
     */
    version: number;
    /**
     * The game's name ([`Ruleset::NAME`]).
     */
    ruleset: RulesetKind;
    /**
     * The configuration the game was created with, as it was given.
     */
    config: C;
    /**
     * Every action played, in order: replayed from the configuration on load.
     */
    actions: ActionRecord<A>[];
    /**
     * The hash the replayed game must reach, as 16 hex digits.
     */
    stateHash: string;
}
/**
 * A side of the board.
 */
export type ChessColor = "white" | "black";
/**
 * A submitted action and who submitted it: what replay needs.
 */
export interface ActionRecord<A> {
    /**
     * The player who submitted the action.
     */
    player: PlayerId;
    /**
     * The action, as the ruleset defines it.
     */
    action: A;
}
/**
 * Everything about a game, for saving or showing; it keeps working after the end.
 */
export interface GameExport<C, S, A, R extends EndReason = EndReason> extends GameFacts<R> {
    /**
     * The game's name ([`Ruleset::NAME`]).
     */
    ruleset: RulesetKind;
    /**
     * The configuration the game was created with.
     */
    config: C;
    /**
     * The referee's whole state, hidden information included.
     */
    state: S;
    /**
     * The RNG state as 16 hex digits.
     */
    rng: string;
    /**
     * Every action played, in order: [`Game::replay`] rebuilds the game from them.
     */
    actions: ActionRecord<A>[];
    /**
     * The state hash, as 16 hex digits.
     */
    stateHash: string;
}
/**
 * How a finished game ended: one shape for every game, with the game's own reasons `R`.
 * `results` is ordered by rank.
 *
 * In TypeScript, `GameOutcome` without a type argument is any game's (`EndReason`);
 * `GameOutcome<ChessEndReason>` is chess's, whose results carry `ChessMetrics`.
 */
export type GameOutcome<R extends EndReason = EndReason> = {
    type: "WIN";
    winner: PlayerId;
    reason: R;
    results: PlayerResult<MetricsOf<R>>[];
} | {
    type: "DRAW";
    reason: R;
    results: PlayerResult<MetricsOf<R>>[];
};
/**
 * How a player ended the game, kept in the state until the end check reads it.
 */
export type ChessEnd = {
    type: "RESIGNED";
    player: PlayerId;
} | {
    type: "DRAW_CLAIMED";
    player: PlayerId;
    reason: ChessEndReason;
} | {
    type: "RECORDED";
    winner?: PlayerId;
    reason: ChessEndReason;
};
/**
 * How one player's game ended. `LOSS` is losing at the final check point; `ELIMINATED` is having
 * been knocked out at an earlier one.
 */
export type OutcomeType = "WIN" | "LOSS" | "DRAW" | "ELIMINATED";
/**
 * How the bot plays. Every field is optional: Normal strength and a fixed seed by default.
 */
export interface BotOptions {
    /**
     * The strength: `"easy"`, `"normal"` (the default) or `"hard"`; each game documents its
     * budget per level and the think time measured.
     */
    level?: Level;
    /**
     * A budget of its own instead of a level's, in the game's unit (MCTS iterations for most
     * games; each game documents its unit and maximum). Not together with `level`.
     */
    iterations?: number;
    /**
     * Seed text for the bot's own random choices; the same seed gives the same action.
     */
    seed?: string;
}
/**
 * Names every game built into this crate: each is a Cargo feature of that name.
 */
export type RulesetKind = "chess";
/**
 * One entry of the event log: the ruleset's event with its position and turn.
 */
export interface LogEntry<E> {
    /**
     * Position in the log, from 0.
     */
    seq: number;
    /**
     * The turn the event happened in.
     */
    turn: number;
    /**
     * The event itself, as the ruleset defines it.
     */
    event: E;
}
/**
 * One player's result. `rank` 1 is best; players who tie share a rank. In TypeScript, `M` is the
 * game's metrics (`ChessMetrics`...).
 */
export interface PlayerResult<M extends object = Metrics> {
    /**
     * The player.
     */
    player: PlayerId;
    /**
     * How their game ended.
     */
    outcome: OutcomeType;
    /**
     * 1 for the best placed; players who tie share a rank, and the next rank skips (1, 1, 3).
     */
    rank: number;
    /**
     * The game's figures for this player (`material`, `victoryPoints`...), when it has any.
     */
    metrics?: M;
}
/**
 * One tag pair as the file wrote it.
 */
export interface PgnTag {
    /**
     * The tag's name (`"Event"`, `"ECO"`...).
     */
    name: string;
    /**
     * Its value, unescaped.
     */
    value: string;
}
/**
 * The configuration: every field is optional.
 */
export interface ChessConfig {
    /**
     * The two player ids, white first. Default `["white", "black"]`.
     */
    players?: [PlayerId, PlayerId];
    /**
     * The starting position in FEN (standard chess; at most 128 bytes; the clocks may be left
     * out). Default: the standard starting position.
     */
    fen?: string;
    /**
     * The seed of the game's random numbers, as every game takes one. Chess draws none: the
     * seed changes only the state hash.
     */
    seed?: string;
}
/**
 * The granular events of a chess game.
 */
export type ChessEvent = {
    type: "MoveMade";
    player: PlayerId;
    uci: string;
    san: string;
    piece: ChessPiece;
    from: string;
    to: string;
    captured?: ChessPiece;
    promotion?: ChessPiece;
    fen: string;
} | {
    type: "DrawClaimed";
    player: PlayerId;
    reason: ChessEndReason;
} | {
    type: "Resigned";
    player: PlayerId;
} | {
    type: "ResultRecorded";
    winner?: PlayerId;
    reason: ChessEndReason;
} | {
    type: "GameEnded";
    outcome: GameOutcome<ChessEndReason>;
};
/**
 * The tags of the Seven Tag Roster a game does not know itself (White and Black are its
 * players, Result its outcome). Each is at most 255 bytes with no control character; an absent
 * one is written as PGN writes an unknown value (`"?"`, and `"????.??.??"` for the date).
 */
export interface PgnTags {
    /**
     * The name of the tournament or match (`Event`).
     */
    event?: string;
    /**
     * Where it was played (`Site`): a city, or a web address.
     */
    site?: string;
    /**
     * When it started (`Date`), as PGN writes it: `"2026.11.27"`, `"2026.??.??"`.
     */
    date?: string;
    /**
     * The round (`Round`): `"1"`, `"3.2"`.
     */
    round?: string;
}
/**
 * The view of a game for one viewer: the ruleset's view of the state (hidden information
 * removed) plus what everyone may know.
 */
export interface GameView<V, R extends EndReason = EndReason> extends GameFacts<R> {
    /**
     * The player this view is for; `null` for a spectator, who sees no hand.
     */
    viewer: string | null;
    /**
     * The game's state as this viewer may see it.
     */
    state: V;
}
/**
 * What a PGN file says about one game beyond its moves.
 */
export interface PgnRecord {
    /**
     * Every tag pair, in the file's order (`Event`, `Date`, `ECO`, `WhiteElo`, `TimeControl`,
     * ...): the names of the players are `White` and `Black`.
     */
    tags: PgnTag[];
    /**
     * The comments, NAGs and variations of the main line, in the file's order.
     */
    notes: PgnNote[];
    /**
     * What the reader read and did not keep, or read otherwise than the file says, in words
     * (`"line 3: an escape line (%), which PGN readers skip"`).
     */
    dropped: string[];
}
/**
 * What a batch of random games produced.
 */
export interface SimulationSummary {
    /**
     * The games played.
     */
    games: number;
    /**
     * Actions submitted over all games.
     */
    actions: number;
    /**
     * Wins per player id (players who never won are absent).
     */
    wins: Record<string, number>;
    /**
     * The games that ended in a draw.
     */
    draws: number;
}
/**
 * What everyone may know about a game at any moment (`R`: the game's end reasons).
 */
export interface GameFacts<R extends EndReason = EndReason> {
    /**
     * `FINISHED` exactly when `outcome` is not null.
     */
    status: GameStatus;
    /**
     * How the game ended; `null` while it goes on.
     */
    outcome: GameOutcome<R> | null;
    /**
     * The player to act; `null` once the game is finished.
     */
    currentPlayer: string | null;
    /**
     * The turn number, from 1 (each game says what a turn is).
     */
    turn: number;
}
/**
 * Whether a game is still being played.
 */
export type GameStatus = "ACTIVE" | "FINISHED";
/**
 * Which legal moves `moves` lists: every one by default.
 */
export interface ChessMovesOptions {
    /**
     * Only the moves of the piece on this square (`"e2"`; castling is the king's move).
     */
    square?: string;
    /**
     * Only the moves of this kind of piece.
     */
    piece?: ChessPiece;
}
/**
 * Which side a king castles to.
 */
export type ChessCastling = "kingside" | "queenside";
/**
 * Why a game of chess ends.
 */
export type ChessEndReason = "CHECKMATE" | "STALEMATE" | "INSUFFICIENT_MATERIAL" | "FIVEFOLD_REPETITION" | "SEVENTY_FIVE_MOVE_RULE" | "THREEFOLD_REPETITION" | "FIFTY_MOVE_RULE" | "RESIGNATION" | "AGREEMENT" | "TIME_FORFEIT" | "ADJUDICATION" | "FORFEIT";
