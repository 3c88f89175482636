// The Connect Four bot's worker (../bot/worker.ts): the game rebuilt from its save, and the empty
// board on which each level's think time is measured.
import { ConnectFourGame } from "../../../pkg/arbiter.js";
import type { ConnectFourAction, ConnectFourConfig, GameSave } from "../../../pkg/arbiter.js";
import { serveBot } from "../bot/worker.js";

serveBot<GameSave<ConnectFourConfig, ConnectFourAction>, ConnectFourAction>((save) => ConnectFourGame.load(save), () => new ConnectFourGame());
