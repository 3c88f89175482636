// The chess bot's worker (../bot/worker.ts): the game rebuilt from its save, and the opening
// position on which each level's think time is measured.
import init, { ChessGame, isArbiterError } from "arbiter-rules/chess";
import type { ChessAction, ChessConfig, GameSave } from "arbiter-rules/chess";
import { serveBot } from "../bot/worker.js";

function calibrationGame(): ChessGame {
  const game = new ChessGame();
  for (const uci of ["e2e4", "e7e5", "g1f3", "b8c6"]) game.submit(game.currentPlayer ?? "", { type: "MOVE", uci });
  return game;
}

serveBot<GameSave<ChessConfig, ChessAction>, ChessAction>({ init, isArbiterError }, (save) => ChessGame.load(save), calibrationGame);
