//! The ship catalogue: what each ship costs, what it upgrades from and what its powers do. It is
//! data (`catalogue.json` ships in the crate; a game may bring its own) and is validated once,
//! when a game is set up, with messages that name the field.

use super::end_of_turn::{EffectType, PowerTarget};
use crate::engine::error::{EngineError, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The largest cost, value, charge count or energy cost a catalogue may use.
pub const MAX_CATALOGUE_NUMBER: u32 = 1_000;
/// The most ships a catalogue may hold.
pub const MAX_CATALOGUE_SHIPS: usize = 100;
/// The most powers one ship may have, and the most ships an upgrade may be built from.
pub const MAX_POWERS_PER_SHIP: usize = 4;
/// The most charges a charge or First Strike power may have.
pub const MAX_CHARGES: u32 = 10;

/// One kind of ship a player may build.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ShipDefinition {
    /// The catalogue id actions use (`"fighter"`): 1 to 64 bytes, distinct.
    pub id: String,
    /// The name to show (`"Fighter"`): 1 to 64 bytes.
    pub name: String,
    /// Energy to build it: 1 to 1,000.
    pub cost: u32,
    /// Ships of yours this one is built from, by catalogue id: an upgrade consumes them (the
    /// oldest first) and they stop acting; at most 4. Absent: built from nothing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub upgrade_from: Vec<String>,
    /// What it can do: at most 4 powers, and at most one each of `CHARGE`, `SOLAR` and
    /// `FIRST_STRIKE` (an action names a ship, not a power).
    pub powers: Vec<Power>,
}

/// What a ship can do. Effects reach health only at End of Turn Resolution.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum Power {
    /// Once, when the ship is completed: queued as a triggered effect that persists even if the
    /// ship is destroyed before the end of the turn.
    #[serde(rename_all = "camelCase")]
    Completion {
        /// Damage or healing.
        effect_type: EffectType,
        /// How much, per target: 1 to 1,000.
        value: u32,
        /// Whom it reaches (`OPPONENT`: the opponent the action names).
        target: PowerTarget,
    },
    /// At every End of Turn Resolution while the ship is neither destroyed nor consumed.
    /// (`OPPONENT` is not allowed: use `EACH_OPPONENT`.)
    #[serde(rename_all = "camelCase")]
    Continuous {
        /// Damage or healing.
        effect_type: EffectType,
        /// How much, per target: 1 to 1,000.
        value: u32,
        /// Whom it reaches (not `OPPONENT`).
        target: PowerTarget,
    },
    /// In the Battle phase, `charges` times in all: queues a triggered effect.
    #[serde(rename_all = "camelCase")]
    Charge {
        /// Damage or healing.
        effect_type: EffectType,
        /// How much, per target: 1 to 1,000.
        value: u32,
        /// Whom it reaches (`OPPONENT`: the opponent the action names).
        target: PowerTarget,
        /// Uses in all: 1 to 10.
        charges: u32,
        /// Whether the queued effect resolves even if the ship is lost before the end of turn.
        persists_if_source_destroyed: bool,
    },
    /// In the Battle phase, once per turn, for `energyCost` energy: queues a triggered effect.
    #[serde(rename_all = "camelCase")]
    Solar {
        /// Damage or healing.
        effect_type: EffectType,
        /// How much, per target: 1 to 1,000.
        value: u32,
        /// Whom it reaches (`OPPONENT`: the opponent the action names).
        target: PowerTarget,
        /// Energy paid each time: 0 to 1,000.
        energy_cost: u32,
        /// Whether the queued effect resolves even if the ship is lost before the end of turn.
        persists_if_source_destroyed: bool,
    },
    /// In the Battle phase, `charges` times in all: destroys an enemy ship at once, so its
    /// continuous powers will not act at resolution (its persisting triggered effects still do).
    #[serde(rename_all = "camelCase")]
    FirstStrike {
        /// Uses in all: 1 to 10.
        charges: u32,
    },
}

impl ShipDefinition {
    /// Its `CHARGE` power, if it has one.
    pub fn charge(&self) -> Option<&Power> {
        self.powers
            .iter()
            .find(|p| matches!(p, Power::Charge { .. }))
    }
    /// Its `SOLAR` power, if it has one.
    pub fn solar(&self) -> Option<&Power> {
        self.powers
            .iter()
            .find(|p| matches!(p, Power::Solar { .. }))
    }
    /// Uses of the charge power a new ship starts with.
    pub fn charges(&self) -> u32 {
        match self.charge() {
            Some(Power::Charge { charges, .. }) => *charges,
            _ => 0,
        }
    }
    /// Uses of First Strike a new ship starts with.
    pub fn strikes(&self) -> u32 {
        self.powers
            .iter()
            .map(|p| match p {
                Power::FirstStrike { charges } => *charges,
                _ => 0,
            })
            .sum()
    }
    /// Whether building it needs a chosen opponent (a completion power aimed at one opponent).
    pub fn completion_needs_target(&self) -> bool {
        self.powers.iter().any(|p| {
            matches!(
                p,
                Power::Completion {
                    target: PowerTarget::Opponent,
                    ..
                }
            )
        })
    }
}

/// The catalogue that ships with the crate (14 ships).
pub fn default_catalogue() -> Vec<ShipDefinition> {
    // The file is part of the crate and checked by a unit test, so this cannot fail in a
    // released build; an empty catalogue would still be refused by validation, not panic.
    serde_json::from_str(include_str!("catalogue.json")).unwrap_or_default()
}

fn bad(message: String) -> EngineError {
    EngineError::invalid_config(message)
}

fn charges_within(charges: u32, field: impl FnOnce() -> String) -> Result<()> {
    if !(1..=MAX_CHARGES).contains(&charges) {
        return Err(bad(format!(
            "{} is {charges}, expected 1 to {MAX_CHARGES}",
            field()
        )));
    }
    Ok(())
}

fn number(value: u32, min: u32, field: impl FnOnce() -> String) -> Result<()> {
    if value < min || value > MAX_CATALOGUE_NUMBER {
        return Err(bad(format!(
            "{} is {value}, expected {min} to {MAX_CATALOGUE_NUMBER}",
            field()
        )));
    }
    Ok(())
}

/// Checks a catalogue (`INVALID_CONFIG`, naming `catalogue[i]...`).
pub fn validate_catalogue(catalogue: &[ShipDefinition]) -> Result<()> {
    if catalogue.is_empty() || catalogue.len() > MAX_CATALOGUE_SHIPS {
        return Err(bad(format!(
            "catalogue has {} ships, expected 1 to {MAX_CATALOGUE_SHIPS}",
            catalogue.len()
        )));
    }
    let mut ids = BTreeSet::new();
    for (i, ship) in catalogue.iter().enumerate() {
        if ship.id.is_empty() || ship.id.len() > 64 {
            return Err(bad(format!(
                "catalogue[{i}].id must be 1 to 64 bytes, got {:?}",
                ship.id
            )));
        }
        if !ids.insert(ship.id.as_str()) {
            return Err(bad(format!(
                "duplicate ship id {:?} in catalogue[{i}].id",
                ship.id
            )));
        }
        if ship.name.is_empty() || ship.name.len() > 64 {
            return Err(bad(format!(
                "catalogue[{i}].name must be 1 to 64 bytes, got {:?}",
                ship.name
            )));
        }
        number(ship.cost, 1, || format!("catalogue[{i}].cost"))?;
        if ship.upgrade_from.len() > MAX_POWERS_PER_SHIP {
            return Err(bad(format!(
                "catalogue[{i}].upgradeFrom lists {} ships, at most {MAX_POWERS_PER_SHIP}",
                ship.upgrade_from.len()
            )));
        }
        for (k, from) in ship.upgrade_from.iter().enumerate() {
            if !catalogue.iter().any(|s| &s.id == from) {
                return Err(bad(format!(
                    "unknown ship id {from:?} in catalogue[{i}].upgradeFrom[{k}]"
                )));
            }
        }
        validate_powers(&ship.powers, i)?;
    }
    Ok(())
}

fn validate_powers(powers: &[Power], i: usize) -> Result<()> {
    if powers.len() > MAX_POWERS_PER_SHIP {
        return Err(bad(format!(
            "catalogue[{i}].powers has {} powers, at most {MAX_POWERS_PER_SHIP}",
            powers.len()
        )));
    }
    let mut kinds = BTreeSet::new();
    for (k, power) in powers.iter().enumerate() {
        let field = |name: &str| format!("catalogue[{i}].powers[{k}].{name}");
        let value = match power {
            Power::Completion { value, .. } => *value,
            Power::Continuous { value, target, .. } => {
                if *target == PowerTarget::Opponent {
                    return Err(bad(format!(
                        "{} is OPPONENT, but a continuous power cannot choose one opponent: use EACH_OPPONENT",
                        field("target")
                    )));
                }
                *value
            }
            Power::Charge { value, charges, .. } => {
                charges_within(*charges, || field("charges"))?;
                *value
            }
            Power::Solar {
                value, energy_cost, ..
            } => {
                number(*energy_cost, 0, || field("energyCost"))?;
                *value
            }
            Power::FirstStrike { charges } => {
                charges_within(*charges, || field("charges"))?;
                1
            }
        };
        number(value, 1, || field("value"))?;
        // Actions name a ship, not a power: one activated power of each kind per ship.
        let activated = match power {
            Power::Charge { .. } => Some("CHARGE"),
            Power::Solar { .. } => Some("SOLAR"),
            Power::FirstStrike { .. } => Some("FIRST_STRIKE"),
            _ => None,
        };
        if let Some(kind) = activated {
            if !kinds.insert(kind) {
                return Err(bad(format!(
                    "catalogue[{i}].powers[{k}] is a second {kind} power; a ship may have one"
                )));
            }
        }
    }
    Ok(())
}
