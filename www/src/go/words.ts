// Words for the Go page: the move list ("B D4", "W pass", "B C3, takes 2"), the counting, the
// prompt, and the end ("Black wins by 4.5 points"), from the game's events and view.
import type { CountingEnd, GoEndReason, GameOutcome, GoAction, GoEvent, GoGame, GoScore } from "arbiter-rules/go";
import { retold } from "../shell/history.js";
import type { Words } from "../shell/types.js";
import { pointName } from "./board.js";
import { playerName, verdict } from "../shell/names.js";

/** The colour of the player in `seat` (Black is the first player). */
export const colourName = (seat: number): string => (seat === 0 ? "Black" : "White");

/** Half points as a player reads them: 15 → "7.5", 8 → "4", -1 → "-0.5". */
export function halfPoints(n: number): string {
  return n % 2 === 0 ? String(n / 2) : (n / 2).toFixed(1);
}

/** "no stones", "1 stone", "3 stones". */
export const stones = (n: number): string => (n === 0 ? "no stones" : `${n} ${n === 1 ? "stone" : "stones"}`);

/** The dead stones the count took off, and why: "2 stones taken off as both agreed", "No dead
 * stones, as both agreed". */
function removedText(n: number, reason: CountingEnd): string {
  return n === 0 ? `No dead stones, ${removedWhy(reason)}` : `${stones(n)} taken off ${removedWhy(reason)}`;
}

/** Who captured whom, by colour: "Black has captured 5 white stones". */
export function capturedText(seat: number, n: number): string {
  return `${colourName(seat)} has captured ${n} ${colourName(1 - seat).toLowerCase()} ${n === 1 ? "stone" : "stones"}`;
}

/** Who captured whom, for a player's line: "You captured 5 of the bot's stones", "The bot
 * captured 1 of your stones". */
export function yourCaptures(yours: boolean, n: number): string {
  const count = n === 0 ? "none" : String(n);
  return yours ? `You captured ${count} of the bot's stones` : `The bot captured ${count} of your stones`;
}

/** Why the dead stones came off, as a phrase after "taken off". */
export function removedWhy(reason: CountingEnd): string {
  switch (reason) {
    case "AGREED": return "as both agreed";
    case "RESUME_LIMIT": return "as the engine proposed (play was resumed twice)";
    case "TOGGLE_LIMIT": return "as the engine proposed (20 toggles in one counting)";
    case "MOVE_LIMIT": return "as the engine proposed (the move limit)";
  }
}

/** The move list: one line per move, "B D4", "W pass", "B C3, takes 2", "W resigns", and the
 * counting's ("Counting: no stones proposed dead", "W accepts"). */
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
        lines.push(removedText(event.points.length, event.reason));
        break;
      case "Scored":
      case "GameEnded":
        break;
    }
  }
  flush();
  return lines;
}

/** "Black wins by 4.5 points", "White wins by resignation", "Draw". */
export function describeGoEnd(outcome: GameOutcome<GoEndReason>, players: string[]): string {
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

/** Who the count `score` makes the winner, and by how much: "White wins by 16.5 points", "a draw". */
export function countWinner(score: GoScore): string {
  const margin = 2 * score.black.area - 2 * score.white.area - score.komiHalfPoints;
  if (margin === 0) return "a draw";
  const points = Math.abs(margin);
  return `${margin > 0 ? "Black" : "White"} wins by ${halfPoints(points)} ${points === 2 ? "point" : "points"}`;
}

/** The last move of the game (a stone or a pass), if any; or the resumption of play after it (a
 * pass before a counting that was resumed no longer counts towards two in a row). */
export function lastMove(game: GoGame): Extract<GoEvent, { type: "StonePlaced" | "Passed" | "PlayResumed" }> | undefined {
  const events = game.events();
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]?.event;
    if (event?.type === "StonePlaced" || event?.type === "Passed" || event?.type === "PlayResumed") return event;
  }
  return undefined;
}

export const words: Words<GoGame, GoAction, GoEvent> = {
  playerName,
  prompt(game, turn) {
    const state = game.view(turn.you || null).state;
    const seat = state.players.indexOf(turn.you);
    const counting = state.counting;
    if (counting) {
      const botAccepted = counting.accepted[1 - seat] ?? false;
      const resume = state.resumes >= 1 ? "Resume (a second resume ends the game with the engine's proposal)" : "Resume play";
      const dame = [...counting.preview.territory].some((t, i) => t === "." && state.board.charAt(i) === ".");
      return `Counting: the stones marked dead are faded and crossed${dame ? "; grey dots are dame (neutral, counted for neither)" : ""}. ` +
        `Click a group to mark it dead or alive, ` +
        `then Accept${botAccepted ? " (the bot has accepted this marking)" : ""}; or ${resume}. ` +
        `If accepted, ${countWinner(counting.preview)}: ${scoreText(counting.preview)}.`;
    }
    const last = lastMove(game);
    const left = state.size * state.size * 3 - state.moves;
    let ask = last?.type === "Passed" && last.player !== turn.you
      ? `The bot passed. Play on, or pass too to stop and count (${colourName(seat)}).`
      : last?.type === "PlayResumed"
        ? `${last.player === turn.you ? "You" : "The bot"} resumed play. Your move (${colourName(seat)}): click a point, or pass; ` +
          "two passes in a row stop play for the count again."
        : `Your move (${colourName(seat)}): click a point, or pass.`;
    if (left <= 2 * state.size) ask += ` ${left} ${left === 1 ? "move" : "moves"} left before the count.`;
    return ask;
  },
  // Where the game is, for "Game resumed (…)" and the list of games: a finished game is not at
  // "move 1" (a resignation before any move) but its result ("Finished game reopened (…)").
  progress(game) {
    const state = game.view(null).state;
    if (game.outcome) return describeGoEnd(game.outcome, game.players);
    return state.counting ? `counting after move ${state.moves}` : `move ${state.moves + 1}`;
  },
  endSentence: (game, outcome) => describeGoEnd(outcome, game.players),
  endDetail(game, outcome, you) {
    const state = game.view(you || null).state;
    const said = verdict(outcome, you);
    const captures = `${capturedText(0, state.captures[0])}; ${capturedText(1, state.captures[1])}.`;
    const count = state.score ? ` ${scoreText(state.score)}.` : "";
    const limit = state.score && state.moves >= state.size * state.size * 3 ? ` The move limit (${state.size * state.size * 3}) ended the game.` : "";
    let removed = "";
    for (const { event } of game.events()) {
      if (event.type === "DeadStonesRemoved") {
        removed = event.points.length === 0 ? ` ${removedText(0, event.reason)}.` : ` Dead stones: ${removedText(event.points.length, event.reason)}.`;
      }
    }
    return `${said}${count}${removed} ${captures}${limit}`;
  },
  metrics: [],
  history: {
    title: "Moves",
    narrator: retold((events, game) => moveLines(events, game.players, game.view(null).state.size)),
    // The move shown, as its line in the list reads ("Viewing 12. W E3, takes 1").
    viewing(past, n) {
      const told = moveLines(past.events().map((e) => e.event), past.players, past.view(null).state.size);
      return n === 0 || told.length === 0 ? "Viewing the start, before the first move" : `Viewing ${told.length}. ${told.at(-1) ?? ""}`;
    },
  },
};
