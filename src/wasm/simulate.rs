//! Bulk random games inside wasm (simulations, and the benchmark of wasm without the JS boundary).

use super::call::finish;
use crate::ai::{self, SimulationSummary};
use crate::engine::error::{EngineError, Result};
use crate::rulesets::{Listed, RulesetKind, Visit};
use wasm_bindgen::prelude::*;

/// Plays `games` games of the game of kind `kind` with random legal moves for every player,
/// drawn from `seed`, in the game's simulation configuration (its default configuration for
/// most; Go counts by area, as random players cannot agree on dead stones). The same seed plays
/// the same games.
#[wasm_bindgen(js_name = rawSimulateRandomGames)]
pub fn raw_simulate_random_games(kind: u32, games: u32, seed: String) -> u32 {
    let result = RulesetKind::ALL
        .get(kind as usize)
        .ok_or_else(|| EngineError::invalid_input(format!("no game of kind {kind}")))
        .and_then(|kind| kind.visit(Simulate { games, seed: &seed }));
    finish(result)
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
