// The bot thinks in a worker, off the page's thread: it rebuilds the game from a save and answers
// with the action MCTS chooses (from the bot's own view where the game hides information), so
// the page never freezes while it searches. It also times one decision per difficulty level on
// a fixed position, so the setup screen can say what each level costs on this device. Each
// game's bot.worker.ts calls `serveBot` with its own entry point (`arbiter-rules/<game>`: the
// worker loads only that game's wasm), its class's `load` and that position.
import type { ArbiterError } from "arbiter-rules";
import type { BotGame, BotReply, BotRequest } from "./client.js";

/** What the worker needs of its game's entry point. */
export interface Entry {
  init(): Promise<unknown>;
  isArbiterError(value: unknown): value is ArbiterError;
}

export function serveBot<Save, Action>(entry: Entry, load: (save: Save) => BotGame<Action>, calibrationGame?: () => BotGame<Action>): void {
  const ready = entry.init();
  const { isArbiterError } = entry;

  const answer = (request: BotRequest<Save>): BotReply<Action> => {
    if (request.kind === "calibrate") {
      if (!calibrationGame) return { id: request.id, error: "this game's bot has no calibration position" };
      const game = calibrationGame();
      try {
        const player = game.currentPlayer ?? "";
        return {
          id: request.id,
          times: request.levels.map((level) => {
            const started = performance.now();
            game.botAction(player, { level, seed: "calibration" });
            return performance.now() - started;
          }),
        };
      } finally {
        game.free();
      }
    }
    const game = load(request.save);
    try {
      // A forced action needs no search (the page does not ask the bot's legal actions itself).
      const legal = game.legalActions(request.player);
      if (legal.length === 1 && legal[0] !== undefined) return { id: request.id, action: legal[0] };
      return { id: request.id, action: game.botAction(request.player, { level: request.level, seed: request.seed }) };
    } finally {
      game.free();
    }
  };

  self.onmessage = async (message: MessageEvent<BotRequest<Save>>) => {
    let reply: BotReply<Action>;
    try {
      await ready;
      reply = answer(message.data);
    } catch (e) {
      reply = { id: message.data.id, error: isArbiterError(e) ? `${e.code}: ${e.message}` : String(e) };
    }
    self.postMessage(reply);
  };
}
