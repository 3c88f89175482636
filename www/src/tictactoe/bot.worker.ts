// The tic-tac-toe bot's worker (../bot/worker.ts): the game rebuilt from its save, and the empty
// board on which each level's think time is measured.
import { TicTacToeGame } from "../../../pkg/arbiter.js";
import type { GameSave, TicTacToeAction, TicTacToeConfig } from "../../../pkg/arbiter.js";
import { serveBot } from "../bot/worker.js";

serveBot<GameSave<TicTacToeConfig, TicTacToeAction>, TicTacToeAction>((save) => TicTacToeGame.load(save), () => new TicTacToeGame());
