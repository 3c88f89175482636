//! Ships: a ship battle for 2 to 6 players, whose health changes only in End of Turn Resolution.
//!
//! Each turn has three phases. **Build**: every player gains 1 + a d3 of energy and, in turn order,
//! builds ships from the catalogue (an upgrade consumes ships); a completed ship may queue a
//! once-only completion effect. **Battle**: in turn order, players use charges and solar powers
//! (each queues a triggered effect) and First Strike (destroys an enemy ship at once). **End of
//! Turn Resolution**: one core (`resolution.rs`), also offered as the pure [`resolve_end_of_turn`]
//! for front ends that keep their own state, applies every queued effect and continuous power at once. Defeated
//! players leave the turn order; results rank survivors first, then players by the turn they fell.
//!
//! End reasons: `HEALTH_DEPLETED` (one player left), `SIMULTANEOUS_LOSS` (no one left),
//! `TURN_LIMIT` (after `maxTurns`: the healthiest player wins, a tie at the top draws).

mod action;
mod api;
mod bot;
mod catalogue;
mod config;
mod end_of_turn;
mod estimate;
mod event;
mod judge;
mod powers;
mod resolution;
mod ruleset;
mod state;
mod strategies;
mod turns;
mod validate;

#[cfg(test)]
mod contract_tests;
#[cfg(test)]
mod game_tests;
#[cfg(test)]
mod limits_tests;
#[cfg(test)]
mod log_tests;
#[cfg(test)]
mod tests;

/// The JS class (and any functions of this game's own), with the feature `wasm`.
#[doc(hidden)] // bindings plumbing, public for tests/web.rs: JavaScript gets the class
#[cfg(feature = "wasm")]
pub mod bindings;

pub use action::ShipsAction;
pub use api::{detect_end_game, resolve_end_of_turn};
pub use catalogue::{
    default_catalogue, validate_catalogue, Power, ShipDefinition, MAX_CATALOGUE_NUMBER,
    MAX_CATALOGUE_SHIPS, MAX_CHARGES, MAX_POWERS_PER_SHIP,
};
pub use config::{
    ShipsConfig, DEFAULT_MAX_TURNS, DEFAULT_STARTING_HEALTH, MAX_FLEET, MAX_PLAYERS,
    MAX_TURNS_LIMIT, MIN_PLAYERS,
};
pub use end_of_turn::*;
pub use event::ShipsEvent;
pub use ruleset::{Ships, ShipsEndReason};
pub use state::{Fleet, Phase, Ship, ShipsState};
pub use strategies::{is_healer, play_out, Seat, Strategy};
pub use turns::{ENERGY_BASE, ENERGY_DIE};
