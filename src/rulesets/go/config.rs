//! The configuration, checked once into the initial state.

use super::board::{MAX_SIZE, MIN_SIZE};
use super::counting::CountingRule;
use super::setup::{start, GoSetup};
use super::state::GoState;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::{validate_player_ids, PlayerId};
use serde::{Deserialize, Serialize};

/// The board's size when the configuration gives none: 9×9.
pub const DEFAULT_SIZE: u32 = 9;
/// White's komi when the configuration gives none, in half points (7.5).
pub const DEFAULT_KOMI_HALF_POINTS: i32 = 15;
/// White's komi in a handicap game when the configuration gives none, in half points (0.5).
pub const HANDICAP_KOMI_HALF_POINTS: i32 = 1;
/// The largest komi accepted either way, in points.
pub const MAX_KOMI: f64 = 1000.0;

/// The configuration: every field is optional.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GoConfig {
    /// Seed text (Go draws no random numbers, but every game has a seed).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub seed: Option<String>,
    /// Black's id, then White's. Default `["black", "white"]`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub players: Option<[PlayerId; 2]>,
    /// Points per side, 5 to 19 (default 9).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub size: Option<u32>,
    /// Points added to White's area: a multiple of 0.5 from -1000 to 1000 (default 7.5, or
    /// 0.5 with a handicap). An integer komi makes a draw possible. The count gives no
    /// compensation for handicap stones (area plus komi only).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub komi: Option<f64>,
    /// How the end is counted: `"agreement"` (the default: after two passes the engine
    /// proposes the dead stones and both players accept a marking, or resume play) or `"area"`
    /// (every stone on the board counts as alive; two passes count the board as it stands).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub counting: Option<CountingRule>,
    /// Handicap stones for Black, 2 to 9, placed as GTP's `fixed_handicap` places them (GNU
    /// Go's points: at most 4 on even boards and on 7×7, 9 on odd boards from 9×9 up, none
    /// below 7×7); White then moves first.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub handicap: Option<u32>,
    /// A position to start from instead of the empty board (not with `handicap`): checked (on
    /// the board, one stone per point, every chain with a liberty). Positional superko counts
    /// the positions from there.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub setup: Option<GoSetup>,
}

impl GoConfig {
    /// The default game (9×9, komi 7.5) between these two players, Black first.
    pub fn for_players(black: &str, white: &str) -> GoConfig {
        GoConfig {
            players: Some([black.to_string(), white.to_string()]),
            ..GoConfig::default()
        }
    }
}

/// `komi` in half points, if it is a finite multiple of 0.5 within ±[`MAX_KOMI`].
pub fn komi_half_points(komi: f64) -> Result<i32> {
    let doubled = komi * 2.0;
    if !komi.is_finite() || komi.abs() > MAX_KOMI || doubled != doubled.trunc() {
        return Err(EngineError::invalid_config(format!(
            "komi is {komi}, expected a multiple of 0.5 from -{MAX_KOMI} to {MAX_KOMI}"
        )));
    }
    // Exact: a whole number of at most 2,000 in magnitude.
    Ok(doubled as i32)
}

/// Checks the configuration and builds the empty board.
pub fn setup(config: &GoConfig) -> Result<GoState> {
    let players = config
        .players
        .clone()
        .unwrap_or_else(|| ["black".into(), "white".into()]);
    validate_player_ids(&players, "players").map_err(|e| EngineError::invalid_config(e.message))?;
    let size = config.size.unwrap_or(DEFAULT_SIZE);
    if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Err(EngineError::invalid_config(format!(
            "size is {size}, expected {MIN_SIZE} to {MAX_SIZE}"
        )));
    }
    let komi_half_points = match (config.komi, config.handicap) {
        (Some(komi), _) => komi_half_points(komi)?,
        (None, Some(_)) => HANDICAP_KOMI_HALF_POINTS,
        (None, None) => DEFAULT_KOMI_HALF_POINTS,
    };
    let start = start(size, config.handicap, config.setup.as_ref())?;
    Ok(GoState {
        players,
        size,
        komi_half_points,
        position: start.board.hash(),
        board: start.board,
        first: start.first,
        moves: 0,
        passes: 0,
        last_move: None,
        captures: [0, 0],
        history: Vec::new(),
        resigned: None,
        recorded: None,
        score: None,
        rule: config.counting.unwrap_or_default(),
        counting: None,
        resumes: 0,
        removed: false,
    })
}
