//! Bots and simulations over any [`Ruleset`](crate::Ruleset): a random bot and an MCTS bot.

pub mod mcts;
pub mod random;

pub use mcts::{bot_action, search, BotOptions, DEFAULT_ITERATIONS, STRONGEST_ITERATIONS};
pub use random::{random_action, simulate_random_games, SimulationSummary, MAX_SIMULATED_GAMES};
