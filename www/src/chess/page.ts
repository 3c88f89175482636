// The chess page on the shell: the board (board.ts), the SAN move list (stepped through by the
// shell), the prompt (check, a claimable draw), the end in words, and the game as PGN (copied or
// downloaded during the game and at the end; loaded in the setup, to play on against the bot).
// Every rule comes from the engine; a game loaded from PGN keeps its players' names as ids, so
// the page names the sides by seat (the first player is White).
import init, { ChessGame } from "arbiter-rules/chess";
import type { ChessAction, ChessConfig, ChessEvent, EndReason, GameOutcome } from "arbiter-rules/chess";
import type { MoveMade } from "./board.js";
import { playable } from "../shell/controller.js";
import { $ } from "../shell/dom.js";
import { retold } from "../shell/history.js";
import type { Words } from "../shell/types.js";
import { ChessBoard, movesMade, side } from "./board.js";
import { playerName, verdict } from "../shell/names.js";
import "./chess.css";

const REASONS: Record<string, string> = {
  CHECKMATE: "checkmate", RESIGNATION: "resignation", STALEMATE: "stalemate",
  INSUFFICIENT_MATERIAL: "insufficient material", FIVEFOLD_REPETITION: "fivefold repetition",
  SEVENTY_FIVE_MOVE_RULE: "the seventy-five-move rule", THREEFOLD_REPETITION: "threefold repetition (claimed)",
  FIFTY_MOVE_RULE: "the fifty-move rule (claimed)",
};

export function describeChessEnd(game: ChessGame, outcome: GameOutcome<EndReason>): string {
  const why = REASONS[outcome.reason] ?? outcome.reason.toLowerCase().replace(/_/g, " ");
  return outcome.type === "WIN" ? `${side(game, outcome.winner)} wins by ${why}` : `Draw by ${why}`;
}

/** The PGN's tags: this site, today (the day it is copied: the clock is no rules state); White
 * and Black are the players' ids ("white" and "black", or the names a loaded file gave). */
function pgnTags(): { event: string; site: string; date: string } {
  const now = new Date();
  const two = (n: number): string => String(n).padStart(2, "0");
  return { event: "arbiter", site: location.origin, date: `${now.getFullYear()}.${two(now.getMonth() + 1)}.${two(now.getDate())}` };
}

/** Whether Black made the game's first move (a game loaded from a position with Black to move). */
const blackFirst = (game: ChessGame, first: MoveMade | undefined): boolean => first !== undefined && first.player === game.players[1];

/** The move number the game is at: the FEN's (a game loaded from a position goes on from its number). */
const moveNumber = (game: ChessGame): number => Number(game.fen().split(" ")[5] ?? "1");

/** The number of the game's first move: 1, or the number its starting position gave. */
function firstNumber(game: ChessGame): number {
  const made = movesMade(game);
  return moveNumber(game) - Math.floor((made.length + (blackFirst(game, made[0]) ? 1 : 0)) / 2);
}

/** The move list: "e4  e5", one line per move of both sides (the list numbers them, from the
 * game's first number); a game from a position with Black to move starts "…  e5". */
function moveLines(events: ChessEvent[], game: ChessGame): string[] {
  $<HTMLOListElement>("log-list").start = firstNumber(game);
  const made = events.filter((e): e is MoveMade => e.type === "MoveMade");
  const sans = made.map((m) => m.san);
  if (blackFirst(game, made[0])) sans.unshift("…");
  const lines: string[] = [];
  for (let i = 0; i < sans.length; i += 2) lines.push(`${sans[i] ?? ""}${sans[i + 1] ? `  ${sans[i + 1]}` : ""}`);
  return lines;
}

/** The position's place in the game: "the start", "12. Nf3", "12… Nc6". */
function where(game: ChessGame): string {
  const made = movesMade(game);
  const last = made.at(-1);
  if (!last) return "the start";
  const plies = made.length + (blackFirst(game, made[0]) ? 1 : 0);
  const n = Math.ceil(plies / 2) + firstNumber(game) - 1;
  return plies % 2 === 1 ? `${n}. ${last.san}` : `${n}… ${last.san}`;
}

const words: Words<ChessGame, ChessAction, ChessEvent> = {
  playerName,
  prompt(game, turn) {
    const check = game.inCheck() ? " You are in check." : "";
    const claim = turn.legal.some((a) => a.type === "CLAIM_DRAW" && a.uci === undefined) ? " You may claim a draw." : "";
    return `Your move (${side(game, turn.you)}).${check}${claim}`;
  },
  progress: (game) => `move ${moveNumber(game)}`,
  endSentence: (game, outcome) => describeChessEnd(game, outcome),
  endDetail(game, outcome, you) {
    const said = verdict(outcome, you);
    const moves = Math.ceil(movesMade(game).length / 2);
    return `${said} ${moves} ${moves === 1 ? "move" : "moves"}.`;
  },
  metrics: [],
  history: { title: "Moves", narrator: retold(moveLines), steps: true, viewing: (past) => `Viewing ${where(past)}` },
  exportText: { label: "PGN", extension: "pgn", text: (game) => game.pgn(pgnTags()) },
};

export const page = playable<ChessGame, ChessConfig, ChessAction, ChessEvent>({
  init,
  setup: {
    intro: "Chess against the bot, with every rule: castling, en passant, promotion, and the draws " +
      "(stalemate, insufficient material, repetition, the fifty-move rule). Click a piece, then its square, or drag it. " +
      "Or load a game from PGN (below) to look through it or play it on.",
    fields: [{
      name: "side",
      legend: "Your side",
      choices: [{ value: "0", label: "White (you move first)" }, { value: "1", label: "Black" }, { value: "random", label: "Either, at random" }],
    }],
    levels: {
      legend: "Bot strength: how many positions the bot searches before each move",
      notes: { easy: "20,000 positions", normal: "300,000 positions", hard: "1,500,000 positions" },
    },
    calibration: "in the opening",
    seeded: false,
  },
  worker: () => new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }),
  create: () => new ChessGame(),
  load: (save) => ChessGame.load(save),
  // The first game of the text, its main line; the engine's message names a bad line and move.
  importText: (text) => ChessGame.fromPgn(text),
  board: new ChessBoard(),
  words,
  stepMs: 300,
  takeBack: true,
  resign: { action: { type: "RESIGN" }, label: "Resign" },
});
