//! Bots and simulations over any [`Ruleset`](crate::Ruleset): a random bot and an MCTS bot.

pub mod mcts;
pub mod playout;
pub mod random;
pub mod rave;

pub use mcts::{bot_action, search, BotOptions, DEFAULT_ITERATIONS, STRONGEST_ITERATIONS};
pub use playout::{play_out, Seat, Strategy};
pub use random::{random_action, simulate_random_games, SimulationSummary, MAX_SIMULATED_GAMES};
