// Taking back your last move: why the engine would refuse (asked with canUndo, not tried), and the
// game without that move, on a copy. A move made in one go (backgammon's 24/13 with 6-5: actions
// played with `hold`, then one more) is taken back whole.
import { errorText } from "./errors.js";
import type { EngineGame, GamePage, SaveOf } from "./types.js";

export class TakeBack<G extends EngineGame<C, A, E>, C, A, E> {
  /** Your last move made in one go, as indexes into the actions [from, to). */
  private chain: { from: number; to: number } | null = null;
  /** Where such a move started while it is being played. */
  private holding: number | null = null;

  constructor(private readonly page: GamePage<G, C, A, E>) {}

  /** A new game, or one taken back: no move in one go is remembered. */
  reset(): void {
    this.chain = null;
    this.holding = null;
  }

  /** Your action, the `at`-th, was played (`hold`: more of the same move follow). */
  played(at: number, hold: boolean): void {
    if (hold) this.holding ??= at;
    else {
      this.chain = { from: this.holding ?? at, to: at + 1 };
      this.holding = null;
    }
  }

  /** Your action was refused: the move in one go stops there. */
  refused(): void {
    this.holding = null;
  }

  /** The move's last action, waiting for Confirm, was dropped: what was played of it (a sum's
   * first steps, `count` actions in all now) is your last move, taken back together. */
  dropped(count: number): void {
    if (this.holding !== null) this.chain = { from: this.holding, to: count };
    this.holding = null;
  }

  /** Why you may not take back now, or null if the engine would undo. */
  whyNot(game: G, you: string): string | null {
    const actions = game.actions();
    if (!actions.some((record) => record.player === you)) return "you have not played yet";
    if (this.page.takeBack === "own" && actions.at(-1)?.player !== you) return "the last action is not yours";
    const own = this.page.whyNotBack?.(game, you) ?? null;
    if (own !== null) return own;
    return game.canUndo() ? null : "the game cannot go back further";
  }

  /** A copy of `game` without your last move and what followed it, or why not. */
  undone(game: G, you: string): G | string {
    const why = this.whyNot(game, you);
    if (why !== null) return why;
    const actions = game.actions();
    const chain = this.chain;
    // Back to the start of your last move made in one go, if nothing of yours followed it.
    const whole = chain !== null && chain.to <= actions.length && chain.to - chain.from > 1
      && actions.slice(chain.from, chain.to).every((r) => r.player === you)
      && actions.slice(chain.to).every((r) => r.player !== you);
    const copy = this.page.load(game.save() as SaveOf<G>);
    try {
      if (whole) while (copy.actions().length > chain.from) copy.undo();
      else while (copy.undo().player !== you);
      return copy;
    } catch (e) {
      copy.free();
      return errorText(e);
    }
  }
}
