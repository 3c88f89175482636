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
    /**
     * Starts a game from its configuration (`null` or nothing: the game's defaults).
     *
     * @throws `INVALID_CONFIG` for a configuration the game refuses, naming the field and value.
     * @throws `NOT_INITIALIZED` before `init()`.
     */
    constructor(config?: T["config"] | null);
    /**
     * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not an
     * intact save of this game: malformed, another ruleset or version, altered, or inconsistent
     * (its actions do not rebuild the state it records).
     *
     * @throws `INVALID_SAVE` for anything but an intact save of this game, saying what is wrong.
     * @throws `NOT_INITIALIZED` before `init()`.
     */
    static load<G extends AnyGame>(this: GameConstructor<G>, saved: SaveOf<G>): G;
    /**
     * Rebuilds a game from its configuration and its actions (see `actions()`): the same game,
     * the same state hash. Carries a game across versions whose rules for it did not change.
     *
     * @throws `INVALID_CONFIG` for a configuration the game refuses.
     * @throws `INVALID_INPUT` for actions that are not a list of `{ player, action }` records, or
     * one the game refuses at its place (the message names its index and the error).
     * @throws `NOT_INITIALIZED` before `init()`.
     */
    static replay<G extends AnyGame>(this: GameConstructor<G>, config: ConfigOf<G> | null | undefined, actions: RecordOf<G>[]): G;
    /**
     * Submits `action` for `player` and returns the log entries it caused, as `player` may see them
     * (see `events`): the other player's draw comes back as a hidden card. A finished game throws
     * `GAME_FINISHED` before any other check; a rejected action changes nothing.
     *
     * @throws `GAME_FINISHED` once the game is over, before any other check.
     * @throws `NOT_YOUR_TURN` when `player` is in the game but may not act now.
     * @throws `ILLEGAL_ACTION` for an action the rules forbid now (the message says why).
     * @throws `INVALID_INPUT` for an action of the wrong shape (naming the field), a player not in
     * the game, a game from `stepTo`, or a game freed or busy.
     * @throws `CANNOT_PAY_COST` (the duel) for a cost that cannot be paid now.
     */
    submit(player: string, action: T["action"]): LogEntry<T["event"]>[];
    /**
     * Every action `player` may submit now (empty when it is not their turn, or at the end).
     *
     * @throws `INVALID_INPUT` for a player that is not a string of at most 1,024 characters;
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
     * in an argument that calls back into the game).
     */
    legalActions(player: string): T["action"][];
    /**
     * The action the game's bot, deciding from `player`'s view, would play now; it does not play
     * it. `level` (`"easy"`, `"normal"`: the default, `"hard"`) picks the game's documented
     * budget; `iterations` sets one in the game's unit instead. The same options and game give the
     * same action.
     *
     * @throws `GAME_FINISHED` once the game is over.
     * @throws `NOT_YOUR_TURN` when `player` is not the one to act.
     * @throws `INVALID_INPUT` for a player not in the game, options of the wrong shape (a `level`
     * not one of the three, `iterations` out of the game's range, both given), or a game freed or
     * busy.
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
     *
     * @throws `ILLEGAL_ACTION` with no action to take back, after a final ending, or for an action
     * that revealed hidden information (the message says which).
     * @throws `INVALID_INPUT` on a game from `stepTo`, freed, or busy.
     */
    undo(): ActionRecord<T["action"]>;
    /**
     * Whether `undo()` would take an action back now, answered without trying it: false with no
     * action, after an ending that is final (a resignation, an accepted resignation offer, a
     * dropped double, a result imported from a record), when the last action revealed hidden
     * information, and on a game from `stepTo`; true after an ending the rules of play reached.
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls.
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
     *
     * @throws `INVALID_INPUT` for an `n` that is not a whole number from 0 to `actions().length`;
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls.
     */
    stepTo(n: number): this;
    /**
     * `"ACTIVE"` or `"FINISHED"`.
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
     * in an argument that calls back into the game).
     */
    get status(): GameStatus;
    /**
     * How the game ended; `null` while it is being played.
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
     * in an argument that calls back into the game).
     */
    get outcome(): GameOutcome<T["reason"]> | null;
    /**
     * The player to act; `null` once the game is finished.
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
     * in an argument that calls back into the game).
     */
    get currentPlayer(): string | null;
    /**
     * The turn number.
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
     * in an argument that calls back into the game).
     */
    get turn(): number;
    /**
     * The players, in seating order.
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
     * in an argument that calls back into the game).
     */
    get players(): string[];
    /**
     * Everything about the game, including the actions that rebuild it. Works after the end.
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
     * in an argument that calls back into the game).
     */
    exportState(): GameExport<T["config"], T["state"], T["action"], T["reason"]>;
    /**
     * The game as `player` may see it; without a player, as a spectator sees it.
     *
     * @throws `INVALID_INPUT` for a player that is not a string of at most 1,024 characters;
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
     * in an argument that calls back into the game).
     */
    view(player?: string | null): GameView<T["view"], T["reason"]>;
    /**
     * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
     * in an argument that calls back into the game).
     */
    stateHash(): string;
    /**
     * The event log from sequence number `since` (default 0) on. With a `viewer`, each event as
     * that player may see it: a card they may not see is a `HiddenCard` (`{ hidden: true, zone }`,
     * no id) and a shuffle's order is left out. Without one, the referee's whole log, hidden cards
     * included: not for a player's eyes.
     *
     * @throws `INVALID_INPUT` for a `since` that is not a non-negative integer, a viewer not in the
     * game; on a game freed, or in the middle of one of its own calls.
     */
    events(since?: number | null, viewer?: string | null): LogEntry<T["event"]>[];
    /**
     * The actions submitted so far, for `replay`.
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
     * in an argument that calls back into the game).
     */
    actions(): ActionRecord<T["action"]>[];
    /**
     * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load` rebuilds it.
     * Works after the end.
     *
     * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls.
     */
    save(): GameSave<T["config"], T["action"]>;
    /**
     * Frees the game's memory in wasm; the game cannot be used afterwards. A second call does
     * nothing.
     *
     * @throws `INVALID_INPUT` in the middle of one of the game's own calls.
     */
    free(): void;
    /** `using game = new ...`: frees the game at the end of the block. */
    [Symbol.dispose](): void;
}
type GameConstructor<G> = (new (config?: never) => G) & GameClassStatic;
type ConfigOf<G extends AnyGame> = ReturnType<G["exportState"]>["config"];
type SaveOf<G extends AnyGame> = ReturnType<G["save"]>;
type RecordOf<G extends AnyGame> = ReturnType<G["actions"]>[number];
export {};
