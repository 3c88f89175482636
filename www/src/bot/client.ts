// The page's side of a game's bot worker (see worker.ts): one request at a time, answered by a
// promise. Generic over the game's save and action types; each page makes its own worker (so
// that Vite bundles it) and hands it here.
import type { BotOptions, Level } from "arbiter-rules";

export type BotRequest<Save> =
  | { id: number; kind: "think"; save: Save; player: string; level: Level; seed: string }
  /** Times one decision at each level on a fixed mid-game position. */
  | { id: number; kind: "calibrate"; levels: Level[] };

export type BotReply<Action> =
  | { id: number; action: Action }
  | { id: number; times: number[] }
  | { id: number; error: string };

type Think<Save> = Omit<Extract<BotRequest<Save>, { kind: "think" }>, "id" | "kind">;

export class BotClient<Save, Action> {
  private next = 1;
  private pending = new Map<number, { kind: BotRequest<Save>["kind"]; resolve: (reply: BotReply<Action>) => void; reject: (e: Error) => void }>();

  constructor(private readonly worker: Worker) {
    worker.onmessage = (message: MessageEvent<BotReply<Action>>) => {
      const reply = message.data;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return; // an answer for a game that was abandoned
      this.pending.delete(reply.id);
      if ("error" in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    };
    worker.onerror = (e) => {
      for (const waiting of this.pending.values()) waiting.reject(new Error(e.message));
      this.pending.clear();
    };
  }

  private ask(request: Think<Save> & { kind: "think" } | { kind: "calibrate"; levels: Level[] }): Promise<BotReply<Action>> {
    const id = this.next++;
    const message = { ...request, id } as BotRequest<Save>;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { kind: request.kind, resolve, reject });
      this.worker.postMessage(message);
    });
  }

  /** The action the bot plays for `player` in the saved game. */
  async think(request: Think<Save>): Promise<Action> {
    const reply = await this.ask({ ...request, kind: "think" });
    if (!("action" in reply)) throw new Error("the bot worker answered without an action");
    return reply.action;
  }

  /** Milliseconds one decision takes at each level, on this device. */
  async calibrate(levels: Level[]): Promise<number[]> {
    const reply = await this.ask({ kind: "calibrate", levels });
    if (!("times" in reply)) throw new Error("the bot worker answered without times");
    return reply.times;
  }

  /** Forgets every pending decision (a new game started); a calibration still answers. */
  cancel(): void {
    for (const [id, waiting] of this.pending) if (waiting.kind === "think") this.pending.delete(id);
  }
}

/** What the worker needs of a game class's instance. */
export interface BotGame<Action> {
  readonly currentPlayer: string | null;
  botAction(player: string, options?: BotOptions | null): Action;
  legalActions(player: string): Action[];
  free(): void;
}
