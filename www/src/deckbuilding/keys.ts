// Keyboard play for the deck-builder: 1-9 click the hand card in that place (as shown), B moves
// the focus to the next pile you may buy or choose (Enter buys it), T plays all treasures, E ends
// the phase, U undoes. Keys are ignored while typing in a field or with a modifier held. Every
// redraw replaces the cards, so the focus is put back on the same card, pile or button (or the
// nearest one), never left on the page's body.
import { $ } from "../shell/dom.js";

/** What had the focus: a hand card (by place), a pile, or a button (by id). */
type Spot = { kind: "hand"; index: number } | { kind: "pile"; pile: string } | { kind: "button"; id: string };

const typing = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));

function visible(id: string): HTMLButtonElement | null {
  const node = document.getElementById(id);
  return node instanceof HTMLButtonElement && !node.hidden && !node.disabled && node.offsetParent !== null ? node : null;
}

const piles = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>("#supply .pile.clickable")];
const handCards = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>("#hand .card")];

/** Installs the keys (once). */
export function installKeys(): void {
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    if ($("game").hidden || document.querySelector("dialog[open]")) return;
    const key = e.key.toLowerCase();
    let target: HTMLElement | null = null;
    if (/^[1-9]$/.test(key)) {
      const card = handCards()[Number(key) - 1];
      if (card?.classList.contains("clickable")) target = card;
    } else if (key === "b") {
      const list = piles();
      const at = list.indexOf(document.activeElement as HTMLElement);
      list[(at + 1) % Math.max(1, list.length)]?.focus();
      if (list.length) e.preventDefault();
      return;
    } else if (key === "t") target = visible("play-treasures");
    else if (key === "e") target = visible("end-phase");
    else if (key === "u") target = visible("take-back");
    if (!target) return;
    e.preventDefault();
    target.focus();
    target.click();
  });
}

/** Keeps the focus on the board across redraws. */
export class FocusKeeper {
  private spot: Spot | null = null;

  /** Before a redraw: remembers what has the focus, if it is on the board. */
  before(): void {
    const node = document.activeElement;
    // On the body (the focused card was redrawn) or the hand's box (nothing to click): keep the last spot.
    if (!(node instanceof HTMLElement) || node === document.body || node.id === "hand-box") return;
    const card = node.closest<HTMLElement>("#hand .card");
    const pile = node.closest<HTMLElement>("#supply .pile");
    if (card) this.spot = { kind: "hand", index: handCards().indexOf(card) };
    else if (pile?.dataset.pile) this.spot = { kind: "pile", pile: pile.dataset.pile };
    else if (node instanceof HTMLButtonElement && node.id && node.closest("#turn-panel")) this.spot = { kind: "button", id: node.id };
    else this.spot = null;
  }

  /** After a redraw (and the shell's buttons set): the focus back on the same place, or the
   * nearest thing you may use, if the redraw took it away. */
  after(): void {
    queueMicrotask(() => this.restore());
  }

  private restore(): void {
    const spot = this.spot;
    const now = document.activeElement;
    const lost = !(now instanceof HTMLElement) || now === document.body || now.id === "hand-box" ||
      (now instanceof HTMLButtonElement && now.disabled) || now.offsetParent === null;
    if (!spot || !lost) return;
    const hand = handCards().filter((c) => c.classList.contains("clickable"));
    const clickablePiles = piles();
    const choices: (HTMLElement | null | undefined)[] = [];
    if (spot.kind === "hand") choices.push(handCards()[spot.index]?.classList.contains("clickable") ? handCards()[spot.index] : null, hand[Math.min(spot.index, hand.length - 1)]);
    if (spot.kind === "pile") choices.push(clickablePiles.find((p) => p.dataset.pile === spot.pile), clickablePiles[0]);
    if (spot.kind === "button") choices.push(visible(spot.id));
    choices.push(visible("choice-confirm"), visible("play-treasures"), hand[0], visible("end-phase"), $("hand-box"));
    choices.find((c) => c)?.focus();
  }
}
