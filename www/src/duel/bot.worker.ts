// The bot thinks here, off the page's thread: it rebuilds the game from a save and answers with
// the action MCTS chooses from the bot's own view.
import init, { DuelGame, isArbiterError } from "../../../pkg/arbiter.js";
import type { BotReply, BotRequest } from "./bot-client.js";

const ready = init();

self.onmessage = async (message: MessageEvent<BotRequest>) => {
  const request = message.data;
  let reply: BotReply;
  try {
    await ready;
    const game = DuelGame.load(request.save);
    try {
      reply = { id: request.id, action: game.botAction(request.player, { iterations: request.iterations, seed: request.seed }) };
    } finally {
      game.free();
    }
  } catch (e) {
    reply = { id: request.id, error: isArbiterError(e) ? `${e.code}: ${e.message}` : String(e) };
  }
  self.postMessage(reply);
};
