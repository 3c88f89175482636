// An error in words, for notices: the engine's errors with their stable code.
import { isArbiterError } from "../../../pkg/arbiter.js";

/** "ILLEGAL_ACTION: …" for the engine's errors, the text of anything else. */
export function errorText(e: unknown): string {
  return isArbiterError(e) ? `${e.code}: ${e.message}` : e instanceof Error ? e.message : String(e);
}
