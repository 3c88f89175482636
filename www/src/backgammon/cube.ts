// The doubling cube on the page: the cube drawn on the board's bar (in the middle while nobody
// owns it, at its owner's end otherwise, and offered, turned to the new value, in front of the
// player who must answer a double), the buttons of the cube's decisions under the status line
// (Roll or Double before your roll, Take or Drop a double of the bot's, each saying what it
// stakes), a roll by clicking the dice area or pressing R, and the bot's answers to your offers
// said in the notice. The engine lists what may be done; the page only offers it.
import type { BackgammonAction, BackgammonEvent, BackgammonState, LogEntry } from "arbiter-rules/backgammon";
import { button, el } from "../shell/dom.js";
import type { Parts, Turn } from "../shell/types.js";
import { points } from "./log.js";

type Decision = Extract<BackgammonAction, { type: "ROLL" | "DOUBLE" | "TAKE" | "DROP" | "ACCEPT_RESIGNATION" | "DECLINE_RESIGNATION" }>;

const find = (legal: BackgammonAction[], type: Decision["type"]): Decision | undefined =>
  legal.find((a): a is Decision => a.type === type);

export class CubeControls {
  /** The buttons of the cube's decisions, in the turn panel under the status line. */
  private readonly box = el("div", "cube-box");
  private parts: Parts | null = null;
  private turn: Turn<BackgammonAction> | null = null;

  mount(parts: Parts): void {
    this.parts = parts;
    this.box.id = "cube-box";
    this.box.hidden = true;
    parts.prompt.prepend(this.box);
    // R rolls, when rolling is yours to choose (not while typing or in a dialog).
    document.addEventListener("keydown", (e) => {
      if (e.key !== "r" && e.key !== "R") return;
      if (e.ctrlKey || e.metaKey || e.altKey || document.querySelector("dialog[open]")) return;
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (this.roll()) e.preventDefault();
    });
  }

  /** Plays ROLL if it is offered now; whether it was. */
  roll(): boolean {
    const turn = this.turn;
    const roll = turn ? find(turn.legal, "ROLL") : undefined;
    if (!turn || !roll) return false;
    void turn.play(roll);
    return true;
  }

  /** Whether rolling is yours to choose now (the dice area then rolls on a click). */
  canRoll(): boolean {
    return this.turn !== null && find(this.turn.legal, "ROLL") !== undefined;
  }

  /** The cube drawn on the bar, or null for a game without it; `seat`: yours. */
  cube(state: BackgammonState, seat: number): HTMLElement | null {
    const cube = state.cube;
    if (!cube) return null;
    const offered = state.offer?.type === "DOUBLE" ? state.offer.seat : null;
    // Offered: turned to the new value, in front of the one who answers; else with its owner.
    const at = offered !== null ? 1 - offered : cube.owner ?? null;
    const value = offered !== null ? cube.value * 2 : cube.value;
    const where = at === null ? "middle" : at === seat ? "you" : "them";
    const node = el("div", `cube ${where}${offered !== null ? " offered" : ""}`, String(value));
    node.id = "cube";
    node.dataset.value = String(value);
    node.dataset.owner = where === "middle" ? "" : where;
    node.dataset.offered = offered !== null ? "true" : "";
    const whose = where === "middle" ? "in the middle: either player may double" : where === "you" ? "yours: only you may double" : "the bot's: only the bot may double";
    const label = offered !== null
      ? `the doubling cube, offered at ${value} to ${at === seat ? "you" : "the bot"}`
      : `the doubling cube at ${value}, ${whose}`;
    node.setAttribute("aria-label", label);
    node.title = label.charAt(0).toUpperCase() + label.slice(1);
    return node;
  }

  /** Fills the buttons of the decisions offered now (none: hidden). */
  render(state: BackgammonState, turn: Turn<BackgammonAction>): void {
    this.turn = turn;
    const value = state.cube?.value ?? 1;
    const buttons: HTMLButtonElement[] = [];
    const add = (type: Decision["type"], text: string, className: string, title: string): void => {
      const action = find(turn.legal, type);
      if (!action) return;
      const b = button(text, () => void turn.play(action), className);
      b.id = `cube-${type.toLowerCase().replace("_resignation", "")}`;
      b.title = title;
      buttons.push(b);
    };
    add("ROLL", "Roll", "main", "Roll the dice (or click the dice area, or press R)");
    add("DOUBLE", `Double to ${value * 2}`, "", `Offer the bot to play on for ${points(value * 2)}: it takes (and owns the cube) or drops (and loses ${points(value)})`);
    add("TAKE", `Take: play on for ${points(value * 2)}`, "main", "Play on at the doubled stake; the cube is then yours");
    add("DROP", `Drop: lose ${points(value)}`, "", `Give up the game for ${points(value)}, the stake before the double`);
    const offer = state.offer?.type === "RESIGN" ? state.offer.points * value : 0;
    add("ACCEPT_RESIGNATION", `Accept: win ${points(offer)}`, "main", "The game ends: you win what the bot offers");
    add("DECLINE_RESIGNATION", "Decline: play on", "", "The game goes on");
    this.box.replaceChildren(...buttons);
    this.box.hidden = buttons.length === 0;
  }

  /** The bot's answer to your double or your resignation, said in the notice. */
  present(you: string, entries: LogEntry<BackgammonEvent>[]): void {
    for (const { event } of entries) {
      if (!("player" in event) || event.player === you) continue;
      if (event.type === "ResignationDeclined") this.parts?.note("The bot declines: play on.", "info");
      if (event.type === "DoubleTaken") this.parts?.note(`The bot takes: the cube is at ${event.value}, on its side.`, "info");
    }
  }
}
