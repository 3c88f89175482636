// Connect Four's page on the shell: seven columns to click (exactly the engine's legal columns
// can be), the discs with the last one marked and the winning line ringed, the drops in the
// history, and the end in words.
import init, { ConnectFourGame } from "arbiter-rules/connect-four";
import type { ConnectFourAction, ConnectFourConfig, ConnectFourEvent, EndReason, GameOutcome } from "arbiter-rules/connect-four";
import { describeOutcome } from "../outcome.js";
import { playable } from "../shell/controller.js";
import { el } from "../shell/dom.js";
import type { Board, Parts, Turn, Words } from "../shell/types.js";
import "./connect-four.css";

const COLUMNS = 7;
const ROWS = 6;

class Grid implements Board<ConnectFourGame, ConnectFourAction, ConnectFourEvent> {
  private columns: HTMLButtonElement[] = [];
  /** The cells, by column then row (row 0 at the bottom). */
  private cells: HTMLElement[][] = [];
  private grid = el("div", "c4-board");

  mount(parts: Parts): void {
    this.grid.setAttribute("role", "group");
    this.grid.setAttribute("aria-label", "board");
    for (let column = 0; column < COLUMNS; column++) {
      const button = el("button", "c4-column");
      button.type = "button";
      button.dataset.column = String(column);
      const cells: HTMLElement[] = [];
      // Drawn from the top row down.
      for (let row = ROWS - 1; row >= 0; row--) {
        const cell = el("span", "c4-cell");
        cell.dataset.row = String(row);
        button.append(cell);
        cells[row] = cell;
      }
      this.cells.push(cells);
      this.columns.push(button);
      this.grid.append(button);
    }
    const labels = el("div", "c4-labels");
    for (let column = 0; column < COLUMNS; column++) labels.append(el("span", "", String(column + 1)));
    parts.table.append(this.grid, labels);
  }

  render(game: ConnectFourGame, turn: Turn<ConnectFourAction>): void {
    const state = game.view(null).state;
    const legal = new Set(turn.legal.map((a) => a.column));
    const four = new Set(state.four.map((c) => `${c.column},${c.row}`));
    this.columns.forEach((button, column) => {
      const discs = state.columns[column] ?? [];
      this.cells[column]?.forEach((cell, row) => {
        const disc = discs[row] ?? null;
        cell.dataset.disc = disc ?? "";
        cell.classList.toggle("last", state.last?.column === column && state.last.row === row);
        cell.classList.toggle("four", four.has(`${column},${row}`));
      });
      button.disabled = !legal.has(column);
      button.setAttribute("aria-label", `column ${column + 1}: ${discs.length === 0 ? "empty" : discs.join(", ")}${discs.length === ROWS ? " (full)" : ""}`);
      button.onclick = legal.has(column) ? () => void turn.play({ column }) : null;
    });
    this.grid.classList.toggle("finished", game.outcome !== null);
  }
}

const words: Words<ConnectFourGame, ConnectFourAction, ConnectFourEvent> = {
  playerName: (player, you) => (player === you ? "You" : "The bot"),
  prompt: (_game, turn) => `Your move (${turn.you}): click a column to drop a disc.`,
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
      lines: (_game, entries) => entries.flatMap(({ event }, i) => {
        if (event.type !== "DiscDropped") return [];
        const four = entries[i + 1]?.event.type === "FourInARow" ? ": four in a row" : "";
        return [{ text: `${event.disc} in column ${event.column + 1}${four}`, data: { column: String(event.column), row: String(event.row) } }];
      }),
    }),
    numbered: true,
  },
};

export const page = playable<ConnectFourGame, ConnectFourConfig, ConnectFourAction, ConnectFourEvent>({
  init,
  setup: {
    intro: "Connect Four against the bot: drop discs into the columns, four in a row wins. The bot answers with the engine's botAction, an alpha-beta search that blocks your threats and sets its own.",
    fields: [{
      name: "side",
      legend: "Your colour",
      choices: [{ value: "0", label: "Red (you move first)" }, { value: "1", label: "Yellow" }, { value: "random", label: "Either, at random" }],
    }],
    levels: {
      legend: "Bot strength: how many positions the bot searches before each move",
      notes: { easy: "300 positions", normal: "20,000 positions", hard: "300,000 positions" },
    },
    calibration: "on the empty board",
    seeded: false,
  },
  worker: () => new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }),
  create: () => new ConnectFourGame({ players: ["red", "yellow"] }),
  load: (save) => ConnectFourGame.load(save),
  board: new Grid(),
  words,
  stepMs: 300,
  takeBack: true,
});
