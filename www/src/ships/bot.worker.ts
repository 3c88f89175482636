// The bot thinks here, off the page's thread: it rebuilds the game from a save and answers with
// the action MCTS chooses, so the page never freezes while it searches. It also times one
// decision per difficulty level, so the setup screen can say what each level costs here.
import init, { ShipsGame, isArbiterError } from "../../../pkg/arbiter.js";
import type { BotRequest, BotReply } from "./bot-client.js";

const ready = init();

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

function answer(request: BotRequest): BotReply {
  if (request.kind === "calibrate") {
    const game = calibrationGame();
    try {
      const player = game.currentPlayer ?? "a";
      return {
        id: request.id,
        times: request.levels.map((iterations) => {
          const started = performance.now();
          game.botAction(player, { iterations, seed: "calibration" });
          return performance.now() - started;
        }),
      };
    } finally {
      game.free();
    }
  }
  const game = ShipsGame.load(request.save);
  try {
    return { id: request.id, action: game.botAction(request.player, { iterations: request.iterations, seed: request.seed }) };
  } finally {
    game.free();
  }
}

self.onmessage = async (message: MessageEvent<BotRequest>) => {
  let reply: BotReply;
  try {
    await ready;
    reply = answer(message.data);
  } catch (e) {
    reply = { id: message.data.id, error: isArbiterError(e) ? `${e.code}: ${e.message}` : String(e) };
  }
  self.postMessage(reply);
};
