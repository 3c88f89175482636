//! The configuration of a ships game and its validation into the starting state.

use super::catalogue::{default_catalogue, validate_catalogue, ShipDefinition};
use super::end_of_turn::{DEFAULT_MAX_HEALTH, MAX_VALUE};
use super::state::{Fleet, Phase, ShipsState};
use crate::engine::error::{EngineError, Result};
use crate::engine::player::{validate_player_ids, PlayerId};
use serde::{Deserialize, Serialize};

/// The fewest players a game may have.
pub const MIN_PLAYERS: usize = 2;
/// The most players a game may have.
pub const MAX_PLAYERS: usize = 6;
/// Starting health when the configuration gives none (capped to `maxHealth`).
pub const DEFAULT_STARTING_HEALTH: u32 = 30;
/// Turns played when the configuration gives no `maxTurns`.
pub const DEFAULT_MAX_TURNS: u32 = 30;
/// The most turns a game may be configured to last (with the fleet limit, this bounds a game's
/// log: at most a few hundred thousand events even with a catalogue of the most powerful ships).
pub const MAX_TURNS_LIMIT: u32 = 100;
/// The most ships a player may have afloat: at the limit, only an upgrade (which consumes ships)
/// can be built.
pub const MAX_FLEET: usize = 20;

/// A ships game's configuration: every field is optional.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ShipsConfig {
    /// 2 to 6 player ids, in seating order; `["p1", "p2"]` by default.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub players: Option<Vec<PlayerId>>,
    /// Health every player starts with, 1 to `maxHealth`; 30 (or `maxHealth` if lower) when
    /// absent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub starting_health: Option<u32>,
    /// Health cap, 1 to 1,000,000; 35 when absent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub max_health: Option<u32>,
    /// The game ends after this turn's resolution (1 to 100; 30 when absent): the healthiest
    /// player wins (`TURN_LIMIT`), a tie at the top is a draw.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub max_turns: Option<u32>,
    /// Seed text for the dice; the same seed and actions replay the same game.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub seed: Option<String>,
    /// The ships players may build; the built-in catalogue (14 ships) when absent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub catalogue: Option<Vec<ShipDefinition>>,
}

impl ShipsConfig {
    /// A game between `players` with every other setting at its default.
    pub fn for_players(players: &[&str]) -> Self {
        ShipsConfig {
            players: Some(players.iter().map(|p| p.to_string()).collect()),
            ..ShipsConfig::default()
        }
    }

    /// The players, in seating order: `players`, or `"p1"` and `"p2"` by default.
    pub fn player_ids(&self) -> Vec<PlayerId> {
        self.players
            .clone()
            .unwrap_or_else(|| vec!["p1".into(), "p2".into()])
    }
}

fn bad(message: String) -> EngineError {
    EngineError::invalid_config(message)
}

/// Validates `config` and builds the state before the first turn starts.
pub fn setup(config: &ShipsConfig) -> Result<ShipsState> {
    let players = config.player_ids();
    let n = players.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
        return Err(bad(format!(
            "players lists {n} players, expected {MIN_PLAYERS} to {MAX_PLAYERS}"
        )));
    }
    validate_player_ids(&players, "players").map_err(|e| bad(e.message))?;
    let max_health = config.max_health.unwrap_or(DEFAULT_MAX_HEALTH);
    if max_health == 0 || max_health > MAX_VALUE {
        return Err(bad(format!(
            "maxHealth is {max_health}, expected 1 to {MAX_VALUE}"
        )));
    }
    let starting_health = config
        .starting_health
        .unwrap_or(DEFAULT_STARTING_HEALTH.min(max_health));
    if starting_health == 0 || starting_health > max_health {
        return Err(bad(format!(
            "startingHealth is {starting_health}, expected 1 to maxHealth ({max_health})"
        )));
    }
    let max_turns = config.max_turns.unwrap_or(DEFAULT_MAX_TURNS);
    if max_turns == 0 || max_turns > MAX_TURNS_LIMIT {
        return Err(bad(format!(
            "maxTurns is {max_turns}, expected 1 to {MAX_TURNS_LIMIT}"
        )));
    }
    let catalogue = match &config.catalogue {
        Some(catalogue) => catalogue.clone(),
        None => default_catalogue(),
    };
    validate_catalogue(&catalogue)?;
    Ok(ShipsState {
        catalogue: catalogue.into(),
        max_health,
        max_turns,
        fleets: players
            .iter()
            .map(|player| Fleet {
                player: player.clone(),
                health: starting_health,
                energy: 0,
                defeated_on_turn: None,
            })
            .collect(),
        players,
        ships: Vec::new(),
        triggered_effects: Vec::new(),
        turn: 0,
        phase: Phase::Build,
        order: Vec::new(),
        acting: 0,
        next_ship: 1,
        next_effect: 1,
    })
}
