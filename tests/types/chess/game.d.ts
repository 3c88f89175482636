import type { ActionRecord, BotOptions, EndReason, GameExport, GameOutcome, GameSave, GameStatus, GameView, LogEntry, RulesetKind } from "./types.js";
/** The types of one game, which its class is built on. */
export interface GameTypes {
    config: unknown;
    action: unknown;
    event: unknown;
    /** The full state, as `exportState()` gives it. */
    state: unknown;
    /** What a player sees of it, as `view()` gives it. */
    view: unknown;
    /** The game's end reasons. */
    reason: EndReason;
}
/**
 * Any game class's instance, whatever its types (its end reasons are a subset of `EndReason`, so
 * `GameClass<GameTypes>` would not take it).
 */
type AnyGame = GameClass<any>;
/**
 * What every game class declares: the game's name in the table of games, and the encoder of its
 * actions where they are a plain interface (codecs.ts; others take the generic writer).
 */
interface GameClassStatic {
    readonly ruleset: RulesetKind;
}
export declare abstract class GameClass<T extends GameTypes> {
    #private;
    /** Starts a game. Throws `INVALID_CONFIG` for a bad configuration. */
    constructor(config?: T["config"] | null);
    /**
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not an
     * intact save of this game: malformed, another ruleset or version, altered, or inconsistent
     * (its actions do not rebuild the state it records).
     */
    static load<G extends AnyGame>(this: GameConstructor<G>, saved: SaveOf<G>): G;
    /** Rebuilds a game from its configuration and its actions (see `actions()`). */
    static replay<G extends AnyGame>(this: GameConstructor<G>, config: ConfigOf<G> | null | undefined, actions: RecordOf<G>[]): G;
    /**
     * Submits `action` for `player` and returns the log entries it caused, as `player` may see them
     * (see `events`): the other player's draw comes back as a hidden card. A finished game throws
     * `GAME_FINISHED` before any other check; a rejected action changes nothing.
     */
    submit(player: string, action: T["action"]): LogEntry<T["event"]>[];
    /** Every action `player` may submit now (empty when it is not their turn, or at the end). */
    legalActions(player: string): T["action"][];
    /**
     * The action the game's bot, deciding from `player`'s view, would play now; it does not play
     * it. `level` (`"easy"`, `"normal"`: the default, `"hard"`) picks the game's documented
     * budget; `iterations` sets one in the game's unit instead. The same options and game give the
     * same action. Throws `GAME_FINISHED`, `NOT_YOUR_TURN`, or `INVALID_INPUT` for an unknown
     * player or bad options.
     */
    botAction(player: string, options?: BotOptions | null): T["action"];
    /**
     * Takes back the last action and returns it. Random results come out the same when it is
     * played again. After the end, the action that ended the game is taken back when the rules of
     * play ended it (a mate, a stalemate, a draw claimed, a line completed, the last checker borne
     * off, a count accepted): the outcome is gone and the game goes on.
     *
     * Throws `ILLEGAL_ACTION` with no action to take back; for an ending that is final, saying
     * why: a resignation, an accepted resignation offer, a dropped double, a result imported from
     * a record (a PGN's agreed draw or time forfeit); and for an action that revealed hidden
     * information (a card drawn, a deck shuffled, dice rolled). Throws `INVALID_INPUT` on a game
     * from `stepTo`.
     */
    undo(): ActionRecord<T["action"]>;
    /**
     * Whether `undo()` would take an action back now, answered without trying it: false with no
     * action, after an ending that is final (a resignation, an accepted resignation offer, a
     * dropped double, a result imported from a record), when the last action revealed hidden
     * information, and on a game from `stepTo`; true after an ending the rules of play reached.
     */
    canUndo(): boolean;
    /**
     * The game as it was after its first `n` actions (0 to `actions().length`), as a new game of
     * this class rebuilt from the log: the same `stateHash()` it had then, and `view(player)` and
     * `events(since, player)` as they were then, so a page stepping through history shows no
     * more than the player saw. It is read-only: `submit` and `undo` throw `INVALID_INPUT`, while
     * everything that reads works (`save()` included, whose `load` is a live game to play on).
     * Free it when done, as any game. Throws `INVALID_INPUT` for an `n` that is not a whole number
     * from 0 to the number of actions.
     */
    stepTo(n: number): this;
    /** `"ACTIVE"` or `"FINISHED"`. */
    get status(): GameStatus;
    /** How the game ended; `null` while it is being played. */
    get outcome(): GameOutcome<T["reason"]> | null;
    /** The player to act; `null` once the game is finished. */
    get currentPlayer(): string | null;
    /** The turn number. */
    get turn(): number;
    /** The players, in seating order. */
    get players(): string[];
    /** Everything about the game, including the actions that rebuild it. Works after the end. */
    exportState(): GameExport<T["config"], T["state"], T["action"], T["reason"]>;
    /** The game as `player` may see it; without a player, as a spectator sees it. */
    view(player?: string | null): GameView<T["view"], T["reason"]>;
    /** A stable 64-bit hash of the state as 16 hex digits; equal on every platform. */
    stateHash(): string;
    /**
     * The event log from sequence number `since` (default 0) on. With a `viewer`, each event as
     * that player may see it: a card they may not see is a `HiddenCard` (`{ hidden: true, zone }`,
     * no id) and a shuffle's order is left out. Without one, the referee's whole log, hidden cards
     * included: not for a player's eyes.
     */
    events(since?: number | null, viewer?: string | null): LogEntry<T["event"]>[];
    /** The actions submitted so far, for `replay`. */
    actions(): ActionRecord<T["action"]>[];
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load` rebuilds it.
     * Works after the end.
     */
    save(): GameSave<T["config"], T["action"]>;
    /** Frees the game's memory in wasm; the game cannot be used afterwards. A second call does nothing. */
    free(): void;
    /** `using game = new ...`: frees the game at the end of the block. */
    [Symbol.dispose](): void;
}
type GameConstructor<G> = (new (config?: never) => G) & GameClassStatic;
type ConfigOf<G extends AnyGame> = ReturnType<G["exportState"]>["config"];
type SaveOf<G extends AnyGame> = ReturnType<G["save"]>;
type RecordOf<G extends AnyGame> = ReturnType<G["actions"]>[number];
export {};
