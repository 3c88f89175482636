// One end-screen sentence for every game, from the shared outcome contract.
import type { EndReason, GameOutcome } from "arbiter-rules";

const words = (reason: string): string => reason.toLowerCase().replace(/_/g, " ");

/** "X wins (line completed)" or "Draw". */
export function describeOutcome(outcome: GameOutcome<EndReason>): string {
  return outcome.type === "WIN" ? `${outcome.winner} wins (${words(outcome.reason)})` : "Draw";
}

/** The reason in words, for the line under a draw. */
export function describeReason(outcome: GameOutcome<EndReason>): string {
  return words(outcome.reason);
}
