/* tslint:disable */
/* eslint-disable */
// arbiter: declarations the generated classes need
declare global {
  interface SymbolConstructor {
    /** The method `using` calls; arbiter's classes map it to `free()`. */
    readonly dispose: unique symbol;
  }
}


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
 * A card type, as costs and effects name it.
 */
export type CardType = "LAND" | "CREATURE" | "ARTIFACT" | "ENCHANTMENT" | "INSTANT" | "SORCERY";

/**
 * A player as resolution takes them. The result's `players` have this shape too, so a front end
 * can feed them back as the next turn's input.
 */
export interface PlayerHealth {
    id: PlayerId;
    /**
     * Any integer from −1,000,000 to 1,000,000: a player still in the game is tallied from it,
     * then capped to `maxHealth` and defeated at 0 or less.
     */
    health: number;
    /**
     * `false`: already out of the game (effects on them are skipped, their ships no longer act).
     * Absent or `true`: in the game, whatever the health.
     */
    isActive?: boolean;
}

/**
 * A saved game: plain data, fit for `JSON.stringify` and `localStorage`.
 */
export interface GameSave<C, A> {
    /**
     * The save format (currently 2).
     */
    version: number;
    /**
     * The game's name ([`Ruleset::NAME`]).
     */
    ruleset: RulesetKind;
    config: C;
    actions: ActionRecord<A>[];
    /**
     * The hash the replayed game must reach, as 16 hex digits.
     */
    stateHash: string;
}

/**
 * A ship in play (or destroyed, or consumed in an upgrade: ships are never removed).
 */
export interface Ship {
    /**
     * `"s1"`, `"s2"`... in the order ships were built.
     */
    id: string;
    /**
     * Its catalogue id.
     */
    kind: string;
    ownerId: PlayerId;
    builtOnTurn: number;
    isDestroyed: boolean;
    isConsumedInUpgrade: boolean;
    /**
     * The turn it was destroyed or consumed; `null` while afloat.
     */
    lostOnTurn: number | null;
    /**
     * Uses left of its charge power.
     */
    charges: number;
    /**
     * Uses left of its First Strike.
     */
    strikes: number;
    /**
     * Whether its solar power was used this turn.
     */
    solarUsed: boolean;
}

/**
 * A ships game's configuration. Only `players` is required.
 */
export interface ShipsConfig {
    /**
     * 2 to 6 player ids, in seating order.
     */
    players: PlayerId[];
    /**
     * Health every player starts with; 30 (or `maxHealth` if lower) when absent.
     */
    startingHealth?: number;
    /**
     * Health cap; 35 when absent.
     */
    maxHealth?: number;
    /**
     * The game ends after this turn's resolution (1 to 1000; 30 when absent): the healthiest
     * player wins (`TURN_LIMIT`), a tie at the top is a draw.
     */
    maxTurns?: number;
    /**
     * Seed text for the dice; the same seed and actions replay the same game.
     */
    seed?: string;
    /**
     * The ships players may build; the built-in catalogue (14 ships) when absent.
     */
    catalogue?: ShipDefinition[];
}

/**
 * A structured cost. Every part is optional; a cost with no part costs nothing (`{0}`).
 */
export interface Cost {
    mana: ManaCost;
    /**
     * `{T}`.
     */
    tap: boolean;
    /**
     * `Pay N life`.
     */
    life: number;
    /**
     * `Sacrifice ...`; `null` without.
     */
    sacrifice: Sacrifice | null;
    /**
     * `Discard N cards`: how many cards, chosen by the payer.
     */
    discard: number;
}

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
     * When it was queued, as the caller writes it (the built-in game writes the phase and the
     * turn, `"BATTLE:3"`).
     */
    triggeredAt: string;
}

/**
 * Everything about a game, for saving or showing; it keeps working after the end.
 */
export interface GameExport<C, S, A> extends GameFacts {
    /**
     * The game's name ([`Ruleset::NAME`]).
     */
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
 * How the bot searches. Both fields are optional.
 */
export interface BotOptions {
    /**
     * Search iterations, 1 to 20,000 (default 500, the demo page's "Normal"): more plays
     * stronger and slower.
     */
    iterations?: number;
    /**
     * Seed text for the bot's own random choices; the same seed gives the same action.
     */
    seed?: string;
}

/**
 * Mana to pay: generic (at most 99) and each colour (at most 20 symbols).
 */
export interface ManaCost {
    /**
     * Any mana (`{2}`).
     */
    generic: number;
    W: number;
    U: number;
    B: number;
    R: number;
    G: number;
    /**
     * Colourless mana specifically (`{C}`).
     */
    C: number;
}

/**
 * Names every game that runs through [`Game`](crate::Game).
 */
export type RulesetKind = "tictactoe" | "ships";

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
 * One kind of ship a player may build.
 */
export interface ShipDefinition {
    /**
     * The catalogue id actions use (`"fighter"`).
     */
    id: string;
    /**
     * The name to show (`"Fighter"`).
     */
    name: string;
    /**
     * Energy to build it (at least 1).
     */
    cost: number;
    /**
     * Ships of yours this one is built from, by catalogue id: an upgrade consumes them (the
     * oldest first) and they stop acting. Absent: built from nothing.
     */
    upgradeFrom?: string[];
    powers: Power[];
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
 * One player's side of the game.
 */
export interface Fleet {
    player: PlayerId;
    /**
     * 0 to `maxHealth`; changes only in End of Turn Resolution.
     */
    health: number;
    /**
     * Gained from a die each turn, spent on ships and solar powers; kept from turn to turn.
     */
    energy: number;
    /**
     * The turn this player's health reached 0; `null` while they are in the game.
     */
    defeatedOnTurn: number | null;
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
 * The result of [`detect_end_game`](super::detect_end_game).
 */
export interface EndGameCheck {
    status: GameStatus;
    outcome: GameOutcome | null;
}

/**
 * The stable code of an [`EngineError`]. New codes are added at the end; none is ever renamed.
 */
export type ErrorCode = "GAME_FINISHED" | "NOT_YOUR_TURN" | "ILLEGAL_ACTION" | "INVALID_INPUT" | "INVALID_CONFIG" | "INTERNAL" | "INVALID_SAVE";

/**
 * The three phases of a turn. Players act in turn order within Build and Battle; End of Turn
 * Resolution happens at once, when the last player passes in Battle.
 */
export type Phase = "BUILD" | "BATTLE" | "END_OF_TURN";

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
 * What a sacrifice cost takes.
 */
export type Sacrifice = { type: "THIS" } | { type: "ONE_OF"; cardType: CardType };

/**
 * What a ship can do. Effects reach health only at End of Turn Resolution.
 */
export type Power = { kind: "COMPLETION"; effectType: EffectType; value: number; target: PowerTarget } | { kind: "CONTINUOUS"; effectType: EffectType; value: number; target: PowerTarget } | { kind: "CHARGE"; effectType: EffectType; value: number; target: PowerTarget; charges: number; persistsIfSourceDestroyed: boolean } | { kind: "SOLAR"; effectType: EffectType; value: number; target: PowerTarget; energyCost: number; persistsIfSourceDestroyed: boolean } | { kind: "FIRST_STRIKE"; charges: number };

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
export type EndReason = "HEALTH_DEPLETED" | "SIMULTANEOUS_LOSS" | "LINE_COMPLETED" | "BOARD_FULL" | "TURN_LIMIT";

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
}

export interface PlayerState {
    id: PlayerId;
    /**
     * 0 to `maxHealth`.
     */
    health: number;
    /**
     * Still in the game: was in before, and health stayed above 0.
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

export interface ShipsState {
    catalogue: ShipDefinition[];
    maxHealth: number;
    maxTurns: number;
    /**
     * Every player, in seating order.
     */
    players: PlayerId[];
    /**
     * One per player, in seating order.
     */
    fleets: Fleet[];
    ships: Ship[];
    /**
     * Effects queued this turn, resolved at its end.
     */
    triggeredEffects: TriggeredEffect[];
    /**
     * The turn in progress (0 before the first starts).
     */
    turn: number;
    phase: Phase;
    /**
     * This turn's players still in the game, in the order they act (the first seat rotates).
     */
    order: PlayerId[];
    /**
     * Index into `order` of the player whose part of the phase it is.
     */
    acting: number;
    nextShip: number;
    nextEffect: number;
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

export type ShipsAction = { type: "BUILD"; ship: string; target?: PlayerId } | { type: "USE_CHARGE"; shipId: string; target?: PlayerId } | { type: "USE_SOLAR"; shipId: string; target?: PlayerId } | { type: "FIRST_STRIKE"; shipId: string; targetShipId: string } | { type: "PASS" };

export type ShipsEvent = { type: "TurnStarted"; turn: number } | { type: "PhaseStarted"; phase: Phase } | { type: "EnergyGained"; player: PlayerId; amount: number } | { type: "EnergySpent"; player: PlayerId; amount: number } | { type: "ShipConsumedInUpgrade"; shipId: string; into: string } | { type: "ShipBuilt"; ship: Ship } | { type: "ShipCompleted"; shipId: string } | { type: "EffectTriggered"; effect: TriggeredEffect } | { type: "ChargeUsed"; shipId: string; remaining: number } | { type: "SolarPowerUsed"; shipId: string } | { type: "FirstStrikeUsed"; shipId: string; remaining: number } | { type: "ShipDestroyed"; shipId: string; by: string } | { type: "Passed"; player: PlayerId } | ({ type: "EffectApplied" } & AppliedEffect) | ({ type: "EffectSkipped" } & SkippedEffect) | { type: "HealthChanged"; player: PlayerId; from: number; to: number } | { type: "PlayerDefeated"; player: PlayerId } | { type: "ResolutionCompleted"; turn: number } | { type: "GameEnded"; outcome: GameOutcome };

export type TicTacToeEvent = { type: "MarkPlaced"; player: PlayerId; mark: Mark; cell: number } | { type: "GameEnded"; outcome: GameOutcome };


/**
 * The ship battle, 2 to 6 players. Each turn: Build (roll energy, build ships), Battle
 * (charges, solar powers, First Strike), then End of Turn Resolution, the only place health
 * changes. Pass (`{ type: "PASS" }`) to end your part of a phase; `legalActions` lists
 * exactly what the player to act may do.
 *
 * ```ts
 * const game = new ShipsGame({ players: ["you", "bot"], seed: "my seed" });
 * game.submit("you", { type: "BUILD", ship: "fighter" });
 * const reply = game.botAction(game.currentPlayer!, { iterations: 500 });
 * ```
 */
export class ShipsGame {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The actions submitted so far, for `replay`.
     */
    actions(): ActionRecord<ShipsAction>[];
    /**
     * The action the bot (MCTS, from `player`'s view) would play now; it does not play it.
     * The same options and game give the same action. Throws `GAME_FINISHED`,
     * `NOT_YOUR_TURN`, or `INVALID_INPUT` for an unknown player or bad options.
     */
    botAction(player: string, options?: BotOptions | null): ShipsAction;
    /**
     * The event log, from sequence number `since` (default 0) on.
     */
    events(since?: number | null): LogEntry<ShipsEvent>[];
    /**
     * Everything about the game, including the actions that rebuild it. Works after the end.
     */
    exportState(): GameExport<ShipsConfig, ShipsState, ShipsAction>;
    /**
     * Every action `player` may submit now (empty when it is not their turn, or at the end).
     */
    legalActions(player: string): ShipsAction[];
    /**
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
     * an intact save of this game: malformed, another ruleset or version, altered, or
     * inconsistent (its actions do not rebuild the state it records).
     */
    static load(saved: GameSave<ShipsConfig, ShipsAction>): ShipsGame;
    /**
     * Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
     */
    constructor(config: ShipsConfig);
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`).
     */
    static replay(config: ShipsConfig, actions: ActionRecord<ShipsAction>[]): ShipsGame;
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
     * rebuilds it. Works after the end.
     */
    save(): GameSave<ShipsConfig, ShipsAction>;
    /**
     * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
     */
    stateHash(): string;
    /**
     * Submits `action` for `player` and returns the log entries it caused. A finished game
     * throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
     */
    submit(player: string, action: ShipsAction): LogEntry<ShipsEvent>[];
    /**
     * Takes back the last action and returns it. Random results come out the same when it
     * is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action.
     */
    undo(): ActionRecord<ShipsAction>;
    /**
     * The game as `player` may see it; without a player, as a spectator sees it.
     */
    view(player?: string | null): GameView<ShipsState>;
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
 * Tic-tac-toe. The first player (default `"X"`) moves first; cells are 0 to 8, row by row.
 *
 * ```ts
 * const game = new TicTacToeGame({ players: ["you", "bot"] });
 * game.submit("you", { cell: 4 });
 * game.legalActions("bot"); // [{ cell: 0 }, { cell: 1 }, ...]
 * ```
 */
export class TicTacToeGame {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The actions submitted so far, for `replay`.
     */
    actions(): ActionRecord<TicTacToeAction>[];
    /**
     * The action the bot (MCTS, from `player`'s view) would play now; it does not play it.
     * The same options and game give the same action. Throws `GAME_FINISHED`,
     * `NOT_YOUR_TURN`, or `INVALID_INPUT` for an unknown player or bad options.
     */
    botAction(player: string, options?: BotOptions | null): TicTacToeAction;
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
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
     * an intact save of this game: malformed, another ruleset or version, altered, or
     * inconsistent (its actions do not rebuild the state it records).
     */
    static load(saved: GameSave<TicTacToeConfig, TicTacToeAction>): TicTacToeGame;
    /**
     * Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
     */
    constructor(config?: TicTacToeConfig | null);
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`).
     */
    static replay(config: TicTacToeConfig | null | undefined, actions: ActionRecord<TicTacToeAction>[]): TicTacToeGame;
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
     * rebuilds it. Works after the end.
     */
    save(): GameSave<TicTacToeConfig, TicTacToeAction>;
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
     * Takes back the last action and returns it. Random results come out the same when it
     * is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action.
     */
    undo(): ActionRecord<TicTacToeAction>;
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
 * Parses cost text (`"{2}{U}{U}, {T}, Pay 2 life, Sacrifice this, Discard a card"`) into a
 * structured `Cost`, without a game: mana symbols (`{2}`, `{W}` `{U}` `{B}` `{R}` `{G}`,
 * `{C}`), `{T}`, `Pay N life`, `Sacrifice this` or `Sacrifice a <card type>`, `Discard a card`
 * or `Discard N cards`, separated by commas, each kind once. Throws `INVALID_INPUT` naming the
 * part it does not know. At most 512 bytes of text; amounts up to 99, 20 symbols of a colour.
 */
export function parseCost(text: string): Cost;

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
 * Plays `games` games of `ruleset` with random legal moves for every player, drawn from `seed`.
 * The same seed plays the same games. Tic-tac-toe uses its default configuration; ships a
 * default two-player game between `"p1"` and `"p2"`.
 */
export function simulateRandomGames(ruleset: RulesetKind, games: number, seed: string): SimulationSummary;

export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

export interface InitOutput {
    readonly memory: WebAssembly.Memory;
    readonly __wbg_shipsgame_free: (a: number, b: number) => void;
    readonly __wbg_tictactoegame_free: (a: number, b: number) => void;
    readonly detectEndGame: (a: any) => [number, number, number];
    readonly isArbiterError: (a: any) => number;
    readonly parseCost: (a: any) => [number, number, number];
    readonly resolveEndOfTurn: (a: any) => [number, number, number];
    readonly shipsgame_actions: (a: number) => [number, number, number];
    readonly shipsgame_botAction: (a: number, b: any, c: number) => [number, number, number];
    readonly shipsgame_currentPlayer: (a: number) => any;
    readonly shipsgame_events: (a: number, b: number) => [number, number, number];
    readonly shipsgame_exportState: (a: number) => [number, number, number];
    readonly shipsgame_legalActions: (a: number, b: any) => [number, number, number];
    readonly shipsgame_load: (a: any) => [number, number, number];
    readonly shipsgame_new: (a: any) => [number, number, number];
    readonly shipsgame_outcome: (a: number) => [number, number, number];
    readonly shipsgame_players: (a: number) => [number, number, number];
    readonly shipsgame_replay: (a: any, b: any) => [number, number, number];
    readonly shipsgame_save: (a: number) => [number, number, number];
    readonly shipsgame_stateHash: (a: number) => [number, number, number, number];
    readonly shipsgame_status: (a: number) => [number, number, number];
    readonly shipsgame_submit: (a: number, b: any, c: any) => [number, number, number];
    readonly shipsgame_turn: (a: number) => number;
    readonly shipsgame_undo: (a: number) => [number, number, number];
    readonly shipsgame_view: (a: number, b: number) => [number, number, number];
    readonly simulateRandomGames: (a: any, b: any, c: any) => [number, number, number];
    readonly tictactoegame_actions: (a: number) => [number, number, number];
    readonly tictactoegame_botAction: (a: number, b: any, c: number) => [number, number, number];
    readonly tictactoegame_currentPlayer: (a: number) => any;
    readonly tictactoegame_events: (a: number, b: number) => [number, number, number];
    readonly tictactoegame_exportState: (a: number) => [number, number, number];
    readonly tictactoegame_legalActions: (a: number, b: any) => [number, number, number];
    readonly tictactoegame_load: (a: any) => [number, number, number];
    readonly tictactoegame_new: (a: number) => [number, number, number];
    readonly tictactoegame_outcome: (a: number) => [number, number, number];
    readonly tictactoegame_players: (a: number) => [number, number, number];
    readonly tictactoegame_replay: (a: any, b: any) => [number, number, number];
    readonly tictactoegame_save: (a: number) => [number, number, number];
    readonly tictactoegame_stateHash: (a: number) => [number, number, number, number];
    readonly tictactoegame_status: (a: number) => [number, number, number];
    readonly tictactoegame_submit: (a: number, b: any, c: any) => [number, number, number];
    readonly tictactoegame_turn: (a: number) => number;
    readonly tictactoegame_undo: (a: number) => [number, number, number];
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
