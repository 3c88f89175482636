// The page's side of the bot worker: one request at a time, answered by a promise.
import type { DuelAction, DuelConfig, GameSave } from "../../../pkg/arbiter.js";

export interface BotRequest {
  id: number;
  save: GameSave<DuelConfig, DuelAction>;
  player: string;
  iterations: number;
  seed: string;
}

export type BotReply = { id: number; action: DuelAction } | { id: number; error: string };

export class BotClient {
  private worker = new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" });
  private next = 1;
  private pending = new Map<number, { resolve: (a: DuelAction) => void; reject: (e: Error) => void }>();

  constructor() {
    this.worker.onmessage = (message: MessageEvent<BotReply>) => {
      const reply = message.data;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return; // an answer for a game that was abandoned
      this.pending.delete(reply.id);
      if ("error" in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.action);
    };
    this.worker.onerror = (e) => {
      for (const waiting of this.pending.values()) waiting.reject(new Error(e.message));
      this.pending.clear();
    };
  }

  /** The action the bot plays for `player` in the saved game. */
  think(request: Omit<BotRequest, "id">): Promise<DuelAction> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } satisfies BotRequest);
    });
  }

  /** Forgets every pending decision (a new game started). */
  cancel(): void {
    this.pending.clear();
  }
}
