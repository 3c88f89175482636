//! The events of a ships game, each one change, and how each changes the state. Health changes
//! only through `HEALTH_CHANGED`, which only End of Turn Resolution produces.

use super::ShipsEndReason;
use super::end_of_turn::{AppliedEffect, SkippedEffect, TriggeredEffect};
use super::state::{Phase, Ship, ShipsState};
use crate::engine::outcome::GameOutcome;
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

/// What happened in a ships game, one change at a time (`type` tells which), in the order it
/// happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type")]
pub enum ShipsEvent {
    /// A new turn: solar powers recharge and the acting order is set (players still in, from a
    /// seat that moves one place each turn).
    TurnStarted {
        /// The new turn's number, from 1.
        turn: u32,
    },
    /// A phase began: `BUILD` after `TurnStarted`, `BATTLE` once every player passed in Build,
    /// `END_OF_TURN` once every player passed in Battle.
    PhaseStarted {
        /// The phase that began.
        phase: Phase,
    },
    /// The player gained `amount` energy at the start of Build: 1 + a d3, 2 to 4 (recorded, so a
    /// replay never re-rolls).
    EnergyGained {
        /// Who gained it (every player still in, in seating order).
        player: PlayerId,
        /// How much: 2 to 4.
        amount: u32,
    },
    /// The player paid energy: a ship's cost, or a solar power's.
    EnergySpent {
        /// Who paid.
        player: PlayerId,
        /// How much.
        amount: u32,
    },
    /// A ship consumed to build the upgrade `into` (a catalogue id).
    #[serde(rename_all = "camelCase")]
    ShipConsumedInUpgrade {
        /// The id of the ship consumed: it stops acting.
        ship_id: String,
        /// The catalogue id of the upgrade it went into.
        into: String,
    },
    /// A ship was built (its cost paid just before, the ships it upgrades consumed).
    ShipBuilt {
        /// The new ship, with its charges and First Strikes.
        ship: Ship,
    },
    /// The new ship is complete; its completion effects follow.
    #[serde(rename_all = "camelCase")]
    ShipCompleted {
        /// The new ship's id.
        ship_id: String,
    },
    /// An effect queued for this turn's End of Turn Resolution.
    EffectTriggered {
        /// The effect, as resolution will take it.
        effect: TriggeredEffect,
    },
    /// A ship's charge power was used (its effect is queued next).
    #[serde(rename_all = "camelCase")]
    ChargeUsed {
        /// The ship's id.
        ship_id: String,
        /// The charges it has left.
        remaining: u32,
    },
    /// A ship's solar power was used, once this turn (its cost and effect follow).
    #[serde(rename_all = "camelCase")]
    SolarPowerUsed {
        /// The ship's id.
        ship_id: String,
    },
    /// A ship used one of its First Strikes (the ship it destroys follows).
    #[serde(rename_all = "camelCase")]
    FirstStrikeUsed {
        /// The striking ship's id.
        ship_id: String,
        /// The First Strikes it has left.
        remaining: u32,
    },
    /// Destroyed by a First Strike from `by`.
    #[serde(rename_all = "camelCase")]
    ShipDestroyed {
        /// The id of the ship destroyed: its continuous powers will not act.
        ship_id: String,
        /// The id of the ship that struck.
        by: String,
    },
    /// The player ended their part of the phase.
    Passed {
        /// Who passed.
        player: PlayerId,
    },
    /// End of Turn Resolution: an effect resolved (one per target for continuous powers).
    EffectApplied(AppliedEffect),
    /// End of Turn Resolution: an effect did not resolve, and why.
    EffectSkipped(SkippedEffect),
    /// End of Turn Resolution: all effects on the player, applied at once and capped.
    HealthChanged {
        /// Whose health changed (only players whose health did change get one).
        player: PlayerId,
        /// Their health before.
        from: u32,
        /// Their health now: 0 to `maxHealth`.
        to: u32,
    },
    /// End of Turn Resolution: the player fell to 0 and is out (every player who falls in the
    /// same resolution falls at once).
    PlayerDefeated {
        /// Who is out.
        player: PlayerId,
    },
    /// End of Turn Resolution is over: the queue of triggered effects is emptied.
    ResolutionCompleted {
        /// The turn it ended.
        turn: u32,
    },
    /// The game is over: the last event of the log.
    GameEnded {
        /// How it ended.
        outcome: GameOutcome<ShipsEndReason>,
    },
}

/// Applies one event. Infallible: the judge already checked everything, so a missing id here
/// can only mean the event does not belong to this state, and then it changes nothing.
pub fn apply(state: &mut ShipsState, event: &ShipsEvent) {
    match event {
        ShipsEvent::TurnStarted { turn } => {
            state.turn = *turn;
            for ship in &mut state.ships {
                ship.solar_used = false;
            }
            let n = state.players.len().max(1);
            let first = (*turn as usize).saturating_sub(1) % n;
            state.order = (0..n)
                .filter_map(|k| state.players.get((first + k) % n))
                .filter(|p| state.is_in(p))
                .cloned()
                .collect();
        }
        ShipsEvent::PhaseStarted { phase } => {
            state.phase = *phase;
            state.acting = 0;
        }
        ShipsEvent::EnergyGained { player, amount } => {
            if let Some(f) = state.fleet_mut(player) {
                f.energy = f.energy.saturating_add(*amount);
            }
        }
        ShipsEvent::EnergySpent { player, amount } => {
            if let Some(f) = state.fleet_mut(player) {
                f.energy = f.energy.saturating_sub(*amount);
            }
        }
        ShipsEvent::ShipConsumedInUpgrade { ship_id, .. } => {
            let turn = state.turn;
            if let Some(s) = state.ship_mut(ship_id) {
                s.is_consumed_in_upgrade = true;
                s.lost_on_turn = Some(turn);
            }
        }
        ShipsEvent::ShipBuilt { ship } => {
            state.next_ship = state.next_ship.saturating_add(1);
            state.ships.push(ship.clone());
        }
        ShipsEvent::EffectTriggered { effect } => {
            state.next_effect = state.next_effect.saturating_add(1);
            state.triggered_effects.push(effect.clone());
        }
        ShipsEvent::ChargeUsed { ship_id, remaining } => {
            if let Some(s) = state.ship_mut(ship_id) {
                s.charges = *remaining;
            }
        }
        ShipsEvent::SolarPowerUsed { ship_id } => {
            if let Some(s) = state.ship_mut(ship_id) {
                s.solar_used = true;
            }
        }
        ShipsEvent::FirstStrikeUsed { ship_id, remaining } => {
            if let Some(s) = state.ship_mut(ship_id) {
                s.strikes = *remaining;
            }
        }
        ShipsEvent::ShipDestroyed { ship_id, .. } => {
            let turn = state.turn;
            if let Some(s) = state.ship_mut(ship_id) {
                s.is_destroyed = true;
                s.lost_on_turn = Some(turn);
            }
        }
        ShipsEvent::Passed { .. } => state.acting = state.acting.saturating_add(1),
        ShipsEvent::HealthChanged { player, to, .. } => {
            if let Some(f) = state.fleet_mut(player) {
                f.health = *to;
            }
        }
        ShipsEvent::PlayerDefeated { player } => {
            let turn = state.turn;
            if let Some(f) = state.fleet_mut(player) {
                f.defeated_on_turn = Some(turn);
            }
        }
        ShipsEvent::ResolutionCompleted { .. } => state.triggered_effects.clear(),
        ShipsEvent::ShipCompleted { .. }
        | ShipsEvent::EffectApplied(_)
        | ShipsEvent::EffectSkipped(_)
        | ShipsEvent::GameEnded { .. } => {}
    }
}
