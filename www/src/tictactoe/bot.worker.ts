// The tic-tac-toe bot's worker (../bot/worker.ts): the game rebuilt from its save, and the empty
// board on which each level's think time is measured.
import init, { TicTacToeGame, isArbiterError } from "arbiter-rules/tictactoe";
import type { GameSave, TicTacToeAction, TicTacToeConfig } from "arbiter-rules/tictactoe";
import { serveBot } from "../bot/worker.js";

serveBot<GameSave<TicTacToeConfig, TicTacToeAction>, TicTacToeAction>({ init, isArbiterError }, (save) => TicTacToeGame.load(save), () => new TicTacToeGame());
