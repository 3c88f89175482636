//! The chess configuration and the start of a game.

use super::fen::{parse_fen, START_FEN};
use super::position::ChessPosition;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::{validate_player_ids, PlayerId};
use serde::{Deserialize, Serialize};

/// The configuration: every field is optional.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct ChessConfig {
    /// The two player ids, white first. Default `["white", "black"]`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub players: Option<[PlayerId; 2]>,
    /// The starting position in FEN (standard chess; at most 128 bytes; the clocks may be left
    /// out). Default: the standard starting position.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub fen: Option<String>,
    /// The seed of the game's random numbers, as every game takes one. Chess draws none: the
    /// seed changes only the state hash.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub seed: Option<String>,
}

/// Validates the configuration and builds the starting position.
pub fn setup(config: &ChessConfig) -> Result<ChessPosition> {
    let players = config
        .players
        .clone()
        .unwrap_or_else(|| ["white".into(), "black".into()]);
    validate_player_ids(&players, "players").map_err(|e| EngineError::invalid_config(e.message))?;
    let (board, halfmove) = parse_fen(config.fen.as_deref().unwrap_or(START_FEN))?;
    Ok(ChessPosition::new(players, board, halfmove))
}
