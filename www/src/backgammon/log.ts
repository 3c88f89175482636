// Backgammon's log read as a move list ("White 6-1: 13/7 8/7", "Black doubles to 2", "White
// takes"), pip counts, the cube's stakes, and the end in words, from the game's events, view
// and outcome.
import type { BackgammonEvent, BackgammonState, BackgammonEndReason, GameOutcome } from "arbiter-rules/backgammon";

export const CHECKERS = 15;

/** The checkers' colours by seat: the first player's are white. */
export const SIDES = ["White", "Black"] as const;

/** "White" or "Black": the colour of `player`'s checkers (a loaded match names its players
 * otherwise, "gnubg" and "root"; the page names them by colour). */
export const colour = (players: readonly string[], player: string): string => SIDES[players.indexOf(player)] ?? player;

/** The colour of the other player's checkers. */
const other = (players: readonly string[], player: string): string => SIDES[1 - players.indexOf(player)] ?? "";

/** "6-1": the higher die first, as players write a roll. */
export const rollText = ([a, b]: [number, number]): string => `${Math.max(a, b)}-${Math.min(a, b)}`;

/** "1 point", "4 points". */
export const points = (n: number): string => `${n} ${n === 1 ? "point" : "points"}`;

/** What a resignation for 1, 2 or 3 times the cube gives up. */
export const RESIGN_KINDS: Record<number, string> = { 1: "a single game", 2: "a gammon", 3: "a backgammon" };

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

/** A line of the move list that is not a turn: the cube's actions and the resignation offers. */
export type Said =
  | { kind: "double"; player: string; value: number }
  | { kind: "take"; player: string; value: number }
  | { kind: "drop"; player: string; value: number }
  | { kind: "offer"; player: string; points: number; value: number }
  | { kind: "accept"; player: string; value: number; points: number }
  | { kind: "decline"; player: string };

/** The game's log read as a move list: the opening roll, the turns and, in their order, the
 * cube's actions and the resignation offers. */
export interface Log {
  opening: [number, number][];
  turns: TurnRecord[];
  /** The move list's items in order: a turn (by its index in `turns`), or something said. */
  items: ({ turn: number } | Said)[];
  resigned: string | null;
}

/** The cube's value when `events` start: the first double taken halved, else `now` (none since). */
function startingCube(events: BackgammonEvent[], now: number): number {
  const taken = events.find((e) => e.type === "DoubleTaken");
  return taken?.type === "DoubleTaken" ? taken.value / 2 : now;
}

/** `cube`: the cube's value now (the log tells the doubles since the start; a game set up from a
 * position may start with a turned cube). */
export function readLog(events: BackgammonEvent[], cube = 1): Log {
  const record: Log = { opening: [], turns: [], items: [], resigned: null };
  let value = startingCube(events, cube);
  let hit = false;
  let offer: { player: string; points: number } | null = null;
  for (const event of events) {
    const current = record.turns.at(-1);
    switch (event.type) {
      case "OpeningRoll":
        // The first turn's dice follow in a DiceRolled.
        record.opening = event.rolls;
        break;
      case "DiceRolled":
        record.items.push({ turn: record.turns.length });
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
      case "ResignationOffered":
        offer = { player: event.player, points: event.points };
        record.items.push({ kind: "offer", player: event.player, points: event.points, value });
        break;
      case "ResignationAccepted":
        // The one who offered is the other player.
        record.resigned = offer?.player ?? null;
        record.items.push({ kind: "accept", player: event.player, value, points: offer?.points ?? 1 });
        break;
      case "ResignationDeclined":
        record.items.push({ kind: "decline", player: event.player });
        offer = null;
        break;
      case "DoubleOffered":
        record.items.push({ kind: "double", player: event.player, value: event.value });
        break;
      case "DoubleTaken":
        value = event.value;
        record.items.push({ kind: "take", player: event.player, value: event.value });
        break;
      case "DoubleDropped":
        record.items.push({ kind: "drop", player: event.player, value });
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
export function turnLine(turn: TurnRecord, players: readonly string[]): string {
  const head = `${colour(players, turn.player)} ${rollText(turn.dice)}`;
  if (turn.moves.length > 0) return `${head}: ${turn.moves.join(" ")}`;
  return turn.passed ? `${head}: no move possible` : head;
}

/** The line of the move list for a cube action or a resignation offer. */
export function saidLine(said: Said, players: readonly string[]): string {
  const who = colour(players, said.player);
  switch (said.kind) {
    case "double":
      return `${who} doubles to ${said.value}`;
    case "take":
      return `${who} takes: the cube at ${said.value}`;
    case "drop":
      return `${who} drops: ${other(players, said.player)} wins ${points(said.value)}`;
    case "offer":
      return `${who} offers to resign ${RESIGN_KINDS[said.points] ?? "a game"}: ${points(said.points * said.value)}`;
    case "accept":
      return `${who} accepts: wins ${points(said.points * said.value)}`;
    case "decline":
      return `${who} declines: play goes on`;
  }
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

export function describeBackgammonEnd(outcome: GameOutcome<BackgammonEndReason>, players: readonly string[]): string {
  if (outcome.type !== "WIN") return `Draw (${outcome.reason.toLowerCase().replace(/_/g, " ")})`;
  const winner = colour(players, outcome.winner);
  const loser = colour(players, players.find((p) => p !== outcome.winner) ?? "");
  switch (outcome.reason) {
    case "BORNE_OFF":
      return `${winner} wins by bearing off`;
    case "RESIGNATION":
      return `${winner} wins by resignation`;
    case "DROPPED_DOUBLE":
      return `${winner} wins: ${loser} dropped the double`;
    default: {
      // A reason this page does not word yet (the engine adds reasons over time).
      const reason: string = outcome.reason;
      return `${winner} wins (${reason.toLowerCase().replace(/_/g, " ")})`;
    }
  }
}

/** What the winner's `points` were for: "Gammon: 2 points", "1 point", "Backgammon, the cube
 * at 2: 6 points", "A dropped double: 2 points", and a gammon the Jacoby rule counts as a single
 * game said so. `state`: the final position (its cube). */
export function pointsText(outcome: GameOutcome<BackgammonEndReason>, state: BackgammonState): string {
  const winner = outcome.type === "WIN" ? outcome.results.find((r) => r.player === outcome.winner) : undefined;
  const loser = outcome.results.find((r) => r.outcome === "LOSS");
  const won = winner?.metrics?.points ?? 0;
  const cube = state.cube?.value ?? 1;
  if (outcome.reason === "DROPPED_DOUBLE") return `A dropped double: ${points(won)}`;
  const kind = cube > 0 ? won / cube : won;
  const name = kind === 3 ? "Backgammon" : kind === 2 ? "Gammon" : "Single game";
  const resigned = outcome.reason === "RESIGNATION" ? `Resigned, ${name.toLowerCase()}` : name;
  if (cube === 1) {
    // Under the Jacoby rule a gammon with the cube never turned counts one point.
    const jacoby = state.jacoby === true && outcome.reason === "BORNE_OFF" && (loser?.metrics?.borneOff ?? 1) === 0;
    if (jacoby) return "1 point (not a gammon: the cube was never turned, the Jacoby rule)";
    if (outcome.reason === "RESIGNATION") return `${resigned}: ${points(won)}`;
    return kind === 1 ? points(won) : `${name}: ${points(won)}`;
  }
  return `${resigned}, the cube at ${cube}: ${points(won)}`;
}

/** The move list of `events`: the opening roll, one line per turn, the cube's actions and the
 * resignation offers and answers in their order. `cube`: the cube's value now. */
export function moveLines(events: BackgammonEvent[], players: readonly string[], cube = 1): string[] {
  const record = readLog(events, cube);
  const [white, black] = players;
  const lines: string[] = [];
  if (record.opening.length > 0) {
    const rolls = record.opening.map(([w, b]) => `${colour(players, white ?? "")} ${w}, ${colour(players, black ?? "")} ${b}`);
    lines.push(`Opening roll: ${rolls.join("; ")}`);
  }
  for (const item of record.items) {
    if ("turn" in item) {
      const turn = record.turns[item.turn];
      if (turn) lines.push(turnLine(turn, players));
    } else {
      lines.push(saidLine(item, players));
    }
  }
  return lines;
}
