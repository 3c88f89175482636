import type { RulesetKind, SimulationSummary } from "./types.js";
/**
 * Plays `games` games of `ruleset` with random legal moves for every player, drawn from `seed`,
 * in the game's simulation configuration (its default one for most; Go counts by area, as random
 * players cannot agree on dead stones). The same seed plays the same games.
 */
export declare function simulateRandomGames(ruleset: RulesetKind, games: number, seed: string): SimulationSummary;
