//! Bots and simulations over any [`Ruleset`](crate::Ruleset).

pub mod random;

pub use random::{random_action, simulate_random_games, SimulationSummary};
