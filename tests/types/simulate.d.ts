import type { RulesetKind, SimulationSummary } from "./types.js";
/**
 * Plays `games` games of `ruleset` with random legal moves for every player, drawn from `seed`,
 * in the game's simulation configuration (its default one for most; Go counts by area, as random
 * players cannot agree on dead stones). The same seed plays the same games.
 *
 * @throws `INVALID_INPUT` for a ruleset not in the package, `games` above 2,000 or not a
 * non-negative integer, a seed that is not a string.
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export declare function simulateRandomGames(ruleset: RulesetKind, games: number, seed: string): SimulationSummary;
