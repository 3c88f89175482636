// The duel's bot worker (../bot/worker.ts): a duel rebuilt from its save, the action MCTS
// chooses from the bot's own view.
import { DuelGame } from "../../../pkg/arbiter.js";
import type { DuelAction, DuelConfig, GameSave } from "../../../pkg/arbiter.js";
import { serveBot } from "../bot/worker.js";

serveBot<GameSave<DuelConfig, DuelAction>, DuelAction>((save) => DuelGame.load(save));
