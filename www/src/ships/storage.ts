// Save and resume through localStorage: the engine's own save (config and actions, checked by
// its state hash on load) plus the page's settings.
import type { GameSave, ShipsAction, ShipsConfig } from "../../../pkg/arbiter.js";

const KEY = "arbiter.ships.v1";

export interface Settings {
  /** Bots in the game (1 to 3). */
  bots: number;
  /** MCTS iterations per bot decision. */
  iterations: number;
}

export interface Stored {
  settings: Settings;
  save: GameSave<ShipsConfig, ShipsAction>;
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
