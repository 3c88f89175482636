// Where the duel page waits for you (a stop), as on MTG Arena: by default at your two main phases,
// at your attack and block decisions when you have one, and when the bot has put something on the
// stack you could answer; plus every step ticked in the stops panel. "Pass until end of turn"
// passes everything but the decisions you must make; "Full control" stops at every priority.
// Elsewhere the page passes for you (the shell's `auto` hook).
import type { DuelAction, DuelGame, DuelView } from "arbiter-rules/duel";
import { el } from "../shell/dom.js";
import { HUMAN, stepWord } from "./describe.js";
import { castableByTapping, isManaAbility } from "./mana.js";

/** The steps with priority, in order. */
const STEPS = ["UPKEEP", "DRAW", "MAIN1", "BEGIN_COMBAT", "DECLARE_ATTACKERS", "DECLARE_BLOCKERS", "COMBAT_DAMAGE", "END_COMBAT", "MAIN2", "END"];
const DEFAULT_STOPS = ["you:MAIN1", "you:MAIN2"];

export class Stops {
  /** The panel: a tick per step and side, and the full-control toggle. */
  readonly panel = el("details", "stops");
  private readonly ticked = new Set(DEFAULT_STOPS);
  private readonly full = el("input");
  /** The turn you pass to its end, if any. */
  private untilTurn: number | null = null;

  constructor(changed: () => void) {
    this.panel.id = "stops";
    const table = el("table");
    const head = el("tr");
    head.append(el("th", "", "Stop at"), el("th", "", "your turn"), el("th", "", "the bot's"));
    table.append(head);
    for (const step of STEPS) {
      const tr = el("tr");
      tr.append(el("td", "", stepWord(step)));
      for (const side of ["you", "bot"]) {
        const key = `${side}:${step}`;
        const box = el("input");
        box.type = "checkbox";
        box.checked = this.ticked.has(key);
        box.dataset.stop = key;
        box.setAttribute("aria-label", `${stepWord(step)}, ${side === "you" ? "your turn" : "the bot's turn"}`);
        box.addEventListener("change", () => {
          if (box.checked) this.ticked.add(key);
          else this.ticked.delete(key);
          changed();
        });
        const td = el("td");
        td.append(box);
        tr.append(td);
      }
      table.append(tr);
    }
    this.full.type = "checkbox";
    this.full.id = "full-control";
    this.full.addEventListener("change", changed);
    const full = el("label", "toggle");
    full.append(this.full, " Full control: stop at every priority");
    this.panel.append(el("summary", "", "Stops"), table, full);
  }

  /** Passes every priority of turn `turn` (the decisions you must make still stop). */
  passTurn(turn: number): void {
    this.untilTurn = turn;
  }

  /** The action the page plays for you now, or null to wait for you. */
  auto(game: DuelGame, legal: DuelAction[]): DuelAction | null {
    const decision = game.decision(HUMAN);
    if (!decision || this.full.checked) return null;
    const view = game.view(HUMAN).state;
    const passing = this.untilTurn === view.turn;
    if (decision.type === "DECLARE_ATTACKERS") return decision.candidates.length === 0 || passing ? { type: "DECLARE_ATTACKERS", attackers: [] } : null;
    if (decision.type === "DECLARE_BLOCKERS") return decision.options.length === 0 ? { type: "DECLARE_BLOCKERS", blocks: [] } : null;
    if (decision.type !== "PRIORITY") return null;
    const pass = legal.find((a) => a.type === "PASS_PRIORITY") ?? null;
    if (!pass || passing) return pass;
    const mine = view.players[view.active] === HUMAN;
    if (this.ticked.has(`${mine ? "you" : "bot"}:${view.step}`) && !(mine && view.stack.length > 0 && this.ownTop(view))) return null;
    const top = view.stack[view.stack.length - 1];
    if (top && view.players[top.controller] !== HUMAN && this.canRespond(view, legal)) return null;
    return pass;
  }

  /** Whether the top of the stack is yours (your own spell: let it resolve). */
  private ownTop(view: DuelView): boolean {
    const top = view.stack[view.stack.length - 1];
    return top !== undefined && view.players[top.controller] === HUMAN;
  }

  /** Whether you could do more than pass or make mana no card could use. */
  private canRespond(view: DuelView, legal: DuelAction[]): boolean {
    return legal.some((a) => a.type !== "PASS_PRIORITY" && a.type !== "RESIGN" && !isManaAbility(view, a)) || castableByTapping(view, HUMAN).length > 0;
  }
}
