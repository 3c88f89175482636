// Save and resume through localStorage, for every game: the engine's own save (config and
// actions, checked by its state hash on load), the page's settings, and a summary (status and
// progress) that the list of games reads without loading the engine. One key per game,
// `arbiter.<game>.v1`.
import type { GameSave, GameStatus } from "arbiter-rules";
import { toLevel } from "./levels.js";
import type { Settings } from "./types.js";

/** Where the game called `name` is stored. */
export const storageKey = (name: string): string => `arbiter.${name}.v1`;

export interface Stored<Config, Action> {
  settings: Settings;
  save: GameSave<Config, Action>;
  /** Absent in saves made before the shell: such a game may be finished or not. */
  status?: GameStatus;
  /** "turn 5", "move 12". */
  progress?: string;
}

/** What the list of games needs to know of a stored game. */
export interface Summary {
  status: GameStatus | null;
  progress: string;
}

export function store<Config, Action>(key: string, stored: Stored<Config, Action>): void {
  try {
    localStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the game goes on, it just will not survive a reload.
  }
}

function read(key: string): Record<string, unknown> | null {
  try {
    const text = localStorage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : null;
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The stored game, its settings made current: a save made by an earlier page kept its own
 * fields (`bots`, `deck`) beside the seat, and a budget of iterations instead of a level. The
 * engine checks the save itself when it loads it. */
export function restore<Config, Action>(key: string): Stored<Config, Action> | null {
  const stored = read(key);
  if (!stored || typeof stored.save !== "object" || stored.save === null) return null;
  const old = (typeof stored.settings === "object" && stored.settings !== null ? stored.settings : {}) as Record<string, unknown>;
  const options: Record<string, string> = {};
  for (const [k, v] of Object.entries(old)) {
    if (!["seat", "level", "iterations", "options", "review"].includes(k) && (typeof v === "string" || typeof v === "number")) options[k] = String(v);
  }
  if (typeof old.options === "object" && old.options !== null) {
    for (const [k, v] of Object.entries(old.options)) if (typeof v === "string") options[k] = v;
  }
  const settings: Settings = { seat: Number(old.seat ?? 0) || 0, level: toLevel(old.level ?? old.iterations), options };
  if (old.review === true) settings.review = true;
  return { settings, save: stored.save as GameSave<Config, Action> };
}

/** The status and progress of the game stored under `key`, or null when there is none. */
export function summary(key: string): Summary | null {
  const stored = read(key);
  if (!stored || typeof stored.save !== "object") return null;
  const status = stored.status === "ACTIVE" || stored.status === "FINISHED" ? stored.status : null;
  return { status, progress: typeof stored.progress === "string" ? stored.progress : "" };
}

export function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
