// Backgammon's class.
import * as raw from "./wasm/arbiter.js";
import type { BackgammonAction, BackgammonConfig, BackgammonEndReason, BackgammonEvent, BackgammonState, ErrorCode, MatchRecord } from "./types.js";
import { arbiterError, call, count, describe, result, withInput, ready } from "./boundary.js";
import type { ArbiterError } from "./boundary.js";
import { GameClass, adoptMade, use } from "./game.js";

/** The types a Backgammon game is built on. */
export interface BackgammonTypes {
  config: BackgammonConfig;
  action: BackgammonAction;
  event: BackgammonEvent;
  state: BackgammonState;
  view: BackgammonState;
  reason: BackgammonEndReason;
}

/** The longest match text `fromMatchText` reads, in characters (1 MiB). */
const MAX_MATCH_TEXT = 1 << 20;
/** The most games one `readMatchText` call reads. */
const MAX_MATCH_GAMES = 1_000;

/** One game of a match file, as `BackgammonGame.readMatchText` gives it. */
export interface MatchEntry {
  /** The game's place in the file, from 0. */
  index: number;
  /** The game replayed through the rules as a money game; `null` when it could not be read or replayed (`error` says why). Free it when done. */
  game: BackgammonGame | null;
  /** Why the game could not be read or replayed (`INVALID_INPUT` naming the line); `null` when it was. */
  error: ArbiterError | null;
  /** Where the game stands in its match (the length, its number, the score before it, the Crawford game) and the file's comment lines. Kept beside the game, never in its state or hash. */
  record: MatchRecord;
}

/** An entry as it crosses. @internal */
type RawEntry<R> = { index: number; game: [number, string[]] | null; error: { code: ErrorCode; message: string } | null; record: R };

/**
 * Backgammon, a money game: dice, hitting, the bar, bearing off, gammons and backgammons;
 * optionally the doubling cube (`cube: true`, with the Jacoby rule unless `jacoby: false`).
 *
 * ```ts
 * const game = new BackgammonGame({ cube: true });
 * const [first] = game.legalActions(game.currentPlayer!);
 * const text = game.matchText(); // GNU Backgammon's .mat
 * const again = BackgammonGame.fromMatchText(text);
 * ```
 */
export class BackgammonGame extends GameClass<BackgammonTypes> {
  /** The game's name in the table of games. */
  static readonly ruleset = "backgammon";

  /**
   * The game as GNU Backgammon's match text (`.mat`, as its `export match mat` writes a money
   * game): whole turns (a turn its mover resigned in the middle of, as far as it was played),
   * the cube's actions, `Wins n points` once over, and comment tags (the seed, the cube, the
   * opening rolls) that GNU Backgammon skips and `fromMatchText` reads.
   * Throws `INVALID_INPUT` for a game set up from a `position`. Works after the end.
   */
  matchText(): string {
    return use(this, (handle) => result(raw.rawBackgammonMatchText(handle)));
  }

  /**
   * The first game a match file records (at most 1 MiB): a money game, the first of a session
   * of money games, or the first game of an n-point match (`readMatchText` reads every game),
   * replayed through the rules with the file's dice (later dice come from its `Seed` tag, or
   * the default seed). Throws `INVALID_INPUT` naming the line for empty or blank text, a file
   * with no game, the Crawford rule in money play, beavers, or a move or cube action the rules
   * refuse.
   */
  static fromMatchText(text: string): BackgammonGame {
    ready();
    if (typeof text !== "string") throw arbiterError("INVALID_INPUT", `text must be a string, got ${describe(text)}`);
    if (text.length > MAX_MATCH_TEXT) {
      throw arbiterError("INVALID_INPUT", `text is a string of ${text.length} characters, above the limit of ${MAX_MATCH_TEXT}`);
    }
    return adoptMade(BackgammonGame, call<[number, string[]]>(() => raw.rawBackgammonFromMatchText(text)));
  }

  /**
   * Reads every game of a GNU Backgammon match file (at most `max`, 1,000 by default and at
   * most): a session of money games, or an n-point match, read game by game and not played as
   * a match. Each game is replayed through the rules as `fromMatchText` replays the first (a
   * game of a match as a money game with the cube and without the Jacoby rule, so its points
   * are the file's); its record holds where it stands in the match (`matchLength`, 0 for money
   * play; `gameNumber`; `score` before it; `crawford`, the first game in which a player is one
   * point away) and the file's comment lines. A game that cannot be read or replayed is an
   * entry with its `error` (and `game: null`); the others are still read. Free each game when
   * done.
   *
   * Throws `INVALID_INPUT` for text that is not a string, is empty or blank, has no game or a
   * header that is not a match file's, or is longer than 1 MiB, and for a `max` that is not a
   * whole number.
   */
  static readMatchText(text: string, max?: number | null): MatchEntry[] {
    ready();
    if (typeof text !== "string") throw arbiterError("INVALID_INPUT", `text must be a string, got ${describe(text)}`);
    if (text.length > MAX_MATCH_TEXT) {
      throw arbiterError("INVALID_INPUT", `text is a string of ${text.length} characters, above the limit of ${MAX_MATCH_TEXT}`);
    }
    const most = max === undefined || max === null ? MAX_MATCH_GAMES : Math.min(count(max, "max"), MAX_MATCH_GAMES);
    const entries = call<RawEntry<MatchRecord>[]>(() => raw.rawBackgammonReadMatchText(text, most));
    return entries.map((e) => ({
      index: e.index,
      game: e.game === null ? null : adoptMade(BackgammonGame, e.game),
      error: e.error === null ? null : arbiterError(e.error.code, e.error.message),
      record: e.record,
    }));
  }

  /**
   * The game as match text in its place in its match (from `readMatchText`): the record's
   * comment lines, match length, game number and score before it, then the game as
   * `matchText()` writes it. Throws `INVALID_INPUT` for a game set up from a `position`, or
   * naming the field of a record that does not make a match file (a `gameNumber` that is not 1
   * to 1,000, a `matchLength` over 1,000, a comment that is not one line starting with `;`).
   * Works after the end.
   */
  matchTextWithRecord(record: MatchRecord): string {
    return use(this, (handle) => withInput<string>(record, "input", (w) => raw.rawBackgammonMatchTextWithRecord(w, handle), "record"));
  }
}
