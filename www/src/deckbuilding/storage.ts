// The deck-building page's saved game: the engine's save plus the page's settings.
import type { DeckBuildingAction, DeckBuildingConfig, GameSave, Level } from "../../../pkg/arbiter.js";
import { savedGames } from "../storage.js";

export interface Settings {
  /** Bots in the game (1 to 3). */
  bots: number;
  /** The bots' strength. */
  level: Level;
}

export interface Stored {
  settings: Settings;
  save: GameSave<DeckBuildingConfig, DeckBuildingAction>;
}

export const { store, restore, forget } = savedGames<Stored>("arbiter.deckbuilding.v1");
