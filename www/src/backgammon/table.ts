// The backgammon board for the shell, drawn from the game's view from your side (your home board
// bottom right, the points in your numbering): the dice with the used ones dimmed, pip counts,
// checker moves by click or drag among the engine's legal moves (by one die, or by a sum in one
// go: paths.ts), forced moves played by themselves (forced.ts), on a phone a strip of large
// buttons for the same choices (the points are narrower than a finger there), and the move that
// passes the dice shown on the board while it waits for your confirmation. The end screen sits in
// the side column, off the board. The rules come from the engine.
import { BackgammonGame } from "arbiter-rules/backgammon";
import type { BackgammonAction, BackgammonEvent, BackgammonState, LogEntry } from "arbiter-rules/backgammon";
import { el } from "../shell/dom.js";
import { lineName } from "../shell/names.js";
import type { Board, Parts, Turn } from "../shell/types.js";
import { ForcedMoves } from "./forced.js";
import { CubeControls } from "./cube.js";
import { colour, onPoint, pips, readLog, turnLine } from "./log.js";
import { pathsFrom } from "./paths.js";
import type { Move, Place } from "./paths.js";
import { drawStrip } from "./strip.js";

/** "1 checker", "2 checkers". */
export const checkers = (n: number): string => `${n} ${n === 1 ? "checker" : "checkers"}`;

/** Checkers drawn on a point before the top one shows the count instead. */
const STACK = 5;

/** The state after the checker moves among `events` (for the move waiting for confirmation:
 * the position it leaves, before the dice pass). */
function afterMoves(state: BackgammonState, events: BackgammonEvent[]): BackgammonState {
  const next: BackgammonState = { ...state, board: [...state.board], bar: [...state.bar], off: [...state.off], dice: [...state.dice] };
  const add = (player: string, point: number, n: number): void => {
    const seat = next.players.indexOf(player);
    const i = seat === 0 ? point - 1 : 24 - point;
    next.board[i] = (next.board[i] ?? 0) + (seat === 0 ? n : -n);
  };
  const useDie = (die: number): void => {
    const i = next.dice.indexOf(die);
    if (i >= 0) next.dice.splice(i, 1);
  };
  for (const event of events) {
    const seat = "player" in event ? next.players.indexOf(event.player) : -1;
    if (event.type === "CheckerHit") {
      add(event.player, event.point, -1);
      next.bar[seat] = (next.bar[seat] ?? 0) + 1;
    } else if (event.type === "CheckerMoved") {
      if (event.from === "bar") next.bar[seat] = (next.bar[seat] ?? 0) - 1;
      else add(event.player, event.from, -1);
      add(event.player, event.to, 1);
      useDie(event.die);
    } else if (event.type === "CheckerBorneOff") {
      add(event.player, event.from, -1);
      next.off[seat] = (next.off[seat] ?? 0) + 1;
      useDie(event.die);
    } else if (event.type === "TurnPassed" || event.type === "GameEnded") {
      break;
    }
  }
  return next;
}

/** Where the pips of a die face go, in a 3 x 3 grid read row by row. */
const FACES: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

function die(value: number, used: boolean): HTMLElement {
  const face = el("span", `die${used ? " used" : ""}`);
  face.dataset.value = String(value);
  face.setAttribute("aria-label", `${value}${used ? " (used)" : ""}`);
  const spots = new Set(FACES[value] ?? []);
  for (let i = 0; i < 9; i++) face.append(el("span", spots.has(i) ? "pip" : ""));
  return face;
}

/** The dice of the turn, the used ones dimmed (a double shows four). */
function diceOf(state: BackgammonState): HTMLElement[] {
  if (!state.roll) return [];
  const [a, b] = state.roll;
  if (a === b) return [0, 1, 2, 3].map((i) => die(a, i >= state.dice.length));
  return [die(a, !state.dice.includes(a)), die(b, !state.dice.includes(b))];
}

/** A stack of `count` checkers of `side` ("white"/"black"), the top one showing the count when
 * the stack is taller than it can draw. */
function stack(count: number, side: string, max = STACK): HTMLElement[] {
  const shown = Math.min(count, max);
  const checkers: HTMLElement[] = [];
  for (let i = 0; i < shown; i++) {
    checkers.push(el("span", `checker ${side}`, i === shown - 1 && count > max ? String(count) : ""));
  }
  return checkers;
}

/** A move waiting for your confirmation: the game it was asked in, and its events there. */
interface Pending {
  hash: string;
  action: Move;
  events: BackgammonEvent[];
}

export class BackgammonTable implements Board<BackgammonGame, BackgammonAction, BackgammonEvent> {
  private readonly board = el("div", "bg-board");
  private readonly opponent = el("p", "player-line");
  private readonly youLine = el("p", "player-line");
  /** Where the checker you picked up stands. */
  private from: Place | null = null;
  private pending: Pending | null = null;
  private turn: Turn<BackgammonAction> | null = null;
  /** Where the picked checker can go (one die or a sum), for the position and place picked. */
  private ways: { key: string; paths: Map<Place, Move[]> } | null = null;
  /** The phone's strip of large buttons: the checkers you may move, then where the picked one may go. */
  private readonly strip = el("div", "move-strip");
  /** Your whole turn while its last move waits for the confirmation (the move list shows only
   * what was played). */
  private readonly waitingLine = el("p", "waiting-move");
  readonly forced = new ForcedMoves();
  private readonly cube = new CubeControls();

  /** The shell's `auto` hook: your forced move (forced.ts), when the switch is on. */
  auto(game: BackgammonGame, you: string, legal: BackgammonAction[]): BackgammonAction | null {
    const turn = readLog(game.events().map((e) => e.event)).turns.at(-1);
    const moved = turn?.player === you && turn.moves.length > 0;
    return this.forced.auto(game, legal, (m) => this.endsTurn(game, m), moved);
  }

  present(_game: BackgammonGame, entries: LogEntry<BackgammonEvent>[]): Promise<void> {
    if (this.turn) this.cube.present(this.turn.you, entries);
    return this.forced.present(entries);
  }

  /** The events of `move` by the player to move, played on a copy; null if the engine refuses
   * it (the game itself will say why when it is played). */
  private tried(game: BackgammonGame, move: Move): BackgammonEvent[] | null {
    const player = game.currentPlayer;
    if (player === null) return null;
    const copy = BackgammonGame.load(game.save());
    try {
      return copy.submit(player, move).map((e) => e.event);
    } catch {
      return null;
    } finally {
      copy.free();
    }
  }

  /** Whether `move` passes the dice (or ends the game). */
  private endsTurn(game: BackgammonGame, move: Move): boolean {
    return (this.tried(game, move) ?? []).some((e) => e.type === "TurnPassed" || e.type === "GameEnded");
  }

  /** Whether `action` ends your turn: it then waits, shown on the board, for your confirmation. */
  needsConfirm(game: BackgammonGame, action: BackgammonAction): boolean {
    if (action.type !== "MOVE") return false;
    const events = this.tried(game, action) ?? [];
    if (!events.some((e) => e.type === "TurnPassed" || e.type === "GameEnded")) return false;
    this.pending = { hash: game.stateHash(), action, events };
    return true;
  }

  mount(parts: Parts): void {
    this.board.id = "board";
    this.board.setAttribute("aria-label", "backgammon board");
    this.opponent.id = "opponent";
    this.youLine.id = "you-line";
    this.strip.id = "move-strip";
    parts.table.append(this.opponent, this.board, this.youLine, this.strip);
    this.waitingLine.id = "waiting-move";
    parts.prompt.append(this.waitingLine);
    this.forced.mount(parts);
    this.cube.mount(parts);
    // The end screen goes to the top of the side column: beside the board on a wide screen,
    // under it on a phone, never over it (the final position stays in view).
    const end = document.getElementById("end");
    if (end) parts.turnPanel.before(end);
  }

  reset(): void {
    this.from = null;
    this.pending = null;
    this.ways = null;
    this.forced.reset();
  }

  render(game: BackgammonGame, turn: Turn<BackgammonAction>): void {
    this.turn = turn;
    let state = game.view(turn.you || null).state;
    const pending = this.pending;
    const waiting = pending !== null && turn.legal.length === 0 && game.currentPlayer === turn.you && pending.hash === game.stateHash();
    if (waiting) state = afterMoves(state, pending.events);
    else this.pending = null;
    // A game read from a file is nobody's: drawn from White's side.
    const seat = Math.max(0, state.players.indexOf(turn.you));
    const them = 1 - seat;
    // The checkers' colours: the first player's are white.
    const sides = ["white", "black"];
    const mine = sides[seat] ?? "white";
    const theirs = sides[them] ?? "black";

    const moves = turn.legal.filter((a): a is Move => a.type === "MOVE");
    const sources = new Set<Place>(moves.map((m) => m.from));
    if (this.from !== null && !sources.has(this.from)) this.from = null;
    const paths = this.from === null ? new Map<Place, Move[]>() : this.pathsFrom(game, turn.you, this.from, moves);
    const targets = new Set<Place>(paths.keys());
    this.board.dataset.pending = waiting ? "true" : "";

    // The last turn's landing points, in your numbering: the last turn in the log (the bot's as
    // it plays, yours waiting for the confirmation, a past one stepped to), or the one before
    // while that is only rolled or is yours to play on. None for a turn that could not move.
    const turns = readLog(game.events().map((e) => e.event)).turns;
    const current = turns.at(-1);
    const going = current !== undefined && !current.passed && game.status === "ACTIVE" && !waiting &&
      (current.moves.length === 0 || (current.player === turn.you && turn.legal.length > 0));
    const lastTurn = turns.at(going ? -2 : -1);
    const lastMine = lastTurn?.player === turn.you;
    const landed = new Set((lastTurn?.landed ?? []).map((p) => (lastMine ? p : 25 - p)));
    if (waiting && pending.action.to !== "off") landed.add(pending.action.to);
    // Your turn with the move that waits, as the move list will say it once confirmed.
    const played = waiting ? readLog([...game.events().map((e) => e.event), ...pending.events]).turns[turns.length - 1] : undefined;
    this.waitingLine.textContent = played ? `Your move: ${turnLine(played, game.players)}` : "";

    const cells: HTMLElement[] = [];
    const place = (node: HTMLElement, column: number | string, row: number | string): HTMLElement => {
      node.style.gridColumn = String(column);
      node.style.gridRow = String(row);
      cells.push(node);
      return node;
    };
    const pick = (where: Place): void => this.pick(where, game, turn, sources, targets);
    const interactive = (node: HTMLElement, where: Place): void => {
      node.dataset.point = String(where);
      if (sources.has(where)) {
        node.classList.add("movable");
        node.draggable = true;
        node.addEventListener("dragstart", (e) => {
          this.from = where;
          e.dataTransfer?.setData("text/plain", String(where));
        });
      }
      if (where === this.from) node.classList.add("selected");
      if (targets.has(where)) node.classList.add("target");
      node.addEventListener("dragover", (e) => e.preventDefault());
      node.addEventListener("drop", (e) => {
        e.preventDefault();
        const text = e.dataTransfer?.getData("text/plain") ?? "";
        const from: Place | null = text === "bar" ? "bar" : text ? Number(text) : this.from;
        if (from !== null) this.moveTo(this.pathsFrom(game, turn.you, from, moves).get(where));
      });
      node.addEventListener("click", () => pick(where));
    };

    // Your points 13 to 24 along the top (left to right), 12 down to 1 along the bottom: your
    // home board bottom right, the opponent's top right.
    for (let i = 0; i < 12; i++) {
      const column = i < 6 ? i + 1 : i + 2;
      for (const [point, row, edge] of [[13 + i, 1, "top"], [12 - i, 3, "bottom"]] as const) {
        const n = onPoint(state, seat, point);
        const node = el("button", `point ${edge} ${point % 2 === 0 ? "dark" : "light"}`);
        node.type = "button";
        node.dataset.count = String(Math.abs(n));
        node.dataset.owner = n > 0 ? "you" : n < 0 ? "them" : "";
        node.setAttribute("aria-label", `point ${point}${n ? `: ${Math.abs(n)} ${n > 0 ? "yours" : "the bot's"}` : ""}`);
        node.append(el("span", "label", String(point)), ...stack(Math.abs(n), n > 0 ? mine : theirs));
        // (Not where the checker that landed was hit since.)
        if (landed.has(point) && (n > 0) === lastMine && n !== 0) node.classList.add("last");
        interactive(node, point);
        place(node, column, row);
      }
    }

    // The bar: the bot's checkers in the top half, yours in the bottom half.
    const theirBar = el("div", "bar-stack them");
    theirBar.dataset.count = String(state.bar[them] ?? 0);
    theirBar.append(...stack(state.bar[them] ?? 0, theirs, 3));
    place(theirBar, 7, 1);
    const bar = el("button", "bar-stack you");
    bar.type = "button";
    bar.dataset.count = String(state.bar[seat] ?? 0);
    bar.setAttribute("aria-label", `the bar: ${checkers(state.bar[seat] ?? 0)} of yours`);
    bar.append(...stack(state.bar[seat] ?? 0, mine, 3));
    interactive(bar, "bar");
    place(bar, 7, 3);
    // The cube on the bar: in its middle (over the word BAR) while nobody owns it, at the end of
    // its owner's side otherwise.
    const cube = this.cube.cube(state, seat);
    place(el("div", "bar-middle", cube?.dataset.owner === "" ? "" : "BAR"), 7, 2);
    if (cube) {
      cube.style.gridColumn = "7 / 8";
      cube.style.gridRow = "1 / 4";
      cells.push(cube);
    }

    // The borne-off trays: the bot's top right, yours bottom right.
    const tray = (count: number, side: string): HTMLElement[] => {
      const slabs = Array.from({ length: count }, () => el("span", `slab ${side}`));
      return [...slabs, el("span", "tray-count", count ? String(count) : "")];
    };
    const theirTray = el("div", "tray them");
    theirTray.dataset.count = String(state.off[them] ?? 0);
    theirTray.append(...tray(state.off[them] ?? 0, theirs));
    place(theirTray, 14, 1);
    const offTray = el("button", "tray you");
    offTray.type = "button";
    offTray.dataset.count = String(state.off[seat] ?? 0);
    offTray.setAttribute("aria-label", `borne off: ${state.off[seat] ?? 0} of yours`);
    offTray.append(...tray(state.off[seat] ?? 0, mine));
    interactive(offTray, "off");
    place(offTray, 14, 3);
    place(el("div", "tray-middle", "OFF"), 14, 2);

    // The dice, in the mover's right-hand half (yours on the right, the bot's on the left).
    this.cube.render(state, turn);
    const canRoll = this.cube.canRoll();
    const dice = el(canRoll ? "button" : "div", "dice");
    if (game.status === "ACTIVE") dice.append(...diceOf(state));
    if (canRoll && dice instanceof HTMLButtonElement) {
      // Yours to roll (or to double first): a click on the dice area rolls.
      dice.type = "button";
      dice.id = "roll-dice";
      dice.classList.add("roll");
      dice.setAttribute("aria-label", "Roll the dice");
      dice.append(el("span", "die blank"), el("span", "die blank"), el("span", "roll-word", "Roll"));
      dice.addEventListener("click", () => this.cube.roll());
    }
    const yourRoll = state.mover === seat;
    place(dice, yourRoll ? "8 / span 6" : "1 / span 6", 2);
    dice.classList.add(yourRoll ? "yours" : "theirs");

    const board = this.board;
    board.replaceChildren(...cells);
    board.dataset.you = mine;

    const line = (node: HTMLElement, who: string, player: string, s: number): void => {
      // To act: the one to move, or to answer an offer.
      const acting = game.status === "ACTIVE" && game.currentPlayer === player;
      const onBar = state.bar[s] ?? 0;
      // A loaded match's own names beside the colours ("gnubg").
      const name = player === sides[s] ? "" : ` (${player})`;
      const owns = state.cube?.owner === s ? [el("span", "owns-cube", `owns the cube (${state.cube.value})`)] : [];
      node.replaceChildren(
        el("span", `swatch ${sides[s] ?? ""}`),
        el("span", "", turn.you === "" ? lineName(player, "", colour(state.players, player)) : `${who} · ${colour(state.players, player)}${name}`),
        el("span", "pips", `${pips(state, s)} pips · ${state.off[s] ?? 0} off${onBar > 0 ? ` · ${checkers(onBar)} on the bar` : ""}`),
        ...owns,
        ...(acting ? [el("span", "to-move", state.offer ? "to answer" : "to move")] : []),
      );
    };
    line(this.opponent, "Bot", state.players[them] ?? "", them);
    line(this.youLine, "You", turn.you || (state.players[seat] ?? ""), seat);
    drawStrip(this.strip, sources, targets, this.from, pick);
    this.forced.show(game.status === "ACTIVE" && !turn.past);

    // A forced move that passes the dice after a move of yours: proposed, for your confirmation.
    this.forced.showProposal(waiting ? pending.action : null);
    const proposal = this.forced.proposal(game, turn.legal);
    // After the shell's render that called this one, before anything else can happen.
    if (proposal) queueMicrotask(() => void turn.play(proposal));
  }

  /** Where the checker on `from` can go, by one die or a sum (cached per position). */
  private pathsFrom(game: BackgammonGame, you: string, from: Place, moves: Move[]): Map<Place, Move[]> {
    const key = `${game.stateHash()} ${from}`;
    if (this.ways?.key !== key) this.ways = { key, paths: pathsFrom(game, you, from, moves) };
    return this.ways.paths;
  }

  /** A click on a place: the destination of the checker you hold, or a checker to pick up. */
  private pick(where: Place, game: BackgammonGame, turn: Turn<BackgammonAction>, sources: Set<Place>, targets: Set<Place>): void {
    if (this.from !== null && targets.has(where)) return this.moveTo(this.ways?.paths.get(where));
    this.from = sources.has(where) && this.from !== where ? where : null;
    this.render(game, turn);
  }

  /** Plays the engine's moves of one checker's way in turn: each must still be legal when its
   * turn comes (a sum stops where the engine says no); all but the last hold the game. */
  private moveTo(path: Move[] | undefined): void {
    this.from = null;
    this.forced.forget();
    void (async () => {
      for (const [i, move] of (path ?? []).entries()) {
        const turn = this.turn;
        if (!turn?.legal.some((a) => a.type === "MOVE" && a.from === move.from && a.to === move.to)) return;
        await turn.play(move, i < (path?.length ?? 0) - 1);
      }
    })();
  }
}