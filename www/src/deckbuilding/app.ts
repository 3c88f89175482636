// The deck-builder against 1 to 3 bots: setup, your decisions (cards to play, piles to buy,
// the choices cards ask for: exactly the legal actions), the bots in a worker, the log, the end
// screen, and save/resume.
import { DeckBuildingGame } from "../../../pkg/arbiter.js";
import type {
  Card, CardChoice, DeckBuildingAction, DeckBuildingConfig, DeckBuildingEvent, DeckBuildingView, GameSave, InstanceId, KingdomCard,
  LogEntry,
} from "../../../pkg/arbiter.js";
import { BotClient } from "../bot/client.js";
import { errorText, gameSeed, showLevelTimes, sleep, toLevel } from "../page.js";
import { cardDef, cardName, countedList, kingdomCards } from "./cards.js";
import { HUMAN, type LogLine, Narrator, choiceWords, playerName } from "./describe.js";
import {
  $, el, type Marks, noMarks, renderCards, renderCounters, renderEnd, renderHeader, renderPlayers, renderSupply, sortedHand,
} from "./render.js";
import { type Settings, forget, restore, store } from "./storage.js";

const params = new URLSearchParams(location.search);
/** Milliseconds between the bots' actions, so a player can follow them; `?speed=0` for none. */
const STEP_MS = Math.max(0, Number(params.get("speed") ?? 350) || 0);
/** Rounds in a short game. */
const SHORT_GAME = 12;
/** Log lines a later event may still add to (a choice's coins join the card's line). */
const REFRESHED_LINES = 6;


/** A small seeded PRNG (mulberry32) over a text, for a random kingdom that `?seed=` repeats. */
function random(text: string): () => number {
  let a = 0;
  for (const ch of text) a = (Math.imul(a, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether a card of a choice's filter. */
function accepts(only: string, card: Card): boolean {
  const def = cardDef(card);
  switch (only) {
    case "COPPER": return card === "copper";
    case "TREASURE": return def.types.includes("TREASURE");
    case "REACTION": return def.types.includes("REACTION");
    default: return true;
  }
}

export class DeckBuildingApp {
  private game: DeckBuildingGame | null = null;
  private settings: Settings = { bots: 1, level: "normal" };
  private bot = new BotClient<GameSave<DeckBuildingConfig, DeckBuildingAction>, DeckBuildingAction>(new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }));
  /** Bumped by every new game, so the answers of an abandoned game's bot are ignored. */
  private generation = 0;
  private busy = false;
  /** Hand cards picked for the choice being made. */
  private picked = new Set<InstanceId>();
  private narrator = new Narrator();
  private lines: { line: LogLine; item: HTMLLIElement }[] = [];

  constructor() {
    $("setup-form").addEventListener("submit", (e) => {
      e.preventDefault();
      const form = new FormData($<HTMLFormElement>("setup-form"));
      this.newGame(
        { bots: Number(form.get("bots")), level: toLevel(form.get("difficulty")) },
        String(form.get("kingdom")), String(form.get("length")),
      );
    });
    for (const id of ["new-game", "end-new"]) $(id).addEventListener("click", () => this.showSetup());
    $("play-treasures").addEventListener("click", () => void this.act({ type: "PLAY_ALL_TREASURES" }));
    $("end-phase").addEventListener("click", () => void this.act({ type: "END_PHASE" }));
    $("kingdom-list").textContent = kingdomCards().map((c) => c.name).join(", ");
  }

  /** Resumes the saved game if there is one, else shows the setup. */
  start(): void {
    const stored = restore();
    if (!stored) return this.showSetup();
    try {
      // A game saved by an earlier page kept a budget of iterations: it resumes at the level
      // it was (60 or less Easy, 500 or less Normal, more Hard).
      const old = stored.settings as Settings & { iterations?: number };
      this.settings = { bots: old.bots, level: toLevel(old.level ?? old.iterations) };
      this.begin(DeckBuildingGame.load(stored.save));
      this.note(`Game resumed (round ${this.view()?.turn ?? 1}).`);
    } catch (e) {
      forget();
      this.showSetup(`Your saved game could not be resumed (${errorText(e)}). Start a new one.`);
    }
  }

  /** Fills in what each strength costs on this device (once per page). */
  private calibrated = false;
  private calibrate(): void {
    if (this.calibrated) return;
    this.calibrated = true;
    showLevelTimes(this.bot, "a few rounds into a two-player game");
  }

  private showSetup(notice = ""): void {
    this.generation++;
    this.bot.cancel();
    this.game?.free();
    this.game = null;
    this.busy = false;
    forget();
    $("setup").hidden = false;
    $("game").hidden = true;
    $("setup-notice").textContent = notice;
    this.flags();
    this.calibrate(); // after bot.cancel(), which forgets pending requests
  }

  private newGame(settings: Settings, kingdomChoice: string, length: string): void {
    this.settings = settings;
    const players = [HUMAN, ...Array.from({ length: settings.bots }, (_, i) => `bot-${i + 1}`)];
    // `?seed=` deals the same cards (and, the bots being seeded by the position, replays the game).
    const seed = gameSeed();
    let kingdom: KingdomCard[] | undefined;
    if (kingdomChoice === "random") {
      const rand = random(`kingdom:${seed}`);
      const pool = kingdomCards().map((c) => c.id as KingdomCard);
      kingdom = [];
      while (kingdom.length < 10 && pool.length > 0) kingdom.push(...pool.splice(Math.floor(rand() * pool.length), 1));
      // Cheapest first, as the supply is usually laid out.
      kingdom.sort((a, b) => cardDef(a).cost - cardDef(b).cost || cardName(a).localeCompare(cardName(b)));
    }
    try {
      this.begin(new DeckBuildingGame({ players, seed, kingdom, maxTurns: length === "short" ? SHORT_GAME : undefined }));
      this.note("");
    } catch (e) {
      this.showSetup(`The game could not start (${errorText(e)}).`);
    }
  }

  private begin(game: DeckBuildingGame): void {
    this.generation++;
    this.game?.free();
    this.game = game;
    this.busy = false;
    this.picked.clear();
    $("setup").hidden = true;
    $("game").hidden = false;
    $("log-list").replaceChildren();
    this.lines = [];
    this.narrator = new Narrator();
    this.log(game.events());
    this.persist();
    this.render();
    void this.advance();
  }

  private persist(): void {
    if (this.game) store({ settings: this.settings, save: this.game.save() });
  }

  private note(text: string): void {
    $("notice").textContent = text;
  }

  private flags(): void {
    const game = this.game;
    document.body.dataset.status = game && !this.busy ? game.status : game ? "ACTIVE" : "SETUP";
    document.body.dataset.waiting = game && !this.busy && game.currentPlayer === HUMAN ? HUMAN : "";
    document.body.dataset.hash = game ? game.stateHash() : "";
    const choice = game && !this.busy && game.currentPlayer === HUMAN ? this.view()?.choice : undefined;
    document.body.dataset.choice = choice ? choice.ask.kind : "";
  }

  private view(): DeckBuildingView | null {
    return this.game ? this.game.view(HUMAN).state : null;
  }

  /** Draws everything; on your decision, what you can click. */
  private render(): void {
    const game = this.game;
    const view = this.view();
    if (!game || !view) return;
    const yours = !this.busy && game.currentPlayer === HUMAN;
    const legal = yours ? game.legalActions(HUMAN) : [];
    const marks = noMarks();
    const seat = view.players.indexOf(HUMAN);
    const hand = view.seats[seat]?.hand ?? [];
    const choice = yours ? view.choice : undefined;
    $("prompt").replaceChildren();
    if (choice?.ask.kind === "CARDS") this.cardsPrompt(view, choice, hand, marks);
    else if (choice?.ask.kind === "PILE") this.pilePrompt(legal, marks);
    else {
      for (const a of legal) {
        if (a.type === "PLAY") marks.cards.set(a.card, () => void this.act(a));
        if (a.type === "BUY") marks.piles.set(a.pile, () => void this.act(a));
      }
    }
    renderHeader(view);
    renderSupply(view, marks);
    renderPlayers(view, game.currentPlayer);
    renderCounters(view);
    renderCards($("hand"), view, sortedHand(view, hand), marks);
    const active = view.players[view.active] ?? HUMAN;
    $("play-title").textContent = active === HUMAN ? "In play" : `In play (${playerName(active)})`;
    renderCards($("in-play"), view, view.seats[view.active]?.inPlay ?? [], noMarks());
    const treasures = $<HTMLButtonElement>("play-treasures");
    treasures.hidden = !legal.some((a) => a.type === "PLAY_ALL_TREASURES");
    const end = $<HTMLButtonElement>("end-phase");
    end.hidden = choice !== undefined || !legal.some((a) => a.type === "END_PHASE");
    end.textContent = view.phase === "ACTION" ? "End actions" : "End buys";
    end.classList.toggle("main", !legal.some((a) => a.type === "PLAY" || a.type === "PLAY_ALL_TREASURES" || a.type === "BUY"));
    renderEnd(view, game.outcome);
    $("status-line").textContent = this.statusText(view, yours, legal);
    this.flags();
  }

  private statusText(view: DeckBuildingView, yours: boolean, legal: DeckBuildingAction[]): string {
    if (this.game?.outcome) return "Game over.";
    if (!yours) return "";
    if (view.choice) return `${choiceWords(view.choice, view.players[view.active])}.`;
    if (view.phase === "ACTION") return "Your action phase: click an action card to play it, or end your actions.";
    const buys = legal.filter((a) => a.type === "BUY").length;
    const treasures = legal.some((a) => a.type === "PLAY_ALL_TREASURES");
    if (treasures) return "Your buy phase: play your treasures, then click a pile to buy it.";
    if (buys > 0) return `Your buy phase: click a pile to buy it (${view.coins} coin${view.coins === 1 ? "" : "s"} to spend), or end your buys.`;
    return "Your buy phase: nothing you can afford; end your buys.";
  }

  private button(text: string, onClick: () => void, className = ""): HTMLButtonElement {
    const b = el("button", className, text);
    b.type = "button";
    b.addEventListener("click", onClick);
    return b;
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
        this.render();
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
      const reveal = [...kinds].map(([c, id]) => this.button(`Reveal ${cardName(c)}`, () => void this.act({ type: "CHOOSE_CARDS", cards: [id] }), "main"));
      if (reveal[0]) reveal[0].id = "choice-confirm";
      const decline = this.button("Don't reveal", () => void this.act({ type: "CHOOSE_CARDS", cards: [] }));
      decline.id = "choice-decline";
      prompt(...reveal, decline);
      return;
    }
    const cards = [...this.picked];
    const names = cards.map((id) => view.cards[id]?.card ?? "copper");
    const verb = purpose === "DISCARD" ? "Discard" : "Trash";
    const short = min - cards.length;
    const label = short > 0 ? `Pick ${short}${cards.length > 0 ? " more" : ""} card${short === 1 ? "" : "s"}`
      : cards.length === 0 ? `${verb} nothing` : `${verb} ${countedList(names)}`;
    const confirm = this.button(label, () => void this.act({ type: "CHOOSE_CARDS", cards }), "main");
    confirm.id = "choice-confirm";
    confirm.disabled = cards.length < min || cards.length > max;
    const range = min === max ? `exactly ${min}` : min === 0 ? `up to ${max}` : `${min} to ${max}`;
    const how = el("span", "hint", able.length === 0 ? "No card in your hand can be chosen."
      : max === 1 ? "Click a card in your hand to pick it, then confirm."
      : `Click cards in your hand to pick them (${range}), then confirm. Picked: ${cards.length}.`);
    prompt(confirm, how);
  }

  /** A choice of a supply pile: the piles it accepts are clickable. */
  private pilePrompt(legal: DeckBuildingAction[], marks: Marks): void {
    marks.pileMode = "choose";
    for (const a of legal) if (a.type === "CHOOSE_PILE") marks.piles.set(a.pile, () => void this.act(a));
    prompt(el("span", "hint", "Click a highlighted pile in the supply."));
  }

  /** Appends the lines of `entries` to the log, refreshing the last few (a line may grow). */
  private log(entries: LogEntry<DeckBuildingEvent>[]): void {
    const view = this.view();
    if (!view) return;
    const list = $("log-list");
    for (const { line, item } of this.lines.slice(-REFRESHED_LINES)) item.textContent = line.text;
    for (const line of this.narrator.lines(view, entries)) {
      const item = el("li", line.type === "TurnStarted" ? "round" : "");
      item.dataset.seq = String(line.seq);
      item.dataset.type = line.type;
      list.append(item);
      this.lines.push({ line, item });
    }
    for (const { line, item } of this.lines.slice(-REFRESHED_LINES)) item.textContent = line.text;
    $("log-count").textContent = String(list.childElementCount);
    list.scrollTop = list.scrollHeight;
  }

  /** Your action. */
  private async act(action: DeckBuildingAction): Promise<void> {
    const game = this.game;
    if (!game || this.busy) return;
    this.note("");
    try {
      const entries = game.submit(HUMAN, action);
      this.picked.clear();
      this.persist();
      this.log(entries);
    } catch (e) {
      this.note(`That did not work: ${errorText(e)}`);
    }
    this.render();
    await this.advance();
  }

  /** The bots act until you must decide or the game is over. */
  private async advance(): Promise<void> {
    const generation = this.generation;
    const game = this.game;
    if (!game || this.busy) return;
    this.busy = true;
    this.flags();
    try {
      while (game.status === "ACTIVE") {
        const player = game.currentPlayer;
        if (player === null || player === HUMAN) break;
        const legal = game.legalActions(player);
        let action = legal.length === 1 ? legal[0] : undefined;
        if (action === undefined) {
          this.thinking(player);
          const save = game.save();
          action = await this.bot.think({ save, player, level: this.settings.level, seed: save.stateHash });
          this.thinking(null);
        }
        if (generation !== this.generation || action === undefined) return; // a new game started
        const entries = game.submit(player, action);
        this.persist();
        this.log(entries);
        this.render(); // still busy: the board, without your actions
        if (STEP_MS > 0) await sleep(STEP_MS);
        if (generation !== this.generation) return;
      }
    } catch (e) {
      if (generation === this.generation) this.note(`The bot failed: ${errorText(e)}`);
    } finally {
      this.thinking(null);
      if (generation === this.generation) {
        this.busy = false;
        this.render();
      }
    }
  }

  private thinking(player: string | null): void {
    $("thinking").hidden = player === null;
    if (player !== null) {
      $("thinking-who").textContent = playerName(player);
      const view = this.view();
      if (view?.choice?.player === player) $("status-line").textContent = "";
    }
  }
}

/** Adds nodes to the prompt. */
function prompt(...nodes: HTMLElement[]): void {
  $("prompt").append(...nodes);
}
