//! Ships: a ship battle whose health changes only in End of Turn Resolution.
//!
//! This release holds the resolution itself as a pure function ([`resolve_end_of_turn`]) and the
//! end check ([`detect_end_game`]); the full game comes next. End reasons: `HEALTH_DEPLETED` (one
//! player left), `SIMULTANEOUS_LOSS` (no one left).

mod resolution;
mod types;
mod validate;

#[cfg(test)]
mod tests;

pub use resolution::{detect_end_game, resolve_end_of_turn};
pub use types::*;
