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
    Build,
    Battle,
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
    pub owner_id: PlayerId,
    pub built_on_turn: u32,
    pub is_destroyed: bool,
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

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ShipsState {
    #[cfg_attr(feature = "wasm", tsify(type = "ShipDefinition[]"))]
    pub catalogue: Arc<[ShipDefinition]>,
    pub max_health: u32,
    pub max_turns: u32,
    /// Every player, in seating order.
    pub players: Vec<PlayerId>,
    /// One per player, in seating order.
    pub fleets: Vec<Fleet>,
    pub ships: Vec<Ship>,
    /// Effects queued this turn, resolved at its end.
    pub triggered_effects: Vec<TriggeredEffect>,
    /// The turn in progress (0 before the first starts).
    pub turn: u32,
    pub phase: Phase,
    /// This turn's players still in the game, in the order they act (the first seat rotates).
    pub order: Vec<PlayerId>,
    /// Index into `order` of the player whose part of the phase it is.
    pub acting: u32,
    pub next_ship: u32,
    pub next_effect: u32,
}

impl ShipsState {
    pub fn definition(&self, kind: &str) -> Option<&ShipDefinition> {
        self.catalogue.iter().find(|d| d.id == kind)
    }
    pub fn fleet(&self, player: &str) -> Option<&Fleet> {
        self.fleets.iter().find(|f| f.player == player)
    }
    pub fn fleet_mut(&mut self, player: &str) -> Option<&mut Fleet> {
        self.fleets.iter_mut().find(|f| f.player == player)
    }
    pub fn ship(&self, id: &str) -> Option<&Ship> {
        self.ships.iter().find(|s| s.id == id)
    }
    pub fn ship_mut(&mut self, id: &str) -> Option<&mut Ship> {
        self.ships.iter_mut().find(|s| s.id == id)
    }
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
