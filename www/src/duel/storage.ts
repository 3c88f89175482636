// Save and resume through localStorage: the engine's save (config and actions, checked by its
// state hash on load) and the page's settings.
import type { DuelAction, DuelConfig, GameSave } from "../../../pkg/arbiter.js";

const KEY = "arbiter.duel.v1";

export interface Settings {
  /** MCTS iterations per bot decision. */
  iterations: number;
  /** The player's deck. */
  deck: string;
}

export interface Stored {
  settings: Settings;
  save: GameSave<DuelConfig, DuelAction>;
}

export function store(stored: Stored): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the game goes on, it just will not survive a reload.
  }
}

export function restore(): Stored | null {
  try {
    const text = localStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Stored) : null;
  } catch {
    return null;
  }
}

export function forget(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
