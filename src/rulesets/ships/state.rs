//! The state of a ships game: fleets (health and energy), ships, the triggered effects queued for
//! this turn's resolution, and whose part of which phase it is.

use super::catalogue::ShipDefinition;
use super::end_of_turn::TriggeredEffect;
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The three phases of a turn. Players act in turn order within Build and Battle; End of Turn
/// Resolution happens at once, when the last player passes in Battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Phase {
    /// Players build ships, in turn order, each until they pass.
    Build,
    /// Players use charges, solar powers and First Strikes, in turn order, each until they pass.
    Battle,
    /// End of Turn Resolution: no one acts (it runs when the last player passes in Battle).
    EndOfTurn,
}

impl Phase {
    /// Its name as it crosses to JavaScript (`"BATTLE"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Build => "BUILD",
            Phase::Battle => "BATTLE",
            Phase::EndOfTurn => "END_OF_TURN",
        }
    }
}

/// One player's side of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Fleet {
    /// Whose fleet it is.
    pub player: PlayerId,
    /// 0 to `maxHealth`; changes only in End of Turn Resolution.
    pub health: u32,
    /// Gained from a die each turn, spent on ships and solar powers; kept from turn to turn.
    pub energy: u32,
    /// The turn this player's health reached 0; `null` while they are in the game.
    #[cfg_attr(feature = "wasm", tsify(type = "number | null"))]
    pub defeated_on_turn: Option<u32>,
}

/// A ship in play (or destroyed, or consumed in an upgrade: ships are never removed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Ship {
    /// `"s1"`, `"s2"`... in the order ships were built.
    pub id: String,
    /// Its catalogue id.
    pub kind: String,
    /// Whose ship it is.
    pub owner_id: PlayerId,
    /// The turn it was built.
    pub built_on_turn: u32,
    /// Destroyed by a First Strike: it no longer acts.
    pub is_destroyed: bool,
    /// Consumed to build an upgrade: it no longer acts.
    pub is_consumed_in_upgrade: bool,
    /// The turn it was destroyed or consumed; `null` while afloat.
    #[cfg_attr(feature = "wasm", tsify(type = "number | null"))]
    pub lost_on_turn: Option<u32>,
    /// Uses left of its charge power.
    pub charges: u32,
    /// Uses left of its First Strike.
    pub strikes: u32,
    /// Whether its solar power was used this turn.
    pub solar_used: bool,
}

impl Ship {
    /// Neither destroyed nor consumed: it can act and be struck.
    pub fn is_afloat(&self) -> bool {
        !self.is_destroyed && !self.is_consumed_in_upgrade
    }
}

/// The whole state of a ships game. Nothing is hidden: it is also each player's view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ShipsState {
    /// The ships players may build: the configuration's, else the built-in one.
    #[cfg_attr(feature = "wasm", tsify(type = "ShipDefinition[]"))]
    pub catalogue: Arc<[ShipDefinition]>,
    /// The health cap.
    pub max_health: u32,
    /// The last turn: when it ends with two or more players in, the game ends (`TURN_LIMIT`).
    pub max_turns: u32,
    /// Every player, in seating order.
    pub players: Vec<PlayerId>,
    /// One per player, in seating order.
    pub fleets: Vec<Fleet>,
    /// Every ship ever built, in the order built (destroyed and consumed ones stay).
    pub ships: Vec<Ship>,
    /// Effects queued this turn, resolved at its end.
    pub triggered_effects: Vec<TriggeredEffect>,
    /// The turn in progress (0 before the first starts).
    pub turn: u32,
    /// The phase in progress.
    pub phase: Phase,
    /// This turn's players still in the game, in the order they act (the first seat rotates).
    pub order: Vec<PlayerId>,
    /// Index into `order` of the player whose part of the phase it is.
    pub acting: u32,
    /// The number in the next ship's id (`"s<n>"`), from 1.
    pub next_ship: u32,
    /// The number in the next triggered effect's id (`"e<n>"`), from 1.
    pub next_effect: u32,
}

impl ShipsState {
    /// The catalogue's definition of a ship kind.
    pub fn definition(&self, kind: &str) -> Option<&ShipDefinition> {
        self.catalogue.iter().find(|d| d.id == kind)
    }
    /// The player's fleet.
    pub fn fleet(&self, player: &str) -> Option<&Fleet> {
        self.fleets.iter().find(|f| f.player == player)
    }
    pub(crate) fn fleet_mut(&mut self, player: &str) -> Option<&mut Fleet> {
        self.fleets.iter_mut().find(|f| f.player == player)
    }
    /// The ship with this id.
    pub fn ship(&self, id: &str) -> Option<&Ship> {
        self.ships.iter().find(|s| s.id == id)
    }
    pub(crate) fn ship_mut(&mut self, id: &str) -> Option<&mut Ship> {
        self.ships.iter_mut().find(|s| s.id == id)
    }
    /// Whether the player is in the game (not defeated).
    pub fn is_in(&self, player: &str) -> bool {
        self.fleet(player)
            .is_some_and(|f| f.defeated_on_turn.is_none())
    }
    /// The players still in, in seating order.
    pub fn alive(&self) -> impl Iterator<Item = &PlayerId> {
        self.fleets
            .iter()
            .filter(|f| f.defeated_on_turn.is_none())
            .map(|f| &f.player)
    }
    /// The players still in other than `player`.
    pub fn opponents<'a>(&'a self, player: &'a str) -> impl Iterator<Item = &'a PlayerId> {
        self.alive().filter(move |p| p.as_str() != player)
    }
    /// The player whose part of the phase it is.
    pub fn acting_player(&self) -> Option<&PlayerId> {
        if self.phase == Phase::EndOfTurn {
            return None;
        }
        self.order.get(self.acting as usize)
    }
    /// The player's ships that can act.
    pub fn afloat_of<'a>(&'a self, player: &'a str) -> impl Iterator<Item = &'a Ship> {
        self.ships
            .iter()
            .filter(move |s| s.owner_id == player && s.is_afloat())
    }
}
