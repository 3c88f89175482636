// The ships bot's worker (../bot/worker.ts): the game rebuilt from its save, and the position on
// which each level's think time is measured.
import init, { ShipsGame, isArbiterError } from "arbiter-rules/ships";
import type { ShipsAction, ShipsConfig, GameSave } from "arbiter-rules/ships";
import { serveBot } from "../bot/worker.js";

/** A two-player game a few turns in, where the bot has real choices. */
function calibrationGame(): ShipsGame {
  const game = new ShipsGame({ players: ["a", "b"], seed: "calibration" });
  for (let i = 0; i < 24 && game.currentPlayer !== null; i++) {
    const player = game.currentPlayer;
    const legal = game.legalActions(player);
    // Build what can be built, pass otherwise: a board with ships on both sides.
    const action = legal.find((a) => a.type === "BUILD") ?? legal[legal.length - 1];
    if (action) game.submit(player, action);
  }
  return game;
}

serveBot<GameSave<ShipsConfig, ShipsAction>, ShipsAction>({ init, isArbiterError }, (save) => ShipsGame.load(save), calibrationGame);
