// The duel page's saved game: the engine's save plus the page's settings.
import type { DuelAction, DuelConfig, GameSave, Level } from "../../../pkg/arbiter.js";
import { savedGames } from "../storage.js";

export interface Settings {
  /** The bots' strength. */
  level: Level;
  /** The player's deck. */
  deck: string;
}

export interface Stored {
  settings: Settings;
  save: GameSave<DuelConfig, DuelAction>;
}

export const { store, restore, forget } = savedGames<Stored>("arbiter.duel.v1");
