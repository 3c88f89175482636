// The ships board for the shell: the turn and the phases in the bar, the fleets (view.ts), your
// legal actions as buttons, and each End of Turn Resolution animated from its events
// (animate.ts; a click skips it).
import type { LogEntry, ShipsAction, ShipsEvent, ShipsGame } from "arbiter-rules/ships";
import { button, el } from "../shell/dom.js";
import type { Board, Parts, Turn } from "../shell/types.js";
import { Skipper, animateResolution } from "./animate.js";
import { HUMAN } from "./describe.js";
import { type Shown, renderActions, renderFleets, renderHeader } from "./view.js";

const BAR = `<div id="turn-info">Turn <b id="turn">1</b> of <span id="max-turns">30</span></div>
<ol id="phases" aria-label="phase"><li data-phase="BUILD">Build</li><li data-phase="BATTLE">Battle</li>
<li data-phase="END_OF_TURN">End of Turn Resolution</li></ol>`;

/** Milliseconds per group of a resolution's effects (fewer when there are many). */
const STEP_MS = 600;

export class ShipsBoard implements Board<ShipsGame, ShipsAction, ShipsEvent> {
  private parts: Parts | null = null;

  mount(parts: Parts): void {
    this.parts = parts;
    parts.bar.insertAdjacentHTML("beforeend", BAR);
    const catalogue = button("Ship catalogue", () => parts.openGuide("catalogue"), "catalogue-button");
    catalogue.id = "catalogue-button";
    parts.bar.append(catalogue);
    const fleets = el("div");
    fleets.id = "fleets";
    const actions = el("div");
    actions.id = "actions";
    parts.table.append(fleets, actions);
  }

  render(game: ShipsGame, turn: Turn<ShipsAction>): void {
    this.draw(game, turn.legal, (a) => void turn.play(a));
  }

  /** Draws the game; `override` shows a resolution in progress. */
  private draw(game: ShipsGame, legal: ShipsAction[], play: (a: ShipsAction) => void, override: Partial<Shown> = {}): void {
    const state = game.view(HUMAN).state;
    const shown: Shown = { state, acting: game.currentPlayer, ...override };
    renderHeader(shown);
    renderFleets(shown);
    renderActions(state, legal, play);
  }

  /** Shows an action's End of Turn Resolution, if it caused one: health as it was, then each
   * group of effects floating over its target, then the bars moving. */
  async present(game: ShipsGame, entries: LogEntry<ShipsEvent>[]): Promise<void> {
    const start = entries.findIndex((e) => e.event.type === "PhaseStarted" && e.event.phase === "END_OF_TURN");
    if (start < 0) return;
    const before = new Map<string, number>();
    let turn: number | undefined;
    for (const { event } of entries) {
      if (event.type === "HealthChanged") before.set(event.player, event.from);
      if (event.type === "ResolutionCompleted") turn = event.turn;
    }
    this.draw(game, [], () => undefined, { health: before, phase: "END_OF_TURN", acting: null, turn });
    this.parts?.say("End of Turn Resolution… (click to skip)");
    // A click or a key anywhere skips the animation.
    const skipper = new Skipper();
    const skip = () => skipper.skip();
    document.addEventListener("pointerdown", skip, true);
    document.addEventListener("keydown", skip, true);
    try {
      await animateResolution(entries.slice(start), this.parts?.speed ?? STEP_MS, skipper);
    } finally {
      document.removeEventListener("pointerdown", skip, true);
      document.removeEventListener("keydown", skip, true);
    }
  }
}
