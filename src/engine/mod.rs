//! The game-agnostic kernel: no game rules here.

pub mod error;
pub mod event;
pub mod game;
pub mod history;
pub mod input;
pub mod outcome;
pub mod perft;
pub mod play;
pub mod player;
pub mod rng;
pub mod ruleset;
pub mod save;
pub mod view;

#[cfg(test)]
mod hooks_tests;
