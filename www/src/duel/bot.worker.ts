// The duel's bot worker (../bot/worker.ts): a duel rebuilt from its save, the action MCTS
// chooses from the bot's own view, and the position on which each level's think time is
// measured (four turns into a game, lands to play and to tap).
import init, { DuelGame, isArbiterError } from "arbiter-rules/duel";
import type { DuelAction, DuelConfig, GameSave } from "arbiter-rules/duel";
import { serveBot } from "../bot/worker.js";

function calibrationGame(): DuelGame {
  const game = new DuelGame({ players: ["a", "b"], seed: "calibration" });
  for (let i = 0; i < 400 && game.currentPlayer !== null; i++) {
    const player = game.currentPlayer;
    const legal = game.legalActions(player);
    if (game.turn >= 4 && legal.length >= 4) break;
    // Lands first, then spells and attacks: a board with permanents on both sides.
    const action = legal.find((a) => a.type === "PLAY_LAND") ?? legal.find((a) => a.type === "CAST_SPELL")
      ?? legal.find((a) => a.type === "DECLARE_ATTACKERS") ?? legal[legal.length - 1];
    if (action) game.submit(player, action);
  }
  return game;
}

serveBot<GameSave<DuelConfig, DuelAction>, DuelAction>({ init, isArbiterError }, (save) => DuelGame.load(save), calibrationGame);
