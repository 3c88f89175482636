// The page's side of the bot worker: one request at a time, answered by a promise.
import type { GameSave, ShipsAction, ShipsConfig } from "../../../pkg/arbiter.js";

export type BotRequest =
  | { id: number; kind: "think"; save: GameSave<ShipsConfig, ShipsAction>; player: string; iterations: number; seed: string }
  /** Times one decision at each budget on a fixed mid-game position. */
  | { id: number; kind: "calibrate"; levels: number[] };

export type BotReply =
  | { id: number; action: ShipsAction }
  | { id: number; times: number[] }
  | { id: number; error: string };

/** A request before it gets its id (Omit, distributed over the union). */
type Unsent = BotRequest extends infer R ? (R extends BotRequest ? Omit<R, "id"> : never) : never;
type Think = Omit<Extract<BotRequest, { kind: "think" }>, "id" | "kind">;

export class BotClient {
  private worker = new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" });
  private next = 1;
  private pending = new Map<number, { kind: BotRequest["kind"]; resolve: (reply: BotReply) => void; reject: (e: Error) => void }>();

  constructor() {
    this.worker.onmessage = (message: MessageEvent<BotReply>) => {
      const reply = message.data;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return; // an answer for a game that was abandoned
      this.pending.delete(reply.id);
      if ("error" in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    };
    this.worker.onerror = (e) => {
      for (const waiting of this.pending.values()) waiting.reject(new Error(e.message));
      this.pending.clear();
    };
  }

  private ask(request: Unsent): Promise<BotReply> {
    const id = this.next++;
    const message: BotRequest = { ...request, id };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { kind: request.kind, resolve, reject });
      this.worker.postMessage(message);
    });
  }

  /** The action the bot plays for `player` in the saved game. */
  async think(request: Think): Promise<ShipsAction> {
    const reply = await this.ask({ ...request, kind: "think" });
    if (!("action" in reply)) throw new Error("the bot worker answered without an action");
    return reply.action;
  }

  /** Milliseconds one decision takes at each budget, on this device. */
  async calibrate(levels: number[]): Promise<number[]> {
    const reply = await this.ask({ kind: "calibrate", levels });
    if (!("times" in reply)) throw new Error("the bot worker answered without times");
    return reply.times;
  }

  /** Forgets every pending decision (a new game started); a calibration still answers. */
  cancel(): void {
    for (const [id, waiting] of this.pending) if (waiting.kind === "think") this.pending.delete(id);
  }
}
