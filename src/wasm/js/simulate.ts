// simulateRandomGames: bulk random games inside wasm, a tool for benchmarks and tests, built into
// the whole package only (Cargo feature `simulate`): a game's own entry point leaves it out.
import * as raw from "./wasm/arbiter.js";
import type { RulesetKind, SimulationSummary } from "./types.js";
import { count, kindOf, ready, result, string } from "./boundary.js";

/**
 * Plays `games` games of `ruleset` with random legal moves for every player, drawn from `seed`,
 * in the game's simulation configuration (its default one for most; Go counts by area, as random
 * players cannot agree on dead stones). The same seed plays the same games.
 *
 * @throws `INVALID_INPUT` for a ruleset not in the package, `games` above 2,000 or not a
 * non-negative integer, a seed that is not a string.
 * @throws `NOT_INITIALIZED` before `init()`.
 */
export function simulateRandomGames(ruleset: RulesetKind, games: number, seed: string): SimulationSummary {
  ready();
  const kind = kindOf(string(ruleset, "ruleset"));
  return result(raw.rawSimulateRandomGames(kind, count(games, "games"), string(seed, "seed")));
}
