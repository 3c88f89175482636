// Tic-tac-toe in plain JavaScript, as a front-end developer would write it: a board array of
// nine cells (row by row), X moves first. A baseline for `npm run bench`, not part of the package.

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];

export class TicTacToe {
  constructor() {
    this.board = Array(9).fill(null);
    this.turn = "X";
    this.winner = null; // "X" or "O" once a line is completed
    this.draw = false;
  }

  /** The player to move; null once the game is over. */
  get currentPlayer() {
    return this.winner || this.draw ? null : this.turn;
  }

  /** The empty cells, when it is `player`'s turn. */
  legalMoves(player) {
    if (player !== this.currentPlayer) return [];
    const moves = [];
    for (let i = 0; i < 9; i++) if (this.board[i] === null) moves.push(i);
    return moves;
  }

  play(player, cell) {
    if (player !== this.currentPlayer) throw new Error(`not ${player}'s turn`);
    if (this.board[cell] !== null) throw new Error(`cell ${cell} is taken`);
    this.board[cell] = player;
    this.winner = lineWinner(this.board);
    this.draw = !this.winner && this.board.every((c) => c !== null);
    this.turn = player === "X" ? "O" : "X";
  }

  /** { winner } or { draw: true } at the end, null before. */
  get outcome() {
    if (this.winner) return { winner: this.winner };
    return this.draw ? { draw: true } : null;
  }
}

function lineWinner(board) {
  for (const [a, b, c] of LINES) {
    if (board[a] !== null && board[a] === board[b] && board[a] === board[c]) return board[a];
  }
  return null;
}
