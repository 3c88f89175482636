// The Go bot's worker (../bot/worker.ts): the game rebuilt from its save, and the position on
// which each level's think time is measured (a 9 × 9 game after four moves).
import init, { GoGame, isArbiterError } from "arbiter-rules/go";
import type { GameSave, GoAction, GoConfig } from "arbiter-rules/go";
import { serveBot } from "../bot/worker.js";

function calibrationGame(): GoGame {
  const game = new GoGame({ size: 9 });
  for (const [x, y] of [[2, 2], [6, 6], [6, 2], [2, 6]] as const) game.submit(game.currentPlayer ?? "", { type: "PLAY", x, y });
  return game;
}

serveBot<GameSave<GoConfig, GoAction>, GoAction>({ init, isArbiterError }, (save) => GoGame.load(save), calibrationGame);
