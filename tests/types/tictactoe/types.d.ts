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
    tictactoe: TicTacToeEndReason;
}
/** Tic-tac-toe's results carry no metrics. */
export interface GameMetrics {
    tictactoe: never;
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
 * A mark on the board: `"X"` (the first player's) or `"O"`.
 */
export type Mark = "X" | "O";
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
export type RulesetKind = "tictactoe";
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
 * Place your mark in `cell` (0 to 8, row by row).
 */
export interface TicTacToeAction {
    /**
     * The cell, 0 to 8 (0 top left, 8 bottom right): it must be empty.
     */
    cell: number;
}
/**
 * The configuration: both fields are optional.
 */
export interface TicTacToeConfig {
    /**
     * Seed text (tic-tac-toe draws no random numbers, but every game has a seed).
     */
    seed?: string;
    /**
     * The two player ids, X first. Default `["X", "O"]`.
     */
    players?: [PlayerId, PlayerId];
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
 * The whole game: the players and the board (nothing is hidden, so it is also each view).
 */
export interface TicTacToeState {
    /**
     * X's id, then O's.
     */
    players: [PlayerId, PlayerId];
    /**
     * Nine cells, row by row.
     */
    board: (Mark | null)[];
    /**
     * Marks placed so far.
     */
    moves: number;
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
 * What happened, one change at a time (`type` tells which).
 */
export type TicTacToeEvent = {
    type: "MarkPlaced";
    player: PlayerId;
    mark: Mark;
    cell: number;
} | {
    type: "GameEnded";
    outcome: GameOutcome<TicTacToeEndReason>;
};
/**
 * Whether a game is still being played.
 */
export type GameStatus = "ACTIVE" | "FINISHED";
/**
 * Why a game of tictactoe ends.
 */
export type TicTacToeEndReason = "LINE_COMPLETED" | "BOARD_FULL";
