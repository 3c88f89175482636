// Backgammon's log read as a move list ("White 6-1: 13/7 8/7"), pip counts, and the end in
// words, from the game's events, view and outcome.
import type { BackgammonEvent, BackgammonState, EndReason, GameOutcome } from "../../../pkg/arbiter.js";

export const CHECKERS = 15;

/** "white" → "White". */
export const colour = (player: string): string => player.charAt(0).toUpperCase() + player.slice(1);

/** "6-1": the higher die first, as players write a roll. */
export const rollText = ([a, b]: [number, number]): string => `${Math.max(a, b)}-${Math.min(a, b)}`;

/** One turn of the log: the roll, the checker moves played with it, and whether it is over. */
export interface TurnRecord {
  player: string;
  dice: [number, number];
  /** Each move in the mover's numbering: "13/7", "bar/22", "8/2*" (a hit), "6/off". */
  moves: string[];
  /** The points the mover's checkers landed on, in the mover's numbering. */
  landed: number[];
  passed: boolean;
}

/** The game's log read as a move list: the opening roll, the turns, a resignation. */
export interface Log {
  opening: [number, number][];
  turns: TurnRecord[];
  resigned: string | null;
}

export function readLog(events: BackgammonEvent[]): Log {
  const record: Log = { opening: [], turns: [], resigned: null };
  let hit = false;
  let offered: string | null = null;
  for (const event of events) {
    const current = record.turns.at(-1);
    switch (event.type) {
      case "OpeningRoll":
        // The first turn's dice follow in a DiceRolled.
        record.opening = event.rolls;
        break;
      case "DiceRolled":
        record.turns.push({ player: event.player, dice: event.dice, moves: [], landed: [], passed: false });
        break;
      case "CheckerHit":
        hit = true;
        break;
      case "CheckerMoved":
        current?.moves.push(`${event.from}/${event.to}${hit ? "*" : ""}`);
        current?.landed.push(event.to);
        hit = false;
        break;
      case "CheckerBorneOff":
        current?.moves.push(`${event.from}/off`);
        break;
      case "TurnPassed":
        if (current) current.passed = true;
        break;
      case "ResignationAccepted":
        // The one who offered is the other player.
        record.resigned = offered;
        break;
      case "ResignationOffered":
        offered = event.player;
        break;
      case "ResignationDeclined":
      case "DoubleOffered":
      case "DoubleTaken":
      case "DoubleDropped":
        break;
      case "GameEnded":
        break;
      default: {
        const never: never = event;
        void never;
      }
    }
  }
  return record;
}

/** The line of the move list for one turn. */
export function turnLine(turn: TurnRecord): string {
  const head = `${colour(turn.player)} ${rollText(turn.dice)}`;
  if (turn.moves.length > 0) return `${head}: ${turn.moves.join(" ")}`;
  return turn.passed ? `${head}: no move possible` : head;
}


/** `seat`'s checkers on its own point `point` (negative: the other side's). */
export function onPoint(state: BackgammonState, seat: number, point: number): number {
  const v = state.board[seat === 0 ? point - 1 : 24 - point] ?? 0;
  return seat === 0 ? v : -v;
}

/** Pips `seat` has left to bear off: each checker's point, 25 on the bar. */
export function pips(state: BackgammonState, seat: number): number {
  let total = 25 * (state.bar[seat] ?? 0);
  for (let p = 1; p <= 24; p++) total += p * Math.max(0, onPoint(state, seat, p));
  return total;
}

const REASONS: Record<string, string> = { BORNE_OFF: "bearing off", RESIGNATION: "resignation" };

export function describeBackgammonEnd(outcome: GameOutcome<EndReason>): string {
  const why = REASONS[outcome.reason] ?? outcome.reason.toLowerCase().replace(/_/g, " ");
  return outcome.type === "WIN" ? `${colour(outcome.winner)} wins by ${why}` : `Draw by ${why}`;
}

/** "Gammon: 2 points", "Backgammon: 3 points" or "1 point", from the winner's `points`. */
export function pointsText(outcome: GameOutcome<EndReason>): string {
  const winner = outcome.type === "WIN" ? outcome.results.find((r) => r.player === outcome.winner) : undefined;
  const points = winner?.metrics?.points ?? 0;
  return points === 3 ? "Backgammon: 3 points" : points === 2 ? "Gammon: 2 points" : points === 1 ? "1 point" : `${points} points`;
}

/** The move list of `events`: the opening roll, one line per turn, a resignation. */
export function moveLines(events: BackgammonEvent[], players: string[]): string[] {
  const record = readLog(events);
  const [white, black] = players;
  const lines: string[] = [];
  if (record.opening.length > 0) {
    const rolls = record.opening.map(([w, b]) => `${colour(white ?? "")} ${w}, ${colour(black ?? "")} ${b}`);
    lines.push(`Opening roll: ${rolls.join("; ")}`);
  }
  lines.push(...record.turns.map(turnLine));
  if (record.resigned) lines.push(`${colour(record.resigned)} resigns`);
  return lines;
}
