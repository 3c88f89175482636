// The Connect Four bot's worker (../bot/worker.ts): the game rebuilt from its save, and the empty
// board on which each level's think time is measured.
import init, { ConnectFourGame, isArbiterError } from "arbiter-rules/connect-four";
import type { ConnectFourAction, ConnectFourConfig, GameSave } from "arbiter-rules/connect-four";
import { serveBot } from "../bot/worker.js";

serveBot<GameSave<ConnectFourConfig, ConnectFourAction>, ConnectFourAction>({ init, isArbiterError }, (save) => ConnectFourGame.load(save), () => new ConnectFourGame());
