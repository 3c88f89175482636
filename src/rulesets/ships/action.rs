//! What a player may do in a ships game. `legalActions` lists exactly the actions allowed now.

use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum ShipsAction {
    /// Build phase: build a ship from the catalogue for its cost in energy. An upgrade consumes
    /// the ships it is built from (your oldest ones first). `target` names the opponent a
    /// completion power aims at, when it aims at one; otherwise it must be absent.
    Build {
        ship: String,
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
        ship_id: String,
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
        ship_id: String,
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
        ship_id: String,
        target_ship_id: String,
    },
    /// End your part of the current phase.
    Pass {},
}
