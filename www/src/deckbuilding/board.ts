// The deck-builder's board for the shell: the round and phases in the bar, the supply, the turn's
// counters and buttons, the cards in play, your hand, and the players; your decisions (cards to
// play, piles to buy, the choices cards ask for) are exactly the legal actions.
import type { Card, CardChoice, DeckBuildingAction, DeckBuildingEvent, DeckBuildingGame, DeckBuildingView, InstanceId } from "arbiter-rules/deckbuilding";
import { $, button, el } from "../shell/dom.js";
import type { Board, Parts, Turn } from "../shell/types.js";
import { cardDef, cardName, countedList } from "./cards.js";
import { HUMAN, playerName } from "./describe.js";
import { FocusKeeper, installKeys } from "./keys.js";
import { Recaps } from "./recap.js";
import { type Marks, noMarks, renderCards, renderCounters, renderHeader, renderPlayers, renderRecaps, renderSupply, renderTrash, sortedHand } from "./render.js";

const BAR = `<div id="turn-info">Round <b id="round">1</b> of <span id="max-rounds">40</span> · <span id="whose"></span></div>
<ol id="phases" aria-label="phase"><li data-phase="ACTION">Action</li><li data-phase="BUY">Buy</li><li data-phase="CLEANUP">Cleanup</li></ol>`;

const TABLE = `<div id="supply" class="panel" aria-label="supply"><div class="pile-row" id="base-piles"></div>
<div class="pile-row kingdom" id="kingdom-piles"></div><p id="trash">Trash (<span id="trash-count">0</span>): <span id="trash-cards">empty</span></p>
<p id="end-rule" class="hint"></p></div>
<div id="recap" class="panel" hidden><h3>Their last turns</h3><ul id="recap-list"></ul></div>
<div id="play-box" class="panel"><h3 id="play-title">In play</h3><div id="in-play" class="cards"></div></div>
<div id="hand-box" class="panel" tabindex="-1"><h3>Your hand</h3><div id="hand" class="cards"></div></div>`;

const COUNTERS = `<span id="counters-who"></span><span class="counter">Actions <b id="actions-left">1</b></span>
<span class="counter">Buys <b id="buys-left">1</b></span><span class="counter coins">Coins <b id="coins">0</b></span>`;

/** Whether a card passes a choice's filter. */
function accepts(only: string, card: Card): boolean {
  const def = cardDef(card);
  switch (only) {
    case "COPPER": return card === "copper";
    case "TREASURE": return def.types.includes("TREASURE");
    case "REACTION": return def.types.includes("REACTION");
    default: return true;
  }
}

export class DeckBuildingBoard implements Board<DeckBuildingGame, DeckBuildingAction, DeckBuildingEvent> {
  private readonly prompt = el("div");
  private readonly treasures = button("Play all treasures", () => this.play({ type: "PLAY_ALL_TREASURES" }));
  private readonly endPhase = button("End actions", () => this.play({ type: "END_PHASE" }));
  /** The switch: treasures played for you when your buy phase starts (a setting, saved). */
  private readonly autoplay = el("input");
  private parts: Parts | null = null;
  private readonly recaps = new Recaps();
  private readonly focus = new FocusKeeper();
  private game: DeckBuildingGame | null = null;
  private turn: Turn<DeckBuildingAction> | null = null;
  /** Hand cards picked for the choice being made. */
  private picked = new Set<InstanceId>();

  mount(parts: Parts): void {
    parts.bar.insertAdjacentHTML("beforeend", BAR);
    parts.table.insertAdjacentHTML("beforeend", TABLE);
    // The turn panel sits under the supply, with the counters and the choice's prompt.
    parts.table.querySelector("#supply")?.after(parts.turnPanel);
    const counters = el("p", "counters");
    counters.id = "counters";
    counters.insertAdjacentHTML("beforeend", COUNTERS);
    this.prompt.id = "prompt";
    parts.prompt.append(counters, this.prompt);
    this.treasures.id = "play-treasures";
    this.endPhase.id = "end-phase";
    parts.controls.append(this.treasures, this.endPhase);
    this.parts = parts;
    this.autoplay.type = "checkbox";
    this.autoplay.id = "autoplay";
    this.autoplay.addEventListener("change", () => {
      parts.setSetting("autoplay", this.autoplay.checked ? "on" : "off");
      parts.goOn();
    });
    const toggle = el("label", "hint");
    toggle.append(this.autoplay, " Play my treasures when my buy phase starts");
    parts.turnPanel.append(toggle);
    installKeys();
    const players = el("div");
    players.id = "players";
    parts.history.before(players);
  }

  reset(): void {
    this.picked.clear();
    this.recaps.reset();
  }

  /** Whether the page plays your treasures for you (the switch, on unless set off). */
  autoplayOn(): boolean {
    return this.parts?.setting("autoplay") !== "off";
  }

  private play(action: DeckBuildingAction): void {
    this.picked.clear();
    void this.turn?.play(action);
  }

  private redraw(): void {
    if (this.game && this.turn) this.render(this.game, this.turn);
  }

  render(game: DeckBuildingGame, turn: Turn<DeckBuildingAction>): void {
    this.game = game;
    this.turn = turn;
    this.focus.before();
    this.autoplay.checked = this.autoplayOn();
    const view = game.view(HUMAN).state;
    const legal = turn.legal;
    const yours = legal.length > 0;
    const marks = noMarks();
    const hand = view.seats[view.players.indexOf(HUMAN)]?.hand ?? [];
    const choice = yours ? view.choice : undefined;
    this.prompt.replaceChildren();
    if (choice?.ask.kind === "CARDS") this.cardsPrompt(view, choice, hand, marks);
    else if (choice?.ask.kind === "PILE") this.pilePrompt(legal, marks);
    else {
      for (const a of legal) {
        if (a.type === "PLAY") marks.cards.set(a.card, () => this.play(a));
        if (a.type === "BUY") marks.piles.set(a.pile, () => this.play(a));
      }
    }
    renderHeader(view);
    renderSupply(view, marks);
    renderPlayers(view, game.currentPlayer);
    renderCounters(view);
    renderTrash(view);
    renderRecaps(this.recaps.update(game, view.players));
    renderCards($("hand"), view, sortedHand(view, hand), marks);
    const active = view.players[view.active] ?? HUMAN;
    $("play-title").textContent = active === HUMAN ? "In play" : `In play (${playerName(active)})`;
    renderCards($("in-play"), view, view.seats[view.active]?.inPlay ?? [], noMarks());
    this.treasures.hidden = !legal.some((a) => a.type === "PLAY_ALL_TREASURES");
    this.endPhase.hidden = choice !== undefined || !legal.some((a) => a.type === "END_PHASE");
    this.endPhase.textContent = view.phase === "ACTION" ? "End actions" : "End buys";
    this.endPhase.classList.toggle("main", !legal.some((a) => a.type === "PLAY" || a.type === "PLAY_ALL_TREASURES" || a.type === "BUY"));
    // For tests and styling: the kind of choice you are making.
    document.body.dataset.choice = choice ? choice.ask.kind : "";
    this.focus.after();
  }

  /** A choice of cards from your hand: pick them (between `min` and `max`), then confirm. */
  private cardsPrompt(view: DeckBuildingView, choice: CardChoice, hand: InstanceId[], marks: Marks): void {
    if (choice.ask.kind !== "CARDS") return;
    const { min, max, purpose, only } = choice.ask;
    const able = hand.filter((id) => {
      const c = view.cards[id]?.card;
      return c !== undefined && accepts(only, c);
    });
    for (const id of [...this.picked]) if (!able.includes(id)) this.picked.delete(id);
    for (const id of able) {
      marks.selectable.add(id);
      marks.cards.set(id, () => {
        if (this.picked.has(id)) this.picked.delete(id);
        else if (max === 1) this.picked = new Set([id]);
        else if (this.picked.size < max) this.picked.add(id);
        this.redraw();
      });
    }
    marks.picked = new Set(this.picked);
    if (purpose === "REVEAL") {
      // One click: reveal a Reaction (each kind once), or not.
      const kinds = new Map<Card, InstanceId>();
      for (const id of able) {
        const c = view.cards[id]?.card;
        if (c !== undefined && !kinds.has(c)) kinds.set(c, id);
      }
      marks.cards.clear();
      marks.selectable.clear();
      const reveal = [...kinds].map(([c, id]) => button(`Reveal ${cardName(c)}`, () => this.play({ type: "CHOOSE_CARDS", cards: [id] }), "main"));
      if (reveal[0]) reveal[0].id = "choice-confirm";
      const decline = button("Don't reveal", () => this.play({ type: "CHOOSE_CARDS", cards: [] }));
      decline.id = "choice-decline";
      this.prompt.append(...reveal, decline);
      return;
    }
    const cards = [...this.picked];
    const names = cards.map((id) => view.cards[id]?.card ?? "copper");
    const verb = purpose === "DISCARD" ? "Discard" : "Trash";
    const short = min - cards.length;
    const label = short > 0 ? `Pick ${short}${cards.length > 0 ? " more" : ""} card${short === 1 ? "" : "s"}`
      : cards.length === 0 ? `${verb} nothing` : `${verb} ${countedList(names)}`;
    const confirm = button(label, () => this.play({ type: "CHOOSE_CARDS", cards }), "main");
    confirm.id = "choice-confirm";
    confirm.disabled = cards.length < min || cards.length > max;
    const range = min === max ? `exactly ${min}` : min === 0 ? `up to ${max}` : `${min} to ${max}`;
    const how = el("span", "hint", able.length === 0 ? "No card in your hand can be chosen."
      : max === 1 ? "Click a card in your hand to pick it, then confirm."
      : `Click cards in your hand to pick them (${range}), then confirm. Picked: ${cards.length}.`);
    this.prompt.append(confirm, how);
  }

  /** A choice of a supply pile: the piles it accepts are clickable. */
  private pilePrompt(legal: DeckBuildingAction[], marks: Marks): void {
    marks.pileMode = "choose";
    for (const a of legal) if (a.type === "CHOOSE_PILE") marks.piles.set(a.pile, () => this.play(a));
    this.prompt.append(el("span", "hint", "Click a highlighted pile in the supply."));
  }
}
