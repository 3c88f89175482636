// Looking back through a game: the game as it was after n actions (the engine's `stepTo`, a
// read-only game), chosen by a line of the history or the arrow keys (Left, Right, Home, End);
// End, Escape, the bar's button or a click on the board return to the live game. While a past
// game is shown the board draws it with no legal actions, so nothing can be played on it.
import { $ } from "./dom.js";
import type { GameSave } from "arbiter-rules";
import type { EngineGame } from "./types.js";

type AnyGame = EngineGame<unknown, unknown, unknown>;

/** The log's length after each of `game`'s actions (from 0), so that a history can be told action
 * by action: one replay of a live copy from the start (`load` makes a game from a save). */
export function actionBounds<G extends EngineGame<C, A, E>, C, A, E>(game: G, load: (save: GameSave<C, A>) => G): number[] {
  const start = game.stepTo(0);
  const copy = load(start.save());
  start.free();
  try {
    const bounds = [copy.events().length];
    for (const record of game.actions()) {
      copy.submit(record.player, record.action);
      bounds.push(copy.events().length);
    }
    return bounds;
  } finally {
    copy.free();
  }
}

export class Stepping<G extends AnyGame> {
  /** The past game shown, and after how many actions; null: the live game. */
  past: { n: number; game: G } | null = null;

  /** `live` gives the game being played; `changed` redraws after a step. */
  constructor(private readonly live: () => G | null, private readonly changed: () => void, table: HTMLElement) {
    document.addEventListener("keydown", (e) => this.key(e));
    $("viewing-back").addEventListener("click", () => this.back());
    // The bar's ‹ and ›, for a phone without arrow keys.
    $("viewing-prev").addEventListener("click", () => this.to((this.past?.n ?? this.total()) - 1));
    $("viewing-next").addEventListener("click", () => this.to((this.past?.n ?? this.total()) + 1));
    // A click on the past board goes back to the game instead of reaching the board.
    table.addEventListener("click", (e) => {
      if (!this.past) return;
      e.stopPropagation();
      e.preventDefault();
      this.back();
    }, true);
  }

  /** How many actions the live game has. */
  private total(): number {
    return this.live()?.actions().length ?? 0;
  }

  /** Shows the game after `n` actions (the live game at the end of the list). */
  to(n: number): void {
    const game = this.live();
    if (!game) return;
    const total = this.total();
    const at = Math.max(0, Math.min(total, n));
    if (at === total) return this.back();
    if (this.past?.n === at) return;
    const past = game.stepTo(at);
    this.past?.game.free();
    this.past = { n: at, game: past };
    this.changed();
  }

  /** Back to the live game. */
  back(): void {
    if (!this.past) return;
    this.drop();
    this.changed();
  }

  /** Forgets the past game without redrawing (a new game, a take-back). */
  drop(): void {
    this.past?.game.free();
    this.past = null;
  }

  private key(e: KeyboardEvent): void {
    if (!this.live() || e.altKey || e.ctrlKey || e.metaKey || $("game").hidden) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest("input, textarea, select, dialog[open]") || document.querySelector("dialog[open]")) return;
    const now = this.past?.n ?? this.total();
    const steps: Record<string, () => void> = {
      ArrowLeft: () => this.to(now - 1),
      ArrowRight: () => this.to(now + 1),
      Home: () => this.to(0),
      End: () => this.back(),
      Escape: () => this.back(),
    };
    const step = steps[e.key];
    if (!step || (e.key === "Escape" && !this.past)) return;
    e.preventDefault();
    step();
  }
}
