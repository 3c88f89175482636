// The bot thinks here, off the page's thread: it rebuilds the game from a save and answers with
// the action MCTS chooses, so the page never freezes while it searches.
import init, { ShipsGame, isArbiterError } from "../../../pkg/arbiter.js";
import type { BotRequest, BotReply } from "./bot-client.js";

const ready = init();

self.onmessage = async (message: MessageEvent<BotRequest>) => {
  const { id, save, player, iterations, seed } = message.data;
  let reply: BotReply;
  try {
    await ready;
    const game = ShipsGame.load(save);
    try {
      reply = { id, action: game.botAction(player, { iterations, seed }) };
    } finally {
      game.free();
    }
  } catch (e) {
    reply = { id, error: isArbiterError(e) ? `${e.code}: ${e.message}` : String(e) };
  }
  self.postMessage(reply);
};
