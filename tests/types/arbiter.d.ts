/* tslint:disable */
/* eslint-disable */

/**
 * What every arbiter function throws: a real `Error` (with a stack) whose `name` is
 * `"ArbiterError"` and whose `code` is a stable {@link ErrorCode}. Narrow `unknown` with
 * {@link isArbiterError}.
 */
export interface ArbiterError extends Error {
    name: "ArbiterError";
    code: ErrorCode;
}



/** A player's id, chosen by the caller (`"X"`, `"alice"`, `"bot-1"`). */
export type PlayerId = string;


/**
 * A submitted action and who submitted it: what replay needs.
 */
export interface ActionRecord<A> {
    player: PlayerId;
    action: A;
}

/**
 * An effect queued during the turn (a completion effect, a charge, a solar power), resolved at
 * the end of the turn.
 */
export interface TriggeredEffect {
    id: string;
    sourceShipId: string;
    sourcePlayerId: PlayerId;
    targetPlayerId: PlayerId;
    effectType: EffectType;
    value: number;
    /**
     * Resolves even if the source ship was destroyed or consumed meanwhile.
     */
    persistsIfSourceDestroyed: boolean;
    description: string;
    /**
     * When it was queued (a turn, sequence number or timestamp chosen by the caller).
     */
    triggeredAt: number;
}

/**
 * Everything about a game, for saving or showing; it keeps working after the end.
 */
export interface GameExport<C, S, A> extends GameFacts {
    ruleset: RulesetKind;
    config: C;
    state: S;
    /**
     * The RNG state as 16 hex digits.
     */
    rng: string;
    actions: ActionRecord<A>[];
    stateHash: string;
}

/**
 * Everything applied to one player, before capping.
 */
export interface PlayerTally {
    player: PlayerId;
    damage: number;
    healing: number;
    /**
     * healing − damage
     */
    net: number;
}

/**
 * How a finished game ended. `results` is ordered by rank.
 */
export type GameOutcome = { type: "WIN"; winner: PlayerId; reason: EndReason; results: PlayerResult[] } | { type: "DRAW"; reason: EndReason; results: PlayerResult[] };

/**
 * How one player's game ended. `LOSS` is losing at the final check point; `ELIMINATED` is having
 * been knocked out at an earlier one.
 */
export type OutcomeType = "WIN" | "LOSS" | "DRAW" | "ELIMINATED";

/**
 * Names every game that runs through [`Game`](crate::Game).
 */
export type RulesetKind = "tictactoe";

/**
 * One effect that resolved. Continuous powers get the id `"<shipId>#<powerIndex>"`, and one
 * entry per target.
 */
export interface AppliedEffect {
    id: string;
    source: EffectSource;
    sourceShipId: string;
    sourcePlayerId: PlayerId;
    targetPlayerId: PlayerId;
    effectType: EffectType;
    value: number;
}

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
    event: E;
}

/**
 * One player's result. `rank` 1 is best; players who tie share a rank.
 */
export interface PlayerResult {
    player: PlayerId;
    outcome: OutcomeType;
    rank: number;
    metrics?: Record<string, number>;
}

/**
 * Place your mark in `cell` (0 to 8, row by row).
 */
export interface TicTacToeAction {
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
 * The granular events of one resolution, in order: each effect applied or skipped, then each
 * health change, each defeat, and the end of the game if it ended.
 */
export type ResolutionEvent = ({ type: "EffectApplied" } & AppliedEffect) | ({ type: "EffectSkipped" } & SkippedEffect) | { type: "HealthChanged"; player: PlayerId; from: number; to: number } | { type: "PlayerDefeated"; player: PlayerId } | { type: "GameEnded"; outcome: GameOutcome };

/**
 * The result of [`detect_end_game`](super::detect_end_game).
 */
export interface EndGameCheck {
    status: GameStatus;
    outcome: GameOutcome | null;
}

/**
 * The stable code of an [`EngineError`]. New codes are added at the end; none is ever renamed.
 */
export type ErrorCode = "GAME_FINISHED" | "NOT_YOUR_TURN" | "ILLEGAL_ACTION" | "INVALID_INPUT" | "INVALID_CONFIG" | "INTERNAL";

/**
 * The view of a game for one viewer: the ruleset's view of the state (hidden information
 * removed) plus what everyone may know.
 */
export interface GameView<V> extends GameFacts {
    viewer: string | null;
    state: V;
}

/**
 * What a batch of random games produced.
 */
export interface SimulationSummary {
    games: number;
    /**
     * Actions submitted over all games.
     */
    actions: number;
    /**
     * Wins per player id (players who never won are absent).
     */
    wins: Record<string, number>;
    draws: number;
}

/**
 * What everyone may know about a game at any moment.
 */
export interface GameFacts {
    status: GameStatus;
    outcome: GameOutcome | null;
    /**
     * The player to act; `null` once the game is finished.
     */
    currentPlayer: string | null;
    turn: number;
}

/**
 * Where an effect came from.
 */
export type EffectSource = "TRIGGERED" | "CONTINUOUS";

/**
 * Whether a game is still being played.
 */
export type GameStatus = "ACTIVE" | "FINISHED";

/**
 * Whom a power affects. `OPPONENT` is only valid in a two-player game.
 */
export type PowerTarget = "OPPONENT" | "EACH_OPPONENT" | "SELF";

/**
 * Why a game ended. A closed set that each new game extends; each ruleset documents its own.
 */
export type EndReason = "HEALTH_DEPLETED" | "SIMULTANEOUS_LOSS" | "LINE_COMPLETED" | "BOARD_FULL";

/**
 * Why an effect did not resolve.
 */
export type SkipReason = "SOURCE_DESTROYED" | "SOURCE_CONSUMED" | "UNKNOWN_SOURCE" | "TARGET_DEFEATED" | "OWNER_DEFEATED";

/**
 * `CONTINUOUS` powers act at every resolution; `ONCE` powers fire when the ship is completed
 * (they arrive here as triggered effects, so resolution ignores them).
 */
export type PowerTiming = "CONTINUOUS" | "ONCE";

export interface AutomaticPower {
    timing: PowerTiming;
    effectType: EffectType;
    value: number;
    target: PowerTarget;
}

export interface EndOfTurnInput {
    players: PlayerHealth[];
    ships: ShipInput[];
    triggeredEffects: TriggeredEffect[];
    /**
     * Health cap; 35 when absent.
     */
    maxHealth?: number;
}

export interface EndOfTurnResult {
    players: PlayerState[];
    status: GameStatus;
    outcome: GameOutcome | null;
    applied: AppliedEffect[];
    skipped: SkippedEffect[];
    tally: PlayerTally[];
    events: ResolutionEvent[];
}

export interface PlayerHealth {
    id: PlayerId;
    health: number;
}

export interface PlayerState {
    id: PlayerId;
    health: number;
    /**
     * Still in the game (health above 0).
     */
    isActive: boolean;
}

export interface ShipInput {
    id: string;
    ownerId: PlayerId;
    isDestroyed: boolean;
    isConsumedInUpgrade: boolean;
    automaticPowers: AutomaticPower[];
}

export interface SkippedEffect {
    id: string;
    source: EffectSource;
    sourceShipId: string;
    reason: SkipReason;
}

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

export type EffectType = "DAMAGE" | "HEAL";

export type Mark = "X" | "O";

export type TicTacToeEvent = { type: "MarkPlaced"; player: PlayerId; mark: Mark; cell: number } | { type: "GameEnded"; outcome: GameOutcome };


/**
 * r#" Tic-tac-toe. The first player (default `"X"`) moves first; cells are 0 to 8, row by row."#
 * r"
 * r" ```ts
 * r#" const game = new TicTacToeGame({ players: ["you", "bot"] });"#
 * r#" game.submit("you", { cell: 4 });"#
 * r#" game.legalActions("bot"); // [{ cell: 0 }, { cell: 1 }, ...]"#
 * r" ```
 */
export class TicTacToeGame {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The actions submitted so far, for `replay`.
     */
    actions(): ActionRecord<TicTacToeAction>[];
    /**
     * The event log, from sequence number `since` (default 0) on.
     */
    events(since?: number | null): LogEntry<TicTacToeEvent>[];
    /**
     * Everything about the game, including the actions that rebuild it. Works after the end.
     */
    exportState(): GameExport<TicTacToeConfig, TicTacToeState, TicTacToeAction>;
    /**
     * Every action `player` may submit now (empty when it is not their turn, or at the end).
     */
    legalActions(player: string): TicTacToeAction[];
    /**
     * Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
     */
    constructor(config?: TicTacToeConfig | null);
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`).
     */
    static replay(config: TicTacToeConfig | null | undefined, actions: ActionRecord<TicTacToeAction>[]): TicTacToeGame;
    /**
     * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
     */
    stateHash(): string;
    /**
     * Submits `action` for `player` and returns the log entries it caused. A finished game
     * throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
     */
    submit(player: string, action: TicTacToeAction): LogEntry<TicTacToeEvent>[];
    /**
     * The game as `player` may see it; without a player, as a spectator sees it.
     */
    view(player?: string | null): GameView<TicTacToeState>;
    /**
     * The player to act; `null` once the game is finished.
     */
    readonly currentPlayer: string | null;
    /**
     * How the game ended; `null` while it is being played.
     */
    readonly outcome: GameOutcome | null;
    /**
     * The players, in seating order.
     */
    readonly players: string[];
    /**
     * `"ACTIVE"` or `"FINISHED"`.
     */
    readonly status: GameStatus;
    /**
     * The turn number.
     */
    readonly turn: number;
}

/**
 * The end check alone: players at health 0 are out, all at once. One left wins
 * (`HEALTH_DEPLETED`); none left is a draw (`SIMULTANEOUS_LOSS`).
 */
export function detectEndGame(players: PlayerHealth[]): EndGameCheck;

/**
 * True when `value` is an error thrown by arbiter.
 *
 * ```ts
 * try { game.submit("O", { cell: 4 }); }
 * catch (e) { if (isArbiterError(e) && e.code === "NOT_YOUR_TURN") showHint(e.message); else throw e; }
 * ```
 */
export function isArbiterError(value: unknown): value is ArbiterError;

/**
 * Resolves the end of a turn: triggered effects (persistent ones even if their ship is gone),
 * then continuous powers of ships still in play; all damage and healing is tallied per player and
 * applied at once, health is capped to `[0, maxHealth]` (35 by default), and only then is the end
 * checked, for every player together.
 *
 * Throws `ArbiterError` with code `INVALID_INPUT` for malformed input, naming the field.
 *
 * ```ts
 * const r = resolveEndOfTurn({ players, ships, triggeredEffects });
 * if (r.status === "FINISHED") showEndScreen(r.outcome!);
 * ```
 */
export function resolveEndOfTurn(input: EndOfTurnInput): EndOfTurnResult;

/**
 * Plays `games` games of `ruleset` (default configuration) with random legal moves for every
 * player, drawn from `seed`. The same seed plays the same games.
 */
export function simulateRandomGames(ruleset: RulesetKind, games: number, seed: string): SimulationSummary;

export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

export interface InitOutput {
    readonly memory: WebAssembly.Memory;
    readonly __wbg_tictactoegame_free: (a: number, b: number) => void;
    readonly detectEndGame: (a: any) => [number, number, number];
    readonly isArbiterError: (a: any) => number;
    readonly resolveEndOfTurn: (a: any) => [number, number, number];
    readonly simulateRandomGames: (a: any, b: number, c: any) => [number, number, number];
    readonly tictactoegame_actions: (a: number) => [number, number, number];
    readonly tictactoegame_currentPlayer: (a: number) => any;
    readonly tictactoegame_events: (a: number, b: number, c: number) => [number, number, number];
    readonly tictactoegame_exportState: (a: number) => [number, number, number];
    readonly tictactoegame_legalActions: (a: number, b: any) => [number, number, number];
    readonly tictactoegame_new: (a: number) => [number, number, number];
    readonly tictactoegame_outcome: (a: number) => [number, number, number];
    readonly tictactoegame_players: (a: number) => [number, number, number];
    readonly tictactoegame_replay: (a: any, b: any) => [number, number, number];
    readonly tictactoegame_stateHash: (a: number) => [number, number, number, number];
    readonly tictactoegame_status: (a: number) => [number, number, number];
    readonly tictactoegame_submit: (a: number, b: any, c: any) => [number, number, number];
    readonly tictactoegame_turn: (a: number) => number;
    readonly tictactoegame_view: (a: number, b: number) => [number, number, number];
    readonly __wbindgen_malloc: (a: number, b: number) => number;
    readonly __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
    readonly __wbindgen_free: (a: number, b: number, c: number) => void;
    readonly __wbindgen_exn_store: (a: number) => void;
    readonly __externref_table_alloc: () => number;
    readonly __wbindgen_externrefs: WebAssembly.Table;
    readonly __externref_table_dealloc: (a: number) => void;
    readonly __wbindgen_start: () => void;
}

export type SyncInitInput = BufferSource | WebAssembly.Module;

/**
 * Instantiates the given `module`, which can either be bytes or
 * a precompiled `WebAssembly.Module`.
 *
 * @param {{ module: SyncInitInput }} module - Passing `SyncInitInput` directly is deprecated.
 *
 * @returns {InitOutput}
 */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;

/**
 * If `module_or_path` is {RequestInfo} or {URL}, makes a request and
 * for everything else, calls `WebAssembly.instantiate` directly.
 *
 * @param {{ module_or_path: InitInput | Promise<InitInput> }} module_or_path - Passing `InitInput` directly is deprecated.
 *
 * @returns {Promise<InitOutput>}
 */
export default function __wbg_init (module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>): Promise<InitOutput>;
