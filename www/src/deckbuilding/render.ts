// Drawing the deck-builder from the player's view: the supply piles, the players (victory
// points and the sizes of their hand, deck and discard pile), the turn's counters, the play area
// and your hand. What a click does comes from the board (board.ts: exactly the legal actions).
import type { Card, DeckBuildingView, InstanceId, SupplyCard } from "arbiter-rules/deckbuilding";
import { cardDef, cardName, kindOf, plural, tooltip, typeLine } from "./cards.js";
import { $, el } from "../shell/dom.js";
import { HUMAN, PHASE_WORDS, playerName, possessive } from "./describe.js";
import { type TurnRecap, recapLine, tally } from "./recap.js";

/** How a card or a pile on the page reacts: a click, and how it is marked. */
export interface Marks {
  /** Hand cards by instance id. */
  cards: Map<InstanceId, () => void>;
  /** Supply piles by card. */
  piles: Map<Card, () => void>;
  /** "buy" or "choose": how clickable piles are marked. */
  pileMode: "buy" | "choose";
  /** Hand cards picked for a choice. */
  picked: Set<InstanceId>;
  /** Hand cards a choice may take (marked even once the choice is full). */
  selectable: Set<InstanceId>;
}

export const noMarks = (): Marks => ({ cards: new Map(), piles: new Map(), pileMode: "buy", picked: new Set(), selectable: new Set() });

function clickable(node: HTMLElement, click: (() => void) | undefined, label: string): void {
  if (!click) return;
  node.classList.add("clickable");
  node.tabIndex = 0;
  node.setAttribute("role", "button");
  node.setAttribute("aria-label", label);
  node.addEventListener("click", click);
  node.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      click();
    }
  });
}

export function renderHeader(view: DeckBuildingView): void {
  $("round").textContent = String(Math.max(view.turn, 1));
  $("max-rounds").textContent = String(view.maxTurns);
  const active = view.players[view.active] ?? "";
  $("whose").textContent = view.ended ? "game over" : `${possessive(active)} turn`;
  for (const step of document.querySelectorAll<HTMLElement>("#phases [data-phase]")) {
    step.classList.toggle("current", !view.ended && step.dataset.phase === view.phase);
  }
}

/** A card's face: name, cost, type line and text. */
export function cardFace(def: SupplyCard, className = "card"): HTMLElement {
  const card = el("div", className);
  card.dataset.card = def.id;
  card.dataset.kind = kindOf(def);
  card.title = tooltip(def);
  const head = el("div", "head");
  head.append(el("b", "name", def.name), el("span", "cost", String(def.cost)));
  head.querySelector(".cost")?.setAttribute("aria-label", `cost ${def.cost}`);
  card.append(head, el("div", "type", typeLine(def)), el("div", "text", def.text));
  return card;
}

/** The supply: the base piles, then the kingdom's; empty piles greyed, clickable ones marked. */
export function renderSupply(view: DeckBuildingView, marks: Marks): void {
  const pile = (card: Card, count: number) => {
    const def = cardDef(card);
    const node = cardFace(def, "pile");
    node.dataset.pile = card;
    node.dataset.count = String(count);
    const left = el("span", "count", count === 0 ? "empty" : `${count} left`);
    node.append(left);
    if (count === 0) node.classList.add("empty");
    const click = marks.piles.get(card);
    if (click) node.classList.add(marks.pileMode === "buy" ? "buyable" : "choosable");
    clickable(node, click, `${marks.pileMode === "buy" ? "Buy" : "Gain"} ${def.name} (cost ${def.cost}, ${count} left)`);
    return node;
  };
  const base = view.supply.filter((p) => ["copper", "silver", "gold", "estate", "duchy", "province", "curse"].includes(p.card));
  const kingdom = view.supply.filter((p) => !base.includes(p));
  $("base-piles").replaceChildren(...base.map((p) => pile(p.card, p.count)));
  $("kingdom-piles").replaceChildren(...kingdom.map((p) => pile(p.card, p.count)));
  const empty = view.supply.filter((p) => p.count === 0).length;
  const trigger = view.endTrigger;
  const parts: string[] = [];
  if (trigger?.keyPiles.length) parts.push(`the ${trigger.keyPiles.map((k) => plural(k)).join(" or ")} run out`);
  if (trigger?.emptyPileThreshold) parts.push(`any ${trigger.emptyPileThreshold} supply piles are empty`);
  parts.push(`round ${view.maxTurns} is over`);
  $("end-rule").textContent = `The game ends after the turn in which ${parts.join(", or ")}. ` +
    `Empty piles: ${empty}.`;
}

/** Each player: victory points, cards in hand, deck and discard pile, and what they own. */
export function renderPlayers(view: DeckBuildingView, acting: string | null): void {
  const trashed = new Set(view.trash);
  const boxes = view.players.map((player, seat) => {
    const box = el("div", "player");
    box.dataset.player = player;
    if (player === HUMAN) box.classList.add("human");
    if (seat === view.active && !view.ended) box.classList.add("active");
    const head = el("div", "player-head");
    const vp = el("span", "vp", `${view.victoryPoints[seat] ?? 0} VP`);
    vp.dataset.vp = String(view.victoryPoints[seat] ?? 0);
    head.append(el("b", "who", playerName(player)), vp);
    if (acting === player && view.choice?.player === player) head.append(el("span", "badge", "choosing"));
    else if (seat === view.active && !view.ended) head.append(el("span", "badge", "turn"));
    const side = view.seats[seat];
    const hidden = view.hidden[seat];
    const hand = player === HUMAN ? side?.hand.length ?? 0 : hidden?.hand ?? 0;
    const discard = player === HUMAN ? side?.discard.length ?? 0 : hidden?.discard ?? 0;
    const deck = hidden?.deck ?? 0;
    const zones = el("div", "zones");
    for (const [name, n] of [["hand", hand], ["deck", deck], ["discard", discard]] as const) {
      const z = el("span", "zone", `${name} ${n}`);
      z.dataset.zone = name;
      z.dataset.count = String(n);
      zones.append(z);
    }
    // What each player owns is public (every gain and trash is).
    const owned = new Map<Card, number>();
    view.cards.forEach((c, id) => {
      if (c.owner === seat && !trashed.has(id)) owned.set(c.card, (owned.get(c.card) ?? 0) + 1);
    });
    const total = [...owned.values()].reduce((a, b) => a + b, 0);
    const order = view.supply.map((p) => p.card);
    const list = [...owned].sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
      .map(([c, n]) => `${n} ${n === 1 ? cardName(c) : plural(c)}`).join(", ");
    const own = el("div", "owned", `${total} cards: ${list}`);
    own.title = "Every card this player owns (gains and trashing are public)";
    box.append(head, zones, own);
    return box;
  });
  $("players").replaceChildren(...boxes);
}

/** Actions, buys and coins of the player whose turn it is. */
export function renderCounters(view: DeckBuildingView): void {
  const active = view.players[view.active] ?? "";
  $("counters").hidden = view.ended;
  $("counters-who").textContent = view.ended || active === HUMAN ? "" : `${playerName(active)}'s ${PHASE_WORDS[view.phase]}:`;
  for (const [id, n] of [["actions-left", view.actions], ["buys-left", view.buys], ["coins", view.coins]] as const) {
    const node = $(id);
    node.textContent = String(n);
    node.dataset.value = String(n);
  }
}

/** Cards by instance id, with their clicks and marks. */
export function renderCards(container: HTMLElement, view: DeckBuildingView, ids: InstanceId[], marks: Marks): void {
  const nodes = ids.map((id) => {
    const card = view.cards[id]?.card ?? "copper";
    const def = cardDef(card);
    const node = cardFace(def);
    node.dataset.id = String(id);
    const click = marks.cards.get(id);
    clickable(node, click, marks.selectable.has(id) ? `Pick ${def.name}` : `Play ${def.name}`);
    if (click && !marks.selectable.has(id)) node.classList.add("playable");
    if (marks.selectable.has(id)) node.classList.add("selectable");
    if (marks.picked.has(id)) {
      node.classList.add("picked");
      node.setAttribute("aria-pressed", "true");
    }
    return node;
  });
  container.replaceChildren(...nodes);
  container.dataset.count = String(ids.length);
}

/** The hand in a readable order: actions, treasures, victory cards (by cost within each). */
export function sortedHand(view: DeckBuildingView, hand: InstanceId[]): InstanceId[] {
  const rank = (id: InstanceId) => {
    const def = cardDef(view.cards[id]?.card ?? "copper");
    const group = def.types.includes("ACTION") ? 0 : def.types.includes("TREASURE") ? 1 : 2;
    return group * 100 - def.cost;
  };
  return [...hand].sort((a, b) => rank(a) - rank(b) || a - b);
}

/** The trash: how many cards, and which, grouped ("Copper ×3, Estate"). */
export function renderTrash(view: DeckBuildingView): void {
  const cards = view.trash.map((id) => view.cards[id]?.card ?? "copper");
  const node = $("trash");
  node.dataset.count = String(cards.length);
  $("trash-count").textContent = String(cards.length);
  $("trash-cards").textContent = cards.length ? tally(cards) : "empty";
}

/** The opponents' latest turns, one line each. */
export function renderRecaps(recaps: TurnRecap[]): void {
  $("recap").hidden = recaps.length === 0;
  $("recap-list").replaceChildren(...recaps.map((r) => {
    const item = el("li", "", recapLine(r));
    item.dataset.player = r.player;
    item.dataset.round = String(r.round);
    return item;
  }));
}
