// The bots' three strengths, as the setup screen and stored games name them (no package import:
// the list of games reads stored settings without loading the engine).
import type { Level } from "arbiter-rules";

export const LEVEL_NAMES: Record<Level, string> = { easy: "Easy", normal: "Normal", hard: "Hard" };

/** A level from a form or a stored setting: "easy", "normal" or "hard"; a number is a budget of
 * iterations saved by an earlier version of the page (60 or less is Easy, 500 or less Normal,
 * more is Hard); anything else is Normal. */
export function toLevel(value: unknown): Level {
  if (value === "easy" || value === "normal" || value === "hard") return value;
  const n = Number(value);
  if (typeof value === "number" || (typeof value === "string" && value.trim() !== "" && Number.isFinite(n))) {
    return n <= 60 ? "easy" : n <= 500 ? "normal" : "hard";
  }
  return "normal";
}
