// Cards moving between zones on the duel's board, as a FLIP animation: the board notes where every
// card ([data-id]) and zone ([data-zone]) is on the screen before it redraws (`snapshot`); after
// the redraw, each card an event moved slides from where it was to where it is now. A card still
// drawn after the move (on a battlefield, in your hand, in combat) slides itself; one that went
// where no card is drawn (a graveyard, a library, the stack's line, the bot's hand) is a copy
// that flies there and fades. A card entering a hidden zone (the bot's hand, a library) and a
// card the player may not see fly as a card back, never with its name or id: the copies carry
// no id at all, and a draw of the bot's slides one of its card backs from its library.
import type { DuelEvent, DuelView, LogEntry } from "arbiter-rules/duel";
import { HUMAN, definition } from "./describe.js";
import { cardFace } from "./render.js";

/** Where each card and zone was: its node (detached after the redraw) and its rectangle. */
export type Snapshot = Map<string, { node: HTMLElement; rect: DOMRect }>;

const ZONE = "zone:";

export function snapshot(): Snapshot {
  const shots: Snapshot = new Map();
  for (const node of document.querySelectorAll<HTMLElement>("[data-id], [data-zone]")) {
    const rect = node.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue; // not displayed
    shots.set(node.dataset.id ?? `${ZONE}${node.dataset.zone ?? ""}`, { node, rect });
  }
  return shots;
}

/** One card's move: from a card or zone of the snapshot, to a card or zone drawn now. */
interface Move {
  from: string[];
  to: string[];
  /** The card's id, to draw a face for a copy when no node of it was drawn; null: a card back. */
  card: string | null;
  /** The move ends in a zone hidden from the player: the copy is a card back. */
  hidden: boolean;
}

const zoneKey = (zone: string, player: string) => zone === "STACK" ? "stack" : `${zone.toLowerCase()}:${player}`;
const hiddenZone = (zone: string, player: string) => zone === "LIBRARY" || (zone === "HAND" && player !== HUMAN);
const ownerOf = (view: DuelView, id: string) => view.players[view.cards[id]?.owner ?? -1] ?? "";

/** The moves that `entries` made (at most 10: a mulligan moves a whole hand). */
function moves(view: DuelView, entries: LogEntry<DuelEvent>[]): Move[] {
  const out: Move[] = [];
  let botDraws = 0;
  for (const { event: e } of entries) {
    if (e.type === "MoveCardZone") {
      const id = typeof e.card === "string" ? e.card : null;
      const hidden = hiddenZone(e.to, e.owner);
      const from = [...(id ? [id] : []), ZONE + zoneKey(e.from, e.owner)];
      const to = [...(e.newId && !hidden ? [e.newId] : id && !hidden ? [id] : []), ZONE + zoneKey(e.to, e.owner)];
      out.push({ from, to, card: hidden ? null : e.newId ?? id, hidden });
    } else if (e.type === "DrawCard") {
      const id = typeof e.card === "string" ? e.card : null;
      const to = id ? [id] : [`back:${e.player}:${botDraws++}`];
      out.push({ from: [ZONE + zoneKey("LIBRARY", e.player)], to, card: id, hidden: id === null });
    } else if (e.type === "DiscardCard" || e.type === "SacrificePermanent") {
      const id = e.type === "DiscardCard" ? e.card : e.permanent;
      const owner = ownerOf(view, id) || e.player;
      out.push({ from: [id, ZONE + zoneKey(e.type === "DiscardCard" ? "HAND" : "BATTLEFIELD", e.player)], to: [ZONE + zoneKey(e.to, owner)], card: id, hidden: false });
    } else if (e.type === "DeclareAttacker" || e.type === "DeclareBlocker") {
      const id = e.type === "DeclareAttacker" ? e.attacker : e.blocker;
      out.push({ from: [id], to: [id], card: id, hidden: false });
    }
  }
  return out.slice(0, 10);
}

/** The node drawn now for `key`: a card, a zone, or the bot's `n`-th newest card back. */
function drawn(key: string): HTMLElement | null {
  const back = /^back:(.*):(\d+)$/.exec(key);
  if (back) {
    const backs = document.querySelectorAll<HTMLElement>(`[data-zone="hand:${CSS.escape(back[1] ?? "")}"] .card.back`);
    return backs[backs.length - 1 - Number(back[2])] ?? null;
  }
  const selector = key.startsWith(ZONE) ? `[data-zone="${CSS.escape(key.slice(ZONE.length))}"]` : `[data-id="${CSS.escape(key)}"]`;
  return document.querySelector<HTMLElement>(selector);
}

let layer: HTMLElement | null = null;

/** A copy to fly: the card as it was drawn, else its face, else a card back; without any id. */
function copyOf(view: DuelView, move: Move, was: HTMLElement | undefined): HTMLElement {
  const def = move.card && !move.hidden ? definition(view, move.card) : undefined;
  const node = !move.hidden && was?.classList.contains("card") ? was.cloneNode(true) as HTMLElement
    : def && move.card ? cardFace(def, move.card, { onClick: new Map(), picked: new Set(), playable: new Set(), target: new Set() })
    : Object.assign(document.createElement("div"), { className: "card back" });
  for (const n of [node, ...node.querySelectorAll<HTMLElement>("[data-id]")]) n.removeAttribute("data-id");
  node.classList.remove("flash", "arrive", "playable", "clickable", "picked", "target");
  node.classList.add("flying");
  node.setAttribute("aria-hidden", "true");
  return node;
}

const center = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/** Slides the cards `entries` moved from where `before` had them, for `ms`; the animations. */
export function fly(view: DuelView, entries: LogEntry<DuelEvent>[], before: Snapshot, ms: number): Animation[] {
  const animations: Animation[] = [];
  for (const move of moves(view, entries)) {
    const fromKey = move.from.find((k) => before.has(k));
    const source = fromKey ? before.get(fromKey) : undefined;
    const toKey = move.to.find((k) => drawn(k) !== null);
    const target = toKey ? drawn(toKey) : null;
    if (!source || !target || !toKey) continue;
    const a = center(source.rect);
    const end = target.getBoundingClientRect();
    const b = center(end);
    if (Math.hypot(a.x - b.x, a.y - b.y) < 4) continue;
    const timing: KeyframeAnimationOptions = { duration: ms, easing: "cubic-bezier(.2,.7,.3,1)" };
    if (!toKey.startsWith(ZONE) && target.classList.contains("card")) {
      // The card is drawn where it went: it slides there itself.
      const scale = Math.max(0.4, Math.min(1, source.rect.width / Math.max(1, end.width)));
      target.classList.remove("arrive");
      animations.push(target.animate([{ translate: `${a.x - b.x}px ${a.y - b.y}px`, scale: String(scale), zIndex: 5 },
        { translate: "0 0", scale: "1", zIndex: 5 }], timing));
      continue;
    }
    if (!layer?.isConnected) {
      layer = document.createElement("div");
      layer.id = "flights";
      layer.setAttribute("aria-hidden", "true");
      document.body.append(layer);
    }
    const copy = copyOf(view, move, fromKey?.startsWith(ZONE) ? undefined : source.node);
    layer.append(copy);
    const size = copy.getBoundingClientRect();
    copy.style.left = `${a.x - size.width / 2}px`;
    copy.style.top = `${a.y - size.height / 2}px`;
    const flight = copy.animate([{ translate: "0 0", scale: "1", opacity: 1 },
      { translate: `${b.x - a.x}px ${b.y - a.y}px`, scale: "0.5", opacity: 0.2 }], { ...timing, fill: "forwards" });
    flight.finished.then(() => copy.remove(), () => copy.remove());
    animations.push(flight);
  }
  return animations;
}
