// The duel's board for the shell: both sides, the stack and the steps (render.ts), and your
// decisions: cards to click (a card that needs lands tapped first taps them, checked on a copy),
// a choice when a card has several actions or targets, attacks, blocks and discards, and the
// buttons of exactly the legal actions. Shows what each action did (animate.ts), the moved cards
// sliding from where they were drawn before it (flight.ts).
import { DuelGame } from "arbiter-rules/duel";
import type { DuelAction, DuelEvent, DuelView, LogEntry } from "arbiter-rules/duel";
import { button, el } from "../shell/dom.js";
import { errorText } from "../shell/errors.js";
import type { Board, Parts, Turn } from "../shell/types.js";
import { BOT, HUMAN, cardOf, nameOf } from "./describe.js";
import { type Choice, choices, distinctNames } from "./choices.js";
import { damageDialog } from "./damage.js";
import { castableByTapping, tapsFor } from "./mana.js";
import { type Marks, renderCombat, renderHeader, renderSide, renderStack } from "./render.js";
import { Stops } from "./stops.js";
import { animate } from "./animate.js";
import { type Snapshot, snapshot } from "./flight.js";

const BAR = `<div id="turn-info">Turn <b id="turn">1</b> · <span id="whose"></span></div><ol id="steps" aria-label="step"></ol>`;

export class DuelBoard implements Board<DuelGame, DuelAction, DuelEvent> {
  private parts: Parts | null = null;
  private readonly them = el("div", "side");
  private readonly you = el("div", "side");
  private readonly prompt = el("div");
  private readonly actions = el("div");
  private stops: Stops | null = null;
  private game: DuelGame | null = null;
  private turn: Turn<DuelAction> | null = null;
  /** Cards picked for an attack, blocks or a discard. */
  private picked = new Set<string>();
  private blocks = new Map<string, string>();
  /** A spell or ability waiting for its target: the action for each clickable target. */
  private targeting: { what: string; byTarget: Map<string, DuelAction> } | null = null;
  /** Where the cards were drawn before the last redraw, for the moves to slide from. */
  private before: Snapshot | null = null;

  mount(parts: Parts): void {
    this.parts = parts;
    parts.bar.insertAdjacentHTML("beforeend", BAR);
    this.them.id = "them";
    this.you.id = "you";
    this.prompt.id = "prompt";
    this.actions.id = "actions";
    const stack = el("div");
    stack.id = "stack-box";
    stack.dataset.zone = "stack";
    const list = el("ol");
    list.id = "stack";
    stack.append(el("h3", "", "Stack"), list);
    const middle = el("div", "middle");
    const combat = el("div");
    combat.id = "combat";
    combat.hidden = true;
    middle.append(combat, stack, parts.turnPanel);
    this.stops = new Stops(() => parts.goOn());
    parts.prompt.append(this.prompt, this.actions, this.stops.panel);
    parts.table.append(this.them, middle, this.you);
  }

  reset(): void {
    this.picked.clear();
    this.blocks.clear();
    this.targeting = null;
  }

  /** Your action; `hold`: more of yours follow at once (the taps before a cast). */
  private async act(action: DuelAction, hold = false): Promise<void> {
    this.reset();
    await this.turn?.play(action, hold);
  }

  render(game: DuelGame, turn: Turn<DuelAction>): void {
    if (this.parts?.speed !== 0) this.before = snapshot();
    this.game = game;
    this.turn = turn;
    const view = game.view(HUMAN).state;
    const legal = turn.legal;
    const marks: Marks = { onClick: new Map(), picked: new Set(this.picked), playable: new Set(), target: new Set() };
    this.prompt.replaceChildren();
    this.actions.replaceChildren();
    const kind = legal[0]?.type;
    if (legal.length === 0) this.targeting = null;
    if (this.targeting) this.targetPrompt(this.targeting, marks);
    else if (kind === "DECLARE_ATTACKERS") this.attackPrompt(legal, marks);
    else if (kind === "ASSIGN_COMBAT_DAMAGE") this.damagePrompt(game, view);
    else if (kind === "DECLARE_BLOCKERS") this.blockPrompt(view, legal, marks);
    else if (kind === "CHOOSE_CARDS") this.discardPrompt(view, marks);
    else if (kind === "KEEP" || kind === "MULLIGAN") this.mulliganPrompt(view, legal, marks);
    else if (legal.length > 0) this.priorityPrompt(view, legal, marks);
    renderHeader(view, game.currentPlayer);
    renderSide(this.them, view, view.players.indexOf(BOT), marks);
    renderSide(this.you, view, view.players.indexOf(HUMAN), marks);
    renderStack(view, marks);
    renderCombat(view, marks);
    this.stops?.panel.toggleAttribute("hidden", game.outcome !== null);
  }

  /** What the page plays for you (stops.ts), or null to wait for you. */
  auto(game: DuelGame, legal: DuelAction[]): DuelAction | null {
    return this.stops?.auto(game, legal) ?? null;
  }

  /** Shows what an action did (animate.ts): its plays in words, cards arriving, damage. */
  async present(game: DuelGame, entries: LogEntry<DuelEvent>[]): Promise<void> {
    const before = this.before;
    this.before = null;
    await animate(game.view(HUMAN).state, entries, before, this.parts?.speed ?? null, (text) => this.parts?.say(text));
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
    for (const id of castableByTapping(view, HUMAN)) {
      if (byCard.has(id)) continue;
      marks.playable.add(id);
      marks.onClick.set(id, () => void this.tapAndCast(id));
    }
    // Every other choice is on its card: the buttons are for passing.
    const pass = legal.find((a) => a.type === "PASS_PRIORITY");
    if (pass) {
      const b = button("Pass", () => void this.act(pass), "pass");
      b.dataset.action = JSON.stringify(pass);
      this.actions.append(b);
      this.actions.append(button("Pass until end of turn", () => {
        this.stops?.passTurn(view.turn);
        void this.act(pass);
      }, "quiet until-end"));
    }
  }

  /** One action for a card: play it; one that waits for a target: click the target; several
   * (abilities, payments): ask which, each distinct choice once (choices.ts). */
  private choose(view: DuelView, options: DuelAction[]): void {
    const list = choices(view, options);
    const pick = (c: Choice) => {
      if (!c.byTarget) return void this.act(c.action);
      this.targeting = { what: c.what, byTarget: c.byTarget };
      this.redraw();
    };
    const [only] = list;
    if (only && list.length === 1) return pick(only);
    this.prompt.replaceChildren(el("p", "", "Choose:"), ...list.map((c) => button(c.label, () => pick(c))),
      button("Cancel", () => this.redraw(), "quiet"));
  }

  /** Targets to click: cards, players (their life) and spells on the stack. */
  private targetPrompt(targeting: { what: string; byTarget: Map<string, DuelAction> }, marks: Marks): void {
    for (const [key, action] of targeting.byTarget) {
      marks.target.add(key);
      marks.onClick.set(key, () => void this.act(action));
    }
    this.prompt.replaceChildren(el("p", "", `Choose a target for ${targeting.what}: click a card or a player's life.`),
      button("Cancel", () => {
        this.targeting = null;
        this.redraw();
      }, "quiet"));
  }

  /** Combat damage among blockers (damage.ts). */
  private damagePrompt(game: DuelGame, view: DuelView): void {
    const d = game.decision(HUMAN);
    if (d?.type === "ASSIGN_COMBAT_DAMAGE") this.prompt.replaceChildren(damageDialog(view, d, (a) => void this.act(a)));
  }

  private redraw(): void {
    if (this.game && this.turn) this.render(this.game, this.turn);
  }

  private attackPrompt(legal: DuelAction[], marks: Marks): void {
    const able = new Set(legal.flatMap((a) => (a.type === "DECLARE_ATTACKERS" ? a.attackers : [])));
    for (const id of able) {
      marks.playable.add(id);
      marks.onClick.set(id, () => {
        if (this.picked.has(id)) this.picked.delete(id);
        else this.picked.add(id);
        this.redraw();
      });
    }
    const attackers = [...this.picked].filter((id) => able.has(id));
    this.prompt.replaceChildren(
      button(attackers.length ? `Attack with ${attackers.length}` : "No attack", () => void this.act({ type: "DECLARE_ATTACKERS", attackers }), "declare"),
      button(`Attack with everything (${able.size})`, () => void this.act({ type: "DECLARE_ATTACKERS", attackers: [...able] })),
    );
    marks.picked = new Set(attackers);
  }

  private blockPrompt(view: DuelView, legal: DuelAction[], marks: Marks): void {
    const pairs = new Map<string, Set<string>>();
    for (const a of legal) if (a.type === "DECLARE_BLOCKERS") for (const b of a.blocks) pairs.set(b.blocker, (pairs.get(b.blocker) ?? new Set()).add(b.attacker));
    // Attackers of the same name are numbered as in the combat row; so are your blockers.
    const attackerNames = distinctNames(view, view.combat.attacks.map((a) => a.attacker));
    const blockerNames = distinctNames(view, [...pairs.keys()]);
    marks.badges = new Map([...blockerNames].flatMap(([id, name]) => /#\d+$/.exec(name)?.map((n) => [id, n] as [string, string]) ?? []));
    const rows = [...pairs].map(([blocker, attackers]) => {
      const select = el("select");
      select.dataset.blocker = blocker;
      select.append(el("option", "", "no block"));
      for (const attacker of attackers) {
        const option = el("option", "", `blocks ${attackerNames.get(attacker) ?? cardOf(view, attacker)}`);
        option.value = attacker;
        option.selected = this.blocks.get(blocker) === attacker;
        select.append(option);
      }
      select.addEventListener("change", () => {
        if (select.value && select.value !== "no block") this.blocks.set(blocker, select.value);
        else this.blocks.delete(blocker);
      });
      const name = blockerNames.get(blocker) ?? cardOf(view, blocker);
      const label = el("label", "block", `${name.charAt(0).toUpperCase()}${name.slice(1)} `);
      label.append(select);
      return label;
    });
    this.prompt.replaceChildren(...rows, button("Declare blockers", () => {
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
        this.redraw();
      });
    }
    const cards = [...this.picked].filter((id) => hand.includes(id));
    const b = button(`Discard ${cards.length} of ${count}`, () => void this.act({ type: "CHOOSE_CARDS", cards }), "declare");
    b.disabled = cards.length !== count;
    this.prompt.replaceChildren(b);
  }

  /** The London mulligan: keep, clicking the cards to put on the bottom (one for each mulligan
   * taken, the last clicked at the very bottom), or take a new hand of seven. */
  private mulliganPrompt(view: DuelView, legal: DuelAction[], marks: Marks): void {
    const seat = view.seats[view.players.indexOf(HUMAN)];
    const hand = seat?.hand ?? [];
    const count = Math.min(seat?.mulligans ?? 0, hand.length);
    for (const id of count > 0 ? hand : []) {
      marks.playable.add(id);
      marks.onClick.set(id, () => {
        if (this.picked.has(id)) this.picked.delete(id);
        else if (this.picked.size < count) this.picked.add(id);
        this.redraw();
      });
    }
    const bottom = [...this.picked].filter((id) => hand.includes(id));
    const keep = button(count === 0 ? "Keep this hand" : `Keep: ${bottom.length} of ${count} to the bottom`,
      () => void this.act({ type: "KEEP", bottom }), "declare");
    keep.disabled = bottom.length !== count;
    this.prompt.replaceChildren(el("p", "", count === 0 ? "Keep this hand, or take a mulligan (a new hand of seven)?"
      : `Click ${count} card${count === 1 ? "" : "s"} to put on the bottom of your library, or take another mulligan.`));
    this.actions.append(keep);
    if (legal.some((a) => a.type === "MULLIGAN")) this.actions.append(button("Mulligan", () => void this.act({ type: "MULLIGAN" }), "quiet"));
  }

  /** Taps sources for a card's cost, checking on a copy that the card can then be cast, and
   * casts it (asking for a target when there are several). */
  private async tapAndCast(id: string): Promise<void> {
    const game = this.game;
    if (!game || !this.turn || this.turn.busy) return;
    const view = game.view(HUMAN).state;
    const name = nameOf(view, id);
    const taps = tapsFor(view, HUMAN, id);
    if (typeof taps === "string") return this.parts?.note(`Cannot cast ${name}: ${taps}.`);
    // Check on a copy first, so a wrong guess taps nothing.
    const copy = DuelGame.load(game.save());
    let casts: DuelAction[] = [];
    try {
      for (const t of taps) copy.submit(HUMAN, t);
      casts = copy.legalActions(HUMAN).filter((a) => a.type === "CAST_SPELL" && a.card === id);
    } catch (e) {
      return this.parts?.note(`Cannot cast ${name} now: ${errorText(e)}`);
    } finally {
      copy.free();
    }
    if (casts.length === 0) return this.parts?.note(`Cannot cast ${name} now.`);
    for (const t of taps) await this.act(t, true);
    const fresh = this.game;
    if (fresh) this.choose(fresh.view(HUMAN).state, casts);
  }
}
