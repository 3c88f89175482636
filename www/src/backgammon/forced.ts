// Forced moves played by themselves, as GNU Backgammon and the online sites play them: when the
// engine offers exactly one move, the page plays it, says which, and pauses a moment so that each
// one can be followed. A switch turns it off; the choice is remembered in localStorage. A forced
// move that would pass the dice after a move of yours is only proposed: it waits for your
// confirmation, so that your earlier move can still be taken back.
import type { BackgammonAction, BackgammonEvent, BackgammonGame, LogEntry } from "arbiter-rules/backgammon";
import { el, sleep } from "../shell/dom.js";
import type { Parts } from "../shell/types.js";
import { moveText } from "./paths.js";
import type { Move } from "./paths.js";

const KEY = "arbiter.backgammon.forced";
/** How long a forced move stays said before the game goes on (`?speed=` overrides). */
const PAUSE_MS = 700;

function remembered(): boolean {
  try {
    return localStorage.getItem(KEY) !== "off";
  } catch {
    return true;
  }
}

export class ForcedMoves {
  readonly box = el("input");
  private readonly label = el("label", "hint forced-switch");
  /** The last forced move played, said until you move yourself. */
  private readonly said = el("p", "forced-said");
  private parts: Parts | null = null;
  /** The forced move the page just played for you (said when its events are shown). */
  private played: Move | null = null;
  /** The forced moves said now, one after the other in the log (two checkers entered from the
   * bar, say), and the log's position after the last: the next one there joins them. */
  private run: { moves: string[]; next: number } | null = null;
  /** The position where a forced move waits to be proposed for your confirmation. */
  private proposeAt: string | null = null;
  /** The forced move proposed for your confirmation, while it is. */
  private proposed: Move | null = null;

  mount(parts: Parts): void {
    this.parts = parts;
    this.box.type = "checkbox";
    this.box.id = "auto-forced";
    this.box.checked = remembered();
    this.box.addEventListener("change", () => {
      try {
        localStorage.setItem(KEY, this.box.checked ? "on" : "off");
      } catch {
        // Storage disabled: the switch holds for this visit.
      }
      if (this.box.checked) parts.goOn();
    });
    const label = this.label;
    label.append(this.box, " Play forced moves for me (when only one move is possible)");
    this.said.id = "forced-said";
    this.said.setAttribute("aria-live", "polite");
    parts.prompt.append(this.said);
    parts.turnPanel.append(label);
  }

  /** Shows the switch while the game goes on. */
  show(active: boolean): void {
    this.label.hidden = !active;
  }

  get on(): boolean {
    return this.box.checked;
  }

  /** The shell's `auto` hook: your only move, if the switch is on and it may be played unasked. */
  auto(game: BackgammonGame, legal: BackgammonAction[], endsTurn: (m: Move) => boolean, movedThisTurn: boolean): Move | null {
    const offered = legal.filter((a) => a.type !== "RESIGN");
    const only = offered[0];
    if (!this.on || offered.length !== 1 || only?.type !== "MOVE") return null;
    if (movedThisTurn && endsTurn(only)) {
      this.proposeAt = game.stateHash();
      return null;
    }
    this.played = only;
    return only;
  }

  /** The forced move to propose now (once per position), for the board to play through the
   * confirmation. */
  proposal(game: BackgammonGame, legal: BackgammonAction[]): Move | null {
    if (this.proposeAt === null || this.proposeAt !== game.stateHash()) return null;
    this.proposeAt = null;
    const [only, ...more] = legal.filter((a) => a.type !== "RESIGN");
    if (more.length > 0 || only?.type !== "MOVE") return null;
    this.proposed = only;
    return only;
  }

  /** Says the proposal while it waits for your confirmation (`waiting`: the move that waits, if
   * any), and stops saying it once confirmed or taken back. */
  showProposal(waiting: Move | null): void {
    const move = this.proposed;
    if (!move) return;
    if (waiting && waiting.from === move.from && waiting.to === move.to) {
      this.said.textContent = `Your last move is forced: ${moveText(move)}. Confirm it, or take it back.`;
    } else {
      this.forget();
    }
  }

  /** After the page played a forced move: says it, then pauses. */
  async present(entries: LogEntry<BackgammonEvent>[]): Promise<void> {
    const move = this.played;
    this.played = null;
    if (!move || !entries.some((e) => e.event.type === "CheckerMoved" || e.event.type === "CheckerBorneOff")) return;
    const hit = entries.some((e) => e.event.type === "CheckerHit") ? "*" : "";
    const text = `${moveText(move)}${hit}`;
    const first = entries[0]?.seq ?? -1;
    const moves = this.run !== null && this.run.next === first ? [...this.run.moves, text] : [text];
    this.run = { moves, next: (entries.at(-1)?.seq ?? first) + 1 };
    // Said in its own line: the shell's notice is rewritten when a game resumes.
    this.said.textContent = moves.length === 1
      ? `Forced move played for you: ${text} (the only move possible).`
      : `Forced moves played for you: ${moves.join(" ")} (each the only move possible).`;
    const pause = this.parts?.speed ?? PAUSE_MS;
    if (pause > 0) await sleep(pause);
  }

  /** You moved yourself: the last forced move is no longer news. */
  forget(): void {
    this.said.textContent = "";
    this.proposed = null;
    this.run = null;
  }

  reset(): void {
    this.played = null;
    this.proposeAt = null;
    this.forget();
  }
}
