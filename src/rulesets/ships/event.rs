//! The events of a ships game, each one change, and how each changes the state. Health changes
//! only through `HEALTH_CHANGED`, which only End of Turn Resolution produces.

use super::ShipsEndReason;
use super::end_of_turn::{AppliedEffect, SkippedEffect, TriggeredEffect};
use super::state::{Phase, Ship, ShipsState};
use crate::engine::outcome::GameOutcome;
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type")]
pub enum ShipsEvent {
    /// A new turn: solar powers recharge and the acting order is set (players still in, from a
    /// seat that moves one place each turn).
    TurnStarted {
        turn: u32,
    },
    PhaseStarted {
        phase: Phase,
    },
    /// The player's energy die came up `amount` (recorded, so a replay never re-rolls).
    EnergyGained {
        player: PlayerId,
        amount: u32,
    },
    EnergySpent {
        player: PlayerId,
        amount: u32,
    },
    /// A ship consumed to build the upgrade `into` (a catalogue id).
    #[serde(rename_all = "camelCase")]
    ShipConsumedInUpgrade {
        ship_id: String,
        into: String,
    },
    ShipBuilt {
        ship: Ship,
    },
    /// The new ship is complete; its completion effects follow.
    #[serde(rename_all = "camelCase")]
    ShipCompleted {
        ship_id: String,
    },
    /// An effect queued for this turn's End of Turn Resolution.
    EffectTriggered {
        effect: TriggeredEffect,
    },
    #[serde(rename_all = "camelCase")]
    ChargeUsed {
        ship_id: String,
        remaining: u32,
    },
    #[serde(rename_all = "camelCase")]
    SolarPowerUsed {
        ship_id: String,
    },
    #[serde(rename_all = "camelCase")]
    FirstStrikeUsed {
        ship_id: String,
        remaining: u32,
    },
    /// Destroyed by a First Strike from `by`.
    #[serde(rename_all = "camelCase")]
    ShipDestroyed {
        ship_id: String,
        by: String,
    },
    /// The player ended their part of the phase.
    Passed {
        player: PlayerId,
    },
    /// End of Turn Resolution: an effect resolved (one per target for continuous powers).
    EffectApplied(AppliedEffect),
    /// End of Turn Resolution: an effect did not resolve, and why.
    EffectSkipped(SkippedEffect),
    /// End of Turn Resolution: all effects on the player, applied at once and capped.
    HealthChanged {
        player: PlayerId,
        from: u32,
        to: u32,
    },
    PlayerDefeated {
        player: PlayerId,
    },
    /// End of Turn Resolution is over: the queue of triggered effects is emptied.
    ResolutionCompleted {
        turn: u32,
    },
    GameEnded {
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
