// The how-to-play panel: a dialog one click away on every page (the goal, a turn, how it ends,
// the controls), with the game's own extra sections (ships' catalogue) drawn when it opens, from
// the game being played.
import { $, el } from "./dom.js";
import type { GameMeta } from "./types.js";

const PARTS = [["goal", "The goal"], ["turn", "A turn"], ["end", "How it ends"], ["controls", "The controls"]] as const;

export class Guide {
  constructor(private readonly meta: GameMeta, private readonly extra: () => HTMLElement[]) {
    $("how-to").addEventListener("click", () => this.open());
    $("guide-title").textContent = `How to play: ${meta.title}`;
  }

  /** Opens the panel, scrolled to the section with id `at` if given. */
  open(at?: string): void {
    const body = $("guide-body");
    const sections = PARTS.map(([key, title]) => {
      const section = el("section", "guide-part");
      section.dataset.part = key;
      section.append(el("h3", "", title), el("p", "", this.meta.howToPlay[key]));
      return section;
    });
    body.replaceChildren(...sections, ...this.extra());
    const dialog = $<HTMLDialogElement>("guide");
    if (!dialog.open) dialog.showModal();
    const target = at ? document.getElementById(at) : null;
    if (target) target.scrollIntoView({ block: "start" });
    else body.scrollTop = 0;
  }
}
