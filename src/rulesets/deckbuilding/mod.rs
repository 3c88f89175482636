//! The Dominion-style deck-builder: a supply of base and kingdom piles, decks that grow by
//! buying and gaining, shuffles recorded in events, attacks and reactions, choices made by the
//! player who chooses, scores computed in every cleanup, and the supply-depletion end trigger of
//! `deck-building-end-trigger.md`.
//!
//! - [`card`]: the card ids and their definitions (`data/cards.json`).
//! - [`trigger`]: the end trigger, its validation, and the pure end evaluation
//!   (`checkEndTrigger`).
//! - [`config`]: the configuration and the start of a game.
//! - [`state`], [`event`]: the state and its granular events.
//! - [`judge`]: legal actions and the events an action causes; [`effects`]: what cards do.
//! - [`flow`]: the phases going on by themselves, the cleanup and its scores.
//! - [`view`]: hidden information. [`ruleset`]: `DeckBuilding` through `Game<R>`.
//! - [`bot`]: what the bot searches and its rollout policy; [`strategy`]: the fixed strategies
//!   it is measured against.

pub mod action;
pub mod bot;
pub mod card;
pub mod config;
pub mod effects;
pub mod event;
pub mod flow;
pub mod judge;
pub mod ruleset;
pub mod state;
pub mod strategy;
pub mod trigger;
pub mod view;

/// The JS class (and any functions of this game's own), with the feature `wasm`.
#[cfg(feature = "wasm")]
pub mod bindings;

pub use action::DeckBuildingAction;
pub use strategy::{Seat, Strategy};
pub use card::{Card, SupplyCard};
pub use config::DeckBuildingConfig;
pub use event::DeckBuildingEvent;
pub use ruleset::{DeckBuilding, DeckBuildingEndReason};
pub use state::DeckBuildingState;
pub use trigger::{check_end_trigger, EndTrigger, EndTriggerInput, EndTriggerResult};
pub use view::DeckBuildingView;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod trigger_tests;
#[cfg(test)]
mod curse_tests;
