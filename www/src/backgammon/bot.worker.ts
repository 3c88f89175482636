// The backgammon bot's worker (../bot/worker.ts): the game rebuilt from its save, and the
// position on which each level's think time is measured (the first move of a game).
import { BackgammonGame } from "../../../pkg/arbiter.js";
import type { BackgammonAction, BackgammonConfig, GameSave } from "../../../pkg/arbiter.js";
import { serveBot } from "../bot/worker.js";

serveBot<GameSave<BackgammonConfig, BackgammonAction>, BackgammonAction>(
  (save) => BackgammonGame.load(save),
  () => new BackgammonGame({ seed: "calibration" }),
);
