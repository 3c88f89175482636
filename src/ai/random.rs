//! The random bot and random playouts: a uniform choice among the legal actions, drawn from a
//! seeded RNG so the same seed plays the same games.

use crate::engine::error::{EngineError, Result};
use crate::engine::game::Game;
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A uniformly random legal action for the player to act, or `None` if no one can act.
pub fn random_action<R: Ruleset>(
    game: &Game<R>,
    rng: &mut GameRng,
) -> Option<(PlayerId, R::Action)> {
    let player = game.current_player()?.clone();
    let mut actions = game.legal_actions(&player).ok()?;
    if actions.is_empty() {
        return None;
    }
    let pick = rng.index(actions.len());
    Some((player, actions.swap_remove(pick)))
}

/// What a batch of random games produced.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SimulationSummary {
    /// The games played.
    pub games: u32,
    /// Actions submitted over all games.
    pub actions: u64,
    /// Wins per player id (players who never won are absent).
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, number>"))]
    pub wins: BTreeMap<PlayerId, u32>,
    /// The games that ended in a draw.
    pub draws: u32,
}

/// The most actions one random game may take before it counts as stuck (an engine bug).
pub const MAX_ACTIONS_PER_GAME: u64 = 100_000;

/// The most games one call of [`simulate_random_games`] plays (about 0.6 s of ships in wasm).
pub const MAX_SIMULATED_GAMES: u32 = 2_000;

/// Plays `games` random games (at most [`MAX_SIMULATED_GAMES`]) from `config`, every choice drawn
/// from one RNG seeded by `seed`.
pub fn simulate_random_games<R: Ruleset>(
    config: &R::Config,
    games: u32,
    seed: &str,
) -> Result<SimulationSummary> {
    if games > MAX_SIMULATED_GAMES {
        return Err(EngineError::invalid_input(format!(
            "games is {games}, above the limit of {MAX_SIMULATED_GAMES}"
        )));
    }
    let mut rng = GameRng::from_seed(seed);
    let mut summary = SimulationSummary {
        games,
        ..SimulationSummary::default()
    };
    for _ in 0..games {
        let mut game = Game::<R>::new(config.clone())?;
        let mut steps = 0u64;
        while let Some((player, action)) = random_action(&game, &mut rng) {
            game.submit(&player, action)?;
            steps += 1;
            if steps > MAX_ACTIONS_PER_GAME {
                return Err(EngineError::internal(format!(
                    "a random {} game did not end within {MAX_ACTIONS_PER_GAME} actions",
                    R::NAME
                )));
            }
        }
        summary.actions += steps;
        match game.outcome().and_then(|o| o.winner()) {
            Some(winner) => *summary.wins.entry(winner.clone()).or_default() += 1,
            None => summary.draws += 1,
        }
    }
    Ok(summary)
}
