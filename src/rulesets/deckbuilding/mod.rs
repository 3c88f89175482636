//! The Dominion-style deck-builder: a supply of base and kingdom piles, decks that grow by
//! buying and gaining, shuffles recorded in events, attacks and reactions, choices made by the
//! player who chooses, scores computed in every cleanup, and the supply-depletion end trigger of
//! `deck-building-end-trigger.md`.
//!
//! The game is [`DeckBuilding`], played through [`Game<DeckBuilding>`](crate::Game): its
//! configuration ([`DeckBuildingConfig`]), actions ([`DeckBuildingAction`]), events
//! ([`DeckBuildingEvent`]), the referee's state ([`DeckBuildingState`]) and a player's view
//! ([`DeckBuildingView`]); the end evaluation alone is [`check_end_trigger`] (for front ends
//! that keep their own state) and [`end_evaluation`] (on a game's state). Its data has modules
//! of its own:
//!
//! - [`card`]: the card ids ([`Card`]) and their definitions (`data/cards.json`).
//! - [`state`]: the state's parts (the supply, each player's cards, a choice waiting).
//!
//! Inside (private): `config` checks a configuration and starts a game, `trigger` checks the
//! end trigger and evaluates the end, `judge` lists the legal actions and makes an action's
//! events, `effects` is what cards do, `flow` runs the phases and the cleanup's scores,
//! `view` hides what a player may not see, `bot` is the bot and its rollout policy, and
//! `strategy` the fixed strategies it is measured against.

mod action;
mod bot;
pub mod card;
mod config;
mod effects;
mod event;
mod flow;
mod judge;
mod ruleset;
pub mod state;
mod strategy;
mod trigger;
mod view;

/// The JS class (and any functions of this game's own), with the feature `wasm`.
#[doc(hidden)] // bindings plumbing, public for tests/web.rs: JavaScript gets the class
#[cfg(feature = "wasm")]
pub mod bindings;

pub use action::DeckBuildingAction;
pub use card::{Card, SupplyCard};
pub use config::DeckBuildingConfig;
pub use event::DeckBuildingEvent;
pub use ruleset::{end_evaluation, DeckBuilding, DeckBuildingEndReason};
pub use state::DeckBuildingState;
pub use strategy::{Seat, Strategy};
pub use trigger::{
    check_end_trigger, EndTrigger, EndTriggerIgnored, EndTriggerInput, EndTriggerReason,
    EndTriggerResult, Trigger,
};
pub use view::{DeckBuildingView, HiddenZones};
#[cfg(test)]
mod tests;
#[cfg(test)]
mod trigger_tests;
#[cfg(test)]
mod curse_tests;
