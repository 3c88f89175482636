//! The Magic-style card duel: two players, zones, a turn of steps, priority and the stack, mana
//! abilities and a mana pool, combat with flying and haste, state-based actions, triggered and
//! delayed triggered abilities, replacement effects, "until end of turn" durations, a
//! data-driven effect registry and card pool, and a cost judge.
//!
//! - [`cost`]: the pure cost model and its parser (`parseCost`).
//! - [`mana`]: mana pools, and paying a mana cost from one. [`autotap`]: the mana sources
//!   tapped to pay it.
//! - [`registry`]: the effect registry (`data/effects.json`) and its handlers.
//! - [`card`]: card definitions (`data/cards.json`), ready decks (`data/decks.json`), catalogues.
//! - [`config`]: the configuration (decks or a scenario) and the start of a game.
//! - [`state`], [`event`]: the state and its granular events.
//! - [`judge`], [`judge_cost`]: the events an action causes, costs first. [`listing`]: the legal
//!   actions listed. [`combat`]: dividing combat damage among blockers. [`decision`]: the
//!   decision a player has to make, described.
//! - [`mulligan`]: the London mulligan at the start of a game, and the bot's rule for it.
//! - [`flow`]: state-based actions, triggers, the stack resolving, steps and turns.
//! - [`resolve`]: effects into events. [`replace`]: replacement and prevention effects.
//! - [`view`]: hidden information. [`ruleset`]: `Duel` through `Game<R>`.
//! - [`bot`]: what the bot searches and how it judges a position; the fixed strategies.

pub mod action;
pub mod autotap;
pub mod bot;
pub mod card;
pub mod combat;
pub mod config;
pub mod cost;
pub mod decision;
pub mod event;
pub mod flow;
pub mod ids;
pub mod judge;
pub mod judge_cost;
pub mod listing;
pub mod mana;
pub mod mulligan;
pub mod registry;
pub mod replace;
pub mod resolve;
pub mod ruleset;
pub mod state;
pub mod view;

/// The JS class (and any functions of this game's own), with the feature `wasm`.
#[cfg(feature = "wasm")]
pub mod bindings;

pub use action::{Block, DuelAction, Payment};
pub use bot::{Seat, Strategy};
pub use card::{CardDefinition, DeckDefinition};
pub use combat::CombatDamageMode;
pub use decision::{pending_decision, BlockOption, DuelDecision};
pub use config::{DuelConfig, Scenario, ScenarioCard, ScenarioPlayer};
pub use event::DuelEvent;
pub use ruleset::{Duel, DuelEndReason};
pub use state::DuelState;
pub use view::DuelView;
#[cfg(test)]
mod scenario_tests;
#[cfg(test)]
mod decision_tests;
#[cfg(test)]
mod tests;
