// Tic-tac-toe's page on the shell: the grid (exactly the engine's legal cells can be clicked),
// the marks in the history, and the end in words.
import init, { TicTacToeGame } from "arbiter-rules/tictactoe";
import type { EndReason, GameOutcome, TicTacToeAction, TicTacToeConfig, TicTacToeEvent } from "arbiter-rules/tictactoe";
import { describeOutcome } from "../outcome.js";
import { playable } from "../shell/controller.js";
import { el } from "../shell/dom.js";
import type { Board, Parts, Turn, Words } from "../shell/types.js";
import "./tictactoe.css";

const CELLS = ["top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom", "bottom right"];

class Grid implements Board<TicTacToeGame, TicTacToeAction, TicTacToeEvent> {
  private cells: HTMLButtonElement[] = [];
  private grid = el("div", "ttt-board");

  mount(parts: Parts): void {
    this.grid.setAttribute("role", "grid");
    this.grid.setAttribute("aria-label", "board");
    for (let cell = 0; cell < 9; cell++) {
      const button = el("button", "cell");
      button.type = "button";
      button.dataset.cell = String(cell);
      this.cells.push(button);
      this.grid.append(button);
    }
    parts.table.append(this.grid);
  }

  render(game: TicTacToeGame, turn: Turn<TicTacToeAction>): void {
    const marks = game.view(null).state.board;
    const legal = new Set(turn.legal.map((a) => a.cell));
    this.cells.forEach((button, cell) => {
      const mark = marks[cell] ?? null;
      button.textContent = mark ?? "";
      button.dataset.mark = mark ?? "";
      button.disabled = !legal.has(cell);
      button.setAttribute("aria-label", `${CELLS[cell] ?? cell}${mark ? `: ${mark}` : ""}`);
      button.onclick = legal.has(cell) ? () => void turn.play({ cell }) : null;
    });
    this.grid.classList.toggle("finished", game.outcome !== null);
  }
}

const words: Words<TicTacToeGame, TicTacToeAction, TicTacToeEvent> = {
  playerName: (player, you) => (player === you ? "You" : "The bot"),
  prompt: (_game, turn) => `Your move (${turn.you}): click an empty cell.`,
  progress: (game) => {
    const moves = game.view(null).state.moves;
    return game.status === "ACTIVE" ? `move ${moves + 1}` : `${moves} moves`;
  },
  endSentence: (_game, outcome: GameOutcome<EndReason>) => describeOutcome(outcome),
  endDetail: (_game, outcome, you) => (outcome.type === "DRAW" ? "A draw: the board is full." : outcome.winner === you ? "You win." : "The bot wins."),
  metrics: [],
  history: {
    title: "Moves",
    steps: true,
    narrator: () => ({
      lines: (_game, entries) => entries.flatMap(({ event }) =>
        event.type === "MarkPlaced" ? [{ text: `${event.mark} ${CELLS[event.cell] ?? event.cell}` }] : []),
    }),
  },
};

export const page = playable<TicTacToeGame, TicTacToeConfig, TicTacToeAction, TicTacToeEvent>({
  init,
  setup: {
    intro: "Tic-tac-toe against the bot: three marks in a row win. The bot answers with the engine's botAction, searching the game tree (MCTS).",
    fields: [{
      name: "side",
      legend: "Your mark",
      choices: [{ value: "0", label: "X (you move first)" }, { value: "1", label: "O" }, { value: "random", label: "Either, at random" }],
    }],
    levels: {
      legend: "Bot strength: how many positions the bot searches before each move",
      notes: { easy: "40 positions", normal: "500 positions", hard: "3,000 positions" },
    },
    calibration: "on the empty board",
    seeded: false,
  },
  worker: () => new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }),
  create: () => new TicTacToeGame({ players: ["X", "O"] }),
  load: (save) => TicTacToeGame.load(save),
  board: new Grid(),
  words,
  stepMs: 300,
  takeBack: true,
});
