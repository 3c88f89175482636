// A TypeScript consumer of the generated types, compiled with `tsc --noEmit --strict`.
// Every `@ts-expect-error` line must fail to compile: the types are exact, not `any`.
import init, {
  TicTacToeGame, resolveEndOfTurn, detectEndGame, isArbiterError,
  type ErrorCode, type GameOutcome, type GameStatus, type EndReason, type OutcomeType,
  type EndOfTurnInput, type EndOfTurnResult, type ResolutionEvent, type TicTacToeEvent, type LogEntry,
} from "arbiter";

export async function consumer(): Promise<string> {
  await init();
  const game = new TicTacToeGame({ players: ["me", "bot"], seed: "x" });
  new TicTacToeGame();
  new TicTacToeGame(null);
  // @ts-expect-error: exactly two players
  new TicTacToeGame({ players: ["me"] });
  // @ts-expect-error: unknown config field
  new TicTacToeGame({ seeed: "x" });

  const events: LogEntry<TicTacToeEvent>[] = game.submit("me", { cell: 4 });
  // @ts-expect-error: a cell is a number
  game.submit("me", { cell: "4" });
  // @ts-expect-error: the action needs a cell
  game.submit("me", {});
  for (const { event } of events) {
    if (event.type === "MarkPlaced") {
      const mark: "X" | "O" = event.mark;
      void mark;
    }
  }

  const status: GameStatus = game.status;
  // @ts-expect-error: a closed union
  const bad: GameStatus = "DONE";
  void bad;

  const outcome: GameOutcome | null = game.outcome;
  const current: string | null = game.currentPlayer;
  void current;
  if (outcome !== null) {
    const reason: EndReason = outcome.reason;
    if (outcome.type === "WIN") {
      const winner: string = outcome.winner;
      void winner;
    } else {
      // @ts-expect-error: a draw has no winner
      void outcome.winner;
    }
    for (const r of outcome.results) {
      const kind: OutcomeType = r.outcome;
      const rank: number = r.rank;
      const metrics: Record<string, number> | undefined = r.metrics;
      void kind; void rank; void metrics; void reason;
    }
  }

  const input: EndOfTurnInput = {
    players: [{ id: "a", health: 3 }, { id: "b", health: 3 }],
    ships: [{ id: "s", ownerId: "a", isDestroyed: false, isConsumedInUpgrade: false,
      automaticPowers: [{ timing: "CONTINUOUS", effectType: "HEAL", value: 1, target: "SELF" }] }],
    triggeredEffects: [],
  };
  const result: EndOfTurnResult = resolveEndOfTurn(input);
  const first: ResolutionEvent | undefined = result.events[0];
  if (first?.type === "HealthChanged") {
    const to: number = first.to;
    void to;
  }
  resolveEndOfTurn({
    ...input,
    // @ts-expect-error: DAMAGE or HEAL only
    triggeredEffects: [{ id: "e", sourceShipId: "s", sourcePlayerId: "a", targetPlayerId: "b", effectType: "POISON",
      value: 1, persistsIfSourceDestroyed: true, description: "", triggeredAt: 0 }],
  });
  const check = detectEndGame(result.players.map(({ id, health }) => ({ id, health })));

  try {
    game.submit("bot", { cell: 0 });
  } catch (e: unknown) {
    if (isArbiterError(e)) {
      const code: ErrorCode = e.code;
      switch (code) {
        case "GAME_FINISHED": case "NOT_YOUR_TURN": case "ILLEGAL_ACTION":
        case "INVALID_INPUT": case "INVALID_CONFIG": case "INTERNAL":
          break;
        default: {
          const never: never = code; // every code is handled: the union is closed
          void never;
        }
      }
    }
  }
  const hash: string = game.stateHash();
  game.free();
  return `${status} ${check.status} ${hash}`;
}
