//! The log envelope around a ruleset's events, and the record of a submitted action.

use super::player::PlayerId;
use serde::{Deserialize, Serialize};

/// One entry of the event log: the ruleset's event with its position and turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct LogEntry<E> {
    /// Position in the log, from 0.
    pub seq: u32,
    /// The turn the event happened in.
    pub turn: u32,
    /// The event itself, as the ruleset defines it.
    pub event: E,
}

/// A submitted action and who submitted it: what replay needs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct ActionRecord<A> {
    /// The player who submitted the action.
    pub player: PlayerId,
    /// The action, as the ruleset defines it.
    pub action: A,
}
