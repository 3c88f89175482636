// Go's class.
import * as raw from "./wasm/arbiter.js";
import type { GoAction, GoConfig, GoEndReason, GoEvent, GoState } from "./wasm/arbiter.js";
import { count, result } from "./boundary.js";
import { GameClass, use } from "./game.js";

/** The types a Go game is built on. */
export interface GoTypes {
  config: GoConfig;
  action: GoAction;
  event: GoEvent;
  state: GoState;
  view: GoState;
  reason: GoEndReason;
}

/**
 * Go on a 5×5 to 19×19 board, with positional superko, area scoring and komi; after two passes
 * the players count by agreement (or by area, `counting: "area"`).
 *
 * ```ts
 * const game = new GoGame({ size: 9 });
 * game.submit("black", { type: "PLAY", x: 4, y: 4 });
 * ```
 */
export class GoGame extends GameClass<GoTypes> {
  /** The game's name in the table of games. */
  static readonly ruleset = "go";

  /**
   * The number of move sequences of length `depth` (0 to 10) from the current position: only
   * moves count (not draw claims or resignations), and a finished game has none (`perft(0)` is
   * 1). Throws `INVALID_INPUT` for a depth that is not an integer from 0 to 10, or one that
   * would list the moves of too many positions, so that no call freezes a page for minutes.
   */
  perft(depth: number): number {
    return use(this, (handle) => result(raw.rawGoPerft(handle, count(depth, "depth"))));
  }
}
