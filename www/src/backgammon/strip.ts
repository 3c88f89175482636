// On a phone the board's points are about 24 px wide, narrower than a finger: a strip of large
// buttons under the board offers the same choices (the checkers you may move, then where the one
// picked may go, sums of the dice included), each at least 44 px. backgammon.css shows it on
// narrow screens only; the board's points still work there too.
import { el } from "../shell/dom.js";
import type { Place } from "./paths.js";

/** The order of the buttons: the bar first, then the points from 24 down, then off. */
const rank = (p: Place): number => (p === "bar" ? 26 : p === "off" ? 0 : p);

/** Fills `strip` with a button per place in `sources`, and, once `picked` is one of them, per
 * place in `targets`; a button calls `pick` with its place, as a click on the board would. */
export function drawStrip(strip: HTMLElement, sources: Set<Place>, targets: Set<Place>, picked: Place | null, pick: (where: Place) => void): void {
  const key = (p: Place): HTMLButtonElement => {
    const b = el("button", "strip-key", p === "bar" ? "Bar" : p === "off" ? "Off" : String(p));
    b.type = "button";
    b.dataset.place = String(p);
    b.addEventListener("click", () => pick(p));
    return b;
  };
  const byRank = (a: Place, b: Place): number => rank(b) - rank(a);
  const from = [...sources].sort(byRank).map((p) => {
    const b = key(p);
    b.setAttribute("aria-label", `pick up the checker on ${p === "bar" ? "the bar" : `point ${p}`}`);
    if (p === picked) b.classList.add("selected");
    return b;
  });
  const to = [...targets].sort(byRank).map((p) => {
    const b = key(p);
    b.classList.add("target");
    b.setAttribute("aria-label", p === "off" ? "bear it off" : `move it to point ${p}`);
    return b;
  });
  const row = (label: string, keys: HTMLButtonElement[], name: string): HTMLElement => {
    const node = el("div", `strip-row ${name}`);
    node.append(el("span", "strip-label", label), ...keys);
    return node;
  };
  strip.hidden = sources.size === 0;
  strip.replaceChildren(row("Move from", from, "from"), ...(picked === null ? [] : [row("to", to, "to")]));
}
