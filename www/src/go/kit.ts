// The Go page's kit for the classic controller: the board drawn from the game's view (stones,
// the last move, the counted territory at the end), stones placed by clicking one of the points
// the engine lists as legal (an empty point it does not list says why on hover: suicide or ko),
// Pass, the captures and the move count with its limit, the move list ("B D4", "W pass"), and
// the end in words ("Black wins by 4.5 points"). The rules all come from the engine.
import { GoGame } from "../../../pkg/arbiter.js";
import type { CountingEnd, EndReason, GameOutcome, GameSave, GoAction, GoConfig, GoEvent, GoScore, GoState } from "../../../pkg/arbiter.js";
import type { Kit, Settings, Turn } from "../classic/app.js";
import { $, el } from "../page.js";
import { drawBoard, pointName } from "./board.js";

/** The colour of the player in `seat` (Black is the first player). */
export const colourName = (seat: number): string => (seat === 0 ? "Black" : "White");

/** Half points as a player reads them: 15 → "7.5", 8 → "4", -1 → "-0.5". */
export function halfPoints(n: number): string {
  return n % 2 === 0 ? String(n / 2) : (n / 2).toFixed(1);
}

/** The move list: one line per move, "B D4", "W pass", "B C3, takes 2", "W resigns". */
export function moveLines(events: GoEvent[], players: string[], size: number): string[] {
  const lines: string[] = [];
  const letter = (player: string): string => (players.indexOf(player) === 0 ? "B" : "W");
  let taken = 0;
  const flush = (): void => {
    if (taken > 0 && lines.length > 0) lines[lines.length - 1] += `, takes ${taken}`;
    taken = 0;
  };
  for (const event of events) {
    switch (event.type) {
      case "StonePlaced":
        flush();
        lines.push(`${event.colour === "BLACK" ? "B" : "W"} ${pointName(event.x, event.y, size)}`);
        break;
      case "StonesCaptured":
        taken += event.points.length;
        break;
      case "Passed":
        flush();
        lines.push(`${letter(event.player)} pass`);
        break;
      case "Resigned":
        flush();
        lines.push(`${letter(event.player)} resigns`);
        break;
      case "CountingStarted":
        flush();
        lines.push(`Counting: ${stones(event.dead.length)} proposed dead`);
        break;
      case "DeadStonesMarked":
        lines.push(`${letter(event.player)} marks ${stones(event.points.length)} ${event.dead ? "dead" : "alive"}`);
        break;
      case "ScoreAccepted":
        lines.push(`${letter(event.player)} accepts`);
        break;
      case "PlayResumed":
        lines.push(`${letter(event.player)} resumes play`);
        break;
      case "DeadStonesRemoved":
        lines.push(`${stones(event.points.length)} taken off ${removedWhy(event.reason)}`);
        break;
      case "Scored":
      case "GameEnded":
        break;
      default: {
        const never: never = event;
        void never;
      }
    }
  }
  flush();
  return lines;
}

/** "1 stone", "3 stones". */
const stones = (n: number): string => `${n} ${n === 1 ? "stone" : "stones"}`;

/** Why the dead stones came off, as a phrase after "taken off". */
export function removedWhy(reason: CountingEnd): string {
  switch (reason) {
    case "AGREED": return "as both agreed";
    case "RESUME_LIMIT": return "as the engine proposed (play was resumed twice)";
    case "TOGGLE_LIMIT": return "as the engine proposed (20 toggles in one counting)";
    case "MOVE_LIMIT": return "as the engine proposed (the move limit)";
    default: {
      const never: never = reason;
      return never;
    }
  }
}

/** "Black wins by 4.5 points", "White wins by resignation", "Draw". */
export function describeGoEnd(outcome: GameOutcome<EndReason>, players: string[]): string {
  if (outcome.type === "DRAW") return "Draw";
  const winner = colourName(players.indexOf(outcome.winner));
  if (outcome.reason === "RESIGNATION") return `${winner} wins by resignation`;
  const margin = outcome.results.find((r) => r.player === outcome.winner)?.metrics?.marginHalfPoints ?? 0;
  return `${winner} wins by ${halfPoints(margin)} ${margin === 2 ? "point" : "points"}`;
}

/** The count in words: "Black 45 (40 stones + 5 territory); White 36 (30 stones + 6 territory)
 * + komi 7.5 = 43.5". */
export function scoreText(score: GoScore): string {
  const tally = (name: string, t: GoScore["black"]): string =>
    `${name} ${t.area} (${t.stones} stone${t.stones === 1 ? "" : "s"} + ${t.territory} territory)`;
  const komi = score.komiHalfPoints;
  const white = komi === 0 ? "" : ` ${komi > 0 ? "+" : "−"} komi ${halfPoints(Math.abs(komi))} = ${halfPoints(2 * score.white.area + komi)}`;
  return `${tally("Black", score.black)}; ${tally("White", score.white)}${white}`;
}

/** The last move of the game (a stone or a pass), if any. */
function lastMove(game: GoGame): Extract<GoEvent, { type: "StonePlaced" | "Passed" }> | undefined {
  const events = game.events();
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]?.event;
    if (event?.type === "StonePlaced" || event?.type === "Passed") return event;
  }
  return undefined;
}

export class GoKit implements Kit<GoGame, GoConfig, GoAction, GoEvent> {
  readonly storageKey = "arbiter.go.v1";
  readonly worker = new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" });
  readonly calibrationPosition = "in the opening of a 9 × 9 game";
  readonly resign: GoAction = { type: "RESIGN" };
  private turn: Turn<GoAction> | null = null;
  /** Why an empty point is not legal, per position and point (asked on hover). */
  private reasons = new Map<string, string>();

  constructor() {
    $("pass").addEventListener("click", () => {
      if (this.turn?.legal.some((a) => a.type === "PASS")) this.turn.play({ type: "PASS" });
    });
    $("accept").addEventListener("click", () => {
      if (this.turn?.legal.some((a) => a.type === "ACCEPT_SCORE")) this.turn.play({ type: "ACCEPT_SCORE" });
    });
    $("resume").addEventListener("click", () => {
      if (this.turn?.legal.some((a) => a.type === "RESUME")) this.turn.play({ type: "RESUME" });
    });
  }

  create(settings: Settings): GoGame {
    return new GoGame({ size: Number(settings.options.size ?? 9) });
  }

  load(save: GameSave<GoConfig, GoAction>): GoGame {
    return GoGame.load(save);
  }

  moves(game: GoGame): string[] {
    return moveLines(game.events().map((e) => e.event), game.players, game.view(null).state.size);
  }

  prompt(game: GoGame, turn: Turn<GoAction>): string {
    const state = game.view(turn.you).state;
    const seat = state.players.indexOf(turn.you);
    const counting = state.counting;
    if (counting) {
      const botAccepted = counting.accepted[1 - seat] ?? false;
      const resume = state.resumes >= 1 ? "Resume (a second resume ends the game with the engine's proposal)" : "Resume play";
      return `Counting: the stones marked dead are faded. Click a group to mark it dead or alive, ` +
        `then Accept${botAccepted ? " (the bot has accepted this marking)" : ""}; or ${resume}. ` +
        `If accepted: ${scoreText(counting.preview)}.`;
    }
    const last = lastMove(game);
    const left = state.size * state.size * 3 - state.moves;
    let ask = last?.type === "Passed" && last.player !== turn.you
      ? `The bot passed. Play on, or pass too to stop and count (${colourName(seat)}).`
      : `Your move (${colourName(seat)}): click a point, or pass.`;
    if (left <= 2 * state.size) ask += ` ${left} ${left === 1 ? "move" : "moves"} left before the count.`;
    return ask;
  }

  describeEnd(game: GoGame, outcome: GameOutcome<EndReason>, you: string): { sentence: string; detail: string } {
    const state = game.view(you).state;
    const verdict = outcome.type === "DRAW" ? "A draw." : outcome.winner === you ? "You win." : "The bot wins.";
    const captures = `Captures: Black ${state.captures[0]}, White ${state.captures[1]}.`;
    const count = state.score ? ` ${scoreText(state.score)}.` : "";
    const limit = state.score && state.moves >= state.size * state.size * 3 ? ` The move limit (${state.size * state.size * 3}) ended the game.` : "";
    let removed = "";
    for (const { event } of game.events()) {
      if (event.type === "DeadStonesRemoved") removed = ` Dead stones: ${stones(event.points.length)} taken off ${removedWhy(event.reason)}.`;
    }
    return { sentence: describeGoEnd(outcome, state.players), detail: `${verdict}${count}${removed} ${captures}${limit}` };
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
    const state: GoState = game.view(turn.you).state;
    const size = state.size;
    const seat = state.players.indexOf(turn.you);
    const legal = new Set<number>();
    for (const a of turn.legal) if (a.type === "PLAY") legal.add(a.y * size + a.x);
    const yourTurn = turn.legal.length > 0;
    const counting = state.counting;
    const dead = new Set<number>((counting?.dead ?? []).map((p) => p.y * size + p.x));
    const canToggle = turn.legal.some((a) => a.type === "MARK_DEAD");
    const hint = $("point-hint");
    hint.textContent = "";
    drawBoard($("board"), hint, {
      size,
      stones: state.board,
      territory: counting?.preview.territory ?? state.score?.territory ?? null,
      last: state.lastMove,
      colour: seat === 0 ? "black" : "white",
      legal,
      yourTurn: yourTurn && !counting,
      play: (x, y) => turn.play({ type: "PLAY", x, y }),
      explain: (x, y) => this.explain(game, turn.you, x, y),
      dead,
      toggle: canToggle ? (x, y) => turn.play({ type: "MARK_DEAD", x, y }) : null,
    });
    $("board").dataset.counting = counting ? "true" : "";
    $("pass").hidden = counting !== null;
    $("counting-buttons").hidden = counting === null;
    $<HTMLButtonElement>("pass").disabled = !turn.legal.some((a) => a.type === "PASS");
    $<HTMLButtonElement>("accept").disabled = !turn.legal.some((a) => a.type === "ACCEPT_SCORE");
    $<HTMLButtonElement>("resume").disabled = !turn.legal.some((a) => a.type === "RESUME");

    const latest = lastMove(game);
    const active = game.status === "ACTIVE";
    const line = (node: HTMLElement, who: string, s: number): void => {
      const player = state.players[s] ?? "";
      const passed = !counting && latest?.type === "Passed" && latest.player === player;
      const accepted = counting?.accepted[s] ?? false;
      node.replaceChildren(
        el("span", `swatch ${s === 0 ? "black" : "white"}`),
        el("span", "", `${who} · ${colourName(s)}`),
        el("span", "captures", `${state.captures[s] ?? 0} captured`),
        ...(active && game.currentPlayer === player ? [el("span", "to-move", counting ? "to count" : "to move")] : []),
        ...(passed ? [el("span", "passed", "passed")] : []),
        ...(accepted ? [el("span", "passed", "accepted")] : []),
      );
      node.dataset.captures = String(state.captures[s] ?? 0);
    };
    line($("opponent"), "Bot", 1 - seat);
    line($("you-line"), "You", seat);

    const limit = size * size * 3;
    const facts = $("facts");
    facts.replaceChildren(
      el("span", "", `${size} × ${size} · komi ${halfPoints(state.komiHalfPoints)}`),
      el("span", "", counting ? `Counting after move ${state.moves}` : active ? `Move ${state.moves + 1} of at most ${limit}` : `${state.moves} moves played (limit ${limit})`),
      el("span", "", `Captures: Black ${state.captures[0]} · White ${state.captures[1]}`),
    );
    facts.dataset.moves = String(state.moves);
    facts.dataset.limit = String(limit);
  }
}
