//! The ships bot: MCTS with no rollouts, each position judged at once by the projection of the
//! race (`estimate.rs`), which says more than random play.

use super::ruleset::Ships;
use super::state::ShipsState;
use crate::ai::Mcts;
use crate::engine::rng::GameRng;

impl Mcts for Ships {
    /// Nothing is hidden: the dice are in the game's RNG, which no view shows.
    fn determinize(view: &ShipsState, _rng: &mut GameRng) -> ShipsState {
        view.clone()
    }
    /// No rollouts: the projection says more than random play.
    fn rollout_limit() -> u32 {
        0
    }
    /// Each player's chance of winning by a projection of the race.
    fn estimate(state: &ShipsState) -> Vec<u32> {
        super::estimate::estimate(state)
    }
}

crate::mcts_bot!(Ships);
