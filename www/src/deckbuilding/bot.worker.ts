// The deck-builder's bot worker (../bot/worker.ts): the game rebuilt from its save, and the
// position on which each level's think time is measured.
import init, { DeckBuildingGame, isArbiterError } from "arbiter-rules/deckbuilding";
import type { DeckBuildingAction, DeckBuildingConfig, GameSave } from "arbiter-rules/deckbuilding";
import { serveBot } from "../bot/worker.js";

/** A two-player game a few rounds in (both players buying money), stopped at a buy with coins to
 * spend, where the bot has real choices (with treasures to play, it would have only one). */
function calibrationGame(): DeckBuildingGame {
  const game = new DeckBuildingGame({ players: ["a", "b"], seed: "calibration" });
  for (let i = 0; i < 400 && game.currentPlayer !== null; i++) {
    const player = game.currentPlayer;
    const legal = game.legalActions(player);
    const buys = legal.filter((a) => a.type === "BUY" && a.pile !== "copper");
    if (game.turn >= 6 && buys.length >= 4 && !legal.some((a) => a.type === "PLAY_ALL_TREASURES")) break;
    const action = legal.find((a) => a.type === "PLAY_ALL_TREASURES") ?? buys[buys.length - 1] ?? legal[legal.length - 1];
    if (action) game.submit(player, action);
  }
  return game;
}

serveBot<GameSave<DeckBuildingConfig, DeckBuildingAction>, DeckBuildingAction>({ init, isArbiterError }, (save) => DeckBuildingGame.load(save), calibrationGame);
