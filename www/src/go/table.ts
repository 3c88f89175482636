// The Go page's board for the shell: the goban (board.ts) drawn from the game's view, the
// players' lines with who captured whom, passes and acceptances, Pass / Accept / Resume play, the
// facts (size, komi, the move and its limit, the count's key), and why an empty point is not
// offered (asked of the engine on a copy), said in the side panel beside the board where it
// stays in view; on a touch screen with points smaller than a fingertip, the stone tapped waits
// for the shell's Confirm. The rules all come from the engine.
import { GoGame } from "arbiter-rules/go";
import type { GoAction, GoEvent, GoState } from "arbiter-rules/go";
import { button, el } from "../shell/dom.js";
import { lineName } from "../shell/names.js";
import type { Board, Parts, Turn } from "../shell/types.js";
import { drawBoard, pointName } from "./board.js";
import { capturedText, colourName, halfPoints, lastMove, yourCaptures } from "./words.js";

/** The smallest point (in CSS pixels) a finger hits at once: on a touch screen, a stone on a
 * smaller point (13 × 13 and 19 × 19 on a phone) waits for Confirm. */
export const TOUCH_POINT = 30;

/** The dead stones the count took off (index `y * size + x` → `B` or `W`), read from the log:
 * the `DeadStonesRemoved` event's points, each with the colour last placed there (else the
 * starting position's, for set-up stones). Empty before the end. */
function removedStones(game: GoGame, size: number): Map<number, string> {
  const placed = new Map<number, string>();
  const removed = new Map<number, string>();
  for (const { event } of game.events()) {
    if (event.type === "StonePlaced") placed.set(event.y * size + event.x, event.colour === "BLACK" ? "B" : "W");
    if (event.type !== "DeadStonesRemoved") continue;
    let start: string | null = null;
    for (const p of event.points) {
      const i = p.y * size + p.x;
      let colour = placed.get(i);
      if (colour === undefined) {
        if (start === null) {
          const first = game.stepTo(0);
          start = first.view(null).state.board;
          first.free();
        }
        colour = start.charAt(i);
      }
      removed.set(i, colour);
    }
  }
  return removed;
}

export class GoTable implements Board<GoGame, GoAction, GoEvent> {
  private readonly board = el("div", "goban");
  private readonly opponent = el("p", "player-line");
  private readonly youLine = el("p", "player-line");
  private readonly hint = el("p", "hint");
  private readonly facts = el("p", "facts");
  /** The key to the count's marks, shown while they are on the board. */
  private readonly key = el("p", "count-key");
  private readonly pass = button("Pass", () => this.play({ type: "PASS" }));
  private readonly accept = button("Accept", () => this.play({ type: "ACCEPT_SCORE" }), "main");
  private readonly resume = button("Resume play", () => this.play({ type: "RESUME" }));
  private readonly counting = el("span", "counting-buttons");
  private turn: Turn<GoAction> | null = null;
  /** Why an empty point is not legal, per position and point (asked on hover). */
  private reasons = new Map<string, string>();
  /** The stone tapped on a point too small for a finger, waiting for Confirm (in the position
   * `hash`), and the points your turn offered: another tap there moves the stone. */
  private tentative: { hash: string; x: number; y: number } | null = null;
  private offered = new Set<number>();

  mount(parts: Parts): void {
    this.board.id = "board";
    this.board.setAttribute("role", "grid");
    this.board.setAttribute("aria-label", "Go board");
    this.opponent.id = "opponent";
    this.youLine.id = "you-line";
    this.hint.id = "point-hint";
    this.hint.setAttribute("aria-live", "polite");
    this.facts.id = "facts";
    this.pass.id = "pass";
    this.accept.id = "accept";
    this.resume.id = "resume";
    this.counting.id = "counting-buttons";
    this.counting.append(this.accept, this.resume);
    parts.table.append(this.opponent, this.board, this.youLine);
    // Beside the board (under the prompt), not under it, where a tall board would push it off
    // the screen.
    parts.prompt.append(this.hint);
    parts.controls.append(this.pass, this.counting);
    this.key.id = "count-key";
    const item = (mark: string, text: string): HTMLElement => {
      const line = el("span", "key-item");
      line.append(el("span", mark), ` ${text}`);
      return line;
    };
    this.key.append(
      item("key-owner black", "Black's territory"), item("key-owner white", "White's territory"),
      item("key-dame", "dame: neutral, counted for neither"),
      item("key-dead", "dead stone: taken off as a prisoner, its point counted for the other side"),
    );
    const panel = el("div", "panel");
    panel.append(this.facts, this.key);
    parts.turnPanel.after(panel);
    // The end screen goes to the top of the side column: never over the counted board.
    const end = document.getElementById("end");
    if (end) parts.turnPanel.before(end);
  }

  /** Whether your action waits for Confirm (the shell then shows Confirm and Cancel): a stone
   * tapped on a touch screen whose points are smaller than a fingertip, drawn until then. */
  confirms(game: GoGame, action: GoAction): boolean {
    const point = this.board.querySelector(".pt")?.getBoundingClientRect().width ?? TOUCH_POINT;
    const small = action.type === "PLAY" && point < TOUCH_POINT && matchMedia("(pointer: coarse)").matches;
    this.tentative = small && action.type === "PLAY" ? { hash: game.stateHash(), x: action.x, y: action.y } : null;
    return small;
  }

  private play(action: GoAction): void {
    if (this.turn?.legal.some((a) => a.type === action.type)) void this.turn.play(action);
  }

  /** Why `you` may not play on the empty point (x, y): the engine's refusal, tried on a copy. */
  private explain(game: GoGame, you: string, x: number, y: number): string {
    const key = `${game.stateHash()} ${x} ${y}`;
    const known = this.reasons.get(key);
    if (known !== undefined) return known;
    const copy = GoGame.load(game.save());
    let why = "you may not play here now.";
    try {
      copy.submit(you, { type: "PLAY", x, y });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (/suicide/.test(message)) why = "suicide: the stone would have no liberty and capture nothing.";
      else if (/repeat/.test(message)) why = "ko: the move would repeat an earlier position. Play elsewhere first.";
    } finally {
      copy.free();
    }
    if (this.reasons.size > 500) this.reasons.clear();
    this.reasons.set(key, why);
    return why;
  }

  render(game: GoGame, turn: Turn<GoAction>): void {
    this.turn = turn;
    const state: GoState = game.view(turn.you || null).state;
    const size = state.size;
    // A game read from a file is nobody's: drawn from Black's side.
    const seat = Math.max(0, state.players.indexOf(turn.you));
    let legal = new Set<number>();
    for (const a of turn.legal) if (a.type === "PLAY") legal.add(a.y * size + a.x);
    // A stone waiting for Confirm: nothing is offered meanwhile, but another tap on a point your
    // turn offered moves it (the shell asks again).
    const tentative = this.tentative;
    const waiting = tentative !== null && !turn.busy && turn.legal.length === 0 && game.status === "ACTIVE" &&
      game.currentPlayer === turn.you && tentative.hash === game.stateHash();
    if (turn.legal.length > 0) {
      this.tentative = null;
      this.offered = legal;
    }
    if (waiting) legal = this.offered;
    const counting = state.counting;
    const dead = new Set<number>((counting?.dead ?? []).map((p) => p.y * size + p.x));
    const canToggle = turn.legal.some((a) => a.type === "MARK_DEAD");
    const territory = counting?.preview.territory ?? state.score?.territory ?? null;
    this.hint.textContent = "";
    drawBoard(this.board, this.hint, {
      size,
      stones: state.board,
      territory,
      last: state.lastMove,
      colour: seat === 0 ? "black" : "white",
      legal,
      yourTurn: (turn.legal.length > 0 || waiting) && !counting,
      play: (x, y) => void turn.play({ type: "PLAY", x, y }),
      explain: (x, y) => this.explain(game, turn.you, x, y),
      dead,
      toggle: canToggle ? (x, y) => void turn.play({ type: "MARK_DEAD", x, y }) : null,
      removed: state.score ? removedStones(game, size) : new Map(),
      tentative: waiting ? tentative : null,
    });
    if (waiting) this.hint.textContent = `${pointName(tentative.x, tentative.y, size)}: Confirm to play here, or tap another point.`;
    this.board.dataset.waiting = waiting ? "true" : "";
    this.key.hidden = territory === null;
    this.board.dataset.counting = counting ? "true" : "";
    this.pass.hidden = counting !== null || game.status !== "ACTIVE";
    this.counting.hidden = counting === null;
    this.pass.disabled = !turn.legal.some((a) => a.type === "PASS");
    this.accept.disabled = !turn.legal.some((a) => a.type === "ACCEPT_SCORE");
    this.resume.disabled = !turn.legal.some((a) => a.type === "RESUME");

    const latest = lastMove(game);
    const active = game.status === "ACTIVE";
    const line = (node: HTMLElement, who: string, s: number): void => {
      const player = state.players[s] ?? "";
      const passed = active && !counting && latest?.type === "Passed" && latest.player === player;
      const resumed = active && !counting && latest?.type === "PlayResumed" && latest.player === player;
      const accepted = counting?.accepted[s] ?? false;
      node.replaceChildren(
        el("span", `swatch ${s === 0 ? "black" : "white"}`),
        el("span", "", turn.you === "" ? lineName(player, "", colourName(s)) : `${who} · ${colourName(s)}`),
        el("span", "captures", turn.you === "" ? `captured ${state.captures[s] ?? 0}` : yourCaptures(s === seat, state.captures[s] ?? 0)),
        ...(active && game.currentPlayer === player ? [el("span", "to-move", counting ? "to count" : "to move")] : []),
        ...(passed ? [el("span", "passed", "passed")] : []),
        ...(resumed ? [el("span", "passed", "resumed play")] : []),
        ...(accepted ? [el("span", "passed", "accepted")] : []),
      );
      node.dataset.captures = String(state.captures[s] ?? 0);
    };
    line(this.opponent, "Bot", 1 - seat);
    line(this.youLine, "You", seat);

    const limit = size * size * 3;
    // The handicap, from the configuration (asked only when White moved first: a handicap or a
    // set-up position).
    const handicap = state.first === "WHITE" ? game.save().config.handicap : undefined;
    this.facts.replaceChildren(
      el("span", "", `${size} × ${size} · komi ${halfPoints(state.komiHalfPoints)}${handicap ? ` · handicap ${handicap}` : ""}`),
      el("span", "", counting ? `Counting after move ${state.moves}` : active ? `Move ${state.moves + 1} of at most ${limit}` : `${state.moves} moves played (limit ${limit})`),
      el("span", "", `${capturedText(0, state.captures[0])} · ${capturedText(1, state.captures[1])}`),
    );
    this.facts.dataset.moves = String(state.moves);
    this.facts.dataset.limit = String(limit);
  }
}
