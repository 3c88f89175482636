// The one class every game's class extends: a game held by its handle in wasm, with every method
// of the outcome contract. Each call first checks that `this` is a live game of this module that
// is not in the middle of another call (a getter in an argument may call back into the game):
// a freed game, a method borrowed by another object, or a re-entrant call throws an
// ArbiterError (INVALID_INPUT) instead of reaching wasm.
import * as raw from "./wasm/arbiter.js";
import type {
  ActionRecord, BotOptions, EndReason, GameExport, GameOutcome, GameSave, GameStatus, GameView, LogEntry, RulesetKind,
} from "./types.js";
import { arbiterError, count, describe, isArbiterError, kindOf, result, string, withInput } from "./boundary.js";
import type { Encoder } from "./tape.js";

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

const IDLE = 0;
const BUSY = 1;
const FREED = 2;

/**
 * Any game class's instance, whatever its types (its end reasons are a subset of `EndReason`, so
 * `GameClass<GameTypes>` would not take it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = GameClass<any>;

/** A game's handle and players, as wasm answers them for a game it made. */
type Made = [number, string[]];

/**
 * The key of a class's action encoder (codecs.ts), where its actions are a plain interface: a
 * symbol, so that the classes' only statics are their API.
 * @internal
 */
export const ENCODE_ACTION: unique symbol = Symbol("encodeAction");

/** A game being adopted by a new object (`load`, `replay`), instead of a new game. */
let adopting: Made | null = null;

/** {@link use}'s body, set by the class (it reads the class's private fields). */
let useGame: (game: unknown, f: (handle: number, kind: number) => unknown) => unknown;

/**
 * What every game class declares: the game's name in the table of games, and the encoder of its
 * actions where they are a plain interface (codecs.ts; others take the generic writer).
 */
interface GameClassStatic {
  readonly ruleset: RulesetKind;
  /** @internal */
  readonly [ENCODE_ACTION]?: Encoder;
}

export abstract class GameClass<T extends GameTypes> {
  #handle: number;
  #kind: number;
  #state = IDLE;
  #players: string[];
  /** The game's class (its name is asked only for a message). */
  #class: GameClassStatic & { name: string };
  #encode: Encoder | undefined;

  /**
   * Starts a game from its configuration (`null` or nothing: the game's defaults).
   *
   * @throws `INVALID_CONFIG` for a configuration the game refuses, naming the field and value.
   * @throws `NOT_INITIALIZED` before `init()`.
   */
  constructor(config?: T["config"] | null) {
    const statics = new.target as unknown as GameClassStatic & { name: string };
    const ruleset = statics.ruleset;
    this.#class = statics;
    this.#encode = statics[ENCODE_ACTION];
    this.#kind = kindOf(ruleset);
    const kind = this.#kind;
    const [handle, players] = adopting ?? withInput<Made>(config ?? null, "config", (w) => raw.rawNew(kind, w));
    adopting = null;
    this.#handle = handle;
    this.#players = players;
    registry.register(this, this.#handle, this);
  }

  /**
   * Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not an
   * intact save of this game: malformed, another ruleset or version, altered, or inconsistent
   * (its actions do not rebuild the state it records).
   *
   * @throws `INVALID_SAVE` for anything but an intact save of this game, saying what is wrong.
   * @throws `NOT_INITIALIZED` before `init()`.
   */
  static load<G extends AnyGame>(this: GameConstructor<G>, saved: SaveOf<G>): G {
    const kind = kindOf(this.ruleset);
    return adopt(this, withInput<Made>(saved, "saved", (w) => raw.rawLoad(kind, w)));
  }

  /**
   * Rebuilds a game from its configuration and its actions (see `actions()`): the same game,
   * the same state hash. Carries a game across versions whose rules for it did not change.
   *
   * @throws `INVALID_CONFIG` for a configuration the game refuses.
   * @throws `INVALID_INPUT` for actions that are not a list of `{ player, action }` records, or
   * one the game refuses at its place (the message names its index and the error).
   * @throws `NOT_INITIALIZED` before `init()`.
   */
  static replay<G extends AnyGame>(this: GameConstructor<G>, config: ConfigOf<G> | null | undefined, actions: RecordOf<G>[]): G {
    const kind = kindOf(this.ruleset);
    if (config !== undefined && config !== null && !jsonable(config)) {
      throw arbiterError("INVALID_CONFIG", `config: expected a value, got ${describe(config)}`);
    }
    return adopt(this, withInput<Made>({ config: config ?? null, actions }, "replay", (w) => raw.rawReplay(kind, w), "actions"));
  }

  static {
    // One call on a game, as a module function rather than a static method: the classes' only
    // statics at run time are their API.
    useGame = (game, f) => {
      if (!GameClass.#isGame(game)) throw arbiterError("INVALID_INPUT", "this is not a game: call its methods on a game");
      const g = game as GameClass<GameTypes>;
      if (g.#state === FREED) throw arbiterError("INVALID_INPUT", `this ${g.#class.name} was freed: it cannot be used any more`);
      if (g.#state === BUSY) {
        throw arbiterError("INVALID_INPUT", `this ${g.#class.name} is busy: it was called again from inside one of its own calls`);
      }
      g.#state = BUSY;
      try {
        return f(g.#handle, g.#kind);
      } finally {
        g.#state = IDLE;
      }
    };
  }

  /** A player argument's index among the players, or -1 (then {@link #text} is its text). */
  #player(player: unknown): number {
    return typeof player === "string" ? this.#players.indexOf(player) : -1;
  }

  /** The text of a player argument that is not one of the players (checked), or nothing. */
  #text(player: unknown, index: number): string | undefined {
    return index >= 0 ? undefined : string(player, "player");
  }

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
  submit(player: string, action: T["action"]): LogEntry<T["event"]>[] {
    return use(this, (handle, kind) => {
      try {
        const index = this.#player(player);
        const text = this.#text(player, index);
        return withInput(action, "action", (w) => raw.rawSubmit(kind, w, handle, index, text), "action", this.#encode);
      } catch (e) {
        // Input refused before it crossed: a finished game still answers GAME_FINISHED first.
        if (isArbiterError(e) && e.code === "INVALID_INPUT") result(raw.rawSubmitGuard(kind, handle));
        throw e;
      }
    });
  }

  /**
   * Every action `player` may submit now (empty when it is not their turn, or at the end).
   *
   * @throws `INVALID_INPUT` for a player that is not a string of at most 1,024 characters;
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
   * in an argument that calls back into the game).
   */
  legalActions(player: string): T["action"][] {
    return use(this, (handle, kind) => {
      const index = this.#player(player);
      const text = this.#text(player, index);
      return result(raw.rawLegalActions(kind, handle, index, text));
    });
  }

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
  botAction(player: string, options?: BotOptions | null): T["action"] {
    return use(this, (handle, kind) => {
      const index = this.#player(player);
      const text = this.#text(player, index);
      if (options === undefined || options === null) return result(raw.rawBotAction(kind, 0, handle, index, text, false));
      return withInput(options, "options", (w) => raw.rawBotAction(kind, w, handle, index, text, true));
    });
  }

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
  undo(): ActionRecord<T["action"]> {
    return use(this, (handle, kind) => result(raw.rawUndo(kind, handle)));
  }

  /**
   * Whether `undo()` would take an action back now, answered without trying it: false with no
   * action, after an ending that is final (a resignation, an accepted resignation offer, a
   * dropped double, a result imported from a record), when the last action revealed hidden
   * information, and on a game from `stepTo`; true after an ending the rules of play reached.
   *
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls.
   */
  canUndo(): boolean {
    return use(this, (handle, kind) => raw.rawCanUndo(kind, handle) === 1);
  }

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
  stepTo(n: number): this {
    const Class = this.#class as unknown as GameConstructor<this>;
    return use(this, (handle, kind) => adopt(Class, result<Made>(raw.rawStepTo(kind, handle, count(n, "n")))));
  }

  /**
   * `"ACTIVE"` or `"FINISHED"`.
   *
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
   * in an argument that calls back into the game).
   */
  get status(): GameStatus {
    return use(this, (handle, kind) => result(raw.rawStatus(kind, handle)));
  }

  /**
   * How the game ended; `null` while it is being played.
   *
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
   * in an argument that calls back into the game).
   */
  get outcome(): GameOutcome<T["reason"]> | null {
    return use(this, (handle, kind) => result(raw.rawOutcome(kind, handle)));
  }

  /**
   * The player to act; `null` once the game is finished.
   *
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
   * in an argument that calls back into the game).
   */
  get currentPlayer(): string | null {
    return use(this, (handle, kind) => this.#players[raw.rawCurrentPlayer(kind, handle)] ?? null);
  }

  /**
   * The turn number.
   *
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
   * in an argument that calls back into the game).
   */
  get turn(): number {
    return use(this, (handle, kind) => raw.rawTurn(kind, handle));
  }

  /**
   * The players, in seating order.
   *
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
   * in an argument that calls back into the game).
   */
  get players(): string[] {
    return use(this, () => [...this.#players]);
  }

  /**
   * Everything about the game, including the actions that rebuild it. Works after the end.
   *
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
   * in an argument that calls back into the game).
   */
  exportState(): GameExport<T["config"], T["state"], T["action"], T["reason"]> {
    return use(this, (handle, kind) => result(raw.rawExportState(kind, handle)));
  }

  /**
   * The game as `player` may see it; without a player, as a spectator sees it.
   *
   * @throws `INVALID_INPUT` for a player that is not a string of at most 1,024 characters;
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
   * in an argument that calls back into the game).
   */
  view(player?: string | null): GameView<T["view"], T["reason"]> {
    return use(this, (handle, kind) => {
      if (player === undefined || player === null) return result(raw.rawView(kind, handle, -1, undefined, true));
      const index = this.#player(player);
      const text = this.#text(player, index);
      return result(raw.rawView(kind, handle, index, text, false));
    });
  }

  /**
   * A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
   *
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
   * in an argument that calls back into the game).
   */
  stateHash(): string {
    return use(this, (handle, kind) => result(raw.rawStateHash(kind, handle)));
  }

  /**
   * The event log from sequence number `since` (default 0) on. With a `viewer`, each event as
   * that player may see it: a card they may not see is a `HiddenCard` (`{ hidden: true, zone }`,
   * no id) and a shuffle's order is left out. Without one, the referee's whole log, hidden cards
   * included: not for a player's eyes.
   *
   * @throws `INVALID_INPUT` for a `since` that is not a non-negative integer, a viewer not in the
   * game; on a game freed, or in the middle of one of its own calls.
   */
  events(since?: number | null, viewer?: string | null): LogEntry<T["event"]>[] {
    return use(this, (handle, kind) => {
      const from = since === undefined || since === null ? 0 : count(since, "since");
      if (viewer === undefined || viewer === null) return result(raw.rawEvents(kind, handle, from, -1));
      const index = this.#player(viewer);
      if (index < 0) throw arbiterError("INVALID_INPUT", `player ${JSON.stringify(string(viewer, "player"))} is not in this game`);
      return result(raw.rawEvents(kind, handle, from, index));
    });
  }

  /**
   * The actions submitted so far, for `replay`.
   *
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls (a getter
   * in an argument that calls back into the game).
   */
  actions(): ActionRecord<T["action"]>[] {
    return use(this, (handle, kind) => result(raw.rawActions(kind, handle)));
  }

  /**
   * A save of the game, plain data for `JSON.stringify` and `localStorage`; `load` rebuilds it.
   * Works after the end.
   *
   * @throws `INVALID_INPUT` on a game freed, or in the middle of one of its own calls.
   */
  save(): GameSave<T["config"], T["action"]> {
    return use(this, (handle, kind) => result(raw.rawSave(kind, handle)));
  }

  /**
   * Frees the game's memory in wasm; the game cannot be used afterwards. A second call does
   * nothing.
   *
   * @throws `INVALID_INPUT` in the middle of one of the game's own calls.
   */
  free(): void {
    if (GameClass.#isGame(this) && (this as unknown as GameClass<GameTypes>).#state === FREED) return;
    use(this, (handle) => raw.rawFree(handle));
    this.#state = FREED;
    registry.unregister(this);
  }

  /** `using game = new ...`: frees the game at the end of the block. */
  [Symbol.dispose](): void {
    GameClass.prototype.free.call(this);
  }

  /** Whether `value` is an object this class made (not a copy, a proxy, or one made from its prototype). */
  static #isGame(value: unknown): boolean {
    return typeof value === "object" && value !== null && #state in value;
  }


  static {
    // Engines without the symbol get no method of that name (rather than one called "undefined").
    if (typeof Symbol.dispose !== "symbol") delete (GameClass.prototype as unknown as Record<string, unknown>)["undefined"];
  }
}

/**
 * Runs `f` on `game`'s handle, as one call: refused on anything but a live, idle game this module
 * made (a freed game, a busy one, another object borrowing the method).
 * @internal
 */
export const use = <R>(game: unknown, f: (handle: number, kind: number) => R): R => useGame(game, f) as R;

/**
 * The object of a game a game's own raw function made (an import): `made` is its handle and
 * players, as `rawLoad` answers them.
 * @internal
 */
export function adoptMade<G>(Class: GameConstructor<G>, made: Made): G {
  return adopt(Class, made);
}

/** Whether `value` has a JSON form (a function or a symbol has none); never throws. */
function jsonable(value: unknown): boolean {
  try {
    return JSON.stringify(value) !== undefined;
  } catch {
    return true; // the JSON path says what is wrong
  }
}

/** Frees a game's memory in wasm when its object is collected without `free()`. */
const registry = new FinalizationRegistry<number>((handle) => raw.rawFree(handle));

type GameConstructor<G> = (new (config?: never) => G) & GameClassStatic;
type ConfigOf<G extends AnyGame> = ReturnType<G["exportState"]>["config"];
type SaveOf<G extends AnyGame> = ReturnType<G["save"]>;
type RecordOf<G extends AnyGame> = ReturnType<G["actions"]>[number];

function adopt<G>(Class: GameConstructor<G>, made: Made): G {
  adopting = made;
  try {
    return new Class();
  } finally {
    adopting = null;
  }
}
