//! What a player may do in a ships game. `legalActions` lists exactly the actions allowed now.

use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

/// An action of a ships game (`type` tells which). The player to act submits it; `PASS` ends
/// their part of the phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum ShipsAction {
    /// Build phase: build a ship from the catalogue for its cost in energy. An upgrade consumes
    /// the ships it is built from (your oldest ones first). `target` names the opponent a
    /// completion power aims at, when it aims at one; otherwise it must be absent.
    Build {
        /// The catalogue id of the ship to build (`"fighter"`).
        ship: String,
        /// The opponent the ship's completion power aims at (a player still in), when it aims
        /// at one.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::engine::input::present"
        )]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        target: Option<PlayerId>,
    },
    /// Battle phase: use one charge of a ship's charge power.
    #[serde(rename_all = "camelCase")]
    UseCharge {
        /// The id of your ship afloat whose charge to use (it must have one left).
        ship_id: String,
        /// The opponent the power aims at (a player still in), when it aims at one; otherwise
        /// absent.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::engine::input::present"
        )]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        target: Option<PlayerId>,
    },
    /// Battle phase: pay energy for a ship's solar power (once per ship per turn).
    #[serde(rename_all = "camelCase")]
    UseSolar {
        /// The id of your ship afloat whose solar power to use.
        ship_id: String,
        /// The opponent the power aims at (a player still in), when it aims at one; otherwise
        /// absent.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::engine::input::present"
        )]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        target: Option<PlayerId>,
    },
    /// Battle phase: destroy an enemy ship now with one of the ship's First Strikes.
    #[serde(rename_all = "camelCase")]
    FirstStrike {
        /// The id of your ship afloat with a First Strike left.
        ship_id: String,
        /// The id of an opponent's ship afloat (its owner still in), destroyed at once.
        target_ship_id: String,
    },
    /// End your part of the current phase.
    Pass {},
}
