// Chess's class.
import * as raw from "./wasm/arbiter.js";
import type { ChessAction, ChessConfig, ChessEndReason, ChessEvent, ChessState } from "./wasm/arbiter.js";
import { count, result } from "./boundary.js";
import { GameClass, use } from "./game.js";

/** The types a Chess game is built on. */
export interface ChessTypes {
  config: ChessConfig;
  action: ChessAction;
  event: ChessEvent;
  state: ChessState;
  view: ChessState;
  reason: ChessEndReason;
}

/**
 * Chess with every rule. White (default `"white"`) moves first; moves are UCI text.
 *
 * ```ts
 * const game = new ChessGame({ players: ["you", "bot"] });
 * game.submit("you", { type: "MOVE", uci: "e2e4" });
 * game.fen(); // "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
 * game.perft(3); // 8902 from the starting position
 * ```
 */
export class ChessGame extends GameClass<ChessTypes> {
  /** The game's name in the table of games. */
  static readonly ruleset = "chess";

  /**
   * The number of move sequences of length `depth` (0 to 10) from the current position: only
   * moves count (not draw claims or resignations), and a finished game has none (`perft(0)` is
   * 1). Throws `INVALID_INPUT` for a depth that is not an integer from 0 to 10, or one that
   * would list the moves of too many positions, so that no call freezes a page for minutes.
   */
  perft(depth: number): number {
    return use(this, (handle) => result(raw.rawChessPerft(handle, count(depth, "depth"))));
  }

  /**
   * The current position in Forsyth-Edwards Notation (the en passant square only when a capture
   * there is legal, as python-chess writes it). Works after the end.
   */
  fen(): string {
    return use(this, (handle) => result(raw.rawChessFen(handle)));
  }
}
