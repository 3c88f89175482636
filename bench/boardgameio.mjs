// boardgame.io 0.50.2's tic-tac-toe, a baseline for `npm run bench` (installed into
// bench/node_modules by scripts/bench.sh; not a dependency of the package or of `npm test`).
//
// The game is the one of boardgame.io's tutorial: G.cells, one `clickCell` move per turn,
// INVALID_MOVE on a taken cell, endIf with IsVictory / IsDraw, and `ai.enumerate` listing the empty
// cells. Two ways to drive it, both without a UI:
//   - the reducer (`CreateGameReducer` + `InitializeGame` from boardgame.io/internal), what
//     boardgame.io's own Master and AI simulation run: one MAKE_MOVE action per move;
//   - the `Client` of boardgame.io/client, what a front end holds: `client.moves.clickCell(cell)`
//     per move and `client.getState()` to see whose turn it is and whether the game is over.
import { createRequire } from "node:module";

// boardgame.io and immer check NODE_ENV: outside production they verify after every move that
// the state is JSON-serialisable and immer uses its development build. A front end ships the
// production build, so measure that unless NODE_ENV says otherwise.
process.env.NODE_ENV ||= "production";
export const mode = process.env.NODE_ENV;

// boardgame.io 0.50 has no "exports" map (its subpaths are directories with a package.json), so
// Node's ESM loader cannot import "boardgame.io/core"; require works as for any CommonJS user.
const require = createRequire(import.meta.url);
const { INVALID_MOVE } = require("boardgame.io/core");
const { CreateGameReducer, InitializeGame } = require("boardgame.io/internal");
const { Client } = require("boardgame.io/client");
export const version = require("boardgame.io/package.json").version;

function IsVictory(cells) {
  const positions = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
  ];
  const isRowComplete = (row) => {
    const symbols = row.map((i) => cells[i]);
    return symbols.every((s) => s !== null && s === symbols[0]);
  };
  return positions.map(isRowComplete).some((complete) => complete === true);
}

function IsDraw(cells) {
  return cells.filter((c) => c === null).length === 0;
}

export const TicTacToe = {
  setup: () => ({ cells: Array(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }, id) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
    },
  },
  endIf: ({ G, ctx }) => {
    if (IsVictory(G.cells)) return { winner: ctx.currentPlayer };
    if (IsDraw(G.cells)) return { draw: true };
  },
  ai: {
    enumerate: (G) => {
      const moves = [];
      for (let i = 0; i < 9; i++) if (G.cells[i] === null) moves.push({ move: "clickCell", args: [i] });
      return moves;
    },
  },
};

const reducer = CreateGameReducer({ game: TicTacToe });
const initial = InitializeGame({ game: TicTacToe, numPlayers: 2 });

/**
 * Plays one game through the reducer, `choose(n)` picking among the n legal moves; returns
 * ctx.gameover ({ winner: "0" | "1" } or { draw: true }). The initial state is immutable (immer),
 * so every game starts from the same one, as a server starting matches would.
 */
export function playWithReducer(choose) {
  let state = initial;
  while (state.ctx.gameover === undefined) {
    const playerID = state.ctx.currentPlayer;
    const moves = TicTacToe.ai.enumerate(state.G, state.ctx);
    const { move, args } = moves[choose(moves.length)];
    state = reducer(state, { type: "MAKE_MOVE", payload: { type: move, args, playerID } });
  }
  return state.ctx.gameover;
}

/** Plays one game through a local Client, as a front end would (no UI, no debug panel). */
export function playWithClient(choose) {
  const client = Client({ game: TicTacToe, numPlayers: 2, debug: false });
  client.start();
  let state = client.getState();
  while (state.ctx.gameover === undefined) {
    const moves = TicTacToe.ai.enumerate(state.G, state.ctx);
    const { move, args } = moves[choose(moves.length)];
    client.moves[move](...args);
    state = client.getState();
  }
  client.stop();
  return state.ctx.gameover;
}
