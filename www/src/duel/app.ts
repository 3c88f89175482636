// The duel against the bot: setup, your decisions (cards to click, prompts for targets, attacks,
// blocks and discards, exactly the legal actions), auto-pass and auto-tap, the bot in a worker,
// the event log with flashes, the end screen, and save/resume.
import { DuelGame, parseCost } from "../../../pkg/arbiter.js";
import type { DuelAction, DuelConfig, DuelView, GameSave, LogEntry, DuelEvent } from "../../../pkg/arbiter.js";
import { BotClient } from "../bot/client.js";
import { errorText, gameSeed, sleep, toLevel } from "../page.js";
import { BOT, HUMAN, describeAction, describeEvent, endSentence, nameOf } from "./describe.js";
import { $, el, type Marks, renderHeader, renderSide, renderStack } from "./render.js";
import { type Settings, forget, restore, store } from "./storage.js";

const params = new URLSearchParams(location.search);
/** Milliseconds between the bot's actions, so a player can follow them; `?speed=0` for none. */
const STEP_MS = Math.max(0, Number(params.get("speed") ?? 300) || 0);
const COLORS = ["W", "U", "B", "R", "G", "C"] as const;


export class DuelApp {
  private game: DuelGame | null = null;
  private settings: Settings = { level: "normal", deck: "red-green-aggro" };
  private bot = new BotClient<GameSave<DuelConfig, DuelAction>, DuelAction>(new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }));
  private generation = 0;
  private busy = false;
  /** Cards picked for an attack, blocks or a discard. */
  private picked = new Set<string>();
  private blocks = new Map<string, string>();

  constructor() {
    $("setup-form").addEventListener("submit", (e) => {
      e.preventDefault();
      const form = new FormData($<HTMLFormElement>("setup-form"));
      this.newGame({ level: toLevel(form.get("difficulty")), deck: String(form.get("deck")) });
    });
    for (const id of ["new-game", "end-new"]) $(id).addEventListener("click", () => this.showSetup());
    $("concede").addEventListener("click", () => {
      if (this.game?.status === "ACTIVE" && confirm("Concede this game?")) void this.act({ type: "RESIGN" });
    });
    $("stop-everywhere").addEventListener("change", () => void this.advance());
  }

  start(): void {
    const stored = restore();
    if (!stored) return this.showSetup();
    try {
      // A game saved by an earlier page kept a budget of iterations: it resumes at the level
      // it was (60 or less Easy, 500 or less Normal, more Hard).
      const old = stored.settings as Settings & { iterations?: number };
      this.settings = { deck: old.deck, level: toLevel(old.level ?? old.iterations) };
      this.begin(DuelGame.load(stored.save));
      this.note(`Game resumed (turn ${this.game?.turn ?? 1}).`);
    } catch (e) {
      forget();
      this.showSetup(`Your saved game could not be resumed (${errorText(e)}). Start a new one.`);
    }
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
  }

  private newGame(settings: Settings): void {
    this.settings = settings;
    const seed = gameSeed();
    const other = settings.deck === "blue-tide" ? "red-green-aggro" : "blue-tide";
    this.begin(new DuelGame({ players: [HUMAN, BOT], seed, decks: { [HUMAN]: settings.deck, [BOT]: other } }));
    this.note("");
  }

  private begin(game: DuelGame): void {
    this.generation++;
    this.game?.free();
    this.game = game;
    this.busy = false;
    $("setup").hidden = true;
    $("game").hidden = false;
    $("log-list").replaceChildren();
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
  }

  private view(): DuelView | null {
    return this.game ? this.game.view(HUMAN).state : null;
  }

  /** Draws everything; on your decision, the cards you can use and the prompt. */
  private render(): void {
    const game = this.game;
    const view = this.view();
    if (!game || !view) return;
    const yours = !this.busy && game.currentPlayer === HUMAN;
    const legal = yours ? game.legalActions(HUMAN) : [];
    const marks: Marks = { onClick: new Map(), picked: new Set(this.picked), playable: new Set() };
    const prompt = $("prompt");
    const actions = $("actions");
    prompt.replaceChildren();
    actions.replaceChildren();
    const kind = legal[0]?.type;
    if (kind === "DECLARE_ATTACKERS") this.attackPrompt(view, legal, marks);
    else if (kind === "DECLARE_BLOCKERS") this.blockPrompt(view, legal);
    else if (kind === "CHOOSE_CARDS") this.discardPrompt(view, marks);
    else if (legal.length > 0) this.priorityPrompt(view, legal, marks);
    renderHeader(view, game.currentPlayer);
    renderSide($("them"), view, view.players.indexOf(BOT), marks);
    renderSide($("you"), view, view.players.indexOf(HUMAN), marks);
    renderStack(view);
    const end = $("end");
    end.hidden = game.outcome === null;
    if (game.outcome) {
      $("end-sentence").textContent = endSentence(game.outcome);
      $("ranking").replaceChildren(...game.outcome.results.map((r) => {
        const tr = el("tr");
        tr.append(el("td", "", `${r.rank}.`), el("td", "", r.player === HUMAN ? "You" : "The bot"), el("td", "", r.outcome),
          el("td", "", `life ${r.metrics?.life ?? "?"}`));
        return tr;
      }));
    }
    $("concede").hidden = game.outcome !== null;
    $("stop-everywhere").parentElement?.toggleAttribute("hidden", game.outcome !== null);
    $("status-line").textContent = game.outcome ? "Game over."
      : yours ? this.statusText(view, kind) : "";
    this.flags();
  }

  private statusText(view: DuelView, kind: DuelAction["type"] | undefined): string {
    if (kind === "DECLARE_ATTACKERS") return "Choose your attackers (click creatures), then declare.";
    if (kind === "DECLARE_BLOCKERS") return "Choose blockers, then declare.";
    if (kind === "CHOOSE_CARDS") return `Choose ${view.choice?.count ?? 0} card(s) to discard.`;
    return view.stack.length > 0 ? "Respond, or pass to let the top of the stack resolve." : "Your priority: play, cast, tap, or pass.";
  }

  private button(text: string, onClick: () => void, className = ""): HTMLButtonElement {
    const b = el("button", className, text);
    b.type = "button";
    b.addEventListener("click", onClick);
    return b;
  }

  private priorityPrompt(view: DuelView, legal: DuelAction[], marks: Marks): void {
    const byCard = new Map<string, DuelAction[]>();
    for (const a of legal) {
      const id = a.type === "PLAY_LAND" || a.type === "CAST_SPELL" ? a.card : a.type === "ACTIVATE_ABILITY" ? a.permanent : null;
      if (id) byCard.set(id, [...(byCard.get(id) ?? []), a]);
    }
    for (const [id, options] of byCard) {
      marks.playable.add(id);
      marks.onClick.set(id, () => this.choose(view, options));
    }
    // Cards castable once lands are tapped: a click taps them, then casts.
    for (const id of this.castableByTapping(view)) {
      if (byCard.has(id)) continue;
      marks.playable.add(id);
      marks.onClick.set(id, () => void this.tapAndCast(id));
    }
    const buttons = legal.map((a) => {
      const b = this.button(describeAction(view, a), () => void this.act(a), a.type === "PASS_PRIORITY" ? "pass" : "");
      b.dataset.action = JSON.stringify(a);
      return b;
    });
    $("actions").replaceChildren(...buttons);
  }

  /** One action for a card: play it; several (targets, abilities): ask which. */
  private choose(view: DuelView, options: DuelAction[]): void {
    const [first] = options;
    if (options.length === 1 && first) return void this.act(first);
    const prompt = $("prompt");
    prompt.replaceChildren(el("p", "", "Choose:"), ...options.map((a) => this.button(describeAction(view, a), () => void this.act(a))),
      this.button("Cancel", () => this.render(), "quiet"));
  }

  private attackPrompt(view: DuelView, legal: DuelAction[], marks: Marks): void {
    const able = new Set(legal.flatMap((a) => (a.type === "DECLARE_ATTACKERS" ? a.attackers : [])));
    for (const id of able) {
      marks.playable.add(id);
      marks.onClick.set(id, () => {
        if (this.picked.has(id)) this.picked.delete(id);
        else this.picked.add(id);
        this.render();
      });
    }
    const attackers = [...this.picked].filter((id) => able.has(id));
    $("prompt").replaceChildren(
      this.button(attackers.length ? `Attack with ${attackers.length}` : "No attack", () => void this.act({ type: "DECLARE_ATTACKERS", attackers }), "declare"),
      this.button(`Attack with everything (${able.size})`, () => void this.act({ type: "DECLARE_ATTACKERS", attackers: [...able] })),
    );
    marks.picked = new Set(attackers);
    void view;
  }

  private blockPrompt(view: DuelView, legal: DuelAction[]): void {
    const pairs = new Map<string, Set<string>>();
    for (const a of legal) if (a.type === "DECLARE_BLOCKERS") for (const b of a.blocks) pairs.set(b.blocker, (pairs.get(b.blocker) ?? new Set()).add(b.attacker));
    const rows = [...pairs].map(([blocker, attackers]) => {
      const select = el("select");
      select.dataset.blocker = blocker;
      select.append(el("option", "", "no block"));
      for (const attacker of attackers) {
        const option = el("option", "", `blocks ${nameOf(view, attacker)}`);
        option.value = attacker;
        option.selected = this.blocks.get(blocker) === attacker;
        select.append(option);
      }
      select.addEventListener("change", () => {
        if (select.value && select.value !== "no block") this.blocks.set(blocker, select.value);
        else this.blocks.delete(blocker);
      });
      const label = el("label", "block", `${nameOf(view, blocker)} `);
      label.append(select);
      return label;
    });
    $("prompt").replaceChildren(...rows, this.button("Declare blockers", () => {
      const blocks = [...this.blocks].map(([blocker, attacker]) => ({ blocker, attacker }));
      void this.act({ type: "DECLARE_BLOCKERS", blocks });
    }, "declare"));
  }

  private discardPrompt(view: DuelView, marks: Marks): void {
    const hand = view.seats[view.players.indexOf(HUMAN)]?.hand ?? [];
    const count = Math.min(view.choice?.count ?? 0, hand.length);
    for (const id of hand) {
      marks.playable.add(id);
      marks.onClick.set(id, () => {
        if (this.picked.has(id)) this.picked.delete(id);
        else if (this.picked.size < count) this.picked.add(id);
        this.render();
      });
    }
    const cards = [...this.picked].filter((id) => hand.includes(id));
    const b = this.button(`Discard ${cards.length} of ${count}`, () => void this.act({ type: "CHOOSE_CARDS", cards }), "declare");
    b.disabled = cards.length !== count;
    $("prompt").replaceChildren(b);
  }

  /** Mana from the pool and the untapped sources you control, by kind. */
  private manaInReach(view: DuelView): Record<string, number> {
    const seat = view.players.indexOf(HUMAN);
    const reach: Record<string, number> = { ...(view.seats[seat]?.pool ?? {}) };
    for (const p of view.battlefield) {
      if (p.controller !== seat || p.tapped) continue;
      const def = view.catalogue.find((c) => c.id === p.card);
      if (def?.types.includes("CREATURE") && p.summoningSick && !def.keywords?.includes("HASTE")) continue;
      const ability = def?.abilities?.find((a) => a.type === "ACTIVATED" && a.cost === "{T}" && a.effects.every((e) => e.effect === "AddMana"));
      const mana = ability?.effects[0]?.modifiers?.mana;
      if (typeof mana === "string") reach[mana] = (reach[mana] ?? 0) + 1;
    }
    return reach;
  }

  /** Cards in your hand you could cast now if you tapped the right sources (a quick estimate). */
  private castableByTapping(view: DuelView): string[] {
    const seat = view.players.indexOf(HUMAN);
    const sorcerySpeed = view.active === seat && (view.step === "MAIN1" || view.step === "MAIN2") && view.stack.length === 0;
    const reach = this.manaInReach(view);
    return (view.seats[seat]?.hand ?? []).filter((id) => {
      const def = view.catalogue.find((c) => c.id === view.cards[id]?.card);
      if (!def || def.types.includes("LAND") || !def.manaCost) return false;
      if (!def.types.includes("INSTANT") && !sorcerySpeed) return false;
      const cost = parseCost(def.manaCost).mana;
      let spare = 0;
      for (const c of COLORS) {
        const have = reach[c] ?? 0;
        if (have < cost[c]) return false;
        spare += have - cost[c];
      }
      return spare >= cost.generic;
    });
  }

  /** Taps sources for a card's cost (coloured symbols first), checking on a copy that the card
   * can then be cast, and casts it (asking for a target when there are several). */
  private async tapAndCast(id: string): Promise<void> {
    const game = this.game;
    const view = this.view();
    if (!game || !view || this.busy) return;
    const seat = view.players.indexOf(HUMAN);
    const def = view.catalogue.find((c) => c.id === view.cards[id]?.card);
    if (!def?.manaCost) return;
    const need = parseCost(def.manaCost).mana;
    const pool: Record<string, number> = { ...(view.seats[seat]?.pool ?? {}) };
    const sources = view.battlefield.filter((p) => p.controller === seat && !p.tapped).flatMap((p) => {
      const card = view.catalogue.find((c) => c.id === p.card);
      if (card?.types.includes("CREATURE") && p.summoningSick && !card.keywords?.includes("HASTE")) return [];
      const index = card?.abilities?.findIndex((a) => a.type === "ACTIVATED" && a.cost === "{T}" && a.effects.every((e) => e.effect === "AddMana")) ?? -1;
      const mana = card?.abilities?.[index]?.effects[0]?.modifiers?.mana;
      return index >= 0 && typeof mana === "string" ? [{ id: p.id, index, mana }] : [];
    });
    const taps: DuelAction[] = [];
    const use = (pick: (m: string) => boolean) => {
      const at = sources.findIndex((s) => pick(s.mana));
      const [s] = at >= 0 ? sources.splice(at, 1) : [];
      if (s) taps.push({ type: "ACTIVATE_ABILITY", permanent: s.id, ability: s.index });
      return s;
    };
    for (const c of COLORS) for (let k = pool[c] ?? 0; k < need[c]; k++) if (!use((m) => m === c)) return this.note(`Not enough {${c}} for ${def.name}.`);
    const left = COLORS.reduce((n, c) => n + Math.max(0, (pool[c] ?? 0) - need[c]), 0);
    for (let k = left; k < need.generic; k++) if (!use(() => true)) return this.note(`Not enough mana for ${def.name}.`);
    // Check on a copy first, so a wrong guess taps nothing.
    const copy = DuelGame.load(game.save());
    let casts: DuelAction[] = [];
    try {
      for (const t of taps) copy.submit(HUMAN, t);
      casts = copy.legalActions(HUMAN).filter((a) => a.type === "CAST_SPELL" && a.card === id);
    } catch (e) {
      return this.note(`Cannot cast ${def.name} now: ${errorText(e)}`);
    } finally {
      copy.free();
    }
    if (casts.length === 0) return this.note(`Cannot cast ${def.name} now.`);
    for (const t of taps) await this.act(t, false);
    const fresh = this.view();
    if (fresh) this.choose(fresh, casts);
  }

  private log(entries: LogEntry<DuelEvent>[]): void {
    const view = this.view();
    if (!view) return;
    const list = $("log-list");
    for (const { seq, turn, event } of entries) {
      const item = el("li", "", `[${turn}] ${describeEvent(view, event)}`);
      item.dataset.seq = String(seq);
      item.dataset.type = event.type;
      list.append(item);
    }
    $("log-count").textContent = String(list.childElementCount);
    list.scrollTop = list.scrollHeight;
  }

  /** Flashes what the events touched: cards, life totals, the stack. */
  private flash(entries: LogEntry<DuelEvent>[]): void {
    const ids = new Set<string>();
    const lives = new Set<string>();
    for (const { event } of entries) {
      for (const key of ["card", "permanent", "spell", "source", "attacker", "blocker"] as const) {
        const v = (event as Record<string, unknown>)[key];
        if (typeof v === "string") ids.add(v);
      }
      if ("target" in event && "permanent" in event.target) ids.add(event.target.permanent);
      if ("target" in event && "player" in event.target) lives.add(event.target.player);
      if (event.type === "GainLife" || event.type === "LoseLife" || event.type === "PayLife") lives.add(event.player);
    }
    for (const id of ids) document.querySelectorAll(`[data-id="${CSS.escape(id)}"]`).forEach((n) => n.classList.add("flash"));
    for (const p of lives) document.querySelectorAll(`[data-life="${CSS.escape(p)}"]`).forEach((n) => n.classList.add("flash"));
  }

  /** Your action. `go` lets the game go on after it (the bot, auto-pass). */
  private async act(action: DuelAction, go = true): Promise<void> {
    const game = this.game;
    if (!game || (this.busy && go)) return;
    this.note("");
    try {
      const entries = game.submit(HUMAN, action);
      this.picked.clear();
      this.blocks.clear();
      this.persist();
      this.log(entries);
      this.render();
      this.flash(entries);
    } catch (e) {
      this.note(`That did not work: ${errorText(e)}`);
      this.render();
    }
    if (go) await this.advance();
  }

  /** Whether the page passes for you (unless you stop at every step): passing is all you can do,
   * or all you could do is tap mana that no card in hand could use now. */
  private autoPass(legal: DuelAction[], view: DuelView): boolean {
    if ($<HTMLInputElement>("stop-everywhere").checked) return false;
    if (legal.length === 1 && legal[0]?.type === "PASS_PRIORITY") return true;
    const onlyMana = legal.every((a) => a.type === "PASS_PRIORITY" || (a.type === "ACTIVATE_ABILITY" && this.isManaAbility(view, a)));
    return onlyMana && legal.some((a) => a.type === "PASS_PRIORITY") && this.castableByTapping(view).length === 0;
  }

  private isManaAbility(view: DuelView, a: Extract<DuelAction, { type: "ACTIVATE_ABILITY" }>): boolean {
    const def = view.catalogue.find((c) => c.id === view.cards[a.permanent]?.card);
    const ability = def?.abilities?.[a.ability];
    return !!ability && ability.effects.every((e) => e.effect === "AddMana") && !(a.targets?.length);
  }

  /** The game goes on: the bot's decisions and your automatic passes, until you must decide. */
  private async advance(): Promise<void> {
    const generation = this.generation;
    const game = this.game;
    if (!game || this.busy) return;
    this.busy = true;
    this.flags();
    try {
      while (game.status === "ACTIVE") {
        const player = game.currentPlayer;
        if (player === null) break;
        const legal = game.legalActions(player);
        let action: DuelAction | undefined;
        if (player === HUMAN) {
          const view = this.view();
          if (!view || !this.autoPass(legal, view)) break;
          action = { type: "PASS_PRIORITY" };
        } else if (legal.length === 1) {
          action = legal[0];
        } else {
          $("thinking").hidden = false;
          const save = game.save();
          action = await this.bot.think({ save, player, level: this.settings.level, seed: save.stateHash });
          $("thinking").hidden = true;
        }
        if (generation !== this.generation || action === undefined) return;
        const entries = game.submit(player, action);
        this.persist();
        this.log(entries);
        if (player !== HUMAN && action.type !== "PASS_PRIORITY") {
          this.render(); // still busy: the board, without your actions
          this.flash(entries);
          if (STEP_MS > 0) await sleep(STEP_MS);
          if (generation !== this.generation) return;
        }
      }
    } catch (e) {
      if (generation === this.generation) this.note(`The bot failed: ${errorText(e)}`);
    } finally {
      $("thinking").hidden = true;
      if (generation === this.generation) {
        this.busy = false;
        this.render();
      }
    }
  }
}
