// An error in words, for notices: the engine's errors with their stable code. The shell is
// shared by every game's page, and each page loads only its own game's entry point: an engine
// error is recognised by its shape (an Error named ArbiterError with a code), not by importing
// one entry's isArbiterError.
import type { ArbiterError } from "arbiter-rules";

function isArbiterError(e: unknown): e is ArbiterError {
  return e instanceof Error && e.name === "ArbiterError" && typeof (e as { code?: unknown }).code === "string";
}

/** "ILLEGAL_ACTION: …" for the engine's errors, the text of anything else. */
export function errorText(e: unknown): string {
  return isArbiterError(e) ? `${e.code}: ${e.message}` : e instanceof Error ? e.message : String(e);
}
