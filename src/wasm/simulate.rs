//! Bulk random games inside wasm (simulations, and the benchmark of wasm without the JS boundary).

use super::convert::{count, decode, encode, string, RULESET};
use crate::ai::{self, SimulationSummary};
use crate::engine::error::Result;
use crate::rulesets::{Listed, RulesetKind, Visit};
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// Plays `games` games of `ruleset` with random legal moves for every player, drawn from `seed`,
/// in the game's simulation configuration (its default configuration for most; Go counts by
/// area, as random players cannot agree on dead stones). The same seed plays the same games.
#[wasm_bindgen(js_name = simulateRandomGames)]
pub fn simulate_random_games(
    #[wasm_bindgen(unchecked_param_type = "RulesetKind")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] games: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] seed: JsValue,
) -> std::result::Result<Ts<SimulationSummary>, JsValue> {
    let ruleset: RulesetKind = decode(ruleset, RULESET)?;
    let games = count(&games, "games")?;
    let seed = string(&seed, "seed")?;
    let summary = ruleset.visit(Simulate { games, seed: &seed })?;
    Ok(encode(&summary)?)
}

struct Simulate<'a> {
    games: u32,
    seed: &'a str,
}

impl Visit for Simulate<'_> {
    type Output = Result<SimulationSummary>;
    fn visit<G: Listed>(self) -> Self::Output {
        ai::simulate_random_games::<G>(&G::simulation_config(), self.games, self.seed)
    }
}
