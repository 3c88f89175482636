// Tic-tac-toe against the engine's MCTS bot: the page offers exactly the engine's legal actions.
import { TicTacToeGame, isArbiterError } from "../../pkg/arbiter.js";
import { describeOutcome } from "./outcome.js";

const HUMAN = "X";
const BOT = "O";
const BOT_DELAY_MS = 300;
/** Enough search for tic-tac-toe never to lose a won position or miss a block. */
const BOT_ITERATIONS = 2000;

const $ = (id: string): HTMLElement => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from the page`);
  return el;
};

export function startTicTacToe(): void {
  const board = $("ttt-board");
  const cells: HTMLButtonElement[] = [];
  for (let cell = 0; cell < 9; cell++) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "cell";
    button.dataset.cell = String(cell);
    button.setAttribute("aria-label", `cell ${cell}`);
    button.addEventListener("click", () => play(HUMAN, cell));
    board.append(button);
    cells.push(button);
  }

  let game = new TicTacToeGame({ players: [HUMAN, BOT] });
  let botTimer: number | undefined;

  function render(): void {
    const view = game.view(HUMAN);
    view.state.board.forEach((mark, i) => {
      const button = cells[i];
      if (button) button.textContent = mark ?? "";
    });
    const legal = new Set(game.legalActions(HUMAN).map((a) => a.cell));
    cells.forEach((button, i) => (button.disabled = !legal.has(i)));
    $("ttt-status").textContent = game.status;
    const outcome = game.outcome;
    $("ttt-turn").textContent =
      outcome === null ? (game.currentPlayer === HUMAN ? "· your move" : "· the bot is thinking…") : "";
    $("ttt-result").textContent = outcome === null ? "" : describeOutcome(outcome);
    board.classList.toggle("finished", outcome !== null);
  }

  function play(player: string, cell: number): void {
    try {
      game.submit(player, { cell });
    } catch (e) {
      $("ttt-result").textContent = isArbiterError(e) ? `${e.code}: ${e.message}` : String(e);
      return;
    }
    render();
    if (game.currentPlayer === BOT) botTimer = window.setTimeout(botMove, BOT_DELAY_MS);
  }

  function botMove(): void {
    // Seeded by the position: the same game gets the same answer.
    const seed = game.stateHash();
    play(BOT, game.botAction(BOT, { iterations: BOT_ITERATIONS, seed }).cell);
  }

  $("ttt-new").addEventListener("click", () => {
    window.clearTimeout(botTimer);
    game.free();
    game = new TicTacToeGame({ players: [HUMAN, BOT] });
    render();
  });
  render();
}
