//! The Magic-style card duel: two players, zones, a turn of steps, priority and the stack, mana
//! abilities and a mana pool, combat with flying and haste, state-based actions, triggered and
//! delayed triggered abilities, replacement effects, "until end of turn" durations, a
//! data-driven effect registry and card pool, and a cost judge.
//!
//! The game is [`Duel`], played through [`Game<Duel>`](crate::Game): its configuration
//! ([`DuelConfig`], with ready decks or a [`Scenario`]), actions ([`DuelAction`]), events
//! ([`DuelEvent`]), the referee's state ([`DuelState`]) and a player's view ([`DuelView`]), the
//! decision a player has to make ([`pending_decision`]) and the cost judge ([`can_pay_cost`]).
//! Its data has modules of its own:
//!
//! - [`state`]: the state's parts (seats, zones, cards, permanents, the stack, combat).
//! - [`card`]: card definitions (`data/cards.json`), ready decks (`data/decks.json`), the pool.
//! - [`cost`]: the pure cost model and its parser (`parseCost`).
//! - [`mana`]: mana and mana pools.
//! - [`registry`]: the effect registry (`data/effects.json`): the effects a card may name.
//!
//! Inside (private): `config` checks a configuration and starts a game; `judge` and
//! `judge_cost` make an action's events, costs first, `listing` lists the legal actions,
//! `combat` divides combat damage, `decision` describes a decision, `mulligan` runs the London
//! mulligan, `flow` runs state-based actions, triggers, the stack, steps and turns, `resolve`
//! turns effects into events and `replace` applies replacement effects, `view` hides what a
//! player may not see, and `bot` is the bot and the fixed strategies.

mod action;
mod autotap;
mod bot;
pub mod card;
mod combat;
mod config;
pub mod cost;
mod decision;
mod event;
mod flow;
mod ids;
mod judge;
mod judge_cost;
mod listing;
pub mod mana;
mod mulligan;
pub mod registry;
mod replace;
mod resolve;
mod ruleset;
pub mod state;
mod view;

/// The JS class (and any functions of this game's own), with the feature `wasm`.
#[doc(hidden)] // bindings plumbing, public for tests/web.rs: JavaScript gets the class
#[cfg(feature = "wasm")]
pub mod bindings;

pub use action::{Block, DuelAction, Payment};
pub use bot::{Seat, Strategy};
pub use card::{CardDefinition, DeckDefinition};
pub use combat::CombatDamageMode;
pub use config::{DeckChoice, DuelConfig, Scenario, ScenarioCard, ScenarioPlayer};
pub use decision::{pending_decision, BlockOption, DuelDecision};
pub use event::DuelEvent;
pub use judge_cost::{can_pay_cost, CostCheck};
pub use ruleset::{Duel, DuelEndReason};
pub use state::DuelState;
pub use view::{DuelView, HiddenCards};
#[cfg(test)]
mod scenario_tests;
#[cfg(test)]
mod decision_tests;
#[cfg(test)]
mod tests;
