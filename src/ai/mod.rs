//! Bots and simulations over any game: the [`Bot`] trait a game's bot implements beside its
//! rules, the searches a bot can choose from (MCTS, alpha-beta, expectimax), and the random
//! bot. No game is named here.

pub mod alphabeta;
pub mod bot;
pub mod expectimax;
pub mod mcts;
pub mod playout;
pub mod random;
pub mod rave;

pub use bot::{bot_action, Bot, BotOptions, Level};
pub use mcts::{search, Mcts, Part};
pub use playout::{play_out, Seat, Strategy};
pub use random::{random_action, simulate_random_games, SimulationSummary, MAX_SIMULATED_GAMES};
