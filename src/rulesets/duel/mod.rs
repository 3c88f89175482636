//! The Magic-style card duel (issue 9), under construction: not yet a ruleset nor in the
//! package. What is here is complete and tested on its own.
//!
//! - [`cost`]: the pure cost model and its parser.
//! - [`mana`]: mana pools, and paying a mana cost from one.
//! - [`registry`]: the effect registry (`data/effects.json`) and its handlers.
//! - [`card`]: card definitions (`data/cards.json`), ready decks (`data/decks.json`), catalogues.

pub mod card;
pub mod cost;
pub mod mana;
pub mod registry;
