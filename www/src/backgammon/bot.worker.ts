// The backgammon bot's worker (../bot/worker.ts): the game rebuilt from its save, and the
// position on which each level's think time is measured (the first move of a game).
import init, { BackgammonGame, isArbiterError } from "arbiter-rules/backgammon";
import type { BackgammonAction, BackgammonConfig, GameSave } from "arbiter-rules/backgammon";
import { serveBot } from "../bot/worker.js";

serveBot<GameSave<BackgammonConfig, BackgammonAction>, BackgammonAction>({ init, isArbiterError }, 
  (save) => BackgammonGame.load(save),
  () => new BackgammonGame({ seed: "calibration" }),
);
